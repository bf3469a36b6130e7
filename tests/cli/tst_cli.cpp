// shardscope-cli as a user runs it: reports for every preset model, the JSON fields of
// DESIGN §4, exit code 2 and one line naming the field for every malformed input.

#include "clisupport.h"

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
    void exportOnlyWhatRuns_data();
    void exportOnlyWhatRuns();
    void exportEstimatesTheAdaptedPlan();
    void presetsListing();
    void importHfRoundTrip();
    void badArguments();
    void advise();
    void searchFiguresAreTheEstimates();
    void compareIsTheDifference();
    void articleTable();
    void sensitivityTable();
    void runsTable();
    void readMegatronLog();
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

void TestCli::exportOnlyWhatRuns_data()
{
    // The scenario, the verdict `estimate --json` gives it, and its first report line.
    QTest::addColumn<QByteArray>("scenario");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("line");
    const auto plan = [](const char* model, int nodes, const char* parallel, int globalBatch) {
        return QStringLiteral(R"({"format":"shardscope.scenario/1","name":"x","model":{"preset":"%1"},
            "cluster":{"preset":"dgx-h100","nodes":%2},"parallel":{%3,"schedule":"1f1b"},
            "training":{"seq_length":4096,"micro_batch":1,"global_batch":%4,"precision":"bf16","recompute":"none"}})")
            .arg(QLatin1String(model)).arg(nodes).arg(QLatin1String(parallel)).arg(globalBatch).toUtf8();
    };
    QTest::newRow("runs") << plan("llama-3-8b", 1, R"("tp":2,"pp":1,"dp":4,"sequence_parallel":true,"zero_stage":1)", 64)
                          << "runs" << "Verdict   runs: every stage fits and no rule stops it";
    QTest::newRow("70B on one GPU: out of memory")
        << plan("llama-3-70b", 1, R"("tp":1,"pp":1,"dp":1,"sequence_parallel":false,"zero_stage":0)", 1) << "out_of_memory"
        << "Verdict   DOES NOT RUN, out of memory: stage 0 needs";
    QTest::newRow("TP 3 on 64 heads: invalid")
        << plan("llama-3-70b", 3, R"("tp":3,"pp":1,"dp":8,"sequence_parallel":true,"zero_stage":1)", 64) << "invalid"
        << "Verdict   DOES NOT RUN, invalid (model.heads_not_divisible_by_tp";
}

void TestCli::exportEstimatesTheAdaptedPlan()
{
    // Issue 16 item 5: DeepSpeed drops the default plan's interleaving and its gradient
    // overlap; the export says what the plan it runs would do, from the same estimator.
    QTemporaryDir dir;
    const QString scenario = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
    const Run ds = runCli({"export", scenario, "--to", "deepspeed", "-o", dir.filePath(QStringLiteral("ds"))});
    QCOMPARE(ds.exitCode, 0);
    const QRegularExpression line(QStringLiteral("DeepSpeed runs the adapted plan: step ([0-9.]+) s -> ([0-9.]+) s \\(([-+][0-9.]+) %\\)"));
    const QRegularExpressionMatch m = line.match(ds.err);
    QVERIFY2(m.hasMatch(), qPrintable(ds.err));
    // The planned step is the estimate's; the adapted one is slower (one chunk per stage: a larger bubble).
    const Run estimate = runCli({"estimate", scenario, "--json"});
    const double planned = nlohmann::json::parse(estimate.out.toStdString())["step"]["time_s"].get<double>();
    QVERIFY(std::abs(m.captured(1).toDouble() - planned) < 5e-4);
    QVERIFY(m.captured(2).toDouble() > planned);
    QVERIFY(m.captured(3).toDouble() > 0);
    // Megatron-LM runs the default plan as planned: no such line.
    const Run mlm = runCli({"export", scenario, "--to", "megatron", "-o", dir.filePath(QStringLiteral("mlm"))});
    QCOMPARE(mlm.exitCode, 0);
    QVERIFY2(!mlm.err.contains(QStringLiteral("runs the adapted plan")), qPrintable(mlm.err));
}

