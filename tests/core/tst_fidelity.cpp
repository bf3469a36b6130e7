// Step time against measured runs (tests/data/calibration): one data row per measured run,
// checked against its group's tolerance (issue 13's acceptance), and one row per group for the
// median error. Rows the model misses today are marked as known gaps (QEXPECT_FAIL ... Abort)
// with the term that is missing; when the term lands the row passes, Qt reports XPASS, the
// suite fails, and the mark must be removed. Tolerances are never widened here.

#include "calibration.h"

#include "core/search/searchtypes.h"

#include <QTest>

#include <map>
#include <set>

using calibration::Group;
using calibration::Outcome;

namespace {

// Why rows fail today: the term of issue 13 (or issue 12) the model does not have yet.
constexpr const char* kNemoFp8Small =
    "small-model FP8 rows 19-22 % too fast with the recipe's casts, the H100 FP8/BF16 "
    "efficiency ratio and the 16-bit curve's fixed time per GEMM modelled: the ratio is a "
    "best-shape figure (MAMF), no FP8 GEMM microbenchmark gives the small-shape curve";
constexpr const char* kTorchtitanFloat8Cp =
    "long-sequence context parallelism on a derived H100 attention profile (no H100 attention "
    "microbenchmark at 32K-256K)";
constexpr const char* kVtrainTp2Pp16 =
    "unexplained by any term today: TP 2 x PP 16 measures 74 % slower than TP 4 x PP 16 for the "
    "same model and micro-batch; candidates are the heavier first/last stages and per-micro-batch "
    "p2p cost (issue 13 item 5)";

constexpr const char* kMoeHostSync =
    "a whole small MoE at micro-batch 1 on B200 measures 2.2x the modelled step (Qwen3 30B-A3B) "
    "and 1.4x (235B-A22B), where the same 30B at micro-batch 4 on GB200 is 14 % off: Megatron-Core's "
    "alltoall dispatcher waits in every MoE layer for the token counts on the host "
    "(token_dispatcher.py, _maybe_dtoh_and_synchronize), so the kernels after it start as the host "
    "launches them, and host launch time is not modelled (these runs check the model, nothing is "
    "fitted to them)";

constexpr const char* kLlama3AtScale =
    "Meta's one-layer chunks (Llama 3 report 3.3.2) leave a 12 % bubble and the model 17 % fast at "
    "8,192 and 16,384 GPUs with the straggler term fitted below 3,072 GPUs (22 % without it); what "
    "else such runs lose at that scale (document-masked batches of unequal cost) is in no public data";

constexpr const char* kLlama3LongContext =
    "131K sequences on CP 16 at 16,384 GPUs: 42 % fast, the at-scale gap of the 8K rows and the "
    "ring-attention cost the CP rows of torchtitan show together; recompute is not stated "
    "(selective assumed)";

constexpr const char* kB200Fast =
    "every B200 row is 2-17 % fast, the TP 8 and DeepSeek-V2 rows most; SimuMax's own replay with the "
    "same kernel tables is 0-13.5 % fast on them and ours runs up to 9 % below it: per-micro-batch "
    "costs the B200 profile does not see (these runs check the model, nothing is fitted to them)";

constexpr const char* kBlackwellFp8Slow =
    "every Megatron-Bridge FP8 current-scaling run on Blackwell is 8-25 % slower in the model than "
    "measured, the GB300 405B run most, while the MXFP8 runs of the same layouts are within 8 %: "
    "the model has MXFP8 2-4 % faster than current scaling where the runs have it 4-6 % slower, so "
    "what current scaling costs there (its amax passes and unfused casts) or what MXFP8's GEMMs "
    "lose is not right, and no FP8 kernel table of a Blackwell GPU tells which (these runs check "
    "the model, nothing is fitted to them)";

/**
 * Rows (and group medians, tag "<group>/median") that fail today, each with the missing term.
 * Measured on the current model (docs/time-model-validation.md has the table). Remove a
 * line when its row passes (Qt reports XPASS and the suite fails until then).
 */
struct KnownGap
{
    const char* tag;
    const char* reason;
};
constexpr KnownGap kKnownGaps[] = {
    {"nemo-fp8/GPT3-5B 64GPU tp1 pp1 cp1 vp1", kNemoFp8Small},
    {"nemo-fp8/LLAMA3-8B 8GPU tp1 pp1 cp2 vp1", kNemoFp8Small},
    {"torchtitan-float8/T2 8B 8GPU FSDP+CP+compile+Float8 seq131072", kTorchtitanFloat8Cp},
    {"torchtitan-float8/T2 8B 8GPU FSDP+CP+compile+Float8 seq262144", kTorchtitanFloat8Cp},
    {"torchtitan-float8/T6 405B 512GPU FSDP+TP+PP+CP+compile+Float8+AsyncTP 1F1B seq131072",
     kTorchtitanFloat8Cp},
    {"torchtitan-float8/T6 405B 512GPU FSDP+TP+PP+CP+compile+Float8+AsyncTP 1F1B seq262144",
     kTorchtitanFloat8Cp},
    {"vtrain/v25 39.1B tp2 dp16 pp16 mb3", kVtrainTp2Pp16},
    {"llama3-405b/405B tp8 pp16 dp64 16M tokens", kLlama3AtScale},
    {"llama3-405b/405B tp8 pp16 dp128 16M tokens", kLlama3AtScale},
    {"llama3-405b/405B tp8 cp16 pp16 dp8 131K 16M tokens", kLlama3LongContext},
    {"llama3-405b/median", kLlama3AtScale},
    {"simumax-b200/llama3_70b_l12_tp8_pp1_dp1_mbc8_cef", kB200Fast},
    {"simumax-b200/deepseekv2_tp1_ep8_pp1_dp8_l4_mbc32_cef", kB200Fast},
    {"simumax-b200/deepseekv2_tp1_ep4_pp2_dp4_l4_mbc4_cef", kB200Fast},
    {"simumax-b200/deepseekv2_tp1_ep4_pp2_dp4_l4_mbc8_cef", kB200Fast},
    {"megatron-bridge-2511/GB300 LLAMA3.1_405B 256GPU FP8-CS", kBlackwellFp8Slow},
    {"megatron-bridge-2511/B200 QWEN3_30B_A3B 8GPU FP8-MX", kMoeHostSync},
    {"megatron-bridge-2511/B200 QWEN3_235B_A22B 64GPU FP8-MX", kMoeHostSync},
};

const char* knownGap(const std::string& tag)
{
    for (const KnownGap& g : kKnownGaps)
        if (tag == g.tag)
            return g.reason;
    return nullptr;
}

/** The groups issue 13 names; a missing file fails the suite instead of shrinking it. */
const std::set<std::string> kExpectedGroups = {"korthikanti-table5",
                                               "narayanan-table1",
                                               "narayanan-table2-ptdp",
                                               "narayanan-table2-zero3",
                                               "vtrain",
                                               "torchtitan-bf16",
                                               "torchtitan-float8",
                                               "nemo-fp8",
                                               "llama3-405b",
                                               "simumax-b200",
                                               "megatron-bridge-2511"};

const std::vector<Group>& groups()
{
    static const std::vector<Group> g =
        calibration::loadGroups(std::string(SHARDSCOPE_TEST_DATA) + "/calibration");
    return g;
}

const Group& group(const std::string& name)
{
    for (const Group& g : groups())
        if (g.name == name)
            return g;
    throw calibration::DataError("no calibration group " + name);
}

/** Outcomes per group, estimated once for the whole run. */
const std::vector<Outcome>& outcomes(const Group& g)
{
    static std::map<std::string, std::vector<Outcome>> cache;
    auto it = cache.find(g.name);
    if (it == cache.end()) {
        std::vector<Outcome> v;
        for (const auto& row : g.rows)
            v.push_back(calibration::evaluate(g, row));
        it = cache.emplace(g.name, std::move(v)).first;
    }
    return it->second;
}

std::string rowTag(const Group& g, const calibration::Row& r)
{
    return g.name + "/" + r.id;
}

} // namespace

