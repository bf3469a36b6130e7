#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace shardscope {

/**
 * Untrusted text (file names, names from files, messages quoting them) made safe to show on
 * a terminal in one line. Escaped as `\n`, `\r`, `\xNN` or `\uNNNN`: every C0 control
 * character except tab (newline and ESC included), DEL, the C1 controls U+0080..U+009F
 * (CSI and NEL among them), the line and paragraph separators U+2028 / U+2029, and every
 * byte that is not part of valid UTF-8. Everything else, non-ASCII letters included, is kept.
 */
std::string printableText(std::string_view text);

/** The same, but newlines are kept: for multi-line reports whose own layout uses them. */
std::string printableLines(std::string_view text);

/** True when `text` is well-formed UTF-8 (what JSON strings must be). */
bool isValidUtf8(std::string_view text);

/** Characters (code points) in UTF-8 `text`; each invalid byte counts as one. */
std::size_t characterCount(std::string_view text);

} // namespace shardscope
