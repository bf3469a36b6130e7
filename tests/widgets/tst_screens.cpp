// Issue 16 item 6 and item 2: the window at the sizes people use (no dock tab elided, two
// warning cards in view) and one capacity figure in every view, offscreen in the real window.
#include "guisupport.h"
#include "testsupport.h"
#include "core/io/scenariofile.h"

#include "widgets/charts/memorychart.h"
#include "widgets/charts/pipelinechart.h"
#include "widgets/charts/timechart.h"
#include "widgets/shell/presentationmode.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/panels/summarystrip.h"
#include "widgets/panels/warningspanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/support/diagnostictext.h"

#include <QDockWidget>
#include <QScopeGuard>
#include <QTabBar>
#include <QTest>

using namespace shardscope;
using namespace shardscope::ui;

class TestScreens : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void oneCapacityFigureEverywhere();
    void fitsTheScreensPeopleUse_data();
    void fitsTheScreensPeopleUse();
    void chartsStayLegible_data();
    void chartsStayLegible();
};

void TestScreens::oneCapacityFigureEverywhere()
{
    // Issue 16: "80 GiB" in the summary and the chart, "79.7 GiB" in the warnings. An H100's
    // usable 79.65 GiB, the same in all three, for a plan over it.
    MainWindow window(guisupport::windowOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ScenarioDocument* doc = window.document();
    Scenario s = doc->scenario();
    s.parallel.tp = 2;
    s.parallel.dp = 64;
    doc->replace(s, QStringLiteral("over"));
    doc->flushEstimate();
    window.renderNow();
    QTest::qWait(150);
    QVERIFY(!doc->report().memory.fits);
    const QString capacity = QStringLiteral("79.65 GiB");
    QVERIFY2(window.summaryStrip()->tileCaption(QStringLiteral("memory")).contains(capacity),
             qPrintable(window.summaryStrip()->tileCaption(QStringLiteral("memory"))));
    bool legend = false;
    for (int i = 0; i < window.memoryChart()->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(window.memoryChart()->legend->item(i)))
            legend = legend || item->plottable()->name().contains(capacity);
    QVERIFY(legend);
    const Diagnostic* over = nullptr;
    for (const Diagnostic& d : doc->diagnostics())
        if (d.code == "memory.over_capacity")
            over = &d;
    QVERIFY(over);
    QVERIFY2(diagnosticText(*over).explanation.contains(capacity), qPrintable(diagnosticText(*over).explanation));
}

void TestScreens::fitsTheScreensPeopleUse_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
}

void TestScreens::fitsTheScreensPeopleUse()
{
    // Issue 16 item 6: at 1280x800 the dock tabs read "M...", "Cl..."; at the default size the
    // Warnings dock showed one card of seven.
    QFETCH(QSize, size);
    MainWindow window(guisupport::windowOptions());
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    QCoreApplication::processEvents();
    // No dock tab elides its title.
    int bars = 0;
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        if (!bar->isVisible())
            continue;
        ++bars;
        QCOMPARE(bar->elideMode(), Qt::ElideNone);
        for (int i = 0; i < bar->count(); ++i)
            QVERIFY2(bar->tabRect(i).width() >= bar->fontMetrics().horizontalAdvance(bar->tabText(i)),
                     qPrintable(bar->tabText(i)));
    }
    QVERIFY(bars >= 2);
    // The Warnings dock holds two cards.
    auto* warnings = window.findChild<QDockWidget*>(QStringLiteral("warningsDock"));
    QVERIFY2(warnings->height() >= window.warningsPanel()->cardsHeight(2),
             qPrintable(QStringLiteral("%1 < %2").arg(warnings->height()).arg(window.warningsPanel()->cardsHeight(2))));
}

void TestScreens::chartsStayLegible_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("presenting");
    QTest::addColumn<QString>("example"); // empty: the default scenario
    QTest::newRow("1280x800") << QSize(1280, 800) << false << "";
    QTest::newRow("1280x800, DeepSeek-V3") << QSize(1280, 800) << false << "deepseek-v3-2048-h800";
    // Issue 16 item 6: on a 1280x720 projector the axis titles ran together, the memory
    // legend took half its chart and the pipeline's legend was cut off.
    QTest::newRow("projector 1280x720") << QSize(1280, 720) << true << "";
    QTest::newRow("projector 1280x720, DeepSeek-V3") << QSize(1280, 720) << true << "deepseek-v3-2048-h800";
    QTest::newRow("presenting 1920x1080, DeepSeek-V3") << QSize(1920, 1080) << true << "deepseek-v3-2048-h800";
    // A step of 15 million days: its time labels ("10,000,000 days") ran into one another.
    QTest::newRow("1280x800, every degree at its maximum") << QSize(1280, 800) << false
                                                           << "bad/absurd-every-degree-max.shardscope.json";
}

