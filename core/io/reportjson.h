#pragma once

#include "estimate/report.h"

#include <nlohmann/json.hpp>

namespace shardscope {

/** The report as JSON with the stable field names of DESIGN §4 (bytes as integers). */
nlohmann::json reportToJson(const Report& report);

nlohmann::json diagnosticToJson(const Diagnostic& diagnostic);

} // namespace shardscope
