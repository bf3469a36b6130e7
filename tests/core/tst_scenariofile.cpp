// The scenario file: strict reading with path-qualified errors, presets with overrides,
// lossless round trips, atomic saving, and the hostile inputs every read must survive
// (deep nesting, endless or huge sources, duplicate keys, trailing bytes, out-of-range
// numbers).

#include "testsupport.h"

#include "core/io/boundedread.h"
#include "core/io/builtinpresets.h"
#include "core/io/inputerror.h"
#include "core/io/jsonparse.h"
#include "core/io/scenariofile.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace shardscope;

class TestScenarioFile : public QObject
{
    Q_OBJECT
private slots:
    void defaultScenarioLoads();
    void roundTripIsLossless_data();
    void roundTripIsLossless();
    void savedFileKeepsPresetAndOverridesOnly();
    void overridesApplyOnTopOfPreset();
    void malformedFilesNameTheField_data();
    void malformedFilesNameTheField();
    void everyHostileFileIsListed();
    void deepNestingIsRefusedWhileParsing_data();
    void deepNestingIsRefusedWhileParsing();
    void deepPresetInADirectory_data();
    void deepPresetInADirectory();
    void strictJson_data();
    void strictJson();
    void everyNumericErrorNamesItsField_data();
    void everyNumericErrorNamesItsField();
    void readsAreBounded_data();
    void readsAreBounded();
    void presetDirectoriesSkipSpecialFiles();
    void basePresetChainsAreBounded_data();
    void basePresetChainsAreBounded();
    void inlineDefinitionsNeedNoPreset();
    void atomicSave();
    void everyPresetLoads();
};

void TestScenarioFile::defaultScenarioLoads()
{
    const Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin());
    QVERIFY(s.model.presetId == "llama-3-70b");
    QCOMPARE(s.cluster.nodes, 64);
    QCOMPARE(s.parallel.tp, 8);
    QCOMPARE(s.parallel.virtualStages, 5);
    QCOMPARE(s.parallel.worldSize(), int64_t(512));
}

void TestScenarioFile::roundTripIsLossless_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("cluster");
    const auto& presets = PresetLibrary::builtin();
    for (const auto* m : presets.models())
        QTest::addRow("%s", m->id.c_str()) << QString::fromStdString(m->id) << "dgx-h100";
    for (const auto* c : presets.clusters())
        QTest::addRow("llama-3-8b on %s", c->id.c_str())
            << "llama-3-8b" << QString::fromStdString(c->id);
}

void TestScenarioFile::roundTripIsLossless()
{
    QFETCH(QString, model);
    QFETCH(QString, cluster);
    const auto& presets = PresetLibrary::builtin();
    Scenario s = parseScenario(defaultScenarioText(), presets);
    s.model = presets.modelSpec(model.toStdString());
    s.cluster = presets.clusterSpec(cluster.toStdString());
    s.cluster.nodes = 3;
    s.model.layers += 1; // an override
    s.parallel.etp = 2;
    s.training.overhead.allocatorFraction = 0.125;
    const std::string once = formatScenario(s, presets);
    const Scenario back = parseScenario(once, presets);
    QVERIFY(back == s);
    QCOMPARE(formatScenario(back, presets), once);
    // Without the preset library the same scenario saves inline and still round-trips.
    const PresetLibrary empty;
    const std::string inlineText = formatScenario(s, empty);
    Scenario inlineBack = parseScenario(inlineText, empty);
    inlineBack.model.presetId = s.model.presetId;
    inlineBack.cluster.presetId = s.cluster.presetId;
    QVERIFY(inlineBack == s);
}

void TestScenarioFile::savedFileKeepsPresetAndOverridesOnly()
{
    const auto& presets = PresetLibrary::builtin();
    Scenario s = parseScenario(defaultScenarioText(), presets);
    s.model.layers = 40;
    const nlohmann::json saved = writeScenario(s, presets);
    QVERIFY(saved["model"] == (nlohmann::json{{"preset", "llama-3-70b"}, {"layers", 40}}));
    QVERIFY(saved["cluster"] == (nlohmann::json{{"preset", "dgx-h100"}, {"nodes", 64}}));
    QVERIFY(saved["format"] == "shardscope.scenario/1");
}

