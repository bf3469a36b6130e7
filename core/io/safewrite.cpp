#include "safewrite.h"

#include "inputtext.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shardscope {

namespace {

/** Closes a descriptor and removes a temporary file unless released: every early exit cleans up. */
class TemporaryFile
{
public:
    ~TemporaryFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_path.empty())
            ::unlink(m_path.c_str());
    }

    /** A new file next to `target`, "<dir>/.<name>.<random>.tmp", that did not exist before. */
    void create(const std::string& target, mode_t mode)
    {
        const size_t slash = target.rfind('/');
        const std::string dir = slash == std::string::npos ? std::string() : target.substr(0, slash + 1);
        const std::string name = slash == std::string::npos ? target : target.substr(slash + 1);
        std::random_device entropy;
        std::mt19937_64 random((uint64_t(entropy()) << 32) ^ entropy() ^ uint64_t(::getpid()));
        static const char kAlphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        for (int attempt = 0; attempt < 64; ++attempt) {
            std::string suffix;
            for (int i = 0; i < 12; ++i)
                suffix += kAlphabet[random() % (sizeof kAlphabet - 1)];
            std::string candidate = dir + "." + name + "." + suffix + ".tmp";
            // O_EXCL with O_CREAT never follows a link and fails if anything is there.
            const int fd = ::open(candidate.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
            if (fd >= 0) {
                m_fd = fd;
                m_path = std::move(candidate);
                return;
            }
            if (errno != EEXIST)
                fail(target, QT_TRANSLATE_NOOP("InputText", "cannot create a temporary file next to it: %1"));
        }
        fail(target, QT_TRANSLATE_NOOP("InputText", "cannot create a temporary file next to it: %1"));
    }

    int fd() const { return m_fd; }
    const std::string& path() const { return m_path; }

    /** Closes the descriptor, reporting a late write error (NFS reports them here). */
    void close(const std::string& target)
    {
        const int fd = m_fd;
        m_fd = -1;
        if (::close(fd) != 0)
            fail(target, QT_TRANSLATE_NOOP("InputText", "write failed: %1"));
    }

    /** The file was renamed into place: nothing to remove any more. */
    void release() { m_path.clear(); }

    /** Throws `what` (a marked template whose %1 is the system's reason) for `target`. */
    [[noreturn]] static void fail(const std::string& target, const char* what)
    {
        throw InputError(target, inputText(what, {std::strerror(errno)}));
    }

private:
    int m_fd = -1;
    std::string m_path;
};

void writeAll(int fd, std::string_view text, const std::string& target)
{
    const char* data = text.data();
    size_t left = text.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, left);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            TemporaryFile::fail(target, QT_TRANSLATE_NOOP("InputText", "write failed: %1"));
        }
        data += n;
        left -= size_t(n);
    }
}

TextArg describeKind(mode_t mode)
{
    if (S_ISLNK(mode))
        return inputWord(QT_TRANSLATE_NOOP("InputText", "a symbolic link"));
    if (S_ISFIFO(mode))
        return inputWord(QT_TRANSLATE_NOOP("InputText", "a FIFO"));
    if (S_ISCHR(mode))
        return inputWord(QT_TRANSLATE_NOOP("InputText", "a character device"));
    if (S_ISBLK(mode))
        return inputWord(QT_TRANSLATE_NOOP("InputText", "a block device"));
    if (S_ISSOCK(mode))
        return inputWord(QT_TRANSLATE_NOOP("InputText", "a socket"));
    return inputWord(QT_TRANSLATE_NOOP("InputText", "not a regular file"));
}

/** A FIFO or a device the caller asked to write into: there is nothing to replace. */
void writeInto(const std::string& path, std::string_view text)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        TemporaryFile::fail(path, QT_TRANSLATE_NOOP("InputText", "cannot open: %1"));
    try {
        writeAll(fd, text, path);
    } catch (...) {
        ::close(fd);
        throw;
    }
    if (::close(fd) != 0)
        TemporaryFile::fail(path, QT_TRANSLATE_NOOP("InputText", "write failed: %1"));
}

