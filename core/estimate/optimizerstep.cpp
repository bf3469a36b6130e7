// optimizerSeconds(): the optimizer's passes (gradient copy, unscale, norm, clip, update,
// parameter copy) as HBM traffic, or offload's host memory rate and the host link.

#include "optimizerstep.h"

#include "hostlink.h"

#include "core/model/precision.h"

#include <algorithm>

namespace shardscope {

namespace {

/** Assumption for optimizer offload (no published figure): the host's memory rate for the update. */
constexpr double kHostBytesPerSecond = 100e9;

/**
 * Bytes per locally updated parameter of each optimizer pass (Megatron's distributed
 * optimizer with multi-tensor kernels; fp32 master weights and moments):
 * copy the 16-bit gradient into an fp32 one (read 2, write 4) when gradients are kept in 16
 * bits (`main_grads: bf16`; with fp32 main grads the optimizer is handed the fp32 buffer
 * itself: Megatron-LM's `shard_model_grad.float()` returns the same tensor, and FSDP2's fp32
 * reduce leaves the sharded gradient in fp32), fp16 only:
 * unscale and check for inf/nan (read 4, write 4), the gradient L2 norm (read 4), clipping
 * (read 4, write 4), the update (Adam: read master, grad, m, v = 16, write master, m, v = 12;
 * SGD with momentum: read 12, write 8) and the copy back to 16-bit weights (read 4, write 2).
 * fp32 training keeps no separate main copy: no gradient copy, no parameter copy.
 */
struct OptimizerPass
{
    double bytesPerParam;
    bool sixteenBitOnly;
    bool fp16Only;
    bool sixteenBitGradientsOnly;
};

constexpr OptimizerPass kOptimizerPasses[] = {
    {6.0, true, false, true},   // gradient copy from 16-bit gradients to fp32
    {8.0, false, true, false},  // unscale (fp16 loss scaling)
    {4.0, false, false, false}, // gradient norm
    {8.0, false, false, false}, // clip
    {0.0, false, false, false}, // update: bytes set by the optimizer
    {6.0, true, false, false},  // parameter copy to 16-bit weights
};

/**
 * Megatron-LM's data-parallel gradient buffer (megatron/core/distributed, DDP with the
 * fused path's main gradients) is touched whole, not only the local shard, three times a
 * step: zeroed before the first micro-batch (ParamAndGradBuffer.reset), read for the NaN/Inf
 * check (start_grad_sync -> check_grads, on by --check-for-nan-in-loss-and-grad's default),
 * and, with more than one data-parallel rank, scaled by 1 / (DP x CP) before the reduction
 * (bucket.grad_data *= gradient_scaling_factor; Megatron's default average_in_collective
 * False). Seconds of those passes over every gradient this GPU holds, dense and expert.
 */
double gradientBufferSeconds(const Scenario& s, const CostModel& cm, double bufferParams)
{
    if (s.training.runsPyTorchOps() || s.training.precision == Precision::Fp32)
        return 0; // PyTorch's optimizers set gradients to None; fp32 training keeps no buffer
    const double bytes = bufferParams * (s.training.mainGrads == GradPrecision::Bf16 ? 2.0 : 4.0);
    double seconds = cm.kernelRates.memorySeconds(bytes, MemoryClass::Hbm); // zero
    seconds += cm.kernelRates.memorySeconds(bytes, MemoryClass::Hbm);      // NaN/Inf check
    if (s.parallel.denseShardGroup() > 1)
        seconds += cm.kernelRates.memorySeconds(2.0 * bytes, MemoryClass::Hbm); // scale
    return seconds;
}

} // namespace

/** Seconds of the optimizer step on one GPU: one pass per kernel over the local shard. */
double optimizerSeconds(const Scenario& s, const CostModel& cm, const HeldParams& held)
{
    const int zero = s.parallel.zeroStage;
    const double denseShard = zero >= 1 ? std::max<double>(1, double(s.parallel.denseShardGroup())) : 1.0;
    const double expertShard = zero >= 1 ? std::max<double>(1, double(s.parallel.expertDataParallel())) : 1.0;
    const double updated = held.dense / denseShard + held.expert / expertShard;
    const bool fp32 = s.training.precision == Precision::Fp32;
    const bool fp16 = s.training.precision == Precision::Fp16;
    const bool adam = s.training.optimizer == Optimizer::Adam;
    // Adam reads master, gradient, m, v and writes master, m, v; BF16 moments are 2 B each.
    const double moment = s.training.optimizerMoments == MomentPrecision::Bf16 && !fp32 ? 2.0 : 4.0;
    const double updateBytes = adam ? 12.0 + 4.0 * moment : 12.0 + 2.0 * moment;
    // ZeRO-2 and -3 keep only the shard's gradients between micro-batches; below, the whole
    // buffer of the parameters this GPU holds.
    const double buffer = zero >= 2 ? updated : held.total();
    if (s.training.offloadOptimizer) {
        const double perParam = updateBytes + (fp32 ? 0.0 : 2.0);
        const double moved = updated * (fp32 ? 8.0 : 4.0); // gradients down, weights up
        return gradientBufferSeconds(s, cm, buffer) + updated * perParam / kHostBytesPerSecond +
               moved / hostLinkBytesPerSecond(s.cluster.gpu);
    }
    double seconds = gradientBufferSeconds(s, cm, buffer);
    const bool sixteenBitGradients = s.training.mainGrads == GradPrecision::Bf16;
    for (const OptimizerPass& pass : kOptimizerPasses) {
        if ((pass.sixteenBitOnly && fp32) || (pass.fp16Only && !fp16) ||
            (pass.sixteenBitGradientsOnly && !sixteenBitGradients))
            continue;
        const double bytes = pass.bytesPerParam > 0 ? pass.bytesPerParam : updateBytes;
        seconds += cm.kernelRates.memorySeconds(updated * bytes, MemoryClass::Hbm);
    }
    // Transformer Engine casts the weights once per step (the first micro-batch) into the
    // recipe's format, both layouts, for every layer weight this GPU holds. With FP8
    // parameter gather the optimizer writes the FP8 weight from the fp32 master shard in place
    // of the 16-bit one (the pass above, charged at 16 bits) and the second layout is made
    // from it after the gather: read the copy, write the copy.
    const PrecisionTraits& recipe = precisionTraits(s.training.precision);
    if (keepsQuantizedLayerWeights(s.training)) {
        seconds += cm.kernelRates.memorySeconds(held.layers * 2.0 * recipe.copyBytes(), MemoryClass::Hbm);
    } else if (recipe.quantized() && !s.training.runsPyTorchOps()) {
        const double amax = recipe.scaling == ScalingKind::Current ? 2.0 : 0.0;
        seconds += cm.kernelRates.memorySeconds(held.layers * (2.0 + 2.0 * recipe.copyBytes() + amax), MemoryClass::Hbm);
    }
    return seconds;
}

} // namespace shardscope
