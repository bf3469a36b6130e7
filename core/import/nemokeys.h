// The NeMo 1.x and Megatron-Bridge settings the readers know and do not map, with why.
#pragma once

#include "yamlsettings.h"

#include <span>

namespace shardscope {

/** megatron_gpt_config.yaml's keys and sections that change neither memory nor step time. */
std::span<const KnownSetting> nemo1KnownSettings();
/** Megatron-Bridge ConfigContainer fields and sections that change neither memory nor step time. */
std::span<const KnownSetting> bridgeKnownSettings();

} // namespace shardscope
