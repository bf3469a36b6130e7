// Megatron-LM's pretrain_gpt.py arguments (and Megatron-DeepSpeed's) read back into a scenario.
#pragma once

#include "importbuilder.h"
#include "launchfile.h"

#include <string>
#include <vector>

namespace shardscope {

/** Which Megatron reads the arguments: Megatron-LM (megatron-core) or Megatron-DeepSpeed, whose flags differ. */
enum class MegatronDialect
{
    MegatronLm,
    MegatronDeepSpeed
};

/**
 * Maps `pretrain_gpt.py`'s arguments onto the scenario: the parallel degrees and their
 * options, the batch, the precision recipe and optimizer, recompute and offload, the model's
 * shape (dense, MoE, MLA, local attention) and the MoE routing. Flags the files leave out take
 * Megatron's own default (megatron/training/arguments.py, core_v0.15.0), said so in the
 * report; every other flag is listed as ignored with why. A flag given twice keeps the last
 * (argparse), the first is listed as overridden.
 */
void importMegatronArguments(const std::vector<ScriptWord>& arguments, const std::string& file, MegatronDialect dialect,
                             ImportBuilder& builder);

/** Whether the arguments are Megatron-DeepSpeed's (they hold --deepspeed or --deepspeed_config). */
MegatronDialect megatronDialectOf(const std::vector<ScriptWord>& arguments);

} // namespace shardscope
