#include "kernelcache.h"

#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

namespace shardscope {

PassSums passSums(const KernelList& kernels)
{
    PassSums s;
    for (const Kernel& k : kernels) {
        switch (k.pass) {
        case KernelPass::Forward:
            s.passes.forward += k.seconds;
            s.forwardAll += k.seconds;
            if (k.reRunBySelective)
                s.selective += k.seconds;
            break;
        case KernelPass::InputGrad: s.passes.backward += k.seconds; break;
        case KernelPass::WeightGrad: s.passes.weight += k.seconds; break;
        }
    }
    return s;
}

namespace {

/** The scalar inputs of kernel times; the model and GPU are the cache's generation. */
struct ShapeKey
{
    double seq, seqLocal, microBatch;
    double expertLoad; ///< ActivationContext::expertLoad: the busiest rank's routed rows
    int tp, etp, ep;
    bool sequenceParallel, flashAttention;
    Precision precision;
    GradPrecision mainGrads;
    KernelFusion kernelFusion;
    SelectiveRecompute selectiveRecompute;
    uint8_t recomputeModules; ///< recomputeModuleBits(): which forward kernels selective re-runs
    AttentionKernel attentionKernel;
    int64_t paddedVocab;

    bool operator==(const ShapeKey&) const = default;
};

struct Entry
{
    uint64_t generation = 0; ///< the generation of the (model, GPU) context it was built for
    ShapeKey key{};
    ShapeTimes times;
};

/** Direct-mapped by a hash of the shape key; a search's working set of shapes fits. */
constexpr size_t kEntries = 8192;

/** splitmix64's finaliser: every input bit reaches the low bits the slot index uses. */
uint64_t scramble(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

size_t slotOf(const ShapeKey& k)
{
    uint64_t h = 0;
    auto mix = [&h](uint64_t v) { h = scramble(h ^ v); };
    for (double d : {k.seq, k.seqLocal, k.microBatch, k.expertLoad}) {
        uint64_t bits;
        std::memcpy(&bits, &d, sizeof bits);
        mix(bits);
    }
    mix(uint64_t(uint32_t(k.tp)) << 32 | uint32_t(k.etp));
    mix(uint64_t(uint32_t(k.ep)) << 8 | uint64_t(k.sequenceParallel) << 1 | uint64_t(k.flashAttention));
    mix(uint64_t(k.precision) << 8 | uint64_t(k.mainGrads) | uint64_t(k.kernelFusion) << 16 |
        uint64_t(k.selectiveRecompute) << 24 | uint64_t(k.attentionKernel) << 32 |
        uint64_t(k.recomputeModules) << 40);
    mix(uint64_t(k.paddedVocab));
    return size_t(h % kEntries);
}

ShapeTimes build(const Scenario& s, const ActivationContext& ctx, int64_t paddedVocab)
{
    thread_local KernelList list; // scratch: filled and summed, never kept
    const KernelRates rates = kernelRates(s.cluster, s.training.precision, s.training.attentionKernel);
    ShapeTimes t;
    auto timed = [&](auto fill) {
        list.count = 0;
        fill(list);
        timeKernels(list, rates);
        return passSums(list);
    };
    t.dense = timed([&](KernelList& l) { layerKernels(s, ctx, false, l); });
    t.denseWindows = layerWindows(list);
    if (s.model.isMoe()) {
        t.moe = timed([&](KernelList& l) { layerKernels(s, ctx, true, l); });
        t.moeWindows = layerWindows(list);
    }
    if (s.model.hasLocalAttention()) {
        t.denseLocal = timed([&](KernelList& l) { layerKernels(s, ctx, false, l, true); });
        if (s.model.isMoe())
            t.moeLocal = timed([&](KernelList& l) { layerKernels(s, ctx, true, l, true); });
    }
    t.output = timed([&](KernelList& l) { outputKernels(s, ctx, paddedVocab, l); });
    t.embedding = timed([&](KernelList& l) { embeddingKernels(s, ctx, l); });
    if (s.model.mtpLayers > 0)
        t.mtpProjection = timed([&](KernelList& l) { mtpProjectionKernels(s, ctx, l); });
    return t;
}

// Entries live in calloc'ed memory: all-zero bytes must be an empty entry, and nothing may
// need construction or destruction.
static_assert(std::is_trivially_copyable_v<Entry> && std::is_trivially_destructible_v<Entry>);

struct FreeEntries
{
    void operator()(Entry* e) const { std::free(e); }
};

/** A model and GPU the cache holds shapes for; a new pair takes a slot and a new generation. */
struct Context
{
    uint64_t generation = 0;
    ModelSpec model;
    GpuSpec gpu;
};

/** A few recent (model, GPU) pairs, so A/B comparisons and benchmarks that alternate keep theirs. */
constexpr size_t kContexts = 4;

struct Cache
{
    std::array<Context, kContexts> contexts;
    size_t nextContext = 0;
    uint64_t lastGeneration = 0;
    /// Zeroed memory from calloc, not value-initialised entries: a search's new threads each
    /// get a cache, and of its 8,192 slots (about 4.6 MB) they touch a few hundred; the pages
    /// of the others are never written (generation 0 is an empty slot).
    std::unique_ptr<Entry[], FreeEntries> entries{zeroedEntries()};

    static Entry* zeroedEntries()
    {
        auto* e = static_cast<Entry*>(std::calloc(kEntries, sizeof(Entry)));
        if (!e)
            throw std::bad_alloc();
        return e;
    }

    uint64_t generationOf(const ModelSpec& model, const GpuSpec& gpu)
    {
        for (const Context& c : contexts)
            if (c.generation != 0 && c.model == model && c.gpu == gpu)
                return c.generation;
        Context& c = contexts[nextContext];
        nextContext = (nextContext + 1) % kContexts;
        c.model = model;
        c.gpu = gpu;
        c.generation = ++lastGeneration;
        return c.generation;
    }
};

} // namespace

ShapeTimes shapeTimes(const Scenario& s, const ActivationContext& ctx, int64_t paddedVocab)
{
    thread_local Cache cache;
    const uint64_t generation = cache.generationOf(s.model, s.cluster.gpu);
    const ShapeKey key{ctx.seq,
                       ctx.seqLocal,
                       ctx.microBatch,
                       ctx.expertLoad,
                       std::max(1, s.parallel.tp),
                       std::max(1, s.parallel.expertTensorParallel()),
                       s.parallel.ep,
                       ctx.sequenceParallel,
                       ctx.flashAttention,
                       s.training.precision,
                       s.training.mainGrads,
                       s.training.kernelFusion,
                       s.training.selectiveRecompute,
                       recomputeModuleBits(s.training.recomputeModules),
                       s.training.attentionKernel,
                       paddedVocab};
    Entry& slot = cache.entries[slotOf(key)];
    if (slot.generation != generation || !(slot.key == key)) {
        slot.times = build(s, ctx, paddedVocab);
        slot.key = key;
        slot.generation = generation;
    }
    return slot.times;
}

} // namespace shardscope
