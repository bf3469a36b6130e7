#pragma once

#include "kernelprofile.h"

namespace shardscope {

/** Which matrix layout of a GEMM runs: Transformer Engine's TN / NN / NT for fprop / dgrad / wgrad. */
enum class GemmLayout
{
    Forward,
    InputGrad,
    WeightGrad
};

/** Which share of the HBM bandwidth a memory-bound kernel reaches. */
enum class MemoryClass
{
    Hbm,          ///< norms, activations, dropout, residual adds, rotary, softmax, optimizer
    CrossEntropy, ///< the loss over the logits
    Permute       ///< MoE token permute / unpermute
};

/**
 * The rates of one GPU for one training precision and its kernel profile. Every kernel costs
 * max(compute time, memory time) + the launch latency; compute time = FLOPs / (peak x e(size)),
 * memory time = bytes / (HBM bandwidth x efficiency).
 */
struct KernelRates
{
    KernelProfile profile;
    double gemmPeakFlops = 0;      ///< dense 16-bit peak (fp32 recipes: TF32) of unquantized GEMMs
    /// Peak of the recipe's quantized GEMMs (FP8 / FP4) times the GPU's FP8-to-BF16 efficiency
    /// ratio; equal to gemmPeakFlops for 16-bit recipes.
    double quantizedPeakFlops = 0;
    double attentionPeakFlops = 0; ///< attention runs in 16 bit (fp32: TF32) even for fp8 GEMMs
    double hbmBytesPerSecond = 0;  ///< HBM bandwidth as specified
    double hbmEfficiency = 0.9;
    double computeScale = 1; ///< matmul_efficiency / kernels.gemm_forward.max_efficiency
    double launchSeconds = 0; ///< per GEMM / attention kernel
    double memoryLatencySeconds = 0; ///< per memory-bound kernel
    bool flashAttention2 = false; ///< time flash attention on the FlashAttention-2 curves

    double gemmSeconds(double flops, double bytes, GemmLayout layout, bool quantized = false) const;
    double groupedGemmSeconds(double flops, double bytes, double tokensPerExpert, GemmLayout layout,
                              bool quantized = false) const;
    /// Flash attention on causal FLOPs (the masked half not counted).
    double flashAttentionSeconds(double causalFlops, bool backward) const;
    /// Unfused attention's batched GEMMs: GEMM curve x d / (d + d_half), d = head dim.
    double batchedGemmSeconds(double flops, double bytes, double headDim, GemmLayout layout) const;
    double memorySeconds(double bytes, MemoryClass kind) const;

private:
    const EfficiencyCurve& gemmCurve(GemmLayout layout) const;
    double finish(double computeSeconds, double bytes, double efficiency, double latency) const;
};

} // namespace shardscope
