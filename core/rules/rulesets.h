#pragma once

// The rule families checkRules() runs, one file each. Internal to core/rules.

#include "core/estimate/report.h"
#include "core/model/scenario.h"
#include "planprobe.h"

namespace shardscope::rules {

class Sink;

/** Can it run: GPU counts, batch arithmetic, divisibility launchers check, switches. */
void checkLayoutRules(const Scenario& scenario, const Report& report, const PlanProbe& probe, Sink& out);
/** Which recompute and activation-offload settings a model and a recipe can take (Megatron-Core's checks). */
void checkRecomputeRules(const Scenario& scenario, Sink& out);
/** Will it run well: memory, communication share, bubble, placement on the topology. */
void checkPerformanceRules(const Scenario& scenario, const Report& report, const PlanProbe& probe, Sink& out);

} // namespace shardscope::rules