class TestFidelity : public QObject
{
    Q_OBJECT
private slots:
    void everyGroupIsPresentAndComplete();
    void knownGapsNameExistingRows();
    void rowWithinTolerance_data();
    void rowWithinTolerance();
    void groupMedianWithinTolerance_data();
    void groupMedianWithinTolerance();
    void peakMemoryWithinTolerance_data();
    void peakMemoryWithinTolerance();
    void scaleOutPairs_data();
    void scaleOutPairs();
    void searchTieIsTheGroupsMedianError();
};

void TestFidelity::everyGroupIsPresentAndComplete()
{
    // Reading checks every field (source, tolerance with its source, per row an id, a scenario,
    // the measured quantity, notes); here: the expected groups exist and every scenario reads.
    std::set<std::string> names;
    for (const Group& g : groups()) {
        names.insert(g.name);
        for (const auto& row : g.rows)
            calibration::scenarioOf(g, row); // throws with file, row and JSON path
    }
    QCOMPARE(names, kExpectedGroups);
}

void TestFidelity::knownGapsNameExistingRows()
{
    // A mark that names no row would silently stop applying (a renamed row, a typo).
    std::set<std::string> tags;
    for (const Group& g : groups()) {
        tags.insert(g.name + "/median");
        for (const auto& row : g.rows) {
            tags.insert(rowTag(g, row));
            if (row.measuredMemoryGiB > 0)
                tags.insert("memory:" + rowTag(g, row));
        }
    }
    for (const KnownGap& gap : kKnownGaps)
        QVERIFY2(tags.count(gap.tag),
                 qPrintable(QStringLiteral("known gap names no row: %1").arg(gap.tag)));
}

