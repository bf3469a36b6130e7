// The plugin sections of an accelerate config: fsdp_config, parallelism_config,
// deepspeed_config (or the DeepSpeed file it names), megatron_lm_config and tp_config.

#include "acceleratereader.h"
#include "deepspeedimport.h"

#include "core/model/fieldlimits.h"

#include <algorithm>
#include <string_view>

namespace shardscope {

namespace {

constexpr const char* kDataclasses = "src/accelerate/utils/dataclasses.py";
constexpr const char* kMegatronArguments = "megatron/training/arguments.py";

std::string baseName(const std::string& path)
{
    const size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

/** Why an fsdp_config key other than the strategy, checkpointing and offload maps to nothing. */
std::string fsdpKeyReason(const std::string& key)
{
    if (key == "fsdp_auto_wrap_policy" || key == "fsdp_transformer_layer_cls_to_wrap" || key == "fsdp_min_num_params")
        return "how FSDP groups parameters: ShardScope gathers one transformer layer at a time";
    if (key == "fsdp_state_dict_type")
        return "checkpoint format: not part of a training step";
    if (key == "fsdp_cpu_ram_efficient_loading" || key == "fsdp_sync_module_states")
        return "how the model is loaded: not part of a training step";
    if (key == "fsdp_use_orig_params")
        return "FSDP1's parameter bookkeeping: does not change the estimate";
    if (key == "fsdp_backward_prefetch" || key == "fsdp_forward_prefetch")
        return "prefetch order: ShardScope overlaps the gathers with compute";
    return "not read by ShardScope (accelerate copies fsdp_config keys to the launch without checking them)";
}

/** ZeRO stage of an FSDP sharding strategy by name or by accelerate's number (1 = FULL_SHARD ...); -1 if none. */
int strategyStage(const std::string& name, bool& hybrid)
{
    static constexpr std::string_view kNames[] = {"FULL_SHARD", "SHARD_GRAD_OP", "NO_SHARD", "HYBRID_SHARD",
                                                  "HYBRID_SHARD_ZERO2"};
    static constexpr int kStages[] = {3, 2, 0, 3, 2};
    for (int i = 0; i < 5; ++i)
        if (name == kNames[i] || name == std::to_string(i + 1)) {
            hybrid = i >= 3;
            return kStages[i];
        }
    return -1;
}

} // namespace

void AccelerateReader::readFsdp(const YamlEntry* section)
{
    std::vector<YamlEntry> keys;
    if (section) {
        const SettingSource s = at(*section);
        keys = entries(section->value, s);
        if (keys.empty())
            m_builder.ignore(s, "empty: FSDP's defaults apply");
    }
    int64_t version = 1;
    for (const YamlEntry& k : keys)
        if (k.key == "fsdp_version") {
            const SettingSource s = at(k, "fsdp_config.");
            version = integer(s, k.value);
            if (version != 1 && version != 2)
                ImportBuilder::refuse(s, "must be 1 or 2");
            m_builder.ignore(s, "FSDP1 or FSDP2: ShardScope estimates both alike; the version says how the "
                                "strategy is written");
        }
    m_fsdpVersion = version;
    for (const YamlEntry& k : keys) {
        if (k.key == "fsdp_version")
            continue;
        const SettingSource s = at(k, "fsdp_config.");
        if (k.key == "fsdp_sharding_strategy" || k.key == "fsdp_reshard_after_forward") {
            readFsdpStrategy(s, k.value, k.key == "fsdp_reshard_after_forward");
        } else if (k.key == "fsdp_activation_checkpointing") {
            if (boolean(s, k.value)) {
                m_builder.set(FieldId::Recompute, std::string("full"), s,
                              "every transformer layer is checkpointed and run again in the backward pass");
                m_builder.set(FieldId::RecomputeMethod, std::string("uniform"), s);
                m_builder.set(FieldId::RecomputeLayers, int64_t(1), s);
            } else {
                m_builder.set(FieldId::Recompute, std::string("none"), s);
            }
        } else if (k.key == "fsdp_offload_params") {
            if (boolean(s, k.value))
                ImportBuilder::refuse(s, "FSDP's CPU offload moves parameters and gradients to the host as well: "
                                         "ShardScope models optimizer offload only");
            m_builder.set(FieldId::OffloadOptimizer, false, s, "FSDP offloads nothing");
        } else {
            m_builder.ignore(s, fsdpKeyReason(k.key));
        }
    }
    const std::string plugin = std::string(kDataclasses) + " FullyShardedDataParallelPlugin";
    m_builder.defaultTo(FieldId::ZeroStage, int64_t(3), absent("fsdp_config.fsdp_reshard_after_forward"),
                        plugin + " (FULL_SHARD: resharded after forward)");
    m_builder.defaultTo(FieldId::Recompute, std::string("none"), absent("fsdp_config.fsdp_activation_checkpointing"),
                        plugin + " (activation_checkpointing = False)");
    m_builder.defaultTo(FieldId::OffloadOptimizer, false, absent("fsdp_config.fsdp_offload_params"),
                        plugin + " (no CPU offload)");
}

void AccelerateReader::readFsdpStrategy(const SettingSource& s, const YAML::Node& v, bool reshardKey)
{
    const std::string written = upperText(text(s, v));
    bool isBool = false;
    bool on = false;
    try {
        on = v.as<bool>();
        isBool = true;
    } catch (const YAML::Exception&) {
    }
    int stage = 0;
    std::string note;
    if (reshardKey && m_fsdpVersion == 2) {
        if (!isBool)
            ImportBuilder::refuse(s, "FSDP2 takes true or false here (accelerate refuses a strategy name)");
        stage = on ? 3 : 2;
        note = on ? "weights resharded after forward: like ZeRO-3" : "weights kept gathered after forward: like ZeRO-2";
    } else {
        if (isBool && reshardKey)
            ImportBuilder::refuse(s, "FSDP1 takes a sharding strategy here (FULL_SHARD, SHARD_GRAD_OP, ...), not true "
                                     "or false: set fsdp_version: 2 for that");
        bool hybrid = false;
        stage = strategyStage(written, hybrid);
        if (stage < 0)
            ImportBuilder::refuse(s, "must be FULL_SHARD, SHARD_GRAD_OP, NO_SHARD, HYBRID_SHARD or HYBRID_SHARD_ZERO2");
        if (hybrid && m_machines > 1)
            ImportBuilder::refuse(s, "hybrid sharding over " + std::to_string(m_machines) +
                                         " machines shards inside each machine and replicates across them: "
                                         "ShardScope shards over the whole data-parallel group");
        note = hybrid ? "on one machine hybrid sharding shards over all of it" : "";
    }
    m_builder.set(FieldId::ZeroStage, int64_t(stage), s, note);
}

void AccelerateReader::readParallelism(const YamlEntry& section)
{
    const SettingSource where = at(section);
    const std::vector<YamlEntry> keys = entries(section.value, where);
    if (keys.empty())
        return m_builder.ignore(where, "empty: every size is 1");
    std::optional<BatchTerm> replicate, shard, tp, cp, sp;
    const std::string prefix = "parallelism_config.";
    for (const YamlEntry& k : keys) {
        const SettingSource s = at(k, prefix);
        std::optional<BatchTerm>* size = k.key == "parallelism_config_dp_replicate_size" ? &replicate
                                         : k.key == "parallelism_config_dp_shard_size"   ? &shard
                                         : k.key == "parallelism_config_tp_size"         ? &tp
                                         : k.key == "parallelism_config_cp_size"         ? &cp
                                         : k.key == "parallelism_config_sp_size"         ? &sp
                                                                                         : nullptr;
        if (size == nullptr) {
            const bool known = k.key == "parallelism_config_cp_comm_strategy" ||
                               k.key == "parallelism_config_cp_backend" || k.key == "parallelism_config_sp_backend" ||
                               k.key == "parallelism_config_sp_seq_length";
            m_builder.ignore(s, known ? "how context or sequence parallelism exchanges K/V: ShardScope times one "
                                        "exchange for all"
                                      : "not read by ShardScope (accelerate copies parallelism_config keys "
                                        "without checking them)");
            continue;
        }
        const int64_t n = integer(s, k.value);
        if (n < 1 || n > limits::kMaxDegree)
            ImportBuilder::refuse(s, "must be between 1 and " + std::to_string(limits::kMaxDegree) + " (" +
                                         "src/accelerate/parallelism_config.py)");
        *size = BatchTerm{s, n};
    }
    if (tp)
        m_builder.set(FieldId::Tp, tp->value, tp->source);
    if (cp)
        m_builder.set(FieldId::Cp, cp->value, cp->source, "accelerate's context parallelism splits the sequence");
    if (sp) {
        if (sp->value > 1)
            ImportBuilder::refuse(sp->source, "Ulysses sequence parallelism splits attention heads: ShardScope has no "
                                              "such dimension (its context parallelism splits the sequence)");
        m_builder.ignore(sp->source, "1: no Ulysses sequence parallelism");
    }
    if (replicate && replicate->value > 1 && m_kind == AccelerateKind::Fsdp)
        ImportBuilder::refuse(replicate->source,
                              "FSDP replicated over groups (HSDP) is not modelled: ShardScope's ZeRO "
                              "shards over the whole data-parallel group; give all of DP as "
                              "parallelism_config_dp_shard_size");
    if (shard && shard->value > 1 && m_kind != AccelerateKind::Fsdp)
        ImportBuilder::contradiction(shard->source, m_kindSource,
                                     "sharded data parallelism needs distributed_type FSDP, but " +
                                         describedSetting(m_kindSource));
    const int64_t dp = (replicate ? replicate->value : 1) * (shard ? shard->value : 1);
    for (const auto* given : {&replicate, &shard})
        if (*given)
            m_builder.set(FieldId::Dp, dp, (*given)->source, "DP = dp_replicate_size x dp_shard_size");
    // accelerate checks that the sizes multiply to the world size (ParallelismConfig).
    const int64_t product = checkedProduct(dp, (tp ? tp->value : 1) * (cp ? cp->value : 1), sp ? sp->value : 1);
    if (m_processes && product != m_processes->value) {
        const BatchTerm& first = replicate ? *replicate : shard ? *shard : tp ? *tp : cp ? *cp : *sp;
        ImportBuilder::contradiction(first.source, m_processes->source,
                                     "the parallelism_config sizes multiply to " + std::to_string(product) + ", but " +
                                         describedSetting(m_processes->source) +
                                         " (src/accelerate/parallelism_config.py requires them to be equal)");
    }
}

void AccelerateReader::readDeepSpeed(const YamlEntry* section)
{
    m_batch.file = m_file.name;
    m_batch.globalKey = "train_batch_size (accelerate fills it)";
    m_batch.microKey = "train_micro_batch_size_per_gpu (the dataloader's batch)";
    m_batch.origin = "src/accelerate/accelerator.py _prepare_deepspeed (micro-batch x gradient_accumulation_steps x "
                     "processes)";
    std::vector<YamlEntry> keys;
    if (section) {
        const SettingSource s = at(*section);
        keys = entries(section->value, s);
        if (keys.empty())
            m_builder.ignore(s, "empty: the DeepSpeed plugin's defaults apply");
    }
    const auto fileKey =
        std::find_if(keys.begin(), keys.end(), [](const YamlEntry& k) { return k.key == "deepspeed_config_file"; });
    if (fileKey != keys.end()) {
        const SettingSource fileSource = at(*fileKey, "deepspeed_config.");
        for (const YamlEntry& k : keys) {
            const SettingSource s = at(k, "deepspeed_config.");
            static constexpr std::string_view kForbidden[] = {"zero_stage",
                                                              "offload_optimizer_device",
                                                              "offload_param_device",
                                                              "offload_optimizer_nvme_path",
                                                              "offload_param_nvme_path",
                                                              "gradient_accumulation_steps",
                                                              "gradient_clipping",
                                                              "zero3_save_16bit_model"};
            if (k.key == "deepspeed_config_file")
                readDeepSpeedFile(s, text(s, k.value));
            else if (std::find(std::begin(kForbidden), std::end(kForbidden), k.key) != std::end(kForbidden))
                ImportBuilder::contradiction(s, fileSource,
                                             "accelerate refuses it next to " + describedSetting(fileSource) +
                                                 ": the DeepSpeed file holds it (" + kDataclasses +
                                                 " DeepSpeedPlugin)");
            else
                m_builder.ignore(s, k.key == "zero3_init_flag" ? "how weights are first created: not part of a "
                                                                 "training step"
                                                               : "how DeepSpeed starts: does not change the plan");
        }
        return;
    }

    // The plugin writes the DeepSpeed config itself from these keys.
    int64_t stage = 2;
    SettingSource stageSource = absent("deepspeed_config.zero_stage");
    bool stageGiven = false;
    for (const YamlEntry& k : keys)
        if (k.key == "zero_stage") {
            stageGiven = true;
            stageSource = at(k, "deepspeed_config.");
            stage = integer(stageSource, k.value);
            if (stage < 0 || stage > 3)
                ImportBuilder::refuse(stageSource, "must be 0, 1, 2 or 3");
            m_builder.set(FieldId::ZeroStage, stage, stageSource);
        }
    if (!stageGiven)
        m_builder.defaultTo(FieldId::ZeroStage, stage, stageSource,
                            std::string(kDataclasses) + " DeepSpeedPlugin (zero_stage defaults to 2)");
    m_batch.zeroStage = BatchTerm{stageSource, stage};
    for (const YamlEntry& k : keys) {
        if (k.key == "zero_stage")
            continue;
        const SettingSource s = at(k, "deepspeed_config.");
        if (k.key == "offload_optimizer_device" || k.key == "offload_param_device") {
            const std::string device = text(s, k.value);
            if (device != "none" && device != "cpu" && device != "nvme")
                ImportBuilder::refuse(s, "must be none, cpu or nvme");
            const bool on = device != "none";
            if (k.key == "offload_param_device") {
                if (on && stage == 3)
                    ImportBuilder::refuse(s, "parameter offload (ZeRO-Infinity) is not modelled by ShardScope: its "
                                             "memory and step time estimate would be wrong");
                m_builder.ignore(s, on ? "DeepSpeed offloads parameters with ZeRO-3 only: with this stage it does "
                                         "nothing"
                                       : "none: no parameter offload");
                continue;
            }
            if (on && stage == 0)
                ImportBuilder::contradiction(
                    s, stageSource, "optimizer offload needs ZeRO stage 1 to 3, but " + describedSetting(stageSource));
            m_builder.set(FieldId::OffloadOptimizer, on, s,
                          device == "nvme" ? "estimated as host-memory offload: ShardScope times the host link, not "
                                             "the NVMe drive"
                                           : "");
        } else if (k.key == "gradient_accumulation_steps") {
            const int64_t n = integer(s, k.value);
            if (n < 1 || n > limits::kMaxGlobalBatch)
                ImportBuilder::refuse(s, "must be between 1 and " + std::to_string(limits::kMaxGlobalBatch));
            m_batch.accumulation = BatchTerm{s, n};
            m_builder.ignore(s, "checked once DP is known: the global batch is the dataloader's micro-batch x "
                                "gradient_accumulation_steps x DP");
        } else if (k.key == "gradient_clipping") {
            m_builder.ignore(s, "gradient clipping: does not change memory or step time");
        } else if (k.key == "zero3_init_flag" || k.key == "zero3_save_16bit_model") {
            m_builder.ignore(s, "how weights are created and saved: not part of a training step");
        } else if (k.key.rfind("deepspeed_", 0) == 0 || k.key.find("nvme_path") != std::string::npos) {
            m_builder.ignore(s, "how DeepSpeed starts and where NVMe offload writes: does not change the plan");
        } else {
            m_builder.ignore(s, "not read by ShardScope (accelerate copies deepspeed_config keys without checking "
                                "them)");
        }
    }
    m_builder.defaultTo(FieldId::OffloadOptimizer, false, absent("deepspeed_config.offload_optimizer_device"),
                        std::string(kDataclasses) + " DeepSpeedPlugin (offload_optimizer_device none)");
    m_builder.defaultTo(FieldId::OverlapDp, stage == 3, absent("zero_optimization.overlap_comm"),
                        "deepspeed/runtime/zero/config.py: the plugin writes no overlap_comm, on for ZeRO-3 only");
    defaultDeepSpeedOptimizerStates(m_builder, m_file.name);
}

void AccelerateReader::readDeepSpeedFile(const SettingSource& s, const std::string& path)
{
    const LaunchFile* found = nullptr;
    int sameName = 0;
    for (const LaunchFile& other : m_others) {
        if (other.name == path) {
            found = &other;
            sameName = 1;
            break;
        }
        if (baseName(other.name) == baseName(path)) {
            found = &other;
            ++sameName;
        }
    }
    if (sameName > 1)
        ImportBuilder::refuse(s, "several of the files given are named " + baseName(path) +
                                     ": give only the one it names");
    if (found == nullptr) {
        m_builder.ignore(s, "not among the files given: import it with this YAML to read its ZeRO stage, offload, "
                            "batch and precision");
        m_builder.note(m_file.name + " names the DeepSpeed config " + path +
                       ", which was not given: ZeRO, offload, batch and precision stay as they are");
        return;
    }
    m_builder.ignore(s, "read as a DeepSpeed config of its own: its settings are listed under " + found->name);
    m_batch = importDeepSpeedConfig(*found, m_builder, m_context);
}

void AccelerateReader::readMegatron(const YamlEntry* section)
{
    std::vector<YamlEntry> keys;
    if (section) {
        const SettingSource s = at(*section);
        keys = entries(section->value, s);
        if (keys.empty())
            m_builder.ignore(s, "empty: Megatron-LM's defaults apply");
    }
    m_batch.file = m_file.name;
    m_batch.globalKey = "global batch (accelerate's Megatron-LM plugin)";
    m_batch.microKey = "micro-batch (the dataloader's batch)";
    m_batch.origin =
        std::string(kDataclasses) + " MegatronLMPlugin (global batch = micro-batch x num_micro_batches x DP)";
    int64_t tp = 1;
    for (const YamlEntry& k : keys)
        if (k.key == "megatron_lm_tp_degree") {
            const SettingSource s = at(k, "megatron_lm_config.");
            tp = integerInRange(s, integer(s, k.value), FieldId::Tp);
            m_builder.set(FieldId::Tp, tp, s);
        }
    for (const YamlEntry& k : keys) {
        if (k.key == "megatron_lm_tp_degree")
            continue;
        const SettingSource s = at(k, "megatron_lm_config.");
        if (k.key == "megatron_lm_pp_degree") {
            m_builder.set(FieldId::Pp, integerInRange(s, integer(s, k.value), FieldId::Pp), s);
        } else if (k.key == "megatron_lm_num_micro_batches") {
            const int64_t n = integer(s, k.value);
            if (n < 1 || n > limits::kMaxGlobalBatch)
                ImportBuilder::refuse(s, "must be between 1 and " + std::to_string(limits::kMaxGlobalBatch));
            m_batch.accumulation = BatchTerm{s, n};
            m_builder.ignore(s, "checked once DP is known: the global batch is the dataloader's micro-batch x "
                                "num_micro_batches x DP");
        } else if (k.key == "megatron_lm_sequence_parallelism") {
            const bool on = boolean(s, k.value);
            m_builder.set(FieldId::SequenceParallel, on && tp > 1, s,
                          on && tp == 1 ? "Megatron-LM turns sequence parallelism off without TP" : "");
        } else if (k.key == "megatron_lm_recompute_activations") {
            m_builder.set(FieldId::Recompute, std::string(boolean(s, k.value) ? "selective" : "none"), s,
                          "the plugin's recompute_activations is Megatron's selective recompute");
        } else if (k.key == "megatron_lm_use_distributed_optimizer") {
            const bool on = boolean(s, k.value);
            m_builder.set(FieldId::ZeroStage, int64_t(on ? 1 : 0), s,
                          on ? "Megatron's distributed optimizer shards the optimizer state (ZeRO-1)" : "");
        } else if (k.key == "megatron_lm_gradient_clipping") {
            m_builder.ignore(s, "gradient clipping: does not change memory or step time");
        } else {
            m_builder.ignore(s, "not read by ShardScope (accelerate copies megatron_lm_config keys without checking "
                                "them)");
        }
    }
    // What the plugin does not write is Megatron-LM's default (its flag named as the absent setting).
    const std::string defaults = std::string(kMegatronArguments) + " (the plugin leaves it to Megatron-LM's default)";
    const std::string prefix = "megatron_lm_config.";
    m_builder.defaultTo(FieldId::Tp, int64_t(1), absent(prefix + "megatron_lm_tp_degree"), defaults);
    m_builder.defaultTo(FieldId::Pp, int64_t(1), absent(prefix + "megatron_lm_pp_degree"), defaults);
    m_builder.defaultTo(FieldId::Cp, int64_t(1), absent("--context-parallel-size"), defaults);
    m_builder.defaultTo(FieldId::SequenceParallel, false, absent(prefix + "megatron_lm_sequence_parallelism"),
                        defaults);
    m_builder.defaultTo(FieldId::Recompute, std::string("none"), absent(prefix + "megatron_lm_recompute_activations"),
                        defaults);
    m_builder.defaultTo(FieldId::ZeroStage, int64_t(0), absent(prefix + "megatron_lm_use_distributed_optimizer"),
                        defaults);
    m_builder.defaultTo(FieldId::VirtualStages, int64_t(1), absent("--num-layers-per-virtual-pipeline-stage"),
                        defaults);
    m_builder.defaultTo(FieldId::Schedule, std::string("1f1b"), absent("--num-layers-per-virtual-pipeline-stage"),
                        "megatron/core/pipeline_parallel/schedules.py (1F1B without virtual stages)");
    m_builder.defaultTo(FieldId::OverlapDp, false, absent("--overlap-grad-reduce"), defaults);
    m_builder.defaultTo(FieldId::OverlapTp, false, absent("--tp-comm-overlap"), defaults);
}

void AccelerateReader::readTpConfig(const YamlEntry& section)
{
    const SettingSource where = at(section);
    const std::vector<YamlEntry> keys = entries(section.value, where);
    if (keys.empty())
        return m_builder.ignore(where, "empty: no tensor parallelism");
    for (const YamlEntry& k : keys) {
        const SettingSource s = at(k, "tp_config.");
        if (k.key == "tp_size")
            m_builder.set(FieldId::Tp, integerInRange(s, integer(s, k.value), FieldId::Tp), s,
                          "accelerate's older TP plugin");
        else
            m_builder.ignore(s, "not read by ShardScope (accelerate copies tp_config keys without checking them)");
    }
}

} // namespace shardscope
