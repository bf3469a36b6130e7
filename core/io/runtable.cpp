// parseRunTable(): the CSV of measured runs, every problem named by its line and column.

#include "runtable.h"

#include "inputerror.h"
#include "textlines.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace shardscope {

namespace {

constexpr const char* kColumns[] = {"scenario", "step_time_s", "peak_memory_GiB"};

std::string where(int line, const char* column = nullptr)
{
    return "line " + std::to_string(line) + (column ? std::string(", ") + column : std::string());
}

std::string trimmed(std::string_view s)
{
    size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t'))
        ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t'))
        --b;
    return std::string(s.substr(a, b - a));
}

/** The fields of one line: commas split, double quotes group (a doubled quote is a quote). */
std::vector<std::string> fieldsOf(std::string_view line, int number)
{
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false, wasQuoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"' && trimmed(field).empty()) {
            quoted = wasQuoted = true;
            field.clear();
        } else if (c == ',') {
            fields.push_back(wasQuoted ? field : trimmed(field));
            field.clear();
            wasQuoted = false;
        } else {
            field += c;
        }
    }
    if (quoted)
        throw InputError(where(number), "a quoted field is not closed");
    fields.push_back(wasQuoted ? field : trimmed(field));
    return fields;
}

double positiveNumber(const std::string& text, int line, const char* column)
{
    if (text.empty())
        throw InputError(where(line, column), "is empty; a positive number is needed");
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(v))
        throw InputError(where(line, column), "'" + text + "' is not a number");
    if (!(v > 0))
        throw InputError(where(line, column), "must be positive, got " + text);
    return v;
}

} // namespace

std::vector<TableRun> parseRunTable(std::string_view text)
{
    std::vector<TableRun> runs;
    bool header = false;
    const int lines = forEachLine(text, "table", [&](std::string_view line, int number) {
        const std::string bare = trimmed(line);
        if (bare.empty() || bare.front() == '#')
            return;
        const std::vector<std::string> fields = fieldsOf(line, number);
        if (!header) {
            bool matches = fields.size() == 3;
            for (size_t i = 0; matches && i < 3; ++i)
                matches = fields[i] == kColumns[i];
            if (!matches)
                throw InputError(where(number), "the header must be 'scenario,step_time_s,peak_memory_GiB', got '" +
                                                    bare.substr(0, 120) + "'");
            header = true;
            return;
        }
        if (fields.size() != 3)
            throw InputError(where(number), "has " + std::to_string(fields.size()) +
                                                " fields; a run has 3 (scenario, step_time_s, peak_memory_GiB)");
        TableRun run;
        run.line = number;
        run.scenarioPath = fields[0];
        if (run.scenarioPath.empty())
            throw InputError(where(number, "scenario"), "is empty; the path of a scenario file is needed");
        run.stepTimeS = positiveNumber(fields[1], number, "step_time_s");
        if (!fields[2].empty())
            run.peakMemoryGiB = positiveNumber(fields[2], number, "peak_memory_GiB");
        runs.push_back(std::move(run));
    });
    if (!header)
        throw InputError("line 1", "the table is empty: the header 'scenario,step_time_s,peak_memory_GiB' is missing");
    if (runs.empty())
        throw InputError(where(std::max(lines, 1)), "the table has a header but no run");
    return runs;
}

} // namespace shardscope
