// parseNemoLog(): the step-time records of Lightning's progress output, by their keys.

#include "nemolog.h"

#include "inputerror.h"
#include "textlines.h"
#include "core/model/statistics.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

namespace shardscope {

namespace {

constexpr std::string_view kTimingKey = "train_step_timing in s";
constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;
constexpr size_t npos = std::string_view::npos;

std::string lineName(int line)
{
    return "line " + std::to_string(line);
}

/** What a piece of a line between '\r's is: a ProgressPrinter line, a tqdm training bar, other. */
enum class Record { Printer, Bar, Other };

Record recordKind(std::string_view s)
{
    if (s.find("Training epoch ") != npos && s.find(", iteration ") != npos)
        return Record::Printer;
    if (s.find("Epoch ") != npos && s.find("%|") != npos)
        return Record::Bar;
    return Record::Other;
}

/**
 * The value after `key` and its ':' (ProgressPrinter) or '=' (tqdm); nullopt when the key is
 * absent or followed by anything else. Throws for a record that ends before the value (a log
 * cut there) and for a value that is not a finite non-negative number.
 */
std::optional<double> valueOf(std::string_view s, std::string_view key, int number)
{
    const size_t at = s.find(key);
    if (at == npos)
        return std::nullopt;
    size_t i = at + key.size();
    while (i < s.size() && s[i] == ' ')
        ++i;
    if (i < s.size() && s[i] != ':' && s[i] != '=')
        return std::nullopt;
    if (i < s.size())
        ++i;
    while (i < s.size() && s[i] == ' ')
        ++i;
    const size_t end = std::min(s.find_first_of(" ,|]\t", i), s.size());
    if (i == s.size())
        throw InputError(lineName(number), "'" + std::string(key) + "' is cut before its value: the log is cut here");
    const std::string token(s.substr(i, end - i));
    char* stop = nullptr;
    errno = 0;
    const double v = std::strtod(token.c_str(), &stop);
    if (token.empty() || stop != token.c_str() + token.size() || errno == ERANGE || !std::isfinite(v) || v < 0)
        throw InputError(lineName(number), "'" + std::string(key) + "' is followed by '" + token +
                                               "', not a finite non-negative number");
    return v;
}

/** The steps done this epoch: "iteration N/" of a ProgressPrinter line, "| N/" after a bar; 0 if absent. */
long long stepOf(std::string_view s, Record kind)
{
    size_t i = npos;
    if (kind == Record::Printer)
        i = s.find(", iteration ") + 12;
    else if (kind == Record::Bar) {
        const size_t bar = s.find('|', s.find("%|") + 2);
        i = bar == npos ? npos : bar + 1;
    }
    if (i == npos || i >= s.size())
        return 0;
    const std::string rest(s.substr(i, 24));
    return std::strtoll(rest.c_str(), nullptr, 10);
}

template <typename Get>
std::vector<double> afterWarmup(const std::vector<NemoStep>& steps, Get get)
{
    std::vector<double> v;
    for (size_t i = steps.size() > 1 ? 1 : 0; i < steps.size(); ++i)
        if (const std::optional<double> x = get(steps[i]))
            v.push_back(*x);
    return v;
}

/** What a log with no step time looks like instead, for the message: the first line that shows it. */
std::string whatItLooksLike(std::string_view text)
{
    std::string found;
    forEachLine(text, "log", [&](std::string_view line, int number) {
        if (!found.empty())
            return;
        const Record kind = recordKind(line);
        if (line.find(" iteration ") != npos && line.find("elapsed time per iteration") != npos)
            found = "; " + lineName(number) + " is a Megatron-LM iteration line (elapsed time per iteration): "
                                              "Megatron-LM and Megatron-Bridge logs go through the Megatron-LM reader";
        else if (line.find("step:") != npos && line.find("tps:") != npos)
            found = "; " + lineName(number) + " is a torchtitan metrics line (step, loss, memory, tps): this reader "
                                              "reads NeMo logs";
        else if (kind == Record::Printer || (kind == Record::Bar && line.find('=') != npos))
            found = "; " + lineName(number) + " is a NeMo progress line without 'train_step_timing in s': the run "
                                              "had no TimingCallback (exp_manager's log_step_timing)";
    });
    return found;
}

} // namespace

double NemoLog::stepTimeS(bool* warmupSkipped) const
{
    if (warmupSkipped)
        *warmupSkipped = steps.size() > 1;
    const std::vector<double> v = afterWarmup(steps, [](const NemoStep& s) { return std::optional(s.stepTimeS); });
    return v.empty() ? 0 : medianOf(v);
}

std::optional<double> NemoLog::globalBatchSize() const
{
    for (auto s = steps.rbegin(); s != steps.rend(); ++s)
        if (s->globalBatchSize)
            return s->globalBatchSize;
    return std::nullopt;
}

std::optional<double> NemoLog::tflopsPerGpu() const
{
    const std::vector<double> v = afterWarmup(steps, [](const NemoStep& s) { return s.tflopsPerGpu; });
    return v.empty() ? std::nullopt : std::optional(medianOf(v));
}

std::optional<double> NemoLog::maxReservedGiB() const
{
    std::optional<double> most;
    for (const NemoStep& s : steps)
        if (s.maxReservedGiB)
            most = std::max(most.value_or(0), *s.maxReservedGiB);
    return most;
}

bool looksLikeNemoLog(std::string_view text)
{
    return text.find("train_step_timing") != npos;
}

NemoLog parseNemoLog(std::string_view text)
{
    NemoLog log;
    int lackingLine = 0;      // the first ProgressPrinter line without a step time
    bool lastWasBar = false;  // the last record kept was a tqdm drawing
    const auto readRecord = [&](std::string_view s, int number) {
        const Record kind = recordKind(s);
        // tqdm always closes the bar with ']' (MegatronProgressBar's bar_format): without it the
        // drawing was cut, wherever.
        if (kind == Record::Bar && s.find(']', s.find("%|")) == npos)
            throw InputError(lineName(number), "a progress bar without its closing ']': the log is cut here");
        const std::optional<double> time = valueOf(s, kTimingKey, number);
        if (!time) {
            if (kind == Record::Printer && !lackingLine)
                lackingLine = number;
            return;
        }
        NemoStep step;
        step.line = number;
        step.step = stepOf(s, kind);
        step.stepTimeS = *time;
        step.globalBatchSize = valueOf(s, "global_batch_size", number);
        step.tflopsPerGpu = valueOf(s, "tflops_per_sec_per_gpu", number);
        if (const std::optional<double> bytes = valueOf(s, "peak_memory_usage", number))
            step.maxReservedGiB = *bytes / kBytesPerGiB;
        if (const std::optional<double> bytes = valueOf(s, "memory_allocated", number))
            step.allocatedGiB = *bytes / kBytesPerGiB;
        // tqdm draws a step again (after validation, at close): the later drawing replaces it.
        if (kind == Record::Bar && lastWasBar && step.step > 0 && log.steps.back().step == step.step)
            log.steps.back() = step;
        else
            log.steps.push_back(step);
        lastWasBar = kind == Record::Bar;
    };
    const int lines = forEachLine(text, "log", [&](std::string_view line, int number) {
        // tqdm redraws after a '\r' without ending the line: each piece is a record.
        for (size_t from = 0; from <= line.size();) {
            const size_t cr = std::min(line.find('\r', from), line.size());
            readRecord(line.substr(from, cr - from), number);
            from = cr + 1;
        }
    });
    if (log.steps.empty())
        throw InputError(lineName(std::max(lines, 1)),
                         "no NeMo progress record with 'train_step_timing in s' (NeMo's TimingCallback)" +
                             whatItLooksLike(text));
    if (lackingLine)
        throw InputError(lineName(lackingLine), "a progress line without the 'train_step_timing in s' the other "
                                                "lines print: the log is cut here");
    return log;
}

} // namespace shardscope
