#include "widgets/support/formulas.h"

#include "widgets/support/format.h"

#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

using namespace shardscope;

namespace shardscope::ui {

namespace {

struct Formulas
{
    Q_DECLARE_TR_FUNCTIONS(Formulas)
};

QString num(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

QString flops(double v)
{
    return QStringLiteral("%1 FLOP").arg(QLocale().toString(v, 'g', 4));
}

const StageMemory* peakStage(const Report& r)
{
    const StageMemory* peak = nullptr;
    for (const StageMemory& s : r.memory.stages)
        if (!peak || s.totalBytes > peak->totalBytes)
            peak = &s;
    return peak;
}

/** F, B (input gradient) and W per micro-batch on the pipeline's busiest rank, from its timeline. */
struct RankWork
{
    double forward = 0, backward = 0, weight = 0;
};

RankWork busiestRankWork(const Report& r)
{
    RankWork w;
    const size_t rank = size_t(std::max(0, r.pipeline.criticalStage));
    const double m = double(std::max<int64_t>(1, r.pipeline.timelineMicrobatches));
    if (rank >= r.pipeline.timeline.size())
        return w;
    for (const TimelineOp& op : r.pipeline.timeline[rank]) {
        const double d = (op.end - op.start) / m;
        (op.kind == 'F' ? w.forward : op.kind == 'W' ? w.weight : w.backward) += d;
    }
    return w;
}

/**
 * The pipeline bubble as the schedule's own source gives it: Narayanan et al.'s fraction for
 * GPipe, 1F1B and interleaved 1F1B; for the split-backward schedules the papers' bubble time
 * on the busiest rank's F, B and W (B the full backward, F&B = F + B as the estimate times an
 * overlapped pair), as a share of that rank's step. The simulated figure beside it is the
 * estimate's.
 */
Formula bubbleFormula(const Scenario& sc, const Report& r)
{
    const int p = std::max(1, sc.parallel.pp);
    const double m = double(r.microbatches);
    const QString simulated = Formulas::tr("%1 of the schedule idle (simulated)").arg(Format::percent(r.pipeline.bubbleFraction));
    const ScheduleTraits& schedule = runningSchedule(sc.parallel);
    if (!schedule.splitsBackward || p == 1) {
        const int v = sc.parallel.effectiveVirtualStages();
        const double ideal = (p - 1) / (v * m + p - 1);
        return {Formulas::tr("Step"), Formulas::tr("Pipeline bubble"), QStringLiteral("(p − 1) / (v · m + p − 1)"),
                QStringLiteral("(%1 − 1) / (%2 × %3 + %1 − 1) = %4").arg(p).arg(v).arg(num(m)).arg(Format::percent(ideal)),
                simulated,
                Formulas::tr("Narayanan et al. 2021 §2.2 (1F1B and interleaved); the simulation adds uneven stages "
                             "and point-to-point time"),
                ideal};
    }
    // Per stage: a V holds two of the rank's stages, DualPipe one per micro-batch.
    const RankWork w = busiestRankWork(r);
    const double stages = schedule.placement == ChunkPlacement::Vee ? 2.0 : 1.0;
    const double f = w.forward / stages, b = (w.backward + w.weight) / stages, wg = w.weight / stages;
    QString symbolic, substituted, source;
    double bubble = 0;
    switch (schedule.bubble) {
    case BubbleForm::ZeroBubbleV:
        bubble = (p - 1) * f / 2;
        symbolic = QStringLiteral("(p − 1) · F / 2");
        substituted = QStringLiteral("(%1 − 1) × %2 / 2").arg(p).arg(Format::seconds(f));
        source = Formulas::tr("Qi et al. 2024 §6 (ZB-V): no bubble at F = B = W with m ≥ 2p, the V's start-up skew; "
                              "F of one of the rank's two stages");
        break;
    case BubbleForm::DualPipe:
    case BubbleForm::DualPipeV: {
        // DualPipeV on p ranks is DualPipe's table on 2p stages.
        const int half = schedule.bubble == BubbleForm::DualPipeV ? p : p / 2;
        bubble = std::max(0.0, (half - 1) * ((f + b) + b - 3 * wg));
        symbolic = schedule.bubble == BubbleForm::DualPipeV ? QStringLiteral("(p − 1)(F&B + B − 3W)")
                                                            : QStringLiteral("(p/2 − 1)(F&B + B − 3W)");
        substituted = QStringLiteral("%1 × (%2 + %3 − 3 × %4)")
                          .arg(half - 1)
                          .arg(Format::seconds(f + b), Format::seconds(b), Format::seconds(wg));
        source = schedule.bubble == BubbleForm::DualPipeV
                     ? Formulas::tr("deepseek-ai/DualPipe README (DualPipeV: PP = 2p stages on p GPUs); F, B, W of one "
                                    "stage, B the full backward, F&B = F + B")
                     : Formulas::tr("DeepSeek-V3 report Table 2; F, B, W of one stage, B the full backward, F&B = F + B");
        break;
    }
    default: // ZB-H1
        bubble = std::max(0.0, (p - 1) * (f + b - 2 * wg));
        symbolic = QStringLiteral("(p − 1)(F + B − 2W)");
        substituted = QStringLiteral("(%1 − 1) × (%2 + %3 − 2 × %4)")
                          .arg(p)
                          .arg(Format::seconds(f), Format::seconds(b), Format::seconds(wg));
        source = Formulas::tr("Qi et al. 2024 (ZB-H1); B the full backward");
        break;
    }
    const double busy = m * (w.forward + w.backward + w.weight);
    const double share = busy + bubble > 0 ? bubble / (busy + bubble) : 0.0;
    substituted += QStringLiteral(" = %1 (%2)").arg(Format::seconds(bubble), Format::percent(share));
    return {Formulas::tr("Step"), Formulas::tr("Pipeline bubble"), symbolic, substituted, simulated, source, share};
}

} // namespace

std::vector<Formula> formulasFor(const Scenario& sc, const Report& r)
{
    std::vector<Formula> out;
    const QString step = Formulas::tr("Step");
    const StepReport& st = r.step;

    out.push_back({step, Formulas::tr("Tokens per second"), QStringLiteral("B · s / t_step"),
                   QStringLiteral("%1 × %2 / %3").arg(Format::integer(sc.training.globalBatch),
                                                      Format::integer(sc.training.seqLength), Format::seconds(st.timeS)),
                   Formulas::tr("%1 tokens/s").arg(num(st.tokensPerS)), Formulas::tr("definition"), st.tokensPerS});
    out.push_back({step, Formulas::tr("Step time"), QStringLiteral("t_compute + t_bubble + t_comm,exposed + t_optimizer"),
                   QStringLiteral("%1 + %2 + %3 + %4").arg(Format::seconds(st.computeS), Format::seconds(st.bubbleS),
                                                           Format::seconds(st.exposedCommS), Format::seconds(st.optimizerS)),
                   Format::seconds(st.timeS),
                   Formulas::tr("Narayanan et al. 2021 §3 (the busiest rank of the simulated schedule)"), st.timeS});
    const double capacity = st.timeS * double(r.worldSize) * r.compute.peakFlops;
    out.push_back({step, Formulas::tr("MFU"), QStringLiteral("F_model / (t_step · GPUs · peak)"),
                   QStringLiteral("%1 / (%2 × %3 × %4)")
                       .arg(flops(r.compute.modelFlopsPerStep), Format::seconds(st.timeS), Format::integer(r.worldSize),
                            Formulas::tr("%1 TFLOP/s").arg(num(r.compute.peakFlops / 1e12))),
                   Format::percent(st.mfu),
                   Formulas::tr("PaLM (Chowdhery et al. 2022) App. B: F_model = (6·N + 6·L·s·(d_qk + d_v)·a) per token, no recompute"),
                   capacity > 0 ? r.compute.modelFlopsPerStep / capacity : 0});
    out.push_back({step, Formulas::tr("HFU"), QStringLiteral("F_hardware / (t_step · GPUs · peak)"),
                   QStringLiteral("%1 / (%2 × %3 × %4)")
                       .arg(flops(r.compute.hardwareFlopsPerStep), Format::seconds(st.timeS), Format::integer(r.worldSize),
                            Formulas::tr("%1 TFLOP/s").arg(num(r.compute.peakFlops / 1e12))),
                   Format::percent(st.hfu), Formulas::tr("Korthikanti et al. 2022 §6: model FLOPs plus recomputation"),
                   capacity > 0 ? r.compute.hardwareFlopsPerStep / capacity : 0});
    out.push_back(bubbleFormula(sc, r));
    if (const StageMemory* s = peakStage(r)) {
        const QString mem = Formulas::tr("Memory (stage %1)").arg(s->stage);
        const int shard = sc.parallel.dp * sc.parallel.cp;
        const double params = double(s->params);
        const auto per = [&](int64_t bytes) { return params > 0 ? double(bytes) / params : 0.0; };
        const int z = sc.parallel.zeroStage;
        out.push_back({mem, Formulas::tr("Weights"), z >= 3 ? QStringLiteral("N_stage · b_w / (DP · CP)") : QStringLiteral("N_stage · b_w"),
                       z >= 3 ? QStringLiteral("%1 × %2 B / %3").arg(Format::count(params), num(per(s->weightsBytes) * shard, 1)).arg(shard)
                              : QStringLiteral("%1 × %2 B").arg(Format::count(params), num(per(s->weightsBytes), 1)),
                       Format::gib(double(s->weightsBytes)), Formulas::tr("ZeRO (Rajbhandari et al. 2020) §3"),
                       double(s->weightsBytes)});
        out.push_back({mem, Formulas::tr("Gradients"), z >= 2 ? QStringLiteral("N_stage · b_g / (DP · CP)") : QStringLiteral("N_stage · b_g"),
                       z >= 2 ? QStringLiteral("%1 × %2 B / %3").arg(Format::count(params), num(per(s->gradientsBytes) * shard, 1)).arg(shard)
                              : QStringLiteral("%1 × %2 B").arg(Format::count(params), num(per(s->gradientsBytes), 1)),
                       Format::gib(double(s->gradientsBytes)),
                       Formulas::tr("ZeRO §3; Megatron-LM keeps fp32 main gradients (4 B)"), double(s->gradientsBytes)});
        out.push_back({mem, Formulas::tr("Optimizer state"), z >= 1 ? QStringLiteral("N_stage · 12 B / (DP · CP)") : QStringLiteral("N_stage · 12 B"),
                       z >= 1 ? QStringLiteral("%1 × %2 B / %3").arg(Format::count(params), num(per(s->optimizerBytes) * shard, 1)).arg(shard)
                              : QStringLiteral("%1 × %2 B").arg(Format::count(params), num(per(s->optimizerBytes), 1)),
                       Format::gib(double(s->optimizerBytes)),
                       Formulas::tr("ZeRO §3.1: Adam in mixed precision keeps an fp32 copy, m and v (4 + 4 + 4 B)"),
                       double(s->optimizerBytes)});
        const double layerBytes = s->layers > 0 && s->inFlightMicrobatches > 0
                                      ? double(s->activationsLayersBytes) / (double(s->layers) * s->inFlightMicrobatches)
                                      : 0.0;
        out.push_back({mem, Formulas::tr("Activations"), QStringLiteral("A_layer · L_stage · m_in-flight + inputs"),
                       QStringLiteral("%1 × %2 × %3 + %4")
                           .arg(Format::gib(layerBytes, 3))
                           .arg(s->layers)
                           .arg(QLocale().toString(s->inFlightMicrobatches, 'g', 3))
                           .arg(Format::gib(double(s->activationsBytes - s->activationsLayersBytes), 2)),
                       Format::gib(double(s->activationsBytes)),
                       Formulas::tr("Korthikanti et al. 2022 Table 2: s·b·h·(34 + 5·a·s/h) per layer, ÷t with SP, "
                                    "the attention term dropped by flash attention and selective recompute, 2·s·b·h with full "
                                    "recompute (%1 here); the 34 holds 2·s·b·h of dropout masks, kept only with hidden "
                                    "dropout (%2 here)")
                           .arg(Format::text(toString(sc.training.recompute)), QLocale().toString(sc.model.hiddenDropout, 'g', 3)),
                       double(s->activationsBytes)});
    }
    const QString comm = Formulas::tr("Communication");
    for (const CommDimReport& d : r.communication.dims) {
        if (d.bytesPerStep <= 0)
            continue;
        QString symbolic, source;
        if (d.dim == "dp" || d.dim == "edp") {
            symbolic = sc.parallel.zeroStage >= 3 ? QStringLiteral("3 · (n − 1)/n · Ψ_stage · 2 B") : QStringLiteral("2 · (n − 1)/n · Ψ_stage · b_g");
            source = Formulas::tr("ZeRO §7 (2Ψ for DDP and ZeRO-1/2, 3Ψ for ZeRO-3); ring factors from nccl-tests");
        } else if (d.dim == "tp") {
            symbolic = QStringLiteral("4 all-reduces · 2 · (t − 1)/t · b · s · h · 2 B · L · m");
            source = Formulas::tr("Korthikanti et al. 2022 §4.2.2: two all-reduces per layer forward, two backward");
        } else if (d.dim == "pp") {
            symbolic = Formulas::tr("2 · b · s · h · 2 B · m · v (per boundary)");
            source = Formulas::tr("Narayanan et al. 2021 §3.2: one activation forward, one gradient backward per micro-batch");
        } else if (d.dim == "cp") {
            symbolic = Formulas::tr("(cp − 1) · KV block · L · m (ring, forward and backward, again when the attention is recomputed)");
            source = Formulas::tr("Megatron-LM context parallelism (ring attention); Llama 3 §3.3.2");
        } else {
            symbolic = QStringLiteral("4 · k · b · s · h · 2 B · (e − 1)/e · L_MoE · m");
            source = Formulas::tr("Dispatch and combine, forward and backward (DeepSeek-V3 §3.2.2)");
        }
        out.push_back({comm, Formulas::tr("%1 over %2 GPUs").arg(QString::fromStdString(d.dim).toUpper()).arg(d.groupSize),
                       symbolic,
                       Formulas::tr("n = %1, on %2").arg(d.groupSize).arg(QString::fromStdString(d.link)),
                       Formulas::tr("%1 per GPU per step, %2 (%3 exposed)")
                           .arg(Format::bytes(d.bytesPerStep), Format::seconds(d.timeS), Format::seconds(d.exposedTimeS)),
                       source, d.bytesPerStep});
    }
    return out;
}

} // namespace shardscope::ui
