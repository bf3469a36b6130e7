#include "boundedread.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>

namespace shardscope {

std::string readBoundedStream(std::istream& in, const std::string& origin)
{
    std::string text;
    std::array<char, 64 * 1024> chunk;
    while (in) {
        // Never ask for more than one byte past the limit: that byte alone proves the source
        // is too large, whatever it is.
        const std::size_t room = kMaxInputBytes + 1 - text.size();
        errno = 0;
        in.read(chunk.data(), std::streamsize(std::min(room, chunk.size())));
        text.append(chunk.data(), std::size_t(in.gcount()));
        if (text.size() > kMaxInputBytes)
            throw UnreadableInputError(origin, inputTooLarge(kMaxInputText));
    }
    if (in.bad()) // the system's own description of the error, as it gives it
        throw UnreadableInputError(origin, inputText(QT_TRANSLATE_NOOP("InputText", "cannot read: %1"),
                                                      {errno ? std::strerror(errno) : "input/output error"}));
    return text;
}

std::string readTextFile(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw UnreadableInputError(path, isADirectory());
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw UnreadableInputError(path, inputText(QT_TRANSLATE_NOOP("InputText", "cannot open: %1"),
                                                    {errno ? std::strerror(errno) : "unknown error"}));
    return readBoundedStream(in, path);
}

} // namespace shardscope
