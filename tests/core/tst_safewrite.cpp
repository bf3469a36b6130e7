// writeTextFileAtomically(): the one way ShardScope replaces a file (CLI outputs, the
// window's saves and exports). A unique temporary next to the target, no link followed and
// no special file replaced unless asked, the old mode kept, nothing left behind on failure.

#include "core/io/inputerror.h"
#include "core/io/safewrite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <future>
#include <string>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace shardscope;

namespace {

enum class Target { Missing, Regular, Symlink, DanglingSymlink, Fifo, Device, Directory };

mode_t currentUmask()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return mask;
}

mode_t modeOf(const std::string& path)
{
    struct stat st{};
    return ::lstat(path.c_str(), &st) == 0 ? st.st_mode : 0;
}

std::string contentOf(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string("<unreadable>");
}

void writePlain(const std::string& path, const std::string& text, mode_t mode)
{
    QFile f(QString::fromStdString(path));
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.data(), qint64(text.size()));
    f.close();
    QCOMPARE(::chmod(path.c_str(), mode), 0);
}

/** Names in `dir` other than the ones expected: a temporary file left behind shows up here. */
QStringList strays(const QString& dir, const QStringList& expected)
{
    QStringList out;
    for (const QString& name : QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        if (!expected.contains(name))
            out << name;
    return out;
}

/** The InputError message of a write, or "" when it succeeded. */
std::string attempt(const std::string& path, const std::string& text, const SafeWriteOptions& options)
{
    try {
        writeTextFileAtomically(path, text, options);
        return {};
    } catch (const InputError& e) {
        return e.what();
    }
}

} // namespace

class TestSafeWrite : public QObject
{
    Q_OBJECT
private slots:
    void targets_data();
    void targets();
    void aPlantedTemporaryNameIsNotUsed();
    void aFifoIsWrittenIntoOnlyWhenAsked();
    void aFailedWriteKeepsTheOldFileAndLeavesNothing();
    void aFullDiskKeepsTheOldFileAndLeavesNothing();
};

void TestSafeWrite::targets_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("oldMode");
    QTest::addColumn<bool>("force");
    QTest::addColumn<bool>("executable");
    QTest::addColumn<QString>("refusal"); // empty: must succeed
    const mode_t mask = currentUmask();
    const auto row = [](const char* name, Target t, int mode, bool force, bool exec, const char* refusal) {
        QTest::newRow(name) << int(t) << mode << force << exec << QString::fromLatin1(refusal);
    };
    row("new file: 0666 less the umask", Target::Missing, int(0666 & ~mask), false, false, "");
    row("new script: 0777 less the umask", Target::Missing, int(0777 & ~mask), false, true, "");
    row("0600 stays 0600", Target::Regular, 0600, false, false, "");
    row("0644 stays 0644", Target::Regular, 0644, false, false, "");
    row("0640 script becomes 0750", Target::Regular, 0640, false, true, "");
    row("0700 stays 0700", Target::Regular, 0700, false, false, "");
    row("symlink refused", Target::Symlink, 0644, false, false, "is a symbolic link");
    row("symlink with force: the file it names", Target::Symlink, 0600, true, false, "");
    row("dangling symlink refused", Target::DanglingSymlink, 0, false, false, "is a symbolic link");
    row("dangling symlink refused with force too", Target::DanglingSymlink, 0, true, false, "does not exist");
    row("fifo refused", Target::Fifo, 0, false, false, "is a FIFO");
    row("device refused", Target::Device, 0, false, false, "is a character device");
    row("device with force: written into", Target::Device, 0, true, false, "");
    row("directory refused", Target::Directory, 0, false, false, "is a directory");
    row("directory refused with force too", Target::Directory, 0, true, false, "is a directory");
}

