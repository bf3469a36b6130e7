// The pipeline's fast paths against its simulation: the closed forms the search uses (the
// papers' forms where their assumptions hold, the approximation elsewhere), the bubble with
// fewer micro-batches than stages, and the extrapolation of long batches within the budget.

#include "pipelinesupport.h"
#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/pipeline.h"
#include "core/model/enumnames.h"

#include <QElapsedTimer>
#include <QTest>

#include <random>

#include <map>
#include <tuple>

using namespace shardscope;
using namespace pipelinesupport;

class TestPipelineFastPath : public QObject
{
    Q_OBJECT
private slots:
    void zeroBubbleFastPathMatchesSimulation_data();
    void zeroBubbleFastPathMatchesSimulation();
    void fewMicrobatchesKeepTheBubble_data();
    void fewMicrobatchesKeepTheBubble();
    void closedFormMatchesSimulation_data();
    void closedFormMatchesSimulation();
    void longBatchExtrapolationIsExact_data();
    void longBatchExtrapolationIsExact();
    void deepPipelineKeepsTheWholeBatchsMakespan_data();
    void deepPipelineKeepsTheWholeBatchsMakespan();
    void deepPipelinesStayWithinTheBudget_data();
    void deepPipelinesStayWithinTheBudget();
};

void TestPipelineFastPath::zeroBubbleFastPathMatchesSimulation_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("w");
    QTest::addColumn<bool>("uneven");
    QTest::addColumn<double>("tau");
    // F = 1 per rank and micro-batch; B (input gradient) and W as measured ratios go: equal
    // (the papers' case), Megatron-like B 1.2 / W 0.9, recompute-heavy B 2 / W 1, W half of B.
    const std::pair<double, double> ratios[] = {{1.0, 1.0}, {1.2, 0.9}, {2.0, 1.0}, {1.0, 0.5}};
    for (PipelineSchedule s : {PipelineSchedule::ZeroBubbleV, PipelineSchedule::DualPipe, PipelineSchedule::DualPipeV})
        for (int p : {2, 4, 8, 16})
            for (int m : {1, 2, 3, p / 2, p - 1, p, p + 1, 3 * p / 2, 2 * p - 1, 2 * p, 4 * p + 1, 64}) {
                if (m < 1)
                    continue;
                for (const auto& [b, w] : ratios)
                    for (bool uneven : {false, true})
                        for (double tau : {0.0, 0.02})
                            QTest::addRow("%s p=%d m=%d B=%g W=%g%s tau=%g", toString(s).data(), p, m, b, w,
                                          uneven ? " heavier ends" : "", tau)
                                << int(s) << p << m << b << w << uneven << tau;
            }
}

