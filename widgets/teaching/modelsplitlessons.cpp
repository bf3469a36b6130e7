#include "lessongroups.h"

#include "widgets/support/format.h"

#include "core/lessons/lessonscenarios.h"
#include "core/lessons/reportlookups.h"
#include "core/model/normalise.h"

#include <algorithm>

using namespace shardscope;

// The §2 lessons that split the model itself: tensor, pipeline, sequence and context, and
// expert parallelism.

namespace shardscope::ui {

using namespace shardscope::lessons;
using namespace lessontext;

Lesson tensorParallelLesson()
{
    Lesson l{QStringLiteral("tp"), Lessons::tr("Tensor parallelism"), QStringLiteral("2.3"),
             Lessons::tr("The overview counts two all-reduces, one forward and one backward. Megatron runs two in the forward "
                         "and two in the backward pass of every transformer layer (two more with full recompute), and their "
                         "volume grows with the micro-batch, not the global batch (Korthikanti et al. 2022)."),
             {}};
    l.steps.push_back({Lessons::tr("One TP group per node"), LessonView::Memory,
                       [](const Scenario& b) {
                           const Scenario s = onNodes(b, 2);
                           return layout(s, tpWithinNode(s), 1, 1, 1);
                       },
                       [](P c) {
                           return Lessons::tr("TP %1 splits every layer's matrices over the GPUs of one node: each "
                                              "holds 1/%1 of the layer weights (%2 of weights per GPU). The price: two "
                                              "all-reduces of the activations per layer in the forward pass and two in "
                                              "the backward, %3 per GPU per step. They sit on the critical path, so "
                                              "they need NVLink: %4 of them is exposed here.")
                               .arg(c.scenario.parallel.tp)
                               .arg(gib(stage0(c.report).weightsBytes), Format::bytes(commBytes(c.report, "tp")),
                                    Format::seconds(commExposed(c.report, "tp")));
                       },
                       [](P c) { return c.scenario.parallel.tp > 1 && c.scenario.parallel.tp <= c.scenario.cluster.gpusPerNode; }});
    l.steps.push_back({Lessons::tr("Let TP leave the node"), LessonView::Topology,
                       [](const Scenario& b) {
                           // Half-size nodes: the same TP group now spans two of them.
                           const Scenario s = onNodes(b, 2);
                           const int tp = tpWithinNode(s);
                           const Scenario t = layout(s, tp, 1, 1, 1);
                           return tp >= 2 ? nodesOfHalfTp(t) : t;
                       },
                       [](P c) {
                           return Lessons::tr("The same TP %1 on nodes of %2 GPUs: every TP group now crosses the "
                                              "network. The activations it all-reduces four times per layer go over "
                                              "links a fraction as fast: exposed TP communication %3 (it was %4), "
                                              "%5 tokens/s (it was %6). Keep TP inside the NVLink domain.")
                               .arg(c.scenario.parallel.tp)
                               .arg(c.scenario.cluster.gpusPerNode)
                               .arg(Format::seconds(commExposed(c.report, "tp")), Format::seconds(commExposed(c.previous, "tp")),
                                    Format::rate(c.report.step.tokensPerS), Format::rate(c.previous.step.tokensPerS));
                       },
                       [](P c) {
                           return c.scenario.parallel.tp > c.scenario.cluster.gpusPerNode &&
                                  commExposed(c.report, "tp") > commExposed(c.previous, "tp") &&
                                  c.report.step.tokensPerS < c.previous.step.tokensPerS;
                       }});
    return l;
}

Lesson pipelineParallelLesson()
{
    Lesson l{QStringLiteral("pp"), Lessons::tr("Pipeline parallelism"), QStringLiteral("2.4"),
             Lessons::tr("The overview calls 2×(PP−1) micro-batches the minimal bubble and says PP ≥ 4 uses 1F1B. The bubble "
                         "(p−1)/m keeps falling as m grows, and 1F1B has GPipe's bubble: it saves memory (p micro-batches in "
                         "flight instead of m), and Megatron uses it for any p > 1 (Narayanan et al. 2021)."),
             {}};
    const auto pipeline = [](const Scenario& b, int pp, int64_t m, PipelineSchedule schedule, int v) {
        return withMicrobatches(layout(onNodes(b, 1), tpWithinNode(b), pp, 1, 1, schedule, v), m);
    };
    l.steps.push_back({Lessons::tr("Few micro-batches"), LessonView::Pipeline,
                       [=](const Scenario& b) { return pipeline(b, 4, 4, PipelineSchedule::OneFOneB, 1); },
                       [](P c) {
                           return Lessons::tr("PP 4 gives each GPU a quarter of the layers. A micro-batch must pass "
                                              "stage 1 before stage 2 can start, so with only %1 micro-batches the "
                                              "stages wait: the pipeline is idle %2 of the schedule. The bubble is "
                                              "(p−1)/(m+p−1) of the schedule for GPipe and 1F1B alike.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.scenario.parallel.pp == 4 && c.report.microbatches == 4 && c.report.pipeline.bubbleFraction > 0.3; }});
    l.steps.push_back({Lessons::tr("More micro-batches"), LessonView::Pipeline,
                       [=](const Scenario& b) { return pipeline(b, 4, 32, PipelineSchedule::OneFOneB, 1); },
                       [](P c) {
                           return Lessons::tr("With %1 micro-batches per step the same pipeline is idle %2 of the "
                                              "schedule (it was %3): the fill and drain are paid once per step, so they "
                                              "shrink as the step gets longer.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.microbatches == 32 && c.report.pipeline.bubbleFraction < c.previous.pipeline.bubbleFraction; }});
    l.steps.push_back({Lessons::tr("Interleaving"), LessonView::Pipeline,
                       [=](const Scenario& b) {
                           const int v = interleavedChunks(b, 4, 2);
                           return pipeline(b, 4, 32, v > 1 ? PipelineSchedule::Interleaved1F1B : PipelineSchedule::ZeroBubbleH1, v);
                       },
                       [](P c) {
                           if (c.scenario.parallel.schedule == PipelineSchedule::Interleaved1F1B)
                               return Lessons::tr("Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill "
                                                  "is %1 times shorter, idle %2 of the schedule (it was %3), for %1 times "
                                                  "the point-to-point messages.")
                                   .arg(c.scenario.parallel.virtualStages)
                                   .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                           return Lessons::tr("This model's layers do not split into interleaved chunks; the zero-bubble "
                                              "schedule ZB-H1 fills the wait with weight-gradient work instead: idle %1 "
                                              "of the step (it was %2).")
                               .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.pipeline.bubbleFraction < c.previous.pipeline.bubbleFraction; }});
    return l;
}

Lesson sequenceAndContextLesson()
{
    Lesson l{QStringLiteral("sp-cp"), Lessons::tr("Sequence and context parallelism"), QStringLiteral("2.5"),
             Lessons::tr("The overview presents SP for 128K–1M token contexts. Megatron's SP only shards the norm and dropout "
                         "regions of a TP group (Korthikanti et al. 2022); long contexts need context parallelism, which "
                         "splits attention itself."),
             {}};
    const auto tp = [](const Scenario& b) { return tpWithinNode(b); };
    l.steps.push_back({Lessons::tr("TP without SP"), LessonView::Memory,
                       [=](const Scenario& b) {
                           Scenario s = layout(onNodes(b, 2), tp(b), 1, 1, 1);
                           apply(s, Change::field(s, Setting::SequenceParallel, 0));
                           return s;
                       },
                       [](P c) {
                           return Lessons::tr("TP splits the matrix multiplications, but the layer norms and dropouts "
                                              "between them still see the whole sequence on every TP rank: %1 of "
                                              "activations per GPU.")
                               .arg(gib(stage0(c.report).activationsBytes));
                       },
                       [](P c) { return !c.scenario.parallel.sequenceParallel && c.scenario.parallel.tp > 1; }});
    l.steps.push_back({Lessons::tr("Sequence parallelism"), LessonView::Memory,
                       [=](const Scenario& b) { return layout(onNodes(b, 2), tp(b), 1, 1, 1); },
                       [](P c) {
                           return Lessons::tr("Sequence parallelism (Megatron's SP) splits those regions along the "
                                              "sequence over the same TP group: %1 of activations (it was %2), and the "
                                              "all-reduces become reduce-scatters and all-gathers of the same volume. "
                                              "SP is not for long context: it needs TP and does not split attention.")
                               .arg(gib(stage0(c.report).activationsBytes), gib(stage0(c.previous).activationsBytes));
                       },
                       [](P c) {
                           return c.scenario.parallel.sequenceParallel &&
                                  stage0(c.report).activationsBytes < stage0(c.previous).activationsBytes;
                       }});
    l.steps.push_back({Lessons::tr("Context parallelism for long sequences"), LessonView::Time,
                       [=](const Scenario& b) {
                           Scenario s = onNodes(b, 4);
                           s.training.seqLength = std::max<int64_t>(b.training.seqLength, 8192) * 4;
                           return layout(s, tp(b), 1, 4, 1);
                       },
                       [](P c) {
                           return Lessons::tr("At %1 tokens per sequence, context parallelism (CP %2) splits the "
                                              "sequence itself, attention included: each GPU keeps 1/%2 of the tokens "
                                              "and passes key/value blocks around a ring, %3 per GPU per step, hidden "
                                              "behind the attention (%4 exposed). Activations: %5 per GPU.")
                               .arg(Format::integer(c.scenario.training.seqLength))
                               .arg(c.scenario.parallel.cp)
                               .arg(Format::bytes(commBytes(c.report, "cp")), Format::seconds(commExposed(c.report, "cp")),
                                    gib(stage0(c.report).activationsBytes));
                       },
                       [](P c) { return c.scenario.parallel.cp == 4 && commBytes(c.report, "cp") > 0; }});
    return l;
}

Lesson expertParallelLesson()
{
    Lesson l{QStringLiteral("ep"), Lessons::tr("Expert parallelism"), QStringLiteral("2.6"),
             Lessons::tr("The overview counts twice the routed tokens and puts TP 4–8 under EP. Per MoE layer and micro-batch,"
                         " dispatch and combine run forward and backward: 4 × top-k × the local tokens × (e−1)/e. EP adds no "
                         "GPUs in Megatron (it splits DP for the experts), and DeepSeek-V3 trained with no TP at all (PP 16 × "
                         "EP 64 × ZeRO-1 DP on 2,048 H800)."),
             {}};
    const auto moe = [](const Scenario& b) { return onNodes(withMoeModel(b), 4); };
    l.steps.push_back({Lessons::tr("Every GPU holds every expert"), LessonView::Memory,
                       [=](const Scenario& b) { return layout(moe(b), tpUpTo(moe(b), 2), 1, 1, 1); },
                       [](P c) {
                           return Lessons::tr("%1 has %2 experts per MoE layer and sends each token to %3 of them. "
                                              "Without expert parallelism every GPU holds all of them: %4 of weights "
                                              "per GPU, though each token uses only %3.")
                               .arg(QString::fromStdString(c.scenario.model.name))
                               .arg(c.scenario.model.moe->experts)
                               .arg(c.scenario.model.moe->topK)
                               .arg(gib(stage0(c.report).weightsBytes));
                       },
                       [](P c) { return c.scenario.model.isMoe() && c.scenario.parallel.ep == 1; }});
    l.steps.push_back({Lessons::tr("Experts split over the DP ranks"), LessonView::Time,
                       [=](const Scenario& b) {
                           return withExpertParallel(layout(moe(b), tpUpTo(moe(b), 2), 1, 1, 1), 8);
                       },
                       [](P c) {
                           return Lessons::tr("EP %1 gives each GPU %2 of the experts: %3 of weights per GPU (it was "
                                              "%4). EP adds no GPUs: it re-splits the data-parallel ranks for the "
                                              "expert layers. Tokens now travel to their experts and back, an "
                                              "all-to-all before and after every MoE layer: %5 per GPU per step.")
                               .arg(c.scenario.parallel.ep)
                               .arg(QStringLiteral("1/%1").arg(c.scenario.parallel.ep))
                               .arg(gib(stage0(c.report).weightsBytes), gib(stage0(c.previous).weightsBytes),
                                    Format::bytes(commBytes(c.report, "ep")));
                       },
                       [](P c) {
                           return c.scenario.parallel.ep > 1 && stage0(c.report).weightsBytes < stage0(c.previous).weightsBytes &&
                                  commBytes(c.report, "ep") > 0;
                       }});
    return l;
}

} // namespace shardscope::ui
