// Where the scenario's own plan stands in a search (SearchResult::start): its place among the
// plans that fit, counted exactly, and why a plan the search does not rank is not ranked.

#include "searchsupport.h"
#include "testsupport.h"

#include "core/analysis/analyse.h"
#include "core/estimate/quickestimate.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/model/schedule.h"
#include "core/rules/rules.h"
#include "core/search/search.h"
#include "core/search/searchspace.h"
#include "core/search/startingplan.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace shardscope;
using namespace searchsupport;

class TestSearchStart : public QObject
{
    Q_OBJECT
private slots:
    void startingPlanRanksWhereTheSearchPutsIt();
    void startingPlanOutsideTheRankingSaysWhy();
};

void TestSearchStart::startingPlanRanksWhereTheSearchPutsIt()
{
    // Opened on the third plan the search ranks, the search puts it on that row; its count of
    // faster plans is the count of walked plans above its closed-form figure, skipping or not.
    const Scenario s = loadScenarioFile("search/gpt-22b-64-a100.shardscope.json");
    SearchOptions o;
    o.threads = 1;
    o.maxPoints = 10'000'000; // every fitting plan, unthinned
    const SearchResult first = runSearch(s, o);
    QVERIFY(first.top.size() >= 3);
    const Scenario third = applyKnobs(searchBase(s, 0), first.top[2].knobs);
    const SearchResult r = runSearch(third, o);
    QCOMPARE(r.start.standing, StartStanding::Searched);
    QCOMPARE(r.start.rank, int64_t(3));
    QCOMPARE(r.start.tokensPerS, r.top[2].tokensPerS); // the window's figure is the ranked one
    QCOMPARE(r.start.nearBest, r.top[2].nearBest);
    const double quick = quickEstimate(third).tokensPerS;
    QCOMPARE(int64_t(r.points.size()), r.counts.timed);
    int64_t above = 0, close = 0;
    for (const SearchPoint& p : r.points) {
        above += double(p.tokensPerS) > quick * (1 + 1e-6) ? 1 : 0;
        close += std::abs(double(p.tokensPerS) / quick - 1) <= 1e-6 ? 1 : 0;
    }
    QVERIFY2(r.start.fasterPlans >= above && r.start.fasterPlans <= above + close,
             qPrintable(QStringLiteral("%1 faster, %2 + %3 by the points").arg(r.start.fasterPlans).arg(above).arg(close)));
    o.skipByCeiling = false;
    QCOMPARE(runSearch(third, o).start.fasterPlans, r.start.fasterPlans);
    QVERIFY(QString::fromStdString(startingPlanText(r).english()).startsWith(QStringLiteral("Your plan ranks #3 of ")));

    // A plan far down the ranking: its place is 1 + the plans faster, below the top's rows.
    const SearchPoint slow = *std::min_element(r.points.begin(), r.points.end(), [](const SearchPoint& a, const SearchPoint& b) {
        return a.tokensPerS < b.tokensPerS;
    });
    o.skipByCeiling = true;
    const SearchResult low = runSearch(applyKnobs(searchBase(s, 0), slow.knobs), o);
    QCOMPARE(low.start.standing, StartStanding::Searched);
    QVERIFY2(low.start.rank >= low.counts.timed - 20 && low.start.rank <= low.counts.timed,
             qPrintable(QStringLiteral("#%1 of %2").arg(low.start.rank).arg(low.counts.timed)));
    QVERIFY(!low.start.nearBest);
}

