// The launcher exporters: golden files for every target on four scenarios, every exported
// file parsed (JSON, TOML, YAML, bash -n, Python ast), each launcher's own arithmetic
// re-checked on the exported values, one test per refusal and adaptation rule, and hostile
// scenario names on every target.
//
// SHARDSCOPE_UPDATE_GOLDEN=1 rewrites tests/data/export/ from the current output.

#include "testsupport.h"

#include "estimate/estimate.h"
#include "export/exporters.h"
#include "io/builtinpresets.h"
#include "io/presetlibrary.h"
#include "io/scenariofile.h"

#include <toml++/toml.h>
#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace shardscope;

namespace {

Scenario base()
{
    return parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default");
}

/** The four golden scenarios: each launcher feature the issue names appears in one. */
Scenario goldenScenario(const QString& name)
{
    Scenario s = base();
    const PresetLibrary& presets = PresetLibrary::builtin();
    if (name == QLatin1String("dense-tp-pp-interleaved"))
        return s; // Llama 3 70B, 64 x DGX H100, TP 8 PP 4 (5 chunks) DP 16, ZeRO-1
    if (name == QLatin1String("zero3-no-pp")) {
        s.name = "Llama 3 8B, ZeRO-3 on 4 x DGX H100";
        s.model = presets.modelSpec("llama-3-8b");
        s.cluster.nodes = 4;
        s.parallel.tp = 1;
        s.parallel.pp = 1;
        s.parallel.dp = 32;
        s.parallel.sequenceParallel = false;
        s.parallel.zeroStage = 3;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
        s.training.globalBatch = 256;
        s.training.microBatch = 2;
        return s;
    }
    if (name == QLatin1String("moe-ep")) {
        s.name = "Mixtral 8x7B, EP 8 on 8 x DGX H100";
        s.model = presets.modelSpec("mixtral-8x7b");
        s.cluster.nodes = 8;
        s.parallel.tp = 2;
        s.parallel.pp = 2;
        s.parallel.dp = 16;
        s.parallel.ep = 8;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
        s.training.globalBatch = 512;
        return s;
    }
    // long-context-cp
    s.name = "Llama 3 8B, 128k context, CP 4 on 8 x DGX H100";
    s.model = presets.modelSpec("llama-3-8b");
    s.cluster.nodes = 8;
    s.parallel.tp = 4;
    s.parallel.cp = 4;
    s.parallel.pp = 1;
    s.parallel.dp = 4;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    s.training.seqLength = 131072;
    s.training.globalBatch = 64;
    s.training.recompute = Recompute::Full;
    return s;
}

const QStringList kScenarios = {QStringLiteral("dense-tp-pp-interleaved"), QStringLiteral("zero3-no-pp"),
                                QStringLiteral("moe-ep"), QStringLiteral("long-context-cp")};

QString goldenDir()
{
    return QStringLiteral(SHARDSCOPE_TEST_DATA "/export");
}

QString readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/** The expected output of one export, as files under golden/<scenario>/<target>/. */
QString goldenText(const ExportResult& r)
{
    if (!r.ok)
        return QStringLiteral("REFUSED %1: %2\n").arg(QString::fromStdString(r.refusalRule), QString::fromStdString(r.refusal));
    QString all;
    for (const ExportFile& f : r.files)
        all += QStringLiteral("==> %1 <==\n").arg(QString::fromStdString(f.name)) + QString::fromStdString(f.content);
    return all;
}

/** Flags of the bash arrays an exported script builds: flag -> value ("" for switches). */
std::multimap<std::string, std::string> scriptFlags(const std::string& text)
{
    std::multimap<std::string, std::string> flags;
    bool inArray = false;
    for (const QString& qline : QString::fromStdString(text).split(QLatin1Char('\n'))) {
        const std::string line = qline.trimmed().toStdString();
        if (line.size() > 2 && line.back() == '(' && line[line.size() - 2] == '=') {
            inArray = true;
            continue;
        }
        if (line == ")") {
            inArray = false;
            continue;
        }
        if (!inArray || line.rfind("--", 0) != 0)
            continue;
        const auto space = line.find(' ');
        flags.insert({line.substr(0, space), space == std::string::npos ? "" : line.substr(space + 1)});
    }
    return flags;
}

int64_t flagInt(const std::multimap<std::string, std::string>& flags, const std::string& name, int64_t fallback = -1)
{
    auto it = flags.find(name);
    if (it == flags.end())
        return fallback;
    std::string v = it->second;
    v.erase(std::remove(v.begin(), v.end(), '"'), v.end());
    if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos)
        return fallback; // a variable such as $SLURM_NNODES
    return std::stoll(v);
}

