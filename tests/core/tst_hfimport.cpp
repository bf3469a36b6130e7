// Hugging Face config.json import: the supported families map to the published parameter
// counts; configs that cannot be mapped fail naming a field of the input.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/paramcount.h"
#include "core/io/hfimport.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

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
    void qwen3HeadDim_data();
    void qwen3HeadDim();
};

namespace {

/** Total parameters as transformers counts them: tp 1, without ShardScope's vocab padding. */
double unpaddedTotal(const ModelSpec& m)
{
    const ModelParams p = countParameters(m, 1);
    const double padding =
        double(p.vocabPadded - m.vocab) * double(m.hidden) * (m.tiedEmbeddings ? 1 : 2);
    return p.total() - padding;
}

} // namespace

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
    // Dropout: GPT-2's resid_pdrop and attn_pdrop (0.1 by default); the Llama-style decoder
    // layers have no hidden dropout and read attention_dropout (0.0 by default).
    if (row.contains("hidden_dropout"))
        QCOMPARE(m.hiddenDropout, row["hidden_dropout"].get<double>());
    if (row.contains("attention_dropout"))
        QCOMPARE(m.attentionDropout, row["attention_dropout"].get<double>());
    if (row.contains("notes_contain")) {
        bool found = false;
        for (const auto& note : imported.notes)
            found |= note.find(row["notes_contain"].get<std::string>()) != std::string::npos;
        QVERIFY2(found, row["notes_contain"].get<std::string>().c_str());
    }
    if (row.contains("preset")) {
        // The shipped preset has the attention this config describes (and, with
        // preset_equal, is exactly what the config imports to).
        ModelSpec shipped = PresetLibrary::builtin().modelSpec(row["preset"].get<std::string>());
        QCOMPARE(m.localAttention, shipped.localAttention);
        QCOMPARE(m.localWindow, shipped.localWindow);
        QCOMPARE(m.globalAttentionEvery, shipped.globalAttentionEvery);
        QCOMPARE(m.attentionSinks, shipped.attentionSinks);
        QCOMPARE(m.hiddenDropout, shipped.hiddenDropout);
        QCOMPARE(m.attentionDropout, shipped.attentionDropout);
        if (row.value("preset_equal", false)) {
            shipped.presetId = m.presetId;
            shipped.name = m.name;
            QVERIFY(m == shipped);
        }
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
    // The shipped Qwen3-30B-A3B preset is what its published config.json imports to.
    const ModelSpec qwen = importHuggingFaceConfig(testsupport::loadJson("hf/qwen3-30b-a3b.json")).model;
    ModelSpec shippedQwen = PresetLibrary::builtin().modelSpec("qwen3-30b-a3b");
    shippedQwen.presetId = qwen.presetId;
    shippedQwen.name = qwen.name;
    QVERIFY(qwen == shippedQwen);
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
    // Read as the CLI and the GUI read it: the strict parser sees the bytes of the file.
    const std::string full = testsupport::dataPath("bad-hf/" + file.toStdString());
    const std::string text = readTextFile(full);
    try {
        (void)importHuggingFaceConfigText(text, full);
        QFAIL("the config was accepted");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.file()), QString::fromStdString(full));
        QCOMPARE(QString::fromStdString(error.path()), path);
        QVERIFY2(QString::fromStdString(error.message()).contains(message), error.what());
        // The field named is one the user has (or one the message says is missing), never a
        // field of the converted ShardScope model.
        const std::string key = error.path().substr(0, error.path().find_first_of(".["));
        if (!key.empty() && key != "(top level)" && error.message().find("missing") == std::string::npos)
            QVERIFY2(text.find("\"" + key + "\"") != std::string::npos, error.what());
    }
}

void TestHfImport::qwen3HeadDim_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<double>("billions");
    QTest::addColumn<QString>("note");
    // Qwen/Qwen3-30B-A3B config.json as published on the Hugging Face Hub; its model card gives
    // 30.5B parameters (30.53 B counted).
    const nlohmann::json moe = {
        {"architectures", {"Qwen3MoeForCausalLM"}}, {"model_type", "qwen3_moe"},
        {"hidden_size", 2048}, {"intermediate_size", 6144}, {"moe_intermediate_size", 768},
        {"num_experts", 128}, {"num_experts_per_tok", 8}, {"num_hidden_layers", 48},
        {"num_attention_heads", 32}, {"num_key_value_heads", 4}, {"head_dim", 128},
        {"vocab_size", 151936}, {"max_position_embeddings", 40960}, {"hidden_act", "silu"},
        {"decoder_sparse_step", 1}, {"mlp_only_layers", nlohmann::json::array()},
        {"tie_word_embeddings", false}, {"attention_bias", false}, {"norm_topk_prob", true},
        {"rms_norm_eps", 1e-06}, {"rope_theta", 1000000.0}};
    // Qwen/Qwen3-4B config.json as published; model card: 4.0B parameters, 3.6B non-embedding.
    const nlohmann::json dense = {
        {"architectures", {"Qwen3ForCausalLM"}}, {"model_type", "qwen3"}, {"hidden_size", 2560},
        {"intermediate_size", 9728}, {"num_hidden_layers", 36}, {"num_attention_heads", 32},
        {"num_key_value_heads", 8}, {"head_dim", 128}, {"vocab_size", 151936},
        {"max_position_embeddings", 40960}, {"hidden_act", "silu"}, {"tie_word_embeddings", true},
        {"attention_bias", false}, {"rms_norm_eps", 1e-06}, {"rope_theta", 1000000.0}};
    auto without = [](nlohmann::json config) {
        config.erase("head_dim");
        return QByteArray::fromStdString(config.dump());
    };
    QTest::newRow("Qwen3-30B-A3B as published")
        << QByteArray::fromStdString(moe.dump()) << 128 << 30.53 << QString();
    QTest::newRow("Qwen3-4B as published")
        << QByteArray::fromStdString(dense.dump()) << 128 << 4.02 << QString();
    // transformers' Qwen3Config declares head_dim = 128: without it a Qwen3 model still has
    // 128-wide heads (not 2560 / 32 = 80, which gave 3.67 B for Qwen3-4B).
    QTest::newRow("Qwen3-4B without head_dim") << without(dense) << 128 << 4.02
                                               << "Qwen3Config default of 128";
    // Qwen3MoeConfig declares no head_dim; Qwen3MoeAttention falls back to hidden_size /
    // num_attention_heads = 64, so transformers itself builds a 30.08 B model from this file.
    QTest::newRow("Qwen3-30B-A3B without head_dim") << without(moe) << 64 << 30.08
                                                    << "Qwen3MoeAttention";
}

void TestHfImport::qwen3HeadDim()
{
    QFETCH(QByteArray, config);
    QFETCH(int, headDim);
    QFETCH(double, billions);
    QFETCH(QString, note);
    const HfImport imported = importHuggingFaceConfigText(config.toStdString(), "config.json");
    QCOMPARE(imported.model.effectiveHeadDim(), int64_t(headDim));
    const double total = unpaddedTotal(imported.model) / 1e9;
    QVERIFY2(std::abs(total - billions) < 0.005, qPrintable(QString::number(total, 'f', 3)));
    bool noted = note.isEmpty();
    for (const auto& n : imported.notes)
        noted |= QString::fromStdString(n).contains(note);
    QVERIFY(noted);
}

QTEST_APPLESS_MAIN(TestHfImport)
#include "tst_hfimport.moc"
