#pragma once

#include "search.h"

#include <vector>

namespace shardscope {

/** The best configuration at one cluster size. */
struct ScalingRow
{
    int64_t gpus = 0;
    bool feasible = false;      ///< something fits at this size
    RankedConfiguration best;   ///< valid when feasible
    double tokensPerS = 0;
    double tokensPerSPerGpu = 0;
    double speedup = 0;    ///< tokens/s over the first feasible size's
    double efficiency = 0; ///< tokens/s per GPU over the first feasible size's (1 = linear scaling)
    SearchCounts counts;
    double wallS = 0;
};

struct ScalingSweep
{
    std::vector<ScalingRow> rows;
    bool cancelled = false;
    double wallS = 0;
};

/** One node, then doubling, up to the whole cluster (which is always the last size). */
std::vector<int64_t> scalingSizes(const ClusterSpec& cluster);

/**
 * The best configuration at every size of scalingSizes() for the scenario's model and global
 * batch: one search per size (Top-1, no points kept). Shows where adding GPUs stops paying:
 * at a fixed global batch each GPU gets fewer sequences, the pipeline fewer micro-batches,
 * and communication a larger share. Progress fractions cover the whole sweep.
 */
ScalingSweep runScalingSweep(const Scenario& scenario, const SearchOptions& options, const SearchControl& control = {});

} // namespace shardscope
