// shardscope-cli as a user runs it: reports for every preset model, the JSON fields of
// DESIGN §4, exit code 2 and one line naming the field for every malformed input.

#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

struct Run
{
    int exitCode = -1; ///< -1: crashed, killed or timed out
    QString out;
    QString err;
    QByteArray outBytes; ///< raw, to look for control characters
    QByteArray errBytes;
    double seconds = 0;
};

/** How a hostile run is set up: its standard input, environment, memory and time. */
struct RunOptions
{
    QByteArray input;
    QString stdinFile;
    QStringList environment;  ///< NAME=value added to the test's environment
    bool boundMemory = false; ///< 512 MiB of address space (not under the sanitizers)
    int timeoutMs = 60000;
    QString program = QStringLiteral(SHARDSCOPE_CLI);
};

Run runCli(const QStringList& args, const RunOptions& options)
{
    QProcess process;
    if (!options.stdinFile.isEmpty())
        process.setStandardInputFile(options.stdinFile);
    if (!options.environment.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString& item : options.environment)
            env.insert(item.section('=', 0, 0), item.section('=', 1));
        process.setProcessEnvironment(env);
    }
#ifndef SHARDSCOPE_SANITIZED
    if (options.boundMemory)
        process.setChildProcessModifier([] {
            const rlim_t bytes = rlim_t(512) << 20;
            const rlimit limit{bytes, bytes};
            setrlimit(RLIMIT_AS, &limit);
        });
#endif
    QElapsedTimer timer;
    timer.start();
    process.start(options.program, args);
    if (!options.input.isEmpty())
        process.write(options.input);
    if (options.stdinFile.isEmpty())
        process.closeWriteChannel();
    if (!process.waitForFinished(options.timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    Run r;
    r.seconds = double(timer.elapsed()) / 1000;
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.outBytes = process.readAllStandardOutput();
    r.errBytes = process.readAllStandardError();
    r.out = QString::fromUtf8(r.outBytes);
    r.err = QString::fromUtf8(r.errBytes);
    return r;
}

Run runCli(const QStringList& args, const QByteArray& input = {})
{
    RunOptions options;
    options.input = input;
    return runCli(args, options);
}

/** Bytes a terminal acts on: ESC, CR, the C1 controls in UTF-8 (CSI, NEL...), DEL. */
bool hasTerminalControls(const QByteArray& bytes, bool newlinesAllowed)
{
    for (int i = 0; i < bytes.size(); ++i) {
        const auto c = uint8_t(bytes[i]);
        if ((c < 0x20 && c != '\t' && !(c == '\n' && newlinesAllowed)) || c == 0x7f)
            return true;
        if (c == 0xc2 && i + 1 < bytes.size() && uint8_t(bytes[i + 1]) >= 0x80 &&
            uint8_t(bytes[i + 1]) <= 0x9f)
            return true;
    }
    return false;
}

/** Exactly one line, ending in a newline, and nothing a terminal would act on. */
bool isOneSafeLine(const QByteArray& bytes)
{
    return bytes.endsWith('\n') && bytes.count('\n') == 1 &&
           !hasTerminalControls(bytes.chopped(1), false);
}

QByteArray nestedArrays(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

QString defaultScenarioPath()
{
    return QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/** A configuration a practitioner would start from for each preset model. */
struct Sensible
{
    const char* model;
    const char* cluster;
    int nodes, tp, pp, dp, ep, zero, seq, globalBatch;
    const char* schedule;
    int v;
    const char* recompute = "selective";
};

const Sensible kSensible[] = {
    {"gpt-2-xl", "dgx-a100-40gb", 1, 1, 1, 8, 1, 1, 1024, 64, "1f1b", 1},
    {"llama-2-7b", "dgx-h100", 1, 1, 1, 8, 1, 3, 4096, 64, "1f1b", 1},
    {"article-7b", "dgx-h100", 4, 1, 1, 32, 1, 3, 4096, 256, "1f1b", 1},
    {"mistral-7b", "dgx-h100", 1, 2, 1, 4, 1, 1, 4096, 64, "1f1b", 1},
    {"llama-3-8b", "dgx-h100", 1, 1, 1, 8, 1, 3, 8192, 64, "1f1b", 1},
    {"llama-2-13b", "dgx-h100", 2, 8, 1, 2, 1, 1, 4096, 64, "1f1b", 1},
    {"article-13b", "dgx-a100-80gb", 4, 8, 1, 4, 1, 1, 4096, 64, "1f1b", 1},
    {"llama-2-70b", "dgx-h100", 8, 8, 4, 2, 1, 1, 4096, 128, "interleaved-1f1b", 5},
    {"llama-3-70b", "dgx-h100", 8, 8, 4, 2, 1, 1, 8192, 128, "interleaved-1f1b", 5},
    {"article-70b", "dgx-h100", 16, 8, 4, 4, 1, 1, 8192, 256, "1f1b", 1},
    {"qwen2.5-72b", "dgx-h200", 8, 8, 2, 4, 1, 1, 8192, 128, "1f1b", 1},
    {"gpt-3-175b", "dgx-a100-80gb", 64, 8, 8, 8, 1, 1, 2048, 1536, "interleaved-1f1b", 3},
    {"article-175b", "dgx-a100-80gb", 128, 8, 16, 8, 1, 1, 2048, 1536, "1f1b", 1},
    // 405B at 8K tokens keeps ~63 GiB of selective-recompute activations on stage 1 (Megatron's
    // own estimate agrees), so full recompute is the starting point on 80 GB parts.
    {"llama-3.1-405b", "dgx-h100", 128, 8, 16, 8, 1, 1, 8192, 1024, "1f1b", 1, "full"},
    {"mixtral-8x7b", "dgx-h100", 4, 2, 2, 8, 8, 1, 4096, 256, "1f1b", 1},
    {"mixtral-8x22b", "dgx-h100", 16, 4, 4, 8, 8, 1, 4096, 512, "1f1b", 1},
    {"article-moe", "dgx-h100", 128, 4, 4, 64, 8, 1, 4096, 2048, "1f1b", 1},
    // DeepSeek-V3's own run fits through FP8 activation caching and recomputation, which
    // ShardScope does not model; full recompute is the nearest setting it has.
    {"deepseek-v3", "h800-deepseek", 256, 1, 16, 128, 64, 1, 4096, 15360, "1f1b", 1, "full"},
};

QByteArray sensibleScenario(const Sensible& c)
{
    const nlohmann::json doc = {{"format", "shardscope.scenario/1"},
                                {"name", std::string(c.model) + " on " + c.cluster},
                                {"model", {{"preset", c.model}}},
                                {"cluster", {{"preset", c.cluster}, {"nodes", c.nodes}}},
                                {"parallel",
                                 {{"tp", c.tp},
                                  {"pp", c.pp},
                                  {"dp", c.dp},
                                  {"ep", c.ep},
                                  {"sequence_parallel", c.tp > 1},
                                  {"zero_stage", c.zero},
                                  {"schedule", c.schedule},
                                  {"virtual_stages", c.v}}},
                                {"training",
                                 {{"seq_length", c.seq},
                                  {"micro_batch", 1},
                                  {"global_batch", c.globalBatch},
                                  {"precision", "bf16"},
                                  {"recompute", c.recompute}}}};
    return QByteArray::fromStdString(doc.dump());
}

bool isInteger(const nlohmann::json& j)
{
    return j.is_number_integer();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void estimateEveryPresetModel_data();
    void estimateEveryPresetModel();
    void jsonHasDesignFields();
    void textReport();
    void malformedScenarios_data();
    void malformedScenarios();
    void malformedHfConfigs_data();
    void malformedHfConfigs();
    void validateExitCodes();
    void presetsListing();
    void importHfRoundTrip();
    void badArguments();
    void advise();
    void searchFiguresAreTheEstimates();
    void compareIsTheDifference();
    void articleTable();
    void hostileStreams_data();
    void hostileStreams();
    void deepNestingInEveryCommand_data();
    void deepNestingInEveryCommand();
    void presetsPathIsTheRoot();
    void controlCharactersInFileNames_data();
    void controlCharactersInFileNames();
    void controlCharactersInNames_data();
    void controlCharactersInNames();
    void importHfNameLimit_data();
    void importHfNameLimit();
    void absurdScenarios_data();
    void absurdScenarios();
    void searchGpusIsBounded_data();
    void searchGpusIsBounded();
    void outputDashIsStandardOutput_data();
    void outputDashIsStandardOutput();
    void unsafeOutputTargets_data();
    void unsafeOutputTargets();
    void aFullDiskLeavesNoTemporaryFile();
    void runningOutOfMemoryIsOneLine();
};

void TestCli::estimateEveryPresetModel_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < std::size(kSensible); ++i)
        QTest::addRow("%s", kSensible[i].model) << int(i);
}

void TestCli::estimateEveryPresetModel()
{
    QFETCH(int, index);
    const Sensible& c = kSensible[index];
    const Run r = runCli({"estimate", "-", "--json"}, sensibleScenario(c));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto report = nlohmann::json::parse(r.out.toStdString());
    QVERIFY(report["model"]["params_total"].get<int64_t>() > 0);
    QCOMPARE(int(report["memory"]["stages"].size()), c.pp);
    // A configuration practitioners use fits the GPU by this estimate.
    QVERIFY2(report["memory"]["fits"].get<bool>(),
             qPrintable(QStringLiteral("peak %1 GiB")
                            .arg(report["memory"]["peak_bytes"].get<double>() / (1 << 30))));
    for (const auto& d : report["diagnostics"])
        QVERIFY2(d["severity"] != "error", d["message"].get<std::string>().c_str());
    // The text report too.
    const Run text = runCli({"estimate", "-"}, sensibleScenario(c));
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("Memory per GPU"));
}

