// A/B comparison in the core: every delta is B's report minus A's, stages and communication
// dimensions are matched (and those only one side has are kept), diagnostics are split into
// fixed, new and shared.

#include "testsupport.h"

#include "core/compare/comparison.h"
#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"

#include <QTest>

#include <algorithm>

using namespace shardscope;

namespace {

Scenario base()
{
    return parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default");
}

bool contains(const std::vector<std::string>& list, const std::string& code)
{
    return std::find(list.begin(), list.end(), code) != list.end();
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT
private slots:
    void deltasAreTheReportsDifference();
    void stagesAndDimensionsOnOneSideAreKept();
    void diagnosticsAreSplit();
    void identicalReportsHaveNoDelta();
};

void TestComparison::deltasAreTheReportsDifference()
{
    const Scenario a = base(); // Llama 3 70B, TP 8 PP 4 DP 16, interleaved
    Scenario b = a;
    b.parallel.tp = 4;
    b.parallel.dp = 32;
    b.training.recompute = Recompute::Full;
    const Report ra = analyse(a), rb = analyse(b);
    const ReportComparison c = compareReports(ra, rb);
    QCOMPARE(c.tokensPerS.a, ra.step.tokensPerS);
    QCOMPARE(c.tokensPerS.b, rb.step.tokensPerS);
    QCOMPARE(c.tokensPerS.delta(), rb.step.tokensPerS - ra.step.tokensPerS);
    QCOMPARE(c.stepS.delta(), rb.step.timeS - ra.step.timeS);
    QCOMPARE(c.computeS.delta(), rb.step.computeS - ra.step.computeS);
    QCOMPARE(c.bubbleS.delta(), rb.step.bubbleS - ra.step.bubbleS);
    QCOMPARE(c.exposedCommS.delta(), rb.step.exposedCommS - ra.step.exposedCommS);
    QCOMPARE(c.optimizerS.delta(), rb.step.optimizerS - ra.step.optimizerS);
    QCOMPARE(c.mfu.delta(), rb.step.mfu - ra.step.mfu);
    QCOMPARE(c.peakBytes.delta(), double(rb.memory.peakBytes - ra.memory.peakBytes));
    QCOMPARE(c.commShare.delta(), rb.communication.share - ra.communication.share);
    QCOMPARE(c.tokensPerS.relative(), (rb.step.tokensPerS - ra.step.tokensPerS) / ra.step.tokensPerS);
    double bytesA = 0, bytesB = 0;
    for (const auto& d : ra.communication.dims)
        bytesA += d.bytesPerStep;
    for (const auto& d : rb.communication.dims)
        bytesB += d.bytesPerStep;
    QCOMPARE(c.commBytes.delta(), bytesB - bytesA);
    QCOMPARE(int(c.stages.size()), 4);
    for (int i = 0; i < 4; ++i) {
        const StageDelta& s = c.stages[size_t(i)];
        QVERIFY(s.inA && s.inB);
        QCOMPARE(s.total.delta(), double(rb.memory.stages[size_t(i)].totalBytes - ra.memory.stages[size_t(i)].totalBytes));
        QCOMPARE(s.activations.delta(),
                 double(rb.memory.stages[size_t(i)].activationsBytes - ra.memory.stages[size_t(i)].activationsBytes));
        QCOMPARE(s.weights.b, double(rb.memory.stages[size_t(i)].weightsBytes));
        // The parts add up to the total on both sides, as the reports' do.
        QCOMPARE(s.weights.delta() + s.gradients.delta() + s.optimizer.delta() + s.activations.delta() +
                     s.buffers.delta() + s.overhead.delta(),
                 s.total.delta());
    }
    for (const CommDelta& d : c.communication)
        for (const auto& x : rb.communication.dims)
            if (x.dim == d.dim) {
                QCOMPARE(d.bytes.b, x.bytesPerStep);
                QCOMPARE(d.exposedS.b, x.exposedTimeS);
            }
}

void TestComparison::stagesAndDimensionsOnOneSideAreKept()
{
    Scenario a = base();
    a.parallel.pp = 2;
    a.parallel.dp = 32;
    a.parallel.virtualStages = 1;
    a.parallel.schedule = PipelineSchedule::OneFOneB;
    Scenario b = base();
    b.parallel.pp = 8;
    b.parallel.dp = 4;
    b.parallel.cp = 2;
    b.parallel.virtualStages = 1;
    b.parallel.schedule = PipelineSchedule::OneFOneB;
    const Report ra = analyse(a), rb = analyse(b);
    const ReportComparison c = compareReports(ra, rb);
    QCOMPARE(int(c.stages.size()), 8);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(c.stages[size_t(i)].inA, i < 2);
        QVERIFY(c.stages[size_t(i)].inB);
        if (i >= 2) {
            QCOMPARE(c.stages[size_t(i)].total.a, 0.0);
            QCOMPARE(c.stages[size_t(i)].total.delta(), double(rb.memory.stages[size_t(i)].totalBytes));
        }
    }
    const auto cp = std::find_if(c.communication.begin(), c.communication.end(), [](const CommDelta& d) { return d.dim == "cp"; });
    QVERIFY(cp != c.communication.end());
    QVERIFY(cp->inB);
    QCOMPARE(cp->bytes.delta(), cp->bytes.b - cp->bytes.a);
    QCOMPARE(c.world.delta(), 0.0);
}

void TestComparison::diagnosticsAreSplit()
{
    Scenario a = base();
    a.parallel.tp = 16; // crosses the NVLink domain: a warning A has
    a.parallel.dp = 8;
    Scenario b = base();
    b.parallel.tp = 2; // 70B over 2 GPUs per replica, optimizer state replicated: over capacity in B
    b.parallel.pp = 1;
    b.parallel.dp = 256;
    b.parallel.zeroStage = 0;
    b.parallel.virtualStages = 1;
    b.parallel.schedule = PipelineSchedule::OneFOneB;
    const Report ra = analyse(a), rb = analyse(b);
    const ReportComparison c = compareReports(ra, rb);
    QVERIFY(contains(c.diagnosticsOnlyA, "parallel.tp_exceeds_nvlink_domain"));
    QVERIFY(contains(c.diagnosticsOnlyB, "memory.over_capacity"));
    for (const std::string& code : c.diagnosticsBoth) {
        QVERIFY(!contains(c.diagnosticsOnlyA, code) && !contains(c.diagnosticsOnlyB, code));
    }
    size_t inA = 0, inB = 0;
    for (const Diagnostic& d : ra.diagnostics)
        inA += contains(c.diagnosticsOnlyA, d.code) || contains(c.diagnosticsBoth, d.code) ? 1 : 0;
    for (const Diagnostic& d : rb.diagnostics)
        inB += contains(c.diagnosticsOnlyB, d.code) || contains(c.diagnosticsBoth, d.code) ? 1 : 0;
    QCOMPARE(inA, ra.diagnostics.size());
    QCOMPARE(inB, rb.diagnostics.size());
}

void TestComparison::identicalReportsHaveNoDelta()
{
    const Report r = analyse(base());
    const ReportComparison c = compareReports(r, r);
    QCOMPARE(c.stepS.delta(), 0.0);
    QCOMPARE(c.peakBytes.delta(), 0.0);
    QCOMPARE(c.tokensPerS.relative(), 0.0);
    QVERIFY(c.diagnosticsOnlyA.empty() && c.diagnosticsOnlyB.empty());
    QCOMPARE(c.diagnosticsBoth.size() <= r.diagnostics.size(), true);
}

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
