// accelerate's launch config read back into a scenario: configs in the style of accelerate's
// examples/config_yaml_templates and `accelerate config` output, the FSDP, DeepSpeed and
// Megatron-LM plugin sections, the DeepSpeed file a config names, contradictions and bad
// values naming the key and line, hostile YAML, and the round trip of the golden exports.

#include "configimportsupport.h"

#include "core/import/accelerateimport.h"

#include <QElapsedTimer>
#include <QTest>

using namespace shardscope;
using namespace configimport;

namespace {

struct Read
{
    ImportBuilder builder;
    DeepSpeedBatch batch;
};

Read readConfig(const LaunchFile& file, const std::vector<LaunchFile>& others = {},
                const Scenario& base = contraryBase())
{
    ImportBuilder builder(base, "accelerate");
    DeepSpeedBatch batch = importAccelerateConfig(file, others, builder, ImportContext{});
    return {std::move(builder), std::move(batch)};
}

/** A data file, with the DeepSpeed config of the data directory among the other files. */
Read readData(const std::string& name)
{
    return readConfig(dataFile("accelerate", name), {dataFile("accelerate", "zero_stage2_config.json")});
}

Read readText(const std::string& text, const std::vector<LaunchFile>& others = {})
{
    return readConfig({"accelerate.yaml", text}, others);
}

const char* const kDataFiles[] = {"fsdp1_full_shard.yaml", "fsdp2_tp_multinode.yaml", "deepspeed_with_file.yaml",
                                  "deepspeed_plugin.yaml", "multi_gpu.yaml",          "megatron_lm.yaml",
                                  "single_gpu.yaml"};

} // namespace

class TestImportAccelerate : public QObject
{
    Q_OBJECT
private slots:
    void fields_data();
    void fields();
    void inlineFields_data();
    void inlineFields();
    void reportRows_data();
    void reportRows();
    void everyKeyHasOneRow_data();
    void everyKeyHasOneRow();
    void deepSpeedFile();
    void batchOnceDpIsKnown_data();
    void batchOnceDpIsKnown();
    void refused_data();
    void refused();
    void hostile_data();
    void hostile();
    void looksLike_data();
    void looksLike();
    void roundTrip_data();
    void roundTrip();
};

