// CostModel's construction (kernel times, collectives, their exposure, per layer kind) and
// rankWork(): the layers, embedding, output head and MTP modules of each chunk a rank holds.

#include "costmodel.h"

#include "flops.h"
#include "kernelcache.h"

namespace shardscope {

namespace {

OpTimes scaled(const OpTimes& t, double k) { return {t.forward * k, t.backward * k, t.weight * k}; }

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
    p2p = pipelineTransfer(m, ctx, placement, s.cluster);
    denseGradients = GroupCosts(placement.group(GroupDim::DpCp), s.cluster);
    if (m.isMoe())
        expertGradients = GroupCosts(placement.group(GroupDim::Edp), s.cluster);
}

namespace {

RankWork chunkWork(const CostModel& cm, const ModelSpec& m, const ModelParams& params,
                   const LayerChunk& chunk)
{
    RankWork w;
    w.moeLayers = m.moeLayersInRange(chunk.firstLayer, chunk.layerCount);
    w.denseLayers = chunk.layerCount - w.moeLayers;
    w.compute += scaled(cm.denseCompute, w.denseLayers);
    w.compute += scaled(cm.moeCompute, w.moeLayers);
    w.exposed += scaled(cm.denseExposed.passes, w.denseLayers);
    w.exposed += scaled(cm.moeExposed.passes, w.moeLayers);
    w.hardwareFlops = w.denseLayers * cm.denseHardwareFlops + w.moeLayers * cm.moeHardwareFlops;
    if (chunk.firstLayer == 0)
        w.compute += cm.embedding;
    if (chunk.firstLayer + chunk.layerCount >= m.layers) {
        w.compute += cm.outputCompute;
        w.hardwareFlops += cm.outputHardwareFlops;
        if (params.mtpLayers > 0) {
            // Each MTP module is one more layer of the last kind plus its own output head.
            const bool moe = m.isMoeLayer(m.layers - 1);
            const double k = params.mtpLayers;
            w.compute += scaled(moe ? cm.moeCompute : cm.denseCompute, k);
            w.exposed += scaled(moe ? cm.moeExposed.passes : cm.denseExposed.passes, k);
            w.compute += scaled(cm.outputCompute, k);
            w.hardwareFlops += k * ((moe ? cm.moeHardwareFlops : cm.denseHardwareFlops) +
                                    cm.outputHardwareFlops);
        }
    }
    return w;
}

} // namespace

RankWork rankWork(const CostModel& cm, const Scenario& s, const ModelParams& params,
                  const StageLayout& stage, StageDurations* durations)
{
    RankWork total;
    for (const LayerChunk& chunk : stage.chunks) {
        if (chunk.copy) // DualPipe's mirror runs the other direction's micro-batches
            continue;
        const RankWork w = chunkWork(cm, s.model, params, chunk);
        if (durations) {
            const OpTimes t = w.total();
            durations->forward.push_back(t.forward);
            durations->backward.push_back(t.backward);
            durations->weight.push_back(t.weight);
        }
        total.compute += w.compute;
        total.exposed += w.exposed;
        total.hardwareFlops += w.hardwareFlops;
        total.denseLayers += w.denseLayers;
        total.moeLayers += w.moeLayers;
    }
    return total;
}

} // namespace shardscope
