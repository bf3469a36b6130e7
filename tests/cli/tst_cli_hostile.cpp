// shardscope-cli against hostile input: endless streams, deep nesting, control characters in
// names and file names, absurd-but-valid scenarios under memory caps, unsafe output targets.

#include "clisupport.h"

#include <string_view>

class TestCliHostile : public QObject
{
    Q_OBJECT
private slots:
    void hostileStreams_data();
    void hostileStreams();
    void deepNestingInEveryCommand_data();
    void deepNestingInEveryCommand();
    void presetsPathIsTheRoot();
    void controlCharactersInFileNames_data();
    void controlCharactersInFileNames();
    void controlCharactersInNames_data();
    void controlCharactersInNames();
    void importHfNameLimit_data();
    void importHfNameLimit();
    void absurdScenarios_data();
    void absurdScenarios();
    void searchGpusIsBounded_data();
    void searchGpusIsBounded();
    void outputDashIsStandardOutput_data();
    void outputDashIsStandardOutput();
    void unsafeOutputTargets_data();
    void unsafeOutputTargets();
    void aFullDiskLeavesNoTemporaryFile();
    void runningOutOfMemoryIsOneLine();
};

void TestCliHostile::hostileStreams_data()
{
    // Every source is read through one bounded reader: at most 16 MiB + 1 byte, whatever the
    // file claims or holds. Before, /dev/zero and stdin grew until std::bad_alloc (4.2 GB
    // unbounded), and a sparse 3 GB preset was read whole before it was refused.
    QTest::addColumn<QStringList>("args"); // @DIR@ is a fresh temporary directory
    QTest::addColumn<QString>("stdinFile");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString tooLarge = QStringLiteral(": larger than 16 MiB");
    QTest::newRow("estimate /dev/zero") << QStringList{"estimate", "/dev/zero"} << "" << ""
                                        << 2 << "/dev/zero" + tooLarge;
    QTest::newRow("estimate - < /dev/zero") << QStringList{"estimate", "-"} << "/dev/zero" << ""
                                            << 2 << "standard input" + tooLarge;
    QTest::newRow("import-hf /dev/zero") << QStringList{"import-hf", "/dev/zero"} << "" << ""
                                         << 2 << "/dev/zero" + tooLarge;
    QTest::newRow("import-hf - < /dev/zero") << QStringList{"import-hf", "-"} << "/dev/zero" << ""
                                             << 2 << "standard input" + tooLarge;
    QTest::newRow("estimate sparse 3 GB file")
        << QStringList{"estimate", "@DIR@/models/huge.json"} << "" << "sparse" << 2
        << "huge.json" + tooLarge;
    QTest::newRow("sparse 3 GB file in --presets")
        << QStringList{"--presets", "@DIR@", "presets"} << "" << "sparse" << 2
        << "huge.json" + tooLarge;
    QTest::newRow("estimate FIFO fed forever")
        << QStringList{"estimate", "@DIR@/models/fifo.json"} << "" << "fifo" << 2
        << "fifo.json" + tooLarge;
    QTest::newRow("FIFO in --presets is not opened")
        << QStringList{"--presets", "@DIR@", "presets", "models"} << "" << "fifo" << 0 << "";
}

void TestCliHostile::hostileStreams()
{
    QFETCH(QStringList, args);
    QFETCH(QString, stdinFile);
    QFETCH(QString, setup);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("models"));
    for (QString& arg : args)
        arg.replace("@DIR@", dir.path());
    QProcess feeder; // writes zeros into the FIFO until the reader closes it
    if (setup == "sparse") {
        const std::string path = dir.filePath("models/huge.json").toStdString();
        std::ofstream(path).close();
        std::filesystem::resize_file(path, uintmax_t(3) << 30); // truncate -s 3G
    } else if (setup == "fifo") {
        const QString fifo = dir.filePath("models/fifo.json");
        QCOMPARE(mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        if (exitCode != 0)
            feeder.start("/bin/sh", {"-c", "exec cat /dev/zero > \"$0\"", fifo});
    }
    RunOptions options;
    options.stdinFile = stdinFile;
    options.boundMemory = true; // a reader that kept the stream would die of std::bad_alloc
    options.timeoutMs = 30000;  // a reader that opened the FIFO in --presets would hang
    const Run r = runCli(args, options);
    if (feeder.state() != QProcess::NotRunning) {
        feeder.kill();
        feeder.waitForFinished();
    }
    QVERIFY2(r.exitCode == exitCode, r.errBytes.constData());
    if (exitCode != 0) {
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    } else {
        QVERIFY(r.out.contains("Models"));
    }
    QVERIFY2(r.seconds < 10, qPrintable(QString::number(r.seconds)));
}

