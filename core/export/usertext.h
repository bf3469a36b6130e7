#pragma once

// Where text that came from the user (scenario, model, cluster and GPU names, preset ids:
// anything read from a file, a preset directory or typed in the GUI) enters a generated
// file. Each format has exactly one way in, so no exporter writes user text raw:
//
//   comment lines (bash, Python, YAML, TOML)  commentSafe()
//   a shell word                              shellQuote()
//   a Python string literal                   pythonString()
//   a TOML string                             tomlString()
//   a JSON document                           jsonDocument()
//   a YAML value                              YAML::Emitter (the exporters write no user
//                                             text into YAML values, only comments)
//   job names, folder names                   identifierSafe()
//
// A generated file's first two lines never carry user text (they are the shebang or the
// Python coding line and the generator line; see writeExportHeader), so nothing a user
// writes can become a coding cookie or a launcher directive.

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace shardscope {

/**
 * Text for a comment line of any generated format: one line whatever the text holds.
 * Control characters (C0 including tab and newline, DEL, C1 including U+0085 NEL), the
 * Unicode line and paragraph separators U+2028 and U+2029 (line breaks to YAML 1.1 and
 * to PyYAML), the bidirectional embedding, override and isolate controls (which make a line
 * read differently from what it does) and noncharacters (unloadable YAML) become spaces;
 * bytes that are not UTF-8 become U+FFFD. Everything else is kept as it is.
 */
std::string commentSafe(std::string_view text);

/**
 * One shell word that bash reads back as exactly `text`: '...' with embedded quotes
 * escaped, or $'...' with \xNN escapes when the text holds characters commentSafe() would
 * replace (so the script itself stays one printable line per line). NUL bytes, which no
 * shell word can carry, are dropped.
 */
std::string shellQuote(std::string_view text);

/**
 * A double-quoted Python string literal with the value `text`: quotes, backslashes and
 * every character commentSafe() would replace are escaped; bytes that are not UTF-8
 * become \ufffd. The literal is valid in a file declared `# -*- coding: utf-8 -*-`.
 */
std::string pythonString(std::string_view text);

/** A TOML basic string ("..."), escaped the same way as pythonString() (TOML 1.0 escapes). */
std::string tomlString(std::string_view text);

/** A JSON document as a file holds it: two-space indent, a final newline; bytes that are
 *  not UTF-8 in any string are replaced by U+FFFD instead of throwing. */
std::string jsonDocument(const nlohmann::ordered_json& document);

/**
 * A floating-point number as a command-line flag, Python, YAML and TOML all read it back
 * exactly: the shortest text that round-trips, with ".0" added to a whole number ("1.0",
 * "1.25", "1e-05").
 */
std::string floatLiteral(double value);

/** A name for job names and identifiers: letters, digits, '.', '_' and '-' only. */
std::string identifierSafe(std::string_view text, std::string_view fallback);

} // namespace shardscope
