#include "diagnostictext.h"

#include "format.h"

#include <QCoreApplication>
#include <QLocale>

using namespace shardscope;

namespace {

double number(const Diagnostic& d, const char* key)
{
    auto it = d.params.find(key);
    if (it == d.params.end())
        return 0;
    if (const double* v = std::get_if<double>(&it->second))
        return *v;
    return 0;
}

QString word(const Diagnostic& d, const char* key)
{
    auto it = d.params.find(key);
    if (it == d.params.end())
        return {};
    if (const std::string* v = std::get_if<std::string>(&it->second))
        return QString::fromStdString(*v);
    return {};
}

QString n(double v)
{
    return QLocale().toString(qlonglong(v));
}

QString partName(const QString& part)
{
    if (part == QLatin1String("weights"))
        return QCoreApplication::translate("DiagnosticText", "weights");
    if (part == QLatin1String("gradients"))
        return QCoreApplication::translate("DiagnosticText", "gradients");
    if (part == QLatin1String("optimizer"))
        return QCoreApplication::translate("DiagnosticText", "optimizer state");
    if (part == QLatin1String("activations"))
        return QCoreApplication::translate("DiagnosticText", "activations");
    if (part == QLatin1String("buffers"))
        return QCoreApplication::translate("DiagnosticText", "buffers");
    return QCoreApplication::translate("DiagnosticText", "overhead");
}

QString valueText(const DiagnosticValue& v)
{
    if (const double* d = std::get_if<double>(&v))
        return QLocale().toString(qlonglong(*d));
    if (const bool* b = std::get_if<bool>(&v))
        return *b ? QCoreApplication::translate("DiagnosticText", "on") : QCoreApplication::translate("DiagnosticText", "off");
    return QString::fromStdString(std::get<std::string>(v));
}

} // namespace

QString severityText(Severity s)
{
    switch (s) {
    case Severity::Error: return QCoreApplication::translate("DiagnosticText", "Error");
    case Severity::Warning: return QCoreApplication::translate("DiagnosticText", "Warning");
    case Severity::Info: return QCoreApplication::translate("DiagnosticText", "Note");
    }
    return {};
}

