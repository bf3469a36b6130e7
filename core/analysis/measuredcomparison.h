#pragma once

#include "core/estimate/report.h"
#include "core/model/scenario.h"

#include <optional>

namespace shardscope {

/**
 * The scenario's measured run (Scenario::measured) figure by figure against the report:
 * tokens/s per GPU, model TFLOP/s per GPU (the report's FLOPs per token times its tokens/s
 * per GPU), MFU, peak memory per GPU and step time, each only where the run states it.
 * Nothing when the scenario holds no measured run. A plan edited since the run was measured
 * lists the settings edited (MeasuredComparison::planEdits): its figures are another plan's.
 */
std::optional<MeasuredComparison> compareToMeasured(const Scenario& scenario, const Report& report);

} // namespace shardscope
