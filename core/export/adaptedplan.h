#pragma once

// The plan a launcher runs once its exporter has adapted the configuration (DeepSpeed
// dropping interleaving, ZeRO-1 written as FSDP, ...), so the export can estimate it
// beside the plan the user made instead of showing the user's figures for both.

#include "exportresult.h"

#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace shardscope {

struct AdaptedPlan
{
    Scenario scenario;   ///< the plan with every adaptation's changes applied
    bool changed = false; ///< some adaptation changes a field the estimate reads
    /// The adaptations that change the plan in a way the estimate cannot express (their
    /// English text): the adapted figures leave them out, and say so.
    std::vector<std::string> notEstimated;
};

/** The plan `result`'s launcher runs for `planned` (ExportAdaptation::changes, in order). */
AdaptedPlan adaptedPlan(const Scenario& planned, const ExportResult& result);

} // namespace shardscope