void TestScenarioFile::overridesApplyOnTopOfPreset()
{
    const auto& presets = PresetLibrary::builtin();
    nlohmann::json doc = nlohmann::json::parse(defaultScenarioText());
    doc["cluster"] = {{"preset", "dgx-h100"}, {"nodes", 2}, {"gpu", {{"memory_GiB", 94}}}};
    doc["model"] = {{"preset", "mixtral-8x7b"}, {"moe", {{"top_k", 1}}}};
    const Scenario s = readScenario(doc, presets);
    QCOMPARE(s.cluster.gpu.memoryGiB, 94.0);
    QCOMPARE(s.cluster.gpu.peakTflopsBf16, 989.0); // untouched fields come from the preset
    QCOMPARE(s.model.moe->topK, 1);
    QCOMPARE(s.model.moe->experts, 8);
    // null removes an optional block: the MoE model becomes dense.
    doc["model"] = {{"preset", "mixtral-8x7b"}, {"moe", nullptr}};
    QVERIFY(!readScenario(doc, presets).model.moe);
}

void TestScenarioFile::malformedFilesNameTheField_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    const auto manifest = testsupport::loadJson("bad/manifest.json");
    QVERIFY(manifest["cases"].size() >= 30);
    for (const auto& c : manifest["cases"])
        QTest::addRow("%s", c["file"].get<std::string>().c_str())
            << QString::fromStdString(c["file"]) << QString::fromStdString(c["path"])
            << QString::fromStdString(c["message"]);
}

void TestScenarioFile::malformedFilesNameTheField()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const std::string full = testsupport::dataPath("bad/" + file.toStdString());
    try {
        (void)loadScenarioFile(full, PresetLibrary::builtin());
        QFAIL("the file was accepted");
    } catch (const InputError& error) {
        const QString what = QString::fromStdString(error.what());
        QCOMPARE(QString::fromStdString(error.file()), QString::fromStdString(full));
        QCOMPARE(QString::fromStdString(error.path()), path); // empty: the file as a whole
        QVERIFY2(what.contains(message), qPrintable(what));
        // Values quoted from the file are escaped: one line, no terminal control characters.
        const std::string text = error.what();
        QVERIFY2(text.find_first_of("\n\r\x1b") == std::string::npos, error.what());
        QVERIFY2(text.find("\xc2\x9b") == std::string::npos, error.what());
    }
}

void TestScenarioFile::everyHostileFileIsListed()
{
    // A file added to tests/data/bad/ without a manifest row would be tested by nobody.
    std::set<std::string> listed;
    const nlohmann::json manifest = testsupport::loadJson("bad/manifest.json");
    for (const auto& c : manifest["cases"])
        listed.insert(c["file"].get<std::string>());
    // absurd-*: valid scenarios at the field limits, run by tst_cli from their own manifest.
    std::set<std::string> absurd;
    const nlohmann::json absurdManifest = testsupport::loadJson("bad/absurd-manifest.json");
    for (const auto& c : absurdManifest["cases"])
        absurd.insert(c["file"].get<std::string>());
    for (const auto& entry : std::filesystem::directory_iterator(testsupport::dataPath("bad"))) {
        const std::string name = entry.path().filename().string();
        if (name == "manifest.json" || name == "absurd-manifest.json" ||
            name.rfind("export-", 0) == 0) // export-*: valid payloads, run by tst_export_hostile
            continue;
        if (name.rfind("absurd-", 0) == 0) {
            QVERIFY2(absurd.count(name), name.c_str());
            continue;
        }
        QVERIFY2(listed.count(name), name.c_str());
    }
}

