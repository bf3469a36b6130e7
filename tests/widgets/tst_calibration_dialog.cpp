// Issue 17 item 2, the window's side: Tools › Calibrate to Measured Runs takes a run table,
// fits off the window's thread, shows every parameter and the scatter before and after, saves
// the profile as a preset that loads again, and puts it under the scenario as one undo step.

#include "calibration.h"
#include "guisupport.h"

#include "core/calibrate/fitparameters.h"
#include "core/io/presetlibrary.h"
#include "widgets/calibration/calibrationdialog.h"
#include "widgets/calibration/calibrationscatter.h"


#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>


using namespace shardscope;
using namespace shardscope::ui;

namespace {

/** A run table of vTrain's rows 0, 3, 6, ... (19 runs on dgx-a100-80gb), written into `dir`. */
QString writeVtrainTable(const QTemporaryDir& dir, int rows = 19)
{
    static const calibration::Group vtrain = calibration::groupNamed(SHARDSCOPE_TEST_DATA "/calibration", "vtrain");
    return QString::fromStdString(calibration::writeRunTable(vtrain, dir.path().toStdString(), size_t(rows)));
}

void selectCluster(CalibrationDialog& dialog, const QString& id)
{
    dialog.clusterBox()->setCurrentIndex(dialog.clusterBox()->findData(id));
}

bool fitAndWait(CalibrationDialog& dialog)
{
    QSignalSpy done(&dialog, &CalibrationDialog::fitFinished);
    dialog.fit();
    return done.wait(120000);
}

} // namespace

class TestCalibrationDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void fitsAndShowsTheResult();
    void badFilesAreNamed_data();
    void badFilesAreNamed();
    void closingDuringAFitIsSafe();
};

void TestCalibrationDialog::fitsAndShowsTheResult()
{
    QTemporaryDir dir;
    auto window = guisupport::shownWindow();
    CalibrationDialog* dialog = window->calibrationDialog();
    selectCluster(*dialog, QStringLiteral("dgx-a100-80gb"));
    QCOMPARE(dialog->idEdit()->text(), QStringLiteral("dgx-a100-80gb-calibrated"));
    QVERIFY(!dialog->fitButton()->isEnabled()); // nothing to fit yet
    QString error;
    QVERIFY2(dialog->addRuns(writeVtrainTable(dir), &error), qPrintable(error));
    QCOMPARE(dialog->runCount(), 19);
    QVERIFY(dialog->fitButton()->isEnabled());
    QVERIFY(fitAndWait(*dialog));
    QVERIFY(dialog->result().has_value());
    const CalibrationResult& r = *dialog->result();
    QVERIFY(r.medianAbsErrorAfter <= r.medianAbsErrorBefore);

    // Every parameter has a row; the GEMM level is pinned down, the expert GEMMs unseen.
    QTableWidget* table = dialog->parameterTable();
    QCOMPARE(table->rowCount(), int(fitParameters().size()));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("GEMM efficiency (large GEMMs)"));
    QCOMPARE(table->item(0, 3)->text(), QStringLiteral("pinned down"));
    QVERIFY(table->item(0, 2)->text().contains(QStringLiteral("±")));
    QCOMPARE(table->item(2, 3)->text(), QStringLiteral("not fitted: no run depends on it"));
    QCOMPARE(dialog->chart()->pointsBefore(), 19);
    QCOMPARE(dialog->chart()->pointsAfter(), 19);
    QVERIFY(dialog->summaryLabel()->text().contains(QStringLiteral("held out")));

    // Saved, it is a preset that loads again, with its calibration.
    const QString path = dir.filePath(QStringLiteral("a100-fit.json"));
    dialog->idEdit()->setText(QStringLiteral("a100-fit"));
    QVERIFY2(dialog->save(path, &error), qPrintable(error));
    PresetLibrary reread;
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    reread.add(saved.readAll().toStdString(), path.toStdString());
    QVERIFY(reread.cluster("a100-fit")->calibration.present());
    QVERIFY(window->document()->presets().cluster("a100-fit"));

    // Put under a vTrain scenario on the base preset: the scenario keeps its nodes and NIC
    // override, takes the fitted values, and is estimated at the calibrated level; undo returns.
    QVERIFY(window->document()->load(dir.filePath(QStringLiteral("run0.shardscope.json")), &error));
    const Scenario before = window->document()->scenario();
    QCOMPARE(before.cluster.presetId, std::string("dgx-a100-80gb"));
    QVERIFY2(dialog->useForScenario(&error), qPrintable(error));
    window->document()->flushEstimate();
    const Scenario& after = window->document()->scenario();
    QCOMPARE(after.cluster.presetId, std::string("a100-fit"));
    QCOMPARE(after.cluster.nodes, before.cluster.nodes);
    QCOMPARE(after.cluster.interNode.bandwidthGBps, before.cluster.interNode.bandwidthGBps);
    QCOMPARE(window->document()->report().step.timeEvidence, Evidence::Calibrated);
    auto* summary = window->findChild<QLabel*>(QStringLiteral("clusterSummary"));
    QVERIFY(summary);
    QVERIFY2(summary->text().contains(QStringLiteral("calibrated to your runs")), qPrintable(summary->text()));
    window->document()->undoStack()->undo();
    window->document()->flushEstimate();
    QCOMPARE(window->document()->scenario(), before);
    QCOMPARE(window->document()->report().step.timeEvidence, Evidence::Modelled);
}

void TestCalibrationDialog::badFilesAreNamed_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("message");
    QTest::newRow("a step time that is not a number") << QStringLiteral("scenario,step_time_s,peak_memory_GiB\nx.json,fast,\n")
                                                      << QStringLiteral("line 2");
    QTest::newRow("a scenario that is not there") << QStringLiteral("scenario,step_time_s,peak_memory_GiB\nmissing.json,3.2,\n")
                                                  << QStringLiteral("missing.json");
}

void TestCalibrationDialog::badFilesAreNamed()
{
    QFETCH(QString, table);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("bad.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(table.toUtf8());
    file.close();
    ScenarioDocument document;
    CalibrationDialog dialog(&document);
    QString error;
    QVERIFY(!dialog.addRuns(file.fileName(), &error));
    QVERIFY2(error.contains(QStringLiteral("bad.csv")) && error.contains(message), qPrintable(error));
    QCOMPARE(dialog.runCount(), 0);
    QVERIFY(!dialog.fitButton()->isEnabled());
}

void TestCalibrationDialog::closingDuringAFitIsSafe()
{
    QTemporaryDir dir;
    ScenarioDocument document;
    auto dialog = std::make_unique<CalibrationDialog>(&document);
    selectCluster(*dialog, QStringLiteral("dgx-a100-80gb"));
    QString error;
    QVERIFY(dialog->addRuns(writeVtrainTable(dir, 6), &error));
    dialog->fit();
    QVERIFY(dialog->isFitting());
    dialog.reset(); // cancels and waits for the worker; nothing it posts arrives afterwards
    QCoreApplication::processEvents();
}

QTEST_MAIN(TestCalibrationDialog)
#include "tst_calibration_dialog.moc"
