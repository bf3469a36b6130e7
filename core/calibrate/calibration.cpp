// calibrate(): checks the runs, fits the profile, cross-validates it and sets its band.

#include "calibration.h"

#include "core/estimate/estimate.h"
#include "core/io/inputerror.h"
#include "core/estimate/verdict.h"
#include "fitparameters.h"
#include "identifiability.h"
#include "leastsquares.h"
#include "runmodel.h"
#include "core/model/statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace shardscope {

namespace {

/** Fewest runs a calibration accepts: with fewer, no fold is left to judge the fit. */
constexpr size_t kFewestRuns = 3;
constexpr size_t kMostFolds = 10;
/** A run this far off after the fit (and beyond 4 robust deviations) is reported as an outlier. */
constexpr double kOutlierFloor = 0.15;

double medianAbsError(const std::vector<double>& predicted, const std::vector<CalibrationRun>& runs)
{
    std::vector<double> errors;
    for (size_t i = 0; i < runs.size(); ++i)
        errors.push_back(std::abs(predicted[i] / runs[i].measuredStepS - 1));
    return medianOf(errors);
}

void checkCollectives(const ClusterSpec& base, const std::vector<CollectiveMeasurement>& collectives)
{
    for (const CollectiveMeasurement& m : collectives) {
        if (m.ranks < 2 || m.nodes < 1 || m.ranks < m.nodes)
            throw InputError(m.name, "a collective needs at least 2 ranks on at least 1 node, got " +
                                         std::to_string(m.ranks) + " on " + std::to_string(m.nodes));
        if ((m.ranks + m.nodes - 1) / m.nodes > base.gpusPerNode)
            throw InputError(m.name, std::to_string(m.ranks) + " ranks on " + std::to_string(m.nodes) +
                                         (m.nodes == 1 ? " node" : " nodes") + " is more GPUs per node than the " +
                                         std::to_string(base.gpusPerNode) + " of " + base.name);
        if (!(m.bytes > 0) || !(m.measuredS > 0) || !std::isfinite(m.bytes) || !std::isfinite(m.measuredS))
            throw InputError(m.name, "the size and the time must be positive numbers");
    }
}

void checkRuns(const ClusterSpec& base, const std::vector<CalibrationRun>& runs)
{
    if (runs.size() < kFewestRuns)
        throw InputError("runs", "at least " + std::to_string(kFewestRuns) + " measured runs are needed to calibrate, got " +
                                     std::to_string(runs.size()));
    const auto baseValues = fittedValues(base);
    for (const CalibrationRun& run : runs) {
        if (!(run.measuredStepS > 0) || !std::isfinite(run.measuredStepS))
            throw InputError(run.name, "the measured step time must be a positive number of seconds");
        if (!base.presetId.empty() && run.scenario.cluster.presetId != base.presetId)
            throw InputError(run.name, "its scenario uses cluster preset \"" + run.scenario.cluster.presetId +
                                           "\", not \"" + base.presetId + "\", the profile being calibrated");
        if (const int changed = firstChangedValue(run.scenario.cluster, baseValues); changed >= 0)
            throw InputError(run.name, "its scenario sets " + std::string(fitParameters()[size_t(changed)].field) +
                                           ", which calibration fits; remove that override");
        const Report report = estimate(run.scenario, EstimateOptions{.keepTimeline = false});
        if (!(report.step.timeS > 0) || !std::isfinite(report.step.timeS))
            throw InputError(run.name, "its scenario gives no step time (" + std::string(verdictName(planVerdict(report).verdict)) +
                                           "): only plans that run can be fitted to");
    }
}

/** The parameters some run depends on, with bounds wide enough to hold the profile's value. */
FitSpace freeParameters(const ClusterSpec& base, const MeasuredSet& measured, std::vector<FitReason>& why)
{
    const auto& parameters = fitParameters();
    FitSpace candidates;
    for (size_t j = 0; j < parameters.size(); ++j) {
        const FitParameter& p = parameters[j];
        const double v = p.value(base);
        double lo = std::min(p.lower(base), v);
        double hi = std::max(p.upper(base), v);
        if (!(hi > lo) || (p.scale == FitScale::Logarithmic && !(lo > 0))) {
            why[j] = FitReason::NothingToScale;
            continue;
        }
        candidates.free.push_back(int(j));
        candidates.lower.push_back(lo);
        candidates.upper.push_back(hi);
        candidates.scale.push_back(p.scale);
    }
    // Drop what no run's time moves with: the solver would only spend evaluations on it.
    std::vector<double> z0;
    for (size_t k = 0; k < candidates.size(); ++k)
        z0.push_back(candidates.coordinate(k, parameters[size_t(candidates.free[k])].value(base)));
    const RunModel screen(measured, base, candidates);
    FitSpace space;
    for (size_t k = 0; k < candidates.size(); ++k) {
        double slope = 0;
        for (size_t i = 0; i < screen.runs(); ++i)
            slope = std::max(slope, std::abs(residualSlope(screen, i, z0, k)));
        if (slope < 1e-4) {
            why[size_t(candidates.free[k])] = FitReason::Unseen;
            continue;
        }
        space.free.push_back(candidates.free[k]);
        space.lower.push_back(candidates.lower[k]);
        space.upper.push_back(candidates.upper[k]);
        space.scale.push_back(candidates.scale[k]);
    }
    return space;
}

std::vector<double> startOf(const FitSpace& space, const ClusterSpec& base)
{
    std::vector<double> z;
    for (size_t k = 0; k < space.size(); ++k)
        z.push_back(space.coordinate(k, fitParameters()[size_t(space.free[k])].value(base)));
    return z;
}

/** A fit in two stages: every free parameter first, to learn which the runs pin down; then only
 *  those, from the profile's values, so what the runs cannot determine stays where the
 *  datasheets and microbenchmarks put it instead of absorbing the runs' scatter. */
struct TwoStageFit
{
    std::vector<double> z;
    Identifiability identifiability; ///< from the first stage, on the runs that are not outliers
    std::vector<bool> outlier;       ///< per run of the model (false outside the subset)
    int iterations = 0;
    bool cancelled = false;
};

TwoStageFit fitTwoStage(const RunModel& model, const std::vector<size_t>& subset, const std::vector<double>& start,
                        int maxIterations, const std::function<bool()>& keepGoing)
{
    TwoStageFit out;
    const SolveOutcome first = solveLeastSquares(model, subset, start, maxIterations, keepGoing);
    std::vector<double> absLog;
    for (size_t i : subset)
        absLog.push_back(std::abs(model.residual(i, first.z.data())));
    const double robustScale = 1.4826 * medianOf(absLog);
    out.outlier.assign(model.runs(), false);
    std::vector<size_t> inliers;
    for (size_t k = 0; k < subset.size(); ++k) {
        out.outlier[subset[k]] = absLog[k] > std::max(kOutlierFloor, 4 * robustScale);
        if (!out.outlier[subset[k]])
            inliers.push_back(subset[k]);
    }
    out.identifiability = assessIdentifiability(model, inliers, first.z);
    std::vector<bool> held(start.size());
    for (size_t k = 0; k < held.size(); ++k)
        held[k] = !out.identifiability.pinned[k];
    const SolveOutcome second = solveLeastSquares(model, subset, start, maxIterations, keepGoing, held);
    out.z = second.z;
    out.iterations = first.iterations + second.iterations;
    out.cancelled = first.cancelled || second.cancelled;
    return out;
}

/** P(Binomial(n, p) <= k). */
double binomialAtMost(int n, double p, int k)
{
    double sum = 0;
    for (int i = 0; i <= k && i <= n; ++i)
        sum += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) + i * std::log(p) +
                        (n - i) * std::log1p(-p));
    return std::min(1.0, sum);
}

} // namespace

