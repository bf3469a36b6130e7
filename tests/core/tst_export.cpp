// The launcher exporters: golden files for every target on six scenarios, every exported
// file parsed (JSON, TOML, YAML, bash -n, Python ast), and each launcher's own arithmetic
// re-checked on the exported values (rules and hostile names: tst_export_rules.cpp).
//
// SHARDSCOPE_UPDATE_GOLDEN=1 rewrites tests/data/export/ from the current output.

#include "exportsupport.h"

using namespace shardscope;
using namespace exportsupport;

class TestExport : public QObject
{
    Q_OBJECT
private slots:
    void golden_data();
    void golden();
    void everyFileParses_data();
    void everyFileParses();
    void megatronArithmetic_data();
    void megatronArithmetic();
    void deepspeedArithmetic_data();
    void deepspeedArithmetic();
    void torchtitanArithmetic_data();
    void torchtitanArithmetic();
    void nemoArithmetic_data();
    void nemoArithmetic();
    void microbatchGroupInEachLauncher();
    void wgradPlaceholdersInEachLauncher();
    void fp8ParamGatherInEachLauncher();
    void accelerateArithmetic_data();
    void accelerateArithmetic();
};

void TestExport::golden_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("target");
    for (const QString& s : kScenarios)
        for (const ExportTarget& t : exportTargets())
            QTest::newRow(qPrintable(s + QLatin1Char('/') + QString::fromStdString(t.id))) << s << QString::fromStdString(t.id);
}

void TestExport::golden()
{
    QFETCH(QString, scenario);
    QFETCH(QString, target);
    const Scenario s = goldenScenario(scenario);
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    const QString path = goldenDir() + QLatin1Char('/') + scenario + QLatin1Char('/') + target + QStringLiteral(".golden");
    const QString actual = goldenText(r);
    if (qEnvironmentVariableIsSet("SHARDSCOPE_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(actual.toUtf8());
    }
    const QString expected = readFile(path);
    QVERIFY2(!expected.isEmpty(), qPrintable(QStringLiteral("missing golden file %1").arg(path)));
    QCOMPARE(actual, expected);
}

void TestExport::everyFileParses_data()
{
    golden_data();
}

void TestExport::everyFileParses()
{
    QFETCH(QString, scenario);
    QFETCH(QString, target);
    const Scenario s = goldenScenario(scenario);
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    if (!r.ok) {
        QVERIFY(!r.refusal.empty() && !r.refusalRule.empty());
        return;
    }
    QVERIFY(!r.files.empty());
    QVERIFY(!r.version.empty());
    for (const ExportFile& f : r.files) {
        QVERIFY2(f.content.find(r.version) != std::string::npos || f.language == "json",
                 qPrintable(QStringLiteral("%1 does not name the version it targets").arg(QString::fromStdString(f.name))));
        QString error;
        if (f.language == "json") {
            nlohmann::json j;
            QVERIFY2(jsonWithoutDuplicates(f.content, j), "duplicate JSON key (DS-9)");
            QVERIFY(f.content.find("\"auto\"") == std::string::npos); // DS-10
        } else if (f.language == "toml") {
            try {
                (void)toml::parse(f.content);
            } catch (const toml::parse_error& e) {
                QFAIL(e.what());
            }
        } else if (f.language == "yaml") {
            try {
                (void)YAML::Load(f.content);
            } catch (const YAML::Exception& e) {
                QFAIL(e.what());
            }
        } else if (f.language == "bash") {
            QVERIFY2(bashSyntaxOk(f.content, &error), qPrintable(error));
        } else if (f.language == "python") {
            if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
                QFAIL("python3 is needed to check the exported NeMo script (scripts/dev.sh installs it)");
            QVERIFY2(pythonSyntaxOk(f.content, &error), qPrintable(error));
        } else {
            QFAIL("unknown language");
        }
    }
}

void TestExport::megatronArithmetic_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("target");
    for (const QString& s : kScenarios)
        for (const char* t : {"megatron", "slurm"})
            QTest::newRow(qPrintable(s + QLatin1Char('/') + QLatin1String(t))) << s << QString::fromLatin1(t);
}

