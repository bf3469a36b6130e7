// How Megatron-LM is told the layer split over the pipeline that the estimate uses.
#pragma once

#include "core/model/parallelconfig.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/**
 * The plainest of Megatron-LM's spellings that builds exactly the chunks the estimate splits
 * the layers into (core/estimate/stagelayout.h): nothing for an even split; the first/last
 * stage flags when the ranks between hold equal counts and every count divides by the
 * chunks per rank (MLM-15); the embedding / loss flags when the counted split divides
 * (MLM-9, MLM-12); otherwise a --pipeline-model-parallel-layout string (Megatron-Core 0.13
 * and later), which takes any split, the virtual stages included.
 */
struct MegatronLayerSplit
{
    enum class Form
    {
        Even,        ///< no flag
        FirstLast,   ///< --decoder-first/last-pipeline-num-layers
        CountedEnds, ///< --account-for-embedding/loss-in-pipeline-split
        Layout       ///< --pipeline-model-parallel-layout
    };
    Form form = Form::Even;
    std::optional<int> first; ///< FirstLast: layers of the first rank, if given
    std::optional<int> last;  ///< FirstLast: layers of the last rank, if given
    bool embedding = false;   ///< CountedEnds
    bool loss = false;        ///< CountedEnds
    std::string layout;       ///< Layout: "Et*7|(t*8|)*14,t*7L"
    std::vector<int> rankLayers; ///< layers of each pipeline rank (for messages)

    bool even() const { return form == Form::Even; }
};

/**
 * The split as Megatron-LM builds it for `exported` (the scenario's parallel settings with
 * the pipeline and chunks per rank actually exported, line placement: Megatron has no V or
 * two-way placement), `layers` transformer layers and `mtpLayers` MTP layers after them.
 */
MegatronLayerSplit megatronLayerSplit(int layers, int mtpLayers, const ParallelConfig& exported);

/**
 * Megatron-Core's layout string for chunk counts in model order (chunk v·pp + r is rank r's
 * v-th): "E" (the embedding) opens the first chunk, "L" (the loss) closes the last, after
 * the MTP layers ("m"); "t*n" is n transformer layers, "|" ends a chunk, and a run of equal
 * chunks is written once as "(t*n|)*k".
 */
std::string pipelineLayout(const std::vector<int>& chunkLayers, int mtpLayers);

} // namespace shardscope
