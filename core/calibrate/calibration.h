#pragma once

#include "core/model/calibrationstamp.h"
#include "core/model/scenario.h"

#include <functional>
#include <string>
#include <vector>

namespace shardscope {

/** One measured run to fit to: a scenario on the profile being calibrated and its step time. */
struct CalibrationRun
{
    std::string name; ///< how the report names it: "runs.csv line 4 (Llama 3 8B, TP 2)"
    Scenario scenario;
    double measuredStepS = 0;
};

/**
 * One nccl-tests row to fit the link tiers to: a collective's time on `ranks` GPUs over
 * `nodes` nodes of the profile being calibrated (core/io/nccltests.h).
 */
struct CollectiveMeasurement
{
    std::string name; ///< "all_reduce_perf.txt line 42"
    Collective kind = Collective::AllReduce;
    int ranks = 0;
    int nodes = 1;
    double bytes = 0;     ///< nccl-tests' size: the per-rank buffer the bus factor applies to
    double measuredS = 0; ///< the out-of-place time
    /// Each row weighs like a run: a microbenchmark is as much a measurement, and only the
    /// link tiers' parameters depend on it (1 / sqrt(rows) was tried: the prior then held a
    /// tier 5 % away from what 8 sizes measured).
    double weight = 1;
};

/** What calibration fits to: step times of whole runs, and collectives where measured. */
struct MeasuredSet
{
    std::vector<CalibrationRun> runs;
    std::vector<CollectiveMeasurement> collectives;

    /** Adds `more`'s runs and collectives after these (one set from several files). */
    void append(const MeasuredSet& more)
    {
        runs.insert(runs.end(), more.runs.begin(), more.runs.end());
        collectives.insert(collectives.end(), more.collectives.begin(), more.collectives.end());
    }
};

/** Why a parameter ended where it did. */
enum class FitReason
{
    Pinned,         ///< the runs determine it
    NothingToScale, ///< the profile has no value to scale (a flat GEMM curve has no half size)
    Unseen,         ///< no run's time moves with it
    Confounded,     ///< the runs cannot tell it from another parameter (ParameterFit::confusedWith)
    Uncertain,      ///< seen, but one standard deviation spans more than a quarter of its range
    RestsOnOneRun   ///< pinned only with one run (ParameterFit::onlyRun): without it, not
};

/** What the fit did with one parameter, in the parameter's own unit. */
struct ParameterFit
{
    double before = 0; ///< the profile's value
    double after = 0;  ///< the fitted value (== before when the parameter was not free)
    double lower = 0;  ///< physical bounds (fitparameters.h)
    double upper = 0;
    /// One standard deviation from the runs' scatter and the Jacobian (0 when not pinned).
    double sigma = 0;
    bool pinned = false; ///< the runs determine it: reason == Pinned
    bool atBound = false;
    FitReason reason = FitReason::Unseen;
    int confusedWith = -1; ///< Confounded: the other parameter (index into fitParameters())
    std::string onlyRun;   ///< RestsOnOneRun: the run (or collective measurement) it rests on, by name
};

/** The reason in English words, for the CLI and the preset's provenance. */
std::string fitReasonText(const ParameterFit& fit);

/** One run before and after the fit, and predicted by a fit that did not see it. */
struct RunFit
{
    double beforeS = 0;
    double afterS = 0;
    double heldOutS = 0; ///< from the cross-validation fold that left this run out
    bool outlier = false; ///< far off after the fit, so the robust loss gave it little weight
};

struct CalibrationOptions
{
    /// Fit again with each fold left out to measure the held-out error and set the band
    /// (k-fold with k = min(runs, 10)). Off only where a caller needs the bare fit.
    bool crossValidate = true;
    int maxIterations = 60;
    /// Called with the share done (0..1); return false to stop (the result is then partial).
    std::function<bool(double)> progress;
};

/** The fitted profile with everything a reader needs to judge it. */
struct CalibrationResult
{
    ClusterSpec profile; ///< the base with the fitted values and its stamp
    std::vector<ParameterFit> parameters; ///< in fitParameters() order
    std::vector<RunFit> runs;             ///< in the order given
    std::vector<RunFit> collectives;      ///< the collective measurements, in the order given
    double medianAbsErrorBefore = 0;      ///< |predicted / measured − 1|
    double medianAbsErrorAfter = 0;
    double medianAbsErrorHeldOut = 0;
    double medianAbsCollectiveErrorBefore = 0; ///< over the collective measurements (0: none)
    double medianAbsCollectiveErrorAfter = 0;
    /// estimated / measured − 1 bounds from the held-out predictions (toleranceBand()).
    ResidualBand band;
    int bandRank = 0;
    double bandConfidence = 0;
    int folds = 0;
    int iterations = 0;
    bool cancelled = false;
};

/**
 * Fits the free parameters of `base` (fitparameters.h) to the runs' step times by bounded
 * least squares on log(predicted / measured), with a Cauchy loss (scale 0.1) so that one bad
 * run cannot pull the fit, and a pull towards the profile's own values (leastsquares.h). The
 * fit has two stages: all free parameters, to learn which the runs pin down
 * (identifiability.h); then only those, the others kept at the profile's values. Eigen's
 * Levenberg-Marquardt does the minimisation. Folds of a k-fold cross-validation are fitted
 * the same way; their held-out errors set the band.
 *
 * Collective measurements join the step runs as residuals of their own (weighted), so the
 * link tiers' efficiency and latency are pinned by what nccl-tests measured; the range comes
 * from the step runs alone.
 *
 * Every run's scenario must use `base` (same preset id) without overriding a fitted value;
 * the first run that does not, or whose plan gives no step time, throws an InputError naming
 * it, as does a collective measurement on more GPUs per node than the profile has.
 */
CalibrationResult calibrate(const ClusterSpec& base, const MeasuredSet& measured,
                            const CalibrationOptions& options = {});
inline CalibrationResult calibrate(const ClusterSpec& base, const std::vector<CalibrationRun>& runs,
                                   const CalibrationOptions& options = {})
{
    return calibrate(base, MeasuredSet{runs, {}}, options);
}

/** Coverage a band is built for, and how sure it must be to reach it. */
inline constexpr double kBandCoverage = 0.8;
inline constexpr double kBandConfidence = 0.9;

/** A band of held-out residuals, the order statistic it is cut at and how sure it is to hold. */
struct ToleranceBand
{
    ResidualBand band;
    int rank = 0;          ///< the r-th smallest and r-th largest residuals bound it
    double confidence = 0; ///< probability that it holds at least kBandCoverage of runs like these
};

/**
 * A distribution-free tolerance band of held-out residuals (estimated / measured − 1): the
 * r-th smallest and r-th largest of n, with the largest r for which the band holds at least
 * 80 % of further runs with 90 % confidence, P(Binomial(n, 0.8) <= n − 2r) >= 0.9 (Wilks).
 * With under 18 runs no r reaches that; the extremes are used and `confidence` says how sure
 * they are. Widened to contain 0, so the estimate itself is always inside its range.
 */
ToleranceBand toleranceBand(std::vector<double> residuals);

} // namespace shardscope
