#pragma once

#include "trainingspec.h"

#include <cstdint>

namespace shardscope {

/**
 * Whether torchtitan gathers the layers' weights in float8 (training.fp8_param_gather on
 * PyTorch's own ops): torchao's float8 all-gather runs with the tensorwise recipe only, and
 * torchtitan applies enable_fsdp_float8_all_gather only when FSDP shards the weights over
 * more than one rank (`fsdpShards`: dp_shard). The one definition the rules, the torchtitan
 * export and the launcher-support table share.
 */
inline bool torchtitanGathersFloat8(const TrainingSpec& training, int64_t fsdpShards)
{
    return training.fp8ParamGather && training.precision == Precision::Fp8Current && fsdpShards > 1;
}

} // namespace shardscope
