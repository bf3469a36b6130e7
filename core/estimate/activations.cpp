#include "activations.h"

#include "expertload.h"

#include "core/model/precision.h"
#include "core/model/schedule.h"

#include <algorithm>

namespace shardscope {

bool separateInputNorm(const ModelSpec& m)
{
    return m.mla.has_value();
}

bool separatePreMlpNorm(bool moeLayer)
{
    return moeLayer;
}

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
    ctx.modules = s.training.recomputeModules;
    ctx.fullLayers = std::max(s.training.recomputeLayers, 1);
    ctx.flashAttention = s.training.flashAttention;
    const PrecisionTraits& recipe = precisionTraits(s.training.precision);
    if (recipe.quantized() && !s.training.runsPyTorchOps())
        ctx.linearInputBytes = recipe.copyBytes();
    // torchtitan's apply_tp: DTensor ColwiseParallel / RowwiseParallel, and with tensorwise
    // Float8 torchao's Float8ColwiseParallel, Float8RowwiseParallel and
    // PrepareFloat8ModuleInput (torchao/float8/float8_tensor_parallel.py), which cast the input
    // to FP8 before its all-gather and the output gradient to FP8 before its all-gather.
    ctx.tpRegathers = !s.training.runsPyTorchOps();
    if (s.training.runsPyTorchOps() && s.training.precision == Precision::Fp8Current)
        ctx.tpGatherBytes = 1.0;
    // torch/distributed/tensor/experimental/_attention.py (_ContextParallelOptions: rotate
    // method all-gather, convert_to_f32; _templated_ring_attention and its backward);
    // torchtitan's Attention calls repeat_kv before SDPA.
    ctx.cpAllGatherAtQueryHeads = s.training.runsPyTorchOps();
    ctx.cpCommType = s.training.runsPyTorchOps() ? CpCommType::P2p : s.parallel.cpCommType;
    if (s.model.isMoe()) {
        ctx.expertLoad = expertLoad(s).factor;
        ctx.dispatcher = s.training.moe.dispatcher;
    }
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
    const double lq = ctx.linearInputBytes;
    const double q = 2.0 - lq;
    // Whether the MLP block is checkpointed as a whole (Megatron's mlp / moe modules): only
    // its input is kept, and the norm before it cannot drop that input.
    const bool mlpBlockRecomputed = ctx.recomputes(moeLayer ? RecomputeModule::Moe : RecomputeModule::Mlp);
    // Replicated under TP, split by SP: two norm inputs (4), QKV input and MLP input (the
    // norms' outputs, each a linear input), two 1-byte hidden-dropout masks (2, none at p = 0).
    // The layernorm module drops a norm's output and recomputes it from its input, where the
    // norm is a module of its own: before MLA's down-projections and before the router and
    // experts; Transformer Engine fuses the others into the next linear (LayerNormLinear),
    // which saves its input.
    double replicated = 4.0 * sbh + (m.keepsHiddenDropoutMasks() ? 2.0 * sbh : 0.0);
    const bool normsRecomputed = ctx.recomputes(RecomputeModule::Layernorm);
    if (!(normsRecomputed && separateInputNorm(m)))
        replicated += lq * sbh; // QKV input
    if (mlpBlockRecomputed)     // a checkpointed MLP keeps its input (2 B)
        replicated += 2.0 * sbh;
    else if (!(normsRecomputed && separatePreMlpNorm(moeLayer)))
        replicated += lq * sbh;
    // TP-split attention tensors: Q, K, V (the attention kernel's inputs) and the attention
    // output (the o-projection's input, a linear input).
    double split = 0;
    const double a = m.heads;
    if (m.mla) {
        const auto& mla = *m.mla;
        const double qk = double(mla.qkNopeHeadDim + mla.qkRopeHeadDim);
        const double v = double(mla.vHeadDim);
        // mla_up_proj drops the up-projections' outputs after rotary (Q, K, V) and recomputes
        // them from the latents, which stay.
        if (!ctx.recomputes(RecomputeModule::MlaUpProj))
            split += 2.0 * sb * a * (2.0 * qk + v);
        split += lq * sb * a * v;
        // Latent projections run unsplit on every TP rank: norm input and up-projection input.
        replicated += 4.0 * sb * double(mla.qLoraRank + mla.kvLoraRank);
    } else {
        const double dh = double(m.effectiveHeadDim());
        split += 4.0 * sb * dh * (a + m.kvHeads) - q * sb * a * dh; // o-projection input quantized
    }
    // Softmax output (2), its dropout mask (1) and dropout output (2) per score: 5·a·s²·b;
    // without attention dropout the softmax output alone (2), which the P·V backward reads.
    // With CP each rank's queries (s/cp) meet every key (s). Selective recompute of either
    // policy re-runs the scores (torchtitan's keeps the attention kernel's output only).
    const bool scoresRecomputed =
        ctx.recompute == Recompute::Selective &&
        (ctx.selectiveRecompute == SelectiveRecompute::EveryOtherMatmul || ctx.modules.coreAttn);
    const bool storesScores = ctx.recompute != Recompute::Full && !scoresRecomputed && !ctx.flashAttention;
    if (storesScores)
        split += (m.dropsAttentionProbabilities() ? 5.0 : 2.0) * a * ctx.seqLocal * ctx.seq * ctx.microBatch;

    // Per hidden unit: fc1's output (SwiGLU: gate and up, 4 B; GeLU 2 B) and the activation's
    // output, which is fc2's input (a linear input).
    const double fc1Output = m.activation == Activation::Swiglu ? 4.0 : 2.0;
    const double mlpUnit = fc1Output + lq;
    double experts = 0;
    if (!moeLayer) {
        if (!mlpBlockRecomputed)
            split += mlpUnit * sb * double(m.ffnHidden);
    } else if (!mlpBlockRecomputed) {
        const auto& e = *m.moe;
        if (e.sharedExperts > 0 && !ctx.recomputes(RecomputeModule::SharedExperts)) {
            const double width =
                double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
                e.sharedExperts;
            split += mlpUnit * sb * width;
        }
        // Router logits and probabilities in fp32 on the rank's tokens.
        split += 4.0 * sb * e.experts;
        // Routed experts: under even routing each GPU processes k·s·b·etp/(t·cp) token copies
        // (the s/cp is in sb), the busiest rank expertLoad times that; it keeps their
        // dispatched input (a linear input), each
        // copy's fp32 routing probability and the expert hidden activations split over ETP;
        // moe_act drops the activation's output. Megatron-Core (0.14 on) dispatches the
        // probabilities with the tokens and applies them inside the activation (TEGroupedMLP,
        // weighted SwiGLU), so the combine is a plain sum that keeps no expert output; SimuMax
        // models the same (dispatch_probs, "Megatron-LM 0.14 and later"), and torchtitan's
        // MoE scales the input before the experts (score_before_experts).
        const double tokens = e.topK * sb * ctx.etp / t * ctx.expertLoad;
        const double expertUnit = ctx.recomputes(RecomputeModule::MoeAct) ? fc1Output : mlpUnit;
        experts += tokens * (lq * h + 4.0);
        experts += tokens * expertUnit * double(e.expertFfnHidden) / ctx.etp;
    }
    return replicated / spDivisor + split / t + experts;
}

double inFlightMicrobatches(const StageLayout& stage, const ParallelConfig& parallel,
                            int64_t microbatches)
{
    return inFlightMicrobatches(scheduleTraits(parallel.schedule), stage.rank, parallel.pp,
                                parallel.effectiveVirtualStages(), microbatches, parallel.microbatchGroup.value_or(0));
}

} // namespace shardscope
