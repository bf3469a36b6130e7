// stepTail(): the step after the drawn schedule, phase by phase, from the report's figures.

#include "steptail.h"

#include <algorithm>

namespace shardscope {

std::string_view stepTailKindName(StepTailKind kind)
{
    switch (kind) {
    case StepTailKind::RemainingMicrobatches: return "remaining_microbatches";
    case StepTailKind::Stragglers: return "stragglers";
    case StepTailKind::DenseGradients: return "dp";
    case StepTailKind::ExpertGradients: return "edp";
    case StepTailKind::Optimizer: return "optimizer";
    case StepTailKind::NicFloor: return "nic_floor";
    }
    return "unknown";
}

double drawnScheduleEndS(const PipelineReport& pipe)
{
    if (!pipe.simulated || pipe.timeline.empty())
        return pipe.makespanS;
    double end = 0;
    for (const auto& rank : pipe.timeline)
        if (!rank.empty())
            end = std::max(end, rank.back().end);
    return end > 0 ? std::min(end, pipe.makespanS) : pipe.makespanS;
}

std::vector<StepTailPhase> stepTail(const Report& report)
{
    const auto exposedOf = [&](std::string_view dim) {
        for (const CommDimReport& d : report.communication.dims)
            if (d.dim == dim)
                return d.exposedTimeS;
        return 0.0;
    };
    const double drawn = drawnScheduleEndS(report.pipeline);
    const std::pair<StepTailKind, double> lengths[] = {
        {StepTailKind::RemainingMicrobatches, report.pipeline.makespanS - drawn},
        {StepTailKind::Stragglers, report.communication.stragglerS},
        {StepTailKind::DenseGradients, exposedOf("dp")},
        {StepTailKind::ExpertGradients, exposedOf("edp")},
        {StepTailKind::Optimizer, report.step.optimizerS},
        {StepTailKind::NicFloor, report.communication.nicExtraS},
    };
    std::vector<StepTailPhase> tail;
    double at = drawn;
    for (const auto& [kind, length] : lengths) {
        if (!(length > 0))
            continue;
        tail.push_back({kind, at, at + length});
        at += length;
    }
    return tail;
}

} // namespace shardscope
