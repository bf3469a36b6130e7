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
    // Kernel profile (gpu.kernels) and link fits: the readers' ranges (kernelprofilejson.cpp, specjson.cpp).
    real("cluster.gpu.kernels.gemm.forward.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.gemm.forward.half_flops", 0, 1e16),
    real("cluster.gpu.kernels.gemm.input_grad.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.gemm.input_grad.half_flops", 0, 1e16),
    real("cluster.gpu.kernels.gemm.weight_grad.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.gemm.weight_grad.half_flops", 0, 1e16),
    real("cluster.gpu.kernels.grouped_gemm.forward.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.grouped_gemm.forward.half_tokens", 0, 1e7),
    real("cluster.gpu.kernels.grouped_gemm.input_grad.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.grouped_gemm.input_grad.half_tokens", 0, 1e7),
    real("cluster.gpu.kernels.grouped_gemm.weight_grad.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.grouped_gemm.weight_grad.half_tokens", 0, 1e7),
    real("cluster.gpu.kernels.attention.forward.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.attention.forward.half_flops", 0, 1e16),
    real("cluster.gpu.kernels.attention.backward.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.attention.backward.half_flops", 0, 1e16),
    real("cluster.gpu.kernels.flash_attention_2.forward.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.flash_attention_2.forward.half_flops", 0, 1e16),
    real("cluster.gpu.kernels.flash_attention_2.backward.max_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.flash_attention_2.backward.half_flops", 0, 1e16),
    real("cluster.gpu.kernels.batched_gemm_half_dim", 0, 1e5),
    real("cluster.gpu.kernels.launch_latency_us", 0, 1e4),
    real("cluster.gpu.kernels.memory_latency_us", 0, 1e4),
    real("cluster.gpu.kernels.cross_entropy_efficiency", 0.01, 1),
    real("cluster.gpu.kernels.permute_efficiency", 0.01, 1),
    real("cluster.intra_node.fixed_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.all_reduce.efficiency", 0.001, 5),
    real("cluster.intra_node.collectives.all_reduce.step_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.all_reduce.fixed_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.all_gather.efficiency", 0.001, 5),
    real("cluster.intra_node.collectives.all_gather.step_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.all_gather.fixed_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.reduce_scatter.efficiency", 0.001, 5),
    real("cluster.intra_node.collectives.reduce_scatter.step_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.reduce_scatter.fixed_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.all_to_all.efficiency", 0.001, 5),
    real("cluster.intra_node.collectives.all_to_all.step_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.all_to_all.fixed_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.send_recv.efficiency", 0.001, 5),
    real("cluster.intra_node.collectives.send_recv.step_latency_us", 0, 1e6),
    real("cluster.intra_node.collectives.send_recv.fixed_latency_us", 0, 1e6),
    real("cluster.intra_node.overlap_slowdown", 0, 10),
    real("cluster.inter_node.fixed_latency_us", 0, 1e6),
    real("cluster.inter_node.overlap_slowdown", 0, 10),
    {"cluster.inter_node.nics_per_node", 0, 1024},
    real("cluster.inter_node.straggler_coefficient", 0, 10),
    real("cluster.inter_node.zero3_nic_rate", 0, 100),
    real("cluster.inter_node.zero3_overlap", 0, 1),
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
