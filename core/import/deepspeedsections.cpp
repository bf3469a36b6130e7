// The rest of a DeepSpeed config: bf16 / fp16, the optimizer, AutoTP, Ulysses and the keys
// that map to nothing.

#include "deepspeedimport.h"
#include "deepspeedkeys.h"
#include "deepspeedreader.h"

namespace shardscope {

using json = nlohmann::json;

void DeepSpeedReader::readPrecision(const json& root)
{
    const bool both = root.contains("bf16") && root.contains("bfloat16");
    for (const char* name : {"bf16", "bfloat16", "fp16"}) {
        const auto it = root.find(name);
        if (it == root.end())
            continue;
        if (both && std::string(name) == "bfloat16") {
            m_builder.ignore(at(name, *it), "DeepSpeed reads bf16 and ignores the older bfloat16 next to it");
            continue;
        }
        if (it->is_null()) {
            m_builder.ignore(at(name, *it), "null: DeepSpeed reads it as not given");
            continue;
        }
        const SettingSource s = at(name, *it);
        requireObject(s, *it);
        if (it->empty())
            m_builder.ignore(s, "empty: " + std::string(name) + " stays off");
        readPrecisionBlock(name, *it);
    }
    const bool bf16 = m_bf16 && m_bf16->second;
    const bool fp16 = m_fp16 && m_fp16->second;
    if (bf16 && fp16)
        ImportBuilder::contradiction(
            m_fp16->first, m_bf16->first,
            "cannot be on together with " + describedSetting(m_bf16->first) +
                ": DeepSpeed refuses fp16 and bf16 both enabled (deepspeed/runtime/config.py)");
    if (bf16 || fp16) {
        const auto& on = bf16 ? m_bf16 : m_fp16;
        const auto& off = bf16 ? m_fp16 : m_bf16;
        m_builder.set(FieldId::Precision, std::string(bf16 ? "bf16" : "fp16"), on->first);
        if (off)
            m_builder.ignore(off->first, "off: training.precision comes from " + on->first.name);
    } else if (m_precisionAuto) {
        for (const auto* given : {&m_bf16, &m_fp16})
            if (*given)
                m_builder.ignore((*given)->first, "off, but the other precision is \"auto\": the Hugging Face "
                                                  "Trainer or accelerate chooses the precision");
        m_builder.note("the precision in " + m_file.name +
                       " is \"auto\": the Hugging Face Trainer or accelerate chooses it");
    } else if (m_bf16 || m_fp16) {
        // A precision another file chose (accelerate's mixed_precision fills the config's 16-bit
        // block) is contradicted only by switching that format off, not by the other one's "off".
        const SettingSource* decided = m_builder.sourceOf(FieldId::Precision);
        const bool elsewhere = decided != nullptr && decided->file != m_file.name;
        const std::string chosen = formatFieldValue(m_builder.value(FieldId::Precision));
        for (const auto* given : {&m_bf16, &m_fp16}) {
            if (!*given)
                continue;
            const std::string format = given == &m_fp16 ? "fp16" : "bf16";
            if (elsewhere && format != chosen)
                m_builder.ignore((*given)->first, "off: training.precision comes from " + describedSetting(*decided));
            else
                m_builder.set(FieldId::Precision, std::string("fp32"), (*given)->first,
                              "neither bf16 nor fp16 is enabled: DeepSpeed trains in fp32");
        }
    } else {
        m_builder.defaultTo(FieldId::Precision, std::string("fp32"), absent("bf16.enabled"),
                            std::string(kDeepSpeedPrecisionConfig) + " (bf16 and fp16 are off unless enabled)");
    }
    defaultDeepSpeedOptimizerStates(m_builder, m_file.name);
}

void DeepSpeedReader::readPrecisionBlock(const std::string& name, const json& block)
{
    const bool isFp16 = name == "fp16";
    bool masterBf16 = false;
    std::optional<SettingSource> statesBf16;
    for (const auto& [key, value] : block.items()) {
        const SettingSource s = at(name + "." + key, value);
        if (key == "enabled") {
            if (isAutoValue(value)) {
                m_precisionAuto = true;
                m_builder.ignore(s, "\"auto\": the Hugging Face Trainer or accelerate fills it from its "
                                    "precision arguments");
                continue;
            }
            (isFp16 ? m_fp16 : m_bf16) = std::pair{s, boolean(s, value)};
        } else if (key == "bf16_master_weights_and_grads" || key == "fp16_master_weights_and_grads") {
            const bool on = boolean(s, value);
            if (on && m_stage == 0)
                ImportBuilder::contradiction(
                    s, m_stageSource,
                    "needs ZeRO stage 1 to 3 (deepspeed/runtime/config.py _do_error_check), but " + stageText());
            masterBf16 = masterBf16 || on;
            m_builder.set(FieldId::MainGrads, std::string(on ? "bf16" : "fp32"), s,
                          on ? "16-bit gradients; ShardScope still counts fp32 master weights" : "");
        } else if (key == "bf16_optimizer_states" && !isFp16) {
            const bool on = boolean(s, value);
            if (on)
                statesBf16 = s;
            m_builder.set(FieldId::OptimizerMoments, std::string(on ? "bf16" : "fp32"), s);
        } else {
            m_builder.ignore(s, deepSpeedPrecisionKeyReason(name, key));
        }
    }
    if (statesBf16 && !masterBf16)
        ImportBuilder::refuse(*statesBf16, "needs " + name + ".bf16_master_weights_and_grads = true "
                                           "(deepspeed/runtime/config.py _do_error_check)");
}

void DeepSpeedReader::readTopLevel(const std::string& key, const json& value)
{
    const SettingSource s = at(key, value);
    if (value.is_object() && value.empty())
        return m_builder.ignore(s, "empty: nothing to read");
    if (key == "optimizer") {
        if (value.is_null())
            return m_builder.ignore(s, "null: the training script builds its optimizer");
        requireObject(s, value);
        return readOptimizer(value);
    }
    if (key == "activation_checkpointing") {
        requireObject(s, value);
        m_builder.note("activation_checkpointing in " + m_file.name +
                       " says how DeepSpeed stores checkpointed activations, not whether layers are recomputed: that "
                       "is the training script's setting (--recompute-granularity, "
                       "--deepspeed-activation-checkpointing)");
        return readSection(key, value, "");
    }
    if (key == "tensor_parallel") {
        requireObject(s, value);
        for (const auto& [sub, subValue] : value.items()) {
            const SettingSource t = at(key + "." + sub, subValue);
            if (sub == "autotp_size")
                m_builder.set(FieldId::Tp, integerInRange(t, integer(t, subValue), FieldId::Tp), t,
                              "DeepSpeed AutoTP's tensor-parallel size");
            else
                m_builder.ignore(t, "how AutoTP partitions the model: ShardScope splits every layer over TP");
        }
        return;
    }
    if (key == "sequence_parallel_size") {
        const int64_t n = integer(s, value);
        if (n > 1)
            ImportBuilder::refuse(s, "DeepSpeed-Ulysses sequence parallelism splits attention heads over " +
                                         std::to_string(n) + " GPUs: ShardScope has no such dimension (its "
                                                             "context parallelism splits the sequence)");
        return m_builder.ignore(s, "1: no DeepSpeed-Ulysses sequence parallelism");
    }
    if (key == "data_types") {
        requireObject(s, value);
        for (const auto& [sub, subValue] : value.items()) {
            const SettingSource t = at(key + "." + sub, subValue);
            if (sub != "grad_accum_dtype" || subValue.is_null()) {
                m_builder.ignore(t,
                                 subValue.is_null() ? "null: DeepSpeed takes its default" : "not read by ShardScope");
                continue;
            }
            const std::string dtype = lowerText(text(t, subValue));
            if (dtype != "fp32" && dtype != "bf16" && dtype != "fp16")
                ImportBuilder::refuse(t, "must be fp32, bf16 or fp16");
            m_builder.set(FieldId::MainGrads, std::string(dtype == "fp32" ? "fp32" : "bf16"), t,
                          dtype == "fp16" ? "counted as 2-byte gradients" : "");
        }
        return;
    }
    if (key == "amp" || key == "torch_autocast") {
        requireObject(s, value);
        for (const auto& [sub, subValue] : value.items()) {
            const SettingSource t = at(key + "." + sub, subValue);
            if (sub == "enabled" && boolean(t, subValue))
                ImportBuilder::refuse(t, key == "amp" ? "NVIDIA Apex AMP: ShardScope has no such precision recipe; "
                                                        "use DeepSpeed's bf16 or fp16"
                                                      : "torch.autocast keeps fp32 weights and runs matmuls in 16 "
                                                        "bit: ShardScope has no such precision recipe; use "
                                                        "DeepSpeed's bf16 or fp16");
            m_builder.ignore(t, sub == "enabled" ? "off" : "its options do not matter while it is off");
        }
        return;
    }
    m_builder.ignore(s, deepSpeedTopLevelReason(key));
}

void DeepSpeedReader::readOptimizer(const json& block)
{
    for (const auto& [key, value] : block.items()) {
        const SettingSource s = at("optimizer." + key, value);
        if (key != "type") {
            m_builder.ignore(s, "learning rate, betas and weight decay: do not change memory or step time");
            continue;
        }
        const std::string type = lowerText(text(s, value));
        if (type == "sgd")
            m_builder.set(FieldId::Optimizer, std::string("sgd"), s);
        else if (type == "adam" || type == "adamw" || type == "fusedadam" || type == "cpuadam" ||
                 type == "deepspeedcpuadam" || type == "onebitadam" || type == "zerooneadam" || type == "lamb" ||
                 type == "onebitlamb" || type == "fusedlamb")
            m_builder.set(FieldId::Optimizer, std::string("adam"), s,
                          type.find("lamb") != std::string::npos ? "LAMB keeps Adam's two moments" : "");
        else
            m_builder.ignore(s, "ShardScope models Adam-style optimizers (two moments) and SGD: the estimate keeps "
                                "training.optimizer as it is");
    }
}

/** Each key of a section listed as ignored, with the section's reason or the key's own. */
void DeepSpeedReader::readSection(const std::string& name, const json& block, const std::string& reason)
{
    for (const auto& [key, value] : block.items()) {
        const SettingSource s = at(name + "." + key, value);
        m_builder.ignore(s, reason.empty() ? deepSpeedCheckpointingKeyReason(key) : reason);
    }
}

} // namespace shardscope
