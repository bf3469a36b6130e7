// The configurator window driven through its real widgets, offscreen: the acceptance
// scenario of the live window (TP 8 -> 16 on DGX H100, the warning, its fix, undo/redo,
// save and reopen, a corrupt file), plus the habits around it.

#include "guisupport.h"

#include "widgets/charts/memorychart.h"
#include "widgets/charts/pipelinechart.h"
#include "widgets/charts/timechart.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/panels/clusterpanel.h"
#include "widgets/panels/modelpanel.h"
#include "widgets/panels/parallelismpanel.h"
#include "widgets/panels/specform.h"
#include "widgets/panels/summarystrip.h"
#include "widgets/panels/warningspanel.h"
#include "widgets/shell/autosaver.h"
#include "widgets/shell/fileactions.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/recentfiles.h"
#include "widgets/support/format.h"

#include "widgets/support/fieldmark.h"
#include "core/rules/rules.h"
#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/model/enumnames.h"

#include <QAction>
#include <QClipboard>
#include <QMimeData>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QMenu>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStyleOptionSlider>
#include <QTemporaryDir>
#include "core/io/builtinpresets.h"
#include "widgets/panels/measuredstatus.h"

#include <QDockWidget>
#include <QTest>

#include <algorithm>
#include <QUndoStack>

using namespace shardscope;
using namespace shardscope::ui;
using Colors::MemoryKind;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

bool hasDiagnostic(const ScenarioDocument* doc, const char* code)
{
    for (const Diagnostic& d : doc->diagnostics())
        if (d.code == code)
            return true;
    return false;
}

int cardIndex(const WarningsPanel* panel, const QString& code)
{
    for (int i = 0; i < panel->cardCount(); ++i)
        if (panel->cardCode(i) == code)
            return i;
    return -1;
}

/** The memory chart shows exactly the core's numbers for `expected`, stage by stage. */
void verifyMemoryChart(const MemoryChart* chart, const Scenario& expected)
{
    const Report report = analyse(expected);
    const auto& stages = report.memory.stages;
    const std::pair<MemoryKind, int64_t StageMemory::*> kinds[] = {
        {MemoryKind::Weights, &StageMemory::weightsBytes},       {MemoryKind::Gradients, &StageMemory::gradientsBytes},
        {MemoryKind::Optimizer, &StageMemory::optimizerBytes},   {MemoryKind::Activations, &StageMemory::activationsBytes},
        {MemoryKind::Buffers, &StageMemory::buffersBytes},       {MemoryKind::Overhead, &StageMemory::overheadBytes}};
    for (const auto& [kind, member] : kinds) {
        const QVector<double> plotted = chart->plottedGiB(kind);
        QCOMPARE(plotted.size(), qsizetype(stages.size()));
        for (size_t i = 0; i < stages.size(); ++i)
            QCOMPARE(plotted[qsizetype(i)], double(stages[i].*member) / kGiB);
    }
    QCOMPARE(chart->capacityGiB(), double(report.memory.capacityBytes) / kGiB);
    const QVector<double> over = chart->overCapacityGiB();
    for (size_t i = 0; i < stages.size(); ++i)
        QCOMPARE(over[qsizetype(i)], std::max(0.0, double(stages[i].totalBytes - report.memory.capacityBytes) / kGiB));
}

MainWindow::Options testOptions(const QString& autosaveFolder)
{
    MainWindow::Options o;
    o.autosaveFolder = autosaveFolder;
    o.restoreWindowState = false;
    return o;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void init() { QSettings().clear(); }
    void tpSliderFrom8To16ThenFixUndoRedo();
    void everyPanelTheReadmeNamesCanBeShown();
    void mouseDragOnASliderIsOneUndoStep();
    void saveAndReopenThroughTheWindow();
    void corruptFileShowsAnErrorAndKeepsTheDocument();
    void spinBoxReachesInvalidValuesAndMarksThem();
    void everyFieldIsEditableAndSaved();
    void dropsOpenScenariosAndImportModels();
    void copyReportPutsTheTextReportOnTheClipboard();
    void examplesOpenAsUntitledScenariosWithTheirMeasurements();
    void fillClusterKeepsTheWorldSize();
    void launcherTrainingChoicesAreUndoableEdits_data();
    void launcherTrainingChoicesAreUndoableEdits();
    void summaryAndTimeChartFollowTheReport();
    void autosaveWritesAndRecovers();
    void recoveredChangesKeepTheirFile_data();
    void recoveredChangesKeepTheirFile();
    void screenshotCommandLine_data();
    void screenshotCommandLine();

private:
    QTemporaryDir m_autosave;
};

