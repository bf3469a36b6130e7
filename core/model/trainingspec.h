#pragma once

#include <cstdint>

namespace shardscope {

/**
 * The training precision recipe: what the transformer's linear layers compute in and how
 * they scale it (core/model/precision.h holds what each recipe runs at and keeps).
 */
enum class Precision
{
    Bf16,
    Fp16,
    Fp32,
    Fp8Delayed,   ///< FP8, one scale per tensor from an amax history (TE DelayedScaling)
    Fp8Current,   ///< FP8, one scale per tensor from this tensor's amax (tensorwise)
    Fp8Blockwise, ///< FP8, 1x128 activation tiles and 128x128 weight blocks (DeepSeek-V3)
    Mxfp8,        ///< OCP MXFP8: one power-of-two scale per 32 values, block-scaled tensor cores
    Nvfp4         ///< NVFP4: E2M1 values, an E4M3 scale per 16 values and one FP32 per tensor
};
enum class GradPrecision
{
    Fp32,
    Bf16
};
/** What the optimizer keeps its two Adam moments in (Megatron's precision-aware optimizer). */
enum class MomentPrecision
{
    Fp32,
    Bf16
};
enum class Optimizer
{
    Adam,
    Sgd
};
enum class Recompute
{
    None,
    Selective,
    Full
};
/**
 * How the launcher runs the memory-bound ops between GEMMs (norms, activation, rotary,
 * residual adds, loss): Megatron-LM / Transformer Engine's fused kernels, torch.compile's
 * generated kernels inside each transformer block (torchtitan --training.compile), or
 * PyTorch eager with one kernel per tensor op (torchtitan's default).
 */
enum class KernelFusion
{
    Fused,
    Compiled,
    Eager
};
/**
 * What selective recompute re-runs in the backward pass: Megatron's core attention
 * (--recompute-granularity selective), or torchtitan's per-op policy
 * (activation_checkpoint.selective_ac_option = "op": keep every other matmul's output and
 * the attention kernel's, recompute everything else).
 */
enum class SelectiveRecompute
{
    CoreAttention,
    EveryOtherMatmul
};
/**
 * Which flash-attention kernel runs the core attention (with `flash_attention` on):
 * Transformer Engine's fused attention (cuDNN on Hopper and Blackwell; Megatron-LM
 * --attention-backend fused or auto, NeMo's default), or Dao's FlashAttention-2 (Megatron-LM
 * --attention-backend flash with flash-attn 2, Megatron-DeepSpeed --use-flash-attn-v2,
 * PyTorch SDPA's flash backend). The two differ by up to 1.6x on Hopper; the GPU profile's
 * `flash_attention_2` curves time the second.
 */
enum class AttentionKernel
{
    Fused,
    FlashAttention2
};

/**
 * Per-GPU memory the model does not explain: the CUDA context and libraries, and the share
 * the caching allocator holds back (fragmentation, reserve).
 */
struct OverheadSpec
{
    double cudaContextGiB = 1.0;
    double allocatorFraction = 0.05;

    bool operator==(const OverheadSpec&) const = default;
};

/** What one training step processes and how it stores numbers. */
struct TrainingSpec
{
    int64_t seqLength = 0;
    int64_t microBatch = 1;
    int64_t globalBatch = 1; ///< sequences per optimizer step
    Precision precision = Precision::Bf16;
    GradPrecision mainGrads = GradPrecision::Fp32;
    MomentPrecision optimizerMoments = MomentPrecision::Fp32;
    Optimizer optimizer = Optimizer::Adam;
    Recompute recompute = Recompute::Selective;
    SelectiveRecompute selectiveRecompute = SelectiveRecompute::CoreAttention;
    KernelFusion kernelFusion = KernelFusion::Fused;
    bool flashAttention = true;
    AttentionKernel attentionKernel = AttentionKernel::Fused;
    bool offloadOptimizer = false;
    OverheadSpec overhead;

    bool operator==(const TrainingSpec&) const = default;
};

} // namespace shardscope
