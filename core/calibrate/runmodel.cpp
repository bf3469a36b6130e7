// FitSpace's mapping between coordinates and physical values, and RunModel's predictions.

#include "runmodel.h"

#include "core/estimate/estimate.h"
#include "fitparameters.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

double FitSpace::value(size_t k, double z) const
{
    z = std::clamp(z, 0.0, 1.0);
    if (scale[k] == FitScale::Logarithmic)
        return lower[k] * std::pow(upper[k] / lower[k], z);
    return lower[k] + z * (upper[k] - lower[k]);
}

double FitSpace::coordinate(size_t k, double v) const
{
    double z = 0;
    if (scale[k] == FitScale::Logarithmic)
        z = std::log(v / lower[k]) / std::log(upper[k] / lower[k]);
    else
        z = (v - lower[k]) / (upper[k] - lower[k]);
    return std::clamp(z, 0.0, 1.0);
}

double FitSpace::slope(size_t k, double z) const
{
    if (scale[k] == FitScale::Logarithmic)
        return value(k, z) * std::log(upper[k] / lower[k]);
    return upper[k] - lower[k];
}

RunModel::RunModel(const std::vector<CalibrationRun>& runs, const FitSpace& space)
    : m_runs(runs), m_space(space)
{
}

double RunModel::predictedS(size_t run, const double* z) const
{
    Scenario s = m_runs[run].scenario;
    const auto& parameters = fitParameters();
    for (size_t k = 0; k < m_space.size(); ++k)
        parameters[size_t(m_space.free[k])].set(s.cluster, m_space.value(k, z[k]));
    return estimate(s).step.timeS;
}

double RunModel::residual(size_t run, const double* z) const
{
    const double predicted = predictedS(run, z);
    // A plan that stops giving a time inside the bounds is as wrong as it can be.
    if (!(predicted > 0) || !std::isfinite(predicted))
        return std::log(1e3);
    return std::log(predicted / m_runs[run].measuredStepS);
}

double residualSlope(const RunModel& model, size_t run, std::vector<double> z, size_t k)
{
    const double centre = z[k];
    const double up = std::min(1.0, centre + kDifferenceStep);
    const double down = std::max(0.0, centre - kDifferenceStep);
    z[k] = up;
    const double high = model.residual(run, z.data());
    z[k] = down;
    const double low = model.residual(run, z.data());
    return (high - low) / (up - down);
}

} // namespace shardscope
