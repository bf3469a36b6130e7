// Communication volumes and times against ZeRO §7, nccl-tests' bus-bandwidth factors,
// Narayanan's TP and PP volumes, and the seed article's data-parallel rule of thumb.

#include "testsupport.h"

#include "estimate/collectives.h"
#include "estimate/communication.h"

#include <QTest>

using namespace shardscope;
using testsupport::describe;
using testsupport::relClose;

namespace {

/** A cluster whose links run at exactly their nominal bandwidth with no latency. */
ClusterSpec idealCluster(double intraGBps, double interGBps)
{
    ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-h100");
    c.intraNode = {LinkKind::NvLink, intraGBps, 0.0, 1.0};
    c.interNode = {LinkKind::InfiniBand, interGBps, 0.0, 1.0};
    return c;
}

GroupPlacement networkGroup(int size)
{
    GroupPlacement g;
    g.size = size;
    g.link = LinkClass::Network;
    g.crossesNodes = true;
    g.membersPerNode = 1;
    return g;
}

Collective collectiveNamed(const std::string& name)
{
    if (name == "allreduce")
        return Collective::AllReduce;
    if (name == "allgather")
        return Collective::AllGather;
    if (name == "reducescatter")
        return Collective::ReduceScatter;
    if (name == "alltoall")
        return Collective::AllToAll;
    return Collective::SendRecv;
}

} // namespace

class TestCommunication : public QObject
{
    Q_OBJECT
private slots:
    void busFactors_data();
    void busFactors();
    void busBandwidthExample();
    void zeroVolumes_data();
    void zeroVolumes();
    void dataParallelAllReduce7B();
    void tensorParallelPerLayer();
    void pipelineTransfers();
    void hierarchicalBandwidth();
    void expertAllToAll();
    void contextParallelKv();
};

void TestCommunication::busFactors_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("expected");
    const auto c = testsupport::loadJson("reference/communication.json")["bus_factors"];
    for (const auto& [n, ops] : c["factors"].items())
        for (const auto& [op, value] : ops.items())
            QTest::addRow("%s n=%s", op.c_str(), n.c_str()) << QString::fromStdString(op) << std::stoi(n)
                                                          << value.get<double>();
}

void TestCommunication::busFactors()
{
    QFETCH(QString, op);
    QFETCH(int, n);
    QFETCH(double, expected);
    QCOMPARE(busFactor(collectiveNamed(op.toStdString()), n), expected);
}

void TestCommunication::busBandwidthExample()
{
    // nccl-tests: busbw = algbw x 2(n-1)/n; a 1 GB all-reduce on 8 ranks at 360 GB/s busbw.
    const auto e = testsupport::loadJson("reference/communication.json")["bus_factors"]["example"];
    GroupPlacement g = networkGroup(e["n"]);
    g.link = LinkClass::NvLink;
    const ClusterSpec c = idealCluster(e["busbw_GBps"].get<double>(), 50);
    const CollectiveCost cost = collectiveCost(Collective::AllReduce, e["message_bytes"].get<double>(), g, c);
    QVERIFY(relClose(cost.transfer, e["time_s"].get<double>(), 1e-9));
    // The latency term: NCCL's base cost plus 2(n-1) ring steps.
    QVERIFY(relClose(cost.latency, kCollectiveBaseLatencyS, 1e-9));
}

void TestCommunication::zeroVolumes_data()
{
    QTest::addColumn<int>("stage");
    for (int stage = 0; stage <= 3; ++stage)
        QTest::addRow("ZeRO-%d", stage) << stage;
}

void TestCommunication::zeroVolumes()
{
    QFETCH(int, stage);
    const auto c = testsupport::loadJson("reference/communication.json")["zero_volume"];
    TrainingSpec t;
    t.precision = Precision::Bf16;
    t.mainGrads = GradPrecision::Bf16; // the case's 2-byte gradients
    const GroupPlacement g = networkGroup(c["dp"]);
    const GradientTraffic traffic =
        gradientTraffic(c["params"].get<double>(), g, stage, c["microbatches"].get<int>(), t, idealCluster(300, 50));
    const std::string key = std::to_string(stage);
    const double expected = c["bytes_sent_per_gpu_per_step"][key].get<double>();
    QVERIFY2(relClose(traffic.bytesPerStep, expected, c["tolerance_rel"].get<double>()),
             qPrintable(describe(traffic.bytesPerStep, expected)));
    const double psiUnits = traffic.bytesPerStep / (c["params"].get<double>() * 2.0 * (63.0 / 64.0));
    QVERIFY(std::abs(psiUnits - c["volume_in_units_of_psi"][key].get<double>()) < 1e-9);
    // With gradient accumulation ZeRO-3 gathers again for every micro-batch.
    if (stage == 3) {
        const GradientTraffic four = gradientTraffic(c["params"].get<double>(), g, 3, 4, t, idealCluster(300, 50));
        QVERIFY(relClose(four.bytesPerStep, 4 * expected, 1e-12));
    }
}

