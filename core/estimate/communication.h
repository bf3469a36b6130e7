#pragma once

#include "activations.h"
#include "collectives.h"
#include "core/model/scenario.h"
#include "core/topology/placement.h"

#include <array>

namespace shardscope {

/** One kind of collective a dimension issues, with its per-rank buffer and count per step. */
struct CollectiveCall
{
    Collective kind = Collective::AllReduce;
    const char* what = ""; ///< e.g. "gradient reduce-scatter" (static text)
    double bytes = 0;      ///< per-rank buffer S of one call
    double callsPerStep = 0;
    double seconds = 0;    ///< time of one call
};

/**
 * Communication of one layer for one micro-batch on one GPU: seconds (and wire bytes) of
 * the collectives issued inside its forward and backward passes.
 */
struct LayerComm
{
    /// TP, one call of each collective of one block (attention, MLP), in the order Megatron-Core
    /// issues them (tensor_parallel/layers.py, mappings.py). Forward: `tpEnter` gathers the
    /// SP-sharded input of the column-parallel GEMM (0 without SP: f is the identity),
    /// `tpExit` reduces the row-parallel GEMM's output (reduce-scatter with SP, all-reduce
    /// without). Backward: `tpExitGrad` gathers the output gradient before the row-parallel
    /// GEMMs (SP only), `tpRegather` gathers the saved SP-sharded input again for the
    /// column-parallel weight gradient (SP only; overlaps the input-gradient GEMM) and
    /// `tpEnterGrad` reduces the column-parallel input gradient (overlaps the weight-gradient
    /// GEMM).
    double tpEnter = 0, tpExit = 0, tpExitGrad = 0, tpRegather = 0, tpEnterGrad = 0;
    /// The MLP block of an MoE layer has no column-parallel GEMM: its TP collectives belong
    /// to the token dispatcher (no re-gather, synchronous).
    bool tpMlpIsDispatcher = false;
    double tpForward = 0, tpBackward = 0; ///< sums over the layer (with full recompute's re-run)
    /// CP: the forward's exchange; the backward's, with the recomputed forward's
    /// (`cpRecompute`, when the backward re-runs the attention kernel) included; with
    /// PyTorch's context parallelism one block's fp32 dK/dV exchange (`cpGradRound`, c of them
    /// in the backward).
    double cpForward = 0, cpBackward = 0, cpRecompute = 0, cpGradRound = 0;
    double epForward = 0, epBackward = 0;
    double epCalls = 0; ///< all-to-alls per micro-batch: dispatch and combine each way, again when recomputed
    double tpBytes = 0, cpBytes = 0, epBytes = 0; ///< wire bytes per GPU, forward + backward
    double tpNicBytes = 0, cpNicBytes = 0, epNicBytes = 0; ///< of which through one NIC
    double tpMessage = 0;       ///< b·s·h·2 bytes, the buffer of each TP reduction
    double tpGatherMessage = 0; ///< b·s·h × ActivationContext::tpGatherBytes, each SP all-gather's
};

/**
 * Tensor parallelism per block (attention, MLP): one all-reduce of b·s·h (2-byte activations)
 * forward and one backward (Narayanan §3.2); with SP an all-gather and a reduce-scatter
 * forward and backward of the same volume (Korthikanti §4.2.2), plus the backward's re-gather
 * of the column-parallel layer's SP-sharded input for its weight gradient (Megatron-Core
 * `LinearWithGradAccumulationAndAsyncCommunication.backward`; Transformer Engine's Linear
 * does the same); full recompute re-runs the forward's collectives (Calculon). Each
 * collective is costed with its own fit. Context parallelism: the forward gathers the other
 * ranks' K and V, (c-1)·2·(s/c)·g·d_h·2 bytes per layer, split over TP when the KV heads
 * allow, and the backward reduce-scatters dK and dV (Megatron CP docs); PyTorch's
 * context_parallel moves them at every query head and returns dK and dV in fp32 block by block
 * (ActivationContext::cpAllGatherAtQueryHeads); a backward that re-runs the attention kernel
 * exchanges its forward's again. Expert parallelism:
 * per MoE layer a dispatch and a combine all-to-all of k·b·s_local·h·2 bytes forward and
 * again backward.
 */
LayerComm layerComm(const ModelSpec& model, bool moeLayer, const ActivationContext& ctx,
                    const Placement& placement, const ClusterSpec& cluster);

/** Backward re-gathers of SP-sharded inputs per layer: with SP, where the launcher re-gathers (Megatron). */
double tpRegathersPerLayer(bool moeLayer, const ActivationContext& ctx);

/** How many of a layer's two blocks (attention, MLP) the backward pass runs forward again. */
double recomputedBlocks(bool moeLayer, const ActivationContext& ctx);

/**
 * Bytes of one token all-to-all (dispatch or combine) on the busiest expert-parallel rank:
 * top_k copies of its tokens' hidden states in BF16, over TP (the dispatcher runs on the
 * rank's share), times the rank's expert load.
 */
double expertDispatchBytes(const ModelSpec& model, const ActivationContext& ctx);

/** One dispatch or combine over the EP group, as the context's dispatcher moves it. */
LinearCost expertDispatchCost(const ModelSpec& model, const ActivationContext& ctx, const GroupPlacement& ep,
                              const ClusterSpec& cluster);

/** TP collectives of one layer-micro-batch by kind, for the report (calls, not seconds). */
struct TpCallCounts
{
    double allReduce = 0, allGather = 0, reduceScatter = 0;
};
TpCallCounts tpCallCounts(bool moeLayer, const ActivationContext& ctx);

/** Pipeline transfer between neighbouring ranks: bytes per GPU and seconds per transfer. */
struct P2pTransfer
{
    double bytes = 0;
    double seconds = 0;
    double nicBytes = 0; ///< bytes one NIC carries per transfer (0 inside a node)
};

/**
 * One activation (forward) or gradient (backward) between pipeline ranks: b·s·h·2 bytes;
 * with TP each rank sends its 1/t share (SP shards, or Megatron's scatter/gather
 * optimisation, Narayanan §4.1) and the receivers re-gather over NVLink.
 */
P2pTransfer pipelineTransfer(const ModelSpec& model, const ActivationContext& ctx,
                             const Placement& placement, const ClusterSpec& cluster);

/** Data-parallel collectives of one parameter set over its group, per step. */
struct GradientTraffic
{
    std::array<CollectiveCall, 3> calls; ///< the first callCount are used (no allocation)
    int callCount = 0;
    double bytesPerStep = 0;         ///< wire bytes per GPU
    double nicBytesPerStep = 0;      ///< bytes one of the group's NICs carries
    double seconds = 0;              ///< all calls of the step, back to back
    double perMicrobatchSeconds = 0; ///< of which repeated every micro-batch (ZeRO-2/3)
    double oncePerStepGradient = 0;  ///< gradient reduction once per step (ZeRO 0/1)
    double oncePerStepParams = 0;    ///< parameter all-gather once per step (ZeRO 1/2)
};

/**
 * ZeRO §7 with nccl-tests' ring factors: DDP all-reduces the gradients; ZeRO-1 (Megatron's
 * distributed optimizer) reduce-scatters gradients and all-gathers parameters once per step;
 * ZeRO-2 reduce-scatters every micro-batch; ZeRO-3 also all-gathers the parameters in every
 * micro-batch's forward and backward (3Ψ per micro-batch, 1.5x DDP). Megatron reduces fp32
 * main gradients; DeepSpeed and FSDP (ZeRO-2/3) reduce 16-bit gradients. `layerWeights` of
 * the `params` are transformer-layer weights, gathered in layerWeightGatherBytes() each
 * (FP8 parameter gather); the others in 16 bits.
 */
GradientTraffic gradientTraffic(double params, const GroupPlacement& group, int zeroStage,
                                int64_t microbatches, const TrainingSpec& training,
                                const ClusterSpec& cluster, double layerWeights = 0);

/**
 * The collectives data parallelism uses, resolved once for a group. ZeRO-3's per-layer
 * gathers and reduce-scatters take shardedParameterPath() (a per-GPU NIC rate across nodes);
 * `shardedOverlap` is the share of the compute window they hide behind and
 * `overlapSlowdown` the compute slowdown while the group's tier is busy.
 */
struct GroupCosts
{
    int size = 1;
    double ringFactor = 0; ///< (n-1)/n
    LinearCost allReduce, allGather, reduceScatter;
    LinearCost shardedGather, shardedScatter;
    double shardedOverlap = 1.0;
    double overlapSlowdown = 0;
    GroupCosts() = default;
    GroupCosts(const GroupPlacement& group, const ClusterSpec& cluster);
};

/** Same as above on pre-resolved costs (the estimator's per-stage loop). */
GradientTraffic gradientTraffic(double params, const GroupCosts& group, int zeroStage,
                                int64_t microbatches, const TrainingSpec& training, double layerWeights = 0);

} // namespace shardscope
