// The topology view on real clusters, offscreen: crossings outlined and said, the rank order
// deciding what crosses, clicks selecting the rank the core places there, multi-node NVLink
// domains, clusters without NVLink, 16,384 GPUs, export.

#include "guisupport.h"
#include "testsupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/topology/topologylayout.h"
#include "widgets/topology/topologymodel.h"
#include "widgets/topology/topologypanel.h"
#include "widgets/topology/topologyview.h"
#include "widgets/charts/timechart.h"
#include "widgets/support/names.h"
#include "widgets/support/format.h"

#include "core/estimate/linkload.h"

#include "core/topology/placement.h"

#include <QComboBox>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

MainWindow::Options options()
{
    return guisupport::windowOptions();
}

/** The default scenario on `nodes` nodes of `cluster` with the given layout. */
Scenario layoutOn(const char* cluster, int nodes, int tp, int pp, int dp, RankOrder order = RankOrder::TpCpEpDpPp)
{
    Scenario s = guisupport::defaultScenario();
    s.cluster = PresetLibrary::builtin().clusterSpec(cluster);
    s.cluster.nodes = nodes;
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.parallel.dp = dp;
    s.parallel.rankOrder = order;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    s.training.globalBatch = 64;
    return s;
}

} // namespace

class TestTopologyView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void tensorParallelInsideAndAcrossNodes();
    void rankOrderDecidesWhatCrosses();
    void clickSelectsTheCoreRank();
    void nvlinkDomainsAndPcie();
    void sixteenThousandGpus();
    void exportsPngAndSvg();
    void nicFloorMatchesTheTimeChart_data();
    void nicFloorMatchesTheTimeChart();
    void tiersNameEachDimensionsPart();

private:
    void show(MainWindow& window)
    {
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
};

void TestTopologyView::tensorParallelInsideAndAcrossNodes()
{
    MainWindow window(options());
    show(window);
    TopologyPanel* panel = window.topologyPanel();
    panel->setColouring(TopologyColouring::Tp);
    ScenarioDocument* doc = window.document();
    // 4 x DGX H100, TP 8: every TP group is one node, nothing outlined.
    doc->replace(layoutOn("dgx-h100", 4, 8, 2, 2), QStringLiteral("tp8"));
    window.renderNow();
    const TopologyModel& model = panel->model();
    QCOMPARE(panel->layout().gpuCount(), 32);
    QCOMPARE(model.groupCount(), int64_t(4));
    QCOMPARE(model.crossingGroups(), int64_t(0));
    for (int g = 0; g < 32; ++g)
        QVERIFY(!model.crosses(g));
    QVERIFY2(panel->crossingText().contains(QStringLiteral("every group stays inside one node")), qPrintable(panel->crossingText()));
    // TP 16: both TP groups of each pipeline stage span two nodes; all outlined, and said.
    doc->replace(layoutOn("dgx-h100", 4, 16, 2, 1), QStringLiteral("tp16"));
    window.renderNow();
    QCOMPARE(model.groupCount(), int64_t(2));
    QCOMPARE(model.crossingGroups(), int64_t(2));
    for (int g = 0; g < 32; ++g)
        QVERIFY(model.crosses(g));
    QVERIFY2(panel->crossingText().contains(QStringLiteral("2 of 2 groups cross a node boundary")), qPrintable(panel->crossingText()));
    QVERIFY(panel->crossingText().contains(QStringLiteral("ranks 0–15 on nodes 0–1")));
    QVERIFY(panel->crossingText().contains(QStringLiteral("leave NVLink")));
    // The same groups and the core agree.
    const Placement placement(doc->scenario().parallel, doc->scenario().cluster);
    QVERIFY(placement.group(GroupDim::Tp).crossesNodes);
    // Issue 16: TP 3 put "NVLink: 0 B" beside groups most of which sit inside a node. The
    // loads are the busiest GPU's, said so, and the groups that stay inside are counted.
    doc->replace(layoutOn("dgx-h100", 4, 3, 2, 5), QStringLiteral("tp3"));
    window.renderNow();
    QTest::qWait(150); // the explanations catch up at most ten times a second
    const QString loads = panel->loadsText();
    QVERIFY2(loads.contains(QStringLiteral("on the busiest GPU")), qPrintable(loads));
    const int64_t inside = model.groupCount() - model.crossingGroups();
    QVERIFY(inside > 0 && model.crossingGroups() > 0);
    QVERIFY2(loads.contains(QStringLiteral("%1 of %2 TP groups stay inside one node").arg(inside).arg(model.groupCount())),
             qPrintable(loads));
}

