// The pipeline simulator against the papers' closed forms: GPipe and 1F1B (Narayanan
// §2.2.1), interleaved 1F1B (§2.2.2), ZB-H1 and ZB-V (Qi et al.), DualPipe's table
// (DeepSeek-V3); the fast paths are in tst_pipeline_fastpath.

#include "pipelinesupport.h"
#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/pipeline.h"
#include "core/io/reportjson.h"
#include "core/model/enumnames.h"
#include "core/model/schedule.h"
#include "core/text/reporttext.h"

#include <QTest>


#include <map>
#include <tuple>

using namespace shardscope;
using namespace pipelinesupport;

namespace {

/** DualPipe's and DualPipeV's tables give the bubble as the longest wait of any rank. */
double longestWait(const PipelineTimeline& t)
{
    double longest = 0;
    for (double busy : t.busy)
        longest = std::max(longest, t.makespan - busy);
    return longest;
}

} // namespace

class TestPipeline : public QObject
{
    Q_OBJECT
private slots:
    void gpipeAndOneFOneB_data();
    void gpipeAndOneFOneB();
    void interleaved_data();
    void interleaved();
    void zeroBubbleH1_data();
    void zeroBubbleH1();
    void zeroBubbleV_data();
    void zeroBubbleV();
    void dualPipeTable_data();
    void dualPipeTable();
    void dualPipeVTable_data();
    void dualPipeVTable();
    void twoChunkOrdersRunEveryOpOnce_data();
    void twoChunkOrdersRunEveryOpOnce();
    void everyOpRunsOnceInDependencyOrder();
    void unevenStagesShowImbalance();
    void interleavedAnyMicrobatchCount();
    void interleavedMicrobatchGroups_data();
    void smallestGroupMegatronTakes_data();
    void smallestGroupMegatronTakes();
    void interleavedMicrobatchGroups();
    void articleMicrobatchRuleIsNotMinimal();
    void reportSaysHowThePipelineWasEstimated_data();
    void reportSaysHowThePipelineWasEstimated();
};

void TestPipeline::gpipeAndOneFOneB_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    for (const char* s : {"gpipe", "1f1b"})
        for (int p : {1, 2, 4, 8, 16})
            for (int m : {1, 3, 8, 16, 64})
                QTest::addRow("%s p=%d m=%d", s, p, m) << QString(s) << p << m;
}

void TestPipeline::gpipeAndOneFOneB()
{
    QFETCH(QString, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    const auto kind = schedule == "gpipe" ? PipelineSchedule::GPipe : PipelineSchedule::OneFOneB;
    const PipelineTimeline t = simulatePipeline(uniform(kind, p, m, 1, 1.0, 2.0, 0.0));
    // Share of wall time: (p-1)/(m+p-1); over ideal: (p-1)/m.
    QVERIFY(std::abs(t.bubbleFraction - double(p - 1) / (m + p - 1)) < 1e-12);
    QVERIFY(std::abs(bubbleTime(t) / (3.0 * m) - double(p - 1) / m) < 1e-12);
}

void TestPipeline::interleaved_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("m");
    for (int p : {2, 4, 8})
        for (int v : {2, 3, 4})
            for (int k : {1, 2, 4})
                QTest::addRow("p=%d v=%d m=%d", p, v, k * p) << p << v << k * p;
    // PP-1F1B-AND-INTERLEAVED: p = 8, m = 16, v = 4 -> 0.109375 of ideal, 0.0986 of wall.
    QTest::addRow("case p=8 v=4 m=16") << 8 << 4 << 16;
}

void TestPipeline::interleaved()
{
    QFETCH(int, p);
    QFETCH(int, v);
    QFETCH(int, m);
    const PipelineTimeline t =
        simulatePipeline(uniform(PipelineSchedule::Interleaved1F1B, p, m, v, 1.0, 2.0, 0.0));
    const double expected = double(p - 1) / (double(v) * m + p - 1);
    QVERIFY2(std::abs(t.bubbleFraction - expected) < 1e-9,
             qPrintable(testsupport::describe(t.bubbleFraction, expected)));
    QVERIFY(std::abs(bubbleTime(t) / (3.0 * m) - double(p - 1) / (double(v) * m)) < 1e-9);
}

