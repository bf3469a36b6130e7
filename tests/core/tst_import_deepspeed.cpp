// DeepSpeed's ds_config.json read back into a scenario: configs in the style of DeepSpeed's
// config documentation and the Hugging Face integration, the report row of every key, the
// batch identity once DP is known, contradictions and bad values, hostile files, and the
// round trip of every golden DeepSpeed export.

#include "configimportsupport.h"

#include "core/import/deepspeedimport.h"

#include <QElapsedTimer>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace shardscope;
using namespace configimport;

namespace {

/** A builder after reading one config, and the batch terms it returned. */
struct Read
{
    ImportBuilder builder;
    DeepSpeedBatch batch;
};

Read readConfig(const LaunchFile& file, const Scenario& base = contraryBase())
{
    ImportBuilder builder(base, "DeepSpeed");
    DeepSpeedBatch batch = importDeepSpeedConfig(file, builder, ImportContext{});
    return {std::move(builder), std::move(batch)};
}

Read readData(const std::string& name)
{
    return readConfig(dataFile("deepspeed", name));
}

const char* const kDataFiles[] = {"zero3_cpu_offload.json",        "zero2_fp16.json", "hf_trainer_auto.json",
                                  "megatron_deepspeed_zero1.json", "plain_fp32.json", "bf16_optimizer_states.json"};

/** Every key path of a JSON object: sections and their keys ("zero_optimization.offload_optimizer.device"). */
void keyPaths(const nlohmann::json& object, const std::string& prefix, std::vector<std::string>& out)
{
    for (const auto& [key, value] : object.items()) {
        out.push_back(prefix + key);
        if (value.is_object())
            keyPaths(value, prefix + key + ".", out);
    }
}

} // namespace

class TestImportDeepSpeed : public QObject
{
    Q_OBJECT
private slots:
    void fields_data();
    void fields();
    void reportRows_data();
    void reportRows();
    void everyKeyHasOneRow_data();
    void everyKeyHasOneRow();
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

void TestImportDeepSpeed::fields_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    const auto add = [](const char* file, const char* path, const char* expected) {
        QTest::addRow("%s %s", file, path) << QString(file) << QString(path) << QString(expected);
    };
    // ZeRO-3 with the optimizer on the CPU, bf16, the whole batch triple.
    add("zero3_cpu_offload.json", "training.global_batch", "1024");
    add("zero3_cpu_offload.json", "training.micro_batch", "4");
    add("zero3_cpu_offload.json", "parallel.zero_stage", "3");
    add("zero3_cpu_offload.json", "parallel.zero3_engine", "deepspeed"); // DeepSpeed runs its own ZeRO-3
    add("zero3_cpu_offload.json", "parallel.overlap.dp", "true");
    add("zero3_cpu_offload.json", "training.offload_optimizer", "true");
    add("zero3_cpu_offload.json", "training.precision", "bf16");
    add("zero3_cpu_offload.json", "training.optimizer", "adam");
    add("zero3_cpu_offload.json", "training.main_grads", "fp32");
    add("zero3_cpu_offload.json", "training.optimizer_moments", "fp32");
    add("zero3_cpu_offload.json", "parallel.tp", "2"); // the script's, not the config's
    // ZeRO-2 with fp16 loss scaling; no train_batch_size: the global batch waits for DP.
    add("zero2_fp16.json", "training.micro_batch", "8");
    add("zero2_fp16.json", "training.global_batch", "999");
    add("zero2_fp16.json", "parallel.zero_stage", "2");
    add("zero2_fp16.json", "parallel.overlap.dp", "true");
    add("zero2_fp16.json", "training.precision", "fp16");
    add("zero2_fp16.json", "training.offload_optimizer", "false");
    // The Hugging Face Trainer's template: every batch and precision value is "auto".
    add("hf_trainer_auto.json", "parallel.zero_stage", "3");
    add("hf_trainer_auto.json", "training.precision", "fp8-current");
    add("hf_trainer_auto.json", "training.micro_batch", "3");
    add("hf_trainer_auto.json", "training.global_batch", "999");
    add("hf_trainer_auto.json", "training.offload_optimizer", "false");
    // Megatron-DeepSpeed's ZeRO-1 config: overlap_comm left to DeepSpeed (off below ZeRO-3).
    add("megatron_deepspeed_zero1.json", "training.global_batch", "512");
    add("megatron_deepspeed_zero1.json", "training.micro_batch", "1");
    add("megatron_deepspeed_zero1.json", "parallel.zero_stage", "1");
    add("megatron_deepspeed_zero1.json", "parallel.overlap.dp", "false");
    add("megatron_deepspeed_zero1.json", "training.precision", "bf16");
    add("megatron_deepspeed_zero1.json", "training.recompute", "full"); // the script's setting
    // No ZeRO and no precision block: DeepSpeed's defaults.
    add("plain_fp32.json", "training.micro_batch", "2");
    add("plain_fp32.json", "parallel.zero_stage", "0");
    add("plain_fp32.json", "parallel.overlap.dp", "false");
    add("plain_fp32.json", "training.precision", "fp32");
    add("plain_fp32.json", "training.optimizer", "sgd");
    add("plain_fp32.json", "training.offload_optimizer", "false");
    // bf16 master weights and optimizer states, NVMe offload, AutoTP.
    add("bf16_optimizer_states.json", "training.global_batch", "256");
    add("bf16_optimizer_states.json", "training.main_grads", "bf16");
    add("bf16_optimizer_states.json", "training.optimizer_moments", "bf16");
    add("bf16_optimizer_states.json", "training.offload_optimizer", "true");
    add("bf16_optimizer_states.json", "parallel.tp", "4");
    add("bf16_optimizer_states.json", "parallel.zero_stage", "2");
    add("bf16_optimizer_states.json", "training.precision", "bf16");
}

