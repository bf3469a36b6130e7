// The scenario file: strict reading with path-qualified errors, presets with overrides,
// lossless round trips, atomic saving.

#include "testsupport.h"

#include "io/builtinpresets.h"
#include "io/inputerror.h"
#include "io/scenariofile.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

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
        if (path.isEmpty()) // syntax errors name the file
            QCOMPARE(QString::fromStdString(error.path()), QString::fromStdString(full));
        else
            QCOMPARE(QString::fromStdString(error.path()), path);
        QVERIFY2(what.contains(message), qPrintable(what));
        QVERIFY2(!what.contains('\n'), "one line");
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
        "article-70b", "article-175b",   "article-moe"};
    for (const auto& id : requiredModels) {
        QVERIFY2(presets.model(id), id.c_str());
        QVERIFY2(presets.model(id)->sources.contains("layers"), id.c_str());
    }
    const std::vector<std::string> requiredClusters = {
        "dgx-a100-40gb", "dgx-a100-80gb", "dgx-h100", "dgx-h200",
        "h800-deepseek", "gb200-nvl72",   "pcie-l40s"};
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

QTEST_APPLESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
