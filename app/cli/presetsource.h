#pragma once

#include "core/io/presetlibrary.h"

#include <string>
#include <vector>

namespace shardscope::cli {

/**
 * The preset library the CLI works with: the built-in presets plus every directory given
 * with --presets or listed in SHARDSCOPE_PRESETS_PATH (colon-separated).
 */
PresetLibrary loadPresets(const std::vector<std::string>& extraDirectories);

} // namespace shardscope::cli
