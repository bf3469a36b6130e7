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

} // namespace shardscope
