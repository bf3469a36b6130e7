// Issue 17 item 4: how step time, tokens/s and peak memory move with each input, and that
// every figure is the estimate of the moved plan (the kernel-time cache must not hide a move).

#include "testsupport.h"

#include "core/analysis/analyse.h"
#include "core/analysis/sensitivity.h"

#include <QTest>

using namespace shardscope;

namespace {

Scenario example(const char* stem)
{
    return testsupport::exampleScenario(stem == std::string("default") ? "" : stem);
}

const SensitivityRow& rowOf(const SensitivityReport& r, const std::string& id)
{
    for (const SensitivityRow& row : r.rows)
        if (row.id == id)
            return row;
    static const SensitivityRow none;
    return none;
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT
private slots:
    void hardwareMovesByTheDelta_data();
    void hardwareMovesByTheDelta();
    void sortedByEffect();
    void theBottleneckComesFirst_data();
    void theBottleneckComesFirst();
    void workloadMovesToValuesThatRun();
    void zeroParametersSaySo();
};

void TestSensitivity::hardwareMovesByTheDelta_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fasterWhenHigher");
    QTest::newRow("GEMM efficiency") << "gemm_efficiency" << true;
    QTest::newRow("HBM bandwidth") << "hbm_bandwidth" << true;
    QTest::newRow("NVLink bandwidth") << "nvlink_bandwidth" << true;
    QTest::newRow("NIC bandwidth") << "nic_bandwidth" << true;
    QTest::newRow("NVLink latency") << "nvlink_latency" << false;
    QTest::newRow("kernel latency") << "kernel_latency" << false;
    QTest::newRow("overlap slowdown") << "overlap_slowdown" << false;
}

void TestSensitivity::hardwareMovesByTheDelta()
{
    QFETCH(QString, id);
    QFETCH(bool, fasterWhenHigher);
    const Scenario s = example("default");
    const SensitivityReport r = sensitivity(s, 0.2);
    const SensitivityRow& row = rowOf(r, id.toStdString());
    QVERIFY2(row.low && row.high, qPrintable(id));
    QVERIFY(std::abs(row.low->value / row.baseValue - 0.8) < 1e-12);
    QVERIFY(std::abs(row.high->value / row.baseValue - 1.2) < 1e-12);
    // Each side is a real estimate of the moved plan: it moves the step the way physics says.
    const double slower = fasterWhenHigher ? row.low->stepS : row.high->stepS;
    const double faster = fasterWhenHigher ? row.high->stepS : row.low->stepS;
    QVERIFY2(slower > r.baseStepS && faster < r.baseStepS,
             qPrintable(QStringLiteral("%1: %2 / %3 / %4 s").arg(id).arg(slower).arg(r.baseStepS).arg(faster)));
    // Hardware moves no bytes.
    QCOMPARE(row.low->peakBytes, r.basePeakBytes);
    QCOMPARE(row.high->peakBytes, r.basePeakBytes);
}

void TestSensitivity::sortedByEffect()
{
    const SensitivityReport r = sensitivity(example("default"));
    QCOMPARE(r.baseStepS, analyse(example("default")).step.timeS);
    QVERIFY(r.rows.size() >= 12);
    for (size_t i = 1; i < r.rows.size(); ++i)
        QVERIFY2(r.rows[i - 1].tokensSwing(r.baseTokensPerS) >= r.rows[i].tokensSwing(r.baseTokensPerS),
                 r.rows[i].id.c_str());
}

void TestSensitivity::theBottleneckComesFirst_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("first");
    // Llama 3 70B on 64 DGX H100 is compute-bound; DeepSeek-V3 on 2,048 H800 is held by its
    // NICs (the NIC floor sets its step), so its GEMM efficiency hardly matters.
    QTest::newRow("dense, compute-bound") << "default" << "gemm_efficiency";
    QTest::newRow("DeepSeek-V3, NIC-bound") << "deepseek-v3-2048-h800" << "nic_bandwidth";
}

void TestSensitivity::theBottleneckComesFirst()
{
    QFETCH(QString, example);
    QFETCH(QString, first);
    const SensitivityReport r = sensitivity(::example(example.toUtf8().constData()));
    QCOMPARE(QString::fromStdString(r.rows.front().id), first);
}

void TestSensitivity::workloadMovesToValuesThatRun()
{
    // Interleaved 1F1B over PP 4 needs a micro-batch count PP divides: a global batch of 464
    // (29 micro-batches) is refused, so the nearest accepted ones are taken.
    const Scenario s = example("default");
    const SensitivityReport r = sensitivity(s);
    const SensitivityRow& batch = rowOf(r, "global_batch");
    QVERIFY(batch.low && batch.high);
    for (const auto& p : {batch.low, batch.high}) {
        QVERIFY2(p->verdict != Verdict::Invalid, p->reason.c_str());
        const int64_t microbatches = int64_t(p->value) / (s.training.microBatch * s.parallel.dp);
        QCOMPARE(microbatches % s.parallel.pp, int64_t(0));
    }
    QVERIFY(batch.low->value < double(s.training.globalBatch) && batch.high->value > double(s.training.globalBatch));
    const SensitivityRow& seq = rowOf(r, "seq_length");
    QVERIFY(seq.low && seq.high);
    QVERIFY(seq.low->peakBytes < r.basePeakBytes && seq.high->peakBytes > r.basePeakBytes);
    QCOMPARE(int64_t(seq.low->value) % 64, int64_t(0));
    const SensitivityRow& micro = rowOf(r, "micro_batch");
    QVERIFY(!micro.low); // the default runs micro-batch 1
    QVERIFY(micro.high && micro.high->value == 2.0 && micro.high->peakBytes > r.basePeakBytes);
    QVERIFY2(!micro.note.empty(), "the missing side says why");
}

void TestSensitivity::zeroParametersSaySo()
{
    Scenario s = example("default");
    s.cluster.interNode.stragglerCoefficient = 0;
    const SensitivityReport r = sensitivity(s);
    const SensitivityRow& row = rowOf(r, "straggler_coefficient");
    QVERIFY(!row.low && !row.high);
    QVERIFY(row.note.find("0 in this cluster") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
