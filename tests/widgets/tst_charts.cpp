// The charts at the extremes a user reaches: one stage, 64 stages on 16,384 GPUs, a MoE
// model, closed-form schedules, millions of micro-batches, everything invalid; plus
// tooltips, zoom, export and the dark palette.

#include "guisupport.h"
#include "testsupport.h"

#include "widgets/charts/chartexport.h"
#include "widgets/charts/ganttplottable.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/pipelinechart.h"
#include "widgets/charts/timechart.h"
#include "widgets/charts/unitticker.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/panels/parallelismpanel.h"
#include "widgets/panels/warningspanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/themes.h"
#include "widgets/support/format.h"

#include "core/estimate/estimate.h"

#include <QFile>
#include <QSlider>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QTest>
#include <QWheelEvent>

using namespace shardscope;
using namespace shardscope::ui;
using Colors::MemoryKind;

namespace {

MainWindow::Options options()
{
    return guisupport::windowOptions();
}

/** Replace the document's scenario with the default one changed by `change`, and render. */
template <typename F>
void setUp(MainWindow& window, F change)
{
    Scenario s = guisupport::defaultScenario();
    change(s);
    window.document()->replace(s, QStringLiteral("test"));
    window.renderNow();
}

Scenario withModel(Scenario s, const char* model, const char* cluster, int nodes)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    s.model = presets.modelSpec(model);
    s.cluster = presets.clusterSpec(cluster);
    s.cluster.nodes = nodes;
    return s;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void extremes_data();
    void extremes();
    void trafficReadsInThreeFigures_data();
    void trafficReadsInThreeFigures();
    void largeBatchDrawsAPrefix();
    void pipelineTitleCountsMicroBatches();
    void closedFormScheduleSaysSo();
    void weightLegendWhenTheTimelineHasWeightOps_data();
    void weightLegendWhenTheTimelineHasWeightOps();
    void deepPipelinesStayBounded();
    void memoryTooltipNamesPartAndFormula();
    void memoryChartDragsStageBoundaries();
    void pipelineZoomsAndResets();
    void ganttCoversTheWholeStep_data();
    void ganttCoversTheWholeStep();
    void exportWritesEachFormat_data();
    void exportWritesEachFormat();
    void darkPaletteReachesTheCharts();
    void dataParallelRowNamesItsGroup();
    void stepBarCarriesItsRange();
    void nothingToSendStaysInsideTheChart();
    void volumeFiguresStayInsideTheirRect_data();
    void volumeFiguresStayInsideTheirRect();
    void tickLabelsNeverUseExponents_data();
    void tickLabelsNeverUseExponents();
};

void TestCharts::extremes_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("stages");
    QTest::newRow("1 GPU, 1 stage") << 0 << 1;
    QTest::newRow("405B, 64 stages on 16,384 GPUs") << 1 << 64;
    QTest::newRow("DeepSeek-V3 MoE on 2,048 H800") << 2 << 16;
    QTest::newRow("everything invalid") << 3 << 7;
}