void TestPipeline::zeroBubbleH1_data()
{
    QTest::addColumn<double>("w");
    QTest::addColumn<double>("zbBubble");
    QTest::addColumn<double>("oneFOneBBubble");
    // PP-ZERO-BUBBLE, p = 8, m = 16: equal F, B, W -> 1F1B 21, ZB-H1 7; W = 0.5 -> 17.5 and 10.5.
    QTest::newRow("F=B=W=1") << 1.0 << 7.0 << 21.0;
    QTest::newRow("F=B=1, W=0.5") << 0.5 << 10.5 << 17.5;
}

void TestPipeline::zeroBubbleH1()
{
    QFETCH(double, w);
    QFETCH(double, zbBubble);
    QFETCH(double, oneFOneBBubble);
    const PipelineTimeline zb = simulatePipeline(uniform(PipelineSchedule::ZeroBubbleH1, 8, 16, 1, 1.0, 1.0, w));
    const PipelineTimeline base = simulatePipeline(uniform(PipelineSchedule::OneFOneB, 8, 16, 1, 1.0, 1.0, w));
    QVERIFY(std::abs(bubbleTime(zb) - zbBubble) < 1e-9);
    QVERIFY(std::abs(bubbleTime(base) - oneFOneBBubble) < 1e-9);
    // Over ideal: (p-1)/(3m) with equal times, as the paper's table says.
    if (w == 1.0)
        QVERIFY(std::abs(bubbleTime(zb) / (3.0 * 16) - 7.0 / 48) < 1e-12);
    // ZB-H1 keeps 1F1B's memory: rank 0 never has more than p forwards without their B.
    int inFlight = 0, peak = 0;
    for (const auto& op : zb.stages[0]) {
        inFlight += op.kind == PipelineOpKind::Forward ? 1 : op.kind == PipelineOpKind::Backward ? -1 : 0;
        peak = std::max(peak, inFlight);
    }
    QCOMPARE(peak, 8);
}

void TestPipeline::zeroBubbleV_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    // PP-ZERO-BUBBLE (Qi et al., "Zero Bubble Pipeline Parallelism", ICLR'24, §6, and the
    // sail-sg/zero-bubble-pipeline-parallelism README table): with T_F = T_B = T_W and
    // enough micro-batches (m >= 2p) ZB-V has zero bubble at 1F1B's activation memory.
    for (int p : {2, 4, 8})
        for (int k : {2, 4})
            QTest::addRow("p=%d m=%d", p, k * p) << p << k * p;
}

void TestPipeline::zeroBubbleV()
{
    QFETCH(int, p);
    QFETCH(int, m);
    const double chunk = 1.0; // F, B, W of one chunk; a rank holds two
    const PipelineTimeline t = simulatePipeline(uniform(PipelineSchedule::ZeroBubbleV, p, m, 1, 2 * chunk, 2 * chunk, 2 * chunk));
    QVERIFY(t.simulated);
    QVERIFY(t.method == PipelineMethod::Simulated);
    // The paper's zero bubble: no rank waits between its first and its last operation.
    for (int r = 0; r < p; ++r) {
        const auto& ops = t.stages[size_t(r)];
        QVERIFY(std::abs(ops.back().end - ops.front().start - t.busy[size_t(r)]) < 1e-9);
    }
    // With a synchronous optimizer step the V still fills once: rank r starts after r chunk
    // forwards, so the step is the ideal plus (p-1) chunk forwards.
    QVERIFY(std::abs(bubbleTime(t) - (p - 1) * chunk) < 1e-9);
    // 1F1B's memory: rank 0 never holds more than p micro-batches' activations (2p chunks of half a stage).
    int inFlight = 0, peak = 0;
    for (const auto& op : t.stages[0]) {
        inFlight += op.kind == PipelineOpKind::Forward ? 1 : op.kind == PipelineOpKind::Backward ? -1 : 0;
        peak = std::max(peak, inFlight);
    }
    QVERIFY2(peak <= 2 * p, qPrintable(QStringLiteral("%1 chunk activations in flight").arg(peak)));
    // There the fast path uses the paper's form, and it is the simulation's number.
    const double closed = closedFormMakespan(PipelineSchedule::ZeroBubbleV, p, m, 1, 2 * chunk, 2 * chunk, 2 * chunk, 0);
    QVERIFY2(std::abs(closed - t.makespan) < 1e-9, qPrintable(testsupport::describe(closed, t.makespan)));
    const auto [critical, sum] = workPerRank(uniform(PipelineSchedule::ZeroBubbleV, p, m, 1, 2, 2, 2));
    QVERIFY(closedFormEstimate(PipelineSchedule::ZeroBubbleV, p, m, 1, critical, sum, 0).kind == ClosedFormKind::Paper);
}

