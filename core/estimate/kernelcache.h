#pragma once

#include "kernels.h"

#include <memory>

namespace shardscope {

/** Every kernel of one scenario shape, timed, with their per-pass sums. */
struct TimedKernels
{
    KernelList dense, moe, output, embedding;
    OpTimes denseCompute, moeCompute, outputCompute, embeddingCompute;
};

/**
 * The timed kernels of a scenario's shape. Kernel times depend only on the model, the GPU,
 * the precision and gradient type, recompute, flash attention and the per-rank shape
 * (micro-batch, s/cp, TP, SP, EP, ETP, padded vocabulary), not on DP, PP or the schedule, so
 * the search's candidates share them: a small per-thread cache keyed by exactly those
 * inputs builds each shape once.
 */
std::shared_ptr<const TimedKernels> timedKernels(const Scenario& scenario, const ActivationContext& ctx,
                                                 int64_t paddedVocab);

} // namespace shardscope
