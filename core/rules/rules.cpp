#include "rules.h"

#include "estimate/bytes.h"
#include "model/enumnames.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace shardscope {

const char* severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        return "error";
    }
    return "?";
}

bool hasErrors(const std::vector<Diagnostic>& diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

namespace {

std::string gib(int64_t bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GiB", double(bytes) / kGiB);
    return text;
}

std::string num(int64_t n)
{
    return std::to_string(n);
}

class RuleSink
{
public:
    Diagnostic& add(std::string code, Severity severity, std::string message)
    {
        Diagnostic d;
        d.code = std::move(code);
        d.severity = severity;
        d.message = std::move(message);
        m_out.push_back(std::move(d));
        return m_out.back();
    }
    std::vector<Diagnostic> take() { return std::move(m_out); }

private:
    std::vector<Diagnostic> m_out;
};

void checkWorld(const Scenario& s, const Report& r, RuleSink& out)
{
    const int64_t cluster = s.cluster.totalGpus();
    if (r.worldSize > cluster) {
        auto& d = out.add("cluster.too_few_gpus", Severity::Error,
                          "the configuration needs " + num(r.worldSize) +
                              " GPUs (tp x pp x cp x dp)"
                              " but the cluster has " +
                              num(cluster));
        d.params = {{"world", double(r.worldSize)}, {"cluster", double(cluster)}};
        const int64_t perReplica = int64_t(s.parallel.tp) * s.parallel.pp * s.parallel.cp;
        const int64_t dp = cluster / std::max<int64_t>(perReplica, 1);
        if (dp >= 1) {
            d.fix = "lower dp to " + num(dp) + " to fit the cluster";
            d.changes.push_back({"parallel.dp", double(dp)});
        } else {
            const int64_t nodes = (r.worldSize + s.cluster.gpusPerNode - 1) / s.cluster.gpusPerNode;
            d.fix = "use " + num(nodes) + " nodes";
            d.changes.push_back({"cluster.nodes", double(nodes)});
        }
    } else if (r.gpusIdle > 0) {
        auto& d = out.add("cluster.gpus_idle", Severity::Warning,
                          num(r.gpusIdle) + " of " + num(cluster) +
                              " GPUs stay idle (the configuration uses " + num(r.worldSize) + ")");
        d.params = {{"idle", double(r.gpusIdle)}, {"cluster", double(cluster)}};
        const int64_t perReplica = int64_t(s.parallel.tp) * s.parallel.pp * s.parallel.cp;
        const int64_t dp = cluster / std::max<int64_t>(perReplica, 1);
        if (dp > s.parallel.dp) {
            d.fix = "raise dp to " + num(dp) + " to use the whole cluster";
            d.changes.push_back({"parallel.dp", double(dp)});
        }
    }
}

void checkBatch(const Scenario& s, const Report&, RuleSink& out)
{
    const int64_t perStep = s.training.microBatch * s.parallel.dp;
    if (s.training.globalBatch % perStep != 0 || s.training.globalBatch < perStep) {
        auto& d = out.add("batch.not_divisible", Severity::Error,
                          "global batch " + num(s.training.globalBatch) +
                              " is not a multiple of micro-batch x dp = " + num(perStep));
        d.params = {{"global_batch", double(s.training.globalBatch)},
                    {"micro_batch", double(s.training.microBatch)},
                    {"dp", double(s.parallel.dp)}};
        const int64_t fixed =
            std::max<int64_t>(1, (s.training.globalBatch + perStep / 2) / perStep) * perStep;
        d.fix = "set the global batch to " + num(fixed);
        d.changes.push_back({"training.global_batch", double(fixed)});
    }
}

void checkMemory(const Scenario&, const Report& r, RuleSink& out)
{
    if (r.memory.fits || r.memory.stages.empty())
        return;
    const auto& peak = r.memory.stages[size_t(r.memory.peakStage)];
    struct Part
    {
        const char* name;
        int64_t bytes;
    };
    const Part parts[] = {
        {"weights", peak.weightsBytes},     {"gradients", peak.gradientsBytes},
        {"optimizer", peak.optimizerBytes}, {"activations", peak.activationsBytes},
        {"buffers", peak.buffersBytes},     {"overhead", peak.overheadBytes}};
    const Part* largest = &parts[0];
    for (const auto& part : parts)
        if (part.bytes > largest->bytes)
            largest = &part;
    const int64_t over = r.memory.peakBytes - r.memory.capacityBytes;
    auto& d = out.add("memory.over_capacity", Severity::Error,
                      "stage " + num(peak.stage) + " needs " + gib(peak.totalBytes) + " per GPU, " +
                          gib(over) + " more than the " + gib(r.memory.capacityBytes) +
                          " available; the largest part is " + largest->name + " (" +
                          gib(largest->bytes) + ")");
    d.params = {{"stage", double(peak.stage)},
                {"needed_bytes", double(peak.totalBytes)},
                {"capacity_bytes", double(r.memory.capacityBytes)},
                {"over_bytes", double(over)},
                {"largest_part", std::string(largest->name)},
                {"largest_part_bytes", double(largest->bytes)}};
}

void checkSequence(const Scenario& s, const Report&, RuleSink& out)
{
    if (s.training.seqLength > s.model.maxSeq) {
        auto& d = out.add("model.sequence_too_long", Severity::Warning,
                          "sequence length " + num(s.training.seqLength) +
                              " exceeds the model's maximum context of " + num(s.model.maxSeq));
        d.params = {{"seq_length", double(s.training.seqLength)},
                    {"max_seq", double(s.model.maxSeq)}};
        d.fix = "train with sequences of " + num(s.model.maxSeq) + " tokens";
        d.changes.push_back({"training.seq_length", double(s.model.maxSeq)});
    }
}

void checkSwitches(const Scenario& s, const Report&, RuleSink& out)
{
    const auto& p = s.parallel;
    if (p.sequenceParallel && p.tp == 1) {
        auto& d = out.add(
            "parallel.sp_without_tp", Severity::Warning,
            "sequence parallelism splits the tensor-parallel group and does nothing with tp = 1");
        d.fix = "switch sequence parallelism off";
        d.changes.push_back({"parallel.sequence_parallel", false});
    }
    if (p.virtualStages > 1 && p.schedule != PipelineSchedule::Interleaved1F1B) {
        auto& d = out.add("pipeline.virtual_stages_ignored", Severity::Warning,
                          "virtual_stages = " + num(p.virtualStages) +
                              " only applies to the "
                              "interleaved 1F1B schedule; the " +
                              std::string(toString(p.schedule)) + " schedule ignores it");
        d.params = {{"virtual_stages", double(p.virtualStages)},
                    {"schedule", std::string(toString(p.schedule))}};
        d.fix = "use the interleaved-1f1b schedule";
        d.changes.push_back({"parallel.schedule", std::string("interleaved-1f1b")});
    }
    if (s.training.offloadOptimizer && p.zeroStage == 0) {
        auto& d = out.add("zero.offload_without_zero", Severity::Error,
                          "optimizer offload needs ZeRO stage 1 or higher (DeepSpeed) or the "
                          "distributed optimizer (Megatron)");
        d.fix = "use ZeRO stage 1";
        d.changes.push_back({"parallel.zero_stage", 1.0});
    }
}

} // namespace

std::vector<Diagnostic> checkRules(const Scenario& s, const Report& r)
{
    RuleSink out;
    checkWorld(s, r, out);
    checkBatch(s, r, out);
    checkMemory(s, r, out);
    checkSequence(s, r, out);
    checkSwitches(s, r, out);
    return out.take();
}

} // namespace shardscope