namespace {

std::string nested(size_t depth, bool arrays)
{
    std::string text;
    for (size_t i = 0; i < depth; ++i)
        text += arrays ? "[" : "{\"a\": ";
    text += arrays ? "" : "1";
    for (size_t i = 0; i < depth; ++i)
        text += arrays ? "]" : "}";
    return text;
}

/** The default scenario with `raw` JSON text as the value of model or cluster field `field`. */
std::string scenarioWith(const std::string& object, const std::string& field, const std::string& raw)
{
    nlohmann::json doc = nlohmann::json::parse(defaultScenarioText());
    doc[object][field] = "@@";
    std::string text = doc.dump();
    text.replace(text.find("\"@@\""), 4, raw);
    return text;
}

} // namespace

void TestScenarioFile::deepNestingIsRefusedWhileParsing_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("path"); // empty: accepted by the parser
    // 100,000 levels overflowed the stack of the release build (SIGSEGV in the JSON copy of
    // resolveFields), 10,000 the sanitizer build's.
    for (size_t depth : {size_t(10000), size_t(100000)}) {
        const QByteArray n = QByteArray::number(qulonglong(depth));
        QTest::addRow("model arrays %s", n.constData())
            << QByteArray::fromStdString(scenarioWith("model", "layers", nested(depth, true)))
            << "model.layers[0][0][0][0]...";
        QTest::addRow("cluster objects %s", n.constData())
            << QByteArray::fromStdString(scenarioWith("cluster", "gpu", nested(depth, false)))
            << "cluster.gpu.a.a.a.a...";
        QTest::addRow("top level %s", n.constData())
            << QByteArray::fromStdString(nested(depth, true)) << "[0][0][0][0][0][0]...";
    }
    // The limit itself: the top-level object plus `model` plus 62 levels is 64 and parses
    // (the scenario reader then refuses the value); one more level does not.
    QTest::newRow("64 levels parse") << QByteArray::fromStdString(
        scenarioWith("model", "layers", nested(kMaxJsonDepth - 2, true))) << "";
    QTest::newRow("65 levels do not") << QByteArray::fromStdString(
        scenarioWith("model", "layers", nested(kMaxJsonDepth - 1, true)))
                                      << "model.layers[0][0][0][0]...";
}

void TestScenarioFile::deepNestingIsRefusedWhileParsing()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, path);
    const std::string_view view(text.constData(), size_t(text.size()));
    try {
        (void)parseScenario(view, PresetLibrary::builtin(), "deep.json");
        QFAIL("accepted");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.file()), QStringLiteral("deep.json"));
        if (path.isEmpty()) {
            // Parsed; the scenario reader names the field that is not a number.
            QVERIFY2(QString::fromStdString(error.message()).contains("got an array"), error.what());
        } else {
            QCOMPARE(QString::fromStdString(error.path()), path);
            QVERIFY2(QString::fromStdString(error.message()).contains("nested deeper than 64 levels"),
                     error.what());
        }
    }
}

void TestScenarioFile::deepPresetInADirectory_data()
{
    QTest::addColumn<int>("depth");
    QTest::newRow("10000 levels") << 10000;
    QTest::newRow("100000 levels") << 100000; // SIGSEGV in stripMeta's copy before
}

void TestScenarioFile::deepPresetInADirectory()
{
    QFETCH(int, depth);
    QTemporaryDir dir;
    std::filesystem::create_directory(dir.filePath("models").toStdString());
    const std::string file = dir.filePath("models/deep.json").toStdString();
    std::ofstream(file) << R"({"format": "shardscope.model/1", "id": "deep", "preset": "llama-3-8b", "notes": )"
                        << nested(size_t(depth), true) << "}";
    PresetLibrary library = PresetLibrary::builtin();
    try {
        library.addDirectory(dir.path().toStdString());
        QFAIL("accepted");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.file()), QString::fromStdString(file));
        QCOMPARE(QString::fromStdString(error.path()), QStringLiteral("notes[0][0][0][0][0]..."));
    }
}