void TestCliHostile::deepNestingInEveryCommand_data()
{
    // Deep JSON in `model` crashed every command with SIGSEGV (the recursive JSON copy in
    // scenariofile.cpp: 100,000 levels in the release build, 10,000 under the sanitizers),
    // and one deep preset file in a presets directory crashed all of them (stripMeta).
    QTest::addColumn<QStringList>("args"); // @FILE@: the deep scenario, @DIR@: deep presets
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("named");    // what the one-line error must name
    const QString file = "@FILE@", dir = "@DIR@", good = defaultScenarioPath();
    const QList<QPair<const char*, QStringList>> commands = {
        {"estimate", {"estimate", file}},
        {"validate", {"validate", file}},
        {"advise", {"advise", file}},
        {"export", {"export", file, "--to", "megatron"}},
        {"search", {"search", file, "--top", "1"}},
        {"compare A", {"compare", file, good}},
        {"compare B", {"compare", good, file}},
        {"presets dir: presets", {"--presets", dir, "presets"}},
        {"presets dir: estimate", {"--presets", dir, "estimate", good}},
    };
    for (int depth : {10000, 100000})
        for (const auto& [name, args] : commands)
            QTest::addRow("%s %d", name, depth)
                << args << depth
                << (args.contains(dir) ? QStringLiteral("deep.json: notes[0][0][0][0][0]...")
                                       : QStringLiteral("deep.shardscope.json: model.layers[0][0][0][0]..."));
}

void TestCliHostile::deepNestingInEveryCommand()
{
    QFETCH(QStringList, args);
    QFETCH(int, depth);
    QFETCH(QString, named);
    QTemporaryDir dir;
    nlohmann::json scenario = testsupport::loadJson("../../resources/scenarios/default.shardscope.json");
    scenario["model"]["layers"] = "@@";
    QByteArray text = QByteArray::fromStdString(scenario.dump());
    text.replace("\"@@\"", nestedArrays(depth));
    writeBytes(dir.filePath("deep.shardscope.json"), text);
    QVERIFY(QDir(dir.path()).mkdir("presets"));
    writeBytes(dir.filePath("presets/deep.json"),
               R"({"format": "shardscope.model/1", "id": "deep", "preset": "llama-3-8b", "notes": )" +
                   nestedArrays(depth) + "}");
    for (QString& arg : args)
        arg.replace("@FILE@", dir.filePath("deep.shardscope.json")).replace("@DIR@", dir.filePath("presets"));
    const Run r = runCli(args);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
    QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
    QVERIFY2(r.err.contains(named + ": nested deeper than 64 levels"), qPrintable(r.err));
}

void TestCliHostile::presetsPathIsTheRoot()
{
    // SHARDSCOPE_PRESETS_PATH=/ printed a raw "filesystem error: status: Permission denied
    // [/proc/1/task/1/fd/0]". Now the root and its first level are looked at (a presets
    // directory is flat or has models/ and clusters/), special files and unlistable
    // directories are skipped, and a stray *.json found there is named in one line.
    RunOptions options;
    options.environment = {"SHARDSCOPE_PRESETS_PATH=/"};
    options.timeoutMs = 30000;
    const Run r = runCli({"presets", "models"}, options);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 2, r.errBytes.constData());
    if (r.exitCode == 0)
        QVERIFY(r.out.contains("llama-3-70b"));
    else
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
    for (const char* raw : {"filesystem error", "std::", "bad_alloc", "what()"})
        QVERIFY2(!r.err.contains(raw), qPrintable(r.err));
    QVERIFY2(r.seconds < 20, qPrintable(QString::number(r.seconds)));
    // A directory that cannot be listed at all is named; one below it is skipped.
    if (geteuid() != 0) { // root reads everything
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("locked"));
        chmod(dir.filePath("locked").toLocal8Bit().constData(), 0);
        QCOMPARE(runCli({"--presets", dir.path(), "presets"}).exitCode, 0);
        const Run locked = runCli({"--presets", dir.filePath("locked"), "presets"});
        QCOMPARE(locked.exitCode, 2);
        QVERIFY2(locked.err.contains("locked: cannot list"), qPrintable(locked.err));
        chmod(dir.filePath("locked").toLocal8Bit().constData(), 0700);
    }
}

