// io/jsonstream.h: a tree written with some arrays streamed one element at a time must be
// byte for byte what dumping the whole tree gives, so `estimate --json` and `compare --json`
// keep their output while the 65,536-stage reports stay out of memory.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/io/jsonstream.h"
#include "core/io/presetlibrary.h"
#include "core/io/reportjson.h"

#include <QTest>

#include <sstream>

using namespace shardscope;

namespace {

std::string streamed(const nlohmann::json& full, const std::vector<std::string>& path, int indent)
{
    // The skeleton holds a placeholder where the array is; the array comes from `full`.
    nlohmann::json skeleton = full;
    nlohmann::json* at = &skeleton;
    const nlohmann::json* source = &full;
    for (const std::string& key : path) {
        at = &(*at)[key];
        source = &(*source)[key];
    }
    *at = "placeholder";
    std::ostringstream out;
    writeJson(out, skeleton, {{path, source->size(), [source](size_t i) { return (*source)[i]; }}}, indent);
    return out.str();
}

Scenario fromFile(const std::string& relative)
{
    return loadScenarioFile(testsupport::dataPath(relative), PresetLibrary::builtin());
}

} // namespace

class TestJsonStream : public QObject
{
    Q_OBJECT
private slots:
    void sameBytesAsTheWholeTree_data();
    void sameBytesAsTheWholeTree();
    void reportsAreWrittenAsReportToJsonDumps_data();
    void reportsAreWrittenAsReportToJsonDumps();
};

void TestJsonStream::sameBytesAsTheWholeTree_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<int>("indent");
    const auto row = [](const char* name, const char* text, QStringList path, int indent) {
        QTest::newRow(name) << QString::fromUtf8(text) << path << indent;
    };
    row("top level", R"({"a": [1, 2, {"x": [3, {}], "y": []}], "b": "é\n\"q\"", "c": {}})", {"a"}, 2);
    row("nested", R"({"m": {"s": [{"k": 1}, [2, [3]], null, true], "t": 1.5e300}, "z": [[]]})", {"m", "s"}, 2);
    row("empty array", R"({"m": {"s": [], "t": {"u": [1]}}})", {"m", "s"}, 2);
    row("indent 4", R"({"m": {"s": [{"k": [1, 2]}, {"k": {"deep": [1]}}]}, "a": 0})", {"m", "s"}, 4);
    row("last member", R"({"a": 1, "z": {"s": [1, 2, 3]}})", {"z", "s"}, 2);
}

void TestJsonStream::sameBytesAsTheWholeTree()
{
    QFETCH(QString, json);
    QFETCH(QStringList, path);
    QFETCH(int, indent);
    const nlohmann::json full = nlohmann::json::parse(json.toStdString());
    std::vector<std::string> keys;
    for (const QString& k : path)
        keys.push_back(k.toStdString());
    QCOMPARE(streamed(full, keys, indent), full.dump(indent));
}

void TestJsonStream::reportsAreWrittenAsReportToJsonDumps_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("zero"); // -1: as in the file
    QTest::newRow("default (interleaved, a timeline)") << "../../resources/scenarios/default.shardscope.json" << -1;
    QTest::newRow("ZeRO-3 (a DeepSpeed reference)") << "../../resources/scenarios/default.shardscope.json" << 3;
    QTest::newRow("MoE, 65,536 experts") << "bad/absurd-moe-max.shardscope.json" << -1;
    QTest::newRow("65,536 stages, closed form") << "bad/absurd-pp65536-zb-h1.shardscope.json" << -1;
}

void TestJsonStream::reportsAreWrittenAsReportToJsonDumps()
{
    QFETCH(QString, file);
    QFETCH(int, zero);
    Scenario s = fromFile(file.toStdString());
    if (zero >= 0)
        s.parallel.zeroStage = zero;
    const Report r = estimate(s);
    QCOMPARE(r.memory.deepspeed.has_value(), s.parallel.zeroStage >= 2);
    std::ostringstream out;
    writeReportJson(out, r);
    QVERIFY(out.str() == reportToJson(r).dump(2)); // QCOMPARE would print 53 MB on failure
    QVERIFY(out.str().size() > 1000);
}

QTEST_APPLESS_MAIN(TestJsonStream)
#include "tst_jsonstream.moc"
