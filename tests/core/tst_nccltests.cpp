// Issue 17 item 1: nccl-tests output read for what it measured. The excerpts follow what
// NVIDIA/nccl-tests prints (core/io/nccltests.h names the sources): util.cu's device lines,
// column header, "%12li  %12li  %8s  %6s  %6i" rows with getFloatStr()'s widths and "%6g" or
// "N/A" for #wrong, the footer; each op's size/count relation and bus factor. The figures are
// written here (algbw = size / time, busbw = algbw x the op's factor), not copied from a run.

#include "core/io/inputerror.h"
#include "core/io/nccltests.h"

#include <QTest>

using namespace shardscope;

Q_DECLARE_METATYPE(Collective)

namespace {

const QString kNode = QStringLiteral(
    "#  Rank  0 Group  0 Pid  48213 on dgx-h100-01 device  0 [0000:18:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  1 Group  0 Pid  48213 on dgx-h100-01 device  1 [0000:2a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  2 Group  0 Pid  48213 on dgx-h100-01 device  2 [0000:3a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  3 Group  0 Pid  48213 on dgx-h100-01 device  3 [0000:5d:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  4 Group  0 Pid  48213 on dgx-h100-01 device  4 [0000:9a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  5 Group  0 Pid  48213 on dgx-h100-01 device  5 [0000:ab:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  6 Group  0 Pid  48213 on dgx-h100-01 device  6 [0000:ba:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  7 Group  0 Pid  48213 on dgx-h100-01 device  7 [0000:db:00] NVIDIA H100 80GB HBM3\n");

// Lines 1-11: one process driving 8 GPUs (-g 8).
const QString kOneNode = QStringLiteral("# nThread 1 nGpus 8 minBytes 8 maxBytes 1073741824 step: 2(factor) warmup "
                                        "iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0\n"
                                        "#\n"
                                        "# Using devices\n") + kNode;

// Lines 1-19: 16 MPI processes on two hosts, one GPU each.
const QString kTwoNodes = QStringLiteral(
    "# nThread 1 nGpus 1 minBytes 4096 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 "
    "validation: 1 graph: 0\n"
    "#\n"
    "# Using devices\n"
    "#  Rank  0 Group  0 Pid  90110 on   gpu-a017 device  0 [0000:18:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  1 Group  0 Pid  90111 on   gpu-a017 device  1 [0000:2a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  2 Group  0 Pid  90112 on   gpu-a017 device  2 [0000:3a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  3 Group  0 Pid  90113 on   gpu-a017 device  3 [0000:5d:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  4 Group  0 Pid  90114 on   gpu-a017 device  4 [0000:9a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  5 Group  0 Pid  90115 on   gpu-a017 device  5 [0000:ab:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  6 Group  0 Pid  90116 on   gpu-a017 device  6 [0000:ba:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  7 Group  0 Pid  90117 on   gpu-a017 device  7 [0000:db:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  8 Group  0 Pid  90118 on   gpu-a018 device  0 [0000:18:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank  9 Group  0 Pid  90119 on   gpu-a018 device  1 [0000:2a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank 10 Group  0 Pid  90120 on   gpu-a018 device  2 [0000:3a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank 11 Group  0 Pid  90121 on   gpu-a018 device  3 [0000:5d:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank 12 Group  0 Pid  90122 on   gpu-a018 device  4 [0000:9a:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank 13 Group  0 Pid  90123 on   gpu-a018 device  5 [0000:ab:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank 14 Group  0 Pid  90124 on   gpu-a018 device  6 [0000:ba:00] NVIDIA H100 80GB HBM3\n"
    "#  Rank 15 Group  0 Pid  90125 on   gpu-a018 device  7 [0000:db:00] NVIDIA H100 80GB HBM3\n");

// Four lines: the table's header, as writeResultHeader() prints it.
const QString kColumns = QStringLiteral(
    "#\n"
    "#                                                              out-of-place                       in-place          \n"
    "#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw  #wrong \n"
    "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  (GB/s)  (GB/s)         \n");

const QString kFooter = QStringLiteral("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 191.861 \n#\n");

// all_reduce_perf -b 8 -e 1G -f 2 -g 8 (a few sizes): busbw = algbw x 2(8-1)/8. Rows at lines 16-20.
const QString kAllReduce8 = kOneNode + kColumns + QStringLiteral(
    "           8             2     float     sum      -1    10.52    0.00    0.00       0    10.31    0.00    0.00       0\n"
    "     1048576        262144     float     sum      -1    28.43   36.88   64.54       0    28.10   37.32   65.30       0\n"
    "    16777216       4194304     float     sum      -1   114.90  146.02  255.53       0   113.70  147.56  258.22       0\n"
    "   268435456      67108864     float     sum      -1  1528.60  175.61  307.32       0  1529.90  175.46  307.05       0\n"
    "  1073741824     268435456     float     sum      -1  5661.20  189.67  331.92       0  5668.40  189.43  331.50       0\n") + kFooter;

// reduce_scatter_perf -d bfloat16 -g 8: count = size / (8 x 2), busbw = algbw x 7/8.
const QString kReduceScatter8 = kOneNode + kColumns + QStringLiteral(
    "     1048576         65536  bfloat16     sum      -1    25.10   41.78   36.55       0    24.80   42.28   37.00       0\n"
    "   134217728       8388608  bfloat16     sum      -1   760.30  176.53  154.47       0   758.80  176.88  154.77       0\n"
    "  1073741824      67108864  bfloat16     sum      -1  5580.90  192.40  168.35       0  5577.10  192.53  168.46       0\n");

// all_gather_perf across two nodes: count = size / (16 x 4), busbw = algbw x 15/16. Rows from line 24.
const QString kAllGatherRows = QStringLiteral(
    "        4096            64     float    none      -1    35.20    0.12    0.11       0    34.90    0.12    0.11       0\n"
    "    16777216        262144     float    none      -1   690.40   24.30   22.78       0   688.20   24.38   22.85       0\n"
    "   268435456       4194304     float    none      -1  6012.80   44.64   41.85       0  6007.10   44.69   41.89       0\n"
    "  1073741824      16777216     float    none      -1  23650.0   45.40   42.56       0  23641.0   45.42   42.58       0\n");
const QString kAllGather16 = kTwoNodes + kColumns + kAllGatherRows;

// alltoall_perf on the same nodes: the same shape, in place not checked.
const QString kAllToAll16 = kTwoNodes + kColumns + QStringLiteral(
    "        4096            64     float    none      -1    31.20    0.13    0.12       0    31.05    0.13    0.12    N/A\n"
    "    16777216        262144     float    none      -1   402.70   41.66   39.06       0   401.90   41.74   39.14    N/A\n"
    "   268435456       4194304     float    none      -1  5893.30   45.55   42.70       0  5890.10   45.57   42.73    N/A\n"
    "  1073741824      16777216     float    none      -1  23310.0   46.06   43.18       0  23297.0   46.09   43.21    N/A\n");

// all_gather_perf -c 0: nothing checked, so alltoall's missing in-place check no longer tells them apart.
const QString kAllGather16Unchecked = QString(kTwoNodes).replace("validation: 1", "validation: 0") + kColumns +
                                      QString(kAllGatherRows).replace("       0", "     N/A");

// sendrecv_perf across two nodes: count = size / 4, busbw = algbw, redop printed, in place not checked.
const QString kSendRecv16 = kTwoNodes + kColumns + QStringLiteral(
    "     1048576        262144     float     sum      -1    14.80   70.85   70.85       0    14.77   70.99   70.99    N/A\n"
    "    67108864      16777216     float     sum      -1  1398.10   48.00   48.00       0  1397.60   48.02   48.02    N/A\n"
    "  1073741824     268435456     float     sum      -1  21702.0   49.48   49.48       0  21698.0   49.49   49.49    N/A\n");

// util.cu (2025) names the program; -d all, two of the types. Rows at lines 18-21.
const QString kAllReduceNamed = QStringLiteral(
    "# nccl-tests version 2.17.1 nccl-headers=22703 nccl-library=22703\n"
    "# Collective test starting: all_reduce_perf\n"
    "# nThread 1 nGpus 8 minBytes 33554432 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 agg iters: "
    "1 validation: 1 graph: 0 unalign: 0\n"
    "#\n"
    "# Using devices\n") + kNode + kColumns + QStringLiteral(
    "    33554432       8388608     float     sum      -1   231.20  145.13  253.98       0   230.40  145.64  254.86       0\n"
    "  1073741824     268435456     float     sum      -1  5661.20  189.67  331.92       0  5668.40  189.43  331.50       0\n"
    "    33554432      16777216  bfloat16     sum      -1   229.80  146.02  255.53       0   229.10  146.46  256.31       0\n"
    "  1073741824     536870912  bfloat16     sum      -1  5650.70  190.02  332.53       0  5655.00  189.87  332.28       0\n"
    "# Out of bounds values : 0 OK\n"
    "# Avg bus bandwidth    : 293.49 \n"
    "#\n"
    "# Collective test concluded: all_reduce_perf\n");

NcclTestsRun parse(const QString& text, std::optional<Collective> hint = std::nullopt)
{
    const QByteArray bytes = text.toUtf8();
    return parseNcclTests(std::string_view(bytes.constData(), size_t(bytes.size())), hint);
}

} // namespace

