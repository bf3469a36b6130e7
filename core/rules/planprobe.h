#pragma once

#include "core/model/scenario.h"

#include <cstdint>
#include <functional>

namespace shardscope {

/**
 * What a rule may learn about a neighbouring plan, a fix it considers: does it fit, and how
 * fast and how communication-bound it would run. The rules never estimate a plan themselves;
 * whoever runs them (analyse()) hands in a probe, so the rules sit above the estimator
 * without calling back into it, and a test can hand in a probe of its own.
 */
struct ProbedPlan
{
    bool fits = false;
    double stepS = 0;
    double tokensPerS = 0;
    double exposedCommS = 0;
    int64_t peakBytes = 0; ///< per GPU, the busiest stage
};

/** Estimates a neighbouring plan for the rules (see ProbedPlan). */
using PlanProbe = std::function<ProbedPlan(const Scenario&)>;

} // namespace shardscope
