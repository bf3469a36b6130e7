// Hostile user text in every exported file: each target x each user-text field x a set of
// payloads (a UTF-7 coding cookie, Unicode line breaks that end YAML comments, shell and
// Python and TOML quoting breaks, control characters, bytes that are not UTF-8), and the
// payload scenarios kept in tests/data/bad/export-*.shardscope.json. Every file is read back
// by its format's own reader (Python compiles the bytes, PyYAML or yaml-cpp, toml++,
// nlohmann), compared with the same export under a plain name, and every script is run with
// stubbed launchers in a temporary folder, which must stay free of a `pwned` file.

#include "exportsupport.h"

#include "core/export/usertext.h"

#include <sstream>

using namespace shardscope;
using namespace exportsupport;

namespace {

/** The user-text fields of a scenario that an export may carry. */
enum class Field
{
    ScenarioName,
    ModelName,
    ModelPresetId,
    ClusterName,
    GpuName,
    ClusterPresetId
};
constexpr Field kFields[] = {Field::ScenarioName, Field::ModelName,  Field::ModelPresetId,
                             Field::ClusterName,  Field::GpuName,    Field::ClusterPresetId};

const char* fieldName(Field f)
{
    switch (f) {
    case Field::ScenarioName: return "scenario name";
    case Field::ModelName: return "model name";
    case Field::ModelPresetId: return "model preset id";
    case Field::ClusterName: return "cluster name";
    case Field::GpuName: return "GPU name";
    case Field::ClusterPresetId: return "cluster preset id";
    }
    return "";
}

std::string& fieldOf(Scenario& s, Field f)
{
    switch (f) {
    case Field::ScenarioName: return s.name;
    case Field::ModelName: return s.model.name;
    case Field::ModelPresetId: return s.model.presetId;
    case Field::ClusterName: return s.cluster.name;
    case Field::GpuName: return s.cluster.gpu.name;
    case Field::ClusterPresetId: break;
    }
    return s.cluster.presetId;
}

const QByteArray kUtf7Cookie = "coding: utf-7";
const QByteArray kUtf7Code = "+AAo-import os+ADs-os.system(+ACI-touch pwned+ACI-)+AAo-#";

/** The payloads: name, the text put into the field under test, and (when not empty) the
 *  text put into every other name at the same time (preset ids stay valid, so that the
 *  targets that look presets up still export). */
struct Payload
{
    const char* name;
    QByteArray text;
    QByteArray companion;
};

const std::vector<Payload>& payloads()
{
    static const std::vector<Payload> all = {
        {"utf-7 cookie", kUtf7Cookie, kUtf7Code},
        {"utf-7 code", kUtf7Code, kUtf7Cookie},
        {"utf-7 in one name", kUtf7Cookie + " " + kUtf7Code, {}},
        {"U+2028 YAML key", "x\xE2\x80\xA8main_training_function: pwned", {}},
        {"U+2029 python tag", "x\xE2\x80\xA9" "dynamo_config: !!python/object/apply:os.system [\"touch pwned\"] #", {}},
        {"U+0085 python tag", "x\xC2\x85" "dynamo_config: !!python/object/apply:os.system [\"touch pwned\"] #", {}},
        {"command substitution", "$(touch pwned)", {}},
        {"backticks", "`touch pwned`", {}},
        {"quotes", "a'\"`touch pwned`\"';touch pwned", {}},
        {"newline", "x\ntouch pwned\n# ", {}},
        {"carriage return", "x\rtouch pwned\r", {}},
        {"python literal break", "\"); import os; os.system(\"touch pwned\"); (\"", {}},
        {"toml table", "x\"\n[job]\ndump_folder = \"/\"\n", {}},
        {"control characters", "\x01\x08\t\x0b\x0c\x1b[31m\x7f\xC2\x9b\xC2\x85 touch pwned", {}},
        {"invalid UTF-8", "\xFF\xFE\xC0\x80\xED\xA0\x80\xF4\x90\x80\x80\xE2\x80 touch pwned", {}},
        {"bidi override", "\xE2\x80\xAE# \xE2\x81\xA6touch pwned\xE2\x81\xA9", {}},
        {"noncharacters", "\xEF\xBF\xBE\xEF\xBF\xBF\xEF\xB7\x90", {}},
    };
    return all;
}

const char kCodingLine[] = "# -*- coding: utf-8 -*-";

/**
 * Reads the generated Python and YAML files the way their users do, in the export's own
 * folder: a Python file is compiled from its bytes (so a coding cookie takes effect) and
 * run as __main__ with NeMo stubbed out; a YAML file is loaded with yaml.safe_load (the
 * document is printed) and with yaml.unsafe_load (which would run a python/object tag).
 * One process serves the whole test (starting Python took about 0.25 s a row, most of the
 * test's time): each request on standard input is one JSON line {"folder", "files"}; the
 * answer is one JSON line per file, then {"done": true}.
 */
const char kChecker[] = R"PY(
import importlib.abc, importlib.machinery, json, os, sys, types

class Anything:
    def __getattr__(self, name): return Anything()
    def __call__(self, *args, **kwargs): return Anything()

class NemoStubs(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in ("nemo", "nemo_run"):
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None
    def create_module(self, spec):
        module = types.ModuleType(spec.name)
        module.__path__ = []
        module.__getattr__ = lambda attribute: Anything()
        return module
    def exec_module(self, module):
        pass

sys.meta_path.insert(0, NemoStubs())
try:
    import yaml
except ImportError:
    yaml = None

def check(path):
    result = {"file": path}
    data = open(path, "rb").read()
    def attempt(key, action):
        try:
            return action()
        except BaseException as error:
            result[key] = type(error).__name__ + ": " + str(error).replace("\n", " ")
    if path.endswith(".py"):
        attempt("error", lambda: exec(compile(data, path, "exec"), {"__name__": "__main__", "__file__": path}))
    elif yaml is None:
        result["yaml"] = False
    else:
        result["document"] = attempt("error", lambda: yaml.safe_load(data))
        attempt("unsafe_error", lambda: yaml.unsafe_load(data))
    return result

protocol = sys.stdout
for request in sys.stdin:
    request = json.loads(request)
    os.chdir(request["folder"])
    for path in request["files"]:
        result = check(path)
        protocol.write(json.dumps(result, sort_keys=True) + "\n")
    protocol.write('{"done": true}\n')
    protocol.flush()
)PY";

QString show(const std::string& text)
{
    return QString::fromUtf8(QByteArray::fromStdString(text).toPercentEncoding(" :/#=,.()[]'\"-_"));
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

/** Why the text is not clean UTF-8 with nothing that can end or hide a line but '\n', or "". */
QString uncleanCharacter(const std::string& text)
{
    const QByteArray bytes = QByteArray::fromStdString(text);
    const QString decoded = QString::fromUtf8(bytes);
    if (decoded.toUtf8() != bytes)
        return QStringLiteral("not valid UTF-8");
    for (char32_t c : decoded.toUcs4()) {
        const QChar::Category category = QChar::category(c);
        const bool bad = (category == QChar::Other_Control && c != '\n') || category == QChar::Separator_Line ||
                         category == QChar::Separator_Paragraph || QChar::isNonCharacter(c) ||
                         (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
        if (bad)
            return QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
    }
    return {};
}

/** A JSON value with every string replaced by "": what must not change with the names. */
nlohmann::json withoutStrings(nlohmann::json j)
{
    if (j.is_string())
        return "";
    if (j.is_structured())
        for (auto& child : j)
            child = withoutStrings(child);
    return j;
}

/** Equal but for the strings, which may hold the user's text. */
bool sameShape(const nlohmann::json& a, const nlohmann::json& b)
{
    return withoutStrings(a) == withoutStrings(b);
}

nlohmann::json tomlAsJson(const std::string& text)
{
    std::ostringstream out;
    out << toml::json_formatter{toml::parse(text)};
    return nlohmann::json::parse(out.str());
}

nlohmann::json yamlCppAsJson(const YAML::Node& node)
{
    if (node.IsMap()) {
        nlohmann::json j = nlohmann::json::object();
        for (const auto& kv : node)
            j[kv.first.as<std::string>()] = yamlCppAsJson(kv.second);
        return j;
    }
    if (node.IsSequence()) {
        nlohmann::json j = nlohmann::json::array();
        for (const auto& item : node)
            j.push_back(yamlCppAsJson(item));
        return j;
    }
    return node.IsNull() ? nlohmann::json() : nlohmann::json(node.Scalar());
}

QStringList topLevelKeys(const nlohmann::json& j)
{
    QStringList keys;
    if (j.is_object())
        for (const auto& [key, value] : j.items())
            keys << QString::fromStdString(key);
    return keys;
}

/** The checker's one Python process, started by initTestCase(). */
QProcess* checker = nullptr;

/** What the Python checker said about each file, by file name. */
std::map<QString, nlohmann::json> runChecker(const QStringList& files, const QString& folder, QString* failure)
{
    std::map<QString, nlohmann::json> out;
    if (files.isEmpty())
        return out;
    nlohmann::json request = {{"folder", folder.toStdString()}, {"files", nlohmann::json::array()}};
    for (const QString& f : files)
        request["files"].push_back(f.toStdString());
    checker->write(QByteArray::fromStdString(request.dump() + "\n"));
    for (;;) {
        while (!checker->canReadLine()) {
            if (checker->state() != QProcess::Running || !checker->waitForReadyRead(60000)) {
                *failure = QStringLiteral("python3 checker failed: ") + QString::fromUtf8(checker->readAllStandardError());
                return out;
            }
        }
        const nlohmann::json j = nlohmann::json::parse(checker->readLine().toStdString());
        if (j.contains("done"))
            return out;
        out[QString::fromStdString(j["file"].get<std::string>())] = j;
    }
}

/** Writes the files of an export into `folder`; the paths, by file name. */
std::map<std::string, QString> writeFiles(const ExportResult& r, const QTemporaryDir& folder)
{
    std::map<std::string, QString> paths;
    for (const ExportFile& f : r.files) {
        QFile out(folder.filePath(QString::fromStdString(f.name)));
        if (out.open(QIODevice::WriteOnly))
            out.write(QByteArray::fromStdString(f.content));
        paths[f.name] = out.fileName();
    }
    return paths;
}

/**
 * Every check on one export with hostile text against the same export with plain text,
 * the gravest first: nothing runs the payload (scripts with stubbed launchers, Python
 * compiled from its bytes and run, YAML through yaml.unsafe_load, all in a temporary
 * folder that must stay free of `pwned`); every file loads and has the plain export's
 * structure (YAML exactly the same keys, TOML and JSON the same but for strings); Python
 * starts with the coding line; the text is clean; the first two lines are the plain
 * export's (no user text there).
 */
void checkExport(const ExportResult& hostile, const ExportResult& plain)
{
    QCOMPARE(hostile.ok, plain.ok);
    if (!hostile.ok) {
        QCOMPARE(QString::fromStdString(hostile.refusalRule), QString::fromStdString(plain.refusalRule));
        QCOMPARE(QString::fromStdString(hostile.refusal), QString::fromStdString(plain.refusal));
        return;
    }
    QCOMPARE(hostile.files.size(), plain.files.size());
    QTemporaryDir dir, plainDir;
    QVERIFY(dir.isValid() && plainDir.isValid());
    const auto paths = writeFiles(hostile, dir);
    const auto plainPaths = writeFiles(plain, plainDir);

    // Run everything that can run.
    std::map<std::string, QString> scriptErrors;
    QStringList readByPython;
    for (const ExportFile& f : hostile.files) {
        if (f.language == "bash") {
            QString errors;
            const int code = runWithStubs(paths.at(f.name), dir.path(), &errors);
            if (code != 0)
                scriptErrors[f.name] = QStringLiteral("exited %1: ").arg(code) + errors;
        } else if (f.language == "python" || f.language == "yaml") {
            readByPython << paths.at(f.name);
            if (f.language == "yaml" && plainPaths.count(f.name))
                readByPython << plainPaths.at(f.name);
        }
    }
    QString failure;
    const auto read = runChecker(readByPython, dir.path(), &failure);
    QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("pwned"))), "an exported file ran the payload");
    QVERIFY2(failure.isEmpty(), qPrintable(failure));

