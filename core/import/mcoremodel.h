// The keys NeMo 1.x's `model:` section and Megatron-Bridge's `model:` section share: the names
// of Megatron-Core's TransformerConfig / ModelParallelConfig fields.
#pragma once

#include "yamlsettings.h"

#include <optional>
#include <string>

namespace shardscope {

/** Which launcher hands the section to Megatron-Core: their rules differ in a few places. */
enum class McoreDialect
{
    Nemo1, ///< NeMo 1.x megatron_gpt_model.py: its own names for activation, bias and recompute
    Bridge ///< Megatron-Bridge: the dataclass fields as they are
};

/** The names a dialect gives Megatron-Core's recompute settings. */
struct RecomputeKeys
{
    const char* granularity;
    const char* method;
    const char* numLayers;
    const char* modules; ///< nullptr: the launcher has no module list (NeMo 1.x: core attention only)
};

/**
 * Reads Megatron-Core's fields under `prefix` ("model.") and sets the scenario from them:
 * parallel degrees and their options, the model's shape (dense, MoE, MLA, sliding window),
 * and recompute. `defaults` names where the launcher's defaults for the parallel and
 * recompute fields are written when the file is silent (NeMo 1.x's template); nullptr
 * applies none (Megatron-Bridge: the recipe the YAML is applied to decides, and it is Python).
 */
class McoreModelReader
{
public:
    McoreModelReader(YamlSettings& settings, std::string prefix, McoreDialect dialect, const char* defaults)
        : m_s(settings), m_prefix(std::move(prefix)), m_dialect(dialect), m_defaults(defaults)
    {
    }

    /** TP, PP, VP (schedule), CP, EP, ETP, SP, the stage split, the layout. */
    void parallel();
    /** Layers, hidden, FFN, heads, KV groups, head size, vocabulary, positions, QK norm, MTP, window, sinks. */
    void shape();
    /** The MoE block: experts, top-k, widths, shared experts, layer pattern, grouping, dispatcher, capacity. */
    void moe();
    /** Multi-latent attention (DeepSeek-V2/V3 providers). */
    void mla();
    /** Recompute granularity, method, layers and (Bridge) modules, with Megatron-Core's checks. */
    void recompute(const RecomputeKeys& keys);
    /** Sets norm from `normalization` (layernorm, layernorm1p, rmsnorm, any case). */
    void normalization(const char* key);

    /** The leaf `prefix + key`, or nullptr. */
    YamlLeaf* leaf(const std::string& key) { return m_s.find(m_prefix + key); }
    /** Sets an integer field from `key` (in the field's range); false when the key is absent. */
    bool integerField(const std::string& key, FieldId field);
    /** Sets a switch field from `key`; false when the key is absent. */
    bool boolField(const std::string& key, FieldId field);
    /** Sets a number field from `key` (in the field's range); false when the key is absent. */
    bool numberField(const std::string& key, FieldId field);
    /** The launcher's default of a field `key` would give (nothing when this dialect has none). */
    void defaultTo(FieldId field, const FieldValue& value, const std::string& key, const std::string& origin = {});

private:
    void virtualStages();
    void sequenceParallel();
    void window();
    void layerFrequency(YamlLeaf& leaf);
    int64_t integerIn(YamlLeaf& leaf, FieldId field);

    YamlSettings& m_s;
    std::string m_prefix;
    McoreDialect m_dialect;
    const char* m_defaults;
};

/**
 * `model.gradient_accumulation_fusion` (both dialects): false means the weight-gradient GEMMs
 * do not accumulate into the main gradient, so Transformer Engine hands autograd no placeholder
 * weight gradients (training.wgrad_placeholders false); absent, the launchers' default (true).
 */
void readGradientAccumulationFusion(YamlSettings& settings);

/**
 * `model.cp_comm_type` (both dialects; Megatron-Core's TransformerConfig.cp_comm_type):
 * p2p, all_gather or a2a into parallel.cp_comm_type; a2a+p2p (hierarchical) and a list of
 * different per-layer types are refused with the reason. Absent: Megatron-Core's p2p.
 */
void readCpCommType(YamlSettings& settings);

/** Megatron-Core's TransformerConfig, where its defaults and start-up checks are written. */
inline constexpr const char* kMcoreTransformerConfig = "megatron/core/transformer/transformer_config.py";

} // namespace shardscope