void TestCommunication::dataParallelAllReduce7B()
{
    const auto c = testsupport::loadJson("reference/communication.json")["dp_allreduce_7b"];
    const auto& e = c["expected"];
    const GroupPlacement g = networkGroup(c["dp"]);
    const ClusterSpec cluster = idealCluster(300, c["busbw_GBps"].get<double>());
    TrainingSpec t;
    for (bool fp32 : {false, true}) {
        t.mainGrads = fp32 ? GradPrecision::Fp32 : GradPrecision::Bf16;
        const GradientTraffic traffic = gradientTraffic(c["params"].get<double>(), g, 0, 1, t, cluster);
        const std::string suffix = fp32 ? "fp32" : "bf16";
        QCOMPARE(traffic.calls[0].bytes, e["grad_buffer_bytes_" + suffix].get<double>());
        QVERIFY(relClose(traffic.bytesPerStep, e["bytes_on_wire_per_gpu_" + suffix].get<double>(), 1e-6));
        const double transfer = collectiveCost(Collective::AllReduce, traffic.calls[0].bytes, g, cluster).transfer;
        QVERIFY2(relClose(transfer, e["time_s_" + suffix].get<double>(), 1e-6),
                 qPrintable(describe(transfer, e["time_s_" + suffix].get<double>())));
    }
}

void TestCommunication::tensorParallelPerLayer()
{
    const auto c = testsupport::loadJson("reference/communication.json")["tp_per_layer_gpt3"];
    const auto& e = c["expected"];
    ModelSpec m;
    m.layers = c["model"]["layers"];
    m.hidden = c["model"]["hidden"];
    m.heads = m.kvHeads = c["model"]["heads"];
    m.ffnHidden = 4 * m.hidden;
    m.activation = Activation::Gelu;
    ParallelConfig p;
    p.tp = c["tp"];
    p.pp = c["pp"];
    const ClusterSpec cluster = idealCluster(c["nvlink_GBps"].get<double>(), 50);
    const Placement placement(p, cluster);
    ActivationContext ctx;
    ctx.seq = ctx.seqLocal = c["model"]["seq"].get<double>();
    ctx.microBatch = c["micro_batch"].get<double>();
    ctx.tp = p.tp;
    for (bool sp : {false, true}) { // SP replaces each all-reduce by RS + AG: same volume
        ctx.sequenceParallel = sp;
        ctx.recompute = Recompute::None;
        const LayerComm comm = layerComm(m, false, ctx, placement, cluster);
        QVERIFY(relClose(comm.tpBytes, e["bytes_on_wire_per_gpu_per_layer_per_microbatch"].get<double>(), 1e-9));
        QVERIFY(relClose(12 * comm.tpBytes, e["per_stage_per_microbatch_12_layers"].get<double>(), 1e-9));
        const double transfer = (comm.tpForward + comm.tpBackward) - 4 * kCollectiveBaseLatencyS -
                                4 * 2 * (p.tp - 1) * cluster.intraNode.latencyUs * 1e-6;
        QVERIFY2(relClose(transfer, e["time_per_layer_s_at_300GBps"].get<double>(), 1e-6),
                 qPrintable(describe(transfer, e["time_per_layer_s_at_300GBps"].get<double>())));
    }
    // Full recompute re-runs the forward's two all-reduces.
    ctx.recompute = Recompute::Full;
    const LayerComm full = layerComm(m, false, ctx, placement, cluster);
    QVERIFY(relClose(full.tpBytes, 1.5 * e["bytes_on_wire_per_gpu_per_layer_per_microbatch"].get<double>(), 1e-9));
}

