#include "diagnostictable.h"

#include "core/text/translatable.h"

#include <stdexcept>

namespace shardscope {

namespace {

using C = DiagnosticCode;
using U = ParamUnit;
constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;
constexpr Severity I = Severity::Info;

// TP changes go through retargetTensorParallel(): TP, DP to keep the world size, SP off at TP 1.
#define SHARDSCOPE_RETARGET_TP "parallel.tp", "parallel.dp", "parallel.sequence_parallel"

const std::vector<DiagnosticRow> kTable = {
    {C::ClusterTooFewGpus, "cluster.too_few_gpus", E, E, {{"world", U::Count}, {"cluster", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "More GPUs than the cluster has"),
     QT_TRANSLATE_NOOP("DiagnosticText", "TP x PP x CP x DP = %1 GPUs, but the cluster has %2."),
     {"parallel.dp", "parallel.tp", "parallel.pp", "parallel.cp", "cluster.nodes"},
     {"parallel.dp", "cluster.nodes"}},
    {C::ClusterGpusIdle, "cluster.gpus_idle", W, W, {{"idle", U::Count}, {"cluster", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "GPUs left idle"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 of the cluster's %2 GPUs do nothing in this layout."),
     {"parallel.dp", "cluster.nodes"},
     {"parallel.dp"}},
    {C::BatchNotDivisible, "batch.not_divisible", E, E,
     {{"global_batch", U::Count}, {"micro_batch", U::Count}, {"dp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Global batch does not divide"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The global batch (%1) must be a multiple of micro-batch x DP (%2 x %3)."),
     {"training.global_batch", "training.micro_batch", "parallel.dp"},
     {"training.global_batch"}},
    {C::ModelHeadsNotDivisibleByTp, "model.heads_not_divisible_by_tp", E, E, {{"value", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Heads not divisible by TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 attention heads cannot be split over TP = %2; Megatron-LM refuses to start."),
     {"parallel.tp", "model.heads"},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ModelKvHeadsNotDivisibleByTp, "model.kv_heads_not_divisible_by_tp", E, E, {{"value", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "KV heads not divisible by TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 key/value heads cannot be split over TP = %2; Megatron-LM refuses to start."),
     {"parallel.tp", "model.kv_heads"},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ModelFfnNotDivisibleByTp, "model.ffn_not_divisible_by_tp", E, E, {{"value", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "FFN width not divisible by TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The FFN width %1 cannot be split over TP = %2."),
     {"parallel.tp", "model.ffn_hidden"},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ModelExpertFfnNotDivisibleByEtp, "model.expert_ffn_not_divisible_by_etp", E, E,
     {{"value", U::Count}, {"etp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Expert FFN not divisible by expert TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The expert FFN width %1 cannot be split over expert TP = %2."),
     {"parallel.etp", "model.moe.expert_ffn_hidden"},
     {"parallel.etp"}},
    {C::ModelVocabPadded, "model.vocab_padded", I, I, {{"vocab", U::Count}, {"padded", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Vocabulary padded"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The vocabulary of %1 tokens is padded to %2, a multiple of 128 x TP, as Megatron-LM does."),
     {"model.vocab", "parallel.tp"},
     {}},
    {C::ModelSequenceTooLong, "model.sequence_too_long", W, W, {{"seq_length", U::Count}, {"max_seq", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence longer than the model's context"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequences of %1 tokens exceed the model's maximum of %2."),
     {"training.seq_length"},
     {"training.seq_length"}},
    {C::PipelineMoreStagesThanLayers, "pipeline.more_stages_than_layers", E, E, {{"chunks", U::Count}, {"layers", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "More pipeline chunks than layers"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 pipeline chunks for %2 layers leave some chunks empty."),
     {"parallel.pp", "parallel.virtual_stages"},
     {"parallel.pp", "parallel.virtual_stages", "parallel.schedule"}},
    {C::PipelineLayersNotDivisible, "pipeline.layers_not_divisible", W, E, {{"layers", U::Count}, {"chunks", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Layers do not divide over the stages"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 layers over %2 chunks: the middle stages take one more layer. Megatron-LM needs explicit first/last stage sizes for that, and refuses it when interleaving."),
     {"parallel.pp", "parallel.virtual_stages", "model.layers"},
     {"parallel.pp", "parallel.dp", "parallel.virtual_stages", "parallel.schedule"}},
    {C::PipelineInterleaveNeedsPp, "pipeline.interleave_needs_pp", E, E, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Interleaving without pipeline stages"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The interleaved schedule splits pipeline stages into chunks; with PP = 1 there are none."),
     {"parallel.schedule", "parallel.pp"},
     {"parallel.schedule", "parallel.virtual_stages"}},
    {C::PipelineInterleaveMicrobatches, "pipeline.interleave_microbatches", E, E,
     {{"microbatches", U::Count}, {"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Micro-batches not a multiple of PP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2."),
     {"training.global_batch", "parallel.pp"},
     {"training.global_batch"}},
    {C::PipelineVirtualStagesIgnored, "pipeline.virtual_stages_ignored", W, W,
     {{"virtual_stages", U::Count}, {"schedule", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Virtual stages ignored"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Virtual stages only apply to the interleaved 1F1B schedule."),
     {"parallel.virtual_stages", "parallel.schedule"},
     {"parallel.virtual_stages"}},
    {C::PipelineDualpipeOddStages, "pipeline.dualpipe_odd_stages", E, E, {{"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe needs an even PP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe pairs stage i with stage p-1-i; PP = %1 is odd."),
     {"parallel.schedule", "parallel.pp"},
     {"parallel.schedule"}},
    {C::PipelineDualpipeMicrobatches, "pipeline.dualpipe_microbatches", E, E,
     {{"min_microbatches", U::Count}, {"microbatches", U::Count}, {"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe needs more micro-batches"),
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe feeds half of the micro-batches from each end of the pipeline: it needs an even count of at least 2 x PP = %1; this plan has %2."),
     {"training.global_batch", "parallel.pp"},
     {"training.global_batch"}},
    {C::PipelineScheduleNotSimulated, "pipeline.schedule_not_simulated", I, I,
     {{"schedule", U::Word}, {"closed_form", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Bubble from a closed form"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The pipeline was not simulated (too deep for the simulation budget, or DualPipe with an odd PP); its bubble comes from a closed form."),
     {"parallel.schedule"},
     {}},
    {C::PipelineBubbleHigh, "pipeline.bubble_high", W, W,
     {{"bubble_fraction", U::Fraction}, {"microbatches", U::Count}, {"pp", U::Count},
      {"needed_microbatches", U::Count}, {"limit", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Large pipeline bubble"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The pipeline is idle %1 of the step with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5."),
     {"training.global_batch", "training.micro_batch", "parallel.pp"},
     {"training.micro_batch", "training.global_batch"}},
    {C::ParallelSpWithoutTp, "parallel.sp_without_tp", W, W, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence parallelism without TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence parallelism splits the tensor-parallel group; with TP = 1 it does nothing."),
     {"parallel.sequence_parallel"},
     {"parallel.sequence_parallel"}},
    {C::ParallelSequenceNotDivisibleByTp, "parallel.sequence_not_divisible_by_tp", E, E,
     {{"seq_length", U::Count}, {"divisor", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence does not divide over TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "With sequence parallelism each rank holds s / (CP x TP) tokens; %1 does not divide by %2."),
     {"training.seq_length", "parallel.tp"},
     {"training.seq_length"}},
    {C::ParallelTpExceedsNvlinkDomain, "parallel.tp_exceeds_nvlink_domain", W, W,
     {{"tp", U::Count}, {"domain", U::Count}, {"link", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "TP larger than the NVLink domain"),
     QT_TRANSLATE_NOOP("DiagnosticText", "TP = %1 is larger than the %2 GPUs that share NVLink: every TP all-reduce goes over the network, on the critical path of every layer."),
     {"parallel.tp"},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ParallelTpCrossesNodes, "parallel.tp_crosses_nodes", W, W, {{"tp", U::Count}, {"domain", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "TP groups cross NVLink domains"),
     QT_TRANSLATE_NOOP("DiagnosticText", "TP = %1 does not divide the NVLink domain of %2 GPUs, so some TP groups straddle two domains and talk over the network."),
     {"parallel.tp"},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ParallelTpWithoutNvlink, "parallel.tp_without_nvlink", W, W, {{"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "TP without NVLink"),
     QT_TRANSLATE_NOOP("DiagnosticText", "This cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe."),
     {"parallel.tp"},
     {SHARDSCOPE_RETARGET_TP}},
    {C::CpSequenceNotDivisible, "cp.sequence_not_divisible", E, E,
     {{"seq_length", U::Count}, {"chunks", U::Count}, {"cp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence does not divide over CP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Context parallelism splits each sequence into 2 x CP load-balanced chunks; %1 tokens do not divide by %2."),
     {"parallel.cp", "training.seq_length"},
     {"training.seq_length"}},
    {C::CpWithoutFlashAttention, "cp.without_flash_attention", W, W, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "CP without fused attention"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Megatron-LM's context parallelism runs on fused (flash) attention kernels."),
     {"training.flash_attention", "parallel.cp"},
     {"training.flash_attention"}},
    {C::MoeEpOnDenseModel, "moe.ep_on_dense_model", W, W, {{"ep", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "EP on a dense model"),
     QT_TRANSLATE_NOOP("DiagnosticText", "EP = %1 has no experts to split in a dense model."),
     {"parallel.ep"},
     {"parallel.ep"}},
    {C::MoeExpertsNotDivisibleByEp, "moe.experts_not_divisible_by_ep", E, E, {{"experts", U::Count}, {"ep", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Experts do not divide over EP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 experts cannot be split over EP = %2 ranks."),
     {"parallel.ep"},
     {"parallel.ep"}},
    {C::MoeExpertGridMismatch, "moe.expert_grid_mismatch", E, E,
     {{"ranks", U::Count}, {"ep", U::Count}, {"etp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "EP x expert TP does not fit the ranks"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The expert layers re-split the %1 TP x CP x DP ranks of a stage; EP %2 x expert TP %3 does not divide them."),
     {"parallel.ep", "parallel.etp"},
     {"parallel.ep"}},
    {C::MoeAlltoallAcrossNodes, "moe.alltoall_across_nodes", I, I, {{"ep", U::Count}, {"exposed_share", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "All-to-all across nodes"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The EP groups of %1 span nodes: token dispatch runs over the network (%2 of the step exposed). It needs a non-blocking, high-radix fabric; measure it with nccl-tests first."),
     {"parallel.ep", "parallel.etp"},
     {}},
    {C::MemoryOverCapacity, "memory.over_capacity", E, E,
     {{"stage", U::Count}, {"needed_bytes", U::Bytes}, {"over_bytes", U::Bytes}, {"capacity_bytes", U::Bytes},
      {"largest_part", U::MemoryPart}, {"largest_part_bytes", U::Bytes}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Out of memory"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Stage %1 needs %2 per GPU, %3 more than the %4 available. The largest part is %5 (%6)."),
     {"parallel.tp", "parallel.pp", "parallel.zero_stage", "training.micro_batch", "training.recompute"},
     {"parallel.zero_stage", SHARDSCOPE_RETARGET_TP, "parallel.pp", "training.recompute", "training.micro_batch"}},
    {C::MemoryLowHeadroom, "memory.low_headroom", W, W,
     {{"stage", U::Count}, {"free_bytes", U::Bytes}, {"headroom_fraction", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Little memory left"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Stage %1 leaves only %2 free; fragmentation and spikes the estimate cannot see may still run out."),
     {"training.micro_batch"},
     {}},
    {C::CommShareHigh, "comm.share_high", W, W,
     {{"share", U::Fraction}, {"dimension", U::Dimension}, {"dimension_share", U::Fraction}, {"limit", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Communication above %4"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Exposed communication takes %1 of the step, most of it %2 (%3). Above %4 adding GPUs stops paying; change the layout or the batch instead."),
     {"parallel.tp", "training.micro_batch", "training.global_batch"},
     {SHARDSCOPE_RETARGET_TP, "training.micro_batch", "training.global_batch"}},
    {C::ZeroOffloadWithoutZero, "zero.offload_without_zero", E, E, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Offload without ZeRO"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Optimizer offload needs ZeRO stage 1 or higher (or Megatron's distributed optimizer)."),
     {"training.offload_optimizer", "parallel.zero_stage"},
     {"parallel.zero_stage"}},
    {C::ZeroShardedWithPp, "zero.sharded_with_pp", W, W, {{"zero_stage", U::Count}, {"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-2/3 with pipeline parallelism"),
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-%1 with PP repeats its gradient (and at stage 3 parameter) traffic for every micro-batch on every stage; DeepSpeed refuses the combination."),
     {"parallel.zero_stage", "parallel.pp"},
     {"parallel.zero_stage"}},
    {C::ZeroZero3AtScale, "zero.zero3_at_scale", W, W,
     {{"world", U::Count}, {"zero1_peak_bytes", U::Bytes}, {"zero1_tokens_per_s", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-3 at scale"),
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-3 on %1 GPUs moves 1.5x the bytes of data parallelism; the distributed optimizer (ZeRO-1) also fits here (%2 per GPU)."),
     {"parallel.zero_stage"},
     {"parallel.zero_stage"}},
};

#undef SHARDSCOPE_RETARGET_TP

} // namespace

const std::vector<DiagnosticRow>& diagnosticTable()
{
    return kTable;
}

const DiagnosticRow& diagnosticRow(DiagnosticCode code)
{
    const size_t i = size_t(code);
    if (i >= kTable.size() || kTable[i].code != code)
        throw std::logic_error("diagnostics table out of order at row " + std::to_string(i));
    return kTable[i];
}

const DiagnosticRow* findDiagnosticRow(std::string_view key)
{
    for (const DiagnosticRow& row : kTable)
        if (key == row.key)
            return &row;
    return nullptr;
}

} // namespace shardscope