    for (size_t i = 0; i < hostile.files.size(); ++i) {
        const ExportFile& f = hostile.files[i];
        const ExportFile& p = plain.files[i];
        const QString name = QString::fromStdString(f.name);
        QCOMPARE(name, QString::fromStdString(p.name));
        QCOMPARE(QString::fromStdString(f.language), QString::fromStdString(p.language));
        if (f.language == "bash") {
            QVERIFY2(!scriptErrors.count(f.name), qPrintable(name + QStringLiteral(" ") + scriptErrors[f.name]));
        } else if (f.language == "python") {
            const nlohmann::json& r = read.at(paths.at(f.name));
            QVERIFY2(!r.contains("error"), qPrintable(name + QStringLiteral(": ") + QString::fromStdString(r.value("error", ""))));
        } else if (f.language == "yaml") {
            const nlohmann::json& r = read.at(paths.at(f.name));
            QVERIFY2(!r.contains("error"), qPrintable(name + QStringLiteral(": ") + QString::fromStdString(r.value("error", ""))));
            nlohmann::json document, expected;
            if (r.contains("document")) {
                document = r["document"];
                expected = read.at(plainPaths.at(f.name))["document"];
            } else { // no python3-yaml: yaml-cpp reads it (it takes no U+2028 for a line break, PyYAML does)
                try {
                    document = yamlCppAsJson(YAML::Load(f.content));
                    expected = yamlCppAsJson(YAML::Load(p.content));
                } catch (const YAML::Exception& e) {
                    QFAIL(qPrintable(name + QStringLiteral(": ") + QString::fromUtf8(e.what())));
                }
            }
            QCOMPARE(topLevelKeys(document), topLevelKeys(expected));
            QVERIFY2(sameShape(document, expected), qPrintable(name + QStringLiteral(": ") + QString::fromStdString(document.dump())));
        } else if (f.language == "toml") {
            try {
                QVERIFY2(sameShape(tomlAsJson(f.content), tomlAsJson(p.content)), qPrintable(name));
            } catch (const toml::parse_error& e) {
                QFAIL(qPrintable(name + QStringLiteral(": ") + QString::fromUtf8(e.what())));
            }
        } else if (f.language == "json") {
            nlohmann::json h, q;
            QVERIFY(jsonWithoutDuplicates(f.content, h));
            QVERIFY(jsonWithoutDuplicates(p.content, q));
            QVERIFY2(sameShape(h, q), qPrintable(name));
        } else {
            QFAIL(qPrintable(name + QStringLiteral(": unknown language")));
        }
    }