void TestTopologyView::rankOrderDecidesWhatCrosses()
{
    // 2 x DGX H100, TP 4 x DP 2 x PP 2. With tp-cp-ep-dp-pp, DP neighbours are 4 ranks apart
    // (same node) and PP neighbours 8 apart (other node); tp-cp-ep-pp-dp swaps them.
    MainWindow window(options());
    show(window);
    TopologyPanel* panel = window.topologyPanel();
    ScenarioDocument* doc = window.document();
    const auto crossing = [&](TopologyColouring c) {
        panel->setColouring(c);
        window.renderNow();
        return panel->model().crossingGroups();
    };
    doc->replace(layoutOn("dgx-h100", 2, 4, 2, 2, RankOrder::TpCpEpDpPp), QStringLiteral("dp inner"));
    QCOMPARE(crossing(TopologyColouring::DpReplica), int64_t(0));
    QCOMPARE(crossing(TopologyColouring::PpStage), int64_t(8));
    QVERIFY(panel->crossingText().contains(QStringLiteral("Expected")));
    doc->replace(layoutOn("dgx-h100", 2, 4, 2, 2, RankOrder::TpCpEpPpDp), QStringLiteral("pp inner"));
    QCOMPARE(crossing(TopologyColouring::DpReplica), int64_t(8));
    QCOMPARE(crossing(TopologyColouring::PpStage), int64_t(0));
}

void TestTopologyView::clickSelectsTheCoreRank()
{
    MainWindow window(options());
    show(window);
    TopologyPanel* panel = window.topologyPanel();
    ScenarioDocument* doc = window.document();
    doc->replace(layoutOn("dgx-h100", 4, 4, 2, 4, RankOrder::TpCpEpPpDp), QStringLiteral("layout"));
    window.renderNow();
    TopologyView* view = panel->view();
    const Placement placement(doc->scenario().parallel, doc->scenario().cluster);
    for (int gpu : {0, 5, 13, 27, 31}) {
        const QPoint at = view->gpuRect(gpu).center().toPoint();
        QCOMPARE(view->gpuAt(at), gpu);
        QTest::mouseClick(view, Qt::LeftButton, {}, at);
        QCOMPARE(view->selectedGpu(), gpu);
        const RankCoords core = placement.coordsOf(gpu);
        QCOMPARE(core.node, int64_t(gpu / 8));
        const QString text = panel->selectionText();
        QVERIFY2(text.contains(QStringLiteral("Rank %1</b> on node %2, GPU %3").arg(gpu).arg(gpu / 8).arg(gpu % 8)), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("TP %1, CP %2, DP %3, PP stage %4").arg(core.tp).arg(core.cp).arg(core.dp).arg(core.pp)));
        // Its TP group as the core lists it.
        std::vector<int64_t> members;
        placement.membersOf(GroupDim::Tp, gpu, members);
        const auto groups = panel->model().groupsOf(gpu);
        QVERIFY(!groups.empty());
        QCOMPARE(groups.front().first, QStringLiteral("tp"));
        QVERIFY(groups.front().second == members);
    }
    QTest::keyClick(view, Qt::Key_Escape);
    QCOMPARE(view->selectedGpu(), -1);
}

