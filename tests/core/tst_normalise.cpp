// core/model/normalise.h: the couplings between the parallel settings (SP needs TP > 1 and
// comes back with it, DP fills the cluster, schedule and virtual stages agree), and the
// round trip TP 8 -> 1 -> 8 on the default scenario, which must give back the same plan.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/io/builtinpresets.h"
#include "core/model/fields.h"
#include "core/model/normalise.h"

#include <QTest>

using namespace shardscope;

namespace {

Scenario defaultScenario()
{
    return parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default scenario");
}

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace

class TestNormalise : public QObject
{
    Q_OBJECT
private slots:
    void couplings_data();
    void couplings();
    void tpOneAndBackRestoresThePlan_data();
    void tpOneAndBackRestoresThePlan();
    void theIntentFollowsTheUser_data();
    void theIntentFollowsTheUser();
    void expertTpZeroMeansUnset();
    void badEnumeratorsAreRefused();
    void tierMovesItsOwnFits_data();
    void tierMovesItsOwnFits();
    void localAttentionGetsAWindow();
};

void TestNormalise::couplings_data()
{
    // The default scenario: TP 8, PP 4, DP 16, CP 1, SP on, interleaved 1F1B with v = 5, 512 GPUs.
    QTest::addColumn<int>("setting");
    QTest::addColumn<int>("dim");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("fill");
    QTest::addColumn<bool>("spBefore"); // SP in the scenario before the change
    QTest::addColumn<bool>("wanted");   // the caller's memory of SP
    QTest::addColumn<int>("tpBefore");
    QTest::addColumn<int>("wantTp");
    QTest::addColumn<int>("wantDp");
    QTest::addColumn<bool>("wantSp");
    QTest::addColumn<int>("wantSchedule");
    QTest::addColumn<int>("wantV");

    const int deg = int(Setting::Degree), tp = int(Dim::Tp), pp = int(Dim::Pp), dp = int(Dim::Dp),
              cp = int(Dim::Cp), ep = int(Dim::Ep);
    const int il = int(PipelineSchedule::Interleaved1F1B), ofob = int(PipelineSchedule::OneFOneB),
              zbv = int(PipelineSchedule::ZeroBubbleV);
    QTest::newRow("TP 1 switches SP off") << deg << tp << 1 << false << true << true << 8 << 1 << 16 << false << il << 5;
    QTest::newRow("TP 8 -> 4 keeps SP on") << deg << tp << 4 << false << true << true << 8 << 4 << 16 << true << il << 5;
    QTest::newRow("TP 8 -> 4 keeps SP off") << deg << tp << 4 << false << false << false << 8 << 4 << 16 << false << il << 5;
    QTest::newRow("TP 1 -> 8 brings SP back") << deg << tp << 8 << false << false << true << 1 << 8 << 16 << true << il << 5;
    QTest::newRow("TP 1 -> 8 leaves SP off if not wanted") << deg << tp << 8 << false << false << false << 1 << 8 << 16 << false << il << 5;
    QTest::newRow("TP 1 -> 2 brings SP back") << deg << tp << 2 << false << false << true << 1 << 2 << 16 << true << il << 5;
    QTest::newRow("fill: TP 4 -> DP 32") << deg << tp << 4 << true << true << true << 8 << 4 << 32 << true << il << 5;
    QTest::newRow("fill: TP 1 -> DP 128") << deg << tp << 1 << true << true << true << 8 << 1 << 128 << false << il << 5;
    QTest::newRow("fill: PP 8 -> DP 8") << deg << pp << 8 << true << true << true << 8 << 8 << 8 << true << il << 5;
    QTest::newRow("fill: CP 2 -> DP 8") << deg << cp << 2 << true << true << true << 8 << 8 << 8 << true << il << 5;
    QTest::newRow("fill: TP 64 -> DP 2") << deg << tp << 64 << true << true << true << 8 << 64 << 2 << true << il << 5;
    QTest::newRow("fill: more than the cluster -> DP 1") << deg << pp << 128 << true << true << true << 8 << 8 << 1 << true << il << 5;
    QTest::newRow("fill does not override DP itself") << deg << dp << 4 << true << true << true << 8 << 8 << 4 << true << il << 5;
    QTest::newRow("fill does not follow EP") << deg << ep << 8 << true << true << true << 8 << 8 << 16 << true << il << 5;
    QTest::newRow("no fill: TP 4 keeps DP") << deg << tp << 4 << false << true << true << 8 << 4 << 16 << true << il << 5;
    QTest::newRow("v 2 under 1F1B -> interleaved") << int(Setting::VirtualStages) << 0 << 2 << false << true << true << 8 << 8 << 16 << true << il << 2;
    QTest::newRow("schedule 1F1B -> v 1") << int(Setting::Schedule) << 0 << ofob << false << true << true << 8 << 8 << 16 << true << ofob << 1;
    QTest::newRow("schedule ZB-V -> v 1") << int(Setting::Schedule) << 0 << zbv << false << true << true << 8 << 8 << 16 << true << zbv << 1;
    QTest::newRow("interleaved keeps v 5") << int(Setting::Schedule) << 0 << il << false << true << true << 8 << 8 << 16 << true << il << 5;
}

void TestNormalise::couplings()
{
    QFETCH(int, setting);
    QFETCH(int, dim);
    QFETCH(int, value);
    QFETCH(bool, fill);
    QFETCH(bool, spBefore);
    QFETCH(bool, wanted);
    QFETCH(int, tpBefore);
    QFETCH(int, wantTp);
    QFETCH(int, wantDp);
    QFETCH(bool, wantSp);
    QFETCH(int, wantSchedule);
    QFETCH(int, wantV);

    Scenario s = defaultScenario();
    s.parallel.tp = tpBefore;
    s.parallel.sequenceParallel = spBefore;
    if (setting == int(Setting::VirtualStages)) { // start from a plain 1F1B plan
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
    }
    Change change = setting == int(Setting::Degree) ? Change::degree(s, Dim(dim), value, fill)
                                                    : Change::field(s, Setting(setting), value);
    change.sequenceParallelWanted = wanted;
    apply(s, change);
    QCOMPARE(s.parallel.tp, wantTp);
    QCOMPARE(s.parallel.dp, wantDp);
    QCOMPARE(s.parallel.sequenceParallel, wantSp);
    QCOMPARE(int(s.parallel.schedule), wantSchedule);
    QCOMPARE(s.parallel.virtualStages, wantV);
}

void TestNormalise::tpOneAndBackRestoresThePlan_data()
{
    QTest::addColumn<bool>("fill");
    QTest::newRow("DP fills the cluster") << true;
    QTest::newRow("DP left alone") << false;
}

void TestNormalise::tpOneAndBackRestoresThePlan()
{
    // Issue 14: TP 8 -> 1 -> 8 used to leave SP off and the plan at 96 GiB, out of memory.
    QFETCH(bool, fill);
    const Scenario start = defaultScenario();
    const double startPeak = double(estimate(start).memory.peakBytes) / kGiB;
    QVERIFY(start.parallel.sequenceParallel);
    // The figure the window shows for the default plan (the 43.0 GiB, less the
    // hidden-dropout masks Llama 3 trains without, plus Transformer Engine's placeholder
    // weight gradients).
    QCOMPARE(QString::number(startPeak, 'f', 1), QStringLiteral("41.7"));

    SequenceParallelIntent intent(start);
    Scenario s = start;
    for (int tp : {1, 8}) {
        const Scenario before = s;
        Change change = Change::degree(s, Dim::Tp, tp, fill);
        change.sequenceParallelWanted = intent.wanted();
        apply(s, change);
        intent.follow(before, s);
        QCOMPARE(s.parallel.tp, tp);
        QCOMPARE(s.parallel.sequenceParallel, tp > 1);
    }
    QVERIFY(s == start);
    QCOMPARE(double(estimate(s).memory.peakBytes) / kGiB, startPeak);

    // Without the memory, SP stays off and the plan no longer fits (the bug's 96 GiB; 84 GiB
    // without the hidden-dropout masks Llama 3 trains without).
    Scenario lost = start;
    apply(lost, Change::degree(lost, Dim::Tp, 1, fill));
    apply(lost, Change::degree(lost, Dim::Tp, 8, fill));
    QVERIFY(!lost.parallel.sequenceParallel);
    const Report lostReport = estimate(lost);
    QVERIFY2(!lostReport.memory.fits, qPrintable(QString::number(double(lostReport.memory.peakBytes) / kGiB)));
}

void TestNormalise::theIntentFollowsTheUser_data()
{
    QTest::addColumn<bool>("spAtOne"); // the user's SP choice while TP is 1
    QTest::addColumn<bool>("wantSp");  // SP after TP goes back to 8
    QTest::newRow("switched on at TP 1: stays on") << true << true;
    QTest::newRow("switched on and off at TP 1: off") << false << false;
}

void TestNormalise::theIntentFollowsTheUser()
{
    QFETCH(bool, spAtOne);
    QFETCH(bool, wantSp);
    Scenario s = defaultScenario();
    s.parallel.sequenceParallel = false; // the user's plan has SP off at TP 8
    SequenceParallelIntent intent(s);
    auto step = [&](const Change& base) {
        Change change = base;
        change.sequenceParallelWanted = intent.wanted();
        const Scenario before = s;
        apply(s, change);
        intent.follow(before, s);
    };
    step(Change::degree(s, Dim::Tp, 1));
    step(Change::field(s, Setting::SequenceParallel, 1));
    if (!spAtOne)
        step(Change::field(s, Setting::SequenceParallel, 0));
    // An edit that does not touch SP keeps the memory.
    s.training.globalBatch = 1024;
    step(Change::degree(s, Dim::Pp, 8));
    step(Change::degree(s, Dim::Tp, 8));
    QCOMPARE(s.parallel.sequenceParallel, wantSp);
}

void TestNormalise::expertTpZeroMeansUnset()
{
    Scenario s = defaultScenario();
    apply(s, Change::degree(s, Dim::Etp, 2));
    QCOMPARE(s.parallel.etp.value_or(-1), 2);
    QCOMPARE(settingValue(s, Setting::Degree, Dim::Etp), 2);
    apply(s, Change::degree(s, Dim::Etp, 0));
    QVERIFY(!s.parallel.etp);
    QCOMPARE(settingValue(s, Setting::Degree, Dim::Etp), 0);
}

void TestNormalise::badEnumeratorsAreRefused()
{
    Scenario s = defaultScenario();
    const Scenario start = s;
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, apply(s, Change::field(s, Setting::Schedule, 99)));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, apply(s, Change::field(s, Setting::RankOrder, -1)));
    QVERIFY(s == start);
}

