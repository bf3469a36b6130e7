#pragma once

#include "core/model/scenario.h"
#include "report.h"

namespace shardscope {

/**
 * The one estimator: a pure function from a scenario to its report's figures (memory, time,
 * pipeline, communication, link loads). It leaves Report::diagnostics empty: analyse()
 * (core/analysis) adds the rules' verdict, and is what the GUI and the CLI call.
 */
Report estimate(const Scenario& scenario);

/** Micro-batches per pipeline per step, B / (b·dp), at least 1. */
int64_t microbatchesPerStep(const Scenario& scenario);

} // namespace shardscope
