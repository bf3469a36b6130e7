#include "jobshape.h"

#include <cstdlib>
#include <limits>

namespace shardscope {

std::optional<LaunchProblem> jobShape(const Scenario& s, JobShape& out)
{
    const ParallelConfig& p = s.parallel;
    out.tp = p.tp;
    out.pp = p.pp;
    out.cp = p.cp;
    out.dp = p.dp;
    out.ep = p.ep;
    out.etp = p.expertTensorParallel();
    out.world = p.worldSize();
    out.layers = s.model.layers;
    out.seqLength = s.training.seqLength;
    out.microBatch = s.training.microBatch;
    out.globalBatch = s.training.globalBatch;
    out.interleaved = p.effectiveVirtualStages() > 1; // only a schedule with chosen chunks has them
    out.virtualStages = out.interleaved ? p.effectiveVirtualStages() : 1;
    const int64_t clusterGpus = s.cluster.totalGpus();
    const int gpn = std::max(1, s.cluster.gpusPerNode);
    if (out.world > clusterGpus)
        return LaunchProblem{"world", exportText(QT_TRANSLATE_NOOP("ExportText", "the layout needs %1 GPUs (TP x PP x "
                                                                                 "CP x DP) but the cluster has %2"),
                                                 {std::to_string(out.world), std::to_string(clusterGpus)})};
    if (out.world <= gpn) {
        out.nodes = 1;
        out.gpusPerNode = int(out.world);
    } else if (out.world % gpn != 0) {
        return LaunchProblem{"world", exportText(QT_TRANSLATE_NOOP("ExportText", "the layout uses %1 GPUs, which is not a "
                                                                                 "whole number of %2-GPU nodes; torchrun "
                                                                                 "starts the same number of processes on "
                                                                                 "every node"),
                                                 {std::to_string(out.world), std::to_string(gpn)})};
    } else {
        out.nodes = out.world / gpn;
        out.gpusPerNode = gpn;
    }
    const int64_t perStep = out.microBatch * out.dp;
    if (perStep <= 0 || out.globalBatch % perStep != 0)
        return LaunchProblem{"MLM-16", exportText(QT_TRANSLATE_NOOP("ExportText", "the global batch %1 is not a "
                                                                                  "multiple of micro-batch x DP = %2"),
                                                  {std::to_string(out.globalBatch), std::to_string(perStep)})};
    out.microbatches = out.globalBatch / perStep;
    return std::nullopt;
}

bool launchShape(const Scenario& s, JobShape& shape, ExportResult& r, std::string_view batchRule)
{
    std::optional<LaunchProblem> problem = jobShape(s, shape);
    if (!problem)
        return true;
    r.refuse(problem->rule == "MLM-16" ? std::string(batchRule) : problem->rule, std::move(problem->text));
    return false;
}

std::optional<UnevenSplit> unevenSplit(int layers, int pp, int chunks)
{
    if (pp < 2 || (layers % pp == 0 && (layers / pp) % chunks == 0))
        return std::nullopt;
    std::optional<UnevenSplit> best;
    int bestDistance = std::numeric_limits<int>::max();
    for (int edge = chunks; 2 * edge < layers; edge += chunks) {
        const int rest = layers - 2 * edge;
        const int middleStages = pp - 2;
        int middle = 0;
        if (middleStages == 0) {
            if (rest != 0)
                continue;
        } else {
            if (rest % middleStages != 0)
                continue;
            middle = rest / middleStages;
            if (middle <= 0 || middle % chunks != 0)
                continue;
        }
        const int distance = std::abs(middle - edge);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = UnevenSplit{edge, middle, edge};
        }
    }
    return best;
}

} // namespace shardscope
