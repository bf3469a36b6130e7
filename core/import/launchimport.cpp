#include "launchimport.h"

#include <algorithm>

#include "importbuilder.h"
#include "jobimport.h"
#include "megatronimport.h"
#include "megatronyaml.h"
#include "trainingcommand.h"

#include "core/io/builtinpresets.h"
#include "core/io/hfimport.h"
#include "core/io/printabletext.h"
#include "core/io/scenariocheck.h"
#include "core/io/scenariofile.h"
#include "core/io/shellwords.h"

namespace shardscope {

namespace {

/** The line of the first byte that is not UTF-8, or 0. */
int firstInvalidUtf8Line(const std::string& text)
{
    if (isValidUtf8(text))
        return 0;
    int line = 1;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == '\n') {
            if (!isValidUtf8(std::string_view(text).substr(start, i - start)))
                return line;
            ++line;
            start = i + 1;
        }
    return line;
}

void checkText(const LaunchFile& f)
{
    if (const int line = firstInvalidUtf8Line(f.text))
        throw InputError(f.name, "line " + std::to_string(line), "is not valid UTF-8 text");
    if (const size_t nul = f.text.find('\0'); nul != std::string::npos) {
        const int line = 1 + int(std::count(f.text.begin(), f.text.begin() + long(nul), '\n'));
        throw InputError(f.name, "line " + std::to_string(line), "holds a NUL byte: this is not a text file");
    }
}

bool endsWith(const std::string& s, const std::string& tail)
{
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

/** The programs ShardScope reads, and those it refuses by name. */
/** The file among `files` a script names (by its path as written, or its file name), or nullptr. */
const LaunchFile* namedFile(const std::vector<LaunchFile>& files, const std::string& written)
{
    const auto baseName = [](const std::string& p) { return p.substr(p.rfind('/') == std::string::npos ? 0 : p.rfind('/') + 1); };
    for (const LaunchFile& f : files)
        if (f.name == written || baseName(f.name) == baseName(written))
            return &f;
    return nullptr;
}

/**
 * Megatron-LM's arguments: from the command line, or from the --yaml-cfg file it names, which
 * Megatron reads instead of the command line (megatron/training/arguments.py: args = load_yaml()).
 */
void importMegatron(const TrainingCommand& command, const std::string& file, const std::vector<LaunchFile>& files,
                    std::vector<std::string>& consumed, ImportBuilder& b)
{
    const MegatronDialect dialect = megatronDialectOf(command.arguments);
    for (size_t i = 0; i < command.arguments.size(); ++i) {
        const ScriptWord& w = command.arguments[i];
        const bool joined = w.text.rfind("--yaml-cfg=", 0) == 0;
        if (w.text != "--yaml-cfg" && !joined)
            continue;
        const ScriptWord value = joined ? ScriptWord{w.text.substr(11), w.line, w.unknownFrom}
                                        : (i + 1 < command.arguments.size() ? command.arguments[i + 1] : ScriptWord{});
        if (value.text.empty() || value.unknownFrom)
            throw InputError(file, "line " + std::to_string(w.line), "--yaml-cfg: its file name is not in the script");
        const LaunchFile* yaml = namedFile(files, value.text);
        if (!yaml)
            throw InputError(file, "line " + std::to_string(w.line), "--yaml-cfg " + value.text +
                                                                           ": give that file to the import as well");
        consumed.push_back(yaml->name);
        b.addFile(yaml->name);
        for (size_t j = 0; j < command.arguments.size(); ++j)
            if (j != i && !(j == i + 1 && !joined) && command.arguments[j].text.rfind("--", 0) == 0)
                b.ignore({file, command.arguments[j].line, command.arguments[j].text, {}},
                         "with --yaml-cfg, Megatron reads the YAML file instead of the command line");
        b.markMapped({file, w.line, "--yaml-cfg", value.text}, {}, "the arguments come from " + yaml->name);
        importMegatronArguments(megatronYamlArguments(*yaml, b), yaml->name, dialect, b);
        return;
    }
    importMegatronArguments(command.arguments, file, dialect, b);
}

void importScript(const LaunchFile& file, const std::vector<LaunchFile>& files, std::vector<std::string>& consumed,
                  ImportBuilder& b, std::string& launcher)
{
    const ShellScript script = [&] {
        try {
            return parseShellScript(file.text);
        } catch (const InputError& e) {
            throw e.inFile(file.name);
        }
    }();
    const std::optional<TrainingCommand> command = findTrainingCommand(script);
    if (!command)
        throw InputError(file.name, "", "runs no training program (no python, torchrun, deepspeed, accelerate launch or "
                                        "srun command starting a .py file or module)");
    importJobShape(*command, sbatchDirectives(file.text), file.name, b);
    const std::string& p = command->program;
    const std::string at = "line " + std::to_string(command->line);
    if (p == "pretrain_gpt.py") {
        const MegatronDialect dialect = megatronDialectOf(command->arguments);
        launcher = dialect == MegatronDialect::MegatronDeepSpeed ? "Megatron-DeepSpeed" : "Megatron-LM";
        importMegatron(*command, file.name, files, consumed, b);
        return;
    }
    if (p == "pretrain_mamba.py" || p == "pretrain_bert.py" || p == "pretrain_t5.py" || p == "pretrain_vlm.py" ||
        p == "pretrain_retro.py" || p == "pretrain_ict.py" || p == "pretrain_vision_classify.py")
        throw InputError(file.name, at, p + " trains a model ShardScope does not estimate (it plans GPT-style decoder "
                                            "transformers: pretrain_gpt.py)");
    throw InputError(file.name, at, "runs " + command->programPath + ", which ShardScope does not read (it reads "
                                    "Megatron-LM's pretrain_gpt.py)");
}

/** The model's fields from a Hugging Face config.json, each listed as coming from it. */
void importHuggingFaceModel(const LaunchFile& file, ImportBuilder& b)
{
    checkText(file);
    const HfImport hf = importHuggingFaceConfigText(file.text, file.name);
    Scenario withModel = b.scenario();
    withModel.model = hf.model;
    b.editScenario().model.moe = hf.model.moe;
    b.editScenario().model.mla = hf.model.mla;
    b.editScenario().model.name = hf.model.name;
    for (const FieldInfo& f : allFields()) {
        if (f.group != FieldGroup::Model || !fieldPresent(withModel, f.id))
            continue;
        const FieldValue v = getField(withModel, f.id);
        b.set(f.id, v, {file.name, 0, std::string(f.path), formatFieldValue(v)}, "the Hugging Face config (" + hf.modelType + ")");
    }
    for (const std::string& n : hf.notes)
        b.note(file.name + ": " + n);
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
            // the position table's size is no part of the shape: Megatron needs it at least --seq-length (MLM-17)
            if (f.group == FieldGroup::Model && f.id != FieldId::MaxSeq && b.given(f.id) && fieldPresent(candidate, f.id))
                agrees = getField(candidate, f.id) == b.value(f.id);
        }
        if (agrees) {
            spec = candidate.model;
            return p;
        }
    }
    return nullptr;
}

