#pragma once

#include "exportresult.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

namespace shardscope {

/**
 * A torchtitan 0.2.2 TOML job file (the last release with TOML job files) and its torchrun
 * launch. torchtitan builds models from registered flavours, so the model must be one of
 * them with the same shape (llama3 8B/70B/405B, deepseek_v3 16B/236B/671B). DP becomes an
 * FSDP shard degree whenever TP, PP or CP is used (TT-5); TT-2..12 are checked.
 */
ExportResult exportTorchtitan(const Scenario& scenario, const Report& report);

/** Whether a registered torchtitan flavour has this model's shape (else the export refuses). */
bool hasTorchtitanFlavour(const ModelSpec& model);

} // namespace shardscope