void TestCli::jsonHasDesignFields()
{
    const Run r = runCli(
        {"estimate",
         QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json",
         "--json"});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QVERIFY(j["format"] == "shardscope.report/1");
    QVERIFY(isInteger(j["model"]["params_total"]) && isInteger(j["model"]["params_active"]));
    QVERIFY(j["model"]["flops_per_token"].is_number());
    QVERIFY(isInteger(j["world_size"]) && isInteger(j["gpus_idle"]));
    const auto& m = j["memory"];
    QVERIFY(isInteger(m["capacity_bytes"]) && isInteger(m["peak_bytes"]) &&
            isInteger(m["peak_stage"]));
    QVERIFY(m["fits"].is_boolean());
    QVERIFY(m["stages"].is_array() && !m["stages"].empty());
    for (const auto& s : m["stages"]) {
        for (const char* key :
             {"stage", "layers", "params", "weights_bytes", "gradients_bytes", "optimizer_bytes",
              "activations_bytes", "buffers_bytes", "overhead_bytes", "total_bytes"})
            QVERIFY2(isInteger(s[key]) && s[key].get<int64_t>() >= 0, key);
        const int64_t sum =
            s["weights_bytes"].get<int64_t>() + s["gradients_bytes"].get<int64_t>() +
            s["optimizer_bytes"].get<int64_t>() + s["activations_bytes"].get<int64_t>() +
            s["buffers_bytes"].get<int64_t>() + s["overhead_bytes"].get<int64_t>();
        QCOMPARE(s["total_bytes"].get<int64_t>(), sum);
    }
    // Pipeline, communication, compute and step (DESIGN §4).
    const auto& pipe = j["pipeline"];
    QVERIFY(pipe["schedule"] == "interleaved-1f1b");
    QVERIFY(isInteger(pipe["microbatches"]));
    for (const char* key : {"bubble_fraction", "bubble_over_ideal"})
        QVERIFY2(pipe[key].is_number() && pipe[key].get<double>() >= 0 && pipe[key].get<double>() < 1, key);
    QCOMPARE(int(pipe["timeline"].size()), 4);
    const auto& comm = j["communication"];
    QVERIFY(comm["dims"].is_array() && comm["dims"].size() >= 4);
    for (const auto& d : comm["dims"]) {
        QVERIFY(d["dim"].is_string() && isInteger(d["group_size"]) && d["crosses_nodes"].is_boolean());
        QVERIFY(d["link"].is_string());
        for (const char* key : {"bytes_per_step", "time_s", "exposed_time_s"})
            QVERIFY2(d[key].is_number() && d[key].get<double>() >= 0, key);
        QVERIFY(d["exposed_time_s"].get<double>() <= d["time_s"].get<double>() + 1e-12);
    }
    for (const char* key : {"time_s", "exposed_time_s", "share"})
        QVERIFY2(comm[key].is_number(), key);
    for (const char* key : {"model_flops_per_step", "hardware_flops_per_step", "time_s"})
        QVERIFY2(j["compute"][key].is_number() && j["compute"][key].get<double>() > 0, key);
    const auto& st = j["step"];
    for (const char* key : {"time_s", "tokens_per_s", "mfu", "hfu", "compute_s", "bubble_s", "exposed_comm_s"})
        QVERIFY2(st[key].is_number() && st[key].get<double>() >= 0, key);
    QVERIFY(st["mfu"].get<double>() <= st["hfu"].get<double>());
    QVERIFY(j["diagnostics"].is_array());
    // A configuration with problems lists them with code, severity, message and fix.
    const Run bad =
        runCli({"estimate", "-", "--json"},
               QByteArray::fromStdString(
                   R"({"format":"shardscope.scenario/1","name":"x","model":{"preset":"llama-3-70b"},
                                   "cluster":{"preset":"dgx-h100","nodes":1},
                                   "parallel":{"tp":1,"pp":1,"dp":8,"sequence_parallel":false,"zero_stage":0,"schedule":"1f1b"},
                                   "training":{"seq_length":4096,"micro_batch":1,"global_batch":12,"precision":"bf16","recompute":"none"}})"));
    QCOMPARE(bad.exitCode, 0);
    const auto bj = nlohmann::json::parse(bad.out.toStdString());
    QVERIFY(bj["diagnostics"].size() >= 2);
    for (const auto& d : bj["diagnostics"]) {
        QVERIFY(d["code"].is_string() && d["message"].is_string());
        QVERIFY(d["severity"] == "error" || d["severity"] == "warning" || d["severity"] == "info");
        QVERIFY(d.contains("fix"));
    }
}

