// MoE routing as runs have it (issue 15 item 4): dropless or Megatron-Core's capacity factor,
// padding to capacity, and a load imbalance that gives the busiest expert-parallel rank more
// tokens. The busiest rank's expert work, saved expert activations and all-to-all volume
// scale by its load; model FLOPs (the MFU numerator) stay the useful work; the rules name
// dropped tokens and padding without a capacity; the file keeps the settings.

#include "testsupport.h"

#include "core/analysis/analyse.h"
#include "core/estimate/collectives.h"
#include "core/estimate/estimate.h"
#include "core/estimate/expertload.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/rules/fixes.h"
#include "core/topology/placement.h"

#include <QTest>

#include <cmath>
#include <stdexcept>

using namespace shardscope;
using testsupport::relClose;

namespace {

/** Mixtral 8x7B, TP 1 · EP 8 · DP 8 on one DGX H100 node: every rank holds one expert. */
Scenario mixtral()
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s;
    s.name = "routing";
    s.model = presets.modelSpec("mixtral-8x7b");
    s.cluster = presets.clusterSpec("dgx-h100");
    s.cluster.nodes = 1;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.dp = 8;
    s.parallel.ep = 8;
    s.parallel.sequenceParallel = false;
    s.parallel.zeroStage = 1;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.training.seqLength = 4096;
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.recompute = Recompute::Selective;
    return s;
}

MoeRouting routing(double capacity, double imbalance, bool pad = false)
{
    MoeRouting r;
    r.capacityFactor = capacity;
    r.loadImbalance = imbalance;
    r.padToCapacity = pad;
    return r;
}

const CollectiveReport& allToAll(const Report& r)
{
    for (const CommDimReport& d : r.communication.dims)
        if (d.dim == "ep" && !d.collectives.empty())
            return d.collectives.front();
    throw std::logic_error("no EP all-to-all in the report");
}

/** The reader's message for a scenario file it must refuse ("accepted" if it took it). */
std::string refusalOf(const std::string& text)
{
    try {
        parseScenario(text, PresetLibrary::builtin());
    } catch (const std::exception& e) {
        return e.what();
    }
    return "accepted";
}

const Diagnostic* find(const Report& r, std::string_view code)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

} // namespace

class TestExpertRouting : public QObject
{
    Q_OBJECT
private slots:
    void busiestRankLoad_data();
    void busiestRankLoad();
    void imbalanceSlowsAndGrowsTheBusiestRank();
    void capacityCapsTheBusiestRank();
    void paddingRunsTheFullCapacity();
    void kernelTimesFollowTheLoad();
    void rulesNameDroppedTokensAndPadding();
    void fileKeepsTheRouting();
    void fileRefusesBadRouting_data();
    void fileRefusesBadRouting();
    void fileRefusesBadRouterGroups_data();
    void fileRefusesBadRouterGroups();
    void deepEpSendsATokenOncePerNode_data();
    void deepEpSendsATokenOncePerNode();
    void deepEpShortensTheCrossNodeExchange();
    void deepEpRatesAreWhatDeepEpMeasured();
};

void TestExpertRouting::busiestRankLoad_data()
{
    QTest::addColumn<double>("capacity");
    QTest::addColumn<double>("imbalance");
    QTest::addColumn<bool>("pad");
    QTest::addColumn<int>("ep");
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("dropped");
    QTest::newRow("dropless, balanced") << 0.0 << 1.0 << false << 8 << 1.0 << 0.0;
    QTest::newRow("dropless, 30 % over") << 0.0 << 1.3 << false << 8 << 1.3 << 0.0;
    QTest::newRow("one GPU holds every expert") << 0.0 << 1.3 << false << 1 << 1.0 << 0.0;
    QTest::newRow("capacity above the load") << 1.25 << 1.1 << false << 8 << 1.1 << 0.0;
    QTest::newRow("capacity below the load") << 1.0 << 1.25 << false << 8 << 1.0 << 0.2;
    QTest::newRow("padded to capacity") << 1.25 << 1.0 << true << 8 << 1.25 << 0.0;
    QTest::newRow("padded, load over capacity") << 1.25 << 2.5 << true << 8 << 1.25 << 0.5;
    QTest::newRow("capacity below the even share") << 0.8 << 1.0 << false << 1 << 0.8 << 0.2;
}