void TestExport::megatronArithmetic()
{
    // Megatron's start-up checks (launchers.md §2.3), on the numbers in the script itself.
    QFETCH(QString, scenario);
    QFETCH(QString, target);
    const Scenario s = goldenScenario(scenario);
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    QVERIFY2(r.ok, r.refusal.c_str());
    const std::string& text = r.files.front().content;
    const auto f = scriptFlags(text);
    const int64_t world = launchWorld(r);
    QVERIFY(world > 0);
    const int64_t tp = flagInt(f, "--tensor-model-parallel-size"), pp = flagInt(f, "--pipeline-model-parallel-size");
    const int64_t cp = flagInt(f, "--context-parallel-size", 1), ep = flagInt(f, "--expert-model-parallel-size", 1);
    QCOMPARE(world % (tp * pp * cp), int64_t(0));                          // MLM-1
    const int64_t dp = world / (tp * pp * cp);
    const int64_t etp = flagInt(f, "--expert-tensor-parallel-size", tp);
    QCOMPARE(world % (etp * ep * pp), int64_t(0));                         // MLM-2
    if (ep > 1)
        QCOMPARE(flagInt(f, "--num-experts") % ep, int64_t(0));            // MLM-4
    const int64_t heads = flagInt(f, "--num-attention-heads");
    QCOMPARE(heads % tp, int64_t(0));                                      // MLM-5
    if (has(f, "--num-query-groups")) {
        QVERIFY(has(f, "--group-query-attention"));                        // §2.6 item 6
        QCOMPARE(flagInt(f, "--num-query-groups") % tp, int64_t(0));       // MLM-7
    }
    QCOMPARE(flagInt(f, "--ffn-hidden-size") % tp, int64_t(0));            // MLM-8
    const int64_t layers = flagInt(f, "--num-layers");
    const int64_t micro = flagInt(f, "--micro-batch-size"), global = flagInt(f, "--global-batch-size");
    QVERIFY(micro > 0);
    QCOMPARE(global % (micro * dp), int64_t(0));                           // MLM-16
    const int64_t m = global / (micro * dp);
    if (!has(f, "--decoder-first-pipeline-num-layers"))
        QCOMPARE(layers % pp, int64_t(0));                                 // MLM-9
    if (has(f, "--num-virtual-stages-per-pipeline-rank")) {
        const int64_t vpp = flagInt(f, "--num-virtual-stages-per-pipeline-rank");
        QVERIFY(!has(f, "--num-layers-per-virtual-pipeline-stage"));       // MLM-10
        QVERIFY(pp > 1);                                                   // MLM-13
        QCOMPARE((layers / pp) % vpp, int64_t(0));                         // MLM-12
        // MLM-14, and with a group N (--microbatch-group-size-per-virtual-pipeline-stage) its own
        // rule: N in [PP, M], the last group empty or at least PP.
        const int64_t n = has(f, "--microbatch-group-size-per-virtual-pipeline-stage")
                              ? flagInt(f, "--microbatch-group-size-per-virtual-pipeline-stage")
                              : pp;
        QVERIFY(n >= pp && n <= m && (m % n == 0 || m % n >= pp));
    }
    QVERIFY(flagInt(f, "--max-position-embeddings") >= flagInt(f, "--seq-length")); // MLM-17
    if (cp > 1)
        QCOMPARE(flagInt(f, "--seq-length") % (2 * cp), int64_t(0));       // MLM-18
    if (has(f, "--sequence-parallel"))
        QVERIFY(tp > 1);                                                   // MLM-19 (lint)
    if (ep > 1 && tp > 1)
        QVERIFY(has(f, "--sequence-parallel"));                            // MLM-21
    QVERIFY(!(has(f, "--bf16") && has(f, "--fp16")));                      // MLM-22
    if (has(f, "--recompute-granularity")) {
        const bool full = f.find("--recompute-granularity")->second == "full";
        QCOMPARE(has(f, "--recompute-method"), full);                      // MLM-23
        QCOMPARE(has(f, "--recompute-num-layers"), full);
    }
    if (has(f, "--overlap-param-gather"))
        QVERIFY(has(f, "--overlap-grad-reduce") && (has(f, "--use-distributed-optimizer") || has(f, "--use-megatron-fsdp"))); // MLM-24
    for (const char* req : {"--num-layers", "--hidden-size", "--num-attention-heads", "--max-position-embeddings", "--micro-batch-size"})
        QVERIFY(has(f, req));                                              // MLM-29
    for (const char* removed : {"--batch-size", "--warmup", "--model-parallel-size", "--checkpoint-activations", "--no-position-embedding"})
        QVERIFY(!has(f, removed));                                         // §2.6 item 2
    const bool fsdp = has(f, "--use-megatron-fsdp");
    const bool single = text.find("export CUDA_DEVICE_MAX_CONNECTIONS=1") != std::string::npos;
    const bool blackwell = s.cluster.gpu.peakTflopsFp4 > 0;
    QCOMPARE(single, (tp > 1 || cp > 1) && !fsdp && !blackwell);          // MLM-28 (before Blackwell)
    if (target == QLatin1String("slurm")) {
        QVERIFY(text.find("#SBATCH --ntasks-per-node=1") != std::string::npos);
        QVERIFY(text.find("#SBATCH --gpus-per-node=" + std::to_string(flagInt(f, "--nproc-per-node"))) != std::string::npos);
        // Every #SBATCH line before the first command.
        const auto firstCommand = text.find("\nset -euo");
        QVERIFY(text.rfind("#SBATCH") < firstCommand);
        QVERIFY(text.find("head -n 1") != std::string::npos); // MASTER_ADDR from the first host
    }
}

