// Issue 17 item 2 and the calibrated level of item 3: a profile fitted to a third of the public
// vTrain runs predicts the other two thirds better than the profile it came from (each of the
// three thirds in turn), its range holds at least 80 % of them, and the same on SimuMax's B200
// runs, where the modelled profile is off; one bad run does not pull the fit, a parameter only
// one run would decide is kept, and the preset it is saved as carries its level only while its
// fitted values are kept.

#include "calibration.h"

#include "core/calibrate/calibratedpreset.h"
#include "core/calibrate/calibration.h"
#include "core/calibrate/fitparameters.h"
#include "core/calibrate/runmodel.h"
#include "core/io/inputerror.h"
#include "core/import/measuredruns.h"
#include "core/search/search.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <fstream>
#include <map>

using namespace shardscope;

namespace {

constexpr const char* kCalibratedId = "a100-vtrain-fit";

const calibration::Group& group(const std::string& name)
{
    static std::map<std::string, calibration::Group> loaded;
    if (loaded.empty())
        for (calibration::Group& g : calibration::loadGroups(std::string(SHARDSCOPE_TEST_DATA) + "/calibration"))
            loaded.emplace(g.name, std::move(g));
    if (auto it = loaded.find(name); it != loaded.end())
        return it->second;
    throw std::runtime_error("no group " + name);
}

const calibration::Group& vtrain() { return group("vtrain"); }

/** SimuMax's 43 runs on one DGX B200: the modelled profile is 8-10 % fast on most of them. */
const calibration::Group& b200() { return group("simumax-b200"); }

/** Rows k, k + 3, k + 6, ... fit the profile; the others judge it. */
bool inTrainingThird(size_t row, int third) { return int(row % 3) == third; }

CalibrationRun runOf(const calibration::Row& row)
{
    return {row.id, calibration::scenarioOf(vtrain(), row), row.measured};
}

std::vector<CalibrationRun> trainingRuns(int third = 0)
{
    std::vector<CalibrationRun> runs;
    for (size_t i = 0; i < vtrain().rows.size(); ++i)
        if (inTrainingThird(i, third))
            runs.push_back(runOf(vtrain().rows[i]));
    return runs;
}

/** A fit to some runs, saved as a preset and loaded into a library beside the built-ins. */
struct Fitted
{
    std::vector<CalibrationRun> runs;
    CalibrationResult result;
    PresetLibrary presets; ///< empty without a cross-validated range (no preset to save)
};

Fitted fitPreset(const char* clusterId, const char* presetId, std::vector<CalibrationRun> runs,
                 const CalibrationOptions& options = {})
{
    Fitted f;
    f.runs = std::move(runs);
    const PresetLibrary& builtin = PresetLibrary::builtin();
    f.result = calibrate(builtin.clusterSpec(clusterId), f.runs, options);
    if (!options.crossValidate)
        return f;
    f.presets = builtin;
    f.presets.add(calibratedPresetDocument(*builtin.cluster(clusterId), f.result, MeasuredSet{f.runs, {}},
                                           {presetId, "2026-12-07", {"public runs"}})
                      .dump(),
                  "calibrated");
    return f;
}

/** A row's scenario on the preset `presetId` of `presets` (its own nodes and overrides kept). */
Scenario onPreset(const calibration::Row& row, const char* presetId, const PresetLibrary& presets)
{
    nlohmann::json doc = row.scenario;
    doc["cluster"]["preset"] = presetId;
    return readScenario(doc, presets);
}

const Fitted& fittedOnTrainingThird(int third = 0)
{
    static std::map<int, Fitted> cache;
    if (auto it = cache.find(third); it != cache.end())
        return it->second;
    return cache.emplace(third, fitPreset("dgx-a100-80gb", kCalibratedId, trainingRuns(third))).first->second;
}

/** A held-out row's scenario on the calibrated preset (its own nodes and NIC override kept). */
Scenario onCalibratedPreset(const calibration::Row& row, int third = 0)
{
    return onPreset(row, kCalibratedId, fittedOnTrainingThird(third).presets);
}

/**
 * all_reduce_perf output on `ranks` GPUs of one node as nccl-tests prints it (src/util.cu's
 * widths), its times what `truth` gives: a measurement whose answer is known.
 */
std::string allReducePerf(const ClusterSpec& truth, int ranks)
{
    std::string out = "# nThread 1 nGpus " + std::to_string(ranks) +
                      " minBytes 65536 maxBytes 1073741824 step: 4(factor) warmup iters: 5 iters: 20 agg iters: 1 "
                      "validation: 1 graph: 0\n#\n# Using devices\n";
    for (int r = 0; r < ranks; ++r)
        out += "#  Rank  " + std::to_string(r) + " Group  0 Pid  4242 on dgx-a100-01 device  " + std::to_string(r) +
               " [0000:07:00] NVIDIA A100-SXM4-80GB\n";
    out += "#\n"
           "#                                                              out-of-place                       in-place          \n"
           "#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw  #wrong \n"
           "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  (GB/s)  (GB/s)         \n";
    for (long long size = 65536; size <= (1LL << 30); size *= 4) {
        const CollectiveMeasurement m{"", Collective::AllReduce, ranks, 1, double(size), 0, 1};
        const double us = collectiveMeasurementSeconds(m, truth) * 1e6;
        const double algbw = double(size) / (us * 1e3);
        const double busbw = algbw * 2.0 * (ranks - 1) / ranks;
        char row[256];
        std::snprintf(row, sizeof row, "%12lld  %12lld  %8s  %6s  %6i  %7.2f  %6.2f  %6.2f  %6i  %7.2f  %6.2f  %6.2f  %6i\n",
                      size, size / 4, "float", "sum", -1, us, algbw, busbw, 0, us, algbw, busbw, 0);
        out += row;
    }
    return out + "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 100.0 \n#\n";
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

constexpr const char* kB200FitId = "b200-simumax-fit";

/** The B200 runs `trains` picks, fitted to `dgx-b200` and saved as a preset. */
Fitted fitB200(const std::function<bool(size_t)>& trains, const CalibrationOptions& options = {})
{
    std::vector<CalibrationRun> runs;
    for (size_t i = 0; i < b200().rows.size(); ++i)
        if (trains(i))
            runs.push_back({b200().rows[i].id, calibration::scenarioOf(b200(), b200().rows[i]), b200().rows[i].measured});
    return fitPreset("dgx-b200", kB200FitId, std::move(runs), options);
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT
private slots:
    void heldOutRowsImprove_data();
    void heldOutRowsImprove();
    void calibratedRangeHolds_data();
    void calibratedRangeHolds();
    void calibratedRangeHoldsOnB200_data();
    void calibratedRangeHoldsOnB200();
    void fitSaysWhatTheRunsPinDown();
    void aParameterOneRunDecidesIsKept();
    void oneBadRunDoesNotPullTheFit();
    void collectivesPinTheLinks();
    void badRunsAreRefused_data();
    void badRunsAreRefused();
    void editingAFittedValueDropsTheLevel();
    void searchTiesAtTheCalibratedError();
    void presetEditedAfterTheFitIsRefused();
    void toleranceBandRanks_data();
    void toleranceBandRanks();
};

void TestCalibration::heldOutRowsImprove_data()
{
    QTest::addColumn<int>("third");
    QTest::newRow("rows 0, 3, 6, ...") << 0;
    QTest::newRow("rows 1, 4, 7, ...") << 1;
    QTest::newRow("rows 2, 5, 8, ...") << 2;
}

void TestCalibration::heldOutRowsImprove()
{
    // The acceptance: fitted on a third of the public vTrain rows, the median error on the
    // other two thirds is lower than the uncalibrated profile's.
    QFETCH(int, third);
    std::vector<double> before, after;
    for (size_t i = 0; i < vtrain().rows.size(); ++i) {
        if (inTrainingThird(i, third))
            continue;
        const calibration::Row& row = vtrain().rows[i];
        before.push_back(std::abs(estimate(calibration::scenarioOf(vtrain(), row)).step.timeS / row.measured - 1));
        after.push_back(std::abs(estimate(onCalibratedPreset(row, third)).step.timeS / row.measured - 1));
    }
    QCOMPARE(int(before.size()), third == 0 ? 36 : 37);
    qInfo("held-out median |error|: %.2f %% uncalibrated, %.2f %% calibrated", 100 * median(before), 100 * median(after));
    QVERIFY(median(after) < median(before));
}

void TestCalibration::calibratedRangeHolds_data()
{
    heldOutRowsImprove_data();
}

void TestCalibration::calibratedRangeHolds()
{
    // The calibrated range holds at least 80 % of the held-out rows of the same cluster. (It is
    // not narrower than the modelled one here: see docs/calibration.md.)
    QFETCH(int, third);
    const CalibrationResult& fit = fittedOnTrainingThird(third).result;
    const ResidualBand band = fit.band;
    QCOMPARE(band.runs, third == 0 ? 19 : 18);
    QVERIFY(fit.bandConfidence >= kBandConfidence);
    int inside = 0, rows = 0;
    for (size_t i = 0; i < vtrain().rows.size(); ++i) {
        if (inTrainingThird(i, third))
            continue;
        const calibration::Row& row = vtrain().rows[i];
        const Report r = estimate(onCalibratedPreset(row, third));
        QCOMPARE(r.step.timeEvidence, Evidence::Calibrated);
        QCOMPARE(r.step.timeBand, band);
        ++rows;
        inside += row.measured >= r.step.timeLowS && row.measured <= r.step.timeHighS;
    }
    qInfo("calibrated range %+.1f %% .. %+.1f %% (modelled %+.1f %% .. %+.1f %%) holds %d of %d held-out rows",
          100 * band.low, 100 * band.high, 100 * kModelledStepTimeBand.low, 100 * kModelledStepTimeBand.high, inside, rows);
    QVERIFY(inside >= 0.8 * rows);
}

void TestCalibration::calibratedRangeHoldsOnB200_data()
{
    heldOutRowsImprove_data();
}

void TestCalibration::calibratedRangeHoldsOnB200()
{
    // The same check on a cluster the modelled profile is off on: SimuMax's B200, where the
    // model is 8-10 % fast on most runs. Fitted on a third, the other two thirds' median error
    // falls to under 3 %, and the range is narrower than the modelled range each held-out run
    // carries and still holds at least 80 % of them (issue 17's acceptance on this cluster; on
    // vTrain the ranges are not narrower: docs/calibration.md).
    QFETCH(int, third);
    const Fitted fit = fitB200([&](size_t i) { return inTrainingThird(i, third); });
    std::vector<double> before, after;
    int inside = 0, rows = 0, modelledWider = 0;
    for (size_t i = 0; i < b200().rows.size(); ++i) {
        if (inTrainingThird(i, third))
            continue;
        const calibration::Row& row = b200().rows[i];
        const Report modelled = estimate(calibration::scenarioOf(b200(), row));
        const Report r = estimate(onPreset(row, kB200FitId, fit.presets));
        QCOMPARE(r.step.timeEvidence, Evidence::Calibrated);
        before.push_back(std::abs(modelled.step.timeS / row.measured - 1));
        after.push_back(std::abs(r.step.timeS / row.measured - 1));
        ++rows;
        inside += row.measured >= r.step.timeLowS && row.measured <= r.step.timeHighS;
        modelledWider += modelled.step.timeBand.high - modelled.step.timeBand.low > fit.result.band.high - fit.result.band.low;
    }
    qInfo("calibrated range %+.1f %% .. %+.1f %% holds %d of %d held-out runs; narrower than the modelled range of %d "
          "of them; median |error| %.2f %% -> %.2f %%",
          100 * fit.result.band.low, 100 * fit.result.band.high, inside, rows, modelledWider, 100 * median(before),
          100 * median(after));
    QCOMPARE(rows, third == 0 ? 28 : 29);
    QVERIFY(median(before) > 0.07);
    QVERIFY(median(after) < 0.03);
    QVERIFY(inside >= 0.8 * rows);
    QCOMPARE(modelledWider, rows);
}

void TestCalibration::fitSaysWhatTheRunsPinDown()
{
    const auto& parameters = fitParameters();
    const CalibrationResult& r = fittedOnTrainingThird().result;
    const auto fitOf = [&](std::string_view id) -> const ParameterFit& {
        for (size_t j = 0; j < parameters.size(); ++j)
            if (parameters[j].id == id)
                return r.parameters[j];
        throw std::runtime_error("no parameter");
    };
    // vTrain's models are dense: no expert GEMM runs, so the runs cannot see it.
    QVERIFY(!fitOf("grouped_gemm_efficiency").pinned);
    QCOMPARE(fitOf("grouped_gemm_efficiency").reason, FitReason::Unseen);
    QCOMPARE(QString::fromStdString(fitReasonText(fitOf("grouped_gemm_efficiency"))), QStringLiteral("no run depends on it"));
    // Every step is mostly GEMMs: their level is what the runs determine best.
    QVERIFY(fitOf("gemm_efficiency").pinned);
    QVERIFY(fitOf("gemm_efficiency").sigma > 0);
    for (const ParameterFit& p : r.parameters) {
        QVERIFY(p.after >= std::min(p.lower, p.before) - 1e-12);
        QVERIFY(p.after <= std::max(p.upper, p.before) + 1e-12);
        QVERIFY(p.pinned == (p.reason == FitReason::Pinned));
        QVERIFY(p.pinned == fitReasonText(p).empty());
    }
}

void TestCalibration::aParameterOneRunDecidesIsKept()
{
    // Without the 131K run, the third's only long-sequence run (405B at 32K on CP 4) would set
    // the attention efficiency alone: it took that run's other errors and predicted the 131K
    // run 29 % slow. A parameter that rests on one run is kept at the profile's value instead.
    const std::string longRun = "llama3_70b_l12_tp1_cp8_pp1_dp1_seq131072_mbc4_cef";
    const std::string onlyLong = "llama3_405b_l4_tp2_cp4_pp1_dp1_seq32768_mbc4_cef";
    CalibrationOptions options;
    options.crossValidate = false;
    const Fitted fit =
        fitB200([&](size_t i) { return inTrainingThird(i, 2) && b200().rows[i].id != longRun; }, options);
    const auto& parameters = fitParameters();
    for (size_t j = 0; j < parameters.size(); ++j) {
        if (parameters[j].id != "attention_efficiency")
            continue;
        const ParameterFit& p = fit.result.parameters[j];
        QCOMPARE(p.reason, FitReason::RestsOnOneRun);
        QCOMPARE(p.onlyRun, onlyLong);
        QVERIFY(!p.pinned);
        QCOMPARE(p.after, p.before);
        QVERIFY(fitReasonText(p).find(onlyLong) != std::string::npos);
    }
    QVERIFY(fit.result.parameters[0].pinned); // the GEMM level rests on all of them
    for (const calibration::Row& row : b200().rows)
        if (row.id == longRun) {
            Scenario s = calibration::scenarioOf(b200(), row);
            s.cluster = fit.result.profile;
            const double error = estimate(s).step.timeS / row.measured - 1;
            qInfo("the 131K run, held out: %+.1f %%", 100 * error);
            QVERIFY(std::abs(error) < 0.05);
        }
}

void TestCalibration::oneBadRunDoesNotPullTheFit()
{
    std::vector<CalibrationRun> runs = trainingRuns();
    CalibrationOptions options;
    options.crossValidate = false;
    const ClusterSpec base = PresetLibrary::builtin().clusterSpec("dgx-a100-80gb");
    const CalibrationResult clean = calibrate(base, runs, options);
    CalibrationRun bad = runs[2];
    bad.name = "mistyped run";
    bad.measuredStepS *= 3; // a run measured with the wrong unit or on a throttled node
    runs.push_back(bad);
    const CalibrationResult r = calibrate(base, runs, options);
    QVERIFY(r.runs.back().outlier);
    QVERIFY(!r.runs[2].outlier); // its honest twin is not
    // The other runs get the estimates they got without it, to within 1 %.
    for (size_t i = 0; i + 1 < runs.size(); ++i)
        QVERIFY2(std::abs(r.runs[i].afterS / clean.runs[i].afterS - 1) < 0.01, runs[i].name.c_str());
}

void TestCalibration::collectivesPinTheLinks()
{
    // nccl-tests on one node of a cluster whose NVLink collectives reach 80 % of what the preset
    // says: the fit finds that from the measurements, pins it down, and the collectives' error
    // falls from over 10 % to under 1 %.
    const PresetLibrary& builtin = PresetLibrary::builtin();
    const ClusterSpec base = builtin.clusterSpec("dgx-a100-80gb");
    const auto& parameters = fitParameters();
    size_t efficiency = 0;
    while (parameters[efficiency].id != std::string_view("intra_node.collective_efficiency"))
        ++efficiency;
    ClusterSpec truth = base;
    parameters[efficiency].set(truth, 0.8 * parameters[efficiency].value(base));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("all_reduce_perf.txt"));
    std::ofstream(path.toStdString()) << allReducePerf(truth, 8);
    MeasuredSet measured = loadMeasurements(path.toStdString(), builtin);
    QCOMPARE(int(measured.collectives.size()), 8); // 64 KiB to 1 GiB by fours
    QCOMPARE(measured.collectives.front().ranks, 8);
    std::vector<CalibrationRun> runs = trainingRuns();
    runs.resize(4);
    measured.runs = runs;
    CalibrationOptions options;
    options.crossValidate = false;
    const CalibrationResult r = calibrate(base, measured, options);
    const ParameterFit& fit = r.parameters[efficiency];
    qInfo("intra-node all-reduce efficiency: preset %.3f, truth %.3f, fitted %.3f +/- %.3f", fit.before,
          parameters[efficiency].value(truth), fit.after, fit.sigma);
    QVERIFY(fit.pinned);
    QVERIFY(std::abs(fit.after / parameters[efficiency].value(truth) - 1) < 0.03);
    qInfo("collectives: median |error| %.1f %% before, %.2f %% after", 100 * r.medianAbsCollectiveErrorBefore,
          100 * r.medianAbsCollectiveErrorAfter);
    QVERIFY(r.medianAbsCollectiveErrorBefore > 0.10);
    QVERIFY(r.medianAbsCollectiveErrorAfter < 0.01);
    QCOMPARE(int(r.collectives.size()), 8);
}

void TestCalibration::badRunsAreRefused_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("message");
    QTest::newRow("another cluster") << "cluster" << "uses cluster preset \"dgx-h100\"";
    QTest::newRow("a fitted value overridden") << "override" << "gpu.matmul_efficiency";
    QTest::newRow("no measured time") << "measured" << "positive number of seconds";
    QTest::newRow("too few runs") << "few" << "at least 3 measured runs";
}

