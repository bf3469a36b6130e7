// The readers' messages (InputError) as the window shows them: every broken scenario file and
// Hugging Face config of tests/data reads in English exactly as the CLI's message after the
// file name, and in Chinese under the zh_CN catalogue with the JSON path and the file's values
// kept; the same for a failed save and for an edit the document refuses.

#include "translationsupport.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/shell/fileactions.h"
#include "widgets/shell/mainwindow.h"

#include "core/io/boundedread.h"
#include "core/io/hfimport.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariocheck.h"
#include "core/io/scenariofile.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <fstream>
#include <map>

using namespace shardscope;
using namespace shardscope::ui;

using namespace translationsupport;

namespace {



/** What the CLI prints after "<file>: " for this file: the reader's own English. */
QString readerMessage(const std::string& path, bool huggingFace)
{
    try {
        if (huggingFace)
            (void)importHuggingFaceConfigText(readTextFile(path), path);
        else
            (void)loadScenarioFile(path, PresetLibrary::builtin());
    } catch (const InputError& e) {
        return QString::fromStdString(e.withoutFile());
    }
    return QString();
}

/** The message the Open (or Import Model) action shows for this file, in the current language. */
QString windowMessage(const QString& path, bool huggingFace)
{
    ScenarioDocument doc;
    QString error;
    const bool done = huggingFace ? doc.importHuggingFace(path, &error) : doc.load(path, &error);
    return done ? QStringLiteral("(loaded)") : error;
}

/**
 * Files whose message is still the reader's English in every language: the rules between
 * model fields and the registry's enumeration check live in specjson.cpp and fieldjson.cpp,
 * which their owner converts to core/io/inputtext.h's messages separately.
 */
const QStringList kStillEnglish = {};

} // namespace

class TestInputText : public QObject
{
    Q_OBJECT

private slots:
    void brokenFiles_data();
    void brokenFiles();
    void dialogs_data();
    void dialogs();
    void saveError();
    void rejectedEdits_data();
    void rejectedEdits();
};

void TestInputText::brokenFiles_data()
{
    QTest::addColumn<QString>("file");      // below tests/data
    QTest::addColumn<QString>("path");      // the JSON path the message starts with (empty: the whole file)
    QTest::addColumn<QStringList>("kept");  // values from the file the Chinese text must still show
    // Values of the file that a translation must show as they are.
    const std::map<std::string, QStringList> kept = {
        {"bad/tp-string.shardscope.json", {QStringLiteral("\"8\"")}},
        {"bad/tp-zero.shardscope.json", {QStringLiteral("0")}},
        {"bad/pp-huge.shardscope.json", {QStringLiteral("65536")}},
        {"bad/zero-stage-4.shardscope.json", {QStringLiteral("3"), QStringLiteral("4")}},
        {"bad/overhead-fraction.shardscope.json", {QStringLiteral("0"), QStringLiteral("1")}},
        {"bad/nan-literal.shardscope.json", {QStringLiteral("1"), QStringLiteral("180")}},
        {"bad/model-unknown-preset.shardscope.json", {QStringLiteral("shardscope-cli presets models")}},
        {"bad/cluster-unknown-preset.shardscope.json", {QStringLiteral("shardscope-cli presets clusters")}},
        {"bad/format-version-2.shardscope.json", {QStringLiteral("\"2\"")}},
        {"bad/format-other.shardscope.json", {QStringLiteral("\"shardscope.scenario/1\"")}},
        {"bad/infinite-number.shardscope.json", {QStringLiteral("1e999")}},
        {"bad/world-too-large.shardscope.json", {QStringLiteral("tp x pp x cp x dp")}},
        {"bad/deep-model-arrays.shardscope.json", {QStringLiteral("64")}},
        {"bad-hf/vocab-negative.json", {QStringLiteral("-1")}},
        {"bad-hf/unsupported-type.json", {QStringLiteral("deepseek_v3")}},
        {"bad-hf/llama-no-hidden.json", {QStringLiteral("\"llama\"")}},
        {"bad-hf/architecture-name-too-long.json", {QStringLiteral("200")}},
    };
    for (const char* folder : {"bad", "bad-hf"}) {
        std::ifstream in(std::string(SHARDSCOPE_TEST_DATA) + "/" + folder + "/manifest.json");
        const nlohmann::json manifest = nlohmann::json::parse(in);
        for (const auto& c : manifest["cases"]) {
            const std::string file = std::string(folder) + "/" + c["file"].get<std::string>();
            const auto values = kept.find(file);
            QTest::addRow("%s", file.c_str()) << QString::fromStdString(file) << QString::fromStdString(c["path"])
                                              << (values == kept.end() ? QStringList() : values->second);
        }
    }
}

void TestInputText::brokenFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QStringList, kept);
    const bool huggingFace = file.startsWith(QLatin1String("bad-hf/"));
    const QString full = QStringLiteral(SHARDSCOPE_TEST_DATA "/") + file;
    if (path.endsWith(QLatin1String("...")))
        path.chop(3); // a deep path is shortened; its start is what is kept

    // English: the window says what the CLI says after the file name, byte for byte.
    const QString english = windowMessage(full, huggingFace);
    QCOMPARE(english, readerMessage(QFile::encodeName(full).toStdString(), huggingFace));
    QVERIFY2(english.startsWith(path), qPrintable(english));

    Chinese zh;
    QVERIFY(zh.loaded());
    const QString chinese = windowMessage(full, huggingFace);
    if (!path.isEmpty())
        QVERIFY2(chinese.startsWith(path), qPrintable(chinese)); // the JSON path is never translated
    if (kStillEnglish.contains(file)) {
        QCOMPARE(chinese, english);
        return;
    }
    QVERIFY2(hasChinese(chinese), qPrintable(chinese));
    QVERIFY2(chinese != english, qPrintable(chinese));
    for (const char* word : {"must ", " got ", "missing", "unknown", "not valid", "duplicate", "nested", "is not supported"})
        QVERIFY2(!chinese.contains(QLatin1String(word)), qPrintable(word + (QStringLiteral(" in ") + chinese)));
    for (const QString& value : kept)
        QVERIFY2(chinese.contains(value), qPrintable(value + QStringLiteral(" missing from ") + chinese));
}

