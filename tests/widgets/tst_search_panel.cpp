// The search panel on real searches, offscreen: results reach the table and the scatter,
// applying a result is one undo step, cancelling keeps the previous results, the sweep
// fills its chart and table, and the window's thread never blocks while the core searches.

#include "guisupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/search/scalingchart.h"
#include "widgets/panels/warningspanel.h"
#include "widgets/search/searchpanel.h"
#include "widgets/search/searchscatterchart.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/support/format.h"

#include "core/search/scalingsweep.h"
#include "core/search/search.h"
#include "core/search/startingplan.h"
#include "widgets/support/coretext.h"

#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <ctime>
#include <fstream>
#include <limits>
#include <sstream>
#include <thread>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

MainWindow::Options options()
{
    return guisupport::windowOptions();
}

Scenario fileScenario(const char* relative)
{
    std::string path = SHARDSCOPE_TEST_DATA; // appended: GCC 12 warns falsely on literal + string
    path += '/';
    path += relative;
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return parseScenario(text.str(), PresetLibrary::builtin(), relative);
}

Scenario smallScenario()
{
    Scenario s = guisupport::defaultScenario();
    s.model = PresetLibrary::builtin().modelSpec("llama-3-8b");
    s.cluster.nodes = 2;
    s.parallel = ParallelConfig{};
    s.parallel.dp = 16;
    s.training.seqLength = 4096;
    s.training.globalBatch = 64;
    s.training.microBatch = 1;
    return s;
}

/** CPU time the calling thread has used, in ms (wall time where the platform has no per-thread clock). */
double threadCpuMs()
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
#else
    static QElapsedTimer wall;
    if (!wall.isValid())
        wall.start();
    return double(wall.nsecsElapsed()) / 1e6;
#endif
}

/** CPU time of the whole process (every thread), in ms. */
double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/**
 * A 1 ms timer on the window's thread. Each gap between two ticks is charged the CPU time
 * the thread spent in it: work done on that thread (drawing, filling the table, a busy loop)
 * counts, time the machine's scheduler gave to other processes does not (that made the
 * wall-clock gap flaky on a loaded machine). The wall-clock gap is kept beside it.
 */
struct WindowProbe
{
    QTimer timer;
    QElapsedTimer clock;
    double longest = 0, longestWall = 0, lastCpu = 0;
    qint64 last = 0;
    int ticks = 0;

    WindowProbe()
    {
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(1);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            const qint64 now = clock.nsecsElapsed();
            const double cpu = threadCpuMs();
            longest = std::max(longest, cpu - lastCpu);
            longestWall = std::max(longestWall, double(now - last) / 1e6);
            last = now;
            lastCpu = cpu;
            ++ticks;
        });
    }
    void start()
    {
        lastCpu = threadCpuMs();
        clock.start();
        timer.start();
    }
    void stop() { timer.stop(); }
};

#ifdef SHARDSCOPE_SANITIZED
constexpr double kBlockLimitMs = 250; // instrumented builds run several times slower
#else
constexpr double kBlockLimitMs = 16;
#endif

} // namespace

class TestSearchPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void searchFillsTableAndScatter();
    void applyIsOneUndoStep();
    void clickingAPointSelectsIt();
    void cancelKeepsThePreviousResults();
    void windowStaysResponsive();
    void sweepFillsChartAndTable();
    void launcherChoiceLimitsTheRanking();
    void probeSeesABusyWindow();
    void resultsAreInSightAt1280x800();
    void stepTipSaysWhyARangeIsWider();
};

