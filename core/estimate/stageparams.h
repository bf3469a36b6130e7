#pragma once

#include "core/model/scenario.h"
#include "paramcount.h"
#include "stagelayout.h"

namespace shardscope {

/** Parameters one GPU of a pipeline stage holds, split by how ZeRO shards them. */
struct HeldParams
{
    double dense = 0;       ///< sharded over DP x CP
    double expert = 0;      ///< sharded over expert-DP
    double copyDense = 0;   ///< DualPipe mirror: weights and gradients only
    double copyExpert = 0;
    double largestUnit = 0; ///< largest layer (or embedding) share, for ZeRO-3 gathers
    double layers = 0;      ///< transformer layers (own, not copies), incl. MTP layers
    double embeddings = 0;  ///< embedding, output layer, positions, final norm (own)

    double total() const { return dense + expert + copyDense + copyExpert; }
};

/**
 * What one GPU of `stage` holds: its layers' TP-sharded parts / t, replicated parts, routed
 * experts / (ETP·EP), the embedding on the first stage, the output layer (or, tied and p > 1,
 * a copy of the embedding) and the final norm and MTP layers on the last.
 */
HeldParams heldParams(const StageLayout& stage, const ModelParams& params, const Scenario& s);

} // namespace shardscope
