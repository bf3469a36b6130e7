#include "hfimport.h"

#include "hfattention.h"
#include "hffields.h"
#include "jsonfields.h"
#include "presetlibrary.h"
#include "printabletext.h"
#include "specjson.h"

#include <algorithm>
#include <cctype>

namespace shardscope {

namespace {

/** transformers' Qwen3Config: `head_dim: int = 128` (models/qwen3/configuration_qwen3.py). */
constexpr int64_t kQwen3DefaultHeadDim = 128;

const std::vector<std::string>& supportedTypes()
{
    static const std::vector<std::string> types = {
        "llama",       "mistral", "mixtral", "qwen2",       "qwen2_moe", "qwen3",  "qwen3_moe", "deepseek_v2",
        "deepseek_v3", "gemma3",  "gemma3_text", "gpt_oss", "llama4",    "llama4_text", "gpt2"};
    return types;
}

Activation activationOf(HfFields& f, const char* key, const char* fallback, bool gatedFamily)
{
    const std::string act = f.text(key).value_or(fallback);
    if (gatedFamily) {
        if (act == "silu" || act == "swish")
            return Activation::Swiglu;
        f.fail(key, inputText(QT_TRANSLATE_NOOP("InputText", "%1 is not supported for this family (ShardScope models SwiGLU, i.e. \"silu\")"),
                              {describedJson(act)}));
    }
    if (act.rfind("gelu", 0) == 0)
        return Activation::Gelu;
    f.fail(key, inputText(QT_TRANSLATE_NOOP("InputText", "%1 is not supported (ShardScope models GeLU and SwiGLU MLPs)"),
                          {describedJson(act)}));
}

/** HF's mlp_only_layers must be a leading block [0, n) to become dense_layers = n. */
int leadingDenseLayers(HfFields& f, HfImport& out)
{
    const nlohmann::json* list = f.raw("mlp_only_layers");
    if (!list)
        return 0;
    if (!list->is_array())
        f.fail("mlp_only_layers",
               inputText(QT_TRANSLATE_NOOP("InputText", "must be a list of layer indices, got %1"), {describedJson(*list)}));
    std::vector<int64_t> layers;
    for (const auto& item : *list) {
        if (!item.is_number_integer())
            f.fail("mlp_only_layers", inputText(QT_TRANSLATE_NOOP("InputText", "must hold integers, got %1"), {describedJson(item)}));
        layers.push_back(item.get<int64_t>());
    }
    std::sort(layers.begin(), layers.end());
    for (size_t i = 0; i < layers.size(); ++i)
        if (layers[i] != int64_t(i))
            f.fail("mlp_only_layers",
                   inputText(QT_TRANSLATE_NOOP("InputText", "dense layers that are not the leading ones are not supported (ShardScope places dense layers first)")));
    if (!layers.empty())
        out.notes.push_back("the first " + std::to_string(layers.size()) + " layers are dense");
    return int(layers.size());
}

void commonDecoder(HfFields& f, ModelSpec& m)
{
    m.layers = int(f.required("num_hidden_layers", kMaxLayers));
    m.hidden = f.required("hidden_size", kMaxHidden);
    m.heads = int(f.required("num_attention_heads", kMaxHeads));
    m.kvHeads = int(f.optional("num_key_value_heads", kMaxHeads).value_or(m.heads));
    m.ffnHidden = f.required("intermediate_size", kMaxFfn);
    m.vocab = f.required("vocab_size", kMaxVocab);
    m.maxSeq = f.required("max_position_embeddings", kMaxSeq);
    m.tiedEmbeddings = f.flag("tie_word_embeddings", false);
    m.norm = Norm::RmsNorm;
    m.positionEmbedding = PositionEmbedding::Rope;
    if (auto headDim = f.optional("head_dim", kMaxHidden))
        m.headDim = *headDim;
}

void importLlamaLike(HfFields& f, HfImport& out, bool qwenBias)
{
    ModelSpec& m = out.model;
    commonDecoder(f, m);
    m.activation = activationOf(f, "hidden_act", "silu", true);
    const bool attentionBias = f.flag("attention_bias", qwenBias);
    const bool mlpBias = f.flag("mlp_bias", false);
    m.bias = mlpBias ? Bias::All : attentionBias ? Bias::Qkv : Bias::None;
    if (attentionBias && !qwenBias && !mlpBias)
        out.notes.push_back("attention_bias: the output-projection bias (h parameters per layer) "
                            "is not counted");
}

/**
 * Qwen3 (dense). transformers' Qwen3Config declares `head_dim: int = 128`, so a config.json
 * without head_dim still has 128-wide heads there, not hidden_size / num_attention_heads.
 * (Qwen3MoeConfig declares no head_dim; its attention falls back to hidden / heads, which
 * importQwenMoe keeps.)
 */
void importQwen3(HfFields& f, HfImport& out)
{
    importLlamaLike(f, out, false);
    out.model.qkNorm = true;
    if (!f.has("head_dim")) {
        out.model.headDim = kQwen3DefaultHeadDim;
        out.notes.push_back("head_dim is not given: transformers' Qwen3Config default of " +
                            std::to_string(kQwen3DefaultHeadDim) + " is used");
    }
}

void importMixtral(HfFields& f, HfImport& out)
{
    importLlamaLike(f, out, false);
    MoeSpec e;
    e.experts = int(f.required("num_local_experts", kMaxExperts));
    e.topK = int(f.required("num_experts_per_tok", kMaxExperts));
    e.expertFfnHidden = out.model.ffnHidden;
    out.model.moe = e;
}

void importQwenMoe(HfFields& f, HfImport& out, bool qwen3)
{
    importLlamaLike(f, out, !qwen3);
    ModelSpec& m = out.model;
    if (qwen3)
        m.qkNorm = true;
    if (qwen3 && !f.has("head_dim") && m.hidden % m.heads == 0)
        out.notes.push_back("head_dim is not given: hidden_size / num_attention_heads = " +
                            std::to_string(m.hidden / m.heads) +
                            " is used, as transformers' Qwen3MoeAttention does (Qwen3MoeConfig "
                            "has no head_dim default; the published Qwen3 MoE configs set 128)");
    MoeSpec e;
    e.experts = int(f.required("num_experts", kMaxExperts));
    e.topK = int(f.required("num_experts_per_tok", kMaxExperts));
    e.expertFfnHidden = f.required("moe_intermediate_size", kMaxFfn);
    if (auto shared = f.optional("shared_expert_intermediate_size", kMaxFfn, 0);
        shared && *shared > 0) {
        e.sharedExperts = 1;
        e.sharedExpertFfnHidden = *shared;
        e.sharedExpertGate = true; // Qwen2-MoE gates its shared expert with a sigmoid
    }
    e.layerFrequency = int(f.optional("decoder_sparse_step", kMaxLayers).value_or(1));
    if (e.layerFrequency > 1)
        out.notes.push_back("decoder_sparse_step " + std::to_string(e.layerFrequency) +
                            ": MoE layers are counted every " + std::to_string(e.layerFrequency) +
                            " layers from the first; Hugging Face starts at layer " +
                            std::to_string(e.layerFrequency - 1) + " (same totals)");
    e.denseLayers = leadingDenseLayers(f, out);
    m.moe = e;
}

void importDeepSeek(HfFields& f, HfImport& out, bool v3)
{
    ModelSpec& m = out.model;
    commonDecoder(f, m);
    m.activation = activationOf(f, "hidden_act", "silu", true);
    MoeSpec e;
    e.experts = int(f.required("n_routed_experts", kMaxExperts));
    e.topK = int(f.required("num_experts_per_tok", kMaxExperts));
    e.expertFfnHidden = f.required("moe_intermediate_size", kMaxFfn);
    e.sharedExperts = int(f.optional("n_shared_experts", kMaxSharedExperts, 0).value_or(0));
    e.denseLayers = int(f.optional("first_k_dense_replace", kMaxLayers, 0).value_or(0));
    e.layerFrequency = int(f.optional("moe_layer_freq", kMaxLayers).value_or(1));
    // Group-limited routing (DeepSeek-V2 group_limited_greedy, V3 noaux_tc): n_group groups,
    // topk_group of them per token; 1 and 1 (V2-Lite, Kimi K2) is no grouping.
    const int groups = int(f.optional("n_group", kMaxExperts, 1).value_or(1));
    const int groupTopK = int(f.optional("topk_group", kMaxExperts, 1).value_or(1));
    if (groups > 1 && groupTopK < groups) {
        if (e.experts % groups != 0)
            f.fail("n_group", inputText(QT_TRANSLATE_NOOP("InputText", "must divide n_routed_experts (%1)"),
                                        {std::to_string(e.experts)}));
        e.routerGroups = groups;
        e.routerGroupTopK = groupTopK;
    }
    m.moe = e;
    MlaSpec a;
    a.qLoraRank = f.optional("q_lora_rank", kMaxHidden, 0).value_or(0);
    a.kvLoraRank = f.required("kv_lora_rank", kMaxHidden);
    a.qkNopeHeadDim = f.required("qk_nope_head_dim", kMaxHidden);
    a.qkRopeHeadDim = f.required("qk_rope_head_dim", kMaxHidden, 0);
    a.vHeadDim = f.required("v_head_dim", kMaxHidden);
    m.mla = a;
    m.kvHeads = m.heads; // MLA: every head has its own key and value
    m.headDim = a.qkNopeHeadDim + a.qkRopeHeadDim;
    if (*m.headDim > kMaxHidden)
        f.fail("qk_nope_head_dim", inputText(QT_TRANSLATE_NOOP("InputText", "qk_nope_head_dim + qk_rope_head_dim must be at most %1, got %2"),
                                             {std::to_string(kMaxHidden), std::to_string(*m.headDim)}));
    if (v3)
        m.mtpLayers =
            int(f.optional("num_nextn_predict_layers", kMaxMtpLayers, 0).value_or(0));
    if (m.mtpLayers > 0)
        out.notes.push_back("num_nextn_predict_layers: " + std::to_string(m.mtpLayers) +
                            " multi-token-prediction layer(s) counted separately");
}

/**
 * Gemma 3's text model (transformers' Gemma3TextConfig): GeGLU MLPs, per-head q/k norms,
 * five sliding-window layers to one global layer by default, 256-wide heads by default.
 */
void importGemma3(HfFields& f, HfImport& out)
{
    ModelSpec& m = out.model;
    commonDecoder(f, m);
    m.tiedEmbeddings = f.flag("tie_word_embeddings", true);
    const std::string act = f.text("hidden_activation").value_or("gelu_pytorch_tanh");
    if (act.rfind("gelu", 0) != 0)
        f.fail("hidden_activation", inputText(QT_TRANSLATE_NOOP("InputText", "%1 is not supported for Gemma 3 (its MLP "
                                                                             "is a gated GeLU)"),
                                              {describedJson(act)}));
    m.activation = Activation::Swiglu;
    out.notes.push_back("hidden_activation " + act + " with gate and up projections (GeGLU) is counted and timed "
                        "as SwiGLU: the same three matrices and the same elementwise traffic");
    m.qkNorm = true;
    if (!f.has("head_dim")) {
        m.headDim = 256;
        out.notes.push_back("head_dim is not given: transformers' Gemma3TextConfig default of 256 is used");
    }
    m.bias = f.flag("attention_bias", false) ? Bias::Qkv : Bias::None;
    out.notes.push_back("the norms after attention and after the MLP (2 x hidden_size weights a layer) are not "
                        "counted");
    readHfLocalAttention(f, {LocalAttention::Sliding, 4096, 6, "sliding_window", "sliding_window_pattern",
                             "transformers' Gemma3TextConfig"},
                         m, out.notes);
}

/**
 * gpt-oss (transformers' GptOssConfig): every layer MoE with biased experts and router,
 * attention sinks, a 128-token window on every other layer by default.
 */
void importGptOss(HfFields& f, HfImport& out)
{
    ModelSpec& m = out.model;
    commonDecoder(f, m);
    m.activation = activationOf(f, "hidden_act", "silu", true);
    m.bias = Bias::All; // q, k, v and o biases (attention_bias) and the experts' own
    if (!f.flag("attention_bias", true))
        out.notes.push_back("attention_bias false: the experts' biases are still there, so biases are counted on "
                            "every linear layer");
    MoeSpec e;
    e.experts = int(f.required("num_local_experts", kMaxExperts));
    e.topK = int(f.required("num_experts_per_tok", kMaxExperts));
    e.expertFfnHidden = m.ffnHidden;
    e.routerBias = true;
    m.moe = e;
    m.attentionSinks = true;
    out.notes.push_back("attention sinks: one learned logit per head and layer");
    readHfLocalAttention(f, {LocalAttention::Sliding, 128, 2, "sliding_window", nullptr, "transformers' GptOssConfig"},
                         m, out.notes);
}

/**
 * Llama 4's text model (transformers' Llama4TextConfig): routed experts plus one shared
 * expert, MoE every interleave_moe_layer_step-th layer, chunked attention on the RoPE layers
 * and a global NoPE layer every fourth by default.
 */
void importLlama4(HfFields& f, HfImport& out)
{
    ModelSpec& m = out.model;
    commonDecoder(f, m);
    m.activation = activationOf(f, "hidden_act", "silu", true);
    m.bias = f.flag("attention_bias", false) ? Bias::Qkv : Bias::None;
    MoeSpec e;
    e.experts = int(f.required("num_local_experts", kMaxExperts));
    e.topK = int(f.required("num_experts_per_tok", kMaxExperts));
    e.expertFfnHidden = m.ffnHidden; // intermediate_size is the experts' width
    e.sharedExperts = 1;
    e.sharedExpertFfnHidden = m.ffnHidden;
    m.ffnHidden = f.required("intermediate_size_mlp", kMaxFfn); // the dense layers'
    if (f.has("moe_layers"))
        f.fail("moe_layers", inputText(QT_TRANSLATE_NOOP("InputText", "an explicit list of MoE layers is not supported "
                                                                      "(interleave_moe_layer_step is)")));
    // transformers: moe_layers = range(step - 1, num_hidden_layers, step).
    const int step = int(f.optional("interleave_moe_layer_step", kMaxLayers).value_or(1));
    e.denseLayers = step - 1;
    e.layerFrequency = step;
    m.moe = e;
    if (f.flag("use_qk_norm", true))
        out.notes.push_back("use_qk_norm: Llama 4's query and key norm is a weightless L2 norm (no parameters)");
    readHfLocalAttention(f, {LocalAttention::Chunked, 8192, 4, "attention_chunk_size", "no_rope_layer_interval",
                             "transformers' Llama4TextConfig"},
                         m, out.notes);
}

void importGpt2(HfFields& f, HfImport& out)
{
    ModelSpec& m = out.model;
    m.layers = int(f.required("n_layer", kMaxLayers));
    m.hidden = f.required("n_embd", kMaxHidden);
    m.heads = int(f.required("n_head", kMaxHeads));
    m.kvHeads = m.heads;
    m.ffnHidden = f.optional("n_inner", kMaxFfn).value_or(4 * m.hidden);
    m.vocab = f.required("vocab_size", kMaxVocab);
    m.maxSeq = f.optional("n_positions", kMaxSeq).value_or(0);
    if (m.maxSeq == 0)
        m.maxSeq = f.required("n_ctx", kMaxSeq);
    m.activation = activationOf(f, "activation_function", "gelu_new", false);
    m.norm = Norm::LayerNorm;
    m.tiedEmbeddings = f.flag("tie_word_embeddings", true);
    m.positionEmbedding = PositionEmbedding::Learned;
    m.bias = Bias::All;
    // GPT2Config's defaults: 0.1 each. embd_pdrop drops the embedding output, resid_pdrop each
    // block's output: both are what Megatron calls the hidden dropout.
    m.hiddenDropout = f.probability("resid_pdrop", 0.1);
    m.attentionDropout = f.probability("attn_pdrop", 0.1);
    if (f.probability("embd_pdrop", 0.1) != m.hiddenDropout)
        out.notes.push_back("embd_pdrop differs from resid_pdrop: the embedding's dropout mask is counted at resid_pdrop");
}

/**
 * The Llama-style families (every type but gpt2): transformers' decoder layers add each
 * block's output to the residual without dropout, and their configs carry attention_dropout
 * (0.0 by default) for the attention probabilities.
 */
void readLlamaStyleDropout(HfFields& f, ModelSpec& m)
{
    m.hiddenDropout = 0.0;
    m.attentionDropout = f.probability("attention_dropout", 0.0);
}

} // namespace

std::string presetIdFromName(const std::string& name)
{
    std::string id;
    for (unsigned char c : name) {
        if (std::isalnum(c))
            id += char(std::tolower(c));
        else if (c == '.' && !id.empty() && std::isdigit((unsigned char)id.back()))
            id += '.';
        else if (!id.empty() && id.back() != '-')
            id += '-';
        if (id.size() >= 60)
            break;
    }
    while (!id.empty() && (id.back() == '-' || id.back() == '.'))
        id.pop_back();
    return id.empty() ? "imported-model" : id;
}

HfImport importHuggingFaceConfig(const nlohmann::json& config)
{
    ObjectReader top(config, "");
    if (!top.hasValue("model_type"))
        top.fail("model_type", inputText(QT_TRANSLATE_NOOP("InputText", "missing (every Hugging Face config.json names its model_type)")));
    const std::string type = top.string("model_type", 64);
    const auto& types = supportedTypes();
    if (std::find(types.begin(), types.end(), type) == types.end()) {
        std::string list;
        for (const auto& t : types)
            list += (list.empty() ? "" : ", ") + t;
        top.fail("model_type", inputText(QT_TRANSLATE_NOOP("InputText", "%1 is not supported (supported: %2)"), {describedJson(type), list}));
    }

    // Gemma 3 and Llama 4 as published are multimodal: the language model is text_config.
    if (type == "gemma3" || type == "llama4") {
        const nlohmann::json* text = config.contains("text_config") ? &config["text_config"] : nullptr;
        if (!text || !text->is_object())
            top.fail("text_config", inputText(QT_TRANSLATE_NOOP("InputText", "missing (model_type %1 holds its "
                                                                             "language model there)"),
                                              {describedJson(type)}));
        nlohmann::json inner = *text;
        inner["model_type"] = type + "_text";
        if (!inner.contains("_name_or_path") && config.contains("_name_or_path"))
            inner["_name_or_path"] = config["_name_or_path"];
        if (!inner.contains("architectures") && config.contains("architectures"))
            inner["architectures"] = config["architectures"];
        HfImport out;
        try {
            out = importHuggingFaceConfig(inner);
        } catch (const InputError& error) {
            throw InputError(error.path().empty() ? "text_config" : "text_config." + error.path(), error.text());
        }
        out.modelType = type;
        out.notes.push_back("the language model of text_config; the vision encoder is not counted");
        return out;
    }

    HfImport out;
    out.modelType = type;
    HfFields f(config, type);
    if (type == "llama")
        importLlamaLike(f, out, false);
    else if (type == "mistral") {
        importLlamaLike(f, out, false);
        readUniformSlidingWindow(f, out.model, out.notes);
    } else if (type == "mixtral") {
        importMixtral(f, out);
        readUniformSlidingWindow(f, out.model, out.notes);
    } else if (type == "qwen2")
        importLlamaLike(f, out, true);
    else if (type == "qwen3")
        importQwen3(f, out);
    else if (type == "qwen2_moe")
        importQwenMoe(f, out, false);
    else if (type == "qwen3_moe")
        importQwenMoe(f, out, true);
    else if (type == "deepseek_v2" || type == "deepseek_v3")
        importDeepSeek(f, out, type == "deepseek_v3");
    else if (type == "gemma3_text")
        importGemma3(f, out);
    else if (type == "gpt_oss")
        importGptOss(f, out);
    else if (type == "llama4_text")
        importLlama4(f, out);
    else
        importGpt2(f, out);
    if (type != "gpt2")
        readLlamaStyleDropout(f, out.model);
    if (type.rfind("qwen", 0) == 0)
        readQwenSlidingWindow(f, out.model, out.notes);

    std::string name = type;
    if (auto path = f.text("_name_or_path"); path && !path->empty())
        name = *path;
    else if (const auto* archs = f.raw("architectures");
             archs && archs->is_array() && !archs->empty() && archs->front().is_string())
        name = archs->front().get<std::string>();
    if (characterCount(name) > kMaxNameLength)
        throw InputError("architectures[0]",
                         inputText(QT_TRANSLATE_NOOP("InputText", "must be at most %1 characters long to name the model, got %2"),
                                   {std::to_string(kMaxNameLength), std::to_string(characterCount(name))}));
    out.model.name = name;

    // Same consistency checks as any model file, phrased in Hugging Face field names.
    const ModelSpec& m = out.model;
    if (m.kvHeads > m.heads || m.heads % m.kvHeads != 0)
        f.fail("num_key_value_heads", mustDivideField("num_attention_heads", m.heads, m.kvHeads));
    if (!m.headDim && m.hidden % m.heads != 0)
        f.fail("head_dim", inputText(QT_TRANSLATE_NOOP("InputText", "missing: hidden_size is not divisible by num_attention_heads")));
    if (m.moe && m.moe->topK > m.moe->experts)
        f.fail("num_experts_per_tok", inputText(QT_TRANSLATE_NOOP("InputText", "must not exceed the number of experts (%1)"),
                                                {std::to_string(m.moe->experts)}));
    if (m.moe && m.moe->denseLayers >= m.layers)
        f.fail(type.rfind("deepseek", 0) == 0 ? "first_k_dense_replace" : "mlp_only_layers",
               inputText(QT_TRANSLATE_NOOP("InputText", "leaves no MoE layer")));
    // The fields above were checked against ShardScope's bounds as they were read; this is
    // the same check a model file gets, so an import can never yield a model files refuse.
    try {
        nlohmann::json fields = writeModelFields(out.model);
        ObjectReader reader(fields, "");
        (void)readModelFields(reader);
    } catch (const InputError& error) {
        throw InputError("", inputText(QT_TRANSLATE_NOOP("InputText", "the converted model cannot be represented (%1)"),
                                       {TextArg::of(error.textWithoutFile())}));
    }
    return out;
}

HfImport importHuggingFaceConfigText(std::string_view text, const std::string& origin)
{
    try {
        return importHuggingFaceConfig(parseJsonText(text, origin));
    } catch (const InputError& error) {
        throw error.inFile(origin);
    }
}

nlohmann::json modelPresetDocument(const HfImport& imported, const std::string& id,
                                   const std::string& sourceNote)
{
    nlohmann::json doc = {{"format", "shardscope.model/1"}, {"id", id}};
    doc.update(writeModelFields(imported.model));
    doc["sources"] = {{"*", sourceNote}};
    std::string notes =
        "Imported from a Hugging Face config.json (model_type " + imported.modelType + ").";
    for (const auto& note : imported.notes)
        notes += " " + note + ".";
    doc["notes"] = notes;
    // Whatever is written must load back as a preset (names within the reader's limits,
    // valid UTF-8, a valid id); refuse here rather than write a file ShardScope refuses.
    if (!isValidUtf8(imported.model.name))
        throw InputError("name", inputText(QT_TRANSLATE_NOOP("InputText", "must be valid UTF-8")));
    if (!isValidUtf8(sourceNote))
        throw InputError("sources", inputText(QT_TRANSLATE_NOOP("InputText", "must be valid UTF-8")));
    PresetLibrary probe;
    probe.add(doc.dump(), "the preset to write");
    return doc;
}

} // namespace shardscope
