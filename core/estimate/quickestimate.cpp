#include "quickestimate.h"

#include "estimate.h"
#include "flops.h"
#include "memory.h"
#include "pipeline.h"
#include "steptime.h"

#include <algorithm>
#include <array>

namespace shardscope {

QuickEstimate quickEstimate(const Scenario& s, const ModelParams& params, int64_t microbatches)
{
    QuickEstimate q;
    const CostModel cm(s, params);
    const StageMemoryModel memory(s, params, microbatches);
    const int p = std::max(s.parallel.pp, 1);
    const int64_t m = std::max<int64_t>(microbatches, 1);
    q.capacityBytes = memory.capacityBytes();

    thread_local StageLayout stage; // reused: no allocation per call
    // Ranks that hold the same kinds of layers and ends of the model share everything but
    // their activations in flight; most pipelines have only a few distinct kinds of rank.
    struct Kind
    {
        StageSignature signature;
        StageMemory memory;
        double perMicrobatch = 0;
        double dpExposed = 0;
        OpTimes work;
    };
    constexpr int kKinds = 8;
    thread_local std::array<Kind, kKinds> kinds; // constructed once per thread
    int kindCount = 0;
    double worstBusy = -1, dpExposed = 0;
    OpTimes critical;
    StageWork sum;
    for (int r = 0; r < p; ++r) {
        const StageSignature signature = stageSignatureAt(r, s.model, s.parallel);
        const Kind* known = nullptr;
        for (int k = 0; k < kindCount && !known; ++k)
            if (kinds[size_t(k)].signature == signature)
                known = &kinds[size_t(k)];
        if (known) {
            // Same holdings as an earlier rank, and never more micro-batches in flight (every
            // schedule keeps the in-flight count non-increasing along the pipeline): its
            // memory and time are already covered; only its share of the fill/drain counts.
            sum.forward += known->work.forward;
            sum.backward += known->work.backward;
            sum.weight += known->work.weight;
            continue;
        }
        layoutStage(r, s.model.layers, s.parallel, stage);
        Kind fresh;
        fresh.signature = signature;
        HeldParams held;
        fresh.memory = memory.rankInvariant(stage, held, fresh.perMicrobatch);
        const RankWork work = rankWork(cm, s, params, stage);
        const OpTimes t = work.total();
        fresh.work = t;
        const double busy = t.forward + t.backward + t.weight;
        if (busy > worstBusy) { // the first rank of the busiest kind, as estimate() picks
            worstBusy = busy;
            critical = t;
            q.criticalStage = r;
            q.computeS = double(m) * (work.compute.forward + work.compute.backward + work.compute.weight);
            q.exposedCommS = double(m) * (work.exposed.forward + work.exposed.backward + work.exposed.weight);
        }
        dpExposed = std::max(dpExposed, dataParallelCost(s, cm, held, t, m).exposed);
        q.optimizerS = std::max(q.optimizerS, optimizerSeconds(s, cm, held));
        sum.forward += t.forward;
        sum.backward += t.backward;
        sum.weight += t.weight;
        StageMemory mem = fresh.memory;
        memory.finish(stage, fresh.perMicrobatch, mem);
        if (mem.totalBytes > q.peakBytes) {
            q.peakBytes = mem.totalBytes;
            q.peakStage = r;
        }
        if (kindCount < kKinds)
            kinds[size_t(kindCount++)] = fresh;
    }
    q.fits = q.peakBytes <= q.capacityBytes;

    const double makespan = closedFormMakespan(
        s.parallel.schedule, p, int(std::min<int64_t>(m, 1 << 20)), s.parallel.effectiveVirtualStages(),
        StageWork{critical.forward, critical.backward, critical.weight}, sum, cm.p2p.seconds);
    const double busy = q.computeS + q.exposedCommS;
    const double idle = std::max(0.0, makespan - busy);
    const double ppExposed = std::min(idle, 2.0 * (p - 1) * cm.p2p.seconds);
    q.exposedCommS += ppExposed + dpExposed;
    q.stepS = makespan + dpExposed + q.optimizerS;
    q.bubbleS = std::max(0.0, q.stepS - q.computeS - q.exposedCommS - q.optimizerS);
    const double tokens = double(s.training.globalBatch) * double(s.training.seqLength);
    q.tokensPerS = q.stepS > 0 ? tokens / q.stepS : 0;
    const double capacity = q.stepS * double(s.parallel.worldSize()) * cm.rates.peakFlops;
    q.mfu = capacity > 0 ? modelFlopsPerToken(s.model, params, double(s.training.seqLength)) * tokens / capacity : 0;
    return q;
}

QuickEstimate quickEstimate(const Scenario& s)
{
    return quickEstimate(s, countParameters(s.model, s.parallel.tp), microbatchesPerStep(s));
}

} // namespace shardscope
