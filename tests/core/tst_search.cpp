// The auto-configurator: the search space's rules against the diagnostics, the memory
// monotonicity its pruning relies on, the Top-1 against brute force through the full estimate
// path, the ranked figures being the full path's, cancellation, progress, the Pareto front,
// the scaling sweep and the seed article's table.

#include "searchsupport.h"
#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/export/exporters.h"
#include "core/export/launchersupport.h"
#include "core/io/presetlibrary.h"
#include "core/model/fields.h"
#include "core/model/schedule.h"
#include "core/rules/rules.h"
#include "core/search/articletable.h"
#include "core/search/divisors.h"
#include "core/search/paretofront.h"
#include "core/search/scalingsweep.h"
#include "core/search/search.h"
#include "core/search/searchspace.h"

#include <QElapsedTimer>
#include <QTest>

#include <chrono>
#include <random>
#include <thread>

using namespace shardscope;
using namespace searchsupport;


class TestSearch : public QObject
{
    Q_OBJECT
private slots:
    void peakFallsWithRecompute();
    void interleavingNeverStoresLessThan1F1B();
    void spaceRulesAreTheErrorRules();
    void topOneEqualsBruteForce_data();
    void topOneEqualsBruteForce();
    void rankedFiguresAreTheFullPath();
    void noRankedConfigurationBreaksAnErrorRule();
    void aCountThatIsNoMultipleOfPpInterleavesInGroups();
    void countsAddUp();
    void cancelStopsWithin100ms();
    void progressIsReported();
    void badOptionsNameTheSetting();
    void paretoFrontMatchesBruteForce();
    void paretoEntriesAreNotDominated();
    void skippingByCeilingChangesNoResult_data();
    void skippingByCeilingChangesNoResult();
    void scalingSweepFindsTheBestAtEachSize();
    void articleConfigurationsAreFeasibleOrExplained();
    void divisorsMatchTrialDivision();
    void hugeGpuCountsAreRefusedAtOnce_data();
    void hugeGpuCountsAreRefusedAtOnce();
    void theLargestWorldIsSearchedInBoundedTime_data();
    void theLargestWorldIsSearchedInBoundedTime();
    void knobsAreTheRegistryFields_data();
    void knobsAreTheRegistryFields();
};

namespace {
/** One setting the search varies: the registry field it is and a new value, set both ways. */
struct KnobRow
{
    const char* name;
    FieldId field;
    FieldValue value;
    void (*edit)(SearchKnobs&);
};
const KnobRow kKnobRows[] = {
    // An unset ETP follows TP; a knob always holds the expert TP size itself.
    {"tp", FieldId::Tp, int64_t(4), [](SearchKnobs& k) { k.tp = 4; k.etp = 4; }},
    {"pp", FieldId::Pp, int64_t(4), [](SearchKnobs& k) { k.pp = 4; }},
    {"cp", FieldId::Cp, int64_t(2), [](SearchKnobs& k) { k.cp = 2; }},
    {"dp", FieldId::Dp, int64_t(8), [](SearchKnobs& k) { k.dp = 8; }},
    {"ep", FieldId::Ep, int64_t(4), [](SearchKnobs& k) { k.ep = 4; }},
    {"etp", FieldId::Etp, int64_t(1), [](SearchKnobs& k) { k.etp = 1; }},
    {"micro batch", FieldId::MicroBatch, int64_t(2), [](SearchKnobs& k) { k.microBatch = 2; }},
    {"schedule", FieldId::Schedule, std::string("gpipe"), [](SearchKnobs& k) { k.schedule = PipelineSchedule::GPipe; }},
    {"zero stage", FieldId::ZeroStage, int64_t(2), [](SearchKnobs& k) { k.zeroStage = 2; }},
    {"recompute", FieldId::Recompute, std::string("full"), [](SearchKnobs& k) { k.recompute = Recompute::Full; }},
    {"sequence parallel", FieldId::SequenceParallel, false, [](SearchKnobs& k) { k.sequenceParallel = false; }},
    {"overlap dp", FieldId::OverlapDp, false, [](SearchKnobs& k) { k.overlapDataParallel = false; }},
    {"overlap tp", FieldId::OverlapTp, true, [](SearchKnobs& k) { k.overlapTensorParallel = true; }},
    {"microbatch group", FieldId::MicrobatchGroup, int64_t(6), [](SearchKnobs& k) { k.microbatchGroup = 6; }},
};
} // namespace

void TestSearch::knobsAreTheRegistryFields_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < int(std::size(kKnobRows)); ++i)
        QTest::newRow(kKnobRows[i].name) << i;
}

