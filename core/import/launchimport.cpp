#include "launchimport.h"

#include <algorithm>

#include "deepspeedbatch.h"
#include "importbuilder.h"
#include "launchfiles.h"
#include "scriptimport.h"

#include "core/io/builtinpresets.h"
#include "core/io/hfimport.h"
#include "core/io/printabletext.h"
#include "core/io/scenariocheck.h"
#include "core/io/scenariofile.h"
#include "core/io/shellwords.h"

namespace shardscope {

namespace {

/** The model's fields from a Hugging Face config.json, each listed as coming from it; the model it describes. */
ModelSpec importHuggingFaceModel(const LaunchFile& file, ImportBuilder& b)
{
    checkLaunchText(file);
    const HfImport hf = importHuggingFaceConfigText(file.text, file.name);
    Scenario withModel = b.scenario();
    withModel.model = hf.model;
    b.editScenario().model.moe = hf.model.moe;
    b.editScenario().model.mla = hf.model.mla;
    b.editScenario().model.name = hf.model.name;
    for (const FieldInfo& f : allFields()) {
        if (f.group != FieldGroup::Model || !fieldPresent(withModel, f.id))
            continue;
        // Dropout is the training recipe's: the launch files (or their launcher's default) say
        // what ran, whatever the checkpoint's config carries.
        if (f.id == FieldId::HiddenDropout || f.id == FieldId::AttentionDropout)
            continue;
        const FieldValue v = getField(withModel, f.id);
        b.set(f.id, v, {file.name, 0, std::string(f.path), formatFieldValue(v)}, "the Hugging Face config (" + hf.modelType + ")");
    }
    for (const std::string& n : hf.notes)
        b.note(file.name + ": " + n);
    return hf.model;
}

/** The built-in model that agrees with every model field the files give, for what they cannot say (the vocabulary, the name). */
const Preset* matchingModelPreset(const ImportBuilder& b, const PresetLibrary& presets, ModelSpec& spec)
{
    for (const Preset* p : presets.models()) {
        Scenario candidate = b.scenario();
        candidate.model = presets.modelSpec(p->id);
        bool agrees = candidate.model.isMoe() == b.scenario().model.isMoe() &&
                      candidate.model.mla.has_value() == b.scenario().model.mla.has_value();
        for (const FieldInfo& f : allFields()) {
            if (!agrees)
                break;
            // the position table's size is no part of the shape: Megatron needs it at least --seq-length (MLM-17);
            // nor is dropout, a training recipe's choice the files keep
            const bool shape = f.id != FieldId::MaxSeq && f.id != FieldId::HiddenDropout && f.id != FieldId::AttentionDropout;
            if (f.group == FieldGroup::Model && shape && b.given(f.id) && fieldPresent(candidate, f.id))
                agrees = effectiveFieldValue(candidate, f.id) == effectiveFieldValue(b.scenario(), f.id);
        }
        if (agrees) {
            spec = candidate.model;
            return p;
        }
    }
    return nullptr;
}

void finishModel(ImportBuilder& b, const ImportRequest& request, const std::optional<ModelSpec>& configModel,
                 const std::string& origin)
{
    // Launchers that run the Hugging Face model code (accelerate, DeepSpeed on it) drop out as
    // its config says; a Megatron-style launcher has set its own flag or parser default by now.
    if (configModel) {
        const std::string& file = request.huggingFaceConfig->name;
        for (const auto& [field, value] : {std::pair{FieldId::HiddenDropout, configModel->hiddenDropout},
                                          std::pair{FieldId::AttentionDropout, configModel->attentionDropout}})
            b.defaultTo(field, value, {file, 0, std::string(fieldInfo(field).path), {}},
                        "the Hugging Face config: the model code the launcher runs reads it");
    }
    const std::pair<FieldId, const char*> required[] = {{FieldId::Layers, "--num-layers"},
                                                        {FieldId::Hidden, "--hidden-size"},
                                                        {FieldId::Heads, "--num-attention-heads"}};
    for (const auto& [field, flag] : required)
        if (!b.given(field))
            throw InputError(origin, std::string(fieldInfo(field).path),
                             std::string("no file gives it and no --model config.json was given (Megatron-LM: ") + flag +
                                 "; DeepSpeed and accelerate configs hold no model)");
    ModelSpec preset;
    const Preset* match = matchingModelPreset(b, *request.presets, preset);
    if (match) {
        b.editScenario().model.presetId = match->id;
        b.editScenario().model.name = match->name;
    } else if (b.scenario().model.name.empty() || !request.huggingFaceConfig) {
        b.editScenario().model.presetId.clear();
        b.editScenario().model.name = "Model of " + origin;
    }
    const std::pair<FieldId, const char*> fromPreset[] = {{FieldId::Vocab, "the tokenizer's vocabulary (--vocab-size)"},
                                                          {FieldId::MaxSeq, "--max-position-embeddings"}};
    for (const auto& [field, what] : fromPreset) {
        if (b.given(field))
            continue;
        if (field == FieldId::MaxSeq && b.given(FieldId::SeqLength)) {
            b.defaultTo(field, b.value(FieldId::SeqLength), {origin, 0, "--max-position-embeddings", {}},
                        "the sequence length: Megatron requires --max-position-embeddings >= --seq-length (MLM-17)");
            continue;
        }
        if (!match)
            throw InputError(origin, std::string(fieldInfo(field).path),
                             std::string("no file gives ") + what + " and no built-in model has this shape: give --model "
                             "with the model's config.json");
        Scenario withPreset = b.scenario();
        withPreset.model = preset;
        b.defaultTo(field, getField(withPreset, field), {origin, 0, what, {}},
                    "the built-in model " + match->id + ", which has this shape");
    }
}

/**
 * Where no launch file gives the number of nodes: the fewest, from the cluster preset's own
 * count up, on which the files' layout starts (TP x PP x CP and expert TP x EP x PP divide
 * the world, and the global batch, where given, splits into micro-batches over DP).
 */
void chooseNodes(ImportBuilder& b, const std::string& origin)
{
    const Scenario& s = b.scenario();
    const ParallelConfig& p = s.parallel;
    const int64_t model = int64_t(p.tp) * p.pp * p.cp;
    const int64_t expertGrid = int64_t(p.expertTensorParallel()) * p.ep * p.pp;
    const bool batchGiven = b.given(FieldId::GlobalBatch) && !b.given(FieldId::Dp);
    const auto starts = [&](int64_t nodes) {
        const int64_t world = nodes * s.cluster.gpusPerNode;
        if (world % model != 0 || (p.ep > 1 && world % expertGrid != 0))
            return false;
        return !batchGiven || s.training.globalBatch % (int64_t(s.training.microBatch) * (world / model)) == 0;
    };
    const int64_t first = s.cluster.nodes;
    const int64_t most = std::min<int64_t>(fieldInfo(FieldId::Nodes).max, first * 1024);
    for (int64_t n = first; n <= most; ++n) {
        if (!starts(n))
            continue;
        if (n != first)
            b.defaultTo(FieldId::Nodes, n, {origin, 0, "the number of nodes", {}},
                        "no launch file gives it: the fewest nodes of " + std::to_string(s.cluster.gpusPerNode) +
                            " GPUs on which this layout starts");
        return;
    }
}

/**
 * World size, DP, the global batch default and the batch identity. `megatron`: the rule
 * codes of Megatron-LM's own start-up checks (docs/launchers) are named in the messages.
 */
void finishParallel(ImportBuilder& b, const std::string& origin, bool megatron)
{
    const bool nodesAssumed = !b.given(FieldId::Nodes);
    if (nodesAssumed)
        chooseNodes(b, origin);
    const Scenario& s = b.scenario();
    const int64_t world = int64_t(s.cluster.nodes) * s.cluster.gpusPerNode;
    const SettingSource* nodes = b.sourceOf(FieldId::Nodes);
    const std::string worldText = std::to_string(world) + " GPUs (" + std::to_string(s.cluster.nodes) +
                                  (s.cluster.nodes == 1 ? " node x " : " nodes x ") + std::to_string(s.cluster.gpusPerNode) + ")";
    if (nodesAssumed)
        b.note("No launch command gives the number of nodes: the job is taken as " + worldText +
               ", the fewest nodes of the cluster preset on which its layout starts; give the launcher's node count "
               "(or change the cluster's nodes) for another size.");
    const int64_t model = int64_t(s.parallel.tp) * s.parallel.pp * s.parallel.cp;
    const SettingSource* tp = b.sourceOf(FieldId::Tp);
    if (!b.given(FieldId::Dp)) {
        if (world % model != 0)
            throw InputError(origin, tp && tp->line ? "line " + std::to_string(tp->line) : "",
                             "TP x PP x CP = " + std::to_string(model) + " does not divide the world of " + worldText +
                                 (nodes ? " (" + nodes->spelled() + (nodes->where().empty() ? "" : ", " + nodes->where()) + ")" : "") +
                                 (megatron ? " (MLM-1)" : "") + ".");
        b.set(FieldId::Dp, world / model, {origin, 0, "world size / (TP x PP x CP)", std::to_string(world) + " / " + std::to_string(model)},
              "what remains of the world after the model-parallel degrees");
    } else if (int64_t(s.parallel.dp) * model != world) {
        const SettingSource* dp = b.sourceOf(FieldId::Dp);
        throw InputError(dp->file, dp->line ? "line " + std::to_string(dp->line) : "",
                         dp->spelled() + ": DP x TP x PP x CP = " + std::to_string(int64_t(s.parallel.dp) * model) +
                             " GPUs, but the job has " + worldText);
    }
    const int64_t expertGrid = int64_t(s.parallel.expertTensorParallel()) * s.parallel.ep * s.parallel.pp;
    if (s.parallel.ep > 1 && world % expertGrid != 0) { // Megatron-Core's parallel_state refuses it at start-up
        const SettingSource* ep = b.sourceOf(FieldId::Ep);
        const SettingSource* pp = b.sourceOf(FieldId::Pp);
        throw InputError(ep ? ep->file : origin, ep && ep->line ? "line " + std::to_string(ep->line) : "",
                         (ep ? ep->spelled() + ": " : std::string()) + "expert TP x EP x PP = " + std::to_string(expertGrid) +
                             " does not divide the world of " + worldText +
                             (pp ? " (" + pp->spelled() + (pp->where().empty() ? "" : ", " + pp->where()) + ")" : "") +
                             ": Megatron-Core refuses the expert layout at start-up");
    }
    if (!b.given(FieldId::GlobalBatch) && b.globalBatchDefault()) {
        const auto& rule = *b.globalBatchDefault();
        b.defaultTo(FieldId::GlobalBatch, (rule.perRank > 0 ? rule.perRank : int64_t(s.training.microBatch)) * s.parallel.dp,
                    rule.absent, rule.origin);
    }
    const int64_t perStep = int64_t(s.training.microBatch) * s.parallel.dp;
    if (b.given(FieldId::GlobalBatch) && s.training.globalBatch % perStep != 0) {
        const SettingSource* gb = b.sourceOf(FieldId::GlobalBatch);
        const SettingSource* mb = b.sourceOf(FieldId::MicroBatch);
        throw InputError(gb->file, gb->line ? "line " + std::to_string(gb->line) : "",
                         gb->spelled() + " is not a multiple of micro-batch x DP = " + std::to_string(perStep) +
                             (mb ? " (" + mb->spelled() + (mb->where().empty() ? "" : ", " + mb->where()) + ")" : "") +
                             (megatron ? " (MLM-16)" : "") + ".");
    }
}

/** Model, parallel and training fields no file gave, with the value they keep. */
void listKept(ImportBuilder& b, const std::string& launcher)
{
    const Scenario& s = b.scenario();
    for (const FieldInfo& f : allFields()) {
        if (f.group == FieldGroup::Cluster || b.given(f.id) || !fieldPresent(s, f.id))
            continue;
        b.keep(f.id, formatFieldValue(getField(s, f.id)) + ", ShardScope's default (" + launcher +
                         " files do not give it)");
    }
}

} // namespace

ImportResult importLaunchConfiguration(const ImportRequest& request)
{
    if (request.files.empty())
        throw InputError("import", "give at least one launch file");
    LaunchFileSet files(request.files);
    Scenario base = parseScenario(defaultScenarioText(), *request.presets, "default");
    // The cluster as its preset has it (one DGX node for the default), not the default
    // scenario's 64 nodes: launch files without a node count mean torchrun's default of one.
    base.cluster = request.cluster ? *request.cluster : request.presets->clusterSpec(base.cluster.presetId);
    base.model = ModelSpec{};
    base.parallel = ParallelConfig{}; // no split until a file says so: nothing of the default scenario's layout survives
    base.measured.reset();
    ImportBuilder b(base, "launch files");
    std::optional<ModelSpec> configModel;
    if (request.huggingFaceConfig)
        configModel = importHuggingFaceModel(*request.huggingFaceConfig, b);
    const ImportContext context{request.presets};
    ScriptReading reading;
    // Scripts first: they say which launcher runs, how large the job is, and which configs they read.
    for (size_t i = 0; i < files.size(); ++i)
        if (files.kind(i) == LaunchFileKind::Script)
            importLaunchScript(i, files, b, context, reading);
    for (size_t i = 0; i < files.size(); ++i)
        if (!files.taken(i))
            importStandaloneConfig(i, files, b, context, reading);
    std::string launcher;
    for (const std::string& l : reading.launchers)
        launcher += (launcher.empty() ? "" : " + ") + l;
    const std::string origin = request.files.front().name;
    finishModel(b, request, configModel, origin);
    const bool megatron = std::find(reading.launchers.begin(), reading.launchers.end(), "Megatron-LM") != reading.launchers.end();
    finishParallel(b, origin, megatron);
    for (const DeepSpeedBatch& batch : reading.batches)
        if (!batch.empty())
            checkDeepSpeedBatch(batch, b);
    b.editScenario().name = "Imported from " + origin;
    const std::string clusterText = request.cluster ? request.clusterLabel
                                                    : base.cluster.presetId + " (ShardScope's default cluster)";
    b.note("The GPUs and links are the cluster preset " + clusterText + "'s: launch files do not name them.");
    listKept(b, launcher);
    ImportResult result = std::move(b).finish();
    result.report.launcher = launcher;
    if (const std::optional<InputError> problem = scenarioError(result.scenario))
        throw InputError(origin, problem->path(), problem->text());
    return result;
}

} // namespace shardscope
