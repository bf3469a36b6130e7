#pragma once

#include "model/scenario.h"
#include "paramcount.h"
#include "report.h"

namespace shardscope {

/**
 * Per-GPU memory of every pipeline stage: model states (ZeRO over DP x CP for dense
 * parameters, over expert-DP for routed experts), activations of the micro-batches in
 * flight, buffers, and the framework overhead. Fills `stages`, `capacityBytes`, `peak*`
 * and `fits`; the reference cross-checks are added by estimate().
 */
MemoryReport estimateMemory(const Scenario& scenario, const ModelParams& params,
                            int64_t microbatches);

/** DeepSpeed's default reduce_bucket_size (elements), used for ZeRO-2 gradient buckets. */
inline constexpr double kDeepSpeedReduceBucketElements = 5e8;

} // namespace shardscope