ToleranceBand toleranceBand(std::vector<double> residuals)
{
    ToleranceBand out;
    const int n = int(residuals.size());
    if (n == 0)
        return out;
    std::sort(residuals.begin(), residuals.end());
    out.rank = 1;
    out.confidence = binomialAtMost(n, kBandCoverage, n - 2);
    for (int r = 2; 2 * r <= n; ++r) {
        const double confidence = binomialAtMost(n, kBandCoverage, n - 2 * r);
        if (confidence < kBandConfidence)
            break;
        out.rank = r;
        out.confidence = confidence;
    }
    if (n == 1)
        out.confidence = 0;
    out.band.low = std::min(0.0, residuals[size_t(out.rank - 1)]);
    out.band.high = std::max(0.0, residuals[size_t(n - out.rank)]);
    out.band.runs = n;
    return out;
}

std::string fitReasonText(const ParameterFit& fit)
{
    switch (fit.reason) {
    case FitReason::Pinned: return "";
    case FitReason::NothingToScale: return "the profile has nothing to scale";
    case FitReason::Unseen: return "no run depends on it";
    case FitReason::Confounded:
        return "the runs cannot tell it from " +
               (fit.confusedWith >= 0 ? std::string(fitParameters()[size_t(fit.confusedWith)].label) : std::string("another"));
    case FitReason::Uncertain: return "the runs leave it uncertain";
    case FitReason::RestsOnOneRun: return "without one run the others would not pin it down (" + fit.onlyRun + ")";
    }
    return "";
}

