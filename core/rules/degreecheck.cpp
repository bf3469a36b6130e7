#include "degreecheck.h"

#include "core/estimate/stagelayout.h"
#include "core/model/normalise.h"

#include <algorithm>

namespace shardscope {

std::optional<DegreeProblem> degreeProblem(const Scenario& scenario, Dim dim, int value, bool fillCluster)
{
    using K = DegreeProblem::Kind;
    if (value < 1 && !(dim == Dim::Etp && value == 0))
        return DegreeProblem{K::ShapeNotDivisible, 0, value};
    Scenario t = scenario;
    apply(t, Change::degree(scenario, dim, value, fillCluster));
    const ParallelConfig& p = t.parallel;
    const ModelSpec& m = t.model;
    if (dim == Dim::Tp && value > 1) {
        for (int64_t width : {int64_t(m.heads), m.mla ? int64_t(m.heads) : int64_t(m.kvHeads), m.ffnHidden})
            if (width % value != 0)
                return DegreeProblem{K::ShapeNotDivisible, width, value};
    }
    if (dim == Dim::Ep && value > 1 && (!m.isMoe() || m.moe->experts % value != 0))
        return DegreeProblem{K::ExpertsNotDivisible, m.isMoe() ? m.moe->experts : 0, value};
    const int64_t chunks = modelChunkCount(p);
    // As rule pipeline.more_stages_than_layers: only a chunk with nothing to do is a problem,
    // not an end chunk holding the embedding or the loss alone.
    if (chunks > m.layers && idleChunkCount(m.layers, p) > 0)
        return DegreeProblem{K::MoreChunksThanLayers, chunks, m.layers};
    const int64_t world = p.worldSize();
    const int64_t cluster = t.cluster.totalGpus();
    if (world > cluster)
        return DegreeProblem{K::TooManyGpus, world, cluster};
    const bool dpFollows = fillCluster && (dim == Dim::Tp || dim == Dim::Pp || dim == Dim::Cp);
    if (dpFollows && world < cluster)
        return DegreeProblem{K::IdleGpus, cluster - world, cluster};
    const int64_t perStep = t.training.microBatch * int64_t(p.dp);
    if (perStep <= 0 || t.training.globalBatch % perStep != 0)
        return DegreeProblem{K::BatchNotDivisible, t.training.globalBatch, perStep};
    return std::nullopt;
}

} // namespace shardscope