void TestExport::deepspeedArithmetic_data()
{
    QTest::addColumn<QString>("scenario");
    for (const QString& s : kScenarios)
        QTest::newRow(qPrintable(s)) << s;
}

void TestExport::deepspeedArithmetic()
{
    QFETCH(QString, scenario);
    const Scenario s = goldenScenario(scenario);
    const ExportResult r = exportScenario(s, estimate(s), "deepspeed");
    if (!r.ok) {
        QCOMPARE(scenario, QStringLiteral("long-context-cp")); // no CP in DeepSpeed
        QCOMPARE(QString::fromStdString(r.refusalRule), QStringLiteral("MDS-cp"));
        return;
    }
    const ExportFile* json = fileNamed(r, "ds_config.json");
    QVERIFY(json);
    const nlohmann::json c = nlohmann::json::parse(json->content);
    const int64_t world = launchWorld(r);
    const ExportFile* script = r.files.size() > 1 ? &r.files[1] : nullptr;
    QVERIFY(script);
    const auto f = scriptFlags(script->content);
    const int64_t tp = flagInt(f, "--tensor-model-parallel-size", 1), pp = flagInt(f, "--pipeline-model-parallel-size", 1);
    const int64_t dpWorld = world / (tp * pp);
    // DS-1 with integers as integers.
    QVERIFY(c["train_batch_size"].is_number_integer() && c["gradient_accumulation_steps"].is_number_integer());
    QCOMPARE(c["train_batch_size"].get<int64_t>(), c["train_micro_batch_size_per_gpu"].get<int64_t>() *
                                                       c["gradient_accumulation_steps"].get<int64_t>() * dpWorld);
    QVERIFY(c.contains("gradient_clipping"));
    const int stage = c["zero_optimization"]["stage"].get<int>();
    QVERIFY(stage >= 0 && stage <= 3);                                                            // DS-3
    QVERIFY(!(c["bf16"]["enabled"].get<bool>() && c["fp16"]["enabled"].get<bool>()));            // DS-4
    const bool megatronDs = script->name == "train_megatron_deepspeed.sh";
    if (megatronDs) {
        QCOMPARE(flagInt(f, "--zero-stage"), int64_t(stage));                                     // §3.5 item 6
        QCOMPARE(flagInt(f, "--global-batch-size"), c["train_batch_size"].get<int64_t>());       // MDS-6
        QCOMPARE(flagInt(f, "--micro-batch-size"), c["train_micro_batch_size_per_gpu"].get<int64_t>());
        QVERIFY(!has(f, "--num-layers-per-virtual-pipeline-stage"));                              // MDS-5
        if (!has(f, "--no-pipeline-parallel"))
            QVERIFY(stage <= 1);                                                                  // DS-5
        else
            QCOMPARE(pp, int64_t(1));                                                             // MDS-3
    }
    for (const auto& [key, value] : c["zero_optimization"].items())
        QVERIFY2(std::set<std::string>({"stage", "contiguous_gradients", "overlap_comm", "reduce_bucket_size",
                                        "allgather_bucket_size", "stage3_prefetch_bucket_size",
                                        "stage3_param_persistence_threshold", "stage3_max_live_parameters",
                                        "stage3_gather_16bit_weights_on_model_save", "offload_optimizer"})
                     .count(key),
                 key.c_str()); // DS-8: unknown keys in the block abort
}

