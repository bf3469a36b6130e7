#pragma once

// Look-ups into a Report that the lessons' text and claims read: the first stage's memory,
// one dimension's communication, whether a diagnostic fired. Missing entries read as zero
// (a dimension of degree 1 has no traffic), never as an error.

#include "core/estimate/report.h"

#include <string_view>

namespace shardscope::lessons {

/** The first pipeline stage's memory (all zero when the report has none). */
const StageMemory& stage0(const Report& r);

/** Bytes each GPU moves per step in dimension `dim` ("tp", "dp", ...); 0 if it has none. */
double commBytes(const Report& r, std::string_view dim);
/** Transfer time per step of dimension `dim`, hidden or not; 0 if it has none. */
double commTime(const Report& r, std::string_view dim);
/** The part of dimension `dim`'s transfer time not hidden behind compute; 0 if it has none. */
double commExposed(const Report& r, std::string_view dim);

/** Whether the report carries a diagnostic with this code. */
bool hasCode(const Report& r, std::string_view code);

/** a / b, or 0 when b is 0. */
double ratio(double a, double b);

} // namespace shardscope::lessons
