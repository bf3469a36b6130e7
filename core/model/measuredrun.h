#pragma once

#include <optional>
#include <string>

namespace shardscope {

/**
 * What a real run of the scenario's plan achieved, as its source states it (a paper's table,
 * a vendor's benchmark page, the user's own log): kept with the scenario so that every view
 * can show the estimate next to it. Not an input of the estimate. At least one figure is set.
 */
struct MeasuredRun
{
    std::string source;                       ///< where the figures come from ("Llama 3 report, Table 4")
    std::optional<double> tokensPerSPerGpu;   ///< training tokens per second per GPU
    std::optional<double> tflopsPerGpu;       ///< model TFLOP/s per GPU as the source counts them
    std::optional<double> mfu;                ///< model FLOPs utilization, 0..1
    std::optional<double> peakMemoryGiB;      ///< peak memory per GPU
    std::optional<double> stepTimeS;          ///< seconds per optimizer step
    std::string note;                         ///< how the source's figure relates to this plan, if it needs saying

    bool hasFigures() const { return tokensPerSPerGpu || tflopsPerGpu || mfu || peakMemoryGiB || stepTimeS; }
    bool operator==(const MeasuredRun&) const = default;
};

} // namespace shardscope