void TestImportAccelerate::fields_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    const auto add = [](const char* file, const char* path, const char* expected) {
        QTest::addRow("%s %s", file, path) << QString(file) << QString(path) << QString(expected);
    };
    // The FSDP template: FSDP1 FULL_SHARD on 4 GPUs of one machine.
    add("fsdp1_full_shard.yaml", "cluster.nodes", "1");
    add("fsdp1_full_shard.yaml", "cluster.gpus_per_node", "4");
    add("fsdp1_full_shard.yaml", "parallel.zero_stage", "3");
    add("fsdp1_full_shard.yaml", "parallel.zero3_engine", "fsdp");
    add("fsdp1_full_shard.yaml", "parallel.overlap.dp", "true");
    add("fsdp1_full_shard.yaml", "training.recompute", "none");
    add("fsdp1_full_shard.yaml", "training.precision", "bf16");
    add("fsdp1_full_shard.yaml", "training.offload_optimizer", "false");
    add("fsdp1_full_shard.yaml", "training.kernel_fusion", "eager");
    add("fsdp1_full_shard.yaml", "parallel.tp", "1");
    add("fsdp1_full_shard.yaml", "parallel.pp", "1");
    add("fsdp1_full_shard.yaml", "parallel.cp", "1");
    add("fsdp1_full_shard.yaml", "parallel.ep", "1");
    add("fsdp1_full_shard.yaml", "parallel.virtual_stages", "1");
    add("fsdp1_full_shard.yaml", "parallel.schedule", "1f1b");
    add("fsdp1_full_shard.yaml", "parallel.dp", "5"); // not stated: the orchestrator's
    // FSDP2 with TP 4 and a sharded DP of 32 over 16 machines of 8.
    add("fsdp2_tp_multinode.yaml", "cluster.nodes", "16");
    add("fsdp2_tp_multinode.yaml", "cluster.gpus_per_node", "8");
    add("fsdp2_tp_multinode.yaml", "parallel.tp", "4");
    add("fsdp2_tp_multinode.yaml", "parallel.cp", "1");
    add("fsdp2_tp_multinode.yaml", "parallel.dp", "32");
    add("fsdp2_tp_multinode.yaml", "parallel.zero_stage", "3");
    add("fsdp2_tp_multinode.yaml", "training.recompute", "full");
    add("fsdp2_tp_multinode.yaml", "training.recompute_method", "uniform");
    add("fsdp2_tp_multinode.yaml", "training.recompute_layers", "1");
    add("fsdp2_tp_multinode.yaml", "parallel.overlap.tp", "false");
    // The DeepSpeed template: the ZeRO settings live in the JSON file, the precision in the YAML.
    add("deepspeed_with_file.yaml", "cluster.nodes", "2");
    add("deepspeed_with_file.yaml", "cluster.gpus_per_node", "8");
    add("deepspeed_with_file.yaml", "parallel.zero_stage", "2");
    add("deepspeed_with_file.yaml", "parallel.overlap.dp", "true");
    add("deepspeed_with_file.yaml", "training.precision", "bf16");
    add("deepspeed_with_file.yaml", "training.optimizer", "adam");
    add("deepspeed_with_file.yaml", "training.offload_optimizer", "false");
    // `accelerate config` with the DeepSpeed plugin: ZeRO-3, optimizer on the CPU, fp16.
    add("deepspeed_plugin.yaml", "parallel.zero_stage", "3");
    add("deepspeed_plugin.yaml", "parallel.zero3_engine", "deepspeed");
    add("deepspeed_plugin.yaml", "training.offload_optimizer", "true");
    add("deepspeed_plugin.yaml", "training.precision", "fp16");
    add("deepspeed_plugin.yaml", "parallel.overlap.dp", "true");
    add("deepspeed_plugin.yaml", "training.main_grads", "fp32");
    add("deepspeed_plugin.yaml", "cluster.gpus_per_node", "8");
    // DDP over two machines, compiled with Inductor, no mixed precision.
    add("multi_gpu.yaml", "parallel.zero_stage", "0");
    add("multi_gpu.yaml", "parallel.overlap.dp", "true");
    add("multi_gpu.yaml", "training.precision", "fp32");
    add("multi_gpu.yaml", "training.kernel_fusion", "compiled");
    add("multi_gpu.yaml", "cluster.nodes", "2");
    add("multi_gpu.yaml", "cluster.gpus_per_node", "8");
    // The Megatron-LM plugin: TP 2, PP 2, sequence parallelism, selective recompute, distributed optimizer.
    add("megatron_lm.yaml", "parallel.tp", "2");
    add("megatron_lm.yaml", "parallel.pp", "2");
    add("megatron_lm.yaml", "parallel.cp", "1");
    add("megatron_lm.yaml", "parallel.sequence_parallel", "true");
    add("megatron_lm.yaml", "training.recompute", "selective");
    add("megatron_lm.yaml", "parallel.zero_stage", "1");
    add("megatron_lm.yaml", "parallel.overlap.dp", "false");
    add("megatron_lm.yaml", "parallel.overlap.tp", "false");
    add("megatron_lm.yaml", "parallel.schedule", "1f1b");
    add("megatron_lm.yaml", "parallel.virtual_stages", "1");
    add("megatron_lm.yaml", "training.kernel_fusion", "fused");
    // One GPU.
    add("single_gpu.yaml", "parallel.zero_stage", "0");
    add("single_gpu.yaml", "cluster.gpus_per_node", "1");
    add("single_gpu.yaml", "cluster.nodes", "1");
    add("single_gpu.yaml", "training.precision", "fp16");
}

void TestImportAccelerate::fields()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const Read r = readData(file.toStdString());
    QCOMPARE(fieldText(r.builder.scenario(), path), expected);
}

