// Issue 18, the window's side: File › Import Launch Configuration and a script dropped on the
// window show how each setting was read, replace the scenario only when asked, as one undo step.

#include "guisupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/importing/importdialog.h"
#include "widgets/shell/fileactions.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

QString script(const char* name)
{
    return QStringLiteral(SHARDSCOPE_TEST_DATA "/import/megatron/") + QLatin1String(name);
}

} // namespace

class TestImportDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void readsAndReplacesAsOneUndoStep();
    void unreadableFilesSayWhyAndReplaceNothing();
    void aDroppedScriptOpensTheDialog();
};

void TestImportDialog::readsAndReplacesAsOneUndoStep()
{
    auto window = guisupport::shownWindow();
    ScenarioDocument* document = window->document();
    const Scenario before = document->scenario();
    ImportDialog dialog(document, window.get());
    dialog.setCluster(QStringLiteral("dgx-b200"));
    dialog.setFiles({script("llama3-8b-slurm.sbatch")});
    QVERIFY2(dialog.result().has_value(), qPrintable(dialog.errorText()));
    QVERIFY2(dialog.summaryText().startsWith(QStringLiteral("Megatron-LM: ")), qPrintable(dialog.summaryText()));
    const ImportReport& report = dialog.result()->report;
    QCOMPARE(dialog.rowCount(), int(report.settings.size() + report.kept.size()));
    // nothing changes until the user says so
    QCOMPARE(document->scenario(), before);
    dialog.replaceScenario();
    document->flushEstimate();
    const Scenario& after = document->scenario();
    QCOMPARE(after.parallel.tp, 2);
    QCOMPARE(after.parallel.cp, 2);
    QCOMPARE(after.cluster.nodes, 2);
    QCOMPARE(after.cluster.presetId, std::string("dgx-b200")); // the cluster chosen in the dialog
    QCOMPARE(after.training.precision, Precision::Fp8Current);
    document->undoStack()->undo();
    document->flushEstimate();
    QCOMPARE(document->scenario(), before);
}

void TestImportDialog::unreadableFilesSayWhyAndReplaceNothing()
{
    auto window = guisupport::shownWindow();
    ImportDialog dialog(window->document(), window.get());
    QFile::remove(QStringLiteral("/tmp/shardscope-import-ran"));
    dialog.setFiles({script("runs-a-file.sh")});
    QVERIFY(!dialog.result().has_value());
    QVERIFY2(dialog.errorText().contains(QStringLiteral("runs-a-file.sh: line 7: --tensor-model-parallel-size")),
             qPrintable(dialog.errorText()));
    QVERIFY(dialog.summaryText().startsWith(QStringLiteral("Cannot import: ")));
    auto* replace = dialog.findChild<QPushButton*>();
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Replace Scenario"))
            replace = b;
    QVERIFY(replace && !replace->isEnabled());
    QVERIFY(!QFileInfo::exists(QStringLiteral("/tmp/shardscope-import-ran"))); // read, never run
}

void TestImportDialog::aDroppedScriptOpensTheDialog()
{
    auto window = guisupport::shownWindow();
    const Scenario before = window->document()->scenario();
    QVERIFY(window->fileActions()->openDropped(script("gpt3-175b-style.sh")));
    auto* dialog = window->findChild<ImportDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY2(dialog->result().has_value(), qPrintable(dialog->errorText()));
    QCOMPARE(dialog->result()->scenario.parallel.pp, 16);
    QCOMPARE(window->document()->scenario(), before); // shown, not yet applied
    dialog->close();
}

QTEST_MAIN(TestImportDialog)
#include "tst_import_dialog.moc"
