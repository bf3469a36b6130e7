#pragma once

#include <cstdint>

namespace shardscope {

/**
 * The training precision recipe: what the transformer's linear layers compute in and how
 * they scale it (core/model/precision.h holds what each recipe runs at and keeps).
 */
enum class Precision
{
    Bf16,
    Fp16,
    Fp32,
    Fp8Delayed,   ///< FP8, one scale per tensor from an amax history (TE DelayedScaling)
    Fp8Current,   ///< FP8, one scale per tensor from this tensor's amax (tensorwise)
    Fp8Blockwise, ///< FP8, 1x128 activation tiles and 128x128 weight blocks (DeepSeek-V3)
    Mxfp8,        ///< OCP MXFP8: one power-of-two scale per 32 values, block-scaled tensor cores
    Nvfp4         ///< NVFP4: E2M1 values, an E4M3 scale per 16 values and one FP32 per tensor
};
enum class GradPrecision
{
    Fp32,
    Bf16
};
/** What the optimizer keeps its two Adam moments in (Megatron's precision-aware optimizer). */
enum class MomentPrecision
{
    Fp32,
    Bf16
};
enum class Optimizer
{
    Adam,
    Sgd
};
enum class Recompute
{
    None,
    Selective,
    Full
};
/**
 * How the launcher runs the memory-bound ops between GEMMs (norms, activation, rotary,
 * residual adds, loss): Megatron-LM / Transformer Engine's fused kernels, torch.compile's
 * generated kernels inside each transformer block (torchtitan --training.compile), or
 * PyTorch eager with one kernel per tensor op (torchtitan's default).
 */
enum class KernelFusion
{
    Fused,
    Compiled,
    Eager
};
/**
 * What selective recompute re-runs in the backward pass: the modules Megatron-Core names
 * (--recompute-granularity selective --recompute-modules, TrainingSpec::recomputeModules),
 * or torchtitan's per-op policy (activation_checkpoint.selective_ac_option = "op": keep every
 * other matmul's output and the attention kernel's, recompute everything else).
 */
enum class SelectiveRecompute
{
    Modules,
    EveryOtherMatmul
};

/**
 * A part of a transformer layer Megatron-Core's selective recompute can re-run
 * (TransformerConfig.recompute_modules). CoreAttn, Mlp, Moe and SharedExperts are
 * checkpointed as a whole (only their input is kept); Layernorm, MlaUpProj and MoeAct drop
 * their output and recompute it from an input that is kept anyway.
 */
enum class RecomputeModule : uint8_t
{
    CoreAttn,      ///< core_attn: QKᵀ, softmax, dropout, ·V (with flash attention: the kernel)
    Layernorm,     ///< layernorm: input_layernorm and pre_mlp_layernorm
    MlaUpProj,     ///< mla_up_proj: MLA's q/kv up-projections and the rotary embedding
    MoeAct,        ///< moe_act: the routed experts' activation function
    Mlp,           ///< mlp: a dense layer's whole MLP
    Moe,           ///< moe: an MoE layer's whole MLP (router, dispatch, experts, combine)
    SharedExperts  ///< shared_experts: an MoE layer's shared experts
};
inline constexpr int kRecomputeModules = int(RecomputeModule::SharedExperts) + 1;

/** The set of modules selective recompute re-runs; Megatron-Core's default is {core_attn}. */
struct RecomputeModules
{
    bool coreAttn = true;
    bool layernorm = false;
    bool mlaUpProj = false;
    bool moeAct = false;
    bool mlp = false;
    bool moe = false;
    bool sharedExperts = false;