void TestPipeline::dualPipeTable_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<double>("pairShare");
    QTest::addColumn<double>("bubble");
    // PP-DUALPIPE-TABLE: DeepSeek-V3 technical report (arXiv:2412.19437) §3.2.1, Table 2,
    // bubble (PP/2 - 1)(F&B + B - 3W) with B the full backward; the reference case evaluates
    // it for PP = 8, F = 1, full B = 2, W = 1, overlapped F&B = 2.5: 4.5 (1F1B 21, ZB1P 7).
    // DualPipe needs an even PP and an even m >= 2·PP (deepseek-ai/DualPipe).
    QTest::newRow("PP=8 m=16, F&B=2.5") << 8 << 16 << 2.5 / 3 << 4.5;
    QTest::newRow("PP=8 m=32, F&B=2.5") << 8 << 32 << 2.5 / 3 << 4.5;
    QTest::newRow("PP=4 m=8, F&B=2.5") << 4 << 8 << 2.5 / 3 << 1.5;
    QTest::newRow("PP=6 m=12, F&B=2.5") << 6 << 12 << 2.5 / 3 << 3.0;
    // Without an overlap gain F&B = F + B = 3: (4 - 1)(3 + 2 - 3) = 6.
    QTest::newRow("PP=8 m=16, F&B=F+B") << 8 << 16 << 1.0 << 6.0;
}

void TestPipeline::dualPipeTable()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(double, pairShare);
    QFETCH(double, bubble);
    const double fAndB = 3.0 * pairShare;
    QCOMPARE(dualPipeBubble(p, 1.0, 2.0, 1.0, fAndB), bubble);
    PipelineInput in = uniform(PipelineSchedule::DualPipe, p, m, 1, 1.0, 1.0, 1.0);
    in.overlappedPairShare = pairShare;
    const PipelineTimeline t = simulatePipeline(in);
    QVERIFY(t.simulated);
    // The table's bubble is the longest wait of any rank (ranks differ in how many pairs they overlap).
    const double longest = longestWait(t);
    QVERIFY2(std::abs(longest - bubble) < 1e-9, qPrintable(testsupport::describe(longest, bubble)));
    // 1F1B and ZB1P (ZB-H1 written with the full backward) on the same F, B, W: 21 and 7 at PP = 8.
    if (p == 8) {
        QCOMPARE(bubbleTime(simulatePipeline(uniform(PipelineSchedule::OneFOneB, 8, 16, 1, 1.0, 1.0, 1.0))), 21.0);
        QCOMPARE(bubbleTime(simulatePipeline(uniform(PipelineSchedule::ZeroBubbleH1, 8, 16, 1, 1.0, 1.0, 1.0))), 7.0);
    }
    if (pairShare == 1.0) { // the paper's form on the fast path, where its assumptions hold
        const double closed = closedFormMakespan(PipelineSchedule::DualPipe, p, m, 1, 1.0, 1.0, 1.0, 0);
        QVERIFY2(std::abs(closed - t.makespan) < 1e-9, qPrintable(testsupport::describe(closed, t.makespan)));
    }
}

