#include "analyse.h"

#include "measuredcomparison.h"

#include "core/estimate/estimate.h"
#include "core/estimate/quickestimate.h"
#include "core/rules/rules.h"

namespace shardscope {

ProbedPlan quickProbe(const Scenario& scenario)
{
    const QuickEstimate q = quickEstimate(scenario);
    ProbedPlan plan;
    plan.fits = q.fits;
    plan.stepS = q.stepS;
    plan.tokensPerS = q.tokensPerS;
    plan.exposedCommS = q.exposedCommS;
    plan.peakBytes = q.peakBytes;
    return plan;
}

Report analyse(const Scenario& scenario, const EstimateOptions& options)
{
    Report report = estimate(scenario, options);
    report.diagnostics = checkRules(scenario, report, quickProbe);
    report.measured = compareToMeasured(scenario, report);
    return report;
}

} // namespace shardscope
