// Issue 18: NeMo 1.x and Megatron-Bridge YAML the import refuses: contradictions, values of the
// wrong type, and hostile files (each a message naming the file and line, never a crash).

#include "nemoimportsupport.h"

using namespace nemosupport;

class TestImportNemoErrors : public QObject
{
    Q_OBJECT

private slots:
    void errors_data();
    void errors();
    void hostile_data();
    void hostile();
};

void TestImportNemoErrors::errors_data()
{
    QTest::addColumn<QString>("reader"); // nemo, bridge, launch (the Bridge YAML with extra overrides)
    QTest::addColumn<QString>("file");   // a data file, or inline YAML after "text:"
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("expected");
    const auto add = [](const char* tag, const char* reader, const char* file, QStringList words,
                        QStringList expected) {
        QTest::newRow(tag) << QString::fromLatin1(reader) << QString::fromLatin1(file) << words << expected;
    };
    add("sequence contradiction", "nemo", "contradiction_seq.yaml", {},
        {"contradiction_seq.yaml", "line 8", "model.data.seq_length", "model.encoder_seq_length", "line 6"});
    add("wrong type", "nemo", "wrong_type.yaml", {},
        {"wrong_type.yaml", "line 7", "model.tensor_model_parallel_size", "eight"});
    add("invalid utf-8", "nemo", "invalid_utf8.yaml", {}, {"invalid_utf8.yaml", "line 6", "UTF-8"});
    add("negative micro", "nemo", "text:trainer:\n  devices: 8\nmodel:\n  micro_batch_size: -2\n", {},
        {"line 4", "model.micro_batch_size", "from 1"});
    add("huge degree", "nemo", "text:model:\n  tensor_model_parallel_size: 100000000000000000000000\n", {},
        {"line 2", "out of range"});
    add("float degree", "nemo", "text:model:\n  pipeline_model_parallel_size: 2.5\n", {}, {"line 2", "whole number"});
    add("quoted degree", "nemo", "text:model:\n  pipeline_model_parallel_size: '4'\n", {}, {"line 2", "string"});
    add("nan capacity", "nemo", "text:model:\n  num_moe_experts: 8\n  moe_expert_capacity_factor: .nan\n", {},
        {"line 3", "moe_expert_capacity_factor", "finite"});
    add("bad precision", "nemo", "text:trainer:\n  precision: 8-mixed\n", {},
        {"line 2", "trainer.precision", "bf16-mixed"});
    add("fp8 without format", "nemo", "text:model:\n  fp8: true\n  fp8_hybrid: false\n", {},
        {"line 2", "model.fp8", "model.fp8_hybrid", "line 3"});
    add("fsdp with distributed adam", "nemo", "text:model:\n  fsdp: true\n  optim:\n    name: distributed_fused_adam\n",
        {}, {"line 2", "model.fsdp", "model.optim.name", "line 4"});
    add("full without method", "nemo", "text:model:\n  activations_checkpoint_granularity: full\n", {},
        {"line 2", "activations_checkpoint_method", "uniform or block"});
    add("duplicate key", "nemo", "text:model:\n  num_layers: 32\n  num_layers: 40\n", {},
        {"line 3", "duplicate", "line 2"});
    add("unresolvable interpolation", "nemo", "text:model:\n  encoder_seq_length: ${oc.env:SEQ}\n", {},
        {"line 2", "resolver"});
    add("dangling interpolation", "nemo", "text:model:\n  max_position_embeddings: ${.seq_len}\n", {},
        {"line 2", "model.seq_len"});
    add("merge key", "nemo", "text:base: &b\n  num_layers: 2\nmodel:\n  <<: *b\n", {}, {"line 4", "merge"});
    add("nemo override wrong type", "nemo", "megatron_llama_config.yaml", {"trainer.num_nodes=many"},
        {"launch.sh", "line 1", "trainer.num_nodes", "many"});
    add("override from a command", "nemo", "megatron_llama_config.yaml", {"@opaque:model.global_batch_size=$(cat gbs)"},
        {"launch.sh", "model.global_batch_size", "command substitution on line 1"});
    add("bridge seq contradiction", "launch", "bridge_llama3_8b.yaml", {"dataset.sequence_length=4096"},
        {"launch.sh", "dataset.sequence_length", "model.seq_length", "bridge_llama3_8b.yaml line"});
    add("bridge sp without tp", "launch", "bridge_llama3_8b.yaml", {"model.sequence_parallel=true"},
        {"launch.sh", "model.sequence_parallel", "model.tensor_model_parallel_size", "TP 1"});
    add("bridge bf16 moments need the precision-aware optimizer", "bridge",
        "text:optimizer:\n  use_precision_aware_optimizer: false\n  exp_avg_dtype: bf16\nmodel:\n  num_layers: 2\n", {},
        {"line 3", "optimizer.exp_avg_dtype", "use_precision_aware_optimizer", "line 2"});
    add("bridge optimizer and model dtypes differ", "bridge", "text:model:\n  bf16: true\noptimizer:\n  bf16: false\n",
        {}, {"line 4", "optimizer.bf16", "model.bf16"});
    add("bridge unknown recipe", "bridge", "text:model:\n  num_layers: 2\nmixed_precision: bf17_mixed\n", {},
        {"line 3", "mixed_precision", "recipe"});
    add("bridge layout", "bridge", "text:model:\n  pipeline_model_parallel_layout: \"Et|(tt|)*30L\"\n", {},
        {"line 2", "layout"});
    add("bridge peft", "bridge", "text:model:\n  num_layers: 2\npeft:\n  _target_: megatron.bridge.peft.lora.LoRA\n",
        {}, {"line 4", "peft", "fine-tuning"});
    add("bridge value into a value", "launch", "bridge_llama3_8b.yaml", {"mixed_precision.fp8=hybrid"},
        {"launch.sh", "mixed_precision.fp8", "value, not a section"});
    add("bridge moe pattern length", "bridge",
        "text:model:\n  num_layers: 4\n  num_moe_experts: 8\n  moe_layer_freq: [0, 1, 1]\n", {},
        {"line 4", "3 entries"});
}

