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

void adaptUnwrittenLayerSplit(const Scenario& s, const JobShape& shape, std::string rule, ExportResult& r)
{
    if (shape.pp < 2 || s.parallel.evenLayerSplit())
        return;
    r.adapt(std::move(rule), exportText(QT_TRANSLATE_NOOP("ExportText", "the stage layer split is not written: "
                                                                        "this launcher splits the layers over "
                                                                        "the stages by its own rule")));
}

} // namespace shardscope