void TestCli::textReport()
{
    const Run r = runCli({"estimate", QStringLiteral(SHARDSCOPE_SOURCE_DIR) +
                                          "/resources/scenarios/default.shardscope.json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Llama 3 70B"));
    QVERIFY(r.out.contains("fits"));
    QVERIFY(r.err.isEmpty());
}

void TestCli::malformedScenarios_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    const auto manifest = testsupport::loadJson("bad/manifest.json");
    for (const auto& c : manifest["cases"])
        QTest::addRow("%s", c["file"].get<std::string>().c_str())
            << QString::fromStdString(c["file"]) << QString::fromStdString(c["path"]);
}

void TestCli::malformedScenarios()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    const QString full = QString::fromStdString(testsupport::dataPath("bad/" + file.toStdString()));
    for (const char* command : {"estimate", "validate"}) {
        const Run r = runCli({command, full});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
        QVERIFY2(r.err.contains(full), qPrintable(r.err));
        if (!path.isEmpty())
            QVERIFY2(r.err.contains(": " + path + ": "), qPrintable(r.err));
    }
}

void TestCli::malformedHfConfigs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    const auto manifest = testsupport::loadJson("bad-hf/manifest.json");
    for (const auto& c : manifest["cases"])
        QTest::addRow("%s", c["file"].get<std::string>().c_str())
            << QString::fromStdString(c["file"]) << QString::fromStdString(c["path"]);
}

void TestCli::malformedHfConfigs()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    const QString full =
        QString::fromStdString(testsupport::dataPath("bad-hf/" + file.toStdString()));
    const Run r = runCli({"import-hf", full});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
    QVERIFY2(r.err.contains(full + ": " + path), qPrintable(r.err)); // the file once, then the field
    QCOMPARE(r.err.count(full), 1);
}

void TestCli::validateExitCodes()
{
    const QString good =
        QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
    Run r = runCli({"validate", good});
    QCOMPARE(r.exitCode, 0);
    // 70B on one GPU: memory over capacity is an error -> exit 1, the diagnostic on stdout.
    r = runCli({"validate", "-"},
               R"({"format":"shardscope.scenario/1","name":"x","model":{"preset":"llama-3-70b"},
                   "cluster":{"preset":"dgx-h100","nodes":1},
                   "parallel":{"tp":1,"pp":1,"dp":1,"sequence_parallel":false,"zero_stage":0,"schedule":"1f1b"},
                   "training":{"seq_length":4096,"micro_batch":1,"global_batch":1,"precision":"bf16","recompute":"none"}})");
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("memory.over_capacity"));
    r = runCli({"validate", "/nonexistent/file.json"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("/nonexistent/file.json"));
}

void TestCli::presetsListing()
{
    const Run r = runCli({"presets"});
    QCOMPARE(r.exitCode, 0);
    for (const char* id : {"llama-3-70b", "deepseek-v3", "gb200-nvl72", "pcie-l40s", "article-moe"})
        QVERIFY2(r.out.contains(id), id);
    const Run j = runCli({"presets", "clusters", "--json"});
    QCOMPARE(j.exitCode, 0);
    const auto doc = nlohmann::json::parse(j.out.toStdString());
    QVERIFY(!doc.contains("models"));
    QCOMPARE(int(doc["clusters"].size()), 8); // with dgx-b200
    for (const auto& c : doc["clusters"]) {
        QVERIFY(c["sources"].contains("gpu.peak_TFLOPS.bf16"));
        QVERIFY(c["sources"].contains("gpu.kernels")); // every kernel profile says where it comes from
    }
    QCOMPARE(runCli({"presets", "gpus"}).exitCode, 2);
}

void TestCli::importHfRoundTrip()
{
    QTemporaryDir dir;
    const QString out = dir.filePath("qwen.json");
    const Run r =
        runCli({"import-hf", QString::fromStdString(testsupport::dataPath("hf/qwen3-30b-a3b.json")),
                "--id", "qwen3-30b-a3b", "-o", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // The written file is a preset: a scenario can use it through --presets.
    const QByteArray scenario =
        R"({"format":"shardscope.scenario/1","name":"q","model":{"preset":"qwen3-30b-a3b"},
            "cluster":{"preset":"dgx-h100","nodes":2},
            "parallel":{"tp":1,"pp":2,"dp":8,"ep":8,"sequence_parallel":false,"zero_stage":1,"schedule":"1f1b"},
            "training":{"seq_length":4096,"micro_batch":1,"global_batch":64,"precision":"bf16","recompute":"selective"}})";
    const Run e = runCli({"--presets", dir.path(), "estimate", "-", "--json"}, scenario);
    QVERIFY2(e.exitCode == 0, qPrintable(e.err));
    const auto j = nlohmann::json::parse(e.out.toStdString());
    QVERIFY(std::abs(j["model"]["params_total"].get<double>() / 1e9 - 30.5) < 0.1);
    // Without the directory the preset is unknown: exit 2 naming model.preset.
    const Run missing = runCli({"estimate", "-"}, scenario);
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("model.preset"));
}

void TestCli::badArguments()
{
    for (const QStringList& args :
         {QStringList{}, QStringList{"estimate"}, QStringList{"frobnicate"},
          QStringList{"estimate", "a", "b"}, QStringList{"import-hf", "x", "--id", "Bad Id!"}}) {
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
    }
    QCOMPARE(runCli({"--help"}).exitCode, 0);
}