    bool has(RecomputeModule module) const
    {
        switch (module) {
        case RecomputeModule::CoreAttn: return coreAttn;
        case RecomputeModule::Layernorm: return layernorm;
        case RecomputeModule::MlaUpProj: return mlaUpProj;
        case RecomputeModule::MoeAct: return moeAct;
        case RecomputeModule::Mlp: return mlp;
        case RecomputeModule::Moe: return moe;
        case RecomputeModule::SharedExperts: return sharedExperts;
        }
        return false;
    }
    /** Only core_attn: what Megatron-Core runs when no module list is given. */
    bool isDefault() const { return *this == RecomputeModules{}; }
    bool operator==(const RecomputeModules&) const = default;
};

/**
 * How full recompute picks its layers (Megatron --recompute-method): Uniform checkpoints
 * every layer, keeping one input per `recomputeLayers` consecutive layers; Block recomputes
 * the first `recomputeLayers` layers of each model chunk and stores the others' activations.
 */
enum class RecomputeMethod
{
    Uniform,
    Block
};
/**
 * Which flash-attention kernel runs the core attention (with `flash_attention` on):
 * Transformer Engine's fused attention (cuDNN on Hopper and Blackwell; Megatron-LM
 * --attention-backend fused or auto, NeMo's default), or Dao's FlashAttention-2 (Megatron-LM
 * --attention-backend flash with flash-attn 2, Megatron-DeepSpeed --use-flash-attn-v2,
 * PyTorch SDPA's flash backend). The two differ by up to 1.6x on Hopper; the GPU profile's
 * `flash_attention_2` curves time the second.
 */
enum class AttentionKernel
{
    Fused,
    FlashAttention2
};

/**
 * Per-GPU memory the model does not explain: the CUDA context and libraries, and the share
 * the caching allocator holds back (fragmentation, reserve).
 */
struct OverheadSpec
{
    double cudaContextGiB = 1.0;
    double allocatorFraction = 0.05;

    bool operator==(const OverheadSpec&) const = default;
};

/** Whether a selective-recompute setting re-runs Megatron-Core's module `module`. */
inline bool selectiveRecomputes(Recompute recompute, SelectiveRecompute policy, const RecomputeModules& modules,
                                RecomputeModule module)
{
    return recompute == Recompute::Selective && policy == SelectiveRecompute::Modules && modules.has(module);
}

/**
 * Whether the backward pass runs a layer's attention kernel forward again (with CP, its
 * exchange too): full recompute, or Megatron-Core's core_attn module. torchtitan's per-op
 * policy saves the attention kernel's output and re-runs only the matmuls around it.
 */
inline bool recomputesAttentionKernel(Recompute recompute, SelectiveRecompute policy, const RecomputeModules& modules)
{
    return recompute == Recompute::Full || selectiveRecomputes(recompute, policy, modules, RecomputeModule::CoreAttn);
}

/** Whether the backward pass runs a layer's MLP block (dense MLP or MoE) forward again. */
inline bool recomputesMlpBlock(Recompute recompute, SelectiveRecompute policy, const RecomputeModules& modules,
                               bool moeLayer)
{
    return recompute == Recompute::Full ||
           selectiveRecomputes(recompute, policy, modules, moeLayer ? RecomputeModule::Moe : RecomputeModule::Mlp);
}

/**
 * What moves an MoE layer's tokens between the expert-parallel ranks: NCCL's all-to-all
 * (Megatron-Core's alltoall dispatcher), or DeepEP's kernels, which send each token across
 * the network once per destination node and forward it over NVLink inside the node
 * (Megatron-Core's flex dispatcher with the deepep backend, torchtitan's deepep backend).
 */
enum class MoeDispatcher
{
    AllToAll,
    DeepEp
};

/**
 * How an MoE layer's router spreads tokens over the expert-parallel ranks, as a run has it:
 * dropless or with Megatron-Core's capacity factor, and how unevenly the tokens land. The
 * estimate times and sizes the busiest rank (the all-to-alls wait for it); expertLoad()
 * (core/estimate/expertload.h) is the one reading of these numbers.
 */
struct MoeRouting
{
    /// Megatron-Core --moe-expert-capacity-factor: each expert takes at most this many times
    /// its even share of the tokens and drops the rest; 0 = dropless (no capacity).
    double capacityFactor = 0;
    /// The busiest expert-parallel rank's routed tokens over the mean: 1 = balanced (what
    /// --moe-router-force-load-balancing gives, as vendor benchmarks run), 1.2 = 20 % more.
    double loadImbalance = 1;
    /// --moe-pad-expert-input-to-capacity: every expert's input is padded to its capacity,
    /// so each rank runs capacity-factor times the even share (needs a capacity factor).
    bool padToCapacity = false;
    MoeDispatcher dispatcher = MoeDispatcher::AllToAll;

