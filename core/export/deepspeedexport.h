#pragma once

#include "exportresult.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

namespace shardscope {

/**
 * DeepSpeed 0.19.x: a strict `ds_config.json` (batch identity explicit, gradient clipping
 * explicit, integers as integers) and the command that uses it. With TP, PP or EP the
 * command is Megatron-DeepSpeed's `pretrain_gpt.py` (its own flag names); without, a
 * torchrun line for the user's script that calls `deepspeed.initialize`. Applies DS-1,
 * DS-5 (pipeline engine: ZeRO 0 or 1), DS-13 and MDS-3/5 (no interleaving in its pipeline).
 */
ExportResult exportDeepSpeed(const Scenario& scenario, const Report& report);

} // namespace shardscope