void TestSearchPanel::searchFillsTableAndScatter()
{
    MainWindow window(options());
    window.document()->replace(smallScenario(), QStringLiteral("small"));
    SearchPanel* panel = window.searchPanel();
    // The progress bar shows while a search runs, not as an empty box before or after it.
    auto* progress = panel->findChild<QProgressBar*>();
    QVERIFY(progress && progress->isHidden());
    QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
    panel->startSearch();
    QVERIFY(panel->runner()->isRunning());
    QVERIFY(!progress->isHidden());
    QVERIFY(finished.wait(20000));
    QVERIFY(!panel->runner()->isRunning());
    QVERIFY(progress->isHidden());
    const auto outcome = panel->runner()->lastSearch();
    const SearchResult& r = outcome->result;
    // The same search straight from the core.
    SearchOptions o;
    o.topN = 20;
    const SearchResult direct = runSearch(window.document()->scenario(), o);
    QCOMPARE(r.counts.enumerated, direct.counts.enumerated);
    QCOMPARE(r.counts.timed, direct.counts.timed);
    QCOMPARE(panel->table()->rowCount(), int(direct.top.size()));
    for (size_t i = 0; i < direct.top.size(); ++i)
        QVERIFY(panel->shownConfigurations()[i].knobs == direct.top[i].knobs);
    QVERIFY(panel->statusText().contains(QStringLiteral("fit")));
    // The open plan's place, as the core words it for that result.
    QCOMPARE(panel->startingPlanText(), translated(startingPlanText(r)));
    QVERIFY(panel->startingPlanText().startsWith(QStringLiteral("Your plan")));
    QVERIFY(panel->scatterChart()->seriesCount() > 1);
    QVERIFY(panel->scatterChart()->currentMarker().has_value());
    // Colouring by ZeRO stage: one series per stage that has a feasible point.
    panel->colourBox()->setCurrentIndex(int(ScatterColour::Zero));
    QVERIFY(panel->scatterChart()->seriesCount() >= 2 && panel->scatterChart()->seriesCount() <= 4);
    // The Pareto front list.
    panel->showPareto(true);
    QCOMPARE(panel->table()->rowCount(), int(direct.pareto.size()));
}

void TestSearchPanel::stepTipSaysWhyARangeIsWider()
{
    // An FP8 plan on DGX B200 carries the range widened for the public FP8 runs on Blackwell (the
    // CLI's '+'): every row's Step cell says so, and a BF16 plan's says nothing of it.
    const QString blackwell = QStringLiteral("Widened for a low-precision recipe on Blackwell");
    for (const Precision precision : {Precision::Fp8Current, Precision::Bf16}) {
        MainWindow window(options());
        Scenario s = smallScenario();
        s.cluster = PresetLibrary::builtin().clusterSpec("dgx-b200");
        s.cluster.nodes = 2;
        s.training.precision = precision;
        window.document()->replace(s, QStringLiteral("fp8 on b200"));
        SearchPanel* panel = window.searchPanel();
        QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
        panel->startSearch();
        QVERIFY(finished.wait(20000));
        const int rows = panel->table()->rowCount();
        QVERIFY(rows > 0);
        for (int row = 0; row < rows; ++row) {
            const QString tip = panel->table()->item(row, 2)->toolTip();
            QVERIFY2(tip.startsWith(QStringLiteral("Measured steps of such plans fell between")), qPrintable(tip));
            QCOMPARE(tip.contains(blackwell), precision == Precision::Fp8Current);
            QVERIFY(panel->shownConfigurations()[size_t(row)].rangeWidenedForQuantizedBlackwell ==
                    (precision == Precision::Fp8Current));
        }
    }
}

void TestSearchPanel::launcherChoiceLimitsTheRanking()
{
    // "DeepSpeed" in the launcher box: the table holds only plans DeepSpeed runs as planned,
    // as the core ranks them with that launcher, and its Launchers column says so.
    MainWindow window(options());
    window.document()->replace(smallScenario(), QStringLiteral("small"));
    SearchPanel* panel = window.searchPanel();
    QComboBox* box = panel->launcherBox();
    QCOMPARE(box->count(), 1 + kLauncherCount);
    QCOMPARE(LauncherMask(box->itemData(0).toInt()), kAnyLauncher);
    const int deepSpeed = box->findText(QStringLiteral("DeepSpeed"));
    QVERIFY(deepSpeed > 0);
    box->setCurrentIndex(deepSpeed);
    QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
    panel->startSearch();
    QVERIFY(finished.wait(20000));
    SearchOptions o;
    o.topN = 20;
    o.launchers = launcherBit(Launcher::DeepSpeed);
    const SearchResult direct = runSearch(window.document()->scenario(), o);
    QVERIFY(!direct.top.empty());
    QCOMPARE(panel->table()->rowCount(), int(direct.top.size()));
    int column = -1;
    for (int c = 0; c < panel->table()->columnCount(); ++c)
        if (panel->table()->horizontalHeaderItem(c)->text() == QStringLiteral("Launchers"))
            column = c;
    QVERIFY(column >= 0);
    for (int row = 0; row < panel->table()->rowCount(); ++row) {
        QVERIFY(panel->shownConfigurations()[size_t(row)].knobs == direct.top[size_t(row)].knobs);
        QCOMPARE(panel->shownConfigurations()[size_t(row)].launchers, launcherBit(Launcher::DeepSpeed));
        QCOMPARE(panel->table()->item(row, column)->text(), QStringLiteral("DeepSpeed"));
    }
    // The first row is the best, so within the model's error of itself: marked.
    QVERIFY(panel->table()->item(0, 0)->text().startsWith(QStringLiteral("≈")));
    QVERIFY(panel->table()->item(0, 0)->toolTip().contains(QStringLiteral("DeepSpeed")));
    // The step cell says where measured steps of such plans fell, and when that range is wider.
    for (int row = 0; row < panel->table()->rowCount(); ++row) {
        const RankedConfiguration& r = panel->shownConfigurations()[size_t(row)];
        const QString tip = panel->table()->item(row, 2)->toolTip();
        QVERIFY2(tip.contains(Format::seconds(r.stepLowS)) && tip.contains(Format::seconds(r.stepHighS)), qPrintable(tip));
        QCOMPARE(tip.contains(QStringLiteral("widened for context parallelism")), r.rangeWidenedFor != BandWidening::None);
    }
}

