// Formulas on demand: each formula's result is the report's number, recomputing it from the
// substituted inputs gives that number, every formula names its source, and the panel
// follows the document.

#include "guisupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/teaching/formulapanel.h"
#include "widgets/support/formulas.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/panels/summarystrip.h"

#include "core/estimate/estimate.h"

#include "core/model/schedule.h"

#include <QTest>
#include <QTreeWidget>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

const Formula* find(const std::vector<Formula>& list, const QString& name)
{
    for (const Formula& f : list)
        if (f.name == name)
            return &f;
    return nullptr;
}

} // namespace

class TestFormulas : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void resultsAreTheReportsNumbers_data();
    void resultsAreTheReportsNumbers();
    void panelFollowsTheDocument();
    void summaryTooltipsShowTheFormula();
};

void TestFormulas::resultsAreTheReportsNumbers_data()
{
    QTest::addColumn<int>("variant");
    QTest::newRow("default (Llama 3 70B, interleaved, ZeRO-1)") << 0;
    QTest::newRow("ZeRO-3 without PP") << 1;
    QTest::newRow("MoE with EP") << 2;
    QTest::newRow("ZB-H1") << 3;
    QTest::newRow("ZB-V") << 4;
    QTest::newRow("DualPipe") << 5;
    QTest::newRow("DualPipeV") << 6;
}

void TestFormulas::resultsAreTheReportsNumbers()
{
    QFETCH(int, variant);
    Scenario s = guisupport::defaultScenario();
    if (variant == 1) {
        s.parallel.pp = 1;
        s.parallel.dp = 64;
        s.parallel.zeroStage = 3;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
    } else if (variant == 2) {
        s.model = PresetLibrary::builtin().modelSpec("mixtral-8x7b");
        s.parallel = ParallelConfig{};
        s.parallel.tp = 2;
        s.parallel.pp = 4;
        s.parallel.dp = 64;
        s.parallel.ep = 8;
        s.parallel.etp = 1;
        s.parallel.sequenceParallel = true;
        s.parallel.zeroStage = 1;
        s.training.seqLength = 4096;
    } else if (variant >= 3) {
        const PipelineSchedule schedules[] = {PipelineSchedule::ZeroBubbleH1, PipelineSchedule::ZeroBubbleV,
                                              PipelineSchedule::DualPipe, PipelineSchedule::DualPipeV};
        s.parallel.schedule = schedules[variant - 3];
        s.parallel.virtualStages = 1;
    }
    const Report r = estimate(s);
    const std::vector<Formula> f = formulasFor(s, r);
    QVERIFY(f.size() >= 9);
    for (const Formula& x : f) {
        QVERIFY2(!x.source.isEmpty() && !x.symbolic.isEmpty() && !x.result.isEmpty(), qPrintable(x.name));
        QVERIFY2(!x.substituted.contains(QLatin1String("%")) || x.substituted.contains(QLatin1String(" %")), qPrintable(x.substituted));
    }
    const Formula* tokens = find(f, QStringLiteral("Tokens per second"));
    QVERIFY(tokens);
    QCOMPARE(tokens->value, r.step.tokensPerS);
    QVERIFY(qFuzzyCompare(double(s.training.globalBatch) * double(s.training.seqLength) / r.step.timeS, tokens->value));
    const Formula* step = find(f, QStringLiteral("Step time"));
    QVERIFY(qFuzzyCompare(r.step.computeS + r.step.bubbleS + r.step.exposedCommS + r.step.optimizerS, step->value));
    const Formula* mfu = find(f, QStringLiteral("MFU"));
    QVERIFY(qFuzzyCompare(mfu->value, r.step.mfu));
    const Formula* hfu = find(f, QStringLiteral("HFU"));
    QVERIFY(qFuzzyCompare(hfu->value, r.step.hfu));
    const Formula* bubble = find(f, QStringLiteral("Pipeline bubble"));
    const int p = s.parallel.pp, v = s.parallel.effectiveVirtualStages();
    if (variant < 3) {
        QCOMPARE(bubble->value, double(p - 1) / (double(v) * double(r.microbatches) + p - 1));
    } else {
        // The schedule's own paper: its bubble time on the busiest rank's F, B, W per micro-batch
        // (B the full backward; a V's per stage is half the rank's), as a share of that rank's step.
        double fw = 0, bw = 0, ww = 0;
        const double mt = double(r.pipeline.timelineMicrobatches);
        for (const TimelineOp& op : r.pipeline.timeline[size_t(r.pipeline.criticalStage)])
            (op.kind == 'F' ? fw : op.kind == 'W' ? ww : bw) += (op.end - op.start) / mt;
        const double per = variant == 4 || variant == 6 ? 2.0 : 1.0;
        const double F = fw / per, B = (bw + ww) / per, W = ww / per;
        const double time = variant == 3   ? (p - 1) * (F + B - 2 * W)
                            : variant == 4 ? (p - 1) * F / 2
                            : variant == 5 ? (p / 2 - 1) * (F + B + B - 3 * W)
                                           : (p - 1) * (F + B + B - 3 * W);
        const QString symbolic[] = {QStringLiteral("(p − 1)(F + B − 2W)"), QStringLiteral("(p − 1) · F / 2"),
                                    QStringLiteral("(p/2 − 1)(F&B + B − 3W)"), QStringLiteral("(p − 1)(F&B + B − 3W)")};
        QCOMPARE(bubble->symbolic, symbolic[variant - 3]);
        QVERIFY(time > 0);
        const double busy = double(r.microbatches) * (fw + bw + ww);
        QVERIFY2(qFuzzyCompare(bubble->value, time / (busy + time)), qPrintable(bubble->substituted));
    }
    // Memory: the busiest stage's parts.
    const StageMemory* peak = &r.memory.stages.front();
    for (const StageMemory& st : r.memory.stages)
        if (st.totalBytes > peak->totalBytes)
            peak = &st;
    QCOMPARE(find(f, QStringLiteral("Weights"))->value, double(peak->weightsBytes));
    QCOMPARE(find(f, QStringLiteral("Gradients"))->value, double(peak->gradientsBytes));
    QCOMPARE(find(f, QStringLiteral("Optimizer state"))->value, double(peak->optimizerBytes));
    QCOMPARE(find(f, QStringLiteral("Activations"))->value, double(peak->activationsBytes));
    // The optimizer formula's 12 bytes per parameter, divided by the shard group under ZeRO.
    const double shard = s.parallel.zeroStage >= 1 ? double(s.parallel.dp * s.parallel.cp) : 1.0;
    // (DualPipe's mirrored copy of the weights has no optimizer state of its own.)
    if (s.model.isMoe() == false && scheduleTraits(s.parallel.schedule).parameterCopies == 1)
        QVERIFY(std::abs(double(peak->optimizerBytes) - double(peak->params) * 12.0 / shard) <= 2.0);
    // Communication: one formula per dimension that moves data, with the report's bytes.
    int dims = 0;
    for (const CommDimReport& d : r.communication.dims) {
        if (d.bytesPerStep <= 0)
            continue;
        ++dims;
        const Formula* x = find(f, QStringLiteral("%1 over %2 GPUs").arg(QString::fromStdString(d.dim).toUpper()).arg(d.groupSize));
        QVERIFY2(x, d.dim.c_str());
        QCOMPARE(x->value, d.bytesPerStep);
    }
    QVERIFY(dims >= 2);
}