void TestMainWindow::examplesOpenAsUntitledScenariosWithTheirMeasurements()
{
    MainWindow window(testOptions(m_autosave.path()));
    ScenarioDocument* doc = window.document();
    QMenu* examples = nullptr;
    for (QMenu* menu : window.findChildren<QMenu*>())
        if (menu->title() == QLatin1String("Open &Example"))
            examples = menu;
    QVERIFY(examples);
    QCOMPARE(qsizetype(examples->actions().size()), qsizetype(shardscope::exampleScenarioFiles().size()));
    QAction* deepseek = nullptr;
    for (QAction* a : examples->actions())
        if (a->text().startsWith(QLatin1String("DeepSeek-V3")))
            deepseek = a;
    QVERIFY(deepseek);
    QSignalSpy changed(doc, &ScenarioDocument::reportChanged);
    deepseek->trigger();
    QVERIFY(changed.count() >= 1);
    QVERIFY(doc->fileName().isEmpty()); // saving asks for a place: the shipped file stays as it is
    QVERIFY(doc->scenario().measured.has_value());
    QCOMPARE(doc->scenario().parallel.ep, 64);
    QVERIFY(doc->report().measured && !doc->report().measured->figures.empty());
    // The status bar sets the estimate against the source's figure; a plain scenario has none.
    auto* status = window.findChild<MeasuredStatus*>();
    QVERIFY(status);
    QVERIFY(!status->isHidden());
    QVERIFY2(status->text().contains(QLatin1String("tokens/s per GPU")), qPrintable(status->text()));
    QVERIFY(status->toolTip().contains(QLatin1String("DeepSeek-V3 Technical Report")));
    // Another schedule is another plan: its figures are named as the other plan's, no error shown.
    doc->edit(QStringLiteral("Set schedule"), -1, [](Scenario& s) { s.parallel.schedule = PipelineSchedule::DualPipeV; });
    QCoreApplication::processEvents();
    QVERIFY2(status->text().contains(QLatin1String("another plan (edited since: parallel.schedule)")) &&
                 !status->text().contains(QLatin1Char('%')),
             qPrintable(status->text()));
    doc->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY2(status->text().contains(QLatin1String("tokens/s per GPU")), qPrintable(status->text()));
    doc->newDocument();
    QVERIFY(status->isHidden());
}

