#pragma once

#include "core/model/modelspec.h"
#include "core/model/parallelconfig.h"

#include <vector>

namespace shardscope {

/** A contiguous run of transformer layers placed on one pipeline rank. */
struct LayerChunk
{
    int firstLayer = 0;
    int layerCount = 0;
    bool copy = false; ///< DualPipe's mirrored copy of another rank's stage
};

/** What one pipeline rank holds. */
struct StageLayout
{
    int rank = 0;
    std::vector<LayerChunk> chunks;
    bool embedding = false;     ///< input embedding (first layer's chunk)
    bool output = false;        ///< final norm, output layer, loss (last layer's chunk)
    bool embeddingCopy = false; ///< DualPipe: mirrored copy of the embedding
    bool outputCopy = false;    ///< DualPipe: mirrored copy of the output layer
    int layerCount() const;     ///< layers this rank trains (copies excluded)
    int heldLayerCount() const; ///< layers whose weights it holds (copies included)
};

/**
 * What makes two ranks' parameters, work and memory (apart from activations in flight)
 * the same: their layer counts by kind and which ends of the model they hold.
 */
struct StageSignature
{
    int denseLayers = 0, moeLayers = 0, copyDense = 0, copyMoe = 0;
    /// Full recompute by blocks: of those, the layers each chunk recomputes (its first ones).
    int blockDense = 0, blockMoe = 0, blockCopyDense = 0, blockCopyMoe = 0;
    bool embedding = false, output = false, embeddingCopy = false, outputCopy = false;
    bool operator==(const StageSignature&) const = default;
};

/**
 * Which of a rank's chunks carry the model's ends (indices into StageLayout::chunks; -1 when
 * the rank does not hold that end): the input embedding rides on the rank's first trained
 * chunk, the output layer and loss on its last; DualPipe's mirrored copies train the other
 * direction and never count. Found by place, not by layer index, because an end chunk may
 * hold no layer at all (Llama 3's embedding-only first chunk and loss-only last chunk).
 * The one definition the time model and the memory model share.
 */
struct ChunkEnds
{
    int embedding = -1;
    int output = -1;
};
ChunkEnds chunkEnds(const StageLayout& stage);

/** `blockLayers`: full recompute's block method recomputes that many layers per chunk (0: not used). */
StageSignature stageSignature(const StageLayout& stage, const ModelSpec& model, int blockLayers = 0);
/** The signature of rank `rank` without building its layout (same as the above). */
StageSignature stageSignatureAt(int rank, const ModelSpec& model, const ParallelConfig& parallel, int blockLayers = 0);

/**
 * Split the layers over pipeline ranks the way the schedule needs them: one chunk per rank
 * (GPipe, 1F1B, ZB-H1), v round-robin chunks (interleaved 1F1B), the V shape of ZB-V
 * (rank i holds chunks i and 2p-1-i), or DualPipe's pair (stage i and a copy of stage p-1-i).
 * Layers that do not divide evenly go to the middle chunks, away from the embedding and
 * output layer; the stage settings of ParallelConfig change the counts (chunkLayerCounts()).
 */
std::vector<StageLayout> layoutStages(int layers, const ParallelConfig& parallel);

/**
 * Layers of every chunk, in model order (chunk c of the line placement is on rank c mod pp;
 * ZB-V's chunk c < pp on rank c, the others on 2pp-1-c; DualPipe's chunk c on rank c).
 * The even split gives the extras to the middle chunks; with the first or last stage's
 * count set, those ranks hold exactly that many (capped at what the model has) and the
 * ranks between share the rest the same way, then each rank's layers go to its chunks the
 * same way, except that the first rank's first chunk (the embedding's) and the last rank's
 * last chunk (the loss's) are the lighter ones; the embedding or the loss counted in the
 * split makes its chunk one layer lighter.
 * The counts always add up to `layers`.
 */
std::vector<int> chunkLayerCounts(int layers, const ParallelConfig& parallel);
/** Chunks the model is cut into under the schedule's placement: pp (one a rank, and DualPipe,
 *  whose mirrored copies are not chunks of their own), pp·v interleaved, 2·pp in a V. */
int modelChunkCount(const ParallelConfig& parallel);
/**
 * Chunks that hold no layer and neither the input embedding (the model's first chunk) nor the
 * loss (its last): ranks would pass activations through them and do nothing. A first chunk
 * with the embedding alone or a last one with the loss alone is a stage of its own (the Llama 3
 * report's layout, Megatron-LM's "E|...|L" pipeline layouts) and is not counted.
 */
int idleChunkCount(int layers, const ParallelConfig& parallel);
/** Layers each pipeline rank trains (its chunks together; DualPipe's copies not counted). */
std::vector<int> rankLayerCounts(int layers, const ParallelConfig& parallel);

/** Layer counts of `chunks` chunks covering `layers` layers, extras to the middle. */
std::vector<int> splitLayers(int layers, int chunks);

/** Layers of chunk `index` under splitLayers(), in O(1). */
int chunkLayerCount(int index, int chunks, int layers);
/** First layer of chunk `index` under splitLayers(), in O(1). */
int chunkFirstLayer(int index, int chunks, int layers);

/** The layout of one rank (what layoutStages() returns at `rank`), reusing `out`'s storage. */
void layoutStage(int rank, int layers, const ParallelConfig& parallel, StageLayout& out);

} // namespace shardscope
