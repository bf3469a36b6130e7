#pragma once

#include "runmodel.h"

#include <functional>
#include <vector>

namespace shardscope {

/**
 * Weight of the pull towards the profile's own values, per unit of a parameter's range: the
 * ratio of a typical step-time residual (0.045, the modelled profiles' median |error| on the
 * public runs) to the spread we grant the datasheet and microbenchmark values (0.15 of the
 * range), as a Gaussian prior of that spread would weigh them.
 */
inline constexpr double kPriorWeight = 0.3;
/** Scale of the Cauchy loss on log(predicted / measured): runs beyond ~10 % weigh less and less. */
inline constexpr double kLossScale = 0.1;

struct SolveOutcome
{
    std::vector<double> z; ///< the fitted coordinates
    int iterations = 0;
    bool cancelled = false;
};

/**
 * Minimises Σ ρ(residual_i(z)²) + Σ (kPriorWeight (z_k − start_k))² over z in [0, 1] for the
 * runs in `subset` (ρ: the Cauchy loss), with Eigen's Levenberg-Marquardt; leastsquares.cpp
 * says how the bounds and the loss are given to it. `keepGoing` is asked after each
 * iteration; false stops the solver where it is. Coordinates marked in `held` stay at `start`.
 */
SolveOutcome solveLeastSquares(const RunModel& model, const std::vector<size_t>& subset,
                               const std::vector<double>& start, int maxIterations,
                               const std::function<bool()>& keepGoing, const std::vector<bool>& held = {});

} // namespace shardscope
