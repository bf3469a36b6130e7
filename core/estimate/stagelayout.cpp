#include "stagelayout.h"

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

std::vector<StageLayout> layoutStages(int layers, const ParallelConfig& parallel)
{
    const int p = std::max(parallel.pp, 1);
    std::vector<StageLayout> stages(static_cast<size_t>(p));
    for (int r = 0; r < p; ++r)
        stages[size_t(r)].rank = r;

    auto chunkStarts = [](const std::vector<int>& counts) {
        std::vector<int> starts(counts.size(), 0);
        for (size_t i = 1; i < counts.size(); ++i)
            starts[i] = starts[i - 1] + counts[i - 1];
        return starts;
    };

    switch (parallel.schedule) {
    case PipelineSchedule::Interleaved1F1B: {
        const int v = parallel.effectiveVirtualStages();
        const auto counts = splitLayers(layers, p * v);
        const auto starts = chunkStarts(counts);
        for (int c = 0; c < p * v; ++c)
            stages[size_t(c % p)].chunks.push_back({starts[size_t(c)], counts[size_t(c)], false});
        stages.front().embedding = true;
        stages.back().output = true;
        break;
    }
    case PipelineSchedule::ZeroBubbleV: {
        const auto counts = splitLayers(layers, 2 * p);
        const auto starts = chunkStarts(counts);
        for (int r = 0; r < p; ++r) {
            const int down = r, up = 2 * p - 1 - r;
            stages[size_t(r)].chunks.push_back({starts[size_t(down)], counts[size_t(down)], false});
            stages[size_t(r)].chunks.push_back({starts[size_t(up)], counts[size_t(up)], false});
        }
        stages.front().embedding = true;
        stages.front().output = true; // the V returns to rank 0
        break;
    }
    case PipelineSchedule::DualPipe: {
        const auto counts = splitLayers(layers, p);
        const auto starts = chunkStarts(counts);
        for (int r = 0; r < p; ++r) {
            const int mirror = p - 1 - r;
            stages[size_t(r)].chunks.push_back({starts[size_t(r)], counts[size_t(r)], false});
            if (mirror != r)
                stages[size_t(r)].chunks.push_back(
                    {starts[size_t(mirror)], counts[size_t(mirror)], true});
        }
        stages.front().embedding = true;
        stages.back().output = true;
        if (p > 1) {
            stages.back().embeddingCopy = true;
            stages.front().outputCopy = true;
        }
        break;
    }
    default: {
        const auto counts = splitLayers(layers, p);
        const auto starts = chunkStarts(counts);
        for (int r = 0; r < p; ++r)
            stages[size_t(r)].chunks.push_back({starts[size_t(r)], counts[size_t(r)], false});
        stages.front().embedding = true;
        stages.back().output = true;
        break;
    }
    }
    return stages;
}

} // namespace shardscope