// The search keeps its point in a plain struct for speed (setKnobs() runs once per evaluated
// plan); each of its members must be the registry's field of the same meaning, so that a plan
// the search ranks is the scenario a user gets by setting that field.
void TestSearch::knobsAreTheRegistryFields()
{
    QFETCH(int, row);
    const KnobRow& r = kKnobRows[row];
    Scenario base = presetScenario("mixtral-8x7b", "dgx-h100", 8, 4096, 256);
    ParallelConfig& p = base.parallel;
    p.tp = 2; p.pp = 2; p.cp = 1; p.dp = 16; p.ep = 2; p.etp = std::nullopt;
    p.sequenceParallel = true;
    p.zeroStage = 1;
    p.overlap.dataParallel = true;
    p.overlap.tensorParallel = false;
    base.training.recompute = Recompute::Selective;
    QVERIFY2(getField(base, r.field) != r.value, "the row must change the field");

    SearchKnobs knobs = knobsOf(base);
    QVERIFY(applyKnobs(base, knobs) == base);
    r.edit(knobs);
    const Scenario bySearch = applyKnobs(base, knobs);
    Scenario byRegistry = base;
    applyField(byRegistry, r.field, r.value);

    QCOMPARE(formatFieldValue(getField(bySearch, r.field)), formatFieldValue(r.value));
    for (const FieldInfo& f : allFields())
        if (fieldPresent(base, f.id))
            QVERIFY2(getField(bySearch, f.id) == getField(byRegistry, f.id), std::string(f.path).c_str());
    QVERIFY(bySearch == byRegistry);
    QVERIFY(knobsOf(byRegistry) == knobs);
}