void TestFormulas::panelFollowsTheDocument()
{
    ScenarioDocument doc;
    doc.flushEstimate();
    FormulaPanel panel(&doc);
    const QString before = find(panel.formulas(), QStringLiteral("Tokens per second"))->result;
    doc.edit(QStringLiteral("ZeRO 3"), -1, [](Scenario& s) { s.parallel.zeroStage = 3; });
    doc.flushEstimate();
    QTest::qWait(150); // at most ten refreshes a second
    const Formula* tokens = find(panel.formulas(), QStringLiteral("Tokens per second"));
    QCOMPARE(tokens->value, doc.report().step.tokensPerS);
    QVERIFY(tokens->result != before);
    // The tree shows every formula under its group.
    int items = 0;
    for (int g = 0; g < panel.tree()->topLevelItemCount(); ++g)
        items += panel.tree()->topLevelItem(g)->childCount();
    QCOMPARE(items, int(panel.formulas().size()));
    QVERIFY(panel.tree()->topLevelItem(0)->child(0)->toolTip(0).contains(QStringLiteral("Source:")));
}

void TestFormulas::summaryTooltipsShowTheFormula()
{
    MainWindow::Options o;
    o.autosave = false;
    o.restoreWindowState = false;
    MainWindow window(o);
    window.renderNow();
    QStringList tips;
    for (QWidget* w : window.summaryStrip()->findChildren<QWidget*>())
        if (!w->toolTip().isEmpty())
            tips << w->toolTip();
    const QString all = tips.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("B · s / t_step")), qPrintable(all));
    QVERIFY(all.contains(QStringLiteral("F_model / (t_step · GPUs · peak)")));
    QVERIFY(all.contains(QStringLiteral("PaLM")));
}

QTEST_MAIN(TestFormulas)
#include "tst_formulas.moc"
