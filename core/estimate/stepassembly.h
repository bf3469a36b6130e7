// The step after the schedule: the makespan with stragglers, exposed data-parallel traffic and
// the optimizer, never shorter than the time one NIC needs for its bytes.
#pragma once

#include "costmodel.h"
#include "core/model/scenario.h"

#include <cstdint>

namespace shardscope {

/**
 * Bytes one NIC of the busiest rank carries per step: its layers' TP/CP/EP collectives for
 * every micro-batch, its pipeline transfers (forward and backward, per chunk) and its
 * data-parallel traffic, from the same per-call byte counts the times use.
 */
double nicBytesPerStep(const CostModel& cm, const RankWork& busiest, int64_t microbatches,
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

} // namespace shardscope
