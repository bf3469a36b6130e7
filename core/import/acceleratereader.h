// The accelerate reader's state, shared by its top level (accelerateimport.cpp) and its plugin
// sections (acceleratesections.cpp). Internal to core/import.
#pragma once

#include "configsettings.h"
#include "deepspeedbatch.h"
#include "importbuilder.h"
#include "launchfile.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** One key of a YAML mapping: its name, value and 1-based line. */
struct YamlEntry
{
    std::string key;
    YAML::Node value;
    int line = 0;
};

/** accelerate's distributed types ShardScope reads (src/accelerate/utils/dataclasses.py DistributedType). */
enum class AccelerateKind : uint8_t
{
    No,
    MultiGpu,
    Fsdp,
    DeepSpeed,
    MegatronLm
};

/**
 * One accelerate config being read: the file, the builder, the top-level entries, and what the
 * sections need from the top level (distributed type, machines, processes). Each read*()
 * gives every key it meets one report row.
 */
class AccelerateReader
{
public:
    AccelerateReader(const LaunchFile& file, const std::vector<LaunchFile>& others, ImportBuilder& builder,
                     const ImportContext& context);
    DeepSpeedBatch read(const YAML::Node& root);

private:
    // accelerateimport.cpp: values, the top level, counts and precision.
    SettingSource at(const YamlEntry& entry, const std::string& prefix = {});
    SettingSource absent(const std::string& name) const { return {m_file.name, 0, name, {}}; }
    std::vector<YamlEntry> entries(const YAML::Node& map, const SettingSource& where);
    static int64_t integer(const SettingSource& s, const YAML::Node& v);
    static bool boolean(const SettingSource& s, const YAML::Node& v);
    static std::string text(const SettingSource& s, const YAML::Node& v);
    const YamlEntry* top(const std::string& key) const;
    void readKind();
    void readShape();
    void readPrecision();
    void readDynamo(const YamlEntry& entry);
    void readTopLevel(const YamlEntry& entry);
    void defaultDegrees();
    /** A section's keys listed as ignored because distributed_type does not use it. */
    void ignoreSection(const YamlEntry& section, const std::string& reason);

    // acceleratesections.cpp: the plugins' sections.
    void readFsdp(const YamlEntry* section);
    void readFsdpStrategy(const SettingSource& s, const YAML::Node& v, bool reshardKey);
    void readParallelism(const YamlEntry& section);
    void readDeepSpeed(const YamlEntry* section);
    void readDeepSpeedFile(const SettingSource& s, const std::string& path);
    void readMegatron(const YamlEntry* section);
    void readTpConfig(const YamlEntry& section);

    const LaunchFile& m_file;
    const std::vector<LaunchFile>& m_others;
    ImportBuilder& m_builder;
    const ImportContext& m_context;
    SettingBudget m_budget;
    std::vector<YamlEntry> m_top;
    AccelerateKind m_kind = AccelerateKind::No;
    SettingSource m_kindSource;
    int64_t m_machines = 1;
    int64_t m_fsdpVersion = 1;
    std::optional<BatchTerm> m_processes; ///< num_processes when it is a count (not -1)
    DeepSpeedBatch m_batch;
};

/** "FSDP", "DEEPSPEED": distributed_type as accelerate spells it. */
const char* accelerateKindName(AccelerateKind kind);

} // namespace shardscope
