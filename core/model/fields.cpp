#include "fields.h"

#include "enumnames.h"
#include "fieldlimits.h"
#include "fieldrows.h"
#include "measuredfields.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace shardscope {

namespace {

using namespace limits;
using namespace fieldrows;
using G = FieldGroup;
using F = FieldId;


// A row's accessor: the member `expr` of a Scenario `s`, const or not (the MoE and MLA
// members only when the block exists: getField() and setField() check fieldPresent()).
#define SHARDSCOPE_MEMBER(expr) [](auto& s) -> auto& { return expr; }

/** The rows written out one by one, in FieldId order (built on first use: the degrees' paths
 *  come from dimInfo()); table() adds the kernel profile's and the fits' (measuredfields.cpp). */
std::span<const FieldInfo> namedRows()
{
    static const FieldInfo kFields[] = {
        required(field(F::Layers, "model.layers", G::Model, 1, d(kMaxLayers), {}, SHARDSCOPE_MEMBER(s.model.layers))),
        required(field(F::Hidden, "model.hidden", G::Model, 1, d(kMaxHidden), {}, SHARDSCOPE_MEMBER(s.model.hidden))),
        required(field(F::Heads, "model.heads", G::Model, 1, d(kMaxHeads), {}, SHARDSCOPE_MEMBER(s.model.heads))),
        required(field(F::KvHeads, "model.kv_heads", G::Model, 1, d(kMaxHeads), {}, SHARDSCOPE_MEMBER(s.model.kvHeads))),
        headDim(),
        required(field(F::FfnHidden, "model.ffn_hidden", G::Model, 1, d(kMaxFfn), {}, SHARDSCOPE_MEMBER(s.model.ffnHidden))),
        required(field(F::Vocab, "model.vocab", G::Model, 1, d(kMaxVocab), "tokens", SHARDSCOPE_MEMBER(s.model.vocab))),
        required(field(F::MaxSeq, "model.max_seq", G::Model, 1, d(kMaxContext), "tokens", SHARDSCOPE_MEMBER(s.model.maxSeq))),
        required(choice(F::Activation, "model.activation", G::Model, SHARDSCOPE_MEMBER(s.model.activation))),
        required(choice(F::Norm, "model.norm", G::Model, SHARDSCOPE_MEMBER(s.model.norm))),
        required(choice(F::TiedEmbeddings, "model.tied_embeddings", G::Model, SHARDSCOPE_MEMBER(s.model.tiedEmbeddings))),
        choice(F::PositionEmbedding, "model.position_embedding", G::Model, SHARDSCOPE_MEMBER(s.model.positionEmbedding)),
        choice(F::Bias, "model.bias", G::Model, SHARDSCOPE_MEMBER(s.model.bias)),
        choice(F::QkNorm, "model.qk_norm", G::Model, SHARDSCOPE_MEMBER(s.model.qkNorm)),
        field(F::MtpLayers, "model.mtp_layers", G::Model, 0, d(kMaxMtpLayers), {}, SHARDSCOPE_MEMBER(s.model.mtpLayers)),
        choice(F::LocalAttention, "model.local_attention", G::Model, SHARDSCOPE_MEMBER(s.model.localAttention)),
        field(F::LocalWindow, "model.local_window", G::Model, 0, d(kMaxContext), "tokens", SHARDSCOPE_MEMBER(s.model.localWindow)),
        field(F::GlobalAttentionEvery, "model.global_attention_every", G::Model, 0, d(kMaxLayers), {},
              SHARDSCOPE_MEMBER(s.model.globalAttentionEvery)),
        choice(F::AttentionSinks, "model.attention_sinks", G::Model, SHARDSCOPE_MEMBER(s.model.attentionSinks)),
        field(F::HiddenDropout, "model.hidden_dropout", G::Model, 0, kMaxDropout, {},
              SHARDSCOPE_MEMBER(s.model.hiddenDropout)),
        field(F::AttentionDropout, "model.attention_dropout", G::Model, 0, kMaxDropout, {},
              SHARDSCOPE_MEMBER(s.model.attentionDropout)),

        required(moe(F::MoeExperts, "model.moe.experts", 1, d(kMaxExperts), SHARDSCOPE_MEMBER(s.model.moe->experts))),
        required(moe(F::MoeTopK, "model.moe.top_k", 1, d(kMaxExperts), SHARDSCOPE_MEMBER(s.model.moe->topK))),
        required(moe(F::MoeExpertFfnHidden, "model.moe.expert_ffn_hidden", 1, d(kMaxFfn), SHARDSCOPE_MEMBER(s.model.moe->expertFfnHidden))),
        moe(F::MoeSharedExperts, "model.moe.shared_experts", 0, d(kMaxSharedExperts), SHARDSCOPE_MEMBER(s.model.moe->sharedExperts)),
        zeroUnset(F::MoeSharedExpertFfnHidden, "model.moe.shared_expert_ffn_hidden", 1, d(kMaxFfn),
                  SHARDSCOPE_MEMBER(s.model.moe->sharedExpertFfnHidden), FieldBlock::Moe),
        moe(F::MoeDenseLayers, "model.moe.dense_layers", 0, d(kMaxLayers), SHARDSCOPE_MEMBER(s.model.moe->denseLayers)),
        moe(F::MoeLayerFreq, "model.moe.layer_freq", 1, d(kMaxLayers), SHARDSCOPE_MEMBER(s.model.moe->layerFrequency)),
        moe(F::MoeRouterGroups, "model.moe.router_groups", 0, d(kMaxExperts), SHARDSCOPE_MEMBER(s.model.moe->routerGroups)),
        moe(F::MoeRouterGroupTopK, "model.moe.router_group_topk", 0, d(kMaxExperts),
            SHARDSCOPE_MEMBER(s.model.moe->routerGroupTopK)),
        choice(F::MoeRouterBias, "model.moe.router_bias", G::Model, SHARDSCOPE_MEMBER(s.model.moe->routerBias), FieldBlock::Moe),
        choice(F::MoeSharedExpertGate, "model.moe.shared_expert_gate", G::Model, SHARDSCOPE_MEMBER(s.model.moe->sharedExpertGate),
               FieldBlock::Moe),

        mla(F::MlaQLoraRank, "model.mla.q_lora_rank", 0, d(kMaxHidden), SHARDSCOPE_MEMBER(s.model.mla->qLoraRank)),
        required(mla(F::MlaKvLoraRank, "model.mla.kv_lora_rank", 1, d(kMaxHidden), SHARDSCOPE_MEMBER(s.model.mla->kvLoraRank))),
        required(mla(F::MlaQkNopeHeadDim, "model.mla.qk_nope_head_dim", 1, d(kMaxHidden), SHARDSCOPE_MEMBER(s.model.mla->qkNopeHeadDim))),
        required(mla(F::MlaQkRopeHeadDim, "model.mla.qk_rope_head_dim", 0, d(kMaxHidden), SHARDSCOPE_MEMBER(s.model.mla->qkRopeHeadDim))),
        required(mla(F::MlaVHeadDim, "model.mla.v_head_dim", 1, d(kMaxHidden), SHARDSCOPE_MEMBER(s.model.mla->vHeadDim))),

        required(field(F::GpuMemoryGiB, "cluster.gpu.memory_GiB", G::Cluster, kMinGpuMemoryGiB, kMaxGpuMemoryGiB, "GiB",
              SHARDSCOPE_MEMBER(s.cluster.gpu.memoryGiB))),
        required(field(F::GpuPeakBf16, "cluster.gpu.peak_TFLOPS.bf16", G::Cluster, kMinTflops, kMaxTflops, "TFLOP/s",
              SHARDSCOPE_MEMBER(s.cluster.gpu.peakTflopsBf16))),
        field(F::GpuPeakFp8, "cluster.gpu.peak_TFLOPS.fp8", G::Cluster, 0, kMaxTflops, "TFLOP/s",
              SHARDSCOPE_MEMBER(s.cluster.gpu.peakTflopsFp8)),
        field(F::GpuPeakFp4, "cluster.gpu.peak_TFLOPS.fp4", G::Cluster, 0, kMaxTflops, "TFLOP/s",
              SHARDSCOPE_MEMBER(s.cluster.gpu.peakTflopsFp4)),
        field(F::GpuFp8MatmulRatio, "cluster.gpu.fp8_matmul_ratio", G::Cluster, kMinEfficiency, 1, {},
              SHARDSCOPE_MEMBER(s.cluster.gpu.fp8MatmulRatio)),
        required(field(F::GpuHbmTBps, "cluster.gpu.hbm_TBps", G::Cluster, kMinHbmTBps, kMaxHbmTBps, "TB/s",
              SHARDSCOPE_MEMBER(s.cluster.gpu.hbmTBps))),
        field(F::GpuMatmulEfficiency, "cluster.gpu.matmul_efficiency", G::Cluster, kMinEfficiency, 1, {},
              SHARDSCOPE_MEMBER(s.cluster.gpu.matmulEfficiency)),
        field(F::GpuHbmEfficiency, "cluster.gpu.hbm_efficiency", G::Cluster, kMinEfficiency, 1, {},
              SHARDSCOPE_MEMBER(s.cluster.gpu.hbmEfficiency)),
        field(F::GpuHostLinkGBps, "cluster.gpu.host_link_GBps", G::Cluster, kMinLinkGBps, kMaxLinkGBps,
              "GB/s per GPU per direction", SHARDSCOPE_MEMBER(s.cluster.gpu.hostLinkGBps)),
        required(field(F::GpusPerNode, "cluster.gpus_per_node", G::Cluster, 1, d(kMaxGpusPerNode), {},
              SHARDSCOPE_MEMBER(s.cluster.gpusPerNode))),
        required(field(F::Nodes, "cluster.nodes", G::Cluster, 1, d(kMaxNodes), {}, SHARDSCOPE_MEMBER(s.cluster.nodes))),

        required(choice(F::IntraKind, "cluster.intra_node.kind", G::Cluster, SHARDSCOPE_MEMBER(s.cluster.intraNode.kind))),
        required(field(F::IntraBandwidth, "cluster.intra_node.bandwidth_GBps", G::Cluster, kMinLinkGBps, kMaxLinkGBps,
              "GB/s per GPU per direction", SHARDSCOPE_MEMBER(s.cluster.intraNode.bandwidthGBps))),
        required(field(F::IntraLatency, "cluster.intra_node.latency_us", G::Cluster, 0, kMaxLatencyUs, "µs",
              SHARDSCOPE_MEMBER(s.cluster.intraNode.latencyUs))),
        field(F::IntraEfficiency, "cluster.intra_node.efficiency", G::Cluster, kMinLinkEfficiency, kMaxLinkEfficiency, {},
              SHARDSCOPE_MEMBER(s.cluster.intraNode.efficiency)),
        field(F::IntraFixedLatency, "cluster.intra_node.fixed_latency_us", G::Cluster, 0, kMaxLinkFixedLatencyUs, "µs",
              SHARDSCOPE_MEMBER(s.cluster.intraNode.fixedLatencyUs)),
        field(F::IntraOverlapSlowdown, "cluster.intra_node.overlap_slowdown", G::Cluster, 0, kMaxOverlapSlowdown, {},
              SHARDSCOPE_MEMBER(s.cluster.intraNode.overlapSlowdown)),

        required(choice(F::InterKind, "cluster.inter_node.kind", G::Cluster, SHARDSCOPE_MEMBER(s.cluster.interNode.kind))),
        required(field(F::InterBandwidth, "cluster.inter_node.bandwidth_GBps", G::Cluster, kMinLinkGBps, kMaxLinkGBps,
              "GB/s per GPU per direction", SHARDSCOPE_MEMBER(s.cluster.interNode.bandwidthGBps))),
        required(field(F::InterLatency, "cluster.inter_node.latency_us", G::Cluster, 0, kMaxLatencyUs, "µs",
              SHARDSCOPE_MEMBER(s.cluster.interNode.latencyUs))),
        field(F::InterEfficiency, "cluster.inter_node.efficiency", G::Cluster, kMinLinkEfficiency, kMaxLinkEfficiency, {},
              SHARDSCOPE_MEMBER(s.cluster.interNode.efficiency)),
        field(F::InterFixedLatency, "cluster.inter_node.fixed_latency_us", G::Cluster, 0, kMaxLinkFixedLatencyUs, "µs",
              SHARDSCOPE_MEMBER(s.cluster.interNode.fixedLatencyUs)),
        field(F::InterNics, "cluster.inter_node.nics_per_node", G::Cluster, 0, d(kMaxNicsPerNode), {},
              SHARDSCOPE_MEMBER(s.cluster.interNode.nicsPerNode)),
        field(F::InterOverlapSlowdown, "cluster.inter_node.overlap_slowdown", G::Cluster, 0, kMaxOverlapSlowdown, {},
              SHARDSCOPE_MEMBER(s.cluster.interNode.overlapSlowdown)),
        field(F::InterStraggler, "cluster.inter_node.straggler_coefficient", G::Cluster, 0, kMaxStragglerCoefficient, {},
              SHARDSCOPE_MEMBER(s.cluster.interNode.stragglerCoefficient)),
        field(F::InterZero3NicRate, "cluster.inter_node.zero3_nic_rate", G::Cluster, 0, kMaxZero3NicRate, {},
              SHARDSCOPE_MEMBER(s.cluster.interNode.zero3NicRate)),
        field(F::InterZero3Overlap, "cluster.inter_node.zero3_overlap", G::Cluster, 0, 1, {},
              SHARDSCOPE_MEMBER(s.cluster.interNode.zero3Overlap)),

        required(choice(F::TopologyKind, "cluster.topology.kind", G::Cluster, SHARDSCOPE_MEMBER(s.cluster.topology.kind))),
        field(F::TopologyNvlinkDomain, "cluster.topology.nvlink_domain_gpus", G::Cluster, 1, d(kMaxWorld), "GPUs",
              SHARDSCOPE_MEMBER(s.cluster.topology.nvlinkDomainGpus)),
        field(F::TopologyNodesPerLeaf, "cluster.topology.nodes_per_leaf", G::Cluster, 0, d(kMaxNodes), {},
              SHARDSCOPE_MEMBER(s.cluster.topology.nodesPerLeaf)),
        field(F::TopologyOversubscription, "cluster.topology.oversubscription", G::Cluster, 1, kMaxOversubscription, ": 1",
              SHARDSCOPE_MEMBER(s.cluster.topology.oversubscription)),

        required(degree<Dim::Tp>(F::Tp)),
        required(degree<Dim::Pp>(F::Pp)),
        required(degree<Dim::Dp>(F::Dp)),
        degree<Dim::Cp>(F::Cp),
        degree<Dim::Ep>(F::Ep),
        degree<Dim::Etp>(F::Etp),
        required(coupled(choice(F::SequenceParallel, "parallel.sequence_parallel", G::Parallel,
                                SHARDSCOPE_MEMBER(s.parallel.sequenceParallel)),
                         Setting::SequenceParallel)),
        required(coupled(field(F::ZeroStage, "parallel.zero_stage", G::Parallel, 0, d(kMaxZeroStage), {},
                               SHARDSCOPE_MEMBER(s.parallel.zeroStage)),
                         Setting::ZeroStage)),
        choice(F::Zero3Engine, "parallel.zero3_engine", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.zero3Engine)),
        required(coupled(choice(F::Schedule, "parallel.schedule", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.schedule)),
                         Setting::Schedule)),
        coupled(field(F::VirtualStages, "parallel.virtual_stages", G::Parallel, 1, d(kMaxVirtualStages), {},
                      SHARDSCOPE_MEMBER(s.parallel.virtualStages)),
                Setting::VirtualStages),
        unsetAtZero(F::MicrobatchGroup, "parallel.microbatch_group", G::Parallel, 1, d(kMaxMicroBatch),
                    SHARDSCOPE_MEMBER(s.parallel.microbatchGroup)),
        unsetAtZero(F::FirstStageLayers, "parallel.first_stage_layers", G::Parallel, 1, d(kMaxLayers),
                    SHARDSCOPE_MEMBER(s.parallel.firstStageLayers)),
        unsetAtZero(F::LastStageLayers, "parallel.last_stage_layers", G::Parallel, 1, d(kMaxLayers),
                    SHARDSCOPE_MEMBER(s.parallel.lastStageLayers)),
        choice(F::EmbeddingInSplit, "parallel.embedding_in_split", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.embeddingInSplit)),
        choice(F::LossInSplit, "parallel.loss_in_split", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.lossInSplit)),
        coupled(choice(F::RankOrder, "parallel.rank_order", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.rankOrder)),
                Setting::RankOrder),
        choice(F::CpCommType, "parallel.cp_comm_type", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.cpCommType)),
        choice(F::OverlapDp, "parallel.overlap.dp", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.overlap.dataParallel)),
        choice(F::OverlapTp, "parallel.overlap.tp", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.overlap.tensorParallel)),
        choice(F::OverlapEp, "parallel.overlap.ep", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.overlap.expertParallel)),
        choice(F::OverlapCp, "parallel.overlap.cp", G::Parallel, SHARDSCOPE_MEMBER(s.parallel.overlap.contextParallel)),

        required(field(F::SeqLength, "training.seq_length", G::Training, 1, d(kMaxSeqLength), "tokens",
              SHARDSCOPE_MEMBER(s.training.seqLength))),
        required(field(F::MicroBatch, "training.micro_batch", G::Training, 1, d(kMaxMicroBatch), "sequences",
              SHARDSCOPE_MEMBER(s.training.microBatch))),
        required(field(F::GlobalBatch, "training.global_batch", G::Training, 1, d(kMaxGlobalBatch), "sequences",
              SHARDSCOPE_MEMBER(s.training.globalBatch))),
        required(choice(F::Precision, "training.precision", G::Training, SHARDSCOPE_MEMBER(s.training.precision))),
        choice(F::MainGrads, "training.main_grads", G::Training, SHARDSCOPE_MEMBER(s.training.mainGrads)),
        choice(F::OptimizerMoments, "training.optimizer_moments", G::Training,
               SHARDSCOPE_MEMBER(s.training.optimizerMoments)),
        choice(F::Optimizer, "training.optimizer", G::Training, SHARDSCOPE_MEMBER(s.training.optimizer)),
        required(choice(F::Recompute, "training.recompute", G::Training, SHARDSCOPE_MEMBER(s.training.recompute))),
        choice(F::SelectiveRecompute, "training.selective_recompute", G::Training,
               SHARDSCOPE_MEMBER(s.training.selectiveRecompute)),
        choice(F::RecomputeCoreAttn, "training.recompute_modules.core_attn", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeModules.coreAttn)),
        choice(F::RecomputeLayernorm, "training.recompute_modules.layernorm", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeModules.layernorm)),
        choice(F::RecomputeMlaUpProj, "training.recompute_modules.mla_up_proj", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeModules.mlaUpProj)),
        choice(F::RecomputeMoeAct, "training.recompute_modules.moe_act", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeModules.moeAct)),
        choice(F::RecomputeMlp, "training.recompute_modules.mlp", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeModules.mlp)),
        choice(F::RecomputeMoe, "training.recompute_modules.moe", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeModules.moe)),
        choice(F::RecomputeSharedExperts, "training.recompute_modules.shared_experts", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeModules.sharedExperts)),
        choice(F::RecomputeMethod, "training.recompute_method", G::Training,
               SHARDSCOPE_MEMBER(s.training.recomputeMethod)),
        field(F::RecomputeLayers, "training.recompute_layers", G::Training, 1, d(kMaxLayers), "layers",
              SHARDSCOPE_MEMBER(s.training.recomputeLayers)),
        choice(F::KernelFusion, "training.kernel_fusion", G::Training, SHARDSCOPE_MEMBER(s.training.kernelFusion)),
        choice(F::FlashAttention, "training.flash_attention", G::Training, SHARDSCOPE_MEMBER(s.training.flashAttention)),
        choice(F::AttentionKernel, "training.attention_kernel", G::Training, SHARDSCOPE_MEMBER(s.training.attentionKernel)),
        choice(F::PipelineKeepsOutputs, "training.pipeline_keeps_outputs", G::Training,
               SHARDSCOPE_MEMBER(s.training.pipelineKeepsOutputs)),
        choice(F::WgradPlaceholders, "training.wgrad_placeholders", G::Training,
               SHARDSCOPE_MEMBER(s.training.wgradPlaceholders)),
        choice(F::OffloadOptimizer, "training.offload_optimizer", G::Training, SHARDSCOPE_MEMBER(s.training.offloadOptimizer)),
        choice(F::Fp8ParamGather, "training.fp8_param_gather", G::Training, SHARDSCOPE_MEMBER(s.training.fp8ParamGather)),
        field(F::OffloadActivationLayers, "training.offload_activation_layers", G::Training, 0, d(kMaxLayers), "layers",
              SHARDSCOPE_MEMBER(s.training.offloadActivationLayers)),
        field(F::MoeCapacityFactor, "training.moe.capacity_factor", G::Training, 0, kMaxCapacityFactor, {},
              SHARDSCOPE_MEMBER(s.training.moe.capacityFactor)),
        field(F::MoeLoadImbalance, "training.moe.load_imbalance", G::Training, 1, d(kMaxExperts), {},
              SHARDSCOPE_MEMBER(s.training.moe.loadImbalance)),
        choice(F::MoePadToCapacity, "training.moe.pad_to_capacity", G::Training,
               SHARDSCOPE_MEMBER(s.training.moe.padToCapacity)),
        choice(F::MoeDispatcher, "training.moe.dispatcher", G::Training, SHARDSCOPE_MEMBER(s.training.moe.dispatcher)),
        field(F::CudaContextGiB, "training.overhead.cuda_context_GiB", G::Training, 0, kMaxCudaContextGiB, "GiB",
              SHARDSCOPE_MEMBER(s.training.overhead.cudaContextGiB)),
        field(F::AllocatorFraction, "training.overhead.allocator_fraction", G::Training, 0, 1, {},
              SHARDSCOPE_MEMBER(s.training.overhead.allocatorFraction)),
    };
    return kFields;
}