void TestCli::advise()
{
    const Run r = runCli({"advise", QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QVERIFY(j["leaf"] == "pipeline-across-nodes");
    QCOMPARE(int(j["path"].size()), 4);
    QVERIFY(j["fits"].get<bool>());
    QCOMPARE(j["recommended"]["tp"].get<int>(), 8);
    const Run text = runCli({"advise", QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json"});
    QVERIFY(text.out.contains("Recommended start"));
}


namespace {

nlohmann::json readJsonFile(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return nlohmann::json::parse(f.readAll().toStdString());
}

QString writeTemp(QTemporaryDir& dir, const QString& name, const nlohmann::json& j)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QByteArray::fromStdString(j.dump(1)));
    return path;
}

} // namespace

void TestCli::searchFiguresAreTheEstimates()
{
    const QString file = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/tests/data/search/gpt-22b-64-a100.shardscope.json";
    const Run r = runCli({"search", file, "--json", "--top", "5"});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j["enumerated"].get<int64_t>(),
             j["pruned_by_rules"].get<int64_t>() + j["pruned_by_memory"].get<int64_t>() + j["timed"].get<int64_t>());
    QCOMPARE(int(j["top"].size()), 5);
    QVERIFY(j["pareto"].size() >= 3);
    // Each ranked configuration, written as a scenario file and estimated, gives the same figures.
    QTemporaryDir dir;
    nlohmann::json scenario = readJsonFile(file);
    for (const auto& entry : j["top"]) {
        const auto& c = entry["configuration"];
        for (const char* key : {"tp", "pp", "dp", "cp", "ep", "sequence_parallel", "zero_stage", "schedule", "virtual_stages"})
            scenario["parallel"][key] = c[key];
        scenario["parallel"]["etp"] = nullptr;
        scenario["training"]["micro_batch"] = c["micro_batch"];
        scenario["training"]["recompute"] = c["recompute"];
        const Run e = runCli({"estimate", writeTemp(dir, "ranked.json", scenario), "--json"});
        QCOMPARE(e.exitCode, 0);
        const auto report = nlohmann::json::parse(e.out.toStdString());
        QCOMPARE(report["step"]["tokens_per_s"].get<double>(), entry["tokens_per_s"].get<double>());
        QCOMPARE(report["memory"]["peak_bytes"].get<int64_t>(), entry["peak_bytes"].get<int64_t>());
        for (const auto& d : report["diagnostics"])
            QVERIFY(d["severity"] != "error");
    }
    // Bad options name themselves.
    const Run bad = runCli({"search", file, "--top", "0"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("--top")), qPrintable(bad.err));
    const Run text = runCli({"search", file, "--top", "3"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("configurations enumerated")));
    QVERIFY(text.out.contains(QStringLiteral("Pareto front")));
}

void TestCli::compareIsTheDifference()
{
    const QString a = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
    QTemporaryDir dir;
    nlohmann::json b = readJsonFile(a);
    b["parallel"]["tp"] = 4;
    b["parallel"]["dp"] = 32;
    const QString bPath = writeTemp(dir, "b.json", b);
    const Run r = runCli({"compare", a, bPath, "--json"});
    QCOMPARE(r.exitCode, 0);
    const auto c = nlohmann::json::parse(r.out.toStdString());
    const auto ra = nlohmann::json::parse(runCli({"estimate", a, "--json"}).out.toStdString());
    const auto rb = nlohmann::json::parse(runCli({"estimate", bPath, "--json"}).out.toStdString());
    QCOMPARE(c["step"]["tokens_per_s"]["delta"].get<double>(),
             rb["step"]["tokens_per_s"].get<double>() - ra["step"]["tokens_per_s"].get<double>());
    QCOMPARE(c["memory"]["peak_bytes"]["delta"].get<double>(),
             double(rb["memory"]["peak_bytes"].get<int64_t>() - ra["memory"]["peak_bytes"].get<int64_t>()));
    QCOMPARE(int(c["memory"]["stages"].size()), int(rb["memory"]["stages"].size()));
    const Run text = runCli({"compare", a, bPath});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("tokens/s")));
    // A broken B names its file and field.
    b["parallel"]["tp"] = 0;
    const Run bad = runCli({"compare", a, writeTemp(dir, "bad.json", b)});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("parallel.tp")), qPrintable(bad.err));
}

void TestCli::articleTable()
{
    const Run r = runCli({"article-table", "--json"});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(int(j["rows"].size()), 5);
    for (const auto& row : j["rows"]) {
        const bool feasible = row["article"]["feasible"];
        QVERIFY(feasible || !row["article"]["why_not"].get<std::string>().empty());
        QVERIFY(row.contains("best"));
        if (feasible)
            QVERIFY(row["best"]["tokens_per_s"].get<double>() >= row["article"]["tokens_per_s"].get<double>() * (1 - 1e-9));
    }
}

void TestCli::hostileStreams_data()
{
    // Every source is read through one bounded reader: at most 16 MiB + 1 byte, whatever the
    // file claims or holds. Before, /dev/zero and stdin grew until std::bad_alloc (4.2 GB
    // unbounded), and a sparse 3 GB preset was read whole before it was refused.
    QTest::addColumn<QStringList>("args"); // @DIR@ is a fresh temporary directory
    QTest::addColumn<QString>("stdinFile");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString tooLarge = QStringLiteral(": larger than 16 MiB");
    QTest::newRow("estimate /dev/zero") << QStringList{"estimate", "/dev/zero"} << "" << ""
                                        << 2 << "/dev/zero" + tooLarge;
    QTest::newRow("estimate - < /dev/zero") << QStringList{"estimate", "-"} << "/dev/zero" << ""
                                            << 2 << "standard input" + tooLarge;
    QTest::newRow("import-hf /dev/zero") << QStringList{"import-hf", "/dev/zero"} << "" << ""
                                         << 2 << "/dev/zero" + tooLarge;
    QTest::newRow("import-hf - < /dev/zero") << QStringList{"import-hf", "-"} << "/dev/zero" << ""
                                             << 2 << "standard input" + tooLarge;
    QTest::newRow("estimate sparse 3 GB file")
        << QStringList{"estimate", "@DIR@/models/huge.json"} << "" << "sparse" << 2
        << "huge.json" + tooLarge;
    QTest::newRow("sparse 3 GB file in --presets")
        << QStringList{"--presets", "@DIR@", "presets"} << "" << "sparse" << 2
        << "huge.json" + tooLarge;
    QTest::newRow("estimate FIFO fed forever")
        << QStringList{"estimate", "@DIR@/models/fifo.json"} << "" << "fifo" << 2
        << "fifo.json" + tooLarge;
    QTest::newRow("FIFO in --presets is not opened")
        << QStringList{"--presets", "@DIR@", "presets", "models"} << "" << "fifo" << 0 << "";
}

void TestCli::hostileStreams()
{
    QFETCH(QStringList, args);
    QFETCH(QString, stdinFile);
    QFETCH(QString, setup);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("models"));
    for (QString& arg : args)
        arg.replace("@DIR@", dir.path());
    QProcess feeder; // writes zeros into the FIFO until the reader closes it
    if (setup == "sparse") {
        const std::string path = dir.filePath("models/huge.json").toStdString();
        std::ofstream(path).close();
        std::filesystem::resize_file(path, uintmax_t(3) << 30); // truncate -s 3G
    } else if (setup == "fifo") {
        const QString fifo = dir.filePath("models/fifo.json");
        QCOMPARE(mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        if (exitCode != 0)
            feeder.start("/bin/sh", {"-c", "exec cat /dev/zero > \"$0\"", fifo});
    }
    RunOptions options;
    options.stdinFile = stdinFile;
    options.boundMemory = true; // a reader that kept the stream would die of std::bad_alloc
    options.timeoutMs = 30000;  // a reader that opened the FIFO in --presets would hang
    const Run r = runCli(args, options);
    if (feeder.state() != QProcess::NotRunning) {
        feeder.kill();
        feeder.waitForFinished();
    }
    QVERIFY2(r.exitCode == exitCode, r.errBytes.constData());
    if (exitCode != 0) {
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    } else {
        QVERIFY(r.out.contains("Models"));
    }
    QVERIFY2(r.seconds < 10, qPrintable(QString::number(r.seconds)));
}