void TestCommunication::pipelineTransfers()
{
    const auto c = testsupport::loadJson("reference/communication.json")["pp_p2p_gpt3"];
    const auto& e = c["expected"];
    ModelSpec m;
    m.hidden = c["model"]["hidden"];
    m.heads = m.kvHeads = 96;
    ParallelConfig p;
    p.tp = c["tp"];
    p.pp = 8;
    const ClusterSpec cluster = idealCluster(300, 25);
    const Placement placement(p, cluster);
    ActivationContext ctx;
    ctx.seq = ctx.seqLocal = c["model"]["seq"].get<double>();
    ctx.microBatch = c["micro_batch"].get<double>();
    ctx.tp = p.tp;
    const P2pTransfer t = pipelineTransfer(m, ctx, placement, cluster);
    const double tensor = e["bytes_per_microbatch_per_boundary_each_direction"].get<double>();
    QCOMPARE(t.bytes * p.tp, tensor);
    QCOMPARE(t.bytes, e["bytes_over_ib_with_scatter_gather"].get<double>());
    const int m_ = c["microbatches"];
    QCOMPARE(2.0 * m_ * tensor, e["per_step_per_gpu_send_fwd_plus_bwd"].get<double>());
    QVERIFY(placement.group(GroupDim::Pp).crossesNodes); // PP stride 8 = one node per stage
}

void TestCommunication::hierarchicalBandwidth()
{
    // A group with all 8 GPUs of each node in it uses all 8 NICs: busbw = min(NVLink, 8 x NIC),
    // as nccl-tests measure on multi-node DGX A100 (192 GB/s with 8 x 25 GB/s HDR).
    ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-a100-80gb");
    GroupPlacement g = networkGroup(64);
    g.membersPerNode = 8;
    const LinkPath wide = linkPath(g, c, Collective::AllReduce);
    QVERIFY(relClose(wide.busBandwidth,
                     std::min(300e9 * c.intraNode.efficiency, 8 * 25e9 * c.interNode.efficiency), 1e-12));
    g.membersPerNode = 1; // one GPU per node: a single NIC
    QVERIFY(relClose(linkPath(g, c, Collective::AllReduce).busBandwidth, 25e9 * c.interNode.efficiency, 1e-12));
    // Across leaf switches the oversubscription divides the network share.
    c.topology.oversubscription = 2;
    g.link = LinkClass::NetworkSpine;
    QVERIFY(relClose(linkPath(g, c, Collective::AllReduce).busBandwidth, 12.5e9 * c.interNode.efficiency, 1e-12));
}

void TestCommunication::expertAllToAll()
{
    // Seed article: "EP = 2 x routed token volume". Per MoE layer and micro-batch it is
    // dispatch + combine, forward and backward: 4 x k x b·s·h x 2 B x (e-1)/e.
    ModelSpec m = PresetLibrary::builtin().modelSpec("mixtral-8x7b");
    ParallelConfig p;
    p.ep = 8;
    p.dp = 8;
    const ClusterSpec cluster = idealCluster(450, 50);
    const Placement placement(p, cluster);
    ActivationContext ctx;
    ctx.seq = ctx.seqLocal = 4096;
    ctx.microBatch = 1;
    const LayerComm c = layerComm(m, true, ctx, placement, cluster);
    const double expected = 4.0 * 2 * 4096 * 4096 * 2.0 * 7.0 / 8.0;
    QVERIFY(relClose(c.epBytes, expected, 1e-12));
    QCOMPARE(layerComm(m, false, ctx, placement, cluster).epBytes, 0.0); // dense layers: none
}

void TestCommunication::contextParallelKv()
{
    // Megatron CP: each rank gathers the other ranks' K and V, (c-1)·2·(s/c)·g·d_h·2 bytes per
    // layer forward, the same reduce-scattered backward; GQA cuts it by a/g.
    ModelSpec m = PresetLibrary::builtin().modelSpec("llama-3.1-405b");
    ParallelConfig p;
    p.cp = 16;
    p.tp = 8;
    const ClusterSpec cluster = idealCluster(450, 50);
    const Placement placement(p, cluster);
    ActivationContext ctx;
    ctx.seq = 131072;
    ctx.seqLocal = ctx.seq / 16;
    ctx.microBatch = 1;
    ctx.tp = 8;
    const LayerComm c = layerComm(m, false, ctx, placement, cluster);
    const double perRank = 15.0 * 2 * (131072 / 16.0) * 8 * 128 * 2 / 8; // KV heads split over TP
    QVERIFY(relClose(c.cpBytes, 2 * perRank, 1e-12));
}

QTEST_APPLESS_MAIN(TestCommunication)
#include "tst_communication.moc"
