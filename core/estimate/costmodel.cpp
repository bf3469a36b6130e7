// CostModel's construction (kernel times, collectives, their exposure, per layer kind) and
// rankWork(): the layers, embedding, output head and MTP modules of each chunk a rank holds.

#include "costmodel.h"

#include "flops.h"
#include "hostlink.h"
#include "kernelcache.h"

#include <algorithm>
#include <tuple>
#include <utility>

namespace shardscope {

namespace {

OpTimes scaled(const OpTimes& t, double k) { return {t.forward * k, t.backward * k, t.weight * k}; }
OpTimes minus(const OpTimes& a, const OpTimes& b) { return {a.forward - b.forward, a.backward - b.backward, a.weight - b.weight}; }

LocalAttentionDelta localAttentionDelta(const ModelSpec& m, const ActivationContext& ctx, const ShapeTimes& kernels,
                                        Recompute recompute)
{
    LocalAttentionDelta d;
    const auto kind = [&](bool moe, OpTimes& delta, OpTimes& plainDelta, double& flops, double& plainFlops) {
        const PassSums& global = moe ? kernels.moe : kernels.dense;
        const PassSums& local = moe ? kernels.moeLocal : kernels.denseLocal;
        delta = minus(local.under(recompute), global.under(recompute));
        plainDelta = minus(local.under(Recompute::None), global.under(Recompute::None));
        const LayerWork globalWork = layerWork(m, moe, ctx), localWork = layerWork(m, moe, ctx, true);
        flops = hardwareFlops(localWork, recompute) - hardwareFlops(globalWork, recompute);
        plainFlops = hardwareFlops(localWork, Recompute::None) - hardwareFlops(globalWork, Recompute::None);
    };
    kind(false, d.dense, d.plainDense, d.denseFlops, d.plainDenseFlops);
    if (m.isMoe())
        kind(true, d.moe, d.plainMoe, d.moeFlops, d.plainMoeFlops);
    return d;
}

} // namespace

CostModel::CostModel(const Scenario& s, const ModelParams& params)
    : placement(s.parallel, s.cluster), ctx(makeActivationContext(s)),
      rates(computeRates(s.cluster, s.training.precision)),
      kernelRates(shardscope::kernelRates(s.cluster, s.training.precision, s.training.attentionKernel))
{
    const ModelSpec& m = s.model;
    const Recompute recompute = s.training.recompute;
    const ShapeTimes kernels = shapeTimes(s, ctx, params.vocabPadded);
    denseWork = layerWork(m, false, ctx);
    denseCompute = kernels.dense.under(recompute);
    denseComm = layerComm(m, false, ctx, placement, s.cluster);
    denseWindows = kernels.denseWindows;
    denseExposed = exposedComm(denseComm, denseWindows, s, placement);
    denseHardwareFlops = hardwareFlops(denseWork, recompute);
    if (m.isMoe()) {
        moeWork = layerWork(m, true, ctx);
        moeCompute = kernels.moe.under(recompute);
        moeComm = layerComm(m, true, ctx, placement, s.cluster);
        moeWindows = kernels.moeWindows;
        moeExposed = exposedComm(moeComm, moeWindows, s, placement);
        moeHardwareFlops = hardwareFlops(moeWork, recompute);
    }
    outputWork = outputLayerWork(m, params.vocabPadded, ctx);
    outputCompute = kernels.output.under(Recompute::None);
    outputHardwareFlops = hardwareFlops(outputWork, Recompute::None);
    embedding = kernels.embedding.under(Recompute::None);
    if (m.mtpLayers > 0) {
        mtpProjection = kernels.mtpProjection.under(Recompute::None);
        mtpProjectionHardwareFlops = hardwareFlops(mtpProjectionWork(m, ctx), Recompute::None);
    }
    blockLayers = s.training.blockRecomputeLayers();
    if (blockLayers > 0) {
        Scenario alone = s;
        alone.training.recompute = Recompute::None;
        PlainLayerCosts& q = plain.emplace();
        q.ctx = makeActivationContext(alone);
        q.denseCompute = kernels.dense.under(Recompute::None);
        q.denseComm = layerComm(m, false, q.ctx, placement, s.cluster);
        q.denseExposed = exposedComm(q.denseComm, denseWindows, alone, placement);
        q.denseHardwareFlops = hardwareFlops(denseWork, Recompute::None);
        if (m.isMoe()) {
            q.moeCompute = kernels.moe.under(Recompute::None);
            q.moeComm = layerComm(m, true, q.ctx, placement, s.cluster);
            q.moeExposed = exposedComm(q.moeComm, moeWindows, alone, placement);
            q.moeHardwareFlops = hardwareFlops(moeWork, Recompute::None);
        }
    }
    if (m.hasLocalAttention())
        local = localAttentionDelta(m, ctx, kernels, recompute);
    offloadLayers = s.training.offloadActivationLayers;
    if (offloadLayers > 0) {
        const double rate = hostLinkBytesPerSecond(s.cluster.gpu);
        const auto stall = [rate](double bytes, const OpTimes& layer) {
            const double copy = bytes / rate;
            return OpTimes{std::max(0.0, copy - layer.forward), std::max(0.0, copy - layer.backward - layer.weight), 0.0};
        };
        offloadBytesDense = layerActivationBytes(m, false, ctx);
        offloadStallDense = stall(offloadBytesDense, denseCompute);
        if (m.isMoe()) {
            offloadBytesMoe = layerActivationBytes(m, true, ctx);
            offloadStallMoe = stall(offloadBytesMoe, moeCompute);
        }
    }
    p2p = pipelineTransfer(m, ctx, placement, s.cluster);
    denseGradients = GroupCosts(placement.group(GroupDim::DpCp), s.cluster);
    if (m.isMoe())
        expertGradients = GroupCosts(placement.group(GroupDim::Edp), s.cluster);
}

namespace {

/** A pair of per-kind figures (dense, MoE), to weigh by a rank's layer counts. */
template <typename T> struct KindPair
{
    const T& dense;
    const T& moe;
};

template <typename T> double overKinds(const RankWork& w, KindPair<T> recomputed, KindPair<T> alone, double T::*f)
{
    return double(w.denseLayers - w.plainDenseLayers) * (recomputed.dense.*f) +
           double(w.moeLayers - w.plainMoeLayers) * (recomputed.moe.*f) +
           double(w.plainDenseLayers) * (alone.dense.*f) + double(w.plainMoeLayers) * (alone.moe.*f);
}

} // namespace

double CostModel::overLayers(const RankWork& w, double LayerComm::*figure) const
{
    const PlainLayerCosts* q = plain ? &*plain : nullptr;
    return overKinds<LayerComm>(w, {denseComm, moeComm}, {q ? q->denseComm : denseComm, q ? q->moeComm : moeComm},
                                figure);
}

double CostModel::overLayers(const RankWork& w, double ExposedComm::*figure) const
{
    const PlainLayerCosts* q = plain ? &*plain : nullptr;
    return overKinds<ExposedComm>(w, {denseExposed, moeExposed},
                                  {q ? q->denseExposed : denseExposed, q ? q->moeExposed : moeExposed}, figure);
}

double CostModel::overLayers(const RankWork& w, double TpCallCounts::*calls) const
{
    const TpCallCounts dense = tpCallCounts(false, ctx), moe = tpCallCounts(true, ctx);
    const TpCallCounts denseAlone = plain ? tpCallCounts(false, plain->ctx) : dense;
    const TpCallCounts moeAlone = plain ? tpCallCounts(true, plain->ctx) : moe;
    return overKinds<TpCallCounts>(w, {dense, moe}, {denseAlone, moeAlone}, calls);
}

namespace {

/** `embedding` / `output`: the chunk carries the input embedding / the output layer and loss. */
LayerTally chunkTally(const CostModel& cm, const ModelSpec& m, const LayerChunk& chunk, bool embedding, bool output)
{
    LayerTally t;
    t.moeLayers = m.moeLayersInRange(chunk.firstLayer, chunk.layerCount);
    t.denseLayers = chunk.layerCount - t.moeLayers;
    // The block method recomputes the chunk's first layers; the rest run as without.
    const bool blocks = cm.plain && cm.blockLayers < chunk.layerCount;
    if (blocks) {
        const int recomputed = cm.blockLayers;
        t.plainMoeLayers = m.moeLayersInRange(chunk.firstLayer + recomputed, chunk.layerCount - recomputed);
        t.plainDenseLayers = chunk.layerCount - recomputed - t.plainMoeLayers;
    }
    if (cm.local) {
        const int end = chunk.firstLayer + chunk.layerCount;
        const int plainFirst = blocks ? chunk.firstLayer + cm.blockLayers : end;
        const auto localOf = [&m](int first, int last) { // {dense, MoE} local layers in [first, last)
            const int moe = m.localMoeLayersInRange(first, last - first);
            return std::pair{m.localLayersInRange(first, last - first) - moe, moe};
        };
        std::tie(t.localDense, t.localMoe) = localOf(chunk.firstLayer, plainFirst);
        std::tie(t.localPlainDense, t.localPlainMoe) = localOf(plainFirst, end);
    }
    // Activation offload of the model's first layers (Megatron --cpu-offloading-num-layers).
    const int offloaded = std::clamp(cm.offloadLayers - chunk.firstLayer, 0, chunk.layerCount);
    if (offloaded > 0) {
        t.offloadedMoe = m.moeLayersInRange(chunk.firstLayer, offloaded);
        t.offloadedDense = offloaded - t.offloadedMoe;
    }
    t.embeddings = embedding ? 1 : 0;
    t.outputs = output ? 1 : 0;
    return t;
}

/**
 * Calls `visit(chunk, embedding, output)` for each chunk the rank trains (DualPipe's mirror
 * runs the other direction's micro-batches and is skipped), with the ends it carries
 * (chunkEnds()).
 */
template <typename Visit>
void forEachTrainedChunk(const StageLayout& stage, Visit&& visit)
{
    const ChunkEnds ends = chunkEnds(stage);
    for (int c = 0; c < int(stage.chunks.size()); ++c)
        if (!stage.chunks[size_t(c)].copy)
            visit(stage.chunks[size_t(c)], c == ends.embedding, c == ends.output);
}

} // namespace

LayerTally& LayerTally::operator+=(const LayerTally& o)
{
    denseLayers += o.denseLayers;
    moeLayers += o.moeLayers;
    plainDenseLayers += o.plainDenseLayers;
    plainMoeLayers += o.plainMoeLayers;
    localDense += o.localDense;
    localMoe += o.localMoe;
    localPlainDense += o.localPlainDense;
    localPlainMoe += o.localPlainMoe;
    offloadedDense += o.offloadedDense;
    offloadedMoe += o.offloadedMoe;
    embeddings += o.embeddings;
    outputs += o.outputs;
    return *this;
}

LayerTally rankTally(const CostModel& cm, const ModelSpec& model, const StageLayout& stage)
{
    LayerTally total;
    forEachTrainedChunk(stage, [&](const LayerChunk& chunk, bool embedding, bool output) {
        total += chunkTally(cm, model, chunk, embedding, output);
    });
    return total;
}

RankWork weighTally(const CostModel& cm, const ModelSpec& m, const ModelParams& params, const LayerTally& t)
{
    RankWork w;
    w.denseLayers = t.denseLayers;
    w.moeLayers = t.moeLayers;
    w.plainDenseLayers = t.plainDenseLayers;
    w.plainMoeLayers = t.plainMoeLayers;
    const int denseRecomputed = t.denseLayers - t.plainDenseLayers, moeRecomputed = t.moeLayers - t.plainMoeLayers;
    w.compute += scaled(cm.denseCompute, denseRecomputed);
    w.compute += scaled(cm.moeCompute, moeRecomputed);
    w.exposed += scaled(cm.denseExposed.passes, denseRecomputed);
    w.exposed += scaled(cm.moeExposed.passes, moeRecomputed);
    w.hardwareFlops = denseRecomputed * cm.denseHardwareFlops + moeRecomputed * cm.moeHardwareFlops;
    if (cm.plain) {
        const PlainLayerCosts& q = *cm.plain;
        w.compute += scaled(q.denseCompute, t.plainDenseLayers);
        w.compute += scaled(q.moeCompute, t.plainMoeLayers);
        w.exposed += scaled(q.denseExposed.passes, t.plainDenseLayers);
        w.exposed += scaled(q.moeExposed.passes, t.plainMoeLayers);
        w.hardwareFlops += t.plainDenseLayers * q.denseHardwareFlops + t.plainMoeLayers * q.moeHardwareFlops;
    }
    if (cm.local) {
        const LocalAttentionDelta& d = *cm.local;
        w.compute += scaled(d.dense, t.localDense);
        w.compute += scaled(d.moe, t.localMoe);
        w.compute += scaled(d.plainDense, t.localPlainDense);
        w.compute += scaled(d.plainMoe, t.localPlainMoe);
        w.hardwareFlops += t.localDense * d.denseFlops + t.localMoe * d.moeFlops + t.localPlainDense * d.plainDenseFlops +
                           t.localPlainMoe * d.plainMoeFlops;
    }
    if (t.offloadedDense + t.offloadedMoe > 0) {
        w.offloadBytes = t.offloadedDense * cm.offloadBytesDense + t.offloadedMoe * cm.offloadBytesMoe;
        w.offloadStall += scaled(cm.offloadStallDense, t.offloadedDense);
        w.offloadStall += scaled(cm.offloadStallMoe, t.offloadedMoe);
        w.compute += w.offloadStall;
    }
    if (t.embeddings > 0)
        w.compute += scaled(cm.embedding, t.embeddings);
    if (t.outputs > 0) {
        const double ends = t.outputs;
        w.compute += scaled(cm.outputCompute, ends);
        w.hardwareFlops += ends * cm.outputHardwareFlops;
        if (params.mtpLayers > 0) {
            // Each MTP module is one more layer of the last kind, its norms and projection, and
            // its own output head.
            const bool moe = m.isMoeLayer(m.layers - 1);
            const double k = ends * params.mtpLayers;
            w.compute += scaled(moe ? cm.moeCompute : cm.denseCompute, k);
            w.exposed += scaled(moe ? cm.moeExposed.passes : cm.denseExposed.passes, k);
            w.compute += scaled(cm.mtpProjection, k);
            w.compute += scaled(cm.outputCompute, k);
            w.hardwareFlops += k * ((moe ? cm.moeHardwareFlops : cm.denseHardwareFlops) + cm.mtpProjectionHardwareFlops +
                                    cm.outputHardwareFlops);
        }
    }
    return w;
}

RankWork rankWork(const CostModel& cm, const Scenario& s, const ModelParams& params,
                  const StageLayout& stage, StageDurations* durations)
{
    if (durations)
        forEachTrainedChunk(stage, [&](const LayerChunk& chunk, bool embedding, bool output) {
            const OpTimes t =
                weighTally(cm, s.model, params, chunkTally(cm, s.model, chunk, embedding, output)).total();
            durations->forward.push_back(t.forward);
            durations->backward.push_back(t.backward);
            durations->weight.push_back(t.weight);
        });
    return weighTally(cm, s.model, params, rankTally(cm, s.model, stage));
}

} // namespace shardscope
