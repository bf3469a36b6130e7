#include "lessongroups.h"

#include "widgets/support/format.h"

#include "core/lessons/lessonscenarios.h"
#include "core/lessons/reportlookups.h"

#include <cmath>

using namespace shardscope;

// Where the overview (core/advice/seedarticle.h) is wrong, measured on the user's model: Adam's state size and the
// bubble at m = 2(p−1).

namespace shardscope::ui {

using namespace shardscope::lessons;
using namespace lessontext;

Lesson mythAdamLesson()
{
    Lesson l{QStringLiteral("myth-adam"), Lessons::tr("Myth vs measured: Adam's memory"), QStringLiteral("1"),
             Lessons::tr("Adam keeps one first and one second moment, not “2 momentum + 1 variance”; with fp32 master weights "
                         "that is 12 bytes per parameter, 840 GB for 70B, and the model states total 16 bytes per parameter "
                         "(18 with Megatron's fp32 gradients) — ZeRO (Rajbhandari et al. 2020)."),
             {}};
    l.steps.push_back({Lessons::tr("16 bytes per parameter"), LessonView::Memory,
                       [](const Scenario& b) { return layout(b, 1, 1, 1, 0); },
                       [](P c) {
                           const double params = double(c.report.model.paramsTotal);
                           const StageMemory& s = stage0(c.report);
                           return Lessons::tr("The overview puts Adam's states at about three copies of bf16 "
                                              "weights (≈6 bytes per parameter, 420 GB for 70B). Adam keeps one first "
                                              "and one second moment, and mixed precision adds an fp32 master copy: "
                                              "4 + 4 + 4 = 12 bytes per parameter. Measured here: %1 of optimizer state "
                                              "for %2 parameters = %3 bytes per parameter; with bf16 weights (2) and "
                                              "fp32 gradients (4) the model states are %4 bytes per parameter.")
                               .arg(gib(s.optimizerBytes), Format::count(params))
                               .arg(params > 0 ? double(s.optimizerBytes) / params : 0, 0, 'f', 1)
                               .arg(params > 0 ? double(s.weightsBytes + s.gradientsBytes + s.optimizerBytes) / params : 0, 0, 'f', 1);
                       },
                       [](P c) {
                           const double params = double(c.report.model.paramsTotal);
                           return params > 0 && std::abs(double(stage0(c.report).optimizerBytes) / params - 12.0) < 0.2;
                       }});
    return l;
}

Lesson mythBubbleLesson()
{
    Lesson l{QStringLiteral("myth-bubble"), Lessons::tr("Myth vs measured: the bubble at m = 2(p−1)"), QStringLiteral("2.4"),
             Lessons::tr("The bubble (p−1)/m falls steadily with m: at m = 2(p−1) it is still half the ideal compute, a third "
                         "of the schedule; practical targets are m ≥ 4p, interleaving or zero-bubble schedules (Narayanan et al. "
                         "2021)."),
             {}};
    const auto pipe = [](const Scenario& b, int64_t m) {
        return withMicrobatches(layout(b, tpWithinNode(b), 8, 1, 1, PipelineSchedule::GPipe), m);
    };
    l.steps.push_back({Lessons::tr("m = 2(p−1)"), LessonView::Pipeline, [=](const Scenario& b) { return pipe(b, 14); },
                       [](P c) {
                           return Lessons::tr("The overview calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 "
                                              "that is %1 micro-batches, and the pipeline is still idle %2 of the schedule: "
                                              "the bubble (p−1)/(m+p−1) keeps falling as m grows.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.microbatches == 14 && c.report.pipeline.bubbleFraction > 0.25; }});
    l.steps.push_back({Lessons::tr("m = 8p"), LessonView::Pipeline, [=](const Scenario& b) { return pipe(b, 64); },
                       [](P c) {
                           return Lessons::tr("With %1 micro-batches the same pipeline is idle %2 of the schedule (it was "
                                              "%3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.pipeline.bubbleFraction < c.previous.pipeline.bubbleFraction; }});
    return l;
}

} // namespace shardscope::ui
