#include "argumentlist.h"

#include "importbuilder.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace shardscope {

namespace {

bool opensOption(const std::string& w)
{
    if (w.size() < 2 || w[0] != '-')
        return false;
    if (w[1] == '-')
        return w.size() > 2;
    return std::isalpha(static_cast<unsigned char>(w[1])) != 0; // "-m", "-N"; "-1" is a number
}

} // namespace

namespace {

/** How a value the script does not give reads in the report: "$(...)", "$((...))", "$SLURM_NNODES". */
std::string spelledUnknown(const ScriptWord& w)
{
    switch (w.unknown.cause) {
    case UnknownCause::CommandSubstitution: return "$(...)";
    case UnknownCause::Arithmetic: return "$((...))";
    case UnknownCause::Scheduler: return "$" + w.unknown.name;
    case UnknownCause::Condition: break;
    }
    return w.text;
}

} // namespace

SettingSource ParsedOption::source(const std::string& file) const
{
    std::string value;
    for (const ScriptWord& w : values)
        value += (value.empty() ? "" : " ") + (w.unknown ? spelledUnknown(w) : w.text);
    return {file, line, name, value};
}

std::vector<ParsedOption> parseOptions(const std::vector<ScriptWord>& words, std::vector<ScriptWord>* leading)
{
    std::vector<ParsedOption> options;
    for (const ScriptWord& w : words) {
        const bool maybeGiven = w.unknown.cause == UnknownCause::Condition;
        if (opensOption(w.text) && (!w.unknown || maybeGiven)) {
            ParsedOption o;
            o.line = w.line;
            o.presence = w.unknown;
            const size_t eq = w.text.find('=');
            if (w.text[1] == '-' && eq != std::string::npos) {
                o.name = w.text.substr(0, eq);
                o.values.push_back({w.text.substr(eq + 1), w.line, w.unknown});
            } else {
                o.name = w.text;
            }
            options.push_back(std::move(o));
        } else if (!options.empty()) {
            options.back().values.push_back(w);
        } else if (leading) {
            leading->push_back(w);
        }
    }
    return options;
}

const ScriptWord& singleValue(const ParsedOption& option, const std::string& file)
{
    const SettingSource at = option.source(file);
    if (option.values.empty())
        ImportBuilder::refuse(at, "needs a value");
    if (option.values.size() > 1)
        ImportBuilder::refuse(at, "takes one value, got " + std::to_string(option.values.size()));
    const ScriptWord& w = option.values.front();
    if (w.unknown)
        ImportBuilder::refuse(at, "its value " + w.unknown.describe() + ": write the value itself");
    if (w.text.empty())
        ImportBuilder::refuse(at, "its value is empty (a variable the script does not set?)");
    return w;
}

long long integerValue(const ParsedOption& option, const std::string& file, long long min, long long max)
{
    const std::string& text = singleValue(option, file).text;
    long long v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size())
        ImportBuilder::refuse(option.source(file), "must be a whole number, got '" + text + "'");
    if (v < min || v > max)
        ImportBuilder::refuse(option.source(file), "must be between " + std::to_string(min) + " and " +
                                                       std::to_string(max) + ", got " + text);
    return v;
}

double numberValue(const ParsedOption& option, const std::string& file, double min, double max)
{
    const std::string& text = singleValue(option, file).text;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(v))
        ImportBuilder::refuse(option.source(file), "must be a number, got '" + text + "'");
    if (v < min || v > max)
        ImportBuilder::refuse(option.source(file), "must be between " + formatFieldValue(min) + " and " +
                                                       formatFieldValue(max) + ", got " + text);
    return v;
}

void expectSwitch(const ParsedOption& option, const std::string& file)
{
    if (!option.values.empty())
        ImportBuilder::refuse(option.source(file), "is a switch and takes no value");
}

} // namespace shardscope
