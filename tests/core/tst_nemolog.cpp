// Issue 17 item 1: a NeMo log read for what it measured. The lines follow what the sources print
// (core/io/nemolog.h names them): NeMo 2.0's ProgressPrinter ("Training epoch E, iteration N/M |
// key: value", values as {:.4} or whole ints) and the tqdm bar of MegatronProgressBar / Lightning
// (redraws after '\r', format_num's padding "0.000", the postfix of the step before until
// validation's end redraws the step), written here, not copied from a run.

#include "core/io/inputerror.h"
#include "core/io/megatronlog.h"
#include "core/io/nemolog.h"

#include <QTest>

using namespace shardscope;

namespace {

// NeMo 2.0, ProgressPrinter(log_interval=10), FLOPs callback and log_memory_usage on.
const char* const kPrinterLog =
    "[NeMo I 2025-03-02 10:00:01 nemo_logging:393] Experiments will be logged at /results/llama3_8b\n"
    "[NeMo I 2025-03-02 10:00:40 nemo_logging:393] Setting up optimizers\n"
    "Training epoch 0, iteration 10/1000 | lr: 1.65e-06 | global_batch_size: 256 | global_step: 9 | "
    "peak_memory_usage: 6.403e+10 | memory_allocated: 4.123e+10 | reduced_train_loss: 10.87 | "
    "train_step_timing in s: 4.87 | consumed_samples: 1408 | tflops_per_sec_per_gpu: 301.2\n"
    "Training epoch 0, iteration 20/1000 | lr: 3.15e-06 | global_batch_size: 256 | global_step: 19 | "
    "peak_memory_usage: 6.52e+10 | memory_allocated: 4.123e+10 | reduced_train_loss: 9.412 | "
    "train_step_timing in s: 3.112 | consumed_samples: 3968 | tflops_per_sec_per_gpu: 455.1\n"
    "Validation: iteration 1/5\n"
    "Validation: iteration 5/5\n"
    "Training epoch 0, iteration 30/1000 | lr: 4.65e-06 | global_batch_size: 256 | global_step: 29 | "
    "peak_memory_usage: 6.52e+10 | memory_allocated: 4.123e+10 | reduced_train_loss: 8.733 | "
    "train_step_timing in s: 3.108 | consumed_samples: 6528 | tflops_per_sec_per_gpu: 456\r\n"
    "Training epoch 0, iteration 40/1000 | lr: 6.15e-06 | global_batch_size: 256 | global_step: 39 | "
    "peak_memory_usage: 6.52e+10 | memory_allocated: 4.123e+10 | reduced_train_loss: 8.101 | "
    "train_step_timing in s: 3.121 | consumed_samples: 9088 | tflops_per_sec_per_gpu: 454.2\n";

// MegatronProgressBar in a file: one line of '\r' redraws, a validation bar, the step redrawn.
const char* const kBarLog =
    "[NeMo I 2025-03-02 10:00:40 nemo_logging:393] Setting up optimizers\n"
    "\rEpoch 0:   0%|          | 0/100 [00:00<?]"
    "\rEpoch 0:   1%|          | 1/100 [00:14<23:10]"
    "\rEpoch 0:   2%|\xe2\x96\x8f         | 2/100 [00:17<14:05, reduced_train_loss=11.00, global_step=0.000, "
    "consumed_samples=256.0, train_step_timing in s=14.20]"
    "\rEpoch 0:   3%|\xe2\x96\x8e         | 3/100 [00:20<09:48, reduced_train_loss=10.41, global_step=1.000, "
    "consumed_samples=512.0, train_step_timing in s=2.910]  "
    "\rEpoch 0:   4%|\xe2\x96\x8d         | 4/100 [00:23<08:05, reduced_train_loss=9.870, global_step=2.000, "
    "consumed_samples=768.0, train_step_timing in s=2.925]"
    "\rValidation DataLoader 0: 100%|\xe2\x96\x88\xe2\x96\x88\xe2\x96\x88\xe2\x96\x88\xe2\x96\x88| 5/5 "
    "[00:02<00:00, 2.10it/s]"
    "\rEpoch 0:   4%|\xe2\x96\x8d         | 4/100 [00:26<08:30, reduced_train_loss=9.120, global_step=3.000, "
    "consumed_samples=1024.0, train_step_timing in s=2.940, val_loss=9.050]\n"
    "\rEpoch 0:   5%|\xe2\x96\x8c         | 5/100 [00:29<08:12, reduced_train_loss=8.900, global_step=4.000, "
    "consumed_samples=1280.0, train_step_timing in s=2.930]\n";

} // namespace

