#include "kernels.h"

#include "attentionspan.h"
#include "quantizekernels.h"

#include "core/model/precision.h"

#include <algorithm>
#include <string_view>

namespace shardscope {

namespace {

/** Bytes per element of a 16-bit activation or weight. */
constexpr double kHalf = 2.0;

/**
 * What feeds a linear layer, for precision recipes: a plain activation, a norm's output
 * (Transformer Engine's LayerNormLinear writes it quantized), or a GEMM that every recipe
 * keeps in 16 bit (the router, the output layer).
 */
enum class LinearInput
{
    Activation,
    NormOutput,
    Unquantized
};

/** Adds the three GEMMs of one linear layer Y[m x n] = X[m x k] W[k x n]: TN forward, NN dgrad, NT wgrad. */
void addLinear(KernelList& out, const char* name, double m, double k, double n, double mainGradBytes,
               LinearInput input = LinearInput::Activation)
{
    const double flops = 2.0 * m * n * k;
    Kernel g = makeKernel(name, KernelKind::Gemm, KernelPass::Forward);
    g.quantizable = input != LinearInput::Unquantized;
    g.followsNorm = input == LinearInput::NormOutput;
    g.m = m;
    g.n = n;
    g.k = k;
    g.flops = flops;
    g.pass = KernelPass::Forward;
    g.bytes = kHalf * (m * k + k * n + m * n);
    out.add(g);
    g.pass = KernelPass::InputGrad; // dX[m x k] = dY[m x n] Wᵀ
    out.add(g);
    g.pass = KernelPass::WeightGrad; // dW[k x n] += Xᵀ dY, accumulated into the main gradient
    g.bytes = kHalf * (m * k + m * n) + 2.0 * mainGradBytes * k * n;
    out.add(g);
}

/** Grouped expert GEMM over `groups` local experts of `tokens` tokens each. */
void addGroupedLinear(KernelList& out, const char* name, double groups, double tokens, double k,
                      double n, double mainGradBytes)
{
    Kernel g = makeKernel(name, KernelKind::GroupedGemm, KernelPass::Forward);
    g.quantizable = true;
    g.groups = groups;
    g.m = tokens;
    g.n = n;
    g.k = k;
    g.flops = 2.0 * groups * tokens * n * k;
    g.pass = KernelPass::Forward;
    g.bytes = kHalf * groups * (tokens * k + k * n + tokens * n);
    out.add(g);
    g.pass = KernelPass::InputGrad;
    out.add(g);
    g.pass = KernelPass::WeightGrad;
    g.bytes = kHalf * groups * (tokens * k + tokens * n) + 2.0 * mainGradBytes * groups * k * n;
    out.add(g);
}

void addMemory(KernelList& out, const char* name, KernelPass pass, double bytes,
               MemoryClass kind = MemoryClass::Hbm)
{
    Kernel k = makeKernel(name, KernelKind::MemoryBound, pass);
    k.memory = kind;
    k.bytes = bytes;
    out.add(k);
}

/** Marks the forward kernels added since `first` as part of a recompute module. */
void tagSince(KernelList& out, int first, RecomputeModule module)
{
    for (int i = first; i < out.count; ++i)
        if (out.items[size_t(i)].pass == KernelPass::Forward)
            out.items[size_t(i)].modules |= recomputeModuleBit(module);
}

/** A forward / backward pair of memory-bound kernels over `elements` values. */
void addElementwise(KernelList& out, const char* name, double elements, double fwdBytes, double bwdBytes)
{
    addMemory(out, name, KernelPass::Forward, fwdBytes * elements);
    addMemory(out, name, KernelPass::InputGrad, bwdBytes * elements);
}

/**
 * One memory-bound op as some number of kernels per direction: bytes per element read and
 * written over all of them (each kernel costs its share of the bytes plus one latency).
 */
struct OpRecipe
{
    double forwardBytes;
    int forwardKernels;
    double backwardBytes;
    int backwardKernels;
};

void addOp(KernelList& out, const char* name, double elements, const OpRecipe& op)
{
    for (int i = 0; i < op.forwardKernels; ++i)
        addMemory(out, name, KernelPass::Forward, op.forwardBytes * elements / op.forwardKernels);
    for (int i = 0; i < op.backwardKernels; ++i)
        addMemory(out, name, KernelPass::InputGrad, op.backwardBytes * elements / op.backwardKernels);
}

/**
 * PyTorch's ring attention (torch.distributed.tensor.experimental context_parallel, what
 * torchtitan runs; `_templated_ring_attention` and its backward, with convert_to_f32 and
 * round-robin load balancing on by default) runs the attention kernel once per block of the
 * c-rank ring and joins the blocks with tensor ops. Bytes per element for the busiest rank (the
 * last: every block at its full query length), q, k, v the local Q, K, V elements (query heads;
 * K and V after repeat_kv), the output as large as V; the log-sum-exp terms are d times smaller
 * and left out.
 *
 * Eager, one launch per tensor op (about ten a block forward, seven backward). Forward: each
 * block's output cast to fp32 (read 2, write 4); from the second block on the merge
 * out - sigmoid(lse_b - lse) * (out - out_b) as three fp32 passes (12 + 8 + 12); K and V
 * concatenated for the exchange before each of the c - 1 later blocks (2 + 2); the result cast
 * back (4 + 2). Backward: fp32 zeros for dQ, dK, dV (4); K and V concatenated c - 1 times (4);
 * the first block's dK, dV added into fp32 (4 + 2 + 4) and each later block's into half of the
 * received fp32 buffer, then re-concatenated (_partial_update: 5 + 8); dK and dV concatenated in
 * fp32 for the next rank every block (4 + 4); dQ accumulated in fp32 every block (10); dQ, dK,
 * dV cast back (4 + 2).
 *
 * Compiled (torch.compile of the block, our reading of Inductor's pointwise fusion): each
 * block's merge is one pass (read the fp32 output and the block's, write the fp32 output: 10),
 * the K and V concatenation stays a copy (4), the first block writes its fp32 output directly
 * (6); backward, each block's dK and dV sum writes the next rank's buffer directly (4 + 1 + 4),
 * dQ accumulates (10), the first block's gradients are cast up (6) and the results down (6).
 */
constexpr std::string_view kRingMerge = "ring attention merge";

void addRingAttentionMerges(KernelList& out, bool compiled, double c, double q, double k, double v)
{
    const double blocks = c - 1;
    const double kv = k + v;
    Kernel merge = makeKernel(kRingMerge.data(), KernelKind::MemoryBound, KernelPass::Forward);
    Kernel sums = makeKernel("ring attention gradient sums", KernelKind::MemoryBound, KernelPass::InputGrad);
    if (compiled) {
        merge.bytes = 6.0 * v + blocks * (10.0 * v + 4.0 * kv) + 6.0 * v;
        merge.launches = 2.0 + 2.0 * blocks + 1.0;
        sums.bytes = 6.0 * (q + kv) + blocks * (9.0 * kv + 10.0 * q + 4.0 * kv) + 6.0 * (q + kv);
        sums.launches = 3.0 + 3.0 * blocks + 2.0;
    } else {
        merge.bytes = 6.0 * c * v + 32.0 * blocks * v + 4.0 * blocks * kv + 6.0 * v;
        merge.launches = 2.0 + 10.0 * blocks + 2.0;
        sums.bytes = 4.0 * (q + kv) + 4.0 * blocks * kv + 10.0 * kv + 13.0 * blocks * kv + 8.0 * c * kv +
                     10.0 * c * q + 6.0 * (q + kv);
        sums.launches = 3.0 + 7.0 * c + 2.0;
    }
    merge.modules = recomputeModuleBit(RecomputeModule::CoreAttn);
    out.add(merge);
    out.add(sums);
}

/**
 * The memory-bound ops of a layer as a launcher runs them. Fused: Megatron-LM / TE kernels
 * (one per op and direction; bytes as in docs/time-model.md). Eager: torchtitan's Llama in
 * PyTorch eager, one kernel per tensor op of its code (models/norms.py RMSNorm,
 * models/llama/model.py apply_rotary_emb, FeedForward, the residual adds), bytes = what each
 * op reads and writes at its dtype (RMSNorm and rotary compute in fp32), backward = the
 * autograd kernels of the same ops.
 */
struct LayerRecipes
{
    OpRecipe norm, residualAdd, rotary, swiglu, gelu;
    bool residualGradientAdd; ///< Megatron's separate backward sum of the two residual gradients
    /// The residual add of a model without hidden dropout: Megatron's bias-dropout-add at p = 0
    /// runs dropout as the identity, x + residual forward (no mask written) and no backward
    /// kernel (the add passes its gradient through; the gradient sum is counted apart).
    OpRecipe residualAddWithoutDropout;
};

constexpr LayerRecipes kFusedRecipes{
    {4.0, 1, 6.0, 1},  // norm: read + write 2-byte values; backward reads x and dy
    {7.0, 1, 5.0, 1},  // bias-dropout-add: x, residual, out, 1-byte mask
    {4.0, 1, 4.0, 1},  // rotary on q and k
    {6.0, 1, 10.0, 1}, // SwiGLU per T x f / t element
    {4.0, 1, 6.0, 1},  // bias-GeLU
    true,
    {6.0, 1, 0.0, 0}}; // x + residual, no mask

constexpr LayerRecipes kEagerRecipes{
    // RMSNorm: x.float() 6, pow 8, mean 4, + eps, rsqrt, x * r 8, type_as 6, * weight 4;
    // backward: dy * w 4, dw (mul, sum) 8, to fp32 6, x * r backward (mul, mul, sum) 24,
    // rsqrt and add 0, mean backward 4, pow backward 12, gradient accumulation 12, to bf16 6.
    {36.0, 8, 76.0, 13},
    // h = x + branch: read 2 + 2, write 2; backward: the gradient accumulation where x fans out.
    {6.0, 1, 6.0, 1},
    // q or k: .float() 6, complex multiply 8, type_as 6; backward the same three.
    {20.0, 3, 20.0, 3},
    // silu(w1 x) 4, * w3 x 6; backward: two multiplies 6 + 6, silu backward 6.
    {10.0, 2, 18.0, 3},
    {4.0, 1, 6.0, 1},
    false,
    {6.0, 1, 6.0, 1}}; // torchtitan's plain residual add either way

const LayerRecipes& recipesOf(const Scenario& s)
{
    return s.training.kernelFusion == KernelFusion::Eager ? kEagerRecipes : kFusedRecipes;
}

/** The residual add after a block, with or without the hidden dropout's mask. */
const OpRecipe& residualAddOf(const Scenario& s, const LayerRecipes& ops)
{
    return s.model.keepsHiddenDropoutMasks() ? ops.residualAdd : ops.residualAddWithoutDropout;
}

double mainGradBytes(const Scenario& s)
{
    return s.training.mainGrads == GradPrecision::Fp32 ? 4.0 : 2.0;
}

/**
 * Core attention: flash (the causal keys of each query, `causalKeys` on average; backward 2.5 x
 * forward) or unfused batched GEMMs + softmax over the whole s x s score matrix.
 */
void addCoreAttention(KernelList& out, const ActivationContext& ctx, double tokens, double heads,
                      double qkDim, double vDim, double causalKeys, bool attentionDropout)
{
    if (ctx.flashAttention) {
        // The masked tiles are skipped: s / 2 keys a query with full attention, fewer with a
        // window or chunk (attentionspan.h).
        const double causal = 2.0 * tokens * causalKeys * heads * (qkDim + vDim);
        Kernel f = makeKernel("flash attention", KernelKind::FlashAttention, KernelPass::Forward);
        f.flops = causal;
        f.modules = recomputeModuleBit(RecomputeModule::CoreAttn);
        f.pass = KernelPass::Forward;
        out.add(f);
        f.name = "flash attention backward";
        f.flops = 2.5 * causal; // recomputes the scores: one extra matmul of five
        f.pass = KernelPass::InputGrad;
        f.modules = 0;
        out.add(f);
        return;
    }
    const double scores = tokens * ctx.seq * heads;
    Kernel b = makeKernel("", KernelKind::BatchedGemm, KernelPass::Forward);
    b.modules = recomputeModuleBit(RecomputeModule::CoreAttn);
    b.pass = KernelPass::Forward;
    b.name = "attention scores QK^T";
    b.m = tokens;
    b.n = ctx.seq;
    b.k = qkDim;
    b.groups = heads;
    b.flops = 2.0 * scores * qkDim;
    b.bytes = kHalf * (heads * (tokens + ctx.seq) * qkDim + scores);
    out.add(b);
    b.name = "attention context P.V";
    b.k = vDim; // the smallest dimension, n = head dim
    b.flops = 2.0 * scores * vDim;
    b.bytes = kHalf * (heads * (tokens + ctx.seq) * vDim + scores);
    out.add(b);
    const int softmax = out.count;
    addMemory(out, "scale-mask-softmax", KernelPass::Forward, 4.0 * scores);
    if (attentionDropout) // reads the probabilities, writes the output and its 1-byte mask
        addMemory(out, "attention dropout", KernelPass::Forward, 5.0 * scores);
    tagSince(out, softmax, RecomputeModule::CoreAttn);
    // Backward: dP and dV, then dQ and dK: twice the forward FLOPs, same head-dim penalty.
    b.modules = 0;
    b.pass = KernelPass::InputGrad;
    b.name = "attention backward dP, dV";
    b.k = vDim;
    b.flops = 4.0 * scores * vDim;
    b.bytes = 2.0 * kHalf * (heads * (tokens + ctx.seq) * vDim + scores);
    out.add(b);
    b.name = "attention backward dQ, dK";
    b.k = qkDim;
    b.flops = 4.0 * scores * qkDim;
    b.bytes = 2.0 * kHalf * (heads * (tokens + ctx.seq) * qkDim + scores);
    out.add(b);
    if (attentionDropout)
        addMemory(out, "attention dropout backward", KernelPass::InputGrad, 5.0 * scores);
    addMemory(out, "softmax backward", KernelPass::InputGrad, 6.0 * scores);
}

/** The MLP's activation: GeLU reads 2 and writes 2 B; SwiGLU reads two halves (4 B) and writes 2. */
void addActivation(KernelList& out, const Scenario& s, double elements)
{
    if (s.model.activation == Activation::Swiglu)
        addOp(out, "swiglu", elements, recipesOf(s).swiglu);
    else
        addOp(out, "bias-gelu", elements, recipesOf(s).gelu);
}

void addDenseMlp(KernelList& out, const Scenario& s, double tokens, double width,
                 LinearInput input = LinearInput::Activation)
{
    const ModelSpec& m = s.model;
    const double t = std::max(1, s.parallel.tp);
    const double up = m.activation == Activation::Swiglu ? 2.0 : 1.0;
    if (s.training.runsPyTorchOps() && up == 2.0) {
        // torchtitan's FeedForward: w2(silu(w1(x)) * w3(x)), gate and up as two linears.
        addLinear(out, "fc1 gate", tokens, double(m.hidden), width / t, mainGradBytes(s));
        addLinear(out, "fc1 up", tokens, double(m.hidden), width / t, mainGradBytes(s));
    } else {
        addLinear(out, "fc1", tokens, double(m.hidden), up * width / t, mainGradBytes(s), input);
    }
    addActivation(out, s, tokens * width / t);
    addLinear(out, "fc2", tokens, width / t, double(m.hidden), mainGradBytes(s));
}

void addMoeMlp(KernelList& out, const Scenario& s, const ActivationContext& ctx, double tokens, double spTokens)
{
    const ModelSpec& m = s.model;
    const MoeSpec& e = *m.moe;
    const double h = double(m.hidden);
    const double t = std::max(1, s.parallel.tp);
    const double etp = std::max(1, s.parallel.expertTensorParallel());
    const double ep = std::max(1, s.parallel.ep);
    const double experts = double(e.experts);
    // Router: a replicated GEMM on the rank's (sequence-parallel) tokens, softmax and top-k.
    addLinear(out, "router", spTokens, h, experts, 4.0, LinearInput::Unquantized);
    addElementwise(out, "router softmax top-k", spTokens * experts, 12.0, 12.0);
    // Even routing gives each GPU's local experts top_k x tokens x etp / tp token rows in
    // total (work is conserved across the ep x etp grid), spread over experts / ep experts;
    // the busiest rank runs expertLoad times that (imbalance, capacity, padding).
    const double rows = double(e.topK) * tokens * etp / t * ctx.expertLoad;
    const double localExperts = std::max(1.0, experts / ep);
    const double perExpert = rows / localExperts;
    const double width = double(e.expertFfnHidden) / etp;
    const double up = m.activation == Activation::Swiglu ? 2.0 : 1.0;
    addMemory(out, "permute", KernelPass::Forward, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    addGroupedLinear(out, "expert fc1", localExperts, perExpert, h, up * width, mainGradBytes(s));
    const int activation = out.count;
    addActivation(out, s, rows * width);
    tagSince(out, activation, RecomputeModule::MoeAct);
    addGroupedLinear(out, "expert fc2", localExperts, perExpert, width, h, mainGradBytes(s));
    addMemory(out, "unpermute", KernelPass::Forward, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    addMemory(out, "permute backward", KernelPass::InputGrad, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    addMemory(out, "unpermute backward", KernelPass::InputGrad, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    if (e.sharedExperts > 0) {
        const double f = double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
                         e.sharedExperts;
        const int shared = out.count;
        addDenseMlp(out, s, tokens, f);
        tagSince(out, shared, RecomputeModule::SharedExperts);
    }
}

/**
 * torchtitan's per-op selective checkpointing (models/llama/parallelize_llama.py, option
 * "op"): in the recomputed forward, the outputs of aten.mm (except every second one, counted
 * from the first in the layer), of the SDPA attention kernel and of reduce-scatter are kept;
 * every other op, grouped and batched matmuls included, runs again.
 */
void markEveryOtherMatmulPolicy(KernelList& layer)
{
    int matmuls = 0;
    for (Kernel& k : layer) {
        if (k.pass != KernelPass::Forward)
            continue;
        switch (k.kind) {
        case KernelKind::Gemm: k.reRunBySelective = ++matmuls % 2 == 0; break;
        case KernelKind::FlashAttention: k.reRunBySelective = false; break;
        case KernelKind::GroupedGemm:
        case KernelKind::BatchedGemm: k.reRunBySelective = true; break;
        // The ring's merges run inside the attention op, whose output the policy keeps.
        case KernelKind::MemoryBound: k.reRunBySelective = std::string_view(k.name) != kRingMerge; break;
        }
    }
}


/** Megatron-Core's selective recompute: the forward kernels of the chosen modules run again. */
void markModulePolicy(KernelList& layer, uint8_t modules)
{
    for (Kernel& k : layer)
        k.reRunBySelective = k.pass == KernelPass::Forward && (k.modules & modules) != 0;
}

} // namespace

void layerKernels(const Scenario& s, const ActivationContext& ctx, bool moeLayer, KernelList& out, bool localLayer)
{
    const ModelSpec& m = s.model;
    const double t = std::max(1, s.parallel.tp);
    const double tokens = ctx.seqLocal * ctx.microBatch; // on this rank (CP splits s)
    const double spTokens = ctx.sequenceParallel ? tokens / t : tokens;
    const double h = double(m.hidden);
    const double a = m.heads;
    const double replicated = spTokens * h; // the region sequence parallelism splits
    const double grad = mainGradBytes(s);

    const LayerRecipes& ops = recipesOf(s);
    addOp(out, "input norm", replicated, ops.norm);
    if (separateInputNorm(m))
        tagSince(out, 0, RecomputeModule::Layernorm);

    double qkDim, vDim;
    if (m.mla) {
        const MlaSpec& x = *m.mla;
        qkDim = double(x.qkNopeHeadDim + x.qkRopeHeadDim);
        vDim = double(x.vHeadDim);
        // Down projections are duplicated on every TP rank and run on its SP share of tokens.
        if (x.qLoraRank > 0) {
            addLinear(out, "q down", spTokens, h, double(x.qLoraRank), grad);
            addElementwise(out, "q norm", tokens * double(x.qLoraRank), 4.0, 6.0);
            const int up = out.count;
            addLinear(out, "q up", tokens, double(x.qLoraRank), a * qkDim / t, grad);
            tagSince(out, up, RecomputeModule::MlaUpProj);
        } else {
            addLinear(out, "q", tokens, h, a * qkDim / t, grad);
        }
        addLinear(out, "kv down", spTokens, h, double(x.kvLoraRank + x.qkRopeHeadDim), grad);
        addElementwise(out, "kv norm", tokens * double(x.kvLoraRank), 4.0, 6.0);
        const int up = out.count;
        addLinear(out, "kv up", tokens, double(x.kvLoraRank), a * double(x.qkNopeHeadDim + x.vHeadDim) / t, grad);
        if (m.positionEmbedding == PositionEmbedding::Rope)
            addElementwise(out, "rotary", tokens * (a / t + 1.0) * double(x.qkRopeHeadDim), 4.0, 4.0);
        tagSince(out, up, RecomputeModule::MlaUpProj);
    } else {
        const double d = double(m.effectiveHeadDim());
        qkDim = vDim = d;
        if (s.training.runsPyTorchOps()) {
            // torchtitan's Attention: wq, wk, wv are three linears (three aten.mm calls).
            addLinear(out, "q", tokens, h, a * d / t, grad);
            addLinear(out, "k", tokens, h, m.kvHeads * d / t, grad);
            addLinear(out, "v", tokens, h, m.kvHeads * d / t, grad);
        } else {
            addLinear(out, "qkv", tokens, h, (a + 2.0 * m.kvHeads) * d / t, grad, LinearInput::NormOutput);
        }
        if (m.qkNorm)
            addElementwise(out, "qk norm", tokens * (a + m.kvHeads) * d / t, 4.0, 6.0);
        if (m.positionEmbedding == PositionEmbedding::Rope)
            addOp(out, "rotary", tokens * (a + m.kvHeads) * d / t, ops.rotary);
        // torchtitan's repeat_kv materialises K and V at every query head before SDPA
        // (expand + reshape = a copy: read g, write a heads); backward sums them back.
        if (s.training.runsPyTorchOps() && m.kvHeads < a)
            addOp(out, "repeat kv", 2.0 * tokens * (a + m.kvHeads) * d / t, {2.0, 2, 2.0, 2});
    }
    addCoreAttention(out, ctx, tokens, a / t, qkDim, vDim, causalKeysPerQuery(m, localLayer, ctx.seq),
                     m.dropsAttentionProbabilities());
    if (ctx.cpAllGatherAtQueryHeads && s.parallel.cp > 1 && ctx.flashAttention) {
        const double perHead = tokens * a / t;
        addRingAttentionMerges(out, s.training.kernelFusion == KernelFusion::Compiled, double(s.parallel.cp),
                               perHead * qkDim, perHead * qkDim, perHead * vDim);
    }
    // torchtitan: output.transpose(1, 2).contiguous() copies the attention output (read +
    // write 2 B); backward copies the transposed gradient for the attention kernel.
    if (s.training.runsPyTorchOps())
        addOp(out, "attention output transpose", tokens * a * vDim / t, {4.0, 1, 4.0, 1});
    addLinear(out, "attention out", tokens, a * vDim / t, h, grad);
    // Bias-dropout-add (or torchtitan's plain residual add) after attention and after the MLP.
    const char* residual = s.training.runsPyTorchOps() ? "residual add" : "bias-dropout-add";
    const OpRecipe& residualAdd = residualAddOf(s, ops);
    addOp(out, residual, replicated, residualAdd);
    const int preMlpNorm = out.count;
    addOp(out, "pre-mlp norm", replicated, ops.norm);
    if (separatePreMlpNorm(moeLayer))
        tagSince(out, preMlpNorm, RecomputeModule::Layernorm);
    const int mlp = out.count;
    if (moeLayer)
        addMoeMlp(out, s, ctx, tokens, spTokens);
    else
        addDenseMlp(out, s, tokens, double(m.ffnHidden), LinearInput::NormOutput);
    tagSince(out, mlp, moeLayer ? RecomputeModule::Moe : RecomputeModule::Mlp);
    addOp(out, residual, replicated, residualAdd);
    // Megatron: backward sums the gradients of the residual stream and of the branch (2 + 2
    // read, 2 written); in eager PyTorch that sum is the residual add's backward above.
    if (ops.residualGradientAdd)
        addMemory(out, "residual gradient add", KernelPass::InputGrad, 6.0 * replicated);
    quantizeLinears(s, out);
    if (s.training.selectiveRecompute == SelectiveRecompute::EveryOtherMatmul)
        markEveryOtherMatmulPolicy(out);
    else
        markModulePolicy(out, recomputeModuleBits(s.training.recomputeModules));
}

uint8_t recomputeModuleBits(const RecomputeModules& modules)
{
    uint8_t bits = 0;
    for (int m = 0; m < kRecomputeModules; ++m)
        if (modules.has(RecomputeModule(m)))
            bits |= recomputeModuleBit(RecomputeModule(m));
    return bits;
}

void outputKernels(const Scenario& s, const ActivationContext& ctx, int64_t paddedVocab, KernelList& out)
{
    const double t = std::max(1, s.parallel.tp);
    const double tokens = ctx.seqLocal * ctx.microBatch;
    const double spTokens = ctx.sequenceParallel ? tokens / t : tokens;
    const double h = double(s.model.hidden);
    const double v = double(paddedVocab) / t;
    const double logits = tokens * v;
    if (s.training.runsPyTorchOps()) {
        // torchtitan compiles only the transformer blocks: the final norm and the loss run
        // eager. Loss: cross_entropy(logits.float()): cast 6 B, log-softmax 12 B (two reads,
        // one write); backward: NLL gradient fill 4, log-softmax backward 12, cast back 6.
        addOp(out, "final norm", spTokens * h, kEagerRecipes.norm);
        addLinear(out, "output layer", tokens, h, v, mainGradBytes(s), LinearInput::Unquantized);
        addOp(out, "cross-entropy", logits, {18.0, 2, 22.0, 3});
        return;
    }
    addElementwise(out, "final norm", spTokens * h, 4.0, 6.0);
    addLinear(out, "output layer", tokens, h, v, mainGradBytes(s), LinearInput::Unquantized);
    // Vocab-parallel cross-entropy in fp32: max and exp-sum over the logits (4 B each), then
    // the softmax gradient written in place (8 B per logit over two kernels).
    addMemory(out, "cross-entropy max", KernelPass::Forward, 4.0 * logits, MemoryClass::CrossEntropy);
    addMemory(out, "cross-entropy exp-sum", KernelPass::Forward, 4.0 * logits, MemoryClass::CrossEntropy);
    addMemory(out, "cross-entropy softmax", KernelPass::InputGrad, 4.0 * logits, MemoryClass::CrossEntropy);
    addMemory(out, "cross-entropy gradient", KernelPass::InputGrad, 4.0 * logits, MemoryClass::CrossEntropy);
}

void mtpProjectionKernels(const Scenario& s, const ActivationContext& ctx, KernelList& out)
{
    const double t = std::max(1, s.parallel.tp);
    const double tokens = ctx.seqLocal * ctx.microBatch;
    const double spTokens = ctx.sequenceParallel ? tokens / t : tokens;
    const double h = double(s.model.hidden);
    addElementwise(out, "MTP hidden norm", spTokens * h, 4.0, 6.0);
    addElementwise(out, "MTP embedding norm", spTokens * h, 4.0, 6.0);
    addLinear(out, "MTP projection", tokens, 2.0 * h, h / t, mainGradBytes(s), LinearInput::Unquantized);
}

void embeddingKernels(const Scenario& s, const ActivationContext& ctx, KernelList& out)
{
    const double t = std::max(1, s.parallel.tp);
    const double tokens = ctx.seqLocal * ctx.microBatch;
    const double h = double(s.model.hidden);
    // Vocab-parallel lookup: read this rank's rows, write the full (masked) activation.
    addMemory(out, "embedding lookup", KernelPass::Forward, kHalf * tokens * h * (1.0 + 1.0 / t));
    // Gradient: read the activation gradient, scatter-add into this rank's rows of the
    // fp32 main gradient (read + write 4 B).
    addMemory(out, "embedding gradient", KernelPass::WeightGrad,
              kHalf * tokens * h + 2.0 * mainGradBytes(s) * tokens * h / t);
}

} // namespace shardscope