class TestNcclTests : public QObject
{
    Q_OBJECT
private slots:
    void readsOneNode();
    void infersTheCollective_data();
    void infersTheCollective();
    void readsTheNameOrTheHint();
    void namesFromFiles_data();
    void namesFromFiles();
    void keepsAFailedCheck();
    void refusesWithTheLine_data();
    void refusesWithTheLine();
};

void TestNcclTests::readsOneNode()
{
    QVERIFY(looksLikeNcclTests(kAllReduce8.toStdString()));
    QVERIFY(!looksLikeNcclTests(" iteration 10/ 100 | elapsed time per iteration (ms): 1200.0 |\n"));
    const NcclTestsRun run = parse(kAllReduce8);
    QCOMPARE(run.collective, Collective::AllReduce);
    QVERIFY(run.collectiveInferred);
    QCOMPARE(run.ranks, 8);
    QCOMPARE(run.communicatorRanks(), 8);
    QCOMPARE(run.nodes, 1);
    QCOMPARE(QString::fromStdString(run.gpuName), QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(int(run.rows.size()), 5);
    const NcclTestsRow& r = run.rows[1];
    QCOMPARE(r.line, 17);
    QCOMPARE(r.sizeBytes, 1048576LL);
    QCOMPARE(r.count, 262144LL);
    QCOMPARE(QString::fromStdString(r.type), QStringLiteral("float"));
    QCOMPARE(QString::fromStdString(r.redop), QStringLiteral("sum"));
    QCOMPARE(r.root, -1);
    QCOMPARE(r.outOfPlaceTimeUs, 28.43);
    QCOMPARE(r.outOfPlaceAlgBw, 36.88);
    QCOMPARE(r.outOfPlaceBusBw, 64.54);
    QCOMPARE(*r.outOfPlaceWrong, 0LL);
    QCOMPARE(r.inPlaceTimeUs, 28.10);
    QCOMPARE(r.inPlaceAlgBw, 37.32);
    QCOMPARE(r.inPlaceBusBw, 65.30);
    QCOMPARE(*r.inPlaceWrong, 0LL);
    QCOMPARE(run.rows[4].line, 20);
    QVERIFY(!run.validationFailed);
    QCOMPARE(*run.avgBusBwGBps, 191.861);
}

void TestNcclTests::infersTheCollective_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Collective>("collective");
    QTest::addColumn<bool>("inferred");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("rows");
    QTest::newRow("all_reduce, 8 on one node") << kAllReduce8 << Collective::AllReduce << true << 8 << 1 << 5;
    QTest::newRow("reduce_scatter, a redop") << kReduceScatter8 << Collective::ReduceScatter << true << 8 << 1 << 3;
    QTest::newRow("all_gather, 16 on two nodes") << kAllGather16 << Collective::AllGather << true << 16 << 2 << 4;
    QTest::newRow("alltoall, in place unchecked") << kAllToAll16 << Collective::AllToAll << true << 16 << 2 << 4;
    QTest::newRow("sendrecv, factor 1") << kSendRecv16 << Collective::SendRecv << true << 16 << 2 << 3;
    // -c 0: all_reduce and sendrecv both print a redop and count = size / element; busbw/algbw decides.
    QTest::newRow("all_reduce unchecked") << QString(kAllReduce8).replace("       0", "     N/A")
                                          << Collective::AllReduce << true << 8 << 1 << 5;
    QTest::newRow("sendrecv unchecked") << QString(kSendRecv16).replace("       0", "     N/A")
                                        << Collective::SendRecv << true << 16 << 2 << 3;
    QTest::newRow("named by the output, two types") << kAllReduceNamed << Collective::AllReduce << false << 8 << 1 << 4;
}