void TestExpertRouting::busiestRankLoad()
{
    QFETCH(double, capacity);
    QFETCH(double, imbalance);
    QFETCH(bool, pad);
    QFETCH(int, ep);
    QFETCH(double, factor);
    QFETCH(double, dropped);
    const ExpertLoad load = expertLoad(routing(capacity, imbalance, pad), ep);
    QVERIFY(relClose(load.factor, factor, 1e-12));
    QVERIFY2(std::abs(load.droppedShare - dropped) < 1e-12, qPrintable(QString::number(load.droppedShare)));
    QCOMPARE(load.capped, capacity > 0);
    QCOMPARE(load.padded, pad && capacity > 0);
}

void TestExpertRouting::imbalanceSlowsAndGrowsTheBusiestRank()
{
    Scenario even = mixtral();
    Scenario skewed = even;
    skewed.training.moe.loadImbalance = 1.25;
    const Report a = estimate(even), b = estimate(skewed);
    // The all-to-all the busiest rank receives grows by exactly its load.
    QVERIFY(relClose(allToAll(b).bytes / allToAll(a).bytes, 1.25, 1e-12));
    // Its expert GEMMs and saved expert activations grow: slower and larger, never the reverse.
    QVERIFY2(b.step.computeS > a.step.computeS * 1.05,
             qPrintable(QStringLiteral("compute %1 s -> %2 s").arg(a.step.computeS).arg(b.step.computeS)));
    QVERIFY(b.memory.stages[0].activationsBytes > a.memory.stages[0].activationsBytes);
    QCOMPARE(b.memory.stages[0].weightsBytes, a.memory.stages[0].weightsBytes);
    // The useful work is the same tokens through the same experts: model FLOPs are equal, so
    // MFU falls with the step time.
    QCOMPARE(b.compute.modelFlopsPerStep, a.compute.modelFlopsPerStep);
    QVERIFY(b.step.mfu < a.step.mfu);
    QVERIFY(b.experts && relClose(b.experts->factor, 1.25, 1e-12));
}

void TestExpertRouting::capacityCapsTheBusiestRank()
{
    // A capacity of 1.0 at a load of 1.25: the busiest rank runs the even share and drops the
    // rest, so time and memory are those of an even dropless plan.
    Scenario even = mixtral();
    Scenario capped = even;
    capped.training.moe = routing(1.0, 1.25);
    const Report a = estimate(even), b = estimate(capped);
    QCOMPARE(b.step.timeS, a.step.timeS);
    QCOMPARE(b.memory.peakBytes, a.memory.peakBytes);
    QVERIFY(b.experts && relClose(b.experts->droppedShare, 0.2, 1e-12));
}

void TestExpertRouting::paddingRunsTheFullCapacity()
{
    // Padded to capacity 1.25 at an even load costs what a dropless load of 1.25 does.
    Scenario padded = mixtral();
    padded.training.moe = routing(1.25, 1.0, true);
    Scenario skewed = mixtral();
    skewed.training.moe.loadImbalance = 1.25;
    const Report a = estimate(padded), b = estimate(skewed);
    QCOMPARE(a.step.timeS, b.step.timeS);
    QCOMPARE(a.memory.peakBytes, b.memory.peakBytes);
    QCOMPARE(a.experts->droppedShare, 0.0);
}

void TestExpertRouting::kernelTimesFollowTheLoad()
{
    // The kernel times are cached per shape: a load that changes must rebuild them, and going
    // back must give the first figure again.
    Scenario s = mixtral();
    const double even = estimate(s).step.computeS;
    s.training.moe.loadImbalance = 1.5;
    const double skewed = estimate(s).step.computeS;
    s.training.moe.loadImbalance = 1.0;
    QVERIFY(skewed > even);
    QCOMPARE(estimate(s).step.computeS, even);
}

