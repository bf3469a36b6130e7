#include "activations.h"

#include "core/model/precision.h"
#include "core/model/schedule.h"

#include <algorithm>

namespace shardscope {

ActivationContext makeActivationContext(const Scenario& s)
{
    ActivationContext ctx;
    ctx.seq = double(s.training.seqLength);
    ctx.seqLocal = ctx.seq / std::max(s.parallel.cp, 1);
    ctx.microBatch = double(s.training.microBatch);
    ctx.tp = std::max(s.parallel.tp, 1);
    ctx.etp = std::max(s.parallel.expertTensorParallel(), 1);
    ctx.sequenceParallel = s.parallel.sequenceParallel && ctx.tp > 1;
    ctx.recompute = s.training.recompute;
    ctx.selectiveRecompute = s.training.selectiveRecompute;
    ctx.flashAttention = s.training.flashAttention;
    const PrecisionTraits& recipe = precisionTraits(s.training.precision);
    if (recipe.quantized() && s.training.kernelFusion == KernelFusion::Fused)
        ctx.linearInputBytes = recipe.copyBytes();
    return ctx;
}

double layerActivationBytes(const ModelSpec& m, bool moeLayer, const ActivationContext& ctx)
{
    const double sb = ctx.seqLocal * ctx.microBatch;
    const double h = double(m.hidden);
    const double sbh = sb * h;
    const double t = ctx.tp;
    const double spDivisor = ctx.sequenceParallel ? t : 1.0;

    if (ctx.recompute == Recompute::Full)
        return 2.0 * sbh / spDivisor;
    if (ctx.recompute == Recompute::Selective &&
        ctx.selectiveRecompute == SelectiveRecompute::EveryOtherMatmul && !moeLayer && !m.mla) {
        // torchtitan's "op" policy on its Llama block: the layer input (replicated, split by
        // SP), the outputs of wq, wv, w1 and w2 (the 1st, 3rd, 5th and 7th aten.mm) and of
        // the attention kernel (output, 2 B, and its fp32 log-sum-exp per head).
        const double dh = double(m.effectiveHeadDim());
        const double a = m.heads;
        const double saved = 2.0 * sb * (a * dh + m.kvHeads * dh + a * dh + double(m.ffnHidden) + h) +
                             4.0 * sb * a;
        return 2.0 * sbh / spDivisor + saved / t;
    }

    // What a quantized saved linear input saves per value against 2 bytes.
    const double q = 2.0 - ctx.linearInputBytes;
    // Replicated under TP, split by SP: two norm inputs (4), QKV input (2), MLP input (2),
    // two dropout masks (2).
    double replicated = 10.0 * sbh - 2.0 * q * sbh;
    // TP-split attention tensors: Q, K, V and the attention output (o-projection input).
    double split = 0;
    const double a = m.heads;
    if (m.mla) {
        const auto& mla = *m.mla;
        const double qk = double(mla.qkNopeHeadDim + mla.qkRopeHeadDim);
        split += 2.0 * sb * a * (2.0 * qk + 2.0 * double(mla.vHeadDim));
        // Latent projections run unsplit on every TP rank: norm input and up-projection input.
        replicated += 4.0 * sb * double(mla.qLoraRank + mla.kvLoraRank);
    } else {
        const double dh = double(m.effectiveHeadDim());
        split += 4.0 * sb * dh * (a + m.kvHeads) - q * sb * a * dh; // o-projection input quantized
    }
    // Softmax output (2), its dropout mask (1) and dropout output (2) per score: 5·a·s²·b.
    // With CP each rank's queries (s/cp) meet every key (s).
    const bool storesScores = ctx.recompute == Recompute::None && !ctx.flashAttention;
    if (storesScores)
        split += 5.0 * a * ctx.seqLocal * ctx.seq * ctx.microBatch;

    const double mlpFactor = m.activation == Activation::Swiglu ? 6.0 : 4.0; // per hidden unit
    double experts = 0;
    // fc2's input (the MLP hidden) is a linear input.
    if (!moeLayer) {
        split += (mlpFactor - q) * sb * double(m.ffnHidden);
    } else {
        const auto& e = *m.moe;
        if (e.sharedExperts > 0) {
            const double width =
                double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
                e.sharedExperts;
            split += (mlpFactor - q) * sb * width;
        }
        // Router logits and probabilities in fp32 on the rank's tokens.
        split += 4.0 * sb * e.experts;
        // Routed experts under uniform routing: each GPU processes k·s·b·etp/(t·cp) token
        // copies (the s/cp is in sb); it keeps their dispatched input and output (2 + 2 bytes
        // per hidden unit) and the expert hidden activations split over ETP.
        const double tokens = e.topK * sb * ctx.etp / t;
        experts += tokens * (4.0 - q) * h;
        experts += tokens * (mlpFactor - q) * double(e.expertFfnHidden) / ctx.etp;
    }
    return replicated / spDivisor + split / t + experts;
}

double inFlightMicrobatches(const StageLayout& stage, const ParallelConfig& parallel,
                            int64_t microbatches)
{
    return inFlightMicrobatches(scheduleTraits(parallel.schedule), stage.rank, parallel.pp,
                                parallel.effectiveVirtualStages(), microbatches);
}

} // namespace shardscope