void TestCli::deepNestingInEveryCommand_data()
{
    // Deep JSON in `model` crashed every command with SIGSEGV (the recursive JSON copy in
    // scenariofile.cpp: 100,000 levels in the release build, 10,000 under the sanitizers),
    // and one deep preset file in a presets directory crashed all of them (stripMeta).
    QTest::addColumn<QStringList>("args"); // @FILE@: the deep scenario, @DIR@: deep presets
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("named");    // what the one-line error must name
    const QString file = "@FILE@", dir = "@DIR@", good = defaultScenarioPath();
    const QList<QPair<const char*, QStringList>> commands = {
        {"estimate", {"estimate", file}},
        {"validate", {"validate", file}},
        {"advise", {"advise", file}},
        {"export", {"export", file, "--to", "megatron"}},
        {"search", {"search", file, "--top", "1"}},
        {"compare A", {"compare", file, good}},
        {"compare B", {"compare", good, file}},
        {"presets dir: presets", {"--presets", dir, "presets"}},
        {"presets dir: estimate", {"--presets", dir, "estimate", good}},
    };
    for (int depth : {10000, 100000})
        for (const auto& [name, args] : commands)
            QTest::addRow("%s %d", name, depth)
                << args << depth
                << (args.contains(dir) ? QStringLiteral("deep.json: notes[0][0][0][0][0]...")
                                       : QStringLiteral("deep.shardscope.json: model.layers[0][0][0][0]..."));
}

void TestCli::deepNestingInEveryCommand()
{
    QFETCH(QStringList, args);
    QFETCH(int, depth);
    QFETCH(QString, named);
    QTemporaryDir dir;
    nlohmann::json scenario = testsupport::loadJson("../../resources/scenarios/default.shardscope.json");
    scenario["model"]["layers"] = "@@";
    QByteArray text = QByteArray::fromStdString(scenario.dump());
    text.replace("\"@@\"", nestedArrays(depth));
    writeBytes(dir.filePath("deep.shardscope.json"), text);
    QVERIFY(QDir(dir.path()).mkdir("presets"));
    writeBytes(dir.filePath("presets/deep.json"),
               R"({"format": "shardscope.model/1", "id": "deep", "preset": "llama-3-8b", "notes": )" +
                   nestedArrays(depth) + "}");
    for (QString& arg : args)
        arg.replace("@FILE@", dir.filePath("deep.shardscope.json")).replace("@DIR@", dir.filePath("presets"));
    const Run r = runCli(args);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
    QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
    QVERIFY2(r.err.contains(named + ": nested deeper than 64 levels"), qPrintable(r.err));
}

void TestCli::presetsPathIsTheRoot()
{
    // SHARDSCOPE_PRESETS_PATH=/ printed a raw "filesystem error: status: Permission denied
    // [/proc/1/task/1/fd/0]". Now the root and its first level are looked at (a presets
    // directory is flat or has models/ and clusters/), special files and unlistable
    // directories are skipped, and a stray *.json found there is named in one line.
    RunOptions options;
    options.environment = {"SHARDSCOPE_PRESETS_PATH=/"};
    options.timeoutMs = 30000;
    const Run r = runCli({"presets", "models"}, options);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 2, r.errBytes.constData());
    if (r.exitCode == 0)
        QVERIFY(r.out.contains("llama-3-70b"));
    else
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
    for (const char* raw : {"filesystem error", "std::", "bad_alloc", "what()"})
        QVERIFY2(!r.err.contains(raw), qPrintable(r.err));
    QVERIFY2(r.seconds < 20, qPrintable(QString::number(r.seconds)));
    // A directory that cannot be listed at all is named; one below it is skipped.
    if (geteuid() != 0) { // root reads everything
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("locked"));
        chmod(dir.filePath("locked").toLocal8Bit().constData(), 0);
        QCOMPARE(runCli({"--presets", dir.path(), "presets"}).exitCode, 0);
        const Run locked = runCli({"--presets", dir.filePath("locked"), "presets"});
        QCOMPARE(locked.exitCode, 2);
        QVERIFY2(locked.err.contains("locked: cannot list"), qPrintable(locked.err));
        chmod(dir.filePath("locked").toLocal8Bit().constData(), 0700);
    }
}

void TestCli::controlCharactersInFileNames_data()
{
    // A newline in a file name made a two-line error, an ESC in it reached the terminal.
    QTest::addColumn<QByteArray>("name");
    QTest::newRow("newline") << QByteArray("plan\nB.json");
    QTest::newRow("carriage return") << QByteArray("plan\rB.json");
    QTest::newRow("ESC sequence") << QByteArray("plan\x1b[2J\x1b]0;owned\x07.json");
    QTest::newRow("C1 CSI") << QByteArray("plan\xc2\x9b" "31m.json");
    QTest::newRow("invalid UTF-8") << QByteArray("plan\xff\xfe.json");
}

void TestCli::controlCharactersInFileNames()
{
    QFETCH(QByteArray, name);
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString() + "/" + name.toStdString();
    std::filesystem::copy_file(testsupport::dataPath("bad/tp-zero.shardscope.json"), path);
    // Through the shell, so the name reaches the CLI byte for byte.
    for (const char* command : {"estimate", "import-hf"}) {
        RunOptions options;
        options.program = "/bin/sh";
        const Run r = runCli({"-c", QStringLiteral("cd \"$1\" && exec \"$0\" %1 ./*.json").arg(command),
                              QStringLiteral(SHARDSCOPE_CLI), dir.path()},
                             options);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.toPercentEncoding("/:. ,\"").constData());
        QVERIFY2(r.err.contains("./plan"), qPrintable(r.err));
    }
    std::filesystem::remove(path); // QDir cannot spell every one of these names
}

void TestCli::controlCharactersInNames_data()
{
    // Names from files reach the reports: escaped there, so they neither add lines nor move
    // the cursor, recolour or retitle the terminal.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("json");
    QTest::addColumn<bool>("showsName");
    QTest::newRow("estimate") << QStringList{"estimate", "@FILE@"} << false << true;
    QTest::newRow("estimate --json") << QStringList{"estimate", "@FILE@", "--json"} << true << false;
    QTest::newRow("advise") << QStringList{"advise", "@FILE@"} << false << true;
    QTest::newRow("advise --json") << QStringList{"advise", "@FILE@", "--json"} << true << false;
    QTest::newRow("validate") << QStringList{"validate", "@FILE@"} << false << false;
    QTest::newRow("presets") << QStringList{"--presets", "@DIR@", "presets"} << false << true;
    QTest::newRow("presets --json") << QStringList{"--presets", "@DIR@", "presets", "--json"}
                                    << true << true;
}

