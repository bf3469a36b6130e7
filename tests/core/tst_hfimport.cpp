// Hugging Face config.json import: the supported families map to the published parameter
// counts; configs that cannot be mapped fail naming the field.

#include "testsupport.h"

#include "estimate/estimate.h"
#include "estimate/paramcount.h"
#include "io/hfimport.h"
#include "io/inputerror.h"
#include "io/presetlibrary.h"
#include "io/scenariofile.h"

#include <QTest>

using namespace shardscope;

class TestHfImport : public QObject
{
    Q_OBJECT
private slots:
    void families_data();
    void families();
    void importedModelIsAPreset();
    void malformedConfigs_data();
    void malformedConfigs();
};

void TestHfImport::families_data()
{
    QTest::addColumn<int>("index");
    const auto rows = testsupport::loadJson("hf/expected.json")["rows"];
    for (size_t i = 0; i < rows.size(); ++i)
        QTest::addRow("%s", rows[i]["file"].get<std::string>().c_str()) << int(i);
}

void TestHfImport::families()
{
    QFETCH(int, index);
    const auto row = testsupport::loadJson("hf/expected.json")["rows"][size_t(index)];
    const HfImport imported =
        importHuggingFaceConfig(testsupport::loadJson("hf/" + row["file"].get<std::string>()));
    const ModelSpec& m = imported.model;
    QCOMPARE(m.layers, row["layers"].get<int>());
    QCOMPARE(m.isMoe(), row["moe"].get<bool>());
    QCOMPARE(m.mtpLayers, row.value("mtp_layers", 0));
    // Hugging Face does not pad the vocabulary; count with tp 1 and undo the 128-padding.
    const ModelParams p = countParameters(m, 1);
    const double padding =
        double(p.vocabPadded - m.vocab) * double(m.hidden) * (m.tiedEmbeddings ? 1 : 2);
    const double total = p.total() - padding;
    double active = p.active() - padding;
    if (row.value("active_excludes_input_embedding", false))
        active -= double(m.vocab) * double(m.hidden);
    if (row.contains("params"))
        QCOMPARE(total, row["params"].get<double>());
    if (row.contains("params_unpadded"))
        QCOMPARE(total, row["params_unpadded"].get<double>());
    if (row.contains("params_billions")) {
        const double b = row["params_billions"];
        QVERIFY2(std::abs(total / 1e9 - b) <= testsupport::roundingTolerance(b),
                 qPrintable(QStringLiteral("%1 B vs %2 B").arg(total / 1e9).arg(b)));
    }
    if (row.contains("active_billions")) {
        const double b = row["active_billions"];
        QVERIFY2(std::abs(active / 1e9 - b) <= testsupport::roundingTolerance(b),
                 qPrintable(QStringLiteral("%1 B active vs %2 B").arg(active / 1e9).arg(b)));
    }
    if (row.contains("notes_contain")) {
        bool found = false;
        for (const auto& note : imported.notes)
            found |= note.find(row["notes_contain"].get<std::string>()) != std::string::npos;
        QVERIFY(found);
    }
}

void TestHfImport::importedModelIsAPreset()
{
    const HfImport imported = importHuggingFaceConfig(testsupport::loadJson("hf/deepseek-v3.json"));
    const nlohmann::json doc = modelPresetDocument(imported, "my-dsv3", "test");
    PresetLibrary library;
    library.add(doc.dump(), "memory");
    const ModelSpec m = library.modelSpec("my-dsv3");
    ModelSpec expected = imported.model;
    expected.presetId = "my-dsv3";
    QVERIFY(m == expected);
    // ...and equals the shipped DeepSeek-V3 preset in every field that matters.
    ModelSpec shipped = PresetLibrary::builtin().modelSpec("deepseek-v3");
    shipped.presetId = m.presetId;
    shipped.name = m.name;
    QVERIFY(m == shipped);
}

void TestHfImport::malformedConfigs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    const auto manifest = testsupport::loadJson("bad-hf/manifest.json");
    QVERIFY(manifest["cases"].size() >= 10);
    for (const auto& c : manifest["cases"])
        QTest::addRow("%s", c["file"].get<std::string>().c_str())
            << QString::fromStdString(c["file"]) << QString::fromStdString(c["path"])
            << QString::fromStdString(c["message"]);
}

void TestHfImport::malformedConfigs()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, message);
    try {
        (void)importHuggingFaceConfig(testsupport::loadJson("bad-hf/" + file.toStdString()));
        QFAIL("the config was accepted");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.path()), path);
        QVERIFY2(QString::fromStdString(error.message()).contains(message), error.what());
    }
}

QTEST_APPLESS_MAIN(TestHfImport)
#include "tst_hfimport.moc"