void TestMainWindow::tpSliderFrom8To16ThenFixUndoRedo()
{
    MainWindow window(testOptions(m_autosave.path()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ScenarioDocument* doc = window.document();
    ParallelismPanel* panel = window.parallelismPanel();
    const Scenario start = doc->scenario();
    QCOMPARE(start.cluster.gpu.name.substr(0, 4), std::string("H100"));
    QCOMPARE(start.parallel.tp, 8);
    verifyMemoryChart(window.memoryChart(), start);
    QVERIFY(!hasDiagnostic(doc, "parallel.tp_exceeds_nvlink_domain"));

    // TP 16 splits Llama 3 70B's 8 KV heads, which Megatron-LM refuses: the slider does not
    // offer it. The spin box still sets it. "DP fills the cluster" is on: DP follows to 512 / (16·4) = 8.
    QSlider* tp = panel->slider(QStringLiteral("tp"));
    const std::vector<int> tpNotches = panel->snapValues(QStringLiteral("tp"));
    QVERIFY(std::find(tpNotches.begin(), tpNotches.end(), 16) == tpNotches.end());
    QVERIFY(std::find(tpNotches.begin(), tpNotches.end(), 4) != tpNotches.end());
    panel->spinBox(QStringLiteral("tp"))->setValue(16);
    doc->flushEstimate();
    QCoreApplication::processEvents();
    // Now the slider says why.
    QVERIFY2(tp->toolTip().contains(QStringLiteral("TP 16: the model width 8")), qPrintable(tp->toolTip()));
    Scenario expected = start;
    expected.parallel.tp = 16;
    expected.parallel.dp = 8;
    QVERIFY(doc->scenario() == expected);
    QCOMPARE(panel->spinBox(QStringLiteral("tp"))->value(), 16);
    QCOMPARE(doc->undoStack()->count(), 1);
    verifyMemoryChart(window.memoryChart(), expected);
    QVERIFY(hasDiagnostic(doc, "parallel.tp_exceeds_nvlink_domain"));
    WarningsPanel* warnings = window.warningsPanel();
    const int card = cardIndex(warnings, QStringLiteral("parallel.tp_exceeds_nvlink_domain"));
    QVERIFY(card >= 0);
    QVERIFY(panel->spinBox(QStringLiteral("tp"))->property("marked").toBool());

    // Apply fix: back inside NVLink, the warning is gone.
    QPushButton* apply = warnings->applyButton(card);
    QVERIFY(apply && !apply->isHidden());
    QTest::mouseClick(apply, Qt::LeftButton);
    QCoreApplication::processEvents();
    QCOMPARE(doc->scenario().parallel.tp, 8);
    QVERIFY(!hasDiagnostic(doc, "parallel.tp_exceeds_nvlink_domain"));
    QCOMPARE(cardIndex(warnings, QStringLiteral("parallel.tp_exceeds_nvlink_domain")), -1);
    QVERIFY(!panel->spinBox(QStringLiteral("tp"))->property("marked").toBool());
    QCOMPARE(doc->undoStack()->count(), 2);
    const Scenario fixed = doc->scenario();
    verifyMemoryChart(window.memoryChart(), fixed);

    // Undo and redo restore both states, charts and warnings included.
    doc->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY(doc->scenario() == expected);
    verifyMemoryChart(window.memoryChart(), expected);
    QVERIFY(cardIndex(warnings, QStringLiteral("parallel.tp_exceeds_nvlink_domain")) >= 0);
    const std::vector<int> notches = panel->snapValues(QStringLiteral("tp"));
    QCOMPARE(notches[size_t(tp->value())], 16); // the slider follows undo
    doc->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY(doc->scenario() == start);
    verifyMemoryChart(window.memoryChart(), start);
    QVERIFY(!doc->isModified());
    doc->undoStack()->redo();
    doc->undoStack()->redo();
    QCoreApplication::processEvents();
    QVERIFY(doc->scenario() == fixed);
    verifyMemoryChart(window.memoryChart(), fixed);
    QCOMPARE(cardIndex(warnings, QStringLiteral("parallel.tp_exceeds_nvlink_domain")), -1);
}

void TestMainWindow::mouseDragOnASliderIsOneUndoStep()
{
    MainWindow window(testOptions(m_autosave.path()));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ScenarioDocument* doc = window.document();
    QSlider* pp = window.parallelismPanel()->slider(QStringLiteral("pp"));
    const std::vector<int> notches = window.parallelismPanel()->snapValues(QStringLiteral("pp"));
    const int estimatesBefore = doc->estimateCount();
    // Press on the handle, drag to the far right in steps, release.
    QStyleOptionSlider option;
    option.initFrom(pp);
    option.orientation = Qt::Horizontal;
    option.minimum = pp->minimum();
    option.maximum = pp->maximum();
    option.sliderPosition = pp->value();
    option.sliderValue = pp->value();
    const QRect handle = pp->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, pp);
    QTest::mousePress(pp, Qt::LeftButton, {}, handle.center());
    for (int x = handle.center().x(); x <= pp->width(); x += 8) {
        QMouseEvent move(QEvent::MouseMove, QPointF(x, handle.center().y()), pp->mapToGlobal(QPointF(x, handle.center().y())),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(pp, &move);
        QCoreApplication::processEvents();
    }
    QTest::mouseRelease(pp, Qt::LeftButton, {}, QPoint(pp->width() - 1, handle.center().y()));
    QCoreApplication::processEvents();
    QCOMPARE(doc->scenario().parallel.pp, notches.back());
    QCOMPARE(doc->undoStack()->count(), 1);               // the whole drag is one step
    // ... and every notch it passed was estimated: 8 and 16 right of PP 4 (32 and 64 would
    // leave chunks of the five virtual stages empty, so the slider skips them).
    const auto ahead = int(notches.end() - std::find(notches.begin(), notches.end(), 4)) - 1;
    QCOMPARE(ahead, 2);
    QVERIFY(doc->estimateCount() - estimatesBefore >= ahead);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().parallel.pp, 4);
}

void TestMainWindow::saveAndReopenThroughTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.shardscope.json"));
    Scenario saved;
    {
        MainWindow window(testOptions(m_autosave.path()));
        ScenarioDocument* doc = window.document();
        QVERIFY(guisupport::dragSliderTo(window.parallelismPanel()->slider(QStringLiteral("pp")),
                                         window.parallelismPanel()->snapValues(QStringLiteral("pp")), 8));
        QVERIFY(doc->isModified());
        QVERIFY(window.isWindowModified());
        QVERIFY(window.fileActions()->saveTo(path));
        QVERIFY(!doc->isModified());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("plan.shardscope.json")));
        QCOMPARE(window.fileActions()->recentFiles()->files().value(0), QFileInfo(path).absoluteFilePath());
        saved = doc->scenario();
    }
    MainWindow reopened(testOptions(m_autosave.path()));
    QVERIFY(reopened.openScenario(path));
    QVERIFY(reopened.document()->scenario() == saved);
    QCOMPARE(reopened.document()->fileName(), path);
    QCOMPARE(reopened.document()->scenario().parallel.pp, 8);
    QCOMPARE(reopened.parallelismPanel()->spinBox(QStringLiteral("pp"))->value(), 8);
    verifyMemoryChart(reopened.memoryChart(), saved);
}

