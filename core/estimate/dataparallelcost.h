// The data-parallel traffic of one stage (gradients, parameters, ZeRO's per-micro-batch
// collectives) and the part of it that Megatron's overlap leaves exposed.
#pragma once

#include "communication.h"
#include "compute.h"
#include "costmodel.h"
#include "stageparams.h"
#include "core/model/scenario.h"

#include <cstdint>

namespace shardscope {

/** Data-parallel traffic of one stage's parameters and what the schedule leaves exposed. */
struct DataParallelCost
{
    double seconds = 0;
    double exposed = 0;
    double bytes = 0;
    double nicBytes = 0; ///< bytes one NIC carries per step
    GradientTraffic dense, expert;
};

/**
 * Megatron's overlap: gradient buckets reduce during the last micro-batch's backward (the
 * last bucket cannot hide), the parameter all-gather hides behind the next step's first
 * forward, and ZeRO-2/3's per-micro-batch traffic behind each micro-batch's compute.
 */
DataParallelCost dataParallelCost(const Scenario& scenario, const CostModel& cm,
                                  const HeldParams& held, const OpTimes& perMicrobatch,
                                  int64_t microbatches);

/**
 * The two halves of dataParallelCost(), for the search's fast path: the traffic depends on
 * the ZeRO stage but not on the overlap switches or the compute, so it is computed once per
 * stage and exposed under each switch.
 */
DataParallelCost dataParallelTraffic(const Scenario& scenario, const CostModel& cm, const HeldParams& held,
                                     int64_t microbatches);
void exposeDataParallel(DataParallelCost& traffic, const Scenario& scenario, const CostModel& cm,
                        const HeldParams& held, const OpTimes& perMicrobatch, int64_t microbatches);

} // namespace shardscope