void TestCliHostile::controlCharactersInFileNames_data()
{
    // A newline in a file name made a two-line error, an ESC in it reached the terminal.
    QTest::addColumn<QByteArray>("name");
    QTest::newRow("newline") << QByteArray("plan\nB.json");
    QTest::newRow("carriage return") << QByteArray("plan\rB.json");
    QTest::newRow("ESC sequence") << QByteArray("plan\x1b[2J\x1b]0;owned\x07.json");
    QTest::newRow("C1 CSI") << QByteArray("plan\xc2\x9b" "31m.json");
    QTest::newRow("invalid UTF-8") << QByteArray("plan\xff\xfe.json");
}

void TestCliHostile::controlCharactersInFileNames()
{
    QFETCH(QByteArray, name);
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString() + "/" + name.toStdString();
    std::filesystem::copy_file(testsupport::dataPath("bad/tp-zero.shardscope.json"), path);
    // Through the shell, so the name reaches the CLI byte for byte.
    for (const char* command : {"estimate", "import-hf"}) {
        RunOptions options;
        options.program = "/bin/sh";
        const Run r = runCli({"-c", QStringLiteral("cd \"$1\" && exec \"$0\" %1 ./*.json").arg(command),
                              QStringLiteral(SHARDSCOPE_CLI), dir.path()},
                             options);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.toPercentEncoding("/:. ,\"").constData());
        QVERIFY2(r.err.contains("./plan"), qPrintable(r.err));
    }
    std::filesystem::remove(path); // QDir cannot spell every one of these names
}

void TestCliHostile::controlCharactersInNames_data()
{
    // Names from files reach the reports: escaped there, so they neither add lines nor move
    // the cursor, recolour or retitle the terminal.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("json");
    QTest::addColumn<bool>("showsName");
    QTest::newRow("estimate") << QStringList{"estimate", "@FILE@"} << false << true;
    QTest::newRow("estimate --json") << QStringList{"estimate", "@FILE@", "--json"} << true << false;
    QTest::newRow("advise") << QStringList{"advise", "@FILE@"} << false << true;
    QTest::newRow("advise --json") << QStringList{"advise", "@FILE@", "--json"} << true << false;
    QTest::newRow("validate") << QStringList{"validate", "@FILE@"} << false << false;
    QTest::newRow("presets") << QStringList{"--presets", "@DIR@", "presets"} << false << true;
    QTest::newRow("presets --json") << QStringList{"--presets", "@DIR@", "presets", "--json"}
                                    << true << true;
}

void TestCliHostile::controlCharactersInNames()
{
    QFETCH(QStringList, args);
    QFETCH(bool, json);
    QFETCH(bool, showsName);
    const std::string hostile = "A\x1b[2J\x1b]0;owned\x07\nB\r\xc2\x9b" "31m\x7f\xe2\x80\xa8Z";
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("presets"));
    const auto write = [&](const std::string& name, const QString& file, const QString& preset) {
        nlohmann::json s = testsupport::loadJson("../../resources/scenarios/default.shardscope.json");
        s["name"] = name;
        s["model"]["name"] = name;
        s["cluster"]["gpu"] = {{"name", name}};
        writeBytes(file, QByteArray::fromStdString(s.dump()));
        writeBytes(preset, QByteArray::fromStdString(
                               nlohmann::json{{"format", "shardscope.model/1"}, {"id", "hostile"},
                                              {"preset", "llama-3-8b"}, {"name", name}}
                                   .dump()));
    };
    const auto run = [&](const QString& sub) {
        QStringList a = args;
        for (QString& arg : a)
            arg.replace("@FILE@", dir.filePath(sub + ".json")).replace("@DIR@", dir.filePath(sub));
        return runCli(a);
    };
    QVERIFY(QDir(dir.path()).mkdir("plain"));
    write(hostile, dir.filePath("presets.json"), dir.filePath("presets/hostile.json"));
    write("AZ", dir.filePath("plain.json"), dir.filePath("plain/hostile.json"));
    const Run r = run("presets");
    const Run plain = run("plain");
    QVERIFY2(r.exitCode == plain.exitCode, r.errBytes.constData());
    QVERIFY2(!hasTerminalControls(r.outBytes, true), r.outBytes.constData());
    if (json) {
        // Still JSON, and the name reads back exactly (DEL and C1 as \u escapes).
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        if (showsName)
            QVERIFY(doc.dump().find(nlohmann::json(hostile).dump()) != std::string::npos);
    } else {
        // The same layout as with a plain name: the name's newline is shown as \n.
        QCOMPARE(r.out.count('\n'), plain.out.count('\n'));
        if (showsName)
            QVERIFY2(r.out.contains("A\\x1b[2J\\x1b]0;owned\\x07\\nB\\r\\u009b31m\\x7f\\u2028Z"),
                     qPrintable(r.out));
    }
}

