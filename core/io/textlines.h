// Walking a text file line by line for the readers of logs and tables.
#pragma once

#include "inputerror.h"

#include <algorithm>
#include <string>
#include <string_view>

namespace shardscope {

/**
 * Calls `visit(line, number)` for each line of `text`: numbers from 1, LF or CRLF ends with
 * the CR removed, a last line without an end included. A NUL byte stops it with an InputError
 * at "line N" ("this is not a text `kind`"). Returns how many lines there were.
 */
template <typename Visit>
int forEachLine(std::string_view text, std::string_view kind, Visit visit)
{
    int number = 0;
    size_t at = 0;
    while (at < text.size()) {
        const size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        at = end + 1;
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.find('\0') != std::string_view::npos)
            throw InputError("line " + std::to_string(number), "holds a NUL byte: this is not a text " + std::string(kind));
        visit(line, number);
    }
    return number;
}

} // namespace shardscope