void TestImportDeepSpeed::fields()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const Read r = readData(file.toStdString());
    QCOMPARE(fieldText(r.builder.scenario(), path), expected);
}

void TestImportDeepSpeed::reportRows_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("fate");
    QTest::addColumn<QString>("detail"); // a field path the row lists, or words of its note
    const auto add = [](const char* file, const char* setting, const char* fate, const char* detail) {
        QTest::addRow("%s %s", file, setting) << QString(file) << QString(setting) << QString(fate) << QString(detail);
    };
    add("zero3_cpu_offload.json", "zero_optimization.stage", "mapped", "parallel.zero_stage");
    add("zero3_cpu_offload.json", "zero_optimization.stage", "mapped", "parallel.zero3_engine");
    add("zero3_cpu_offload.json", "train_micro_batch_size_per_gpu", "mapped", "training.micro_batch");
    add("zero3_cpu_offload.json", "zero_optimization.offload_optimizer.device", "mapped", "training.offload_optimizer");
    add("zero3_cpu_offload.json", "zero_optimization.overlap_comm", "mapped", "parallel.overlap.dp");
    add("zero3_cpu_offload.json", "gradient_accumulation_steps", "ignored", "once DP is known");
    add("zero3_cpu_offload.json", "zero_optimization.reduce_bucket_size", "ignored", "bucket");
    add("zero3_cpu_offload.json", "zero_optimization.stage3_max_live_parameters", "ignored", "ZeRO-3");
    add("zero3_cpu_offload.json", "zero_optimization.offload_param.device", "ignored", "no parameter offload");
    add("zero3_cpu_offload.json", "zero_optimization.offload_optimizer.pin_memory", "ignored", "pinned");
    add("zero3_cpu_offload.json", "optimizer.params", "ignored", "learning rate");
    add("zero3_cpu_offload.json", "scheduler", "ignored", "learning-rate schedule");
    add("zero3_cpu_offload.json", "gradient_clipping", "ignored", "does not change memory");
    add("zero3_cpu_offload.json", "bf16.bf16_optimizer_states", "defaulted", "deepspeed/runtime/precision_config.py");
    add("zero2_fp16.json", "fp16.enabled", "mapped", "training.precision");
    add("zero2_fp16.json", "fp16.loss_scale_window", "ignored", "loss scaling");
    add("zero2_fp16.json", "zero_optimization.allgather_bucket_size", "ignored", "bucket");
    add("zero2_fp16.json", "tensorboard", "ignored", "logging");
    add("hf_trainer_auto.json", "train_batch_size", "ignored", "\"auto\"");
    add("hf_trainer_auto.json", "bf16.enabled", "ignored", "\"auto\"");
    add("hf_trainer_auto.json", "zero_optimization.stage3_prefetch_bucket_size", "ignored", "bucket");
    add("megatron_deepspeed_zero1.json", "fp16.enabled", "ignored", "off");
    add("megatron_deepspeed_zero1.json", "zero_optimization.overlap_comm", "defaulted",
        "deepspeed/runtime/zero/config.py");
    add("megatron_deepspeed_zero1.json", "activation_checkpointing.partition_activations", "ignored",
        "sequence parallelism");
    add("megatron_deepspeed_zero1.json", "activation_checkpointing.cpu_checkpointing", "ignored", "GPU memory");
    add("megatron_deepspeed_zero1.json", "prescale_gradients", "ignored", "scaled");
    add("plain_fp32.json", "zero_optimization.stage", "defaulted", "deepspeed/runtime/zero/config.py");
    add("plain_fp32.json", "bf16.enabled", "defaulted", "deepspeed/runtime/precision_config.py");
    add("plain_fp32.json", "my_own_setting", "ignored", "not read by ShardScope");
    add("plain_fp32.json", "flops_profiler", "ignored", "profiling");
    add("plain_fp32.json", "optimizer.type", "mapped", "training.optimizer");
    add("bf16_optimizer_states.json", "zero_optimization.offload_optimizer.device", "mapped", "NVMe");
    add("bf16_optimizer_states.json", "zero_optimization.offload_optimizer.nvme_path", "ignored", "NVMe");
    add("bf16_optimizer_states.json", "tensor_parallel.autotp_size", "mapped", "parallel.tp");
    add("bf16_optimizer_states.json", "bf16.bf16_master_weights_and_grads", "mapped", "training.main_grads");
}