void TestCharts::extremes()
{
    QFETCH(int, which);
    QFETCH(int, stages);
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUp(window, [which](Scenario& s) {
        ParallelConfig& p = s.parallel;
        if (which == 0) {
            s = withModel(s, "llama-3-8b", "dgx-h100", 1);
            s.cluster.gpusPerNode = 1;
            s.cluster.topology.nvlinkDomainGpus = 1;
            p.tp = p.pp = p.dp = p.cp = p.ep = 1;
            p.sequenceParallel = false;
            p.schedule = PipelineSchedule::OneFOneB;
            p.virtualStages = 1;
            s.training.globalBatch = 8;
        } else if (which == 1) {
            s = withModel(s, "llama-3.1-405b", "dgx-h100", 2048);
            p.tp = 8;
            p.pp = 64;
            p.dp = 32;
            p.schedule = PipelineSchedule::OneFOneB;
            p.virtualStages = 1;
            s.training.globalBatch = 2048;
        } else if (which == 2) {
            s = withModel(s, "deepseek-v3", "h800-deepseek", 256);
            p.tp = 1;
            p.sequenceParallel = false;
            p.pp = 16;
            p.dp = 128;
            p.ep = 64;
            p.schedule = PipelineSchedule::OneFOneB;
            p.virtualStages = 1;
            s.training.globalBatch = 4096;
            s.training.seqLength = 4096;
        } else {
            p.tp = 3;
            p.pp = 7;
            p.cp = 5;
            p.dp = 3;
            p.virtualStages = 3;
            s.training.globalBatch = 1000;
            s.training.microBatch = 7;
            s.training.seqLength = 1000000;
            s.training.flashAttention = false;
        }
    });
    ScenarioDocument* doc = window.document();
    const Report& r = doc->report();
    QCOMPARE(int(r.memory.stages.size()), stages);
    QCOMPARE(int(window.memoryChart()->plottedGiB(MemoryKind::Weights).size()), stages);
    GanttPlottable* gantt = window.pipelineChart()->gantt();
    QCOMPARE(int(gantt->timeline().size()), stages);
    // Culling: never more ops drawn than pixel columns per row.
    QVERIFY(gantt->lastDrawnOps() <= stages * window.pipelineChart()->width());
    QVERIFY(gantt->lastDrawnOps() > 0);
    QVERIFY(!window.memoryChart()->title().isEmpty());
    QVERIFY(!window.timeChart()->title().isEmpty());
    if (which == 2) {
        QVERIFY(!window.parallelismPanel()->slider(QStringLiteral("ep"))->isHidden());
        bool hasEp = false;
        for (const auto& d : r.communication.dims)
            hasEp |= d.dim == "ep" && d.groupSize == 64;
        QVERIFY(hasEp);
        QVERIFY(window.timeChart()->plottedSeconds(QStringLiteral("ep")) > 0);
    } else {
        QVERIFY(window.parallelismPanel()->slider(QStringLiteral("ep"))->isHidden());
    }
    if (which == 3) {
        int errors = 0;
        for (const Diagnostic& d : r.diagnostics)
            errors += d.severity == Severity::Error;
        QVERIFY(errors >= 4);
        QVERIFY(window.warningsPanel()->cardCount() == int(r.diagnostics.size()));
    }
    const QImage image = window.grab().toImage();
    QCOMPARE(image.size() / image.devicePixelRatio(), QSize(1600, 1000));
}

void TestCharts::largeBatchDrawsAPrefix()
{
    MainWindow window(options());
    setUp(window, [](Scenario& s) { s.training.globalBatch = int64_t(1) << 22; });
    const PipelineReport& pipe = window.document()->report().pipeline;
    QCOMPARE(pipe.microbatches, (int64_t(1) << 22) / 16);
    QVERIFY(pipe.timelineMicrobatches < pipe.microbatches);
    QVERIFY(window.pipelineChart()->title().contains(QStringLiteral("first")));
    QVERIFY(window.document()->lastEstimateMicroseconds() < 200000); // far from seconds
}

void TestCharts::pipelineTitleCountsMicroBatches()
{
    // "1 micro-batch", not "1 micro-batches"; more than one in the plural.
    MainWindow window(options());
    setUp(window, [](Scenario& s) { s.training.globalBatch = s.training.microBatch * s.parallel.dp; });
    QCOMPARE(window.document()->report().pipeline.microbatches, int64_t(1));
    QVERIFY2(window.pipelineChart()->title().contains(QStringLiteral(", 1 micro-batch\n")),
             qPrintable(window.pipelineChart()->title()));
    setUp(window, [](Scenario& s) { s.training.globalBatch = 2 * s.training.microBatch * s.parallel.dp; });
    QVERIFY2(window.pipelineChart()->title().contains(QStringLiteral(", 2 micro-batches\n")),
             qPrintable(window.pipelineChart()->title()));
}