void TestSearch::peakFallsWithRecompute()
{
    // The search prunes the rest of a ZeRO x recompute cell when no ZeRO stage fits with full
    // recompute, even without full recompute's workspace: that needs less recompute never to
    // store less than that (selective can store less than full on a stage of one layer with
    // one micro-batch in flight: gpt-oss-20b at PP 16), and selective never more than none.
    // (The ZeRO stage is not monotone: ZeRO-2's buckets can outweigh its savings at small DP.)
    std::mt19937 rng(7);
    const auto& presets = PresetLibrary::builtin();
    const auto models = presets.models();
    const char* clusters[] = {"dgx-h100", "dgx-a100-40gb", "h800-deepseek", "pcie-l40s"};
    auto pick = [&](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
    int checked = 0;
    for (int i = 0; i < 600; ++i) {
        Scenario s = presetScenario(models[size_t(pick(int(models.size())))]->id.c_str(), clusters[pick(4)],
                                    1 << pick(6), int64_t(1024) << pick(4), 1024);
        SearchKnobs k;
        k.tp = 1 << pick(4);
        k.pp = std::min(1 << pick(5), s.model.layers);
        k.cp = 1 << pick(3);
        k.dp = 1 << pick(5);
        k.ep = s.model.isMoe() ? std::min(1 << pick(4), s.model.moe->experts) : 1;
        k.etp = pick(2) ? k.tp : 1;
        k.microBatch = 1 << pick(3);
        const PipelineSchedule schedules[] = {PipelineSchedule::GPipe, PipelineSchedule::OneFOneB,
                                              PipelineSchedule::Interleaved1F1B, PipelineSchedule::ZeroBubbleH1,
                                              PipelineSchedule::ZeroBubbleV, PipelineSchedule::DualPipe};
        k.schedule = schedules[pick(6)];
        k.virtualStages = k.schedule == PipelineSchedule::Interleaved1F1B ? 2 + pick(3) : 1;
        k.sequenceParallel = k.tp > 1 && pick(2);
        s.training.globalBatch = int64_t(k.microBatch) * k.dp * (1 + pick(16));
        const ModelParams params = countParameters(s.model, k.tp);
        const int64_t m = s.training.globalBatch / (int64_t(k.microBatch) * k.dp);
        int64_t previousRecompute[4] = {0, 0, 0, 0};
        for (Recompute rc : {Recompute::Full, Recompute::Selective, Recompute::None}) {
            k.recompute = rc;
            for (int zero = 3; zero >= 0; --zero) {
                k.zeroStage = zero;
                const Scenario c = applyKnobs(s, k);
                const int64_t peak = quickPeakBytes(c, params, m);
                const QuickEstimate q = quickEstimate(c, params, m);
                QCOMPARE(peak, q.peakBytes);
                QVERIFY2(peak >= previousRecompute[zero],
                         qPrintable(QString::fromStdString(s.model.name + " " + describeKnobs(k)) + QStringLiteral(": less recompute, less memory")));
                previousRecompute[zero] = rc == Recompute::Full ? peak - q.recomputeSlackBytes : peak;
                QVERIFY(rc == Recompute::Full || q.recomputeSlackBytes == 0);
                ++checked;
            }
        }
    }
    QCOMPARE(checked, 600 * 12);
}

void TestSearch::interleavingNeverStoresLessThan1F1B()
{
    // The search skips the interleaved variants of a (layout, micro-batch, SP) when nothing
    // fits with plain 1F1B and full recompute at any ZeRO stage: that needs interleaving never
    // to store less than 1F1B (its first rank keeps (1 + (p-1)/(p·v)) times the activations
    // in flight; Narayanan et al. 2021, section 2.2.2), at every stage and recompute.
    std::mt19937 rng(13);
    const auto& presets = PresetLibrary::builtin();
    const auto models = presets.models();
    auto pick = [&](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
    int checked = 0;
    for (int i = 0; i < 800; ++i) {
        Scenario s = presetScenario(models[size_t(pick(int(models.size())))]->id.c_str(), "dgx-h100", 1 << pick(6),
                                    int64_t(1024) << pick(4), 1024);
        SearchKnobs k;
        k.tp = 1 << pick(4);
        k.pp = 2 << pick(4);
        if (k.pp > s.model.layers / 2)
            continue;
        k.cp = 1 << pick(2);
        k.dp = 1 << pick(5);
        k.ep = s.model.isMoe() ? std::min(1 << pick(4), s.model.moe->experts) : 1;
        k.etp = pick(2) ? k.tp : 1;
        k.microBatch = 1 << pick(3);
        k.sequenceParallel = k.tp > 1 && pick(2);
        s.training.globalBatch = int64_t(k.microBatch) * k.dp * k.pp * (1 + pick(8));
        std::vector<int> vs;
        for (int v = 2; k.pp * v <= s.model.layers; ++v)
            if (s.model.layers % (k.pp * v) == 0)
                vs.push_back(v);
        if (vs.empty())
            continue;
        const ModelParams params = countParameters(s.model, k.tp);
        const int64_t m = s.training.globalBatch / (int64_t(k.microBatch) * k.dp);
        for (int zero = 0; zero <= 3; ++zero) {
            k.zeroStage = zero;
            k.schedule = PipelineSchedule::OneFOneB;
            k.virtualStages = 1;
            k.recompute = Recompute::Full;
            const int64_t plain = quickPeakBytes(applyKnobs(s, k), params, m);
            k.schedule = PipelineSchedule::Interleaved1F1B;
            k.virtualStages = vs[size_t(pick(int(vs.size())))];
            for (Recompute rc : {Recompute::Full, Recompute::Selective, Recompute::None}) {
                k.recompute = rc;
                const int64_t interleaved = quickPeakBytes(applyKnobs(s, k), params, m);
                QVERIFY2(interleaved >= plain, qPrintable(QString::fromStdString(describeKnobs(k)) +
                                                          QStringLiteral(": %1 < 1F1B's %2").arg(interleaved).arg(plain)));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 2000);
}

void TestSearch::spaceRulesAreTheErrorRules()
{
    // For random points (most of them invalid), the search space allows a point exactly when
    // estimate() reports no error other than memory; duplicates it skips on purpose (any
    // schedule but 1F1B without a pipeline, SP without TP) are the exception.
    std::mt19937 rng(11);
    auto pick = [&](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
    const char* models[] = {"llama-3-8b", "llama-3-70b", "mixtral-8x7b", "deepseek-v3", "gpt-3-175b", "qwen2.5-72b"};
    int allowed = 0, refused = 0;
    for (int i = 0; i < 3000; ++i) {
        const int nodes = 1 << pick(5);
        Scenario s = presetScenario(models[pick(6)], "dgx-h100", nodes, int64_t(1000) + 24 * pick(200), 8 * (1 + pick(200)));
        if (pick(2))
            s.training.seqLength = int64_t(1024) << pick(4);
        s.training.offloadOptimizer = pick(5) == 0;
        SearchOptions o;
        o.gpus = s.cluster.totalGpus();
        o.maxVirtualStages = 8; // the rules, not the range: most larger counts break them
        const SearchSpace space(s, o);
        const auto& layouts = space.layouts();
        const SearchSpace::Layout l = layouts[size_t(pick(int(layouts.size())))];
        SearchKnobs k;
        k.tp = l.tp;
        k.pp = l.pp;
        k.cp = l.cp;
        k.dp = l.dp;
        k.ep = l.ep;
        k.etp = l.etp;
        k.microBatch = 1 + pick(8);
        const auto& variants = space.variants();
        const SearchSpace::Variant v = variants[size_t(pick(int(variants.size())))];
        k.schedule = v.schedule;
        k.virtualStages = v.virtualStages;
        k.sequenceParallel = pick(2);
        k.zeroStage = pick(4);
        k.recompute = Recompute(pick(3));
        if ((k.pp == 1 && k.schedule != PipelineSchedule::OneFOneB) || (k.sequenceParallel && k.tp == 1))
            continue;
        const int64_t m = space.batchAllowed(l, k.microBatch) ? s.training.globalBatch / (int64_t(k.microBatch) * l.dp) : 0;
        // As the search does: a count that is no multiple of PP interleaves in the smallest group Megatron takes.
        k.microbatchGroup = int(std::max<int64_t>(0, smallestMicrobatchGroup(scheduleTraits(v.schedule), l.pp, v.virtualStages, m)));
        const Scenario c = applyKnobs(s, k);
        const bool spaceAllows = space.layoutAllowed(l) && space.batchAllowed(l, k.microBatch) &&
                                 space.variantAllowed(l, v, m) && space.sequenceParallelAllowed(l, k.sequenceParallel) &&
                                 space.zeroAllowed(k.zeroStage);
        const Report r = analyse(c);
        QString codes;
        for (const Diagnostic& d : r.diagnostics)
            if (d.severity == Severity::Error)
                codes += QString::fromStdString(d.code) + QLatin1Char(' ');
        QVERIFY2(spaceAllows == !hasErrorOtherThanMemory(r),
                 qPrintable(QStringLiteral("%1 on %2 GPUs, seq %3, batch %4: space %5, errors: %6")
                                .arg(QString::fromStdString(describeKnobs(k)))
                                .arg(s.cluster.totalGpus())
                                .arg(s.training.seqLength)
                                .arg(s.training.globalBatch)
                                .arg(spaceAllows ? QStringLiteral("allows") : QStringLiteral("refuses"), codes)));
        (spaceAllows ? allowed : refused) += 1;
    }
    // Both sides were exercised.
    QVERIFY2(allowed > 200 && refused > 200, qPrintable(QStringLiteral("%1 allowed, %2 refused").arg(allowed).arg(refused)));
}

void TestSearch::topOneEqualsBruteForce_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("batch");
    QTest::newRow("Llama 3 8B, 16 H100") << "llama-3-8b" << "dgx-h100" << 2 << 4096 << 32;
#ifndef SHARDSCOPE_SANITIZED // brute force through estimate() is minutes under the sanitizers
    QTest::newRow("Llama 2 13B, 8 A100 40GB") << "llama-2-13b" << "dgx-a100-40gb" << 1 << 4096 << 16;
    QTest::newRow("Mixtral 8x7B, 16 H100") << "mixtral-8x7b" << "dgx-h100" << 2 << 4096 << 16;
#endif
}

void TestSearch::topOneEqualsBruteForce()
{
    QFETCH(QString, model);
    QFETCH(QString, cluster);
    QFETCH(int, nodes);
    QFETCH(int, seq);
    QFETCH(int, batch);
    const Scenario s = presetScenario(model.toStdString().c_str(), cluster.toStdString().c_str(), nodes, seq, batch);
    SearchOptions o;
    o.maxMicroBatch = 4;
    o.maxVirtualStages = 3;
    const SearchResult result = runSearch(s, o);
    QVERIFY(!result.top.empty());
    // Brute force: every point through estimate() and the rules.
    const std::vector<SearchKnobs> all = bruteForceSpace(s, o);
    QCOMPARE(int64_t(all.size()), result.counts.enumerated);
    double bestTps = -1;
    int64_t bestPeak = 0;
    SearchKnobs bestKnobs;
    int feasible = 0;
    const LauncherSupport launchers(s);
    for (const SearchKnobs& k : all) {
        const Scenario c = applyKnobs(s, k);
        if (launchers.accepting(c) == 0)
            continue; // no launcher runs it as planned
        const Report r = analyse(c);
        if (hasErrors(r.diagnostics))
            continue;
        ++feasible;
        if (bestTps < 0 || betterFigures(r.step.tokensPerS, r.memory.peakBytes, bestTps, bestPeak)) {
            bestTps = r.step.tokensPerS;
            bestPeak = r.memory.peakBytes;
            bestKnobs = k;
        }
    }
    QVERIFY(feasible > 0);
    const RankedConfiguration& top = result.top.front();
    QVERIFY2(top.tokensPerS == bestTps && top.peakBytes == bestPeak,
             qPrintable(QStringLiteral("search: %1 (%2 tokens/s, %3 B); brute force: %4 (%5 tokens/s, %6 B)")
                            .arg(QString::fromStdString(describeKnobs(top.knobs)))
                            .arg(top.tokensPerS, 0, 'f', 3)
                            .arg(top.peakBytes)
                            .arg(QString::fromStdString(describeKnobs(bestKnobs)))
                            .arg(bestTps, 0, 'f', 3)
                            .arg(bestPeak)));
}

void TestSearch::rankedFiguresAreTheFullPath()
{
    const Scenario s = loadScenarioFile("search/gpt-22b-64-a100.shardscope.json");
    const SearchResult result = runSearch(s, SearchOptions{});
    QCOMPARE(int(result.top.size()), 10);
    QVERIFY(result.pareto.size() >= 3);
    std::vector<RankedConfiguration> ranked = result.top;
    ranked.insert(ranked.end(), result.pareto.begin(), result.pareto.end());
    for (const RankedConfiguration& r : ranked) {
        const Report full = analyse(applyKnobs(s, r.knobs));
        QCOMPARE(r.tokensPerS, full.step.tokensPerS);
        QCOMPARE(r.stepS, full.step.timeS);
        QCOMPARE(r.mfu, full.step.mfu);
        QCOMPARE(r.peakBytes, full.memory.peakBytes);
        QCOMPARE(r.capacityBytes, full.memory.capacityBytes);
        // Each plan carries its own step range: the window's for that plan, wider with CP.
        QCOMPARE(r.stepLowS, full.step.timeLowS);
        QCOMPARE(r.stepHighS, full.step.timeHighS);
        QCOMPARE(r.rangeWidenedFor, full.step.timeBandWidening);
        QCOMPARE(r.rangeWidenedForExperts, full.step.timeBandWidenedForExperts);
        QCOMPARE(r.rangeWidenedForQuantizedBlackwell, full.step.timeBandWidenedForQuantizedBlackwell);
        QCOMPARE(r.rangeWidenedFor == BandWidening::ContextParallel, r.knobs.cp > 1);
        QVERIFY(r.stepLowS < r.stepS && r.stepS < r.stepHighS);
        QVERIFY(r.scenario == applyKnobs(s, r.knobs));
        // The ranking pass (closed form) agrees with the full path to a few per cent.
        QVERIFY2(testsupport::relClose(r.closedFormTokensPerS, r.tokensPerS, 0.05),
                 qPrintable(QStringLiteral("%1: closed form %2, full %3")
                                .arg(QString::fromStdString(describeKnobs(r.knobs)))
                                .arg(r.closedFormTokensPerS)
                                .arg(r.tokensPerS)));
    }
    for (size_t i = 1; i < result.top.size(); ++i)
        QVERIFY(!betterFigures(result.top[i].tokensPerS, result.top[i].peakBytes, result.top[i - 1].tokensPerS,
                               result.top[i - 1].peakBytes));
}

void TestSearch::noRankedConfigurationBreaksAnErrorRule()
{
    const std::vector<std::pair<std::string, int64_t>> cases = {
        {"search/gpt-22b-64-a100.shardscope.json", 0},
        {"search/llama-3.1-405b-16384-h100.shardscope.json", 1024},
#ifndef SHARDSCOPE_SANITIZED
        {"search/deepseek-v3-2048-h800.shardscope.json", 512},
#endif
    };
    for (const auto& [file, gpus] : cases) {
        Scenario s = loadScenarioFile(file);
        SearchOptions o;
        o.gpus = gpus;
        o.topN = 20;
        const SearchResult result = runSearch(s, o);
        QVERIFY2(!result.top.empty(), file.c_str());
        std::vector<RankedConfiguration> ranked = result.top;
        ranked.insert(ranked.end(), result.pareto.begin(), result.pareto.end());
        for (const RankedConfiguration& r : ranked) {
            const Report full = analyse(r.scenario);
            for (const Diagnostic& d : full.diagnostics)
                QVERIFY2(d.severity != Severity::Error,
                         qPrintable(QString::fromStdString(describeKnobs(r.knobs) + ": " + d.code)));
            QCOMPARE(full.worldSize, result.gpus);
        }
    }
}

void TestSearch::aCountThatIsNoMultipleOfPpInterleavesInGroups()
{
    // Llama 3 70B on 64 H100 with 90 sequences a step: at DP 2 each pipeline runs 45
    // micro-batches, no multiple of PP 4, which Megatron-LM interleaves in groups of 5 (and
    // torchtitan not at all). The search ranks such plans with the group set, and none breaks
    // a rule.
    QCOMPARE(smallestMicrobatchGroup(scheduleTraits(PipelineSchedule::Interleaved1F1B), 4, 2, 45), int64_t(5));
    Scenario s = presetScenario("llama-3-70b", "dgx-h100", 8, 4096, 90);
    SearchOptions o;
    o.gpus = 64;
    o.topN = 200;
    const SearchResult result = runSearch(s, o);
    std::vector<RankedConfiguration> ranked = result.top;
    ranked.insert(ranked.end(), result.pareto.begin(), result.pareto.end());
    int grouped = 0;
    for (const RankedConfiguration& r : ranked) {
        const int64_t m = s.training.globalBatch / (int64_t(r.knobs.microBatch) * r.knobs.dp);
        const bool interleaved = scheduleTraits(r.knobs.schedule).chosenChunks && r.knobs.virtualStages > 1;
        QCOMPARE(r.knobs.microbatchGroup > 0, interleaved && r.knobs.pp > 1 && m % r.knobs.pp != 0);
        grouped += r.knobs.microbatchGroup > 0 ? 1 : 0;
        const Report full = analyse(r.scenario);
        for (const Diagnostic& d : full.diagnostics)
            QVERIFY2(d.severity != Severity::Error, qPrintable(QString::fromStdString(describeKnobs(r.knobs) + ": " + d.code)));
    }
    QVERIFY(grouped > 0);
}

void TestSearch::countsAddUp()
{
    const Scenario s = loadScenarioFile("search/gpt-22b-64-a100.shardscope.json");
    const SearchResult result = runSearch(s, SearchOptions{});
    const SearchCounts& n = result.counts;
    QVERIFY(!result.cancelled);
    QCOMPARE(n.prunedByRules + n.prunedByMemory + n.timed, n.enumerated);
    QVERIFY(n.prunedByRules > 0 && n.prunedByMemory > 0 && n.timed > 0);
    QVERIFY(!result.pointsThinned);
    QCOMPARE(int64_t(result.points.size()), n.timed);
    for (const SearchPoint& p : result.points)
        QVERIFY(p.peakBytes <= result.capacityBytes && p.tokensPerS > 0);
    // One thread finds the same.
    SearchOptions one;
    one.threads = 1;
    const SearchResult single = runSearch(s, one);
    QCOMPARE(single.counts.timed, n.timed);
    QCOMPARE(single.counts.prunedByMemory, n.prunedByMemory);
    QVERIFY(single.top.front().knobs == result.top.front().knobs);
    // The ranking through the full path runs on every worker thread; its order is the one
    // thread's, plan for plan.
    QCOMPARE(single.top.size(), result.top.size());
    for (size_t i = 0; i < result.top.size(); ++i) {
        QVERIFY(single.top[i].knobs == result.top[i].knobs);
        QCOMPARE(single.top[i].tokensPerS, result.top[i].tokensPerS);
        QCOMPARE(single.top[i].closedFormTokensPerS, result.top[i].closedFormTokensPerS);
    }
    QCOMPARE(single.pareto.size(), result.pareto.size());
    for (size_t i = 0; i < result.pareto.size(); ++i) {
        QVERIFY(single.pareto[i].knobs == result.pareto[i].knobs);
        QCOMPARE(single.pareto[i].peakBytes, result.pareto[i].peakBytes);
    }
}

void TestSearch::cancelStopsWithin100ms()
{
    const Scenario s = loadScenarioFile("search/deepseek-v3-2048-h800.shardscope.json");
    std::atomic<bool> cancel{false};
    SearchControl control;
    control.cancel = &cancel;
    SearchResult result;
    using Clock = std::chrono::steady_clock;
    Clock::time_point returned;
    std::thread worker([&] {
        result = runSearch(s, SearchOptions{}, control);
        returned = Clock::now();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    const Clock::time_point cancelled = Clock::now();
    cancel = true;
    worker.join();
    const double ms = std::chrono::duration<double, std::milli>(returned - cancelled).count();
    QVERIFY2(ms < 100, qPrintable(QStringLiteral("stopped %1 ms after the cancel").arg(ms)));
    QVERIFY(result.cancelled);
    QVERIFY(result.top.empty());
    QVERIFY(result.counts.timed > 0); // it had started
    QVERIFY(result.counts.prunedByRules + result.counts.prunedByMemory + result.counts.timed < result.counts.enumerated);
}

void TestSearch::progressIsReported()
{
    const Scenario s = loadScenarioFile("search/llama-3.1-405b-16384-h100.shardscope.json");
    std::vector<SearchProgress> seen;
    SearchControl control;
    control.progressIntervalS = 0.002;
    control.progress = [&](const SearchProgress& p) { seen.push_back(p); };
    const SearchResult result = runSearch(s, SearchOptions{}, control);
    QVERIFY2(seen.size() >= 3, qPrintable(QString::number(seen.size())));
    for (size_t i = 0; i < seen.size(); ++i) {
        QVERIFY(seen[i].fraction >= 0 && seen[i].fraction <= 1);
        QCOMPARE(seen[i].counts.enumerated, result.counts.enumerated);
        if (i > 0) {
            QVERIFY(seen[i].fraction >= seen[i - 1].fraction);
            QVERIFY(seen[i].counts.timed >= seen[i - 1].counts.timed);
        }
    }
    QVERIFY(seen.back().counts.timed <= result.counts.timed);
}

void TestSearch::badOptionsNameTheSetting()
{
    const Scenario s = presetScenario("llama-3-8b", "dgx-h100", 1, 4096, 64);
    const auto message = [&](const SearchOptions& o) -> QString {
        try {
            runSearch(s, o);
        } catch (const std::invalid_argument& e) {
            return QString::fromUtf8(e.what());
        }
        return {};
    };
    SearchOptions o;
    o.topN = 0;
    QVERIFY(message(o).startsWith(QStringLiteral("top:")));
    o = {};
    o.gpus = -8;
    QVERIFY(message(o).startsWith(QStringLiteral("gpus:")));
    o = {};
    o.maxMicroBatch = 0;
    QVERIFY(message(o).startsWith(QStringLiteral("max micro-batch:")));
    o = {};
    o.threads = -1;
    QVERIFY(message(o).startsWith(QStringLiteral("threads:")));
}

void TestSearch::paretoFrontMatchesBruteForce()
{
    std::mt19937 rng(5);
    for (int round = 0; round < 20; ++round) {
        std::vector<std::pair<double, int64_t>> points;
        ParetoFront<int> front;
        for (int i = 0; i < 500; ++i) {
            const double tps = double(std::uniform_int_distribution<int>(0, 200)(rng));
            const int64_t peak = std::uniform_int_distribution<int64_t>(0, 200)(rng);
            points.push_back({tps, peak});
            front.insert(tps, peak, i);
        }
        std::vector<std::pair<double, int64_t>> expected;
        for (const auto& p : points) {
            bool dominated = false;
            for (const auto& q : points)
                dominated = dominated || (q.first >= p.first && q.second <= p.second && q != p);
            if (!dominated && std::find(expected.begin(), expected.end(), p) == expected.end())
                expected.push_back(p);
        }
        std::sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
        QCOMPARE(front.entries().size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(front.entries()[i].throughput, expected[i].first);
            QCOMPARE(front.entries()[i].peakBytes, expected[i].second);
        }
    }
}

void TestSearch::skippingByCeilingChangesNoResult_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("keepPoints");
    QTest::addColumn<int>("top");
    QTest::newRow("22B on 64 A100, top 10, scatter kept") << "search/gpt-22b-64-a100.shardscope.json" << true << 10;
    QTest::newRow("22B on 64 A100, top 1, no scatter") << "search/gpt-22b-64-a100.shardscope.json" << false << 1;
}

void TestSearch::skippingByCeilingChangesNoResult()
{
    QFETCH(QString, file);
    QFETCH(bool, keepPoints);
    QFETCH(int, top);
    const Scenario s = loadScenarioFile(file.toStdString());
    SearchOptions o;
    o.threads = 1; // one worker: the same points in the same order both times
    o.keepPoints = keepPoints;
    o.maxPoints = 2000; // thinned: most points fall outside the scatter's sample
    o.topN = top;
    const SearchResult skipping = runSearch(s, o);
    o.skipByCeiling = false;
    const SearchResult timingAll = runSearch(s, o);
    QCOMPARE(timingAll.counts.bounded, int64_t(0));
    QVERIFY2(skipping.counts.bounded > skipping.counts.timed / 10,
             qPrintable(QStringLiteral("%1 of %2 skipped").arg(skipping.counts.bounded).arg(skipping.counts.timed)));
    QCOMPARE(skipping.counts.timed, timingAll.counts.timed);
    const auto same = [](const std::vector<RankedConfiguration>& a, const std::vector<RankedConfiguration>& b) {
        if (a.size() != b.size())
            return false;
        for (size_t i = 0; i < a.size(); ++i)
            if (describeKnobs(a[i].knobs) != describeKnobs(b[i].knobs) || a[i].tokensPerS != b[i].tokensPerS ||
                a[i].peakBytes != b[i].peakBytes)
                return false;
        return true;
    };
    QVERIFY(same(skipping.top, timingAll.top));
    QVERIFY(same(skipping.pareto, timingAll.pareto));
    QCOMPARE(skipping.points.size(), timingAll.points.size());
    for (size_t i = 0; i < skipping.points.size(); ++i) {
        QCOMPARE(describeKnobs(skipping.points[i].knobs), describeKnobs(timingAll.points[i].knobs));
        QCOMPARE(skipping.points[i].tokensPerS, timingAll.points[i].tokensPerS);
    }
}

void TestSearch::paretoEntriesAreNotDominated()
{
    const Scenario s = loadScenarioFile("search/gpt-22b-64-a100.shardscope.json");
    const SearchResult result = runSearch(s, SearchOptions{});
    for (const RankedConfiguration& a : result.pareto)
        for (const RankedConfiguration& b : result.pareto)
            if (&a != &b)
                QVERIFY(!(b.tokensPerS >= a.tokensPerS && b.peakBytes <= a.peakBytes));
    // Ordered by rising headroom, falling throughput; the fastest end is the Top-1.
    for (size_t i = 1; i < result.pareto.size(); ++i)
        QVERIFY(result.pareto[i].headroomBytes() > result.pareto[i - 1].headroomBytes());
    QCOMPARE(result.pareto.front().tokensPerS, result.top.front().tokensPerS);
}

void TestSearch::scalingSweepFindsTheBestAtEachSize()
{
    Scenario s = presetScenario("llama-3-70b", "dgx-h100", 32, 8192, 64);
    QVERIFY(scalingSizes(s.cluster) == (std::vector<int64_t>{8, 16, 32, 64, 128, 256}));
    s.cluster.nodes = 24; // not a power of two: the whole cluster is the last size
    QVERIFY(scalingSizes(s.cluster) == (std::vector<int64_t>{8, 16, 32, 64, 128, 192}));
    s.cluster.nodes = 512;
    SearchOptions o;
    o.maxMicroBatch = 4;
    const ScalingSweep sweep = runScalingSweep(s, o);
    QCOMPARE(int(sweep.rows.size()), 10);
    QVERIFY(!sweep.rows[0].feasible); // 70B does not train on one node of 80 GB GPUs
    const ScalingRow* first = nullptr;
    double bestPerGpu = 0;
    for (const ScalingRow& row : sweep.rows) {
        if (!row.feasible)
            continue;
        if (!first) {
            first = &row;
            QCOMPARE(row.efficiency, 1.0);
            QCOMPARE(row.speedup, 1.0);
        }
        SearchOptions at = o;
        at.gpus = row.gpus;
        at.topN = 1;
        const SearchResult direct = runSearch(s, at);
        QCOMPARE(row.tokensPerS, direct.top.front().tokensPerS);
        QVERIFY(row.best.knobs == direct.top.front().knobs);
        QCOMPARE(row.efficiency, (row.tokensPerS / double(row.gpus)) / (first->tokensPerS / double(first->gpus)));
        QCOMPARE(row.best.scenario.parallel.worldSize(), row.gpus);
        bestPerGpu = std::max(bestPerGpu, row.tokensPerSPerGpu);
    }
    QVERIFY(first);
    // 64 sequences of 8,192 tokens: on 4,096 GPUs each gets 128 tokens, and the GPUs added
    // last pay far less than the first ones.
    const ScalingRow& last = sweep.rows.back();
    QCOMPARE(last.gpus, int64_t(4096));
    QVERIFY2(last.tokensPerSPerGpu < 0.75 * bestPerGpu,
             qPrintable(QStringLiteral("%1 vs %2 tokens/s per GPU").arg(last.tokensPerSPerGpu).arg(bestPerGpu)));
}

void TestSearch::articleConfigurationsAreFeasibleOrExplained()
{
    const auto& rows = articleRows();
    QCOMPARE(int(rows.size()), 5);
    for (const ArticleRow& row : rows) {
        const ArticleComparison c = compareArticleRow(row, PresetLibrary::builtin());
        const QString label = QString::fromStdString(row.label);
        QVERIFY2(c.articleScenario.parallel.worldSize() == c.articleScenario.cluster.totalGpus(), qPrintable(label));
        if (c.articleFeasible) {
            QVERIFY(c.why.empty());
        } else {
            // Not feasible: the report says why, with the error diagnostics.
            QVERIFY2(!c.why.empty() && hasErrors(c.articleReport.diagnostics), qPrintable(label));
        }
        QVERIFY2(c.searchFound, qPrintable(label));
        // The article's layout is a point of the space the search walks: the best is at least as fast.
        if (c.articleFeasible)
            QVERIFY2(c.best.tokensPerS >= c.articleReport.step.tokensPerS * (1 - 1e-9),
                     qPrintable(label + QStringLiteral(": search %1, article %2")
                                            .arg(c.best.tokensPerS)
                                            .arg(c.articleReport.step.tokensPerS)));
    }
}

void TestSearch::divisorsMatchTrialDivision()
{
    std::mt19937_64 rng(12);
    for (int round = 0; round < 2000; ++round) {
        const int64_t n = int64_t(rng() % 100000) + 1;
        const int64_t limit = round % 3 == 0 ? n : int64_t(rng() % 300) + 1;
        const std::vector<int> expected = divisorsByTrial(n, limit);
        const std::vector<int64_t> got = shardscope::divisorsUpTo(n, limit);
        QCOMPARE(std::vector<int64_t>(expected.begin(), expected.end()), got);
    }
    // Large counts in square-root time, without overflow.
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(shardscope::divisorsUpTo(int64_t(1) << 40, int64_t(1) << 40).size(), size_t(41));
    QCOMPARE(shardscope::divisorsUpTo(int64_t(2147483647), int64_t(1) << 31), (std::vector<int64_t>{1, 2147483647}));
    QCOMPARE(shardscope::divisorsUpTo((int64_t(1) << 31) * 3, 16), (std::vector<int64_t>{1, 2, 3, 4, 6, 8, 12, 16}));
    QVERIFY(clock.elapsed() < 1000);
    QVERIFY(shardscope::divisorsUpTo(0, 10).empty());
    QVERIFY(shardscope::divisorsUpTo(-6, 10).empty());
}

void TestSearch::hugeGpuCountsAreRefusedAtOnce_data()
{
    // Divisors were found by trying every number up to N and cast to int: 2^32 GPUs divided
    // by zero (SIGFPE), 2^34 tried 17 billion numbers.
    QTest::addColumn<qint64>("gpus");
    QTest::newRow("2^20 + 1") << qint64((int64_t(1) << 20) + 1);
    QTest::newRow("2^31") << qint64(int64_t(1) << 31);
    QTest::newRow("2^32") << qint64(int64_t(1) << 32);
    QTest::newRow("2^34") << qint64(int64_t(1) << 34);
    QTest::newRow("2^62") << qint64(int64_t(1) << 62);
}

void TestSearch::hugeGpuCountsAreRefusedAtOnce()
{
    QFETCH(qint64, gpus);
    const Scenario s = presetScenario("llama-3-8b", "dgx-h100", 1, 4096, 64);
    SearchOptions o;
    o.gpus = gpus;
    QElapsedTimer clock;
    clock.start();
    QString message;
    try {
        runSearch(s, o);
    } catch (const std::invalid_argument& e) {
        message = QString::fromUtf8(e.what());
    }
    QVERIFY2(message.startsWith(QStringLiteral("gpus:")) && message.contains(QString::number(kMaxSearchGpus)),
             qPrintable(message));
    QVERIFY(clock.elapsed() < 100);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, searchBase(s, gpus));
}

void TestSearch::theLargestWorldIsSearchedInBoundedTime_data()
{
    QTest::addColumn<qint64>("gpus");
    QTest::newRow("2^20 (21 divisors)") << qint64(int64_t(1) << 20);
    QTest::newRow("720720 (240 divisors)") << qint64(720720);
    QTest::newRow("1048573 (prime)") << qint64(1048573);
}

void TestSearch::theLargestWorldIsSearchedInBoundedTime()
{
    QFETCH(qint64, gpus);
    const Scenario s = presetScenario("llama-3-8b", "dgx-h100", 1, 4096, 1024);
    SearchOptions o;
    o.gpus = gpus;
    o.keepPoints = false;
    QElapsedTimer clock;
    clock.start();
    const SearchResult r = runSearch(s, o);
    QCOMPARE(r.gpus, int64_t(gpus));
    for (const RankedConfiguration& c : r.top)
        QCOMPARE(c.scenario.parallel.worldSize(), int64_t(gpus));
#ifndef SHARDSCOPE_SANITIZED
    QVERIFY2(clock.elapsed() < 10000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
#endif
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
