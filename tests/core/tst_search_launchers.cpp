// The search's launcher side: ranked plans run as planned by the launchers that accept them,
// virtual stages up to the layer count, the overlap switches as knobs, the near-best mark, and
// Llama 3.1 405B's top ten on Megatron-LM.

#include "searchsupport.h"
#include "testsupport.h"

#include <QTest>

using namespace shardscope;
using namespace searchsupport;

class TestSearchLaunchers : public QObject
{
    Q_OBJECT
private slots:
    void rankedPlansRunAsPlanned_data();
    void rankedPlansRunAsPlanned();
    void virtualStagesReachTheLayerCount();
    void overlapSwitchesAreSearched();
    void nearBestIsTheModelError();
    void llama405bTopTenRunOnMegatron();
};

void TestSearchLaunchers::rankedPlansRunAsPlanned_data()
{
    QTest::addColumn<QString>("launcher"); // "" for any
    QTest::newRow("any") << QString();
    for (const LauncherName& n : launcherNames())
        QTest::newRow(n.id) << QString::fromLatin1(n.id);
}

void TestSearchLaunchers::rankedPlansRunAsPlanned()
{
    // Every ranked plan (Top-N and Pareto front) is one the launchers asked for run as
    // planned: their exporters accept it with no plan-changing adaptation.
    QFETCH(QString, launcher);
    const Scenario s = presetScenario("llama-3-70b", "dgx-h100", 8, 4096, 256);
    SearchOptions o;
    o.keepPoints = false;
    o.topN = 20;
    if (!launcher.isEmpty())
        o.launchers = launcherBit(*launcherById(launcher.toStdString()));
    const SearchResult result = runSearch(s, o);
    QVERIFY2(!result.top.empty(), qPrintable(launcher));
    std::vector<RankedConfiguration> ranked = result.top;
    ranked.insert(ranked.end(), result.pareto.begin(), result.pareto.end());
    for (const RankedConfiguration& r : ranked) {
        QVERIFY(r.launchers != 0);
        QCOMPARE(r.launchers & ~o.launchers, 0);
        QCOMPARE(r.launchers, LauncherSupport(s).accepting(r.scenario) & o.launchers);
        for (const LauncherName& n : launcherNames()) {
            if (!(r.launchers & launcherBit(n.launcher)))
                continue;
            const ExportResult e = exportScenario(r.scenario, estimate(r.scenario), n.id);
            QVERIFY2(e.ok && !changesPlan(e), qPrintable(QStringLiteral("%1: %2 %3")
                                                             .arg(QString::fromStdString(describeKnobs(r.knobs)),
                                                                  QString::fromLatin1(n.id),
                                                                  QString::fromStdString(e.refusal))));
        }
    }
}

void TestSearchLaunchers::virtualStagesReachTheLayerCount()
{
    // Calculon's best plan for the 22B model on 8 A100 interleaves 24 virtual stages
    // (48 layers over PP 2): the space reaches every v with pp·v <= layers.
    Scenario s = loadScenarioFile("search/gpt-22b-64-a100.shardscope.json");
    s.cluster.nodes = 1;
    SearchOptions o;
    o.maxMicroBatch = 1;
    const SearchSpace space(s, o);
    QCOMPARE(space.maxVirtualStages(), 24);
    bool has24 = false;
    for (const SearchSpace::Variant& v : space.variants())
        has24 |= v.schedule == PipelineSchedule::Interleaved1F1B && v.virtualStages == 24;
    QVERIFY(has24);
    const SearchResult result = runSearch(s, o);
    bool timed24 = false;
    for (const SearchPoint& p : result.points)
        timed24 |= p.knobs.pp == 2 && p.knobs.virtualStages == 24;
    QVERIFY2(timed24, "no PP 2 x 24 virtual-stage plan was timed");
    // The cap still caps.
    o.maxVirtualStages = 4;
    QCOMPARE(SearchSpace(s, o).maxVirtualStages(), 4);
}

