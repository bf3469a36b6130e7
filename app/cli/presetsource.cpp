#include "presetsource.h"

#include "core/io/boundedread.h"
#include "core/io/jsonparse.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace shardscope::cli {

PresetLibrary loadPresets(const std::vector<std::string>& extraDirectories)
{
    PresetLibrary library = PresetLibrary::builtin();
    std::vector<std::string> directories;
    if (const char* env = std::getenv("SHARDSCOPE_PRESETS_PATH")) {
        std::stringstream list(env);
        std::string item;
        while (std::getline(list, item, ':'))
            if (!item.empty())
                directories.push_back(item);
    }
    directories.insert(directories.end(), extraDirectories.begin(), extraDirectories.end());
    for (const auto& dir : directories)
        library.addDirectory(dir);
    return library;
}

const Preset& clusterPresetOrFile(PresetLibrary& presets, const std::string& cluster)
{
    if (const Preset* preset = presets.cluster(cluster))
        return *preset;
    if (!std::filesystem::exists(cluster))
        throw InputError("--cluster", "\"" + cluster + "\" is neither a cluster preset (list them with: "
                                                       "shardscope-cli presets clusters) nor a file");
    const nlohmann::json doc = parseJsonText(readTextFile(cluster), cluster);
    if (!doc.is_object() || !doc.contains("id") || !doc["id"].is_string())
        throw InputError(cluster, "id", "a cluster preset file needs a string \"id\"");
    presets.add(doc.dump(), cluster);
    const Preset* preset = presets.cluster(doc["id"].get<std::string>());
    if (!preset)
        throw InputError(cluster, "format", "not a cluster preset (\"format\": \"shardscope.cluster/1\")");
    return *preset;
}

} // namespace shardscope::cli
