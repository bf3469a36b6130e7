#pragma once

// What the exporter tests share: the four golden scenarios, reading exported scripts back,
// and syntax checks through bash and python3.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/export/exporters.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

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



namespace exportsupport {

using namespace shardscope;


inline Scenario base()
{
    return parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default");
}

/** The golden scenarios: each launcher feature the issues name appears in one. */
inline Scenario goldenScenario(const QString& name)
{
    Scenario s = base();
    const PresetLibrary& presets = PresetLibrary::builtin();
    if (name == QLatin1String("fp8-tensorwise-fsdp")) {
        // The ZeRO-3 plan in FP8 with current (tensorwise) scaling: torchtitan's float8 converter.
        s = goldenScenario(QStringLiteral("zero3-no-pp"));
        s.name = "Llama 3 8B, FP8 tensorwise, ZeRO-3 on 4 x DGX H100";
        s.training.precision = Precision::Fp8Current;
        return s;
    }
    if (name == QLatin1String("mxfp8-bf16-moments")) {
        // The default plan on B200 in MXFP8 with BF16 Adam moments.
        s.name = "Llama 3 70B, MXFP8 and BF16 moments on 64 x DGX B200";
        s.cluster = presets.clusterSpec("dgx-b200");
        s.cluster.nodes = 64;
        s.training.precision = Precision::Mxfp8;
        s.training.optimizerMoments = MomentPrecision::Bf16;
        return s;
    }
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

inline const QStringList kScenarios = {QStringLiteral("dense-tp-pp-interleaved"), QStringLiteral("zero3-no-pp"),
                                QStringLiteral("moe-ep"), QStringLiteral("long-context-cp"),
                                QStringLiteral("fp8-tensorwise-fsdp"), QStringLiteral("mxfp8-bf16-moments")};

inline QString goldenDir()
{
    return QStringLiteral(SHARDSCOPE_TEST_DATA "/export");
}

inline QString readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/** The expected output of one export, as files under golden/<scenario>/<target>/. */
inline QString goldenText(const ExportResult& r)
{
    if (!r.ok)
        return QStringLiteral("REFUSED %1: %2\n").arg(QString::fromStdString(r.refusalRule), QString::fromStdString(r.refusal));
    QString all;
    for (const ExportFile& f : r.files)
        all += QStringLiteral("==> %1 <==\n").arg(QString::fromStdString(f.name)) + QString::fromStdString(f.content);
    return all;
}

/** Flags of the bash arrays an exported script builds: flag -> value ("" for switches). */
inline std::multimap<std::string, std::string> scriptFlags(const std::string& text)
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

inline int64_t flagInt(const std::multimap<std::string, std::string>& flags, const std::string& name, int64_t fallback = -1)
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

inline bool has(const std::multimap<std::string, std::string>& flags, const std::string& name)
{
    return flags.count(name) > 0;
}

/** JSON without duplicate keys (DeepSpeed rejects them, DS-9). */
inline bool jsonWithoutDuplicates(const std::string& text, nlohmann::json& out)
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

inline const ExportFile* fileNamed(const ExportResult& r, const std::string& name)
{
    for (const ExportFile& f : r.files)
        if (f.name == name)
            return &f;
    return nullptr;
}

inline bool bashSyntaxOk(const std::string& text, QString* error)
{
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-n")});
    bash.write(QByteArray::fromStdString(text));
    bash.closeWriteChannel();
    bash.waitForFinished(10000);
    *error = QString::fromUtf8(bash.readAllStandardError());
    return bash.exitStatus() == QProcess::NormalExit && bash.exitCode() == 0;
}

/** Runs a bash script with every launcher stubbed out, in `folder`; its exit code. */
inline int runWithStubs(const QString& script, const QString& folder, QString* errors)
{
    QProcess bash;
    bash.setWorkingDirectory(folder);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* v : {"DATA_PREFIX", "TOKENIZER_DIR", "CKPT_DIR", "JOB_ID", "MASTER_ADDR", "TRAIN_SCRIPT"})
        env.insert(QString::fromLatin1(v), QStringLiteral("x"));
    env.insert(QStringLiteral("SLURM_JOB_NODELIST"), QStringLiteral("node1"));
    env.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("1"));
    env.insert(QStringLiteral("SLURM_NNODES"), QStringLiteral("1"));
    bash.setProcessEnvironment(env);
    const QString stubs = QStringLiteral("torchrun() { :; }; srun() { :; }; accelerate() { :; }; "
                                         "scontrol() { echo node1; }; exec() { :; }; "
                                         "export -f torchrun srun accelerate scontrol; ");
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), stubs + QStringLiteral("source ") + script});
    if (!bash.waitForFinished(20000))
        return -1;
    *errors = QString::fromUtf8(bash.readAllStandardError());
    return bash.exitStatus() == QProcess::NormalExit ? bash.exitCode() : -1;
}

/** Compiles the bytes as Python does a file (coding cookie honoured), without running them. */
inline bool pythonSyntaxOk(const std::string& text, QString* error)
{
    QProcess python;
    python.start(QStringLiteral("python3"), {QStringLiteral("-c"), QStringLiteral("import sys; compile(sys.stdin.buffer.read(), '<export>', 'exec')")});
    python.write(QByteArray::fromStdString(text));
    python.closeWriteChannel();
    python.waitForFinished(10000);
    *error = QString::fromUtf8(python.readAllStandardError());
    return python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0;
}

/** World size the launch of an export starts: nnodes x nproc-per-node of its torchrun line. */
inline int64_t launchWorld(const ExportResult& r)
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


} // namespace exportsupport