void TestSearchLaunchers::overlapSwitchesAreSearched()
{
    // Both DP overlap settings are timed where DP traffic exists (DeepSpeed's ZeRO-0/1 runs
    // without it), TP comm overlap only with SP, and overlap never changes memory.
    const Scenario s = presetScenario("llama-3-8b", "dgx-h100", 2, 4096, 64);
    SearchOptions o;
    o.maxMicroBatch = 2;
    const SearchResult result = runSearch(s, o);
    bool dpOff = false, tpOn = false;
    for (const SearchPoint& p : result.points) {
        dpOff |= !p.knobs.overlapDataParallel;
        tpOn |= p.knobs.overlapTensorParallel;
        QVERIFY(p.knobs.overlapDataParallel || int64_t(p.knobs.dp) * p.knobs.cp > 1);
        QVERIFY(!p.knobs.overlapTensorParallel || (p.knobs.tp > 1 && p.knobs.sequenceParallel));
    }
    QVERIFY(dpOff && tpOn);
    SearchKnobs k;
    k.tp = 2;
    k.dp = 8;
    k.sequenceParallel = true;
    k.zeroStage = 1;
    const Report on = estimate(applyKnobs(s, k));
    k.overlapDataParallel = false;
    k.overlapTensorParallel = true;
    const Report off = estimate(applyKnobs(s, k));
    QCOMPARE(on.memory.peakBytes, off.memory.peakBytes);
    QVERIFY(on.step.timeS != off.step.timeS);
    // Only DeepSpeed among the launchers runs ZeRO-1 without DP overlap: asked for it alone,
    // the best DeepSpeed plan with DP has the overlap off.
    o.launchers = launcherBit(Launcher::DeepSpeed);
    const SearchResult ds = runSearch(s, o);
    QVERIFY(!ds.top.empty());
    for (const RankedConfiguration& r : ds.top)
        QVERIFY(r.knobs.zeroStage >= 2 || r.knobs.dp == 1 || !r.knobs.overlapDataParallel);
}

void TestSearchLaunchers::nearBestIsTheModelError()
{
    const Scenario s = loadScenarioFile("search/gpt-22b-64-a100.shardscope.json");
    SearchOptions o;
    o.topN = 50;
    o.keepPoints = false;
    const SearchResult result = runSearch(s, o);
    QVERIFY(result.top.size() > 10);
    const double best = result.top.front().tokensPerS;
    QVERIFY(result.top.front().nearBest);
    int near = 0, far = 0;
    for (const RankedConfiguration& r : result.top) {
        QCOMPARE(r.nearBest, r.tokensPerS >= (1 - kModelThroughputError) * best);
        (r.nearBest ? near : far) += 1;
    }
    for (const RankedConfiguration& r : result.pareto)
        QCOMPARE(r.nearBest, r.tokensPerS >= (1 - kModelThroughputError) * best);
    QVERIFY2(near > 1, qPrintable(QStringLiteral("%1 near, %2 far").arg(near).arg(far)));
}

void TestSearchLaunchers::llama405bTopTenRunOnMegatron()
{
    // Issue 13 acceptance: with --launcher megatron the top 10 for Llama 3.1 405B on 16,384
    // H100 all export through the Megatron-LM target unchanged.
    const Scenario s = loadScenarioFile("search/llama-3.1-405b-16384-h100.shardscope.json");
    SearchOptions o;
    o.launchers = launcherBit(Launcher::Megatron);
    o.keepPoints = false;
    const SearchResult result = runSearch(s, o);
    QCOMPARE(int(result.top.size()), 10);
    for (const RankedConfiguration& r : result.top) {
        const ExportResult e = exportScenario(r.scenario, estimate(r.scenario), "megatron");
        QString changes;
        for (const ExportAdaptation& a : e.adaptations)
            if (a.changesPlan)
                changes += QString::fromStdString(a.rule + ": " + a.text + "; ");
        QVERIFY2(e.ok && changes.isEmpty(), qPrintable(QString::fromStdString(describeKnobs(r.knobs) + " " + e.refusal) +
                                                       QLatin1Char(' ') + changes));
    }
}

QTEST_APPLESS_MAIN(TestSearchLaunchers)
#include "tst_search_launchers.moc"
