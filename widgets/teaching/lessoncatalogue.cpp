#include "lessoncatalogue.h"

#include "support/format.h"

#include "estimate/estimate.h"
#include "io/presetlibrary.h"
#include "rules/rulehelpers.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace {

struct Lessons
{
    Q_DECLARE_TR_FUNCTIONS(Lessons)
};

int64_t gpus(const Scenario& s)
{
    return s.cluster.totalGpus();
}

/** The base on at least `nodes` nodes. */
Scenario onNodes(Scenario s, int nodes)
{
    s.cluster.nodes = std::max(s.cluster.nodes, nodes);
    return s;
}

/** A TP degree the model allows, at most `limit`. */
int tpUpTo(const Scenario& s, int limit)
{
    return rules::validTensorParallel(s.model, std::max(1, limit));
}

/**
 * The base split as given, DP filling the cluster, one sequence per micro-batch, and the
 * global batch rounded up to what the layout needs (a multiple of DP, and of DP x PP for
 * interleaving).
 */
Scenario layout(Scenario s, int tp, int pp, int cp, int zero, PipelineSchedule schedule = PipelineSchedule::OneFOneB,
                int v = 1)
{
    auto& p = s.parallel;
    p.tp = std::max(1, tp);
    p.pp = std::clamp(pp, 1, s.model.layers);
    p.cp = std::max(1, cp);
    p.ep = 1;
    p.etp.reset();
    p.zeroStage = zero;
    p.sequenceParallel = p.tp > 1;
    p.schedule = p.pp > 1 ? schedule : PipelineSchedule::OneFOneB;
    p.virtualStages = p.schedule == PipelineSchedule::Interleaved1F1B ? v : 1;
    p.dp = int(std::max<int64_t>(1, gpus(s) / (int64_t(p.tp) * p.pp * p.cp)));
    s.training.microBatch = 1;
    int64_t unit = p.dp;
    if (p.schedule == PipelineSchedule::Interleaved1F1B)
        unit *= p.pp;
    s.training.globalBatch = std::max(unit, (s.training.globalBatch + unit - 1) / unit * unit);
    return s;
}

/** TP as given and pipeline stages doubled (up to 64) until the busiest GPU fits. */
Scenario deepenUntilFits(const Scenario& b, int tp)
{
    Scenario s = layout(b, tp, 1, 1, 1);
    for (int pp = 1; pp <= std::min(64, b.model.layers); pp *= 2) {
        s = layout(b, tp, pp, 1, 1);
        if (estimate(s).memory.fits)
            break;
    }
    return s;
}

const StageMemory& stage0(const Report& r)
{
    static const StageMemory none;
    return r.memory.stages.empty() ? none : r.memory.stages.front();
}

double commBytes(const Report& r, const char* dim)
{
    for (const CommDimReport& d : r.communication.dims)
        if (d.dim == dim)
            return d.bytesPerStep;
    return 0;
}

double commExposed(const Report& r, const char* dim)
{
    for (const CommDimReport& d : r.communication.dims)
        if (d.dim == dim)
            return d.exposedTimeS;
    return 0;
}

bool hasCode(const Report& r, const char* code)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) { return d.code == code; });
}

double ratio(double a, double b)
{
    return b != 0 ? a / b : 0;
}

QString times(double x)
{
    return QStringLiteral("%1×").arg(x, 0, 'f', x < 10 ? 2 : 1);
}

QString pct(double fraction)
{
    return Format::percent(fraction);
}

QString gib(int64_t bytes)
{
    return Format::gib(double(bytes));
}

using P = const LessonContext&;

// ---------------------------------------------------------------- §2 strategies

Lesson dataParallel()
{
    Lesson l{QStringLiteral("dp"), Lessons::tr("Data parallelism"), QStringLiteral("§2"), {}};
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
                                    gib(s.optimizerBytes), gib(c.report.memory.peakBytes), gib(c.report.memory.capacityBytes));
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
                                    Format::seconds([&] {
                                        for (const auto& d : c.report.communication.dims)
                                            if (d.dim == "dp")
                                                return d.timeS;
                                        return 0.0;
                                    }()),
                                    Format::seconds(commExposed(c.report, "dp")));
                       },
                       [](P c) { return commBytes(c.report, "dp") > 0 || c.scenario.parallel.dp == 1; }});
    return l;
}

