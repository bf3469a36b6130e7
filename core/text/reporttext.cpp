#include "reporttext.h"

#include "core/model/precision.h"
#include "core/estimate/bytes.h"
#include "core/estimate/verdict.h"
#include "core/model/enumnames.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace shardscope {

namespace {

constexpr const char* kCtx = "ReportText"; // the catalogues' context of the templates below
constexpr size_t kListedPlanEdits = 4; // settings named when a plan differs from the one measured

/** How the pipeline was estimated, in words: simulated, extrapolated or which closed form and why. */
TranslatableText pipelineMethodText(const PipelineReport& pipe)
{
    if (pipe.method == "extrapolated")
        return {kCtx, QT_TRANSLATE_NOOP("ReportText", "simulated for %1 micro-batches and extrapolated (the batch exceeds the simulation budget)"),
                {std::to_string(pipe.timelineMicrobatches)}};
    if (pipe.method != "closed-form")
        return {kCtx, QT_TRANSLATE_NOOP("ReportText", "simulated")};
    const char* why = pipe.closedFormReason == "over-budget"  ? QT_TRANSLATE_NOOP("ReportText", "too deep to simulate within the budget")
                      : pipe.closedFormReason == "odd-stages" ? QT_TRANSLATE_NOOP("ReportText", "DualPipe has no schedule for an odd pp")
                                                              : QT_TRANSLATE_NOOP("ReportText", "closed form requested");
    const char* which = pipe.closedForm == "paper"           ? QT_TRANSLATE_NOOP("ReportText", "the paper's closed form, its assumptions hold")
                        : pipe.closedForm == "approximation" ? QT_TRANSLATE_NOOP("ReportText", "an approximation of the schedule (the paper's assumptions do not hold)")
                                                             : QT_TRANSLATE_NOOP("ReportText", "closed form, exact for identical stages");
    return {kCtx, QT_TRANSLATE_NOOP("ReportText", "%1; %2"), {TextArg::word(kCtx, which), TextArg::word(kCtx, why)}};
}


std::string printf1(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string pad(const std::string& text, size_t width, bool right = true)
{
    if (text.size() >= width)
        return text;
    return right ? std::string(width - text.size(), ' ') + text
                 : text + std::string(width - text.size(), ' ');
}

} // namespace

const char* measuredFigureLabel(const std::string& figure)
{
    return figure == "tokens_per_s_per_gpu" ? QT_TRANSLATE_NOOP("ReportText", "tokens/s per GPU")
           : figure == "tflops_per_gpu"     ? QT_TRANSLATE_NOOP("ReportText", "TFLOP/s per GPU")
           : figure == "mfu"                ? QT_TRANSLATE_NOOP("ReportText", "MFU")
           : figure == "peak_memory_GiB"    ? QT_TRANSLATE_NOOP("ReportText", "peak memory per GPU (GiB)")
                                            : QT_TRANSLATE_NOOP("ReportText", "step time (s)");
}

TranslatableText measuredText(const MeasuredComparison& m)
{
    TranslatableText out;
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Measured:      %1"), {m.source});
    out.verbatim("\n");
    if (!m.comparable()) {
        std::string edits;
        for (size_t i = 0; i < m.planEdits.size() && i < kListedPlanEdits; ++i)
            edits += (i ? ", " : "") + m.planEdits[i];
        if (m.planEdits.size() > kListedPlanEdits)
            edits += ", …";
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "  on the plan as it was measured; this plan differs in %1, so the estimate is not compared with it"),
                {edits});
        out.verbatim("\n");
    }
    for (const MeasuredFigure& f : m.figures) {
        // MFU in percent, large figures whole, the others to two decimals; the estimate alike.
        const bool fraction = f.figure == "mfu";
        const char* format = fraction ? "%.1f %%" : f.measured >= 100 ? "%.0f" : "%.2f";
        const double scale = fraction ? 100 : 1;
        const TextArg label = TextArg::word(kCtx, measuredFigureLabel(f.figure));
        if (m.comparable())
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "  %1: measured %2, estimated %3 (%4)"),
                    {label, printf1(format, scale * f.measured), printf1(format, scale * f.estimated),
                     printf1("%+.1f %%", 100 * f.error())});
        else // another plan's figure: nothing to set against this estimate
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "  %1: measured %2"), {label, printf1(format, scale * f.measured)});
        out.verbatim("\n");
    }
    if (!m.note.empty()) {
        out.verbatim("  " + m.note);
        out.verbatim("\n");
    }
    out.verbatim("\n");
    return out;
}

