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

void layoutStage(int rank, int layers, const ParallelConfig& parallel, StageLayout& out)
{
    const int p = std::max(parallel.pp, 1);
    out.rank = rank;
    out.chunks.clear();
    out.embedding = out.output = out.embeddingCopy = out.outputCopy = false;
    auto add = [&](int index, int chunks, bool copy) {
        out.chunks.push_back({chunkFirstLayer(index, chunks, layers),
                              chunkLayerCount(index, chunks, layers), copy});
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

StageSignature stageSignature(const StageLayout& stage, const ModelSpec& model)
{
    StageSignature sig;
    for (const auto& chunk : stage.chunks) {
        const int moe = model.moeLayersInRange(chunk.firstLayer, chunk.layerCount);
        (chunk.copy ? sig.copyMoe : sig.moeLayers) += moe;
        (chunk.copy ? sig.copyDense : sig.denseLayers) += chunk.layerCount - moe;
    }
    sig.embedding = stage.embedding;
    sig.output = stage.output;
    sig.embeddingCopy = stage.embeddingCopy;
    sig.outputCopy = stage.outputCopy;
    return sig;
}

StageSignature stageSignatureAt(int rank, const ModelSpec& model, const ParallelConfig& parallel)
{
    const int p = std::max(parallel.pp, 1);
    const int layers = model.layers;
    StageSignature sig;
    auto add = [&](int index, int chunks, bool copy) {
        const int count = chunkLayerCount(index, chunks, layers);
        const int moe = model.moeLayersInRange(chunkFirstLayer(index, chunks, layers), count);
        (copy ? sig.copyMoe : sig.moeLayers) += moe;
        (copy ? sig.copyDense : sig.denseLayers) += count - moe;
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
