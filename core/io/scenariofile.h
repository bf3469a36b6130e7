#pragma once

#include "boundedread.h" // readTextFile(), which callers of loadScenarioFile() often need too
#include "core/model/scenario.h"
#include "safewrite.h" // writeTextFileAtomically()

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace shardscope {

class PresetLibrary;

inline constexpr const char* kScenarioFormat = "shardscope.scenario/1";

/**
 * Reading and writing `*.shardscope.json`. Reading is strict: the first problem throws an
 * InputError naming its JSON path. Writing emits the preset reference plus only the fields
 * that differ from it, so files stay short and `read(write(s)) == s`.
 */
Scenario readScenario(const nlohmann::json& document, const PresetLibrary& presets);
/** Parses a scenario's text; every error names `origin` (the file) as InputError::file(). */
Scenario parseScenario(std::string_view text, const PresetLibrary& presets,
                       const std::string& origin = "scenario");
nlohmann::json writeScenario(const Scenario& scenario, const PresetLibrary& presets);
/** Pretty-printed JSON text with a trailing newline. */
std::string formatScenario(const Scenario& scenario, const PresetLibrary& presets);

/** Model / cluster objects as they appear inside a scenario (preset + overrides, or inline). */
ModelSpec readModelObject(const nlohmann::json& value, const std::string& path,
                          const PresetLibrary& presets);
ClusterSpec readClusterObject(const nlohmann::json& value, const std::string& path,
                              const PresetLibrary& presets);
nlohmann::json writeModelObject(const ModelSpec& model, const PresetLibrary& presets);
nlohmann::json writeClusterObject(const ClusterSpec& cluster, const PresetLibrary& presets);


Scenario loadScenarioFile(const std::string& path, const PresetLibrary& presets);

} // namespace shardscope
