// parseTorchtitanLog(): the fields of MetricsProcessor's log line, by their labels.

#include "torchtitanlog.h"

#include "inputerror.h"
#include "textlines.h"
#include "core/model/statistics.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

namespace shardscope {

namespace {

/** The line without ANSI colour codes (ESC [ ... letter). */
std::string withoutColours(std::string_view line)
{
    std::string out;
    for (size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
            i += 2;
            while (i < line.size() && !std::isalpha(static_cast<unsigned char>(line[i])))
                ++i;
            continue;
        }
        out += line[i];
    }
    return out;
}

/** The number after `label` (thousands commas allowed), or nullopt when the label is absent. */
std::optional<double> field(const std::string& line, std::string_view label, int number)
{
    const size_t at = line.find(label);
    if (at == std::string::npos)
        return std::nullopt;
    size_t i = at + label.size();
    while (i < line.size() && line[i] == ' ')
        ++i;
    std::string digits;
    while (i < line.size() && (std::isdigit(static_cast<unsigned char>(line[i])) || line[i] == '.' || line[i] == ',' ||
                               line[i] == '-' || line[i] == 'e' || line[i] == 'E'))
        if (line[i++] != ',')
            digits += line[i - 1];
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(digits.c_str(), &end);
    if (digits.empty() || end != digits.c_str() + digits.size() || errno == ERANGE || !std::isfinite(v) || v < 0)
        throw InputError("line " + std::to_string(number), "'" + std::string(label) + "' is not followed by a number");
    return v;
}

bool isMetricsLine(const std::string& line)
{
    return line.find("step:") != std::string::npos && line.find("loss:") != std::string::npos &&
           line.find("evaluation:") == std::string::npos;
}

template <typename Get>
std::vector<double> afterWarmup(const std::vector<TorchtitanStep>& steps, Get get)
{
    std::vector<double> v;
    for (size_t i = steps.size() > 1 ? 1 : 0; i < steps.size(); ++i)
        if (const std::optional<double> x = get(steps[i]))
            v.push_back(*x);
    return v;
}

} // namespace

double TorchtitanLog::tokensPerSPerGpu(bool* warmupSkipped) const
{
    if (warmupSkipped)
        *warmupSkipped = steps.size() > 1;
    const std::vector<double> v = afterWarmup(steps, [](const TorchtitanStep& s) { return std::optional(s.tokensPerSPerGpu); });
    return v.empty() ? 0 : medianOf(v);
}

std::optional<double> TorchtitanLog::tflopsPerGpu() const
{
    const std::vector<double> v = afterWarmup(steps, [](const TorchtitanStep& s) { return s.tflopsPerGpu; });
    return v.empty() ? std::nullopt : std::optional(medianOf(v));
}

std::optional<double> TorchtitanLog::maxReservedGiB() const
{
    std::optional<double> most;
    for (const TorchtitanStep& s : steps)
        if (s.maxReservedGiB)
            most = std::max(most.value_or(0), *s.maxReservedGiB);
    return most;
}

bool looksLikeTorchtitanLog(std::string_view text)
{
    bool found = false;
    forEachLine(text, "log", [&](std::string_view line, int) {
        const std::string bare = withoutColours(line);
        found = found || (isMetricsLine(bare) && bare.find("tps:") != std::string::npos);
    });
    return found;
}

TorchtitanLog parseTorchtitanLog(std::string_view text)
{
    TorchtitanLog log;
    const int lines = forEachLine(text, "log", [&](std::string_view raw, int number) {
        const std::string line = withoutColours(raw);
        if (!isMetricsLine(line))
            return;
        TorchtitanStep s;
        s.line = number;
        s.step = static_cast<long long>(field(line, "step:", number).value_or(0));
        const std::optional<double> tps = field(line, "tps:", number);
        if (!tps)
            throw InputError("line " + std::to_string(number),
                             "a metrics line without its 'tps': the log is cut here, or this is not torchtitan's log");
        s.tokensPerSPerGpu = *tps;
        s.tflopsPerGpu = field(line, "tflops:", number);
        if (const std::optional<double> mfu = field(line, "mfu:", number))
            s.mfu = *mfu / 100;
        s.maxReservedGiB = field(line, "memory:", number);
        log.steps.push_back(s);
    });
    if (log.steps.empty())
        throw InputError("line " + std::to_string(std::max(lines, 1)),
                         "no torchtitan metrics line ('step: N  loss: ...  tps: ...')");
    return log;
}

} // namespace shardscope
