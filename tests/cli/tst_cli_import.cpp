// `shardscope-cli import` (issue 18): launch scripts in, a scenario out that the other commands
// read; the report on stderr (or stdout with -o); hostile files end with exit 2, naming the file
// and line, and nothing in them is run.

#include "clisupport.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString script(const char* name)
{
    return QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/import/megatron/") + QLatin1String(name);
}

} // namespace

class TestCliImport : public QObject
{
    Q_OBJECT
private slots:
    void scenarioOnStdoutReportOnStderr();
    void writesTheScenarioWithOutput();
    void hostileFiles_data();
    void hostileFiles();
    void hugeConfigs_data();
    void hugeConfigs();
};

void TestCliImport::scenarioOnStdoutReportOnStderr()
{
    const Run r = runCli({"import", script("llama3-8b-slurm.sbatch"), "--cluster", "dgx-b200"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.startsWith(QStringLiteral("Megatron-LM: ")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("llama3-8b-slurm.sbatch line 30)  -> parallel.tp")));
    QVERIFY(r.err.contains(QStringLiteral("--pipeline-model-parallel-size (not given)  -> parallel.pp = 1")));
    // the scenario alone on stdout: `estimate -` reads it
    const Run estimate = runCli({"estimate", "-"}, r.out.toUtf8());
    QVERIFY2(estimate.exitCode == 0, qPrintable(estimate.err));
    QVERIFY2(estimate.out.contains(QStringLiteral("DGX B200")), qPrintable(estimate.out.left(400)));
}

void TestCliImport::writesTheScenarioWithOutput()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("gpt3.shardscope.json"));
    const Run r = runCli({"import", script("gpt3-175b-style.sh"), "-o", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("Wrote ")));
    QVERIFY(r.out.contains(QStringLiteral("Ignored:")));
    const Run validate = runCli({"validate", out});
    QVERIFY2(validate.exitCode == 0 || validate.exitCode == 1, qPrintable(validate.err)); // it reads; its verdict is the plan's
    QVERIFY(validate.err.isEmpty() || !validate.err.contains(QStringLiteral("shardscope-cli:")));
}

void TestCliImport::hostileFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("$(...) in a flag") << QByteArray("#!/bin/bash\ntorchrun pretrain_gpt.py --num-layers $(touch /tmp/shardscope-cli-import-ran; echo 2)\n")
                                      << "train.sh: line 2: --num-layers $(...): its value comes from a command substitution";
    QTest::newRow("invalid UTF-8") << QByteArray("#!/bin/bash\n\n\necho \xc3\x28\n") << "train.sh: line 4: is not valid UTF-8 text";
    QTest::newRow("backticks naming the command") << QByteArray("`touch /tmp/shardscope-cli-import-ran`\n")
                                                  << "train.sh: line 1: the command's name comes from a command substitution";
    QByteArray huge(17 * 1024 * 1024, '#');
    QTest::newRow("17 MB") << huge << "train.sh: larger than 16 MiB";
}

void TestCliImport::hostileFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QFile::remove(QStringLiteral("/tmp/shardscope-cli-import-ran"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("train.sh"));
    writeBytes(path, content);
    const Run r = runCli({"import", path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(isOneSafeLine(r.err.toUtf8()));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(QStringLiteral("/tmp/shardscope-cli-import-ran")));
}

void TestCliImport::hugeConfigs_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("message");
    QTest::newRow("a TOML with 10^6 keys") << "job.toml" << "job.toml: line ";
    QTest::newRow("a 100 MB YAML") << "accelerate.yaml" << "accelerate.yaml: larger than 16 MiB";
}

void TestCliImport::hugeConfigs()
{
    QFETCH(QString, name);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    if (name.endsWith(QLatin1String(".toml"))) {
        f.write("[model]\nname = \"llama3\"\nflavor = \"8B\"\n[training]\n");
        QByteArray keys;
        for (int i = 0; i < 1000000; ++i)
            keys += "k" + QByteArray::number(i) + "=1\n";
        f.write(keys);
    } else {
        f.write("compute_environment: LOCAL_MACHINE\ndistributed_type: FSDP\n");
        const QByteArray line = "x: " + QByteArray(1021, 'a') + "\n";
        for (int i = 0; i < 100 * 1024; ++i)
            f.write(line);
    }
    f.close();
    const Run r = runCli({"import", path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(isOneSafeLine(r.err.toUtf8()));
    QVERIFY2(r.seconds < 20, qPrintable(QString::number(r.seconds)));
}

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"