void TestNormalise::tierMovesItsOwnFits_data()
{
    // Each tier starts at efficiency 0.8 and 2 µs per step; all-gather has a fit of its own
    // (0.5, 4 µs, fixed 10 µs), all-reduce has none (it uses the tier's numbers).
    QTest::addColumn<int>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("ownEfficiency");
    QTest::addColumn<double>("ownStepUs");
    QTest::addColumn<double>("defaultEfficiency"); // all-reduce, without a fit of its own
    QTest::addColumn<double>("defaultStepUs");
    const int intraEff = int(FieldId::IntraEfficiency), intraLat = int(FieldId::IntraLatency),
              interEff = int(FieldId::InterEfficiency), interLat = int(FieldId::InterLatency);
    QTest::newRow("NVLink efficiency 0.4 halves the fit's") << intraEff << 0.4 << 0.25 << 4.0 << 0.4 << 2.0;
    QTest::newRow("NVLink latency 5 adds 3 us to the fit's") << intraLat << 5.0 << 0.5 << 7.0 << 0.8 << 5.0;
    QTest::newRow("NVLink latency 0 takes the fit to 2 us") << intraLat << 0.0 << 0.5 << 2.0 << 0.8 << 0.0;
    QTest::newRow("network efficiency 1.2 scales the fit by 1.5") << interEff << 1.2 << 0.75 << 4.0 << 1.2 << 2.0;
    QTest::newRow("network latency 1 takes 1 us off the fit's") << interLat << 1.0 << 0.5 << 3.0 << 0.8 << 1.0;
}

