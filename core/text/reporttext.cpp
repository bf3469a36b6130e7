#include "reporttext.h"

#include "estimate/bytes.h"
#include "model/enumnames.h"

#include <cstdio>
#include <string>

namespace shardscope {

namespace {

/** How the pipeline was estimated, in words: simulated, extrapolated or which closed form and why. */
std::string pipelineMethodText(const PipelineReport& pipe)
{
    if (pipe.method == "extrapolated")
        return "simulated for " + std::to_string(pipe.timelineMicrobatches) +
               " micro-batches and extrapolated (the batch exceeds the simulation budget)";
    if (pipe.method != "closed-form")
        return "simulated";
    std::string why = pipe.closedFormReason == "over-budget"  ? "too deep to simulate within the budget"
                      : pipe.closedFormReason == "odd-stages" ? "DualPipe has no schedule for an odd pp"
                                                              : "closed form requested";
    std::string which = pipe.closedForm == "paper"           ? "the paper's closed form, its assumptions hold"
                        : pipe.closedForm == "approximation" ? "an approximation of the schedule (the paper's assumptions do not hold)"
                                                             : "closed form, exact for identical stages";
    return which + "; " + why;
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

std::string formatReportText(const Scenario& s, const Report& r)
{
    std::string out;
    const auto& p = s.parallel;
    const auto& t = s.training;
    out += "ShardScope estimate: " + s.name + "\n\n";
    out += "Model     " + s.model.name + ": " + formatCount(double(r.model.paramsTotal)) +
           " parameters";
    if (r.model.paramsActive != r.model.paramsTotal)
        out += ", " + formatCount(double(r.model.paramsActive)) + " active per token";
    if (r.model.paramsMtp > 0)
        out += ", + " + formatCount(double(r.model.paramsMtp)) + " in MTP layers";
    out += "\n          " + std::to_string(s.model.layers) + " layers, hidden " +
           std::to_string(s.model.hidden) + ", vocab " + std::to_string(s.model.vocab) +
           " (padded to " + std::to_string(r.model.vocabPadded) + "), " +
           printf1("%.3g", r.model.flopsPerToken) + " FLOPs per token\n";
    out += "Cluster   " + s.cluster.name + ": " + std::to_string(s.cluster.nodes) + " x " +
           std::to_string(s.cluster.gpusPerNode) + " " + s.cluster.gpu.name + " (" +
           printf1("%.2f", s.cluster.gpu.memoryGiB) + " GiB each)\n";
    out += "Parallel  TP " + std::to_string(p.tp) + " x PP " + std::to_string(p.pp) + " x CP " +
           std::to_string(p.cp) + " x DP " + std::to_string(p.dp) + " = " +
           std::to_string(r.worldSize) + " GPUs";
    if (r.gpusIdle > 0)
        out += " (" + std::to_string(r.gpusIdle) + " idle)";
    out += "; EP " + std::to_string(p.ep) + ", ETP " + std::to_string(p.expertTensorParallel()) +
           ", SP " + (p.sequenceParallel ? "on" : "off") + ", ZeRO " + std::to_string(p.zeroStage) +
           ", " + std::string(toString(p.schedule));
    if (p.effectiveVirtualStages() > 1)
        out += " v=" + std::to_string(p.effectiveVirtualStages());
    out += "\n";
    out += "Training  global batch " + std::to_string(t.globalBatch) + " x " +
           std::to_string(t.seqLength) + " tokens, micro-batch " + std::to_string(t.microBatch) +
           ", " + std::to_string(r.microbatches) + " micro-batches per pipeline, " +
           std::string(toString(t.precision)) + " with " + std::string(toString(t.mainGrads)) +
           " main grads, recompute " + std::string(toString(t.recompute)) + "\n\n";

    out += "Memory per GPU (GiB; capacity " + formatGiB(r.memory.capacityBytes) + ")\n";
    out += " stage layers  weights    grads optimizer activations  buffers overhead    total\n";
    for (const auto& st : r.memory.stages) {
        out += pad(std::to_string(st.stage), 6) + pad(std::to_string(st.layers), 7) +
               pad(formatGiB(st.weightsBytes), 9) + pad(formatGiB(st.gradientsBytes), 9) +
               pad(formatGiB(st.optimizerBytes), 10) + pad(formatGiB(st.activationsBytes), 12) +
               pad(formatGiB(st.buffersBytes), 9) + pad(formatGiB(st.overheadBytes), 9) +
               pad(formatGiB(st.totalBytes), 9) + "\n";
    }
    const int64_t headroom = r.memory.capacityBytes - r.memory.peakBytes;
    out += "Peak      stage " + std::to_string(r.memory.peakStage) + ": " +
           formatGiB(r.memory.peakBytes) + " GiB of " + formatGiB(r.memory.capacityBytes) +
           " GiB, " +
           (r.memory.fits ? "fits (" + formatGiB(headroom) + " GiB free)"
                          : "DOES NOT FIT (" + formatGiB(-headroom) + " GiB over)") +
           "\n";
    const auto& meg = r.memory.megatron;
    out += "Megatron  its own start-up estimate for this configuration: weights+optimizer " +
           printf1("%.2f", meg.weightAndOptimizerBytes / kGiB) + " GiB, activations " +
           printf1("%.2f", meg.activationBytes / kGiB) + " GiB (" + meg.activationBranch + ")\n";
    if (r.memory.deepspeed)
        out += "DeepSpeed its ZeRO-" + std::to_string(r.memory.deepspeed->zeroStage) +
               " model-state estimate (pure data parallel): " +
               printf1("%.2f", r.memory.deepspeed->gpuBytes / kGiB) + " GiB per GPU\n";

    const auto& st = r.step;
    out += "\nTime per step: " + printf1("%.3f s", st.timeS) + " = compute " + printf1("%.3f", st.computeS) +
           " + bubble " + printf1("%.3f", st.bubbleS) + " + exposed communication " +
           printf1("%.3f", st.exposedCommS) + " + optimizer " + printf1("%.3f", st.optimizerS) + "\n";
    out += "Throughput:    " + printf1("%.0f", st.tokensPerS) + " tokens/s, MFU " +
           printf1("%.1f %%", 100 * st.mfu) + ", HFU " + printf1("%.1f %%", 100 * st.hfu) + " (matmul efficiency " +
           printf1("%.2f", r.compute.matmulEfficiency) + ")\n";
    const auto& pipe = r.pipeline;
    out += "Pipeline:      " + pipe.schedule + ", " + std::to_string(pipe.microbatches) +
           " micro-batches, idle " + printf1("%.1f %%", 100 * pipe.bubbleFraction) + " of the step (" +
           printf1("%.1f %%", 100 * pipe.bubbleOverIdeal) + " of compute)" +
           ", " + pipelineMethodText(pipe) + "\n";
    out += "\nCommunication per GPU per step (exposed: not hidden behind compute)\n";
    out += "  dim    group  link            crosses     GB/step   time s  exposed s\n";
    for (const auto& d : r.communication.dims) {
        out += "  " + pad(d.dim, 6, false) + pad(std::to_string(d.groupSize), 6) + "  " + pad(d.link, 14, false) +
               "  " + pad(d.crossesNodes ? "nodes" : "-", 7, false) + pad(printf1("%.2f", d.bytesPerStep / 1e9), 10) +
               pad(printf1("%.3f", d.timeS), 9) + pad(printf1("%.3f", d.exposedTimeS), 11) + "\n";
    }
    out += "  exposed communication: " + printf1("%.1f %%", 100 * r.communication.share) + " of the step\n";
    const auto& comm = r.communication;
    if (comm.nicBytesPerStep > 0)
        out += "  NIC floor: " + printf1("%.2f", comm.nicBytesPerStep / 1e9) + " GB per NIC / " +
               printf1("%.1f", comm.nicBytesPerSecond / 1e9) + " GB/s = " + printf1("%.3f s", comm.nicFloorS) +
               (comm.nicBound ? ", sets the step (+" + printf1("%.3f s", comm.nicExtraS) + " exposed)"
                              : ", below the step") +
               "\n";
    if (comm.stragglerS > 0)
        out += "  stragglers: makespan x " + printf1("%.3f", comm.stragglerFactor) + " = +" +
               printf1("%.3f s", comm.stragglerS) + " (in the bubble)\n";

    out += "\nDiagnostics";
    if (r.diagnostics.empty())
        out += ": none\n";
    else
        out += " (" + std::to_string(r.diagnostics.size()) + ")\n";
    for (const auto& d : r.diagnostics) {
        out +=
            "  " + pad(severityName(d.severity), 7, false) + " " + d.code + ": " + d.message + "\n";
        if (!d.fix.empty())
            out += "          fix: " + d.fix + "\n";
    }
    return out;
}

} // namespace shardscope