void finishModel(ImportBuilder& b, const ImportRequest& request, const std::string& origin)
{
    const std::pair<FieldId, const char*> required[] = {{FieldId::Layers, "--num-layers"},
                                                        {FieldId::Hidden, "--hidden-size"},
                                                        {FieldId::Heads, "--num-attention-heads"}};
    for (const auto& [field, flag] : required)
        if (!b.given(field))
            throw InputError(origin, std::string(fieldInfo(field).path),
                             std::string("no file gives it (") + flag + "), and no --model config.json was given");
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

/** World size, DP, the global batch default and the batch identity. */
void finishParallel(ImportBuilder& b, const std::string& origin)
{
    const Scenario& s = b.scenario();
    const int64_t world = int64_t(s.cluster.nodes) * s.cluster.gpusPerNode;
    const SettingSource* nodes = b.sourceOf(FieldId::Nodes);
    const std::string worldText = std::to_string(world) + " GPUs (" + std::to_string(s.cluster.nodes) + " nodes x " +
                                  std::to_string(s.cluster.gpusPerNode) + ")";
    if (!nodes)
        b.note("No launch command gives the number of nodes: the job is the cluster's " + worldText + ".");
    const int64_t model = int64_t(s.parallel.tp) * s.parallel.pp * s.parallel.cp;
    const SettingSource* tp = b.sourceOf(FieldId::Tp);
    if (!b.given(FieldId::Dp)) {
        if (world % model != 0)
            throw InputError(origin, tp && tp->line ? "line " + std::to_string(tp->line) : "",
                             "TP x PP x CP = " + std::to_string(model) + " does not divide the world of " + worldText +
                                 (nodes ? " (" + nodes->spelled() + (nodes->where().empty() ? "" : ", " + nodes->where()) + ")" : "") +
                                 " (MLM-1)");
        b.set(FieldId::Dp, world / model, {origin, 0, "world size / (TP x PP x CP)", std::to_string(world) + " / " + std::to_string(model)},
              "what remains of the world after the model-parallel degrees");
    } else if (int64_t(s.parallel.dp) * model != world) {
        const SettingSource* dp = b.sourceOf(FieldId::Dp);
        throw InputError(dp->file, dp->line ? "line " + std::to_string(dp->line) : "",
                         dp->spelled() + ": DP x TP x PP x CP = " + std::to_string(int64_t(s.parallel.dp) * model) +
                             " GPUs, but the job has " + worldText);
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
                             " (MLM-16)");
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
    Scenario base = parseScenario(defaultScenarioText(), *request.presets, "default");
    if (request.cluster)
        base.cluster = *request.cluster;
    base.model = ModelSpec{};
    base.measured.reset();
    ImportBuilder b(base, "launch files");
    std::string launcher;
    if (request.huggingFaceConfig)
        importHuggingFaceModel(*request.huggingFaceConfig, b);
    std::vector<std::string> consumed; // files a script named (--yaml-cfg) and that were read through it
    for (const LaunchFile& f : request.files)
        checkText(f);
    for (const LaunchFile& f : request.files) {
        if (std::find(consumed.begin(), consumed.end(), f.name) != consumed.end() || looksLikeMegatronYaml(f.text))
            continue;
        b.addFile(f.name);
        if (f.text.find("pretrain_gpt") == std::string::npos && !endsWith(f.name, ".sh") && !endsWith(f.name, ".sbatch") &&
            !endsWith(f.name, ".slurm") && f.text.rfind("#!", 0) != 0)
            throw InputError(f.name, "", "is not a launch script ShardScope reads (DeepSpeed JSON, torchtitan TOML, NeMo and "
                                         "accelerate YAML are read by their own readers)");
        importScript(f, request.files, consumed, b, launcher);
    }
    for (const LaunchFile& f : request.files)
        if (looksLikeMegatronYaml(f.text) && std::find(consumed.begin(), consumed.end(), f.name) == consumed.end())
            throw InputError(f.name, "", "a Megatron-LM --yaml-cfg file: give the script that names it as well");
    const std::string origin = request.files.front().name;
    finishModel(b, request, origin);
    finishParallel(b, origin);
    b.editScenario().name = "Imported from " + origin;
    const std::string clusterText = request.cluster ? request.clusterLabel
                                                    : base.cluster.presetId + " (ShardScope's default cluster)";
    b.note("The GPUs and links are the cluster preset " + clusterText +
           "'s: launch files do not name them.");
    listKept(b, launcher);
    ImportResult result = std::move(b).finish();
    result.report.launcher = launcher;
    if (const std::optional<InputError> problem = scenarioError(result.scenario))
        throw InputError(origin, problem->path(), problem->text());
    return result;
}

} // namespace shardscope
