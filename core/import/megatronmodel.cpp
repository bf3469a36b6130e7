// Megatron-LM's model flags: the shape, MoE and its routing, MLA, positions and local attention.

#include "megatronreader.h"

#include <cctype>

namespace shardscope::megatronimport {

void MegatronReader::model()
{
    setInt("--num-layers", FieldId::Layers);
    setInt("--hidden-size", FieldId::Hidden);
    setInt("--num-attention-heads", FieldId::Heads);
    setInt("--kv-channels", FieldId::HeadDim);
    setInt("--max-position-embeddings", FieldId::MaxSeq);
    if (!setInt("--vocab-size", FieldId::Vocab)) {
        // The tokenizer's files are not read, but two flags still say how many rows the embedding has.
        if (const ParsedOption* padded = take("--pad-vocab-size-to")) // Megatron-DeepSpeed
            m_b.set(FieldId::Vocab, integer(*padded, FieldId::Vocab), at(*padded),
                    "the embedding's rows: Megatron-DeepSpeed pads the tokenizer's vocabulary to it");
        else if (has("--tokenizer-type") && singleValue(m_options.at("--tokenizer-type"), m_file).text == "GPT2BPETokenizer")
            m_b.set(FieldId::Vocab, kGpt2BpeVocabulary, at(*take("--tokenizer-type")),
                    "GPT-2's byte-level BPE, 50,257 tokens (its vocab.json)");
    }
    if (mds()) {
        setInt("--num-key-value-heads", FieldId::KvHeads);
    } else if (const ParsedOption* gqa = take("--group-query-attention")) {
        expectSwitch(*gqa, m_file);
        m_b.markMapped(at(*gqa), {FieldId::KvHeads}, "KV heads from --num-query-groups");
        if (!setInt("--num-query-groups", FieldId::KvHeads))
            fallback(FieldId::KvHeads, int64_t(1), "--num-query-groups", std::string(kArguments) + " (default 1)");
    } else if (const ParsedOption* o = take("--num-query-groups")) {
        m_b.ignore(at(*o), "Megatron reads it only with --group-query-attention (argument_utils.py sets it to "
                           "None otherwise)");
    }
    if (m_b.given(FieldId::Heads) && !m_b.given(FieldId::KvHeads))
        fallback(FieldId::KvHeads, m_b.value(FieldId::Heads), mds() ? "--num-key-value-heads" : "--group-query-attention",
                 std::string(mds() ? "Megatron-DeepSpeed megatron/arguments.py" : kArguments) +
                     ": without it every attention head has its own keys and values");
    if (!setSwitch("--swiglu", FieldId::Activation, std::string("swiglu")))
        fallback(FieldId::Activation, std::string("gelu"), "--swiglu", std::string(kArguments) + " (GeLU unless --swiglu)");
    if (!setInt("--ffn-hidden-size", FieldId::FfnHidden) && m_b.given(FieldId::Hidden)) {
        const int64_t h = std::get<int64_t>(m_b.value(FieldId::Hidden));
        const bool swiglu = std::get<std::string>(m_b.value(FieldId::Activation)) == "swiglu";
        fallback(FieldId::FfnHidden, swiglu ? int64_t((4 * h * 2 / 3) / 64 * 64) : 4 * h, "--ffn-hidden-size",
                 std::string(kArguments) + ": 4 x hidden, with --swiglu int(4 x hidden x 2/3 / 64) x 64");
    }
    if (!setChoice("--normalization", FieldId::Norm,
                   {{"LayerNorm", std::string("layernorm")}, {"RMSNorm", std::string("rmsnorm")},
                    {"layernorm", std::string("layernorm")}, {"rmsnorm", std::string("rmsnorm")}}))
        fallback(FieldId::Norm, std::string("layernorm"), "--normalization", std::string(kArguments) + " (LayerNorm)");
    positions();
    if (!setSwitch("--untie-embeddings-and-output-weights", FieldId::TiedEmbeddings, false))
        fallback(FieldId::TiedEmbeddings, true, "--untie-embeddings-and-output-weights",
                 std::string(kArguments) + " (the output layer shares the input embedding unless untied)");
    const bool noBias = setSwitch("--disable-bias-linear", FieldId::Bias, std::string("none"));
    if (const ParsedOption* o = take("--add-qkv-bias")) {
        expectSwitch(*o, m_file);
        if (!noBias)
            ImportBuilder::refuse(at(*o), "ShardScope models QKV biases only without the other linear biases: add "
                                          "--disable-bias-linear");
        m_b.set(FieldId::Bias, std::string("qkv"), at(*o), "with --disable-bias-linear: biases on Q, K and V only");
    } else if (!noBias) {
        fallback(FieldId::Bias, std::string("all"), "--disable-bias-linear",
                 std::string(kArguments) + " (--add-bias-linear is on by default)");
    }
    if (!setSwitch("--qk-layernorm", FieldId::QkNorm, true))
        fallback(FieldId::QkNorm, false, "--qk-layernorm", kArguments);
    if (!setInt("--mtp-num-layers", FieldId::MtpLayers))
        fallback(FieldId::MtpLayers, int64_t(0), "--mtp-num-layers", kArguments);
    localAttention();
    if (!setChoice("--softmax-type", FieldId::AttentionSinks, {{"vanilla", false}, {"learnable", true}}))
        fallback(FieldId::AttentionSinks, false, "--softmax-type", std::string(kArguments) + " (vanilla)");
    // Both launchers' parsers default to 0.1 (Megatron-DeepSpeed's megatron/arguments.py too).
    const std::string parser = mds() ? "Megatron-DeepSpeed megatron/arguments.py" : kArguments;
    if (!setNumber("--hidden-dropout", FieldId::HiddenDropout))
        fallback(FieldId::HiddenDropout, 0.1, "--hidden-dropout", parser + " (0.1)");
    if (!setNumber("--attention-dropout", FieldId::AttentionDropout))
        fallback(FieldId::AttentionDropout, 0.1, "--attention-dropout", parser + " (0.1)");
}

void MegatronReader::positions()
{
    if (mds()) {
        if (!setSwitch("--use-rotary-position-embeddings", FieldId::PositionEmbedding, std::string("rope")))
            fallback(FieldId::PositionEmbedding, std::string("learned"), "--use-rotary-position-embeddings",
                     "Megatron-DeepSpeed megatron/arguments.py (learned absolute positions)");
    } else if (!setChoice("--position-embedding-type", FieldId::PositionEmbedding,
                          {{"learned_absolute", std::string("learned")}, {"rope", std::string("rope")},
                           {"yarn", std::string("rope")}, {"mrope", std::string("rope")},
                           {"none", std::string("none")}})) {
        fallback(FieldId::PositionEmbedding, std::string("learned"), "--position-embedding-type",
                 std::string(kArguments) + " (learned_absolute)");
    }
    if (const ParsedOption* o = take("--no-position-embedding")) {
        expectSwitch(*o, m_file);
        const std::string now = std::get<std::string>(m_b.value(FieldId::PositionEmbedding));
        if (now == "learned" && m_b.sourceOf(FieldId::PositionEmbedding)->line > 0)
            ImportBuilder::refuse(at(*o), "contradicts --position-embedding-type learned_absolute");
        if (now == "learned")
            m_b.set(FieldId::PositionEmbedding, std::string("none"), at(*o));
        else
            m_b.ignore(at(*o), "no learned position table with " + now + " positions anyway");
    }
}

void MegatronReader::localAttention()
{
    if (const ParsedOption* o = take("--window-size")) {
        const std::string& v = singleValue(*o, m_file).text;
        const size_t comma = v.find(',');
        const std::string left = v.substr(0, comma);
        const std::string right = comma == std::string::npos ? "" : v.substr(comma + 1);
        if (comma == std::string::npos || (right != "0" && right != "-1"))
            ImportBuilder::refuse(at(*o), "ShardScope reads a causal sliding window written 'W,0' (W keys back)");
        ParsedOption window = *o;
        window.values = {{left, o->line, 0}};
        m_b.set(FieldId::LocalAttention, std::string("sliding"), at(*o));
        m_b.set(FieldId::LocalWindow, integer(window, FieldId::LocalWindow), at(*o));
        if (!setInt("--window-attn-skip-freq", FieldId::GlobalAttentionEvery))
            fallback(FieldId::GlobalAttentionEvery, int64_t(0), "--window-attn-skip-freq",
                     std::string(kArguments) + " (every layer uses the window)");
    } else {
        fallback(FieldId::LocalAttention, std::string("none"), "--window-size", std::string(kArguments) + " (full attention)");
        if (const ParsedOption* skip = take("--window-attn-skip-freq"))
            m_b.ignore(at(*skip), "has no effect without --window-size");
    }
}

void MegatronReader::moe()
{
    const ParsedOption* experts = take("--num-experts");
    const int64_t e = experts ? integerValue(*experts, m_file, 0, (long long)fieldInfo(FieldId::MoeExperts).max) : 0;
    if (e == 0) { // Megatron treats 0 as no experts
        m_b.editScenario().model.moe.reset();
        if (experts)
            m_b.ignore(at(*experts), "0 experts is a dense model (Megatron treats 0 as None)");
        for (const char* flag : {"--moe-router-topk", "--moe-ffn-hidden-size", "--moe-shared-expert-intermediate-size",
                                 "--moe-layer-freq", "--moe-router-num-groups", "--moe-router-group-topk",
                                 "--moe-token-dispatcher-type", "--moe-flex-dispatcher-backend", "--moe-expert-capacity-factor",
                                 "--moe-pad-expert-input-to-capacity", "--moe-router-force-load-balancing",
                                 "--expert-model-parallel-size", "--moe-expert-parallel-size", "--topk",
                                 "--expert-tensor-parallel-size", "--disable-moe-token-dropping", "--enable-expert-tensor-parallelism"})
            if (const ParsedOption* o = take(flag))
                m_b.ignore(at(*o), "a dense model has no experts (no --num-experts)");
        return;
    }
    if (!m_b.scenario().model.moe)
        m_b.editScenario().model.moe = MoeSpec{};
    m_b.set(FieldId::MoeExperts, e, at(*experts));
    if (!setInt(mds() ? "--topk" : "--moe-router-topk", FieldId::MoeTopK))
        fallback(FieldId::MoeTopK, int64_t(mds() ? 1 : 2), mds() ? "--topk" : "--moe-router-topk",
                 mds() ? "Megatron-DeepSpeed megatron/arguments.py (top-1)" : std::string(kArguments) + " (top-2)");
    if (!setInt("--moe-ffn-hidden-size", FieldId::MoeExpertFfnHidden) && m_b.given(FieldId::FfnHidden))
        fallback(FieldId::MoeExpertFfnHidden, m_b.value(FieldId::FfnHidden), "--moe-ffn-hidden-size",
                 std::string(kArguments) + " (the dense --ffn-hidden-size)");
    if (const ParsedOption* o = take("--moe-shared-expert-intermediate-size")) {
        m_b.set(FieldId::MoeSharedExperts, int64_t(1), at(*o), "Megatron gives all shared experts as one width");
        m_b.set(FieldId::MoeSharedExpertFfnHidden, integer(*o, FieldId::MoeSharedExpertFfnHidden), at(*o));
    } else {
        fallback(FieldId::MoeSharedExperts, int64_t(0), "--moe-shared-expert-intermediate-size", kArguments);
    }
    layerPattern();
    if (setInt("--moe-router-num-groups", FieldId::MoeRouterGroups) != setInt("--moe-router-group-topk", FieldId::MoeRouterGroupTopK))
        ImportBuilder::refuse(at(has("--moe-router-num-groups") ? m_options.at("--moe-router-num-groups")
                                                                 : m_options.at("--moe-router-group-topk")),
                              "--moe-router-num-groups and --moe-router-group-topk go together");
    routing();
}

/** --moe-layer-freq: an integer, or a list expression ('([0]*3+[1]*58)', '[0,1,1,...]'). */
void MegatronReader::layerPattern()
{
    const ParsedOption* o = take("--moe-layer-freq");
    if (!o) {
        fallback(FieldId::MoeDenseLayers, int64_t(0), "--moe-layer-freq", std::string(kArguments) + " (1: every layer)");
        fallback(FieldId::MoeLayerFreq, int64_t(1), "--moe-layer-freq", std::string(kArguments) + " (1: every layer)");
        return;
    }
    std::string v = singleValue(*o, m_file).text;
    std::string compact;
    for (char c : v)
        if (c != ' ' && c != '\'' && c != '"')
            compact += c;
    std::vector<int> layers; // 1 = MoE
    if (compact.find_first_not_of("0123456789") == std::string::npos) {
        m_b.set(FieldId::MoeDenseLayers, int64_t(0), at(*o));
        m_b.set(FieldId::MoeLayerFreq, integer(*o, FieldId::MoeLayerFreq), at(*o));
        return;
    }
    if (compact.size() > 2 && compact.front() == '(' && compact.back() == ')')
        compact = compact.substr(1, compact.size() - 2);
    // terms joined by '+': [a,b,...] or [x]*n
    size_t pos = 0;
    while (pos < compact.size()) {
        if (compact[pos] != '[')
            ImportBuilder::refuse(at(*o), "ShardScope reads an integer or a list such as ([0]*3+[1]*58)");
        const size_t close = compact.find(']', pos);
        if (close == std::string::npos)
            ImportBuilder::refuse(at(*o), "a '[' is not closed");
        std::vector<int> items;
        size_t i = pos + 1;
        while (i < close) {
            if (compact[i] != '0' && compact[i] != '1')
                ImportBuilder::refuse(at(*o), "list items must be 0 (dense) or 1 (MoE)");
            items.push_back(compact[i] - '0');
            i += 1;
            if (i < close && compact[i] == ',')
                ++i;
        }
        pos = close + 1;
        long long times = 1;
        if (pos < compact.size() && compact[pos] == '*') {
            size_t end = pos + 1;
            while (end < compact.size() && std::isdigit(static_cast<unsigned char>(compact[end])))
                ++end;
            if (end == pos + 1)
                ImportBuilder::refuse(at(*o), "'*' needs a count");
            times = std::stoll(compact.substr(pos + 1, std::min<size_t>(end - pos - 1, 9)));
            pos = end;
        }
        if (times * (long long)items.size() + (long long)layers.size() > (long long)fieldInfo(FieldId::Layers).max)
            ImportBuilder::refuse(at(*o), "lists more layers than any model has");
        for (long long t = 0; t < times; ++t)
            layers.insert(layers.end(), items.begin(), items.end());
        if (pos < compact.size()) {
            if (compact[pos] != '+')
                ImportBuilder::refuse(at(*o), "ShardScope reads an integer or a list such as ([0]*3+[1]*58)");
            ++pos;
        }
    }
    if (m_b.given(FieldId::Layers) && int64_t(layers.size()) != std::get<int64_t>(m_b.value(FieldId::Layers)))
        ImportBuilder::refuse(at(*o), "lists " + std::to_string(layers.size()) + " layers but --num-layers is " +
                                          formatFieldValue(m_b.value(FieldId::Layers)));
    int dense = 0;
    while (dense < int(layers.size()) && layers[size_t(dense)] == 0)
        ++dense;
    int freq = 1;
    for (int i = dense + 1; i < int(layers.size()); ++i)
        if (layers[size_t(i)] == 1) {
            freq = i - dense;
            break;
        }
    for (int i = 0; i < int(layers.size()); ++i)
        if (layers[size_t(i)] != (i >= dense && (i - dense) % freq == 0 ? 1 : 0))
            ImportBuilder::refuse(at(*o), "ShardScope models leading dense layers and then every n-th layer as MoE; "
                                          "this pattern differs at layer " + std::to_string(i));
    m_b.set(FieldId::MoeDenseLayers, int64_t(dense), at(*o));
    m_b.set(FieldId::MoeLayerFreq, int64_t(freq), at(*o));
}

void MegatronReader::routing()
{
    if (mds()) {
        if (!setSwitch("--disable-moe-token-dropping", FieldId::MoeCapacityFactor, 0.0))
            fallback(FieldId::MoeCapacityFactor, 1.0, "--disable-moe-token-dropping",
                     "Megatron-DeepSpeed megatron/arguments.py (--moe-train-capacity-factor 1.0, tokens dropped)");
    } else if (const ParsedOption* o = take("--moe-expert-capacity-factor")) {
        m_b.set(FieldId::MoeCapacityFactor, numberValue(*o, m_file, 0, fieldInfo(FieldId::MoeCapacityFactor).max), at(*o));
    } else {
        fallback(FieldId::MoeCapacityFactor, 0.0, "--moe-expert-capacity-factor", std::string(kArguments) + " (dropless)");
    }
    if (!setSwitch("--moe-pad-expert-input-to-capacity", FieldId::MoePadToCapacity, true))
        fallback(FieldId::MoePadToCapacity, false, "--moe-pad-expert-input-to-capacity", kArguments);
    if (!setSwitch("--moe-router-force-load-balancing", FieldId::MoeLoadImbalance, 1.0,
                   "random routing: every expert rank gets its even share"))
        m_b.note("The router's load imbalance is not in the files: training.moe.load_imbalance keeps " +
                 formatFieldValue(m_b.value(FieldId::MoeLoadImbalance)) + "; set it to what your router logs.");
    const ParsedOption* type = take("--moe-token-dispatcher-type");
    const ParsedOption* backend = take("--moe-flex-dispatcher-backend");
    const std::string t = type ? singleValue(*type, m_file).text : "allgather";
    if (t == "flex") {
        const std::string be = backend ? singleValue(*backend, m_file).text : "";
        if (be != "deepep")
            ImportBuilder::refuse(at(*type), "ShardScope models the flex dispatcher with the deepep backend only "
                                             "(--moe-flex-dispatcher-backend deepep)");
        m_b.set(FieldId::MoeDispatcher, std::string("deepep"), at(*type));
        m_b.set(FieldId::MoeDispatcher, std::string("deepep"), at(*backend));
    } else if (t == "alltoall" || t == "allgather") {
        if (backend)
            m_b.ignore(at(*backend), "only read by the flex dispatcher");
        if (type)
            m_b.set(FieldId::MoeDispatcher, std::string("alltoall"), at(*type),
                    t == "allgather" ? "timed as all-to-all: with EP 1 no token leaves its rank either way" : "");
        else
            fallback(FieldId::MoeDispatcher, std::string("alltoall"), "--moe-token-dispatcher-type",
                     std::string(kArguments) + " (allgather; ShardScope times it as all-to-all)");
    } else {
        ImportBuilder::refuse(at(*type), "'" + t + "' is not a dispatcher ShardScope reads (alltoall, allgather, flex)");
    }
}

void MegatronReader::mla()
{
    const ParsedOption* o = take("--multi-latent-attention");
    if (!o) {
        m_b.editScenario().model.mla.reset();
        for (const char* flag : {"--q-lora-rank", "--kv-lora-rank", "--qk-head-dim", "--qk-pos-emb-head-dim", "--v-head-dim"})
            if (const ParsedOption* extra = take(flag))
                m_b.ignore(at(*extra), "read only with --multi-latent-attention");
        return;
    }
    expectSwitch(*o, m_file);
    if (!m_b.scenario().model.mla)
        m_b.editScenario().model.mla = MlaSpec{};
    if (!setInt("--q-lora-rank", FieldId::MlaQLoraRank))
        fallback(FieldId::MlaQLoraRank, int64_t(0), "--q-lora-rank", std::string(kArguments) + " (None: no query LoRA)");
    const std::pair<const char*, FieldId> dims[] = {{"--kv-lora-rank", FieldId::MlaKvLoraRank},
                                                    {"--qk-head-dim", FieldId::MlaQkNopeHeadDim},
                                                    {"--qk-pos-emb-head-dim", FieldId::MlaQkRopeHeadDim},
                                                    {"--v-head-dim", FieldId::MlaVHeadDim}};
    std::vector<FieldId> block;
    for (const auto& [flag, field] : dims) {
        if (!setInt(flag, field))
            ImportBuilder::refuse(at(*o), std::string("needs ") + flag + ": its default differs between Megatron "
                                                                         "versions, so ShardScope does not assume one");
        block.push_back(field);
    }
    m_b.markMapped(at(*o), block, "multi-latent attention with the ranks of the flags below");
}

} // namespace shardscope::megatronimport
