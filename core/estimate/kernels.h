#pragma once

#include "activations.h"
#include "compute.h"
#include "core/hardware/kerneltimes.h"
#include "core/model/scenario.h"

#include <array>
#include <stdexcept>
#include <cstdint>

namespace shardscope {

/** What a kernel computes with, which decides the curve that times it. */
enum class KernelKind : uint8_t
{
    Gemm,           ///< m x k by k x n
    GroupedGemm,    ///< one call over the local experts, `groups` GEMMs of m x k by k x n
    FlashAttention, ///< fused attention; `flops` causal
    BatchedGemm,    ///< unfused attention's QKᵀ / ·V; `k` = head dim decides the small-k penalty
    MemoryBound     ///< `bytes` read + written
};

/** The pipeline operation a kernel belongs to: forward (F), input gradient (B), weight gradient (W). */
enum class KernelPass : uint8_t
{
    Forward,
    InputGrad,
    WeightGrad
};

/**
 * One kernel launch of one micro-batch on one GPU, with its shape after TP/SP/CP/EP/ETP
 * sharding. GEMM FLOPs are 2·groups·m·n·k; bytes are what the kernel reads and writes.
 */
struct Kernel
{
    const char* name;
    KernelKind kind;
    KernelPass pass;
    MemoryClass memory;
    bool reRunBySelective; ///< re-run by selective recompute (which kernels: the scenario's policy)
    uint8_t modules;       ///< bit m set: part of RecomputeModule m (recomputeModuleBit())
    bool quantizable;      ///< a transformer linear layer's GEMM, which FP8 / FP4 recipes quantize
    bool quantized;        ///< runs at the recipe's quantized peak (set by the recipe)
    bool followsNorm;      ///< its input is a norm's output (Transformer Engine's LayerNormLinear)
    double m, n, k;
    double groups;      ///< local experts of a grouped GEMM (1 otherwise)
    double flops;
    double bytes;
    double launches;    ///< memory-bound only: equal launches this entry stands for (0: one)
    double seconds;     ///< filled by timeKernels()

    /// Tokens routed to one local expert (the grouped GEMM's size variable).
    double tokensPerExpert() const { return m; }
};

/** A kernel's Kernel::modules bit for a Megatron-Core recompute module. */
constexpr uint8_t recomputeModuleBit(RecomputeModule m) { return uint8_t(1u << unsigned(m)); }

/** The Kernel::modules bits of the modules a scenario's selective recompute re-runs. */
uint8_t recomputeModuleBits(const RecomputeModules& modules);

/** A kernel with every field zero but its name, kind and pass. */
inline Kernel makeKernel(const char* name, KernelKind kind, KernelPass pass)
{
    Kernel k{};
    k.name = name;
    k.kind = kind;
    k.pass = pass;
    k.memory = MemoryClass::Hbm;
    k.groups = 1;
    return k;
}

/**
 * A fixed-capacity kernel list, built per cost model without allocating or clearing: only
 * the first `count` entries are ever read. The largest lists: an MoE layer with MLA, shared
 * experts and unfused attention has 63 kernels fused; a dense GQA layer in PyTorch eager
 * (training.kernel_fusion "eager", one kernel per tensor op) 86, an MoE layer with shared
 * experts about 110; an FP8 / FP4 recipe adds up to six quantize kernels per linear layer.
 */
struct KernelList
{
    static constexpr int kCapacity = 256;
    std::array<Kernel, kCapacity> items; // left uninitialised on purpose: see above
    int count = 0;

    void add(const Kernel& k)
    {
        if (count >= kCapacity)
            throw std::logic_error("KernelList: more kernels than a layer can launch");
        items[size_t(count++)] = k;
    }
    const Kernel* begin() const { return items.data(); }
    const Kernel* end() const { return items.data() + count; }
    Kernel* begin() { return items.data(); }
    Kernel* end() { return items.data() + count; }
};

/**
 * The kernels Megatron-LM with Transformer Engine launches for one transformer layer (dense,
 * or MoE with router, permutation, grouped experts and shared experts; GQA or MLA attention)
 * for one micro-batch: forward, input gradient and weight gradient. With
 * `training.kernel_fusion` "compiled" or "eager" the memory-bound ops are those torchtitan's
 * Llama runs (torch.compile per block, or one PyTorch kernel per tensor op), and
 * `training.selective_recompute` decides which forward kernels selective recompute re-runs.
 * `localLayer`: the layer has the model's local attention (a window or chunk), which a fused
 * attention kernel runs over fewer keys; the unfused path masks a full score matrix.
 */
void layerKernels(const Scenario& scenario, const ActivationContext& ctx, bool moeLayer, KernelList& out,
                  bool localLayer = false);

/** The last stage's final norm, output GEMMs and vocab-parallel cross-entropy. */
void outputKernels(const Scenario& scenario, const ActivationContext& ctx, int64_t paddedVocab,
                   KernelList& out);

/** The first stage's embedding lookup and its gradient. */
void embeddingKernels(const Scenario& scenario, const ActivationContext& ctx, KernelList& out);

/**
 * What a multi-token-prediction module adds to its transformer layer and output head: the
 * RMSNorms of the previous depth's hidden state and of the next token's embedding, and the
 * projection M of their concatenation (2h -> h, column-parallel over TP), DeepSeek-V3 report
 * §2.2 (Megatron-Core's MultiTokenPredictionLayer: enorm, hnorm, eh_proj).
 */
void mtpProjectionKernels(const Scenario& scenario, const ActivationContext& ctx, KernelList& out);

// Timing a kernel list (timeKernels, passTimes, kernelRates): core/estimate/kerneltiming.cpp.
/** Fills each kernel's `seconds`: max(compute, memory) + launch latency. */
void timeKernels(KernelList& kernels, const KernelRates& rates);

/**
 * The F/B/W durations of a timed kernel list. Full recompute adds every forward kernel to B;
 * selective adds the forward kernels marked `reRunBySelective`.
 */
OpTimes passTimes(const KernelList& kernels, Recompute recompute);

/** KernelRates of a cluster's GPU for a training precision and flash-attention kernel. */
KernelRates kernelRates(const ClusterSpec& cluster, Precision precision,
                        AttentionKernel attention = AttentionKernel::Fused);

} // namespace shardscope