void TestSearchStart::startingPlanOutsideTheRankingSaysWhy()
{
    const Scenario s = loadScenarioFile("search/gpt-22b-64-a100.shardscope.json");
    SearchOptions o;
    o.keepPoints = false;
    const SearchResult first = runSearch(s, o);
    const Scenario best = applyKnobs(searchBase(s, 0), first.top[0].knobs);
    QCOMPARE(runSearch(best, o).start.rank, int64_t(1));

    // Another GPU count than the search's.
    SearchOptions half = o;
    half.gpus = first.gpus / 2;
    const SearchResult smaller = runSearch(best, half);
    QCOMPARE(smaller.start.standing, StartStanding::OtherGpuCount);
    QCOMPARE(smaller.start.rank, int64_t(0)); // another job: not placed
    QVERIFY(QString::fromStdString(startingPlanText(smaller).english()).contains(QStringLiteral("it uses 64 GPUs, the search 32")));

    // A micro-batch above the largest the search tries.
    SearchOptions withPoints = o;
    withPoints.keepPoints = true;
    const SearchResult all = runSearch(s, withPoints);
    const auto fastestAtTwo = std::max_element(all.points.begin(), all.points.end(), [](const SearchPoint& a, const SearchPoint& b) {
        return (a.knobs.microBatch >= 2 ? a.tokensPerS : 0.f) < (b.knobs.microBatch >= 2 ? b.tokensPerS : 0.f);
    });
    QVERIFY(fastestAtTwo->knobs.microBatch >= 2);
    const Scenario bigMicroBatch = applyKnobs(searchBase(s, 0), fastestAtTwo->knobs);
    SearchOptions one = o;
    one.maxMicroBatch = 1;
    const SearchResult outside = runSearch(bigMicroBatch, one);
    QVERIFY(analyse(bigMicroBatch).memory.fits && !hasErrors(analyse(bigMicroBatch).diagnostics));
    QCOMPARE(outside.start.standing, StartStanding::OutsideSpace);
    // Where it would stand among the plans of micro-batch 1, true to the rows shown: between
    // the rows its figure falls between, or below them all by the count of faster plans.
    const int64_t at = outside.start.rank;
    const auto& top = outside.top;
    QVERIFY(at >= 1 && at <= outside.counts.timed + 1);
    if (at <= int64_t(top.size())) {
        QVERIFY(top[size_t(at - 1)].tokensPerS <= outside.start.tokensPerS);
        QVERIFY(at == 1 || top[size_t(at - 2)].tokensPerS > outside.start.tokensPerS);
    } else {
        QVERIFY(top.back().tokensPerS > outside.start.tokensPerS);
        QCOMPARE(at, std::max<int64_t>(outside.start.fasterPlans + 1, int64_t(top.size()) + 1));
    }

    // Uneven stages the search does not try: the same knobs, other figures.
    Scenario uneven = applyKnobs(searchBase(s, 0), first.top[0].knobs);
    uneven.parallel.pp = 2;
    uneven.parallel.dp /= 2;
    uneven.parallel.schedule = PipelineSchedule::OneFOneB;
    uneven.parallel.firstStageLayers = uneven.model.layers / 2 + 1;
    QVERIFY(!hasErrors(analyse(uneven).diagnostics));
    const SearchResult unevenResult = runSearch(uneven, o);
    QCOMPARE(unevenResult.start.standing, StartStanding::OtherSettings);
    QCOMPARE(unevenResult.start.rank, int64_t(0)); // its figures are not the search's: not placed

    // DeepSeek-V3 as trained: DualPipe, which no launcher runs as planned, is faster to the
    // model than every plan the search may rank, and the search says so.
    Scenario deepSeek;
    for (const BuiltinPresetFile& f : exampleScenarioFiles())
        if (f.path == std::string("examples/deepseek-v3-2048-h800.shardscope.json"))
            deepSeek = parseScenario(f.text, PresetLibrary::builtin(), std::string(f.path));
    QCOMPARE(deepSeek.parallel.schedule, PipelineSchedule::DualPipe);
    const SearchResult ds = runSearch(deepSeek, o);
    QCOMPARE(ds.start.standing, StartStanding::NoLauncher);
    QVERIFY(ds.start.tokensPerS > ds.top.front().tokensPerS);
    QVERIFY(ds.start.nearBest);
    const QString text = QString::fromStdString(startingPlanText(ds).english());
    QCOMPARE(ds.start.rank, int64_t(1)); // where it would stand: above every plan that fits
    QVERIFY2(text.contains(QStringLiteral("against the best ranked plan, where it would rank #1; not ranked: no launcher")),
             qPrintable(text));
}

QTEST_MAIN(TestSearchStart)
#include "tst_search_start.moc"