void TestTopologyView::nvlinkDomainsAndPcie()
{
    MainWindow window(options());
    show(window);
    TopologyPanel* panel = window.topologyPanel();
    ScenarioDocument* doc = window.document();
    panel->setColouring(TopologyColouring::Tp);
    // GB200 NVL72: 18 trays of 4 GPUs share one NVLink domain; TP 16 spans trays but stays
    // inside the domain, so nothing crosses what matters.
    Scenario nvl = layoutOn("gb200-nvl72", 18, 16, 1, 4);
    nvl.parallel.sequenceParallel = true;
    doc->replace(nvl, QStringLiteral("nvl72"));
    window.renderNow();
    QCOMPARE(panel->layout().gpuCount(), 72);
    QCOMPARE(panel->layout().domains().size(), size_t(1));
    QCOMPARE(panel->model().boundaryName(), QStringLiteral("NVLink domain"));
    QCOMPARE(panel->model().crossingGroups(), int64_t(0));
    QVERIFY(!panel->layout().hasSpine()); // one rack under one leaf: no spine
    // PCIe L40S: no NVLink; TP 8 inside the node does not cross, and the inside-node tier is PCIe.
    Scenario pcie = layoutOn("pcie-l40s", 4, 8, 1, 4);
    pcie.model = PresetLibrary::builtin().modelSpec("llama-3-8b");
    doc->replace(pcie, QStringLiteral("pcie"));
    window.renderNow();
    QCOMPARE(panel->model().boundaryName(), QStringLiteral("node"));
    QCOMPARE(panel->model().crossingGroups(), int64_t(0));
    const auto loads = linkLoads(doc->scenario(), doc->report());
    QVERIFY(loads.front().bytesPerStep > 0);
}

