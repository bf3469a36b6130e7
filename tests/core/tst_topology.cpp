// Rank placement and group classification: TP=8 on 8-GPU nodes stays on NVLink, TP=16
// crosses nodes, the rank order decides which dimension crosses, and the O(1) classification
// agrees with enumerating every group.

#include "testsupport.h"

#include "core/topology/placement.h"
#include "core/estimate/linkload.h"
#include "core/estimate/estimate.h"
#include "core/io/builtinpresets.h"
#include "core/io/reportjson.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

#include <QTest>

#include <map>
#include <random>
#include <set>

using namespace shardscope;

namespace {

ClusterSpec dgx(int nodes)
{
    ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-h100");
    c.nodes = nodes;
    return c;
}

ParallelConfig config(int tp, int cp, int dp, int pp, RankOrder order = RankOrder::TpCpEpDpPp)
{
    ParallelConfig p;
    p.tp = tp;
    p.cp = cp;
    p.dp = dp;
    p.pp = pp;
    p.rankOrder = order;
    return p;
}

} // namespace

class TestTopology : public QObject
{
    Q_OBJECT
private slots:
    void tensorParallelInsideNode();
    void tensorParallelAcrossNodes();
    void rankOrderDecidesWhatCrosses();
    void nvlinkDomainAndPcie();
    void coordinatesMatchMegatron();
    void classificationMatchesEnumeration();
    void linkLoadsPerTier();
    void tiersAddUpToEachDimension_data();
    void tiersAddUpToEachDimension();
};

void TestTopology::tensorParallelInsideNode()
{
    const Placement p(config(8, 1, 4, 1), dgx(4));
    const auto& tp = p.group(GroupDim::Tp);
    QVERIFY(!tp.crossesNodes);
    QVERIFY(tp.link == LinkClass::NvLink);
    QCOMPARE(tp.membersPerNode, 8);
    QVERIFY(p.group(GroupDim::Dp).crossesNodes);
    QCOMPARE(p.group(GroupDim::Dp).membersPerNode, 1); // one DP rank per node
}

void TestTopology::tensorParallelAcrossNodes()
{
    const Placement p(config(16, 1, 2, 1), dgx(4));
    const auto& tp = p.group(GroupDim::Tp);
    QVERIFY(tp.crossesNodes);
    QVERIFY(tp.link == LinkClass::Network);
    QCOMPARE(tp.membersPerNode, 8);
}

void TestTopology::rankOrderDecidesWhatCrosses()
{
    // TP 4 x DP 2 x PP 2 on two 8-GPU nodes.
    const Placement dpInner(config(4, 1, 2, 2, RankOrder::TpCpEpDpPp), dgx(2));
    QVERIFY(!dpInner.group(GroupDim::Dp).crossesNodes);
    QVERIFY(dpInner.group(GroupDim::Pp).crossesNodes);
    const Placement ppInner(config(4, 1, 2, 2, RankOrder::TpCpEpPpDp), dgx(2));
    QVERIFY(ppInner.group(GroupDim::Dp).crossesNodes);
    QVERIFY(!ppInner.group(GroupDim::Pp).crossesNodes);
}

