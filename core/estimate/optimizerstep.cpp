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
 * copy the 16-bit model gradient into the fp32 main gradient (read 2, write 4), fp16 only:
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
};

constexpr OptimizerPass kOptimizerPasses[] = {
    {6.0, true, false}, // gradient copy to fp32 main grads
    {8.0, false, true}, // unscale (fp16 loss scaling)
    {4.0, false, false}, // gradient norm
    {8.0, false, false}, // clip
    {0.0, false, false}, // update: bytes set by the optimizer
    {6.0, true, false}, // parameter copy to 16-bit weights
};

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
    if (s.training.offloadOptimizer) {
        const double perParam = updateBytes + (fp32 ? 0.0 : 2.0);
        const double moved = updated * (fp32 ? 8.0 : 4.0); // gradients down, weights up
        return updated * perParam / kHostBytesPerSecond + moved / hostLinkBytesPerSecond(s.cluster.gpu);
    }
    double seconds = 0;
    for (const OptimizerPass& pass : kOptimizerPasses) {
        if ((pass.sixteenBitOnly && fp32) || (pass.fp16Only && !fp16))
            continue;
        const double bytes = pass.bytesPerParam > 0 ? pass.bytesPerParam : updateBytes;
        seconds += cm.kernelRates.memorySeconds(updated * bytes, MemoryClass::Hbm);
    }
    // Transformer Engine casts the weights once per step (the first micro-batch) into the
    // recipe's format, both layouts, for every layer weight this GPU holds.
    const PrecisionTraits& recipe = precisionTraits(s.training.precision);
    if (recipe.quantized() && !s.training.runsPyTorchOps()) {
        const double amax = recipe.scaling == ScalingKind::Current ? 2.0 : 0.0;
        seconds += cm.kernelRates.memorySeconds(held.layers * (2.0 + 2.0 * recipe.copyBytes() + amax), MemoryClass::Hbm);
    }
    return seconds;
}

} // namespace shardscope