void TestImportDeepSpeed::reportRows()
{
    QFETCH(QString, file);
    QFETCH(QString, setting);
    QFETCH(QString, fate);
    QFETCH(QString, detail);
    Read r = readData(file.toStdString());
    const ImportResult result = std::move(r.builder).finish();
    const QString problem = rowProblem(result.report, setting.toStdString(), fate, detail);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestImportDeepSpeed::everyKeyHasOneRow_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f : kDataFiles)
        QTest::newRow(f) << QString(f);
}

void TestImportDeepSpeed::everyKeyHasOneRow()
{
    // A key ends in exactly one row; a section is covered by its own row or by a row for each of its keys.
    QFETCH(QString, file);
    const LaunchFile config = dataFile("deepspeed", file.toStdString());
    Read r = readConfig(config);
    const ImportResult result = std::move(r.builder).finish();
    std::map<std::string, int> rows;
    for (const ImportedSetting& s : result.report.settings)
        if (s.fate != SettingFate::Defaulted)
            ++rows[s.source.name];
    for (const auto& [name, count] : rows)
        QVERIFY2(count == 1, qPrintable(QString::fromStdString(name) + " has several rows"));
    std::vector<std::string> paths;
    keyPaths(nlohmann::json::parse(config.text), "", paths);
    for (const std::string& path : paths) {
        bool covered = rows.count(path) > 0;
        for (const auto& [name, count] : rows)
            covered = covered || name.rfind(path + ".", 0) == 0 || path.rfind(name + ".", 0) == 0;
        QVERIFY2(covered, qPrintable(QString::fromStdString(path) + " has no row"));
    }
    for (const ImportedSetting& s : result.report.settings)
        if (s.fate == SettingFate::Mapped)
            QVERIFY2(!s.fields.empty(), qPrintable(QString::fromStdString(s.source.name) + " maps to no field"));
}

