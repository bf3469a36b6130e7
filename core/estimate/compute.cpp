#include "compute.h"

#include "attentionspan.h"

#include "core/model/precision.h"

#include <algorithm>

namespace shardscope {

namespace {

double sharedWidth(const MoeSpec& e)
{
    return double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
           e.sharedExperts;
}

} // namespace

LayerWork layerWork(const ModelSpec& m, bool moeLayer, const ActivationContext& ctx, bool localLayer)
{
    LayerWork w;
    const double t = ctx.tp;
    const double tokens = ctx.seqLocal * ctx.microBatch; // tokens on this rank (CP splits s)
    const double h = double(m.hidden);
    const double a = m.heads;
    const double spDivisor = ctx.sequenceParallel ? t : 1.0;
    const double mats = m.activation == Activation::Swiglu ? 3.0 : 2.0;

    // GEMMs of attention: 2 FLOPs per multiply-add over the layer's projection weights.
    double qkDim, vDim, attentionWeights;
    if (m.mla) {
        const auto& x = *m.mla;
        qkDim = double(x.qkNopeHeadDim + x.qkRopeHeadDim);
        vDim = double(x.vHeadDim);
        const double q = x.qLoraRank > 0 ? h * x.qLoraRank + x.qLoraRank * a * qkDim : h * a * qkDim;
        attentionWeights = q + h * double(x.kvLoraRank + x.qkRopeHeadDim) +
                           double(x.kvLoraRank) * a * double(x.qkNopeHeadDim + x.vHeadDim) +
                           a * vDim * h;
    } else {
        const double dh = double(m.effectiveHeadDim());
        qkDim = vDim = dh;
        attentionWeights = 2.0 * h * a * dh + 2.0 * h * m.kvHeads * dh;
    }
    w.matmulFlops += 2.0 * tokens * attentionWeights / t;

    // Attention core: queries of this rank against the keys they see (all s of them on a
    // global layer, CP or not), heads split over TP. A fused kernel skips masked tiles, so it
    // executes the causal keys only; the unfused path multiplies the whole s x s score matrix
    // and masks it, window or not.
    const double perKey = 2.0 * tokens * a * (qkDim + vDim) / t;
    w.attentionModelFlops = perKey * visibleKeysPerQuery(m, localLayer, ctx.seq);
    w.attentionFlops = ctx.flashAttention ? perKey * causalKeysPerQuery(m, localLayer, ctx.seq) : perKey * ctx.seq;

    if (!moeLayer) {
        const double f = double(m.ffnHidden);
        w.matmulFlops += 2.0 * tokens * mats * h * f / t;
        return w;
    }
    const auto& e = *m.moe;
    if (e.sharedExperts > 0) {
        const double f = sharedWidth(e);
        w.matmulFlops += 2.0 * tokens * mats * h * f / t;
    }
    w.matmulFlops += 2.0 * tokens * h * e.experts / spDivisor; // router
    // Routed experts under uniform routing: k token copies per token, spread evenly over
    // the expert grid, so each GPU does 1/(t) of the rank's expert work (as for TP).
    const double copies = e.topK * tokens / t;
    w.matmulFlops += 2.0 * copies * mats * h * double(e.expertFfnHidden);
    return w;
}

LayerWork mtpProjectionWork(const ModelSpec& m, const ActivationContext& ctx)
{
    LayerWork w;
    const double tokens = ctx.seqLocal * ctx.microBatch;
    const double h = double(m.hidden);
    w.matmulFlops = 2.0 * tokens * 2.0 * h * h / ctx.tp;
    return w;
}

LayerWork outputLayerWork(const ModelSpec& m, int64_t paddedVocab, const ActivationContext& ctx)
{
    LayerWork w;
    const double tokens = ctx.seqLocal * ctx.microBatch;
    const double v = double(paddedVocab) / ctx.tp;
    w.matmulFlops = 2.0 * tokens * double(m.hidden) * v;
    return w;
}

ComputeRates computeRates(const ClusterSpec& c, Precision precision)
{
    ComputeRates r;
    // The peak of the recipe's linear GEMMs (FP8 / FP4 when the GPU has them, TF32 for fp32).
    const double quantized = quantizedPeakTflops(c.gpu, precision);
    const double tflops = quantized > 0 ? quantized : c.gpu.peakTflopsBf16;
    r.peakFlops = tflops * 1e12;
    r.flopsPerSecond = r.peakFlops * c.gpu.matmulEfficiency;
    r.bytesPerSecond = c.gpu.hbmTBps * 1e12 * c.gpu.hbmEfficiency;
    return r;
}

double hardwareFlops(const LayerWork& w, Recompute recompute)
{
    // PaLM's convention for both MFU and HFU: attention without causal discount.
    const double attention = w.attentionModelFlops;
    double flops = 3.0 * (w.matmulFlops + attention); // forward, input and weight gradients
    if (recompute == Recompute::Full)
        flops += w.matmulFlops + attention;
    else if (recompute == Recompute::Selective)
        flops += attention;
    return flops;
}

} // namespace shardscope