void TestCharts::closedFormScheduleSaysSo()
{
    // ZB-V is simulated (it had only a closed form before) and the title says how; the one
    // schedule left without an order, DualPipe on an odd pp, says why there is no timeline.
    MainWindow window(options());
    setUp(window, [](Scenario& s) {
        s.parallel.schedule = PipelineSchedule::ZeroBubbleV;
        s.parallel.virtualStages = 1;
    });
    const PipelineReport& pipe = window.document()->report().pipeline;
    QVERIFY(pipe.simulated);
    QVERIFY(!window.pipelineChart()->gantt()->timeline().empty());
    QVERIFY(window.pipelineChart()->title().contains(QStringLiteral("ZB-V")));
    QVERIFY(window.pipelineChart()->title().contains(QStringLiteral("simulated")));
    setUp(window, [](Scenario& s) {
        s.cluster.nodes = 3;
        s.parallel.tp = 8;
        s.parallel.pp = 3;
        s.parallel.dp = 1;
        s.parallel.schedule = PipelineSchedule::DualPipe;
        s.parallel.virtualStages = 1;
    });
    const PipelineReport& odd = window.document()->report().pipeline;
    QVERIFY(!odd.simulated);
    QCOMPARE(QString::fromStdString(odd.closedFormReason), QStringLiteral("odd-stages"));
    QVERIFY(window.pipelineChart()->gantt()->timeline().empty());
    QVERIFY2(window.pipelineChart()->messageText().contains(QStringLiteral("even number of stages")),
             qPrintable(window.pipelineChart()->messageText()));
}

void TestCharts::weightLegendWhenTheTimelineHasWeightOps_data()
{
    QTest::addColumn<int>("schedule");
    QTest::newRow("1f1b") << int(PipelineSchedule::OneFOneB);
    QTest::newRow("zb-h1") << int(PipelineSchedule::ZeroBubbleH1);
    QTest::newRow("zb-v") << int(PipelineSchedule::ZeroBubbleV);
    QTest::newRow("dualpipe") << int(PipelineSchedule::DualPipe);
}

void TestCharts::weightLegendWhenTheTimelineHasWeightOps()
{
    // The legend names the weight-gradient colour exactly when the Gantt chart draws W ops.
    QFETCH(int, schedule);
    MainWindow window(options());
    setUp(window, [schedule](Scenario& s) {
        s.parallel.pp = 4;
        s.parallel.dp = std::max(1, s.parallel.dp / 4);
        s.parallel.schedule = PipelineSchedule(schedule);
        s.parallel.virtualStages = 1;
        s.training.globalBatch = 8 * s.training.microBatch * s.parallel.dp;
    });
    bool weightOps = false;
    for (const auto& rank : window.document()->report().pipeline.timeline)
        for (const TimelineOp& op : rank)
            weightOps |= op.kind == 'W';
    QVERIFY(!window.document()->report().pipeline.timeline.empty());
    const PipelineChart* chart = window.pipelineChart();
    bool weightInLegend = false;
    for (int i = 0; i < chart->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart->legend->item(i)))
            weightInLegend |= item->plottable()->name() == QStringLiteral("Weight gradient");
    QCOMPARE(weightInLegend, weightOps);
}

