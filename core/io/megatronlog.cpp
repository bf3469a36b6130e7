// parseMegatronLog(): the fields of training_log() and report_memory() lines, by their labels.

#include "megatronlog.h"

#include "inputerror.h"
#include "textlines.h"
#include "core/model/statistics.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace shardscope {

namespace {

std::string lineName(int line)
{
    return "line " + std::to_string(line);
}

/** The number right after `label` in `line` (spaces skipped), or nullopt when the label is absent. */
std::optional<double> numberAfter(std::string_view line, std::string_view label, int number)
{
    const size_t at = line.find(label);
    if (at == std::string_view::npos)
        return std::nullopt;
    size_t i = at + label.size();
    while (i < line.size() && line[i] == ' ')
        ++i;
    const std::string rest(line.substr(i, 40));
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(rest.c_str(), &end);
    if (end == rest.c_str() || errno == ERANGE || !std::isfinite(v) || v < 0)
        throw InputError(lineName(number), "'" + std::string(label) + "' is not followed by a number");
    return v;
}

/** What a log with no Megatron iteration line looks like instead, for the message. */
std::string whatItLooksLike(std::string_view text)
{
    std::string found;
    forEachLine(text, "log", [&](std::string_view line, int number) {
        if (!found.empty())
            return;
        if (line.find(" tps: ") != std::string_view::npos && line.find("step:") != std::string_view::npos)
            found = "; " + lineName(number) + " is a torchtitan metrics line (step, loss, memory, tps): this reader "
                                              "reads Megatron-LM logs";
        else if (line.find("train_step_timing") != std::string_view::npos)
            found = "; " + lineName(number) + " is a NeMo / Lightning progress line (train_step_timing): this reader "
                                              "reads Megatron-LM logs";
    });
    return found;
}

} // namespace

double MegatronLog::stepTimeS(bool* warmupSkipped) const
{
    std::vector<double> ms;
    for (size_t i = iterations.size() > 1 ? 1 : 0; i < iterations.size(); ++i)
        ms.push_back(iterations[i].elapsedMs);
    if (warmupSkipped)
        *warmupSkipped = iterations.size() > 1;
    return ms.empty() ? 0 : medianOf(ms) / 1000.0;
}

std::optional<double> MegatronLog::tflopsPerGpu() const
{
    std::vector<double> v;
    for (size_t i = iterations.size() > 1 ? 1 : 0; i < iterations.size(); ++i)
        if (iterations[i].tflopsPerGpu)
            v.push_back(*iterations[i].tflopsPerGpu);
    if (v.empty())
        return std::nullopt;
    return medianOf(v);
}

bool printsMegatronArguments(std::string_view text)
{
    const size_t start = text.find("----- arguments -----");
    return start != std::string_view::npos && text.find("end of arguments", start) != std::string_view::npos;
}

MegatronLog parseMegatronLog(std::string_view text)
{
    MegatronLog log;
    bool inArguments = false;
    const int lines = forEachLine(text, "log", [&](std::string_view line, int number) {
        if (line.find("----- arguments -----") != std::string_view::npos) {
            inArguments = true;
            return;
        }
        if (line.find("end of arguments") != std::string_view::npos) {
            inArguments = false;
            return;
        }
        if (inArguments) {
            // "  name ........................................ value"
            const size_t dots = line.find(" ..");
            if (dots != std::string_view::npos) {
                size_t a = 0;
                while (a < dots && line[a] == ' ')
                    ++a;
                const size_t v = line.find_first_not_of(". ", dots);
                if (v != std::string_view::npos && a < dots) {
                    const std::string name(line.substr(a, dots - a));
                    log.arguments[name] = std::string(line.substr(v));
                    log.argumentLines[name] = number;
                }
            }
            return;
        }
        if (line.find("> padded vocab (size: ") != std::string_view::npos) {
            if (const auto size = numberAfter(line, "> padded vocab (size:", number)) {
                log.tokenizerVocab = static_cast<long long>(*size);
                log.tokenizerVocabLine = number;
            }
            return;
        }
        if (line.find("memory (MB)") != std::string_view::npos && line.find("| max allocated:") != std::string_view::npos) {
            const auto allocated = numberAfter(line, "| max allocated:", number);
            const auto reserved = numberAfter(line, "| max reserved:", number);
            if (allocated)
                log.maxAllocatedMiB = std::max(log.maxAllocatedMiB.value_or(0), *allocated);
            if (reserved)
                log.maxReservedMiB = std::max(log.maxReservedMiB.value_or(0), *reserved);
            return;
        }
        const size_t iter = line.find(" iteration ");
        if (iter == std::string_view::npos || line.find('/', iter) == std::string_view::npos ||
            line.find('|', iter) == std::string_view::npos)
            return;
        MegatronIteration it;
        it.line = number;
        const auto iteration = numberAfter(line.substr(iter), " iteration ", number);
        it.iteration = iteration ? static_cast<long long>(*iteration) : 0;
        const auto elapsed = numberAfter(line, "elapsed time per iteration (ms):", number);
        if (!elapsed)
            throw InputError(lineName(number), "an iteration line without its 'elapsed time per iteration (ms)': the log "
                                               "is cut here, or this is not Megatron-LM's training log");
        it.elapsedMs = *elapsed;
        it.tflopsPerGpu = numberAfter(line, "throughput per GPU (TFLOP/s/GPU):", number);
        log.iterations.push_back(it);
    });
    if (log.iterations.empty())
        throw InputError(lineName(std::max(lines, 1)),
                         "no Megatron-LM iteration line (' iteration N/ M | ... elapsed time per iteration (ms): ...')" +
                             whatItLooksLike(text));
    return log;
}

} // namespace shardscope