    bool dropless() const { return capacityFactor <= 0; }
    bool operator==(const MoeRouting&) const = default;
};

/** What one training step processes and how it stores numbers. */
struct TrainingSpec
{
    int64_t seqLength = 0;
    int64_t microBatch = 1;
    int64_t globalBatch = 1; ///< sequences per optimizer step
    Precision precision = Precision::Bf16;
    GradPrecision mainGrads = GradPrecision::Fp32;
    MomentPrecision optimizerMoments = MomentPrecision::Fp32;
    Optimizer optimizer = Optimizer::Adam;
    Recompute recompute = Recompute::Selective;
    SelectiveRecompute selectiveRecompute = SelectiveRecompute::Modules;
    RecomputeModules recomputeModules;
    RecomputeMethod recomputeMethod = RecomputeMethod::Uniform;
    int recomputeLayers = 1; ///< full recompute: layers per checkpoint (uniform) or per chunk (block)
    KernelFusion kernelFusion = KernelFusion::Fused;
    /** The plan runs PyTorch's own ops (eager or compiled: torchtitan, accelerate), not
     * Megatron-LM / Transformer Engine's fused kernels: its TP is DTensor, its loss and
     * vocabulary are PyTorch's. */
    bool runsPyTorchOps() const { return kernelFusion != KernelFusion::Fused; }
    bool flashAttention = true;
    AttentionKernel attentionKernel = AttentionKernel::Fused;
    /// PyTorch's pipelining (torch.distributed.pipelining, which torchtitan runs) keeps each
    /// micro-batch's output on the last stage until the step ends, to return them merged, unless
    /// the trainer passes `return_outputs=False` to `step()` (taken since pytorch/pytorch#159251,
    /// late 2025). For torchtitan's Llama the output is the fp32 logits. It describes the
    /// software of a run, so no exporter writes it. Read only for plans on PyTorch's own ops with
    /// a pipeline.
    bool pipelineKeepsOutputs = false;
    /// Transformer Engine's placeholder weight gradients (core/estimate/dummywgrad.h): with
    /// Megatron-LM's gradient-accumulation fusion each TE linear layer hands autograd a cached
    /// placeholder per weight shape. False for a framework without them (a run not on Transformer
    /// Engine, or Megatron-LM with --no-gradient-accumulation-fusion). Read only with fused
    /// kernels.
    bool wgradPlaceholders = true;
    bool offloadOptimizer = false;
    /// FP8 parameter gather: the transformer layers' weights are gathered over data
    /// parallelism in the recipe's FP8 format (Megatron-LM --fp8-param-gather, NeMo /
    /// Megatron-Bridge fp8_param_gather, torchtitan enable_fsdp_float8_all_gather). With
    /// Transformer Engine the weights are also kept in it: no 16-bit copy of them. Read only
    /// with an FP8 recipe (precision.h: layerWeightGatherBytes, keepsQuantizedLayerWeights).
    bool fp8ParamGather = false;
    /// Megatron-LM --cpu-offloading-num-layers: the saved activations of the model's first
    /// this many layers go to host memory after their forward and come back one layer ahead
    /// of their backward (0: none).
    int offloadActivationLayers = 0;
    MoeRouting moe; ///< read only for models with experts
    OverheadSpec overhead;

    bool recomputes(RecomputeModule module) const
    {
        return selectiveRecomputes(recompute, selectiveRecompute, recomputeModules, module);
    }
    bool recomputesMlpBlock(bool moeLayer) const
    {
        return shardscope::recomputesMlpBlock(recompute, selectiveRecompute, recomputeModules, moeLayer);
    }

    /** Full recompute by blocks: the layers of each model chunk it recomputes; 0 otherwise. */
    int blockRecomputeLayers() const
    {
        if (recompute != Recompute::Full || recomputeMethod != RecomputeMethod::Block)
            return 0;
        return recomputeLayers > 1 ? recomputeLayers : 1;
    }

    bool operator==(const TrainingSpec&) const = default;
};

} // namespace shardscope