void TestImportDeepSpeed::batchOnceDpIsKnown_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("global");
    QTest::addColumn<int>("micro");
    QTest::addColumn<QStringList>("error"); // words of the error; empty: it holds
    QTest::newRow("three terms hold") << "megatron_deepspeed_zero1.json" << 16 << 4 << 512 << 1 << QStringList();
    QTest::newRow("accumulation derived, does not divide")
        << "megatron_deepspeed_zero1.json" << 3 << 1 << 0 << 0
        << QStringList{"train_batch_size = 512", "train_micro_batch_size_per_gpu = 1", "gradient_accumulation_steps",
                       "DP 3 from --nnodes 3 (train.sh line 12)"};
    QTest::newRow("triple holds") << "zero3_cpu_offload.json" << 32 << 1 << 1024 << 4 << QStringList();
    QTest::newRow("triple does not hold") << "zero3_cpu_offload.json" << 16 << 1 << 0 << 0
                                          << QStringList{"zero3_cpu_offload.json",
                                                         "train_batch_size = 1024",
                                                         "train_micro_batch_size_per_gpu = 4",
                                                         "gradient_accumulation_steps = 8",
                                                         "DP 16",
                                                         "= 512",
                                                         "_batch_assertion"};
    QTest::newRow("global derived from micro x accumulation x DP")
        << "zero2_fp16.json" << 4 << 1 << 64 << 8 << QStringList();
    QTest::newRow("global derived from micro x DP") << "plain_fp32.json" << 8 << 1 << 16 << 2 << QStringList();
    QTest::newRow("micro derived") << "bf16_optimizer_states.json" << 8 << 1 << 256 << 8 << QStringList();
    QTest::newRow("micro derived, does not divide")
        << "bf16_optimizer_states.json" << 3 << 1 << 0 << 0
        << QStringList{"train_batch_size = 256", "train_micro_batch_size_per_gpu", "DP 3", "does not give it back"};
    QTest::newRow("ZeRO-2 under the pipeline engine")
        << "zero2_fp16.json" << 4 << 2 << 0 << 0
        << QStringList{"zero_optimization.stage = 2", "pipeline engine", "PP is 2"};
    QTest::newRow("auto: nothing to check") << "hf_trainer_auto.json" << 7 << 1 << 999 << 3 << QStringList();
}

