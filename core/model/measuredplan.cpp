#include "measuredplan.h"

#include "fields.h"

namespace shardscope {

namespace {

bool sameSections(const Scenario& s, const MeasuredPlan& plan)
{
    return s.model == plan.model && s.cluster == plan.cluster && s.parallel == plan.parallel &&
           s.training == plan.training;
}

/** The registry's fields that differ between the scenario and the plan measured. */
std::vector<std::string> differingFields(const Scenario& s, const MeasuredPlan& plan)
{
    const Scenario measured = withMeasuredPlan(s, plan);
    std::vector<std::string> edits;
    for (const FieldInfo& field : allFields()) {
        const bool here = fieldPresent(s, field.id), there = fieldPresent(measured, field.id);
        if (here != there || (here && getField(s, field.id) != getField(measured, field.id)))
            edits.emplace_back(field.path);
    }
    return edits;
}

} // namespace

Scenario withMeasuredPlan(Scenario scenario, const MeasuredPlan& plan)
{
    scenario.model = plan.model;
    scenario.cluster = plan.cluster;
    scenario.parallel = plan.parallel;
    scenario.training = plan.training;
    return scenario;
}

std::vector<std::string> measuredPlanEdits(const Scenario& s)
{
    if (!s.measured || !s.measured->plan || sameSections(s, *s.measured->plan))
        return {};
    return differingFields(s, *s.measured->plan); // empty when only a name or a citation was edited
}

bool measuredOnThisPlan(const Scenario& s)
{
    return measuredPlanEdits(s).empty();
}

} // namespace shardscope