    for (size_t i = 0; i < hostile.files.size(); ++i) {
        const ExportFile& f = hostile.files[i];
        const QString name = QString::fromStdString(f.name);
        const auto hostileLines = lines(f.content), plainLines = lines(plain.files[i].content);
        QVERIFY(hostileLines.size() >= 2 && plainLines.size() >= 2);
        if (f.language == "python") {
            const bool shebang = hostileLines[0].rfind("#!", 0) == 0;
            QCOMPARE(QString::fromStdString(hostileLines[shebang ? 1 : 0]), QString::fromLatin1(kCodingLine));
        }
        const QString unclean = uncleanCharacter(f.content);
        QVERIFY2(unclean.isEmpty(), qPrintable(name + QStringLiteral(": ") + unclean));
        for (int k = 0; k < 2; ++k)
            QVERIFY2(hostileLines[k] == plainLines[k],
                     qPrintable(name + QStringLiteral(" line %1 carries user text: ").arg(k + 1) + show(hostileLines[k])));
    }
}

/** The scenario with every user-text field replaced by plain text (keeping preset ids). */
Scenario plainNames(Scenario s)
{
    for (Field f : {Field::ScenarioName, Field::ModelName, Field::ClusterName, Field::GpuName})
        fieldOf(s, f) = "plain";
    return s;
}

