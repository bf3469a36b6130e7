#pragma once

#include "inputerror.h"
#include "inputtext.h"

#include <cstddef>
#include <iosfwd>
#include <string>

namespace shardscope {

/**
 * The most any ShardScope input (scenario, preset, Hugging Face config.json) may hold. Real
 * files are a few kilobytes; the limit only has to stop runaway sources early.
 */
inline constexpr std::size_t kMaxInputBytes = 16 * 1024 * 1024;
inline constexpr const char* kMaxInputText = "16 MiB";

/**
 * A file that cannot be read at all (a directory, no permission, an I/O error, too large),
 * told apart from a file whose contents are wrong; its message translates like any
 * InputError's.
 */
class UnreadableInputError : public InputError
{
public:
    UnreadableInputError(std::string file, TranslatableText text)
        : InputError(std::move(file), std::string(), std::move(text))
    {}
};

/**
 * Reading input of any kind with a hard size bound. Whatever the source is (a regular file,
 * a FIFO, a device such as /dev/zero, standard input, a sparse file that claims 3 GB), at
 * most kMaxInputBytes + 1 bytes are read and kept: the size a file reports is never trusted.
 * Every error is an UnreadableInputError naming `origin` (the file) in one line.
 */
std::string readBoundedStream(std::istream& in, const std::string& origin);

/** Reads a whole file through readBoundedStream (errors name the file). */
std::string readTextFile(const std::string& path);

} // namespace shardscope
