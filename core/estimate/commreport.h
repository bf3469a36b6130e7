// The report's communication per dimension (TP, CP, PP, DP, and EP and expert DP for MoE):
// bytes, time, exposed time and the collectives of one GPU of the busiest stage per step.
#pragma once

#include "costmodel.h"
#include "dataparallelcost.h"
#include "report.h"
#include "core/model/scenario.h"

#include <cstdint>

namespace shardscope {

/**
 * Replaces `comm.dims` with one entry per dimension for `busiest` (one rank's work per
 * micro-batch) over `microbatches` micro-batches and `chunksPerRank` model chunks per rank;
 * `pipelineExposed` is the pipeline transfers' time on the critical path, `worstDp` the
 * stage whose data-parallel traffic is most exposed.
 */
void fillCommunicationByDim(CommunicationReport& comm, const Scenario& scenario, const CostModel& cm,
                            const RankWork& busiest, int64_t microbatches, int chunksPerRank,
                            double pipelineExposed, const DataParallelCost& worstDp);

} // namespace shardscope
