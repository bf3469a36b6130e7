#pragma once

#include "core/model/scenario.h"
#include "report.h"

namespace shardscope {

/** What estimate() keeps beyond the figures. */
struct EstimateOptions
{
    /// Every rank's simulated ops (Report::pipeline.timeline), which only the pipeline chart
    /// and the JSON draw. No figure depends on them; the search's ranking drops them, since
    /// filling them for a deep interleaved plan costs more than the rest of the estimate.
    bool keepTimeline = true;
};

/**
 * The one estimator: a pure function from a scenario to its report's figures (memory, time,
 * pipeline, communication, link loads). It leaves Report::diagnostics empty: analyse()
 * (core/analysis) adds the rules' verdict, and is what the GUI and the CLI call.
 */
Report estimate(const Scenario& scenario, const EstimateOptions& options = {});

/** Micro-batches per pipeline per step, B / (b·dp), at least 1. */
int64_t microbatchesPerStep(const Scenario& scenario);

/**
 * Tokens the schedule runs in one step: micro-batches × b × dp × s. The global batch's tokens
 * when b·dp divides it; otherwise what the simulated step processes (an invalid plan's
 * throughput and MFU count the work it times, not the batch it cannot run).
 */
double tokensPerStep(const Scenario& scenario, int64_t microbatches);

} // namespace shardscope
