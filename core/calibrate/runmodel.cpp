// FitSpace's mapping between coordinates and physical values, and RunModel's predictions.

#include "runmodel.h"

#include "core/estimate/collectives.h"
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

double collectiveMeasurementSeconds(const CollectiveMeasurement& m, const ClusterSpec& cluster)
{
    GroupPlacement group;
    group.size = m.ranks;
    group.crossesNodes = m.nodes > 1;
    group.crossesNvlinkDomain = m.nodes > 1 && cluster.topology.nvlinkDomainGpus <= cluster.gpusPerNode;
    group.membersPerNode = std::max(1, m.ranks / std::max(1, m.nodes));
    group.link = m.nodes > 1 ? LinkClass::Network
                 : cluster.intraNode.kind == LinkKind::Pcie ? LinkClass::Pcie
                                                            : LinkClass::NvLink;
    return collectiveSeconds(m.kind, m.bytes, group, cluster);
}

RunModel::RunModel(const MeasuredSet& measured, const ClusterSpec& base, const FitSpace& space)
    : m_measured(measured), m_base(base), m_space(space)
{
}

double RunModel::measuredS(size_t i) const
{
    return i < stepRuns() ? m_measured.runs[i].measuredStepS : m_measured.collectives[i - stepRuns()].measuredS;
}

double RunModel::predictedS(size_t i, const double* z) const
{
    const auto& parameters = fitParameters();
    if (i >= stepRuns()) {
        ClusterSpec c = m_base;
        for (size_t k = 0; k < m_space.size(); ++k)
            parameters[size_t(m_space.free[k])].set(c, m_space.value(k, z[k]));
        return collectiveMeasurementSeconds(m_measured.collectives[i - stepRuns()], c);
    }
    Scenario s = m_measured.runs[i].scenario;
    for (size_t k = 0; k < m_space.size(); ++k)
        parameters[size_t(m_space.free[k])].set(s.cluster, m_space.value(k, z[k]));
    return estimate(s, EstimateOptions{.keepTimeline = false}).step.timeS;
}

double RunModel::residual(size_t i, const double* z) const
{
    const double predicted = predictedS(i, z);
    const double weight = i < stepRuns() ? 1.0 : m_measured.collectives[i - stepRuns()].weight;
    // A plan that stops giving a time inside the bounds is as wrong as it can be.
    if (!(predicted > 0) || !std::isfinite(predicted))
        return weight * std::log(1e3);
    return weight * std::log(predicted / measuredS(i));
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
