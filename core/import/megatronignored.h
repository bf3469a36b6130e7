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

/**
 * Why Megatron-Core's interleaving group (`--microbatch-group-size-per-virtual-pipeline-stage`,
 * NeMo's and Megatron-Bridge's `microbatch_group_size_per_vp_stage`) is left out, for every
 * importer that meets it: not modelled, and it moves memory.
 */
inline constexpr const char* kMicrobatchGroupNotModelled =
    "NOT MODELLED: ShardScope runs the interleaved schedule with Megatron's default group of PP micro-batches per "
    "chunk; a larger group N keeps (v - 1) x (N - PP) more chunk forwards in flight on every rank before its first "
    "backward, so the activation memory shown is too low";

} // namespace shardscope
