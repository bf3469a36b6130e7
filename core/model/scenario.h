#pragma once

#include "clusterspec.h"
#include "modelspec.h"
#include "parallelconfig.h"
#include "trainingspec.h"

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

    bool operator==(const Scenario&) const = default;
};

} // namespace shardscope
