#pragma once

#include "inputerror.h"

#include <string>
#include <string_view>

namespace shardscope {

/** A target writeTextFileAtomically() refuses because of what it is (a link, a FIFO, a device). */
class UnsafeTargetError : public InputError
{
public:
    using InputError::InputError;
};

/** What writeTextFileAtomically() may do besides replacing a regular file. */
struct SafeWriteOptions
{
    /**
     * Write through a symbolic link (atomically, to the file it finally names) or into a FIFO
     * or a device (a plain write, nothing to replace) instead of refusing them. The CLI's
     * --force.
     */
    bool allowSpecialTargets = false;
    /** Launch scripts: executable wherever the file is readable. */
    bool executable = false;
};

/**
 * Replaces the file at `path` with `text` so that a reader sees the old file or the new one,
 * never a part, and a crash or a full disk leaves the old file as it was:
 *
 *  - the text goes into a new temporary file next to the target, created with
 *    O_CREAT | O_EXCL | O_NOFOLLOW under an unpredictable name (never a fixed name another
 *    user could plant a link at), is fsynced and renamed over the target, then the
 *    directory is fsynced;
 *  - the new file keeps the old one's permission bits (a 0600 file stays 0600) and, where
 *    allowed, its owner; a new file gets the usual 0666 (0777 executable) less the umask;
 *  - a target that is a symbolic link, a FIFO, a device, a socket or anything but a regular
 *    file is refused (UnsafeTargetError) unless `options.allowSpecialTargets`; a directory
 *    always is;
 *  - on any failure the temporary file is removed.
 *
 * Errors throw InputError(path, why) with the system's reason ("No space left on device").
 */
void writeTextFileAtomically(const std::string& path, std::string_view text, const SafeWriteOptions& options = {});

} // namespace shardscope