bool has(const std::multimap<std::string, std::string>& flags, const std::string& name)
{
    return flags.count(name) > 0;
}

/** JSON without duplicate keys (DeepSpeed rejects them, DS-9). */
bool jsonWithoutDuplicates(const std::string& text, nlohmann::json& out)
{
    bool duplicate = false;
    std::vector<std::set<std::string>> keys;
    out = nlohmann::json::parse(text, [&](int, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        if (event == nlohmann::json::parse_event_t::object_start)
            keys.emplace_back();
        else if (event == nlohmann::json::parse_event_t::object_end)
            keys.pop_back();
        else if (event == nlohmann::json::parse_event_t::key && !keys.back().insert(parsed.get<std::string>()).second)
            duplicate = true;
        return true;
    });
    return !duplicate;
}

const ExportFile* fileNamed(const ExportResult& r, const std::string& name)
{
    for (const ExportFile& f : r.files)
        if (f.name == name)
            return &f;
    return nullptr;
}

bool bashSyntaxOk(const std::string& text, QString* error)
{
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-n")});
    bash.write(QByteArray::fromStdString(text));
    bash.closeWriteChannel();
    bash.waitForFinished(10000);
    *error = QString::fromUtf8(bash.readAllStandardError());
    return bash.exitStatus() == QProcess::NormalExit && bash.exitCode() == 0;
}

bool pythonSyntaxOk(const std::string& text, QString* error)
{
    QProcess python;
    python.start(QStringLiteral("python3"), {QStringLiteral("-c"), QStringLiteral("import ast, sys; ast.parse(sys.stdin.read())")});
    python.write(QByteArray::fromStdString(text));
    python.closeWriteChannel();
    python.waitForFinished(10000);
    *error = QString::fromUtf8(python.readAllStandardError());
    return python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0;
}

/** World size the launch of an export starts: nnodes x nproc-per-node of its torchrun line. */
int64_t launchWorld(const ExportResult& r)
{
    for (const ExportFile& f : r.files) {
        if (f.language != "bash")
            continue;
        const auto flags = scriptFlags(f.content);
        int64_t nproc = flagInt(flags, "--nproc-per-node");
        int64_t nodes = flagInt(flags, "--nnodes");
        const QRegularExpression sbatchNodes(QStringLiteral("#SBATCH --nodes=(\\d+)"));
        const auto match = sbatchNodes.match(QString::fromStdString(f.content));
        if (match.hasMatch())
            nodes = match.captured(1).toLongLong(); // --nnodes is "$SLURM_NNODES" there
        if (nproc > 0 && nodes > 0)
            return nodes * nproc;
    }
    return -1;
}

} // namespace

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
    void accelerateArithmetic_data();
    void accelerateArithmetic();
    void rules_data();
    void rules();
    void hostileNamesAreInert_data();
    void hostileNamesAreInert();
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
        QVERIFY(m >= pp && m % pp == 0);                                   // MLM-14
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
    QCOMPARE(single, (tp > 1 || cp > 1) && !fsdp);                         // MLM-28 (H100)
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
        {"model", {"name", "flavor", "hf_assets_path"}},
        {"training", {"local_batch_size", "global_batch_size", "seq_len", "steps", "max_norm", "dataset",
                      "mixed_precision_param", "mixed_precision_reduce", "enable_cpu_offload"}},
        {"parallelism", {"data_parallel_replicate_degree", "data_parallel_shard_degree", "fsdp_reshard_after_forward",
                         "tensor_parallel_degree", "pipeline_parallel_degree", "pipeline_parallel_schedule",
                         "pipeline_parallel_layers_per_stage", "pipeline_parallel_first_stage_less_layers",
                         "pipeline_parallel_last_stage_less_layers", "pipeline_parallel_microbatch_size",
                         "context_parallel_degree", "expert_parallel_degree", "expert_tensor_parallel_degree"}},
        {"activation_checkpoint", {"mode"}},
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