void TestPipelineFastPath::zeroBubbleFastPathMatchesSimulation()
{
    // The search ranks plans on closedFormMakespan(); estimate() simulates. On the table the
    // two agree within the tolerance docs/time-model.md states: the makespan within 5 % on
    // identical ranks, 10 % with the heavier first and last stages, 3 % where the paper's
    // form is used (exact with F = B = W). (DualPipe's mirrored stages make p = 2 identical.)
    QFETCH(int, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(double, b);
    QFETCH(double, w);
    QFETCH(bool, uneven);
    QFETCH(double, tau);
    const auto kind = PipelineSchedule(schedule);
    PipelineInput in = uniform(kind, p, m, 1, 1.0, b, w, tau);
    if (uneven)
        heavierEnds(in, 1.15, 1.3); // embedding on the first stage; output layer and loss on the last
    const PipelineTimeline t = simulatePipeline(in);
    const auto [critical, sum] = workPerRank(in);
    const ClosedForm closed = closedFormEstimate(kind, p, m, 1, critical, sum, tau);
    QCOMPARE(closed.makespan, closedFormMakespan(kind, p, m, 1, critical, sum, tau));
    const bool equal = b == 1.0 && w == 1.0 && tau == 0;
    const double tolerance = closed.kind == ClosedFormKind::Paper ? (equal ? 1e-9 : 0.03) : uneven ? 0.10 : 0.05;
    if (m < 2 * p || (uneven && kind == PipelineSchedule::ZeroBubbleV))
        QVERIFY(closed.kind == ClosedFormKind::Approximation); // the papers assume identical ranks and m >= 2p
    QVERIFY2(std::abs(closed.makespan - t.makespan) <= tolerance * t.makespan,
             qPrintable(testsupport::describe(closed.makespan, t.makespan)));
    // Never below the busiest rank's work (DualPipe: that of the mean rank, its ranks pair a
    // stage with its mirror): no plan looks better than bubble-free on the fast path.
    const double work = kind == PipelineSchedule::DualPipe ? (sum.forward + sum.backward + sum.weight) / p
                                                           : critical.forward + critical.backward + critical.weight;
    QVERIFY(closed.makespan >= double(m) * work - 1e-9);
}

void TestPipelineFastPath::fewMicrobatchesKeepTheBubble_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<double>("minimumBubble");
    // Issue 13: Llama 3.1 405B with PP 2 and one micro-batch per pipeline got a 3.9 % ZB-V
    // bubble from the closed form while 1F1B simulates 49.7 %. With F = B = W the simulated
    // ZB-V waits 40 % of the step there (the weight-gradient passes leave the critical path,
    // the fill and drain stay).
    QTest::newRow("zb-v p=2 m=1 (issue 13)") << int(PipelineSchedule::ZeroBubbleV) << 2 << 1 << 0.40;
    QTest::newRow("dualpipe p=2 m=1") << int(PipelineSchedule::DualPipe) << 2 << 1 << 0.50;
    QTest::newRow("dualpipe-v p=2 m=1") << int(PipelineSchedule::DualPipeV) << 2 << 1 << 0.40;
    for (PipelineSchedule s : {PipelineSchedule::ZeroBubbleV, PipelineSchedule::DualPipe, PipelineSchedule::DualPipeV})
        for (int p : {4, 8, 16})
            for (int m : {1, 2, p / 2, p - 1})
                QTest::addRow("%s p=%d m=%d", toString(s).data(), p, m) << int(s) << p << m << 0.0;
}

void TestPipelineFastPath::fewMicrobatchesKeepTheBubble()
{
    // With fewer micro-batches than stages the pipeline never fills: every schedule pays the
    // first micro-batch's trip through all stages and back, Σ(F + B), and the busiest rank's
    // remaining backwards (DualPipe: those of the first micro-batch's direction). Only the W passes and the finer chunks of a V may shorten it
    // against 1F1B (ZB-H1 does the same); the fast path must show the same bubble.
    QFETCH(int, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(double, minimumBubble);
    const auto kind = PipelineSchedule(schedule);
    for (const auto& [b, w] : {std::pair{1.0, 1.0}, std::pair{1.2, 0.9}, std::pair{2.0, 0.5}, std::pair{1.0, 0.0}}) {
        const PipelineInput in = uniform(kind, p, m, 1, 1.0, b, w);
        const PipelineTimeline t = simulatePipeline(in);
        // DualPipe sends every other micro-batch the other way: half of them queue behind the first.
        const int queued = kind == PipelineSchedule::DualPipe ? (m + 1) / 2 - 1 : m - 1;
        const double fillAndDrain = p * (1.0 + b) + queued * b;
        QVERIFY2(t.makespan >= fillAndDrain - 1e-9, qPrintable(testsupport::describe(t.makespan, fillAndDrain)));
        QVERIFY(t.bubbleFraction >= 1.0 - m * (1.0 + b + w) / fillAndDrain - 1e-9);
        if (b == 1.0 && w == 1.0)
            QVERIFY2(t.bubbleFraction >= minimumBubble - 1e-9, qPrintable(testsupport::describe(t.bubbleFraction, minimumBubble)));
        const double closed = closedFormMakespan(kind, p, m, 1, 1.0, b, w, 0);
        const double closedBubble = 1.0 - m * (1.0 + b + w) / closed;
        QVERIFY2(std::abs(closedBubble - t.bubbleFraction) <= 0.03,
                 qPrintable(testsupport::describe(closedBubble, t.bubbleFraction)));
        const PipelineTimeline oneFOneB = simulatePipeline(uniform(PipelineSchedule::OneFOneB, p, m, 1, 1.0, b, w));
        // What the zero-bubble tricks can remove at most: the W passes off the critical
        // path and half the fill per chunk of a V; never more.
        QVERIFY(t.makespan >= oneFOneB.makespan - (p - 1) * w - (p - 1) * (1.0 + b) / 2 - 1e-9);
    }
}

void TestPipelineFastPath::closedFormMatchesSimulation_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    QTest::addColumn<double>("tau");
    for (const char* s : {"gpipe", "1f1b", "zb-h1"})
        for (int p : {2, 4, 8, 16})
            for (int m : {4, 16, 64})
                for (double tau : {0.0, 0.02})
                    QTest::addRow("%s p=%d m=%d tau=%g", s, p, m, tau) << QString(s) << p << m << 1 << tau;
    for (int p : {2, 4, 8})
        for (int v : {2, 4})
            for (int k : {2, 8})
                for (double tau : {0.0, 0.02})
                    QTest::addRow("interleaved p=%d v=%d m=%d tau=%g", p, v, k * p, tau)
                        << "interleaved-1f1b" << p << k * p << v << tau;
}