void TestScenarioFile::strictJson_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("path");    // "-" when the text is accepted
    QTest::addColumn<QString>("message"); // for accepted texts: the value it must read as
    // Duplicate keys, at every level; a lenient reader keeps the last one silently.
    QTest::newRow("duplicate at top") << QByteArray(R"({"a": 1, "a": 2})") << "a" << "duplicate key";
    QTest::newRow("duplicate nested") << QByteArray(R"({"parallel": {"tp": 8, "pp": 1, "tp": 4}})")
                                      << "parallel.tp" << "duplicate key";
    QTest::newRow("duplicate in array") << QByteArray(R"({"x": [{}, {"k": 1, "k": 1}]})")
                                        << "x[1].k" << "duplicate key";
    QTest::newRow("duplicate odd key") << QByteArray(R"({"a b": 1, "a b": 2})") << "[\"a b\"]"
                                       << "duplicate key";
    // Trailing bytes after the value. nlohmann's lexer reads a NUL byte as the end of the
    // input, so `valid\0garbage` used to parse as `valid`.
    const QByteArray nul(1, '\0');
    QTest::newRow("NUL then garbage") << QByteArray("{\"a\": 1}") + nul + "garbage" << ""
                                      << "NUL byte";
    QTest::newRow("NUL alone") << QByteArray("{\"a\": 1}") + nul << "" << "NUL byte";
    QTest::newRow("second value") << QByteArray(R"({"a": 1} {"b": 2})") << ""
                                  << "expected end of input";
    QTest::newRow("trailing whitespace") << QByteArray("{\"a\": 1}\n\t ") << "-" << "1";
    // Numbers a double cannot hold, named by their field.
    QTest::newRow("integer field 1e400") << QByteArray(R"({"tp": 1e400})") << "tp" << "1e400 overflows";
    QTest::newRow("float field -1e400") << QByteArray(R"({"g": {"memory_GiB": -1e400}})")
                                        << "g.memory_GiB" << "-1e400 overflows";
    QTest::newRow("array element 1E+999") << QByteArray(R"({"list": [1, 1E+999]})") << "list[1]"
                                          << "1E+999 overflows";
    QTest::newRow("huge integer literal")
        << QByteArray("{\"n\": 1" + QByteArray(400, '0') + "}") << "n" << "overflows";
    QTest::newRow("integer field 1e-400") << QByteArray(R"({"zero_stage": 1e-400})") << "zero_stage"
                                          << "1e-400 underflows";
    QTest::newRow("float field 1e-400") << QByteArray(R"({"f": 1e-400})") << "f" << "1e-400 underflows";
    QTest::newRow("subnormal 1e-310") << QByteArray(R"({"f": 1e-310})") << "f" << "underflows";
    QTest::newRow("0.000...1") << QByteArray("{\"f\": 0." + QByteArray(400, '0') + "1}") << "f"
                               << "underflows";
    QTest::newRow("syntax error in a value") << QByteArray("{\"p\": {\"tp\": 1.}}") << "p.tp"
                                             << "at line 1, column";
    QTest::newRow("NaN literal") << QByteArray("{\"p\": {\"tp\": NaN}}") << "p.tp" << "invalid literal";
    // What stays accepted.
    QTest::newRow("zero written small") << QByteArray(R"({"f": 0e-400})") << "-" << "0.0";
    QTest::newRow("negative zero") << QByteArray(R"({"f": -0.0})") << "-" << "-0.0";
    QTest::newRow("smallest normal") << QByteArray(R"({"f": 2.2250738585072014e-308})") << "-"
                                     << "2.2250738585072014e-308";
    QTest::newRow("largest double") << QByteArray(R"({"f": 1.7976931348623157e308})") << "-"
                                    << "1.7976931348623157e+308";
}

void TestScenarioFile::strictJson()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const std::string_view view(text.constData(), size_t(text.size()));
    try {
        const nlohmann::json value = parseJsonText(view, "t.json");
        QVERIFY2(path == "-", "accepted");
        QCOMPARE(QString::fromStdString(value.begin()->dump()), message);
    } catch (const InputError& error) {
        QVERIFY2(path != "-", error.what());
        QCOMPARE(QString::fromStdString(error.file()), QStringLiteral("t.json"));
        QCOMPARE(QString::fromStdString(error.path()), path);
        QVERIFY2(QString::fromStdString(error.message()).contains(message), error.what());
        QVERIFY2(error.message().size() < 200, error.what()); // a 400-digit literal is cut short
    }
}

