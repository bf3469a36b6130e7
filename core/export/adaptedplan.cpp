#include "adaptedplan.h"

#include "core/rules/fixes.h"

namespace shardscope {

AdaptedPlan adaptedPlan(const Scenario& planned, const ExportResult& result)
{
    AdaptedPlan out;
    out.scenario = planned;
    for (const ExportAdaptation& a : result.adaptations) {
        if (!a.changesPlan)
            continue;
        if (a.changes.empty()) {
            out.notEstimated.push_back(a.text);
            continue;
        }
        out.scenario = applyChanges(out.scenario, a.changes);
    }
    out.changed = !(out.scenario == planned);
    return out;
}

} // namespace shardscope