void TestMainWindow::corruptFileShowsAnErrorAndKeepsTheDocument()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.shardscope.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "shardscope.scenario/1", "name": "x", "model": {"preset": "llama-3-8b"},
                  "cluster": {"preset": "dgx-h100"}, "parallel": {"tp": -2}, "training": {}})");
    file.close();

    MainWindow window(testOptions(m_autosave.path()));
    window.show();
    ScenarioDocument* doc = window.document();
    doc->edit(QStringLiteral("pp"), -1, [](Scenario& s) { s.parallel.pp = 8; s.parallel.dp = 8; });
    QCoreApplication::processEvents();
    const Scenario before = doc->scenario();
    const QString title = window.windowTitle();
    const int steps = doc->undoStack()->count();
    window.fileActions()->askAboutUnsavedChanges = [] { return FileActions::Answer::Discard; };
    QSignalSpy errors(window.fileActions(), &FileActions::errorShown);
    QVERIFY(!window.fileActions()->open(path));
    QCOMPARE(errors.count(), 1);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("errorMessage"));
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("parallel.tp")), qPrintable(box->text()));
    QVERIFY(box->text().contains(QStringLiteral("broken.shardscope.json")));
    QVERIFY(doc->scenario() == before);
    QCOMPARE(doc->undoStack()->count(), steps);
    QVERIFY(doc->isModified());
    QCOMPARE(window.windowTitle(), title);
    verifyMemoryChart(window.memoryChart(), before);
    box->close();
}

void TestMainWindow::spinBoxReachesInvalidValuesAndMarksThem()
{
    MainWindow window(testOptions(m_autosave.path()));
    ScenarioDocument* doc = window.document();
    ParallelismPanel* panel = window.parallelismPanel();
    QSpinBox* tp = panel->spinBox(QStringLiteral("tp"));
    tp->setValue(3); // not a divisor of 64 heads: Megatron refuses it
    QCoreApplication::processEvents();
    QCOMPARE(doc->scenario().parallel.tp, 3);
    QVERIFY(hasDiagnostic(doc, "model.heads_not_divisible_by_tp"));
    QVERIFY(tp->property("marked").toBool());
    // Outlined without a style sheet, which made the style drop the spin box's arrows.
    QVERIFY(FieldMark::isMarked(tp));
    QVERIFY(tp->styleSheet().isEmpty());
    QVERIFY(!tp->toolTip().isEmpty());
    // The slider gained a notch for the invalid value, so it shows where the user is.
    const std::vector<int> notches = panel->snapValues(QStringLiteral("tp"));
    QVERIFY(std::find(notches.begin(), notches.end(), 3) != notches.end());
    QCOMPARE(notches[size_t(panel->slider(QStringLiteral("tp"))->value())], 3);
    QVERIFY(window.warningsPanel()->applyFix(QStringLiteral("model.heads_not_divisible_by_tp")));
    QCoreApplication::processEvents();
    QVERIFY(!hasDiagnostic(doc, "model.heads_not_divisible_by_tp"));
    // The nearest TP the shapes allow whose plan fits (issue 16: TP 4 did not fit, and its
    // card then needed a second fix): TP 8, which runs.
    QCOMPARE(doc->scenario().parallel.tp, 8);
    QVERIFY(doc->report().memory.fits);
    QVERIFY(!hasErrors(doc->diagnostics()));
    // A setting is marked exactly when a warning or error would change it (its fix) or, for
    // one without a fix, is about it.
    bool about = false;
    for (const Diagnostic& d : doc->diagnostics()) {
        if (d.severity == Severity::Info)
            continue;
        const bool changes = std::any_of(d.changes.begin(), d.changes.end(), [](const FixChange& c) { return c.path == "parallel.tp"; });
        about |= d.changes.empty() ? std::find(d.fields.begin(), d.fields.end(), "parallel.tp") != d.fields.end() : changes;
    }
    QCOMPARE(tp->property("marked").toBool(), about);
}