namespace {

/** Paths of every number in `value` ("parallel.tp", "cluster.gpu.peak_TFLOPS.bf16"). */
void numberPaths(const nlohmann::json& value, const std::string& path, std::vector<std::string>& out)
{
    if (value.is_number())
        out.push_back(path);
    else if (value.is_object())
        for (auto it = value.begin(); it != value.end(); ++it)
            numberPaths(*it, path.empty() ? it.key() : path + "." + it.key(), out);
}

} // namespace

void TestScenarioFile::everyNumericErrorNamesItsField_data()
{
    // The hostile-input pass found 102 of 1,122 numeric cases without a field (1e400 and the
    // like said only "not valid JSON"). Every number of a scenario with inline model and
    // cluster, times every kind of bad number literal, must name that number's path.
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("literal");
    const PresetLibrary none;
    const nlohmann::json doc =
        writeScenario(parseScenario(defaultScenarioText(), PresetLibrary::builtin()), none);
    std::vector<std::string> fields;
    numberPaths(doc, "", fields);
    QVERIFY(fields.size() > 30);
    for (const char* literal :
         {"1e400", "-1e400", "1E+400", "1e309", "1e400000000000", "1e-400", "-1e-400", "1e-320",
          "NaN", "Infinity", "-Infinity", "08", "1.", ".5", "-", "+1", "0x10", "1e", "--1",
          "123456789012345678901234567890", "1e-999999"})
        for (const auto& field : fields)
            QTest::addRow("%s = %s", field.c_str(), literal)
                << QString::fromStdString(field) << QByteArray(literal);
}

void TestScenarioFile::everyNumericErrorNamesItsField()
{
    QFETCH(QString, field);
    QFETCH(QByteArray, literal);
    const PresetLibrary none;
    nlohmann::json doc =
        writeScenario(parseScenario(defaultScenarioText(), PresetLibrary::builtin()), none);
    std::string pointer = "/" + field.toStdString();
    std::replace(pointer.begin(), pointer.end(), '.', '/');
    doc[nlohmann::json::json_pointer(pointer)] = "@@";
    std::string text = doc.dump();
    text.replace(text.find("\"@@\""), 4, literal.toStdString());
    try {
        (void)parseScenario(text, none, "n.json");
        QFAIL("accepted");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.path()), field);
        QCOMPARE(QString::fromStdString(error.file()), QStringLiteral("n.json"));
        QVERIFY2(error.message().size() < 200, error.what());
    }
}

namespace {

long maxRssKiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

void TestScenarioFile::readsAreBounded_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("/dev/zero") << "zero" << false;
    QTest::newRow("sparse 3 GB file") << "sparse" << false;
    QTest::newRow("FIFO fed forever") << "fifo" << false;
    QTest::newRow("16 MiB + 1 byte file") << "limit+1" << false;
    QTest::newRow("16 MiB file") << "limit" << true;
}