void TestCliHostile::importHfNameLimit_data()
{
    // import-hf --name with 300 characters wrote a preset that ShardScope then refused.
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("200 characters") << QString(200, 'n') << true;
    QTest::newRow("200 CJK characters (600 bytes)") << QString(200, QChar(0x6a21)) << true;
    QTest::newRow("201 characters") << QString(201, 'n') << false;
    QTest::newRow("300 characters") << QString(300, 'n') << false;
}

void TestCliHostile::importHfNameLimit()
{
    QFETCH(QString, name);
    QFETCH(bool, accepted);
    QTemporaryDir dir;
    const QString out = dir.filePath("presets/named.json");
    QVERIFY(QDir(dir.path()).mkdir("presets"));
    const Run r = runCli({"import-hf", QString::fromStdString(testsupport::dataPath("hf/llama-3-8b.json")),
                          "--id", "named", "--name", name, "-o", out});
    if (!accepted) {
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
        QVERIFY2(r.err.contains("--name: must be at most 200 characters"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        return;
    }
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // What was written loads back as a preset, under that name.
    const Run listed = runCli({"--presets", dir.filePath("presets"), "presets", "models", "--json"});
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    bool found = false;
    const nlohmann::json models = nlohmann::json::parse(listed.out.toStdString())["models"];
    for (const auto& m : models)
        found |= m["id"] == "named" && m["name"] == name.toStdString();
    QVERIFY(found);
    // Bytes that are not UTF-8 cannot name a preset: refused before anything is written.
    RunOptions options;
    options.program = "/bin/sh";
    const Run bad = runCli({"-c", "exec \"$0\" import-hf \"$1\" --name \"$(printf 'x\\377')\" -o \"$2\"",
                            QStringLiteral(SHARDSCOPE_CLI),
                            QString::fromStdString(testsupport::dataPath("hf/llama-3-8b.json")),
                            dir.filePath("bad.json")},
                           options);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--name: must be valid UTF-8"), qPrintable(bad.err));
    QVERIFY(!QFile::exists(dir.filePath("bad.json")));
}

namespace {

/** A CLI run in a child with hard limits, as /usr/bin/time -v would report it. */
struct Bounded
{
    int exitCode = -1; ///< -1 when killed by a signal
    int signal = 0;
    double seconds = 0;
    int64_t maxRssBytes = 0;
    QString err;
};

/**
 * Runs shardscope-cli with `args` in `workDir`, its address space capped at `addressBytes`
 * (0: no cap; the sanitizers reserve terabytes of it) and files at `fileBytes` (0: no cap),
 * killed after `timeoutS`. Standard output goes to /dev/null.
 */
Bounded runBounded(const QStringList& args, int64_t addressBytes, double timeoutS = 60, const QString& workDir = {},
                   int64_t fileBytes = 0)
{
    Bounded r;
    QTemporaryDir tmp;
    const QByteArray errPath = QFile::encodeName(tmp.filePath(QStringLiteral("stderr")));
    std::vector<QByteArray> storage = {QByteArray(SHARDSCOPE_CLI)};
    for (const QString& a : args)
        storage.push_back(a.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray dir = QFile::encodeName(workDir);
    QElapsedTimer clock;
    clock.start();
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (addressBytes > 0) {
            const rlimit as{rlim_t(addressBytes), rlim_t(addressBytes)};
            ::setrlimit(RLIMIT_AS, &as);
        }
        if (fileBytes > 0) {
            ::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG instead
            const rlimit fs{rlim_t(fileBytes), rlim_t(fileBytes)};
            ::setrlimit(RLIMIT_FSIZE, &fs);
        }
        if (!dir.isEmpty() && ::chdir(dir.constData()) != 0)
            ::_exit(126);
        const int in = ::open("/dev/null", O_RDONLY), out = ::open("/dev/null", O_WRONLY);
        const int err = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(in, 0);
        ::dup2(out, 1);
        ::dup2(err, 2);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    for (;;) {
        const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (clock.elapsed() > qint64(timeoutS * 1000)) {
            ::kill(pid, SIGKILL);
            ::wait4(pid, &status, 0, &usage);
            break;
        }
        QThread::msleep(5);
    }
    r.seconds = clock.elapsed() / 1000.0;
    r.maxRssBytes = int64_t(usage.ru_maxrss) * 1024;
    if (WIFSIGNALED(status))
        r.signal = WTERMSIG(status);
    else
        r.exitCode = WEXITSTATUS(status);
    QFile err(QFile::decodeName(errPath));
    if (err.open(QIODevice::ReadOnly))
        r.err = QString::fromUtf8(err.readAll());
    return r;
}

QString describeRun(const Bounded& r)
{
    return QStringLiteral("exit %1, signal %2, %3 s, %4 MB: %5")
        .arg(r.exitCode)
        .arg(r.signal)
        .arg(r.seconds, 0, 'f', 2)
        .arg(r.maxRssBytes >> 20)
        .arg(r.err.left(300));
}

#ifdef SHARDSCOPE_SANITIZED
constexpr int64_t kAddressCap = 0; // the sanitizers reserve terabytes of address space
#else
constexpr int64_t kAddressCap = int64_t(512) << 20;
#endif

QString absurdPath(const std::string& file)
{
    return QString::fromStdString(testsupport::dataPath("bad/" + file));
}

} // namespace

void TestCliHostile::absurdScenarios_data()
{
    // The absurd-but-valid suite (tests/data/bad/absurd-manifest.json) through every command
    // (and the JSON forms of estimate, validate, advise and compare):
    // each finishes (in well under a second on a developer machine) in under 512 MiB of
    // address space, or refuses with a one-line reason. Before the simulator's budget was a
    // hard bound: pp 4096 took 2.1 GB and 3.4-6.8 s, 15 files ended in std::bad_alloc (3 GB
    // cap), and every-degree-max died of SIGFPE in the rank placement.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("command");
#ifdef SHARDSCOPE_SANITIZED
    // Instrumented builds check memory safety, not speed: the commands that reach every part
    // of the core once (estimate, rules, exporters, comparison), not each output form.
    const std::initializer_list<const char*> commands = {"estimate --json", "advise", "export", "compare"};
#else
    const std::initializer_list<const char*> commands = {"estimate", "validate", "advise", "export", "compare", "search",
                                                         "estimate --json", "validate --json", "advise --json",
                                                         "compare --json"};
#endif
    const auto manifest = testsupport::loadJson("bad/absurd-manifest.json");
    for (const auto& c : manifest["cases"]) {
        const std::string file = c["file"];
        for (const char* command : commands) {
#ifdef SHARDSCOPE_SANITIZED
            // A 65,536-stage report is 67 MB of JSON, 25 s each instrumented; the streaming
            // code it runs is the same as for the 16,384-stage files, which stay.
            if (std::string_view(command).ends_with("--json") && file.find("pp65536") != std::string::npos)
                continue;
#endif
            QTest::addRow("%s %s", command, file.c_str()) << absurdPath(file) << QString::fromLatin1(command);
        }
    }
}

void TestCliHostile::absurdScenarios()
{
    QFETCH(QString, file);
    QFETCH(QString, command);
    const bool json = command.endsWith(QLatin1String(" --json"));
    if (json)
        command.chop(7);
    QStringList args = {command, file};
    if (command == QLatin1String("export"))
        args << "--to" << "megatron";
    else if (command == QLatin1String("compare"))
        args << file;
    else if (command == QLatin1String("search"))
        args << "--top" << "3";
    if (json) // 65,536 stages are 67 MB of JSON (70 MB compared): streamed, not one tree
        args << "--json";
    const Bounded r = runBounded(args, kAddressCap);
    QVERIFY2(r.signal == 0, qPrintable(describeRun(r)));
    QVERIFY2(!r.err.contains(QStringLiteral("bad_alloc")), qPrintable(describeRun(r)));
    // Exit codes: 0, 1 for validate with errors, for a search where nothing fits and for an
    // export of a plan that does not run (one line saying why), 2 for an export the launcher
    // cannot express (one line naming the rule).
    const bool refusedPlan = r.exitCode == 1 && command == "export" &&
                             r.err.startsWith("shardscope-cli: not exporting: the plan") && r.err.count('\n') == 1;
    const bool ok = r.exitCode == 0 || refusedPlan || (r.exitCode == 1 && (command == "validate" || command == "search")) ||
                    (r.exitCode == 2 && command == "export" && r.err.startsWith("shardscope-cli: cannot export to") &&
                     r.err.count('\n') == 1);
    QVERIFY2(ok, qPrintable(describeRun(r)));
#ifndef SHARDSCOPE_SANITIZED
    // Generous margins for a loaded 2-core machine: the measured worst cases are 0.8 s
    // (estimate --json of a 65,536-stage plan, 67 MB streamed; 2.2 s when it was built as one
    // string and copied twice, 5.3 s under a loaded run) and 1.6 s (search of 81 million
    // configurations).
    QVERIFY2(r.seconds < (command == QLatin1String("search") ? 20.0 : 5.0), qPrintable(describeRun(r)));
    QVERIFY2(r.maxRssBytes < (int64_t(500) << 20), qPrintable(describeRun(r)));
#endif
}

void TestCliHostile::searchGpusIsBounded_data()
{
    // --gpus as the window's search panel takes it: 0 (the whole cluster) to 2^20. Before:
    // 2^32 divided by zero (SIGFPE), 2^34 tried every number up to 17 billion, and --sweep
    // with 2^34 silently swept 8 GPUs (the node count overflowed int).
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("option"); // named in the one-line refusal; empty: runs
    const QString file = QString::fromStdString(testsupport::dataPath("search/gpt-22b-64-a100.shardscope.json"));
    QTest::newRow("--gpus 2^32") << QStringList{"search", file, "--gpus", "4294967296"} << "--gpus";
    QTest::newRow("--gpus 2^34") << QStringList{"search", file, "--gpus", "17179869184"} << "--gpus";
    QTest::newRow("--sweep --gpus 2^34") << QStringList{"search", file, "--sweep", "--gpus", "17179869184"} << "--gpus";
    QTest::newRow("--gpus 2^20 + 1") << QStringList{"search", file, "--gpus", "1048577"} << "--gpus";
    QTest::newRow("--gpus -8") << QStringList{"search", file, "--gpus", "-8"} << "--gpus";
    QTest::newRow("--max-micro-batch 2^31") << QStringList{"search", file, "--max-micro-batch", "2147483647"}
                                            << "--max-micro-batch";
    QTest::newRow("--top 201") << QStringList{"search", file, "--top", "201"} << "--top";
    QTest::newRow("--threads 100000") << QStringList{"search", file, "--threads", "100000"} << "--threads";
    QTest::newRow("--gpus 2^20 runs") << QStringList{"search", file, "--gpus", "1048576", "--top", "1"} << "";
    QTest::newRow("--gpus 1048573 (prime) runs") << QStringList{"search", file, "--gpus", "1048573", "--top", "1"} << "";
    QTest::newRow("--sweep --gpus 256 runs") << QStringList{"search", file, "--sweep", "--gpus", "256"} << "";
}

void TestCliHostile::searchGpusIsBounded()
{
    QFETCH(QStringList, args);
    QFETCH(QString, option);
    const Bounded r = runBounded(args, kAddressCap, 60);
    QVERIFY2(r.signal == 0, qPrintable(describeRun(r)));
    if (option.isEmpty()) {
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describeRun(r)));
    } else {
        QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
        QVERIFY2(r.err.startsWith(QStringLiteral("shardscope-cli: ") + option + QStringLiteral(": ")),
                 qPrintable(describeRun(r)));
        QCOMPARE(r.err.count('\n'), 1);
    }
#ifndef SHARDSCOPE_SANITIZED
    QVERIFY2(r.seconds < 20, qPrintable(describeRun(r)));
#endif
}

void TestCliHostile::outputDashIsStandardOutput_data()
{
    // `-o -` is standard output for every command that takes -o; a multi-file target prints
    // its files one after the other, each under a "==> name <==" line, as without -o. Before,
    // export wrote a file named "-".
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expect"); // a line of the output
    const QString scenario = QString::fromStdString(testsupport::dataPath("../../resources/scenarios/default.shardscope.json"));
    const QString hf = QString::fromStdString(testsupport::dataPath("hf/qwen3-30b-a3b.json"));
    QTest::newRow("export, one file") << QStringList{"export", scenario, "--to", "megatron", "-o", "-"}
                                      << "--tensor-model-parallel-size 8";
    QTest::newRow("export, several files") << QStringList{"export", scenario, "--to", "deepspeed", "-o", "-"}
                                           << "==> ds_config.json <==";
    QTest::newRow("import-hf") << QStringList{"import-hf", hf, "--id", "qwen3", "-o", "-"} << "\"id\": \"qwen3\"";
}

void TestCliHostile::outputDashIsStandardOutput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expect);
    QTemporaryDir dir;
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(QStringLiteral(SHARDSCOPE_CLI), args);
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(60000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(out.contains(expect), qPrintable(out.left(400)));
    QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("-"))), "wrote a file named -");
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    // The same text as without -o.
    args.removeLast();
    args.removeLast();
    QProcess plain;
    plain.start(QStringLiteral(SHARDSCOPE_CLI), args);
    QVERIFY(plain.waitForFinished(60000));
    QCOMPARE(QString::fromUtf8(plain.readAllStandardOutput()), out);
}