void TestNcclTests::infersTheCollective()
{
    QFETCH(QString, text);
    QFETCH(Collective, collective);
    QFETCH(bool, inferred);
    QFETCH(int, ranks);
    QFETCH(int, nodes);
    QFETCH(int, rows);
    const NcclTestsRun run = parse(text);
    QCOMPARE(run.collective, collective);
    QCOMPARE(run.collectiveInferred, inferred);
    QCOMPARE(run.ranks, ranks);
    QCOMPARE(run.nodes, nodes);
    QCOMPARE(int(run.rows.size()), rows);
}

void TestNcclTests::readsTheNameOrTheHint()
{
    // -d all: every type in one table, each row its own.
    const NcclTestsRun named = parse(kAllReduceNamed);
    QCOMPARE(QString::fromStdString(named.rows[2].type), QStringLiteral("bfloat16"));
    QCOMPARE(named.rows[2].count, 16777216LL);
    QCOMPARE(named.rows[2].line, 20);
    // The alike pair, told by the file's name.
    const NcclTestsRun hinted = parse(kAllGather16Unchecked, collectiveFromName("logs/all_gather_perf_2x8.txt"));
    QCOMPARE(hinted.collective, Collective::AllGather);
    QVERIFY(!hinted.collectiveInferred);
    QVERIFY(!hinted.rows[3].outOfPlaceWrong);
    QVERIFY(!hinted.validationFailed);
    QCOMPARE(parse(kAllGather16Unchecked, Collective::AllToAll).collective, Collective::AllToAll);
}