void TestCli::exportOnlyWhatRuns()
{
    // Issue 16: launch files only for a plan that runs; --force writes them anyway, and says so.
    QFETCH(QByteArray, scenario);
    QFETCH(QString, verdict);
    QFETCH(QString, line);
    const Run json = runCli({"estimate", "-", "--json"}, scenario);
    QCOMPARE(json.exitCode, 0);
    const nlohmann::json report = nlohmann::json::parse(json.out.toStdString());
    QCOMPARE(QString::fromStdString(report["verdict"].get<std::string>()), verdict);
    QCOMPARE(report["verdict_reason"].get<std::string>().empty(), verdict == QLatin1String("runs"));
    const Run text = runCli({"estimate", "-"}, scenario);
    QVERIFY2(text.out.split(QLatin1Char('\n')).value(2).startsWith(line), qPrintable(text.out.left(400)));

    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("launch"));
    const Run plain = runCli({"export", "-", "--to", "megatron", "-o", out}, scenario);
    const bool runs = verdict == QLatin1String("runs");
    QCOMPARE(plain.exitCode, runs ? 0 : 1);
    QCOMPARE(QFileInfo::exists(out), runs);
    if (!runs) {
        QVERIFY2(plain.err.startsWith(QStringLiteral("shardscope-cli: not exporting: the plan")), qPrintable(plain.err));
        const Run forced = runCli({"export", "-", "--to", "megatron", "-o", out, "--force"}, scenario);
        if (forced.exitCode == 2)
            return; // the launcher itself cannot express it (TP 3 over 64 heads): refused, nothing written
        QCOMPARE(forced.exitCode, 0);
        QVERIFY(QFileInfo::exists(out));
        QVERIFY2(forced.err.contains(QStringLiteral("warning: written with --force")), qPrintable(forced.err));
    }
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
    QCOMPARE(int(doc["clusters"].size()), 11); // with dgx-b200, dgx-b300, gb300-nvl72 and grand-teton-h100-96gb
    for (const auto& c : doc["clusters"]) {
        QVERIFY(c["sources"].contains("gpu.peak_TFLOPS.bf16"));
        QVERIFY(c["sources"].contains("gpu.host_link_GBps")); // what offload crosses
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
                "--id", "my-qwen3-30b-a3b", "-o", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // The written file is a preset: a scenario can use it through --presets.
    const QByteArray scenario =
        R"({"format":"shardscope.scenario/1","name":"q","model":{"preset":"my-qwen3-30b-a3b"},
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
        scenario["parallel"]["overlap"] = {{"dp", c["overlap_data_parallel"]}, {"tp", c["overlap_tensor_parallel"]}};
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
    // Every ranked row names its launchers; the best is within the model's error of itself.
    QVERIFY(!j["top"][0]["launchers"].empty());
    QVERIFY(j["top"][0]["near_best"].get<bool>());
    // --launcher limits the ranking (repeated or comma-separated); an unknown id is exit 2.
    const Run megatron = runCli({"search", file, "--json", "--launcher", "megatron,nemo2", "--launcher", "deepspeed"});
    QCOMPARE(megatron.exitCode, 0);
    const auto m = nlohmann::json::parse(megatron.out.toStdString());
    QVERIFY2(m["launchers"] == nlohmann::json({"megatron", "deepspeed", "nemo2"}), m["launchers"].dump().c_str());
    for (const auto& entry : m["top"]) {
        QVERIFY(!entry["launchers"].empty());
        for (const auto& id : entry["launchers"])
            QVERIFY(id == "megatron" || id == "deepspeed" || id == "nemo2");
    }
    // 12 GPUs on 8-GPU nodes: no launcher starts that; the output says why (exit 1: nothing ranked).
    const Run partial = runCli({"search", file, "--gpus", "12"});
    QCOMPARE(partial.exitCode, 1);
    QVERIFY2(partial.out.contains(QStringLiteral("No launcher starts 12 GPUs on 8-GPU nodes")), qPrintable(partial.out));
    const Run unknown = runCli({"search", file, "--launcher", "megatron,titan"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("--launcher")) && unknown.err.contains(QStringLiteral("\"titan\"")) &&
                 unknown.err.contains(QStringLiteral("torchtitan")),
             qPrintable(unknown.err));
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

void TestCli::sensitivityTable()
{
    // Issue 17 item 4: every input with both sides, the base being the estimate itself.
    const QString file = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
    const Run r = runCli({"sensitivity", file, "--json", "--delta", "20"});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    const auto estimate = nlohmann::json::parse(runCli({"estimate", file, "--json"}).out.toStdString());
    QCOMPARE(j["base"]["step_time_s"].get<double>(), estimate["step"]["time_s"].get<double>());
    QCOMPARE(j["delta"].get<double>(), 0.2);
    QStringList ids;
    for (const auto& row : j["inputs"])
        ids << QString::fromStdString(row["id"].get<std::string>());
    for (const char* id : {"gemm_efficiency", "hbm_bandwidth", "nvlink_bandwidth", "nic_bandwidth", "seq_length",
                           "micro_batch", "global_batch"})
        QVERIFY2(ids.contains(QLatin1String(id)), id);
    const auto& first = j["inputs"][0];
    QCOMPARE(QString::fromStdString(first["id"].get<std::string>()), QStringLiteral("gemm_efficiency"));
    QVERIFY(first["low"]["tokens_per_s"].get<double>() < j["base"]["tokens_per_s"].get<double>());
    const Run text = runCli({"sensitivity", file});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("GEMM and attention efficiency")));
    const Run bad = runCli({"sensitivity", file, "--delta", "0"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("--delta")), qPrintable(bad.err));
}