void TestScenarioFile::readsAreBounded()
{
    QFETCH(QString, source);
    QFETCH(bool, accepted);
    QTemporaryDir dir;
    std::string path = dir.filePath("input.json").toStdString();
    std::jthread writer; // joined however the test ends
    if (source == "zero") {
        path = "/dev/zero";
    } else if (source == "sparse") {
        std::ofstream(path).close();
        std::filesystem::resize_file(path, uintmax_t(3) << 30); // what truncate -s 3G does
    } else if (source == "fifo") {
        QCOMPARE(mkfifo(path.c_str(), 0600), 0);
        std::signal(SIGPIPE, SIG_IGN); // the writer learns that the reader stopped from EPIPE
        writer = std::jthread([path] {
            const int fd = open(path.c_str(), O_WRONLY);
            static const char zeros[65536] = {};
            while (fd >= 0 && write(fd, zeros, sizeof zeros) > 0) {
            }
            if (fd >= 0)
                close(fd);
        });
    } else {
        std::ofstream(path).close();
        std::filesystem::resize_file(path, kMaxInputBytes + (source == "limit+1" ? 1 : 0));
    }
    const long rssBefore = maxRssKiB();
    const auto start = std::chrono::steady_clock::now();
    try {
        const std::string text = readTextFile(path);
        QVERIFY2(accepted, "read without a limit");
        QCOMPARE(text.size(), kMaxInputBytes);
    } catch (const InputError& error) {
        QVERIFY2(!accepted, error.what());
        QCOMPARE(QString::fromStdString(error.file()), QString::fromStdString(path));
        QVERIFY2(QString::fromStdString(error.message()).contains("larger than 16 MiB"), error.what());
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    QVERIFY2(seconds < 10, qPrintable(QString::number(seconds)));
    // At most the limit is kept, whatever the source claims (3 GB) or holds (no end).
    const long grownMiB = (maxRssKiB() - rssBefore) / 1024;
    QVERIFY2(grownMiB < 100, qPrintable(QStringLiteral("%1 MiB").arg(grownMiB)));
}

void TestScenarioFile::presetDirectoriesSkipSpecialFiles()
{
    // A FIFO named *.json would block the reader forever, a device would never end, a broken
    // symlink cannot be read: none of them can be a preset, so they are not opened.
    QTemporaryDir dir;
    const auto at = [&](const char* name) { return dir.filePath(name).toStdString(); };
    std::filesystem::create_directory(at("models"));
    QCOMPARE(mkfifo(at("models/fifo.json").c_str(), 0600), 0);
    std::filesystem::create_symlink("/dev/zero", at("zero.json"));
    std::filesystem::create_symlink(at("missing"), at("broken.json"));
    std::ofstream(at("models/tiny.json"))
        << R"({"format": "shardscope.model/1", "id": "tiny", "preset": "llama-3-8b", "layers": 2})";
    PresetLibrary presets = PresetLibrary::builtin();
    presets.addDirectory(dir.path().toStdString());
    QVERIFY(presets.model("tiny"));
    QCOMPARE(presets.modelSpec("tiny").layers, 2);
    // A subdirectory of a subdirectory is not read (a presets directory is models/, clusters/
    // or flat), so pointing it at a big tree does not walk the whole tree.
    std::filesystem::create_directories(at("models/deeper"));
    std::ofstream(at("models/deeper/broken.json")) << "not json";
    PresetLibrary again = PresetLibrary::builtin();
    again.addDirectory(dir.path().toStdString());
    QVERIFY(again.model("tiny"));
    // ...but a broken file where presets are read stops with its name.
    std::ofstream(at("models/broken.json")) << "not json";
    PresetLibrary broken = PresetLibrary::builtin();
    try {
        broken.addDirectory(dir.path().toStdString());
        QFAIL("accepted");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.file()), QString::fromStdString(at("models/broken.json")));
    }
}

void TestScenarioFile::inlineDefinitionsNeedNoPreset()
{
    const PresetLibrary empty;
    const auto& presets = PresetLibrary::builtin();
    const Scenario s = parseScenario(defaultScenarioText(), presets);
    const std::string text = formatScenario(s, empty);
    QVERIFY(text.find("\"preset\"") == std::string::npos);
    QVERIFY(parseScenario(text, empty).model.layers == 80);
}

void TestScenarioFile::atomicSave()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("a.shardscope.json").toStdString();
    writeTextFileAtomically(path, "first");
    writeTextFileAtomically(path, "second");
    QCOMPARE(QString::fromStdString(readTextFile(path)), QStringLiteral("second"));
    // No temporary file is left behind.
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path().toStdString()))
        files += entry.is_regular_file() ? 1 : 0;
    QCOMPARE(files, 1);
    // A save that cannot happen throws and leaves the old file alone.
    QVERIFY_THROWS_EXCEPTION(
        InputError, writeTextFileAtomically(dir.filePath("missing/x.json").toStdString(), "x"));
    QCOMPARE(QString::fromStdString(readTextFile(path)), QStringLiteral("second"));
}