void TestCalibration::badRunsAreRefused()
{
    QFETCH(QString, change);
    QFETCH(QString, message);
    std::vector<CalibrationRun> runs = trainingRuns();
    runs.resize(4);
    if (change == "cluster") {
        nlohmann::json doc = vtrain().rows[0].scenario;
        doc["cluster"]["preset"] = "dgx-h100";
        runs[1].scenario = readScenario(doc, PresetLibrary::builtin());
    } else if (change == "override") {
        runs[1].scenario.cluster.gpu.matmulEfficiency = 0.5;
    } else if (change == "measured") {
        runs[1].measuredStepS = 0;
    } else {
        runs.resize(2);
    }
    try {
        calibrate(PresetLibrary::builtin().clusterSpec("dgx-a100-80gb"), runs);
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        if (change != "few")
            QCOMPARE(QString::fromStdString(e.path()), QString::fromStdString(runs[1].name));
    }
}

void TestCalibration::editingAFittedValueDropsTheLevel()
{
    Scenario s = onCalibratedPreset(vtrain().rows[1]);
    QCOMPARE(estimate(s).step.timeEvidence, Evidence::Calibrated);
    s.cluster.interNode.overlapSlowdown += 0.01;
    const Report r = estimate(s);
    QCOMPARE(r.step.timeEvidence, Evidence::Modelled);
    QCOMPARE(r.step.timeBand, kModelledStepTimeBand);
    // A field calibration does not fit (the node count) keeps the level.
    Scenario more = onCalibratedPreset(vtrain().rows[1]);
    more.cluster.nodes *= 2;
    QCOMPARE(estimate(more).step.timeEvidence, Evidence::Calibrated);
}

