// The time of the optimizer step on one GPU: memory passes over its shard, or host and PCIe
// with optimizer offload.
#pragma once

#include "costmodel.h"
#include "stageparams.h"
#include "core/model/scenario.h"

namespace shardscope {

/**
 * The optimizer step on one GPU as memory passes over its local shard (gradient copy, fp16
 * unscale, norm, clip, Adam/SGD update, parameter copy), each pass one kernel launch; or,
 * with offload, host memory and PCIe.
 */
double optimizerSeconds(const Scenario& scenario, const CostModel& cm, const HeldParams& held);

} // namespace shardscope
