#pragma once

#include "exportresult.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

namespace shardscope {

/**
 * Hugging Face accelerate 1.x: the `accelerate launch --config_file` YAML and a per-node
 * launch line. Pipeline parallelism is only reachable through its Megatron-LM plugin;
 * without PP, DDP (MULTI_GPU) when nothing is sharded, FSDP2 with a ParallelismConfig for
 * TP/CP/sharded DP, and the DeepSpeed plugin when the optimizer is offloaded (AC-1..7).
 */
ExportResult exportAccelerate(const Scenario& scenario, const Report& report);

/** The Hugging Face decoder-layer class of a preset model (for FSDP auto-wrap), or "". */
std::string huggingFaceLayerClass(const ModelSpec& model);

} // namespace shardscope