void TestCli::controlCharactersInNames()
{
    QFETCH(QStringList, args);
    QFETCH(bool, json);
    QFETCH(bool, showsName);
    const std::string hostile = "A\x1b[2J\x1b]0;owned\x07\nB\r\xc2\x9b" "31m\x7f\xe2\x80\xa8Z";
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("presets"));
    const auto write = [&](const std::string& name, const QString& file, const QString& preset) {
        nlohmann::json s = testsupport::loadJson("../../resources/scenarios/default.shardscope.json");
        s["name"] = name;
        s["model"]["name"] = name;
        s["cluster"]["gpu"] = {{"name", name}};
        writeBytes(file, QByteArray::fromStdString(s.dump()));
        writeBytes(preset, QByteArray::fromStdString(
                               nlohmann::json{{"format", "shardscope.model/1"}, {"id", "hostile"},
                                              {"preset", "llama-3-8b"}, {"name", name}}
                                   .dump()));
    };
    const auto run = [&](const QString& sub) {
        QStringList a = args;
        for (QString& arg : a)
            arg.replace("@FILE@", dir.filePath(sub + ".json")).replace("@DIR@", dir.filePath(sub));
        return runCli(a);
    };
    QVERIFY(QDir(dir.path()).mkdir("plain"));
    write(hostile, dir.filePath("presets.json"), dir.filePath("presets/hostile.json"));
    write("AZ", dir.filePath("plain.json"), dir.filePath("plain/hostile.json"));
    const Run r = run("presets");
    const Run plain = run("plain");
    QVERIFY2(r.exitCode == plain.exitCode, r.errBytes.constData());
    QVERIFY2(!hasTerminalControls(r.outBytes, true), r.outBytes.constData());
    if (json) {
        // Still JSON, and the name reads back exactly (DEL and C1 as \u escapes).
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        if (showsName)
            QVERIFY(doc.dump().find(nlohmann::json(hostile).dump()) != std::string::npos);
    } else {
        // The same layout as with a plain name: the name's newline is shown as \n.
        QCOMPARE(r.out.count('\n'), plain.out.count('\n'));
        if (showsName)
            QVERIFY2(r.out.contains("A\\x1b[2J\\x1b]0;owned\\x07\\nB\\r\\u009b31m\\x7f\\u2028Z"),
                     qPrintable(r.out));
    }
}

void TestCli::importHfNameLimit_data()
{
    // import-hf --name with 300 characters wrote a preset that ShardScope then refused.
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("200 characters") << QString(200, 'n') << true;
    QTest::newRow("200 CJK characters (600 bytes)") << QString(200, QChar(0x6a21)) << true;
    QTest::newRow("201 characters") << QString(201, 'n') << false;
    QTest::newRow("300 characters") << QString(300, 'n') << false;
}