#undef SHARDSCOPE_MEMBER

/** Every row, in FieldId order: the named ones and the generated ones (measuredfields.cpp). */
const std::vector<FieldInfo>& table()
{
    static const std::vector<FieldInfo> kFields = [] {
        std::vector<FieldInfo> rows(namedRows().begin(), namedRows().end());
        appendMeasuredRows(rows);
        std::sort(rows.begin(), rows.end(), [](const FieldInfo& a, const FieldInfo& b) { return a.id < b.id; });
        for (size_t i = 0; i < std::max(rows.size(), kFieldCount); ++i)
            if (i >= rows.size() || size_t(rows[i].id) != i)
                throw std::logic_error("field table: no row or two rows for field " + std::to_string(i));
        return rows;
    }();
    return kFields;
}

/** The paths in order, for fieldByPath()'s binary search. */
const std::vector<std::pair<std::string_view, FieldId>>& sortedPaths()
{
    static const auto sorted = [] {
        std::vector<std::pair<std::string_view, FieldId>> out;
        for (const FieldInfo& f : table())
            out.emplace_back(f.path, f.id);
        std::sort(out.begin(), out.end());
        return out;
    }();
    return sorted;
}

[[noreturn]] void refuse(const FieldInfo& f, const std::string& why)
{
    throw std::invalid_argument(std::string(f.path) + ": " + why);
}

} // namespace