void TestImportAccelerate::inlineFields_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    const QString fsdp = QStringLiteral("distributed_type: FSDP\n");
    QTest::newRow("hybrid sharding on one machine") << fsdp + "fsdp_config:\n  fsdp_sharding_strategy: HYBRID_SHARD\n"
                                                    << "parallel.zero_stage"
                                                    << "3";
    QTest::newRow("strategy by number") << fsdp + "fsdp_config:\n  fsdp_sharding_strategy: 2\n"
                                        << "parallel.zero_stage"
                                        << "2";
    QTest::newRow("NO_SHARD") << fsdp + "fsdp_config:\n  fsdp_sharding_strategy: NO_SHARD\n"
                              << "parallel.zero_stage"
                              << "0";
    QTest::newRow("FSDP2 without resharding")
        << fsdp + "fsdp_config:\n  fsdp_version: 2\n  fsdp_reshard_after_forward: false\n"
        << "parallel.zero_stage"
        << "2";
    QTest::newRow("FSDP1 strategy as reshard_after_forward")
        << fsdp + "fsdp_config:\n  fsdp_reshard_after_forward: SHARD_GRAD_OP\n"
        << "parallel.zero_stage"
        << "2";
    QTest::newRow("FSDP defaults") << fsdp << "parallel.zero_stage"
                                   << "3";
    QTest::newRow("old fp16 key") << fsdp + "fp16: true\n"
                                  << "training.precision"
                                  << "fp16";
    QTest::newRow("no mixed precision") << fsdp << "training.precision"
                                        << "fp32";
    QTest::newRow("fp8 with Transformer Engine") << fsdp + "mixed_precision: fp8\nfp8_config:\n  backend: TE\n"
                                                 << "training.precision"
                                                 << "fp8-delayed";
    QTest::newRow("fp8 with torchao") << fsdp + "mixed_precision: fp8\nfp8_config:\n  backend: AO\n"
                                      << "training.precision"
                                      << "fp8-current";
    QTest::newRow("old dynamo_backend key") << "distributed_type: MULTI_GPU\ndynamo_backend: INDUCTOR\n"
                                            << "training.kernel_fusion"
                                            << "compiled";
    QTest::newRow("sequence parallelism without TP")
        << "distributed_type: MEGATRON_LM\nmegatron_lm_config:\n  megatron_lm_sequence_parallelism: true\n"
        << "parallel.sequence_parallel"
        << "false";
    QTest::newRow("older TP plugin") << "distributed_type: MULTI_GPU\ntp_config:\n  tp_size: 2\n"
                                     << "parallel.tp"
                                     << "2";
    QTest::newRow("DDP with parallelism_config")
        << "distributed_type: MULTI_GPU\nnum_processes: 16\nparallelism_config:\n  "
           "parallelism_config_dp_replicate_size: 8\n"
           "  parallelism_config_tp_size: 2\n"
        << "parallel.dp"
        << "8";
    QTest::newRow("DeepSpeed plugin defaults") << "distributed_type: DEEPSPEED\n"
                                               << "parallel.zero_stage"
                                               << "2";
    QTest::newRow("DeepSpeed plugin, overlap below ZeRO-3") << "distributed_type: DEEPSPEED\n"
                                                            << "parallel.overlap.dp"
                                                            << "false";
    QTest::newRow("JSON config") << R"({"distributed_type": "FSDP", "num_machines": 2, "num_processes": 16})"
                                 << "cluster.gpus_per_node"
                                 << "8";
    QTest::newRow("num_processes from the command line") << "distributed_type: FSDP\nnum_processes: -1\n"
                                                         << "cluster.gpus_per_node"
                                                         << "2";
    QTest::newRow("a section distributed_type does not use")
        << "distributed_type: MULTI_GPU\nfsdp_config:\n  fsdp_sharding_strategy: FULL_SHARD\n"
        << "parallel.zero_stage"
        << "0";
}

void TestImportAccelerate::inlineFields()
{
    QFETCH(QString, yaml);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const Read r = readText(yaml.toStdString());
    QCOMPARE(fieldText(r.builder.scenario(), path), expected);
}

