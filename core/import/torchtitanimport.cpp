// The torchtitan reader's entry points and its own parts: the helpers every part reads the
// settings through, the model from [model] name and flavor, the batch, compile and async TP,
// the optimizer and CPU offload, and the row of every setting no part took.

#include "torchtitanimport.h"

#include "torchtitanflavours.h"
#include "torchtitanreader.h"

#include "core/io/inputerror.h"
#include "core/model/enumnames.h"

#include <algorithm>

namespace shardscope {

namespace {

constexpr const char* kJobConfig = "torchtitan/config/job_config.py";

template <typename E> FieldValue name(E value)
{
    return std::string(toString(value));
}

bool contains(const std::vector<std::string>& items, std::string_view item)
{
    return std::find(items.begin(), items.end(), item) != items.end();
}

} // namespace

// ---- the reader's own helpers ---------------------------------------------------------------

TitanReader::TitanReader(TitanSettings settings, ImportBuilder& builder, const ImportContext& context)
    : m_settings(std::move(settings)), m_handled(m_settings.all.size(), false), m_builder(builder), m_context(context)
{}

void TitanReader::run()
{
    readModel();
    readDegrees();
    readDataParallel();
    readExperts();
    readPipeline();
    readBatch();
    readPrecision();
    readRecompute();
    readKernels();
    readOptimizer();
    listTheRest();
}

const TitanSetting* TitanReader::find(std::string_view key) const
{
    const auto it = m_settings.effective.find(key);
    return it == m_settings.effective.end() ? nullptr : &m_settings.all[it->second];
}

bool TitanReader::handled(const TitanSetting& s) const
{
    return m_handled[size_t(&s - m_settings.all.data())];
}

void TitanReader::markHandled(const TitanSetting& s)
{
    m_handled[size_t(&s - m_settings.all.data())] = true;
}

void TitanReader::requireKnown(const TitanSetting& s) const
{
    if (s.unknown)
        ImportBuilder::refuse(s.source, "its value " + s.unknown.describe() + "; ShardScope never runs a script");
    if (s.commandLine && std::holds_alternative<std::monostate>(s.value))
        ImportBuilder::refuse(s.source, "needs a value");
}

int64_t TitanReader::integer(const TitanSetting& s, int64_t min, int64_t max) const
{
    requireKnown(s);
    const int64_t* v = std::get_if<int64_t>(&s.value);
    if (!v)
        ImportBuilder::refuse(s.source,
                              "must be an integer" + (s.source.value.empty() ? "" : ", got " + s.source.value));
    if (*v < min || *v > max)
        ImportBuilder::refuse(s.source, "must be an integer from " + std::to_string(min) + " to " +
                                            std::to_string(max) + ", got " + std::to_string(*v));
    return *v;
}

int64_t TitanReader::integerFor(const TitanSetting& s, FieldId field) const
{
    const FieldInfo& info = fieldInfo(field);
    return integer(s, int64_t(info.min), int64_t(info.max));
}

std::string TitanReader::text(const TitanSetting& s) const
{
    requireKnown(s);
    const std::string* v = std::get_if<std::string>(&s.value);
    if (!v)
        ImportBuilder::refuse(s.source, "must be a string" + (s.source.value.empty() ? "" : ", got " + s.source.value));
    return *v;
}

bool TitanReader::flag(const TitanSetting& s) const
{
    requireKnown(s);
    const bool* v = std::get_if<bool>(&s.value);
    if (!v)
        ImportBuilder::refuse(s.source,
                              "must be true or false" + (s.source.value.empty() ? "" : ", got " + s.source.value));
    return *v;
}

std::vector<std::string> TitanReader::list(const TitanSetting& s) const
{
    requireKnown(s);
    if (const auto* v = std::get_if<std::vector<std::string>>(&s.value))
        return *v;
    if (const auto* v = std::get_if<std::string>(&s.value)) { // "a,b" as torchtitan's command line spells a list
        std::vector<std::string> items;
        size_t at = 0;
        while (at <= v->size()) {
            const size_t comma = std::min(v->find(',', at), v->size());
            items.push_back(v->substr(at, comma - at));
            at = comma + 1;
        }
        return items;
    }
    ImportBuilder::refuse(s.source,
                          "must be a list of strings" + (s.source.value.empty() ? "" : ", got " + s.source.value));
}

void TitanReader::set(FieldId field, const FieldValue& value, const TitanSetting& s, const std::string& note)
{
    m_builder.set(field, value, s.source, note);
    markHandled(s);
}

void TitanReader::ignore(const TitanSetting& s, const std::string& reason)
{
    m_builder.ignore(s.source, reason);
    markHandled(s);
}

void TitanReader::defaultTo(FieldId field, const FieldValue& value, std::string_view key, const std::string& origin)
{
    m_builder.defaultTo(field, value, SettingSource{"", 0, std::string(key), ""}, origin);
}

void TitanReader::setOrDefault(FieldId field, const FieldValue& value, const TitanSetting* s, std::string_view key,
                               const std::string& origin, const std::string& note)
{
    if (s)
        set(field, value, *s, note);
    else
        defaultTo(field, value, key, origin + (note.empty() ? "" : "; " + note));
}

void TitanReader::contradiction(const TitanSetting& a, const TitanSetting* b, std::string_view bKey,
                                const std::string& why) const
{
    std::string other;
    if (b)
        other = b->source.spelled() + (b->source.where().empty() ? "" : ", " + b->source.where());
    else
        other = std::string(bKey) + " left at torchtitan's default";
    ImportBuilder::contradiction(a.source, b ? b->source : SettingSource{"", 0, std::string(bKey), ""},
                                 why + " (" + other + ")");
}

// ---- the model ------------------------------------------------------------------------------

void TitanReader::readModel()
{
    const TitanSetting* nameSetting = find("model.name");
    const TitanSetting* flavorSetting = find("model.flavor");
    if (!nameSetting && !flavorSetting) {
        m_builder.note("The files name no torchtitan model ([model] name and flavor), so the model is not read from "
                       "them (torchtitan's own default is llama3 debugmodel, a small test model).");
        return;
    }
    const std::string modelName = nameSetting ? text(*nameSetting) : "llama3";
    const std::string flavor = flavorSetting ? text(*flavorSetting) : "debugmodel";
    const TitanSetting& at = flavorSetting ? *flavorSetting : *nameSetting;
    const TorchtitanFlavour* f = torchtitanFlavour(modelName, flavor);
    if (!f) {
        const std::string what = "torchtitan's " + modelName + " " + flavor +
                                 (flavor == "debugmodel" ? " (a small test model, torchtitan's default flavour)" : "") +
                                 " has no ShardScope model preset of its shape (ShardScope maps " +
                                 torchtitanFlavourList() + ")";
        if (!m_builder.given(FieldId::Layers))
            ImportBuilder::refuse(at.source, what + "; give the model's Hugging Face config.json with --model");
        for (const TitanSetting* s : {nameSetting, flavorSetting})
            if (s)
                ignore(*s, what + ": the model is the one given with --model");
        return;
    }
    ModelSpec spec;
    try {
        spec = m_context.presets->modelSpec(std::string(f->preset));
    } catch (const InputError& e) {
        ImportBuilder::refuse(at.source, "the model preset " + std::string(f->preset) + " cannot be read: " + e.what());
    }
    const int experts = spec.isMoe() ? spec.moe->experts : 0;
    if (spec.layers != f->layers || spec.hidden != f->hidden || spec.heads != f->heads || spec.kvHeads != f->kvHeads ||
        experts != f->experts)
        ImportBuilder::refuse(at.source, "the model preset " + std::string(f->preset) +
                                             " in use does not have the shape of "
                                             "torchtitan's " +
                                             modelName + " " + flavor + " (" + torchtitanFlavourSource(modelName) +
                                             ")");
    std::string note = "torchtitan's " + modelName + " " + flavor + " (" + torchtitanFlavourSource(modelName) +
                       ") is ShardScope's preset " + std::string(f->preset);
    if (f->fullAttention && spec.localAttention != LocalAttention::None) {
        spec.localAttention = LocalAttention::None;
        spec.localWindow = 0;
        spec.globalAttentionEvery = 0;
        note += ", with attention over the whole sequence (the " + flavor + "_irope flavour has the chunked attention)";
    }
    if (spec.keepsHiddenDropoutMasks() || spec.dropsAttentionProbabilities()) {
        spec.hiddenDropout = 0.0;
        spec.attentionDropout = 0.0;
        note += ", without dropout (torchtitan's models have no dropout layers)";
    }
    if (f->withoutMtp && spec.mtpLayers > 0) {
        spec.mtpLayers = 0;
        note += ", without the multi-token-prediction layer (torchtitan 0.2.x's model builds none)";
    }

    // A model another file gave (--model) must be this one: set() names both where a field differs.
    Scenario candidate = m_builder.scenario();
    candidate.model = spec;
    if (const SettingSource* other = m_builder.sourceOf(FieldId::Layers);
        other && (m_builder.scenario().model.isMoe() != spec.isMoe() ||
                  m_builder.scenario().model.mla.has_value() != spec.mla.has_value()))
        ImportBuilder::contradiction(at.source, *other,
                                     "the model is " + note + ", but " + other->spelled() + " (" + other->where() +
                                         ") gives another one");
    for (const FieldInfo& info : allFields())
        if (info.group == FieldGroup::Model && m_builder.given(info.id) &&
            fieldPresent(m_builder.scenario(), info.id) && fieldPresent(candidate, info.id) &&
            m_builder.value(info.id) != getField(candidate, info.id))
            m_builder.set(info.id, getField(candidate, info.id), at.source); // throws, naming both

    m_builder.editScenario().model = spec;
    for (const FieldInfo& info : allFields()) {
        if (info.group != FieldGroup::Model || !fieldPresent(m_builder.scenario(), info.id))
            continue;
        const FieldValue value = getField(m_builder.scenario(), info.id);
        for (const TitanSetting* s : {nameSetting, flavorSetting})
            if (s)
                set(info.id, value, *s, note);
    }
}

// ---- the batch ------------------------------------------------------------------------------

void TitanReader::readBatch()
{
    const TitanSetting* seq = find("training.seq_len");
    const int64_t seqLength = seq ? integerFor(*seq, FieldId::SeqLength) : 2048;
    setOrDefault(FieldId::SeqLength, seqLength, seq, "training.seq_len", kJobConfig);
    if (seqLength % (2 * m_cp * m_tp) != 0) { // TT-6: the load balancer cuts each sequence in 2 x CP chunks
        const TitanSetting* degree =
            find(m_cp > 1 ? "parallelism.context_parallel_degree" : "parallelism.tensor_parallel_degree");
        const std::string why = "the sequence length " + std::to_string(seqLength) +
                                " is not a multiple of 2 x CP x TP = " + std::to_string(2 * m_cp * m_tp) +
                                " (torchtitan/distributed/utils.py)";
        if (seq)
            contradiction(*seq, degree, "parallelism.tensor_parallel_degree", why);
        contradiction(*degree, nullptr, "training.seq_len", why);
    }

    // torchtitan 0.1 named the per-rank batch training.batch_size; a file with both is refused
    const TitanSetting* local = find("training.local_batch_size");
    if (const TitanSetting* older = find("training.batch_size")) {
        if (local)
            contradiction(*older, local, "training.local_batch_size",
                          "is torchtitan 0.1's name for local_batch_size: give one of them");
        local = older;
    }
    const TitanSetting* mbs = find("parallelism.pipeline_parallel_microbatch_size");
    const int64_t localBatch = local ? integerFor(*local, FieldId::MicroBatch) : 8;
    int64_t micro = localBatch;
    // torchtitan before 0.2 gave the pipeline's micro-batch count, by default one per stage.
    const TitanSetting* count = find(kLegacyPipelineMicrobatches);
    const TitanSetting* degree = find("parallelism.pipeline_parallel_degree");
    const bool legacyPipeline = count || (degree && degree->source.name.rfind("experimental.", 0) == 0);
    if (m_pp > 1 && !mbs && legacyPipeline) {
        const int64_t stages = int64_t(m_pp) * std::max(m_chunksPerRank, 1);
        const int64_t n = count ? integer(*count, 1, localBatch) : stages;
        if (localBatch % n != 0)
            ImportBuilder::refuse((count ? count : local ? local : degree)->source,
                                  "torchtitan cuts the local batch of " + std::to_string(localBatch) + " into " +
                                      std::to_string(n) + " pipeline micro-batches: it must be a multiple "
                                      "(torchtitan's build_pipeline_schedule before 0.2)");
        micro = localBatch / n;
        const std::string note = std::to_string(localBatch) + " sequences in " + std::to_string(n) +
                                 " micro-batches of " + std::to_string(micro) +
                                 (count ? std::string() : " (unset: one per pipeline stage, " + std::to_string(stages) +
                                                              "; torchtitan's build_pipeline_schedule before 0.2)");
        const TitanSetting& from = count ? *count : local ? *local : *degree;
        set(FieldId::MicroBatch, micro, from, note);
        if (local && &from != local)
            markHandled(*local);
    } else if (m_pp > 1) {
        if (count)
            ignore(*count, "torchtitan 0.2.x gives the micro-batch size (pipeline_parallel_microbatch_size) instead");
        micro = mbs ? integerFor(*mbs, FieldId::MicroBatch) : 1;
        setOrDefault(FieldId::MicroBatch, micro, mbs, "parallelism.pipeline_parallel_microbatch_size", kJobConfig);
        if (localBatch % micro != 0) {
            const std::string why = "torchtitan cuts local_batch_size " + std::to_string(localBatch) +
                                    " into pipeline micro-batches of " + std::to_string(micro) +
                                    ": it is not a multiple (torchtitan/distributed/pipeline_parallel.py)";
            if (local)
                contradiction(*local, mbs, "parallelism.pipeline_parallel_microbatch_size", why);
            contradiction(*mbs, nullptr, "training.local_batch_size", why);
        }
    } else {
        setOrDefault(FieldId::MicroBatch, localBatch, local, "training.local_batch_size", kJobConfig);
        for (const TitanSetting* pipelineOnly : {mbs, count})
            if (pipelineOnly)
                ignore(*pipelineOnly, "only read with pipeline parallelism (pipeline_parallel_degree > 1)");
    }

    const TitanSetting* global = find("training.global_batch_size");
    const int64_t globalBatch = global ? integer(*global, -1, int64_t(fieldInfo(FieldId::GlobalBatch).max)) : -1;
    if (globalBatch == 0)
        ImportBuilder::refuse(global->source, "must be -1 (local_batch_size x DP) or a positive integer");
    const std::string rule = "torchtitan/train.py: a global_batch_size of -1 (torchtitan's default, " +
                             std::string(kJobConfig) + ") is local_batch_size x DP";
    if (globalBatch > 0) {
        set(FieldId::GlobalBatch, globalBatch, *global);
        if (m_dp) {
            const int64_t perStep = localBatch * *m_dp;
            if (globalBatch % perStep != 0) // TT-7
                contradiction(*global, local, "training.local_batch_size",
                              "is not a multiple of local_batch_size x DP = " + std::to_string(perStep) +
                                  ": torchtitan accumulates gradients over whole local batches (torchtitan/train.py)");
            if (m_pp > 1 && globalBatch / perStep > 1)
                m_builder.note("torchtitan runs " + std::to_string(globalBatch / perStep) +
                               " gradient-accumulation steps of one pipeline flush each (" +
                               std::to_string(localBatch / micro) +
                               " micro-batches); ShardScope estimates one flush of all " +
                               std::to_string(globalBatch / (micro * *m_dp)) +
                               " micro-batches, so its pipeline bubble is smaller than torchtitan's.");
        }
        if (local && !handled(*local))
            ignore(*local,
                   "with the global batch given, local_batch_size is how many sequences each pipeline flush runs "
                   "(local_batch_size / pipeline_parallel_microbatch_size micro-batches); ShardScope runs a step's "
                   "micro-batches as one flush");
        return;
    }
    if (m_dp) {
        const int64_t value = localBatch * *m_dp;
        if (value > int64_t(fieldInfo(FieldId::GlobalBatch).max))
            ImportBuilder::refuse((local ? local : global)->source,
                                  "local_batch_size x DP = " + std::to_string(value) +
                                      " is larger than ShardScope's largest global batch");
        const std::string note =
            "local_batch_size x DP = " + std::to_string(localBatch) + " x " + std::to_string(*m_dp) + " (" + rule + ")";
        if (!global && !local)
            defaultTo(FieldId::GlobalBatch, value, "training.global_batch_size",
                      rule + "; local_batch_size 8 (" + std::string(kJobConfig) + ")");
        for (const TitanSetting* s : {global, local})
            if (s)
                set(FieldId::GlobalBatch, value, *s, note);
        return;
    }
    SettingSource absent{"", 0, "training.global_batch_size", ""};
    if (global) {
        absent = global->source; // its row is made where the default is applied
        absent.value.clear();
        markHandled(*global);
    }
    m_builder.globalBatchDefaultsToMicroTimesDp(absent, rule + " (local_batch_size x DP)", localBatch);
    if (local && !handled(*local)) {
        if (localBatch == micro)
            set(FieldId::MicroBatch, micro, *local, "one pipeline micro-batch per local batch");
        else
            m_builder.markMapped(local->source, {FieldId::GlobalBatch}, "the global batch is local_batch_size x DP");
        markHandled(*local);
    }
}

// ---- kernels, optimizer ---------------------------------------------------------------------

void TitanReader::readKernels()
{
    const TitanSetting* enable = find("compile.enable");
    const TitanSetting* components = find("compile.components");
    const TitanSetting* older = find("training.compile");
    const bool on = (enable && flag(*enable)) || (older && flag(*older));
    const std::vector<std::string> compiled =
        components ? list(*components) : std::vector<std::string>{"model", "loss"};
    const bool blocks = on && contains(compiled, "model");
    const FieldValue fusion = name(blocks ? KernelFusion::Compiled : KernelFusion::Eager);
    const std::string note = on && !blocks ? "only the loss is compiled: the transformer blocks run eager" : "";
    if (enable)
        set(FieldId::KernelFusion, fusion, *enable, note);
    if (older)
        set(FieldId::KernelFusion, fusion, *older, "torchtitan 0.1's spelling of compile.enable");
    if (components) {
        if (on)
            set(FieldId::KernelFusion, fusion, *components, note);
        else
            ignore(*components, "only read with compile.enable = true");
    }
    if (!enable && !older)
        defaultTo(FieldId::KernelFusion, fusion, "compile.enable",
                  std::string(kJobConfig) + " (false: PyTorch eager, one kernel per op)");

    const TitanSetting* async = find("parallelism.enable_async_tensor_parallel");
    const bool asyncOn = async && flag(*async);
    if (asyncOn && m_tp > 1 && !blocks)
        contradiction(*async, enable ? enable : components, "compile.enable",
                      "async tensor parallelism needs torch.compile of the model (compile.enable with \"model\" in "
                      "compile.components; torchtitan/distributed/tensor_parallel.py)");
    if (async && m_tp > 1)
        set(FieldId::OverlapTp, asyncOn, *async, asyncOn ? "the TP collectives overlap the matmuls (async TP)" : "");
    else if (async)
        ignore(*async, "no tensor parallelism (tensor_parallel_degree = 1)");
    else
        defaultTo(FieldId::OverlapTp, false, "parallelism.enable_async_tensor_parallel", kJobConfig);

    if (const TitanSetting* loss = find("parallelism.disable_loss_parallel"))
        ignore(*loss, flag(*loss)
                          ? "the full logits are gathered on every TP rank for the loss; ShardScope estimates the "
                            "vocabulary-parallel loss, so its memory estimate is low"
                          : "the loss stays sharded over TP, as ShardScope estimates it");
    m_builder.note("torchtitan runs attention through PyTorch SDPA, which picks its kernel itself: "
                   "training.flash_attention and training.attention_kernel are not read from the files.");
}

void TitanReader::readOptimizer()
{
    const TitanSetting* optimizer = find("optimizer.name");
    if (optimizer) {
        const std::string optimizerName = text(*optimizer);
        if (optimizerName != "AdamW" && optimizerName != "Adam")
            ImportBuilder::refuse(optimizer->source,
                                  "torchtitan 0.2.x builds Adam and AdamW "
                                  "(torchtitan/components/optimizer.py); ShardScope has Adam and SGD");
        set(FieldId::Optimizer, name(Optimizer::Adam), *optimizer, "Adam's two moments per parameter");
    } else {
        defaultTo(FieldId::Optimizer, name(Optimizer::Adam), "optimizer.name", std::string(kJobConfig) + " (AdamW)");
    }
    const TitanSetting* offload = find("training.enable_cpu_offload");
    if (!offload) {
        defaultTo(FieldId::OffloadOptimizer, false, "training.enable_cpu_offload", kJobConfig);
        return;
    }
    const bool on = flag(*offload);
    if (on && !m_fsdp)
        set(FieldId::OffloadOptimizer, false, *offload,
            "CPU offload goes through FSDP: no effect without "
            "data_parallel_shard_degree > 1 or CP");
    else
        set(FieldId::OffloadOptimizer, on, *offload,
            on ? "FSDP's CPU offload moves the parameters and gradients to host memory too; ShardScope offloads the "
                 "optimizer state only"
               : "");
}

// ---- every other setting --------------------------------------------------------------------

void TitanReader::listTheRest()
{
    for (size_t i = 0; i < m_settings.all.size(); ++i) {
        const TitanSetting& s = m_settings.all[i];
        if (m_handled[i])
            continue;
        if (s.key.empty()) {
            ignore(s, "not an option of torchtitan.train (a word without --)");
            continue;
        }
        const TitanSetting& winner = m_settings.all[m_settings.effective.at(s.key)];
        if (&winner != &s) {
            ignore(s, "overridden by " + winner.source.spelled() + " (" + winner.source.where() + "): " +
                          (winner.commandLine && !s.commandLine ? "the command line wins over the TOML"
                                                                : "the last one counts"));
            continue;
        }
        const TitanKey* key = torchtitanKey(s.key);
        if (!key) {
            ignore(s, unknownTorchtitanKeyReason(s.key));
        } else if (!key->ignored.empty()) {
            ignore(s, std::string(key->ignored));
        } else if (s.key.rfind("quantize.", 0) == 0 || s.key.rfind("float8.", 0) == 0 || s.key.rfind("mx.", 0) == 0) {
            ignore(s, "the converter is not in model.converters: not applied");
        } else {
            ignore(s, "not read with the other settings of this job");
        }
    }
}

// ---- the entry points -----------------------------------------------------------------------

bool looksLikeTorchtitanToml(const std::string& text)
{
    return tomlLooksLikeTorchtitan(text);
}

void importTorchtitan(const LaunchFile* toml, const std::string& scriptName, const std::vector<ScriptWord>& overrides,
                      ImportBuilder& builder, const ImportContext& context)
{
    TitanReader(readTorchtitanSettings(toml, scriptName, overrides), builder, context).run();
}

} // namespace shardscope
