// The per-layer and per-micro-batch costs of a scenario (CostModel), and one rank's work per
// micro-batch from them (rankWork()): what both the simulated and the closed-form step start from.
#pragma once

#include "activations.h"
#include "communication.h"
#include "compute.h"
#include "exposedcomm.h"
#include "overlapwindows.h"
#include "paramcount.h"
#include "pipeline.h"
#include "stagelayout.h"
#include "core/hardware/kerneltimes.h"
#include "core/model/scenario.h"
#include "core/topology/placement.h"

#include <optional>

namespace shardscope {

struct RankWork;

/**
 * What the layers full recompute's block method leaves alone cost: every layer kind's
 * figures without recompute (Megatron --recompute-method block stores those layers whole).
 */
struct PlainLayerCosts
{
    ActivationContext ctx;
    OpTimes denseCompute, moeCompute;
    LayerComm denseComm, moeComm;
    ExposedComm denseExposed, moeExposed;
    double denseHardwareFlops = 0, moeHardwareFlops = 0;
};

/**
 * A local-attention layer against a global one of the same kind, per layer-micro-batch: the
 * change in compute and in hardware FLOPs (negative: a window or chunk attends to fewer keys),
 * under the scenario's recompute, and without recompute for the layers full recompute's block
 * method leaves alone. Its collectives, and the compute they hide behind, are the global
 * layer's: the attention kernel is not what TP or EP communication overlaps.
 */
struct LocalAttentionDelta
{
    OpTimes dense, moe, plainDense, plainMoe;
    double denseFlops = 0, moeFlops = 0, plainDenseFlops = 0, plainMoeFlops = 0;
};

/**
 * The per-layer and per-micro-batch costs of a scenario, computed once. The full path
 * (simulated schedule) and the closed-form path (search) both start from it, so they can
 * only differ in how the schedule turns per-rank work into a makespan.
 */
struct CostModel
{
    Placement placement;
    ActivationContext ctx;
    ComputeRates rates;
    KernelRates kernelRates;
    LayerWork denseWork, moeWork, outputWork;
    OpTimes denseCompute, moeCompute, outputCompute; ///< compute only, per layer-micro-batch
    LayerComm denseComm, moeComm;
    LayerWindows denseWindows, moeWindows;           ///< compute the collectives hide behind
    ExposedComm denseExposed, moeExposed;            ///< exposed TP/CP/EP communication
    double denseHardwareFlops = 0, moeHardwareFlops = 0, outputHardwareFlops = 0;
    OpTimes mtpProjection;               ///< one MTP module's norms and projection (mtpProjectionKernels())
    double mtpProjectionHardwareFlops = 0;
    P2pTransfer p2p;
    GroupCosts denseGradients, expertGradients; ///< DP x CP and expert-DP collectives
    OpTimes embedding;                               ///< lookup and its gradient (first stage)
    /// Activation offload, per offloaded layer and micro-batch: the bytes each way and what
    /// the copies add to the layer's forward (D2H behind the next layer's forward) and
    /// backward (H2D ahead of it, behind the previous layer's backward).
    int offloadLayers = 0; ///< training.offload_activation_layers
    double offloadBytesDense = 0, offloadBytesMoe = 0;
    OpTimes offloadStallDense, offloadStallMoe;
    /// Full recompute by blocks: the costs of the layers it does not recompute.
    std::optional<PlainLayerCosts> plain;
    int blockLayers = 0; ///< block method: the layers of each chunk it recomputes (0: every layer)
    /// Sliding-window or chunked attention: what its layers change (ModelSpec::localAttention).
    std::optional<LocalAttentionDelta> local;

    CostModel(const Scenario& scenario, const ModelParams& params);

    /** A LayerComm figure summed over a rank's layers, each at its own recompute's cost. */
    double overLayers(const RankWork& w, double LayerComm::*figure) const;
    /** An ExposedComm figure summed over a rank's layers. */
    double overLayers(const RankWork& w, double ExposedComm::*figure) const;
    /** A TP collective's calls per micro-batch summed over a rank's layers. */
    double overLayers(const RankWork& w, double TpCallCounts::*calls) const;
};

/** One rank's work for one micro-batch through everything it trains. */
struct RankWork
{
    OpTimes compute;
    OpTimes exposed;        ///< TP/CP/EP communication on the critical path of its ops
    double hardwareFlops = 0;
    int denseLayers = 0;
    int moeLayers = 0;
    int plainDenseLayers = 0; ///< of those, the ones full recompute's block method leaves alone
    int plainMoeLayers = 0;
    double offloadBytes = 0;  ///< activation offload: bytes to the host (and back) per micro-batch
    OpTimes offloadStall;     ///< of `compute`, the copies the layers' work does not hide

    OpTimes total() const
    {
        OpTimes t = compute;
        t += exposed;
        return t;
    }
};

/**
 * How many layers of each kind some chunks run, and how many of them hold the model's ends:
 * the counts rankWork() weighs the per-layer costs by. It depends on the layout, the model and
 * two training settings (block recompute's layers, offloaded layers), not on the costs, so
 * the search's fast path keeps one per stage kind while the costs change.
 */
struct LayerTally
{
    int denseLayers = 0, moeLayers = 0;
    int plainDenseLayers = 0, plainMoeLayers = 0; ///< of those, left alone by block recompute
    /// Local-attention layers among the recomputed and the plain ones, by kind.
    int localDense = 0, localMoe = 0, localPlainDense = 0, localPlainMoe = 0;
    int offloadedDense = 0, offloadedMoe = 0; ///< activation offload (first layers of the model)
    int embeddings = 0; ///< chunks that start with the embedding
    int outputs = 0;    ///< chunks that end with the output layer (and the MTP modules)

    LayerTally& operator+=(const LayerTally& o);
};

/** The tally of what `stage` runs (DualPipe's mirrored copies excluded) under `cm`'s settings. */
LayerTally rankTally(const CostModel& cm, const ModelSpec& model, const StageLayout& stage);

/** The work of the layers `tally` counts, per micro-batch, at `cm`'s costs. */
RankWork weighTally(const CostModel& cm, const ModelSpec& model, const ModelParams& params, const LayerTally& tally);

/** One rank's work per micro-batch (weighTally() of its rankTally()); appends its per-chunk
 * F/B/W durations when asked. */
RankWork rankWork(const CostModel& cm, const Scenario& scenario, const ModelParams& params,
                  const StageLayout& stage, StageDurations* durations = nullptr);

} // namespace shardscope
