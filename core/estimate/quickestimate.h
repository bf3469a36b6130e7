#pragma once

#include "model/scenario.h"
#include "paramcount.h"

#include <cstdint>

namespace shardscope {

/** The figures the search ranks by, from the closed-form path. */
struct QuickEstimate
{
    double stepS = 0;
    double tokensPerS = 0;
    double mfu = 0;
    double computeS = 0;
    double bubbleS = 0;
    double exposedCommS = 0;
    double optimizerS = 0;
    int64_t peakBytes = 0;   ///< per GPU, the busiest stage
    int64_t capacityBytes = 0;
    int peakStage = 0;
    int criticalStage = 0;
    bool fits = false;
};

/**
 * Step time and peak memory without building reports or simulating the schedule: the
 * same per-stage memory model and per-rank costs as estimate(), with the pipeline's closed
 * form on the busiest rank. Allocation-free after the first call on a thread, linear in
 * the number of pipeline stages, independent of the number of layers.
 */
QuickEstimate quickEstimate(const Scenario& scenario, const ModelParams& params,
                            int64_t microbatches);
QuickEstimate quickEstimate(const Scenario& scenario);

} // namespace shardscope