void TestCharts::deepPipelinesStayBounded()
{
    // The deepest pipeline the simulator still takes (320 ranks x 640 micro-batches) draws
    // into an image of one pixel row per rank (2,560 before); a deeper one (4,096 ranks) is
    // estimated in closed form and says so. Before, every depth was simulated and drawn at
    // 8 pixel rows per rank: pp 16384 aborted the window (std::bad_alloc).
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QElapsedTimer clock;
    clock.start();
    setUp(window, [](Scenario& s) {
        s.model.layers = 1280;
        s.parallel.tp = 1;
        s.parallel.pp = 320;
        s.parallel.dp = 1;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
        s.training.globalBatch = 640;
    });
    PipelineChart* chart = window.pipelineChart();
    chart->replot(QCustomPlot::rpImmediateRefresh);
    QVERIFY(window.document()->report().pipeline.simulated);
    QCOMPARE(int(chart->gantt()->timeline().size()), 320);
    QVERIFY2(chart->gantt()->denseImageSize().height() <= std::max(2 * chart->axisRect()->height() + 8, 320),
             qPrintable(QStringLiteral("%1 rows for a %2 pixel plot")
                            .arg(chart->gantt()->denseImageSize().height())
                            .arg(chart->axisRect()->height())));
    setUp(window, [](Scenario& s) {
        s.model.layers = 4096;
        s.parallel.tp = 1;
        s.parallel.pp = 4096;
        s.parallel.dp = 1;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.training.globalBatch = 8192;
    });
    const PipelineReport& pipe = window.document()->report().pipeline;
    QVERIFY(!pipe.simulated && pipe.overBudget);
    QVERIFY(chart->gantt()->timeline().empty());
    QVERIFY2(chart->messageText().contains(QStringLiteral("too deep to simulate")), qPrintable(chart->messageText()));
    QVERIFY2(chart->messageText().contains(QStringLiteral("4,096")), qPrintable(chart->messageText()));
#ifndef SHARDSCOPE_SANITIZED
    QVERIFY2(clock.elapsed() < 10000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
#endif
}

void TestCharts::memoryTooltipNamesPartAndFormula()
{
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    MemoryChart* chart = window.memoryChart();
    const StageMemory& s0 = window.document()->report().memory.stages.front();
    const double gib = 1024.0 * 1024.0 * 1024.0;
    // The middle of stage 0's activation segment.
    const double below = double(s0.weightsBytes + s0.gradientsBytes + s0.optimizerBytes) / gib;
    const double y = below + double(s0.activationsBytes) / gib / 2;
    const QPointF at(chart->xAxis->coordToPixel(0), chart->yAxis->coordToPixel(y));
    const QString tip = chart->toolTipAt(at);
    QVERIFY2(tip.contains(QStringLiteral("Activations")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("Korthikanti")));
    QVERIFY(tip.contains(QLocale().toString(qlonglong(s0.activationsBytes))));
    QVERIFY(chart->toolTipAt(QPointF(chart->xAxis->coordToPixel(1.5), at.y())).isEmpty()); // between bars
    // Between the first two stages is the boundary a drag moves.
    const QString handle = chart->toolTipAt(QPointF(chart->xAxis->coordToPixel(0.5), at.y()));
    QVERIFY2(handle.contains(QStringLiteral("--decoder-first-pipeline-num-layers")), qPrintable(handle));
}

void TestCharts::memoryChartDragsStageBoundaries()
{
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Llama 3 70B (80 layers) over PP 4 with 1F1B: 20 layers a stage.
    setUp(window, [](Scenario& s) {
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
    });
    ScenarioDocument* doc = window.document();
    MemoryChart* chart = window.memoryChart();
    const Report before = doc->report();
    QCOMPARE(before.memory.stages.front().layers, 20);
    const int undoSteps = doc->undoStack()->count();
    const double y = chart->axisRect()->rect().center().y();
    const auto pixel = [&](double key) { return QPoint(int(std::lround(chart->xAxis->coordToPixel(key))), int(y)); };
    QCOMPARE(chart->stageBoundaries()->boundaryAt(pixel(0.5)), StageBoundaryDrag::First);
    QCOMPARE(chart->stageBoundaries()->boundaryAt(pixel(2.5)), StageBoundaryDrag::Last);
    QCOMPARE(chart->stageBoundaries()->boundaryAt(pixel(1.5)), StageBoundaryDrag::None);

    // A quarter of a bar to the right: 5 of the first stage's 20 layers more, in one undo step.
    QTest::mousePress(chart, Qt::LeftButton, {}, pixel(0.5));
    QTest::mouseMove(chart, pixel(0.6));
    QTest::mouseMove(chart, pixel(0.75));
    QTest::mouseRelease(chart, Qt::LeftButton, {}, pixel(0.75));
    window.renderNow();
    QCOMPARE(doc->scenario().parallel.firstStageLayers, std::optional<int>(25));
    const Report after = doc->report();
    QCOMPARE(after.memory.stages.front().layers, 25);
    QCOMPARE(after.memory.stages[1].layers + after.memory.stages[2].layers + after.memory.stages[3].layers, 55);
    QVERIFY(after.memory.stages.front().totalBytes > before.memory.stages.front().totalBytes);
    QVERIFY(after.pipeline.bubbleFraction != before.pipeline.bubbleFraction);
    QCOMPARE(doc->undoStack()->count(), undoSteps + 1);

    // Far to the left: the first stage keeps one layer. The last boundary moves the last count.
    QTest::mousePress(chart, Qt::LeftButton, {}, pixel(0.5));
    QTest::mouseMove(chart, pixel(-3));
    QTest::mouseRelease(chart, Qt::LeftButton, {}, pixel(-3));
    QCOMPARE(doc->scenario().parallel.firstStageLayers, std::optional<int>(1));
    window.renderNow();
    QCOMPARE(chart->stageBoundaries()->boundaryAt(pixel(2.5)), StageBoundaryDrag::Last);
    QTest::mousePress(chart, Qt::LeftButton, {}, pixel(2.5));
    QTest::mouseMove(chart, pixel(2.5 + 0.1));
    QTest::mouseRelease(chart, Qt::LeftButton, {}, pixel(2.6));
    window.renderNow();
    const int last = doc->report().memory.stages.back().layers;
    QVERIFY2(last < 27 && doc->scenario().parallel.lastStageLayers == last, qPrintable(QString::number(last)));

    // Undo walks the drags back one at a time, to the even split.
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    window.renderNow();
    QVERIFY(!doc->scenario().parallel.firstStageLayers && !doc->scenario().parallel.lastStageLayers);

    // One stage has no boundary.
    setUp(window, [](Scenario& s) {
        s.parallel.pp = 1;
        s.parallel.dp = 64;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
    });
    QCOMPARE(chart->stageBoundaries()->boundaryAt(pixel(0.5)), StageBoundaryDrag::None);
}

void TestCharts::pipelineZoomsAndResets()
{
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    PipelineChart* chart = window.pipelineChart();
    const QCPRange full = chart->xAxis->range();
    const QPointF centre = chart->axisRect()->rect().center();
    QWheelEvent wheel(centre, chart->mapToGlobal(centre), QPoint(), QPoint(0, 480), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(chart, &wheel);
    QVERIFY(chart->xAxis->range().size() < full.size() / 2);
    QCOMPARE(chart->yAxis->range().size(), 4.0); // ranks unchanged without Ctrl
    // A new estimate keeps the user's zoom ...
    window.document()->edit(QStringLiteral("gb"), -1, [](Scenario& s) { s.training.globalBatch = 1024; });
    window.renderNow();
    QVERIFY(chart->xAxis->range().size() < full.size());
    // ... until a double click shows the whole step again.
    QTest::mouseDClick(chart, Qt::LeftButton, {}, centre.toPoint());
    QVERIFY(qAbs(chart->xAxis->range().upper - window.document()->report().step.timeS * 1.005) < 1e-9);
    QCOMPARE(chart->xAxis->range().lower, 0.0);
}

void TestCharts::ganttCoversTheWholeStep_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<int>("globalBatch"); // 0: the example's own
    QTest::addColumn<int>("longest");     // the StepTailKind that takes most of the tail
    QTest::addColumn<QString>("named");
    QTest::addColumn<int>("zeroStage"); // -1: the example's own
    QTest::addColumn<bool>("stragglers"); // false: the straggler coefficient set to 0
    // Issue 16: the Gantt ended at 7.6 s of a 10.4 s step, the gradient tail undrawn. Without
    // stragglers (which take 0.7 s of that step) the gradients are the widest band.
    QTest::newRow("ZeRO-3 405B under PP: exposed gradients")
        << "llama-3.1-405b-512-h100-torchtitan" << 0 << int(StepTailKind::DenseGradients) << "DP gradients (exposed)"
        << 3 << false;
    QTest::newRow("405B on 16,384 GPUs: stragglers of DP 128")
        << "llama-3.1-405b-16384-h100" << 0 << int(StepTailKind::Stragglers) << "Stragglers" << -1 << true;
    QTest::newRow("DeepSeek-V3: the tail after DualPipe") << "deepseek-v3-2048-h800" << 0 << -1 << "" << -1 << true;
    QTest::newRow("a simulated prefix: the rest of the batch") << "" << (1 << 22)
                                                               << int(StepTailKind::RemainingMicrobatches)
                                                               << "Remaining micro-batches" << -1 << true;
}

void TestCharts::ganttCoversTheWholeStep()
{
    QFETCH(QString, example);
    QFETCH(int, globalBatch);
    QFETCH(int, longest);
    QFETCH(QString, named);
    QFETCH(int, zeroStage);
    QFETCH(bool, stragglers);
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Scenario s = example.isEmpty() ? guisupport::defaultScenario() : testsupport::exampleScenario(example.toStdString());
    if (globalBatch > 0)
        s.training.globalBatch = globalBatch;
    if (zeroStage >= 0)
        s.parallel.zeroStage = zeroStage;
    if (!stragglers)
        s.cluster.interNode.stragglerCoefficient = 0;
    window.document()->replace(s, QStringLiteral("test"));
    window.renderNow();
    const Report& r = window.document()->report();
    PipelineChart* chart = window.pipelineChart();
    const GanttPlottable* gantt = chart->gantt();
    // The time axis and the drawing end with the step, not with the schedule.
    QVERIFY2(std::abs(gantt->endS() / r.step.timeS - 1) < 1e-9,
             qPrintable(QStringLiteral("drawn to %1 s of a %2 s step").arg(gantt->endS()).arg(r.step.timeS)));
    QVERIFY(std::abs(chart->xAxis->range().upper - r.step.timeS * 1.005) < 1e-9 * r.step.timeS);
    QVERIFY(!gantt->tail().empty());
    if (longest < 0)
        return;
    const auto widest = std::max_element(gantt->tail().begin(), gantt->tail().end(), [](const auto& a, const auto& b) {
        return a.endS - a.startS < b.endS - b.startS;
    });
    QCOMPARE(int(widest->kind), longest);
    // Hovering the band names the phase and its time; the legend lists it.
    chart->replot();
    const QPointF at(chart->xAxis->coordToPixel((widest->startS + widest->endS) / 2), chart->yAxis->coordToPixel(0));
    const QString tip = chart->toolTipAt(at);
    QVERIFY2(tip.contains(named) && tip.contains(QStringLiteral("After the schedule")), qPrintable(tip));
    bool inLegend = false;
    for (int i = 0; i < chart->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart->legend->item(i)))
            inLegend = inLegend || item->plottable()->name().startsWith(named);
    QVERIFY(inLegend);
}

