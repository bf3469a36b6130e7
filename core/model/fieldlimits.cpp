#include "fieldlimits.h"

#include "fields.h"

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

namespace shardscope {

namespace {

using namespace limits;

constexpr FieldRange real(std::string_view path, double min, double max) { return {path, min, max, false}; }

/**
 * The ranges of the measured curves: the kernel profile (gpu.kernels, kernelprofilejson.cpp)
 * and the per-operation link fits (specjson.cpp). The settings' ranges are in the registry.
 */
constexpr FieldRange kProfileRanges[] = {
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
};

} // namespace

std::span<const FieldRange> scenarioFieldRanges()
{
    static const std::vector<FieldRange> ranges = [] {
        std::vector<FieldRange> out;
        for (const FieldInfo& f : allFields())
            if (f.isNumeric())
                out.push_back({f.path, f.min, f.max, f.kind == FieldKind::Integer});
        out.insert(out.end(), std::begin(kProfileRanges), std::end(kProfileRanges));
        return out;
    }();
    return ranges;
}

const FieldRange& fieldRange(std::string_view path)
{
    for (const FieldRange& r : scenarioFieldRanges())
        if (r.path == path)
            return r;
    throw std::out_of_range("no numeric scenario field " + std::string(path));
}

} // namespace shardscope
