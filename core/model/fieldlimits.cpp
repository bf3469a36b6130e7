#include "fieldlimits.h"

#include <array>
#include <stdexcept>
#include <string>

namespace shardscope {

namespace {

using namespace limits;

constexpr double d(int64_t v) { return double(v); }
constexpr FieldRange real(std::string_view path, double min, double max) { return {path, min, max, false}; }

constexpr FieldRange kRanges[] = {
    {"model.layers", 1, d(kMaxLayers)},
    {"model.hidden", 1, d(kMaxHidden)},
    {"model.heads", 1, d(kMaxHeads)},
    {"model.kv_heads", 1, d(kMaxHeads)},
    {"model.head_dim", 1, d(kMaxHidden)},
    {"model.ffn_hidden", 1, d(kMaxFfn)},
    {"model.vocab", 1, d(kMaxVocab)},
    {"model.max_seq", 1, d(kMaxContext)},
    {"model.mtp_layers", 0, d(kMaxMtpLayers)},
    {"model.moe.experts", 1, d(kMaxExperts)},
    {"model.moe.top_k", 1, d(kMaxExperts)},
    {"model.moe.expert_ffn_hidden", 1, d(kMaxFfn)},
    {"model.moe.shared_experts", 0, d(kMaxSharedExperts)},
    {"model.moe.shared_expert_ffn_hidden", 1, d(kMaxFfn)},
    {"model.moe.dense_layers", 0, d(kMaxLayers)},
    {"model.moe.layer_freq", 1, d(kMaxLayers)},
    {"model.mla.q_lora_rank", 0, d(kMaxHidden)},
    {"model.mla.kv_lora_rank", 1, d(kMaxHidden)},
    {"model.mla.qk_nope_head_dim", 1, d(kMaxHidden)},
    {"model.mla.qk_rope_head_dim", 0, d(kMaxHidden)},
    {"model.mla.v_head_dim", 1, d(kMaxHidden)},
    real("cluster.gpu.memory_GiB", kMinGpuMemoryGiB, kMaxGpuMemoryGiB),
    real("cluster.gpu.peak_TFLOPS.bf16", kMinTflops, kMaxTflops),
    real("cluster.gpu.peak_TFLOPS.fp8", 0, kMaxTflops),
    real("cluster.gpu.hbm_TBps", kMinHbmTBps, kMaxHbmTBps),
    real("cluster.gpu.matmul_efficiency", kMinEfficiency, 1),
    real("cluster.gpu.hbm_efficiency", kMinEfficiency, 1),
    {"cluster.gpus_per_node", 1, d(kMaxGpusPerNode)},
    {"cluster.nodes", 1, d(kMaxNodes)},
    real("cluster.intra_node.bandwidth_GBps", kMinLinkGBps, kMaxLinkGBps),
    real("cluster.intra_node.latency_us", 0, kMaxLatencyUs),
    real("cluster.intra_node.efficiency", kMinLinkEfficiency, kMaxLinkEfficiency),
    real("cluster.inter_node.bandwidth_GBps", kMinLinkGBps, kMaxLinkGBps),
    real("cluster.inter_node.latency_us", 0, kMaxLatencyUs),
    real("cluster.inter_node.efficiency", kMinLinkEfficiency, kMaxLinkEfficiency),
    {"cluster.topology.nvlink_domain_gpus", 1, d(kMaxWorld)},
    {"cluster.topology.nodes_per_leaf", 0, d(kMaxNodes)},
    real("cluster.topology.oversubscription", 1, kMaxOversubscription),
    {"parallel.tp", 1, d(kMaxDegree)},
    {"parallel.pp", 1, d(kMaxDegree)},
    {"parallel.dp", 1, d(kMaxDegree)},
    {"parallel.cp", 1, d(kMaxDegree)},
    {"parallel.ep", 1, d(kMaxDegree)},
    {"parallel.etp", 1, d(kMaxDegree)},
    {"parallel.zero_stage", 0, d(kMaxZeroStage)},
    {"parallel.virtual_stages", 1, d(kMaxVirtualStages)},
    {"training.seq_length", 1, d(kMaxSeqLength)},
    {"training.micro_batch", 1, d(kMaxMicroBatch)},
    {"training.global_batch", 1, d(kMaxGlobalBatch)},
    real("training.overhead.cuda_context_GiB", 0, kMaxCudaContextGiB),
    real("training.overhead.allocator_fraction", 0, 1),
};

} // namespace

std::span<const FieldRange> scenarioFieldRanges()
{
    return kRanges;
}

const FieldRange& fieldRange(std::string_view path)
{
    for (const FieldRange& r : kRanges)
        if (r.path == path)
            return r;
    throw std::out_of_range("no numeric scenario field " + std::string(path));
}

} // namespace shardscope
