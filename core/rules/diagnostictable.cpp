#include "diagnostictable.h"

#include "core/text/translatable.h"

#include <algorithm>
#include <stdexcept>

namespace shardscope {

namespace {

using C = DiagnosticCode;
using F = FieldId;
using U = ParamUnit;
constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;
constexpr Severity I = Severity::Info;

// TP changes go through retargetTensorParallel(): TP, DP to keep the world size, SP off at TP 1.
#define SHARDSCOPE_RETARGET_TP F::Tp, F::Dp, F::SequenceParallel

const std::vector<DiagnosticRow> kTable = {
    {C::ClusterTooFewGpus, "cluster.too_few_gpus", E, E, {{"world", U::Count}, {"cluster", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "More GPUs than the cluster has"),
     QT_TRANSLATE_NOOP("DiagnosticText", "TP x PP x CP x DP = %1 GPUs, but the cluster has %2."),
     {F::Dp, F::Tp, F::Pp, F::Cp, F::Nodes},
     {F::Dp, F::Nodes}},
    {C::ClusterGpusIdle, "cluster.gpus_idle", W, W, {{"idle", U::Count}, {"cluster", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "GPUs left idle"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 of the cluster's %2 GPUs do nothing in this layout."),
     {F::Dp, F::Nodes},
     {F::Dp, F::Pp, F::Tp, F::Cp, F::SequenceParallel}},
    {C::BatchNotDivisible, "batch.not_divisible", E, E,
     {{"global_batch", U::Count}, {"micro_batch", U::Count}, {"dp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Global batch does not divide"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The global batch (%1) must be a multiple of micro-batch x DP (%2 x %3)."),
     {F::GlobalBatch, F::MicroBatch, F::Dp},
     {F::GlobalBatch, F::MicroBatch, F::Dp, F::Pp, F::Tp, F::Cp, F::SequenceParallel}},
    {C::ModelHeadsNotDivisibleByTp, "model.heads_not_divisible_by_tp", E, E, {{"value", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Heads not divisible by TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 attention heads cannot be split over TP = %2; Megatron-LM refuses to start."),
     {F::Tp, F::Heads},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ModelKvHeadsNotDivisibleByTp, "model.kv_heads_not_divisible_by_tp", E, E, {{"value", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "KV heads not divisible by TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 key/value heads cannot be split over TP = %2; Megatron-LM refuses to start."),
     {F::Tp, F::KvHeads},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ModelFfnNotDivisibleByTp, "model.ffn_not_divisible_by_tp", E, E, {{"value", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "FFN width not divisible by TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The FFN width %1 cannot be split over TP = %2."),
     {F::Tp, F::FfnHidden},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ModelExpertFfnNotDivisibleByEtp, "model.expert_ffn_not_divisible_by_etp", E, E,
     {{"value", U::Count}, {"etp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Expert FFN not divisible by expert TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The expert FFN width %1 cannot be split over expert TP = %2."),
     {F::Etp, F::MoeExpertFfnHidden},
     {F::Etp}},
    {C::ModelVocabPadded, "model.vocab_padded", I, I, {{"vocab", U::Count}, {"padded", U::Count}, {"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Vocabulary padded"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The vocabulary of %1 tokens is padded to %2, a multiple of 128 x TP, as Megatron-LM does."),
     {F::Vocab, F::Tp},
     {}},
    {C::ModelSequenceTooLong, "model.sequence_too_long", W, W, {{"seq_length", U::Count}, {"max_seq", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence longer than the model's context"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequences of %1 tokens exceed the model's maximum of %2."),
     {F::SeqLength},
     {F::SeqLength}},
    {C::PipelineMoreStagesThanLayers, "pipeline.more_stages_than_layers", E, E, {{"chunks", U::Count}, {"layers", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "More pipeline chunks than layers"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 pipeline chunks for %2 layers leave some chunks empty."),
     {F::Pp, F::VirtualStages},
     {F::Pp, F::Dp, F::VirtualStages, F::Schedule}},
    {C::PipelineLayersNotDivisible, "pipeline.layers_not_divisible", W, W, {{"layers", U::Count}, {"chunks", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Layers do not divide over the stages"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 layers over %2 chunks: the chunks nearest the middle take one more layer. The Megatron-LM and NeMo exports write this split (stage flags or a pipeline layout); DeepSpeed, torchtitan and accelerate split by their own rules."),
     {F::Pp, F::VirtualStages, F::Layers},
     {F::Pp, F::Dp, F::VirtualStages}},
    {C::PipelineStageLayersUnused, "pipeline.stage_layers_unused", W, W, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Stage layer counts without a pipeline"),
     QT_TRANSLATE_NOOP("DiagnosticText", "With PP = 1 there is one stage: the first and last stage layer counts have no effect."),
     {F::FirstStageLayers, F::LastStageLayers, F::Pp},
     {F::FirstStageLayers, F::LastStageLayers}},
    {C::PipelineStageLayersDoNotFit, "pipeline.stage_layers_do_not_fit", E, E,
     {{"staged", U::Count}, {"layers", U::Count}, {"stages", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Stage layer counts do not fit the model"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The first and last stages take %1 of the %2 layers, which does not leave at least one layer for each of the other %3 stages (with no other stage they must take them all)."),
     {F::FirstStageLayers, F::LastStageLayers, F::Pp, F::Layers},
     {F::FirstStageLayers, F::LastStageLayers}},
    {C::PipelineStageLayersWithCountedEnds, "pipeline.stage_layers_with_counted_ends", E, E, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Stage layer counts and counted ends together"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Set the first and last stage layer counts or count the embedding and the loss in the split, not both: Megatron-LM refuses the two together, and the counts decide the split here."),
     {F::FirstStageLayers, F::LastStageLayers, F::EmbeddingInSplit, F::LossInSplit},
     {F::EmbeddingInSplit, F::LossInSplit}},
    {C::RecomputeModuleNotInModel, "recompute.module_not_in_model", W, W, {{"module", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Recompute module the model does not have"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Selective recompute of %1 has nothing to re-run in this model (mla_up_proj needs MLA, moe, moe_act and shared_experts need experts, mlp a dense layer, layernorm a norm that is not fused into the next linear); Megatron-LM refuses mla_up_proj without MLA and moe_act without grouped experts."),
     {F::RecomputeCoreAttn, F::RecomputeLayernorm, F::RecomputeMlaUpProj, F::RecomputeMoeAct, F::RecomputeMlp,
      F::RecomputeMoe, F::RecomputeSharedExperts},
     {F::RecomputeLayernorm, F::RecomputeMlaUpProj, F::RecomputeMoeAct, F::RecomputeMlp, F::RecomputeMoe,
      F::RecomputeSharedExperts}},
    {C::RecomputeModulesUnderDelayedFp8, "recompute.modules_under_delayed_fp8", E, E, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Norm or expert-activation recompute with FP8 delayed scaling"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Megatron-Core refuses the layernorm and moe_act recompute modules under FP8 delayed scaling; use the current (tensorwise) or blockwise recipe, or untick them."),
     {F::Precision, F::RecomputeLayernorm, F::RecomputeMoeAct},
     {F::Precision}},
    {C::RecomputeSettingsUnused, "recompute.settings_unused", I, I, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Recompute settings with no effect"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The recompute modules apply only to selective recompute by Megatron modules, the method and layer count only to full recompute; with the recompute chosen they have no effect and no export writes them."),
     {F::Recompute, F::SelectiveRecompute, F::RecomputeMethod, F::RecomputeLayers},
     {}},
    {C::OffloadActivationsUnsupported, "offload.activations_unsupported", E, E, {{"layers", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Activation offload Megatron-LM refuses"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Megatron-LM offloads the activations of the first %1 layers only with fewer layers than the model has, without pipeline parallelism and without activation recompute; no other launcher offloads activations."),
     {F::OffloadActivationLayers, F::Pp, F::Recompute, F::Layers},
     {F::OffloadActivationLayers}},
    {C::PipelineInterleaveNeedsPp, "pipeline.interleave_needs_pp", E, E, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Interleaving without pipeline stages"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The interleaved schedule splits pipeline stages into chunks; with PP = 1 there are none."),
     {F::Schedule, F::Pp},
     {F::Schedule, F::VirtualStages}},
    {C::PipelineInterleaveMicrobatches, "pipeline.interleave_microbatches", E, E,
     {{"microbatches", U::Count}, {"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Micro-batches not a multiple of PP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2."),
     {F::GlobalBatch, F::Pp},
     {F::GlobalBatch, F::MicroBatch, F::Schedule, F::VirtualStages}},
    {C::PipelineVirtualStagesIgnored, "pipeline.virtual_stages_ignored", W, W,
     {{"virtual_stages", U::Count}, {"schedule", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Virtual stages ignored"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Virtual stages only apply to the interleaved 1F1B schedule."),
     {F::VirtualStages, F::Schedule},
     {F::VirtualStages}},
    {C::PipelineDualpipeOddStages, "pipeline.dualpipe_odd_stages", E, E, {{"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe needs an even PP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe pairs stage i with stage p-1-i; PP = %1 is odd."),
     {F::Schedule, F::Pp},
     {F::Schedule}},
    {C::PipelineDualpipeMicrobatches, "pipeline.dualpipe_microbatches", E, E,
     {{"min_microbatches", U::Count}, {"microbatches", U::Count}, {"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe needs more micro-batches"),
     QT_TRANSLATE_NOOP("DiagnosticText", "DualPipe feeds half of the micro-batches from each end of the pipeline: it needs an even count of at least 2 x PP = %1; this plan has %2."),
     {F::GlobalBatch, F::Pp},
     {F::GlobalBatch}},
    {C::PipelineScheduleNotSimulated, "pipeline.schedule_not_simulated", I, I,
     {{"schedule", U::Word}, {"closed_form", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Bubble from a closed form"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The pipeline was not simulated (too deep for the simulation budget, or DualPipe with an odd PP); its bubble comes from a closed form."),
     {F::Schedule},
     {}},
    {C::PipelineBubbleHigh, "pipeline.bubble_high", W, W,
     {{"bubble_fraction", U::Fraction}, {"microbatches", U::Count}, {"pp", U::Count},
      {"needed_microbatches", U::Count}, {"limit", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Large pipeline bubble"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The pipeline is idle %1 of the schedule with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5."),
     {F::GlobalBatch, F::MicroBatch, F::Pp},
     {F::MicroBatch, F::GlobalBatch}},
    {C::ParallelSpWithoutTp, "parallel.sp_without_tp", W, W, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence parallelism without TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence parallelism splits the tensor-parallel group; with TP = 1 it does nothing."),
     {F::SequenceParallel},
     {F::SequenceParallel}},
    {C::ParallelSequenceNotDivisibleByTp, "parallel.sequence_not_divisible_by_tp", E, E,
     {{"seq_length", U::Count}, {"divisor", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence does not divide over TP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "With sequence parallelism each rank holds s / (CP x TP) tokens; %1 does not divide by %2."),
     {F::SeqLength, F::Tp},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ParallelTpExceedsNvlinkDomain, "parallel.tp_exceeds_nvlink_domain", W, W,
     {{"tp", U::Count}, {"domain", U::Count}, {"link", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "TP larger than the NVLink domain"),
     QT_TRANSLATE_NOOP("DiagnosticText", "TP = %1 is larger than the %2 GPUs that share NVLink: every TP all-reduce goes over the network, on the critical path of every layer."),
     {F::Tp},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ParallelTpCrossesNodes, "parallel.tp_crosses_nodes", W, W, {{"tp", U::Count}, {"domain", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "TP groups cross NVLink domains"),
     QT_TRANSLATE_NOOP("DiagnosticText", "TP = %1 does not divide the NVLink domain of %2 GPUs, so some TP groups straddle two domains and talk over the network."),
     {F::Tp},
     {SHARDSCOPE_RETARGET_TP}},
    {C::ParallelTpWithoutNvlink, "parallel.tp_without_nvlink", W, W, {{"tp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "TP without NVLink"),
     QT_TRANSLATE_NOOP("DiagnosticText", "This cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe."),
     {F::Tp},
     {SHARDSCOPE_RETARGET_TP}},
    {C::CpSequenceNotDivisible, "cp.sequence_not_divisible", E, E,
     {{"seq_length", U::Count}, {"chunks", U::Count}, {"cp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Sequence does not divide over CP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Context parallelism splits each sequence into 2 x CP load-balanced chunks; %1 tokens do not divide by %2."),
     {F::Cp, F::SeqLength},
     {F::SeqLength, F::Cp, F::Dp}},
    {C::CpWithoutFlashAttention, "cp.without_flash_attention", W, W, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "CP without fused attention"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Megatron-LM's context parallelism runs on fused (flash) attention kernels."),
     {F::FlashAttention, F::Cp},
     {F::FlashAttention}},
    {C::PrecisionNeedsFp8, "precision.needs_fp8_tensor_cores", E, E, {{"recipe", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "No FP8 tensor cores"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 needs FP8 tensor cores; this GPU has none (its FP8 peak is 0)."),
     {F::Precision, F::GpuPeakFp8},
     {F::Precision}},
    {C::PrecisionNeedsBlockScaling, "precision.needs_block_scaled_tensor_cores", E, E, {{"recipe", U::Word}},
     QT_TRANSLATE_NOOP("DiagnosticText", "No block-scaled tensor cores"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 needs the block-scaled tensor cores of Blackwell GPUs; this GPU has none (its FP4 peak is 0)."),
     {F::Precision, F::GpuPeakFp4},
     {F::Precision}},
    {C::MoeEpOnDenseModel, "moe.ep_on_dense_model", W, W, {{"ep", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "EP on a dense model"),
     QT_TRANSLATE_NOOP("DiagnosticText", "EP = %1 has no experts to split in a dense model."),
     {F::Ep},
     {F::Ep}},
    {C::MoeExpertsNotDivisibleByEp, "moe.experts_not_divisible_by_ep", E, E, {{"experts", U::Count}, {"ep", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Experts do not divide over EP"),
     QT_TRANSLATE_NOOP("DiagnosticText", "%1 experts cannot be split over EP = %2 ranks."),
     {F::Ep},
     {F::Ep}},
    {C::MoeExpertGridMismatch, "moe.expert_grid_mismatch", E, E,
     {{"ranks", U::Count}, {"ep", U::Count}, {"etp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "EP x expert TP does not fit the ranks"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The expert layers re-split the %1 TP x CP x DP ranks of a stage; EP %2 x expert TP %3 does not divide them."),
     {F::Ep, F::Etp},
     {F::Ep}},
    {C::MoeAlltoallAcrossNodes, "moe.alltoall_across_nodes", I, I, {{"ep", U::Count}, {"exposed_share", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "All-to-all across nodes"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The EP groups of %1 span nodes: token dispatch runs over the network (%2 of the step exposed). It needs a non-blocking, high-radix fabric; measure it with nccl-tests first."),
     {F::Ep, F::Etp},
     {}},
    {C::MoeTokensDropped, "moe.tokens_dropped", W, W,
     {{"capacity_factor", U::Factor}, {"imbalance", U::Factor}, {"dropped_share", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Experts drop tokens"),
     QT_TRANSLATE_NOOP("DiagnosticText", "With capacity factor %1 and the busiest expert rank at %2 times the mean load, that rank drops about %3 of its routed tokens: they skip the experts, and the estimate times only the tokens kept."),
     {F::MoeCapacityFactor, F::MoeLoadImbalance},
     {F::MoeCapacityFactor}},
    {C::MoePaddingWithoutCapacity, "moe.padding_without_capacity", E, E, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Padding needs a capacity"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Megatron-Core pads each expert's input to its capacity only with a capacity factor (--moe-pad-expert-input-to-capacity needs --moe-expert-capacity-factor)."),
     {F::MoePadToCapacity, F::MoeCapacityFactor},
     {F::MoePadToCapacity}},
    {C::MoeRoutingOnDenseModel, "moe.routing_on_dense_model", W, W, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Expert routing on a dense model"),
     QT_TRANSLATE_NOOP("DiagnosticText", "The capacity factor, load imbalance and padding of training.moe change nothing in a model without experts."),
     {F::MoeCapacityFactor, F::MoeLoadImbalance, F::MoePadToCapacity},
     {F::MoeCapacityFactor, F::MoeLoadImbalance, F::MoePadToCapacity}},
    {C::MemoryOverCapacity, "memory.over_capacity", E, E,
     {{"stage", U::Count}, {"needed_bytes", U::Bytes}, {"over_bytes", U::Bytes}, {"capacity_bytes", U::Bytes},
      {"largest_part", U::MemoryPart}, {"largest_part_bytes", U::Bytes}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Out of memory"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Stage %1 needs %2 per GPU, %3 more than the %4 available. The largest part is %5 (%6)."),
     {F::Tp, F::Pp, F::ZeroStage, F::MicroBatch, F::Recompute},
     {F::ZeroStage, SHARDSCOPE_RETARGET_TP, F::Pp, F::Recompute, F::MicroBatch, F::OffloadOptimizer}},
    {C::MemoryLowHeadroom, "memory.low_headroom", W, W,
     {{"stage", U::Count}, {"free_bytes", U::Bytes}, {"headroom_fraction", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Little memory left"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Stage %1 leaves only %2 free; fragmentation and spikes the estimate cannot see may still run out."),
     {F::MicroBatch},
     {}},
    {C::CommShareHigh, "comm.share_high", W, W,
     {{"share", U::Fraction}, {"dimension", U::Dimension}, {"dimension_share", U::Fraction}, {"limit", U::Fraction}},
     QT_TRANSLATE_NOOP("DiagnosticText", "Communication above %4"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Exposed communication takes %1 of the step, most of it %2 (%3). Above %4 adding GPUs stops paying; change the layout or the batch instead."),
     {F::Tp, F::MicroBatch, F::GlobalBatch},
     {SHARDSCOPE_RETARGET_TP, F::MicroBatch, F::GlobalBatch}},
    {C::ZeroOffloadWithoutZero, "zero.offload_without_zero", E, E, {},
     QT_TRANSLATE_NOOP("DiagnosticText", "Offload without ZeRO"),
     QT_TRANSLATE_NOOP("DiagnosticText", "Optimizer offload needs ZeRO stage 1 or higher (or Megatron's distributed optimizer)."),
     {F::OffloadOptimizer, F::ZeroStage},
     {F::ZeroStage}},
    {C::ZeroShardedWithPp, "zero.sharded_with_pp", W, W, {{"zero_stage", U::Count}, {"pp", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-2/3 with pipeline parallelism"),
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-%1 with PP repeats its gradient (and at stage 3 parameter) traffic for every micro-batch on every stage; DeepSpeed refuses the combination."),
     {F::ZeroStage, F::Pp},
     {F::ZeroStage}},
    {C::ZeroZero3AtScale, "zero.zero3_at_scale", W, W,
     {{"world", U::Count}, {"zero1_peak_bytes", U::Bytes}, {"zero1_tokens_per_s", U::Count}},
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-3 at scale"),
     QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO-3 on %1 GPUs moves 1.5x the bytes of data parallelism; the distributed optimizer (ZeRO-1) also fits here (%2 per GPU)."),
     {F::ZeroStage},
     {F::ZeroStage}},
};

#undef SHARDSCOPE_RETARGET_TP

} // namespace

std::vector<std::string> DiagnosticRow::fieldPaths() const
{
    std::vector<std::string> out;
    for (FieldId f : fields)
        out.emplace_back(fieldInfo(f).path);
    return out;
}

bool DiagnosticRow::fixMayChange(FieldId field) const
{
    return std::find(fixChanges.begin(), fixChanges.end(), field) != fixChanges.end();
}

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
