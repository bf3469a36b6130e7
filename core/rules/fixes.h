#pragma once

#include "core/model/diagnostic.h"
#include "core/model/scenario.h"

#include <vector>

namespace shardscope {

/**
 * A copy of `scenario` with the changes of a suggested fix applied. Paths are scenario JSON
 * paths such as "parallel.tp" or "training.global_batch"; an unknown path or a value of the
 * wrong kind throws std::invalid_argument (a bug in a rule, not user input).
 */
Scenario applyChanges(const Scenario& scenario, const std::vector<FixChange>& changes);

} // namespace shardscope