QStringList exportPayloadFiles()
{
    return QDir(QStringLiteral(SHARDSCOPE_TEST_DATA "/bad"))
        .entryList({QStringLiteral("export-*.shardscope.json")}, QDir::Files, QDir::Name);
}

} // namespace

class TestExportHostile : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void payloadInEveryField_data();
    void payloadInEveryField();
    void payloadFiles_data();
    void payloadFiles();
    void shellQuoteRoundTrip_data();
    void shellQuoteRoundTrip();
    void pythonAndTomlStringsRoundTrip_data();
    void pythonAndTomlStringsRoundTrip();
    void commentSafeKeepsOneLine_data();
    void commentSafeKeepsOneLine();
};

void TestExportHostile::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
        QFAIL("python3 is needed to compile and load the exported files (scripts/dev.sh installs it)");
    checker = new QProcess(this);
    checker->start(QStringLiteral("python3"), {QStringLiteral("-c"), QString::fromLatin1(kChecker)});
    QVERIFY2(checker->waitForStarted(), qPrintable(checker->errorString()));
}

void TestExportHostile::cleanupTestCase()
{
    if (!checker) // initTestCase found no python3
        return;
    checker->closeWriteChannel();
    QVERIFY(checker->waitForFinished(60000));
    QCOMPARE(checker->exitStatus(), QProcess::NormalExit);
    QCOMPARE(checker->exitCode(), 0);
    QVERIFY2(checker->readAllStandardError().isEmpty(), "the checker wrote to its error stream");
}

