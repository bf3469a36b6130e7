#include "scriptimport.h"

#include "accelerateimport.h"
#include "deepspeedimport.h"
#include "jobimport.h"
#include "megatronimport.h"
#include "megatronyaml.h"
#include "nemoimport.h"
#include "torchtitanimport.h"
#include "trainingcommand.h"

#include "core/io/inputerror.h"
#include "core/io/shellwords.h"

#include <algorithm>
#include <optional>

namespace shardscope {

namespace {

bool endsWith(const std::string& s, const std::string& tail)
{
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::string lineText(int line)
{
    return line > 0 ? "line " + std::to_string(line) : std::string();
}

/** The value of `--name X` or `--name=X` among the words (the first of the names found), with the option's word. */
struct OptionValue
{
    ScriptWord option;
    ScriptWord value;
};
std::optional<OptionValue> optionValue(const std::vector<ScriptWord>& words, std::initializer_list<const char*> names)
{
    for (size_t i = 0; i < words.size(); ++i)
        for (const char* name : names) {
            const std::string n(name);
            if (words[i].text == n && i + 1 < words.size())
                return OptionValue{words[i], words[i + 1]};
            if (words[i].text.rfind(n + "=", 0) == 0)
                return OptionValue{words[i], {words[i].text.substr(n.size() + 1), words[i].line, words[i].unknown}};
        }
    return std::nullopt;
}

/**
 * The config a script names: the file of that name among the import's files or, when its name
 * is left to the environment (${DS_CONFIG:-$(dirname "$0")/ds_config.json}), the one file of
 * that kind; a named file the import was not given is refused.
 */
const LaunchFile* namedConfig(LaunchFileSet& files, const std::optional<OptionValue>& named, LaunchFileKind kind,
                              const std::string& script)
{
    if (!named)
        return files.take({}, kind);
    const std::string& written = named->value.text;
    if (const LaunchFile* f = files.take(written, kind))
        return f;
    if (const LaunchFile* f = files.take({}, kind))
        return f; // its name needs the environment; the one config of its kind is it
    throw InputError(script, lineText(named->option.line),
                     named->option.text + " " + (written.empty() ? std::string("(a variable)") : written) +
                         ": give that file to the import as well (" + launchFileKindName(kind) + ")");
}

/**
 * Megatron-LM's arguments: from the command line, or from the --yaml-cfg file it names, which
 * Megatron reads instead of the command line (megatron/training/arguments.py: args = load_yaml()).
 */
void importMegatron(const TrainingCommand& command, const std::string& file, LaunchFileSet& files, ImportBuilder& b)
{
    const MegatronDialect dialect = megatronDialectOf(command.arguments);
    const std::optional<OptionValue> yamlCfg = optionValue(command.arguments, {"--yaml-cfg"});
    if (!yamlCfg) {
        importMegatronArguments(command.arguments, file, dialect, b);
        return;
    }
    const LaunchFile* yaml = yamlCfg->value.unknown ? nullptr : files.take(yamlCfg->value.text, LaunchFileKind::MegatronYaml);
    if (!yaml)
        throw InputError(file, lineText(yamlCfg->option.line),
                         "--yaml-cfg " + yamlCfg->value.text + ": give that file to the import as well");
    b.addFile(yaml->name);
    for (const ScriptWord& w : command.arguments)
        if (w.text.rfind("--", 0) == 0 && w.text.rfind("--yaml-cfg", 0) != 0)
            b.ignore({file, w.line, w.text, {}}, "with --yaml-cfg, Megatron reads the YAML file instead of the command line");
    b.markMapped({file, yamlCfg->option.line, "--yaml-cfg", yamlCfg->value.text}, {}, "the arguments come from " + yaml->name);
    importMegatronArguments(megatronYamlArguments(*yaml, b), yaml->name, dialect, b);
}

/** A DeepSpeed config the program's arguments name (--deepspeed_config), read with its batch terms. */
bool importDeepSpeedArguments(const TrainingCommand& command, const std::string& file, LaunchFileSet& files,
                              ImportBuilder& b, const ImportContext& context, ScriptReading& reading)
{
    const std::optional<OptionValue> named =
        optionValue(command.arguments, {"--deepspeed_config", "--deepspeed-config", "--deepspeed_config_file"});
    const bool asked = named.has_value() ||
                       std::any_of(command.arguments.begin(), command.arguments.end(),
                                   [](const ScriptWord& w) { return w.text == "--deepspeed"; }) ||
                       std::any_of(command.launchers.begin(), command.launchers.end(),
                                   [](const LauncherCall& l) { return l.name == "deepspeed"; });
    if (!asked)
        return false;
    const LaunchFile* config = namedConfig(files, named, LaunchFileKind::DeepSpeedJson, file);
    if (!config) {
        b.note("The DeepSpeed config is not among the files: the ZeRO stage and the batch come from the script alone.");
        return true;
    }
    b.addFile(config->name);
    if (named)
        b.markMapped({file, named->option.line, named->option.text, named->value.text}, {}, "read from " + config->name);
    reading.batches.push_back(importDeepSpeedConfig(*config, b, context));
    reading.addLauncher("DeepSpeed");
    return true;
}

void ignoreProgramArguments(const TrainingCommand& command, const std::string& file, ImportBuilder& b, const char* why)
{
    for (const ScriptWord& w : command.arguments)
        if (w.text.rfind("-", 0) == 0)
            b.ignore({file, w.line, w.text, {}}, why);
}

bool isBridgeEntry(const TrainingCommand& command)
{
    if (command.program == "run_recipe.py")
        return true;
    return std::any_of(command.arguments.begin(), command.arguments.end(), [](const ScriptWord& w) {
        const size_t eq = w.text.find('=');
        return w.text.rfind("-", 0) != 0 && eq != std::string::npos && w.text.find('.') < eq;
    });
}

} // namespace

void ScriptReading::addLauncher(const std::string& name)
{
    if (std::find(launchers.begin(), launchers.end(), name) == launchers.end())
        launchers.push_back(name);
}

void importLaunchScript(size_t index, LaunchFileSet& files, ImportBuilder& b, const ImportContext& context,
                        ScriptReading& reading)
{
    files.markTaken(index);
    const LaunchFile file = files.file(index); // a copy: the script may add the files it writes to the set
    b.addFile(file.name);
    const ShellScript script = [&] {
        try {
            return parseShellScript(file.text);
        } catch (const InputError& e) {
            throw e.inFile(file.name);
        }
    }();
    for (const std::string& note : script.notes)
        b.note(file.name + ", " + note + ".");
    for (const auto& [target, written] : script.writtenFiles) {
        const std::string name = file.name + " (the here-document on line " + std::to_string(written.firstLine - 1) +
                                 " that writes " + target + ")";
        files.addWritten({name, written.text}, target);
        if (written.unknown)
            b.note(name + ": a value in it " + written.unknown.describe() + ", and reads as empty.");
    }
    const std::optional<TrainingCommand> command = findTrainingCommand(script);
    if (!command)
        throw InputError(file.name, "", "runs no training program (no python, torchrun, deepspeed, accelerate launch or "
                                        "srun command starting a .py file or module)");
    importJobShape(*command, sbatchDirectives(file.text), file.name, b);
    const std::string& p = command->program;
    const std::string at = lineText(command->line);
    if (p == "pretrain_gpt.py") {
        const MegatronDialect dialect = megatronDialectOf(command->arguments);
        reading.addLauncher(dialect == MegatronDialect::MegatronDeepSpeed ? "Megatron-DeepSpeed" : "Megatron-LM");
        if (dialect == MegatronDialect::MegatronDeepSpeed)
            importDeepSpeedArguments(*command, file.name, files, b, context, reading);
        importMegatron(*command, file.name, files, b);
        return;
    }
    if (p == "pretrain_mamba.py" || p == "pretrain_bert.py" || p == "pretrain_t5.py" || p == "pretrain_vlm.py" ||
        p == "pretrain_retro.py" || p == "pretrain_ict.py" || p == "pretrain_vision_classify.py")
        throw InputError(file.name, at, p + " trains a model ShardScope does not estimate (it plans GPT-style decoder "
                                            "transformers: pretrain_gpt.py)");
    if (p == "torchtitan.train" || endsWith(command->programPath, "torchtitan/train.py")) {
        reading.addLauncher("torchtitan");
        const LaunchFile* toml = namedConfig(files, optionValue(command->arguments, {"--job.config_file", "--job.config-file"}),
                                             LaunchFileKind::TorchtitanToml, file.name);
        if (toml)
            b.addFile(toml->name);
        importTorchtitan(toml, file.name, command->arguments, b, context);
        return;
    }
    if (p == "megatron_gpt_pretraining.py") {
        reading.addLauncher("NeMo");
        const LaunchFile* yaml = namedConfig(files, optionValue(command->arguments, {"--config-name"}), LaunchFileKind::NemoYaml,
                                             file.name);
        if (!yaml)
            throw InputError(file.name, at, "megatron_gpt_pretraining.py reads its Hydra config "
                                            "(megatron_gpt_config.yaml): give it to the import as well");
        b.addFile(yaml->name);
        importNemoYaml(*yaml, file.name, command->arguments, b, context);
        return;
    }
    const LaunchFile* python = p.empty() ? nullptr : files.take(command->programPath, LaunchFileKind::Python);
    if (python || p == "pretrain_nemo.py")
        throw InputError(file.name, at, "runs " + command->programPath + ", a Python recipe: ShardScope reads no Python "
                                        "(it is never run or parsed); give the recipe's settings as Hydra overrides or a "
                                        "Megatron-Bridge YAML");
    if (isBridgeEntry(*command)) {
        reading.addLauncher("Megatron-Bridge");
        const LaunchFile* yaml = namedConfig(files, optionValue(command->arguments, {"--config-file", "--config_file"}),
                                             LaunchFileKind::BridgeYaml, file.name);
        if (yaml)
            b.addFile(yaml->name);
        importBridge(yaml, file.name, command->arguments, b, context);
        return;
    }
    const bool accelerate = std::any_of(command->launchers.begin(), command->launchers.end(),
                                        [](const LauncherCall& l) { return l.name == "accelerate"; });
    if (accelerate) {
        reading.addLauncher("accelerate");
        std::optional<OptionValue> named;
        for (const LauncherCall& l : command->launchers)
            if (l.name == "accelerate")
                named = optionValue(l.words, {"--config_file", "--config-file"});
        const LaunchFile* yaml = namedConfig(files, named, LaunchFileKind::AccelerateYaml, file.name);
        if (!yaml)
            throw InputError(file.name, at, "accelerate launch reads its config (accelerate.yaml): give it to the import "
                                            "as well");
        b.addFile(yaml->name);
        reading.batches.push_back(importAccelerateConfig(*yaml, files.files(), b, context));
        ignoreProgramArguments(*command, file.name, b, "an argument of your training script, which ShardScope does not read");
        return;
    }
    if (importDeepSpeedArguments(*command, file.name, files, b, context, reading)) {
        ignoreProgramArguments(*command, file.name, b, "an argument of your training script, which ShardScope does not read");
        // DeepSpeed's engine on its own splits no model: ZeRO data parallelism over every GPU.
        const char* origin = "deepspeed/runtime/engine.py (without a model-parallel unit from your script, every GPU "
                             "is a data-parallel rank)";
        for (FieldId f : {FieldId::Tp, FieldId::Pp, FieldId::Cp, FieldId::Ep})
            b.defaultTo(f, int64_t(1), {file.name, 0, "mpu (model-parallel unit)", {}}, origin);
        return;
    }
    throw InputError(file.name, at, "runs " + command->programPath + ", which ShardScope does not read (it reads "
                                    "Megatron-LM's pretrain_gpt.py, torchtitan.train, NeMo's megatron_gpt_pretraining.py, "
                                    "Megatron-Bridge recipes, and scripts under accelerate launch or DeepSpeed)");
}

void importStandaloneConfig(size_t index, LaunchFileSet& files, ImportBuilder& b, const ImportContext& context,
                            ScriptReading& reading)
{
    files.markTaken(index);
    const LaunchFile file = files.file(index); // a copy: the script may add the files it writes to the set
    b.addFile(file.name);
    switch (files.kind(index)) {
    case LaunchFileKind::DeepSpeedJson:
        reading.addLauncher("DeepSpeed");
        reading.batches.push_back(importDeepSpeedConfig(file, b, context));
        return;
    case LaunchFileKind::TorchtitanToml:
        reading.addLauncher("torchtitan");
        importTorchtitan(&file, file.name, {}, b, context);
        return;
    case LaunchFileKind::AccelerateYaml:
        reading.addLauncher("accelerate");
        reading.batches.push_back(importAccelerateConfig(file, files.files(), b, context));
        return;
    case LaunchFileKind::NemoYaml:
        reading.addLauncher("NeMo");
        importNemoYaml(file, b, context);
        return;
    case LaunchFileKind::BridgeYaml:
        reading.addLauncher("Megatron-Bridge");
        importBridge(&file, file.name, {}, b, context);
        return;
    case LaunchFileKind::MegatronYaml:
        throw InputError(file.name, "", "a Megatron-LM --yaml-cfg file: give the script that names it as well");
    case LaunchFileKind::HuggingFaceJson:
        throw InputError(file.name, "", "a Hugging Face model config: give it with --model (the window: Hugging Face "
                                        "config.json…)");
    case LaunchFileKind::Python:
        throw InputError(file.name, "", "a Python file: ShardScope reads no Python (it is never run or parsed); give the "
                                        "launch script, and the recipe's settings as Hydra overrides or a YAML config");
    case LaunchFileKind::Script:
    case LaunchFileKind::Unknown:
        break;
    }
    throw InputError(file.name, "", "is not a launch file ShardScope reads (Megatron-LM, Megatron-DeepSpeed, torchtitan, "
                                    "NeMo, Megatron-Bridge and accelerate scripts and configs, DeepSpeed JSON)");
}

} // namespace shardscope
