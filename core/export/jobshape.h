#pragma once

#include "exportresult.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope {

/**
 * The numbers every launcher needs, derived once from the scenario: the world, how many
 * whole nodes it takes, the parallel degrees, the batch split and the pipeline split.
 */
struct JobShape
{
    int64_t world = 1;
    int gpusPerNode = 1; ///< processes per node the launch uses
    int64_t nodes = 1;   ///< nodes the launch uses (may be fewer than the cluster has)
    int tp = 1, pp = 1, cp = 1, dp = 1, ep = 1, etp = 1;
    int virtualStages = 1; ///< model chunks per pipeline rank (interleaved 1F1B only)
    int64_t microBatch = 1;
    int64_t globalBatch = 1;
    int64_t microbatches = 1; ///< per pipeline per step: global / (micro x DP)
    int layers = 1;
    int64_t seqLength = 1;
    bool interleaved = false;
};

/** Why a scenario cannot be launched at all (rule, text), checked before any target. */
struct LaunchProblem
{
    std::string rule;
    TranslatableText text;
};

/**
 * The shape of the launch, or the reason there is none: the layout needs more GPUs than
 * the cluster has, does not fill whole nodes, or the batch does not divide (MLM-16 and its
 * equivalents in every launcher).
 */
std::optional<LaunchProblem> jobShape(const Scenario& scenario, JobShape& shape);

/**
 * jobShape() as every exporter starts: true with `shape` filled in, or false with `result`
 * refused. `batchRule` is the launcher's own name for the batch rule (MLM-16 in Megatron).
 */
bool launchShape(const Scenario& scenario, JobShape& shape, ExportResult& result, std::string_view batchRule = "MLM-16");

/**
 * For a launcher that splits the layers over the pipeline by a rule of its own (DeepSpeed,
 * torchtitan, accelerate): when the scenario sets the stage split (first or last stage
 * counts, the embedding or the loss counted) and there is a pipeline, records under `rule`
 * that the split is not written and the plan changes.
 */
void adaptUnwrittenLayerSplit(const Scenario& scenario, const JobShape& shape, std::string rule, ExportResult& result);

} // namespace shardscope