void TestCli::importHfNameLimit()
{
    QFETCH(QString, name);
    QFETCH(bool, accepted);
    QTemporaryDir dir;
    const QString out = dir.filePath("presets/named.json");
    QVERIFY(QDir(dir.path()).mkdir("presets"));
    const Run r = runCli({"import-hf", QString::fromStdString(testsupport::dataPath("hf/llama-3-8b.json")),
                          "--id", "named", "--name", name, "-o", out});
    if (!accepted) {
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(isOneSafeLine(r.errBytes), r.errBytes.constData());
        QVERIFY2(r.err.contains("--name: must be at most 200 characters"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        return;
    }
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // What was written loads back as a preset, under that name.
    const Run listed = runCli({"--presets", dir.filePath("presets"), "presets", "models", "--json"});
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    bool found = false;
    const nlohmann::json models = nlohmann::json::parse(listed.out.toStdString())["models"];
    for (const auto& m : models)
        found |= m["id"] == "named" && m["name"] == name.toStdString();
    QVERIFY(found);
    // Bytes that are not UTF-8 cannot name a preset: refused before anything is written.
    RunOptions options;
    options.program = "/bin/sh";
    const Run bad = runCli({"-c", "exec \"$0\" import-hf \"$1\" --name \"$(printf 'x\\377')\" -o \"$2\"",
                            QStringLiteral(SHARDSCOPE_CLI),
                            QString::fromStdString(testsupport::dataPath("hf/llama-3-8b.json")),
                            dir.filePath("bad.json")},
                           options);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--name: must be valid UTF-8"), qPrintable(bad.err));
    QVERIFY(!QFile::exists(dir.filePath("bad.json")));
}

namespace {

/** A CLI run in a child with hard limits, as /usr/bin/time -v would report it. */
struct Bounded
{
    int exitCode = -1; ///< -1 when killed by a signal
    int signal = 0;
    double seconds = 0;
    int64_t maxRssBytes = 0;
    QString err;
};

/**
 * Runs shardscope-cli with `args` in `workDir`, its address space capped at `addressBytes`
 * (0: no cap; the sanitizers reserve terabytes of it) and files at `fileBytes` (0: no cap),
 * killed after `timeoutS`. Standard output goes to /dev/null.
 */
Bounded runBounded(const QStringList& args, int64_t addressBytes, double timeoutS = 60, const QString& workDir = {},
                   int64_t fileBytes = 0)
{
    Bounded r;
    QTemporaryDir tmp;
    const QByteArray errPath = QFile::encodeName(tmp.filePath(QStringLiteral("stderr")));
    std::vector<QByteArray> storage = {QByteArray(SHARDSCOPE_CLI)};
    for (const QString& a : args)
        storage.push_back(a.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray dir = QFile::encodeName(workDir);
    QElapsedTimer clock;
    clock.start();
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (addressBytes > 0) {
            const rlimit as{rlim_t(addressBytes), rlim_t(addressBytes)};
            ::setrlimit(RLIMIT_AS, &as);
        }
        if (fileBytes > 0) {
            ::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG instead
            const rlimit fs{rlim_t(fileBytes), rlim_t(fileBytes)};
            ::setrlimit(RLIMIT_FSIZE, &fs);
        }
        if (!dir.isEmpty() && ::chdir(dir.constData()) != 0)
            ::_exit(126);
        const int in = ::open("/dev/null", O_RDONLY), out = ::open("/dev/null", O_WRONLY);
        const int err = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(in, 0);
        ::dup2(out, 1);
        ::dup2(err, 2);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    for (;;) {
        const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (clock.elapsed() > qint64(timeoutS * 1000)) {
            ::kill(pid, SIGKILL);
            ::wait4(pid, &status, 0, &usage);
            break;
        }
        QThread::msleep(5);
    }
    r.seconds = clock.elapsed() / 1000.0;
    r.maxRssBytes = int64_t(usage.ru_maxrss) * 1024;
    if (WIFSIGNALED(status))
        r.signal = WTERMSIG(status);
    else
        r.exitCode = WEXITSTATUS(status);
    QFile err(QFile::decodeName(errPath));
    if (err.open(QIODevice::ReadOnly))
        r.err = QString::fromUtf8(err.readAll());
    return r;
}

QString describeRun(const Bounded& r)
{
    return QStringLiteral("exit %1, signal %2, %3 s, %4 MB: %5")
        .arg(r.exitCode)
        .arg(r.signal)
        .arg(r.seconds, 0, 'f', 2)
        .arg(r.maxRssBytes >> 20)
        .arg(r.err.left(300));
}

#ifdef SHARDSCOPE_SANITIZED
constexpr int64_t kAddressCap = 0; // the sanitizers reserve terabytes of address space
#else
constexpr int64_t kAddressCap = int64_t(512) << 20;
#endif

QString absurdPath(const std::string& file)
{
    return QString::fromStdString(testsupport::dataPath("bad/" + file));
}

} // namespace

void TestCli::absurdScenarios_data()
{
    // The absurd-but-valid suite (tests/data/bad/absurd-manifest.json) through every command
    // (and the JSON forms of estimate, validate, advise and compare):
    // each finishes (in well under a second on a developer machine) in under 512 MiB of
    // address space, or refuses with a one-line reason. Before the simulator's budget was a
    // hard bound: pp 4096 took 2.1 GB and 3.4-6.8 s, 15 files ended in std::bad_alloc (3 GB
    // cap), and every-degree-max died of SIGFPE in the rank placement.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("command");
#ifdef SHARDSCOPE_SANITIZED
    // Instrumented builds check memory safety, not speed: the commands that reach every part
    // of the core once (estimate, rules, exporters, comparison), not each output form.
    const std::initializer_list<const char*> commands = {"estimate --json", "advise", "export", "compare"};
#else
    const std::initializer_list<const char*> commands = {"estimate", "validate", "advise", "export", "compare", "search",
                                                         "estimate --json", "validate --json", "advise --json",
                                                         "compare --json"};
#endif
    const auto manifest = testsupport::loadJson("bad/absurd-manifest.json");
    for (const auto& c : manifest["cases"]) {
        const std::string file = c["file"];
        for (const char* command : commands)
            QTest::addRow("%s %s", command, file.c_str()) << absurdPath(file) << QString::fromLatin1(command);
    }
}

void TestCli::absurdScenarios()
{
    QFETCH(QString, file);
    QFETCH(QString, command);
    const bool json = command.endsWith(QLatin1String(" --json"));
    if (json)
        command.chop(7);
    QStringList args = {command, file};
    if (command == QLatin1String("export"))
        args << "--to" << "megatron";
    else if (command == QLatin1String("compare"))
        args << file;
    else if (command == QLatin1String("search"))
        args << "--top" << "3";
    if (json) // 65,536 stages are 53 MB of JSON (70 MB compared): streamed, not one tree
        args << "--json";
    const Bounded r = runBounded(args, kAddressCap);
    QVERIFY2(r.signal == 0, qPrintable(describeRun(r)));
    QVERIFY2(!r.err.contains(QStringLiteral("bad_alloc")), qPrintable(describeRun(r)));
    // Exit codes: 0, 1 for validate with errors and for a search where nothing fits, 2 for an
    // export the launcher cannot express (one line naming the rule).
    const bool ok = r.exitCode == 0 || (r.exitCode == 1 && (command == "validate" || command == "search")) ||
                    (r.exitCode == 2 && command == "export" && r.err.startsWith("shardscope-cli: cannot export to") &&
                     r.err.count('\n') == 1);
    QVERIFY2(ok, qPrintable(describeRun(r)));
#ifndef SHARDSCOPE_SANITIZED
    // Generous margins for a loaded 2-core machine: the measured worst cases are 0.08 s
    // (estimate) and 1.6 s (search of 81 million configurations).
    QVERIFY2(r.seconds < (command == QLatin1String("search") ? 20.0 : 5.0), qPrintable(describeRun(r)));
    QVERIFY2(r.maxRssBytes < (int64_t(500) << 20), qPrintable(describeRun(r)));
#endif
}

void TestCli::searchGpusIsBounded_data()
{
    // --gpus as the window's search panel takes it: 0 (the whole cluster) to 2^20. Before:
    // 2^32 divided by zero (SIGFPE), 2^34 tried every number up to 17 billion, and --sweep
    // with 2^34 silently swept 8 GPUs (the node count overflowed int).
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("option"); // named in the one-line refusal; empty: runs
    const QString file = QString::fromStdString(testsupport::dataPath("search/gpt-22b-64-a100.shardscope.json"));
    QTest::newRow("--gpus 2^32") << QStringList{"search", file, "--gpus", "4294967296"} << "--gpus";
    QTest::newRow("--gpus 2^34") << QStringList{"search", file, "--gpus", "17179869184"} << "--gpus";
    QTest::newRow("--sweep --gpus 2^34") << QStringList{"search", file, "--sweep", "--gpus", "17179869184"} << "--gpus";
    QTest::newRow("--gpus 2^20 + 1") << QStringList{"search", file, "--gpus", "1048577"} << "--gpus";
    QTest::newRow("--gpus -8") << QStringList{"search", file, "--gpus", "-8"} << "--gpus";
    QTest::newRow("--max-micro-batch 2^31") << QStringList{"search", file, "--max-micro-batch", "2147483647"}
                                            << "--max-micro-batch";
    QTest::newRow("--top 201") << QStringList{"search", file, "--top", "201"} << "--top";
    QTest::newRow("--threads 100000") << QStringList{"search", file, "--threads", "100000"} << "--threads";
    QTest::newRow("--gpus 2^20 runs") << QStringList{"search", file, "--gpus", "1048576", "--top", "1"} << "";
    QTest::newRow("--gpus 1048573 (prime) runs") << QStringList{"search", file, "--gpus", "1048573", "--top", "1"} << "";
    QTest::newRow("--sweep --gpus 256 runs") << QStringList{"search", file, "--sweep", "--gpus", "256"} << "";
}

void TestCli::searchGpusIsBounded()
{
    QFETCH(QStringList, args);
    QFETCH(QString, option);
    const Bounded r = runBounded(args, kAddressCap, 60);
    QVERIFY2(r.signal == 0, qPrintable(describeRun(r)));
    if (option.isEmpty()) {
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describeRun(r)));
    } else {
        QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
        QVERIFY2(r.err.startsWith(QStringLiteral("shardscope-cli: ") + option + QStringLiteral(": ")),
                 qPrintable(describeRun(r)));
        QCOMPARE(r.err.count('\n'), 1);
    }
#ifndef SHARDSCOPE_SANITIZED
    QVERIFY2(r.seconds < 20, qPrintable(describeRun(r)));
#endif
}

void TestCli::outputDashIsStandardOutput_data()
{
    // `-o -` is standard output for every command that takes -o; a multi-file target prints
    // its files one after the other, each under a "==> name <==" line, as without -o. Before,
    // export wrote a file named "-".
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expect"); // a line of the output
    const QString scenario = QString::fromStdString(testsupport::dataPath("../../resources/scenarios/default.shardscope.json"));
    const QString hf = QString::fromStdString(testsupport::dataPath("hf/qwen3-30b-a3b.json"));
    QTest::newRow("export, one file") << QStringList{"export", scenario, "--to", "megatron", "-o", "-"}
                                      << "--tensor-model-parallel-size 8";
    QTest::newRow("export, several files") << QStringList{"export", scenario, "--to", "deepspeed", "-o", "-"}
                                           << "==> ds_config.json <==";
    QTest::newRow("import-hf") << QStringList{"import-hf", hf, "--id", "qwen3", "-o", "-"} << "\"id\": \"qwen3\"";
}

void TestCli::outputDashIsStandardOutput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expect);
    QTemporaryDir dir;
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(QStringLiteral(SHARDSCOPE_CLI), args);
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(60000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(out.contains(expect), qPrintable(out.left(400)));
    QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("-"))), "wrote a file named -");
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    // The same text as without -o.
    args.removeLast();
    args.removeLast();
    QProcess plain;
    plain.start(QStringLiteral(SHARDSCOPE_CLI), args);
    QVERIFY(plain.waitForFinished(60000));
    QCOMPARE(QString::fromUtf8(plain.readAllStandardOutput()), out);
}