void TestMainWindow::everyFieldIsEditableAndSaved()
{
    // Every row of every form writes into the scenario, and what it writes survives a save
    // and a reopen. The MoE and MLA rows are reached through their switches, as a user would.
    MainWindow window(testOptions(m_autosave.path()));
    ScenarioDocument* doc = window.document();
    SpecForm* model = window.modelPanel()->form();
    const QList<SpecForm*> forms = {window.parallelismPanel()->switchesForm(), window.parallelismPanel()->trainingForm(),
                                    model, window.clusterPanel()->form()};
    int edited = 0;
    const auto editRow = [&](SpecForm* form, const QString& path) {
        QWidget* editor = form->field(path);
        QVERIFY2(editor, qPrintable(path));
        const Scenario before = doc->scenario();
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor)) {
            QSignalSpy rejected(doc, &ScenarioDocument::editRejected);
            const double old = spin->value();
            spin->setValue(old + (old + spin->singleStep() <= spin->maximum() ? spin->singleStep() : -spin->singleStep()));
            if (doc->scenario() == before) {
                // Refused (a hidden size the heads do not divide, say): the reason names the
                // field and the editor shows the old value again. Doubling is accepted.
                QCOMPARE(rejected.count(), 1);
                QVERIFY2(rejected.first().first().toString().contains(QStringLiteral("model.")),
                         qPrintable(rejected.first().first().toString()));
                QCOMPARE(spin->value(), old);
                spin->setValue(std::min(spin->maximum(), old * 2));
            }
        } else if (auto* box = qobject_cast<QCheckBox*>(editor)) {
            box->toggle();
        } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            const int next = (combo->currentIndex() + 1) % combo->count();
            combo->setCurrentIndex(next);
            emit combo->activated(next);
        } else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
            line->setText(line->text() + QStringLiteral(" edited"));
            emit line->editingFinished();
        } else {
            QFAIL(qPrintable(QStringLiteral("unknown editor for %1").arg(path)));
        }
        QVERIFY2(!(doc->scenario() == before), qPrintable(QStringLiteral("%1 did not change the scenario").arg(path)));
        ++edited;
    };
    // Switch MoE on through its check box; its rows appear.
    qobject_cast<QCheckBox*>(model->field(QStringLiteral("model.moe")))->setChecked(true);
    QVERIFY(doc->scenario().model.moe.has_value());
    QVERIFY(!model->field(QStringLiteral("model.moe.experts"))->isHidden());
    for (SpecForm* form : forms)
        for (const QString& path : form->paths())
            if (!path.startsWith(QLatin1String("model.mla")) && path != QLatin1String("model.moe"))
                editRow(form, path);
    // MLA: switching it on makes the model valid for it (no KV groups), then its rows.
    qobject_cast<QCheckBox*>(model->field(QStringLiteral("model.mla")))->setChecked(true);
    QVERIFY(doc->scenario().model.mla.has_value());
    QCOMPARE(doc->scenario().model.kvHeads, doc->scenario().model.heads);
    for (const QString& path : model->paths())
        if (path.startsWith(QLatin1String("model.mla.")))
            editRow(model, path);
    QVERIFY(edited >= 60);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("all.shardscope.json"));
    QVERIFY(window.fileActions()->saveTo(file));
    ScenarioDocument reopened;
    QString error;
    QVERIFY2(reopened.load(file, &error), qPrintable(error));
    QVERIFY(reopened.scenario() == doc->scenario());
}

