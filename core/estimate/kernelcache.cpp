#include "kernelcache.h"

#include <array>

namespace shardscope {

namespace {

/** The scalar inputs of kernel times (the model and GPU are compared whole, after these). */
struct ShapeKey
{
    double seq, seqLocal, microBatch;
    int tp, etp, ep;
    bool sequenceParallel, flashAttention;
    Recompute recompute;
    Precision precision;
    GradPrecision mainGrads;
    int64_t paddedVocab;

    bool operator==(const ShapeKey&) const = default;
};

struct Entry
{
    ShapeKey key{};
    ModelSpec model;
    GpuSpec gpu;
    std::shared_ptr<const TimedKernels> kernels;
};

constexpr size_t kEntries = 16;

std::shared_ptr<const TimedKernels> build(const Scenario& s, const ActivationContext& ctx, int64_t paddedVocab)
{
    auto t = std::make_shared<TimedKernels>();
    const KernelRates rates = kernelRates(s.cluster, s.training.precision);
    const Recompute recompute = s.training.recompute;
    layerKernels(s, ctx, false, t->dense);
    timeKernels(t->dense, rates);
    t->denseCompute = passTimes(t->dense, recompute);
    if (s.model.isMoe()) {
        layerKernels(s, ctx, true, t->moe);
        timeKernels(t->moe, rates);
        t->moeCompute = passTimes(t->moe, recompute);
    }
    // The output layer and loss sit outside the recomputed transformer block.
    outputKernels(s, ctx, paddedVocab, t->output);
    timeKernels(t->output, rates);
    t->outputCompute = passTimes(t->output, Recompute::None);
    embeddingKernels(s, ctx, t->embedding);
    timeKernels(t->embedding, rates);
    t->embeddingCompute = passTimes(t->embedding, Recompute::None);
    return t;
}

} // namespace

std::shared_ptr<const TimedKernels> timedKernels(const Scenario& s, const ActivationContext& ctx,
                                                 int64_t paddedVocab)
{
    const ShapeKey key{ctx.seq,
                       ctx.seqLocal,
                       ctx.microBatch,
                       s.parallel.tp,
                       s.parallel.expertTensorParallel(),
                       s.parallel.ep,
                       ctx.sequenceParallel,
                       ctx.flashAttention,
                       s.training.recompute,
                       s.training.precision,
                       s.training.mainGrads,
                       paddedVocab};
    thread_local std::array<Entry, kEntries> cache;
    thread_local size_t next = 0;
    for (const Entry& e : cache)
        if (e.kernels && e.key == key && e.model == s.model && e.gpu == s.cluster.gpu)
            return e.kernels;
    Entry& slot = cache[next];
    next = (next + 1) % kEntries;
    slot.key = key;
    slot.model = s.model;
    slot.gpu = s.cluster.gpu;
    slot.kernels = build(s, ctx, paddedVocab);
    return slot.kernels;
}

} // namespace shardscope