void TestImportAccelerate::reportRows_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("fate");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<int>("line"); // 0: not checked
    const auto add = [](const char* file, const char* setting, const char* fate, const char* detail, int line) {
        QTest::addRow("%s %s", file, setting)
            << QString(file) << QString(setting) << QString(fate) << QString(detail) << line;
    };
    add("fsdp1_full_shard.yaml", "fsdp_config.fsdp_sharding_strategy", "mapped", "parallel.zero_stage", 14);
    add("fsdp1_full_shard.yaml", "num_processes", "mapped", "cluster.gpus_per_node", 6);
    add("fsdp1_full_shard.yaml", "num_machines", "defaulted", "src/accelerate/commands/config/config_args.py", 0);
    add("fsdp1_full_shard.yaml", "fsdp_config.fsdp_backward_prefetch", "ignored", "prefetch", 10);
    add("fsdp1_full_shard.yaml", "fsdp_config.fsdp_auto_wrap_policy", "ignored", "one transformer layer", 9);
    add("fsdp1_full_shard.yaml", "fsdp_config.fsdp_activation_checkpointing", "mapped", "training.recompute", 8);
    add("fsdp1_full_shard.yaml", "distributed_type", "mapped", "parallel.overlap.dp", 2);
    add("fsdp1_full_shard.yaml", "megatron_lm_config.megatron_lm_pp_degree", "defaulted", "pipeline", 0);
    add("fsdp2_tp_multinode.yaml", "parallelism_config.parallelism_config_dp_shard_size", "mapped", "parallel.dp", 18);
    add("fsdp2_tp_multinode.yaml", "parallelism_config.parallelism_config_tp_size", "mapped", "parallel.tp", 19);
    add("fsdp2_tp_multinode.yaml", "fsdp_config.fsdp_version", "ignored", "FSDP2", 15);
    add("fsdp2_tp_multinode.yaml", "fsdp_config.fsdp_reshard_after_forward", "mapped", "parallel.zero_stage", 12);
    add("fsdp2_tp_multinode.yaml", "main_process_ip", "ignored", "where and how", 22);
    add("fsdp2_tp_multinode.yaml", "tpu_env", "ignored", "TPU", 0);
    add("fsdp2_tp_multinode.yaml", "use_cpu", "ignored", "GPUs train", 0);
    add("deepspeed_with_file.yaml", "deepspeed_config.deepspeed_config_file", "ignored", "zero_stage2_config.json", 5);
    add("deepspeed_with_file.yaml", "zero_optimization.stage", "mapped", "parallel.zero_stage", 0);
    add("deepspeed_with_file.yaml", "bf16.enabled", "ignored", "\"auto\"", 0);
    add("deepspeed_with_file.yaml", "mixed_precision", "mapped", "training.precision", 11);
    add("deepspeed_with_file.yaml", "gradient_accumulation_steps", "ignored", "once DP is known", 0);
    add("deepspeed_with_file.yaml", "distributed_type", "ignored", "DeepSpeed plugin", 2);
    add("deepspeed_plugin.yaml", "deepspeed_config.zero_stage", "mapped", "parallel.zero_stage", 10);
    add("deepspeed_plugin.yaml", "deepspeed_config.offload_optimizer_device", "mapped", "training.offload_optimizer",
        6);
    add("deepspeed_plugin.yaml", "deepspeed_config.offload_param_device", "ignored", "no parameter offload", 7);
    add("deepspeed_plugin.yaml", "deepspeed_config.gradient_accumulation_steps", "ignored", "once DP is known", 4);
    add("deepspeed_plugin.yaml", "zero_optimization.overlap_comm", "defaulted", "deepspeed/runtime/zero/config.py", 0);
    add("deepspeed_plugin.yaml", "deepspeed_config.zero3_init_flag", "ignored", "not part of a training step", 8);
    add("multi_gpu.yaml", "dynamo_config.dynamo_backend", "mapped", "training.kernel_fusion", 15);
    add("multi_gpu.yaml", "dynamo_config.dynamo_mode", "ignored", "torch.compile", 16);
    add("multi_gpu.yaml", "mixed_precision", "mapped", "training.precision", 9);
    add("multi_gpu.yaml", "gpu_ids", "ignored", "num_processes", 6);
    add("megatron_lm.yaml", "megatron_lm_config.megatron_lm_num_micro_batches", "ignored", "once DP is known", 8);
    add("megatron_lm.yaml", "megatron_lm_config.megatron_lm_tp_degree", "mapped", "parallel.tp", 12);
    add("megatron_lm.yaml", "megatron_lm_config.megatron_lm_use_distributed_optimizer", "mapped", "parallel.zero_stage",
        13);
    add("megatron_lm.yaml", "--overlap-grad-reduce", "defaulted", "megatron/training/arguments.py", 0);
    add("single_gpu.yaml", "num_processes", "defaulted", "distributed_type NO", 0);
}

