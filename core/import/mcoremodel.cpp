#include "mcoremodel.h"
#include "cpcommvalue.h"

#include "core/model/enumnames.h"

#include <algorithm>

namespace shardscope {

namespace {

std::string lower(std::string s)
{
    for (char& c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

constexpr const char* kNemoBaseModel = "NeMo nemo/collections/nlp/models/language_modeling/megatron_base_model.py";

} // namespace

int64_t McoreModelReader::integerIn(YamlLeaf& leaf, FieldId field)
{
    const FieldInfo& info = fieldInfo(field);
    return m_s.integer(leaf, int64_t(info.min), int64_t(info.max));
}

bool McoreModelReader::integerField(const std::string& key, FieldId field)
{
    YamlLeaf* l = leaf(key);
    if (!l)
        return false;
    m_s.set(*l, field, integerIn(*l, field));
    return true;
}

bool McoreModelReader::boolField(const std::string& key, FieldId field)
{
    YamlLeaf* l = leaf(key);
    if (!l)
        return false;
    m_s.set(*l, field, m_s.boolean(*l));
    return true;
}

bool McoreModelReader::numberField(const std::string& key, FieldId field)
{
    YamlLeaf* l = leaf(key);
    if (!l)
        return false;
    const FieldInfo& info = fieldInfo(field);
    m_s.set(*l, field, m_s.number(*l, info.min, info.max));
    return true;
}

void McoreModelReader::defaultTo(FieldId field, const FieldValue& value, const std::string& key,
                                 const std::string& origin)
{
    if (!m_defaults)
        return;
    m_s.builder().defaultTo(field, value, SettingSource{"", 0, m_prefix + key, ""},
                            origin.empty() ? m_defaults : origin);
}

void McoreModelReader::parallel()
{
    const std::pair<const char*, FieldId> degrees[] = {{"tensor_model_parallel_size", FieldId::Tp},
                                                       {"pipeline_model_parallel_size", FieldId::Pp},
                                                       {"context_parallel_size", FieldId::Cp},
                                                       {"expert_model_parallel_size", FieldId::Ep}};
    for (const auto& [key, field] : degrees) {
        if (integerField(key, field))
            continue;
        // NeMo 1.x reads the last two with cfg.get(key, 1): the template does not list them.
        const bool inTemplate = field == FieldId::Tp || field == FieldId::Pp;
        defaultTo(field, int64_t(1), key, inTemplate ? std::string() : std::string(kNemoBaseModel));
    }
    virtualStages();
    if (YamlLeaf* l = leaf("expert_tensor_parallel_size")) {
        if (m_s.isNull(*l))
            m_s.set(*l, FieldId::Etp, int64_t(0), "null: the expert layers use the TP size");
        else
            m_s.set(*l, FieldId::Etp, integerIn(*l, FieldId::Etp));
    }
    sequenceParallel();
    const std::pair<const char*, FieldId> stages[] = {{"num_layers_in_first_pipeline_stage", FieldId::FirstStageLayers},
                                                      {"num_layers_in_last_pipeline_stage", FieldId::LastStageLayers}};
    for (const auto& [key, field] : stages) {
        YamlLeaf* l = leaf(key);
        if (!l)
            continue;
        if (m_s.isNull(*l))
            m_s.set(*l, field, int64_t(0), "null: the even split");
        else
            m_s.set(*l, field, integerIn(*l, field));
    }
    if (YamlLeaf* l = leaf("microbatch_group_size_per_vp_stage")) {
        if (m_s.isNull(*l))
            m_s.set(*l, FieldId::MicrobatchGroup, int64_t(0), "null: PP micro-batches a chunk, Megatron-Core's default");
        else
            m_s.set(*l, FieldId::MicrobatchGroup, integerIn(*l, FieldId::MicrobatchGroup));
    }
    boolField("account_for_embedding_in_pipeline_split", FieldId::EmbeddingInSplit);
    boolField("account_for_loss_in_pipeline_split", FieldId::LossInSplit);
    if (YamlLeaf* l = leaf("pipeline_model_parallel_layout")) {
        if (!m_s.isNull(*l))
            m_s.refuse(*l,
                       "a pipeline layout string is not read: ShardScope splits the layers evenly or by the first and "
                       "last stage counts (num_layers_in_first/last_pipeline_stage)");
        m_s.ignore(*l, "null: no layout");
    }
}

void McoreModelReader::virtualStages()
{
    const char* key = "virtual_pipeline_model_parallel_size";
    YamlLeaf* l = leaf(key);
    if (!l) {
        defaultTo(FieldId::VirtualStages, int64_t(1), key);
        defaultTo(FieldId::Schedule, std::string("1f1b"), key);
        return;
    }
    const int64_t chunks = m_s.isNull(*l) ? 1 : integerIn(*l, FieldId::VirtualStages);
    const std::string note = m_s.isNull(*l) ? "null: one model chunk per pipeline rank, the 1F1B schedule"
                             : chunks == 1  ? "1: one model chunk per pipeline rank, the 1F1B schedule"
                                            : "the interleaved 1F1B schedule with this many chunks per rank";
    m_s.set(*l, FieldId::VirtualStages, chunks, note);
    m_s.set(*l, FieldId::Schedule, std::string(chunks > 1 ? "interleaved-1f1b" : "1f1b"), note);
}

void McoreModelReader::sequenceParallel()
{
    YamlLeaf* l = leaf("sequence_parallel");
    if (!l) {
        defaultTo(FieldId::SequenceParallel, false, "sequence_parallel");
        return;
    }
    const bool on = m_s.boolean(*l);
    const SettingSource* tp = m_s.builder().sourceOf(FieldId::Tp);
    const bool tpOne = tp && std::get<int64_t>(m_s.builder().value(FieldId::Tp)) == 1;
    if (on && tpOne) {
        if (m_dialect == McoreDialect::Nemo1) {
            m_s.set(*l, FieldId::SequenceParallel, false,
                    "NeMo turns sequence parallelism off with TP 1 (" + std::string(kNemoBaseModel) + ")");
            return;
        }
        ImportBuilder::contradiction(
            l->source, *tp,
            "sequence parallelism needs tensor parallelism, but " + tp->spelled() +
                (tp->where().empty() ? "" : " (" + tp->where() + ")") +
                " makes TP 1; Megatron-Core refuses it (megatron/core/model_parallel_config.py)");
    }
    m_s.set(*l, FieldId::SequenceParallel, on);
}

void McoreModelReader::normalization(const char* key)
{
    YamlLeaf* l = leaf(key);
    if (!l)
        return;
    const std::string v = lower(m_s.text(*l));
    if (v == "layernorm")
        m_s.set(*l, FieldId::Norm, std::string("layernorm"));
    else if (v == "layernorm1p")
        m_s.set(*l, FieldId::Norm, std::string("layernorm"), "LayerNorm with a zero-centred gain: the same size");
    else if (v == "rmsnorm")
        m_s.set(*l, FieldId::Norm, std::string("rmsnorm"));
    else
        m_s.refuse(*l, "expected layernorm, layernorm1p or rmsnorm");
}

void McoreModelReader::shape()
{
    integerField("num_layers", FieldId::Layers);
    integerField("hidden_size", FieldId::Hidden);
    integerField("ffn_hidden_size", FieldId::FfnHidden);
    integerField("num_attention_heads", FieldId::Heads);
    if (YamlLeaf* l = leaf("num_query_groups")) {
        if (m_s.isNull(*l))
            m_s.set(*l, FieldId::KvHeads, m_s.builder().value(FieldId::Heads),
                    "null: one key/value head per attention head (multi-head attention)");
        else
            m_s.set(*l, FieldId::KvHeads, integerIn(*l, FieldId::KvHeads));
    }
    if (YamlLeaf* l = leaf("kv_channels")) {
        if (m_s.isNull(*l))
            m_s.set(*l, FieldId::HeadDim, int64_t(0), "null: hidden size / heads");
        else
            m_s.set(*l, FieldId::HeadDim, integerIn(*l, FieldId::HeadDim));
    }
    if (YamlLeaf* l = leaf("max_position_embeddings"))
        m_s.set(*l, FieldId::MaxSeq, integerIn(*l, FieldId::MaxSeq));
    if (YamlLeaf* l = leaf("vocab_size")) {
        if (m_s.isNull(*l))
            m_s.ignore(*l, "null: the tokenizer gives the vocabulary");
        else
            m_s.set(*l, FieldId::Vocab, integerIn(*l, FieldId::Vocab));
    } else if (YamlLeaf* t = leaf("tokenizer.type");
               t && t->value.IsScalar() && t->value.Scalar() == "GPT2BPETokenizer") { // NeMo 1.x
        m_s.set(*t, FieldId::Vocab, kGpt2BpeVocabulary, "GPT-2's byte-level BPE, 50,257 tokens (its vocab.json)");
    }
    if (YamlLeaf* l = leaf("position_embedding_type")) {
        const std::string v = lower(m_s.text(*l));
        if (v == "learned_absolute")
            m_s.set(*l, FieldId::PositionEmbedding, std::string("learned"));
        else if (v == "rope" || v == "yarn")
            m_s.set(*l, FieldId::PositionEmbedding, std::string("rope"));
        else if (v == "mrope")
            m_s.set(*l, FieldId::PositionEmbedding, std::string("rope"), "multimodal rotary: no parameters, like rope");
        else if (v == "none")
            m_s.set(*l, FieldId::PositionEmbedding, std::string("none"));
        else
            m_s.refuse(*l, "ShardScope models learned_absolute, rope or none position embeddings, not " + v);
    }
    boolField("share_embeddings_and_output_weights", FieldId::TiedEmbeddings);
    boolField("qk_layernorm", FieldId::QkNorm);
    numberField("hidden_dropout", FieldId::HiddenDropout);
    numberField("attention_dropout", FieldId::AttentionDropout);
    if (YamlLeaf* l = leaf("mtp_num_layers")) {
        if (m_s.isNull(*l))
            m_s.set(*l, FieldId::MtpLayers, int64_t(0), "null: no multi-token prediction");
        else
            m_s.set(*l, FieldId::MtpLayers, integerIn(*l, FieldId::MtpLayers));
    }
    if (YamlLeaf* l = leaf("softmax_type")) {
        const std::string v = lower(m_s.text(*l));
        if (v == "vanilla")
            m_s.set(*l, FieldId::AttentionSinks, false);
        else if (v == "learnable")
            m_s.set(*l, FieldId::AttentionSinks, true, "one learned sink logit per head");
        else if (v == "off-by-one")
            m_s.set(*l, FieldId::AttentionSinks, false, "a fixed sink logit: no parameters");
        else
            m_s.refuse(*l, "expected vanilla, learnable or off-by-one");
    }
    window();
}

void McoreModelReader::window()
{
    if (YamlLeaf* l = leaf("window_size")) {
        const std::vector<std::string> items = m_s.isNull(*l) ? std::vector<std::string>() : m_s.textList(*l, 2);
        if (m_s.isNull(*l)) {
            m_s.set(*l, FieldId::LocalAttention, std::string("none"), "null: full attention on every layer");
        } else if (items.size() == 2 && items[0] == "-1" && (items[1] == "-1" || items[1] == "0")) {
            m_s.set(*l, FieldId::LocalAttention, std::string("none"), "-1: no window, full attention");
        } else {
            if (items.size() != 2 || items[1] != "0")
                m_s.refuse(*l, "expected [left, 0]: a causal sliding window of `left` keys");
            const FieldInfo& info = fieldInfo(FieldId::LocalWindow);
            YamlLeaf scratch = *l;
            scratch.value = YAML::Node(items[0]);
            scratch.quoted = false;
            const int64_t w = m_s.integer(scratch, 1, int64_t(info.max));
            m_s.set(*l, FieldId::LocalAttention, std::string("sliding"));
            m_s.set(*l, FieldId::LocalWindow, w);
        }
    }
    if (YamlLeaf* l = leaf("window_attn_skip_freq")) {
        if (m_s.isNull(*l))
            m_s.set(*l, FieldId::GlobalAttentionEvery, int64_t(0), "null: every layer has the window");
        else if (l->value.IsSequence())
            m_s.refuse(*l, "a per-layer list is not read: ShardScope takes every N-th layer global (an integer)");
        else
            m_s.set(*l, FieldId::GlobalAttentionEvery, integerIn(*l, FieldId::GlobalAttentionEvery));
    }
}

void McoreModelReader::layerFrequency(YamlLeaf& l)
{
    if (!l.value.IsSequence()) {
        const int64_t f = integerIn(l, FieldId::MoeLayerFreq);
        m_s.set(l, FieldId::MoeLayerFreq, f);
        m_s.set(l, FieldId::MoeDenseLayers, int64_t(0), "every " + std::to_string(f) + "-th layer from the first");
        return;
    }
    const std::vector<std::string> items = m_s.textList(l, size_t(fieldInfo(FieldId::Layers).max));
    const auto layers = m_s.builder().value(FieldId::Layers);
    if (m_s.builder().sourceOf(FieldId::Layers) && int64_t(items.size()) != std::get<int64_t>(layers))
        m_s.refuse(l, "the list has " + std::to_string(items.size()) + " entries but the model has " +
                          formatFieldValue(layers) + " layers (Megatron-Core refuses it)");
    size_t dense = 0;
    while (dense < items.size() && items[dense] == "0")
        ++dense;
    if (dense == items.size())
        m_s.refuse(l, "no layer has experts");
    size_t freq = 0;
    for (size_t i = dense + 1; i < items.size() && !freq; ++i)
        if (items[i] == "1")
            freq = i - dense;
    if (!freq)
        freq = items.size() - dense;
    for (size_t i = 0; i < items.size(); ++i) {
        const bool expert = i >= dense && (i - dense) % freq == 0;
        if (items[i] != (expert ? "1" : "0"))
            m_s.refuse(l, "the pattern is not leading dense layers then every n-th layer with experts (item " +
                              std::to_string(i) + ")");
    }
    m_s.set(l, FieldId::MoeDenseLayers, int64_t(dense));
    m_s.set(l, FieldId::MoeLayerFreq, int64_t(freq));
}

void McoreModelReader::moe()
{
    ImportBuilder& b = m_s.builder();
    YamlLeaf* experts = leaf("num_moe_experts");
    bool dense = false;
    if (experts && m_s.isNull(*experts)) {
        b.editScenario().model.moe.reset();
        m_s.ignore(*experts, "null: a dense model, without experts");
        dense = true;
    } else if (experts) {
        const int64_t n = integerIn(*experts, FieldId::MoeExperts);
        if (!b.scenario().model.moe)
            b.editScenario().model.moe = MoeSpec{};
        m_s.set(*experts, FieldId::MoeExperts, n);
    }
    if (dense || !b.scenario().model.moe) {
        for (YamlLeaf* l : m_s.leaves())
            if (!l->reported && l->path.rfind(m_prefix + "moe_", 0) == 0)
                m_s.ignore(*l, "the model has no experts");
        return;
    }
    // Megatron-Core's own defaults hold for a model the file makes an MoE model; one whose
    // experts come from the base scenario keeps its values for the keys the file leaves out.
    const bool fresh = experts != nullptr;
    const std::string mcore = kMcoreTransformerConfig;
    if (!integerField("moe_router_topk", FieldId::MoeTopK) && fresh)
        b.defaultTo(FieldId::MoeTopK, int64_t(2), {"", 0, m_prefix + "moe_router_topk", ""},
                    m_dialect == McoreDialect::Nemo1
                        ? "NeMo nemo/collections/nlp/models/language_modeling/megatron_gpt_model.py"
                        : mcore);
    YamlLeaf* width = leaf("moe_ffn_hidden_size");
    if (width && !m_s.isNull(*width))
        m_s.set(*width, FieldId::MoeExpertFfnHidden, integerIn(*width, FieldId::MoeExpertFfnHidden));
    else if (width)
        m_s.set(*width, FieldId::MoeExpertFfnHidden, b.value(FieldId::FfnHidden), "null: ffn_hidden_size");
    else if (fresh)
        b.defaultTo(FieldId::MoeExpertFfnHidden, b.value(FieldId::FfnHidden),
                    {"", 0, m_prefix + "moe_ffn_hidden_size", ""}, mcore + " (None: ffn_hidden_size)");
    if (YamlLeaf* l = leaf("moe_shared_expert_intermediate_size")) {
        if (m_s.isNull(*l)) {
            m_s.set(*l, FieldId::MoeSharedExperts, int64_t(0), "null: no shared expert");
        } else {
            m_s.set(*l, FieldId::MoeSharedExperts, int64_t(1), "one shared expert of this total width");
            m_s.set(*l, FieldId::MoeSharedExpertFfnHidden, integerIn(*l, FieldId::MoeSharedExpertFfnHidden));
        }
    }
    if (YamlLeaf* l = leaf("moe_layer_freq"))
        layerFrequency(*l);
    const std::pair<const char*, FieldId> groups[] = {{"moe_router_num_groups", FieldId::MoeRouterGroups},
                                                      {"moe_router_group_topk", FieldId::MoeRouterGroupTopK}};
    for (const auto& [key, field] : groups) {
        YamlLeaf* l = leaf(key);
        if (l && m_s.isNull(*l))
            m_s.set(*l, field, int64_t(0), "null: no group-limited routing");
        else if (l)
            m_s.set(*l, field, integerIn(*l, field));
    }
    if (YamlLeaf* l = leaf("moe_token_dispatcher_type")) {
        const std::string v = lower(m_s.text(*l));
        if (v == "alltoall" || v == "allgather") {
            m_s.set(*l, FieldId::MoeDispatcher, std::string("alltoall"),
                    v == "allgather" ? "all-gather dispatcher: timed as the all-to-all one" : "");
        } else if (v == "flex") {
            std::string backend = "deepep";
            if (YamlLeaf* be = leaf("moe_flex_dispatcher_backend"))
                backend = lower(m_s.text(*be));
            if (backend != "deepep")
                m_s.refuse(*l, "the flex dispatcher's " + backend + " backend is not modelled (DeepEP is)");
            m_s.set(*l, FieldId::MoeDispatcher, std::string("deepep"), "the flex dispatcher with DeepEP");
            if (YamlLeaf* be = leaf("moe_flex_dispatcher_backend"))
                m_s.set(*be, FieldId::MoeDispatcher, std::string("deepep"));
        } else {
            m_s.refuse(*l, "expected alltoall, allgather or flex");
        }
    }
    if (YamlLeaf* l = leaf("moe_enable_deepep")) {
        if (m_s.boolean(*l))
            m_s.set(*l, FieldId::MoeDispatcher, std::string("deepep"));
        else
            m_s.ignore(*l, "false: the dispatcher type decides");
    }
    if (YamlLeaf* l = leaf("moe_expert_capacity_factor")) {
        if (m_s.isNull(*l))
            m_s.set(*l, FieldId::MoeCapacityFactor, 0.0, "null: dropless");
        else
            m_s.set(*l, FieldId::MoeCapacityFactor, m_s.number(*l, 0, fieldInfo(FieldId::MoeCapacityFactor).max));
    }
    boolField("moe_pad_expert_input_to_capacity", FieldId::MoePadToCapacity);
}

void McoreModelReader::mla()
{
    ImportBuilder& b = m_s.builder();
    YamlLeaf* flag = leaf("multi_latent_attention");
    YamlLeaf* kv = leaf("kv_lora_rank");
    const bool on = flag ? m_s.boolean(*flag) : (kv && !m_s.isNull(*kv));
    if (!on) {
        if (flag) {
            b.editScenario().model.mla.reset();
            m_s.ignore(*flag, "false: standard attention");
        }
        for (const char* key : {"q_lora_rank", "kv_lora_rank", "qk_head_dim", "qk_pos_emb_head_dim", "v_head_dim"})
            if (YamlLeaf* l = leaf(key))
                m_s.ignore(*l, "the model has no multi-latent attention");
        return;
    }
    if (!b.scenario().model.mla)
        b.editScenario().model.mla = MlaSpec{};
    if (flag)
        m_s.ignore(*flag, "true: the MLA ranks below give the attention");
    const std::pair<const char*, FieldId> ranks[] = {{"q_lora_rank", FieldId::MlaQLoraRank},
                                                     {"kv_lora_rank", FieldId::MlaKvLoraRank},
                                                     {"qk_head_dim", FieldId::MlaQkNopeHeadDim},
                                                     {"qk_pos_emb_head_dim", FieldId::MlaQkRopeHeadDim},
                                                     {"v_head_dim", FieldId::MlaVHeadDim}};
    for (const auto& [key, field] : ranks) {
        YamlLeaf* l = leaf(key);
        if (l && field == FieldId::MlaQLoraRank && m_s.isNull(*l))
            m_s.set(*l, field, int64_t(0), "null: no query compression");
        else if (l)
            m_s.set(*l, field, integerIn(*l, field));
    }
}

void McoreModelReader::recompute(const RecomputeKeys& keys)
{
    ImportBuilder& b = m_s.builder();
    YamlLeaf* g = leaf(keys.granularity);
    YamlLeaf* method = leaf(keys.method);
    YamlLeaf* layers = leaf(keys.numLayers);
    YamlLeaf* modules = keys.modules ? leaf(keys.modules) : nullptr;
    std::string granularity;
    if (!g) {
        defaultTo(FieldId::Recompute, std::string("none"), keys.granularity);
        if (!m_defaults)
            return; // the recipe decides; the other keys follow it
    } else if (!m_s.isNull(*g)) {
        granularity = lower(m_s.text(*g));
    }
    const auto unused = [&](const std::string& why) {
        for (YamlLeaf* l : {method, layers, modules})
            if (l)
                m_s.ignore(*l, why);
    };
    if (granularity.empty()) {
        if (g)
            m_s.set(*g, FieldId::Recompute, std::string("none"), "null: no activation recompute");
        unused("not used without a recompute granularity");
        return;
    }
    if (granularity == "selective") {
        m_s.set(*g, FieldId::Recompute, std::string("selective"));
        m_s.set(*g, FieldId::SelectiveRecompute, std::string("modules"));
        for (YamlLeaf* l : {method, layers})
            if (l)
                m_s.ignore(*l, "not used with selective recompute");
        if (!keys.modules) {
            for (const auto& entry : enumNames<RecomputeModule>())
                m_s.set(*g, FieldId(int(FieldId::RecomputeCoreAttn) + int(entry.value)),
                        entry.value == RecomputeModule::CoreAttn,
                        "NeMo 1.x's selective recompute re-runs core attention only");
            return;
        }
        if (!modules)
            return;
        if (m_s.isNull(*modules)) {
            for (const auto& entry : enumNames<RecomputeModule>())
                m_s.set(*modules, FieldId(int(FieldId::RecomputeCoreAttn) + int(entry.value)),
                        entry.value == RecomputeModule::CoreAttn, "null: Megatron-Core's default, [core_attn]");
            return;
        }
        const std::vector<std::string> names = m_s.textList(*modules, 16);
        bool chosen[kRecomputeModules] = {};
        for (const std::string& name : names) {
            const auto module = enumFromString<RecomputeModule>(name);
            if (!module)
                m_s.refuse(*modules,
                           "unknown module " + name + " (Megatron-Core takes " + enumChoices<RecomputeModule>() + ")");
            chosen[int(*module)] = true;
        }
        for (int i = 0; i < kRecomputeModules; ++i)
            m_s.set(*modules, FieldId(int(FieldId::RecomputeCoreAttn) + i), chosen[i]);
        return;
    }
    if (granularity != "full")
        m_s.refuse(*g, "expected selective, full or null");
    m_s.set(*g, FieldId::Recompute, std::string("full"));
    if (modules)
        m_s.ignore(*modules, "not used with full recompute");
    const std::string mcoreCheck =
        std::string(" (Megatron-Core refuses full recompute without it: ") + kMcoreTransformerConfig + ")";
    if (!method && m_defaults)
        b.refuse(g->source,
                 std::string(keys.method) + " is not set: full recompute needs uniform or block" + mcoreCheck);
    if (method) {
        if (m_s.isNull(*method))
            m_s.refuse(*method, "null: full recompute needs uniform or block" + mcoreCheck);
        const std::string v = lower(m_s.text(*method));
        if (v != "uniform" && v != "block")
            m_s.refuse(*method, "expected uniform or block");
        m_s.set(*method, FieldId::RecomputeMethod, v);
    }
    if (!layers && m_defaults)
        b.refuse(g->source,
                 std::string(keys.numLayers) + " is not set: full recompute needs a layer count" + mcoreCheck);
    if (layers) {
        if (m_s.isNull(*layers))
            m_s.refuse(*layers, "null: full recompute needs a layer count" + mcoreCheck);
        m_s.set(*layers, FieldId::RecomputeLayers, integerIn(*layers, FieldId::RecomputeLayers));
    }
}

void readGradientAccumulationFusion(YamlSettings& s)
{
    if (YamlLeaf* l = s.find("model.gradient_accumulation_fusion")) {
        const bool fused = s.boolean(*l);
        s.set(*l, FieldId::WgradPlaceholders, fused,
              fused ? "the weight gradients accumulate into the main gradient: Transformer Engine keeps a placeholder "
                      "weight gradient per weight shape"
                    : "no fused accumulation: no placeholder weight gradients");
    }
}

void readCpCommType(YamlSettings& s)
{
    YamlLeaf* l = s.find("model.cp_comm_type");
    if (!l)
        return;
    if (s.isNull(*l)) {
        s.ignore(*l, "null: Megatron-Core's p2p");
        return;
    }
    const std::string v = s.text(*l);
    const CpCommValueReading reading = readCpCommValue(v);
    if (!reading.refusal.empty())
        s.refuse(*l, reading.refusal);
    s.set(*l, FieldId::CpCommType, v, reading.note);
}

} // namespace shardscope
