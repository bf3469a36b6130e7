#pragma once

#include "core/model/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope::cli {

/** Options shared by every subcommand. */
struct CommonOptions
{
    std::vector<std::string> presetDirectories;
};

/**
 * Where a command writes (`-o`): empty or "-" is standard output, anything else goes through
 * writeTextFileAtomically(); `force` lets it write through a symbolic link or into a FIFO or
 * device at that path (--force) instead of refusing.
 */
struct OutputOptions
{
    std::string path;
    bool force = false;

    bool toStdout() const { return path.empty() || path == "-"; }
};

/** Options of `search`. */
struct SearchCommandOptions
{
    int top = 10;
    int64_t gpus = 0;
    int maxMicroBatch = 16;
    int maxVirtualStages = 0; ///< 0: as many as the layer count allows
    int threads = 0;
    /** Launcher ids (repeated or comma-separated); empty: any launcher. */
    std::vector<std::string> launchers;
    bool json = false;
    bool sweep = false;
};

/** A file of -o through the safe writer; a refused link or special file says how to insist. */
void writeOutput(const std::string& path, const std::string& text, const OutputOptions& output, bool executable);

/** One number through a printf format ("%.3f"), for the text reports. */
std::string printfNumber(const char* format, double value);

/** A scenario file (or "-" for stdin); errors name the file and the JSON field. */
Scenario loadScenario(const CommonOptions& common, const std::string& file);

/**
 * The subcommands. Each returns the process exit code; bad input throws InputError,
 * which main() turns into exit code 2 and one line on stderr.
 */
int runEstimate(const CommonOptions& common, const std::string& file, bool json);
int runValidate(const CommonOptions& common, const std::string& file, bool json);
int runPresets(const CommonOptions& common, const std::string& kind, bool json);
int runAdvise(const CommonOptions& common, const std::string& file, bool json);
int runExport(const CommonOptions& common, const std::string& file, const std::string& target,
              const OutputOptions& output);
int runSearchCommand(const CommonOptions& common, const std::string& file, const SearchCommandOptions& options);
int runArticleTable(const CommonOptions& common, bool json);
int runCompare(const CommonOptions& common, const std::string& fileA, const std::string& fileB, bool json);
/** A Megatron-LM log's measurements (core/io/megatronlog.h), against a scenario when given one. */
int runReadLog(const CommonOptions& common, const std::string& file, const std::string& scenarioFile, bool json);
/** A table of measured runs (core/io/runtable.h) against their estimates. */
int runRunsTable(const CommonOptions& common, const std::string& file, bool json);
/** Options of `calibrate`. */
struct CalibrateCommandOptions
{
    std::string cluster; ///< preset id or preset file to calibrate
    std::vector<std::string> runs; ///< run tables (*.csv) and LOG=SCENARIO pairs
    std::string id;      ///< the new preset's id
    OutputOptions output; ///< where the preset goes (nothing is written without -o)
    bool json = false;
};
/** Fits a cluster profile to measured runs (core/calibrate) and writes it as a preset. */
int runCalibrate(const CommonOptions& common, const CalibrateCommandOptions& options);
/** `deltaPercent`: the hardware inputs' move, in percent (0 < x < 100). */
int runSensitivity(const CommonOptions& common, const std::string& file, double deltaPercent, bool json);
/** Options of `import`. */
struct ImportCommandOptions
{
    std::vector<std::string> files; ///< launch scripts and configs
    std::string model;              ///< a Hugging Face config.json for the model's shape
    std::string cluster;            ///< a cluster preset id or preset file
    OutputOptions output;           ///< where the scenario goes (stdout without -o)
};
/** Launch files read back into a scenario, with the import report. */
int runImport(const CommonOptions& common, const ImportCommandOptions& options);
int runImportHf(const CommonOptions& common, const std::string& file, const std::string& id,
                const std::string& name, const OutputOptions& output);

} // namespace shardscope::cli