Lesson zero()
{
    Lesson l{QStringLiteral("zero"), Lessons::tr("ZeRO stages 1, 2 and 3"), QStringLiteral("§2"), {}};
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

Lesson tensorParallel()
{
    Lesson l{QStringLiteral("tp"), Lessons::tr("Tensor parallelism"), QStringLiteral("§2"), {}};
    l.steps.push_back({Lessons::tr("One TP group per node"), LessonView::Memory,
                       [](const Scenario& b) {
                           const Scenario s = onNodes(b, 2);
                           return layout(s, tpUpTo(s, std::min(8, s.cluster.gpusPerNode)), 1, 1, 1);
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
                           Scenario s = onNodes(b, 2);
                           const int tp = tpUpTo(s, std::min(8, s.cluster.gpusPerNode));
                           Scenario t = layout(s, tp, 1, 1, 1);
                           if (tp >= 2) {
                               t.cluster.gpusPerNode = std::max(1, tp / 2);
                               t.cluster.nodes = int(gpus(s) / t.cluster.gpusPerNode);
                               t.cluster.topology.nvlinkDomainGpus = t.cluster.gpusPerNode;
                           }
                           return t;
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

Lesson pipelineParallel()
{
    Lesson l{QStringLiteral("pp"), Lessons::tr("Pipeline parallelism"), QStringLiteral("§2"), {}};
    const auto withMicrobatches = [](const Scenario& b, int pp, int64_t m, PipelineSchedule schedule, int v) {
        Scenario s = layout(onNodes(b, 1), tpUpTo(b, std::min(8, b.cluster.gpusPerNode)), pp, 1, 1, schedule, v);
        s.training.globalBatch = m * s.parallel.dp;
        return s;
    };
    l.steps.push_back({Lessons::tr("Few micro-batches"), LessonView::Pipeline,
                       [=](const Scenario& b) { return withMicrobatches(b, 4, 4, PipelineSchedule::OneFOneB, 1); },
                       [](P c) {
                           return Lessons::tr("PP 4 gives each GPU a quarter of the layers. A micro-batch must pass "
                                              "stage 1 before stage 2 can start, so with only %1 micro-batches the "
                                              "stages wait: the pipeline is idle %2 of the step. The bubble is "
                                              "(p−1)/(m+p−1) of the step for GPipe and 1F1B alike.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.scenario.parallel.pp == 4 && c.report.microbatches == 4 && c.report.pipeline.bubbleFraction > 0.3; }});
    l.steps.push_back({Lessons::tr("More micro-batches"), LessonView::Pipeline,
                       [=](const Scenario& b) { return withMicrobatches(b, 4, 32, PipelineSchedule::OneFOneB, 1); },
                       [](P c) {
                           return Lessons::tr("With %1 micro-batches per step the same pipeline is idle %2 of the "
                                              "step (it was %3): the fill and drain are paid once per step, so they "
                                              "shrink as the step gets longer.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.microbatches == 32 && c.report.pipeline.bubbleFraction < c.previous.pipeline.bubbleFraction; }});
    l.steps.push_back({Lessons::tr("Interleaving"), LessonView::Pipeline,
                       [=](const Scenario& b) {
                           int v = 2;
                           while (v > 1 && b.model.layers % (4 * v) != 0)
                               --v;
                           return withMicrobatches(b, 4, 32, v > 1 ? PipelineSchedule::Interleaved1F1B : PipelineSchedule::ZeroBubbleH1, v);
                       },
                       [](P c) {
                           if (c.scenario.parallel.schedule == PipelineSchedule::Interleaved1F1B)
                               return Lessons::tr("Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill "
                                                  "is %1 times shorter, idle %2 of the step (it was %3), for %1 times "
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

Lesson sequenceAndContext()
{
    Lesson l{QStringLiteral("sp-cp"), Lessons::tr("Sequence and context parallelism"), QStringLiteral("§2"), {}};
    const auto tp = [](const Scenario& b) { return tpUpTo(b, std::min(8, b.cluster.gpusPerNode)); };
    l.steps.push_back({Lessons::tr("TP without SP"), LessonView::Memory,
                       [=](const Scenario& b) {
                           Scenario s = layout(onNodes(b, 2), tp(b), 1, 1, 1);
                           s.parallel.sequenceParallel = false;
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

Lesson expertParallel()
{
    Lesson l{QStringLiteral("ep"), Lessons::tr("Expert parallelism"), QStringLiteral("§2"), {}};
    const auto moe = [](const Scenario& b) {
        Scenario s = b;
        if (!s.model.isMoe())
            s.model = PresetLibrary::builtin().modelSpec("mixtral-8x7b");
        return onNodes(s, 4);
    };
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
                           Scenario s = layout(moe(b), tpUpTo(moe(b), 2), 1, 1, 1);
                           int ep = 1;
                           for (int e : rules::divisors(s.model.moe->experts))
                               if (e <= 8 && (int64_t(s.parallel.tp) * s.parallel.dp) % e == 0)
                                   ep = e;
                           s.parallel.ep = ep;
                           s.parallel.etp = 1;
                           return s;
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

// ---------------------------------------------------------------- §3 and §4

Lesson mixedRecipe()
{
    Lesson l{QStringLiteral("recipe"), Lessons::tr("Combining them"), QStringLiteral("§3"), {}};
    const auto tp = [](const Scenario& b) { return tpUpTo(b, std::min(8, b.cluster.gpusPerNode)); };
    l.steps.push_back({Lessons::tr("1. TP inside the node"), LessonView::Memory,
                       [=](const Scenario& b) { return layout(b, tp(b), 1, 1, 1); },
                       [](P c) {
                           return Lessons::tr("Start with TP over the GPUs of a node (TP %1): it cuts the weights and "
                                              "activations per GPU where the links are fastest. Memory per GPU: %2 of %3.")
                               .arg(c.scenario.parallel.tp)
                               .arg(gib(c.report.memory.peakBytes), gib(c.report.memory.capacityBytes));
                       },
                       [](P c) { return c.scenario.parallel.tp <= c.scenario.cluster.gpusPerNode && c.scenario.parallel.pp == 1; }});
    l.steps.push_back({Lessons::tr("2. PP across nodes until it fits"), LessonView::Memory,
                       [=](const Scenario& b) { return deepenUntilFits(b, tp(b)); },
                       [](P c) {
                           return Lessons::tr("Add pipeline stages across nodes until the model fits: PP %1 brings "
                                              "the busiest GPU to %2 of %3. Pipeline traffic is small (one activation "
                                              "per micro-batch per boundary), so it tolerates the network.")
                               .arg(c.scenario.parallel.pp)
                               .arg(gib(c.report.memory.peakBytes), gib(c.report.memory.capacityBytes));
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

Lesson communication()
{
    Lesson l{QStringLiteral("network"), Lessons::tr("Is the network enough?"), QStringLiteral("§4"), {}};
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

// ---------------------------------------------------------------- §6 misconceptions

Lesson moreGpus()
{
    Lesson l{QStringLiteral("more-gpus"), Lessons::tr("Misconception: more GPUs = faster"), QStringLiteral("§6"), {}};
    l.steps.push_back({Lessons::tr("The starting point"), LessonView::Summary, [](const Scenario& b) { return b; },
                       [](P c) {
                           return Lessons::tr("%1 GPUs at a global batch of %2 sequences: %3 tokens/s.")
                               .arg(Format::integer(gpus(c.scenario)), Format::integer(c.scenario.training.globalBatch),
                                    Format::rate(c.report.step.tokensPerS));
                       },
                       [](P c) { return c.scenario == c.base; }});
    l.steps.push_back({Lessons::tr("Eight times the GPUs, same batch"), LessonView::Pipeline,
                       [](const Scenario& b) {
                           Scenario s = b;
                           s.cluster.nodes = b.cluster.nodes * 8;
                           s.parallel.dp = b.parallel.dp * 8;
                           const int64_t unit = int64_t(s.parallel.dp) * s.training.microBatch;
                           if (s.training.globalBatch % unit != 0 || s.training.globalBatch < unit)
                               s.parallel.dp = b.parallel.dp; // the batch cannot split further: the GPUs stay idle
                           return s;
                       },
                       [](P c) {
                           const double speedup = ratio(c.report.step.tokensPerS, c.previous.step.tokensPerS);
                           return Lessons::tr("Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, "
                                              "not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, "
                                              "so the bubble and the fixed costs weigh more (idle %5 of the step, it "
                                              "was %6). Scaling needs a larger batch, and the batch has limits of its own.")
                               .arg(Format::rate(c.report.step.tokensPerS), times(speedup))
                               .arg(c.report.microbatches)
                               .arg(c.previous.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.step.tokensPerS < 8 * c.previous.step.tokensPerS; }});
    return l;
}

Lesson biggerTp()
{
    Lesson l{QStringLiteral("bigger-tp"), Lessons::tr("Misconception: bigger TP is better"), QStringLiteral("§6"), {}};
    const auto fitting = [](const Scenario& b, int tp) { return deepenUntilFits(b, tp); };
    l.steps.push_back({Lessons::tr("TP over the whole node"), LessonView::Time,
                       [=](const Scenario& b) { return fitting(onNodes(b, 2), tpUpTo(b, std::min(8, b.cluster.gpusPerNode))); },
                       [](P c) {
                           return Lessons::tr("TP %1 with PP %2: %3 tokens/s; TP communication %4 per GPU per step.")
                               .arg(c.scenario.parallel.tp)
                               .arg(c.scenario.parallel.pp)
                               .arg(Format::rate(c.report.step.tokensPerS), Format::bytes(commBytes(c.report, "tp")));
                       },
                       [](P c) { return c.scenario.parallel.tp >= 1; }});
    l.steps.push_back({Lessons::tr("Half the TP"), LessonView::Time,
                       [=](const Scenario& b) {
                           const int full = tpUpTo(b, std::min(8, b.cluster.gpusPerNode));
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

/** The lesson's starting scenario with another ZeRO stage. */
std::function<Scenario(const Scenario&)> withZero(int stage)
{
    return [stage](const Scenario& b) {
        Scenario s = b;
        s.parallel.zeroStage = stage;
        return s;
    };
}

Lesson zeroSilverBullet()
{
    Lesson l{QStringLiteral("zero3-bullet"), Lessons::tr("Misconception: ZeRO-3 is a silver bullet"), QStringLiteral("§6"), {}};
    l.steps.push_back({Lessons::tr("The distributed optimizer"), LessonView::Time,
                       withZero(1),
                       [](P c) {
                           return Lessons::tr("ZeRO-1 (Megatron's distributed optimizer): %1 per GPU, %2 tokens/s, "
                                              "data-parallel traffic %3 per GPU per step.")
                               .arg(gib(c.report.memory.peakBytes), Format::rate(c.report.step.tokensPerS),
                                    Format::bytes(commBytes(c.report, "dp")));
                       },
                       [](P c) { return c.scenario.parallel.zeroStage == 1; }});
    l.steps.push_back({Lessons::tr("ZeRO-3 on the same layout"), LessonView::Time,
                       withZero(3),
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

Lesson topology()
{
    Lesson l{QStringLiteral("topology"), Lessons::tr("Misconception: topology does not matter"), QStringLiteral("§6"), {}};
    const auto base = [](const Scenario& b) {
        const Scenario s = onNodes(b, 2);
        return layout(s, tpUpTo(s, std::min(8, s.cluster.gpusPerNode)), 1, 1, 1);
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
                       [=](const Scenario& b) {
                           Scenario s = base(b);
                           const int per = std::max(1, s.parallel.tp / 2);
                           s.cluster.gpusPerNode = per;
                           s.cluster.nodes = int(gpus(base(b)) / per);
                           s.cluster.topology.nvlinkDomainGpus = per;
                           return s;
                       },
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

// ---------------------------------------------------------------- myths vs measured

Lesson mythAdam()
{
    Lesson l{QStringLiteral("myth-adam"), Lessons::tr("Myth vs measured: Adam's memory"), QStringLiteral("§2"), {}};
    l.steps.push_back({Lessons::tr("16 bytes per parameter"), LessonView::Memory,
                       [](const Scenario& b) { return layout(b, 1, 1, 1, 0); },
                       [](P c) {
                           const double params = double(c.report.model.paramsTotal);
                           const StageMemory& s = stage0(c.report);
                           return Lessons::tr("The seed article puts Adam's states at about three copies of bf16 "
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

Lesson mythBubble()
{
    Lesson l{QStringLiteral("myth-bubble"), Lessons::tr("Myth vs measured: the bubble at m = 2(p−1)"), QStringLiteral("§2"), {}};
    const auto pipe = [](const Scenario& b, int64_t m) {
        Scenario s = layout(b, tpUpTo(b, std::min(8, b.cluster.gpusPerNode)), 8, 1, 1, PipelineSchedule::GPipe);
        s.training.globalBatch = m * s.parallel.dp;
        return s;
    };
    l.steps.push_back({Lessons::tr("m = 2(p−1)"), LessonView::Pipeline, [=](const Scenario& b) { return pipe(b, 14); },
                       [](P c) {
                           return Lessons::tr("The article calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 "
                                              "that is %1 micro-batches, and the pipeline is still idle %2 of the step: "
                                              "the bubble (p−1)/(m+p−1) keeps falling as m grows.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.microbatches == 14 && c.report.pipeline.bubbleFraction > 0.25; }});
    l.steps.push_back({Lessons::tr("m = 8p"), LessonView::Pipeline, [=](const Scenario& b) { return pipe(b, 64); },
                       [](P c) {
                           return Lessons::tr("With %1 micro-batches the same pipeline is idle %2 of the step (it was "
                                              "%3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.")
                               .arg(c.report.microbatches)
                               .arg(pct(c.report.pipeline.bubbleFraction), pct(c.previous.pipeline.bubbleFraction));
                       },
                       [](P c) { return c.report.pipeline.bubbleFraction < c.previous.pipeline.bubbleFraction; }});
    return l;
}

} // namespace

std::vector<Lesson> lessonCatalogue()
{
    return {dataParallel(), zero(),         tensorParallel(), pipelineParallel(), sequenceAndContext(),
            expertParallel(), mixedRecipe(), communication(),  moreGpus(),         biggerTp(),
            zeroSilverBullet(), topology(),  mythAdam(),       mythBubble()};
}
