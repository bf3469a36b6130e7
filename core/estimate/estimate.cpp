#include "estimate.h"

#include "bytes.h"
#include "deepspeedreference.h"
#include "flops.h"
#include "linkload.h"
#include "megatronreference.h"
#include "memory.h"
#include "paramcount.h"
#include "steptime.h"

#include <algorithm>

namespace shardscope {

int64_t microbatchesPerStep(const Scenario& s)
{
    const int64_t perStep = s.training.microBatch * std::max(s.parallel.dp, 1);
    return std::max<int64_t>(1, s.training.globalBatch / std::max<int64_t>(perStep, 1));
}

double tokensPerStep(const Scenario& s, int64_t microbatches)
{
    return double(microbatches) * double(s.training.microBatch) * double(std::max(s.parallel.dp, 1)) *
           double(s.training.seqLength);
}

static ModelReport modelReport(const ModelSpec& m, const ModelParams& p, double seq)
{
    ModelReport r;
    r.paramsTotal = toBytes(p.total());
    r.paramsActive = toBytes(p.active());
    r.paramsMtp = toBytes(p.mtpTotal());
    r.paramsEmbedding = toBytes(p.embedding + p.outputLayer + p.positionEmbedding);
    r.vocabPadded = p.vocabPadded;
    r.denseLayers = p.denseLayers;
    r.moeLayers = p.moeLayers;
    r.paramsPerDenseLayer = p.denseLayers > 0 ? toBytes(p.denseLayer.total()) : 0;
    r.paramsPerMoeLayer = p.moeLayers > 0 ? toBytes(p.moeLayer.total()) : 0;
    r.flopsPerToken = modelFlopsPerToken(m, p, seq);
    return r;
}

Report estimate(const Scenario& s, const EstimateOptions& options)
{
    Report report;
    const ModelParams params = countParameters(s.model, s.parallel.tp, vocabPaddingOf(s.training));
    report.model = modelReport(s.model, params, double(s.training.seqLength));
    report.worldSize = s.parallel.worldSize();
    report.gpusIdle = std::max<int64_t>(0, s.cluster.totalGpus() - report.worldSize);
    report.microbatches = microbatchesPerStep(s);
    report.experts = expertLoadOf(s);

    report.memory = estimateMemory(s, params, report.microbatches);
    report.memory.megatron =
        megatronTheoreticalMemory(megatronArgsFor(s, params.vocabPadded, report.microbatches));
    if (s.parallel.zeroStage >= 2) {
        const int gpusPerNode = std::max(s.cluster.gpusPerNode, 1);
        const int nodes = int(std::max<int64_t>(1, report.worldSize / gpusPerNode));
        const double total = params.total() + params.mtpTotal();
        DeepSpeedReference ds;
        ds.zeroStage = s.parallel.zeroStage;
        ds.largestLayerParams = largestModuleParams(s.model);
        const DeepSpeedEstimate e =
            s.parallel.zeroStage == 2
                ? deepspeedZero2Estimate(total, gpusPerNode, nodes, s.training.offloadOptimizer)
                : deepspeedZero3Estimate(total, ds.largestLayerParams, gpusPerNode, nodes,
                                         s.training.offloadOptimizer, false);
        ds.gpuBytes = e.gpuBytes;
        ds.cpuBytes = e.cpuBytes;
        report.memory.deepspeed = ds;
    }
    estimateTime(s, params, report.microbatches, true, report, options.keepTimeline);
    report.communication.links = linkLoads(s, report);
    return report;
}

} // namespace shardscope