CalibrationResult calibrate(const ClusterSpec& base, const MeasuredSet& measured, const CalibrationOptions& options)
{
    const std::vector<CalibrationRun>& runs = measured.runs;
    checkRuns(base, runs);
    checkCollectives(base, measured.collectives);
    const auto& parameters = fitParameters();
    CalibrationResult result;
    std::vector<FitReason> why(parameters.size(), FitReason::Unseen);
    const FitSpace space = freeParameters(base, measured, why);
    const RunModel model(measured, base, space);
    const std::vector<double> start = startOf(space, base);

    const size_t n = runs.size();
    const size_t folds = options.crossValidate ? std::min(n, kMostFolds) : 0;
    const double work = 2.0 * double(1 + folds) * double(options.maxIterations);
    double done = 0;
    bool cancelled = false;
    const std::function<bool()> keepGoing = [&] {
        done += 1;
        if (options.progress && !options.progress(std::min(1.0, done / work)))
            cancelled = true;
        return !cancelled;
    };

    std::vector<size_t> all(model.runs());
    std::iota(all.begin(), all.end(), size_t(0));
    const TwoStageFit fit = fitTwoStage(model, all, start, options.maxIterations, keepGoing);
    result.iterations = fit.iterations;
    const Identifiability& id = fit.identifiability;

    result.runs.resize(n);
    std::vector<double> before(n), after(n);
    for (size_t i = 0; i < n; ++i) {
        before[i] = model.predictedS(i, start.data());
        after[i] = model.predictedS(i, fit.z.data());
        result.runs[i].beforeS = before[i];
        result.runs[i].afterS = after[i];
        result.runs[i].outlier = fit.outlier[i];
    }
    std::vector<double> collectiveBefore, collectiveAfter;
    for (size_t c = 0; c < measured.collectives.size(); ++c) {
        const size_t i = n + c;
        RunFit f;
        f.beforeS = model.predictedS(i, start.data());
        f.afterS = model.predictedS(i, fit.z.data());
        f.outlier = fit.outlier[i];
        collectiveBefore.push_back(std::abs(f.beforeS / model.measuredS(i) - 1));
        collectiveAfter.push_back(std::abs(f.afterS / model.measuredS(i) - 1));
        result.collectives.push_back(f);
    }
    result.medianAbsCollectiveErrorBefore = medianOf(collectiveBefore);
    result.medianAbsCollectiveErrorAfter = medianOf(collectiveAfter);

    // Each fold is fitted the same way without its runs, from the profile's own values, and
    // predicts them; the collective measurements are in every fold (the range is the step
    // time's).
    std::vector<double> heldOutErrors;
    for (size_t f = 0; f < folds && !cancelled; ++f) {
        std::vector<size_t> training;
        for (size_t i = 0; i < model.runs(); ++i)
            if (i >= n || i % folds != f)
                training.push_back(i);
        const TwoStageFit partial = fitTwoStage(model, training, start, options.maxIterations, keepGoing);
        for (size_t i = f; i < n; i += folds) {
            result.runs[i].heldOutS = model.predictedS(i, partial.z.data());
            heldOutErrors.push_back(result.runs[i].heldOutS / runs[i].measuredStepS - 1);
        }
    }
    result.folds = int(folds);
    result.cancelled = cancelled || fit.cancelled;
    if (!result.cancelled && folds > 0) {
        const ToleranceBand tolerance = toleranceBand(heldOutErrors);
        result.band = tolerance.band;
        result.bandRank = tolerance.rank;
        result.bandConfidence = tolerance.confidence;
    }

    result.medianAbsErrorBefore = medianAbsError(before, runs);
    result.medianAbsErrorAfter = medianAbsError(after, runs);
    std::vector<double> heldOut;
    for (const RunFit& r : result.runs)
        heldOut.push_back(r.heldOutS);
    result.medianAbsErrorHeldOut = folds > 0 && !result.cancelled ? medianAbsError(heldOut, runs) : 0.0;

    result.profile = base;
    result.parameters.resize(parameters.size());
    for (size_t j = 0; j < parameters.size(); ++j) {
        ParameterFit& p = result.parameters[j];
        p.before = p.after = parameters[j].value(base);
        p.lower = parameters[j].lower(base);
        p.upper = parameters[j].upper(base);
        p.reason = why[j];
    }
    for (size_t k = 0; k < space.size(); ++k) {
        const size_t j = size_t(space.free[k]);
        parameters[j].set(result.profile, space.value(k, fit.z[k]));
        ParameterFit& p = result.parameters[j];
        p.after = parameters[j].value(result.profile);
        p.lower = space.lower[k];
        p.upper = space.upper[k];
        p.atBound = id.pinned[k] && (fit.z[k] <= 1e-6 || fit.z[k] >= 1 - 1e-6);
        p.pinned = id.pinned[k];
        p.sigma = id.sigmaZ[k] * space.slope(k, fit.z[k]);
        if (id.unseen[k])
            p.reason = FitReason::Unseen;
        else if (p.pinned)
            p.reason = FitReason::Pinned;
        else if (const int only = id.restsOn[k]; only >= 0) {
            p.reason = FitReason::RestsOnOneRun;
            p.onlyRun = size_t(only) < n ? runs[size_t(only)].name : measured.collectives[size_t(only) - n].name;
        }
        else if (id.confusedWith[k] >= 0) {
            p.reason = FitReason::Confounded;
            p.confusedWith = space.free[size_t(id.confusedWith[k])];
        } else
            p.reason = FitReason::Uncertain;
    }
    result.profile.calibration.band = result.band;
    result.profile.calibration.heldOutError = result.medianAbsErrorHeldOut;
    result.profile.calibration.values = fittedValues(result.profile);
    return result;
}

} // namespace shardscope
