#pragma once

#include "inputerror.h"
#include "core/model/scenario.h"

#include <optional>
#include <string>

namespace shardscope {

/**
 * Whether a scenario would survive a save and a reopen, checked on its values: the first
 * problem readScenario() would report for writeScenario(scenario), in the reader's words
 * ("parallel.tp: must be a positive integer, got 0"), without writing or parsing any JSON.
 * The window checks every edit with it on every slider tick. nullopt: the file would read.
 * (Enumerations and booleans are typed and cannot be wrong; presets do not matter, since a
 * preset reference plus its overrides reads back as the same values.)
 */
std::optional<std::string> scenarioProblem(const Scenario& scenario);
/** The same problem as the InputError the reader would throw (a path, no file): the window shows its text() translated. */
std::optional<InputError> scenarioError(const Scenario& scenario);

} // namespace shardscope