void TestPipelineFastPath::closedFormMatchesSimulation()
{
    QFETCH(QString, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(double, tau);
    const auto kind = *enumFromString<PipelineSchedule>(schedule.toStdString());
    const double f = 1.0, b = 1.2, w = kind == PipelineSchedule::ZeroBubbleH1 ? 0.9 : 0.9;
    const PipelineTimeline t = simulatePipeline(uniform(kind, p, m, v, f, b, w, tau));
    const double closed = closedFormMakespan(kind, p, m, v, f, b, w, tau);
    QVERIFY2(testsupport::relClose(closed, t.makespan, 0.01), qPrintable(testsupport::describe(closed, t.makespan)));
}

void TestPipelineFastPath::longBatchExtrapolationIsExact_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    QTest::addColumn<double>("tolerance");
    const auto row = [](const char* name, PipelineSchedule s, int p, int m, int v, double tol) {
        QTest::newRow(name) << int(s) << p << m << v << tol;
    };
    row("gpipe p8 m1500", PipelineSchedule::GPipe, 8, 1500, 1, 1e-9);
    row("1f1b p8 m1501", PipelineSchedule::OneFOneB, 8, 1501, 1, 1e-9);
    row("1f1b p16 m3000", PipelineSchedule::OneFOneB, 16, 3000, 1, 1e-9);
    row("interleaved p8 v3 m1600", PipelineSchedule::Interleaved1F1B, 8, 1600, 3, 1e-9);
    // m not a multiple of p: the padded tail differs, by less than one period in a thousand.
    row("interleaved p8 v2 m1603", PipelineSchedule::Interleaved1F1B, 8, 1603, 2, 1e-3);
    row("zb-h1 p8 m1500", PipelineSchedule::ZeroBubbleH1, 8, 1500, 1, 1e-9);
    row("1f1b p32 m900", PipelineSchedule::OneFOneB, 32, 900, 1, 1e-9);
    row("interleaved p16 v5 m800", PipelineSchedule::Interleaved1F1B, 16, 800, 5, 1e-9);
    // ZB-V and DualPipe reach their steady state after 2p micro-batches.
    row("zb-v p8 m1500", PipelineSchedule::ZeroBubbleV, 8, 1500, 1, 1e-9);
    row("zb-v p4 m901", PipelineSchedule::ZeroBubbleV, 4, 901, 1, 1e-9);
    row("dualpipe p8 m1500", PipelineSchedule::DualPipe, 8, 1500, 1, 1e-9);
    row("dualpipe p4 m1000", PipelineSchedule::DualPipe, 4, 1000, 1, 1e-9);
    // An odd m: one direction has a micro-batch more; the extrapolation interpolates half a period.
    row("dualpipe p8 m1501", PipelineSchedule::DualPipe, 8, 1501, 1, 1e-3);
}

