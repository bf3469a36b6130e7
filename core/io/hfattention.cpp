#include "hfattention.h"

#include "printabletext.h"

namespace shardscope {

namespace {

/**
 * The n with "layer i is global exactly when (i + 1) % n == 0" for a per-layer list of which
 * layers are global, 0 when none is; nullopt when no such n exists.
 */
std::optional<int> everyNthGlobal(const std::vector<bool>& global)
{
    int first = -1;
    for (size_t i = 0; i < global.size(); ++i)
        if (global[i]) {
            first = int(i);
            break;
        }
    const int n = first < 0 ? 0 : first + 1;
    for (size_t i = 0; i < global.size(); ++i)
        if (global[i] != (n > 0 && (int(i) + 1) % n == 0))
            return std::nullopt;
    return n;
}

[[noreturn]] void unsupportedPattern(HfFields& f, const char* key)
{
    f.fail(key, inputText(QT_TRANSLATE_NOOP("InputText", "this pattern of local and global layers is not supported "
                                                         "(ShardScope models every n-th layer global, or every layer "
                                                         "local)")));
}

/** A per-layer list of strings or 0/1 flags, as long as the model is deep. */
const nlohmann::json& layerList(HfFields& f, const char* key, int layers)
{
    const nlohmann::json& list = *f.raw(key);
    if (!list.is_array())
        f.fail(key, inputText(QT_TRANSLATE_NOOP("InputText", "must be a list with one entry per layer, got %1"),
                              {describedJson(list)}));
    if (list.size() != size_t(layers))
        f.fail(key, inputText(QT_TRANSLATE_NOOP("InputText", "must have one entry per layer (%1), got %2"),
                              {std::to_string(layers), std::to_string(list.size())}));
    return list;
}

int64_t windowOf(HfFields& f, const HfAttentionDefaults& d, std::vector<std::string>& notes)
{
    if (auto w = f.optional(d.windowKey, kMaxSeq))
        return *w;
    if (d.window <= 0)
        f.fail(d.windowKey, inputText(QT_TRANSLATE_NOOP("InputText", "missing: the config has local-attention layers")));
    notes.push_back(std::string(d.windowKey) + " is not given: " + d.cite + " default of " + std::to_string(d.window) +
                    " tokens is used");
    return d.window;
}

/** A config's per-layer `layer_types`, read as windows of `sliding_window` tokens; false without one. */
bool readLayerTypes(HfFields& f, ModelSpec& m, std::vector<std::string>& notes)
{
    if (!f.has("layer_types"))
        return false;
    readHfLocalAttention(f, {LocalAttention::Sliding, 0, 0, "sliding_window", nullptr, "transformers'"}, m, notes);
    return true;
}

} // namespace

void readHfLocalAttention(HfFields& f, const HfAttentionDefaults& d, ModelSpec& m, std::vector<std::string>& notes)
{
    std::vector<bool> global;
    LocalAttention kind = d.kind;
    const char* patternField = nullptr;
    if (f.has("layer_types")) {
        patternField = "layer_types";
        bool sliding = false, chunked = false;
        for (const auto& item : layerList(f, "layer_types", m.layers)) {
            const std::string type = item.is_string() ? item.get<std::string>() : std::string();
            if (type == "sliding_attention")
                sliding = true;
            else if (type == "chunked_attention")
                chunked = true;
            else if (type != "full_attention")
                f.fail("layer_types", inputText(QT_TRANSLATE_NOOP("InputText", "%1 is not a layer type ShardScope "
                                                                               "knows (full_attention, "
                                                                               "sliding_attention, chunked_attention)"),
                                                {describedJson(item)}));
            global.push_back(type == "full_attention");
        }
        if (sliding && chunked)
            unsupportedPattern(f, "layer_types");
        if (sliding || chunked)
            kind = sliding ? LocalAttention::Sliding : LocalAttention::Chunked;
    } else if (d.kind == LocalAttention::Chunked && f.has("no_rope_layers")) {
        // Llama 4: 1 marks a RoPE layer with chunked attention, 0 a global NoPE layer.
        patternField = "no_rope_layers";
        for (const auto& item : layerList(f, "no_rope_layers", m.layers)) {
            if (!item.is_number_integer() || (item.get<int64_t>() != 0 && item.get<int64_t>() != 1))
                f.fail("no_rope_layers", inputText(QT_TRANSLATE_NOOP("InputText", "must hold 0 or 1 per layer, got %1"),
                                                   {describedJson(item)}));
            global.push_back(item.get<int64_t>() == 0);
        }
    } else {
        if (d.kind == LocalAttention::None)
            return;
        int every = d.globalEvery;
        if (d.patternKey) {
            if (auto n = f.optional(d.patternKey, kMaxLayers))
                every = int(*n);
            else
                notes.push_back(std::string(d.patternKey) + " is not given: " + d.cite + " default of " +
                                std::to_string(every) + " is used");
        }
        for (int i = 0; i < m.layers; ++i)
            global.push_back(every > 0 && (i + 1) % every == 0);
    }
    const std::optional<int> every = everyNthGlobal(global);
    if (!every)
        unsupportedPattern(f, patternField ? patternField : d.patternKey ? d.patternKey : "layer_types");
    if (*every == 1 || kind == LocalAttention::None) // every layer global: plain attention
        return;
    m.localAttention = kind;
    m.localWindow = windowOf(f, d, notes);
    m.globalAttentionEvery = *every;
    const std::string n = std::to_string(*every);
    notes.push_back(std::string(kind == LocalAttention::Sliding ? "sliding-window" : "chunked") + " attention of " +
                    std::to_string(m.localWindow) + " tokens" +
                    (*every == 0 ? std::string(" on every layer")
                                 : ", full attention on layers " + n + ", " + std::to_string(2 * *every) + ", " +
                                       std::to_string(3 * *every) + ", ... (counted from 1)"));
}

void readQwenSlidingWindow(HfFields& f, ModelSpec& m, std::vector<std::string>& notes)
{
    if (readLayerTypes(f, m, notes)) // transformers writes the per-layer list into newer configs
        return;
    if (!f.flag("use_sliding_window", false)) {
        if (f.has("sliding_window"))
            notes.push_back("sliding_window is ignored: use_sliding_window is false, so every layer attends to "
                            "the whole sequence");
        return;
    }
    // transformers' Qwen2Config: a layer has the window when its index is max_window_layers or more.
    const int64_t fullLayers = f.optional("max_window_layers", kMaxLayers, 0).value_or(0);
    if (fullLayers >= m.layers)
        return;
    if (fullLayers > 0)
        f.fail("max_window_layers", inputText(QT_TRANSLATE_NOOP("InputText", "full attention on the first layers "
                                                                             "and sliding windows after them is "
                                                                             "not supported (ShardScope models every "
                                                                             "n-th layer global)")));
    m.localAttention = LocalAttention::Sliding;
    m.localWindow = f.required("sliding_window", kMaxSeq);
    m.globalAttentionEvery = 0;
    notes.push_back("sliding_window of " + std::to_string(m.localWindow) + " tokens on every layer");
}

void readUniformSlidingWindow(HfFields& f, ModelSpec& m, std::vector<std::string>& notes)
{
    if (readLayerTypes(f, m, notes))
        return;
    if (!f.has("sliding_window")) // absent or null: every layer attends to the whole sequence
        return;
    m.localAttention = LocalAttention::Sliding;
    m.localWindow = f.required("sliding_window", kMaxSeq);
    m.globalAttentionEvery = 0;
    notes.push_back("sliding_window of " + std::to_string(m.localWindow) + " tokens on every layer");
}

} // namespace shardscope
