#pragma once

#include "clusterspec.h"
#include "measuredrun.h"
#include "modelspec.h"
#include "parallelconfig.h"
#include "trainingspec.h"

#include <optional>
#include <string>

namespace shardscope {

/** Everything the estimator needs: one model on one cluster, split one way, trained one way. */
struct Scenario
{
    std::string name;
    ModelSpec model;
    ClusterSpec cluster;
    ParallelConfig parallel;
    TrainingSpec training;
    /** What a real run of this plan measured (scenario files' "measured"); shown, never estimated from. */
    std::optional<MeasuredRun> measured;

    bool operator==(const Scenario&) const = default;
};

} // namespace shardscope