void TestCharts::exportWritesEachFormat_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("png") << "png" << QByteArray("\x89PNG");
    QTest::newRow("svg") << "svg" << QByteArray("<?xml");
    QTest::newRow("pdf") << "pdf" << QByteArray("%PDF");
}

void TestCharts::exportWritesEachFormat()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, magic);
    MainWindow window(options());
    window.renderNow();
    QTemporaryDir dir;
    for (ChartWidget* chart : window.charts()) {
        const QString path = dir.filePath(chart->exportBaseName() + QLatin1Char('.') + suffix);
        QString error;
        QVERIFY2(ChartExport::save(chart, path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.size() > 1000);
        QVERIFY(file.read(magic.size()) == magic);
    }
    QString error;
    QVERIFY(!ChartExport::save(window.memoryChart(), dir.filePath(QStringLiteral("x.bmpx")), &error));
    QVERIFY(error.contains(QStringLiteral("bmpx")));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.bmpx"))));
}

void TestCharts::darkPaletteReachesTheCharts()
{
    MainWindow window(options());
    Themes::apply(QStringLiteral("dark"));
    QCoreApplication::processEvents();
    const QColor base = QApplication::palette().color(QPalette::Base);
    QVERIFY(base.lightness() < 60);
    for (ChartWidget* chart : window.charts())
        QCOMPARE(chart->xAxis->tickLabelColor(), QApplication::palette().color(QPalette::WindowText));
    QCOMPARE(window.memoryChart()->xAxis->tickLabelColor(), QApplication::palette().color(QPalette::WindowText));
    Themes::apply(QStringLiteral("light"));
    QCoreApplication::processEvents();
    QVERIFY(window.memoryChart()->xAxis->tickLabelColor().lightness() < 100);
}

