// core/lessons/: the configurations the guided lessons build from the user's scenario. The
// lessons' prose states these facts (DP fills the cluster, the batch splits evenly, TP groups
// span two nodes after the split, EP re-splits the DP ranks), so a layout that drifts would
// make a lesson's text wrong; tests/widgets/tst_lessons checks the text's claims end to end.

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/lessons/lessonscenarios.h"
#include "core/lessons/reportlookups.h"
#include "core/model/normalise.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::lessons;

namespace {

/** Llama 3 70B (80 layers) on 64 DGX H100 nodes (512 GPUs), global batch 512. */
Scenario defaultScenario()
{
    return parseScenario(defaultScenarioText(), PresetLibrary::builtin());
}

} // namespace

class TestLessonScenarios : public QObject
{
    Q_OBJECT

private slots:
    void layoutFillsTheClusterAndSplitsTheBatch_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("cp");
        QTest::addColumn<int>("schedule");
        QTest::addColumn<int>("v");
        QTest::addColumn<int>("dp");
        QTest::addColumn<int>("pipelineDepth");
        QTest::addColumn<qint64>("globalBatch");
        QTest::addColumn<bool>("sequenceParallel");
        const int onef1b = int(PipelineSchedule::OneFOneB), interleaved = int(PipelineSchedule::Interleaved1F1B);
        QTest::newRow("plain DP") << 1 << 1 << 1 << onef1b << 1 << 512 << 1 << qint64(512) << false;
        QTest::newRow("TP 8 PP 4") << 8 << 4 << 1 << onef1b << 1 << 16 << 4 << qint64(512) << true;
        QTest::newRow("batch rounded up to DP") << 1 << 3 << 1 << onef1b << 1 << 170 << 3 << qint64(680) << false;
        QTest::newRow("interleaved: batch a multiple of DP x PP") << 8 << 3 << 1 << interleaved << 2 << 21 << 3 << qint64(567) << true;
        QTest::newRow("PP clamped to the layers") << 1 << 200 << 1 << onef1b << 1 << 6 << 80 << qint64(516) << false;
        QTest::newRow("CP takes GPUs from DP") << 8 << 1 << 4 << onef1b << 1 << 16 << 1 << qint64(512) << true;
    }
    void layoutFillsTheClusterAndSplitsTheBatch()
    {
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, cp);
        QFETCH(int, schedule);
        QFETCH(int, v);
        QFETCH(int, dp);
        QFETCH(int, pipelineDepth);
        QFETCH(qint64, globalBatch);
        QFETCH(bool, sequenceParallel);
        Scenario base = defaultScenario();
        base.parallel.ep = 2; // reset by the layout
        const Scenario s = layout(base, tp, pp, cp, 1, PipelineSchedule(schedule), v);
        QCOMPARE(s.parallel.dp, dp);
        QCOMPARE(s.parallel.pp, pipelineDepth);
        QCOMPARE(s.training.globalBatch, globalBatch);
        QCOMPARE(s.training.microBatch, 1);
        QCOMPARE(s.parallel.sequenceParallel, sequenceParallel);
        QCOMPARE(s.parallel.ep, 1);
        QCOMPARE(s.parallel.virtualStages, PipelineSchedule(schedule) == PipelineSchedule::Interleaved1F1B ? v : 1);
        QVERIFY(s.parallel.worldSize() <= gpus(s));
    }

    void layoutWithoutPipelineUsesOneFOneB()
    {
        const Scenario s = layout(defaultScenario(), 8, 1, 1, 1, PipelineSchedule::GPipe, 2);
        QCOMPARE(s.parallel.schedule, PipelineSchedule::OneFOneB);
        QCOMPARE(s.parallel.virtualStages, 1);
    }

    void deepenUntilFitsStopsAtTheFirstFittingDepth_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<bool>("fits");
        QTest::newRow("TP 8 fits on one stage") << 8 << 1 << true;
        QTest::newRow("TP 4 needs four stages") << 4 << 4 << true;
        QTest::newRow("TP 1 stops at 64 stages, still too big") << 1 << 64 << false;
    }
    void deepenUntilFitsStopsAtTheFirstFittingDepth()
    {
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(bool, fits);
        const Scenario base = defaultScenario(); // Llama 3 70B, ZeRO-1 after the layout
        const Scenario s = deepenUntilFits(base, tp);
        QCOMPARE(s.parallel.tp, tp);
        QCOMPARE(s.parallel.pp, pp);
        QCOMPARE(estimate(s).memory.fits, fits);
        if (pp > 1 && fits)
            QVERIFY(!estimate(layout(base, tp, pp / 2, 1, 1)).memory.fits);
    }

    void nodesOfHalfTpSplitsEveryTpGroupOverTwoNodes()
    {
        const Scenario s = nodesOfHalfTp(layout(defaultScenario(), 8, 1, 1, 1));
        QCOMPARE(s.cluster.gpusPerNode, 4);
        QCOMPARE(s.cluster.topology.nvlinkDomainGpus, 4);
        QCOMPARE(gpus(s), int64_t(512));
        QCOMPARE(s.parallel.tp, 8);
        QVERIFY(hasCode(analyse(s), "parallel.tp_exceeds_nvlink_domain"));
    }

    void scaledOutKeepsDpWhenTheBatchCannotSplit_data()
    {
        QTest::addColumn<qint64>("globalBatch");
        QTest::addColumn<int>("dp");
        QTest::newRow("512 splits over DP 128") << qint64(512) << 128;
        QTest::newRow("600 does not: the GPUs stay idle") << qint64(600) << 16;
    }
    void scaledOutKeepsDpWhenTheBatchCannotSplit()
    {
        QFETCH(qint64, globalBatch);
        QFETCH(int, dp);
        Scenario base = defaultScenario();
        base.training.globalBatch = globalBatch;
        const Scenario s = scaledOut(base, 8);
        QCOMPARE(s.cluster.nodes, 8 * base.cluster.nodes);
        QCOMPARE(s.parallel.dp, dp);
        QCOMPARE(s.training.globalBatch, globalBatch);
    }

    void expertParallelResplitsTheDpRanks_data()
    {
        QTest::addColumn<int>("most");
        QTest::addColumn<int>("ep");
        QTest::newRow("up to 8 of Mixtral's 8 experts") << 8 << 8;
        QTest::newRow("up to 4") << 4 << 4;
        QTest::newRow("none") << 1 << 1;
    }
    void expertParallelResplitsTheDpRanks()
    {
        QFETCH(int, most);
        QFETCH(int, ep);
        const Scenario moe = withMoeModel(defaultScenario());
        QVERIFY(moe.model.isMoe());
        const Scenario s = withExpertParallel(layout(moe, 2, 1, 1, 1), most);
        QCOMPARE(s.parallel.ep, ep);
        QCOMPARE(s.parallel.etp.value_or(0), 1);
        QCOMPARE(s.parallel.worldSize(), gpus(s)); // EP adds no GPUs
    }

    void interleavedChunksDivideTheLayers()
    {
        Scenario s = defaultScenario(); // 80 layers
        QCOMPARE(interleavedChunks(s, 4, 2), 2);
        s.model.layers = 30; // 30 % 8 != 0
        QCOMPARE(interleavedChunks(s, 4, 2), 1);
    }

    void layoutsAreWhatNormaliseMakes_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("cp");
        QTest::addColumn<int>("schedule");
        QTest::addColumn<int>("v");
        QTest::addColumn<bool>("spBefore");
        const int onef1b = int(PipelineSchedule::OneFOneB), interleaved = int(PipelineSchedule::Interleaved1F1B);
        const int zbv = int(PipelineSchedule::ZeroBubbleV);
        QTest::newRow("TP 8 on 64 nodes") << 64 << 8 << 1 << 1 << onef1b << 1 << false;
        QTest::newRow("TP 1: SP off") << 64 << 1 << 1 << 1 << onef1b << 1 << true;
        QTest::newRow("TP 4 PP 4 interleaved v 2") << 8 << 4 << 4 << 1 << interleaved << 2 << false;
        QTest::newRow("TP 8 PP 2 ZB-V") << 2 << 8 << 2 << 1 << zbv << 3 << true;
        QTest::newRow("TP 2 CP 4 on 3 nodes: DP rounds down") << 3 << 2 << 1 << 4 << onef1b << 1 << false;
    }
    void layoutsAreWhatNormaliseMakes()
    {
        // The lessons' layouts carry normalise()'s couplings: applied again with "DP fills the
        // cluster", TP, PP, CP and the schedule change nothing, and SP is on exactly when TP > 1.
        QFETCH(int, nodes);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, cp);
        QFETCH(int, schedule);
        QFETCH(int, v);
        QFETCH(bool, spBefore);
        Scenario base = defaultScenario();
        base.cluster.nodes = nodes;
        base.parallel.sequenceParallel = spBefore;
        const Scenario s = layout(base, tp, pp, cp, 1, PipelineSchedule(schedule), v);
        QCOMPARE(s.parallel.dp, int(gpus(s) / (int64_t(tp) * pp * cp)));
        QCOMPARE(s.parallel.sequenceParallel, tp > 1);
        Scenario again = s;
        for (Dim dim : {Dim::Tp, Dim::Pp, Dim::Cp})
            apply(again, Change::degree(again, dim, degreeOf(again.parallel, dim), true));
        apply(again, Change::field(again, Setting::Schedule, int(again.parallel.schedule)));
        QVERIFY(again == s);
    }

    void reportLookupsReadZeroForWhatIsMissing()
    {
        const Report r = analyse(defaultScenario());
        QVERIFY(commBytes(r, "tp") > 0);
        QVERIFY(commTime(r, "tp") >= commExposed(r, "tp"));
        QCOMPARE(commBytes(r, "no-such-dim"), 0.0);
        QCOMPARE(stage0(Report{}).totalBytes, int64_t(0));
        QCOMPARE(stage0(r).totalBytes, r.memory.stages.front().totalBytes);
        QVERIFY(!hasCode(r, "no.such.code"));
        QCOMPARE(ratio(1, 0), 0.0);
        QCOMPARE(ratio(3, 2), 1.5);
    }
};

QTEST_APPLESS_MAIN(TestLessonScenarios)
#include "tst_lessonscenarios.moc"