void TestCalibration::searchTiesAtTheCalibratedError()
{
    // The search calls plans within the model's error of the best a tie; on a calibrated
    // cluster that error is what its held-out runs measured, not the public groups' median.
    const calibration::Row& row = vtrain().rows[1];
    SearchOptions options;
    options.topN = 30;
    const SearchResult modelled = runSearch(calibration::scenarioOf(vtrain(), row), options);
    QCOMPARE(modelled.tieThreshold, kModelThroughputError);
    const SearchResult calibrated = runSearch(onCalibratedPreset(row), options);
    const double heldOut = fittedOnTrainingThird().result.medianAbsErrorHeldOut;
    QVERIFY(heldOut > 0 && heldOut < kModelThroughputError);
    QCOMPARE(calibrated.tieThreshold, heldOut);
    QVERIFY(!calibrated.top.empty());
    const double best = calibrated.top.front().tokensPerS;
    int ties = 0;
    for (const RankedConfiguration& r : calibrated.top) {
        QCOMPARE(r.nearBest, r.tokensPerS >= (1 - heldOut) * best);
        ties += r.nearBest;
    }
    qInfo("ties within %.2f %% of the best: %d of %zu", 100 * heldOut, ties, calibrated.top.size());
}

void TestCalibration::presetEditedAfterTheFitIsRefused()
{
    const PresetLibrary& builtin = PresetLibrary::builtin();
    nlohmann::json doc = calibratedPresetDocument(*builtin.cluster("dgx-a100-80gb"), fittedOnTrainingThird().result,
                                                  MeasuredSet{trainingRuns(), {}}, {"edited-fit", "2026-12-04", {"t.csv"}});
    doc["gpu"]["hbm_efficiency"] = 0.5;
    PresetLibrary presets = builtin;
    try {
        presets.add(doc.dump(), "edited.json");
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("edited.json"));
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("calibration.fitted_values.hbm_efficiency"));
    }
}

