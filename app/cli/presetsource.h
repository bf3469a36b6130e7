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

/** A cluster preset named by --cluster: an id in the library, or a preset file added to it first. */
const Preset& clusterPresetOrFile(PresetLibrary& presets, const std::string& cluster);

} // namespace shardscope::cli