void TestImportDeepSpeed::batchOnceDpIsKnown()
{
    QFETCH(QString, file);
    QFETCH(int, dp);
    QFETCH(int, pp);
    QFETCH(int, global);
    QFETCH(int, micro);
    QFETCH(QStringList, error);
    Read r = readData(file.toStdString());
    r.builder.set(FieldId::Dp, int64_t(dp), scriptDp(dp));
    r.builder.set(FieldId::Pp, int64_t(pp), {"train.sh", 13, "--pipeline-model-parallel-size", std::to_string(pp)});
    const QString message = errorOf([&] { checkDeepSpeedBatch(r.batch, r.builder); });
    if (!error.isEmpty()) {
        for (const QString& word : error)
            QVERIFY2(message.contains(word), qPrintable(message + "  lacks  " + word));
        return;
    }
    QCOMPARE(message, QStringLiteral("accepted"));
    QCOMPARE(r.builder.scenario().training.globalBatch, int64_t(global));
    QCOMPARE(r.builder.scenario().training.microBatch, int64_t(micro));
    checkDeepSpeedBatch(r.batch, r.builder); // twice is harmless
    const ImportResult result = std::move(r.builder).finish();
    if (file == QLatin1String("zero2_fp16.json") || file == QLatin1String("plain_fp32.json")) {
        const QString problem = rowProblem(result.report, "train_batch_size", "defaulted", "training.global_batch");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestImportDeepSpeed::refused_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("bf16 and fp16") << R"({"bf16": {"enabled": true}, "fp16": {"enabled": true}})"
                                   << QStringList{"fp16.enabled = true", "bf16.enabled = true", "both"};
    QTest::newRow("identity impossible")
        << R"({"train_batch_size": 500, "train_micro_batch_size_per_gpu": 3, "gradient_accumulation_steps": 16})"
        << QStringList{"train_batch_size = 500", "train_micro_batch_size_per_gpu = 3",
                       "gradient_accumulation_steps = 16"};
    QTest::newRow("stage 4") << R"({"zero_optimization": {"stage": 4}})"
                             << QStringList{"zero_optimization.stage = 4", "0, 1, 2 or 3"};
    QTest::newRow("micro as text") << R"({"train_micro_batch_size_per_gpu": "eight"})"
                                   << QStringList{"train_micro_batch_size_per_gpu = eight", "integer"};
    QTest::newRow("micro negative") << R"({"train_micro_batch_size_per_gpu": -1})"
                                    << QStringList{"train_micro_batch_size_per_gpu = -1", "between 1 and"};
    QTest::newRow("micro fractional") << R"({"train_micro_batch_size_per_gpu": 2.5})"
                                      << QStringList{"train_micro_batch_size_per_gpu = 2.5", "integer"};
    QTest::newRow("global beyond uint64")
        << R"({"train_batch_size": 99999999999999999999999})" << QStringList{"train_batch_size", "integer"};
    QTest::newRow("accumulation zero") << R"({"train_batch_size": 8, "gradient_accumulation_steps": 0})"
                                       << QStringList{"gradient_accumulation_steps = 0", "between 1"};
    QTest::newRow("NaN") << R"({"train_batch_size": NaN})" << QStringList{"not valid JSON", "line 1"};
    QTest::newRow("overlap_comm as text") << R"({"zero_optimization": {"stage": 2, "overlap_comm": "yes"}})"
                                          << QStringList{"zero_optimization.overlap_comm = yes", "true or false"};
    QTest::newRow("parameter offload with ZeRO-3")
        << R"({"zero_optimization": {"stage": 3, "offload_param": {"device": "cpu", "pin_memory": true}}})"
        << QStringList{"zero_optimization.offload_param.device = cpu", "ZeRO-Infinity"};
    QTest::newRow("optimizer offload without ZeRO")
        << R"({"zero_optimization": {"stage": 0, "offload_optimizer": {"device": "cpu"}}})"
        << QStringList{"zero_optimization.offload_optimizer.device = cpu", "zero_optimization.stage = 0"};
    QTest::newRow("optimizer offload, stage left to the default")
        << R"({"zero_optimization": {"offload_optimizer": {"device": "cpu"}}})"
        << QStringList{"zero_optimization.offload_optimizer.device = cpu", "zero_optimization.stage"};
    QTest::newRow("unknown offload device")
        << R"({"zero_optimization": {"stage": 2, "offload_optimizer": {"device": "gpu"}}})"
        << QStringList{"offload_optimizer.device = gpu", "none, cpu or nvme"};
    QTest::newRow("partial offload")
        << R"({"zero_optimization": {"stage": 3, "offload_optimizer": {"device": "cpu", "ratio": 0.3}}})"
        << QStringList{"zero_optimization.offload_optimizer.ratio = 0.3", "partial"};
    QTest::newRow("Ulysses") << R"({"sequence_parallel_size": 4})"
                             << QStringList{"sequence_parallel_size = 4", "Ulysses"};
    QTest::newRow("MiCS") << R"({"zero_optimization": {"stage": 3, "mics_shard_size": 8}})"
                          << QStringList{"zero_optimization.mics_shard_size = 8", "MiCS"};
    QTest::newRow("ZeRO++ hpZ") << R"({"zero_optimization": {"stage": 3, "zero_hpz_partition_size": 8}})"
                                << QStringList{"zero_hpz_partition_size = 8"};
    QTest::newRow("bf16 states without bf16 master weights")
        << R"({"zero_optimization": {"stage": 1}, "bf16": {"enabled": true, "bf16_optimizer_states": true}})"
        << QStringList{"bf16.bf16_optimizer_states = true", "bf16_master_weights_and_grads"};
    QTest::newRow("bf16 master weights without ZeRO")
        << R"({"bf16": {"enabled": true, "bf16_master_weights_and_grads": true}})"
        << QStringList{"bf16.bf16_master_weights_and_grads = true", "zero_optimization.stage"};
    QTest::newRow("torch autocast") << R"({"torch_autocast": {"enabled": true, "dtype": "bfloat16"}})"
                                    << QStringList{"torch_autocast.enabled = true", "fp32 weights"};
    QTest::newRow("Apex AMP") << R"({"amp": {"enabled": true, "opt_level": "O1"}})"
                              << QStringList{"amp.enabled = true"};
    QTest::newRow("duplicate key") << R"({"train_batch_size": 8, "train_batch_size": 16})"
                                   << QStringList{"train_batch_size", "duplicate"};
    QTest::newRow("not an object") << "[1, 2]" << QStringList{"not a JSON object"};
    QTest::newRow("trailing comma") << "{\n  \"train_batch_size\": 8,\n}" << QStringList{"not valid JSON", "line 3"};
    QTest::newRow("section of the wrong type")
        << R"({"zero_optimization": "stage 3"})" << QStringList{"zero_optimization = stage 3", "JSON object"};
    QTest::newRow("AutoTP size zero") << R"({"tensor_parallel": {"autotp_size": 0}})"
                                      << QStringList{"tensor_parallel.autotp_size = 0", "between 1"};
}

void TestImportDeepSpeed::refused()
{
    QFETCH(QString, json);
    QFETCH(QStringList, words);
    const std::string text = json.toStdString();
    const QString message = errorOf([&] { readConfig({"ds_config.json", text}); });
    QVERIFY2(message.startsWith(QStringLiteral("ds_config.json: ")), qPrintable(message));
    for (const QString& word : words)
        QVERIFY2(message.contains(word), qPrintable(message + "  lacks  " + word));
}

void TestImportDeepSpeed::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("words");
    QTest::newRow("invalid UTF-8 on line 3")
        << QByteArray("{\n  \"train_batch_size\": 8,\n  \"note\": \"\xff\xfe\"\n}") << "line 3: is not valid UTF-8";
    QTest::newRow("NUL byte") << QByteArray("{\"train_batch_size\": 8}\0garbage", 31) << "NUL";
    QTest::newRow("nested 100000 deep") << QByteArray(100000, '[') << "nested deeper than 64 levels";
    QByteArray deepObjects;
    for (int i = 0; i < 20000; ++i)
        deepObjects += "{\"zero_optimization\":";
    QTest::newRow("objects nested 20000 deep") << deepObjects << "nested deeper than 64 levels";
    QByteArray manyKeys = "{\"train_batch_size\": 8";
    for (int i = 0; i < 100000; ++i)
        manyKeys += ",\"key" + QByteArray::number(i) + "\": " + QByteArray::number(i);
    manyKeys += "}";
    QTest::newRow("100000 keys") << manyKeys << "more than 4096 settings";
    QTest::newRow("number overflowing a double") << QByteArray("{\"train_batch_size\": 1e400}") << "overflows";
    QTest::newRow("huge string value") << ("{\"comment\": \"" + QByteArray(8 << 20, 'x') +
                                           "\", \"zero_optimization\": "
                                           "{\"stage\": 9}}")
                                       << "zero_optimization.stage = 9";
}