void TestFidelity::rowWithinTolerance_data()
{
    QTest::addColumn<QString>("groupName");
    QTest::addColumn<int>("index");
    for (const Group& g : groups())
        for (size_t i = 0; i < g.rows.size(); ++i)
            QTest::newRow(rowTag(g, g.rows[i]).c_str()) << QString::fromStdString(g.name) << int(i);
}

void TestFidelity::rowWithinTolerance()
{
    QFETCH(QString, groupName);
    QFETCH(int, index);
    const Group& g = group(groupName.toStdString());
    const auto& row = g.rows[size_t(index)];
    const Outcome& o = outcomes(g)[size_t(index)];
    QVERIFY(std::isfinite(o.predicted) && o.predicted > 0);
    if (const char* reason = knownGap(rowTag(g, row)))
        QEXPECT_FAIL("", reason, Abort);
    QVERIFY2(std::abs(o.error) <= g.rowTolerance,
             qPrintable(QStringLiteral("predicted %1 %2, measured %3, error %4 %, tolerance %5 %")
                            .arg(o.predicted, 0, 'g', 5)
                            .arg(calibration::unitOf(row.quantity))
                            .arg(row.measured, 0, 'g', 5)
                            .arg(100 * o.error, 0, 'f', 1)
                            .arg(100 * g.rowTolerance, 0, 'f', 0)));
}

void TestFidelity::groupMedianWithinTolerance_data()
{
    QTest::addColumn<QString>("groupName");
    for (const Group& g : groups())
        QTest::newRow((g.name + "/median").c_str()) << QString::fromStdString(g.name);
}

void TestFidelity::groupMedianWithinTolerance()
{
    QFETCH(QString, groupName);
    const Group& g = group(groupName.toStdString());
    const double median = calibration::medianAbsError(outcomes(g));
    if (const char* reason = knownGap(g.name + "/median"))
        QEXPECT_FAIL("", reason, Abort);
    QVERIFY2(median <= g.medianTolerance,
             qPrintable(QStringLiteral("median |error| %1 % over %2 rows, tolerance %3 %")
                            .arg(100 * median, 0, 'f', 1)
                            .arg(g.rows.size())
                            .arg(100 * g.medianTolerance, 0, 'f', 0)));
}

void TestFidelity::peakMemoryWithinTolerance_data()
{
    QTest::addColumn<QString>("groupName");
    QTest::addColumn<int>("index");
    int rows = 0;
    for (const Group& g : groups())
        for (size_t i = 0; i < g.rows.size(); ++i)
            if (g.rows[i].measuredMemoryGiB > 0) {
                QTest::newRow(("memory:" + rowTag(g, g.rows[i])).c_str()) << QString::fromStdString(g.name) << int(i);
                ++rows;
            }
    QVERIFY(rows >= 18); // torchtitan's Tables 1-6
}