void TestSearchPanel::probeSeesABusyWindow()
{
    // The responsiveness check can fail: 3 x the limit of work on the window's thread shows
    // as a busy gap of at least the limit.
    WindowProbe probe;
    probe.start();
    QTimer::singleShot(20, [] {
        const double until = threadCpuMs() + 3 * kBlockLimitMs;
        volatile double sink = 0;
        while (threadCpuMs() < until)
            sink = sink + 1;
    });
    QEventLoop loop;
    QTimer::singleShot(int(6 * kBlockLimitMs) + 100, &loop, &QEventLoop::quit);
    loop.exec();
    probe.stop();
    QVERIFY2(probe.longest >= kBlockLimitMs, qPrintable(QStringLiteral("busy gap %1 ms").arg(probe.longest)));
}

void TestSearchPanel::applyIsOneUndoStep()
{
    MainWindow window(options());
    ScenarioDocument* doc = window.document();
    doc->replace(smallScenario(), QStringLiteral("small"));
    const Scenario before = doc->scenario();
    SearchPanel* panel = window.searchPanel();
    QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
    panel->startSearch();
    QVERIFY(finished.wait(20000));
    const int steps = doc->undoStack()->count();
    const RankedConfiguration best = panel->shownConfigurations().front();
    QVERIFY(panel->applyRow(0));
    doc->flushEstimate();
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(knobsOf(doc->scenario()) == best.knobs);
    QCOMPARE(doc->report().step.tokensPerS, best.tokensPerS);
    QCOMPARE(doc->report().memory.peakBytes, best.peakBytes);
    // The line on the open plan follows the document: the applied row keeps its place, undo
    // brings back the search's own sentence, another edit says the plan changed.
    QVERIFY2(panel->startingPlanText().startsWith(QStringLiteral("Your plan is #1 of the plans the search ranked: ")),
             qPrintable(panel->startingPlanText()));
    doc->undoStack()->undo();
    QVERIFY(doc->scenario() == before);
    QCOMPARE(panel->startingPlanText(), translated(startingPlanText(panel->runner()->lastSearch()->result)));
    doc->undoStack()->redo();
    QVERIFY(knobsOf(doc->scenario()) == best.knobs);
    doc->edit(QStringLiteral("longer sequences"), -1, [](Scenario& s) { s.training.seqLength *= 2; });
    QVERIFY2(panel->startingPlanText().contains(QStringLiteral("changed since the search")),
             qPrintable(panel->startingPlanText()));
}

