#include "quickestimate.h"

#include "estimate.h"
#include "flops.h"
#include "pipeline.h"
#include "stepassembly.h"

#include <algorithm>
#include <array>

namespace shardscope {

void QuickEstimator::prepareRun(int64_t microbatches)
{
    const bool sameCount = std::max<int64_t>(microbatches, 1) == m_microbatches;
    if (!sameCount) // ZeRO's per-micro-batch traffic scales with it
        for (Kind& k : m_kinds)
            k.traffic = {};
    m_microbatches = std::max<int64_t>(microbatches, 1);
    m_memory.emplace(*m_s, *m_params, microbatches);
    m_memory->useDummyWgradMemo(m_dummyWgrad);
    const bool holdingStays = m_s->training.microBatch == m_holdingMicroBatch &&
                              m_s->parallel.sequenceParallel == m_holdingSequenceParallel &&
                              (sameCount || !m_memory->holdingDependsOnMicrobatches());
    m_holdingMicroBatch = m_s->training.microBatch;
    m_holdingSequenceParallel = m_s->parallel.sequenceParallel;
    for (Kind& k : m_kinds) {
        k.activations.reset(); // the micro-batch, SP or recompute may have changed
        if (!holdingStays)
            k.holding = {};
    }
    m_timed = false;
}

void QuickEstimator::prepareLayout(const Scenario& s, const ModelParams& params)
{
    m_s = &s;
    m_params = &params;
    m_timed = false;
    m_shared = nullptr;
    m_kindCount = 0;
    m_dummyWgrad = {}; // the weight shapes follow the layout's TP / EP / ETP
    const int p = std::max(s.parallel.pp, 1);
    m_kindOfRank.resize(size_t(p));
    // Ranks that hold the same kinds of layers and ends of the model share everything but
    // their activations in flight, and a later rank never has more in flight (every
    // schedule keeps the count non-increasing along the pipeline): the first rank of each
    // kind stands for it. Most pipelines have only a few kinds.
    thread_local std::vector<StageSignature> signatures;
    signatures.clear();
    const int blockLayers = s.training.blockRecomputeLayers();
    for (int r = 0; r < p; ++r) {
        const StageSignature signature = stageSignatureAt(r, s.model, s.parallel, blockLayers);
        int kind = 0;
        while (kind < m_kindCount && !(signatures[size_t(kind)] == signature))
            ++kind;
        m_kindOfRank[size_t(r)] = kind;
        if (kind < m_kindCount)
            continue;
        signatures.push_back(signature);
        if (size_t(m_kindCount) == m_kinds.size())
            m_kinds.emplace_back();
        Kind& k = m_kinds[size_t(m_kindCount++)];
        layoutStage(r, s.model.layers, s.parallel, k.stage);
        k.held = heldParams(k.stage, params, s);
        k.traffic = {};
        k.activations.reset();
        k.holding = {};
        k.tally.reset();
    }
}

QuickEstimate QuickEstimator::memory()
{
    QuickEstimate q;
    q.capacityBytes = m_memory->capacityBytes();
    for (int i = 0; i < m_kindCount; ++i) {
        Kind& k = m_kinds[size_t(i)];
        if (!k.activations)
            k.activations = m_memory->activations(k.stage);
        std::optional<StageMemory>& holding = k.holding[size_t(std::clamp(m_s->parallel.zeroStage, 0, 3))];
        if (!holding)
            holding = m_memory->holdingOnly(k.stage, k.held);
        const StageMemory mem = m_memory->stageFrom(k.stage, *holding, *k.activations);
        if (mem.buffers.recomputeWorkspace > 0) // + 1: the byte rounding of the parts
            q.recomputeSlackBytes = std::max(q.recomputeSlackBytes,
                                             int64_t(double(mem.buffers.recomputeWorkspace) *
                                                     (1.0 + m_s->training.overhead.allocatorFraction)) + 2);
        if (mem.totalBytes > q.peakBytes) {
            q.peakBytes = mem.totalBytes;
            q.peakStage = k.stage.rank;
        }
    }
    q.fits = q.peakBytes <= q.capacityBytes;
    return q;
}

void QuickEstimator::prepareTiming()
{
    const Scenario& s = *m_s;
    if (m_shared) {
        m_cm = m_shared;
    } else {
        m_costs.emplace(s, *m_params);
        m_cm = &*m_costs;
    }
    const CostModel& cm = *m_cm;
    const int p = std::max(s.parallel.pp, 1);
    const double m = double(m_microbatches);
    double worstBusy = -1;
    OpTimes critical;
    for (int i = 0; i < m_kindCount; ++i) {
        Kind& k = m_kinds[size_t(i)];
        const int blockLayers = cm.plain ? cm.blockLayers : 0;
        if (!k.tally || k.tallyBlockLayers != blockLayers || k.tallyOffloadLayers != cm.offloadLayers) {
            k.tally = rankTally(cm, s.model, k.stage);
            k.tallyBlockLayers = blockLayers;
            k.tallyOffloadLayers = cm.offloadLayers;
        }
        const RankWork work = weighTally(cm, s.model, *m_params, *k.tally);
        k.work = work.total();
        const double busy = k.work.forward + k.work.backward + k.work.weight;
        if (busy > worstBusy) { // the first rank of the busiest kind, as estimate() picks
            worstBusy = busy;
            critical = k.work;
            m_criticalStage = k.stage.rank;
            m_computeS = m * (work.compute.forward + work.compute.backward + work.compute.weight);
            m_exposedS = m * (work.exposed.forward + work.exposed.backward + work.exposed.weight);
            m_criticalWork = work;
        }
    }
    StageWork sum;
    for (int r = 0; r < p; ++r) {
        const OpTimes& t = m_kinds[size_t(m_kindOfRank[size_t(r)])].work;
        sum.forward += t.forward;
        sum.backward += t.backward;
        sum.weight += t.weight;
    }
    m_makespan = closedFormMakespan(s.parallel.schedule, p, m_microbatches,
                                    s.parallel.effectiveVirtualStages(),
                                    StageWork{critical.forward, critical.backward, critical.weight}, sum,
                                    cm.p2p.seconds);
    const double idle = std::max(0.0, m_makespan - (m_computeS + m_exposedS));
    m_p2pExposed = std::min(idle, 2.0 * (p - 1) * cm.p2p.seconds);
    // time() assembles makespan + straggler + DP exposed + optimizer (+ NIC floor excess):
    // with the last three at zero, the shortest step any ZeRO stage or DP switch can give.
    const double floorS = assembleStep(s, cm, m_makespan, 0.0, 0.0, 0.0).stepS;
    m_ceilingTokensPerS = floorS > 0 ? tokensPerStep(s, m_microbatches) / floorS : 0;
    m_timed = true;
}

double QuickEstimator::tokensPerSecondCeiling()
{
    if (!m_timed)
        prepareTiming();
    return m_ceilingTokensPerS;
}

void QuickEstimator::time(QuickEstimate& q)
{
    if (!m_timed)
        prepareTiming();
    const Scenario& s = *m_s;
    const CostModel& cm = *m_cm;
    double dpExposed = 0, dpNicBytes = 0;
    q.optimizerS = 0;
    const size_t zero = size_t(std::clamp(s.parallel.zeroStage, 0, 3));
    for (int i = 0; i < m_kindCount; ++i) {
        Kind& k = m_kinds[size_t(i)];
        if (!k.traffic[zero]) { // dataParallelCost() and optimizerSeconds(), as estimate() has them
            k.traffic[zero] = dataParallelTraffic(s, cm, k.held, m_microbatches);
            k.optimizerS[zero] = optimizerSeconds(s, cm, k.held);
        }
        DataParallelCost d = *k.traffic[zero];
        exposeDataParallel(d, s, cm, k.held, k.work, m_microbatches);
        if (i == 0 || d.exposed > dpExposed) { // the worst stage, as estimate() picks
            dpExposed = d.exposed;
            dpNicBytes = d.nicBytes;
        }
        q.optimizerS = std::max(q.optimizerS, k.optimizerS[zero]);
    }
    const int chunks = chunksPerRank(s.parallel.schedule, s.parallel.effectiveVirtualStages());
    const double nicBytes = nicBytesPerStep(cm, m_criticalWork, m_microbatches, chunks, dpNicBytes);
    const StepAssembly assembled = assembleStep(s, cm, m_makespan, dpExposed, q.optimizerS, nicBytes);
    q.criticalStage = m_criticalStage;
    q.computeS = m_computeS;
    q.exposedCommS = m_exposedS + m_p2pExposed + dpExposed + assembled.nicExtraS;
    q.stepS = assembled.stepS;
    q.bubbleS = std::max(0.0, q.stepS - q.computeS - q.exposedCommS - q.optimizerS);
    const double tokens = tokensPerStep(s, m_microbatches);
    q.tokensPerS = q.stepS > 0 ? tokens / q.stepS : 0;
    const double capacity = q.stepS * double(s.parallel.worldSize()) * cm.rates.peakFlops;
    q.mfu = capacity > 0 ? modelFlopsPerToken(s.model, *m_params, double(s.training.seqLength)) * tokens / capacity : 0;
}

QuickEstimate quickEstimate(const Scenario& s, const ModelParams& params, int64_t microbatches)
{
    thread_local QuickEstimator estimator; // keeps its buffers: no allocation per call
    estimator.prepare(s, params, microbatches);
    QuickEstimate q = estimator.memory();
    estimator.time(q);
    return q;
}

int64_t quickPeakBytes(const Scenario& s, const ModelParams& params, int64_t microbatches)
{
    thread_local QuickEstimator estimator;
    estimator.prepare(s, params, microbatches);
    return estimator.memory().peakBytes;
}

QuickEstimate quickEstimate(const Scenario& s)
{
    return quickEstimate(s, countParameters(s.model, s.parallel.tp, vocabPaddingOf(s.training)), microbatchesPerStep(s));
}

} // namespace shardscope
