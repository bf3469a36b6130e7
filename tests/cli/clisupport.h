#pragma once

// What the shardscope-cli suites share: running the CLI as a child, and checks on its output.

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

inline Run runCli(const QStringList& args, const RunOptions& options)
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

inline Run runCli(const QStringList& args, const QByteArray& input = {})
{
    RunOptions options;
    options.input = input;
    return runCli(args, options);
}

/** Bytes a terminal acts on: ESC, CR, the C1 controls in UTF-8 (CSI, NEL...), DEL. */
inline bool hasTerminalControls(const QByteArray& bytes, bool newlinesAllowed)
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
inline bool isOneSafeLine(const QByteArray& bytes)
{
    return bytes.endsWith('\n') && bytes.count('\n') == 1 &&
           !hasTerminalControls(bytes.chopped(1), false);
}

inline QByteArray nestedArrays(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

inline QString defaultScenarioPath()
{
    return QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/resources/scenarios/default.shardscope.json";
}

inline void writeBytes(const QString& path, const QByteArray& bytes)
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
    {"qwen3-8b", "dgx-h100", 1, 1, 1, 8, 1, 3, 4096, 64, "1f1b", 1},
    {"qwen3-32b", "dgx-h100", 4, 8, 1, 4, 1, 1, 4096, 128, "1f1b", 1},
    {"qwen3-30b-a3b", "dgx-h100", 2, 2, 1, 8, 8, 1, 4096, 256, "1f1b", 1},
    // 128 experts of 1,536 over EP 8 leave room for weights but not for selective-recompute
    // activations of 4,096-token micro-batches on 80 GB at PP 2.
    {"qwen3-235b-a22b", "dgx-h100", 32, 4, 2, 32, 8, 1, 4096, 1024, "1f1b", 1, "full"},
    // Kimi K2 is DeepSeek-V3's shape with 384 experts: EP 64 on 64 DGX B300 nodes.
    {"kimi-k2", "dgx-b300", 64, 1, 8, 64, 64, 1, 4096, 4096, "1f1b", 1},
};

inline QByteArray sensibleScenario(const Sensible& c)
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

inline bool isInteger(const nlohmann::json& j)
{
    return j.is_number_integer();
}