void TestExport::torchtitanArithmetic_data()
{
    deepspeedArithmetic_data();
}

void TestExport::torchtitanArithmetic()
{
    QFETCH(QString, scenario);
    const Scenario s = goldenScenario(scenario);
    const ExportResult r = exportScenario(s, estimate(s), "torchtitan");
    if (!r.ok) {
        QCOMPARE(scenario, QStringLiteral("moe-ep")); // Mixtral is not a torchtitan flavour
        QCOMPARE(QString::fromStdString(r.refusalRule), QStringLiteral("TT-flavour"));
        return;
    }
    const toml::table t = toml::parse(fileNamed(r, "torchtitan.toml")->content);
    // TT-1: only known tables and keys (v0.2.2 schema, the subset we write).
    const std::map<std::string, std::set<std::string>> allowed = {
        {"job", {"dump_folder", "description"}},
        {"model", {"name", "flavor", "hf_assets_path", "converters"}},
        {"quantize", {"linear"}},
        {"training", {"local_batch_size", "global_batch_size", "seq_len", "steps", "max_norm", "dataset",
                      "mixed_precision_param", "mixed_precision_reduce", "enable_cpu_offload"}},
        {"parallelism", {"data_parallel_replicate_degree", "data_parallel_shard_degree", "fsdp_reshard_after_forward",
                         "tensor_parallel_degree", "pipeline_parallel_degree", "pipeline_parallel_schedule",
                         "pipeline_parallel_layers_per_stage", "pipeline_parallel_first_stage_less_layers",
                         "pipeline_parallel_last_stage_less_layers", "pipeline_parallel_microbatch_size",
                         "context_parallel_degree", "expert_parallel_degree", "expert_tensor_parallel_degree",
                         "expert_parallel_comm_backend"}},
        {"activation_checkpoint", {"mode", "selective_ac_option"}},
        {"compile", {"enable", "components"}},
        {"optimizer", {"name", "lr"}},
        {"lr_scheduler", {"warmup_steps"}},
        {"checkpoint", {"enable", "folder", "interval"}}};
    for (const auto& [section, node] : t) {
        const std::string name(section.str());
        QVERIFY2(allowed.count(name), name.c_str());
        for (const auto& [key, value] : *node.as_table())
            QVERIFY2(allowed.at(name).count(std::string(key.str())), (name + "." + std::string(key.str())).c_str());
    }
    const auto p = *t["parallelism"].as_table();
    const auto i = [&](const char* key) { return p[key].value<int64_t>().value_or(-99); };
    const int64_t rep = i("data_parallel_replicate_degree"), shard = i("data_parallel_shard_degree");
    const int64_t tp = i("tensor_parallel_degree"), pp = i("pipeline_parallel_degree"), cp = i("context_parallel_degree");
    QCOMPARE(rep * shard * cp * tp * pp, launchWorld(r));                                       // TT-3
    QVERIFY(!(rep > 1 && shard == 1 && (tp > 1 || pp > 1 || cp > 1)));                          // TT-5
    const int64_t seq = t["training"]["seq_len"].value<int64_t>().value();
    QCOMPARE(seq % (2 * cp * tp), int64_t(0));                                                   // TT-6
    const int64_t local = t["training"]["local_batch_size"].value<int64_t>().value();
    const int64_t global = t["training"]["global_batch_size"].value<int64_t>().value();
    QCOMPARE(global % (local * rep * shard), int64_t(0));                                        // TT-7
    const int64_t ppMicro = i("pipeline_parallel_microbatch_size");
    QCOMPARE(local % ppMicro, int64_t(0));                                                       // TT-8
    const std::string schedule = p["pipeline_parallel_schedule"].value<std::string>().value();
    QVERIFY(std::set<std::string>({"1F1B", "GPipe", "Interleaved1F1B", "LoopedBFS", "InterleavedZeroBubble",
                                   "ZBVZeroBubble", "DualPipeV"})
                .count(schedule));                                                               // TT-13
    if (p.contains("pipeline_parallel_layers_per_stage")) {
        const int64_t k = i("pipeline_parallel_layers_per_stage");
        const int64_t stages = (s.model.layers + k - 1) / k;                                     // less layers are 0
        QCOMPARE(stages % pp, int64_t(0));                                                       // TT-9
        QVERIFY(stages / pp >= 2);
        if (schedule == "Interleaved1F1B")
            QCOMPARE((local / ppMicro) % pp, int64_t(0));                                        // TT-12
    }
    const std::string mode = t["activation_checkpoint"]["mode"].value<std::string>().value();
    QVERIFY(std::set<std::string>({"selective", "full", "none", "memory_budget"}).count(mode));
}

