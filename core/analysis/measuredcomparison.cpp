#include "measuredcomparison.h"

#include "core/estimate/bytes.h"
#include "core/model/measuredplan.h"

#include <algorithm>

namespace shardscope {

std::optional<MeasuredComparison> compareToMeasured(const Scenario& s, const Report& r)
{
    if (!s.measured)
        return std::nullopt;
    const MeasuredRun& run = *s.measured;
    MeasuredComparison out;
    out.source = run.source;
    out.note = run.note;
    out.planEdits = measuredPlanEdits(s);
    const double gpus = double(std::max<int64_t>(r.worldSize, 1));
    const double tokensPerGpu = r.step.tokensPerS / gpus;
    const auto add = [&](const char* figure, const std::optional<double>& measured, double estimated) {
        if (measured)
            out.figures.push_back({figure, *measured, estimated});
    };
    add("tokens_per_s_per_gpu", run.tokensPerSPerGpu, tokensPerGpu);
    add("tflops_per_gpu", run.tflopsPerGpu, tokensPerGpu * r.model.flopsPerToken / 1e12);
    add("mfu", run.mfu, r.step.mfu);
    add("peak_memory_GiB", run.peakMemoryGiB, double(r.memory.peakBytes) / kGiB);
    add("step_time_s", run.stepTimeS, r.step.timeS);
    return out;
}

} // namespace shardscope
