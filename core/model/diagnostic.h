#pragma once

#include <map>
#include <string>
#include <variant>
#include <vector>

namespace shardscope {

enum class Severity
{
    Info,
    Warning,
    Error
};

/** A parameter of a diagnostic: a number, a switch or a word, for the GUI to put into its own text.
 */
using DiagnosticValue = std::variant<double, bool, std::string>;

/** One change of the suggested fix, as a scenario JSON path and its new value. */
struct FixChange
{
    std::string path; ///< e.g. "parallel.tp"
    DiagnosticValue value;
};

/**
 * A broken rule, as the report carries it. The core produces codes and parameters, never
 * prose that needs translation: `message` and `fix` are an English rendering for the CLI,
 * the GUI makes its own text from `code` and `params` through the code's row of the
 * diagnostics table (core/rules/diagnostictable.h), which also gives its severity and fields.
 */
struct Diagnostic
{
    std::string code; ///< stable identifier, a key of the diagnostics table, e.g. "memory.over_capacity"
    Severity severity = Severity::Warning;
    std::map<std::string, DiagnosticValue> params;
    std::string message;            ///< English, for the CLI and logs
    std::string fix;                ///< English description of the suggested change
    std::vector<FixChange> changes; ///< the suggested neighbouring configuration
    /// false: nothing nearby solves it, and `changes` are the closest neighbour (the problem
    /// remains after them; the fix's text says so)
    bool fixResolves = true;
    std::vector<std::string> fields; ///< scenario paths of the settings involved (to mark them)
};

const char* severityName(Severity severity);

} // namespace shardscope