void TestExport::nemoArithmetic_data()
{
    deepspeedArithmetic_data();
}

void TestExport::nemoArithmetic()
{
    QFETCH(QString, scenario);
    const Scenario s = goldenScenario(scenario);
    const ExportResult two = exportScenario(s, estimate(s), "nemo2");
    QVERIFY2(two.ok, two.refusal.c_str());
    const std::string py = fileNamed(two, "pretrain_nemo.py")->content;
    // Every strategy attribute is a MegatronStrategy name (misspellings are swallowed, NM-4),
    // and every parallel field is set (recipe defaults leak otherwise, NM-5).
    const std::set<std::string> strategyFields = {
        "tensor_model_parallel_size", "pipeline_model_parallel_size", "virtual_pipeline_model_parallel_size",
        "microbatch_group_size_per_vp_stage", "num_layers_in_first_pipeline_stage", "num_layers_in_last_pipeline_stage",
        "account_for_embedding_in_pipeline_split", "account_for_loss_in_pipeline_split", "pipeline_model_parallel_layout",
        "context_parallel_size", "sequence_parallel", "expert_model_parallel_size", "expert_tensor_parallel_size",
        "pipeline_dtype", "use_tp_pp_dp_mapping", "num_distributed_optimizer_instances", "ddp"};
    std::set<std::string> assigned;
    std::map<std::string, std::string> values;
    const QRegularExpression assignment(QStringLiteral("^\\s*(strategy|recipe\\.[a-z_.]+)\\.([a-z_0-9]+) = (.+)$"),
                                        QRegularExpression::MultilineOption);
    auto it = assignment.globalMatch(QString::fromStdString(py));
    while (it.hasNext()) {
        const auto m = it.next();
        const std::string owner = m.captured(1).toStdString(), field = m.captured(2).toStdString();
        values[owner + "." + field] = m.captured(3).toStdString();
        if (owner == "strategy") {
            QVERIFY2(strategyFields.count(field), field.c_str());
            assigned.insert(field);
        }
    }
    for (const char* f : {"tensor_model_parallel_size", "pipeline_model_parallel_size", "virtual_pipeline_model_parallel_size",
                          "context_parallel_size", "sequence_parallel", "expert_model_parallel_size"})
        QVERIFY2(assigned.count(f), f);
    const int64_t world = std::stoll(values["recipe.trainer.num_nodes"]) * std::stoll(values["recipe.trainer.devices"]);
    QCOMPARE(world, launchWorld(two));                                                            // NM-3
    const int64_t tp = std::stoll(values["strategy.tensor_model_parallel_size"]);
    const int64_t pp = std::stoll(values["strategy.pipeline_model_parallel_size"]);
    const int64_t cp = std::stoll(values["strategy.context_parallel_size"]);
    QCOMPARE(world % (tp * pp * cp), int64_t(0));                                                 // NM-1
    const int64_t dp = world / (tp * pp * cp);
    QCOMPARE(std::stoll(values["recipe.data.global_batch_size"]) % (std::stoll(values["recipe.data.micro_batch_size"]) * dp),
             int64_t(0));                                                                         // MLM-16

    const ExportResult one = exportScenario(s, estimate(s), "nemo1");
    QVERIFY2(one.ok, one.refusal.c_str());
    const YAML::Node y = YAML::Load(one.files.front().content);
    const int64_t world1 = y["trainer"]["num_nodes"].as<int64_t>() * y["trainer"]["devices"].as<int64_t>();
    const YAML::Node model = y["model"];
    const int64_t base = model["tensor_model_parallel_size"].as<int64_t>() * model["pipeline_model_parallel_size"].as<int64_t>() *
                         model["context_parallel_size"].as<int64_t>();
    QCOMPARE(world1 % base, int64_t(0));
    QCOMPARE(model["global_batch_size"].as<int64_t>() % (model["micro_batch_size"].as<int64_t>() * (world1 / base)), int64_t(0));
    QVERIFY(std::set<std::string>({"16", "bf16", "16-mixed", "bf16-mixed", "32"}).count(y["trainer"]["precision"].as<std::string>())); // NM-6
}

