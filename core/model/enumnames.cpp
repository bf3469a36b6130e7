#include "enumnames.h"

#include "schedule.h"

#include <array>
#include <vector>

namespace shardscope {

namespace {
constexpr std::array<EnumName<Activation>, 2> kActivation{
    {{Activation::Gelu, "gelu"}, {Activation::Swiglu, "swiglu"}}};
constexpr std::array<EnumName<Norm>, 2> kNorm{
    {{Norm::LayerNorm, "layernorm"}, {Norm::RmsNorm, "rmsnorm"}}};
constexpr std::array<EnumName<LocalAttention>, 3> kLocalAttention{
    {{LocalAttention::None, "none"}, {LocalAttention::Sliding, "sliding"}, {LocalAttention::Chunked, "chunked"}}};
constexpr std::array<EnumName<PositionEmbedding>, 3> kPosition{
    {{PositionEmbedding::Rope, "rope"},
     {PositionEmbedding::Learned, "learned"},
     {PositionEmbedding::None, "none"}}};
constexpr std::array<EnumName<Bias>, 3> kBias{
    {{Bias::None, "none"}, {Bias::Qkv, "qkv"}, {Bias::All, "all"}}};
constexpr std::array<EnumName<LinkKind>, 5> kLinkKind{{{LinkKind::NvLink, "nvlink"},
                                                       {LinkKind::Pcie, "pcie"},
                                                       {LinkKind::InfiniBand, "infiniband"},
                                                       {LinkKind::RoCE, "roce"},
                                                       {LinkKind::Ethernet, "ethernet"}}};
constexpr std::array<EnumName<NetworkTopology>, 3> kTopology{
    {{NetworkTopology::SingleSwitch, "single-switch"},
     {NetworkTopology::FatTree, "fat-tree"},
     {NetworkTopology::RailOptimized, "rail-optimized"}}};
constexpr std::array<EnumName<RankOrder>, 2> kRankOrder{
    {{RankOrder::TpCpEpDpPp, "tp-cp-ep-dp-pp"}, {RankOrder::TpCpEpPpDp, "tp-cp-ep-pp-dp"}}};
constexpr std::array<EnumName<Zero3Engine>, 2> kZero3Engine{
    {{Zero3Engine::Fsdp, "fsdp"}, {Zero3Engine::DeepSpeed, "deepspeed"}}};
constexpr std::array<EnumName<CpCommType>, 3> kCpCommType{
    {{CpCommType::P2p, "p2p"}, {CpCommType::AllGather, "all_gather"}, {CpCommType::AllToAll, "a2a"}}};
constexpr std::array<EnumName<Precision>, 8> kPrecision{{{Precision::Bf16, "bf16"},
                                                         {Precision::Fp16, "fp16"},
                                                         {Precision::Fp32, "fp32"},
                                                         {Precision::Fp8Delayed, "fp8-delayed"},
                                                         {Precision::Fp8Current, "fp8-current"},
                                                         {Precision::Fp8Blockwise, "fp8-blockwise"},
                                                         {Precision::Mxfp8, "mxfp8"},
                                                         {Precision::Nvfp4, "nvfp4"}}};
/** Spellings older files used: "fp8" was Transformer Engine's default, delayed scaling. */
constexpr std::array<EnumName<Precision>, 1> kPrecisionAliases{{{Precision::Fp8Delayed, "fp8"}}};
constexpr std::array<EnumName<MoeDispatcher>, 2> kMoeDispatcher{
    {{MoeDispatcher::AllToAll, "alltoall"}, {MoeDispatcher::DeepEp, "deepep"}}};
constexpr std::array<EnumName<MomentPrecision>, 2> kMomentPrecision{
    {{MomentPrecision::Fp32, "fp32"}, {MomentPrecision::Bf16, "bf16"}}};
constexpr std::array<EnumName<GradPrecision>, 2> kGradPrecision{
    {{GradPrecision::Fp32, "fp32"}, {GradPrecision::Bf16, "bf16"}}};
constexpr std::array<EnumName<Optimizer>, 2> kOptimizer{
    {{Optimizer::Adam, "adam"}, {Optimizer::Sgd, "sgd"}}};
constexpr std::array<EnumName<Recompute>, 3> kRecompute{
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};
constexpr std::array<EnumName<SelectiveRecompute>, 2> kSelectiveRecompute{
    {{SelectiveRecompute::Modules, "modules"}, {SelectiveRecompute::EveryOtherMatmul, "every-other-matmul"}}};
/** Before per-module recompute, Megatron's policy was named after its one module. */
constexpr std::array<EnumName<SelectiveRecompute>, 1> kSelectiveRecomputeAliases{
    {{SelectiveRecompute::Modules, "core-attention"}}};
constexpr std::array<EnumName<RecomputeModule>, kRecomputeModules> kRecomputeModule{
    {{RecomputeModule::CoreAttn, "core_attn"},
     {RecomputeModule::Layernorm, "layernorm"},
     {RecomputeModule::MlaUpProj, "mla_up_proj"},
     {RecomputeModule::MoeAct, "moe_act"},
     {RecomputeModule::Mlp, "mlp"},
     {RecomputeModule::Moe, "moe"},
     {RecomputeModule::SharedExperts, "shared_experts"}}};
constexpr std::array<EnumName<RecomputeMethod>, 2> kRecomputeMethod{
    {{RecomputeMethod::Uniform, "uniform"}, {RecomputeMethod::Block, "block"}}};
constexpr std::array<EnumName<KernelFusion>, 3> kKernelFusion{{{KernelFusion::Fused, "fused"},
                                                               {KernelFusion::Compiled, "compiled"},
                                                               {KernelFusion::Eager, "eager"}}};
constexpr std::array<EnumName<AttentionKernel>, 2> kAttentionKernel{
    {{AttentionKernel::Fused, "fused"}, {AttentionKernel::FlashAttention2, "flash-attention-2"}}};
} // namespace

template <> std::span<const EnumName<AttentionKernel>> enumNames()
{
    return kAttentionKernel;
}

template <> std::span<const EnumName<SelectiveRecompute>> enumNames()
{
    return kSelectiveRecompute;
}
template <> std::span<const EnumName<SelectiveRecompute>> enumAliases()
{
    return kSelectiveRecomputeAliases;
}
template <> std::span<const EnumName<RecomputeModule>> enumNames()
{
    return kRecomputeModule;
}
template <> std::span<const EnumName<RecomputeMethod>> enumNames()
{
    return kRecomputeMethod;
}
template <> std::span<const EnumName<KernelFusion>> enumNames()
{
    return kKernelFusion;
}
template <> std::span<const EnumName<Activation>> enumNames()
{
    return kActivation;
}
template <> std::span<const EnumName<Norm>> enumNames()
{
    return kNorm;
}
template <> std::span<const EnumName<LocalAttention>> enumNames()
{
    return kLocalAttention;
}
template <> std::span<const EnumName<PositionEmbedding>> enumNames()
{
    return kPosition;
}
template <> std::span<const EnumName<Bias>> enumNames()
{
    return kBias;
}
template <> std::span<const EnumName<LinkKind>> enumNames()
{
    return kLinkKind;
}
template <> std::span<const EnumName<NetworkTopology>> enumNames()
{
    return kTopology;
}
template <> std::span<const EnumName<PipelineSchedule>> enumNames()
{
    // The schedules' keys live in their table (schedule.h).
    static const std::vector<EnumName<PipelineSchedule>> names = [] {
        std::vector<EnumName<PipelineSchedule>> out;
        for (const ScheduleTraits& t : scheduleTable())
            out.push_back({t.schedule, t.key});
        return out;
    }();
    return names;
}
template <> std::span<const EnumName<RankOrder>> enumNames()
{
    return kRankOrder;
}
template <> std::span<const EnumName<Zero3Engine>> enumNames()
{
    return kZero3Engine;
}
template <> std::span<const EnumName<CpCommType>> enumNames()
{
    return kCpCommType;
}
template <> std::span<const EnumName<Precision>> enumNames()
{
    return kPrecision;
}
template <> std::span<const EnumName<Precision>> enumAliases()
{
    return kPrecisionAliases;
}
template <> std::span<const EnumName<GradPrecision>> enumNames()
{
    return kGradPrecision;
}
template <> std::span<const EnumName<MomentPrecision>> enumNames()
{
    return kMomentPrecision;
}
template <> std::span<const EnumName<MoeDispatcher>> enumNames()
{
    return kMoeDispatcher;
}
template <> std::span<const EnumName<Optimizer>> enumNames()
{
    return kOptimizer;
}
template <> std::span<const EnumName<Recompute>> enumNames()
{
    return kRecompute;
}

} // namespace shardscope