void TestCli::runsTable()
{
    // Issue 17 item 1's plain table: each run against its estimate and the modelled range.
    QTemporaryDir dir;
    const QString scenario = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
    QVERIFY(QFile::copy(scenario, dir.filePath("a.json")));
    const auto estimate = nlohmann::json::parse(runCli({"estimate", scenario, "--json"}).out.toStdString());
    const double estimated = estimate["step"]["time_s"].get<double>();
    QFile table(dir.filePath("runs.csv"));
    QVERIFY(table.open(QIODevice::WriteOnly));
    // One run inside the range (5 % slower than the estimate), one far outside (twice as slow).
    table.write(QStringLiteral("scenario,step_time_s,peak_memory_GiB\na.json,%1,44\na.json,%2,\n")
                    .arg(estimated * 1.05, 0, 'g', 10).arg(estimated * 2, 0, 'g', 10).toUtf8());
    table.close();
    const Run r = runCli({"runs", dir.filePath("runs.csv"), "--json"});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(int(j["runs"].size()), 2);
    QCOMPARE(j["runs"][0]["step_time_s"]["estimated"].get<double>(), estimated);
    QVERIFY(j["runs"][0]["step_time_s"]["inside"].get<bool>());
    QVERIFY(!j["runs"][1]["step_time_s"]["inside"].get<bool>());
    QCOMPARE(j["step_time"]["inside"].get<int>(), 1);
    QCOMPARE(j["peak_memory"]["runs"].get<int>(), 1);
    QVERIFY(runCli({"runs", dir.filePath("runs.csv")}).out.contains(QStringLiteral("1 of 2 inside")));
    // A bad scenario names the table's line, then the scenario file's problem.
    QFile bad(dir.filePath("bad.csv"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("scenario,step_time_s,peak_memory_GiB\nmissing.json,1,\n");
    bad.close();
    const Run b = runCli({"runs", dir.filePath("bad.csv")});
    QCOMPARE(b.exitCode, 2);
    QVERIFY2(b.err.contains(QStringLiteral("line 2, scenario")) && b.err.contains(QStringLiteral("missing.json")),
             qPrintable(b.err));
}

void TestCli::readMegatronLog()
{
    // Issue 17 item 1: a Megatron-LM log's step time and peaks, its arguments checked against
    // the scenario, and the row for `runs`.
    QTemporaryDir dir;
    const QString scenario = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
    QFile log(dir.filePath("train.log"));
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.write("------------------------ arguments ------------------------\n"
              "  tensor_model_parallel_size ...................... 4\n"
              "  global_batch_size ............................... 512\n"
              "-------------------- end of arguments ---------------------\n"
              " [2026-11-30 10:00:01] iteration       10/    1000 | consumed samples:  5120 | elapsed time per iteration "
              "(ms): 14210.4 | throughput per GPU (TFLOP/s/GPU): 310.2 |\n"
              "[Rank 0] (after 10 iterations) memory (MB) | allocated: 30120.5 | max allocated: 44831.2 | reserved: "
              "47100.0 | max reserved: 47100.0\n"
              " [2026-11-30 10:02:31] iteration       20/    1000 | consumed samples: 10240 | elapsed time per iteration "
              "(ms): 9431.7 | throughput per GPU (TFLOP/s/GPU): 467.4 |\n");
    log.close();
    const Run r = runCli({"read-log", dir.filePath("train.log"), "--scenario", scenario, "--json"});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j["step_time_s"].get<double>(), 9.4317);
    QVERIFY(std::abs(j["max_allocated_GiB"].get<double>() - 44831.2 / 1024) < 1e-9);
    QCOMPARE(int(j["disagreements"].size()), 1); // TP 4 in the log, 8 in the scenario; the batch agrees
    QVERIFY(j["disagreements"][0].get<std::string>().find("tensor_model_parallel_size") != std::string::npos);
    const Run text = runCli({"read-log", dir.filePath("train.log"), "--scenario", scenario});
    QVERIFY2(text.out.contains(QStringLiteral("Not the same plan")) && text.out.contains(QStringLiteral("Table row: ")),
             qPrintable(text.out));
    // torchtitan's log: its throughput per GPU, turned into a step by the scenario's batch.
    QFile titan(dir.filePath("titan.log"));
    QVERIFY(titan.open(QIODevice::WriteOnly));
    titan.write("[rank0]:[titan] 2024-12-01 10:00:00,000 - root - INFO - step:  10  loss:  7.2300  memory: "
                "60.12GiB(76.11%)  tps: 1,000  tflops: 380.55  mfu: 38.48%\n");
    titan.close();
    const Run t = runCli({"read-log", dir.filePath("titan.log"), "--scenario", scenario, "--json"});
    QCOMPARE(t.exitCode, 0);
    const auto tj = nlohmann::json::parse(t.out.toStdString());
    QCOMPARE(QString::fromStdString(tj["launcher"].get<std::string>()), QStringLiteral("torchtitan"));
    // Llama 3 70B default: 512 x 8,192 tokens over 512 GPUs at 1,000 tokens/s per GPU = 8.192 s.
    QVERIFY(std::abs(tj["step_time_s"].get<double>() - 8.192) < 1e-9);
    // A NeMo log (Lightning's bar, as NeMo 1.x prints it): its train_step_timing is the step.
    QFile nemo(dir.filePath("nemo.log"));
    QVERIFY(nemo.open(QIODevice::WriteOnly));
    nemo.write("Epoch 0: : 100%|##########| 50/50 [31:51<00:00, reduced_train_loss=6.130, global_step=50.0, "
               "train_step_timing in s=5.900]\n");
    nemo.close();
    const Run n = runCli({"read-log", dir.filePath("nemo.log"), "--json"});
    QCOMPARE(n.exitCode, 0);
    const auto nj = nlohmann::json::parse(n.out.toStdString());
    QCOMPARE(QString::fromStdString(nj["launcher"].get<std::string>()), QStringLiteral("nemo"));
    QCOMPARE(nj["step_time_s"].get<double>(), 5.9);
    // The same log cut inside its timing: refused, naming the line.
    QFile cut(dir.filePath("cut.log"));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write("Epoch 0: : 100%|##########| 50/50 [31:51<00:00, reduced_train_loss=6.130, global_step=50.0, "
              "train_step_timing in s=\n");
    cut.close();
    const Run bad = runCli({"read-log", dir.filePath("cut.log")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("line 1")), qPrintable(bad.err));
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
QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