QString settingName(const QString& path)
{
    static const struct { const char* path; const char* name; } names[] = {
        {"parallel.tp", QT_TRANSLATE_NOOP("DiagnosticText", "TP")},
        {"parallel.pp", QT_TRANSLATE_NOOP("DiagnosticText", "PP")},
        {"parallel.dp", QT_TRANSLATE_NOOP("DiagnosticText", "DP")},
        {"parallel.cp", QT_TRANSLATE_NOOP("DiagnosticText", "CP")},
        {"parallel.ep", QT_TRANSLATE_NOOP("DiagnosticText", "EP")},
        {"parallel.etp", QT_TRANSLATE_NOOP("DiagnosticText", "expert TP")},
        {"parallel.sequence_parallel", QT_TRANSLATE_NOOP("DiagnosticText", "sequence parallelism")},
        {"parallel.zero_stage", QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO stage")},
        {"parallel.schedule", QT_TRANSLATE_NOOP("DiagnosticText", "pipeline schedule")},
        {"parallel.virtual_stages", QT_TRANSLATE_NOOP("DiagnosticText", "virtual stages")},
        {"training.global_batch", QT_TRANSLATE_NOOP("DiagnosticText", "global batch")},
        {"training.micro_batch", QT_TRANSLATE_NOOP("DiagnosticText", "micro-batch")},
        {"training.seq_length", QT_TRANSLATE_NOOP("DiagnosticText", "sequence length")},
        {"training.recompute", QT_TRANSLATE_NOOP("DiagnosticText", "recompute")},
        {"training.flash_attention", QT_TRANSLATE_NOOP("DiagnosticText", "flash attention")},
        {"training.offload_optimizer", QT_TRANSLATE_NOOP("DiagnosticText", "optimizer offload")},
        {"cluster.nodes", QT_TRANSLATE_NOOP("DiagnosticText", "nodes")},
    };
    for (const auto& entry : names)
        if (path == QLatin1String(entry.path))
            return QCoreApplication::translate("DiagnosticText", entry.name);
    return path;
}

QString describeChanges(const std::vector<FixChange>& changes)
{
    QStringList parts;
    for (const auto& c : changes)
        parts << QCoreApplication::translate("DiagnosticText", "%1 to %2").arg(settingName(QString::fromStdString(c.path)), valueText(c.value));
    return parts.isEmpty() ? QString() : QCoreApplication::translate("DiagnosticText", "Set %1").arg(parts.join(QStringLiteral(", ")));
}

DiagnosticText diagnosticText(const Diagnostic& d)
{
    DiagnosticText t;
    const QString code = QString::fromStdString(d.code);
    t.fix = describeChanges(d.changes);
    auto is = [&](const char* c) { return code == QLatin1String(c); };
    if (is("cluster.too_few_gpus")) {
        t.title = QCoreApplication::translate("DiagnosticText", "More GPUs than the cluster has");
        t.explanation = QCoreApplication::translate("DiagnosticText", "TP x PP x CP x DP = %1 GPUs, but the cluster has %2.").arg(n(number(d, "world")), n(number(d, "cluster")));
    } else if (is("cluster.gpus_idle")) {
        t.title = QCoreApplication::translate("DiagnosticText", "GPUs left idle");
        t.explanation = QCoreApplication::translate("DiagnosticText", "%1 of the cluster's %2 GPUs do nothing in this layout.").arg(n(number(d, "idle")), n(number(d, "cluster")));
    } else if (is("batch.not_divisible")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Global batch does not divide");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The global batch (%1) must be a multiple of micro-batch x DP (%2 x %3).")
                            .arg(n(number(d, "global_batch")), n(number(d, "micro_batch")), n(number(d, "dp")));
    } else if (is("model.heads_not_divisible_by_tp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Heads not divisible by TP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "%1 attention heads cannot be split over TP = %2; Megatron-LM refuses to start.").arg(n(number(d, "value")), n(number(d, "tp")));
    } else if (is("model.kv_heads_not_divisible_by_tp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "KV heads not divisible by TP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "%1 key/value heads cannot be split over TP = %2; Megatron-LM refuses to start.").arg(n(number(d, "value")), n(number(d, "tp")));
    } else if (is("model.ffn_not_divisible_by_tp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "FFN width not divisible by TP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The FFN width %1 cannot be split over TP = %2.").arg(n(number(d, "value")), n(number(d, "tp")));
    } else if (is("model.expert_ffn_not_divisible_by_etp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Expert FFN not divisible by expert TP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The expert FFN width %1 cannot be split over expert TP = %2.").arg(n(number(d, "value")), n(number(d, "etp")));
    } else if (is("model.vocab_padded")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Vocabulary padded");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The vocabulary of %1 tokens is padded to %2, a multiple of 128 x TP, as Megatron-LM does.").arg(n(number(d, "vocab")), n(number(d, "padded")));
    } else if (is("model.sequence_too_long")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Sequence longer than the model's context");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Sequences of %1 tokens exceed the model's maximum of %2.").arg(n(number(d, "seq_length")), n(number(d, "max_seq")));
    } else if (is("pipeline.more_stages_than_layers")) {
        t.title = QCoreApplication::translate("DiagnosticText", "More pipeline chunks than layers");
        t.explanation = QCoreApplication::translate("DiagnosticText", "%1 pipeline chunks for %2 layers leave some chunks empty.").arg(n(number(d, "chunks")), n(number(d, "layers")));
    } else if (is("pipeline.layers_not_divisible")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Layers do not divide over the stages");
        t.explanation = QCoreApplication::translate("DiagnosticText", "%1 layers over %2 chunks: the middle stages take one more layer. Megatron-LM needs explicit first/last stage sizes for that, and refuses it when interleaving.").arg(n(number(d, "layers")), n(number(d, "chunks")));
    } else if (is("pipeline.interleave_needs_pp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Interleaving without pipeline stages");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The interleaved schedule splits pipeline stages into chunks; with PP = 1 there are none.");
    } else if (is("pipeline.interleave_microbatches")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Micro-batches not a multiple of PP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.").arg(n(number(d, "microbatches")), n(number(d, "pp")));
    } else if (is("pipeline.virtual_stages_ignored")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Virtual stages ignored");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Virtual stages only apply to the interleaved 1F1B schedule.");
    } else if (is("pipeline.dualpipe_odd_stages")) {
        t.title = QCoreApplication::translate("DiagnosticText", "DualPipe needs an even PP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "DualPipe pairs stage i with stage p-1-i; PP = %1 is odd.").arg(n(number(d, "pp")));
    } else if (is("pipeline.dualpipe_microbatches")) {
        t.title = QCoreApplication::translate("DiagnosticText", "DualPipe needs more micro-batches");
        t.explanation = QCoreApplication::translate("DiagnosticText", "DualPipe feeds half of the micro-batches from each end of the pipeline: it needs an even count of at least 2 x PP = %1; this plan has %2.").arg(n(2 * number(d, "pp")), n(number(d, "microbatches")));
    } else if (is("pipeline.schedule_not_simulated")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Bubble from a closed form");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The pipeline was not simulated (too deep for the simulation budget, or DualPipe with an odd PP); its bubble comes from a closed form.");
    } else if (is("pipeline.bubble_high")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Large pipeline bubble");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The pipeline is idle %1 of the step with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under 20 %.")
                            .arg(Format::percent(number(d, "bubble_fraction"), 0), n(number(d, "microbatches")), n(number(d, "pp")), n(number(d, "needed_microbatches")));
    } else if (is("parallel.sp_without_tp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Sequence parallelism without TP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Sequence parallelism splits the tensor-parallel group; with TP = 1 it does nothing.");
    } else if (is("parallel.sequence_not_divisible_by_tp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Sequence does not divide over TP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "With sequence parallelism each rank holds s / (CP x TP) tokens; %1 does not divide by %2.").arg(n(number(d, "seq_length")), n(number(d, "divisor")));
    } else if (is("parallel.tp_exceeds_nvlink_domain")) {
        t.title = QCoreApplication::translate("DiagnosticText", "TP larger than the NVLink domain");
        t.explanation = QCoreApplication::translate("DiagnosticText", "TP = %1 is larger than the %2 GPUs that share NVLink: every TP all-reduce goes over the network, on the critical path of every layer.").arg(n(number(d, "tp")), n(number(d, "domain")));
    } else if (is("parallel.tp_crosses_nodes")) {
        t.title = QCoreApplication::translate("DiagnosticText", "TP groups cross NVLink domains");
        t.explanation = QCoreApplication::translate("DiagnosticText", "TP = %1 does not divide the NVLink domain of %2 GPUs, so some TP groups straddle two domains and talk over the network.").arg(n(number(d, "tp")), n(number(d, "domain")));
    } else if (is("parallel.tp_without_nvlink")) {
        t.title = QCoreApplication::translate("DiagnosticText", "TP without NVLink");
        t.explanation = QCoreApplication::translate("DiagnosticText", "This cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe.");
    } else if (is("cp.sequence_not_divisible")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Sequence does not divide over CP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Context parallelism splits each sequence into 2 x CP load-balanced chunks; %1 tokens do not divide by %2.").arg(n(number(d, "seq_length")), n(2 * number(d, "cp")));
    } else if (is("cp.without_flash_attention")) {
        t.title = QCoreApplication::translate("DiagnosticText", "CP without fused attention");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Megatron-LM's context parallelism runs on fused (flash) attention kernels.");
    } else if (is("moe.ep_on_dense_model")) {
        t.title = QCoreApplication::translate("DiagnosticText", "EP on a dense model");
        t.explanation = QCoreApplication::translate("DiagnosticText", "EP = %1 has no experts to split in a dense model.").arg(n(number(d, "ep")));
    } else if (is("moe.experts_not_divisible_by_ep")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Experts do not divide over EP");
        t.explanation = QCoreApplication::translate("DiagnosticText", "%1 experts cannot be split over EP = %2 ranks.").arg(n(number(d, "experts")), n(number(d, "ep")));
    } else if (is("moe.expert_grid_mismatch")) {
        t.title = QCoreApplication::translate("DiagnosticText", "EP x expert TP does not fit the ranks");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The expert layers re-split the %1 TP x CP x DP ranks of a stage; EP %2 x expert TP %3 does not divide them.").arg(n(number(d, "ranks")), n(number(d, "ep")), n(number(d, "etp")));
    } else if (is("moe.alltoall_across_nodes")) {
        t.title = QCoreApplication::translate("DiagnosticText", "All-to-all across nodes");
        t.explanation = QCoreApplication::translate("DiagnosticText", "The EP groups of %1 span nodes: token dispatch runs over the network (%2 of the step exposed). It needs a non-blocking, high-radix fabric; measure it with nccl-tests first.").arg(n(number(d, "ep")), Format::percent(number(d, "exposed_share"), 0));
    } else if (is("memory.over_capacity")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Out of memory");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Stage %1 needs %2 per GPU, %3 more than the %4 available. The largest part is %5 (%6).")
                            .arg(n(number(d, "stage")), Format::gib(number(d, "needed_bytes")), Format::gib(number(d, "over_bytes")),
                                 Format::gib(number(d, "capacity_bytes")), partName(word(d, "largest_part")), Format::gib(number(d, "largest_part_bytes")));
    } else if (is("memory.low_headroom")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Little memory left");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Stage %1 leaves only %2 free; fragmentation and spikes the estimate cannot see may still run out.").arg(n(number(d, "stage")), Format::gib(number(d, "free_bytes")));
    } else if (is("comm.share_high")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Communication above 30 %");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Exposed communication takes %1 of the step, most of it %2 (%3). Above 30 % adding GPUs stops paying; change the layout or the batch instead.")
                            .arg(Format::percent(number(d, "share"), 0), word(d, "dimension").toUpper(), Format::percent(number(d, "dimension_share"), 0));
    } else if (is("zero.offload_without_zero")) {
        t.title = QCoreApplication::translate("DiagnosticText", "Offload without ZeRO");
        t.explanation = QCoreApplication::translate("DiagnosticText", "Optimizer offload needs ZeRO stage 1 or higher (or Megatron's distributed optimizer).");
    } else if (is("zero.sharded_with_pp")) {
        t.title = QCoreApplication::translate("DiagnosticText", "ZeRO-2/3 with pipeline parallelism");
        t.explanation = QCoreApplication::translate("DiagnosticText", "ZeRO-%1 with PP repeats its gradient (and at stage 3 parameter) traffic for every micro-batch on every stage; DeepSpeed refuses the combination.").arg(n(number(d, "zero_stage")));
    } else if (is("zero.zero3_at_scale")) {
        t.title = QCoreApplication::translate("DiagnosticText", "ZeRO-3 at scale");
        t.explanation = QCoreApplication::translate("DiagnosticText", "ZeRO-3 on %1 GPUs moves 1.5x the bytes of data parallelism; the distributed optimizer (ZeRO-1) also fits here (%2 per GPU).").arg(n(number(d, "world")), Format::gib(number(d, "zero1_peak_bytes")));
    } else {
        t.title = code;
        t.explanation = QString::fromStdString(d.message);
    }
    return t;
}
