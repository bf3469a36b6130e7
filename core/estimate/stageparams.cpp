#include "stageparams.h"

#include <algorithm>

namespace shardscope {

HeldParams heldParams(const StageLayout& stage, const ModelParams& params, const Scenario& s)
{
    const double t = std::max(s.parallel.tp, 1);
    const double expertSplit =
        double(std::max(s.parallel.expertTensorParallel(), 1)) * std::max(s.parallel.ep, 1);
    HeldParams held;
    auto addLayers = [&](const LayerParams& layer, int count, bool copy) {
        if (count <= 0)
            return;
        const double dense = layer.tpSharded() / t + layer.replicated();
        const double expert = layer.routedExperts / expertSplit;
        (copy ? held.copyDense : held.dense) += count * dense;
        (copy ? held.copyExpert : held.expert) += count * expert;
        if (!copy)
            held.layers += count * (dense + expert);
        held.largestUnit = std::max(held.largestUnit, dense + expert);
    };
    const ModelSpec& m = s.model;
    for (const auto& chunk : stage.chunks) {
        const int moe = m.moeLayersInRange(chunk.firstLayer, chunk.layerCount);
        addLayers(params.moeLayer, moe, chunk.copy);
        addLayers(params.denseLayer, chunk.layerCount - moe, chunk.copy);
    }

    const double embedding = params.embedding / t + params.positionEmbedding;
    // The output layer: its own matrix when untied; with tied embeddings a stage without the
    // input embedding keeps a copy of it (Megatron's embedding group), p = 1 shares one.
    const double outputMatrix = params.outputLayer > 0
                                    ? params.outputLayer / t
                                    : (stage.embedding ? 0.0 : params.embedding / t);
    const double output = outputMatrix + params.finalNorm;
    if (stage.embedding) {
        held.dense += embedding;
        held.embeddings += embedding;
        held.largestUnit = std::max(held.largestUnit, embedding);
    }
    if (stage.output) {
        held.dense += output;
        held.embeddings += output;
        held.largestUnit = std::max(held.largestUnit, outputMatrix);
        addLayers(params.mtpLayer, params.mtpLayers, false);
    }
    if (stage.embeddingCopy)
        held.copyDense += embedding;
    if (stage.outputCopy)
        held.copyDense += params.outputLayer > 0 ? output : params.embedding / t + params.finalNorm;
    return held;
}


} // namespace shardscope
