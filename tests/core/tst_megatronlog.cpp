// Issue 17 item 1: a Megatron-LM training log read for what it measured. The excerpts follow
// training_log() and report_memory() of Megatron-LM's megatron/training (the labels and the
// {:8d}/{:.1f} layouts they print), written here, not copied from a run.

#include "core/io/inputerror.h"
#include "core/io/megatronlog.h"

#include <QTest>

using namespace shardscope;

namespace {

const char* const kLog =
    "using world size: 512, data-parallel size: 16, context-parallel size: 1, tensor-model-parallel size: 8\n"
    "------------------------ arguments ------------------------\n"
    "  global_batch_size ............................... 512\n"
    "  micro_batch_size ................................ 1\n"
    "  tensor_model_parallel_size ...................... 8\n"
    "-------------------- end of arguments ---------------------\n"
    " [2026-11-30 10:00:01] iteration       10/    1000 | consumed samples:         5120 | elapsed time per "
    "iteration (ms): 14210.4 | throughput per GPU (TFLOP/s/GPU): 310.2 | learning rate: 1.500000E-05 | global "
    "batch size:   512 | lm loss: 9.871234E+00 | loss scale: 1.0 |\n"
    "[Rank 0] (after 10 iterations) memory (MB) | allocated: 30120.5 | max allocated: 44831.2 | reserved: 47100.0 "
    "| max reserved: 47100.0\n"
    "[Rank 8] (after 10 iterations) memory (MB) | allocated: 29000.1 | max allocated: 46010.7 | reserved: 45000.0 "
    "| max reserved: 48000.0\n"
    " [2026-11-30 10:02:31] iteration       20/    1000 | consumed samples:        10240 | elapsed time per "
    "iteration (ms): 9431.7 | throughput per GPU (TFLOP/s/GPU): 467.4 | learning rate: 3.000000E-05 |\r\n"
    " [2026-11-30 10:04:05] iteration       30/    1000 | consumed samples:        15360 | elapsed time per "
    "iteration (ms): 9402.0/9416.9 | throughput per GPU (TFLOP/s/GPU): 468.9 | learning rate: 4.500000E-05 |\n"
    " [2026-11-30 10:05:40] iteration       40/    1000 | consumed samples:        20480 | elapsed time per "
    "iteration (ms): 9500.0 | learning rate: 6.000000E-05 |\n";

} // namespace

class TestMegatronLog : public QObject
{
    Q_OBJECT
private slots:
    void readsTheTrainingLog();
    void refusesWithTheLine_data();
    void refusesWithTheLine();
};

void TestMegatronLog::readsTheTrainingLog()
{
    const MegatronLog log = parseMegatronLog(kLog);
    QCOMPARE(int(log.iterations.size()), 4);
    QCOMPARE(log.iterations[0].iteration, 10LL);
    QCOMPARE(log.iterations[0].line, 7);
    QCOMPARE(log.iterations[0].elapsedMs, 14210.4);
    QCOMPARE(log.iterations[2].elapsedMs, 9402.0); // "9402.0/9416.9": this interval, then the running mean
    QVERIFY(!log.iterations[3].tflopsPerGpu);      // a line without --log-throughput's field
    // The first interval holds start-up: the step is the median of the other three.
    bool skipped = false;
    QCOMPARE(log.stepTimeS(&skipped), 9.4317);
    QVERIFY(skipped);
    QCOMPARE(*log.tflopsPerGpu(), (467.4 + 468.9) / 2);
    // The largest rank's peaks, in MiB as printed.
    QCOMPARE(*log.maxAllocatedMiB, 46010.7);
    QCOMPARE(*log.maxReservedMiB, 48000.0);
    QCOMPARE(QString::fromStdString(log.arguments.at("tensor_model_parallel_size")), QStringLiteral("8"));
    QCOMPARE(QString::fromStdString(log.arguments.at("global_batch_size")), QStringLiteral("512"));
}

void TestMegatronLog::refusesWithTheLine_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    const QString head = QStringLiteral(" iteration       10/    1000 | consumed samples:  5120 | elapsed time per "
                                        "iteration (ms): 14210.4 |\n");
    QTest::newRow("empty") << "" << "line 1" << "no Megatron-LM iteration line";
    QTest::newRow("cut mid-line") << head + " iteration       20/    1000 | consumed samples:  10240 | elapsed ti"
                                  << "line 2" << "cut here";
    QTest::newRow("a number that is not one") << QStringLiteral(" iteration 10/ 100 | elapsed time per iteration (ms): "
                                                                "abc |\n")
                                              << "line 1" << "not followed by a number";
    QTest::newRow("torchtitan's log")
        << "[rank0]:[titan] 2024-12-01 10:00:00,000 - root - INFO - step:  10  loss:  7.2300  memory: 60.12GiB(76.11%)  "
           "tps: 712  tflops: 380.55  mfu: 38.48%\n"
        << "line 1" << "torchtitan metrics line";
    QTest::newRow("NeMo's log")
        << "Epoch 0: : 100%|##########| 50/50 [31:51<00:00, reduced_train_loss=6.130, global_step=50.0, "
           "consumed_samples=76800.0, train_step_timing in s=5.900]\n"
        << "line 1" << "NeMo";
    QTest::newRow("binary") << QStringLiteral("x") + QChar(0) + QStringLiteral("\n") << "line 1" << "NUL";
}

void TestMegatronLog::refusesWithTheLine()
{
    QFETCH(QString, log);
    QFETCH(QString, where);
    QFETCH(QString, says);
    const QByteArray bytes = log.toUtf8();
    try {
        parseMegatronLog(std::string_view(bytes.constData(), size_t(bytes.size())));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.path()) == where, e.what());
        QVERIFY2(QString::fromStdString(e.message()).contains(says), e.what());
    }
}

QTEST_APPLESS_MAIN(TestMegatronLog)
#include "tst_megatronlog.moc"