void TestPipeline::dualPipeVTable_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<double>("pairShare");
    QTest::addColumn<double>("bubble");
    // DualPipeV is DualPipe "cut in half": on p ranks the 2p stages of DualPipe's Table 2, so
    // its bubble is (PP/2 - 1)(F&B + B - 3W) with PP = 2p stages and F, B, W one stage's
    // (deepseek-ai/DualPipe README; dualpipev.py needs m >= 2p). F = 1, full B = 2, W = 1.
    QTest::newRow("4 ranks m=8, F&B=2.5") << 4 << 8 << 2.5 / 3 << 4.5;
    QTest::newRow("4 ranks m=20, F&B=2.5") << 4 << 20 << 2.5 / 3 << 4.5;
    QTest::newRow("3 ranks m=6, F&B=2.5") << 3 << 6 << 2.5 / 3 << 3.0;
    QTest::newRow("2 ranks m=9, F&B=2.5") << 2 << 9 << 2.5 / 3 << 1.5;
    QTest::newRow("4 ranks m=8, F&B=F+B") << 4 << 8 << 1.0 << 6.0;
    QTest::newRow("5 ranks m=16, F&B=F+B") << 5 << 16 << 1.0 << 8.0;
}

void TestPipeline::dualPipeVTable()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(double, pairShare);
    QFETCH(double, bubble);
    QCOMPARE(dualPipeBubble(2 * p, 1.0, 2.0, 1.0, 3.0 * pairShare), bubble);
    // A rank runs two stages per micro-batch: F, B, W of 2 each (uniform() takes a rank's).
    PipelineInput in = uniform(PipelineSchedule::DualPipeV, p, m, 1, 2.0, 2.0, 2.0);
    in.overlappedPairShare = pairShare;
    const PipelineTimeline t = simulatePipeline(in);
    QVERIFY(t.simulated);
    const double longest = longestWait(t);
    QVERIFY2(std::abs(longest - bubble) < 1e-9, qPrintable(testsupport::describe(longest, bubble)));
    // The table's activation count: at most PP + 1 = 2p + 1 stages' activations on a rank,
    // reached by a rank that overlaps a forward with a backward (the forward runs first).
    int peak = 0;
    for (int r = 0; r < p; ++r) {
        int inFlight = 0;
        for (const auto& op : t.stages[size_t(r)]) {
            inFlight += op.kind == PipelineOpKind::Forward ? 1 : op.kind == PipelineOpKind::Backward ? -1 : 0;
            peak = std::max(peak, inFlight);
        }
    }
    QVERIFY2(peak <= 2 * p + 1, qPrintable(QStringLiteral("%1 stage activations in flight").arg(peak)));
    QCOMPARE(inFlightMicrobatches(scheduleTraits(PipelineSchedule::DualPipeV), 0, p, 2, m, 0), (2.0 * p + 1) / 2);
    if (pairShare == 1.0) { // the paper's form on the fast path, where its assumptions hold
        const double closed = closedFormMakespan(PipelineSchedule::DualPipeV, p, m, 1, 2.0, 2.0, 2.0, 0);
        QVERIFY2(std::abs(closed - t.makespan) < 1e-9, qPrintable(testsupport::describe(closed, t.makespan)));
    }
}

void TestPipeline::twoChunkOrdersRunEveryOpOnce_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("p");
    for (PipelineSchedule s : {PipelineSchedule::ZeroBubbleV, PipelineSchedule::DualPipe, PipelineSchedule::DualPipeV})
        for (int p : {1, 2, 3, 4, 6, 8}) {
            if (s == PipelineSchedule::DualPipe && p % 2 != 0)
                continue;
            QTest::addRow("%s p=%d", toString(s).data(), p) << int(s) << p;
        }
}

