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

namespace shardscope {

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

} // namespace shardscope
