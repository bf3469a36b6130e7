#pragma once

#include "usertext.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope {

/**
 * Writes a bash script: a header of comment lines, environment exports, and arrays of
 * command-line flags, one flag (and its value) per line, the way the launchers' own
 * examples are written. Comments go through commentSafe() (the YAML, TOML and Python
 * exports write their comment headers with it too). Values are emitted as given: callers
 * pass numbers, fixed words, "${VARIABLE}" references they wrote themselves, or
 * shellQuote()d text.
 */
class ShellScript
{
public:
    void comment(std::string_view text);
    void blank();
    void line(std::string_view text);
    void exportVariable(std::string_view name, std::string_view value, std::string_view why = {});
    /** name=( flags ) */
    void array(std::string_view name, const std::vector<std::pair<std::string, std::string>>& flags);
    const std::string& text() const { return m_text; }

private:
    std::string m_text;
};

} // namespace shardscope
