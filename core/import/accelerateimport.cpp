#include "accelerateimport.h"

#include "acceleratereader.h"

#include "core/io/inputerror.h"

#include <yaml-cpp/depthguard.h>

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace shardscope {

namespace {

constexpr const char* kConfigArgs = "src/accelerate/commands/config/config_args.py";
constexpr const char* kParallelismConfig = "src/accelerate/parallelism_config.py";

/** A YAML value as the report shows it: scalars as written, containers as {...} / [...]. */
std::string spelledValue(const YAML::Node& v)
{
    if (v.IsScalar())
        return shortText(v.Scalar());
    if (v.IsMap())
        return v.size() == 0 ? "{}" : "{...}";
    if (v.IsSequence())
        return v.size() == 0 ? "[]" : "[...]";
    return "null";
}

/** The top-level keys read before the rest (the shape, the precision and the plugins' sections). */
bool readFirst(const std::string& key)
{
    static constexpr std::string_view kKeys[] = {
        "distributed_type", "num_machines",     "num_processes",      "mixed_precision",    "fp16",     "fp8_config",
        "fsdp_config",      "deepspeed_config", "megatron_lm_config", "parallelism_config", "tp_config"};
    return std::find(std::begin(kKeys), std::end(kKeys), key) != std::end(kKeys);
}

/** Why a top-level key maps to nothing; empty for keys read elsewhere. */
std::string topLevelReason(const std::string& key)
{
    using Reason = std::pair<std::string_view, std::string_view>;
    static constexpr std::string_view kWhere = "where and how the processes start: does not change the plan";
    static constexpr Reason kReasons[] = {
        {"compute_environment", "where the job runs: does not change the plan"},
        {"machine_rank", "which machine this is: set per node at launch"},
        {"main_process_ip", kWhere},
        {"main_process_port", kWhere},
        {"rdzv_backend", kWhere},
        {"same_network", kWhere},
        {"gpu_ids", "which GPUs of a machine: the count comes from num_processes"},
        {"main_training_function", "the notebook launcher's entry point: does not change the plan"},
        {"debug", "collective checks for debugging: does not change the plan"},
        {"enable_cpu_affinity", "CPU affinity: does not change the GPUs' memory or step time"},
        {"num_cpu_threads_per_process", "CPU threads: does not change the GPUs' memory or step time"},
        {"downcast_bf16", "a TPU setting: not read on GPUs"},
        {"tpu_name", "a TPU setting: not read on GPUs"},
        {"tpu_zone", "a TPU setting: not read on GPUs"},
        {"tpu_use_cluster", "a TPU setting: not read on GPUs"},
        {"tpu_use_sudo", "a TPU setting: not read on GPUs"},
        {"tpu_vm", "a TPU setting: not read on GPUs"},
        {"tpu_env", "a TPU setting: not read on GPUs"},
        {"command_file", "a TPU setting: not read on GPUs"},
        {"commands", "a TPU setting: not read on GPUs"},
        {"ipex_config", "Intel's CPU extension: not read on GPUs"},
        {"mpirun_config", "the CPU launcher's settings: not read on GPUs"},
    };
    for (const Reason& r : kReasons)
        if (r.first == key)
            return std::string(r.second);
    return "not read by ShardScope: not a key of accelerate 1.x's config (accelerate refuses unknown top-level keys, " +
           std::string(kConfigArgs) + ")";
}

} // namespace

const char* accelerateKindName(AccelerateKind kind)
{
    switch (kind) {
    case AccelerateKind::No: return "NO";
    case AccelerateKind::MultiGpu: return "MULTI_GPU";
    case AccelerateKind::Fsdp: return "FSDP";
    case AccelerateKind::DeepSpeed: return "DEEPSPEED";
    case AccelerateKind::MegatronLm: return "MEGATRON_LM";
    }
    return "";
}

AccelerateReader::AccelerateReader(const LaunchFile& file, const std::vector<LaunchFile>& others,
                                   ImportBuilder& builder, const ImportContext& context)
    : m_file(file), m_others(others), m_builder(builder), m_context(context)
{
}

SettingSource AccelerateReader::at(const YamlEntry& entry, const std::string& prefix)
{
    return {m_file.name, entry.line, shortText(prefix + entry.key), spelledValue(entry.value)};
}

std::vector<YamlEntry> AccelerateReader::entries(const YAML::Node& map, const SettingSource& where)
{
    std::vector<YamlEntry> out;
    if (map.IsNull())
        return out;
    if (!map.IsMap())
        ImportBuilder::refuse(where, "must be a mapping of keys to values");
    std::unordered_map<std::string, int> lines;
    for (auto it = map.begin(); it != map.end(); ++it) {
        const int line = it->first.Mark().line + 1;
        const SettingSource key{m_file.name, line, it->first.IsScalar() ? shortText(it->first.Scalar()) : "?",
                                spelledValue(it->second)};
        if (!it->first.IsScalar())
            ImportBuilder::refuse(key, "a key must be a name, not a list or a mapping");
        m_budget.spend(key);
        const auto [seen, fresh] = lines.emplace(it->first.Scalar(), line);
        if (!fresh)
            ImportBuilder::refuse(key, "is given twice (lines " + std::to_string(seen->second) + " and " +
                                           std::to_string(line) + "); accelerate would keep the last one silently");
        out.push_back({it->first.Scalar(), it->second, line});
    }
    return out;
}

int64_t AccelerateReader::integer(const SettingSource& s, const YAML::Node& v)
{
    if (!v.IsScalar())
        ImportBuilder::refuse(s, "must be an integer");
    try {
        return v.as<int64_t>();
    } catch (const YAML::Exception&) {
        ImportBuilder::refuse(s, "must be an integer");
    }
}

bool AccelerateReader::boolean(const SettingSource& s, const YAML::Node& v)
{
    if (!v.IsScalar())
        ImportBuilder::refuse(s, "must be true or false");
    try {
        return v.as<bool>();
    } catch (const YAML::Exception&) {
        ImportBuilder::refuse(s, "must be true or false");
    }
}

std::string AccelerateReader::text(const SettingSource& s, const YAML::Node& v)
{
    if (!v.IsScalar())
        ImportBuilder::refuse(s, "must be a single value, not a list or a mapping");
    return v.Scalar();
}

const YamlEntry* AccelerateReader::top(const std::string& key) const
{
    for (const YamlEntry& e : m_top)
        if (e.key == key)
            return &e;
    return nullptr;
}

DeepSpeedBatch AccelerateReader::read(const YAML::Node& root)
{
    if (!root.IsMap())
        throw InputError(m_file.name, "", "is not an accelerate config: its top level is not a mapping of keys");
    m_top = entries(root, {m_file.name, 1, "(top level)", {}});
    readKind();
    readShape();
    readPrecision();

    const YamlEntry* fsdp = top("fsdp_config");
    const YamlEntry* deepspeed = top("deepspeed_config");
    const YamlEntry* megatron = top("megatron_lm_config");
    const std::string unused = "distributed_type " + std::string(accelerateKindName(m_kind)) + " does not use ";
    if (m_kind == AccelerateKind::Fsdp) {
        readFsdp(fsdp);
        m_builder.zero3RunsOn(Zero3Engine::Fsdp, "accelerate's FSDP plugin (fully_shard with fsdp_version 2)");
    }
    else if (fsdp)
        ignoreSection(*fsdp, unused + "fsdp_config");
    if (m_kind == AccelerateKind::DeepSpeed) {
        readDeepSpeed(deepspeed);
        m_builder.zero3RunsOn(Zero3Engine::DeepSpeed, "DeepSpeed's ZeRO stage 3");
    }
    else if (deepspeed)
        ignoreSection(*deepspeed, unused + "deepspeed_config");
    if (m_kind == AccelerateKind::MegatronLm)
        readMegatron(megatron);
    else if (megatron)
        ignoreSection(*megatron, unused + "megatron_lm_config");
    if (const YamlEntry* parallelism = top("parallelism_config")) {
        if (m_kind == AccelerateKind::Fsdp || m_kind == AccelerateKind::MultiGpu || m_kind == AccelerateKind::DeepSpeed)
            readParallelism(*parallelism);
        else
            ignoreSection(*parallelism, unused + "parallelism_config (only FSDP, MULTI_GPU and DEEPSPEED do)");
    }
    if (const YamlEntry* tp = top("tp_config")) {
        if (m_kind == AccelerateKind::MegatronLm || m_kind == AccelerateKind::No)
            ignoreSection(*tp, unused + "tp_config");
        else
            readTpConfig(*tp);
    }
    for (const YamlEntry& e : m_top)
        if (!readFirst(e.key))
            readTopLevel(e);
    defaultDegrees();
    return m_batch;
}

void AccelerateReader::readKind()
{
    const YamlEntry* e = top("distributed_type");
    if (e == nullptr)
        throw InputError(m_file.name, "",
                         std::string("gives no distributed_type: accelerate requires it (") + kConfigArgs +
                             " process_config)");
    m_kindSource = at(*e);
    const std::string name = upperText(text(m_kindSource, e->value));
    if (name == "NO") {
        m_kind = AccelerateKind::No;
        m_builder.set(FieldId::ZeroStage, int64_t(0), m_kindSource, "one process: nothing is sharded");
    } else if (name == "MULTI_GPU") {
        m_kind = AccelerateKind::MultiGpu;
        m_builder.set(FieldId::ZeroStage, int64_t(0), m_kindSource, "DDP replicates the model on every GPU");
        m_builder.set(FieldId::OverlapDp, true, m_kindSource,
                      "DDP reduces its gradient buckets during the backward pass");
    } else if (name == "FSDP") {
        m_kind = AccelerateKind::Fsdp;
        m_builder.set(FieldId::OverlapDp, true, m_kindSource,
                      "FSDP gathers ahead and reduce-scatters during the backward pass");
    } else if (name == "DEEPSPEED") {
        m_kind = AccelerateKind::DeepSpeed;
        m_builder.ignore(m_kindSource,
                         "selects the DeepSpeed plugin: the ZeRO settings are read from deepspeed_config");
    } else if (name == "MEGATRON_LM") {
        m_kind = AccelerateKind::MegatronLm;
        m_builder.ignore(m_kindSource, "selects the Megatron-LM plugin: the plan is read from megatron_lm_config");
    } else {
        ImportBuilder::refuse(m_kindSource, "ShardScope reads GPU training with distributed_type NO, MULTI_GPU, FSDP, "
                                            "DEEPSPEED or MEGATRON_LM");
    }
}

void AccelerateReader::readShape()
{
    SettingSource machines = absent("num_machines");
    if (const YamlEntry* e = top("num_machines")) {
        machines = at(*e);
        m_machines = integerInRange(machines, integer(machines, e->value), FieldId::Nodes);
        m_builder.set(FieldId::Nodes, m_machines, machines);
    } else {
        m_builder.defaultTo(FieldId::Nodes, int64_t(1), machines, std::string(kConfigArgs) + " (num_machines = 1)");
    }
    const YamlEntry* e = top("num_processes");
    if (e == nullptr) {
        if (m_kind == AccelerateKind::No) {
            m_processes = BatchTerm{absent("num_processes"), 1};
            m_builder.defaultTo(FieldId::GpusPerNode, int64_t(1), absent("num_processes"),
                                std::string(kConfigArgs) +
                                    " process_config (num_processes = 1 for distributed_type NO)");
        } else {
            m_builder.note(m_file.name + " gives no num_processes: accelerate takes it from the launch command line");
        }
        return;
    }
    const SettingSource s = at(*e);
    const int64_t n = integer(s, e->value);
    if (n == -1)
        return m_builder.ignore(s, "-1: accelerate takes the count from the launch command line (--num_processes)");
    if (n < 1)
        ImportBuilder::refuse(s, "must be at least 1 (or -1: given on the command line)");
    if (m_kind == AccelerateKind::No && n > 1)
        ImportBuilder::contradiction(s, m_kindSource,
                                     "more than one process, but " + m_kindSource.spelled() + " (line " +
                                         std::to_string(m_kindSource.line) + ") runs one process");
    if (n % m_machines != 0)
        ImportBuilder::contradiction(s, machines,
                                     "is not a multiple of " + machines.spelled() +
                                         (machines.line > 0 ? " (line " + std::to_string(machines.line) + ")" : "") +
                                         ": accelerate would start " + std::to_string(n / m_machines) +
                                         " processes per machine (num_processes is the total over all machines)");
    const int64_t perNode = integerInRange(s, n / m_machines, FieldId::GpusPerNode);
    m_builder.set(FieldId::GpusPerNode, perNode, s, "num_processes / num_machines: num_processes is the total");
    m_processes = BatchTerm{s, n};
}

void AccelerateReader::readPrecision()
{
    const YamlEntry* mixed = top("mixed_precision");
    const YamlEntry* legacy = top("fp16");
    const YamlEntry* fp8 = top("fp8_config");
    bool dsFile = false;
    if (const YamlEntry* ds = top("deepspeed_config"); ds && m_kind == AccelerateKind::DeepSpeed && ds->value.IsMap())
        dsFile = bool(ds->value["deepspeed_config_file"]);

    std::string name;
    SettingSource mixedSource;
    if (mixed && !mixed->value.IsNull()) {
        mixedSource = at(*mixed);
        name = lowerText(text(mixedSource, mixed->value));
        if (name != "no" && name != "fp16" && name != "bf16" && name != "fp8")
            ImportBuilder::refuse(mixedSource, "must be no, fp16, bf16 or fp8");
        if (legacy)
            m_builder.ignore(at(*legacy), "accelerate drops fp16 when mixed_precision is given (" +
                                              std::string(kConfigArgs) + " process_config)");
    } else if (mixed) {
        m_builder.ignore(at(*mixed), "null: accelerate takes its default, no mixed precision");
    }

    // FP8's recipe is the backend's: Transformer Engine (delayed scaling), torchao (tensorwise), MS-AMP.
    std::string fp8Recipe = "fp8-delayed";
    std::string fp8Note = "accelerate's FP8 runs Transformer Engine's default recipe, delayed scaling";
    std::optional<SettingSource> backendSource;
    if (fp8) {
        const SettingSource section = at(*fp8);
        const std::vector<YamlEntry> keys = entries(fp8->value, section);
        if (keys.empty())
            m_builder.ignore(section, name == "fp8" ? "empty: accelerate's FP8 defaults apply" : "empty");
        for (const YamlEntry& k : keys) {
            const SettingSource s = at(k, "fp8_config.");
            if (name != "fp8") {
                m_builder.ignore(s, "mixed_precision is not fp8");
                continue;
            }
            if (k.key != "backend") {
                m_builder.ignore(s, "FP8 recipe tuning: ShardScope times the recipe, not its options");
                continue;
            }
            const std::string backend = upperText(text(s, k.value));
            if (backend == "MSAMP")
                ImportBuilder::refuse(s, "MS-AMP keeps FP8 gradients and optimizer states: ShardScope has no such "
                                         "precision recipe");
            if (backend == "AO") {
                fp8Recipe = "fp8-current";
                fp8Note = "torchao's float8 training scales each tensor from its own amax (tensorwise)";
            } else if (backend != "TE") {
                ImportBuilder::refuse(s, "must be TE, AO or MSAMP");
            }
            backendSource = s;
        }
    }

    if (!name.empty()) {
        const std::string precision = name == "no" ? "fp32" : name == "fp8" ? fp8Recipe : name;
        m_builder.set(FieldId::Precision, precision, mixedSource, name == "fp8" ? fp8Note : "");
        if (backendSource)
            m_builder.set(FieldId::Precision, precision, *backendSource, fp8Note);
    } else if (legacy) {
        const SettingSource s = at(*legacy);
        const bool on = boolean(s, legacy->value);
        m_builder.set(FieldId::Precision, std::string(on ? "fp16" : "fp32"), s,
                      "the old spelling of mixed_precision (" + std::string(kConfigArgs) + " process_config)");
    } else if (!dsFile) {
        m_builder.defaultTo(FieldId::Precision, std::string("fp32"), absent("mixed_precision"),
                            "src/accelerate/commands/launch.py (mixed_precision defaults to \"no\")");
    }
}

/** dynamo_config.dynamo_backend (or the old top-level dynamo_backend): torch.compile or eager PyTorch. */
void AccelerateReader::readDynamo(const YamlEntry& entry)
{
    const bool nested = entry.key == "dynamo_config";
    const SettingSource section = at(entry);
    std::vector<YamlEntry> keys;
    if (nested)
        keys = entries(entry.value, section);
    else
        keys.push_back({"dynamo_backend", entry.value, entry.line});
    if (nested && keys.empty())
        m_builder.ignore(section, "empty: no torch.compile");
    for (const YamlEntry& k : keys) {
        const SettingSource s = nested ? at(k, "dynamo_config.") : section;
        if (m_kind == AccelerateKind::MegatronLm) {
            m_builder.ignore(s, "the Megatron-LM plugin runs Megatron's own fused kernels");
            continue;
        }
        if (k.key != "dynamo_backend") {
            m_builder.ignore(s, "torch.compile options: ShardScope times compiled kernels the same way");
            continue;
        }
        const std::string backend = upperText(text(s, k.value));
        if (backend == "INDUCTOR")
            m_builder.set(FieldId::KernelFusion, std::string("compiled"), s, "torch.compile with Inductor");
        else if (backend == "NO" || backend == "EAGER" || backend == "AOT_EAGER")
            m_builder.set(FieldId::KernelFusion, std::string("eager"), s, "no compiled kernels: PyTorch eager");
        else
            m_builder.ignore(s, "ShardScope times Inductor's compiled kernels, Megatron's fused kernels or eager "
                                "PyTorch, not this backend");
    }
}

void AccelerateReader::readTopLevel(const YamlEntry& entry)
{
    if (entry.key == "dynamo_config" || entry.key == "dynamo_backend")
        return readDynamo(entry);
    const SettingSource s = at(entry);
    if (entry.key == "use_cpu" && boolean(s, entry.value))
        ImportBuilder::refuse(s, "training on CPUs: ShardScope estimates GPU training");
    m_builder.ignore(s, entry.key == "use_cpu" ? "false: the GPUs train" : topLevelReason(entry.key));
}

void AccelerateReader::ignoreSection(const YamlEntry& section, const std::string& reason)
{
    const SettingSource s = at(section);
    const std::vector<YamlEntry> keys = entries(section.value, s);
    if (keys.empty())
        return m_builder.ignore(s, section.value.IsNull() ? "null: nothing to read" : "empty: nothing to read");
    for (const YamlEntry& k : keys)
        m_builder.ignore(at(k, section.key + "."), reason);
}

/** What the file leaves to accelerate: the dimensions it has no setting for. */
void AccelerateReader::defaultDegrees()
{
    m_builder.defaultTo(FieldId::Ep, int64_t(1), absent("distributed_type"), "accelerate has no expert parallelism");
    if (m_kind == AccelerateKind::MegatronLm)
        return; // the plugin's section gives Megatron-LM's own defaults
    const std::string sizes = std::string(kParallelismConfig) + " (every size defaults to 1)";
    m_builder.defaultTo(FieldId::Tp, int64_t(1), absent("parallelism_config.parallelism_config_tp_size"), sizes);
    m_builder.defaultTo(FieldId::Cp, int64_t(1), absent("parallelism_config.parallelism_config_cp_size"), sizes);
    const std::string noPipeline = "accelerate has pipeline parallelism only through its Megatron-LM plugin (" +
                                   std::string(kParallelismConfig) + " has no pipeline dimension)";
    m_builder.defaultTo(FieldId::Pp, int64_t(1), absent("megatron_lm_config.megatron_lm_pp_degree"), noPipeline);
    m_builder.defaultTo(FieldId::VirtualStages, int64_t(1), absent("megatron_lm_config"), noPipeline);
    m_builder.defaultTo(FieldId::Schedule, std::string("1f1b"), absent("megatron_lm_config"), noPipeline);
    m_builder.defaultTo(FieldId::OverlapTp, false, absent("parallelism_config"),
                        std::string(kParallelismConfig) + " (no TP communication overlap setting)");
    m_builder.defaultTo(FieldId::KernelFusion, std::string("eager"), absent("dynamo_config.dynamo_backend"),
                        "src/accelerate/utils/dataclasses.py TorchDynamoPlugin (backend NO: PyTorch eager)");
}

bool looksLikeAccelerateConfig(const std::string& text)
{
    try {
        const YAML::Node root = YAML::Load(text);
        if (!root.IsMap())
            return false;
        if (root["distributed_type"])
            return true;
        return root["compute_environment"] &&
               (root["num_processes"] || root["num_machines"] || root["mixed_precision"]);
    } catch (const std::exception&) {
        return false;
    }
}

DeepSpeedBatch importAccelerateConfig(const LaunchFile& file, const std::vector<LaunchFile>& others,
                                      ImportBuilder& builder, const ImportContext& context)
{
    requireUtf8Text(file);
    YAML::Node root;
    try {
        root = YAML::Load(file.text);
    } catch (const YAML::DeepRecursion& e) {
        throw InputError(file.name, "line " + std::to_string(e.mark.line + 1),
                         "nests too deep (yaml-cpp stops at " + std::to_string(e.depth()) + " levels)");
    } catch (const YAML::Exception& e) {
        const std::string line = e.mark.is_null() ? std::string() : "line " + std::to_string(e.mark.line + 1);
        throw InputError(file.name, line, "is not valid YAML: " + e.msg);
    }
    builder.addFile(file.name);
    return AccelerateReader(file, others, builder, context).read(root);
}

} // namespace shardscope