class TestNemoLog : public QObject
{
    Q_OBJECT
private slots:
    void readsTheProgressPrinter();
    void readsTheProgressBar();
    void theMegatronReaderRefusesBoth();
    void refusesWithTheLine_data();
    void refusesWithTheLine();
};

void TestNemoLog::readsTheProgressPrinter()
{
    QVERIFY(looksLikeNemoLog(kPrinterLog));
    const NemoLog log = parseNemoLog(kPrinterLog);
    QCOMPARE(int(log.steps.size()), 4); // the validation lines are left out
    QCOMPARE(log.steps[0].line, 3);
    QCOMPARE(log.steps[3].line, 8);
    QCOMPARE(log.steps[1].step, 20LL);
    QCOMPARE(log.steps[0].stepTimeS, 4.87);
    QCOMPARE(*log.steps[2].tflopsPerGpu, 456.0); // a whole float printed as an int
    QCOMPARE(*log.steps[0].maxReservedGiB, 6.403e10 / (1024.0 * 1024 * 1024));
    QCOMPARE(*log.steps[0].allocatedGiB, 4.123e10 / (1024.0 * 1024 * 1024));
    // The first interval holds start-up: the step is the median of the other three.
    bool skipped = false;
    QCOMPARE(log.stepTimeS(&skipped), 3.112);
    QVERIFY(skipped);
    QCOMPARE(*log.tflopsPerGpu(), 455.1);
    QCOMPARE(*log.globalBatchSize(), 256.0);
    QCOMPARE(*log.maxReservedGiB(), 6.52e10 / (1024.0 * 1024 * 1024));
}

void TestNemoLog::readsTheProgressBar()
{
    const NemoLog log = parseNemoLog(kBarLog);
    // Drawings 2, 3, 4 (redrawn after validation: the later kept) and 5; 0 and 1 have no step time.
    QCOMPARE(int(log.steps.size()), 4);
    QCOMPARE(log.steps[0].step, 2LL);
    QCOMPARE(log.steps[0].stepTimeS, 14.20);
    QCOMPARE(log.steps[2].step, 4LL);
    QCOMPARE(log.steps[2].stepTimeS, 2.940);
    QCOMPARE(log.steps[2].line, 2);
    QCOMPARE(log.steps[3].line, 3);
    QCOMPARE(log.stepTimeS(), 2.930);
    QVERIFY(!log.globalBatchSize()); // NeMo 1.x and this bar print none
    QVERIFY(!log.tflopsPerGpu());
    QVERIFY(!log.maxReservedGiB());
    bool skipped = true;
    const NemoLog one = parseNemoLog("Training epoch 0, iteration 1/10 | train_step_timing in s: 9.5\n");
    QCOMPARE(one.stepTimeS(&skipped), 9.5);
    QVERIFY(!skipped);
}

void TestNemoLog::theMegatronReaderRefusesBoth()
{
    // Unchanged parseMegatronLog: the bar log is named NeMo; the printer's " iteration N/M |" reads
    // to it as an iteration line cut before its elapsed time (line 3).
    try {
        parseMegatronLog(kBarLog);
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.message()).contains("line 2 is a NeMo"), e.what());
    }
    try {
        parseMegatronLog(kPrinterLog);
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("line 3"));
    }
    QVERIFY(!looksLikeNemoLog(" iteration 10/ 100 | elapsed time per iteration (ms): 1200.0 |\n"));
}