void TestSearchPanel::resultsAreInSightAt1280x800()
{
    // The smallest window the app is checked at: after a search the dock grows, the plot and at
    // least five rows of the table are in sight (scrolled to, the controls above scrolled out,
    // when the column is still short), and the Warnings dock below keeps one card.
    MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("searchDock"));
    auto* warnings = window.findChild<QDockWidget*>(QStringLiteral("warningsDock"));
    dock->raise();
    window.document()->replace(smallScenario(), QStringLiteral("small"));
    SearchPanel* panel = window.searchPanel();
    const int before = dock->height();
    QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
    panel->startSearch();
    QVERIFY(finished.wait(20000));
    QCoreApplication::processEvents();
    if (qEnvironmentVariableIsSet("SHARDSCOPE_LOOK"))
        window.grab().save(qEnvironmentVariable("SHARDSCOPE_LOOK") + QStringLiteral("/search-1280x800.png"));
    QVERIFY2(dock->height() > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(dock->height())));
    QVERIFY2(warnings->height() >= window.warningsPanel()->cardsHeight(1),
             qPrintable(QStringLiteral("warnings %1 px, one card %2 px; search %3 px, its panel asks %4")
                            .arg(warnings->height())
                            .arg(window.warningsPanel()->cardsHeight(1))
                            .arg(dock->height())
                            .arg(panel->sizeHint().height())));
    QTableWidget* table = panel->table();
    const QRect seen = table->viewport()->visibleRegion().boundingRect();
    QVERIFY2(seen.height() >= 5 * table->verticalHeader()->defaultSectionSize(),
             qPrintable(QStringLiteral("%1 px of the table in sight").arg(seen.height())));
    QVERIFY(!panel->scatterChart()->visibleRegion().isEmpty());
    // A second search finds the room already made and changes nothing.
    const int made = dock->height();
    panel->startSearch();
    QVERIFY(finished.wait(20000));
    QCoreApplication::processEvents();
    QCOMPARE(dock->height(), made);
}

void TestSearchPanel::clickingAPointSelectsIt()
{
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->replace(smallScenario(), QStringLiteral("small"));
    SearchPanel* panel = window.searchPanel();
    QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
    panel->startSearch();
    QVERIFY(finished.wait(20000));
    SearchScatterChart* chart = panel->scatterChart();
    chart->replot();
    // The fastest configuration is on the plot; click where it is drawn.
    const RankedConfiguration best = panel->shownConfigurations().front();
    const QPoint at(int(chart->xAxis->coordToPixel(double(best.peakBytes) / (1024.0 * 1024 * 1024))),
                    int(chart->yAxis->coordToPixel(best.closedFormTokensPerS)));
    const auto knobs = chart->knobsAt(at);
    QVERIFY(knobs.has_value());
    QVERIFY(!chart->toolTipAt(at).isEmpty());
    QTest::mouseClick(chart, Qt::LeftButton, {}, at);
    const int row = panel->table()->currentRow();
    QVERIFY(row >= 0);
    QVERIFY(panel->shownConfigurations()[size_t(row)].knobs == *knobs);
    if (qEnvironmentVariableIsSet("SHARDSCOPE_LOOK")) {
        window.findChild<QDockWidget*>(QStringLiteral("searchDock"))->raise();
        window.renderNow();
        window.grab().save(qEnvironmentVariable("SHARDSCOPE_LOOK") + QStringLiteral("/search-window.png"));
        panel->grab().save(qEnvironmentVariable("SHARDSCOPE_LOOK") + QStringLiteral("/search-panel.png"));
    }
}

void TestSearchPanel::cancelKeepsThePreviousResults()
{
    MainWindow window(options());
    window.document()->replace(smallScenario(), QStringLiteral("small"));
    SearchPanel* panel = window.searchPanel();
    QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
    panel->startSearch();
    QVERIFY(finished.wait(20000));
    const int rows = panel->table()->rowCount();
    const auto first = panel->runner()->lastSearch();
    // A large search, cancelled at its first progress report. What is measured is the CPU
    // time the whole process spends from the click to the cancelled signal: workers that keep
    // searching burn it, while a machine busy with other processes only stretches the wall
    // time (which is printed beside it; on a loaded machine it made the old check flaky).
    window.document()->replace(fileScenario("search/deepseek-v3-2048-h800.shardscope.json"), QStringLiteral("dsv3"));
    QSignalSpy cancelled(panel->runner(), &SearchRunner::cancelled);
    QSignalSpy progress(panel->runner(), &SearchRunner::progressed);
    panel->startSearch();
    QVERIFY(progress.wait(20000));
    QElapsedTimer clock;
    clock.start();
    const double cpu0 = processCpuMs();
    panel->cancel();
    QVERIFY(cancelled.wait(5000));
    const double cpu = processCpuMs() - cpu0;
    qInfo("cancel: %.1f ms of CPU, %lld ms of wall time", cpu, clock.elapsed());
    // Every worker thread may finish the layout it is on: 100 ms each at most.
    const int workers = int(std::thread::hardware_concurrency()); // the panel searches on all of them
    QVERIFY2(cpu < 100 * (kBlockLimitMs / 16) * std::max(1, workers),
             qPrintable(QStringLiteral("%1 ms of CPU after cancelling, %2 workers").arg(cpu).arg(workers)));
    QVERIFY(!panel->runner()->isRunning());
    QCOMPARE(panel->runner()->lastSearch(), first);
    QCOMPARE(panel->table()->rowCount(), rows);
    QVERIFY(panel->statusText().contains(QStringLiteral("Cancelled")));
}

