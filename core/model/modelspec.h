#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope {

enum class Activation
{
    Gelu,
    Swiglu
};
enum class Norm
{
    LayerNorm,
    RmsNorm
};
enum class PositionEmbedding
{
    Rope,
    Learned,
    None
};
/**
 * Attention that sees only part of the sequence, on the layers that are not global:
 * a sliding window (each query attends to the `localWindow` most recent tokens, itself
 * included: Mistral 7B, Gemma 3, gpt-oss) or fixed chunks (each query attends to the earlier
 * tokens of its own `localWindow`-token chunk: Llama 4).
 */
enum class LocalAttention
{
    None,
    Sliding,
    Chunked
};
enum class Bias
{
    None,
    Qkv,
    All
};

/**
 * Mixture-of-experts block of a model. A layer is an MoE layer when its index is at least
 * `denseLayers` and `(index - denseLayers) % layerFrequency == 0` (Megatron's integer
 * `moe_layer_freq` counted from the first non-dense layer).
 */
struct MoeSpec
{
    int experts = 0;                   ///< routed experts E
    int topK = 0;                      ///< experts per token k
    int64_t expertFfnHidden = 0;       ///< FFN width of one routed expert f_e
    int sharedExperts = 0;             ///< always-on shared experts
    int64_t sharedExpertFfnHidden = 0; ///< FFN width of one shared expert (0: same as f_e)
    int denseLayers = 0;               ///< leading layers with a dense MLP (DeepSeek first_k_dense)
    int layerFrequency = 1;            ///< every n-th layer after the dense ones is MoE
    bool routerBias = false;           ///< router linear has a bias (E extra parameters)
    bool sharedExpertGate = false;     ///< Qwen2-MoE's sigmoid gate on the shared expert (h params)
    /// Group-limited routing (DeepSeek-V2/V3's n_group and topk_group; Megatron-Core's
    /// --moe-router-num-groups / --moe-router-group-topk): the experts fall into this many
    /// equal groups and a token picks its experts from routerGroupTopK of them (0: no grouping).
    int routerGroups = 0;
    int routerGroupTopK = 0;

    /** Whether the router limits a token to some of the expert groups. */
    bool groupLimited() const { return routerGroups > 1 && routerGroupTopK > 0 && routerGroupTopK < routerGroups; }

    bool operator==(const MoeSpec&) const = default;
};

/** Multi-head latent attention (DeepSeek-V2/V3). A q_lora_rank of 0 means no query LoRA. */
struct MlaSpec
{
    int64_t qLoraRank = 0;
    int64_t kvLoraRank = 0;
    int64_t qkNopeHeadDim = 0;
    int64_t qkRopeHeadDim = 0;
    int64_t vHeadDim = 0;

    bool operator==(const MlaSpec&) const = default;
};

/**
 * The architecture of a decoder-only transformer, as far as memory, FLOPs and communication
 * depend on it. A plain value: the estimator reads it, the scenario file and the presets
 * write it. `presetId` remembers which preset it came from so that saving can write the
 * preset name plus the fields that differ.
 */
struct ModelSpec
{
    std::string presetId;
    std::string name;
    int layers = 0;
    int64_t hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    std::optional<int64_t> headDim; ///< defaults to hidden / heads
    int64_t ffnHidden = 0;
    int64_t vocab = 0; ///< tokenizer size; padded per launcher rules when sharded
    int64_t maxSeq = 0;
    Activation activation = Activation::Swiglu;
    Norm norm = Norm::RmsNorm;
    bool tiedEmbeddings = false;
    PositionEmbedding positionEmbedding = PositionEmbedding::Rope;
    Bias bias = Bias::None;
    bool qkNorm = false; ///< per-head RMSNorm on queries and keys (Qwen3, OLMo 2)
    int mtpLayers = 0;   ///< DeepSeek-V3 multi-token-prediction layers
    LocalAttention localAttention = LocalAttention::None;
    int64_t localWindow = 0; ///< tokens of the window or chunk (with local attention)
    /// With local attention, layer i (from 0) is global when (i + 1) % n == 0 (Megatron-Core's
    /// integer --window-attn-skip-freq); 0: every layer is local.
    int globalAttentionEvery = 0;
    bool attentionSinks = false; ///< gpt-oss: one learned sink logit per head and layer
    /// Dropout probabilities as Megatron-LM names them: after the attention and the MLP blocks
    /// and on the embedding output (hidden), and on the attention probabilities (attention).
    /// A model without the field takes Megatron-LM's defaults (0.1 each, arguments.py); the
    /// Llama-era presets train with 0. At 0 PyTorch's dropout returns its input: no mask is
    /// kept and no kernel runs.
    double hiddenDropout = 0.1;
    double attentionDropout = 0.1;
    std::optional<MoeSpec> moe;
    std::optional<MlaSpec> mla;

    int64_t effectiveHeadDim() const { return headDim ? *headDim : hidden / heads; }
    bool isMoe() const { return moe.has_value() && moe->experts > 0; }
    bool isMoeLayer(int index) const;
    int moeLayerCount() const;
    /** MoE layers among layers [first, first + count), in O(1). */
    int moeLayersInRange(int first, int count) const;
    bool hasLocalAttention() const { return localAttention != LocalAttention::None && localWindow > 0; }
    /** Plain causal softmax attention over the whole sequence on every layer: no window, chunk or sinks. */
    bool plainAttention() const { return !hasLocalAttention() && !attentionSinks; }
    /** Whether the hidden dropouts run and keep their 1-byte masks for the backward pass. */
    bool keepsHiddenDropoutMasks() const { return hiddenDropout > 0; }
    /** Whether attention dropout runs on the probabilities (a mask and an output per score
     *  outside a fused attention kernel). */
    bool dropsAttentionProbabilities() const { return attentionDropout > 0; }
    bool isLocalAttentionLayer(int index) const;
    /** Local-attention layers among layers [first, first + count), in O(1). */
    int localLayersInRange(int first, int count) const;
    /** Layers among [first, first + count) that are both MoE and local (a walk over the range). */
    int localMoeLayersInRange(int first, int count) const;

    bool operator==(const ModelSpec&) const = default;
};

} // namespace shardscope
