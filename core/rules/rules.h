#pragma once

#include "core/model/diagnostic.h"
#include "core/estimate/report.h"
#include "core/model/scenario.h"
#include "planprobe.h"

#include <vector>

namespace shardscope {

/**
 * The diagnostics catalogue: every rule a configuration can break, checked against the
 * scenario and its report. Codes are stable; see docs/diagnostics.md. The fixes some rules
 * offer are weighed with `probe` (analyse() passes the quick estimator).
 */
std::vector<Diagnostic> checkRules(const Scenario& scenario, const Report& report, const PlanProbe& probe);

/** True when any diagnostic has severity Error. */
bool hasErrors(const std::vector<Diagnostic>& diagnostics);

} // namespace shardscope