void TestMainWindow::dropsOpenScenariosAndImportModels()
{
    MainWindow window(testOptions(m_autosave.path()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ScenarioDocument* doc = window.document();
    const auto drop = [&](const QString& path) {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropEvent(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &dropEvent);
        QCoreApplication::processEvents();
    };
    // A Hugging Face config.json replaces the model, as one undo step.
    drop(QStringLiteral(SHARDSCOPE_TEST_DATA "/hf/mixtral-8x7b.json"));
    QVERIFY(doc->scenario().model.moe.has_value());
    QCOMPARE(doc->scenario().model.moe->experts, 8);
    QCOMPARE(doc->undoStack()->count(), 1);
    // A scenario file opens (the unsaved change is discarded on request).
    window.fileActions()->askAboutUnsavedChanges = [] { return FileActions::Answer::Discard; };
    drop(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/scenarios/llama-3.1-405b-16k-h100.shardscope.json"));
    QCOMPARE(doc->scenario().parallel.pp, 16);
    QCOMPARE(doc->scenario().cluster.totalGpus(), int64_t(16384));
    QVERIFY(doc->fileName().endsWith(QStringLiteral("llama-3.1-405b-16k-h100.shardscope.json")));
    QVERIFY(!doc->isModified());
}

void TestMainWindow::copyReportPutsTheTextReportOnTheClipboard()
{
    MainWindow window(testOptions(m_autosave.path()));
    QAction* copy = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+Shift+C")))
            copy = a;
    QVERIFY(copy);
    QApplication::clipboard()->clear();
    copy->trigger();
    const QString text = QApplication::clipboard()->text();
    QVERIFY(text.startsWith(QStringLiteral("ShardScope estimate: Llama 3 70B")));
    QVERIFY(text.contains(QStringLiteral("Time per step")));
}

void TestMainWindow::fillClusterKeepsTheWorldSize()
{
    MainWindow window(testOptions(m_autosave.path()));
    ScenarioDocument* doc = window.document();
    ParallelismPanel* panel = window.parallelismPanel();
    QVERIFY(panel->fillClusterBox()->isChecked());
    for (int pp : {1, 2, 8, 16}) {
        QVERIFY(guisupport::dragSliderTo(panel->slider(QStringLiteral("pp")), panel->snapValues(QStringLiteral("pp")), pp));
        QCOMPARE(doc->scenario().parallel.worldSize(), doc->scenario().cluster.totalGpus());
    }
    panel->fillClusterBox()->setChecked(false);
    QVERIFY(guisupport::dragSliderTo(panel->slider(QStringLiteral("pp")), panel->snapValues(QStringLiteral("pp")), 4));
    QCOMPARE(doc->scenario().parallel.dp, 4); // 512 / (8·16) from before, unchanged
    QCOMPARE(doc->scenario().parallel.worldSize(), int64_t(8 * 4 * 4));
    QCoreApplication::processEvents();
    QVERIFY(window.summaryStrip()->tileText(QStringLiteral("gpus")).contains(QStringLiteral("128")));
    QVERIFY(QSettings().value(QStringLiteral("parallelism/fillCluster")).toBool() == false);
}

void TestMainWindow::launcherTrainingChoicesAreUndoableEdits_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::newRow("compiled") << "training.kernel_fusion" << "compiled";
    QTest::newRow("eager") << "training.kernel_fusion" << "eager";
    QTest::newRow("every other matmul") << "training.selective_recompute" << "every-other-matmul";
}

void TestMainWindow::launcherTrainingChoicesAreUndoableEdits()
{
    // The two launcher switches of the training form: picking a value changes the scenario
    // (and what is saved) as one undo step, undo restores it, and every value says what it
    // means when hovered.
    QFETCH(QString, path);
    QFETCH(QString, value);
    MainWindow window(testOptions(m_autosave.path()));
    ScenarioDocument* doc = window.document();
    auto* combo = qobject_cast<QComboBox*>(window.parallelismPanel()->trainingForm()->field(path));
    QVERIFY2(combo, qPrintable(path));
    QVERIFY(!combo->isHidden()); // the default recompute is selective, so both rows show
    for (int i = 0; i < combo->count(); ++i)
        QVERIFY2(combo->itemData(i, Qt::ToolTipRole).toString().size() > 40, qPrintable(combo->itemText(i)));
    const Scenario before = doc->scenario();
    const QString saved = doc->text();
    const int index = combo->findData(value);
    QVERIFY(index > 0); // not the default
    QSignalSpy changed(doc, &ScenarioDocument::scenarioChanged);
    QSignalSpy reports(doc, &ScenarioDocument::reportChanged);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
    QCOMPARE(changed.count(), 1);
    const TrainingSpec& t = doc->scenario().training;
    QCOMPARE(QString::fromUtf8(path == QLatin1String("training.kernel_fusion") ? toString(t.kernelFusion).data()
                                                                               : toString(t.selectiveRecompute).data()),
             value);
    QVERIFY(doc->text().contains(QStringLiteral("\"%1\"").arg(value)));
    QCOMPARE(doc->undoStack()->count(), 1);
    QTRY_COMPARE(reports.count(), 1);
    doc->undoStack()->undo();
    QVERIFY(doc->scenario() == before);
    QCOMPARE(doc->text(), saved);
    QCOMPARE(combo->currentIndex(), 0); // the editor follows the undo
}

void TestMainWindow::summaryAndTimeChartFollowTheReport()
{
    MainWindow window(testOptions(m_autosave.path()));
    ScenarioDocument* doc = window.document();
    // Over capacity: no recompute, no SP, ZeRO off, micro-batch 4.
    doc->edit(QStringLiteral("oom"), -1, [](Scenario& s) {
        s.training.recompute = Recompute::None;
        s.parallel.sequenceParallel = false;
        s.parallel.zeroStage = 0;
        s.training.microBatch = 4;
    });
    QCoreApplication::processEvents();
    const Report& r = doc->report();
    QVERIFY(!r.memory.fits);
    QVERIFY(window.summaryStrip()->tileCaption(QStringLiteral("memory")).startsWith(QStringLiteral("Over")));
    QCOMPARE(window.summaryStrip()->tileText(QStringLiteral("memory")), Format::gib(double(r.memory.peakBytes)));
    QVERIFY(window.memoryChart()->title().contains(QStringLiteral("over capacity")));
    const QVector<double> over = window.memoryChart()->overCapacityGiB();
    QVERIFY(std::any_of(over.begin(), over.end(), [](double v) { return v > 0; }));
    TimeChart* time = window.timeChart();
    QCOMPARE(time->plottedSeconds(QStringLiteral("compute")), r.step.computeS);
    // The report counts stragglers in the bubble; the chart draws them as a bar of their own.
    QVERIFY(r.communication.stragglerS > 0);
    QCOMPARE(time->plottedSeconds(QStringLiteral("stragglers")), r.communication.stragglerS);
    QCOMPARE(time->plottedSeconds(QStringLiteral("bubble")), r.step.bubbleS - r.communication.stragglerS);
    QCOMPARE(time->plottedSeconds(QStringLiteral("optimizer")), r.step.optimizerS);
    double exposed = 0;
    for (const CommDimReport& d : r.communication.dims) {
        QCOMPARE(time->plottedSeconds(QString::fromStdString(d.dim)), d.exposedTimeS);
        exposed += d.exposedTimeS;
    }
    QCOMPARE(exposed, r.step.exposedCommS);
    QCOMPARE(time->plottedExposedPercent(QStringLiteral("all")), 100 * r.communication.share);
    QVERIFY(window.pipelineChart()->title().contains(QStringLiteral("bubble")));
}

void TestMainWindow::autosaveWritesAndRecovers()
{
    QTemporaryDir folder;
    Scenario edited;
    QString autosavePath;
    {
        MainWindow window(testOptions(folder.path()));
        ScenarioDocument* doc = window.document();
        doc->edit(QStringLiteral("pp"), -1, [](Scenario& s) { s.parallel.pp = 16; s.parallel.dp = 4; });
        edited = doc->scenario();
        Autosaver saver(doc, folder.path());
        saver.saveNow();
        autosavePath = saver.path();
        QVERIFY(QFile::exists(autosavePath));
        // A live session's autosave is not an orphan.
        QVERIFY(!Autosaver::orphans(folder.path()).contains(autosavePath));
        // Saving the document removes the autosave.
        QTemporaryDir dir;
        QVERIFY(window.fileActions()->saveTo(dir.filePath(QStringLiteral("x.shardscope.json"))));
        QVERIFY(!QFile::exists(autosavePath));
        doc->edit(QStringLiteral("pp"), -1, [](Scenario& s) { s.parallel.pp = 8; s.parallel.dp = 8; });
        edited = doc->scenario();
        saver.saveNow();
        QVERIFY(QFile::exists(autosavePath));
        // Simulate a crash: copy the file aside as an orphan with no live lock.
        QFile::copy(autosavePath, folder.filePath(QStringLiteral("crashed.shardscope.json")));
    }
    const QStringList orphans = Autosaver::orphans(folder.path());
    QVERIFY(orphans.contains(folder.filePath(QStringLiteral("crashed.shardscope.json"))));
    QString error;
    const auto contents = Autosaver::read(folder.filePath(QStringLiteral("crashed.shardscope.json")), &error);
    QVERIFY2(contents, qPrintable(error));
    QVERIFY(contents->fileName.endsWith(QStringLiteral("x.shardscope.json"))); // the file the changes belong to
    ScenarioDocument recovered;
    QVERIFY2(recovered.restore(contents->scenarioText, contents->fileName, &error), qPrintable(error));
    QVERIFY(recovered.scenario() == edited);
    QVERIFY(recovered.isModified());
    QCOMPARE(recovered.fileName(), contents->fileName);
}

void TestMainWindow::recoveredChangesKeepTheirFile_data()
{
    QTest::addColumn<bool>("saved");       // the crashed session's document had a file
    QTest::addColumn<QString>("open");     // FILE on the next start: "", "same" or "other"
    QTest::newRow("no FILE: the changes come back to their file") << true << "";
    QTest::newRow("FILE is that file: recovered into it, no Save dialog") << true << "same";
    QTest::newRow("FILE is another file: it opens as it is, the changes wait") << true << "other";
    QTest::newRow("untitled changes come back untitled") << false << "";
}

void TestMainWindow::recoveredChangesKeepTheirFile()
{
    QFETCH(bool, saved);
    QFETCH(QString, open);
    QTemporaryDir folder, files;
    const QString plan = files.filePath(QStringLiteral("plan.shardscope.json"));
    const QString other = files.filePath(QStringLiteral("other.shardscope.json"));
    const QString orphan = folder.filePath(QStringLiteral("crashed.shardscope.json"));
    Scenario onDisk, edited;
    {
        // The session that crashed: a saved file, then changes that only the autosave has.
        MainWindow window(testOptions(folder.path()));
        ScenarioDocument* doc = window.document();
        QVERIFY(window.fileActions()->saveTo(other));
        if (saved)
            QVERIFY(window.fileActions()->saveTo(plan));
        else
            window.fileActions()->newDocument();
        onDisk = doc->scenario();
        doc->edit(QStringLiteral("pp"), -1, [](Scenario& s) { s.parallel.pp = 16; s.parallel.dp = 4; });
        edited = doc->scenario();
        Autosaver saver(doc, folder.path());
        saver.saveNow();
        QVERIFY(QFile::copy(saver.path(), orphan)); // left behind, with no live lock
    }
    MainWindow window(testOptions(folder.path()));
    QStringList questions;
    int saveDialogs = 0;
    window.askToRecover = [&](const QString& question) {
        questions << question;
        return true;
    };
    window.fileActions()->askAboutUnsavedChanges = [&] {
        ++saveDialogs;
        return FileActions::Answer::Discard;
    };
    window.startWith(open.isEmpty() ? QString() : open == QLatin1String("same") ? plan : other);
    ScenarioDocument* doc = window.document();
    QCOMPARE(saveDialogs, 0);
    if (open == QLatin1String("other")) {
        // Not this file's changes: nothing is asked, the file opens unchanged, the autosave
        // stays for a start that can take it.
        QVERIFY(questions.isEmpty());
        QCOMPARE(doc->fileName(), other);
        QVERIFY(!doc->isModified());
        QVERIFY(QFile::exists(orphan));
        return;
    }
    QCOMPARE(questions.size(), 1);
    QVERIFY(!QFile::exists(orphan));
    QVERIFY(doc->scenario() == edited);
    QVERIFY(doc->isModified());
    QVERIFY(window.isWindowModified());
    if (!saved) {
        QVERIFY(doc->fileName().isEmpty());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled[*]")));
        return;
    }
    QCOMPARE(doc->fileName(), plan);
    QVERIFY2(questions.first().contains(QStringLiteral("plan.shardscope.json")), qPrintable(questions.first()));
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("plan.shardscope.json[*]")), qPrintable(window.windowTitle()));
    // Undo goes back to the file as it is on disk, which is the clean state.
    doc->undoStack()->undo();
    QVERIFY(doc->scenario() == onDisk);
    QVERIFY(!doc->isModified());
}

