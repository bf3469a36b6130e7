// What an import of launch files read, and what it made of every setting it met.
#pragma once

#include "core/model/fields.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope {

/** One setting of a launch file as written: where it is, its name as the launcher spells it, its value. */
struct SettingSource
{
    std::string file;  ///< the file's name as the user gave it
    int line = 0;      ///< 1-based; 0 where the format keeps no lines (a JSON key) or for a launcher default
    std::string name;  ///< "--tensor-model-parallel-size", "zero_optimization.stage", "parallelism.tensor_parallel_degree"
    std::string value; ///< as written; empty for a switch

    /** "train.sh line 12", "ds_config.json" (no line), "" for a launcher default. */
    std::string where() const;
    /** "--tensor-model-parallel-size 8", "zero_optimization.stage = 3": the setting as the user wrote it. */
    std::string spelled() const;
    bool operator==(const SettingSource&) const = default;
};

/**
 * What became of a setting: mapped onto scenario fields; defaulted (the files do not give it,
 * so the launcher's own default applies, with where that default is written in its source);
 * or ignored, with the reason.
 */
enum class SettingFate : uint8_t
{
    Mapped,
    Defaulted,
    Ignored
};

/** One row of the import report. */
struct ImportedSetting
{
    SettingSource source;
    SettingFate fate = SettingFate::Mapped;
    std::vector<FieldId> fields; ///< Mapped and Defaulted: the scenario fields it gave
    /// Ignored: why; Defaulted: where the launcher's default is written ("megatron/training/arguments.py");
    /// Mapped: how the value was read when that is not plain ("DP = world size / (TP x PP x CP)").
    std::string note;
};

/** A scenario field no file gave, with the value it keeps and why. */
struct KeptField
{
    FieldId field;
    std::string reason; ///< "the cluster preset dgx-h100", "ShardScope's default: Megatron-LM has no setting for it"
};

/** Everything an import says about the files it read, in the order it met them. */
struct ImportReport
{
    std::string launcher;                ///< "Megatron-LM", "DeepSpeed", "torchtitan", ...
    std::vector<std::string> files;      ///< the files read, as given
    std::vector<ImportedSetting> settings;
    std::vector<KeptField> kept;          ///< model, parallel and training fields no file gave
    std::vector<std::string> notes;       ///< what the user should know about the whole import

    int count(SettingFate fate) const;
};

/** A scenario made from launch files, with the report of how each setting was read. */
struct ImportResult
{
    Scenario scenario;
    ImportReport report;
};

/** The report as the CLI prints it: a summary line, then mapped, defaulted, ignored and kept settings. */
std::string importReportText(const ImportReport& report);

} // namespace shardscope