void TestNcclTests::namesFromFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("collective"); // -1: none
    QTest::newRow("binary") << "all_reduce_perf" << int(Collective::AllReduce);
    QTest::newRow("path") << "/runs/2025/all_gather_perf_16gpu.log" << int(Collective::AllGather);
    QTest::newRow("MPI build") << "reduce_scatter_perf_mpi.out" << int(Collective::ReduceScatter);
    QTest::newRow("upper case") << "ALLTOALL_PERF.TXT" << int(Collective::AllToAll);
    QTest::newRow("dashes") << "send-recv-2nodes.txt" << int(Collective::SendRecv);
    QTest::newRow("no separator") << "allreduce.log" << int(Collective::AllReduce);
    QTest::newRow("alltoallv is another test") << "alltoallv_perf.txt" << -1;
    QTest::newRow("broadcast") << "broadcast_perf.txt" << -1;
    QTest::newRow("two names") << "all_reduce_vs_all_gather.txt" << -1;
    QTest::newRow("the directory does not count") << "all_reduce/sendrecv_perf.txt" << int(Collective::SendRecv);
}

void TestNcclTests::namesFromFiles()
{
    QFETCH(QString, name);
    QFETCH(int, collective);
    const std::optional<Collective> c = collectiveFromName(name.toStdString());
    QCOMPARE(c ? int(*c) : -1, collective);
}

void TestNcclTests::keepsAFailedCheck()
{
    QString text = kAllReduce8;
    text.replace("  1529.90  175.46  307.05       0", "  1529.90  175.46  307.05      12")
        .replace("values : 0 OK", "values : 1 FAILED");
    const NcclTestsRun run = parse(text);
    QCOMPARE(int(run.rows.size()), 5);
    QVERIFY(run.validationFailed);
    QCOMPARE(run.validationLine, 19);
    QCOMPARE(*run.rows[3].inPlaceWrong, 12LL);
    QCOMPARE(*run.rows[3].outOfPlaceWrong, 0LL);
    // Only the footer says so.
    const NcclTestsRun footer = parse(QString(kAllReduce8).replace("values : 0 OK", "values : 1 FAILED"));
    QVERIFY(footer.validationFailed);
    QCOMPARE(footer.validationLine, 21);
}