void TestSearchPanel::windowStaysResponsive()
{
    // The largest of the three benchmark searches, with the window shown: a 1 ms timer on
    // the window's thread measures the longest time it was kept waiting, from the click to
    // the results drawn.
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
#ifdef SHARDSCOPE_SANITIZED
    // The instrumented build is ~40 times slower: the 405B search stands in for DeepSeek-V3's.
    const char* file = "search/llama-3.1-405b-16384-h100.shardscope.json";
#else
    const char* file = "search/deepseek-v3-2048-h800.shardscope.json";
#endif
    window.document()->replace(fileScenario(file), QStringLiteral("large search"));
    window.renderNow();
    SearchPanel* panel = window.searchPanel();
    QSignalSpy finished(panel->runner(), &SearchRunner::searchFinished);
    // Other processes on a shared machine only add to the busy time, never take from it: the
    // window passes when one of two searches keeps every gap under the limit, and a change that
    // blocks the window fails both.
    double longest[2] = {0, 0};
    for (int attempt = 0; attempt < 2; ++attempt) {
        WindowProbe probe;
        probe.start();
        panel->startSearch();
        QVERIFY(finished.wait(120000));
        // Let the results be laid out and painted (an event loop, not qWait, which sleeps).
        QEventLoop settle;
        QTimer::singleShot(200, &settle, &QEventLoop::quit);
        settle.exec();
        probe.stop();
        qInfo("search %d on the window: %d probe ticks, longest busy gap %.2f ms (wall %.2f ms)", attempt + 1,
              probe.ticks, probe.longest, probe.longestWall);
        QVERIFY(probe.ticks > 50);
        QVERIFY(panel->table()->rowCount() > 0);
        longest[attempt] = probe.longest;
        if (probe.longest < kBlockLimitMs)
            break;
    }
    const double best = longest[1] > 0 ? std::min(longest[0], longest[1]) : longest[0];
    QVERIFY2(best < kBlockLimitMs,
             qPrintable(QStringLiteral("blocked %1 ms, then %2 ms").arg(longest[0]).arg(longest[1])));
}

void TestSearchPanel::sweepFillsChartAndTable()
{
    MainWindow window(options());
    Scenario s = guisupport::defaultScenario(); // Llama 3 70B on DGX H100
    s.cluster.nodes = 32;
    s.training.globalBatch = 64;
    window.document()->replace(s, QStringLiteral("sweep"));
    SearchPanel* panel = window.searchPanel();
    QSignalSpy finished(panel->runner(), &SearchRunner::sweepFinished);
    panel->startSweep();
    QVERIFY(finished.wait(60000));
    const auto sweep = panel->runner()->lastSweep();
    QCOMPARE(int(sweep->rows.size()), 6); // 8, 16, ..., 256 GPUs
    QCOMPARE(panel->sweepTable()->rowCount(), 6);
    QVector<double> tps, efficiency;
    for (const ScalingRow& row : sweep->rows)
        if (row.feasible) {
            tps << row.tokensPerS;
            efficiency << 100 * row.efficiency;
        }
    QVERIFY(!tps.isEmpty());
    QCOMPARE(panel->scalingChart()->plottedTokensPerS(), tps);
    QCOMPARE(panel->scalingChart()->plottedEfficiency(), efficiency);
    QVERIFY(panel->sweepTable()->item(0, 1)->text().contains(QStringLiteral("nothing fits")));
    if (qEnvironmentVariableIsSet("SHARDSCOPE_LOOK")) {
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget*>(QStringLiteral("searchDock"))->raise();
        window.renderNow();
        panel->grab().save(qEnvironmentVariable("SHARDSCOPE_LOOK") + QStringLiteral("/sweep-panel.png"));
    }
    // Apply the last size's best: its GPUs and its configuration.
    ScenarioDocument* doc = window.document();
    QVERIFY(panel->applySweepRow(5));
    doc->flushEstimate();
    QCOMPARE(doc->scenario().cluster.totalGpus(), int64_t(256));
    QVERIFY(knobsOf(doc->scenario()) == sweep->rows[5].best.knobs);
    QCOMPARE(doc->report().step.tokensPerS, sweep->rows[5].tokensPerS);
}

QTEST_MAIN(TestSearchPanel)
#include "tst_search_panel.moc"
