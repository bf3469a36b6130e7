// Megatron-LM's precision flags: the 16-bit format, Transformer Engine's FP8 / FP4 recipe,
// and the precision-aware optimizer's BF16 moments and main gradients.
#pragma once

#include "megatronarguments.h"

namespace shardscope {

/** Appends the precision flags of `training` to `args.training` (every recipe has a spelling). */
void megatronPrecisionFlags(const TrainingSpec& training, MegatronArguments& args);

} // namespace shardscope
