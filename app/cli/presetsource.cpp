#include "presetsource.h"

#include <cstdlib>
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

} // namespace shardscope::cli