void TestInputText::dialogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("import");  // File › Import Model instead of File › Open
    QTest::addColumn<QString>("path"); // the JSON path the dialog names
    QTest::newRow("open: a wrong type") << "bad/tp-string.shardscope.json" << false << "parallel.tp";
    QTest::newRow("open: a syntax error") << "bad/nan-literal.shardscope.json" << false << "parallel.tp";
    QTest::newRow("import: a missing field") << "bad-hf/llama-no-hidden.json" << true << "hidden_size";
}

void TestInputText::dialogs()
{
    // The message box the window shows: its own words and the reader's, both Chinese, with the
    // file name and the JSON path as they are.
    QFETCH(QString, file);
    QFETCH(bool, import);
    QFETCH(QString, path);
    QTemporaryDir autosave;
    Chinese zh;
    QVERIFY(zh.loaded());
    MainWindow::Options options;
    options.autosaveFolder = autosave.path();
    options.restoreWindowState = false;
    MainWindow window(options);
    window.show();
    const QString full = QStringLiteral(SHARDSCOPE_TEST_DATA "/") + file;
    QVERIFY(!(import ? window.fileActions()->openDropped(full) : window.fileActions()->open(full)));
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("errorMessage"));
    QVERIFY(box);
    const QString text = box->text();
    QVERIFY2(text.contains(QDir::toNativeSeparators(full)), qPrintable(text));
    QVERIFY2(text.contains(path + QStringLiteral(": ")), qPrintable(text));
    const QString reader = text.mid(text.indexOf(path + QStringLiteral(": ")));
    QVERIFY2(hasChinese(reader), qPrintable(text));
    QVERIFY2(!reader.contains(QLatin1String("must")) && !reader.contains(QLatin1String("missing")) &&
                 !reader.contains(QLatin1String("not valid")),
             qPrintable(text));
    QVERIFY2(hasChinese(box->windowTitle()), qPrintable(box->windowTitle()));
    box->close();
}

void TestInputText::saveError()
{
    // Saving onto a directory: the safe writer refuses, and the dialog's text says why in Chinese.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("taken.shardscope.json"));
    QVERIFY(QDir().mkpath(target));
    ScenarioDocument doc;
    QString english;
    QVERIFY(!doc.save(target, &english));
    QCOMPARE(english, QStringLiteral("Cannot save %1: is a directory, not a file").arg(target));
    Chinese zh;
    QVERIFY(zh.loaded());
    QString chinese;
    QVERIFY(!doc.save(target, &chinese));
    QVERIFY2(hasChinese(chinese), qPrintable(chinese));
    QVERIFY2(chinese.contains(target), qPrintable(chinese));
    QVERIFY2(!chinese.contains(QLatin1String("directory")), qPrintable(chinese));
}

void TestInputText::rejectedEdits_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("kept");
    QTest::newRow("layers 0") << "layers 0" << "model.layers" << "0";
    QTest::newRow("kv_heads above heads") << "kv_heads 100" << "model.kv_heads" << "100";
    QTest::newRow("nodes over the world") << "nodes 200000" << "cluster.nodes" << "1048576";
    QTest::newRow("allocator fraction 2") << "allocator 2" << "training.overhead.allocator_fraction" << "2";
}

void TestInputText::rejectedEdits()
{
    // A refused edit's reason (the status bar's "Change not made: ..."): the reader's English
    // (scenarioProblem(), what a save and reopen would report) or its Chinese, path kept.
    QFETCH(QString, change);
    QFETCH(QString, path);
    QFETCH(QString, kept);
    const auto apply = [&](Scenario& s) {
        const int value = change.section(QLatin1Char(' '), 1).toInt();
        if (change.startsWith(QLatin1String("layers")))
            s.model.layers = value;
        else if (change.startsWith(QLatin1String("kv_heads")))
            s.model.kvHeads = value;
        else if (change.startsWith(QLatin1String("nodes")))
            s.cluster.nodes = value;
        else
            s.training.overhead.allocatorFraction = value;
    };
    const auto reason = [&] {
        ScenarioDocument doc;
        QSignalSpy rejected(&doc, &ScenarioDocument::editRejected);
        doc.edit(QStringLiteral("test"), -1, apply);
        return rejected.size() == 1 ? rejected.front().front().toString() : QString();
    };
    ScenarioDocument reference;
    Scenario broken = reference.scenario();
    apply(broken);
    const QString english = reason();
    QCOMPARE(english, QString::fromStdString(scenarioProblem(broken).value_or("(accepted)")));
    QVERIFY2(english.startsWith(path + QStringLiteral(": ")), qPrintable(english));
    Chinese zh;
    QVERIFY(zh.loaded());
    const QString chinese = reason();
    QVERIFY2(chinese.startsWith(path + QStringLiteral(": ")), qPrintable(chinese));
    QVERIFY2(hasChinese(chinese), qPrintable(chinese));
    QVERIFY2(chinese.contains(kept), qPrintable(chinese));
}

QTEST_MAIN(TestInputText)
#include "tst_input_text.moc"