void TestExport::rules_data()
{
    // target, a change of the default scenario, and the rule the export must refuse with
    // ("!RULE") or name among its adaptations ("RULE").
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("expect");
    const auto row = [](const char* name, const char* target, int change, const char* expect) {
        QTest::newRow(name) << QString::fromLatin1(target) << change << QString::fromLatin1(expect);
    };
    row("world larger than the cluster", "megatron", 1, "!world");
    row("not whole nodes", "megatron", 2, "!world");
    row("MLM-16 batch", "megatron", 3, "!MLM-16");
    row("MLM-5 heads", "megatron", 4, "!MLM-5");
    row("MLM-7 KV groups", "megatron", 5, "!MLM-7");
    row("MLM-8 FFN", "megatron", 6, "!MLM-8");
    row("MLM-18 CP sequence", "megatron", 7, "!MLM-18");
    row("MLM offload", "megatron", 8, "!MLM-offload");
    row("MLM-14 interleave micro-batches", "megatron", 9, "MLM-14");
    row("MLM-12 chunks", "megatron", 10, "MLM-12");
    row("MLM-15 uneven", "megatron", 11, "MLM-15");
    row("MLM-19 SP at TP 1", "megatron", 12, "MLM-19");
    row("MLM-21 SP with EP", "megatron", 13, "MLM-21");
    row("MLM-4 EP on dense", "megatron", 14, "MLM-4");
    row("MLM-4 experts and EP", "megatron", 15, "!MLM-4");
    row("MLM schedule GPipe", "megatron", 16, "MLM-schedule");
    row("MLM-17 positions", "megatron", 17, "MLM-17");
    row("MLM-9 no valid split", "megatron", 18, "!MLM-9");
    row("DS-5 ZeRO-3 with PP", "deepspeed", 19, "DS-5");
    row("MDS-5 no interleaving", "deepspeed", 0, "MDS-5");
    row("MDS CP", "deepspeed", 7, "!MDS-cp");
    row("DS-13 MoE with ZeRO-3", "deepspeed", 20, "!DS-13");
    row("DS offload without ZeRO", "deepspeed", 21, "!DS-offload");
    row("TT flavour", "torchtitan", 6, "!TT-flavour");
    row("TT-5 DDP with TP", "torchtitan", 22, "TT-5");
    row("TT-6 sequence", "torchtitan", 23, "!TT-6");
    row("TT-12 interleave micro-batches", "torchtitan", 9, "TT-12");
    row("TT-13 ZB-H1", "torchtitan", 24, "TT-13");
    row("NM recipe", "nemo2", 6, "!NM-recipe");
    row("NM ZeRO-3", "nemo2", 25, "NM-zero");
    row("NeMo 1 uneven", "nemo1", 11, "!MLM-9");
    row("AC EP", "accelerate", 13, "!AC-ep");
    row("AC PP with CP", "accelerate", 26, "!AC-pp");
    row("AC-5 TP without sharding", "accelerate", 27, "AC-5");
    row("AC-6 offload with TP", "accelerate", 28, "!AC-6");
    row("unknown target", "nonsense", 0, "!target");
}