void TestImportAccelerate::reportRows()
{
    QFETCH(QString, file);
    QFETCH(QString, setting);
    QFETCH(QString, fate);
    QFETCH(QString, detail);
    QFETCH(int, line);
    Read r = readData(file.toStdString());
    const ImportResult result = std::move(r.builder).finish();
    const QString problem = rowProblem(result.report, setting.toStdString(), fate, detail);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    if (line > 0)
        QCOMPARE(row(result.report, setting.toStdString())->source.line, line);
}

void TestImportAccelerate::everyKeyHasOneRow_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f : kDataFiles)
        QTest::newRow(f) << QString(f);
}

void TestImportAccelerate::everyKeyHasOneRow()
{
    // Every key of the YAML (and of its sections) has exactly one row, at its own line.
    QFETCH(QString, file);
    const LaunchFile config = dataFile("accelerate", file.toStdString());
    Read r = readData(file.toStdString());
    const ImportResult result = std::move(r.builder).finish();
    const YAML::Node root = YAML::Load(config.text);
    for (auto it = root.begin(); it != root.end(); ++it) {
        const std::string key = it->first.Scalar();
        std::vector<std::pair<std::string, int>> keys{{key, it->first.Mark().line + 1}};
        if (it->second.IsMap() && it->second.size() > 0) {
            keys.clear();
            for (auto sub = it->second.begin(); sub != it->second.end(); ++sub)
                keys.push_back({key + "." + sub->first.Scalar(), sub->first.Mark().line + 1});
        }
        for (const auto& [name, line] : keys) {
            int rows = 0;
            for (const ImportedSetting& s : result.report.settings)
                if (s.source.file == config.name && s.source.name == name && s.fate != SettingFate::Defaulted) {
                    ++rows;
                    QCOMPARE(s.source.line, line);
                    if (s.fate == SettingFate::Ignored)
                        QVERIFY2(!s.note.empty(), qPrintable(QString::fromStdString(name) + " without a reason"));
                    else
                        QVERIFY2(!s.fields.empty(), qPrintable(QString::fromStdString(name) + " maps to no field"));
                }
            QVERIFY2(rows == 1, qPrintable(QString::fromStdString(name) + ": " + QString::number(rows) + " rows"));
        }
    }
}

void TestImportAccelerate::deepSpeedFile()
{
    const std::string yaml = "distributed_type: DEEPSPEED\n"
                             "deepspeed_config:\n"
                             "  deepspeed_config_file: configs/ds.json\n"
                             "mixed_precision: fp16\n";
    // The file's explicit bf16 against the YAML's fp16: both named.
    const LaunchFile bf16{"configs/ds.json", R"({"bf16": {"enabled": true}, "zero_optimization": {"stage": 1}})"};
    const QString message = errorOf([&] { readText(yaml, {bf16}); });
    QVERIFY2(message.contains(QStringLiteral("bf16.enabled = true")) &&
                 message.contains(QStringLiteral("mixed_precision = fp16 (accelerate.yaml line 4)")),
             qPrintable(message));
    // The file switching fp16 off against the YAML's fp16: DeepSpeed would train in fp32.
    const LaunchFile fp16Off{"configs/ds.json", R"({"fp16": {"enabled": false}})"};
    const QString off = errorOf([&] { readText(yaml, {fp16Off}); });
    QVERIFY2(off.contains(QStringLiteral("fp16.enabled = false")) &&
                 off.contains(QStringLiteral("mixed_precision = fp16")),
             qPrintable(off));
    // Found by its base name; switching bf16 off leaves accelerate free to add fp16.
    const LaunchFile bf16Off{"ds.json", R"({"bf16": {"enabled": false}, "zero_optimization": {"stage": 1}})"};
    Read r = readText(yaml, {bf16Off});
    QCOMPARE(r.builder.scenario().training.precision, Precision::Fp16);
    QCOMPARE(r.builder.scenario().parallel.zeroStage, 1);
    const LaunchFile& offFile = bf16Off;
    // Not given: listed, and ZeRO stays as it was.
    Read missing = readText(yaml);
    QCOMPARE(missing.builder.scenario().parallel.zeroStage, 1);
    const ImportResult result = std::move(missing.builder).finish();
    const QString problem =
        rowProblem(result.report, "deepspeed_config.deepspeed_config_file", "ignored", "not among the files given");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Two files of that name: ambiguous.
    const QString twice = errorOf([&] { readText(yaml, {{"a/ds.json", offFile.text}, {"b/ds.json", offFile.text}}); });
    QVERIFY2(twice.contains(QStringLiteral("line 3")) && twice.contains(QStringLiteral("several")), qPrintable(twice));
}