void TestExportHostile::payloadInEveryField_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("field");
    QTest::addColumn<QByteArray>("payload");
    QTest::addColumn<QByteArray>("companion");
    for (const ExportTarget& t : exportTargets())
        for (Field f : kFields)
            for (const Payload& p : payloads())
                QTest::newRow(qPrintable(QStringLiteral("%1/%2/%3").arg(QString::fromStdString(t.id),
                                                                        QLatin1String(fieldName(f)),
                                                                        QLatin1String(p.name))))
                    << QString::fromStdString(t.id) << int(f) << p.text << p.companion;
}

void TestExportHostile::payloadInEveryField()
{
    QFETCH(QString, target);
    QFETCH(int, field);
    QFETCH(QByteArray, payload);
    QFETCH(QByteArray, companion);
    // The default scenario's own values stay in front of the payload (a cookie or a YAML
    // key works anywhere on its line); the plain export has "plain" where the payload is.
    const auto withText = [&](const QByteArray& text, const QByteArray& others) {
        Scenario s = base();
        for (Field f : kFields) {
            const bool presetId = f == Field::ModelPresetId || f == Field::ClusterPresetId;
            if (int(f) == field)
                fieldOf(s, f) += text.toStdString();
            else if (!others.isEmpty() && !presetId)
                fieldOf(s, f) += others.toStdString();
        }
        return s;
    };
    const Scenario hostile = withText(payload, companion);
    const Scenario plain = withText("plain", companion.isEmpty() ? QByteArray() : QByteArray("plain"));
    checkExport(exportScenario(hostile, estimate(hostile), target.toStdString()),
                exportScenario(plain, estimate(plain), target.toStdString()));
}

void TestExportHostile::payloadFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("target");
    const QStringList files = exportPayloadFiles();
    QVERIFY(files.size() >= 4);
    for (const QString& file : files)
        for (const ExportTarget& t : exportTargets())
            QTest::newRow(qPrintable(file + QLatin1Char('/') + QString::fromStdString(t.id)))
                << file << QString::fromStdString(t.id);
}

void TestExportHostile::payloadFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, target);
    QFile in(QStringLiteral(SHARDSCOPE_TEST_DATA "/bad/") + file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    // A valid scenario (the default one) whose names carry the payloads: every target exports it.
    const Scenario s = parseScenario(in.readAll().toStdString(), PresetLibrary::builtin(), file.toStdString());
    const Scenario plain = plainNames(s);
    QVERIFY(!(s == plain));
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    QVERIFY2(r.ok, r.refusal.c_str());
    checkExport(r, exportScenario(plain, estimate(plain), target.toStdString()));
}

void TestExportHostile::shellQuoteRoundTrip_data()
{
    QTest::addColumn<QByteArray>("text");
    for (const Payload& p : payloads())
        QTest::newRow(p.name) << p.text;
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("NUL dropped") << QByteArray("a\0b", 3);
    QTest::newRow("hex digit after an escape") << QByteArray("\x01" "ab\x1f" "F");
    QTest::newRow("quote and backslash with a control") << QByteArray("'\\\x01'\\");
    QTest::newRow("Chinese") << QByteArray("\xE8\xAE\xAD\xE7\xBB\x83");
}