void TestCharts::dataParallelRowNamesItsGroup()
{
    // Issue 16: a bar read "DP x4096" when DP was 2048: the dense gradient group spans DP x CP.
    MainWindow window(options());
    window.show();
    setUp(window, [](Scenario& s) {
        s.parallel.cp = 2;
        s.parallel.dp = 8;
    });
    QStringList labels;
    for (QCPAxisRect* rect : window.timeChart()->axisRects())
        for (QCPAxis* axis : rect->axes(QCPAxis::atLeft))
            if (auto text = axis->ticker().dynamicCast<QCPAxisTickerText>())
                for (const QString& label : text->ticks())
                    labels << label;
    QVERIFY2(labels.join(QLatin1Char('|')).contains(QStringLiteral("DP·CP ×16")), qPrintable(labels.join(QLatin1Char('|'))));
    QVERIFY(!labels.join(QLatin1Char('|')).contains(QStringLiteral("DP ×16")));
}

void TestCharts::stepBarCarriesItsRange()
{
    // Issue 17 item 3: a whisker across the step bar from step.time_s_low to time_s_high.
    MainWindow window(options());
    setUp(window, [](Scenario&) {});
    const StepReport& st = window.document()->report().step;
    const QCPRange shown = window.timeChart()->shownStepRange();
    QCOMPARE(shown.lower, st.timeLowS);
    QCOMPARE(shown.upper, st.timeHighS);
    QVERIFY(window.timeChart()->xAxis->range().upper >= st.timeHighS);
    QVERIFY(window.timeChart()->title().contains(Format::seconds(st.timeHighS)));
}

