#include "stagelayout.h"

#include "core/model/schedule.h"

#include <algorithm>

namespace shardscope {

int StageLayout::layerCount() const
{
    int n = 0;
    for (const auto& c : chunks)
        n += c.copy ? 0 : c.layerCount;
    return n;
}

int StageLayout::heldLayerCount() const
{
    int n = 0;
    for (const auto& c : chunks)
        n += c.layerCount;
    return n;
}

int chunkLayerCount(int index, int chunks, int layers)
{
    chunks = std::max(chunks, 1);
    const int base = layers / chunks, extra = layers % chunks;
    // Chunks ranked by distance from the middle (ties: lower index first); the first
    // `extra` of them take one more layer, keeping the ends (embedding, output) lighter.
    int position;
    if (chunks % 2 == 1) {
        const int d = index - chunks / 2;
        position = d == 0 ? 0 : d < 0 ? -2 * d - 1 : 2 * d;
    } else {
        const int d = index - (chunks / 2 - 1);
        position = d > 0 ? 2 * d - 1 : -2 * d;
    }
    return base + (position < extra ? 1 : 0);
}

std::vector<int> splitLayers(int layers, int chunks)
{
    chunks = std::max(chunks, 1);
    std::vector<int> counts(static_cast<size_t>(chunks));
    for (int c = 0; c < chunks; ++c)
        counts[size_t(c)] = chunkLayerCount(c, chunks, layers);
    return counts;
}

int chunkFirstLayer(int index, int chunks, int layers)
{
    chunks = std::max(chunks, 1);
    const int base = layers / chunks, extra = layers % chunks;
    // The chunks with an extra layer form a window [lo, lo + extra) around the middle.
    const int middle = chunks % 2 == 1 ? chunks / 2 : chunks / 2 - 1;
    const int lo = chunks % 2 == 1 ? middle - extra / 2 : middle + 1 - (extra + 1) / 2;
    const int extrasBefore = extra == 0 ? 0 : std::clamp(index - lo, 0, extra);
    return index * base + extrasBefore;
}

namespace {

/** Chunks of the whole model under the schedule's placement, and how many each rank holds. */
int chunkCountOf(const ParallelConfig& parallel, int& perRank)
{
    const int p = std::max(parallel.pp, 1);
    switch (scheduleTraits(parallel.schedule).placement) {
    case ChunkPlacement::Line: perRank = parallel.effectiveVirtualStages(); return p * perRank;
    case ChunkPlacement::Vee: perRank = 2; return 2 * p;
    case ChunkPlacement::TwoWay: perRank = 1; return p;
    }
    perRank = 1;
    return p;
}

/** The rank that trains chunk `chunk` (in model order) and its place among that rank's chunks. */
void ownerOf(int chunk, const ParallelConfig& parallel, int& rank, int& local)
{
    const int p = std::max(parallel.pp, 1);
    switch (scheduleTraits(parallel.schedule).placement) {
    case ChunkPlacement::Line: rank = chunk % p; local = chunk / p; return;
    case ChunkPlacement::Vee:
        rank = chunk < p ? chunk : 2 * p - 1 - chunk;
        local = chunk < p ? 0 : 1;
        return;
    case ChunkPlacement::TwoWay: rank = chunk; local = 0; return;
    }
    rank = chunk;
    local = 0;
}

/**
 * Layers of a rank's chunk `local` of `perRank` when the rank holds `n`: the even rule, but
 * on the first rank of the line placement the chunk with the embedding (its first) and on
 * the last rank the chunk with the loss (its last) are the lighter ones.
 */
int rankChunkLayers(int local, int perRank, int n, int rank, const ParallelConfig& parallel)
{
    const int base = n / perRank, extra = n % perRank;
    const bool line = scheduleTraits(parallel.schedule).placement == ChunkPlacement::Line;
    const int p = std::max(parallel.pp, 1);
    if (line && rank == 0)
        return base + (local >= perRank - extra ? 1 : 0);
    if (line && rank == p - 1)
        return base + (local < extra ? 1 : 0);
    return chunkLayerCount(local, perRank, n);
}

} // namespace

int modelChunkCount(const ParallelConfig& parallel)
{
    int perRank = 1;
    return chunkCountOf(parallel, perRank);
}

ChunkEnds chunkEnds(const StageLayout& stage)
{
    int first = -1, last = -1;
    for (int c = 0; c < int(stage.chunks.size()); ++c)
        if (!stage.chunks[size_t(c)].copy) {
            first = first < 0 ? c : first;
            last = c;
        }
    ChunkEnds ends;
    ends.embedding = stage.embedding ? first : -1;
    ends.output = stage.output ? last : -1;
    return ends;
}

int idleChunkCount(int layers, const ParallelConfig& parallel)
{
    const std::vector<int> counts = chunkLayerCounts(layers, parallel);
    int idle = 0;
    for (size_t c = 1; c + 1 < counts.size(); ++c)
        idle += counts[c] == 0 ? 1 : 0;
    return idle;
}

std::vector<int> rankLayerCounts(int layers, const ParallelConfig& parallel)
{
    const int p = std::max(parallel.pp, 1);
    std::vector<int> counts(size_t(p), 0);
    if (p == 1 || (!parallel.firstStageLayers && !parallel.lastStageLayers)) {
        int perRank = 1;
        const int chunks = chunkCountOf(parallel, perRank);
        const std::vector<int> byChunk = chunkLayerCounts(layers, parallel);
        for (int c = 0; c < chunks; ++c) {
            int rank = 0, local = 0;
            ownerOf(c, parallel, rank, local);
            counts[size_t(rank)] += byChunk[size_t(c)];
        }
        return counts;
    }
    // The first and the last rank as set (never more than the model has), the others share
    // the rest, one more layer on the middle ones; with no other rank the last takes the rest.
    const int first = std::min(parallel.firstStageLayers.value_or(0), layers);
    int rest = layers - (parallel.firstStageLayers ? first : 0);
    const int last = std::min(parallel.lastStageLayers.value_or(0), rest);
    rest -= parallel.lastStageLayers ? last : 0;
    const int lo = parallel.firstStageLayers ? 1 : 0;
    const int hi = parallel.lastStageLayers ? p - 1 : p;
    if (parallel.firstStageLayers)
        counts[0] = first;
    if (parallel.lastStageLayers)
        counts[size_t(p - 1)] = last;
    const int shared = hi - lo;
    if (shared <= 0)
        counts[size_t(p - 1)] += rest;
    else
        for (int r = lo; r < hi; ++r)
            counts[size_t(r)] = chunkLayerCount(r - lo, shared, rest);
    return counts;
}

std::vector<int> chunkLayerCounts(int layers, const ParallelConfig& parallel)
{
    int perRank = 1;
    const int chunks = chunkCountOf(parallel, perRank);
    std::vector<int> counts(size_t(chunks), 0);
    if (std::max(parallel.pp, 1) > 1 && (parallel.firstStageLayers || parallel.lastStageLayers)) {
        const std::vector<int> byRank = rankLayerCounts(layers, parallel);
        for (int c = 0; c < chunks; ++c) {
            int rank = 0, local = 0;
            ownerOf(c, parallel, rank, local);
            counts[size_t(c)] = rankChunkLayers(local, perRank, byRank[size_t(rank)], rank, parallel);
        }
        return counts;
    }
    // The even split of the layers and whatever is counted as one: the embedding's chunk (the
    // first) and the loss's (the last in model order) take one layer fewer, never below none.
    const int embedding = parallel.embeddingInSplit ? 1 : 0, loss = parallel.lossInSplit ? 1 : 0;
    const int total = layers + embedding + loss;
    for (int c = 0; c < chunks; ++c)
        counts[size_t(c)] = chunkLayerCount(c, chunks, total);
    int surplus = 0; // what an end chunk could not give up (it had no layer left)
    auto giveUp = [&](int c, int n) {
        const int taken = std::min(n, counts[size_t(c)]);
        counts[size_t(c)] -= taken;
        surplus += n - taken;
    };
    giveUp(0, embedding);
    giveUp(chunks - 1, loss);
    while (surplus > 0) { // the sum stays the model's: the heaviest chunks give up the rest
        int heaviest = 0;
        for (int k = 1; k < chunks; ++k)
            if (counts[size_t(k)] > counts[size_t(heaviest)])
                heaviest = k;
        if (counts[size_t(heaviest)] == 0)
            break;
        --counts[size_t(heaviest)];
        --surplus;
    }
    return counts;
}

namespace {

/**
 * Where each chunk starts and how many layers it has, in model order: the O(1) rule of the
 * even split, or a table of the split the stage settings ask for (built once per call).
 */
class ChunkGeometry
{
public:
    ChunkGeometry(int layers, const ParallelConfig& parallel) : m_layers(layers), m_even(parallel.evenLayerSplit())
    {
        if (m_even)
            return;
        thread_local std::vector<int> counts;
        counts = chunkLayerCounts(layers, parallel);
        m_first.resize(counts.size() + 1);
        m_first[0] = 0;
        for (size_t c = 0; c < counts.size(); ++c)
            m_first[c + 1] = m_first[c] + counts[c];
    }
    int first(int index, int chunks) const
    {
        return m_even ? chunkFirstLayer(index, chunks, m_layers) : m_first[size_t(index)];
    }
    int count(int index, int chunks) const
    {
        return m_even ? chunkLayerCount(index, chunks, m_layers) : m_first[size_t(index) + 1] - m_first[size_t(index)];
    }

private:
    int m_layers;
    bool m_even;
    std::vector<int> m_first; ///< prefix sums of the chunk counts (not used by the even rule)
};

} // namespace

void layoutStage(int rank, int layers, const ParallelConfig& parallel, StageLayout& out)
{
    const int p = std::max(parallel.pp, 1);
    const ChunkGeometry geometry(layers, parallel);
    out.rank = rank;
    out.chunks.clear();
    out.embedding = out.output = out.embeddingCopy = out.outputCopy = false;
    auto add = [&](int index, int chunks, bool copy) {
        out.chunks.push_back({geometry.first(index, chunks), geometry.count(index, chunks), copy});
    };
    switch (scheduleTraits(parallel.schedule).placement) {
    case ChunkPlacement::Line: { // one chunk, or the virtual stages round robin
        const int v = parallel.effectiveVirtualStages();
        for (int c = rank; c < p * v; c += p)
            add(c, p * v, false);
        out.embedding = rank == 0;
        out.output = rank == p - 1;
        break;
    }
    case ChunkPlacement::Vee:
        add(rank, 2 * p, false);
        add(2 * p - 1 - rank, 2 * p, false);
        out.embedding = out.output = rank == 0; // the V returns to rank 0
        break;
    case ChunkPlacement::TwoWay:
        add(rank, p, false);
        if (p - 1 - rank != rank)
            add(p - 1 - rank, p, true);
        out.embedding = rank == 0;
        out.output = rank == p - 1;
        out.embeddingCopy = p > 1 && rank == p - 1;
        out.outputCopy = p > 1 && rank == 0;
        break;
    }
}

namespace {

/** Adds one chunk of `count` layers from `first` to a signature. */
void addChunk(StageSignature& sig, const ModelSpec& model, int first, int count, bool copy, int blockLayers)
{
    const int moe = model.moeLayersInRange(first, count);
    (copy ? sig.copyMoe : sig.moeLayers) += moe;
    (copy ? sig.copyDense : sig.denseLayers) += count - moe;
    if (blockLayers > 0) {
        const int recomputed = std::min(blockLayers, count);
        const int recomputedMoe = model.moeLayersInRange(first, recomputed);
        (copy ? sig.blockCopyMoe : sig.blockMoe) += recomputedMoe;
        (copy ? sig.blockCopyDense : sig.blockDense) += recomputed - recomputedMoe;
    }
}

} // namespace

StageSignature stageSignature(const StageLayout& stage, const ModelSpec& model, int blockLayers)
{
    StageSignature sig;
    for (const auto& chunk : stage.chunks)
        addChunk(sig, model, chunk.firstLayer, chunk.layerCount, chunk.copy, blockLayers);
    sig.embedding = stage.embedding;
    sig.output = stage.output;
    sig.embeddingCopy = stage.embeddingCopy;
    sig.outputCopy = stage.outputCopy;
    return sig;
}

StageSignature stageSignatureAt(int rank, const ModelSpec& model, const ParallelConfig& parallel, int blockLayers)
{
    const int p = std::max(parallel.pp, 1);
    const ChunkGeometry geometry(model.layers, parallel);
    StageSignature sig;
    auto add = [&](int index, int chunks, bool copy) {
        addChunk(sig, model, geometry.first(index, chunks), geometry.count(index, chunks), copy, blockLayers);
    };
    switch (scheduleTraits(parallel.schedule).placement) {
    case ChunkPlacement::Line: {
        const int v = parallel.effectiveVirtualStages();
        for (int c = rank; c < p * v; c += p)
            add(c, p * v, false);
        sig.embedding = rank == 0;
        sig.output = rank == p - 1;
        break;
    }
    case ChunkPlacement::Vee:
        add(rank, 2 * p, false);
        add(2 * p - 1 - rank, 2 * p, false);
        sig.embedding = sig.output = rank == 0;
        break;
    case ChunkPlacement::TwoWay:
        add(rank, p, false);
        if (p - 1 - rank != rank)
            add(p - 1 - rank, p, true);
        sig.embedding = rank == 0;
        sig.output = rank == p - 1;
        sig.embeddingCopy = p > 1 && rank == p - 1;
        sig.outputCopy = p > 1 && rank == 0;
        break;
    }
    return sig;
}

std::vector<StageLayout> layoutStages(int layers, const ParallelConfig& parallel)
{
    const int p = std::max(parallel.pp, 1);
    std::vector<StageLayout> stages(static_cast<size_t>(p));
    for (int r = 0; r < p; ++r)
        layoutStage(r, layers, parallel, stages[size_t(r)]);
    return stages;
}

} // namespace shardscope
