#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope {

/** `'text'` with embedded quotes escaped: safe as one shell word whatever the text holds. */
std::string shellQuote(std::string_view text);
/** Text for a comment line: control characters (newlines included) become spaces. */
std::string commentSafe(std::string_view text);
/** A name for job names and identifiers: letters, digits, '.', '_' and '-' only. */
std::string identifierSafe(std::string_view text, std::string_view fallback);

/**
 * Writes a bash script: a header of comment lines, environment exports, and arrays of
 * command-line flags, one flag (and its value) per line, the way the launchers' own
 * examples are written. Values are emitted as given: callers pass numbers, fixed words,
 * "${VARIABLE}" references they wrote themselves, or shellQuote()d text.
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
