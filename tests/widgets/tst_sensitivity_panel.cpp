// Issue 17 item 4 in the window: the tornado chart of the document's plan, following it,
// with the figure and the hardware move chosen above it.
#include "guisupport.h"

#include "widgets/charts/tornadochart.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/teaching/sensitivitypanel.h"

#include <QComboBox>
#include <QSpinBox>
#include <QTest>

#include <cmath>

using namespace shardscope;
using namespace shardscope::ui;

class TestSensitivityPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void chartIsTheCoresFigures();
    void followsTheDocumentAndItsControls();
    void aShortChartDrawsTheRowsThatFit();
};

void TestSensitivityPanel::chartIsTheCoresFigures()
{
    MainWindow window(guisupport::windowOptions());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showPanel(QStringLiteral("sensitivity")));
    SensitivityPanel* panel = window.sensitivityPanel();
    panel->chart(); // brings it up to date: computed off the window's thread
    QTRY_VERIFY(!panel->isComputing());
    TornadoChart* chart = panel->chart();
    const SensitivityReport expected = sensitivity(window.document()->scenario(), 0.1);
    QCOMPARE(panel->report().baseStepS, window.document()->report().step.timeS);
    QCOMPARE(chart->rowIds().size(), qsizetype(expected.rows.size()));
    // Throughput: GEMM efficiency on top, its two bars the core's tokens/s changes.
    QCOMPARE(chart->rowIds().front(), QStringLiteral("gemm_efficiency"));
    const SensitivityRow& gemm = expected.rows.front();
    const auto [lowered, raised] = chart->plotted(0);
    QVERIFY(std::abs(lowered - 100 * (gemm.low->tokensPerS / expected.baseTokensPerS - 1)) < 1e-9);
    QVERIFY(std::abs(raised - 100 * (gemm.high->tokensPerS / expected.baseTokensPerS - 1)) < 1e-9);
    QVERIFY(lowered < 0 && raised > 0);
    // Peak memory: the hardware moves nothing, the sequence length and the micro-batch do.
    panel->figureBox()->setCurrentIndex(panel->figureBox()->findData(int(TornadoChart::Figure::PeakMemory)));
    QVERIFY(!panel->isComputing()); // another figure of the same report: nothing to recompute
    const QString top = chart->rowIds().front();
    QVERIFY2(top == QLatin1String("micro_batch") || top == QLatin1String("seq_length"), qPrintable(top));
    const int gemmRow = int(chart->rowIds().indexOf(QStringLiteral("gemm_efficiency")));
    QCOMPARE(chart->plotted(gemmRow).first, 0.0);
    // The tooltip names the input and both sides.
    chart->replot();
    const QPointF at(chart->axisRect()->center().x(), chart->yAxis->coordToPixel(0));
    const QString tip = chart->toolTipAt(at);
    QVERIFY2(tip.contains(TornadoChart::inputName(top.toStdString())) && tip.contains(QStringLiteral("Raised")),
             qPrintable(tip));
}

void TestSensitivityPanel::followsTheDocumentAndItsControls()
{
    MainWindow window(guisupport::windowOptions());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showPanel(QStringLiteral("sensitivity"));
    SensitivityPanel* panel = window.sensitivityPanel();
    panel->report();
    QTRY_VERIFY(!panel->isComputing());
    QCOMPARE(panel->report().delta, 0.1);
    panel->deltaBox()->setValue(20);
    QTRY_COMPARE(panel->report().delta, 0.2);
    const SensitivityRow* gemm = nullptr;
    for (const SensitivityRow& row : panel->report().rows)
        if (row.id == "gemm_efficiency")
            gemm = &row;
    QVERIFY(gemm && gemm->low && std::abs(gemm->low->value / gemm->baseValue - 0.8) < 1e-12);
    // A new plan in the document: the panel's base is the new estimate.
    window.document()->edit(QStringLiteral("tp"), -1, [](Scenario& s) {
        s.parallel.tp = 4;
        s.parallel.dp = 32;
    });
    window.renderNow();
    QTRY_COMPARE(panel->report().baseStepS, window.document()->report().step.timeS);
}

void TestSensitivityPanel::aShortChartDrawsTheRowsThatFit()
{
    // At 1280x800 the panel shares its column with the warnings: its 12 labels used to be
    // drawn on top of each other. A short chart draws the largest rows that fit, a label line
    // each, and says how many it left out; given the height, it draws them all again.
    ScenarioDocument document;
    const SensitivityReport report = sensitivity(document.scenario(), 0.1);
    TornadoChart chart(&document);
    chart.setReport(report, TornadoChart::Figure::Throughput);
    const int total = int(report.rows.size());
    QVERIFY(total >= 10);
    const int lineHeight = QFontMetrics(chart.yAxis->tickLabelFont()).height();
    // The chart's title as written, whichever lines a narrow chart wraps it onto.
    const auto title = [&] { return chart.title().replace(QLatin1Char('\n'), QLatin1Char(' ')); };

    chart.resize(420, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.replot();
    QTRY_VERIFY(chart.drawnRows() < total);
    chart.replot();
    QVERIFY(chart.drawnRows() >= 1);
    QVERIFY2(chart.axisRect()->height() / chart.drawnRows() >= lineHeight,
             qPrintable(QStringLiteral("%1 rows in %2 px").arg(chart.drawnRows()).arg(chart.axisRect()->height())));
    QVERIFY2(title().contains(QStringLiteral("the %1 largest of %2 inputs").arg(chart.drawnRows()).arg(total)),
             qPrintable(title()));
    // The rows drawn are the top of the order, and only they answer the pointer.
    QCOMPARE(chart.rowIds().size(), qsizetype(total));
    const QPointF below(chart.axisRect()->center().x(), chart.yAxis->coordToPixel(chart.drawnRows()));
    QVERIFY(chart.toolTipAt(below).isEmpty());

    chart.resize(420, 1000);
    chart.replot();
    QTRY_COMPARE(chart.drawnRows(), total);
    QVERIFY2(!title().contains(QStringLiteral("largest of")), qPrintable(title()));
}

QTEST_MAIN(TestSensitivityPanel)
#include "tst_sensitivity_panel.moc"
