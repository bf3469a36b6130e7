#pragma once

#include "communication.h"
#include "compute.h"
#include "kernelcache.h"
#include "overlapwindows.h"
#include "paramcount.h"
#include "pipeline.h"
#include "stagelayout.h"
#include "stageparams.h"
#include "report.h"
#include "topology/placement.h"

namespace shardscope {

/**
 * The TP/CP/EP communication of one layer-micro-batch that its compute does not hide, by
 * pipeline operation (what the schedule carries) and by dimension (what the report shows;
 * tp + cp + ep = passes.forward + passes.backward).
 */
struct ExposedComm
{
    OpTimes passes;
    double tp = 0, cp = 0, ep = 0;
};

/**
 * Exposure of one layer's collectives behind the layer's own timed kernels, as the
 * scenario's overlap switches and Megatron-Core / Transformer Engine run them:
 * - TP forward: exposed, or with `overlap.tensor_parallel` (TE userbuffers) each gather
 *   behind the column-parallel GEMM it feeds and each reduce behind the row-parallel GEMM
 *   that produces it. TP backward: the column-parallel input-gradient all-reduce /
 *   reduce-scatter is asynchronous behind the weight-gradient GEMM and SP's re-gather of the
 *   input behind the input-gradient GEMM (layers.py, always); the row-parallel output
 *   gradient's gather (SP) is exposed unless the switch is on (then behind its input-gradient
 *   GEMM); full recompute's re-run forward collectives as in the forward. An MoE layer's MLP
 *   block has the token dispatcher's TP collectives instead: with EP's.
 * - CP (`overlap.context_parallel`): the ring's c-1 transfers each behind one block of the
 *   attention kernel, i.e. behind (c-1)/c of it, forward and backward.
 * - EP: exposed unless `overlap.expert_parallel` or DualPipe; then one micro-batch's
 *   dispatch/combine behind another's paired forward + backward of the layer.
 * Overlapped compute slows by the carrying tier's `overlap_slowdown`.
 */
ExposedComm exposedComm(const LayerComm& comm, const LayerWindows& windows, const Scenario& scenario,
                        const Placement& placement);

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
    P2pTransfer p2p;
    GroupCosts denseGradients, expertGradients; ///< DP x CP and expert-DP collectives
    OpTimes embedding;                               ///< lookup and its gradient (first stage)

    CostModel(const Scenario& scenario, const ModelParams& params);
};

/** One rank's work for one micro-batch through everything it trains. */
struct RankWork
{
    OpTimes compute;
    OpTimes exposed;        ///< TP/CP/EP communication on the critical path of its ops
    double hardwareFlops = 0;
    int denseLayers = 0;
    int moeLayers = 0;

    OpTimes total() const
    {
        OpTimes t = compute;
        t += exposed;
        return t;
    }
};

/** One rank's work per micro-batch; appends its per-chunk F/B/W durations when asked. */
RankWork rankWork(const CostModel& cm, const Scenario& scenario, const ModelParams& params,
                  const StageLayout& stage, StageDurations* durations = nullptr);

/** Data-parallel traffic of one stage's parameters and what the schedule leaves exposed. */
struct DataParallelCost
{
    double seconds = 0;
    double exposed = 0;
    double bytes = 0;
    double nicBytes = 0; ///< bytes one NIC carries per step
    GradientTraffic dense, expert;
};

/**
 * Megatron's overlap: gradient buckets reduce during the last micro-batch's backward (the
 * last bucket cannot hide), the parameter all-gather hides behind the next step's first
 * forward, and ZeRO-2/3's per-micro-batch traffic behind each micro-batch's compute.
 */
DataParallelCost dataParallelCost(const Scenario& scenario, const CostModel& cm,
                                  const HeldParams& held, const OpTimes& perMicrobatch,
                                  int64_t microbatches);

/**
 * The optimizer step on one GPU as memory passes over its local shard (gradient copy, fp16
 * unscale, norm, clip, Adam/SGD update, parameter copy), each pass one kernel launch; or,
 * with offload, host memory and PCIe.
 */
double optimizerSeconds(const Scenario& scenario, const CostModel& cm, const HeldParams& held);

/**
 * Bytes one NIC of the busiest rank carries per step: its layers' TP/CP/EP collectives for
 * every micro-batch, its pipeline transfers (forward and backward, per chunk) and its
 * data-parallel traffic, from the same per-call byte counts the times use.
 */
double nicBytesPerStep(const CostModel& cm, int denseLayers, int moeLayers, int64_t microbatches,
                       int chunksPerRank, double dataParallelNicBytes);

/** The step after the schedule (shared by estimate() and the search's fast path). */
struct StepAssembly
{
    double stepS = 0;
    double stragglerFactor = 1; ///< on the makespan
    double stragglerS = 0; ///< added to the makespan by stragglers of multi-node DP groups
    double nicBytesPerSecond = 0; ///< one NIC's achievable rate (nicAchievableBytesPerSecond)
    double nicFloorS = 0;  ///< bytes per NIC / the NIC's achievable rate
    double nicExtraS = 0;  ///< what the floor adds to the step (exposed communication)
    bool nicBound = false; ///< the floor sets the step
};

/**
 * makespan x straggler factor + exposed DP traffic + optimizer, never shorter than the NIC
 * floor. Straggler factor (SimuMax): 1 + L/(L+1) x c x sqrt(L), L = log2(nodes the DP group
 * spans), c = the network tier's straggler coefficient; 1 when the group stays in a node.
 * The floor uses the network tier's default fit efficiency on one NIC's line rate.
 */
StepAssembly assembleStep(const Scenario& scenario, const CostModel& cm, double makespan,
                          double dataParallelExposed, double optimizer, double nicBytes);

/**
 * Fills `report.pipeline`, `communication`, `compute` and `step`. With `simulate` the
 * schedule is built and simulated; otherwise the closed form of pipeline.h is used on the
 * busiest rank (what the search ranks by). `report.memory` must be filled already.
 */
void estimateTime(const Scenario& scenario, const ModelParams& params, int64_t microbatches,
                  bool simulate, Report& report);

} // namespace shardscope