void TestCliHostile::unsafeOutputTargets_data()
{
    // export -o and import-hf -o through io/safewrite.h. Before: a fixed temporary name
    // opened through links (a planted link overwrote its target), links, FIFOs and devices
    // replaced by regular files, a 0600 file left 0644.
    QTest::addColumn<QString>("command"); // export | import-hf
    QTest::addColumn<QString>("target");  // what is at the output path
    QTest::addColumn<bool>("force");
    QTest::addColumn<QString>("refusal"); // empty: written
    for (const char* command : {"export", "import-hf"}) {
        const auto row = [&](const char* what, const char* target, bool force, const char* refusal) {
            QTest::addRow("%s: %s", command, what) << QString::fromLatin1(command) << QString::fromLatin1(target) << force
                                                    << QString::fromLatin1(refusal);
        };
        row("symbolic link refused", "link", false, "is a symbolic link; refusing to write through it (--force");
        row("symbolic link with --force writes the file it names", "link", true, "");
        row("FIFO refused", "fifo", false, "is a FIFO, not a regular file");
        row("device refused", "device", false, "is a character device, not a regular file");
        row("device with --force written into", "device", true, "");
        row("0600 file stays 0600", "private", false, "");
        row("planted temporary-name link ignored", "planted", false, "");
    }
}