void TestExport::rules()
{
    QFETCH(QString, target);
    QFETCH(int, change);
    QFETCH(QString, expect);
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = base(); // Llama 3 70B, 64 x DGX H100, TP 8 PP 4 (v 5) DP 16, gbs 512
    ParallelConfig& p = s.parallel;
    TrainingSpec& t = s.training;
    const auto plain = [&] {
        p.schedule = PipelineSchedule::OneFOneB;
        p.virtualStages = 1;
    };
    switch (change) {
    case 0: break;
    case 1: p.dp = 32; break;                                    // 1,024 GPUs on 512
    case 2: break;                                                // set below: 12 GPUs on 8-GPU nodes
    case 3: t.globalBatch = 500; break;
    case 4: p.tp = 3; p.pp = 8; p.dp = 1; t.globalBatch = 64; s.cluster.nodes = 3; plain(); break; // 24 GPUs
    case 5: p.tp = 16; p.dp = 8; break;                            // 8 KV heads over TP 16
    case 6: s.model.ffnHidden = 28670; s.model.presetId.clear(); break;
    case 7: p.cp = 2; p.dp = 8; t.seqLength = 8190; break;
    case 8: t.offloadOptimizer = true; break;
    case 9: t.globalBatch = 16 * 6; break;                        // 6 micro-batches, PP 4
    case 10: p.virtualStages = 3; break;                          // 20 layers per rank, 3 chunks
    case 11: s.model.layers = 78; plain(); break;                 // 78 over PP 4
    case 12: p.tp = 1; p.dp = 128; plain(); break;                // SP on at TP 1
    case 13:
        s.model = presets.modelSpec("mixtral-8x7b");
        p.ep = 8;
        p.sequenceParallel = false;
        plain();
        break;
    case 14: p.ep = 4; break;
    case 15: s.model = presets.modelSpec("mixtral-8x7b"); p.ep = 16; plain(); break;
    case 16: p.schedule = PipelineSchedule::GPipe; p.virtualStages = 1; break;
    case 17: t.seqLength = 16384; t.globalBatch = 512; break;
    case 18: s.model.layers = 79; s.model.presetId.clear(); p.pp = 8; p.dp = 8; plain(); break;
    case 19: p.zeroStage = 3; break;
    case 20: s.model = presets.modelSpec("mixtral-8x7b"); p.zeroStage = 3; p.pp = 1; p.dp = 64; plain(); break;
    case 21: t.offloadOptimizer = true; p.zeroStage = 0; p.tp = 1; p.pp = 1; p.dp = 512; plain(); break;
    case 22: p.zeroStage = 0; break;
    case 23: t.seqLength = 8200; break;
    case 24: p.schedule = PipelineSchedule::ZeroBubbleH1; p.virtualStages = 1; break;
    case 25: p.zeroStage = 3; plain(); break;
    case 26: p.cp = 2; p.dp = 8; break;
    case 27: p.pp = 1; p.dp = 64; p.zeroStage = 0; plain(); break;
    case 28: t.offloadOptimizer = true; p.pp = 1; p.dp = 64; plain(); break;
    default: break;
    }
    if (change == 2) { // 12 GPUs on 8-GPU nodes: TP 4 x DP 3
        p.tp = 4;
        p.pp = 1;
        p.dp = 3;
        plain();
        t.globalBatch = 96;
    }
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    const bool refusal = expect.startsWith(QLatin1Char('!'));
    const QString rule = refusal ? expect.mid(1) : expect;
    if (refusal) {
        QVERIFY2(!r.ok, "expected a refusal");
        QCOMPARE(QString::fromStdString(r.refusalRule), rule);
        QVERIFY(r.refusal.size() > 20);
        QVERIFY(r.files.empty());
    } else {
        QVERIFY2(r.ok, r.refusal.c_str());
        bool found = false;
        QStringList rules;
        for (const ExportAdaptation& a : r.adaptations) {
            found |= QString::fromStdString(a.rule) == rule;
            rules << QString::fromStdString(a.rule);
        }
        QVERIFY2(found, qPrintable(rules.join(QLatin1Char(' '))));
        // The adaptation is written into the files too, where the user will see it.
        bool written = false;
        for (const ExportFile& f : r.files)
            written |= f.content.find("(" + rule.toStdString() + ")") != std::string::npos;
        QVERIFY(written);
    }
}