void TestCli::unsafeOutputTargets_data()
{
    // export -o and import-hf -o through io/safewrite.h. Before: a fixed temporary name
    // opened through links (a planted link overwrote its target), links, FIFOs and devices
    // replaced by regular files, a 0600 file left 0644.
    QTest::addColumn<QString>("command"); // export | import-hf
    QTest::addColumn<QString>("target");  // what is at the output path
    QTest::addColumn<bool>("force");
    QTest::addColumn<QString>("refusal"); // empty: written
    for (const char* command : {"export", "import-hf"}) {
        const auto row = [&](const char* what, const char* target, bool force, const char* refusal) {
            QTest::addRow("%s: %s", command, what) << QString::fromLatin1(command) << QString::fromLatin1(target) << force
                                                    << QString::fromLatin1(refusal);
        };
        row("symbolic link refused", "link", false, "is a symbolic link; refusing to write through it (--force");
        row("symbolic link with --force writes the file it names", "link", true, "");
        row("FIFO refused", "fifo", false, "is a FIFO, not a regular file");
        row("device refused", "device", false, "is a character device, not a regular file");
        row("device with --force written into", "device", true, "");
        row("0600 file stays 0600", "private", false, "");
        row("planted temporary-name link ignored", "planted", false, "");
    }
}

void TestCli::unsafeOutputTargets()
{
    QFETCH(QString, command);
    QFETCH(QString, target);
    QFETCH(bool, force);
    QFETCH(QString, refusal);
    QTemporaryDir dir;
    const QString out = dir.filePath(command == QLatin1String("export") ? "train.sh" : "preset.json");
    const QString victim = dir.filePath(QStringLiteral("victim"));
    QFile v(victim);
    QVERIFY(v.open(QIODevice::WriteOnly));
    v.write("precious");
    v.close();
    const QByteArray outName = QFile::encodeName(out);
    if (target == QLatin1String("link")) {
        QVERIFY(QFile::link(victim, out));
    } else if (target == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(outName.constData(), 0600), 0);
    } else if (target == QLatin1String("device")) {
        // Our own null device, never the system's /dev/null (replacing that as root was the bug).
        if (::mknod(outName.constData(), S_IFCHR | 0666, ::makedev(1, 3)) != 0)
            QSKIP("creating a device node needs root");
    } else if (target == QLatin1String("private")) {
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QCOMPARE(::chmod(outName.constData(), 0600), 0);
    } else if (target == QLatin1String("planted")) {
        QVERIFY(QFile::link(victim, out + QStringLiteral(".tmp-shardscope")));
    }
    QStringList args;
    if (command == QLatin1String("export"))
        args = {"export", QString::fromStdString(testsupport::dataPath("../../resources/scenarios/default.shardscope.json")),
                "--to", "megatron", "-o", out};
    else
        args = {"import-hf", QString::fromStdString(testsupport::dataPath("hf/qwen3-30b-a3b.json")), "--id", "q", "-o", out};
    if (force)
        args << "--force";
    const Bounded r = runBounded(args, kAddressCap, 30);
    struct stat st{};
    QCOMPARE(::lstat(outName.constData(), &st), 0);
    QFile check(victim);
    QVERIFY(check.open(QIODevice::ReadOnly));
    const QByteArray victimNow = check.readAll();
    if (!refusal.isEmpty()) {
        QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
        // One line, after export's notes about the launcher.
        const QString last = r.err.trimmed().split('\n').last();
        QVERIFY2(last.startsWith(QStringLiteral("shardscope-cli: ") + out + QStringLiteral(": ")) && last.contains(refusal),
                 qPrintable(describeRun(r)));
        QCOMPARE(victimNow, QByteArray("precious"));
        QVERIFY(target != QLatin1String("link") || S_ISLNK(st.st_mode));
        QVERIFY(target != QLatin1String("fifo") || S_ISFIFO(st.st_mode));
        QVERIFY(target != QLatin1String("device") || S_ISCHR(st.st_mode));
    } else {
        QVERIFY2(r.exitCode == 0, qPrintable(describeRun(r)));
        if (target == QLatin1String("link")) {
            QVERIFY(S_ISLNK(st.st_mode)); // the link stays; what it names has the output
            QVERIFY(victimNow != QByteArray("precious"));
        } else if (target == QLatin1String("device")) {
            QVERIFY(S_ISCHR(st.st_mode));
        } else {
            QVERIFY(S_ISREG(st.st_mode));
            QCOMPARE(victimNow, QByteArray("precious"));
            if (target == QLatin1String("private")) // a launch script gains x where it is readable
                QCOMPARE(int(st.st_mode & 07777), command == QLatin1String("export") ? 0700 : 0600);
        }
    }
    // Nothing else appeared next to the output (no temporary file left behind).
    QStringList names = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    names.removeAll(QStringLiteral("victim"));
    names.removeAll(QFileInfo(out).fileName());
    names.removeAll(QFileInfo(out).fileName() + QStringLiteral(".tmp-shardscope"));
    QVERIFY2(names.isEmpty(), qPrintable(names.join(' ')));
}

void TestCli::aFullDiskLeavesNoTemporaryFile()
{
    // A write that fails part-way (a 1 KiB file-size limit: EFBIG, as ENOSPC on a full disk):
    // exit 2 with the reason, the old file as it was, no temporary file left. Before, the
    // fixed "<out>.tmp-shardscope" stayed behind.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("train.sh"));
    QFile old(out);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    const QString scenario = QString::fromStdString(testsupport::dataPath("../../resources/scenarios/default.shardscope.json"));
    const Bounded r = runBounded({"export", scenario, "--to", "megatron", "-o", out}, kAddressCap, 30, {}, 1024);
    QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
    QVERIFY2(r.err.contains(out) && r.err.contains(QStringLiteral("File too large")), qPrintable(describeRun(r)));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("train.sh")});
}

void TestCli::runningOutOfMemoryIsOneLine()
{
#ifdef SHARDSCOPE_SANITIZED
    QSKIP("the sanitizers need terabytes of address space");
#endif
    // The last resort at the boundary: a process limited to 16 MiB (ulimit -v) cannot hold
    // the 65,536 stages of this file. Before: "shardscope-cli: std::bad_alloc".
    const QString file = absurdPath("absurd-pp65536-zb-h1.shardscope.json");
    const Bounded r = runBounded({"estimate", file}, int64_t(16) << 20);
    QVERIFY2(r.exitCode == 2, qPrintable(describeRun(r)));
    QCOMPARE(r.err, QStringLiteral("shardscope-cli: ") + file +
                        QStringLiteral(": out of memory: this input needs more memory than the process may use\n"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
