#pragma once

#include "core/model/modelspec.h"
#include "core/model/trainingspec.h"

#include <cstdint>

namespace shardscope {

/** Megatron pads the vocabulary to a multiple of `divisibleBy x tp` (vocab_utils.py). */
int64_t paddedVocab(int64_t vocab, int tp, int divisibleBy = 128);

/**
 * Whether the launcher pads the vocabulary. Megatron-LM (and Megatron-DeepSpeed, NeMo) pads it
 * to a multiple of 128 x TP (`_vocab_size_with_padding`); PyTorch-native runs (torchtitan,
 * accelerate: `kernel_fusion` eager or compiled) build the embedding and output layer at the
 * model's own vocabulary, which DTensor shards unevenly when TP does not divide it.
 */
enum class VocabPadding
{
    Megatron,
    None
};
VocabPadding vocabPaddingOf(const TrainingSpec& training);

/**
 * Parameters of one transformer layer, split by how tensor/expert parallelism holds them
 * (Megatron theoretical_memory_usage.py, HEAD): TP-sharded matrices, copies on every TP rank,
 * and routed experts sharded over EP x ETP.
 */
struct LayerParams
{
    bool moe = false;
    double attention = 0;           ///< Q/K/V/O (MLA: up-projections and O), column biases
    double attentionReplicated = 0; ///< MLA down-projections and latent norms, q/k norms, O bias
    double mlp = 0;                 ///< dense MLP or shared experts (TP-sharded), fc1 bias
    double mlpReplicated = 0;       ///< fc2 bias of the dense MLP / shared experts
    double routedExperts = 0;       ///< all routed experts of the layer
    double routedExpertsActive = 0; ///< the top-k of them
    double router = 0;              ///< router weights (+ bias), shared-expert gate
    double norms = 0;               ///< the two layer norms

    double tpSharded() const { return attention + mlp; }
    double replicated() const { return attentionReplicated + mlpReplicated + router + norms; }
    double total() const { return tpSharded() + replicated() + routedExperts; }
    double active() const { return tpSharded() + replicated() + routedExpertsActive; }
    /** Parameters that take part in matrix multiplies for one token (FLOPs accounting). */
    double activeMatmul() const;
};

/**
 * Every parameter of a model, by where it lives. Layers come in two kinds (dense and MoE),
 * so the model is described in O(1): one prototype per kind and how many of each.
 * Counts use the padded vocabulary.
 */
struct ModelParams
{
    int64_t vocabPadded = 0;
    LayerParams denseLayer; ///< one dense layer
    LayerParams moeLayer;   ///< one MoE layer (equals denseLayer for dense models)
    int denseLayers = 0;
    int moeLayers = 0;
    LayerParams mtpLayer;            ///< one multi-token-prediction layer (incl. its projection)
    int mtpLayers = 0;
    double embedding = 0;         ///< input word embedding V x h (TP-sharded)
    double outputLayer = 0;       ///< separate output projection V x h (0 when tied)
    double positionEmbedding = 0; ///< learned absolute positions (replicated)
    double finalNorm = 0;

    double total() const;  ///< main model, without MTP layers
    double active() const; ///< main model with only the top-k experts
    double mtpTotal() const { return mtpLayer.total() * mtpLayers; }
    double totalWithMtp() const { return total() + mtpTotal(); }
    /** Largest unit a fully sharded framework gathers at once: one layer or the embedding. */
    double largestGatherUnit() const;
    const LayerParams& layer(bool moe) const { return moe ? moeLayer : denseLayer; }
};

/** Parameters of `model` as a launcher builds it at TP `tp`: Megatron's padded vocabulary by default. */
ModelParams countParameters(const ModelSpec& model, int tp, VocabPadding padding = VocabPadding::Megatron);

/** Sizes of the biggest single module (DeepSpeed's "largest layer" for ZeRO-3 estimates). */
double largestModuleParams(const ModelSpec& model);

} // namespace shardscope
