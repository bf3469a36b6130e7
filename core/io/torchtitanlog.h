// A torchtitan training log read for what it measured (issue 17 item 1): the metrics line its
// MetricsProcessor logs every log_freq steps ("step: 10  loss: ...  memory: 60.12GiB(76.11%)
// tps: 1,234  tflops: 380.55  mfu: 38.48%"), colour codes and all.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace shardscope {

struct TorchtitanStep
{
    int line = 0;
    long long step = 0;
    double tokensPerSPerGpu = 0;         ///< "tps": tokens per second per device
    std::optional<double> tflopsPerGpu;  ///< "tflops"
    std::optional<double> mfu;           ///< "mfu", as a fraction
    std::optional<double> maxReservedGiB; ///< "memory": the interval's max reserved, GiB
};

struct TorchtitanLog
{
    std::vector<TorchtitanStep> steps;
    /** The median tps after the first metrics line (which holds warm-up), or the only one. */
    double tokensPerSPerGpu(bool* warmupSkipped = nullptr) const;
    std::optional<double> tflopsPerGpu() const;  ///< median, same lines
    std::optional<double> maxReservedGiB() const; ///< the largest of every line
};

/** True when `text` has a torchtitan metrics line (a "step:" with a "tps:"). */
bool looksLikeTorchtitanLog(std::string_view text);

/**
 * Reads the metrics lines (parsed, never run); evaluation lines are left out. Throws
 * InputError naming the line for a metrics line cut before its "tps" or a field that is not a
 * number, and for a log without any metrics line.
 */
TorchtitanLog parseTorchtitanLog(std::string_view text);

} // namespace shardscope
