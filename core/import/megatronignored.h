// Why a Megatron-LM flag ShardScope does not map is safe to leave out of the scenario.
#pragma once

#include <string>
#include <string_view>

namespace shardscope {

/**
 * The reason a `pretrain_gpt.py` flag that no scenario field takes is listed as ignored:
 * hyper-parameters, data and tokenizer, checkpointing and logging, launcher plumbing, kernel
 * switches ShardScope times the same either way. A flag it does not know gets a reason that
 * says so, never silence.
 */
std::string megatronIgnoredReason(std::string_view flag);

} // namespace shardscope