void TestExport::microbatchGroupInEachLauncher()
{
    // The default plan (PP 4, 5 chunks, 32 micro-batches) in groups of 8: Megatron-LM's flag,
    // NeMo 2's MegatronStrategy argument and NeMo 1's model key carry it; PyTorch's
    // Interleaved1F1B runs rounds of PP, so torchtitan drops it and says so.
    Scenario s = goldenScenario(QStringLiteral("dense-tp-pp-interleaved"));
    s.parallel.microbatchGroup = 8;
    const Report report = estimate(s);
    const ExportResult megatron = exportScenario(s, report, "megatron");
    QVERIFY2(megatron.ok, megatron.refusal.c_str());
    QVERIFY(megatron.files.front().content.find("--microbatch-group-size-per-virtual-pipeline-stage 8\n") != std::string::npos);
    const ExportResult two = exportScenario(s, report, "nemo2");
    QVERIFY2(two.ok, two.refusal.c_str());
    QVERIFY(fileNamed(two, "pretrain_nemo.py")->content.find("strategy.microbatch_group_size_per_vp_stage = 8\n") !=
            std::string::npos);
    const ExportResult one = exportScenario(s, report, "nemo1");
    QVERIFY2(one.ok, one.refusal.c_str());
    QCOMPARE(YAML::Load(one.files.front().content)["model"]["microbatch_group_size_per_vp_stage"].as<int>(), 8);
    const ExportResult titan = exportScenario(s, report, "torchtitan");
    bool dropped = false;
    for (const ExportAdaptation& a : titan.adaptations)
        dropped = dropped || (a.rule == "TT-group" && a.changes.size() == 1 && a.changes.front().path == "parallel.microbatch_group");
    QVERIFY(!titan.ok || dropped);
    // Without a group nothing is written.
    s.parallel.microbatchGroup.reset();
    QVERIFY(exportScenario(s, estimate(s), "megatron").files.front().content.find("microbatch-group") == std::string::npos);
}