void TestPipeline::twoChunkOrdersRunEveryOpOnce()
{
    // Every m from 1 to 5p (DualPipe odd ones too): no deadlock, each F, B and W of each
    // chunk a micro-batch passes exactly once, after what it depends on plus the transfer.
    QFETCH(int, schedule);
    QFETCH(int, p);
    const auto kind = PipelineSchedule(schedule);
    const bool dual = kind == PipelineSchedule::DualPipe;
    const double tau = 0.1;
    for (int m = 1; m <= 5 * p; ++m) {
        const PipelineTimeline t = simulatePipeline(uniform(kind, p, m, 1, 1.0, 2.0, 1.0, tau));
        std::map<std::tuple<int, int, int>, std::pair<double, double>> seen; // kind, chunk, mb
        for (int s = 0; s < p; ++s) {
            double clock = 0;
            for (const auto& op : t.stages[size_t(s)]) {
                QVERIFY(op.start >= clock - 1e-12);
                clock = op.end;
                QVERIFY(seen.emplace(std::make_tuple(int(op.kind), op.chunk, op.microbatch),
                                     std::make_pair(op.start, op.end)).second);
            }
        }
        // ZB-V and DualPipeV: every micro-batch through all 2p chunks; DualPipe: through the p of its direction.
        QCOMPARE(int(seen.size()), 3 * m * (dual ? p : 2 * p));
        const int down = (m + 1) / 2;
        for (const auto& [key, times] : seen) {
            const auto [k, chunk, mb] = key;
            if (dual)
                QCOMPARE(chunk < p, mb < down); // the first half enters at rank 0
            const int position = dual ? chunk % p : chunk, last = dual ? p - 1 : 2 * p - 1;
            auto holder = [&](int c) { return dual ? (c < p ? c : p - 1 - c % p) : (c < p ? c : 2 * p - 1 - c); };
            auto endOf = [&](int kk, int c) { return seen.at(std::make_tuple(kk, c, mb)).second; };
            const int fwd = int(PipelineOpKind::Forward), bwd = int(PipelineOpKind::Backward);
            if (k == fwd && position > 0)
                QVERIFY(times.first >= endOf(fwd, chunk - 1) + (holder(chunk - 1) != holder(chunk) ? tau : 0) - 1e-9);
            if (k == bwd && position < last)
                QVERIFY(times.first >= endOf(bwd, chunk + 1) + (holder(chunk + 1) != holder(chunk) ? tau : 0) - 1e-9);
            if (k == bwd && position == last)
                QVERIFY(times.first >= endOf(fwd, chunk) - 1e-9);
            if (k == int(PipelineOpKind::Weight))
                QVERIFY(times.first >= endOf(bwd, chunk) - 1e-9);
        }
    }
}

void TestPipeline::everyOpRunsOnceInDependencyOrder()
{
    for (auto kind : {PipelineSchedule::GPipe, PipelineSchedule::OneFOneB,
                      PipelineSchedule::Interleaved1F1B, PipelineSchedule::ZeroBubbleH1}) {
        const int p = 4, m = 8, v = kind == PipelineSchedule::Interleaved1F1B ? 2 : 1;
        const PipelineTimeline t = simulatePipeline(uniform(kind, p, m, v, 1.0, 2.0, 1.0, 0.1));
        std::map<std::tuple<int, int, int>, std::pair<double, double>> seen; // kind, chunk, mb
        for (int s = 0; s < p; ++s) {
            double clock = 0;
            for (const auto& op : t.stages[size_t(s)]) {
                QVERIFY(op.start >= clock - 1e-12); // one op at a time per rank
                clock = op.end;
                QVERIFY(seen.emplace(std::make_tuple(int(op.kind), op.chunk, op.microbatch),
                                     std::make_pair(op.start, op.end)).second);
            }
        }
        const int chunks = p * v;
        const bool split = kind == PipelineSchedule::ZeroBubbleH1;
        QCOMPARE(int(seen.size()), chunks * m * (split ? 3 : 2));
        auto endOf = [&](int k, int chunk, int mb) { return seen[std::make_tuple(k, chunk, mb)].second; };
        for (const auto& [key, times] : seen) {
            const auto [k, chunk, mb] = key;
            const int fwd = int(PipelineOpKind::Forward), bwd = int(PipelineOpKind::Backward);
            if (k == fwd && chunk > 0) // after the previous chunk, plus the transfer
                QVERIFY(times.first >= endOf(k, chunk - 1, mb) + 0.1 - 1e-9);
            if (k == bwd && chunk < chunks - 1)
                QVERIFY(times.first >= endOf(k, chunk + 1, mb) + 0.1 - 1e-9);
            if (k == int(PipelineOpKind::Weight))
                QVERIFY(times.first >= endOf(bwd, chunk, mb));
        }
    }
}