void TestExport::hostileNamesAreInert_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("name");
    for (const ExportTarget& t : exportTargets()) {
        const QString id = QString::fromStdString(t.id);
        QTest::newRow(qPrintable(id + QStringLiteral(" subst"))) << id << QStringLiteral("$(touch pwned)");
        QTest::newRow(qPrintable(id + QStringLiteral(" newline"))) << id << QStringLiteral("x\ntouch pwned\n# ");
        QTest::newRow(qPrintable(id + QStringLiteral(" quotes"))) << id << QStringLiteral("a'\"`touch pwned`\"';touch pwned");
    }
}

void TestExport::hostileNamesAreInert()
{
    QFETCH(QString, target);
    QFETCH(QString, name);
    Scenario s = base();
    s.name = name.toStdString();
    s.model.name = name.toStdString();
    s.cluster.gpu.name = name.toStdString();
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    QVERIFY2(r.ok, r.refusal.c_str());
    QTemporaryDir dir;
    for (const ExportFile& f : r.files) {
        // Wherever the payload appears, it is in a comment or a quoted data value.
        const QStringList lines = QString::fromStdString(f.content).split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            if (!line.contains(QStringLiteral("touch pwned")))
                continue;
            const QString trimmed = line.trimmed();
            const bool comment = trimmed.startsWith(QLatin1Char('#'));
            const bool quotedData = (f.language == "toml" || f.language == "json" || f.language == "yaml") &&
                                    QRegularExpression(QStringLiteral("^[A-Za-z_\"]+[\"]?\\s*[=:]\\s*[\"']")).match(trimmed).hasMatch();
            QVERIFY2(comment || quotedData, qPrintable(QString::fromStdString(f.name) + QStringLiteral(": ") + line));
        }
        // Shell scripts: run them for real with every external command stubbed; no file appears.
        if (f.language == "bash") {
            const QString script = dir.filePath(QString::fromStdString(f.name));
            QFile out(script);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(f.content));
            out.close();
            QProcess bash;
            bash.setWorkingDirectory(dir.path());
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const char* v : {"DATA_PREFIX", "TOKENIZER_DIR", "CKPT_DIR", "JOB_ID", "MASTER_ADDR", "TRAIN_SCRIPT"})
                env.insert(QString::fromLatin1(v), QStringLiteral("x"));
            env.insert(QStringLiteral("SLURM_JOB_NODELIST"), QStringLiteral("node1"));
            env.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("1"));
            env.insert(QStringLiteral("SLURM_NNODES"), QStringLiteral("1"));
            bash.setProcessEnvironment(env);
            // Stub every launcher the scripts call, so running them only evaluates the script.
            const QString stubs = QStringLiteral("torchrun() { :; }; srun() { :; }; accelerate() { :; }; "
                                                 "scontrol() { echo node1; }; exec() { :; }; export -f torchrun srun accelerate scontrol; ");
            bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), stubs + QStringLiteral("source ") + script});
            QVERIFY(bash.waitForFinished(10000));
            QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("pwned"))),
                     qPrintable(QString::fromStdString(f.name) + QStringLiteral(" ran the name: ") +
                                QString::fromUtf8(bash.readAllStandardError())));
        }
    }
}

QTEST_APPLESS_MAIN(TestExport)
#include "tst_export.moc"