std::span<const FieldInfo> allFields()
{
    return table();
}

const FieldInfo& fieldInfo(FieldId id)
{
    return table()[size_t(id)];
}

std::optional<FieldId> fieldByPath(std::string_view path)
{
    const auto& sorted = sortedPaths();
    const auto it = std::lower_bound(sorted.begin(), sorted.end(), path,
                                     [](const auto& entry, std::string_view p) { return entry.first < p; });
    if (it == sorted.end() || it->first != path)
        return std::nullopt;
    return it->second;
}

FieldId fieldOfDim(Dim dim)
{
    switch (dim) {
    case Dim::Tp: return FieldId::Tp;
    case Dim::Pp: return FieldId::Pp;
    case Dim::Dp: return FieldId::Dp;
    case Dim::Cp: return FieldId::Cp;
    case Dim::Ep: return FieldId::Ep;
    case Dim::Etp: return FieldId::Etp;
    }
    return FieldId::Tp;
}

bool fieldPresent(const Scenario& s, FieldId id)
{
    switch (fieldInfo(id).block) {
    case FieldBlock::Always: return true;
    case FieldBlock::Moe: return s.model.moe.has_value();
    case FieldBlock::Mla: return s.model.mla.has_value();
    }
    return false;
}

bool holdsKind(const FieldInfo& f, const FieldValue& value)
{
    switch (f.kind) {
    case FieldKind::Integer: return std::holds_alternative<int64_t>(value);
    case FieldKind::Number: return std::holds_alternative<double>(value);
    case FieldKind::Bool: return std::holds_alternative<bool>(value);
    case FieldKind::Enum: {
        const std::string* name = std::get_if<std::string>(&value);
        if (!name)
            return false;
        const auto names = f.choices();
        const auto aliases = f.aliases ? f.aliases() : std::span<const std::string_view>();
        return std::find(names.begin(), names.end(), *name) != names.end() ||
               std::find(aliases.begin(), aliases.end(), *name) != aliases.end();
    }
    }
    return false;
}

