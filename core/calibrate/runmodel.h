#pragma once

#include "calibration.h"
#include "fitparameters.h"

#include <vector>

namespace shardscope {

/**
 * The free parameters of one calibration in the solver's coordinates: each maps [0, 1] onto
 * its physical bounds, straight or logarithmically (FitScale), so one finite-difference step
 * and one prior weight mean the same share of every parameter's range.
 */
struct FitSpace
{
    std::vector<int> free; ///< indices into fitParameters()
    std::vector<double> lower;
    std::vector<double> upper;
    std::vector<FitScale> scale;

    size_t size() const { return free.size(); }
    double value(size_t k, double z) const;
    double coordinate(size_t k, double value) const;
    /** d value / d z at `z`: turns a spread in coordinates into one in the parameter's unit. */
    double slope(size_t k, double z) const;
};

/**
 * The measurements' predicted times as a function of the free parameters: measurement i is
 * step run i for i < stepRuns(), collective measurement i − stepRuns() after them. Each run
 * keeps its own scenario and gets the fitted values set on its cluster, each collective the
 * base cluster with them (from a fresh copy, so repeated evaluations never drift).
 * Thread-safe: evaluations share nothing mutable.
 */
class RunModel
{
public:
    RunModel(const MeasuredSet& measured, const ClusterSpec& base, const FitSpace& space);

    size_t runs() const { return m_measured.runs.size() + m_measured.collectives.size(); }
    size_t stepRuns() const { return m_measured.runs.size(); }
    const FitSpace& space() const { return m_space; }
    double measuredS(size_t i) const;
    /** Predicted time of measurement `i` at coordinates `z` (size() of them). */
    double predictedS(size_t i, const double* z) const;
    /** log(predicted / measured), times a collective's weight: the residual the fit minimises. */
    double residual(size_t i, const double* z) const;

private:
    const MeasuredSet& m_measured;
    ClusterSpec m_base;
    FitSpace m_space;
};

/** Seconds nccl-tests would measure for `m` on `cluster` (the estimator's collective model). */
double collectiveMeasurementSeconds(const CollectiveMeasurement& m, const ClusterSpec& cluster);

/** Half the central-difference step in coordinates: 1 % of a parameter's range. */
inline constexpr double kDifferenceStep = 0.01;

/**
 * d residual / d z_k of `run` at `z` by central differences, one-sided at a bound. The
 * estimator is piecewise smooth (maxima of compute and memory, of communication and its
 * window), so a step of 1 % of the range sees through its kinks.
 */
double residualSlope(const RunModel& model, size_t run, std::vector<double> z, size_t k);

} // namespace shardscope
