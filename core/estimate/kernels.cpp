#include "kernels.h"

#include <algorithm>

namespace shardscope {

namespace {

/** Bytes per element of a 16-bit activation or weight. */
constexpr double kHalf = 2.0;

/** Adds the three GEMMs of one linear layer Y[m x n] = X[m x k] W[k x n]: TN forward, NN dgrad, NT wgrad. */
void addLinear(KernelList& out, const char* name, double m, double k, double n, double mainGradBytes)
{
    const double flops = 2.0 * m * n * k;
    Kernel g = makeKernel(name, KernelKind::Gemm, KernelPass::Forward);
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
               MemoryClass kind = MemoryClass::Hbm, bool coreAttention = false)
{
    Kernel k = makeKernel(name, KernelKind::MemoryBound, pass);
    k.memory = kind;
    k.bytes = bytes;
    k.coreAttention = coreAttention;
    out.add(k);
}

/** A forward / backward pair of memory-bound kernels over `elements` values. */
void addElementwise(KernelList& out, const char* name, double elements, double fwdBytes, double bwdBytes)
{
    addMemory(out, name, KernelPass::Forward, fwdBytes * elements);
    addMemory(out, name, KernelPass::InputGrad, bwdBytes * elements);
}

double mainGradBytes(const Scenario& s)
{
    return s.training.mainGrads == GradPrecision::Fp32 ? 4.0 : 2.0;
}

/** Core attention: flash (causal FLOPs, backward 2.5 x forward) or unfused batched GEMMs + softmax. */
void addCoreAttention(KernelList& out, const ActivationContext& ctx, double tokens, double heads,
                      double qkDim, double vDim)
{
    // Model FLOPs of QKᵀ and ·V for this rank's queries against all s keys, no causal skip.
    const double full = 2.0 * tokens * ctx.seq * heads * (qkDim + vDim);
    if (ctx.flashAttention) {
        Kernel f = makeKernel("flash attention", KernelKind::FlashAttention, KernelPass::Forward);
        f.flops = full / 2.0; // causal: the masked half is skipped tile by tile
        f.coreAttention = true;
        f.pass = KernelPass::Forward;
        out.add(f);
        f.name = "flash attention backward";
        f.flops = 2.5 * full / 2.0; // recomputes the scores: one extra matmul of five
        f.pass = KernelPass::InputGrad;
        f.coreAttention = false;
        out.add(f);
        return;
    }
    const double scores = tokens * ctx.seq * heads;
    Kernel b = makeKernel("", KernelKind::BatchedGemm, KernelPass::Forward);
    b.coreAttention = true;
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
    addMemory(out, "scale-mask-softmax", KernelPass::Forward, 4.0 * scores, MemoryClass::Hbm, true);
    addMemory(out, "attention dropout", KernelPass::Forward, 5.0 * scores, MemoryClass::Hbm, true);
    // Backward: dP and dV, then dQ and dK: twice the forward FLOPs, same head-dim penalty.
    b.coreAttention = false;
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
    addMemory(out, "attention dropout backward", KernelPass::InputGrad, 5.0 * scores);
    addMemory(out, "softmax backward", KernelPass::InputGrad, 6.0 * scores);
}

/** The MLP's activation: GeLU reads 2 and writes 2 B; SwiGLU reads two halves (4 B) and writes 2. */
void addActivation(KernelList& out, const ModelSpec& m, double elements)
{
    if (m.activation == Activation::Swiglu)
        addElementwise(out, "swiglu", elements, 6.0, 10.0);
    else
        addElementwise(out, "bias-gelu", elements, 4.0, 6.0);
}

void addDenseMlp(KernelList& out, const Scenario& s, double tokens, double width)
{
    const ModelSpec& m = s.model;
    const double t = std::max(1, s.parallel.tp);
    const double up = m.activation == Activation::Swiglu ? 2.0 : 1.0;
    addLinear(out, "fc1", tokens, double(m.hidden), up * width / t, mainGradBytes(s));
    addActivation(out, m, tokens * width / t);
    addLinear(out, "fc2", tokens, width / t, double(m.hidden), mainGradBytes(s));
}

void addMoeMlp(KernelList& out, const Scenario& s, double tokens, double spTokens)
{
    const ModelSpec& m = s.model;
    const MoeSpec& e = *m.moe;
    const double h = double(m.hidden);
    const double t = std::max(1, s.parallel.tp);
    const double etp = std::max(1, s.parallel.expertTensorParallel());
    const double ep = std::max(1, s.parallel.ep);
    const double experts = double(e.experts);
    // Router: a replicated GEMM on the rank's (sequence-parallel) tokens, softmax and top-k.
    addLinear(out, "router", spTokens, h, experts, 4.0);
    addElementwise(out, "router softmax top-k", spTokens * experts, 12.0, 12.0);
    // Uniform routing: each GPU's local experts see top_k x tokens x etp / tp token rows in
    // total (work is conserved across the ep x etp grid), spread over experts / ep experts.
    const double rows = double(e.topK) * tokens * etp / t;
    const double localExperts = std::max(1.0, experts / ep);
    const double perExpert = rows / localExperts;
    const double width = double(e.expertFfnHidden) / etp;
    const double up = m.activation == Activation::Swiglu ? 2.0 : 1.0;
    addMemory(out, "permute", KernelPass::Forward, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    addGroupedLinear(out, "expert fc1", localExperts, perExpert, h, up * width, mainGradBytes(s));
    addActivation(out, m, rows * width);
    addGroupedLinear(out, "expert fc2", localExperts, perExpert, width, h, mainGradBytes(s));
    addMemory(out, "unpermute", KernelPass::Forward, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    addMemory(out, "permute backward", KernelPass::InputGrad, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    addMemory(out, "unpermute backward", KernelPass::InputGrad, 2.0 * kHalf * rows * h, MemoryClass::Permute);
    if (e.sharedExperts > 0) {
        const double f = double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
                         e.sharedExperts;
        addDenseMlp(out, s, tokens, f);
    }
}

} // namespace

void layerKernels(const Scenario& s, const ActivationContext& ctx, bool moeLayer, KernelList& out)
{
    const ModelSpec& m = s.model;
    const double t = std::max(1, s.parallel.tp);
    const double tokens = ctx.seqLocal * ctx.microBatch; // on this rank (CP splits s)
    const double spTokens = ctx.sequenceParallel ? tokens / t : tokens;
    const double h = double(m.hidden);
    const double a = m.heads;
    const double replicated = spTokens * h; // the region sequence parallelism splits
    const double grad = mainGradBytes(s);

    // Pre-attention norm; the norms read 2 B and write 2 B forward, read 4 and write 2 backward.
    addElementwise(out, "input norm", replicated, 4.0, 6.0);

    double qkDim, vDim;
    if (m.mla) {
        const MlaSpec& x = *m.mla;
        qkDim = double(x.qkNopeHeadDim + x.qkRopeHeadDim);
        vDim = double(x.vHeadDim);
        // Down projections are duplicated on every TP rank and run on its SP share of tokens.
        if (x.qLoraRank > 0) {
            addLinear(out, "q down", spTokens, h, double(x.qLoraRank), grad);
            addElementwise(out, "q norm", tokens * double(x.qLoraRank), 4.0, 6.0);
            addLinear(out, "q up", tokens, double(x.qLoraRank), a * qkDim / t, grad);
        } else {
            addLinear(out, "q", tokens, h, a * qkDim / t, grad);
        }
        addLinear(out, "kv down", spTokens, h, double(x.kvLoraRank + x.qkRopeHeadDim), grad);
        addElementwise(out, "kv norm", tokens * double(x.kvLoraRank), 4.0, 6.0);
        addLinear(out, "kv up", tokens, double(x.kvLoraRank), a * double(x.qkNopeHeadDim + x.vHeadDim) / t, grad);
        if (m.positionEmbedding == PositionEmbedding::Rope)
            addElementwise(out, "rotary", tokens * (a / t + 1.0) * double(x.qkRopeHeadDim), 4.0, 4.0);
    } else {
        const double d = double(m.effectiveHeadDim());
        qkDim = vDim = d;
        const double qkvWidth = (a + 2.0 * m.kvHeads) * d / t;
        addLinear(out, "qkv", tokens, h, qkvWidth, grad);
        if (m.qkNorm)
            addElementwise(out, "qk norm", tokens * (a + m.kvHeads) * d / t, 4.0, 6.0);
        if (m.positionEmbedding == PositionEmbedding::Rope)
            addElementwise(out, "rotary", tokens * (a + m.kvHeads) * d / t, 4.0, 4.0);
    }
    addCoreAttention(out, ctx, tokens, a / t, qkDim, vDim);
    addLinear(out, "attention out", tokens, a * vDim / t, h, grad);
    // Bias-dropout-add after attention and after the MLP: reads x and the residual (2 + 2 B),
    // writes 2 B and a 1-byte mask; backward reads the gradient and mask, writes 2 B.
    addElementwise(out, "bias-dropout-add", replicated, 7.0, 5.0);
    addElementwise(out, "pre-mlp norm", replicated, 4.0, 6.0);
    if (moeLayer)
        addMoeMlp(out, s, tokens, spTokens);
    else
        addDenseMlp(out, s, tokens, double(m.ffnHidden));
    addElementwise(out, "bias-dropout-add", replicated, 7.0, 5.0);
    // Backward sums the gradients of the residual stream and of the branch (2 + 2 read, 2 written).
    addMemory(out, "residual gradient add", KernelPass::InputGrad, 6.0 * replicated);
}

void outputKernels(const Scenario& s, const ActivationContext& ctx, int64_t paddedVocab, KernelList& out)
{
    const double t = std::max(1, s.parallel.tp);
    const double tokens = ctx.seqLocal * ctx.microBatch;
    const double spTokens = ctx.sequenceParallel ? tokens / t : tokens;
    const double h = double(s.model.hidden);
    const double v = double(paddedVocab) / t;
    addElementwise(out, "final norm", spTokens * h, 4.0, 6.0);
    addLinear(out, "output layer", tokens, h, v, mainGradBytes(s));
    // Vocab-parallel cross-entropy in fp32: max and exp-sum over the logits (4 B each), then
    // the softmax gradient written in place (8 B per logit over two kernels).
    const double logits = tokens * v;
    addMemory(out, "cross-entropy max", KernelPass::Forward, 4.0 * logits, MemoryClass::CrossEntropy);
    addMemory(out, "cross-entropy exp-sum", KernelPass::Forward, 4.0 * logits, MemoryClass::CrossEntropy);
    addMemory(out, "cross-entropy softmax", KernelPass::InputGrad, 4.0 * logits, MemoryClass::CrossEntropy);
    addMemory(out, "cross-entropy gradient", KernelPass::InputGrad, 4.0 * logits, MemoryClass::CrossEntropy);
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

void timeKernels(KernelList& kernels, const KernelRates& r)
{
    for (Kernel& k : kernels) {
        const GemmLayout layout = k.pass == KernelPass::Forward     ? GemmLayout::Forward
                                  : k.pass == KernelPass::InputGrad ? GemmLayout::InputGrad
                                                                    : GemmLayout::WeightGrad;
        switch (k.kind) {
        case KernelKind::Gemm: k.seconds = r.gemmSeconds(k.flops, k.bytes, layout); break;
        case KernelKind::GroupedGemm:
            k.seconds = r.groupedGemmSeconds(k.flops, k.bytes, k.tokensPerExpert(), layout);
            break;
        case KernelKind::FlashAttention:
            k.seconds = r.flashAttentionSeconds(k.flops, k.pass != KernelPass::Forward);
            break;
        case KernelKind::BatchedGemm: k.seconds = r.batchedGemmSeconds(k.flops, k.bytes, k.k, layout); break;
        case KernelKind::MemoryBound: k.seconds = r.memorySeconds(k.bytes, k.memory); break;
        }
    }
}

OpTimes passTimes(const KernelList& kernels, Recompute recompute)
{
    OpTimes t;
    double recomputed = 0;
    for (const Kernel& k : kernels) {
        switch (k.pass) {
        case KernelPass::Forward:
            t.forward += k.seconds;
            if (recompute == Recompute::Full || (recompute == Recompute::Selective && k.coreAttention))
                recomputed += k.seconds;
            break;
        case KernelPass::InputGrad: t.backward += k.seconds; break;
        case KernelPass::WeightGrad: t.weight += k.seconds; break;
        }
    }
    t.backward += recomputed;
    return t;
}

KernelRates kernelRates(const ClusterSpec& c, Precision precision)
{
    KernelRates r;
    const GpuSpec& g = c.gpu;
    r.profile = g.kernels;
    const double sixteenBit = g.peakTflopsBf16 * 1e12;
    r.gemmPeakFlops = precision == Precision::Fp8 && g.peakTflopsFp8 > 0 ? g.peakTflopsFp8 * 1e12
                      : precision == Precision::Fp32                     ? sixteenBit / 2 // TF32
                                                                         : sixteenBit;
    r.attentionPeakFlops = precision == Precision::Fp32 ? sixteenBit / 2 : sixteenBit;
    r.hbmBytesPerSecond = g.hbmTBps * 1e12;
    r.hbmEfficiency = g.hbmEfficiency;
    const double reference = g.kernels.gemmForward.maxEfficiency;
    r.computeScale = reference > 0 ? g.matmulEfficiency / reference : 1.0;
    r.launchSeconds = g.kernels.launchLatencyUs * 1e-6;
    r.memoryLatencySeconds = g.kernels.memoryLatencyUs * 1e-6;
    return r;
}

} // namespace shardscope