void TestPipeline::unevenStagesShowImbalance()
{
    PipelineInput in = uniform(PipelineSchedule::OneFOneB, 4, 16, 1, 1.0, 2.0, 0.0);
    const double even = simulatePipeline(in).makespan;
    in.durations[3].forward[0] += 0.5; // the output layer and loss on the last stage
    in.durations[3].backward[0] += 1.0;
    const PipelineTimeline t = simulatePipeline(in);
    QCOMPARE(t.criticalStage, 3);
    QVERIFY(t.makespan >= even + 16 * 1.5 - 1e-9); // the slow stage sets the pace
    QVERIFY(t.busy[0] < t.busy[3]);
}

void TestPipeline::interleavedAnyMicrobatchCount()
{
    // Megatron wants m divisible by p (a diagnostic says so); the simulator still has to
    // produce a valid schedule for the value the user typed.
    for (int p : {2, 3, 4, 8})
        for (int v : {2, 3})
            for (int m = 1; m <= 3 * p; ++m) {
                const PipelineTimeline t =
                    simulatePipeline(uniform(PipelineSchedule::Interleaved1F1B, p, m, v, 1.0, 2.0, 0.0));
                QCOMPARE(int(t.stages[0].size()), 2 * m * v);
                QVERIFY(t.makespan >= 3.0 * m - 1e-9);
            }
}

void TestPipeline::interleavedMicrobatchGroups_data()
{
    // Megatron-LM's --microbatch-group-size-per-virtual-pipeline-stage N: groups of N go through
    // a chunk before the next (get_schedule_table); N in [p, m], the last group 0 or at least p.
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("group");
    QTest::newRow("p4 v2 m16 N4 (default)") << 4 << 2 << 16 << 4;
    QTest::newRow("p4 v2 m16 N8") << 4 << 2 << 16 << 8;
    QTest::newRow("p4 v2 m16 N16") << 4 << 2 << 16 << 16;
    QTest::newRow("p4 v3 m10 N5 (10 no multiple of p)") << 4 << 3 << 10 << 5;
    QTest::newRow("p4 v2 m14 N10 (last group of 4)") << 4 << 2 << 14 << 10;
    QTest::newRow("p8 v4 m32 N12 (last group of 8)") << 8 << 4 << 32 << 12;
}

void TestPipeline::interleavedMicrobatchGroups()
{
    QFETCH(int, p);
    QFETCH(int, v);
    QFETCH(int, m);
    QFETCH(int, group);
    PipelineInput in = uniform(PipelineSchedule::Interleaved1F1B, p, m, v, 1.0, 2.0, 0.0);
    in.microbatchGroup = group;
    const PipelineTimeline t = simulatePipeline(in);
    for (int s = 0; s < p; ++s) {
        const auto& ops = t.stages[size_t(s)];
        QCOMPARE(int(ops.size()), 2 * m * v);
        // The forwards a rank runs before its first backward: Megatron's warm-up plus the
        // steady state's first forward, 2 (p - 1 - s) + (v - 1) N + 1, at most every one.
        int forwards = 0;
        for (const PipelineOp& op : ops) {
            if (op.kind != PipelineOpKind::Forward)
                break;
            ++forwards;
        }
        QCOMPARE(forwards, std::min(2 * (p - 1 - s) + (v - 1) * group + 1, m * v));
        // Each chunk visits its micro-batches in Megatron's table: in order, a group at a time.
        std::vector<int> next(size_t(p * v), 0);
        for (const PipelineOp& op : ops)
            if (op.kind == PipelineOpKind::Forward) {
                QCOMPARE(op.microbatch, next[size_t(op.chunk)]);
                ++next[size_t(op.chunk)];
            }
    }
    // Rank 0's first forwards: the first group through chunk 0, then through chunk 1.
    const auto& first = t.stages[0];
    for (int k = 0; k < std::min(group, m); ++k)
        QCOMPARE(first[size_t(k)].microbatch, k);
    if (v > 1 && group < m)
        QCOMPARE(first[size_t(group)].chunk, p); // rank 0's second chunk is chunk p in pipeline order
    // With equal stage times a larger group costs no bubble: only memory (the warm-up above).
    const PipelineTimeline standard =
        simulatePipeline(uniform(PipelineSchedule::Interleaved1F1B, p, m % p == 0 ? m : (m / p + 1) * p, v, 1.0, 2.0, 0.0));
    if (m % p == 0)
        QVERIFY2(std::abs(t.makespan - standard.makespan) < 1e-9,
                 qPrintable(testsupport::describe(t.makespan, standard.makespan)));
    QVERIFY(t.makespan >= 3.0 * m - 1e-9);
}

