#pragma once

#include "core/model/diagnostic.h"
#include "core/model/scenario.h"

#include <vector>

namespace shardscope {

/**
 * A copy of `scenario` with the changes of a suggested fix applied. Paths are scenario JSON
 * paths such as "parallel.tp" or "training.global_batch", any field of the registry
 * (core/model/fields.h), written as they are: no couplings applied. An unknown path or a
 * value of the wrong kind throws std::invalid_argument naming the path (a bug in a rule, not
 * user input).
 */
Scenario applyChanges(const Scenario& scenario, const std::vector<FixChange>& changes);

/**
 * A fix never offers the state the plan is already in: drops each change that sets a field
 * to the value it has, and a fix left with no change at all (its text too), so a card never
 * says "turn sequence parallelism on" while it is on. checkRules() runs it on every diagnostic.
 */
void dropChangesThatChangeNothing(const Scenario& scenario, std::vector<Diagnostic>& diagnostics);

} // namespace shardscope