void TestScreens::chartsStayLegible()
{
    QFETCH(QSize, size);
    QFETCH(bool, presenting);
    QFETCH(QString, example);
    MainWindow window(guisupport::windowOptions());
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (example.endsWith(QLatin1String(".json"))) {
        const auto text = testsupport::loadJson(example.toStdString()).dump();
        window.document()->replace(parseScenario(text, PresetLibrary::builtin()), QStringLiteral("example"));
    } else if (!example.isEmpty()) {
        window.document()->replace(testsupport::exampleScenario(example.toStdString()), QStringLiteral("example"));
    }
    if (presenting) {
        window.presentation()->setWindowed(true);
        window.presentation()->setActive(true);
    }
    // Leaving restores the application's font for the next row.
    const auto leave = qScopeGuard([&] { window.presentation()->setActive(false); });
    window.renderNow();
    QTest::qWait(50);
    QCoreApplication::processEvents();
    for (ChartWidget* chart : window.charts())
        chart->replot();
    QCoreApplication::processEvents();
    // The window keeps the screen's size: nothing asks for more room than there is.
    QVERIFY2(window.height() <= size.height() && window.width() <= size.width(),
             qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));
    for (ChartWidget* chart : {static_cast<ChartWidget*>(window.memoryChart()), static_cast<ChartWidget*>(window.timeChart()),
                               static_cast<ChartWidget*>(window.pipelineChart())}) {
        const QString name = QString::fromLatin1(chart->metaObject()->className());
        // The legend is drawn whole inside the chart.
        QVERIFY2(chart->legend->outerRect().bottom() <= chart->height() &&
                     chart->legend->outerRect().height() >= chart->legend->minimumOuterSizeHint().height(),
                 qPrintable(QStringLiteral("%1: legend %2 px of %3 needed, bottom %4 of %5")
                                .arg(name).arg(chart->legend->outerRect().height())
                                .arg(chart->legend->minimumOuterSizeHint().height())
                                .arg(chart->legend->outerRect().bottom()).arg(chart->height())));
        for (QCPAxisRect* rect : chart->axisRects()) {
            // Every bottom axis title fits its rect's width (neighbours never run together).
            QCPAxis* bottom = rect->axis(QCPAxis::atBottom);
            const QFontMetrics titleFont(bottom->labelFont());
            for (const QString& line : bottom->label().split(QLatin1Char('\n')))
                QVERIFY2(titleFont.horizontalAdvance(line) <= rect->width() + 8,
                         qPrintable(QStringLiteral("%1: '%2' is %3 px over a %4 px axis")
                                        .arg(name, line).arg(titleFont.horizontalAdvance(line)).arg(rect->width())));
            // Value ticks ("5 s", "10⁷ days") keep apart; two at least are drawn.
            if (bottom->visible() && bottom->tickLabels() && !bottom->ticker().dynamicCast<QCPAxisTickerText>()) {
                const QFontMetrics tickFont(bottom->tickLabelFont());
                const QVector<double> ticks = bottom->tickVector();
                const QVector<QString> labels = bottom->tickVectorLabels();
                double previousEnd = -1e9;
                int drawn = 0;
                for (int i = 0; i < ticks.size(); ++i) {
                    const double x = bottom->coordToPixel(ticks[i]);
                    const double half = tickFont.horizontalAdvance(labels[i]) / 2.0;
                    if (x < rect->left() - 1 || x > rect->right() + 1)
                        continue; // outside the axis: not drawn
                    if (x + half > chart->width() - 1 || x - half < 0)
                        continue; // the edge would cut it: QCustomPlot leaves it out
                    QVERIFY2(x - half >= previousEnd,
                             qPrintable(QStringLiteral("%1: tick '%2' at %3 px runs into its neighbour")
                                            .arg(name, labels[i]).arg(x)));
                    previousEnd = x + half;
                    ++drawn;
                }
                // Two labels at least: a lone "0" gives no scale.
                QVERIFY2(drawn >= 2, qPrintable(QStringLiteral("%1: %2 labelled tick(s) on a %3 px axis over %4..%5 (%6)")
                                                    .arg(name).arg(drawn).arg(rect->width())
                                                    .arg(bottom->range().lower).arg(bottom->range().upper)
                                                    .arg(QStringList(labels.begin(), labels.end()).join(QLatin1Char('|')))));
            }
            // Text ticks (stages, dimensions) have room for their labels.
            for (QCPAxis* axis : {bottom, rect->axis(QCPAxis::atLeft)}) {
                auto text = axis->ticker().dynamicCast<QCPAxisTickerText>();
                if (!text || text->ticks().size() < 2 || !axis->tickLabels())
                    continue;
                const QFontMetrics tickFont(axis->tickLabelFont());
                const double spacing = std::abs(axis->coordToPixel(text->ticks().keys().at(1)) -
                                                axis->coordToPixel(text->ticks().keys().at(0)));
                for (const QString& label : text->ticks()) {
                    const bool horizontal = axis->orientation() == Qt::Horizontal;
                    const int lines = int(label.count(QLatin1Char('\n'))) + 1;
                    int widest = 0;
                    for (const QString& line : label.split(QLatin1Char('\n')))
                        widest = std::max(widest, tickFont.horizontalAdvance(line));
                    const int needed = horizontal ? widest : lines * tickFont.height();
                    QVERIFY2(needed <= spacing + 1,
                             qPrintable(QStringLiteral("%1: tick '%2' needs %3 px, has %4").arg(name, label).arg(needed).arg(spacing)));
                }
            }
        }
    }
}

QTEST_MAIN(TestScreens)
#include "tst_screens.moc"