void TestExport::wgradPlaceholdersInEachLauncher()
{
    // A plan estimated without Transformer Engine's placeholder weight gradients runs with
    // gradient-accumulation fusion off: Megatron-LM's flag, NeMo 2's model config and NeMo 1's
    // model key say so.
    Scenario s = goldenScenario(QStringLiteral("dense-tp-pp-interleaved"));
    QVERIFY(s.training.wgradPlaceholders && !s.training.runsPyTorchOps());
    const auto texts = [](const Scenario& plan) {
        const Report report = estimate(plan);
        const ExportResult megatron = exportScenario(plan, report, "megatron");
        const ExportResult two = exportScenario(plan, report, "nemo2");
        const ExportResult one = exportScenario(plan, report, "nemo1");
        return std::tuple{megatron.files.front().content, fileNamed(two, "pretrain_nemo.py")->content,
                          one.files.front().content};
    };
    const auto [megatronOn, twoOn, oneOn] = texts(s);
    QVERIFY(megatronOn.find("--no-gradient-accumulation-fusion") == std::string::npos);
    QVERIFY(twoOn.find("gradient_accumulation_fusion") == std::string::npos);
    QVERIFY(!YAML::Load(oneOn)["model"]["gradient_accumulation_fusion"]);
    s.training.wgradPlaceholders = false;
    const auto [megatronOff, twoOff, oneOff] = texts(s);
    QVERIFY(megatronOff.find("--no-gradient-accumulation-fusion") != std::string::npos);
    QVERIFY(twoOff.find("recipe.model.config.gradient_accumulation_fusion = False\n") != std::string::npos);
    QCOMPARE(YAML::Load(oneOff)["model"]["gradient_accumulation_fusion"].as<bool>(), false);
    // Reading them back: tst_import_megatron (wgradPlaceholdersRoundTrip) and tst_import_nemo.
}

namespace {

/** Whether the export changed the plan's `path` (an adaptation with that change). */
bool adaptsField(const ExportResult& r, const std::string& path)
{
    for (const ExportAdaptation& a : r.adaptations)
        for (const FixChange& c : a.changes)
            if (c.path == path)
                return true;
    return false;
}

} // namespace

