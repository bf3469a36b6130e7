// The time of one training step: estimateTime() runs the schedule on each rank's work and
// fills the report's pipeline, communication, compute and step. Its parts have their own
// headers, included here for the callers (estimate(), the search's fast path, the tests).
#pragma once

#include "costmodel.h"
#include "dataparallelcost.h"
#include "exposedcomm.h"
#include "kernelcache.h"
#include "optimizerstep.h"
#include "paramcount.h"
#include "pipeline.h"
#include "report.h"
#include "stageparams.h"
#include "stagelayout.h"
#include "stepassembly.h"
#include "core/model/scenario.h"

#include <cstdint>

namespace shardscope {

/**
 * Fills `report.pipeline`, `communication`, `compute` and `step`. With `simulate` the
 * schedule is built and simulated; otherwise the closed form of pipeline.h is used on the
 * busiest rank (what the search ranks by). `report.memory` must be filled already. Without
 * `keepTimeline` a simulated schedule leaves `report.pipeline.timeline` empty (the figures
 * are the same).
 */
void estimateTime(const Scenario& scenario, const ModelParams& params, int64_t microbatches,
                  bool simulate, Report& report, bool keepTimeline = true);

} // namespace shardscope