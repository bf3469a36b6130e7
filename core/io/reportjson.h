#pragma once

#include "core/estimate/report.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace shardscope {

/** The report as JSON with the stable field names of DESIGN §4 (bytes as integers). */
nlohmann::json reportToJson(const Report& report);
/**
 * reportToJson(report).dump(indent), written to `out` with the per-stage memory and the
 * timeline built one element at a time (io/jsonstream.h): for 65,536 stages the whole tree
 * took 524 MB.
 */
void writeReportJson(std::ostream& out, const Report& report, int indent = 2);

nlohmann::json diagnosticToJson(const Diagnostic& diagnostic);

} // namespace shardscope
