// `shardscope-cli calibrate` (issue 17 item 2): a run table in, a preset out that `estimate`
// finds with --presets and estimates at the calibrated level; what is wrong is named.

#include "clisupport.h"
#include "calibration.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

namespace {

/** vTrain's rows 0, 3, 6, ... as scenario files and a run table in `dir` (`rows` of them). */
QString writeVtrainTable(const QTemporaryDir& dir, int rows, const std::string& clusterPreset = "dgx-a100-80gb")
{
    static const calibration::Group vtrain =
        calibration::groupNamed(std::string(SHARDSCOPE_SOURCE_DIR) + "/tests/data/calibration", "vtrain");
    return QString::fromStdString(calibration::writeRunTable(vtrain, dir.path().toStdString(), size_t(rows), clusterPreset));
}

} // namespace

class TestCliCalibrate : public QObject
{
    Q_OBJECT
private slots:
    void writesAPresetThatEstimatesUse();
    void refusals_data();
    void refusals();
};

void TestCliCalibrate::writesAPresetThatEstimatesUse()
{
    QTemporaryDir dir;
    const QString table = writeVtrainTable(dir, 8);
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("presets")));
    const QString out = dir.filePath(QStringLiteral("presets/our-a100.json"));
    const Run r = runCli({"calibrate", "--cluster", "dgx-a100-80gb", table, "--id", "our-a100", "-o", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("Calibrating dgx-a100-80gb (DGX A100 80GB) on 8 measured runs")));
    QVERIFY(r.out.contains(QStringLiteral("GEMM efficiency (large GEMMs)")));
    QVERIFY(r.out.contains(QStringLiteral("held out (8-fold cross-validation)")));
    QVERIFY(r.out.contains(QStringLiteral("Wrote ")) && r.out.contains(QStringLiteral("cluster preset \"our-a100\"")));

    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto preset = nlohmann::json::parse(file.readAll().toStdString());
    QCOMPARE(preset["id"].get<std::string>(), std::string("our-a100"));
    QCOMPARE(preset["calibration"]["base_preset"].get<std::string>(), std::string("dgx-a100-80gb"));
    QCOMPARE(int(preset["calibration"]["runs"].size()), 8);
    QCOMPARE(int(preset["calibration"]["parameters"].size()), 13);
    QCOMPARE(preset["calibration"]["interval"]["runs"].get<int>(), 8);

    // A scenario on the new preset is estimated at the calibrated level with the preset's range.
    nlohmann::json scenario = nlohmann::json::parse(std::ifstream(dir.filePath("run1.shardscope.json").toStdString()));
    scenario["cluster"]["preset"] = "our-a100";
    std::ofstream(dir.filePath("on-fit.json").toStdString()) << scenario.dump();
    const Run e = runCli({"--presets", dir.filePath("presets"), "estimate", dir.filePath("on-fit.json"), "--json"});
    QVERIFY2(e.exitCode == 0, qPrintable(e.err));
    const auto report = nlohmann::json::parse(e.out.toStdString());
    QCOMPARE(report["evidence"]["step.time_s"].get<std::string>(), std::string("calibrated"));
    QCOMPARE(report["evidence"]["step_time_band"]["low"].get<double>(), preset["calibration"]["interval"]["low"].get<double>());
    QVERIFY(runCli({"--presets", dir.filePath("presets"), "estimate", dir.filePath("on-fit.json")})
                .out.contains(QStringLiteral("calibrated profile our-a100")));
}

void TestCliCalibrate::refusals_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("too few runs") << "few" << "at least 3 measured runs are needed";
    QTest::newRow("runs of another cluster") << "cluster" << "uses cluster preset \"dgx-h100\"";
    QTest::newRow("an unknown preset") << "preset" << "neither a cluster preset";
    QTest::newRow("an id that exists") << "id" << "already a cluster preset";
    QTest::newRow("a log without its scenario") << "log" << "LOG=SCENARIO";
    QTest::newRow("a log whose steps measure nothing") << "zero" << "train.log: its step lines measure no time";
    QTest::newRow("an output folder that is not there") << "folder" << "no such folder";
}

void TestCliCalibrate::refusals()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString table = writeVtrainTable(dir, kind == "few" ? 2 : 4, kind == "cluster" ? "dgx-h100" : "dgx-a100-80gb");
    QStringList args{"calibrate", "--cluster", kind == "preset" ? "no-such-cluster" : "dgx-a100-80gb", table, "--id",
                     kind == "id" ? "dgx-h100" : "fit", "-o",
                     kind == "folder" ? dir.filePath("missing/fit.json") : dir.filePath("fit.json")};
    if (kind == "log")
        args.insert(4, dir.filePath("train.log"));
    if (kind == "zero") {
        // torchtitan rounds tps to a whole number: a run this slow prints 0 after its warm-up line.
        std::ofstream(dir.filePath("train.log").toStdString())
            << "[rank0]:[titan] 2026-12-01 10:00:05,000 - root - INFO - step:  1  loss: 12.2300  memory: 58.10GiB(73.50%)  "
               "tps: 1  tflops: 0.01  mfu: 0.00%\n"
               "[rank0]:[titan] 2026-12-01 10:09:05,000 - root - INFO - step: 10  loss: 11.9000  memory: 58.10GiB(73.50%)  "
               "tps: 0  tflops: 0.00  mfu: 0.00%\n";
        args.insert(4, dir.filePath("train.log") + "=" + dir.filePath("run1.shardscope.json"));
    }
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFile::exists(dir.filePath("fit.json")));
}

QTEST_GUILESS_MAIN(TestCliCalibrate)
#include "tst_cli_calibrate.moc"
