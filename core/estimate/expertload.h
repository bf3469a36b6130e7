#pragma once

#include "core/model/scenario.h"

#include <optional>

namespace shardscope {

/**
 * The routed work of the busiest expert-parallel rank against even routing: the one place
 * that turns training.moe (capacity factor, load imbalance, padding) into numbers. The
 * expert GEMMs, the permute kernels, the expert activations kept for the backward pass and
 * the all-to-all volume all scale by `factor`: the all-to-alls wait for the busiest rank, so
 * its work sets the layer's time, and its memory is the stage's peak.
 */
struct ExpertLoad
{
    double imbalance = 1;    ///< the busiest rank's routed tokens over the mean (1 at EP 1)
    double factor = 1;       ///< the busiest rank's token rows over the even share
    double droppedShare = 0; ///< of the busiest rank's routed tokens, those beyond its capacity
    double capacityFactor = 0; ///< training.moe.capacity_factor (0: dropless)
    bool capped = false;     ///< a capacity factor is set (Megatron-Core drops beyond it)
    bool padded = false;     ///< every expert runs its full capacity

    bool operator==(const ExpertLoad&) const = default;
};

/**
 * The load of the busiest rank. One GPU that holds every expert (EP 1) sees the mean
 * whatever the routing, so the imbalance counts only from EP 2. A capacity caps each expert
 * at capacity-factor times its even share, so the rank at `min(imbalance, capacity)` and the
 * excess, spread over its experts, dropped; padding runs every expert at its capacity.
 */
ExpertLoad expertLoad(const MoeRouting& routing, int ep);
/** The busiest rank's load for a model with experts; nothing for a dense one. */
std::optional<ExpertLoad> expertLoadOf(const Scenario& s);
inline ExpertLoad expertLoad(const Scenario& s)
{
    return expertLoad(s.training.moe, s.parallel.ep);
}

} // namespace shardscope
