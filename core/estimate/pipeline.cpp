// The pipeline's entry for a whole batch: the schedule traits it reads (core/model/schedule.h),
// and simulateLongPipeline(),
// which simulates the batch within the op budget, extrapolates a simulated prefix, or falls back
// to the closed form. The orders are in pipelineorders.h, the simulation in
// pipelinesimulation.cpp, the closed forms in pipelineclosedform.cpp.

#include "pipeline.h"

#include "core/model/schedule.h"

#include <algorithm>

namespace shardscope {

bool splitsBackward(PipelineSchedule s)
{
    return scheduleTraits(s).splitsBackward;
}

int chunksPerRank(PipelineSchedule s, int virtualStages)
{
    return scheduleChunksPerRank(scheduleTraits(s), virtualStages);
}

int64_t pipelineOpsPerMicrobatch(const PipelineInput& in)
{
    const ScheduleTraits& t = scheduleTraits(in.schedule);
    const int64_t kinds = t.splitsBackward ? 3 : 2;
    // Two directions: a micro-batch passes one of the two chunks of each rank.
    const int64_t chunks = t.placement == ChunkPlacement::TwoWay ? 1 : scheduleChunksPerRank(t, in.virtualStages);
    return kinds * int64_t(std::max(in.stages, 1)) * chunks;
}

namespace {

/** Micro-batches after which the schedule repeats (chosen chunks: a group of N; two directions: one each). */
int64_t repeatPeriod(const PipelineInput& in, int p)
{
    const ScheduleTraits& t = scheduleTraits(in.schedule);
    if (t.chosenChunks && in.virtualStages > 1)
        return in.microbatchGroup > 0 ? in.microbatchGroup : p;
    return t.placement == ChunkPlacement::TwoWay ? 2 : 1;
}

/** The fewest micro-batches that reach the steady state: one pass (p); a V or DualPipe 2p. */
int64_t steadyPrefix(const PipelineInput& in, int p)
{
    return scheduleTraits(in.schedule).fillPerStage * int64_t(p);
}

} // namespace

PipelineTimeline simulateLongPipeline(const PipelineInput& in, const SimulationBudget& budget)
{
    const int p = std::max(in.stages, 1);
    const int64_t m = std::max<int64_t>(in.microbatches, 1);
    if (!scheduleSimulates(scheduleTraits(in.schedule), p)) {
        PipelineTimeline out = closedFormTimeline(in, m); // no DualPipe order for an odd p
        out.overBudget = false;
        return out;
    }
    const int64_t ops = pipelineOpsPerMicrobatch(in);
    const int64_t period = repeatPeriod(in, p);
    const int64_t padded = (m + period - 1) / period * period; // interleaving simulates whole groups of N
    const int64_t onePass = (steadyPrefix(in, p) + period - 1) / period * period;
    // The budget this batch may use: the preferred one while a pass fits in it.
    const int64_t cap = (2 * onePass + period) * ops <= budget.preferredOps ? budget.preferredOps : budget.maxOps;
    if (padded * ops <= cap) {
        PipelineTimeline out = simulatePipeline(in);
        out.simulatedMicrobatches = int(m);
        return out;
    }
    // Two runs, a prefix and the prefix plus one period, share the budget; the prefix covers
    // at least one pass of the pipeline to reach the steady state.
    const int64_t prefix =
        cap == budget.preferredOps ? std::max(onePass, (cap / ops - period) / 2 / period * period) : onePass;
    if ((2 * prefix + period) * ops > cap)
        return closedFormTimeline(in, m);
    PipelineInput first = in;
    first.microbatches = prefix;
    PipelineTimeline out = simulatePipeline(first);
    out.simulatedMicrobatches = int(prefix);
    if (!out.simulated)
        return out;
    PipelineInput second = first;
    second.microbatches += period;
    second.recordOps = false; // only its makespan is needed
    const PipelineTimeline next = simulatePipeline(second);
    const double periods = double(m - prefix) / double(period);
    out.makespan += periods * (next.makespan - out.makespan);
    for (size_t s = 0; s < out.finish.size(); ++s) {
        out.finish[s] += periods * (next.finish[s] - out.finish[s]);
        out.busy[s] += periods * (next.busy[s] - out.busy[s]);
    }
    out.criticalStage = 0;
    for (int s = 1; s < p; ++s)
        if (out.busy[size_t(s)] > out.busy[size_t(out.criticalStage)])
            out.criticalStage = s;
    out.bubbleFraction = out.makespan > 0 ? 1.0 - out.busy[size_t(out.criticalStage)] / out.makespan : 0.0;
    out.method = PipelineMethod::Extrapolated;
    return out;
}

std::string_view pipelineMethodName(PipelineMethod method)
{
    switch (method) {
    case PipelineMethod::Simulated: return "simulated";
    case PipelineMethod::Extrapolated: return "extrapolated";
    case PipelineMethod::ClosedForm: return "closed-form";
    }
    return "simulated";
}

std::string_view closedFormKindName(ClosedFormKind kind)
{
    switch (kind) {
    case ClosedFormKind::Formula: return "formula";
    case ClosedFormKind::Paper: return "paper";
    case ClosedFormKind::Approximation: return "approximation";
    }
    return "formula";
}

} // namespace shardscope
