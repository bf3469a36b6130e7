// The plain table of measured runs (issue 17 item 1): `scenario,step_time_s,peak_memory_GiB`,
// one run a line, each tied to a scenario file relative to the table.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** One measured run of the table. */
struct TableRun
{
    int line = 0;              ///< 1-based line of the table (for messages)
    std::string scenarioPath;  ///< as written: relative to the table's folder unless absolute
    double stepTimeS = 0;      ///< measured seconds per step
    std::optional<double> peakMemoryGiB; ///< measured peak memory per GPU; empty cell: not measured
};

/**
 * Reads the table. The first non-blank line is the header `scenario,step_time_s,peak_memory_GiB`
 * (spaces around names allowed); then one run a line, fields separated by commas, a field
 * optionally in double quotes (a doubled quote inside is a quote), CRLF or LF line ends,
 * blank lines and lines starting with `#` skipped. A step time must be a positive finite
 * number; a peak memory a positive finite number or empty. Throws InputError naming the line
 * (path "line N", "line N, step_time_s") on anything else, and on a table with no run.
 */
std::vector<TableRun> parseRunTable(std::string_view text);

} // namespace shardscope