void TestCliHostile::unsafeOutputTargets()
{
    QFETCH(QString, command);
    QFETCH(QString, target);
    QFETCH(bool, force);
    QFETCH(QString, refusal);
    QTemporaryDir dir;
    const QString out = dir.filePath(command == QLatin1String("export") ? "train.sh" : "preset.json");
    const QString victim = dir.filePath(QStringLiteral("victim"));
    QFile v(victim);
    QVERIFY(v.open(QIODevice::WriteOnly));
    v.write("precious");
    v.close();
    const QByteArray outName = QFile::encodeName(out);
    if (target == QLatin1String("link")) {
        QVERIFY(QFile::link(victim, out));
    } else if (target == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(outName.constData(), 0600), 0);
    } else if (target == QLatin1String("device")) {
        // Our own null device, never the system's /dev/null (replacing that as root was the bug).
        if (::mknod(outName.constData(), S_IFCHR | 0666, ::makedev(1, 3)) != 0)
            QSKIP("creating a device node needs root");
    } else if (target == QLatin1String("private")) {
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QCOMPARE(::chmod(outName.constData(), 0600), 0);
    } else if (target == QLatin1String("planted")) {
        QVERIFY(QFile::link(victim, out + QStringLiteral(".tmp-shardscope")));
    }
    QStringList args;
    if (command == QLatin1String("export"))
        args = {"export", QString::fromStdString(testsupport::dataPath("../../resources/scenarios/default.shardscope.json")),
                "--to", "megatron", "-o", out};
    else
        args = {"import-hf", QString::fromStdString(testsupport::dataPath("hf/qwen3-30b-a3b.json")), "--id", "q", "-o", out};
    if (force)
        args << "--force";
    const Bounded r = runBounded(args, kAddressCap, 30);
    struct stat st{};
    QCOMPARE(::lstat(outName.constData(), &st), 0);
    QFile check(victim);
    QVERIFY(check.open(QIODevice::ReadOnly));
    const QByteArray victimNow = check.readAll();
    if (!refusal.isEmpty()) {
        QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
        // One line, after export's notes about the launcher.
        const QString last = r.err.trimmed().split('\n').last();
        QVERIFY2(last.startsWith(QStringLiteral("shardscope-cli: ") + out + QStringLiteral(": ")) && last.contains(refusal),
                 qPrintable(describeRun(r)));
        QCOMPARE(victimNow, QByteArray("precious"));
        QVERIFY(target != QLatin1String("link") || S_ISLNK(st.st_mode));
        QVERIFY(target != QLatin1String("fifo") || S_ISFIFO(st.st_mode));
        QVERIFY(target != QLatin1String("device") || S_ISCHR(st.st_mode));
    } else {
        QVERIFY2(r.exitCode == 0, qPrintable(describeRun(r)));
        if (target == QLatin1String("link")) {
            QVERIFY(S_ISLNK(st.st_mode)); // the link stays; what it names has the output
            QVERIFY(victimNow != QByteArray("precious"));
        } else if (target == QLatin1String("device")) {
            QVERIFY(S_ISCHR(st.st_mode));
        } else {
            QVERIFY(S_ISREG(st.st_mode));
            QCOMPARE(victimNow, QByteArray("precious"));
            if (target == QLatin1String("private")) // a launch script gains x where it is readable
                QCOMPARE(int(st.st_mode & 07777), command == QLatin1String("export") ? 0700 : 0600);
        }
    }
    // Nothing else appeared next to the output (no temporary file left behind).
    QStringList names = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    names.removeAll(QStringLiteral("victim"));
    names.removeAll(QFileInfo(out).fileName());
    names.removeAll(QFileInfo(out).fileName() + QStringLiteral(".tmp-shardscope"));
    QVERIFY2(names.isEmpty(), qPrintable(names.join(' ')));
}