void TestExport::fp8ParamGatherInEachLauncher()
{
    // Megatron-LM writes --fp8-param-gather (and, with MXFP8, the gradient-buffer reuse Megatron
    // asserts for it); torchtitan turns its float8 all-gather on under FSDP with tensorwise
    // FP8; launchers without the setting export it off and say so, and none leaves it on
    // under a recipe it exported as BF16.
    Scenario s = goldenScenario(QStringLiteral("dense-tp-pp-interleaved"));
    s.training.precision = Precision::Fp8Current;
    s.training.fp8ParamGather = true;
    const Report report = estimate(s);
    const ExportResult megatron = exportScenario(s, report, "megatron");
    QVERIFY(megatron.ok);
    const auto flags = scriptFlags(megatron.files.front().content);
    QVERIFY(has(flags, "--fp8-param-gather"));
    QVERIFY(!has(flags, "--reuse-grad-buf-for-mxfp8-param-ag"));
    QVERIFY(!adaptsField(megatron, "training.fp8_param_gather"));

    const ExportResult titan = exportScenario(s, report, "torchtitan");
    QVERIFY(titan.ok);
    const toml::table config = toml::parse(fileNamed(titan, "torchtitan.toml")->content);
    QCOMPARE(config["quantize"]["linear"]["float8"]["enable_fsdp_float8_all_gather"].value_or(false), true);
    QVERIFY(!adaptsField(titan, "training.fp8_param_gather"));

    for (const char* target : {"nemo2", "nemo1", "deepspeed"}) {
        const ExportResult r = exportScenario(s, report, target);
        QVERIFY2(adaptsField(r, "training.precision") && adaptsField(r, "training.fp8_param_gather"), target);
    }

    s.training.precision = Precision::Fp8Delayed;
    const ExportResult accelerate = exportScenario(s, estimate(s), "accelerate");
    QVERIFY(adaptsField(accelerate, "training.fp8_param_gather"));
    QVERIFY(!adaptsField(accelerate, "training.precision"));

    s.training.precision = Precision::Mxfp8;
    const auto mx = scriptFlags(exportScenario(s, estimate(s), "megatron").files.front().content);
    QVERIFY(has(mx, "--fp8-param-gather"));
    QVERIFY(has(mx, "--reuse-grad-buf-for-mxfp8-param-ag"));
    // Reading them back: tst_import_megatron, tst_import_bridge, tst_import_torchtitan.
}

void TestExport::accelerateArithmetic_data()
{
    deepspeedArithmetic_data();
}

void TestExport::accelerateArithmetic()
{
    QFETCH(QString, scenario);
    const Scenario s = goldenScenario(scenario);
    const ExportResult r = exportScenario(s, estimate(s), "accelerate");
    if (!r.ok) {
        QCOMPARE(scenario, QStringLiteral("moe-ep")); // accelerate has no EP
        return;
    }
    const YAML::Node y = YAML::Load(fileNamed(r, "accelerate.yaml")->content);
    const std::set<std::string> topLevel = {"compute_environment", "distributed_type", "mixed_precision", "num_machines",
                                            "num_processes", "machine_rank", "main_process_ip", "main_process_port",
                                            "rdzv_backend", "same_network", "fsdp_config", "deepspeed_config",
                                            "parallelism_config", "megatron_lm_config"};
    for (const auto& kv : y)
        QVERIFY2(topLevel.count(kv.first.as<std::string>()), kv.first.as<std::string>().c_str()); // AC-1
    QVERIFY(y["distributed_type"]);
    const int64_t processes = y["num_processes"].as<int64_t>(), machines = y["num_machines"].as<int64_t>();
    QCOMPARE(processes % machines, int64_t(0));                                                   // AC-3
    QCOMPARE(processes, s.parallel.worldSize());
    const std::string kind = y["distributed_type"].as<std::string>();
    if (s.parallel.pp > 1)
        QCOMPARE(kind, std::string("MEGATRON_LM"));                                               // §6.4
    if (y["parallelism_config"]) {
        const YAML::Node p = y["parallelism_config"];
        const int64_t product = p["parallelism_config_dp_replicate_size"].as<int64_t>() *
                                p["parallelism_config_dp_shard_size"].as<int64_t>() *
                                p["parallelism_config_tp_size"].as<int64_t>() * p["parallelism_config_cp_size"].as<int64_t>();
        QCOMPARE(product, processes);                                                             // AC-5
        QCOMPARE(kind, std::string("FSDP"));
        QCOMPARE(y["fsdp_config"]["fsdp_version"].as<int>(), 2);
        QVERIFY(y["fsdp_config"]["fsdp_reshard_after_forward"].IsScalar());                       // AC-4: a bool
        (void)y["fsdp_config"]["fsdp_reshard_after_forward"].as<bool>();
    }
}

QTEST_APPLESS_MAIN(TestExport)
#include "tst_export.moc"
