#include "megatronlayersplit.h"

#include "core/estimate/stagelayout.h"

#include <algorithm>

namespace shardscope {

namespace {

std::string layersText(int n)
{
    if (n == 0)
        return {};
    return n == 1 ? std::string("t") : "t*" + std::to_string(n);
}

/** Whether every chunk of every rank in [lo, hi) holds the same count. */
bool equalChunks(const std::vector<int>& chunks, int pp, int lo, int hi)
{
    for (size_t c = 0; c < chunks.size(); ++c) {
        const int rank = int(c) % pp;
        if (rank >= lo && rank < hi && chunks[c] != chunks[size_t(lo)])
            return false;
    }
    return true;
}

/** Whether each rank's chunks hold equal counts (Megatron divides a rank's layers evenly). */
bool evenWithinRanks(const std::vector<int>& chunks, int pp)
{
    for (size_t c = size_t(pp); c < chunks.size(); ++c)
        if (chunks[c] != chunks[c % size_t(pp)])
            return false;
    return true;
}

} // namespace

std::string pipelineLayout(const std::vector<int>& chunkLayers, int mtpLayers)
{
    const size_t n = chunkLayers.size();
    if (n == 0)
        return {};
    std::vector<std::string> chunks(n);
    for (size_t c = 0; c < n; ++c)
        chunks[c] = (c == 0 ? "E" : "") + layersText(chunkLayers[c]);
    if (mtpLayers > 0)
        chunks[n - 1] += mtpLayers == 1 ? std::string("m") : "m*" + std::to_string(mtpLayers);
    chunks[n - 1] += "L";
    // Every chunk but the last ends with "|"; the last (it holds the loss) is never part of a
    // run, nor is the first (the embedding). Commas only make the string easier to read.
    std::string out;
    for (size_t c = 0; c + 1 < n;) {
        size_t run = 1;
        while (c + run + 1 < n && chunks[c + run] == chunks[c])
            ++run;
        out += run > 1 ? "(" + chunks[c] + "|)*" + std::to_string(run) + "," : chunks[c] + "|";
        c += run;
    }
    return out + chunks[n - 1];
}

MegatronLayerSplit megatronLayerSplit(int layers, int mtpLayers, const ParallelConfig& exported)
{
    MegatronLayerSplit split;
    const int pp = std::max(exported.pp, 1);
    const int v = exported.effectiveVirtualStages();
    const std::vector<int> chunks = chunkLayerCounts(layers, exported);
    split.rankLayers = rankLayerCounts(layers, exported);
    if (pp == 1)
        return split;
    const bool withinRanks = evenWithinRanks(chunks, pp);
    if (exported.evenLayerSplit() && withinRanks && equalChunks(chunks, pp, 0, pp))
        return split;
    const bool counted = exported.embeddingInSplit || exported.lossInSplit;
    const int total = layers + (exported.embeddingInSplit ? 1 : 0) + (exported.lossInSplit ? 1 : 0);
    if (counted && !exported.firstStageLayers && !exported.lastStageLayers && total % (pp * v) == 0 &&
        total / (pp * v) >= 1) {
        split.form = MegatronLayerSplit::Form::CountedEnds;
        split.embedding = exported.embeddingInSplit;
        split.loss = exported.lossInSplit;
        return split;
    }
    // First/last flags: the ranks between equal, every rank's layers dividing by v, chunks
    // within a rank equal (Megatron splits a rank's layers evenly over its chunks).
    const std::vector<int>& ranks = split.rankLayers;
    const bool firstDiffers = ranks.front() != ranks[size_t(pp / 2)];
    const bool lastDiffers = ranks.back() != ranks[size_t(pp / 2)];
    const int lo = firstDiffers ? 1 : 0, hi = lastDiffers ? pp - 1 : pp;
    bool flags = !counted && withinRanks && ranks.front() > 0 && ranks.back() > 0;
    for (int r = lo; flags && r < hi; ++r)
        flags = ranks[size_t(r)] == ranks[size_t(lo)];
    for (int r = 0; flags && r < pp; ++r)
        flags = ranks[size_t(r)] % v == 0;
    if (flags && lo < hi) {
        split.form = MegatronLayerSplit::Form::FirstLast;
        if (firstDiffers || exported.firstStageLayers)
            split.first = ranks.front();
        if (lastDiffers || exported.lastStageLayers)
            split.last = ranks.back();
        return split;
    }
    split.form = MegatronLayerSplit::Form::Layout;
    split.layout = pipelineLayout(chunks, mtpLayers);
    return split;
}

} // namespace shardscope
