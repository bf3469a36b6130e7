#pragma once

#include <span>
#include <string_view>

namespace shardscope {

/** A preset file compiled into the core (generated from resources/presets at build time). */
struct BuiltinPresetFile
{
    std::string_view path;
    std::string_view text;
};

std::span<const BuiltinPresetFile> builtinPresetFiles();
/** Scenarios shipped with the program (resources/scenarios), e.g. "default.shardscope.json". */
std::span<const BuiltinPresetFile> builtinScenarioFiles();
/** Text of the default scenario the GUI opens and the README uses. */
std::string_view defaultScenarioText();
/**
 * Published runs as scenarios (resources/scenarios/examples): each holds the plan its source
 * describes and, under "measured", what the source measured. In file-name order.
 */
std::span<const BuiltinPresetFile> exampleScenarioFiles();

} // namespace shardscope
