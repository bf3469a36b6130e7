#pragma once

#include "core/model/scenario.h"
#include "report.h"

namespace shardscope {

/**
 * The one estimator: a pure function from a scenario to its report. The GUI calls it on
 * every change, the CLI and the tests call the same function.
 */
Report estimate(const Scenario& scenario);

/** Micro-batches per pipeline per step, B / (b·dp), at least 1. */
int64_t microbatchesPerStep(const Scenario& scenario);

} // namespace shardscope