void TestMainWindow::screenshotCommandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QSize>("size");
    QTest::newRow("default scenario") << QStringList{} << QSize(1600, 1000);
    QTest::newRow("given size, dark") << QStringList{QStringLiteral("--size"), QStringLiteral("1280x800"),
                                                      QStringLiteral("--theme"), QStringLiteral("dark")}
                                      << QSize(1280, 800);
    QTest::newRow("file") << QStringList{QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/default.shardscope.json")}
                          << QSize(1600, 1000);
}

void TestMainWindow::screenshotCommandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("shot.png"));
    QProcess process;
    process.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    process.start(QStringLiteral(SHARDSCOPE_GUI_BINARY), arguments + QStringList{QStringLiteral("--screenshot"), out});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size() / image.devicePixelRatio(), size);

    // A corrupt file: exit code 1 and a message naming the field, no image.
    QTemporaryDir bad;
    QFile file(bad.filePath(QStringLiteral("bad.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "shardscope.scenario/1", "name": "x", "model": {"preset": "llama-3-8b"},
                  "cluster": {"preset": "dgx-h100"},
                  "parallel": {"tp": 1, "pp": 1, "dp": 0, "cp": 1, "ep": 1, "etp": null, "sequence_parallel": false,
                               "zero_stage": 1, "schedule": "1f1b", "virtual_stages": 1, "rank_order": "tp-cp-ep-dp-pp"},
                  "training": {}})");
    file.close();
    const QString badOut = bad.filePath(QStringLiteral("shot.png"));
    process.start(QStringLiteral(SHARDSCOPE_GUI_BINARY), {file.fileName(), QStringLiteral("--screenshot"), badOut});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains(QStringLiteral("parallel.dp")));
    QVERIFY(!QFile::exists(badOut));
}

void TestMainWindow::everyPanelTheReadmeNamesCanBeShown()
{
    // `shardscope --show PANEL` takes these names (README, "Command line"); an unknown name
    // is answered with panelNames().
    MainWindow window(guisupport::windowOptions());
    const QStringList names = window.panelNames();
    for (const char* name : {"parallelism", "model", "cluster", "topology", "search", "decisionTree", "comparison",
                             "sensitivity", "report", "formulas", "warnings", "lessons"}) {
        QVERIFY2(names.contains(QLatin1String(name)), name);
        QVERIFY2(window.showPanel(QLatin1String(name)), name);
    }
    QCOMPARE(names.size(), 12);
    QVERIFY(!window.showPanel(QStringLiteral("compare")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
