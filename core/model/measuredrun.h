#pragma once

#include "clusterspec.h"
#include "modelspec.h"
#include "parallelconfig.h"
#include "trainingspec.h"

#include <memory>
#include <optional>
#include <string>

namespace shardscope {

/**
 * What a real run of the scenario's plan achieved, as its source states it (a paper's table,
 * a vendor's benchmark page, the user's own log): kept with the scenario so that every view
 * can show the estimate next to it. Not an input of the estimate. At least one figure is set.
 */
/** The plan a run was measured on: what the scenario held when its measured figures were written. */
struct MeasuredPlan
{
    ModelSpec model;
    ClusterSpec cluster;
    ParallelConfig parallel;
    TrainingSpec training;

    bool operator==(const MeasuredPlan&) const = default;
};

struct MeasuredRun
{
    std::string source;                       ///< where the figures come from ("Llama 3 report, Table 4")
    std::optional<double> tokensPerSPerGpu;   ///< training tokens per second per GPU
    std::optional<double> tflopsPerGpu;       ///< model TFLOP/s per GPU as the source counts them
    std::optional<double> mfu;                ///< model FLOPs utilization, 0..1
    std::optional<double> peakMemoryGiB;      ///< peak memory per GPU
    std::optional<double> stepTimeS;          ///< seconds per optimizer step
    std::string note;                         ///< how the source's figure relates to this plan, if it needs saying

    /// The plan measured: the scenario's own as its file was read, or the file's
    /// "measured.plan" when the scenario was edited and saved since. Null: the scenario's.
    /// Shared, as every edit of the scenario copies it unchanged.
    std::shared_ptr<const MeasuredPlan> plan;

    bool hasFigures() const { return tokensPerSPerGpu || tflopsPerGpu || mfu || peakMemoryGiB || stepTimeS; }
    bool operator==(const MeasuredRun& o) const
    {
        const bool samePlan = plan == o.plan || (plan && o.plan && *plan == *o.plan);
        return samePlan && source == o.source && tokensPerSPerGpu == o.tokensPerSPerGpu &&
               tflopsPerGpu == o.tflopsPerGpu && mfu == o.mfu && peakMemoryGiB == o.peakMemoryGiB &&
               stepTimeS == o.stepTimeS && note == o.note;
    }
};

} // namespace shardscope
