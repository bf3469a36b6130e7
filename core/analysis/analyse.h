#pragma once

#include "core/estimate/estimate.h"
#include "core/estimate/report.h"
#include "core/model/scenario.h"
#include "core/rules/planprobe.h"

namespace shardscope {

/**
 * The whole verdict on a scenario, as the window, the CLI and the search's reference table
 * show it: estimate() for the figures, then the rules for the diagnostics (with the quick
 * estimator weighing the fixes they offer). This is the one place the two meet: the
 * estimator knows nothing of the rules and the rules call no estimator.
 */
Report analyse(const Scenario& scenario, const EstimateOptions& options = {});

/** The quick estimator, as the rules ask about a neighbouring plan. */
ProbedPlan quickProbe(const Scenario& scenario);

} // namespace shardscope
