// What every launcher's reader is given: one file's text, the presets, the job's world size.
#pragma once

#include "core/io/presetlibrary.h"
#include "core/io/shellwords.h"

#include <string>
#include <vector>

namespace shardscope {

/** One launch file as the user gave it: its name (for messages and the report) and its text. */
struct LaunchFile
{
    std::string name; ///< as given on the command line or dropped on the window
    std::string text; ///< its bytes, at most kMaxInputBytes (core/io/boundedread.h)
};

/**
 * A word of a command line read from a launch script (core/io/shellwords.h): its text, the
 * line it is written on, and what its value needs that only running the script could give
 * (a command substitution, an undecided `if`, a scheduler's variable; line 0: its value is
 * known). A reader must refuse a value it needs whose `unknown` is set, with unknown.describe().
 */
struct ScriptWord
{
    std::string text;
    int line = 0;
    UnknownValue unknown;
};

/** What a launcher's reader may consult besides its file. */
struct ImportContext
{
    const PresetLibrary* presets = &PresetLibrary::builtin(); ///< model flavors and presets by id
};

} // namespace shardscope