void TestPipelineFastPath::longBatchExtrapolationIsExact()
{
    // A large batch is simulated for its shortest allowed prefix (p) and extrapolated; on
    // uneven stages (the last one 30 % heavier, as with the output layer, the first 15 %) and
    // with transfers the makespan must equal the op-by-op simulation of the whole batch.
    QFETCH(int, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(double, tolerance);
    PipelineInput in = uniform(PipelineSchedule(schedule), p, m, v, 1.0, 2.0, 0.7, 0.05);
    for (auto& d : in.durations.back().forward)
        d *= 1.3;
    for (auto& d : in.durations.back().backward)
        d *= 1.3;
    for (auto& d : in.durations.front().forward)
        d *= 1.15;
    const PipelineTimeline full = simulatePipeline(in);
    // The budget of the two shortest runs: one pass (p micro-batches; 2p for ZB-V and
    // DualPipe), and that plus one period.
    const auto kind = PipelineSchedule(schedule);
    const bool twoChunks = kind == PipelineSchedule::ZeroBubbleV || kind == PipelineSchedule::DualPipe;
    const int period = kind == PipelineSchedule::Interleaved1F1B ? p : kind == PipelineSchedule::DualPipe ? 2 : 1;
    const int pass = twoChunks ? 2 * p : p;
    const PipelineTimeline fast = simulateLongPipeline(in, SimulationBudget{pipelineOpsPerMicrobatch(in) * (2 * pass + period), 0});
    QCOMPARE(fast.simulatedMicrobatches, pass); // it did extrapolate, from one pass
    QVERIFY(fast.simulated);
    QVERIFY(fast.method == PipelineMethod::Extrapolated);
    QCOMPARE(int(fast.stages.size()), p);
    QVERIFY2(std::abs(fast.makespan - full.makespan) <= tolerance * full.makespan,
             qPrintable(QStringLiteral("%1 vs %2").arg(fast.makespan).arg(full.makespan)));
    QCOMPARE(fast.criticalStage, full.criticalStage);
    QVERIFY(std::abs(fast.bubbleFraction - full.bubbleFraction) <= tolerance + 1e-12);
    // Within the budget nothing is extrapolated (interleaving simulates m rounded up to p).
    in.microbatches = 8;
    const PipelineTimeline small =
        simulateLongPipeline(in, SimulationBudget{pipelineOpsPerMicrobatch(in) * std::max(8, period), 0});
    QCOMPARE(small.simulatedMicrobatches, 8);
    QCOMPARE(small.makespan, simulatePipeline(in).makespan);
    QVERIFY(small.method == PipelineMethod::Simulated);
}

void TestPipelineFastPath::deepPipelineKeepsTheWholeBatchsMakespan_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    // Pipelines over the preferred budget on ranks of unequal cost. Extrapolating the deep
    // ones from one pass, checked by a third run a period longer, came out 1-3 % short on
    // these rows (the schedule added the same time three periods running, then settled to
    // another rate), so they are simulated whole; shallow ones extrapolate from many passes.
    QTest::newRow("zb-h1 p84 m1024") << int(PipelineSchedule::ZeroBubbleH1) << 84 << 1024 << 1;
    QTest::newRow("1f1b p126 m1024") << int(PipelineSchedule::OneFOneB) << 126 << 1024 << 1;
    QTest::newRow("gpipe p100 m700") << int(PipelineSchedule::GPipe) << 100 << 700 << 1;
    QTest::newRow("interleaved p66 v2 m512 (last group padded)") << int(PipelineSchedule::Interleaved1F1B) << 66 << 512 << 2;
    QTest::newRow("interleaved p64 v2 m512") << int(PipelineSchedule::Interleaved1F1B) << 64 << 512 << 2;
    QTest::newRow("zb-v p64 m400") << int(PipelineSchedule::ZeroBubbleV) << 64 << 400 << 1;
    QTest::newRow("1f1b p8 m20000 (extrapolated)") << int(PipelineSchedule::OneFOneB) << 8 << 20000 << 1;
    QTest::newRow("interleaved p8 v4 m10000 (extrapolated)") << int(PipelineSchedule::Interleaved1F1B) << 8 << 10000 << 4;
    QTest::newRow("zb-h1 p16 m10000 (extrapolated)") << int(PipelineSchedule::ZeroBubbleH1) << 16 << 10000 << 1;
}

