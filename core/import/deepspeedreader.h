// The DeepSpeed reader's state, shared by deepspeedimport.cpp (the batch, ZeRO and offload)
// and deepspeedsections.cpp (precision, the optimizer and the other top-level keys). Internal
// to core/import.
#pragma once

#include "configsettings.h"
#include "deepspeedbatch.h"
#include "importbuilder.h"
#include "launchfile.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <utility>

namespace shardscope {

inline constexpr const char* kDeepSpeedZeroConfig = "deepspeed/runtime/zero/config.py";
inline constexpr const char* kDeepSpeedOffloadConfig = "deepspeed/runtime/zero/offload_config.py";
inline constexpr const char* kDeepSpeedPrecisionConfig = "deepspeed/runtime/precision_config.py";

/** A JSON value as the report shows it: strings without quotes, containers as {...} / [...]. */
std::string jsonValueText(const nlohmann::json& v);
/** The "auto" the Hugging Face integration fills in. */
bool isAutoValue(const nlohmann::json& v);

/** One DeepSpeed config being read: the file, the builder, and what later keys depend on. */
class DeepSpeedReader
{
public:
    using json = nlohmann::json;

    DeepSpeedReader(const LaunchFile& file, ImportBuilder& builder);
    DeepSpeedBatch read(const json& root);

private:
    /** The setting of a key (counted against the file's budget). */
    SettingSource at(const std::string& name, const json& value);
    SettingSource absent(const std::string& name) const { return {m_file.name, 0, name, {}}; }
    /** The ZeRO stage as the file gives it, or that it leaves it to DeepSpeed's default. */
    std::string stageText() const;

    static int64_t integer(const SettingSource& s, const json& v);
    static bool boolean(const SettingSource& s, const json& v);
    static std::string text(const SettingSource& s, const json& v);
    static void requireObject(const SettingSource& s, const json& v);

    // deepspeedimport.cpp
    void readBatch(const json& root);
    void noteBatch();
    void readZero(const json& root);
    void readZeroKey(const std::string& key, const json& value);
    void readOffloadOptimizer(const SettingSource& s, const json& block);
    void readOffloadParam(const SettingSource& s, const json& block);
    // deepspeedsections.cpp
    void readPrecision(const json& root);
    void readPrecisionBlock(const std::string& name, const json& block);
    void readTopLevel(const std::string& key, const json& value);
    void readOptimizer(const json& block);
    void readSection(const std::string& name, const json& block, const std::string& reason);

    const LaunchFile& m_file;
    ImportBuilder& m_builder;
    SettingBudget m_budget;
    DeepSpeedBatch m_batch;
    int64_t m_stage = 0;
    SettingSource m_stageSource;
    bool m_offloadGiven = false;
    /// bf16.enabled / fp16.enabled as written: nullopt absent, "auto" counted in m_precisionAuto.
    std::optional<std::pair<SettingSource, bool>> m_bf16, m_fp16;
    bool m_precisionAuto = false;
};

} // namespace shardscope
