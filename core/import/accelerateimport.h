// Hugging Face accelerate's launch config (accelerate launch --config_file) read back into a scenario.
#pragma once

#include "deepspeedbatch.h"
#include "importbuilder.h"
#include "launchfile.h"

#include <string>
#include <vector>

namespace shardscope {

/**
 * Whether a text reads as an accelerate config: a YAML (or JSON) mapping with
 * distributed_type, or compute_environment with num_processes / num_machines / mixed_precision.
 * Never throws.
 */
bool looksLikeAccelerateConfig(const std::string& text);

/**
 * Reads an accelerate config (accelerate 1.x, src/accelerate/commands/config/config_args.py),
 * the inverse of exportAccelerate() that also reads the templates of accelerate's
 * examples/config_yaml_templates. distributed_type chooses what the sections mean: NO and
 * MULTI_GPU (DDP), FSDP with fsdp_config (FSDP1 sharding strategies, FSDP2 reshard after
 * forward) and parallelism_config (TP, CP, sharded DP), DEEPSPEED with deepspeed_config (or
 * the deepspeed_config_file it names, read with importDeepSpeedConfig() when that file is
 * among `others`), MEGATRON_LM with megatron_lm_config (TP, PP, sequence parallelism,
 * recompute, distributed optimizer). num_machines gives cluster.nodes and num_processes (the
 * total) cluster.gpus_per_node; DP is set only where parallelism_config states it. A section
 * distributed_type does not use is listed as ignored. Returns the batch terms a DeepSpeed file
 * or plugin states, for checkDeepSpeedBatch() once DP is known (empty otherwise). Throws an
 * InputError naming the file, line and key for YAML it cannot read, values of the wrong type
 * or range, what accelerate itself refuses, and what ShardScope cannot estimate (hybrid
 * sharding, parameter offload, Ulysses sequence parallelism, MS-AMP).
 */
DeepSpeedBatch importAccelerateConfig(const LaunchFile& file, const std::vector<LaunchFile>& others,
                                      ImportBuilder& builder, const ImportContext& context);

} // namespace shardscope
