#include "deepspeedimport.h"

#include "deepspeedkeys.h"
#include "deepspeedreader.h"

#include "core/io/inputerror.h"
#include "core/io/jsonparse.h"
#include "core/model/fieldlimits.h"

#include <limits>

namespace shardscope {

using json = nlohmann::json;

std::string jsonValueText(const json& v)
{
    if (v.is_string())
        return shortText(v.get_ref<const std::string&>());
    if (v.is_object())
        return v.empty() ? "{}" : "{...}";
    if (v.is_array())
        return v.empty() ? "[]" : "[...]";
    return shortText(v.dump());
}

bool isAutoValue(const json& v)
{
    return v.is_string() && v.get_ref<const std::string&>() == "auto";
}

DeepSpeedReader::DeepSpeedReader(const LaunchFile& file, ImportBuilder& builder) : m_file(file), m_builder(builder)
{
    m_batch.file = file.name;
}

DeepSpeedBatch DeepSpeedReader::read(const json& root)
{
    if (!root.is_object())
        throw InputError(m_file.name, "", "is not a DeepSpeed config: its top level is not a JSON object");
    readBatch(root);
    readZero(root);
    m_builder.zero3RunsOn(Zero3Engine::DeepSpeed, "DeepSpeed's ZeRO stage 3");
    readPrecision(root);
    for (const auto& [key, value] : root.items())
        if (!isDeepSpeedReadFirst(key))
            readTopLevel(key, value);
    return m_batch;
}

SettingSource DeepSpeedReader::at(const std::string& name, const json& value)
{
    SettingSource s{m_file.name, 0, shortText(name), jsonValueText(value)};
    m_budget.spend(s);
    return s;
}

std::string DeepSpeedReader::stageText() const
{
    if (m_stageSource.line == 0 && m_stageSource.value.empty() && m_stageSource.name != "zero_optimization")
        return m_stageSource.name + " is not given (DeepSpeed's default: 0, " + kDeepSpeedZeroConfig + ")";
    return "it is " + describedSetting(m_stageSource);
}

int64_t DeepSpeedReader::integer(const SettingSource& s, const json& v)
{
    if (v.is_number_unsigned() && v.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
        ImportBuilder::refuse(s, "is too large");
    if (!v.is_number_integer())
        ImportBuilder::refuse(s, "must be an integer");
    return v.get<int64_t>();
}

bool DeepSpeedReader::boolean(const SettingSource& s, const json& v)
{
    if (!v.is_boolean())
        ImportBuilder::refuse(s, "must be true or false");
    return v.get<bool>();
}

std::string DeepSpeedReader::text(const SettingSource& s, const json& v)
{
    if (!v.is_string())
        ImportBuilder::refuse(s, "must be a string");
    return v.get<std::string>();
}

void DeepSpeedReader::requireObject(const SettingSource& s, const json& v)
{
    if (!v.is_object())
        ImportBuilder::refuse(s, "must be a JSON object");
}

void DeepSpeedReader::readBatch(const json& root)
{
    struct Key
    {
        const char* name;
        std::optional<BatchTerm> DeepSpeedBatch::*term;
        std::optional<FieldId> field;
    };
    const Key keys[] = {{"train_batch_size", &DeepSpeedBatch::global, FieldId::GlobalBatch},
                        {"train_micro_batch_size_per_gpu", &DeepSpeedBatch::micro, FieldId::MicroBatch},
                        {"gradient_accumulation_steps", &DeepSpeedBatch::accumulation, std::nullopt}};
    for (const Key& key : keys) {
        const auto it = root.find(key.name);
        if (it == root.end())
            continue;
        const SettingSource s = at(key.name, *it);
        if (isAutoValue(*it)) {
            m_builder.ignore(s,
                             "\"auto\": the Hugging Face Trainer or accelerate fills it from its own batch arguments");
            continue;
        }
        if (it->is_null()) {
            m_builder.ignore(s, "null: DeepSpeed reads it as not given");
            continue;
        }
        const int64_t n = integer(s, *it);
        if (key.field) {
            m_builder.set(*key.field, integerInRange(s, n, *key.field), s);
        } else {
            if (n < 1 || n > limits::kMaxGlobalBatch)
                ImportBuilder::refuse(s, "must be between 1 and " + std::to_string(limits::kMaxGlobalBatch));
            m_builder.ignore(s, "checked once DP is known: DeepSpeed requires train_batch_size = "
                                "train_micro_batch_size_per_gpu x gradient_accumulation_steps x DP; ShardScope "
                                "derives the accumulation from the global batch");
        }
        m_batch.*key.term = BatchTerm{s, n};
    }
    noteBatch();
}

/** What the stated terms imply, and what DeepSpeed derives from them. */
void DeepSpeedReader::noteBatch()
{
    const auto& t = m_batch.global;
    const auto& m = m_batch.micro;
    const auto& g = m_batch.accumulation;
    if (t && m && g) {
        const int64_t perRank = checkedProduct(m->value, g->value);
        if (perRank <= 0 || t->value % perRank != 0)
            ImportBuilder::contradiction(
                t->source, g->source,
                "is not a multiple of " + describedSetting(m->source) + " x " + describedSetting(g->source) +
                    ": no data-parallel size satisfies DeepSpeed's identity train_batch_size "
                    "= micro x accumulation x DP (deepspeed/runtime/config.py _batch_assertion)");
        m_builder.note("DeepSpeed's batch identity in " + m_file.name + " holds for DP " +
                       std::to_string(t->value / perRank) + " only (train_batch_size / (micro x accumulation))");
    } else if (t && m) {
        m_builder.note("DeepSpeed derives gradient_accumulation_steps in " + m_file.name +
                       " as train_batch_size / (train_micro_batch_size_per_gpu x DP)");
    } else if (t && g) {
        m_builder.note("DeepSpeed derives train_micro_batch_size_per_gpu in " + m_file.name +
                       " as train_batch_size / (DP x gradient_accumulation_steps)");
    } else if (m && g) {
        m_builder.note("DeepSpeed derives train_batch_size in " + m_file.name +
                       " as train_micro_batch_size_per_gpu x gradient_accumulation_steps x DP");
    } else if (m) {
        // With only the micro-batch, DeepSpeed takes one accumulation step: global = micro x DP.
        m_builder.globalBatchDefaultsToMicroTimesDp(absent("train_batch_size"),
                                                    "deepspeed/runtime/config.py _set_batch_related_parameters "
                                                    "(gradient_accumulation_steps 1)");
    } else if (t) {
        m_builder.note("DeepSpeed derives train_micro_batch_size_per_gpu in " + m_file.name +
                       " as train_batch_size / DP (one accumulation step)");
    } else {
        m_builder.note(m_file.name + " gives neither train_batch_size nor train_micro_batch_size_per_gpu as a "
                                     "number: DeepSpeed refuses it unless the Hugging Face integration fills them, so "
                                     "the batch comes from the other files");
    }
}

void DeepSpeedReader::readZero(const json& root)
{
    const auto it = root.find("zero_optimization");
    if (it == root.end() || it->is_null()) {
        if (it != root.end())
            m_builder.ignore(at("zero_optimization", *it), "null: DeepSpeed reads it as not given");
        m_stageSource = absent("zero_optimization.stage");
        m_builder.defaultTo(FieldId::ZeroStage, int64_t(0), m_stageSource,
                            std::string(kDeepSpeedZeroConfig) + " (stage defaults to 0)");
        m_builder.defaultTo(FieldId::OverlapDp, false, absent("zero_optimization.overlap_comm"),
                            std::string(kDeepSpeedZeroConfig) + " (overlap_comm defaults to true for ZeRO-3 only)");
        m_builder.defaultTo(FieldId::OffloadOptimizer, false, absent("zero_optimization.offload_optimizer"),
                            std::string(kDeepSpeedZeroConfig) + " (no offload without offload_optimizer)");
        m_batch.zeroStage = BatchTerm{m_stageSource, 0};
        return;
    }
    if (it->is_boolean()) {
        m_stageSource = at("zero_optimization", *it);
        m_stage = it->get<bool>() ? 1 : 0;
        m_builder.set(FieldId::ZeroStage, m_stage, m_stageSource,
                      "the deprecated boolean form: true is ZeRO-1 (" + std::string(kDeepSpeedZeroConfig) +
                          " read_zero_config_deprecated)");
        m_builder.defaultTo(FieldId::OverlapDp, false, absent("zero_optimization.overlap_comm"),
                            std::string(kDeepSpeedZeroConfig) + " (overlap_comm defaults to true for ZeRO-3 only)");
        m_builder.defaultTo(FieldId::OffloadOptimizer, false, absent("zero_optimization.offload_optimizer"),
                            std::string(kDeepSpeedZeroConfig) + " (no offload without offload_optimizer)");
        m_batch.zeroStage = BatchTerm{m_stageSource, m_stage};
        return;
    }
    const SettingSource zeroSource = at("zero_optimization", *it);
    requireObject(zeroSource, *it);
    const json& zero = *it;
    if (zero.empty())
        m_builder.ignore(zeroSource, "empty: DeepSpeed's ZeRO defaults apply");
    if (const auto stage = zero.find("stage"); stage != zero.end()) {
        m_stageSource = at("zero_optimization.stage", *stage);
        m_stage = integer(m_stageSource, *stage);
        if (m_stage < 0 || m_stage > 3)
            ImportBuilder::refuse(m_stageSource, "must be 0, 1, 2 or 3");
        m_builder.set(FieldId::ZeroStage, m_stage, m_stageSource);
    } else {
        m_stageSource = absent("zero_optimization.stage");
        m_builder.defaultTo(FieldId::ZeroStage, int64_t(0), m_stageSource,
                            std::string(kDeepSpeedZeroConfig) + " (stage defaults to 0)");
    }
    m_batch.zeroStage = BatchTerm{m_stageSource, m_stage};
    for (const auto& [key, value] : zero.items())
        if (key != "stage")
            readZeroKey(key, value);
    if (!zero.contains("overlap_comm") || zero["overlap_comm"].is_null())
        m_builder.defaultTo(FieldId::OverlapDp, m_stage == 3, absent("zero_optimization.overlap_comm"),
                            std::string(kDeepSpeedZeroConfig) + " (overlap_comm defaults to true for ZeRO-3 only)");
    if (!m_offloadGiven)
        m_builder.defaultTo(FieldId::OffloadOptimizer, false, absent("zero_optimization.offload_optimizer"),
                            std::string(kDeepSpeedZeroConfig) + " (no offload without offload_optimizer)");
}

void DeepSpeedReader::readZeroKey(const std::string& key, const json& value)
{
    const SettingSource s = at("zero_optimization." + key, value);
    if (key == "overlap_comm") {
        if (value.is_null())
            return m_builder.ignore(s, "null: DeepSpeed takes its default");
        const bool on = boolean(s, value);
        if (on && m_stage == 0)
            return m_builder.set(
                FieldId::OverlapDp, false, s,
                "ZeRO stage 0 reads no overlap_comm: gradients are all-reduced after the backward pass");
        return m_builder.set(FieldId::OverlapDp, on, s);
    }
    if (key == "offload_optimizer")
        return value.is_null() ? m_builder.ignore(s, "null: no optimizer offload") : readOffloadOptimizer(s, value);
    if (key == "offload_param")
        return value.is_null() ? m_builder.ignore(s, "null: no parameter offload") : readOffloadParam(s, value);
    if (key == "cpu_offload") { // deprecated spelling of offload_optimizer.device = cpu
        if (value.is_null())
            return m_builder.ignore(s, "null: no optimizer offload");
        const bool on = boolean(s, value);
        if (on && m_stage == 0)
            ImportBuilder::contradiction(s, m_stageSource,
                                         "optimizer offload needs ZeRO stage 1 to 3, but " + stageText());
        m_offloadGiven = true;
        return m_builder.set(FieldId::OffloadOptimizer, on, s, "the deprecated spelling of offload_optimizer");
    }
    if (key == "cpu_offload_param") {
        if (!value.is_null() && boolean(s, value) && m_stage == 3)
            ImportBuilder::refuse(s, "parameter offload (ZeRO-Infinity) is not modelled by ShardScope: its memory and "
                                     "step time estimate would be wrong");
        return m_builder.ignore(s, m_stage == 3 ? "off: no parameter offload"
                                                : "DeepSpeed offloads parameters with ZeRO-3 only: with this stage it "
                                                  "does nothing");
    }
    if (key == "zero_hpz_partition_size") {
        if (integer(s, value) > 1)
            ImportBuilder::refuse(s, "ZeRO++ hierarchical partitioning keeps a second copy of the weights inside "
                                     "smaller groups: ShardScope does not model it");
        return m_builder.ignore(s, "1: no hierarchical partitioning");
    }
    if (key == "mics_shard_size") {
        if (integer(s, value) > 0)
            ImportBuilder::refuse(s, "MiCS shards the model states over groups of this size and replicates them "
                                     "across groups: ShardScope shards over the whole data-parallel group");
        return m_builder.ignore(s, "off: no MiCS sharding");
    }
    m_builder.ignore(s, deepSpeedZeroKeyReason(key));
}

void DeepSpeedReader::readOffloadOptimizer(const SettingSource& blockSource, const json& block)
{
    const std::string prefix = "zero_optimization.offload_optimizer";
    requireObject(blockSource, block);
    bool onDevice = false;
    if (const auto device = block.find("device"); device != block.end()) {
        const SettingSource s = at(prefix + ".device", *device);
        const std::string name = lowerText(text(s, *device));
        if (name != "none" && name != "cpu" && name != "nvme")
            ImportBuilder::refuse(s, "must be none, cpu or nvme (" + std::string(kDeepSpeedOffloadConfig) + ")");
        onDevice = name != "none";
        if (onDevice && m_stage == 0)
            ImportBuilder::contradiction(s, m_stageSource,
                                         "optimizer offload needs ZeRO stage 1 to 3, but " + stageText());
        m_builder.set(FieldId::OffloadOptimizer, onDevice, s,
                      name == "nvme" ? "estimated as host-memory offload: ShardScope times the host link, not the "
                                       "NVMe drive"
                                     : "");
    } else {
        m_builder.defaultTo(FieldId::OffloadOptimizer, false, absent(prefix + ".device"),
                            std::string(kDeepSpeedOffloadConfig) + " (device defaults to none)");
    }
    m_offloadGiven = true;
    if (block.empty())
        m_builder.ignore(blockSource, "empty: DeepSpeed's offload defaults apply (device none)");
    for (const auto& [key, value] : block.items()) {
        if (key == "device")
            continue;
        const SettingSource s = at(prefix + "." + key, value);
        if (key == "ratio") {
            if (!value.is_number())
                ImportBuilder::refuse(s, "must be a number");
            const double ratio = value.get<double>();
            if (!(ratio >= 0 && ratio <= 1))
                ImportBuilder::refuse(s, "must be between 0 and 1");
            if (onDevice && ratio < 1)
                ImportBuilder::refuse(s, "partial optimizer offload: ShardScope offloads all of the optimizer state "
                                         "or none of it");
            m_builder.ignore(s, "the whole optimizer state is offloaded (or none)");
            continue;
        }
        m_builder.ignore(s, deepSpeedOffloadKeyReason(key, onDevice));
    }
}

void DeepSpeedReader::readOffloadParam(const SettingSource& blockSource, const json& block)
{
    const std::string prefix = "zero_optimization.offload_param";
    requireObject(blockSource, block);
    if (block.empty())
        m_builder.ignore(blockSource, "empty: no parameter offload (device none)");
    bool onDevice = false;
    for (const auto& [key, value] : block.items()) {
        const SettingSource s = at(prefix + "." + key, value);
        if (key != "device") {
            m_builder.ignore(s, "parameter offload tuning: ShardScope does not offload parameters");
            continue;
        }
        const std::string name = lowerText(text(s, value));
        if (name != "none" && name != "cpu" && name != "nvme")
            ImportBuilder::refuse(s, "must be none, cpu or nvme (" + std::string(kDeepSpeedOffloadConfig) + ")");
        onDevice = name != "none";
        if (onDevice && m_stage == 3)
            ImportBuilder::refuse(s, "parameter offload (ZeRO-Infinity) is not modelled by ShardScope: its memory and "
                                     "step time estimate would be wrong");
        m_builder.ignore(s, !onDevice ? "none: no parameter offload"
                                      : "DeepSpeed offloads parameters with ZeRO-3 only (" +
                                            std::string(kDeepSpeedZeroConfig) + "): with " + m_stageSource.spelled() +
                                            " it does nothing");
    }
}

bool looksLikeDeepSpeedConfig(const std::string& text)
{
    try {
        const json root = parseJsonText(text, "");
        if (!root.is_object())
            return false;
        for (const char* key :
             {"train_batch_size", "train_micro_batch_size_per_gpu", "gradient_accumulation_steps", "zero_optimization"})
            if (root.contains(key))
                return true;
        for (const char* key : {"bf16", "fp16"})
            if (const auto it = root.find(key); it != root.end() && it->is_object() && it->contains("enabled"))
                return true;
    } catch (const std::exception&) {
    }
    return false;
}

DeepSpeedBatch importDeepSpeedConfig(const LaunchFile& file, ImportBuilder& builder, const ImportContext&)
{
    requireUtf8Text(file);
    json root;
    try {
        root = parseJsonText(file.text, file.name);
    } catch (const InputError& e) {
        throw e.inFile(file.name);
    }
    builder.addFile(file.name);
    return DeepSpeedReader(file, builder).read(root);
}

void defaultDeepSpeedOptimizerStates(ImportBuilder& builder, const std::string& file)
{
    builder.defaultTo(FieldId::MainGrads, std::string("fp32"), {file, 0, "bf16.bf16_master_weights_and_grads", {}},
                      std::string(kDeepSpeedPrecisionConfig) + " (master weights and gradients in fp32 by default)");
    builder.defaultTo(FieldId::OptimizerMoments, std::string("fp32"), {file, 0, "bf16.bf16_optimizer_states", {}},
                      std::string(kDeepSpeedPrecisionConfig) + " (optimizer states in fp32 by default)");
}

} // namespace shardscope
