#include "usertext.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstdio>

namespace shardscope {

namespace {

/** One step through UTF-8: a code point and its length, or the bytes of a sequence that is not UTF-8. */
struct Step
{
    char32_t codePoint = 0;
    size_t length = 1;
    bool valid = true;
};

/**
 * Strict UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF). A
 * sequence that is not UTF-8 is consumed as its maximal valid prefix, the way Python and
 * the Unicode standard (section 3.9) count replacement characters.
 */
Step decodeAt(std::string_view text, size_t at)
{
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[at + k]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80)
        return {lead, 1, true};
    size_t length = 0;
    unsigned char low = 0x80, high = 0xBF; // the range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return {0xFFFD, 1, false};
    }
    char32_t codePoint = lead & (0x7F >> length);
    for (size_t k = 1; k < length; ++k) {
        const bool inRange = at + k < text.size() && byte(k) >= (k == 1 ? low : 0x80) && byte(k) <= (k == 1 ? high : 0xBF);
        if (!inRange)
            return {0xFFFD, k, false};
        codePoint = (codePoint << 6) | (byte(k) & 0x3F);
    }
    return {codePoint, length, true};
}

/** Characters that may end a comment or a line in one of the formats, or hide what a line does. */
bool unsafeCharacter(char32_t c)
{
    const bool control = c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F); // C0, DEL, C1 (U+0085 NEL)
    const bool separator = c == 0x2028 || c == 0x2029;
    const bool bidi = (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    const bool nonCharacter = (c & 0xFFFE) == 0xFFFE || (c >= 0xFDD0 && c <= 0xFDEF);
    return control || separator || bidi || nonCharacter;
}

std::string hex(const char* format, unsigned value)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

/** "..." with the escapes Python and TOML share (\" \\ \n \r \t \uXXXX \UXXXXXXXX). */
std::string escapedLiteral(std::string_view text)
{
    std::string out = "\"";
    for (size_t at = 0; at < text.size();) {
        const Step step = decodeAt(text, at);
        const char32_t c = step.codePoint;
        if (!step.valid)
            out += "\\uFFFD";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\\')
            out += "\\\\";
        else if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (unsafeCharacter(c))
            out += c <= 0xFFFF ? hex("\\u%04X", unsigned(c)) : hex("\\U%08X", unsigned(c));
        else
            out.append(text.substr(at, step.length));
        at += step.length;
    }
    return out + "\"";
}

} // namespace

std::string commentSafe(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (size_t at = 0; at < text.size();) {
        const Step step = decodeAt(text, at);
        if (!step.valid)
            out += "\xEF\xBF\xBD"; // U+FFFD
        else if (unsafeCharacter(step.codePoint))
            out += ' ';
        else
            out.append(text.substr(at, step.length));
        at += step.length;
    }
    return out;
}

std::string shellQuote(std::string_view text)
{
    bool plain = true;
    for (size_t at = 0; at < text.size() && plain;) {
        const Step step = decodeAt(text, at);
        plain = step.valid && !unsafeCharacter(step.codePoint);
        at += step.length;
    }
    if (plain) {
        std::string out = "'";
        for (char c : text)
            out += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return out + "'";
    }
    // Bash's ANSI-C quoting: \xNN is one byte, always written with two digits so that a
    // following hex digit is not read into it.
    std::string out = "$'";
    for (size_t at = 0; at < text.size();) {
        const Step step = decodeAt(text, at);
        if (!step.valid || unsafeCharacter(step.codePoint)) {
            for (size_t k = 0; k < step.length; ++k)
                if (text[at + k] != '\0')
                    out += hex("\\x%02X", static_cast<unsigned char>(text[at + k]));
        } else if (step.codePoint == '\'' || step.codePoint == '\\') {
            out += '\\';
            out += char(step.codePoint);
        } else {
            out.append(text.substr(at, step.length));
        }
        at += step.length;
    }
    return out + "'";
}

std::string pythonString(std::string_view text)
{
    return escapedLiteral(text);
}

std::string tomlString(std::string_view text)
{
    return escapedLiteral(text);
}

std::string jsonDocument(const nlohmann::ordered_json& document)
{
    return document.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::string floatLiteral(double value)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    std::string number(buffer, end);
    if (number.find_first_of(".en") == std::string::npos) // "inf" and "nan" never reach here
        number += ".0";
    return number;
}

std::string identifierSafe(std::string_view text, std::string_view fallback)
{
    std::string out;
    for (char c : text) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                        c == '_' || c == '-';
        if (ok)
            out += c;
        else if (!out.empty() && out.back() != '-')
            out += '-';
        if (out.size() >= 64)
            break;
    }
    while (!out.empty() && (out.back() == '-' || out.front() == '-' || out.front() == '.')) {
        if (out.back() == '-')
            out.pop_back();
        else
            out.erase(out.begin());
    }
    return out.empty() ? std::string(fallback) : out;
}

} // namespace shardscope
