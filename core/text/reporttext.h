#pragma once

#include "estimate/report.h"
#include "model/scenario.h"

#include <string>

namespace shardscope {

/** Plain-English text rendering of a report, for the CLI and the GUI's first window. */
std::string formatReportText(const Scenario& scenario, const Report& report);

/** "1.23 B", "70.55 B", "405 M" style parameter counts. */
std::string formatCount(double count);
/** Bytes as GiB with two decimals ("61.23"). */
std::string formatGiB(int64_t bytes);

} // namespace shardscope