void TestPipeline::smallestGroupMegatronTakes_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("expected"); // 0: the default group (PP) runs; -1: no group does
    QTest::newRow("a multiple of PP") << "interleaved-1f1b" << 4 << 2 << 32 << 0;
    QTest::newRow("30 on PP 4: groups of 5") << "interleaved-1f1b" << 4 << 2 << 30 << 5;
    QTest::newRow("7 on PP 4: one group of 7") << "interleaved-1f1b" << 4 << 2 << 7 << 7;
    QTest::newRow("12 on PP 8: one group of 12") << "interleaved-1f1b" << 8 << 2 << 12 << 12;
    QTest::newRow("14 on PP 4: groups of 5 leave 4") << "interleaved-1f1b" << 4 << 3 << 14 << 5;
    QTest::newRow("fewer than PP") << "interleaved-1f1b" << 4 << 2 << 3 << -1;
    QTest::newRow("one chunk is 1F1B") << "interleaved-1f1b" << 4 << 1 << 30 << 0;
    QTest::newRow("DualPipe takes no group") << "dualpipe" << 4 << 2 << 7 << -1;
}

void TestPipeline::smallestGroupMegatronTakes()
{
    QFETCH(QString, schedule);
    QFETCH(int, p);
    QFETCH(int, v);
    QFETCH(int, m);
    QFETCH(int, expected);
    const ScheduleTraits& t = scheduleTraits(*enumFromString<PipelineSchedule>(schedule.toStdString()));
    const int64_t group = smallestMicrobatchGroup(t, p, v, m);
    QCOMPARE(group, int64_t(expected));
    if (group > 0) { // the group runs, and no smaller one above PP does
        QVERIFY(microbatchesSuit(t, p, v, m, group));
        for (int64_t n = p; n < group; ++n)
            QVERIFY(!microbatchesSuit(t, p, v, m, n));
    }
}

void TestPipeline::articleMicrobatchRuleIsNotMinimal()
{
    // The seed article: "m = 2(p-1) makes the bubble minimal". With p = 8, m = 14 the
    // bubble is still 50 % of ideal (33 % of wall time) and keeps falling as m grows.
    const PipelineTimeline at14 = simulatePipeline(uniform(PipelineSchedule::OneFOneB, 8, 14, 1, 1.0, 2.0, 0.0));
    QVERIFY(std::abs(bubbleTime(at14) / (14 * 3.0) - 0.5) < 1e-12);
    QVERIFY(std::abs(at14.bubbleFraction - 1.0 / 3.0) < 1e-12);
    double previous = at14.bubbleFraction;
    for (int m : {16, 32, 64, 128}) {
        const double f = simulatePipeline(uniform(PipelineSchedule::OneFOneB, 8, m, 1, 1.0, 2.0, 0.0)).bubbleFraction;
        QVERIFY(f < previous);
        previous = f;
    }
}

