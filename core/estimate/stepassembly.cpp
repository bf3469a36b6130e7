// nicBytesPerStep() and assembleStep(): the NIC floor and the straggler factor (SimuMax).

#include "stepassembly.h"

#include "collectives.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

double nicBytesPerStep(const CostModel& cm, const RankWork& busiest, int64_t microbatches,
                       int chunksPerRank, double dataParallelNicBytes)
{
    const double mb = double(std::max<int64_t>(microbatches, 1));
    const double layers = cm.overLayers(busiest, &LayerComm::tpNicBytes) +
                          cm.overLayers(busiest, &LayerComm::cpNicBytes) +
                          cm.overLayers(busiest, &LayerComm::epNicBytes);
    return mb * layers + 2.0 * mb * chunksPerRank * cm.p2p.nicBytes + dataParallelNicBytes;
}

StepAssembly assembleStep(const Scenario& s, const CostModel& cm, double makespan,
                          double dataParallelExposed, double optimizer, double nicBytes)
{
    StepAssembly a;
    const GroupPlacement& dp = cm.placement.group(GroupDim::DpCp);
    const double coefficient = s.cluster.interNode.stragglerCoefficient;
    if (dp.crossesNodes && coefficient > 0) {
        const double nodes = std::ceil(double(dp.size) / std::max(1, dp.membersPerNode));
        const double l = std::log2(std::max(1.0, nodes));
        a.stragglerFactor = 1.0 + l / (l + 1.0) * coefficient * std::sqrt(l);
        a.stragglerS = makespan * (a.stragglerFactor - 1.0);
    }
    a.nicBytesPerSecond = nicAchievableBytesPerSecond(s.cluster);
    a.nicFloorS = nicBytes > 0 && a.nicBytesPerSecond > 0 ? nicBytes / a.nicBytesPerSecond : 0.0;
    const double step = makespan + a.stragglerS + dataParallelExposed + optimizer;
    a.nicBound = a.nicFloorS > step;
    a.nicExtraS = a.nicBound ? a.nicFloorS - step : 0.0;
    a.stepS = step + a.nicExtraS;
    return a;
}

} // namespace shardscope