void TestNormalise::tierMovesItsOwnFits()
{
    QFETCH(int, field);
    QFETCH(double, value);
    QFETCH(double, ownEfficiency);
    QFETCH(double, ownStepUs);
    QFETCH(double, defaultEfficiency);
    QFETCH(double, defaultStepUs);
    const FieldId id = FieldId(field);
    const bool intra = id == FieldId::IntraEfficiency || id == FieldId::IntraLatency;
    Scenario s = defaultScenario();
    for (LinkSpec* link : {&s.cluster.intraNode, &s.cluster.interNode}) {
        link->efficiency = 0.8;
        link->latencyUs = 2;
        link->collectives = {};
        link->collectives[size_t(Collective::AllGather)] = CollectiveFit{0.5, 4, 10};
    }
    const Scenario start = s;
    applyField(s, id, value);
    const LinkSpec& link = intra ? s.cluster.intraNode : s.cluster.interNode;
    QCOMPARE(link.fit(Collective::AllGather).efficiency, ownEfficiency);
    QCOMPARE(link.fit(Collective::AllGather).stepLatencyUs, ownStepUs);
    QCOMPARE(link.fit(Collective::AllGather).fixedLatencyUs, 10.0); // not a coupling
    QCOMPARE(link.fit(Collective::AllReduce).efficiency, defaultEfficiency);
    QCOMPARE(link.fit(Collective::AllReduce).stepLatencyUs, defaultStepUs);
    QVERIFY(!link.collectives[size_t(Collective::AllReduce)]); // still the tier's
    // The other tier does not move, and a plain setField() moves nothing but the field.
    QVERIFY((intra ? s.cluster.interNode : s.cluster.intraNode) == (intra ? start.cluster.interNode : start.cluster.intraNode));
    Scenario plain = start;
    setField(plain, id, value);
    QCOMPARE((intra ? plain.cluster.intraNode : plain.cluster.interNode).fit(Collective::AllGather).efficiency, 0.5);
    QCOMPARE((intra ? plain.cluster.intraNode : plain.cluster.interNode).fit(Collective::AllGather).stepLatencyUs, 4.0);
}

void TestNormalise::localAttentionGetsAWindow()
{
    // Switching local attention on in a model without a window gives it Mistral 7B's 4,096
    // tokens (a scenario it can read back); a window the model has is kept.
    Scenario s = defaultScenario();
    QCOMPARE(s.model.localWindow, int64_t(0));
    applyField(s, FieldId::LocalAttention, FieldValue(std::string("sliding")));
    QCOMPARE(s.model.localAttention, LocalAttention::Sliding);
    QCOMPARE(s.model.localWindow, kDefaultLocalWindow);
    applyField(s, FieldId::LocalWindow, FieldValue(int64_t(1024)));
    applyField(s, FieldId::LocalAttention, FieldValue(std::string("chunked")));
    QCOMPARE(s.model.localWindow, int64_t(1024));
    Scenario plain = defaultScenario();
    setField(plain, FieldId::LocalAttention, FieldValue(std::string("sliding"))); // no couplings
    QCOMPARE(plain.model.localWindow, int64_t(0));
}

QTEST_GUILESS_MAIN(TestNormalise)
#include "tst_normalise.moc"
