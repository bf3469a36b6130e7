#pragma once

#include "core/estimate/report.h"
#include "core/model/scenario.h"
#include "translatable.h"

#include <string>

namespace shardscope {

/**
 * The text report, for the CLI (formatReportText: English) and the GUI's Report view
 * (reportText, translated piece by piece). Numbers and names are the same in every language;
 * the diagnostics' lines are the rules' English messages.
 */
TranslatableText reportText(const Scenario& scenario, const Report& report);
std::string formatReportText(const Scenario& scenario, const Report& report);

/** "1.23 B", "70.55 B", "405 M" style parameter counts. */
std::string formatCount(double count);
/** Bytes as GiB with two decimals ("61.23"). */
std::string formatGiB(int64_t bytes);

} // namespace shardscope