void TestTopology::nvlinkDomainAndPcie()
{
    // GB200 NVL72: 4 GPUs per tray, 72 per NVLink domain: TP 8 crosses trays but not NVLink.
    ClusterSpec nvl = PresetLibrary::builtin().clusterSpec("gb200-nvl72");
    nvl.nodes = 36; // two racks
    const Placement gb(config(8, 1, 9, 1), nvl);
    QVERIFY(gb.group(GroupDim::Tp).crossesNodes);
    QVERIFY(!gb.group(GroupDim::Tp).crossesNvlinkDomain);
    QVERIFY(gb.group(GroupDim::Tp).link == LinkClass::NvLink);
    QVERIFY(gb.group(GroupDim::Dp).link == LinkClass::NvLink); // 8 x 9 = 72: one rack
    // TP 16 does not divide 72: the fifth group straddles two racks and takes the network.
    const Placement gb16(config(16, 1, 9, 1), nvl);
    QVERIFY(gb16.group(GroupDim::Tp).crossesNvlinkDomain);
    QVERIFY(gb16.group(GroupDim::Tp).link == LinkClass::Network);
    // No NVLink: inside a node the groups talk over PCIe.
    ClusterSpec pcie = PresetLibrary::builtin().clusterSpec("pcie-l40s");
    const Placement l40(config(8, 1, 1, 1), pcie);
    QVERIFY(l40.group(GroupDim::Tp).link == LinkClass::Pcie);
    QVERIFY(!l40.group(GroupDim::Tp).crossesNodes);
    // Leaf switches: DGX H100 leaves hold 32 nodes; a DP group spanning 64 nodes crosses them.
    const Placement wide(config(8, 1, 64, 1), dgx(64));
    QVERIFY(wide.group(GroupDim::Dp).link == LinkClass::NetworkSpine);
    QCOMPARE(wide.group(GroupDim::Dp).leavesSpanned, 2);
    QCOMPARE(wide.group(GroupDim::Dp).nodesSpanned, int64_t(64));
    // Llama 3's order [TP, CP, PP, DP] on 2,048 nodes in pods of 384 (the report's 3,072-GPU
    // pods): a DP group of 128 spans every pod it can, six, with one member a node.
    ClusterSpec pods = dgx(2048);
    pods.topology.nodesPerLeaf = 384;
    const Placement llama(config(8, 1, 128, 16, RankOrder::TpCpEpPpDp), pods);
    QCOMPARE(llama.group(GroupDim::Dp).leavesSpanned, 6);
    QCOMPARE(llama.group(GroupDim::Dp).nodesSpanned, int64_t(128));
    QVERIFY(llama.group(GroupDim::Pp).link == LinkClass::Network); // 16 nodes, inside a pod
    QVERIFY(Placement(config(1, 1, 1, 1), dgx(1)).group(GroupDim::Tp).link == LinkClass::SameGpu);
}

void TestTopology::coordinatesMatchMegatron()
{
    // tp-cp-ep-dp-pp: rank = tp + TP·(cp + CP·(dp + DP·pp)).
    const Placement p(config(2, 2, 3, 2), dgx(3));
    for (int64_t rank = 0; rank < 24; ++rank) {
        const RankCoords c = p.coordsOf(rank);
        QCOMPARE(rank, int64_t(c.tp + 2 * (c.cp + 2 * (c.dp + 3 * c.pp))));
        QCOMPARE(p.rankOf(c.tp, c.cp, c.dp, c.pp), rank);
        QCOMPARE(c.node, rank / 8);
    }
    std::vector<int64_t> members;
    p.membersOf(GroupDim::DpCp, 5, members); // tp 1, cp 0, dp 1, pp 0
    QVERIFY(members == (std::vector<int64_t>{1, 3, 5, 7, 9, 11}));
}

