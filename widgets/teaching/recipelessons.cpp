#include "lessongroups.h"

#include "widgets/support/format.h"

#include "core/lessons/lessonscenarios.h"
#include "core/lessons/reportlookups.h"

#include <QStringList>

using namespace shardscope;

// The §3 recipe (TP inside the node, PP until it fits, DP for the rest) and the §4
// communication estimate.

namespace shardscope::ui {

using namespace shardscope::lessons;
using namespace lessontext;

Lesson mixedRecipeLesson()
{
    Lesson l{QStringLiteral("recipe"), Lessons::tr("Combining them"), QStringLiteral("3"),
             Lessons::tr("The overview writes DP outermost. Megatron's default rank order is tp-cp-ep-dp-pp, with PP "
                         "outermost, and Llama 3 used [TP, CP, PP, DP]; the order decides which links each group crosses, so "
                         "the Parallelism panel shows it."),
             {}};
    const auto tp = [](const Scenario& b) { return tpWithinNode(b); };
    l.steps.push_back({Lessons::tr("1. TP inside the node"), LessonView::Memory,
                       [=](const Scenario& b) { return layout(b, tp(b), 1, 1, 1); },
                       [](P c) {
                           return Lessons::tr("Start with TP over the GPUs of a node (TP %1): it cuts the weights and "
                                              "activations per GPU where the links are fastest. Memory per GPU: %2 of %3.")
                               .arg(c.scenario.parallel.tp)
                               .arg(gib(c.report.memory.peakBytes), Format::gibPrecise(double(c.report.memory.capacityBytes)));
                       },
                       [](P c) { return c.scenario.parallel.tp <= c.scenario.cluster.gpusPerNode && c.scenario.parallel.pp == 1; }});
    l.steps.push_back({Lessons::tr("2. PP across nodes until it fits"), LessonView::Memory,
                       [=](const Scenario& b) { return deepenUntilFits(b, tp(b)); },
                       [](P c) {
                           return Lessons::tr("Add pipeline stages across nodes until the model fits: PP %1 brings "
                                              "the busiest GPU to %2 of %3. Pipeline traffic is small (one activation "
                                              "per micro-batch per boundary), so it tolerates the network.")
                               .arg(c.scenario.parallel.pp)
                               .arg(gib(c.report.memory.peakBytes), Format::gibPrecise(double(c.report.memory.capacityBytes)));
                       },
                       [](P c) { return c.report.memory.fits || c.scenario.parallel.pp >= 64 || c.scenario.parallel.pp >= c.scenario.model.layers; }});
    l.steps.push_back({Lessons::tr("3. DP fills the rest"), LessonView::Summary,
                       [=](const Scenario& b) { return deepenUntilFits(b, tp(b)); },
                       [](P c) {
                           return Lessons::tr("Data parallelism takes the remaining GPUs: DP %1 replicas of the TP × PP "
                                              "= %2-GPU model, with the distributed optimizer (ZeRO-1) so the "
                                              "optimizer state is not copied %1 times. Together: %3 tokens/s at MFU %4.")
                               .arg(c.scenario.parallel.dp)
                               .arg(c.scenario.parallel.tp * c.scenario.parallel.pp)
                               .arg(Format::rate(c.report.step.tokensPerS), pct(c.report.step.mfu));
                       },
                       [](P c) { return c.scenario.parallel.worldSize() <= gpus(c.scenario) && c.scenario.parallel.zeroStage == 1; }});
    return l;
}

Lesson communicationLesson()
{
    Lesson l{QStringLiteral("network"), Lessons::tr("Is the network enough?"), QStringLiteral("4"),
             Lessons::tr("The overview's per-step formula leaves out layers, micro-batches, top-k, virtual stages, ring "
                         "factors and element size, and volume / (bandwidth × steps × utilisation) is not a time. Here each "
                         "group is timed as its bytes × ring factor / bus bandwidth, against the compute it can overlap."),
             {}};
    l.steps.push_back({Lessons::tr("Communication per dimension"), LessonView::Time,
                       [](const Scenario& b) { return b; },
                       [](P c) {
                           QStringList parts;
                           for (const CommDimReport& d : c.report.communication.dims)
                               if (d.bytesPerStep > 0)
                                   parts << Lessons::tr("%1 %2 (%3 exposed)")
                                                .arg(QString::fromStdString(d.dim).toUpper(), Format::bytes(d.bytesPerStep),
                                                     Format::seconds(d.exposedTimeS));
                           return Lessons::tr("Add up what each group moves per GPU per step, each on the link it "
                                              "crosses: %1. What matters is not the volume but the part that cannot "
                                              "hide behind compute: %2 of a %3 step (%4). The time chart shows both.")
                               .arg(parts.isEmpty() ? Lessons::tr("nothing") : parts.join(QStringLiteral(", ")),
                                    Format::seconds(c.report.step.exposedCommS), Format::seconds(c.report.step.timeS),
                                    pct(c.report.communication.share));
                       },
                       [](P c) { return c.scenario == c.base; }});
    return l;
}

} // namespace shardscope::ui