void TestFidelity::peakMemoryWithinTolerance()
{
    QFETCH(QString, groupName);
    QFETCH(int, index);
    const Group& g = group(groupName.toStdString());
    const auto& row = g.rows[size_t(index)];
    const Outcome& o = outcomes(g)[size_t(index)];
    if (const char* reason = knownGap("memory:" + rowTag(g, row)))
        QEXPECT_FAIL("", reason, Abort);
    QVERIFY2(std::abs(o.memoryError) <= g.memoryTolerance,
             qPrintable(QStringLiteral("predicted %1 GiB, measured %2 GiB (%3), error %4 %, tolerance %5 %")
                            .arg(o.memoryGiB, 0, 'f', 1)
                            .arg(row.measuredMemoryGiB, 0, 'f', 1)
                            .arg(QString::fromStdString(row.memoryReading))
                            .arg(100 * o.memoryError, 0, 'f', 1)
                            .arg(100 * g.memoryTolerance, 0, 'f', 0)));
}

void TestFidelity::searchTieIsTheGroupsMedianError()
{
    // The search calls plans within kModelThroughputError of the best a tie: the median over
    // the calibration groups of their median |error|, so it moves when the model does.
    std::vector<double> medians;
    for (const Group& g : groups())
        medians.push_back(calibration::medianAbsError(outcomes(g)));
    const double tie = calibration::median(medians);
    QVERIFY2(std::abs(tie - shardscope::kModelThroughputError) < 0.001,
             qPrintable(QStringLiteral("the %1 groups give %2, searchtypes.h says %3")
                            .arg(medians.size())
                            .arg(tie, 0, 'f', 4)
                            .arg(shardscope::kModelThroughputError)));
}

void TestFidelity::scaleOutPairs_data()
{
    // torchtitan ran the same plan per GPU (Llama 3.1 8B, FSDP, the same local batch) on 8 and
    // on 128 H100: what the step loses going across 16 nodes is FSDP's scale-out alone, the
    // share of its per-layer traffic that does not hide (dataparallelcost.cpp,
    // kFsdpOverlapShare, fitted to these three pairs).
    QTest::addColumn<QString>("groupName");
    QTest::addColumn<QString>("oneNode");
    QTest::addColumn<QString>("sixteenNodes");
    QTest::newRow("bf16 eager") << "torchtitan-bf16" << "T1 8B 8GPU FSDP" << "T3 8B 128GPU FSDP";
    QTest::newRow("bf16 compiled") << "torchtitan-bf16" << "T1 8B 8GPU FSDP+compile" << "T3 8B 128GPU FSDP+compile";
    QTest::newRow("Float8 compiled") << "torchtitan-float8" << "T1 8B 8GPU FSDP+compile+Float8"
                                     << "T3 8B 128GPU FSDP+compile+Float8";
}

void TestFidelity::scaleOutPairs()
{
    QFETCH(QString, groupName);
    QFETCH(QString, oneNode);
    QFETCH(QString, sixteenNodes);
    const Group& g = group(groupName.toStdString());
    const auto find = [&](const QString& id) -> size_t {
        for (size_t i = 0; i < g.rows.size(); ++i)
            if (g.rows[i].id == id.toStdString())
                return i;
        throw calibration::DataError("no row " + id.toStdString());
    };
    const size_t a = find(oneNode), b = find(sixteenNodes);
    const double measured = g.rows[b].measured / g.rows[a].measured; // per-GPU tokens/s, 128 over 8 GPUs
    const double predicted = outcomes(g)[b].predicted / outcomes(g)[a].predicted;
    // Measured: 0.973, 0.977, 0.982. DeepSpeed's share (0.60) would predict about 0.80.
    QVERIFY2(std::abs(predicted - measured) <= 0.015,
             qPrintable(QStringLiteral("128 / 8 GPUs: predicted %1, measured %2").arg(predicted).arg(measured)));
}

QTEST_MAIN(TestFidelity)
#include "tst_fidelity.moc"