void TestImportDeepSpeed::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, words);
    QElapsedTimer clock;
    clock.start();
    const LaunchFile file{"ds_config.json", std::string(text.constData(), size_t(text.size()))};
    const QString message = errorOf([&] { readConfig(file); });
    QVERIFY2(message.startsWith(QStringLiteral("ds_config.json")), qPrintable(message.left(300)));
    QVERIFY2(message.contains(words), qPrintable(message.left(300)));
    QVERIFY2(message.size() < 2000, "the message quotes the file at length");
    QVERIFY2(clock.elapsed() < 10000, "hostile input takes too long");
}

void TestImportDeepSpeed::looksLike_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("deepspeed");
    QTest::newRow("golden ds_config") << QString::fromStdString(goldenFiles("zero3-no-pp", "deepspeed")[0].text)
                                      << true;
    QTest::newRow("Hugging Face template")
        << QString::fromStdString(dataFile("deepspeed", "hf_trainer_auto.json").text) << true;
    QTest::newRow("precision only") << R"({"bf16": {"enabled": true}})" << true;
    QTest::newRow("Hugging Face model config")
        << R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 4096})" << false;
    QTest::newRow("accelerate YAML") << "distributed_type: FSDP\nnum_processes: 8\n" << false;
    QTest::newRow("not JSON") << "{{{{" << false;
    QTest::newRow("a scenario") << QString::fromStdString(std::string(defaultScenarioText())) << false;
}

