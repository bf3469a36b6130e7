// A torchtitan job TOML and the command-line overrides of torchtitan.train read as one list
// of settings, each with the file and line it is written on.
#pragma once

#include "importreport.h"
#include "launchfile.h"
#include "torchtitankeys.h"

#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace shardscope {

/** A value as read: TOML's own type; from the command line, the key's kind where the text reads as one. */
using TitanValue = std::variant<std::monostate, int64_t, double, bool, std::string, std::vector<std::string>>;

/** One setting of the job: its dotted key, its value, and where the user wrote it. */
struct TitanSetting
{
    std::string key;  ///< "parallelism.tensor_parallel_degree" (hyphens of an option read as underscores)
    TitanValue value; ///< std::monostate: a TOML value of another type, or an option given without a value
    SettingSource
        source; ///< as written: "parallelism.tensor_parallel_degree" in the TOML, "--parallelism..." in the script
    UnknownValue unknown; ///< what the value needs that only running the script gives (ScriptWord::unknown)
    bool commandLine = false;
};

/**
 * Every setting of a job in the order torchtitan applies them: the TOML's in the order of its
 * lines, then the overrides in the order given. `effective` names the one that counts for each
 * key (torchtitan's rule: the command line over the file, the last of several options).
 */
struct TitanSettings
{
    std::vector<TitanSetting> all;
    std::map<std::string, size_t, std::less<>> effective;
};

/** The most settings one job may hold; torchtitan's JobConfig has about 200 keys. */
inline constexpr size_t kMaxTitanSettings = 4096;

/**
 * Reads the TOML (may be null) and the override words. Hostile input ends in an InputError
 * naming the file and line: bytes that are not UTF-8, a TOML parse error (toml++'s line),
 * keys nested deeper than any torchtitan key or a line with so many dots that toml++ could
 * nest that deep, a key over 200 bytes, more than kMaxTitanSettings settings, an option whose
 * name needs a command substitution.
 */
TitanSettings readTorchtitanSettings(const LaunchFile* toml, const std::string& scriptName,
                                     const std::vector<ScriptWord>& overrides);

/** Whether `text` parses as TOML with a [parallelism] or [training] table, or [model] with name or flavor. */
bool tomlLooksLikeTorchtitan(const std::string& text);

} // namespace shardscope
