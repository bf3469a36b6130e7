// dataParallelCost(): gradient buckets behind the last backward, the parameter all-gather
// behind the next forward, ZeRO-2/3's traffic behind each micro-batch.

#include "dataparallelcost.h"

#include "exposedcomm.h"

#include <algorithm>

namespace shardscope {

namespace {

/** Megatron's gradient bucket: max(40M, 1M x dp) elements (distributed.DistributedDataParallelConfig). */
constexpr double kBucketElements = 40e6;

/**
 * The share of the compute window PyTorch FSDP2 hides its per-layer gathers and
 * reduce-scatters behind across nodes (fully_shard prefetches the next layer's all-gather on
 * its own stream). Fitted to torchtitan's three pairs of runs that differ only in scale
 * (Llama 3.1 8B, FSDP on 8 and on 128 H100: eager, compiled, compiled + Float8; per-GPU
 * throughput falls 2.7 / 2.3 / 1.8 %): docs/time-model.md. At its bound since the straggler
 * coefficient was fitted (stop 47: 0.96 before): the stragglers of a 16-node group take
 * 3.0 %, within 0.4-1.4 points of all three falls, and nothing is left for FSDP to expose
 * inside the window. DeepSpeed's ZeRO-3 hides far less (the cluster's zero3_overlap, fitted to
 * Narayanan et al. 2021 Table 2).
 */
constexpr double kFsdpOverlapShare = 1.0;

/** The share of the compute window ZeRO-3's per-layer traffic hides behind (FSDP never less than DeepSpeed). */
double shardedOverlapShare(const Scenario& s, const GroupCosts& costs)
{
    return s.parallel.zero3Engine == Zero3Engine::Fsdp ? std::max(kFsdpOverlapShare, costs.shardedOverlap)
                                                       : costs.shardedOverlap;
}

} // namespace

/** Gradient and parameter traffic of one stage and what the schedule leaves exposed. */
DataParallelCost dataParallelCost(const Scenario& s, const CostModel& cm, const HeldParams& held,
                                  const OpTimes& perMicrobatch, int64_t m)
{
    DataParallelCost d = dataParallelTraffic(s, cm, held, m);
    exposeDataParallel(d, s, cm, held, perMicrobatch, m);
    return d;
}

DataParallelCost dataParallelTraffic(const Scenario& s, const CostModel& cm, const HeldParams& held, int64_t m)
{
    DataParallelCost d;
    const int zero = s.parallel.zeroStage;
    // The transformer layers' own weights may be gathered in FP8; the embedding, the output
    // layer and the DualPipe mirror (counted as 16-bit, as in the memory estimate) are not.
    const double denseLayers = std::max(0.0, held.layers - held.expert);
    d.dense = gradientTraffic(held.dense + held.copyDense, cm.denseGradients, zero, m, s.training, denseLayers);
    d.expert = gradientTraffic(held.expert + held.copyExpert, cm.expertGradients, zero, m, s.training, held.expert);
    d.seconds = d.dense.seconds + d.expert.seconds;
    d.bytes = d.dense.bytesPerStep + d.expert.bytesPerStep;
    d.nicBytes = d.dense.nicBytesPerStep + d.expert.nicBytesPerStep;
    return d;
}

void exposeDataParallel(DataParallelCost& d, const Scenario& s, const CostModel& cm, const HeldParams& held,
                        const OpTimes& perMicrobatch, int64_t m)
{
    d.exposed = 0;
    if (!s.parallel.overlap.dataParallel) {
        d.exposed = d.seconds;
        return;
    }
    const double fwd = perMicrobatch.forward, bwd = perMicrobatch.backward + perMicrobatch.weight;
    const double mb = double(std::max<int64_t>(m, 1));
    const double stageLayers = std::max(1.0, double(s.model.layers) / std::max(1, s.parallel.pp));
    for (const GradientTraffic* g : {&d.dense, &d.expert}) {
        if (g->seconds <= 0)
            continue;
        const GroupCosts& costs = g == &d.dense ? cm.denseGradients : cm.expertGradients;
        // Buckets are reduced while the last micro-batch's backward runs; the last bucket
        // waits for the last gradients (Megatron --overlap-grad-reduce).
        const double total = g->oncePerStepGradient;
        const double params = g == &d.dense ? held.dense : held.expert;
        const double tail = params > 0 ? total * std::min(1.0, kBucketElements / params) : 0.0;
        double exposed = total > 0 ? std::max(tail, total - bwd) + costs.overlapSlowdown * std::min(total - tail, bwd) : 0.0;
        // The parameter all-gather hides behind the next step's first forward
        // (--overlap-param-gather).
        exposed += exposedPart(g->oncePerStepParams, fwd, true, costs.overlapSlowdown);
        const double z = g->perMicrobatchSeconds;
        if (s.parallel.zeroStage >= 3 && z > 0) {
            // ZeRO-3/FSDP prefetch about one layer ahead: the first gather and the last
            // reduce-scatter (one layer's worth each) cannot hide; the rest hides behind the
            // micro-batch's compute, the engine's share of it effectively, the hidden compute
            // slowed by the tier.
            const double window = fwd + bwd;
            const double lost = 1.0 - shardedOverlapShare(s, costs) * (1.0 - costs.overlapSlowdown);
            exposed += mb * (std::max(0.0, z - window) + lost * std::min(z, window));
            exposed += z * (2.0 / 3.0) / stageLayers;
        } else {
            // ZeRO-2's reduce-scatter repeats every micro-batch behind that micro-batch's compute.
            exposed += mb * exposedPart(z, fwd + bwd, true, costs.overlapSlowdown);
        }
        d.exposed += exposed;
    }
}

} // namespace shardscope