void TestExpertRouting::rulesNameDroppedTokensAndPadding()
{
    Scenario s = mixtral();
    s.training.moe = routing(1.0, 1.25);
    Report r = analyse(s);
    const Diagnostic* dropped = find(r, "moe.tokens_dropped");
    QVERIFY(dropped);
    QCOMPARE(dropped->severity, Severity::Warning);
    QVERIFY(relClose(std::get<double>(dropped->params.at("dropped_share")), 0.2, 1e-12));
    QVERIFY2(dropped->message.find("20 %") != std::string::npos, dropped->message.c_str());
    // Its fix raises the capacity to the load, and then nothing is dropped.
    r = analyse(applyChanges(s, dropped->changes));
    QVERIFY(!find(r, "moe.tokens_dropped"));

    s.training.moe = routing(0, 1.0, true);
    r = analyse(s);
    const Diagnostic* padding = find(r, "moe.padding_without_capacity");
    QVERIFY(padding);
    QCOMPARE(padding->severity, Severity::Error);
    QVERIFY(!find(analyse(applyChanges(s, padding->changes)), "moe.padding_without_capacity"));

    // A dense model: the settings change nothing, and the rules say so.
    Scenario dense = parseScenario(R"({"format": "shardscope.scenario/1", "name": "dense",
        "model": {"preset": "llama-3-8b"}, "cluster": {"preset": "dgx-h100"},
        "parallel": {"tp": 1, "pp": 1, "dp": 8, "sequence_parallel": false, "zero_stage": 1, "schedule": "1f1b"},
        "training": {"seq_length": 4096, "micro_batch": 1, "global_batch": 64, "precision": "bf16",
                     "recompute": "selective", "moe": {"capacity_factor": 1.25}}})",
                                   PresetLibrary::builtin());
    const Report denseReport = analyse(dense);
    QVERIFY(!denseReport.experts);
    const Diagnostic* inert = find(denseReport, "moe.routing_on_dense_model");
    QVERIFY(inert);
    QCOMPARE(applyChanges(dense, inert->changes).training.moe, MoeRouting{});
}

void TestExpertRouting::fileKeepsTheRouting()
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = mixtral();
    s.training.moe = routing(1.25, 1.15, true);
    const nlohmann::json written = writeScenario(s, presets);
    QCOMPARE(written["training"]["moe"]["capacity_factor"].get<double>(), 1.25);
    QCOMPARE(written["training"]["moe"]["load_imbalance"].get<double>(), 1.15);
    QCOMPARE(written["training"]["moe"]["pad_to_capacity"].get<bool>(), true);
    QCOMPARE(readScenario(written, presets).training.moe, s.training.moe);
    // A dense model's file holds no routing unless one was set.
    Scenario dense = s;
    dense.model = presets.modelSpec("llama-3-8b");
    dense.parallel.ep = 1;
    dense.training.moe = MoeRouting{};
    QVERIFY(!writeScenario(dense, presets)["training"].contains("moe"));
    dense.training.moe.loadImbalance = 1.1;
    QCOMPARE(readScenario(writeScenario(dense, presets), presets).training.moe.loadImbalance, 1.1);
}

void TestExpertRouting::fileRefusesBadRouting_data()
{
    QTest::addColumn<QString>("moe");
    QTest::addColumn<QString>("named");
    QTest::newRow("negative capacity") << R"({"capacity_factor": -1})" << "training.moe.capacity_factor";
    QTest::newRow("imbalance under 1") << R"({"load_imbalance": 0.5})" << "training.moe.load_imbalance";
    QTest::newRow("imbalance as text") << R"({"load_imbalance": "high"})" << "training.moe.load_imbalance";
    QTest::newRow("padding as a number") << R"({"pad_to_capacity": 1})" << "training.moe.pad_to_capacity";
    QTest::newRow("unknown key") << R"({"drop_policy": "probs"})" << "training.moe";
    QTest::newRow("unknown dispatcher") << R"({"dispatcher": "nccl"})" << "training.moe.dispatcher";
}

void TestExpertRouting::fileRefusesBadRouterGroups_data()
{
    QTest::addColumn<QString>("groups");
    QTest::addColumn<QString>("named");
    QTest::newRow("groups do not divide the experts") << R"("router_groups": 3)" << "model.moe.router_groups";
    QTest::newRow("more groups per token than groups") << R"("router_groups": 4, "router_group_topk": 5)"
                                                        << "model.moe.router_group_topk";
    QTest::newRow("groups per token without groups") << R"("router_group_topk": 2)" << "model.moe.router_group_topk";
}

