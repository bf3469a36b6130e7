#include "lessongroups.h"

#include "widgets/support/format.h"

#include "core/lessons/lessonscenarios.h"
#include "core/lessons/reportlookups.h"

using namespace shardscope;

// The §2 lessons on the data-parallel family: plain DP and its gradient all-reduce, then ZeRO
// stages 1 to 3 removing the copies one by one.

namespace shardscope::ui {

using namespace shardscope::lessons;
using namespace lessontext;

Lesson dataParallelLesson()
{
    Lesson l{QStringLiteral("dp"), Lessons::tr("Data parallelism"), QStringLiteral("2.1"),
             Lessons::tr("The overview counts about 14 GB of DP traffic per step for a 7B model. That is the bf16 gradient "
                         "buffer: a ring all-reduce puts 2(n−1)/n times it on the wire, about 28 GB per GPU, and twice that "
                         "with Megatron's default fp32 gradients."),
             {}};
    l.steps.push_back({Lessons::tr("Every GPU holds everything"), LessonView::Memory,
                       [](const Scenario& b) { return layout(b, 1, 1, 1, 0); },
                       [](P c) {
                           const StageMemory& s = stage0(c.report);
                           return Lessons::tr("All %1 GPUs run the whole model on their own share of the batch. Each "
                                              "therefore holds all of it: %2 of weights, %3 of gradients and %4 of "
                                              "optimizer state (Adam: fp32 master copy, first and second moment). "
                                              "That is %5 per GPU against %6 of memory. Data parallelism splits the "
                                              "batch, never the model: it only works once one GPU can hold the model.")
                               .arg(Format::integer(gpus(c.scenario)), gib(s.weightsBytes), gib(s.gradientsBytes),
                                    gib(s.optimizerBytes), gib(c.report.memory.peakBytes), Format::gibPrecise(double(c.report.memory.capacityBytes)));
                       },
                       [](P c) {
                           const auto& p = c.scenario.parallel;
                           return p.tp == 1 && p.pp == 1 && p.cp == 1 && p.zeroStage == 0 && p.worldSize() == gpus(c.scenario);
                       }});
    l.steps.push_back({Lessons::tr("The gradient all-reduce"), LessonView::Time,
                       [](const Scenario& b) { return layout(b, 1, 1, 1, 0); },
                       [](P c) {
                           return Lessons::tr("After the backward pass every GPU has gradients for its own sequences; "
                                              "an all-reduce averages them. A ring all-reduce puts 2(n−1)/n times the "
                                              "gradient buffer on each GPU's links: here %1 per GPU per step, %2 of "
                                              "transfer, of which %3 is not hidden behind the backward pass.")
                               .arg(Format::bytes(commBytes(c.report, "dp")),
                                    Format::seconds(commTime(c.report, "dp")),
                                    Format::seconds(commExposed(c.report, "dp")));
                       },
                       [](P c) { return commBytes(c.report, "dp") > 0 || c.scenario.parallel.dp == 1; }});
    return l;
}

Lesson zeroLesson()
{
    Lesson l{QStringLiteral("zero"), Lessons::tr("ZeRO stages 1, 2 and 3"), QStringLiteral("2.2"),
             Lessons::tr("The overview says ZeRO raises communication to 2.7–3 times that of DP. ZeRO-1 and ZeRO-2 move the "
                         "same 2Ψ as plain DP; only ZeRO-3 moves 3Ψ, 1.5 times (Rajbhandari et al. 2020, ZeRO)."),
             {}};
    const auto step = [](int stage, QString title, LessonView view) {
        return LessonStep{
            std::move(title), view, [stage](const Scenario& b) { return layout(b, 1, 1, 1, stage); },
            [stage](P c) {
                const StageMemory& s = stage0(c.report);
                const StageMemory& before = stage0(c.previous);
                if (stage == 1)
                    return Lessons::tr("ZeRO-1 keeps one copy of the optimizer state across the %1 data-parallel "
                                       "GPUs instead of one per GPU: %2 per GPU (it was %3). The communication is "
                                       "the same as plain data parallelism: a reduce-scatter of the gradients and "
                                       "an all-gather of the updated weights move what the all-reduce moved.")
                        .arg(Format::integer(c.scenario.parallel.dp), gib(s.optimizerBytes), gib(before.optimizerBytes));
                if (stage == 2)
                    return Lessons::tr("ZeRO-2 shards the gradients too: %1 of gradients per GPU (it was %2), still "
                                       "at the cost of plain data parallelism.")
                        .arg(gib(s.gradientsBytes), gib(before.gradientsBytes));
                return Lessons::tr("ZeRO-3 (FSDP) shards the weights as well: %1 per GPU (it was %2), %3 in total. "
                                   "Now every layer's weights must be gathered before its forward and again before "
                                   "its backward: the data-parallel traffic becomes 1.5 times that of ZeRO-2 "
                                   "(%4 per GPU per step, it was %5).")
                    .arg(gib(s.weightsBytes), gib(before.weightsBytes), gib(c.report.memory.peakBytes),
                         Format::bytes(commBytes(c.report, "dp")), Format::bytes(commBytes(c.previous, "dp")));
            },
            [stage](P c) {
                const StageMemory& s = stage0(c.report);
                const StageMemory& before = stage0(c.previous);
                if (c.scenario.parallel.zeroStage != stage)
                    return false;
                if (c.scenario.parallel.dp == 1)
                    return true;
                if (stage == 1)
                    return s.optimizerBytes < before.optimizerBytes;
                if (stage == 2)
                    return s.gradientsBytes < before.gradientsBytes;
                return s.weightsBytes < before.weightsBytes && commBytes(c.report, "dp") > commBytes(c.previous, "dp");
            }};
    };
    l.steps.push_back({Lessons::tr("Start: plain data parallelism"), LessonView::Memory,
                       [](const Scenario& b) { return layout(b, 1, 1, 1, 0); },
                       [](P c) {
                           return Lessons::tr("Plain data parallelism on %1 GPUs: %2 per GPU, of which optimizer state "
                                              "%3. ZeRO removes the copies step by step.")
                               .arg(Format::integer(gpus(c.scenario)), gib(c.report.memory.peakBytes),
                                    gib(stage0(c.report).optimizerBytes));
                       },
                       [](P c) { return c.scenario.parallel.zeroStage == 0; }});
    l.steps.push_back(step(1, Lessons::tr("ZeRO-1: optimizer state"), LessonView::Memory));
    l.steps.push_back(step(2, Lessons::tr("ZeRO-2: gradients"), LessonView::Memory));
    l.steps.push_back(step(3, Lessons::tr("ZeRO-3: weights"), LessonView::Time));
    return l;
}

} // namespace shardscope::ui
