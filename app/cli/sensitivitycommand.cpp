// `shardscope-cli sensitivity FILE`: how step time, tokens/s and peak memory move with each input.

#include "commands.h"

#include "core/analysis/sensitivity.h"
#include "core/io/inputerror.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>

namespace shardscope::cli {

namespace {

nlohmann::json pointJson(const std::optional<SensitivityPoint>& p)
{
    if (!p)
        return nullptr;
    return {{"value", p->value},     {"step_time_s", p->stepS}, {"tokens_per_s", p->tokensPerS},
            {"peak_bytes", p->peakBytes}, {"verdict", verdictName(p->verdict)}, {"reason", p->reason}};
}

/** "+3.2 %" of the throughput at one side, and whether that plan runs. */
std::string sideText(const std::optional<SensitivityPoint>& p, double baseTokensPerS)
{
    if (!p)
        return "-";
    std::string t = printfNumber("%+.1f %%", baseTokensPerS > 0 ? 100 * (p->tokensPerS / baseTokensPerS - 1) : 0.0);
    if (p->verdict == Verdict::Invalid)
        t += " invalid";
    else if (p->verdict == Verdict::OutOfMemory)
        t += " OOM";
    return t;
}

std::string valueText(double v, const std::string& unit)
{
    const std::string number = std::abs(v - std::round(v)) < 1e-9 && std::abs(v) >= 1 ? printfNumber("%.0f", v)
                               : std::abs(v) >= 10                                 ? printfNumber("%.1f", v)
                                                                                   : printfNumber("%.3g", v);
    return unit.empty() ? number : number + " " + unit;
}

std::string padded(std::string text, size_t width)
{
    if (text.size() < width)
        text.resize(width, ' ');
    return text + " ";
}

} // namespace

int runSensitivity(const CommonOptions& common, const std::string& file, double deltaPercent, bool json)
{
    if (!(deltaPercent > 0 && deltaPercent < 100))
        throw InputError("--delta", printfNumber("%g", deltaPercent) + " is not a percentage between 0 and 100");
    const Scenario s = loadScenario(common, file);
    const SensitivityReport r = sensitivity(s, deltaPercent / 100);
    if (json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const SensitivityRow& row : r.rows)
            rows.push_back({{"id", row.id},
                            {"name", row.name},
                            {"unit", row.unit},
                            {"workload", row.workload},
                            {"base_value", row.baseValue},
                            {"low", pointJson(row.low)},
                            {"high", pointJson(row.high)},
                            {"step_swing_s", row.stepSwingS(r.baseStepS)},
                            {"tokens_per_s_swing", row.tokensSwing(r.baseTokensPerS)},
                            {"peak_swing_bytes", row.memorySwingBytes(r.basePeakBytes)},
                            {"note", row.note}});
        const nlohmann::json out{{"delta", r.delta},
                                 {"base",
                                  {{"step_time_s", r.baseStepS},
                                   {"tokens_per_s", r.baseTokensPerS},
                                   {"peak_bytes", r.basePeakBytes},
                                   {"verdict", verdictName(r.baseVerdict)}}},
                                 {"inputs", rows}};
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << "Sensitivity of " << s.name << ": hardware inputs moved by -" << printfNumber("%g", deltaPercent) << " % / +"
              << printfNumber("%g", deltaPercent) << " %, training settings to their nearest allowed values\n";
    std::cout << "Base: step " << printfNumber("%.3f", r.baseStepS) << " s, " << printfNumber("%.0f", r.baseTokensPerS)
              << " tokens/s, peak " << printfNumber("%.2f", double(r.basePeakBytes) / double(int64_t(1) << 30)) << " GiB ("
              << verdictName(r.baseVerdict) << ")\n\n";
    std::cout << padded("input", 30) << padded("base", 12) << padded("low -> high", 27) << padded("tokens/s low", 15)
              << padded("tokens/s high", 15) << padded("step s low / high", 19) << "peak GiB low / high\n";
    for (const SensitivityRow& row : r.rows) {
        const std::string range = (row.low ? valueText(row.low->value, row.unit) : std::string("-")) + " -> " +
                                  (row.high ? valueText(row.high->value, row.unit) : std::string("-"));
        const auto step = [&](const std::optional<SensitivityPoint>& p) {
            return p ? printfNumber("%.3f", p->stepS) : std::string("-");
        };
        const auto memory = [&](const std::optional<SensitivityPoint>& p) {
            return p ? printfNumber("%.2f", double(p->peakBytes) / double(int64_t(1) << 30)) : std::string("-");
        };
        std::cout << padded(row.name, 30) << padded(valueText(row.baseValue, row.unit), 12) << padded(range, 27)
                  << padded(sideText(row.low, r.baseTokensPerS), 15) << padded(sideText(row.high, r.baseTokensPerS), 15)
                  << padded(step(row.low) + " / " + step(row.high), 19) << memory(row.low) << " / " << memory(row.high);
        if (!row.note.empty())
            std::cout << "  (" << row.note << ")";
        std::cout << "\n";
    }
    return 0;
}

} // namespace shardscope::cli
