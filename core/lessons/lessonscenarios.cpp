#include "lessonscenarios.h"

#include "core/estimate/estimate.h"
#include "core/io/presetlibrary.h"
#include "core/model/normalise.h"
#include "core/model/schedule.h"
#include "core/rules/rulehelpers.h"

#include <algorithm>

namespace shardscope::lessons {

int64_t gpus(const Scenario& s)
{
    return s.cluster.totalGpus();
}

Scenario onNodes(Scenario s, int nodes)
{
    s.cluster.nodes = std::max(s.cluster.nodes, nodes);
    return s;
}

int tpUpTo(const Scenario& s, int limit)
{
    return rules::validTensorParallel(s.model, std::max(1, limit));
}

int tpWithinNode(const Scenario& s)
{
    return tpUpTo(s, std::min(8, s.cluster.gpusPerNode));
}

Scenario layout(Scenario s, int tp, int pp, int cp, int zero, PipelineSchedule schedule, int v)
{
    // The couplings are normalise()'s: SP switched on first, so that TP 1 turns it off and
    // any other TP keeps it; DP follows TP, PP and CP to fill the cluster; the schedule sets
    // the virtual stages (1 for every schedule but interleaved 1F1B).
    const auto set = [&s](Dim dim, int degree) { apply(s, Change::degree(s, dim, degree, true)); };
    const auto setField = [&s](Setting setting, int value) { apply(s, Change::field(s, setting, value)); };
    setField(Setting::SequenceParallel, 1);
    set(Dim::Tp, std::max(1, tp));
    set(Dim::Pp, std::clamp(pp, 1, s.model.layers));
    set(Dim::Cp, std::max(1, cp));
    set(Dim::Ep, 1);
    set(Dim::Etp, 0); // unset: the same as TP
    setField(Setting::ZeroStage, zero);
    const PipelineSchedule chosen = s.parallel.pp > 1 ? schedule : PipelineSchedule::OneFOneB;
    setField(Setting::Schedule, int(chosen));
    if (scheduleTraits(chosen).chosenChunks)
        setField(Setting::VirtualStages, v);
    s.training.microBatch = 1;
    int64_t unit = s.parallel.dp;
    if (scheduleTraits(s.parallel.schedule).microbatches == MicrobatchRule::MultipleOfStages)
        unit *= s.parallel.pp;
    s.training.globalBatch = std::max(unit, (s.training.globalBatch + unit - 1) / unit * unit);
    return s;
}

Scenario deepenUntilFits(const Scenario& base, int tp)
{
    Scenario s = layout(base, tp, 1, 1, 1);
    for (int pp = 1; pp <= std::min(64, base.model.layers); pp *= 2) {
        s = layout(base, tp, pp, 1, 1);
        if (estimate(s, EstimateOptions{.keepTimeline = false}).memory.fits)
            break;
    }
    return s;
}

Scenario withZeroStage(Scenario s, int stage)
{
    s.parallel.zeroStage = stage;
    return s;
}

Scenario withMicrobatches(Scenario s, int64_t m)
{
    s.training.globalBatch = m * s.parallel.dp;
    return s;
}

int interleavedChunks(const Scenario& s, int pp, int most)
{
    int v = std::max(1, most);
    while (v > 1 && s.model.layers % (pp * v) != 0)
        --v;
    return v;
}

Scenario nodesOfHalfTp(Scenario s)
{
    const int64_t total = gpus(s);
    const int per = std::max(1, s.parallel.tp / 2);
    s.cluster.gpusPerNode = per;
    s.cluster.nodes = int(total / per);
    s.cluster.topology.nvlinkDomainGpus = per;
    return s;
}

Scenario withMoeModel(Scenario s)
{
    if (!s.model.isMoe())
        s.model = PresetLibrary::builtin().modelSpec("mixtral-8x7b");
    return s;
}

Scenario withExpertParallel(Scenario s, int most)
{
    int ep = 1;
    if (s.model.moe)
        for (int e : rules::divisors(s.model.moe->experts))
            if (e <= most && (int64_t(s.parallel.tp) * s.parallel.dp) % e == 0)
                ep = e;
    apply(s, Change::degree(s, Dim::Ep, ep));
    apply(s, Change::degree(s, Dim::Etp, 1));
    return s;
}

Scenario scaledOut(const Scenario& base, int factor)
{
    Scenario s = base;
    s.cluster.nodes = base.cluster.nodes * factor;
    const int64_t unit = int64_t(base.parallel.dp) * factor * s.training.microBatch;
    if (s.training.globalBatch % unit == 0 && s.training.globalBatch >= unit)
        apply(s, Change::degree(s, Dim::Dp, base.parallel.dp * factor));
    return s;
}

} // namespace shardscope::lessons
