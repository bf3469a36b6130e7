#pragma once

#include "scenario.h"

#include <string>
#include <vector>

namespace shardscope {

/**
 * Whether the scenario's measured run (Scenario::measured) was measured on the plan the
 * scenario holds now: no setting differs (measuredPlanEdits() is empty); true without a run,
 * or when the run names no plan of its own.
 */
bool measuredOnThisPlan(const Scenario& scenario);

/**
 * The settings (scenario file paths, "parallel.schedule") in which the scenario's plan differs
 * from the one its run was measured on, in the order of the file; empty when it is that plan.
 * Names and provenance that do not change an estimate (the model's or cluster's name,
 * citations) are not settings and are not listed.
 */
std::vector<std::string> measuredPlanEdits(const Scenario& scenario);

/** The scenario with its model, cluster, parallel and training sections as `plan` holds them. */
Scenario withMeasuredPlan(Scenario scenario, const MeasuredPlan& plan);

} // namespace shardscope