void TestImportAccelerate::batchOnceDpIsKnown_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("micro"); // the training script's micro-batch
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("global"); // the script's global batch; 0: none
    QTest::addColumn<int>("expected");
    QTest::addColumn<QStringList>("error");
    QTest::newRow("Megatron-LM plugin") << "megatron_lm.yaml" << 2 << 2 << 0 << 16 << QStringList();
    QTest::newRow("DeepSpeed plugin") << "deepspeed_plugin.yaml" << 1 << 8 << 0 << 32 << QStringList();
    QTest::newRow("DeepSpeed file") << "deepspeed_with_file.yaml" << 2 << 16 << 0 << 128 << QStringList();
    QTest::newRow("Megatron-LM plugin against the script")
        << "megatron_lm.yaml" << 2 << 2 << 20 << 0
        << QStringList{"--global-batch-size 20",
                       "megatron_lm_config.megatron_lm_num_micro_batches = 4 (megatron_lm.yaml "
                       "line 8)",
                       "DP 2"};
    QTest::newRow("nothing to derive without a micro-batch")
        << "fsdp1_full_shard.yaml" << 0 << 4 << 0 << 999 << QStringList();
}

void TestImportAccelerate::batchOnceDpIsKnown()
{
    QFETCH(QString, file);
    QFETCH(int, micro);
    QFETCH(int, dp);
    QFETCH(int, global);
    QFETCH(int, expected);
    QFETCH(QStringList, error);
    Read r = readData(file.toStdString());
    if (micro > 0)
        r.builder.set(FieldId::MicroBatch, int64_t(micro),
                      {"train.py", 40, "--micro-batch-size", std::to_string(micro)});
    if (global > 0)
        r.builder.set(FieldId::GlobalBatch, int64_t(global),
                      {"train.py", 41, "--global-batch-size", std::to_string(global)});
    r.builder.set(FieldId::Dp, int64_t(dp), scriptDp(dp));
    const QString message = errorOf([&] { checkDeepSpeedBatch(r.batch, r.builder); });
    if (!error.isEmpty()) {
        for (const QString& word : error)
            QVERIFY2(message.contains(word), qPrintable(message + "  lacks  " + word));
        return;
    }
    QCOMPARE(message, QStringLiteral("accepted"));
    QCOMPARE(r.builder.scenario().training.globalBatch, int64_t(expected));
}

void TestImportAccelerate::refused_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<QStringList>("words");
    // refused.yaml: one config per document, opened by "--- # case | words | words".
    const QString all = QString::fromStdString(dataFile("accelerate", "refused.yaml").text);
    int cases = 0;
    for (const QString& part : all.split(QStringLiteral("\n--- # "))) {
        if (part.startsWith(QLatin1Char('#')))
            continue; // the file's own comment
        const qsizetype end = part.indexOf(QLatin1Char('\n'));
        QStringList words = part.left(end).split(QStringLiteral(" | "));
        const QString name = words.takeFirst();
        QTest::newRow(qPrintable(name)) << part.mid(end + 1) << words;
        ++cases;
    }
    QVERIFY(cases >= 30);
}

void TestImportAccelerate::refused()
{
    QFETCH(QString, yaml);
    QFETCH(QStringList, words);
    const std::string text = yaml.toStdString();
    const QString message = errorOf([&] { readText(text); });
    QVERIFY2(message.startsWith(QStringLiteral("accelerate.yaml: ")), qPrintable(message));
    for (const QString& word : words)
        QVERIFY2(message.contains(word), qPrintable(message + "  lacks  " + word));
}

