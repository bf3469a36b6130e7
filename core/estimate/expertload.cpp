#include "expertload.h"

#include <algorithm>

namespace shardscope {

ExpertLoad expertLoad(const MoeRouting& routing, int ep)
{
    ExpertLoad load;
    load.imbalance = ep > 1 ? std::max(1.0, routing.loadImbalance) : 1.0;
    load.capacityFactor = std::max(0.0, routing.capacityFactor);
    load.capped = !routing.dropless();
    load.padded = load.capped && routing.padToCapacity;
    if (!load.capped) {
        load.factor = load.imbalance;
        return load;
    }
    const double capacity = routing.capacityFactor;
    load.factor = load.padded ? capacity : std::min(load.imbalance, capacity);
    load.droppedShare = load.imbalance > capacity ? 1.0 - capacity / load.imbalance : 0.0;
    return load;
}

std::optional<ExpertLoad> expertLoadOf(const Scenario& s)
{
    if (!s.model.isMoe())
        return std::nullopt;
    return expertLoad(s);
}

} // namespace shardscope