void TestExpertRouting::fileRefusesBadRouterGroups()
{
    QFETCH(QString, groups);
    QFETCH(QString, named);
    const std::string text = R"({"format": "shardscope.scenario/1", "name": "bad",
        "model": {"preset": "mixtral-8x7b", "moe": {"experts": 8, "top_k": 2, "expert_ffn_hidden": 14336, )" +
                             groups.toStdString() + R"(}}, "cluster": {"preset": "dgx-h100"},
        "parallel": {"tp": 1, "pp": 1, "dp": 8, "ep": 8, "sequence_parallel": false, "zero_stage": 1, "schedule": "1f1b"},
        "training": {"seq_length": 4096, "micro_batch": 1, "global_batch": 64, "precision": "bf16", "recompute": "selective"}})";
    QVERIFY2(refusalOf(text).find(named.toStdString()) != std::string::npos, refusalOf(text).c_str());
}

void TestExpertRouting::fileRefusesBadRouting()
{
    QFETCH(QString, moe);
    QFETCH(QString, named);
    const std::string text = R"({"format": "shardscope.scenario/1", "name": "bad",
        "model": {"preset": "mixtral-8x7b"}, "cluster": {"preset": "dgx-h100"},
        "parallel": {"tp": 1, "pp": 1, "dp": 8, "ep": 8, "sequence_parallel": false, "zero_stage": 1, "schedule": "1f1b"},
        "training": {"seq_length": 4096, "micro_batch": 1, "global_batch": 64, "precision": "bf16",
                     "recompute": "selective", "moe": )" + moe.toStdString() + "}}";
    QVERIFY2(refusalOf(text).find(named.toStdString()) != std::string::npos, refusalOf(text).c_str());
}

void TestExpertRouting::deepEpSendsATokenOncePerNode_data()
{
    // EP degree, GPUs per node, top-k; and the network copies per token DeepEP sends,
    // (N-1)(1-(1-1/N)^k) for N nodes, against NCCL's k(N-1)/N.
    QTest::addColumn<int>("ep");
    QTest::addColumn<int>("topK");
    QTest::addColumn<int>("groups");
    QTest::addColumn<int>("groupTopK");
    QTest::addColumn<double>("deepEpCopies");
    QTest::addColumn<double>("ncclCopies");
    QTest::newRow("EP 8 in one node: NVLink only") << 8 << 8 << 0 << 0 << 0.0 << 0.0;
    QTest::newRow("top-1 over 2 nodes: nothing to share") << 16 << 1 << 0 << 0 << 0.5 << 0.5;
    QTest::newRow("top-8 over 8 nodes") << 64 << 8 << 0 << 0 << 7.0 * (1.0 - std::pow(7.0 / 8.0, 8)) << 7.0;
    QTest::newRow("top-8 over 2 nodes") << 16 << 8 << 0 << 0 << 1.0 - std::pow(0.5, 8) << 4.0;
    // DeepSeek-V3: 8 groups, 4 per token, over 8 nodes: at most 4 nodes a token.
    QTest::newRow("DeepSeek-V3: 4 of 8 groups over 8 nodes") << 64 << 8 << 8 << 4
                                                              << 4.0 * (1.0 - std::pow(0.75, 8)) * 7.0 / 8.0 << 7.0;
    QTest::newRow("4 of 8 groups over 2 nodes: no limit") << 16 << 8 << 8 << 4 << 1.0 - std::pow(0.5, 8) << 4.0;
}