void TestNemoLog::refusesWithTheLine_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    const QString head = QStringLiteral("Training epoch 0, iteration 10/1000 | global_batch_size: 256 | "
                                        "train_step_timing in s: 4.87\n");
    const QString bar = QStringLiteral("\rEpoch 0:   2%|          | 2/100 [00:17<14:05, reduced_train_loss=11.00, ");
    QTest::newRow("empty") << "" << "line 1" << "no NeMo progress record";
    QTest::newRow("cut before the value")
        << head + "Training epoch 0, iteration 20/1000 | global_batch_size: 256 | train_step_timing in s: "
        << "line 2" << "cut before its value";
    QTest::newRow("cut in the label") << head + "Training epoch 0, iteration 20/1000 | global_batch_size: 256 | train_st"
                                      << "line 2" << "the log is cut here";
    QTest::newRow("a bar cut") << head + bar + "global_step=0.000, consum" << "line 2" << "closing ']'";
    QTest::newRow("cut in a field")
        << head + head + "Training epoch 0, iteration 30/1000 | train_step_timing in s: 3.1 | global_batch_size:"
        << "line 3" << "'global_batch_size' is cut";
    QTest::newRow("not a number") << head + "Training epoch 0, iteration 20/1000 | train_step_timing in s: fast\n"
                                  << "line 2" << "followed by 'fast'";
    QTest::newRow("NaN") << bar + "train_step_timing in s=nan]\n" << "line 1" << "'nan', not a finite";
    QTest::newRow("negative") << head + head + "Training epoch 0, iteration 30/1000 | train_step_timing in s: -1.5\n"
                              << "line 3" << "'-1.5'";
    QTest::newRow("Megatron-LM's log")
        << "using world size: 64, data-parallel size: 8\n"
           " [2025-03-02 10:00:01] iteration       10/    1000 | consumed samples:         5120 | elapsed time per "
           "iteration (ms): 14210.4 | learning rate: 1.500000E-05 |\n"
           " [2025-03-02 10:02:31] iteration       20/    1000 | consumed samples:        10240 | elapsed time per "
           "iteration (ms): 9431.7 | learning rate: 3.000000E-05 |\n"
        << "line 3" << "line 2 is a Megatron-LM iteration line";
    QTest::newRow("Megatron-Bridge's log")
        << "Step Time : 9.43s GPU utilization: 467.4MODEL_TFLOP/s/GPU\n"
           " [2025-03-02 10:02:31] iteration       20/     100 | consumed samples:        10240 | elapsed time per "
           "iteration (ms): 9431.7 | throughput per GPU (TFLOP/s/GPU): 467.4 | learning rate: 3.000000E-05 |\n"
        << "line 2" << "line 2 is a Megatron-LM iteration line (elapsed time per iteration): Megatron-LM and "
                       "Megatron-Bridge logs go through";
    QTest::newRow("torchtitan's log")
        << "[rank0]:[titan] 2024-12-01 10:00:00,000 - root - INFO - Training starts at step 1\n"
           "[rank0]:[titan] 2024-12-01 10:00:10,000 - root - INFO - step: 10  loss:  7.2300  memory: 60.12GiB(76.11%)  "
           "tps: 712  tflops: 380.55  mfu: 38.48%\n"
           "[rank0]:[titan] 2024-12-01 10:00:20,000 - root - INFO - Sleeping 2 seconds for other ranks to complete\n"
        << "line 3" << "line 2 is a torchtitan metrics line";
    QTest::newRow("no TimingCallback")
        << "[NeMo I 2025-03-02 10:00:40 nemo_logging:393] Setting up optimizers\n"
           "Training epoch 0, iteration 10/1000 | lr: 1.65e-06 | global_step: 9 | reduced_train_loss: 10.87\n"
           "Training epoch 0, iteration 20/1000 | lr: 3.15e-06 | global_step: 19 | reduced_train_loss: 9.412\n"
        << "line 3" << "line 2 is a NeMo progress line without 'train_step_timing in s'";
    QTest::newRow("binary") << QStringLiteral("x") + QChar(0) + QStringLiteral("\n") << "line 1" << "NUL";
}

void TestNemoLog::refusesWithTheLine()
{
    QFETCH(QString, log);
    QFETCH(QString, where);
    QFETCH(QString, says);
    const QByteArray bytes = log.toUtf8();
    try {
        parseNemoLog(std::string_view(bytes.constData(), size_t(bytes.size())));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.path()) == where, e.what());
        QVERIFY2(QString::fromStdString(e.message()).contains(says), e.what());
    }
}

QTEST_APPLESS_MAIN(TestNemoLog)
#include "tst_nemolog.moc"
