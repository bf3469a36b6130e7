#include "lessongroups.h"

#include "widgets/support/format.h"

#include "core/lessons/lessonscenarios.h"
#include "core/lessons/reportlookups.h"

#include <algorithm>

using namespace shardscope;

// The §6 misconceptions: more GPUs, bigger TP, ZeRO-3 as a silver bullet, topology not mattering.

namespace shardscope::ui {

using namespace shardscope::lessons;
using namespace lessontext;

Lesson moreGpusLesson()
{
    Lesson l{QStringLiteral("more-gpus"), Lessons::tr("Misconception: more GPUs = faster"), QStringLiteral("6"), {}, {}};
    l.steps.push_back({Lessons::tr("The starting point"), LessonView::Summary, [](const Scenario& b) { return b; },
                       [](P c) {
                           return Lessons::tr("%1 GPUs at a global batch of %2 sequences: %3 tokens/s.")
                               .arg(Format::integer(gpus(c.scenario)), Format::integer(c.scenario.training.globalBatch),
                                    Format::rate(c.report.step.tokensPerS));
                       },
                       [](P c) { return c.scenario == c.base; }});
    l.steps.push_back({Lessons::tr("Eight times the GPUs, same batch"), LessonView::Pipeline,
                       [](const Scenario& b) { return scaledOut(b, 8); },
                       [](P c) {
                           const double speedup = ratio(c.report.step.tokensPerS, c.previous.step.tokensPerS);
                           return Lessons::tr("Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, "
                                              "not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, "
                                              "so the bubble and the fixed costs weigh more (idle %5 of the schedule, it "
                                              "was %6). Scaling needs a larger batch, and the batch has limits of its own.")
                               .arg(Format::rate(c.report.step.tokensPerS), times(speedup))
                               .arg(c.report.microbatches)
                               .arg(c.previous.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.step.tokensPerS < 8 * c.previous.step.tokensPerS; }});
    return l;
}

Lesson biggerTpLesson()
{
    Lesson l{QStringLiteral("bigger-tp"), Lessons::tr("Misconception: bigger TP is better"), QStringLiteral("6"), {}, {}};
    const auto fitting = [](const Scenario& b, int tp) { return deepenUntilFits(b, tp); };
    l.steps.push_back({Lessons::tr("TP over the whole node"), LessonView::Time,
                       [=](const Scenario& b) { return fitting(onNodes(b, 2), tpWithinNode(b)); },
                       [](P c) {
                           return Lessons::tr("TP %1 with PP %2: %3 tokens/s; TP communication %4 per GPU per step.")
                               .arg(c.scenario.parallel.tp)
                               .arg(c.scenario.parallel.pp)
                               .arg(Format::rate(c.report.step.tokensPerS), Format::bytes(commBytes(c.report, "tp")));
                       },
                       [](P c) { return c.scenario.parallel.tp >= 1; }});
    l.steps.push_back({Lessons::tr("Half the TP"), LessonView::Time,
                       [=](const Scenario& b) {
                           const int full = tpWithinNode(b);
                           return fitting(onNodes(b, 2), std::max(1, full / 2));
                       },
                       [](P c) {
                           const bool faster = c.report.step.tokensPerS > c.previous.step.tokensPerS;
                           return (faster ? Lessons::tr("TP %1 (PP %2 to fit): %3 tokens/s, %4 faster than TP %5. A smaller "
                                                        "TP group moves less activation traffic per GPU and runs larger, "
                                                        "more efficient matrix multiplications. Use TP as far as memory "
                                                        "needs it, not as far as it goes.")
                                          : Lessons::tr("TP %1 (PP %2 to fit): %3 tokens/s against TP %5's. Here the larger "
                                                        "TP wins (%4): less pipeline depth or less recompute outweighs its "
                                                        "all-reduces. The rule is to use TP as far as memory needs it, and "
                                                        "to measure, as here."))
                               .arg(c.scenario.parallel.tp)
                               .arg(c.scenario.parallel.pp)
                               .arg(Format::rate(c.report.step.tokensPerS),
                                    times(ratio(c.report.step.tokensPerS, c.previous.step.tokensPerS)))
                               .arg(c.scenario.parallel.tp * 2);
                       },
                       [](P c) { return c.report.step.tokensPerS > 0; }});
    return l;
}

Lesson zeroSilverBulletLesson()
{
    Lesson l{QStringLiteral("zero3-bullet"), Lessons::tr("Misconception: ZeRO-3 is a silver bullet"), QStringLiteral("6"),
             Lessons::tr("The 1.5 times is right, but a 70B-class model cannot hold full replicas: the alternative is TP and "
                         "PP with the distributed optimizer (ZeRO-1), whose communication equals DP's. Without model "
                         "parallelism, ZeRO-3 falls from 144 to 44 TFLOP/s per GPU as the GPUs triple at a fixed batch "
                         "(Narayanan et al. 2021, Table 2)."),
             {}};
    l.steps.push_back({Lessons::tr("The distributed optimizer"), LessonView::Time,
                       [](const Scenario& b) { return withZeroStage(b, 1); },
                       [](P c) {
                           return Lessons::tr("ZeRO-1 (Megatron's distributed optimizer): %1 per GPU, %2 tokens/s, "
                                              "data-parallel traffic %3 per GPU per step.")
                               .arg(gib(c.report.memory.peakBytes), Format::rate(c.report.step.tokensPerS),
                                    Format::bytes(commBytes(c.report, "dp")));
                       },
                       [](P c) { return c.scenario.parallel.zeroStage == 1; }});
    l.steps.push_back({Lessons::tr("ZeRO-3 on the same layout"), LessonView::Time,
                       [](const Scenario& b) { return withZeroStage(b, 3); },
                       [](P c) {
                           return Lessons::tr("ZeRO-3 saves memory (%1 per GPU, it was %2) but gathers every layer's "
                                              "weights in the forward and again in the backward: %3 of data-parallel "
                                              "traffic (it was %4) and %5 tokens/s (it was %6). With pipeline stages "
                                              "it repeats per micro-batch. It pays when memory is the problem, not by "
                                              "default.")
                               .arg(gib(c.report.memory.peakBytes), gib(c.previous.memory.peakBytes),
                                    Format::bytes(commBytes(c.report, "dp")), Format::bytes(commBytes(c.previous, "dp")),
                                    Format::rate(c.report.step.tokensPerS), Format::rate(c.previous.step.tokensPerS));
                       },
                       [](P c) {
                           return c.scenario.parallel.zeroStage == 3 &&
                                  (c.scenario.parallel.dp == 1 || commBytes(c.report, "dp") > commBytes(c.previous, "dp"));
                       }});
    return l;
}

Lesson topologyLesson()
{
    Lesson l{QStringLiteral("topology"), Lessons::tr("Misconception: topology does not matter"), QStringLiteral("6"), {}, {}};
    const auto base = [](const Scenario& b) {
        const Scenario s = onNodes(b, 2);
        return layout(s, tpWithinNode(s), 1, 1, 1);
    };
    l.steps.push_back({Lessons::tr("TP on NVLink"), LessonView::Topology, base,
                       [](P c) {
                           return Lessons::tr("TP %1 inside %2-GPU NVLink nodes: %3 tokens/s.")
                               .arg(c.scenario.parallel.tp)
                               .arg(c.scenario.cluster.gpusPerNode)
                               .arg(Format::rate(c.report.step.tokensPerS));
                       },
                       [](P c) { return c.scenario.parallel.tp <= c.scenario.cluster.gpusPerNode; }});
    l.steps.push_back({Lessons::tr("The same GPUs, smaller nodes"), LessonView::Topology,
                       [=](const Scenario& b) { return nodesOfHalfTp(base(b)); },
                       [](P c) {
                           return Lessons::tr("The same number of GPUs in nodes of %1: the layout is unchanged, but "
                                              "each TP group now spans two nodes and its all-reduces cross the network: "
                                              "%2 tokens/s (it was %3). Which links a group crosses is decided by the "
                                              "node size and the rank order; the topology view shows it.")
                               .arg(c.scenario.cluster.gpusPerNode)
                               .arg(Format::rate(c.report.step.tokensPerS), Format::rate(c.previous.step.tokensPerS));
                       },
                       [](P c) {
                           return c.scenario.parallel.tp == 1 ||
                                  (c.report.step.tokensPerS < c.previous.step.tokensPerS &&
                                   hasCode(c.report, "parallel.tp_exceeds_nvlink_domain"));
                       }});
    return l;
}

} // namespace shardscope::ui