void TestExpertRouting::deepEpSendsATokenOncePerNode()
{
    QFETCH(int, ep);
    QFETCH(int, topK);
    QFETCH(int, groups);
    QFETCH(int, groupTopK);
    QFETCH(double, deepEpCopies);
    QFETCH(double, ncclCopies);
    Scenario s = mixtral();
    s.cluster.nodes = ep / 8;
    s.parallel.dp = ep;
    s.parallel.ep = ep;
    const Placement placement(s.parallel, s.cluster);
    const GroupPlacement& group = placement.group(GroupDim::Ep);
    const LinearCost deepEp = deepEpCost(group, s.cluster, topK, groups, groupTopK);
    const LinearCost nccl = linearCost(Collective::AllToAll, group, s.cluster);
    // NIC bytes per byte of the k copies a rank sends: copies on the network over k.
    QVERIFY2(std::abs(deepEp.nicBytesPerByte - deepEpCopies / topK) < 1e-12, qPrintable(QString::number(deepEp.nicBytesPerByte)));
    QVERIFY2(std::abs(nccl.nicBytesPerByte - ncclCopies / topK) < 1e-12, qPrintable(QString::number(nccl.nicBytesPerByte)));
    QVERIFY(deepEp.secondsPerByte <= nccl.secondsPerByte);
}

void TestExpertRouting::deepEpRatesAreWhatDeepEpMeasured()
{
    // DeepEP's normal kernels on H800 (deepseek-ai/DeepEP, docs/legacy.md "Performance"):
    // NVLink 153-158 GB/s inside a node (EP 8), RDMA 43-58 GB/s across (EP 16-64). The
    // H800 cluster's tiers give those rates through deepEpCost, within 5 %.
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = mixtral();
    s.cluster = presets.clusterSpec("h800-deepseek");
    s.model.moe->experts = 64;
    s.cluster.nodes = 1;
    s.parallel.dp = 8;
    s.parallel.ep = 8;
    const GroupPlacement inNode = Placement(s.parallel, s.cluster).group(GroupDim::Ep);
    const LinearCost intra = deepEpCost(inNode, s.cluster, 8);
    const double nvlinkGBps = 7.0 / 8.0 / intra.secondsPerByte / 1e9;
    QVERIFY2(nvlinkGBps > 153 * 0.95 && nvlinkGBps < 158 * 1.05, qPrintable(QString::number(nvlinkGBps)));
    s.cluster.nodes = 8;
    s.parallel.dp = 64;
    s.parallel.ep = 64;
    const GroupPlacement across = Placement(s.parallel, s.cluster).group(GroupDim::Ep);
    const LinearCost inter = deepEpCost(across, s.cluster, 8);
    const double rdmaGBps = inter.nicBytesPerByte / inter.secondsPerByte / 1e9; // NIC bytes per second
    QVERIFY2(rdmaGBps > 43 * 0.95 && rdmaGBps < 58 * 1.05, qPrintable(QString::number(rdmaGBps)));
}

void TestExpertRouting::deepEpShortensTheCrossNodeExchange()
{
    // Mixtral over 4 DGX H100 (EP 32, top-2): DeepEP sends 3(1-(3/4)^2) = 1.3125 network copies
    // per token, NCCL 2 x 3/4 = 1.5; the EP traffic on the NICs falls by that ratio, the
    // exposed EP time with it, and nothing else in the step moves.
    Scenario nccl = mixtral();
    nccl.cluster.nodes = 4;
    nccl.parallel.dp = 32;
    nccl.parallel.ep = 8;
    nccl.training.globalBatch = 256;
    nccl.model.moe->experts = 32;
    nccl.parallel.ep = 32;
    Scenario deepEp = nccl;
    deepEp.training.moe.dispatcher = MoeDispatcher::DeepEp;
    const Report a = estimate(nccl), b = estimate(deepEp);
    const auto epDim = [](const Report& r) -> const CommDimReport& {
        for (const CommDimReport& d : r.communication.dims)
            if (d.dim == "ep")
                return d;
        throw std::logic_error("no EP dimension");
    };
    QVERIFY(epDim(a).crossesNodes);
    QVERIFY(relClose(epDim(b).nicBytesPerStep / epDim(a).nicBytesPerStep, 1.3125 / 1.5, 1e-9));
    QVERIFY(epDim(b).timeS < epDim(a).timeS);
    QVERIFY(b.step.timeS < a.step.timeS);
    QCOMPARE(b.step.computeS, a.step.computeS);
    QCOMPARE(b.memory.peakBytes, a.memory.peakBytes);
    QVERIFY(allToAll(b).what.find("DeepEP") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestExpertRouting)
#include "tst_expert_routing.moc"
