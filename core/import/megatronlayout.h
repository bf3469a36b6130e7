// Megatron-Core's --pipeline-model-parallel-layout read into the scenario's stage split.
#pragma once

#include "core/model/parallelconfig.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** A layout string unrolled: the transformer layers of each chunk in model order, and where E, L and m sit. */
struct PipelineLayout
{
    std::vector<int> chunkLayers; ///< decoder layers of chunk v·pp + r (rank r, virtual stage v)
    int virtualStages = 1;
    int mtpLayers = 0;
    bool embeddingFirst = false; ///< E is in the first chunk, and only there
    bool lossLast = false;       ///< L is in the last chunk, and only there
    bool mtpLast = true;         ///< every m is in the last chunk or the one before it on the last rank
};

/**
 * Unrolls a layout as Megatron-Core's PipelineParallelLayerLayout.parse_str_to_list does
 * (commas dropped, `(...)*n` then `x*n` unrolled, stages split at '|', characters E t m L);
 * throws std::invalid_argument with why when it is not one, or its stages do not divide by `pp`.
 */
PipelineLayout parsePipelineLayout(const std::string& text, int pp);

/**
 * The stage settings (first/last rank layer counts, the embedding and loss counted in the
 * split) whose split (chunkLayerCounts()) is exactly the layout's, applied to `parallel` with
 * its virtual stages and schedule; nullopt when no setting ShardScope has gives that split.
 */
std::optional<ParallelConfig> splitForLayout(const PipelineLayout& layout, int layers, ParallelConfig parallel);

} // namespace shardscope
