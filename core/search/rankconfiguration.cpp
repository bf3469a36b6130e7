#include "search.h"

#include "core/analysis/analyse.h"
#include "core/export/launchersupport.h"
#include "core/rules/rules.h"

namespace shardscope {

RankedConfiguration rankConfiguration(const Scenario& base, const SearchKnobs& knobs)
{
    RankedConfiguration r;
    r.knobs = knobs;
    r.scenario = applyKnobs(base, knobs);
    const Report report = analyse(r.scenario, EstimateOptions{.keepTimeline = false}); // figures only
    r.tokensPerS = report.step.tokensPerS;
    r.stepS = report.step.timeS;
    r.stepLowS = report.step.timeLowS;
    r.stepHighS = report.step.timeHighS;
    r.rangeWidenedFor = report.step.timeBandWidening;
    r.rangeWidenedForExperts = report.step.timeBandWidenedForExperts;
    r.rangeWidenedForQuantizedBlackwell = report.step.timeBandWidenedForQuantizedBlackwell;
    r.mfu = report.step.mfu;
    r.bubbleFraction = report.pipeline.bubbleFraction;
    r.commShare = report.communication.share;
    r.peakBytes = report.memory.peakBytes;
    r.capacityBytes = report.memory.capacityBytes;
    for (const Diagnostic& d : report.diagnostics)
        if (d.severity != Severity::Info)
            r.warnings.push_back(d.code);
    if (hasErrors(report.diagnostics))
        r.capacityBytes = -1; // marks "refused" for the caller below
    r.launchers = LauncherSupport(base).accepting(r.scenario);
    return r;
}

} // namespace shardscope
