#pragma once

#include "core/model/trainingspec.h"

#include <algorithm>

namespace shardscope {

/**
 * Bytes per parameter of weights, gradients and optimizer state for a training recipe
 * (ZeRO paper §3.1; Megatron-LM docs/user-guide/features/dist_optimizer.md):
 * 16-bit weights 2 B (fp32: 4 B), main gradients 4 B in fp32 or 2 B in bf16, Adam 12 B
 * (fp32 master copy 4 + m 4 + v 4; no master copy when the weights are already fp32; BF16
 * moments 2 + 2, Megatron's precision-aware optimizer). FP8 / FP4 recipes keep 16-bit
 * weights: their quantized copies are buffers (StageMemoryModel).
 */
struct StateBytes
{
    double weights = 2;
    double gradients = 4;
    double optimizer = 12;

    double total() const { return weights + gradients + optimizer; }
};

StateBytes stateBytesPerParam(Precision precision, GradPrecision mainGrads, Optimizer optimizer,
                              MomentPrecision moments = MomentPrecision::Fp32);

/** Model-state bytes on one GPU, and what an optimizer offload moves to host memory. */
struct ModelStateMemory
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double hostBytes = 0;

    double total() const { return weights + gradients + optimizer; }
    ModelStateMemory& operator+=(const ModelStateMemory& other)
    {
        weights += other.weights;
        gradients += other.gradients;
        optimizer += other.optimizer;
        hostBytes += other.hostBytes;
        return *this;
    }
};

/**
 * ZeRO sharding of `params` parameters over a group of `shardGroup` GPUs (ZeRO §5, Table 1):
 * stage 1 shards the optimizer, stage 2 also the gradients, stage 3 also the weights.
 * With `offloadOptimizer` the optimizer state lives in host memory; from stage 2 on the
 * gradient partition does too (DeepSpeed ZeRO-Offload), below that the gradient buffer
 * stays on the GPU (Megatron's optimizer CPU offload).
 */
inline ModelStateMemory shardModelStates(double params, double shardGroup, int zeroStage,
                                         const StateBytes& bytes, bool offloadOptimizer = false)
{
    const double n = std::max(shardGroup, 1.0);
    ModelStateMemory m;
    m.weights = params * bytes.weights / (zeroStage >= 3 ? n : 1.0);
    m.gradients = params * bytes.gradients / (zeroStage >= 2 ? n : 1.0);
    m.optimizer = params * bytes.optimizer / (zeroStage >= 1 ? n : 1.0);
    if (offloadOptimizer) {
        m.hostBytes += m.optimizer;
        m.optimizer = 0;
        if (zeroStage >= 2) {
            m.hostBytes += m.gradients;
            m.gradients = 0;
        }
    }
    return m;
}

} // namespace shardscope
