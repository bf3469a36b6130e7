// solveLeastSquares(): the calibration's minimisation, handed to Eigen's Levenberg-Marquardt
// (MINPACK's lmder). Eigen's solver has no bounds and no loss function, so both are written
// into the problem it sees:
//  - bounds: each free coordinate is z = (1 + sin u) / 2 of an unbounded u (MINUIT's
//    transform), so every u is a z inside [0, 1];
//  - the Cauchy loss: each run's residual r enters as sign(r) a sqrt(log(1 + (r / a)^2)),
//    whose square is the Cauchy cost a^2 log(1 + (r / a)^2).

#include "leastsquares.h"

#include <unsupported/Eigen/LevenbergMarquardt>

#include <algorithm>
#include <cmath>
#include <thread>

namespace shardscope {

namespace {

/** The Cauchy-weighted residual and its slope with respect to the plain one. */
double robust(double r)
{
    const double t = r / kLossScale;
    return std::copysign(kLossScale * std::sqrt(std::log1p(t * t)), r);
}

double robustSlope(double r)
{
    const double t = std::abs(r / kLossScale);
    if (t < 1e-6)
        return 1.0;
    return t / ((1 + t * t) * std::sqrt(std::log1p(t * t)));
}

/** Runs `job(i)` for i in [0, count) on the machine's cores; estimates share nothing mutable. */
template <typename Job>
void forEachInParallel(size_t count, const Job& job)
{
    const size_t threads = std::min<size_t>(count, std::max(1u, std::thread::hardware_concurrency()));
    if (threads <= 1) {
        for (size_t i = 0; i < count; ++i)
            job(i);
        return;
    }
    std::vector<std::thread> pool;
    for (size_t t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (size_t i = t; i < count; i += threads)
                job(i);
        });
    for (std::thread& thread : pool)
        thread.join();
}

/**
 * The problem as Eigen sees it: unbounded u for the coordinates that move, one robust residual
 * a run, then the prior's residuals; the coordinates held stay at `start`.
 */
struct Problem : Eigen::DenseFunctor<double>
{
    Problem(const RunModel& model, const std::vector<size_t>& subset, const std::vector<double>& start,
            const std::vector<size_t>& moving)
        : Eigen::DenseFunctor<double>(int(moving.size()), int(subset.size() + moving.size())),
          model(model), subset(subset), start(start), moving(moving)
    {
    }

    std::vector<double> coordinates(const InputType& u) const
    {
        std::vector<double> z = start;
        for (size_t k = 0; k < moving.size(); ++k)
            z[moving[k]] = 0.5 * (1 + std::sin(u(Eigen::Index(k))));
        return z;
    }

    int operator()(const InputType& u, ValueType& f) const
    {
        const std::vector<double> z = coordinates(u);
        forEachInParallel(subset.size(), [&](size_t i) { f(Eigen::Index(i)) = robust(model.residual(subset[i], z.data())); });
        for (size_t k = 0; k < moving.size(); ++k)
            f(Eigen::Index(subset.size() + k)) = kPriorWeight * (z[moving[k]] - start[moving[k]]);
        return 0;
    }

    int df(const InputType& u, JacobianType& jacobian) const
    {
        const std::vector<double> z = coordinates(u);
        jacobian.setZero();
        forEachInParallel(subset.size(), [&](size_t i) {
            const double weight = robustSlope(model.residual(subset[i], z.data()));
            for (size_t k = 0; k < moving.size(); ++k) {
                const double dzdu = 0.5 * std::cos(u(Eigen::Index(k)));
                jacobian(Eigen::Index(i), Eigen::Index(k)) =
                    weight * residualSlope(model, subset[i], z, moving[k]) * dzdu;
            }
        });
        for (size_t k = 0; k < moving.size(); ++k)
            jacobian(Eigen::Index(subset.size() + k), Eigen::Index(k)) = kPriorWeight * 0.5 * std::cos(u(Eigen::Index(k)));
        return 0;
    }

    const RunModel& model;
    const std::vector<size_t>& subset;
    const std::vector<double>& start;
    const std::vector<size_t>& moving;
};

/** A start just inside the bounds: at z = 0 or 1 the transform's slope is 0 and u could not move. */
double unboundedStart(double z)
{
    return std::asin(2 * std::clamp(z, 0.01, 0.99) - 1);
}

} // namespace

SolveOutcome solveLeastSquares(const RunModel& model, const std::vector<size_t>& subset,
                               const std::vector<double>& start, int maxIterations,
                               const std::function<bool()>& keepGoing, const std::vector<bool>& held)
{
    SolveOutcome out;
    out.z = start;
    std::vector<size_t> moving;
    for (size_t k = 0; k < start.size(); ++k)
        if (k >= held.size() || !held[k])
            moving.push_back(k);
    if (moving.empty() || subset.empty())
        return out;

    Problem problem(model, subset, start, moving);
    Eigen::VectorXd u(Eigen::Index(moving.size()));
    for (size_t k = 0; k < moving.size(); ++k)
        u(Eigen::Index(k)) = unboundedStart(start[moving[k]]);
    Eigen::LevenbergMarquardt<Problem> lm(problem);
    lm.setFtol(1e-8);
    lm.setXtol(1e-6);
    lm.setMaxfev(Eigen::Index(maxIterations) * 4);
    Eigen::LevenbergMarquardtSpace::Status status = lm.minimizeInit(u);
    while (status == Eigen::LevenbergMarquardtSpace::NotStarted || status == Eigen::LevenbergMarquardtSpace::Running) {
        status = lm.minimizeOneStep(u);
        ++out.iterations;
        if (out.iterations >= maxIterations)
            break;
        if (keepGoing && !keepGoing()) {
            out.cancelled = true;
            break;
        }
    }
    out.z = problem.coordinates(u);
    // The start itself is inside the bounds only approximately (unboundedStart()): a fit that
    // gains nothing on the profile's exact values keeps them.
    std::vector<double> startResiduals(subset.size()), endResiduals(subset.size());
    forEachInParallel(subset.size(), [&](size_t i) {
        startResiduals[i] = robust(model.residual(subset[i], start.data()));
        endResiduals[i] = robust(model.residual(subset[i], out.z.data()));
    });
    double cost = 0, startCost = 0;
    for (size_t i = 0; i < subset.size(); ++i) {
        cost += endResiduals[i] * endResiduals[i];
        startCost += startResiduals[i] * startResiduals[i];
    }
    for (size_t k : moving)
        cost += std::pow(kPriorWeight * (out.z[k] - start[k]), 2);
    if (!(cost < startCost))
        out.z = start;
    return out;
}

} // namespace shardscope
