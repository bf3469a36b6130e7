// One launch script read: its job, its program, and the configs it names.
#pragma once

#include "deepspeedbatch.h"
#include "importbuilder.h"
#include "launchfiles.h"

#include <string>
#include <vector>

namespace shardscope {

/** What reading the launch scripts gave besides fields: the launchers met, the DeepSpeed batches to check. */
struct ScriptReading
{
    std::vector<std::string> launchers; ///< "Megatron-LM", "DeepSpeed", ..., each once, in order
    std::vector<DeepSpeedBatch> batches; ///< checked once DP is known (checkDeepSpeedBatch())

    void addLauncher(const std::string& name);
};

/**
 * Reads the script at `index`: the job's size (nodes, GPUs per node), then the program it
 * runs: Megatron-LM's or Megatron-DeepSpeed's pretrain_gpt.py (with a --yaml-cfg file and a
 * DeepSpeed config), torchtitan.train (with its job file and overrides), NeMo 1.x's
 * megatron_gpt_pretraining.py and Megatron-Bridge entry points (their YAML and Hydra
 * overrides), or the user's own script under accelerate launch or with DeepSpeed arguments.
 * The configs it names are taken from `files`; other entry points are refused by name.
 */
void importLaunchScript(size_t index, LaunchFileSet& files, ImportBuilder& builder, const ImportContext& context,
                        ScriptReading& reading);

/** Reads a config no script took, on its own (throws for a kind that cannot stand alone). */
void importStandaloneConfig(size_t index, LaunchFileSet& files, ImportBuilder& builder, const ImportContext& context,
                            ScriptReading& reading);

} // namespace shardscope