void TestImportAccelerate::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("words"); // empty: read without error
    QTest::newRow("invalid UTF-8 on line 3")
        << QByteArray("distributed_type: FSDP\nnum_processes: 8\nnote: \"\xc3\x28\"\n") << "line 3: is not valid UTF-8";
    QTest::newRow("NUL byte") << QByteArray("distributed_type: FSDP\n\0\n", 25) << "NUL";
    QTest::newRow("flow nesting 100000 deep")
        << "distributed_type: FSDP\nx: " + QByteArray(100000, '[') << "line 2: nests too deep";
    QByteArray block = "distributed_type: FSDP\n";
    for (int i = 0; i < 3000; ++i)
        block += QByteArray(i, ' ') + "k:\n";
    QTest::newRow("block nesting 3000 deep") << block << "nests too deep";
    QByteArray manyKeys = "distributed_type: FSDP\n";
    for (int i = 0; i < 100000; ++i)
        manyKeys += "key" + QByteArray::number(i) + ": " + QByteArray::number(i) + "\n";
    QTest::newRow("100000 keys") << manyKeys << "line 4097: key4095";
    QByteArray bomb = "distributed_type: FSDP\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int i = 1; i < 10; ++i) {
        bomb += "a" + QByteArray::number(i) + ": &a" + QByteArray::number(i) + " [";
        for (int j = 0; j < 10; ++j)
            bomb += (j ? ", *a" : "*a") + QByteArray::number(i - 1);
        bomb += "]\n";
    }
    QTest::newRow("alias expansion") << bomb << "";
    QTest::newRow("huge number") << QByteArray("distributed_type: FSDP\nnum_processes: 99999999999999999999999\n")
                                 << "line 2: num_processes";
    QTest::newRow("huge scalar") << "distributed_type: FSDP\nnote: " + QByteArray(8 << 20, 'x') + "\nnum_machines: -3\n"
                                 << "line 3: num_machines = -3";
}

void TestImportAccelerate::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, words);
    QElapsedTimer clock;
    clock.start();
    const LaunchFile file{"accelerate.yaml", std::string(text.constData(), size_t(text.size()))};
    const QString message = errorOf([&] { readConfig(file); });
    if (words.isEmpty()) {
        QCOMPARE(message, QStringLiteral("accepted"));
    } else {
        QVERIFY2(message.startsWith(QStringLiteral("accelerate.yaml: ")), qPrintable(message.left(300)));
        QVERIFY2(message.contains(words), qPrintable(message.left(300)));
        QVERIFY2(message.size() < 2000, "the message quotes the file at length");
    }
    QVERIFY2(clock.elapsed() < 20000, "hostile input takes too long");
}

void TestImportAccelerate::looksLike_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accelerate");
    QTest::newRow("golden export") << QString::fromStdString(goldenFiles("zero3-no-pp", "accelerate")[0].text) << true;
    QTest::newRow("template") << QString::fromStdString(dataFile("accelerate", "fsdp1_full_shard.yaml").text) << true;
    QTest::newRow("JSON config") << R"({"compute_environment": "LOCAL_MACHINE", "num_processes": 8})" << true;
    QTest::newRow("NeMo YAML") << "trainer:\n  devices: 8\nmodel:\n  micro_batch_size: 1\n" << false;
    QTest::newRow("DeepSpeed JSON") << R"({"train_batch_size": 8})" << false;
    QTest::newRow("not YAML") << "a: [1, 2" << false;
    QTest::newRow("a list") << "- distributed_type\n" << false;
}

void TestImportAccelerate::looksLike()
{
    QFETCH(QString, text);
    QFETCH(bool, accelerate);
    QCOMPARE(looksLikeAccelerateConfig(text.toStdString()), accelerate);
}

void TestImportAccelerate::roundTrip_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("base");
    const QStringList& names = exportsupport::kScenarios;
    int rows = 0;
    for (int i = 0; i < names.size(); ++i) {
        if (goldenFiles(names[i], QStringLiteral("accelerate")).empty())
            continue; // REFUSED: moe-ep (accelerate has no expert parallelism)
        QTest::newRow(qPrintable(names[i])) << names[i] << names[(i + 1) % names.size()];
        ++rows;
    }
    QVERIFY(rows >= 5);
}