void TestCalibration::toleranceBandRanks_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("rank");
    QTest::addColumn<double>("confidence");
    // P(Binomial(n, 0.8) <= n - 2r), the largest r at which it stays >= 0.9 (Wilks 1941).
    QTest::newRow("10 runs: the extremes, unsure") << 10 << 1 << 0.6242;
    QTest::newRow("18 runs: the extremes") << 18 << 1 << 0.9009;
    QTest::newRow("19 runs: the extremes") << 19 << 1 << 0.9171;
    QTest::newRow("40 runs") << 40 << 2 << 0.9715;
    QTest::newRow("101 runs") << 101 << 7 << 0.9574;
}

void TestCalibration::toleranceBandRanks()
{
    QFETCH(int, runs);
    QFETCH(int, rank);
    QFETCH(double, confidence);
    std::vector<double> residuals;
    for (int i = runs; i >= 1; --i) // unsorted on purpose
        residuals.push_back(0.01 * (i - (runs + 1) / 2.0));
    const ToleranceBand t = toleranceBand(residuals);
    QCOMPARE(t.band.runs, runs);
    QCOMPARE(t.rank, rank);
    QVERIFY2(std::abs(t.confidence - confidence) < 5e-4, qPrintable(QString::number(t.confidence)));
    QCOMPARE(t.band.low, 0.01 * (rank - (runs + 1) / 2.0));
    QCOMPARE(t.band.high, 0.01 * (runs + 1 - rank - (runs + 1) / 2.0));
}


QTEST_APPLESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
