#include "printabletext.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace shardscope {

namespace {

/** Length of the valid UTF-8 sequence starting at text[i] (RFC 3629), 0 if there is none. */
std::size_t utf8Length(std::string_view text, std::size_t i, uint32_t& codePoint)
{
    const auto byte = [&](std::size_t k) { return uint8_t(text[k]); };
    const uint8_t lead = byte(i);
    std::size_t length;
    uint32_t min;
    if (lead < 0x80) {
        codePoint = lead;
        return 1;
    } else if ((lead & 0xe0) == 0xc0) {
        length = 2, min = 0x80, codePoint = lead & 0x1f;
    } else if ((lead & 0xf0) == 0xe0) {
        length = 3, min = 0x800, codePoint = lead & 0x0f;
    } else if ((lead & 0xf8) == 0xf0) {
        length = 4, min = 0x10000, codePoint = lead & 0x07;
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xc0) != 0x80)
            return 0;
        codePoint = (codePoint << 6) | (byte(i + k) & 0x3f);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
        return 0; // overlong, beyond Unicode, or a surrogate
    return length;
}

void appendEscape(std::string& out, const char* format, unsigned value)
{
    char text[16];
    std::snprintf(text, sizeof text, format, value);
    out += text;
}

std::string escape(std::string_view text, bool keepNewlines)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        uint32_t cp = 0;
        const std::size_t length = utf8Length(text, i, cp);
        if (length == 0) {
            appendEscape(out, "\\x%02x", unsigned(uint8_t(text[i])));
            ++i;
            continue;
        }
        if (cp == '\n' && !keepNewlines)
            out += "\\n";
        else if (cp == '\r')
            out += "\\r";
        else if ((cp < 0x20 && cp != '\t' && cp != '\n') || cp == 0x7f)
            appendEscape(out, "\\x%02x", unsigned(cp));
        else if ((cp >= 0x80 && cp <= 0x9f) || cp == 0x2028 || cp == 0x2029)
            appendEscape(out, "\\u%04x", unsigned(cp));
        else
            out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

} // namespace

std::string printableText(std::string_view text)
{
    return escape(text, false);
}

std::string printableLines(std::string_view text)
{
    return escape(text, true);
}

bool isValidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        uint32_t cp = 0;
        const std::size_t length = utf8Length(text, i, cp);
        if (length == 0)
            return false;
        i += length;
    }
    return true;
}

std::size_t characterCount(std::string_view text)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++count) {
        uint32_t cp = 0;
        i += std::max<std::size_t>(1, utf8Length(text, i, cp));
    }
    return count;
}

} // namespace shardscope