void TestScenarioFile::everyPresetLoads()
{
    const auto& presets = PresetLibrary::builtin();
    const std::vector<std::string> requiredModels = {
        "gpt-3-175b",  "llama-2-7b",     "llama-2-13b", "llama-2-70b",  "llama-3-8b",
        "llama-3-70b", "llama-3.1-405b", "mistral-7b",  "mixtral-8x7b", "mixtral-8x22b",
        "qwen2.5-72b", "deepseek-v3",    "gpt-2-xl",    "article-7b",   "article-13b",
        "article-70b", "article-175b",   "article-moe", "qwen3-8b",     "qwen3-32b",
        "qwen3-30b-a3b", "qwen3-235b-a22b", "kimi-k2"};
    for (const auto& id : requiredModels) {
        QVERIFY2(presets.model(id), id.c_str());
        QVERIFY2(presets.model(id)->sources.contains("layers"), id.c_str());
    }
    // These presets cite a source (a config.json key, a model card, a paper) for every field.
    for (const char* id : {"qwen3-8b", "qwen3-32b", "qwen3-30b-a3b", "qwen3-235b-a22b", "kimi-k2"})
        for (const auto& [field, value] : presets.model(id)->fields.items())
            QVERIFY2(field == "name" || presets.model(id)->sources.contains(field),
                     qPrintable(QString::fromStdString(std::string(id) + ": " + field)));
    const std::vector<std::string> requiredClusters = {
        "dgx-a100-40gb", "dgx-a100-80gb", "dgx-h100", "dgx-h200",
        "h800-deepseek", "gb200-nvl72",   "pcie-l40s", "grand-teton-h100-96gb",
        "dgx-b200",      "dgx-b300"};
    for (const auto& id : requiredClusters) {
        const Preset* p = presets.cluster(id);
        QVERIFY2(p, id.c_str());
        // Every number of the GPU and the links carries a citation.
        for (const char* field :
             {"gpu.memory_GiB", "gpu.peak_TFLOPS.bf16", "gpu.peak_TFLOPS.fp8", "gpu.hbm_TBps",
              "intra_node.bandwidth_GBps", "inter_node.bandwidth_GBps", "intra_node.latency_us",
              "inter_node.latency_us"})
            QVERIFY2(p->sources.contains(field),
                     qPrintable(QString::fromStdString(id + ": " + field)));
    }
    QCOMPARE(presets.clusterSpec("pcie-l40s").topology.nvlinkDomainGpus, 1);
    QCOMPARE(presets.clusterSpec("gb200-nvl72").topology.nvlinkDomainGpus, 72);
}

void TestScenarioFile::basePresetChainsAreBounded_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("16 derived presets") << 16 << true;
    QTest::newRow("17 derived presets") << 17 << false;
    // Resolving base presets recursed once per link: SIGSEGV at 60,000 links before.
    QTest::newRow("60000 derived presets") << 60000 << false;
}

void TestScenarioFile::basePresetChainsAreBounded()
{
    QFETCH(int, length);
    QFETCH(bool, accepted);
    QTemporaryDir dir;
    // c00000 derives from c00001, ..., the last from llama-3-8b: resolving c00000 walks it all.
    const auto id = [](int i) { return QString::asprintf("c%05d", i).toStdString(); };
    for (int i = 0; i < length; ++i)
        std::ofstream(dir.filePath(QString::fromStdString(id(i) + ".json")).toStdString())
            << R"({"format": "shardscope.model/1", "id": ")" << id(i) << R"(", "preset": ")"
            << (i + 1 < length ? id(i + 1) : std::string("llama-3-8b")) << R"("})";
    PresetLibrary library = PresetLibrary::builtin();
    try {
        library.addDirectory(dir.path().toStdString());
        QVERIFY2(accepted, "accepted");
        QCOMPARE(library.modelSpec(id(0)).layers, 32);
    } catch (const InputError& error) {
        QVERIFY2(!accepted, error.what());
        QCOMPARE(QString::fromStdString(error.path()), QStringLiteral("preset"));
        QVERIFY2(QString::fromStdString(error.message()).contains("more than 16 levels"), error.what());
    }
}

QTEST_APPLESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
