#pragma once

#include "runmodel.h"

#include <string>
#include <vector>

namespace shardscope {

/** How well the runs determine each free parameter (in FitSpace order). */
struct Identifiability
{
    std::vector<double> sigmaZ; ///< one standard deviation in coordinates (0 when not pinned)
    std::vector<bool> pinned;
    /// For a parameter that is not pinned: the index (in FitSpace order) of the parameter the
    /// runs cannot tell it from, or -1 when it is simply too uncertain or unseen.
    std::vector<int> confusedWith;
    std::vector<bool> unseen; ///< no run's time moves with it
    /// For a parameter the runs would pin only with one of them: that run (an index of the
    /// model's runs), else -1.
    std::vector<int> restsOn;
};

/**
 * Reads the Jacobian of the `runs`' residuals at `z` (finite differences): a parameter is
 * pinned when some run depends on it, it lies outside the Jacobian's null space (less than
 * 10 % of its weight on singular values under 1e-3 of the largest) and one standard
 * deviation, from the residuals' scatter over the remaining degrees of freedom, is under a
 * quarter of its range, and it stays so with any one run left out: what a single run decides
 * takes that run's whole error, and nothing would show a bad one.
 */
Identifiability assessIdentifiability(const RunModel& model, const std::vector<size_t>& runs,
                                      const std::vector<double>& z);

/** Share of a parameter's range one standard deviation may span for it to count as pinned. */
inline constexpr double kPinnedSpread = 0.25;

} // namespace shardscope