void TestTopologyView::sixteenThousandGpus()
{
    MainWindow window(options());
    show(window);
    TopologyPanel* panel = window.topologyPanel();
    ScenarioDocument* doc = window.document();
    QString error;
    QVERIFY2(doc->load(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/scenarios/llama-3.1-405b-16k-h100.shardscope.json"), &error),
             qPrintable(error));
    window.renderNow();
    const TopologyLayout& layout = panel->layout();
    QCOMPARE(layout.gpuCount(), 16384);
    QCOMPARE(int(layout.nodes().size()), 2048);
    QCOMPARE(int(layout.leaves().size()), 64); // 32 nodes per leaf
    QVERIFY(layout.hasSpine());
    // Every GPU's cell maps back to it, and fits the view when fitted.
    for (int g : {0, 7, 8, 4095, 16383}) {
        QCOMPARE(layout.gpuAt(layout.gpu(g).center()), g);
        const QRectF r = panel->view()->gpuRect(g);
        QVERIFY(panel->view()->rect().contains(r.center().toPoint()));
    }
    QVERIFY(panel->model().crossingGroups() == 0); // TP 8 inside each DGX
    QVERIFY(panel->view()->paintCount() > 0);
    // Issue 16: zoomed out, 16,384 per-GPU colours were noise; nodes are drawn whole, and
    // zooming in brings the GPUs back.
    QVERIFY(panel->view()->showsWholeNodes());
    for (int i = 0; i < 12 && panel->view()->showsWholeNodes(); ++i)
        QTest::keyClick(panel->view(), Qt::Key_Plus);
    QVERIFY(!panel->view()->showsWholeNodes());
}

void TestTopologyView::exportsPngAndSvg()
{
    MainWindow window(options());
    show(window);
    QTemporaryDir dir;
    QString error;
    for (const char* name : {"topology.png", "topology.svg"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QVERIFY2(window.topologyPanel()->exportTo(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.size() > 1000);
    }
    QVERIFY(!window.topologyPanel()->exportTo(dir.filePath(QStringLiteral("x.pdfx")), &error));
    QVERIFY(error.contains(QStringLiteral("pdfx")));
}

void TestTopologyView::tiersNameEachDimensionsPart()
{
    // DeepSeek-V3 as trained: the step-time chart shows EP's 888 GB per GPU, the topology view
    // showed "NVLink: 121 GB (DP, EP)" and "NICs to leaf: 822 GB (PP, DP, EP, Expert DP)",
    // and nothing said how those became the chart's figures. Each tier now gives each
    // dimension's part, and the dimensions split over the two tiers are named.
    MainWindow window(options());
    show(window);
    window.document()->replace(testsupport::exampleScenario("deepseek-v3-2048-h800"), QStringLiteral("ds"));
    window.renderNow();
    QTest::qWait(150); // the explanations catch up at most ten times a second
    const QString loads = window.topologyPanel()->loadsText();
    const Report& r = window.document()->report();
    for (const LinkLoad& l : r.communication.links) {
        if (l.tier == LinkTier::Spine)
            continue;
        for (size_t i = 0; i < l.dims.size(); ++i) {
            const QString part = Names::dimension(QString::fromStdString(l.dims[i])) + QLatin1Char(' ') + Format::bytes(l.dimBytes[i]);
            QVERIFY2(loads.contains(part.toHtmlEscaped()), qPrintable(part + QStringLiteral(" not in: ") + loads));
        }
    }
    QVERIFY2(loads.contains(QStringLiteral("DP, EP: part of the traffic stays inside the node")), qPrintable(loads));
}

QTEST_MAIN(TestTopologyView)
#include "tst_topology_view.moc"

void TestTopologyView::nicFloorMatchesTheTimeChart_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("zero");
    QTest::addColumn<bool>("tpOverlap");
    QTest::addColumn<bool>("nicBound");
    // TP 16 across two nodes with its overlap on, plus ZeRO-1: each hides, together they
    // overload the NICs, and the floor sets the step.
    QTest::newRow("TP16 overlapped + ZeRO-1 (NIC-bound)") << 16 << 4 << 1 << true << true;
    // The plan: Llama 3 70B with FSDP over 512 H100 (the view showed 566 % of line rate).
    QTest::newRow("FSDP over 512 H100") << 1 << 512 << 3 << false << false;
}

void TestTopologyView::nicFloorMatchesTheTimeChart()
{
    // The topology view's NIC load and the step-time chart show the same figures: the same
    // bytes per NIC and step, the same seconds (busy time = NIC floor), and a step at least
    // that long; the chart's parts add up to the step.
    QFETCH(int, tp);
    QFETCH(int, dp);
    QFETCH(int, zero);
    QFETCH(bool, tpOverlap);
    QFETCH(bool, nicBound);
    MainWindow window(options());
    show(window);
    Scenario s = layoutOn("dgx-h100", (tp * dp + 7) / 8, tp, 1, dp);
    s.model = PresetLibrary::builtin().modelSpec("llama-3-70b");
    s.parallel.zeroStage = zero;
    s.parallel.sequenceParallel = tp > 1;
    s.parallel.overlap.tensorParallel = tpOverlap;
    s.training.microBatch = 1;
    s.training.seqLength = 8192;
    s.training.globalBatch = dp;
    window.document()->replace(s, QStringLiteral("nic"));
    window.renderNow();
    const Report& r = window.document()->report();
    QCOMPARE(r.communication.nicBound, nicBound);
    const LinkLoad* nic = nullptr;
    for (const LinkLoad& l : window.topologyPanel()->linkLoads())
        if (l.tier == LinkTier::Nic)
            nic = &l;
    QVERIFY(nic);
    const TimeChart* chart = window.timeChart();
    QVERIFY(nic->bytesPerStep > 0);
    QCOMPARE(nic->bytesPerStep, chart->shownNicBytes());
    QCOMPARE(nic->bytesPerStep, r.communication.nicBytesPerStep);
    QVERIFY2(std::abs(nic->busySeconds - chart->shownNicFloorSeconds()) <= 1e-12 * nic->busySeconds,
             qPrintable(QStringLiteral("%1 vs %2").arg(nic->busySeconds).arg(chart->shownNicFloorSeconds())));
    // The acceptance item: never shorter than bytes / line rate (nor than over the achievable rate).
    QVERIFY(r.step.timeS >= nic->bytesPerStep / (s.cluster.interNode.bandwidthGBps * 1e9));
    QVERIFY(r.step.timeS >= nic->busySeconds * (1 - 1e-12));
    QVERIFY(nic->share <= 1.0);
    if (nicBound) {
        QVERIFY(std::abs(r.step.timeS - nic->busySeconds) <= 1e-9 * r.step.timeS);
        QVERIFY(chart->plottedSeconds(QStringLiteral("nic-floor")) > 0);
        QVERIFY(window.topologyPanel()->loadsText().contains(QStringLiteral("which it sets")));
    } else {
        QCOMPARE(chart->plottedSeconds(QStringLiteral("nic-floor")), 0.0);
    }
    double parts = 0;
    for (const char* part : {"compute", "bubble", "stragglers", "nic-floor", "optimizer", "tp", "cp", "pp", "dp", "ep", "edp"})
        parts += chart->plottedSeconds(QString::fromLatin1(part));
    QVERIFY2(std::abs(parts - r.step.timeS) <= 1e-9 * r.step.timeS, qPrintable(QStringLiteral("%1 vs %2").arg(parts).arg(r.step.timeS)));
    QVERIFY(window.topologyPanel()->loadsText().contains(QStringLiteral("busy at least")));
}