void TestImportAccelerate::roundTrip()
{
    // accelerate.yaml expresses the machines and processes, TP / PP / CP, DP where FSDP states
    // it, the ZeRO stage, recompute on or off (FSDP checkpoints whole layers: a selective
    // scenario comes back as full; the Megatron-LM plugin's switch is selective recompute),
    // sequence parallelism (Megatron-LM plugin), DP overlap and the precision. It cannot express
    // the batch (the training script's dataloader), sequence length, the model, EP, the
    // optimizer and its moments, the kernels and attention, nor DP under the Megatron-LM plugin
    // (the world size's); the exporter's "Adapted" lines say where it changed the plan.
    QFETCH(QString, scenario);
    QFETCH(QString, base);
    const Scenario original = exportsupport::goldenScenario(scenario);
    const std::vector<LaunchFile> files = goldenFiles(scenario, QStringLiteral("accelerate"));
    QCOMPARE(files.front().name, std::string("accelerate.yaml"));
    const QString golden = goldenText(scenario, QStringLiteral("accelerate"));

    Read r = readConfig(files.front(), {}, exportsupport::goldenScenario(base));
    const bool megatron = golden.contains(QStringLiteral("distributed_type: MEGATRON_LM"));
    if (megatron) {
        // What the orchestrator adds: the script's micro-batch and DP from the world size.
        r.builder.set(FieldId::MicroBatch, original.training.microBatch, {"train.py", 1, "--micro-batch-size", "1"});
        r.builder.set(FieldId::Dp, int64_t(original.parallel.dp), scriptDp(original.parallel.dp));
        checkDeepSpeedBatch(r.batch, r.builder);
    }
    const Scenario& read = r.builder.scenario();

    QCOMPARE(read.cluster.nodes, original.cluster.nodes);
    QCOMPARE(read.cluster.gpusPerNode, original.cluster.gpusPerNode);
    QCOMPARE(read.parallel.tp, original.parallel.tp);
    QCOMPARE(read.parallel.pp, original.parallel.pp);
    QCOMPARE(read.parallel.cp, original.parallel.cp);
    QCOMPARE(read.parallel.dp, original.parallel.dp);
    if (megatron) {
        QCOMPARE(read.training.globalBatch, original.training.globalBatch);
        QCOMPARE(read.parallel.sequenceParallel, original.parallel.sequenceParallel && original.parallel.tp > 1);
    }
    int zero = original.parallel.zeroStage;
    if (golden.contains(QStringLiteral("Adapted (AC-4)")) || golden.contains(QStringLiteral("Adapted (AC-5)")))
        zero = 2;
    if (golden.contains(QStringLiteral("exported as Megatron's distributed optimizer")))
        zero = 1;
    QCOMPARE(read.parallel.zeroStage, zero);
    const bool fp8Adapted =
        golden.contains(QStringLiteral("Adapted (AC-fp8)")) || golden.contains(QStringLiteral("FP8 exported as BF16"));
    QCOMPARE(read.training.precision, fp8Adapted ? Precision::Bf16 : original.training.precision);
    QCOMPARE(read.training.recompute != Recompute::None, original.training.recompute != Recompute::None);
    bool overlap = original.parallel.overlap.dataParallel;
    if (golden.contains(QStringLiteral("gradient reduction not overlapped")))
        overlap = false;
    if (golden.contains(QStringLiteral("data-parallel communication overlapped")))
        overlap = true;
    QCOMPARE(read.parallel.overlap.dataParallel, overlap);
    const bool oneF1b = golden.contains(QStringLiteral("interleaving dropped")) ||
                        golden.contains(QStringLiteral("Adapted (AC-schedule)"));
    QCOMPARE(read.parallel.virtualStages, oneF1b ? 1 : original.parallel.virtualStages);
    QCOMPARE(read.parallel.schedule, oneF1b ? PipelineSchedule::OneFOneB : original.parallel.schedule);
    QCOMPARE(read.training.offloadOptimizer, original.training.offloadOptimizer);
}

QTEST_GUILESS_MAIN(TestImportAccelerate)
#include "tst_import_accelerate.moc"