std::string formatCount(double count)
{
    if (count >= 1e12)
        return printf1("%.3f T", count / 1e12);
    if (count >= 1e9)
        return printf1("%.2f B", count / 1e9);
    if (count >= 1e6)
        return printf1("%.1f M", count / 1e6);
    return printf1("%.0f", count);
}

std::string formatGiB(int64_t bytes)
{
    return printf1("%.2f", double(bytes) / kGiB);
}

DiagnosticWording englishWording(const Diagnostic& d)
{
    return {d.message, d.fix};
}

std::string formatReportText(const Scenario& s, const Report& r)
{
    return reportText(s, r).english();
}

TranslatableText reportText(const Scenario& s, const Report& r, const DiagnosticWordingFn& wording)
{
    TranslatableText out;
    const auto nl = [&](int lines = 1) { out.verbatim(std::string(size_t(lines), '\n')); };
    const auto str = [](auto v) { return std::to_string(v); };
    const auto& p = s.parallel;
    const auto& t = s.training;
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "ShardScope estimate: %1"), {s.name});
    nl(2);
    // The verdict first, so a plan that cannot run is never read as one that does.
    const PlanVerdict verdict = planVerdict(r);
    switch (verdict.verdict) {
    case Verdict::Runs:
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Verdict   runs: every stage fits and no rule stops it"));
        break;
    case Verdict::OutOfMemory:
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Verdict   DOES NOT RUN, out of memory: stage %1 needs %2 GiB of %3 GiB; the figures below are what it would do if it fit"),
                {str(r.memory.peakStage), formatGiB(r.memory.peakBytes), formatGiB(r.memory.capacityBytes)});
        break;
    case Verdict::Invalid:
        // The code, not the words: those follow under Diagnostics, in the reader's language.
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Verdict   DOES NOT RUN, invalid (%1, under Diagnostics below); the figures below are what it would do if it ran"),
                {verdict.firstError->code});
        break;
    }
    nl(2);
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Model     %1: %2 parameters"), {s.model.name, formatCount(double(r.model.paramsTotal))});
    if (r.model.paramsActive != r.model.paramsTotal)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", %1 active per token"), {formatCount(double(r.model.paramsActive))});
    if (r.model.paramsMtp > 0)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", + %1 in MTP layers"), {formatCount(double(r.model.paramsMtp))});
    nl();
    if (r.model.vocabPadded != s.model.vocab)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "          %1 layers, hidden %2, vocab %3 (padded to %4), %5 FLOPs per token"),
                {str(s.model.layers), str(s.model.hidden), str(s.model.vocab), str(r.model.vocabPadded),
                 printf1("%.3g", r.model.flopsPerToken)});
    else // PyTorch-native launchers keep the model's vocabulary (paramcount.h, VocabPadding)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "          %1 layers, hidden %2, vocab %3, %4 FLOPs per token"),
                {str(s.model.layers), str(s.model.hidden), str(s.model.vocab), printf1("%.3g", r.model.flopsPerToken)});
    if (s.model.hasLocalAttention())
        out.add(kCtx,
                s.model.localAttention == LocalAttention::Sliding
                    ? QT_TRANSLATE_NOOP("ReportText", "; a %1-token sliding window on %2 of them")
                    : QT_TRANSLATE_NOOP("ReportText", "; %1-token attention chunks on %2 of them"),
                {str(s.model.localWindow), str(s.model.localLayersInRange(0, s.model.layers))});
    nl();
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Cluster   %1: %2 x %3 %4 (%5 GiB each)"),
            {s.cluster.name, str(s.cluster.nodes), str(s.cluster.gpusPerNode), s.cluster.gpu.name,
             printf1("%.2f", s.cluster.gpu.memoryGiB)});
    nl();
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Parallel  TP %1 x PP %2 x CP %3 x DP %4 = %5 GPUs"),
            {str(p.tp), str(p.pp), str(p.cp), str(p.dp), str(r.worldSize)});
    if (r.gpusIdle > 0)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", " (%1 idle)"), {str(r.gpusIdle)});
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "; EP %1, ETP %2, SP %3, ZeRO %4, %5"),
            {str(p.ep), str(p.expertTensorParallel()), TextArg::word(kCtx, p.sequenceParallel ? QT_TRANSLATE_NOOP("ReportText", "on") : QT_TRANSLATE_NOOP("ReportText", "off")),
             str(p.zeroStage), std::string(toString(p.schedule))});
    if (p.effectiveVirtualStages() > 1)
        out.verbatim(" v=" + str(p.effectiveVirtualStages()));
    if (p.effectiveVirtualStages() > 1 && p.microbatchGroup && *p.microbatchGroup != p.pp)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", " in micro-batch groups of %1"), {str(*p.microbatchGroup)});
    if (p.zeroStage == 3)
        out.add(kCtx, p.zero3Engine == Zero3Engine::DeepSpeed ? QT_TRANSLATE_NOOP("ReportText", "; ZeRO-3 run by DeepSpeed")
                                                              : QT_TRANSLATE_NOOP("ReportText", "; ZeRO-3 run by FSDP"));
    if (p.cp > 1 && !t.runsPyTorchOps())
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "; CP exchange %1"), {std::string(toString(p.cpCommType))});
    nl();
    out.add(kCtx, r.microbatches == 1
                      ? QT_TRANSLATE_NOOP("ReportText", "Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batch per pipeline, %5 with %6 main grads, recompute %7")
                      : QT_TRANSLATE_NOOP("ReportText", "Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batches per pipeline, %5 with %6 main grads, recompute %7"),
            {str(t.globalBatch), str(t.seqLength), str(t.microBatch), str(r.microbatches),
             std::string(toString(t.precision)), std::string(toString(t.mainGrads)), std::string(toString(t.recompute))});
    if (t.optimizerMoments != MomentPrecision::Fp32)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", Adam moments in %1"), {std::string(toString(t.optimizerMoments))});
    if (keepsQuantizedLayerWeights(t))
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", layer weights kept and gathered in FP8"));
    else if (gathersFp8Weights(t))
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", FSDP gathers the layer weights in float8"));
    nl();
    if (r.experts) {
        const ExpertLoad& e = *r.experts;
        if (!e.capped)
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Routing   dropless"));
        else if (e.padded)
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Routing   capacity factor %1, every expert padded to it"),
                    {printf1("%.3g", e.capacityFactor)});
        else
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Routing   capacity factor %1"), {printf1("%.3g", e.capacityFactor)});
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "; the busiest expert rank gets %1 x the mean tokens and runs %2 x the even share of expert work"),
                {printf1("%.3g", e.imbalance), printf1("%.3g", e.factor)});
        if (e.droppedShare > 0)
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", dropping %1 % of its routed tokens"),
                    {printf1("%.1f", 100.0 * e.droppedShare)});
        if (p.ep > 1 && t.moe.dispatcher == MoeDispatcher::DeepEp)
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "; DeepEP moves the tokens"));
        nl();
    }
    nl();

    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Memory per GPU (GiB; capacity %1)"), {formatGiB(r.memory.capacityBytes)});
    nl();
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", " stage layers  weights    grads optimizer activations  buffers overhead    total"));
    nl();
    for (const auto& st : r.memory.stages) {
        out.verbatim(pad(std::to_string(st.stage), 6) + pad(std::to_string(st.layers), 7) +
                     pad(formatGiB(st.weightsBytes), 9) + pad(formatGiB(st.gradientsBytes), 9) +
                     pad(formatGiB(st.optimizerBytes), 10) + pad(formatGiB(st.activationsBytes), 12) +
                     pad(formatGiB(st.buffersBytes), 9) + pad(formatGiB(st.overheadBytes), 9) +
                     pad(formatGiB(st.totalBytes), 9) + "\n");
    }
    const int64_t headroom = r.memory.capacityBytes - r.memory.peakBytes;
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Peak      stage %1: %2 GiB of %3 GiB, "),
            {str(r.memory.peakStage), formatGiB(r.memory.peakBytes), formatGiB(r.memory.capacityBytes)});
    if (r.memory.fits)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "fits (%1 GiB free)"), {formatGiB(headroom)});
    else
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "DOES NOT FIT (%1 GiB over)"), {formatGiB(-headroom)});
    nl();
    if (r.memory.bandRuns == MemoryBandRuns::Torchtitan)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      peak %1 to %2 GiB (PyTorch's own kernels: 80 % of %3 torchtitan runs' measured peaks fell in such a range)"),
                {formatGiB(r.memory.peakBytesLow), formatGiB(r.memory.peakBytesHigh), str(r.memory.band.runs)});
    else if (r.memory.bandRuns == MemoryBandRuns::Megatron)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      peak %1 to %2 GiB (runs measured on Megatron-LM with Transformer Engine, the range of every plan on fused kernels: 80 % of %3 allocated peaks fell in such a range, the overhead as set)"),
                {formatGiB(r.memory.peakBytesLow), formatGiB(r.memory.peakBytesHigh), str(r.memory.band.runs)});
    else
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      no range for the peak: no public run measured the memory of a plan on these kernels"));
    nl();
    // Host memory: offloaded optimizer states and activations (the most of any stage).
    const auto host = std::max_element(r.memory.stages.begin(), r.memory.stages.end(),
                                       [](const StageMemory& a, const StageMemory& b) { return a.hostBytes < b.hostBytes; });
    if (host != r.memory.stages.end() && host->hostBytes > 0) {
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Host      stage %1: %2 GiB of host memory per GPU (activations %3 GiB, the rest optimizer states)"),
                {str(host->stage), formatGiB(host->hostBytes), formatGiB(host->hostActivationsBytes)});
        nl();
    }
    if (r.step.offloadBytes > 0) {
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Offload   %1 GB of activations to the host and back per step on the busiest rank; the copies add %2 s its layers cannot hide"),
                {printf1("%.2f", r.step.offloadBytes / 1e9), printf1("%.3f", r.step.offloadStallS)});
        nl();
    }
    const auto& meg = r.memory.megatron;
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Megatron  its own start-up estimate for this configuration: weights+optimizer %1 GiB, activations %2 GiB (%3)"),
            {printf1("%.2f", meg.weightAndOptimizerBytes / kGiB), printf1("%.2f", meg.activationBytes / kGiB),
             meg.activationBranch});
    nl();
    if (r.memory.deepspeed) {
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "DeepSpeed its ZeRO-%1 model-state estimate (pure data parallel): %2 GiB per GPU"),
                {str(r.memory.deepspeed->zeroStage), printf1("%.2f", r.memory.deepspeed->gpuBytes / kGiB)});
        nl();
    }

    const auto& st = r.step;
    nl();
    // The stragglers' share of the makespan apart from the schedule's own idle time (the
    // report's bubble_s holds both), so that a one-stage plan shows no bubble.
    const double stragglerS = r.communication.stragglerS;
    if (stragglerS > 0)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Time per step: %1 = compute %2 + bubble %3 + stragglers %4 + exposed communication %5 + optimizer %6"),
                {printf1("%.3f s", st.timeS), printf1("%.3f", st.computeS), printf1("%.3f", std::max(0.0, st.bubbleS - stragglerS)),
                 printf1("%.3f", stragglerS), printf1("%.3f", st.exposedCommS), printf1("%.3f", st.optimizerS)});
    else
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Time per step: %1 = compute %2 + bubble %3 + exposed communication %4 + optimizer %5"),
                {printf1("%.3f s", st.timeS), printf1("%.3f", st.computeS), printf1("%.3f", st.bubbleS),
                 printf1("%.3f", st.exposedCommS), printf1("%.3f", st.optimizerS)});
    nl();
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Throughput:    %1 tokens/s, MFU %2, HFU %3 (matmul efficiency %4)"),
            {printf1("%.0f", st.tokensPerS), printf1("%.1f %%", 100 * st.mfu), printf1("%.1f %%", 100 * st.hfu),
             printf1("%.2f", r.compute.matmulEfficiency)});
    nl();
    if (st.timeEvidence == Evidence::Calibrated)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      step %1 to %2 s, %3 to %4 tokens/s (calibrated profile %5: %6 of its held-out runs set this range)"),
                {printf1("%.3f", st.timeLowS), printf1("%.3f", st.timeHighS), printf1("%.0f", st.tokensPerSLow),
                 printf1("%.0f", st.tokensPerSHigh), s.cluster.presetId, str(st.timeBand.runs)});
    else if (st.timeBandWidening == BandWidening::ContextParallel)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism: 80 % of the %5 public runs with CP fell in such a range, most of them slower than estimated)"),
                {printf1("%.3f", st.timeLowS), printf1("%.3f", st.timeHighS), printf1("%.0f", st.tokensPerSLow),
                 printf1("%.0f", st.tokensPerSHigh), str(st.timeBand.runs)});
    else if (st.timeBandWidening == BandWidening::AtScale)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for more than %6 GPUs: all %5 public runs beyond that scale fell in such a range, all slower than estimated)"),
                {printf1("%.3f", st.timeLowS), printf1("%.3f", st.timeHighS), printf1("%.0f", st.tokensPerSLow),
                 printf1("%.0f", st.tokensPerSHigh), str(st.timeBand.runs), str(kLargestCheckedWorldSize)});
    else if (st.timeBandWidening == BandWidening::ContextParallelAtScale)
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism and for more than %6 GPUs: at least 80 % of the %5 public runs with CP or beyond that scale fell in such a range, most of them slower than estimated)"),
                {printf1("%.3f", st.timeLowS), printf1("%.3f", st.timeHighS), printf1("%.0f", st.tokensPerSLow),
                 printf1("%.0f", st.tokensPerSHigh), str(st.timeBand.runs), str(kLargestCheckedWorldSize)});
    else
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile: 80 % of %5 measured runs fell in such a range)"),
                {printf1("%.3f", st.timeLowS), printf1("%.3f", st.timeHighS), printf1("%.0f", st.tokensPerSLow),
                 printf1("%.0f", st.tokensPerSHigh), str(st.timeBand.runs)});
    if (st.timeBandWidenedForExperts) {
        nl();
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "               widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all slower than estimated"),
                {str(kExpertRunsInsideWidenedBand), str(kModelledExpertStepTimeBand.runs)});
    }
    if (st.timeBandWidenedForQuantizedBlackwell) {
        nl();
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "               widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, most of them faster than estimated"),
                {str(kModelledQuantizedBlackwellStepTimeBand.runs)});
    }
    nl();
    const auto& pipe = r.pipeline;
    out.add(kCtx, pipe.microbatches == 1
                      ? QT_TRANSLATE_NOOP("ReportText", "Pipeline:      %1, %2 micro-batch, idle %3 of the schedule (%4 of compute), ")
                      : QT_TRANSLATE_NOOP("ReportText", "Pipeline:      %1, %2 micro-batches, idle %3 of the schedule (%4 of compute), "),
            {pipe.schedule, str(pipe.microbatches), printf1("%.1f %%", 100 * pipe.bubbleFraction),
             printf1("%.1f %%", 100 * pipe.bubbleOverIdeal)});
    out.append(pipelineMethodText(pipe));
    nl(2);
    if (r.measured)
        out.append(measuredText(*r.measured));
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Communication per GPU per step (exposed: not hidden behind compute)"));
    nl();
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "  dim    group  link            crosses     GB/step   time s  exposed s"));
    nl();
    for (const auto& d : r.communication.dims) {
        out.verbatim("  " + pad(d.dim, 6, false) + pad(std::to_string(d.groupSize), 6) + "  " + pad(d.link, 14, false) +
                     "  " + pad(d.crossesNodes ? "nodes" : "-", 7, false) + pad(printf1("%.2f", d.bytesPerStep / 1e9), 10) +
                     pad(printf1("%.3f", d.timeS), 9) + pad(printf1("%.3f", d.exposedTimeS), 11) + "\n");
    }
    out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "  exposed communication: %1 of the step"), {printf1("%.1f %%", 100 * r.communication.share)});
    nl();
    const auto& comm = r.communication;
    if (comm.nicBytesPerStep > 0) {
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "  NIC floor: %1 GB per NIC / %2 GB/s = %3"),
                {printf1("%.2f", comm.nicBytesPerStep / 1e9), printf1("%.1f", comm.nicBytesPerSecond / 1e9),
                 printf1("%.3f s", comm.nicFloorS)});
        if (comm.nicBound)
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", sets the step (+%1 exposed)"), {printf1("%.3f s", comm.nicExtraS)});
        else
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", ", below the step"));
        nl();
    }
    if (comm.stragglerS > 0) {
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "  stragglers: makespan x %1 = +%2"),
                {printf1("%.3f", comm.stragglerFactor), printf1("%.3f s", comm.stragglerS)});
        nl();
    }

    nl();
    if (r.diagnostics.empty())
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Diagnostics: none"));
    else
        out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "Diagnostics (%1)"), {str(r.diagnostics.size())});
    nl();
    // Severity and code as they are in files; the words in the caller's language.
    for (const auto& d : r.diagnostics) {
        const DiagnosticWording words = wording(d);
        out.verbatim("  " + pad(severityName(d.severity), 7, false) + " " + d.code + ": " + words.message + "\n");
        if (!words.fix.empty()) {
            out.add(kCtx, QT_TRANSLATE_NOOP("ReportText", "          fix: %1"), {words.fix});
            nl();
        }
    }
    return out;
}


} // namespace shardscope
