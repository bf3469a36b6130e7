// The adaptation a launcher whose context parallelism is PyTorch's ring (torchtitan,
// accelerate) reports when the plan names Megatron-LM's all-gather or all-to-all exchange.
// One definition for every such exporter.
#pragma once

#include "exportresult.h"

#include "core/model/scenario.h"

#include <string>

namespace shardscope {

/** With CP > 1 and parallel.cp_comm_type not p2p, records `rule` with the change to p2p. */
void adaptCpCommTypeToRing(const Scenario& s, const std::string& rule, ExportResult& result);

} // namespace shardscope
