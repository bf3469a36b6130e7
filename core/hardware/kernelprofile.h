#pragma once

#include "efficiencycurve.h"

namespace shardscope {

/**
 * How fast one GPU runs the kernels of a training step, as data from the cluster preset
 * ("gpu.kernels"). GEMM curves are per layout: forward (TN), input gradient (NN) and weight
 * gradient (NT, accumulating into the main gradient); grouped expert GEMMs per layout in
 * tokens per local expert; flash attention on causal FLOPs, the fused kernel and, where
 * measured, FlashAttention-2. Compute curves set the ratios
 * between layouts: their level is `GpuSpec::matmulEfficiency` (see computeScale()).
 * Memory-bound kernels use the GPU's HBM bandwidth x `GpuSpec::hbmEfficiency`, except cross
 * entropy and MoE permutation, whose measured shares of the bandwidth are stored here.
 */
struct KernelProfile
{
    EfficiencyCurve gemmForward;
    EfficiencyCurve gemmInputGrad;
    EfficiencyCurve gemmWeightGrad;
    EfficiencyCurve groupedForward;
    EfficiencyCurve groupedInputGrad;
    EfficiencyCurve groupedWeightGrad;
    EfficiencyCurve attentionForward;
    EfficiencyCurve attentionBackward;
    /// FlashAttention-2 (training.attention_kernel "flash-attention-2"), where measured on
    /// this GPU; without a measurement (`flashAttention2Measured` false) it is the fused curve.
    EfficiencyCurve flashAttention2Forward;
    EfficiencyCurve flashAttention2Backward;
    bool flashAttention2Measured = false;
    /// Unfused attention's batched GEMMs have k = head dim: e x d / (d + d_half).
    double batchedGemmHalfDim = 0;
    /// Added to each GEMM and attention kernel. The presets' curves are fitted to measured
    /// kernel times, which include their launch, so the presets set 0 (not counted twice).
    double launchLatencyUs = 0;
    /// Added to each memory-bound kernel (and optimizer pass): SimuMax's per-op latency.
    double memoryLatencyUs = 0;
    double crossEntropyEfficiency = 0.9; ///< share of HBM bandwidth the loss kernels reach
    double permuteEfficiency = 0.9;      ///< share of HBM bandwidth MoE (un)permute reaches

    bool operator==(const KernelProfile&) const = default;
};

/**
 * The profile of a GPU with no "kernels" block (a cluster file older than kernel profiles):
 * every compute curve flat at `matmulEfficiency`, no launch latency, memory-bound kernels at
 * `hbmEfficiency`. It keeps such files timing as they did with one efficiency per GPU.
 */
KernelProfile flatKernelProfile(double matmulEfficiency, double hbmEfficiency);

} // namespace shardscope