void TestPipelineFastPath::deepPipelineKeepsTheWholeBatchsMakespan()
{
    // Whatever the budget chooses (the whole batch, or a prefix extrapolated), the makespan
    // and every rank's busy and finish times are the whole batch's, on ranks of unequal cost
    // (seeded, as a rank's layers, embedding or loss make them).
    QFETCH(int, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    PipelineInput in = uniform(PipelineSchedule(schedule), p, m, v, 1.0, 2.0, 0.7, 0.05);
    std::mt19937 random(uint32_t(p * 7919 + m));
    std::uniform_real_distribution<double> spread(0.6, 1.6);
    for (StageDurations& d : in.durations) {
        const double k = spread(random);
        for (auto* list : {&d.forward, &d.backward, &d.weight})
            for (double& t : *list)
                t *= k;
    }
    const PipelineTimeline fast = simulateLongPipeline(in, SimulationBudget{});
    const PipelineTimeline full = simulatePipeline(in);
    QVERIFY(fast.method != PipelineMethod::ClosedForm);
    const bool shallow = p <= 16;
    QCOMPARE(fast.method == PipelineMethod::Extrapolated, shallow);
    QVERIFY2(std::abs(fast.makespan - full.makespan) <= 1e-9 * full.makespan,
             qPrintable(QStringLiteral("%1 vs %2 (%3)").arg(fast.makespan).arg(full.makespan).arg(
                 QString::fromLatin1(pipelineMethodName(fast.method)))));
    for (int s = 0; s < p; ++s) {
        QVERIFY(std::abs(fast.busy[size_t(s)] - full.busy[size_t(s)]) <= 1e-9 * full.makespan);
        QVERIFY(std::abs(fast.finish[size_t(s)] - full.finish[size_t(s)]) <= 1e-9 * full.makespan);
    }
}

void TestPipelineFastPath::deepPipelinesStayWithinTheBudget_data()
{
    // Deep pipelines and huge batches (the scenario reader allows pp up to 65,536 and 2^31
    // micro-batches): the op budget bounds the work whatever p is, and on identical ranks
    // the result is still the papers' bubble.
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<int>("v");
    const auto row = [](PipelineSchedule s, int p, int64_t m, int v) {
        QTest::addRow("%s p=%d m=%lld v=%d", toString(s).data(), p, (long long)m, v) << int(s) << p << qint64(m) << v;
    };
    for (PipelineSchedule s : {PipelineSchedule::GPipe, PipelineSchedule::OneFOneB, PipelineSchedule::ZeroBubbleH1}) {
        row(s, 8, int64_t(1) << 30, 1);
        row(s, 256, 256, 1);
        row(s, 512, 4096, 1);
        row(s, 4096, 8192, 1);
        row(s, 8192, int64_t(1) << 20, 1);
        row(s, 16384, int64_t(1) << 30, 1);
        row(s, 65536, int64_t(1) << 30, 1);
    }
    row(PipelineSchedule::Interleaved1F1B, 8, int64_t(1) << 30, 4);
    row(PipelineSchedule::Interleaved1F1B, 64, 64 * 64, 2);
    row(PipelineSchedule::Interleaved1F1B, 4096, 4096 * 2, 2);
    row(PipelineSchedule::Interleaved1F1B, 16384, int64_t(16384) * 1024, 2);
    row(PipelineSchedule::Interleaved1F1B, 65536, int64_t(65536) * 4096, 8);
    for (PipelineSchedule s : {PipelineSchedule::ZeroBubbleV, PipelineSchedule::DualPipe}) {
        row(s, 8, int64_t(1) << 30, 1);
        row(s, 256, 4096, 1);
        row(s, 4096, 8192, 1);
        row(s, 16384, int64_t(1) << 30, 1);
    }
}

void TestPipelineFastPath::deepPipelinesStayWithinTheBudget()
{
    QFETCH(int, schedule);
    QFETCH(int, p);
    QFETCH(qint64, m);
    QFETCH(int, v);
    const auto kind = PipelineSchedule(schedule);
    const bool twoChunks = kind == PipelineSchedule::ZeroBubbleV || kind == PipelineSchedule::DualPipe;
    // ZB-V's and DualPipe's papers assume F = B = W (ZB-V) or give a table for any (DualPipe).
    const double f = 1.0, b = twoChunks ? 1.0 : 2.0, w = kind == PipelineSchedule::ZeroBubbleH1 || twoChunks ? 1.0 : 0.0;
    const PipelineInput in = uniform(kind, p, m, v, f, b, w);
    const SimulationBudget budget; // what estimate() uses
    const int64_t rssBefore = peakResidentBytes();
    QElapsedTimer clock;
    clock.start();
    const PipelineTimeline t = simulateLongPipeline(in, budget);
    const qint64 ms = clock.elapsed();
    const int64_t grown = peakResidentBytes() - rssBefore;
    size_t drawn = 0;
    for (const auto& rank : t.stages)
        drawn += rank.size();
    QVERIFY2(ms < 1000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    QVERIFY2(grown < (int64_t(200) << 20), qPrintable(QStringLiteral("grew by %1 MB").arg(grown >> 20)));
    QVERIFY2(int64_t(drawn) <= budget.maxOps, qPrintable(QStringLiteral("%1 operations kept").arg(drawn)));
    // Shallow pipelines keep to the preferred budget (a slider tick stays cheap) with a
    // prefix of many passes; deep ones are simulated for one pass or not at all.
    const int period = kind == PipelineSchedule::Interleaved1F1B ? p : kind == PipelineSchedule::DualPipe ? 2 : 1;
    const int pass = twoChunks ? 2 * p : p;
    if (pipelineOpsPerMicrobatch(in) * (2 * pass + period) <= budget.preferredOps) {
        QVERIFY(t.simulated);
        QVERIFY(int64_t(drawn) <= budget.preferredOps / 2);
        QVERIFY(t.simulatedMicrobatches >= 4 * p);
    }
    QCOMPARE(t.overBudget, !t.simulated);
    QCOMPARE(t.stages.empty(), !t.simulated);
    QVERIFY((t.method == PipelineMethod::ClosedForm) == !t.simulated);
    // The papers' bubble on identical ranks: 1F1B and GPipe (p-1)/(m+p-1), interleaved
    // (p-1)/(v·m+p-1), ZB-H1 with F = B = W: (p-1)(F+B-W)/(m(F+B+W) + (p-1)(F+B-W)).
    const double pm = double(p - 1), md = double(m);
    double expected = pm / (md + pm);
    if (kind == PipelineSchedule::Interleaved1F1B)
        expected = pm / (v * md + pm);
    if (kind == PipelineSchedule::ZeroBubbleH1)
        expected = pm * (f + b - w) / (md * (f + b + w) + pm * (f + b - w));
    // ZB-V: the start-up skew, (p-1) chunk forwards; DualPipe: Table 2 with F&B = F + B + W.
    const double twoChunkBubble = kind == PipelineSchedule::ZeroBubbleV ? pm * f / 2 : dualPipeBubble(p, f, b + w, w, f + b + w);
    if (twoChunks)
        expected = twoChunkBubble / (md * (f + b + w) + twoChunkBubble);
    QVERIFY2(std::abs(t.bubbleFraction - expected) <= 1e-9 * std::max(1.0, expected) + 1e-12,
             qPrintable(testsupport::describe(t.bubbleFraction, expected)));
    const double closed = closedFormMakespan(kind, p, m, v, f, b, w, 0.0);
    QVERIFY2(testsupport::relClose(t.makespan, closed, 1e-9), qPrintable(testsupport::describe(t.makespan, closed)));
}

QTEST_APPLESS_MAIN(TestPipelineFastPath)
#include "tst_pipeline_fastpath.moc"