void TestSafeWrite::targets()
{
    QFETCH(int, target);
    QFETCH(int, oldMode);
    QFETCH(bool, force);
    QFETCH(bool, executable);
    QFETCH(QString, refusal);
    QTemporaryDir dir;
    const std::string out = dir.filePath(QStringLiteral("out.txt")).toStdString();
    const std::string victim = dir.filePath(QStringLiteral("victim.txt")).toStdString();
    QStringList expected = {QStringLiteral("out.txt")};
    switch (Target(target)) {
    case Target::Missing: break;
    case Target::Regular: writePlain(out, "old", mode_t(oldMode)); break;
    case Target::Symlink:
        writePlain(victim, "victim", mode_t(oldMode));
        QCOMPARE(::symlink(victim.c_str(), out.c_str()), 0);
        expected << QStringLiteral("victim.txt");
        break;
    case Target::DanglingSymlink: QCOMPARE(::symlink(victim.c_str(), out.c_str()), 0); break;
    case Target::Fifo: QCOMPARE(::mkfifo(out.c_str(), 0644), 0); break;
    case Target::Device:
        // A null device of our own (never the system's /dev/null): needs root.
        if (::mknod(out.c_str(), S_IFCHR | 0666, ::makedev(1, 3)) != 0)
            QSKIP("creating a device node needs root");
        break;
    case Target::Directory: QCOMPARE(::mkdir(out.c_str(), 0755), 0); break;
    }
    const mode_t kindBefore = modeOf(out) & S_IFMT;
    SafeWriteOptions options;
    options.allowSpecialTargets = force;
    options.executable = executable;
    const std::string error = attempt(out, "new text\n", options);
    QVERIFY2(strays(dir.path(), expected).isEmpty(), qPrintable(strays(dir.path(), expected).join(' ')));
    if (!refusal.isEmpty()) {
        QVERIFY2(error.find(refusal.toStdString()) != std::string::npos, error.c_str());
        QVERIFY2(error.rfind(out, 0) == 0, error.c_str()); // names the file
        QCOMPARE(modeOf(out) & S_IFMT, kindBefore);         // still what it was
        if (Target(target) == Target::Symlink)
            QCOMPARE(contentOf(victim), std::string("victim"));
        return;
    }
    QVERIFY2(error.empty(), error.c_str());
    switch (Target(target)) {
    case Target::Symlink: // the link stays a link; the file it names has the text and its mode
        QVERIFY(S_ISLNK(modeOf(out)));
        QCOMPARE(contentOf(victim), std::string("new text\n"));
        QCOMPARE(int(modeOf(victim) & 07777), oldMode);
        break;
    case Target::Device: QVERIFY(S_ISCHR(modeOf(out))); break;
    default: {
        QCOMPARE(contentOf(out), std::string("new text\n"));
        QVERIFY(S_ISREG(modeOf(out)));
        const int expectedMode = executable && Target(target) == Target::Regular ? oldMode | ((oldMode & 0444) >> 2)
                                                                                 : oldMode;
        QCOMPARE(int(modeOf(out) & 07777), expectedMode);
    }
    }
}

void TestSafeWrite::aPlantedTemporaryNameIsNotUsed()
{
    // The old writer used "<out>.tmp-shardscope" and opened it through links: a link planted
    // there overwrote its target. Now no fixed name exists to plant anything at.
    QTemporaryDir dir;
    const std::string out = dir.filePath(QStringLiteral("plan.sh")).toStdString();
    const std::string victim = dir.filePath(QStringLiteral("victim")).toStdString();
    writePlain(victim, "precious", 0644);
    QCOMPARE(::symlink(victim.c_str(), (out + ".tmp-shardscope").c_str()), 0);
    writeTextFileAtomically(out, "script\n");
    QCOMPARE(contentOf(victim), std::string("precious"));
    QCOMPARE(contentOf(out), std::string("script\n"));
    QVERIFY(S_ISLNK(modeOf(out + ".tmp-shardscope")));
}

void TestSafeWrite::aFifoIsWrittenIntoOnlyWhenAsked()
{
    QTemporaryDir dir;
    const std::string fifo = dir.filePath(QStringLiteral("pipe")).toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    // Refused at once (nothing opens the FIFO, so nothing blocks).
    QVERIFY(attempt(fifo, "x", {}).find("is a FIFO") != std::string::npos);
    auto reader = std::async(std::launch::async, [&] { return contentOf(fifo); });
    SafeWriteOptions force;
    force.allowSpecialTargets = true;
    QCOMPARE(attempt(fifo, "through the pipe\n", force), std::string());
    QCOMPARE(reader.get(), std::string("through the pipe\n"));
    QVERIFY(S_ISFIFO(modeOf(fifo)));
}

void TestSafeWrite::aFailedWriteKeepsTheOldFileAndLeavesNothing()
{
    // A write that fails part-way: a file-size limit makes write() fail with EFBIG (the
    // signal it would raise is ignored), as a full disk does with ENOSPC.
    QTemporaryDir dir;
    const std::string out = dir.filePath(QStringLiteral("big.json")).toStdString();
    writePlain(out, "old", 0640);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
    rlimit small = saved;
    small.rlim_cur = 4096;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const std::string error = attempt(out, std::string(100000, 'x'), {});
    ::setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, previous);
    QVERIFY2(error.find("write failed") != std::string::npos, error.c_str());
    QCOMPARE(contentOf(out), std::string("old"));
    QCOMPARE(int(modeOf(out) & 07777), 0640);
    QVERIFY2(strays(dir.path(), {QStringLiteral("big.json")}).isEmpty(),
             qPrintable(strays(dir.path(), {QStringLiteral("big.json")}).join(' ')));
}

void TestSafeWrite::aFullDiskKeepsTheOldFileAndLeavesNothing()
{
    // A real full disk: a 64 KiB tmpfs (mounting needs root; skipped elsewhere, where the
    // file-size limit above covers the same path).
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (::mount("tmpfs", mountPoint.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") != 0)
        QSKIP("cannot mount a small tmpfs here (needs root)");
    const std::string out = (mountPoint + QStringLiteral("/plan.json")).toStdString();
    writeTextFileAtomically(out, "old\n");
    const std::string error = attempt(out, std::string(256 * 1024, 'x'), {});
    const std::string content = contentOf(out);
    const QStringList left = strays(mountPoint, {QStringLiteral("plan.json")});
    ::umount(mountPoint.toLocal8Bit().constData());
    QVERIFY2(error.find("No space left on device") != std::string::npos, error.c_str());
    QCOMPARE(content, std::string("old\n"));
    QVERIFY2(left.isEmpty(), qPrintable(left.join(' ')));
}

QTEST_APPLESS_MAIN(TestSafeWrite)
#include "tst_safewrite.moc"