void TestPipeline::reportSaysHowThePipelineWasEstimated_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("closedForm");
    QTest::addColumn<QString>("reason");
    QTest::newRow("zb-v, simulated") << "zb-v" << 4 << 16 << "simulated" << "" << "";
    QTest::newRow("dualpipe, simulated") << "dualpipe" << 4 << 16 << "simulated" << "" << "";
    QTest::newRow("1f1b, long batch extrapolated") << "1f1b" << 4 << 100000 << "extrapolated" << "" << "";
    QTest::newRow("zb-v, long batch extrapolated") << "zb-v" << 4 << 100000 << "extrapolated" << "" << "";
    QTest::newRow("1f1b, too deep: formula") << "1f1b" << 1024 << 2048 << "closed-form" << "formula" << "over-budget";
    // The embedding and output layer make the end stages heavier: not the papers' identical ranks.
    QTest::newRow("zb-v, too deep: approximation") << "zb-v" << 1024 << 4096 << "closed-form" << "approximation"
                                                   << "over-budget";
    QTest::newRow("dualpipe, odd pp") << "dualpipe" << 3 << 16 << "closed-form" << "approximation" << "odd-stages";
}

void TestPipeline::reportSaysHowThePipelineWasEstimated()
{
    // estimate() says how it got the pipeline, in the report, its JSON and its text.
    QFETCH(QString, schedule);
    QFETCH(int, pp);
    QFETCH(int, globalBatch);
    QFETCH(QString, method);
    QFETCH(QString, closedForm);
    QFETCH(QString, reason);
    const int layers = std::max(64, pp);
    const nlohmann::json model = {{"name", "uniform"}, {"layers", layers}, {"hidden", 1024}, {"heads", 8},
                                  {"kv_heads", 8}, {"ffn_hidden", 4096}, {"vocab", 32000},
                                  {"max_seq", 2048}, {"activation", "swiglu"}, {"norm", "rmsnorm"},
                                  {"tied_embeddings", false}};
    const nlohmann::json parallel = {{"tp", 1}, {"pp", pp}, {"dp", 1}, {"sequence_parallel", false}, {"zero_stage", 1},
                                     {"schedule", schedule.toStdString()}, {"virtual_stages", 1}};
    const nlohmann::json training = {{"seq_length", 2048}, {"micro_batch", 1}, {"global_batch", globalBatch},
                                     {"precision", "bf16"}, {"recompute", "selective"}};
    const Scenario s = testsupport::makeScenario(model, parallel, training, "dgx-h100", (pp + 7) / 8);
    const Report r = estimate(s);
    const PipelineReport& pipe = r.pipeline;
    QCOMPARE(QString::fromStdString(pipe.method), method);
    QCOMPARE(QString::fromStdString(pipe.closedForm), closedForm);
    QCOMPARE(QString::fromStdString(pipe.closedFormReason), reason);
    QCOMPARE(pipe.simulated, method != "closed-form");
    QCOMPARE(pipe.timeline.empty(), method == "closed-form");
    if (method == "extrapolated")
        QVERIFY(pipe.timelineMicrobatches > 0 && pipe.timelineMicrobatches < pipe.microbatches);
    QVERIFY(pipe.bubbleFraction >= 0 && pipe.bubbleFraction < 1);
    const nlohmann::json j = reportToJson(r)["pipeline"];
    QCOMPARE(QString::fromStdString(j.at("method").get<std::string>()), method);
    QCOMPARE(j.at("closed_form").is_null(), closedForm.isEmpty());
    QCOMPARE(j.at("closed_form_reason").is_null(), reason.isEmpty());
    if (!closedForm.isEmpty()) {
        QCOMPARE(QString::fromStdString(j.at("closed_form").get<std::string>()), closedForm);
        QCOMPARE(QString::fromStdString(j.at("closed_form_reason").get<std::string>()), reason);
    }
    const QString text = QString::fromStdString(formatReportText(s, r));
    const QString line = text.section(QStringLiteral("Pipeline:"), 1, 1).section(QLatin1Char('\n'), 0, 0);
    const QString expected = method == "simulated"      ? QStringLiteral(", simulated")
                             : method == "extrapolated" ? QStringLiteral("extrapolated")
                             : closedForm == "formula"  ? QStringLiteral("exact for identical stages")
                                                        : QStringLiteral("approximation");
    QVERIFY2(line.contains(expected), qPrintable(line));
}

QTEST_APPLESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
