// The adaptation a launcher reports when the plan's ZeRO-3 names another implementation than
// the one the launcher runs (DeepSpeed's stage 3 against FSDP2 or Megatron-FSDP): the export
// runs the launcher's own, and its estimate hides as much of the per-layer traffic as that
// one does. One definition for every exporter.
#pragma once

#include "exportresult.h"

#include "core/model/scenario.h"

#include <string>

namespace shardscope {

/**
 * At ZeRO stage 3 (and no earlier adaptation of the stage), records `rule` when
 * the plan's parallel.zero3_engine is not `runs`, with the change to it.
 */
void adaptZero3Engine(const Scenario& s, Zero3Engine runs, const std::string& rule, ExportResult& result);

} // namespace shardscope
