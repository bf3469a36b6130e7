#pragma once

#include "core/model/scenario.h"
#include "stagelayout.h"

#include <cstdint>

namespace shardscope {

/** The inputs of the activation formulas, taken once from a scenario. */
struct ActivationContext
{
    double seq = 0;        ///< full sequence s
    double seqLocal = 0;   ///< tokens per rank along the sequence: s / cp
    double microBatch = 0; ///< b
    int tp = 1;
    int etp = 1;
    bool sequenceParallel = false;
    Recompute recompute = Recompute::Selective;
    SelectiveRecompute selectiveRecompute = SelectiveRecompute::Modules;
    RecomputeModules modules; ///< what selective recompute re-runs with the Modules policy
    int fullLayers = 1; ///< full recompute: TrainingSpec::recomputeLayers
    bool flashAttention = true;
    /// Bytes per value of the saved inputs of the linear layers (QKV, attention output, fc1,
    /// fc2, experts): 2, or Transformer Engine's quantized copy under an FP8 / FP4 recipe.
    double linearInputBytes = 2.0;
    /// Sequence-parallel TP as the launcher implements it. Megatron-Core / Transformer Engine
    /// save the SP-sharded input of each column-parallel GEMM and gather it again in the
    /// backward pass for the weight gradient; PyTorch's DTensor TP (torchtitan) saves the
    /// gathered input itself, so its backward has no re-gather.
    bool tpRegathers = true;
    /// Bytes per value of the SP all-gathers (of the column-parallel inputs forward, of the
    /// output gradients backward): 2, or 1 where torchao's float8 TP styles cast to FP8 before
    /// gathering (torchtitan with tensorwise Float8). Reduce-scatters stay 2 B.
    double tpGatherBytes = 2.0;
    /// Context parallelism as PyTorch's context_parallel runs it (torchtitan): SDPA's inputs
    /// are sharded, so K and V travel at every query head (after repeat_kv); they are
    /// all-gathered (its default rotate method) and the gather is waited before the second of
    /// the c blocks; the backward gathers them again and passes dK and dV round the ring in
    /// fp32 (convert_to_f32), one chunk a block, the last exchange behind nothing. Otherwise
    /// Megatron-Core / Transformer Engine's ring over the KV heads.
    bool cpAllGatherAtQueryHeads = false;
    /// Megatron-LM's CP exchange (parallel.cp_comm_type); PyTorch's is the ring above.
    CpCommType cpCommType = CpCommType::P2p;
    /// The busiest expert-parallel rank's routed token rows over the even share
    /// (ExpertLoad::factor: imbalance, capacity, padding); 1 for dense models.
    double expertLoad = 1.0;
    MoeDispatcher dispatcher = MoeDispatcher::AllToAll; ///< what moves the tokens between EP ranks

    /** Whether selective recompute re-runs Megatron-Core's module `module`. */
    bool recomputes(RecomputeModule module) const
    {
        return selectiveRecomputes(recompute, selectiveRecompute, modules, module);
    }
    bool recomputesAttentionKernel() const
    {
        return shardscope::recomputesAttentionKernel(recompute, selectiveRecompute, modules);
    }
    bool recomputesMlpBlock(bool moeLayer) const
    {
        return shardscope::recomputesMlpBlock(recompute, selectiveRecompute, modules, moeLayer);
    }
};

ActivationContext makeActivationContext(const Scenario& scenario);

/**
 * Whether a layer's norm is a module of its own, whose output Megatron's layernorm
 * recompute can drop: the input norm before MLA's two down-projections, the pre-MLP norm
 * before an MoE layer's router and experts. Transformer Engine fuses the others into the
 * linear they feed (LayerNormLinear), and the module then has nothing to recompute.
 */
bool separateInputNorm(const ModelSpec& model);
bool separatePreMlpNorm(bool moeLayer);

/**
 * Activation bytes one GPU stores for one micro-batch passing one transformer layer.
 * Korthikanti et al. 2022, Table 2 and §4.1 (2-byte activations, 1-byte dropout masks):
 * a replicated part of 10·sbh (norm inputs, QKV and MLP inputs, dropout masks) that only
 * sequence parallelism splits, and a TP-split part (Q/K/V, attention output, MLP hidden)
 * plus 5·a·s²·b for softmax and its dropout, dropped by selective recompute or flash
 * attention. GQA, SwiGLU, MLA, MoE and CP generalise the same terms (docs/formulas.md).
 * Full recompute keeps only the layer input: 2·sbh (÷t with SP). Selective recompute with
 * torchtitan's per-op policy (dense GQA layers) keeps the layer input and the outputs it
 * saves: those of every other matmul (wq, wv, w1, w2) and of the attention kernel.
 * Under an FP8 / FP4 recipe Transformer Engine saves each linear layer's input as the
 * quantized copy its weight-gradient GEMM reads (ctx.linearInputBytes per value).
 */
double layerActivationBytes(const ModelSpec& model, bool moeLayer, const ActivationContext& ctx);

/**
 * How many micro-batches' worth of activations rank `stage.rank` holds at its peak, as a
 * multiplier on the activations of the layers it holds (Korthikanti §4; Megatron
 * schedules.py warm-up counts): GPipe m; 1F1B and ZB-H1 min(p-i, m); interleaved
 * (chunks in flight = 2(p-1-i) + (v-1)p + 1, capped at m·v) / v; ZB-V min(p, m); DualPipe
 * (p+1)/2 over its two stages (DeepSeek-V3 Table 2). The schedule's row names the form
 * (ScheduleTraits::activationsInFlight, core/model/schedule.h).
 */
double inFlightMicrobatches(const StageLayout& stage, const ParallelConfig& parallel,
                            int64_t microbatches);

} // namespace shardscope