void TestImportNemoErrors::errors()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    LaunchFile f =
        file.startsWith(QLatin1String("text:")) ? LaunchFile{"inline.yaml", file.mid(5).toStdString()} : dataFile(file);
    std::vector<ScriptWord> w;
    for (const QString& word : words) {
        if (word.startsWith(QLatin1String("@opaque:")))
            w.push_back({word.mid(8).toStdString(), 1, 1});
        else
            w.push_back({word.toStdString(), 1, 0});
    }
    const QString error = errorOf([&] {
        if (reader == QLatin1String("nemo"))
            nemo(f, "launch.sh", w);
        else
            bridge(&f, "launch.sh", w);
    });
    if (file.startsWith(QLatin1String("text:")))
        expected.prepend(QStringLiteral("inline.yaml"));
    for (const QString& e : expected)
        QVERIFY2(error.contains(e), qPrintable(QStringLiteral("'%1' not in: %2").arg(e, error)));
}

// --- hostile files: never a crash, an InputError or a small report, quickly -------------------------

void TestImportNemoErrors::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("nemoError"); // "" when the file is read, "?" when either is fine
    QTest::addColumn<QString>("bridgeError");
    std::string keys = "trainer:\n  devices: 8\nexp_manager:\n";
    for (int i = 0; i < 100000; ++i)
        keys += "  key_" + std::to_string(i) + ": " + std::to_string(i) + "\n";
    // NeMo's experiment manager section is one row; Bridge has no such section and refuses the unknown keys.
    QTest::newRow("1e5 keys in a section")
        << QByteArray::fromStdString(keys) << QString() << QStringLiteral("more than 10000 settings");
    std::string unknown = "model:\n";
    for (int i = 0; i < 100000; ++i)
        unknown += "  key_" + std::to_string(i) + ": " + std::to_string(i) + "\n";
    QTest::newRow("1e5 unknown keys") << QByteArray::fromStdString(unknown)
                                      << QStringLiteral("more than 10000 settings")
                                      << QStringLiteral("more than 10000 settings");
    std::string many;
    for (int i = 0; i < 600000; ++i)
        many += "k" + std::to_string(i) + ": 1\n";
    QTest::newRow("6e5 top-level keys") << QByteArray::fromStdString(many) << QStringLiteral("more than 400000 values")
                                        << QStringLiteral("more than 400000 values");
    const std::string flowDeep = "model: " + std::string(100000, '{') + std::string(100000, '}') + "\n";
    QTest::newRow("deep flow nesting") << QByteArray::fromStdString(flowDeep) << QStringLiteral("not valid YAML")
                                       << QStringLiteral("not valid YAML");
    std::string blockDeep;
    for (int i = 0; i < 200; ++i)
        blockDeep += std::string(size_t(i), ' ') + "k:\n";
    blockDeep += std::string(200, ' ') + "k: 1\n";
    QTest::newRow("deep block nesting") << QByteArray::fromStdString(blockDeep) << QStringLiteral("deeper than 64")
                                        << QStringLiteral("deeper than 64");
    std::string bomb = "a0: &a0 {x: 1, y: 1}\n";
    for (int i = 1; i < 40; ++i)
        bomb += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " {p: *a" + std::to_string(i - 1) + ", q: *a" +
                std::to_string(i - 1) + "}\n";
    QTest::newRow("alias bomb") << QByteArray::fromStdString(bomb) << QStringLiteral("aliases counted")
                                << QStringLiteral("aliases counted");
    QTest::newRow("self alias") << QByteArray("model: &m\n  inner: *m\n") << QStringLiteral("?") << QStringLiteral("?");
    QTest::newRow("nul byte") << QByteArray("model:\n  num_layers: 2\0\n", 24) << QStringLiteral("line 2")
                              << QStringLiteral("line 2");
    QTest::newRow("not a mapping") << QByteArray("- a\n- b\n") << QStringLiteral("not a mapping")
                                   << QStringLiteral("not a mapping");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("no settings") << QStringLiteral("no settings");
    QTest::newRow("long number") << QByteArray::fromStdString("model:\n  num_layers: " + std::string(1 << 20, '9') +
                                                              "\n")
                                 << QStringLiteral("out of range") << QStringLiteral("out of range");
}

void TestImportNemoErrors::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, nemoError);
    QFETCH(QString, bridgeError);
    const LaunchFile f{"inline.yaml", text.toStdString()};
    for (int reader = 0; reader < 2; ++reader) {
        const auto start = std::chrono::steady_clock::now();
        size_t rows = 0;
        const QString error = errorOf([&] {
            const ImportResult r = reader == 0 ? nemo(f) : bridge(&f, "run.sh", {});
            rows = r.report.settings.size();
        });
        const QString& expected = reader == 0 ? nemoError : bridgeError;
        if (expected.isEmpty()) {
            QCOMPARE(error, QStringLiteral("accepted"));
            QVERIFY(rows < 200);
        } else if (expected != QLatin1String("?")) {
            QVERIFY2(error.contains(expected) && error.contains(QStringLiteral("inline.yaml")), qPrintable(error));
        }
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
    }
    (void)looksLikeNemoYaml(f.text);
    (void)looksLikeBridgeYaml(f.text);
}

QTEST_APPLESS_MAIN(TestImportNemoErrors)
#include "tst_import_nemo_errors.moc"