void TestCliHostile::aFullDiskLeavesNoTemporaryFile()
{
    // A write that fails part-way (a 1 KiB file-size limit: EFBIG, as ENOSPC on a full disk):
    // exit 2 with the reason, the old file as it was, no temporary file left. Before, the
    // fixed "<out>.tmp-shardscope" stayed behind.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("train.sh"));
    QFile old(out);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    const QString scenario = QString::fromStdString(testsupport::dataPath("../../resources/scenarios/default.shardscope.json"));
    const Bounded r = runBounded({"export", scenario, "--to", "megatron", "-o", out}, kAddressCap, 30, {}, 1024);
    QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
    QVERIFY2(r.err.contains(out) && r.err.contains(QStringLiteral("File too large")), qPrintable(describeRun(r)));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("train.sh")});
}

void TestCliHostile::runningOutOfMemoryIsOneLine()
{
#ifdef SHARDSCOPE_SANITIZED
    QSKIP("the sanitizers need terabytes of address space");
#endif
    // The last resort at the boundary: a process limited to 16 MiB (ulimit -v) cannot hold
    // the 65,536 stages of this file. Before: "shardscope-cli: std::bad_alloc".
    const QString file = absurdPath("absurd-pp65536-zb-h1.shardscope.json");
    const Bounded r = runBounded({"estimate", file}, int64_t(16) << 20);
    QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
    QCOMPARE(r.err, QStringLiteral("shardscope-cli: ") + file +
                        QStringLiteral(": out of memory: this input needs more memory than the process may use\n"));
}

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
