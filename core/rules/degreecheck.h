#pragma once

// Which values a parallel degree can take without breaking the plan, for the editors that
// offer degrees (the sliders): the same arithmetic the launchers check at start-up.

#include "core/model/dim.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <optional>

namespace shardscope {

/** What setting a degree to a value would break (the first problem found). */
struct DegreeProblem
{
    enum class Kind
    {
        TooManyGpus,       ///< a = GPUs the layout needs, b = GPUs in the cluster
        IdleGpus,          ///< a = GPUs left idle, b = GPUs in the cluster
        BatchNotDivisible, ///< a = global batch, b = micro-batch x DP
        ShapeNotDivisible, ///< a = the model width that does not divide (heads, KV heads or FFN), b = the degree
        MoreChunksThanLayers, ///< a = pipeline chunks, b = layers
        ExpertsNotDivisible,  ///< a = experts, b = the degree
    };
    Kind kind = Kind::TooManyGpus;
    int64_t a = 0;
    int64_t b = 0;
};

/**
 * What setting `dim` to `value` in `scenario` breaks once the editor's couplings have run
 * (shardscope::apply() of Change::degree(), `fillCluster` as the editor has it); nullopt when
 * nothing does. With `fillCluster`, TP, PP and CP must also leave no GPU idle (DP is then the
 * quotient); DP itself may use fewer GPUs than the cluster has, on purpose.
 */
std::optional<DegreeProblem> degreeProblem(const Scenario& scenario, Dim dim, int value, bool fillCluster);

} // namespace shardscope
