// Issue 17 item 1: a torchtitan log read for what it measured. The lines follow the metrics
// line of torchtitan's MetricsProcessor (labels, "{round(tps):,}" thousands commas, the
// colour codes it writes), written here, not copied from a run.

#include "core/io/inputerror.h"
#include "core/io/torchtitanlog.h"

#include <QTest>

using namespace shardscope;

class TestTorchtitanLog : public QObject
{
    Q_OBJECT
private slots:
    void readsTheMetricsLines();
    void refusesWithTheLine_data();
    void refusesWithTheLine();
};

void TestTorchtitanLog::readsTheMetricsLines()
{
    const char* log =
        "[rank0]:[titan] 2024-12-01 10:00:00,000 - root - INFO - Training starts at step 1\n"
        "[rank0]:[titan] 2024-12-01 10:00:05,000 - root - INFO - \x1b[31mstep:  1  \x1b[32mloss: 12.2300  "
        "\x1b[33mmemory: 58.10GiB(73.50%)  \x1b[34mtps: 301  \x1b[36mtflops: 160.10  \x1b[35mmfu: 16.19%\x1b[39m\n"
        "[rank0]:[titan] 2024-12-01 10:00:15,000 - root - INFO - step: 10  loss:  7.2300  grad_norm:  1.2000  memory: "
        "61.50GiB(77.86%)  tps: 1,712  tflops: 380.55  mfu: 38.48%\r\n"
        "[rank0]:[titan] 2024-12-01 10:00:20,000 - root - INFO - evaluation:  step: 10  loss:  7.5000  memory: "
        "70.00GiB(88.00%)  tps: 9,999  mfu: 90.00%\n"
        "[rank0]:[titan] 2024-12-01 10:00:25,000 - root - INFO - step: 20  loss:  6.2300  memory: 60.12GiB(76.11%)  "
        "tps: 1,720  tflops: 382.00  mfu: 38.62%\n";
    const TorchtitanLog t = parseTorchtitanLog(log);
    QVERIFY(looksLikeTorchtitanLog(log));
    QCOMPARE(int(t.steps.size()), 3); // the evaluation line is left out
    QCOMPARE(t.steps[0].step, 1LL);
    QCOMPARE(t.steps[0].tokensPerSPerGpu, 301.0); // through the colour codes
    QCOMPARE(t.steps[1].tokensPerSPerGpu, 1712.0); // "1,712"
    QCOMPARE(*t.steps[1].mfu, 0.3848);
    bool skipped = false;
    QCOMPARE(t.tokensPerSPerGpu(&skipped), (1712.0 + 1720.0) / 2);
    QVERIFY(skipped);
    QCOMPARE(*t.tflopsPerGpu(), (380.55 + 382.00) / 2);
    QCOMPARE(*t.maxReservedGiB(), 61.50);
}

void TestTorchtitanLog::refusesWithTheLine_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << "" << "line 1" << "no torchtitan metrics line";
    QTest::newRow("cut before tps") << "x - step: 10  loss:  7.2300  memory: 60.12GiB(76.11%)  tp" << "line 1" << "cut here";
    QTest::newRow("not a number") << "x - step: 10  loss:  7.2300  tps: many  mfu: 3%\n" << "line 1" << "'tps:' is not";
    QTest::newRow("a Megatron log") << " iteration       10/    1000 | elapsed time per iteration (ms): 14210.4 |\n"
                                    << "line 1" << "no torchtitan metrics line";
}

void TestTorchtitanLog::refusesWithTheLine()
{
    QFETCH(QString, log);
    QFETCH(QString, where);
    QFETCH(QString, says);
    const QByteArray bytes = log.toUtf8();
    try {
        parseTorchtitanLog(std::string_view(bytes.constData(), size_t(bytes.size())));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.path()) == where, e.what());
        QVERIFY2(QString::fromStdString(e.message()).contains(says), e.what());
    }
}

QTEST_APPLESS_MAIN(TestTorchtitanLog)
#include "tst_torchtitanlog.moc"