/** The directory holding `path`, for fsync after the rename. */
void syncDirectoryOf(const std::string& path)
{
    const size_t slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return; // the rename happened; a directory we cannot open cannot be synced either
    // Some file systems cannot sync directories (EINVAL); the data itself is synced.
    const bool failed = ::fsync(fd) != 0 && errno != EINVAL;
    const int error = errno;
    ::close(fd);
    if (failed) {
        errno = error;
        TemporaryFile::fail(path, QT_TRANSLATE_NOOP("InputText", "written, but syncing its directory failed: %1"));
    }
}

} // namespace

void writeTextFileAtomically(const std::string& requested, std::string_view text, const SafeWriteOptions& options)
{
    if (requested.empty())
        throw InputError("output", inputText(QT_TRANSLATE_NOOP("InputText", "the file name is empty")));
    std::string path = requested;
    struct stat existing{};
    bool exists = ::lstat(path.c_str(), &existing) == 0;
    if (!exists && errno != ENOENT)
        TemporaryFile::fail(requested, QT_TRANSLATE_NOOP("InputText", "cannot write: %1"));
    if (exists && S_ISLNK(existing.st_mode)) {
        if (!options.allowSpecialTargets)
            throw UnsafeTargetError(requested, inputText(QT_TRANSLATE_NOOP("InputText", "is a symbolic link; refusing to write through it")));
        // Replace what the link finally names, keeping the link.
        char* resolved = ::realpath(path.c_str(), nullptr);
        if (!resolved) {
            if (errno != ENOENT)
                TemporaryFile::fail(requested, QT_TRANSLATE_NOOP("InputText", "cannot follow the link: %1"));
            throw InputError(requested, inputText(QT_TRANSLATE_NOOP("InputText", "is a symbolic link to a file that does not exist")));
        }
        path = resolved;
        std::free(resolved);
        exists = ::lstat(path.c_str(), &existing) == 0;
        if (!exists && errno != ENOENT)
            TemporaryFile::fail(requested, QT_TRANSLATE_NOOP("InputText", "cannot write: %1"));
    }
    if (exists && S_ISDIR(existing.st_mode))
        throw InputError(requested, isADirectory());
    if (exists && !S_ISREG(existing.st_mode)) {
        if (!options.allowSpecialTargets)
            throw UnsafeTargetError(requested, inputText(QT_TRANSLATE_NOOP("InputText", "is %1, not a regular file; refusing to replace it"),
                                                         {describeKind(existing.st_mode)}));
        writeInto(path, text);
        return;
    }

    // A new file gets 0666 (0777) less the umask from open(); an old one keeps its bits.
    const mode_t created = options.executable ? 0777 : 0666;
    TemporaryFile temp;
    temp.create(path, exists ? 0600 : created);
    if (exists) {
        mode_t mode = existing.st_mode & 07777;
        if (options.executable)
            mode |= (mode & 0444) >> 2; // execute wherever it can be read
        if (::fchown(temp.fd(), existing.st_uid, existing.st_gid) != 0 && errno != EPERM)
            TemporaryFile::fail(requested, QT_TRANSLATE_NOOP("InputText", "cannot keep the file's owner: %1"));
        if (::fchmod(temp.fd(), mode) != 0)
            TemporaryFile::fail(requested, QT_TRANSLATE_NOOP("InputText", "cannot keep the file's permissions: %1"));
    }
    writeAll(temp.fd(), text, requested);
    if (::fsync(temp.fd()) != 0)
        TemporaryFile::fail(requested, QT_TRANSLATE_NOOP("InputText", "write failed: %1"));
    temp.close(requested);
    if (::rename(temp.path().c_str(), path.c_str()) != 0)
        TemporaryFile::fail(requested, QT_TRANSLATE_NOOP("InputText", "cannot replace the file: %1"));
    temp.release();
    syncDirectoryOf(path);
}

} // namespace shardscope