void TestCharts::nothingToSendStaysInsideTheChart()
{
    // One GPU: the "sent per GPU" rect says nothing is sent. At 1280 x 800 its message ran
    // past the chart's right edge ("...every group has one G").
    MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    setUp(window, [](Scenario& s) {
        s.cluster.nodes = 1;
        s.cluster.gpusPerNode = 1;
        s.parallel.tp = s.parallel.pp = s.parallel.dp = s.parallel.cp = 1;
        s.parallel.virtualStages = 1;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.sequenceParallel = false;
    });
    TimeChart* chart = window.timeChart();
    chart->replot();
    QCoreApplication::processEvents();
    chart->replot();
    QCPItemText* message = nullptr;
    for (int i = 0; i < chart->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(chart->item(i)); text && text->text().startsWith(QStringLiteral("Nothing")))
            message = text;
    QVERIFY(message);
    QVERIFY(message->visible());
    const QFontMetrics metrics(message->font());
    int widest = 0;
    for (const QString& line : message->text().split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    const double centre = message->position->pixelPosition().x();
    QVERIFY2(centre + widest / 2.0 <= chart->width() && centre - widest / 2.0 >= 0,
             qPrintable(QStringLiteral("%1 px wide around x = %2 in a %3 px chart").arg(widest).arg(centre).arg(chart->width())));
}

void TestCharts::volumeFiguresStayInsideTheirRect_data()
{
    QTest::addColumn<QString>("plan");
    QTest::addColumn<int>("width");
    // The time chart's own width. A 1280 x 800 window with the search dock open in Chinese
    // leaves its volume rect about 60 px (here: 230 px); 560 px is a roomy dock.
    for (int width : {230, 280, 560}) {
        QTest::addRow("default, %d px", width) << "default" << width;
        // Meta's layout of Llama 3.1 405B: TP 301 GB and DP 103 GB a GPU. In a narrow chart
        // the DP figure went after its bar and lost its last letter at the rect's edge ("103 G").
        QTest::addRow("405B on 16,384 GPUs, %d px", width) << "405b" << width;
        QTest::addRow("Mixtral 8x7B with EP, %d px", width) << "moe" << width;
    }
}

void TestCharts::volumeFiguresStayInsideTheirRect()
{
    QFETCH(QString, plan);
    QFETCH(int, width);
    // "405b": the bundled example of Meta's layout (File › Examples).
    Scenario s = plan == QLatin1String("405b") ? testsupport::exampleScenario("llama-3.1-405b-16384-h100")
                                               : guisupport::defaultScenario();
    if (plan == QLatin1String("moe")) {
        s = withModel(s, "mixtral-8x7b", "dgx-h100", 8);
        s.parallel.tp = 2;
        s.parallel.pp = 1;
        s.parallel.dp = 32;
        s.parallel.ep = 8;
        s.parallel.virtualStages = 1;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
    }
    ScenarioDocument document;
    document.replace(s, QStringLiteral("test"));
    TimeChart chart(&document);
    chart.resize(width, 460);
    chart.show();
    QCoreApplication::processEvents();
    chart.replot();
    int checked = 0;
    for (int i = 0; i < chart.itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(chart.item(i));
        if (!text || !text->visible() || !text->clipToAxisRect() || !text->text().endsWith(QStringLiteral("B")))
            continue;
        const QRect rect = text->clipAxisRect()->rect();
        const QMargins pad = text->padding();
        const double w = QFontMetrics(text->font()).horizontalAdvance(text->text()) + pad.left() + pad.right();
        const double x = text->position->pixelPosition().x();
        const bool right = text->positionAlignment() & Qt::AlignRight;
        const double left = right ? x - w : x, end = right ? x : x + w;
        QVERIFY2(left >= rect.left() - 1 && end <= rect.right() + 2,
                 qPrintable(QStringLiteral("\"%1\" spans %2..%3 px in a rect %4..%5")
                                .arg(text->text()).arg(left).arg(end).arg(rect.left()).arg(rect.right())));
        ++checked;
    }
    QVERIFY(checked >= 1);
}

void TestCharts::tickLabelsNeverUseExponents_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("unit");
    QTest::addColumn<QString>("text");
    // A one-GPU plan's step runs about 3,000 s: its time axes read "1·10³ s" in English and
    // "1E+03 s" in Chinese (QCustomPlot typesets a power only where the exponent is "e").
    for (const char* locale : {"en_US", "zh_CN"}) {
        QTest::addRow("%s, thousands of seconds", locale) << locale << 3000.0 << 1.0 << "3,000 s";
        QTest::addRow("%s, 1.5e5 seconds", locale) << locale << 150000.0 << 1.0 << "150,000 s";
        QTest::addRow("%s, 7.5 GB", locale) << locale << 7.5e9 << 1e9 << "7.5 GB";
        QTest::addRow("%s, a quarter second", locale) << locale << 0.25 << 1.0 << "0.25 s";
        // Beyond a million a power of ten in superscript digits: "10,000,000 days" was too wide
        // for two ticks of a narrow chart, and left its axis with a lone "0".
        QTest::addRow("%s, ten million days", locale) << locale << 1e7 * 86400 << 86400.0 << "10\u2077 days";
        QTest::addRow("%s, 25 million days", locale) << locale << 2.5e7 << 1.0 << "2.5\u00b710\u2077 days";
        QTest::addRow("%s, 999,999 s", locale) << locale << 999999.0 << 1.0 << "999,999 s";
        QTest::addRow("%s, 1.25e7 keeps its third digit", locale) << locale << 1.25e7 << 1.0 << "1.25\u00b710\u2077 s";
        QTest::addRow("%s, 9.996e8 rounds up", locale) << locale << 9.996e8 << 1.0 << "10\u2079 s";
    }
}

void TestCharts::tickLabelsNeverUseExponents()
{
    QFETCH(QString, locale);
    QFETCH(double, value);
    QFETCH(double, unit);
    QFETCH(QString, text);
    const QString unitName = text.section(QLatin1Char(' '), 1);
    QCOMPARE(guisupport::inLocale(QLocale(locale), [&] { return UnitTicker::compact(value, unit, unitName); }), text);
}

void TestCharts::trafficReadsInThreeFigures_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("GB") << 5.43e9 << "5.4 GB";
    QTest::newRow("hundreds of GB") << 752.4e9 << "752 GB";
    QTest::newRow("TB") << 5.43e12 << "5.4 TB";
    QTest::newRow("hundreds of TB") << 350.2e12 << "350 TB";
    // An absurd plan's traffic (PP 65,536 over 131,072 nodes): its bar label and the topology
    // view's link loads once read "1,141,140 TB", cut off at the chart's edge.
    QTest::newRow("PB") << 82.36e15 << "82.4 PB";
    QTest::newRow("EB") << 2.14e18 << "2.1 EB";
}

void TestCharts::trafficReadsInThreeFigures()
{
    QFETCH(double, bytes);
    QFETCH(QString, text);
    QCOMPARE(Format::bytes(bytes), text);
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