void TestTopology::classificationMatchesEnumeration()
{
    std::mt19937 rng(7);
    auto pick = [&](std::initializer_list<int> values) {
        std::vector<int> v(values);
        return v[size_t(std::uniform_int_distribution<int>(0, int(v.size()) - 1)(rng))];
    };
    for (int trial = 0; trial < 400; ++trial) {
        ClusterSpec c = dgx(64);
        c.gpusPerNode = pick({2, 4, 6, 8});
        c.topology.nvlinkDomainGpus = c.gpusPerNode * pick({1, 1, 3});
        c.topology.nodesPerLeaf = pick({0, 2, 4});
        ParallelConfig p = config(pick({1, 2, 3, 4, 8}), pick({1, 2, 3}), pick({1, 2, 4, 6}), pick({1, 2, 4}),
                                  pick({0, 1}) ? RankOrder::TpCpEpDpPp : RankOrder::TpCpEpPpDp);
        const Placement placement(p, c);
        std::vector<int64_t> members;
        for (GroupDim dim : {GroupDim::Tp, GroupDim::Cp, GroupDim::Dp, GroupDim::Pp, GroupDim::DpCp}) {
            bool crossesNodes = false, crossesDomain = false, crossesLeaf = false;
            std::set<int64_t> seenGroups;
            for (int64_t rank = 0; rank < placement.worldSize(); ++rank) {
                placement.membersOf(dim, rank, members);
                QVERIFY(std::find(members.begin(), members.end(), rank) != members.end());
                std::set<int64_t> nodes, domains, leaves;
                for (int64_t r : members) {
                    nodes.insert(r / c.gpusPerNode);
                    domains.insert(r / c.topology.nvlinkDomainGpus);
                    if (c.topology.nodesPerLeaf > 0)
                        leaves.insert(r / (int64_t(c.topology.nodesPerLeaf) * c.gpusPerNode));
                }
                crossesNodes |= nodes.size() > 1;
                crossesDomain |= domains.size() > 1;
                crossesLeaf |= leaves.size() > 1;
                seenGroups.insert(members.front());
            }
            const auto& g = placement.group(dim);
            const QString what = QStringLiteral("trial %1 %2").arg(trial).arg(QString::fromStdString(std::string(groupDimName(dim))));
            QVERIFY2(g.crossesNodes == crossesNodes, qPrintable(what));
            QVERIFY2(g.crossesNvlinkDomain == crossesDomain, qPrintable(what));
            QVERIFY2(g.crossesLeaf == crossesLeaf, qPrintable(what));
            QCOMPARE(int64_t(seenGroups.size()), g.groups);
            QCOMPARE(int(members.size()), g.size);
        }
    }
}

void TestTopology::linkLoadsPerTier()
{
    // Default scenario (Llama 3 70B, TP 8 x PP 4 x DP 16 on 64 DGX H100): TP stays on NVLink;
    // PP and DP leave the node; a DP group spans 16 nodes (inside one 32-node leaf), a PP
    // group 64 (across leaves), so only PP reaches the spine.
    const Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default");
    const Report r = estimate(s);
    double tp = 0, pp = 0, dp = 0;
    for (const auto& d : r.communication.dims) {
        if (d.dim == "tp") tp = d.bytesPerStep;
        if (d.dim == "pp") pp = d.bytesPerStep;
        if (d.dim == "dp") dp = d.bytesPerStep;
    }
    const auto all = linkLoads(s, r);
    QCOMPARE(int(all.size()), 3);
    QVERIFY(all[0].tier == LinkTier::InsideNode);
    QCOMPARE(all[0].bytesPerStep, tp);
    QCOMPARE(all[0].capacityBytesPerStep, 450e9 * r.step.timeS); // DGX H100: 450 GB/s NVLink per direction
    QCOMPARE(all[0].share, tp / (450e9 * r.step.timeS));
    QVERIFY(all[1].tier == LinkTier::Nic);
    QCOMPARE(all[1].bytesPerStep, pp + dp);
    QCOMPARE(all[1].capacityBytesPerStep, 50e9 * r.step.timeS); // 400 Gb/s NDR per GPU
    QVERIFY(all[2].tier == LinkTier::Spine);
    // A PP group's 4 stages sit 16 nodes apart in 2 leaves: of its chain's 4 hops (with the
    // wrap-around), 2 leave a leaf (spineShare()).
    QCOMPARE(all[2].bytesPerStep, pp * 0.5);
    QVERIFY(all[2].dims == std::vector<std::string>{"pp"});
    // One dimension only.
    const auto onlyTp = linkLoads(s, r, "tp");
    QCOMPARE(onlyTp[0].bytesPerStep, tp);
    QCOMPARE(onlyTp[1].bytesPerStep, 0.0);
    // One node: no network tiers at all.
    Scenario single = s;
    single.cluster.nodes = 1;
    single.parallel.pp = 1;
    single.parallel.dp = 1;
    QCOMPARE(int(linkLoads(single, estimate(single)).size()), 1);
    // estimate() carries the same loads, so the topology view reads the report's numbers.
    QCOMPARE(r.communication.links.size(), all.size());
    for (size_t i = 0; i < all.size(); ++i) {
        QVERIFY(r.communication.links[i].tier == all[i].tier);
        QCOMPARE(r.communication.links[i].bytesPerStep, all[i].bytesPerStep);
        QCOMPARE(r.communication.links[i].busySeconds, all[i].busySeconds);
    }
    const nlohmann::json j = reportToJson(r);
    QCOMPARE(j["communication"]["links"].size(), all.size());
    QCOMPARE(j["communication"]["links"][1]["tier"].get<std::string>(), std::string("nic"));
    QCOMPARE(j["communication"]["links"][1]["bytes_per_step"].get<double>(), pp + dp);
}