void TestExportHostile::shellQuoteRoundTrip()
{
    // bash reads the quoted word back as the same bytes (less NUL), and the word is one clean line.
    QFETCH(QByteArray, text);
    const std::string word = shellQuote(text.toStdString());
    QVERIFY2(uncleanCharacter(word).isEmpty(), qPrintable(show(word)));
    QVERIFY(word.find('\n') == std::string::npos);
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), QStringLiteral("printf %s ") + QString::fromUtf8(word)});
    QVERIFY(bash.waitForFinished(10000));
    QCOMPARE(bash.exitCode(), 0);
    QByteArray expected = text;
    expected.replace('\0', QByteArray());
    QCOMPARE(bash.readAllStandardOutput(), expected);
}

void TestExportHostile::pythonAndTomlStringsRoundTrip_data()
{
    shellQuoteRoundTrip_data();
}

void TestExportHostile::pythonAndTomlStringsRoundTrip()
{
    // Python and toml++ read the literal back as the text; bytes that are not UTF-8 come
    // back as U+FFFD, as many as Python's own decoder ("replace") gives.
    QFETCH(QByteArray, text);
    const std::string python = pythonString(text.toStdString());
    QVERIFY2(uncleanCharacter(python).isEmpty(), qPrintable(show(python)));
    QProcess p;
    p.start(QStringLiteral("python3"),
            {QStringLiteral("-c"), QStringLiteral("import json, sys; raw, literal = sys.stdin.buffer.read().split(b'\\n', 1); "
                                                  "print(json.dumps([eval(literal), bytes.fromhex(raw.decode()).decode('utf-8', 'replace')]))")});
    p.write(text.toHex() + "\n" + QByteArray::fromStdString("# -*- coding: utf-8 -*-\n" + python));
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(10000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    const nlohmann::json both = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    const std::string expected = both[1].get<std::string>();
    QCOMPARE(QString::fromStdString(both[0].get<std::string>()), QString::fromStdString(expected));

    const std::string toml = "k = " + tomlString(text.toStdString()) + "\n";
    QVERIFY2(uncleanCharacter(toml).isEmpty(), qPrintable(show(toml)));
    try {
        const toml::table table = toml::parse(toml);
        QCOMPARE(QString::fromStdString(std::string(table["k"].value_or(std::string_view("<none>")))),
                 QString::fromStdString(expected));
    } catch (const toml::parse_error& e) {
        QFAIL(e.what());
    }
}

void TestExportHostile::commentSafeKeepsOneLine_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("plain") << QByteArray("Llama 3 70B, 64 x H100") << QByteArray("Llama 3 70B, 64 x H100");
    QTest::newRow("Chinese kept") << QByteArray("\xE8\xAE\xAD\xE7\xBB\x83") << QByteArray("\xE8\xAE\xAD\xE7\xBB\x83");
    QTest::newRow("newline, CR, tab") << QByteArray("a\nb\rc\td") << QByteArray("a b c d");
    QTest::newRow("U+0085 U+2028 U+2029") << QByteArray("a\xC2\x85" "b\xE2\x80\xA8" "c\xE2\x80\xA9" "d") << QByteArray("a b c d");
    QTest::newRow("C1 and DEL") << QByteArray("a\xC2\x9B" "b\x7f" "c") << QByteArray("a b c");
    QTest::newRow("bidi") << QByteArray("a\xE2\x80\xAE" "b\xE2\x81\xA6" "c") << QByteArray("a b c");
    QTest::newRow("lone continuation byte") << QByteArray("a\x80" "b") << QByteArray("a\xEF\xBF\xBD" "b");
    QTest::newRow("overlong NUL") << QByteArray("a\xC0\x80") << QByteArray("a\xEF\xBF\xBD\xEF\xBF\xBD");
    QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << QByteArray("\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    QTest::newRow("truncated") << QByteArray("a\xE2\x80") << QByteArray("a\xEF\xBF\xBD");
    QTest::newRow("broken sequence") << QByteArray("\xE2\x80" "a") << QByteArray("\xEF\xBF\xBD" "a");
    QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80")
                                    << QByteArray("\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    QTest::newRow("emoji kept") << QByteArray("\xF0\x9F\x9A\x80") << QByteArray("\xF0\x9F\x9A\x80");
    QTest::newRow("noncharacter") << QByteArray("a\xEF\xBF\xBF") << QByteArray("a ");
}

void TestExportHostile::commentSafeKeepsOneLine()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(QByteArray::fromStdString(commentSafe(text.toStdString())), expected);
}

QTEST_APPLESS_MAIN(TestExportHostile)
#include "tst_export_hostile.moc"
