// Pipeline inputs and measures shared by the pipeline suites: uniform ranks, the per-rank
// work the fast path takes, heavier first and last stages, the bubble of a timeline.
#pragma once

#include "core/estimate/pipeline.h"

#include <sys/resource.h>

#include <utility>
#include <vector>

namespace pipelinesupport {

using namespace shardscope;

inline PipelineInput uniform(PipelineSchedule schedule, int p, int64_t m, int v, double f, double b, double w,
                      double tau = 0)
{
    PipelineInput in;
    in.schedule = schedule;
    in.stages = p;
    in.microbatches = m;
    in.virtualStages = v;
    in.p2pSeconds = tau;
    // f, b, w: one micro-batch through everything a rank runs. DualPipe's two chunks are
    // alternatives (a micro-batch passes one of them), the others' chunks share it.
    const int chunks = chunksPerRank(schedule, v);
    const int share = schedule == PipelineSchedule::DualPipe ? 1 : chunks;
    for (int s = 0; s < p; ++s) {
        StageDurations d;
        for (int c = 0; c < chunks; ++c) {
            d.forward.push_back(f / share);
            d.backward.push_back(b / share);
            d.weight.push_back(w / share);
        }
        in.durations.push_back(d);
    }
    return in;
}

/**
 * What closedFormMakespan() takes, as the search's fast path counts it: the busiest rank's F,
 * B, W per micro-batch and their sum over ranks; DualPipe: each rank's own stage (chunk 0).
 */
inline std::pair<StageWork, StageWork> workPerRank(const PipelineInput& in)
{
    const bool dual = in.schedule == PipelineSchedule::DualPipe;
    StageWork critical, sum;
    for (const StageDurations& d : in.durations) {
        auto total = [dual](const std::vector<double>& list) {
            double t = 0;
            for (size_t i = 0; i < (dual ? 1 : list.size()); ++i)
                t += list[i];
            return t;
        };
        const StageWork w{total(d.forward), total(d.backward), total(d.weight)};
        sum.forward += w.forward;
        sum.backward += w.backward;
        sum.weight += w.weight;
        if (w.forward + w.backward + w.weight > critical.forward + critical.backward + critical.weight)
            critical = w;
    }
    return {critical, sum};
}

/** The heavier ends of a real model: the first stage's embedding, the last stage's output layer and loss. */
inline void heavierEnds(PipelineInput& in, double first, double last)
{
    const int p = in.stages;
    auto scale = [](StageDurations& d, size_t chunk, double k) {
        d.forward[chunk] *= k;
        d.backward[chunk] *= k;
        d.weight[chunk] *= k;
    };
    switch (in.schedule) {
    case PipelineSchedule::ZeroBubbleV: // the V starts and ends on rank 0
        scale(in.durations[0], 0, first);
        scale(in.durations[0], 1, last);
        break;
    case PipelineSchedule::DualPipe: // stage 0 on rank 0 and its copy on rank p-1; the last stage mirrored
        scale(in.durations[0], 0, first);
        scale(in.durations[size_t(p - 1)], 1, first);
        scale(in.durations[size_t(p - 1)], 0, last);
        scale(in.durations[0], 1, last);
        break;
    default:
        scale(in.durations.front(), 0, first);
        scale(in.durations.back(), in.durations.back().forward.size() - 1, last);
    }
}

inline double bubbleTime(const PipelineTimeline& t) { return t.makespan - t.busy[size_t(t.criticalStage)]; }

/** Largest resident set of this process so far, in bytes. */
inline int64_t peakResidentBytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return int64_t(usage.ru_maxrss) * 1024;
}

} // namespace pipelinesupport