void TestTopology::tiersAddUpToEachDimension_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("split");
    QTest::newRow("default") << QString() << QString();
    // EP 64 over 8-GPU nodes: 7 of a GPU's 63 peers share its node; the DP rings (DP 128,
    // TP 1) run through the 8 GPUs of each node before they leave it.
    QTest::newRow("DeepSeek-V3 as trained") << "deepseek-v3-2048-h800" << "dp,ep";
    QTest::newRow("Llama 3.1 405B, 16,384 GPUs") << "llama-3.1-405b-16384-h100" << QString();
}

void TestTopology::tiersAddUpToEachDimension()
{
    // The topology view lists each tier's bytes by dimension. A user holding it against the
    // step-time chart must find the chart's bytes per dimension as the sum of the dimension's
    // parts inside the node and on the NIC (the spine carries a share of the NIC bytes again).
    QFETCH(QString, example);
    QFETCH(QString, split);
    const Scenario s = example.isEmpty() ? parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default")
                                         : testsupport::exampleScenario(example.toStdString());
    const Report r = estimate(s);
    std::map<std::string, double> sum;
    std::map<std::string, int> tiers;
    for (const LinkLoad& l : r.communication.links) {
        QCOMPARE(l.dimBytes.size(), l.dims.size());
        double total = 0;
        for (size_t i = 0; i < l.dims.size(); ++i) {
            total += l.dimBytes[i];
            if (l.tier != LinkTier::Spine) {
                sum[l.dims[i]] += l.dimBytes[i];
                ++tiers[l.dims[i]];
            }
        }
        QVERIFY2(testsupport::relClose(total, l.bytesPerStep, 1e-12), qPrintable(testsupport::describe(total, l.bytesPerStep)));
    }
    for (const CommDimReport& d : r.communication.dims) {
        if (d.bytesPerStep <= 0)
            continue;
        QVERIFY2(testsupport::relClose(sum[d.dim], d.bytesPerStep, 1e-12),
                 qPrintable(QString::fromStdString(d.dim) + ": " + testsupport::describe(sum[d.dim], d.bytesPerStep)));
        QCOMPARE(tiers[d.dim] > 1, split.split(QLatin1Char(',')).contains(QString::fromStdString(d.dim)));
    }
    // The JSON report gives the same parts by name.
    const nlohmann::json j = reportToJson(r);
    for (size_t t = 0; t < r.communication.links.size(); ++t) {
        const LinkLoad& l = r.communication.links[t];
        for (size_t i = 0; i < l.dims.size(); ++i)
            QCOMPARE(j["communication"]["links"][t]["bytes_by_dim"][l.dims[i]].get<double>(), l.dimBytes[i]);
    }
}

QTEST_APPLESS_MAIN(TestTopology)
#include "tst_topology.moc"