void TestImportDeepSpeed::looksLike()
{
    QFETCH(QString, text);
    QFETCH(bool, deepspeed);
    QCOMPARE(looksLikeDeepSpeedConfig(text.toStdString()), deepspeed);
}

void TestImportDeepSpeed::roundTrip_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("base");
    const QStringList& names = exportsupport::kScenarios;
    int rows = 0;
    for (int i = 0; i < names.size(); ++i) {
        if (goldenFiles(names[i], QStringLiteral("deepspeed")).empty())
            continue; // REFUSED: long-context-cp (DeepSpeed has no context parallelism)
        QTest::newRow(qPrintable(names[i])) << names[i] << names[(i + 1) % names.size()];
        ++rows;
    }
    QVERIFY(rows >= 5);
}

void TestImportDeepSpeed::roundTrip()
{
    // ds_config.json expresses the batch, the ZeRO stage, optimizer offload, DP overlap and the
    // 16-bit format. It cannot express TP, PP, EP, the schedule and virtual stages, sequence
    // length, recompute and the model (the launch script's flags, read by the Megatron-DeepSpeed
    // reader), nor DP (the world size's), the cluster, FP8 and MXFP8 recipes (exported as bf16)
    // or the Adam moments' dtype (exported as fp32): the exporter's "Adapted" lines say which.
    QFETCH(QString, scenario);
    QFETCH(QString, base);
    const Scenario original = exportsupport::goldenScenario(scenario);
    const std::vector<LaunchFile> files = goldenFiles(scenario, QStringLiteral("deepspeed"));
    QCOMPARE(files.front().name, std::string("ds_config.json"));
    const QString golden = goldenText(scenario, QStringLiteral("deepspeed"));

    Read r = readConfig(files.front(), exportsupport::goldenScenario(base));
    r.builder.set(FieldId::Dp, int64_t(original.parallel.dp), scriptDp(original.parallel.dp));
    r.builder.set(FieldId::Pp, int64_t(original.parallel.pp), {"train.sh", 13, "--pipeline-model-parallel-size", "x"});
    checkDeepSpeedBatch(r.batch, r.builder);
    const Scenario& read = r.builder.scenario();

    QCOMPARE(read.training.microBatch, original.training.microBatch);
    QCOMPARE(read.training.globalBatch, original.training.globalBatch);
    QCOMPARE(read.training.offloadOptimizer, original.training.offloadOptimizer);
    const int zero = golden.contains(QStringLiteral("Adapted (DS-5)")) ? 1 : original.parallel.zeroStage;
    QCOMPARE(read.parallel.zeroStage, zero);
    const bool overlap =
        golden.contains(QStringLiteral("Adapted (DS-overlap)")) ? false : original.parallel.overlap.dataParallel;
    QCOMPARE(read.parallel.overlap.dataParallel, overlap);
    const Precision precision =
        golden.contains(QStringLiteral("Adapted (DS-fp8)")) ? Precision::Bf16 : original.training.precision;
    QCOMPARE(read.training.precision, precision);
    const MomentPrecision moments = golden.contains(QStringLiteral("Adapted (DS-moments)"))
                                        ? MomentPrecision::Fp32
                                        : original.training.optimizerMoments;
    QCOMPARE(read.training.optimizerMoments, moments);
    QCOMPARE(read.training.mainGrads, original.training.mainGrads);
}

QTEST_GUILESS_MAIN(TestImportDeepSpeed)
#include "tst_import_deepspeed.moc"