void TestNcclTests::refusesWithTheLine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("hint"); // -1: none
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    const QString row = QStringLiteral(
        "     1048576        262144     float     sum      -1    28.43   36.88   64.54       0    28.10   37.32   65.30       0\n");
    const QString bare = QStringLiteral("# nThread 1 nGpus 8 minBytes 8 maxBytes 8 step: 2(factor) warmup iters: 5 "
                                        "iters: 20 agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n");
    QTest::newRow("empty") << "" << -1 << "line 1" << "not nccl-tests output";
    QTest::newRow("a Megatron-LM log") << "\n iteration 10/ 100 | elapsed time per iteration (ms): 1200.0 |\n" << -1
                                       << "line 2" << "not nccl-tests output";
    QTest::newRow("a NeMo log") << "Training epoch 0, iteration 10/100 | train_step_timing in s: 1.2\n" << -1
                                << "line 1" << "not nccl-tests output";
    QTest::newRow("a row cut") << kOneNode + kColumns + row + row +
                                      "    16777216       4194304     float     sum      -1   114.90  146.02"
                               << -1 << "line 18" << "7 of its 13 columns: the output is cut here";
    QTest::newRow("no rows") << kOneNode + kColumns << -1 << "line 15" << "no result row after the column header at line 14";
    QTest::newRow("no table") << kOneNode << -1 << "line 11" << "without its result table";
    QTest::newRow("a second run") << kOneNode + kColumns + row + kFooter + kOneNode << -1 << "line 20"
                                  << "second nccl-tests run starts here (the first at line 1)";
    QTest::newRow("not a number") << kOneNode + kColumns + row + QString(row).replace("65.30", "65,30") << -1
                                  << "line 17, in-place busbw" << "'65,30' is not a finite";
    QTest::newRow("a rooted op")
        << kOneNode + kColumns +
               "     1048576        262144     float    none       0    20.10   52.17   52.17       0    19.80   52.96   52.96       0\n"
        << -1 << "line 16, root" << "rooted collective";
    QTest::newRow("no rank lines") << bare + kColumns + row << -1 << "line 6" << "the rank count is unknown";
    QTest::newRow("another program") << "# nccl-tests version 2.17.1 nccl-headers=22703 nccl-library=22703\n"
                                        "# Collective test starting: broadcast_perf\n" + bare
                                     << -1 << "line 2" << "broadcast_perf is not one of the five";
    QTest::newRow("alike without the check") << kAllGather16Unchecked << -1 << "line 24"
                                             << "fit all_gather_perf or alltoall_perf (16 ranks, busbw/algbw 0.937";
    QTest::newRow("fits none")
        << kOneNode + kColumns +
               "     1048576        262144     float    none      -1    25.10   41.78   36.55       0    24.80   42.28   37.00       0\n"
        << -1 << "line 16" << "fit none of";
    QTest::newRow("the name against the hint") << kAllReduceNamed << int(Collective::AllGather) << "line 2"
                                               << "names all_reduce_perf but it was given as all_gather_perf's";
    QTest::newRow("unknown columns") << kOneNode + "#       size         count      type   redop    root     time   "
                                                   "algbw  #wrong     time   algbw   busbw  #wrong\n"
                                     << -1 << "line 12" << "column header nccl-tests does not print";
    QTest::newRow("binary") << QStringLiteral("#") + QChar(0) + QStringLiteral("\n") << -1 << "line 1" << "NUL";
}

void TestNcclTests::refusesWithTheLine()
{
    QFETCH(QString, text);
    QFETCH(int, hint);
    QFETCH(QString, where);
    QFETCH(QString, says);
    try {
        parse(text, hint < 0 ? std::nullopt : std::optional(Collective(hint)));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.path()) == where, e.what());
        QVERIFY2(QString::fromStdString(e.message()).contains(says), e.what());
    }
}

QTEST_APPLESS_MAIN(TestNcclTests)
#include "tst_nccltests.moc"
