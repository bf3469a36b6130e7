#pragma once

#include <string>
#include <vector>

namespace shardscope::cli {

/** Options shared by every subcommand. */
struct CommonOptions
{
    std::vector<std::string> presetDirectories;
};

/**
 * The subcommands. Each returns the process exit code; bad input throws InputError,
 * which main() turns into exit code 2 and one line on stderr.
 */
int runEstimate(const CommonOptions& common, const std::string& file, bool json);
int runValidate(const CommonOptions& common, const std::string& file, bool json);
int runPresets(const CommonOptions& common, const std::string& kind, bool json);
int runAdvise(const CommonOptions& common, const std::string& file, bool json);
int runExport(const CommonOptions& common, const std::string& file, const std::string& target,
              const std::string& output);
int runImportHf(const CommonOptions& common, const std::string& file, const std::string& id,
                const std::string& name, const std::string& output);

} // namespace shardscope::cli