std::string kindExpectation(const FieldInfo& f)
{
    switch (f.kind) {
    case FieldKind::Integer: return "an integer";
    case FieldKind::Number: return "a number";
    case FieldKind::Bool: return "true or false";
    case FieldKind::Enum: break;
    }
    std::string out = "one of ";
    bool first = true;
    for (std::string_view name : f.choices()) {
        out += first ? "" : " | ";
        out += name;
        first = false;
    }
    return out;
}

FieldValue getField(const Scenario& s, FieldId id)
{
    const FieldInfo& f = fieldInfo(id);
    if (!fieldPresent(s, id))
        refuse(f, "the model has no " + std::string(f.parent().substr(f.parent().rfind('.') + 1)) + " block");
    return f.get(s);
}

void setField(Scenario& s, FieldId id, const FieldValue& value)
{
    const FieldInfo& f = fieldInfo(id);
    if (!holdsKind(f, value))
        refuse(f, "expected " + kindExpectation(f) + ", got " + formatFieldValue(value));
    if (!fieldPresent(s, id))
        refuse(f, "the model has no " + std::string(f.parent().substr(f.parent().rfind('.') + 1)) + " block");
    if (!f.set(s, value))
        refuse(f, "cannot hold " + formatFieldValue(value));
}

std::string formatFieldValue(const FieldValue& value)
{
    if (const int64_t* i = std::get_if<int64_t>(&value))
        return std::to_string(*i);
    if (const double* d = std::get_if<double>(&value)) {
        char text[32];
        std::snprintf(text, sizeof text, "%g", *d);
        return text;
    }
    if (const bool* b = std::get_if<bool>(&value))
        return *b ? "true" : "false";
    return std::get<std::string>(value);
}

} // namespace shardscope
