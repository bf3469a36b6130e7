// Communication volumes and times against ZeRO §7, nccl-tests' bus-bandwidth factors,
// Narayanan's TP and PP volumes, and the seed article's data-parallel rule of thumb.

#include "testsupport.h"

#include "core/estimate/collectives.h"
#include "core/estimate/communication.h"
#include "core/estimate/kernels.h"
#include "core/estimate/overlapwindows.h"
#include "core/io/builtinpresets.h"
#include "core/io/scenariofile.h"
#include "core/io/inputerror.h"
#include "core/io/jsonfields.h"
#include "core/io/specjson.h"

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
    void sequenceParallelRegather_data();
    void sequenceParallelRegather();
    void torchNativeTensorParallel_data();
    void torchNativeTensorParallel();
    void kernelRolesCoverEveryGemm_data();
    void kernelRolesCoverEveryGemm();
    void pipelineTransfers();
    void hierarchicalBandwidth();
    void spineCarriesWhatLeavesTheLeaf();
    void expertAllToAll();
    void contextParallelKv_data();
    void contextParallelKv();
    void allReduceFitMatchesNcclTests_data();
    void allReduceFitMatchesNcclTests();
    void groupOverTwoNodes();
    void nodeNicsAreShared();
    void linkJson_data();
    void linkJson();
    void linkJsonRoundTrip();
    void allToAllLatencyByGroupSize_data();
    void allToAllLatencyByGroupSize();
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
    // SP replaces each all-reduce by RS + AG (same volume) and adds the backward's re-gather
    // of the two column-parallel inputs: two more all-gathers, a quarter more bytes.
    for (bool sp : {false, true}) {
        ctx.sequenceParallel = sp;
        ctx.recompute = Recompute::None;
        const double extra = sp ? 1.25 : 1.0;
        const LayerComm comm = layerComm(m, false, ctx, placement, cluster);
        QVERIFY(relClose(comm.tpBytes, extra * e["bytes_on_wire_per_gpu_per_layer_per_microbatch"].get<double>(), 1e-9));
        QVERIFY(relClose(12 * comm.tpBytes, extra * e["per_stage_per_microbatch_12_layers"].get<double>(), 1e-9));
        // Each all-reduce, or with SP each all-gather and reduce-scatter, pays the base cost.
        const double calls = sp ? 10 : 4;
        const double transfer = (comm.tpForward + comm.tpBackward) - calls * kCollectiveBaseLatencyS -
                                4 * 2 * (p.tp - 1) * cluster.intraNode.latencyUs * 1e-6;
        QVERIFY2(relClose(transfer, extra * e["time_per_layer_s_at_300GBps"].get<double>(), 1e-6),
                 qPrintable(describe(transfer, extra * e["time_per_layer_s_at_300GBps"].get<double>())));
    }
    // Full recompute re-runs the forward's collectives: two all-reduces, or two AG + two RS.
    ctx.recompute = Recompute::Full;
    for (bool sp : {false, true}) {
        ctx.sequenceParallel = sp;
        const LayerComm full = layerComm(m, false, ctx, placement, cluster);
        QVERIFY(relClose(full.tpBytes, (sp ? 1.75 : 1.5) * e["bytes_on_wire_per_gpu_per_layer_per_microbatch"].get<double>(), 1e-9));
    }
}

void TestCommunication::sequenceParallelRegather_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("moe");
    QTest::addColumn<double>("regathers"); // per layer
    QTest::newRow("dense: QKV and fc1") << "llama-3-70b" << false << 2.0;
    QTest::newRow("MoE: QKV only (the MLP is the token dispatcher)") << "mixtral-8x7b" << true << 1.0;
}

void TestCommunication::sequenceParallelRegather()
{
    // Megatron-Core saves the SP-sharded input of a column-parallel layer and all-gathers it
    // again in the backward for the weight gradient (layers.py,
    // LinearWithGradAccumulationAndAsyncCommunication.backward): one more all-gather of b·s·h
    // per column-parallel GEMM, none without SP.
    QFETCH(QString, model);
    QFETCH(bool, moe);
    QFETCH(double, regathers);
    Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin());
    s.model = PresetLibrary::builtin().modelSpec(model.toStdString());
    s.parallel.tp = 8;
    s.parallel.sequenceParallel = true;
    s.training.recompute = Recompute::Selective;
    const Placement placement(s.parallel, s.cluster);
    const ActivationContext ctx = makeActivationContext(s);
    const LayerComm sp = layerComm(s.model, moe, ctx, placement, s.cluster);
    const double message = ctx.seqLocal * ctx.microBatch * double(s.model.hidden) * 2.0;
    const double ag = collectiveSeconds(Collective::AllGather, message, placement.group(GroupDim::Tp), s.cluster);
    const double rs = collectiveSeconds(Collective::ReduceScatter, message, placement.group(GroupDim::Tp), s.cluster);
    QVERIFY(relClose(sp.tpRegather, ag, 1e-12));
    QVERIFY2(relClose(sp.tpBackward, 2 * (ag + rs) + regathers * ag, 1e-12),
             qPrintable(describe(sp.tpBackward, 2 * (ag + rs) + regathers * ag)));
    QVERIFY(relClose(sp.tpForward, 2 * (ag + rs), 1e-12));
    const TpCallCounts calls = tpCallCounts(moe, ctx);
    QCOMPARE(calls.allGather, 4 + regathers);
    QCOMPARE(calls.reduceScatter, 4.0);
    s.parallel.sequenceParallel = false;
    const ActivationContext noSp = makeActivationContext(s);
    QCOMPARE(layerComm(s.model, moe, noSp, placement, s.cluster).tpRegather, 0.0);
    QCOMPARE(tpCallCounts(moe, noSp).allGather, 0.0);
}

void TestCommunication::torchNativeTensorParallel_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("gatherBytes"); // per value of each SP all-gather
    QTest::addColumn<double>("regathers");   // backward re-gathers per dense layer
    // Megatron-Core re-gathers QKV's and fc1's sharded inputs for their weight gradients.
    QTest::newRow("Megatron bf16") << "fused" << "bf16" << 2.0 << 2.0;
    QTest::newRow("Megatron fp8-current") << "fused" << "fp8-current" << 2.0 << 2.0;
    // DTensor TP: autograd saves the gathered input, no re-gather.
    QTest::newRow("torchtitan bf16") << "compiled" << "bf16" << 2.0 << 0.0;
    // torchao's Float8ColwiseParallel / PrepareFloat8ModuleInput gather FP8 inputs, and
    // Float8RowwiseParallel casts the output gradient to FP8 before its all-gather.
    QTest::newRow("torchtitan tensorwise Float8") << "compiled" << "fp8-current" << 1.0 << 0.0;
    QTest::newRow("torchtitan eager Float8") << "eager" << "fp8-current" << 1.0 << 0.0;
}

void TestCommunication::torchNativeTensorParallel()
{
    QFETCH(QString, fusion);
    QFETCH(QString, precision);
    QFETCH(double, gatherBytes);
    QFETCH(double, regathers);
    nlohmann::json text = nlohmann::json::parse(defaultScenarioText());
    text["parallel"]["sequence_parallel"] = true;
    text["training"]["kernel_fusion"] = fusion.toStdString();
    text["training"]["precision"] = precision.toStdString();
    text["training"]["recompute"] = "full";
    const Scenario s = parseScenario(text.dump(), PresetLibrary::builtin());
    QVERIFY(s.parallel.tp > 1);
    const Placement placement(s.parallel, s.cluster);
    const ActivationContext ctx = makeActivationContext(s);
    const LayerComm c = layerComm(s.model, false, ctx, placement, s.cluster);
    const GroupPlacement& tp = placement.group(GroupDim::Tp);
    const double tokensHidden = ctx.seqLocal * ctx.microBatch * double(s.model.hidden);
    const double ag = collectiveSeconds(Collective::AllGather, gatherBytes * tokensHidden, tp, s.cluster);
    const double rs = collectiveSeconds(Collective::ReduceScatter, 2.0 * tokensHidden, tp, s.cluster);
    const double regather = collectiveSeconds(Collective::AllGather, 2.0 * tokensHidden, tp, s.cluster);
    QCOMPARE(c.tpGatherMessage, gatherBytes * tokensHidden);
    QVERIFY(relClose(c.tpForward, 2 * (ag + rs), 1e-12));
    // Backward: the output gradients' gathers, the input gradients' reduce-scatters, the
    // re-gathers where the launcher has them, and full recompute's second forward.
    QVERIFY2(relClose(c.tpBackward, 2 * (ag + rs) + regathers * regather + 2 * (ag + rs), 1e-12),
             qPrintable(describe(c.tpBackward, 2 * (ag + rs) + regathers * regather + 2 * (ag + rs))));
    const TpCallCounts calls = tpCallCounts(false, ctx);
    QCOMPARE(calls.allGather, 6 + regathers);
    QCOMPARE(calls.reduceScatter, 6.0);
    // Wire bytes per GPU: every call moves (t - 1) / t of its buffer.
    const double bus = busFactor(Collective::AllGather, tp.size);
    const double wire = bus * (6 * gatherBytes * tokensHidden + regathers * 2 * tokensHidden + 6 * 2 * tokensHidden);
    QVERIFY2(relClose(c.tpBytes, wire, 1e-12), qPrintable(describe(c.tpBytes, wire)));
}

void TestCommunication::kernelRolesCoverEveryGemm_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("flash");
    for (const char* m : {"llama-3-70b", "gpt-3-175b", "mixtral-8x7b", "deepseek-v3"})
        for (bool flash : {true, false})
            QTest::addRow("%s %s", m, flash ? "flash" : "unfused") << QString::fromLatin1(m) << flash;
}

void TestCommunication::kernelRolesCoverEveryGemm()
{
    // The windows collectives hide behind are read from the compute model's kernel list by
    // role: every GEMM of every layer kind must have one, so a renamed kernel cannot silently
    // drop out of a window; and the windows are the kernels' own times.
    QFETCH(QString, model);
    QFETCH(bool, flash);
    Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin());
    s.model = PresetLibrary::builtin().modelSpec(model.toStdString());
    s.parallel.tp = 4;
    s.parallel.sequenceParallel = true;
    s.parallel.ep = s.model.isMoe() ? 4 : 1;
    s.training.flashAttention = flash;
    const ActivationContext ctx = makeActivationContext(s);
    for (bool moe : {false, true}) {
        if (moe && !s.model.isMoe())
            continue;
        KernelList list;
        layerKernels(s, ctx, moe, list);
        timeKernels(list, kernelRates(s.cluster, s.training.precision));
        double forward = 0, columnWgrad = 0;
        for (const Kernel& k : list) {
            const KernelRole role = kernelRole(k);
            if (k.kind == KernelKind::Gemm || k.kind == KernelKind::GroupedGemm || k.kind == KernelKind::FlashAttention ||
                k.kind == KernelKind::BatchedGemm)
                QVERIFY2(role != KernelRole::Other, k.name);
            if (k.pass == KernelPass::Forward)
                forward += k.seconds;
            if (k.pass == KernelPass::WeightGrad && (role == KernelRole::AttentionIn || role == KernelRole::MlpIn))
                columnWgrad += k.seconds;
        }
        const LayerWindows w = layerWindows(list);
        QVERIFY(w.attnInForward > 0 && w.attnOutForward > 0 && w.attentionForward > 0 && w.attentionBackward > 0);
        QCOMPARE(w.mlpInForward > 0, !moe || s.model.moe->sharedExperts > 0);
        QVERIFY(relClose(w.forward, forward, 1e-12));
        QVERIFY(relClose(w.attnInWeightGrad + w.mlpInWeightGrad, columnWgrad, 1e-12));
        QVERIFY(w.attnInForward + w.attnOutForward + w.mlpInForward + w.mlpOutForward + w.attentionForward <= w.forward);
    }
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

void TestCommunication::spineCarriesWhatLeavesTheLeaf()
{
    // Every group of a dimension runs its collective at once; a leaf's uplinks carry
    // 1 / oversubscription of its NICs' traffic. A ring over 64 nodes in 2 leaves leaves a
    // leaf on 2 of its 64 hops: 1:7 uplinks carry that at the NIC's rate. Over 8 nodes in 4
    // leaves, half the hops leave: 7 x 0.5 = 3.5 times slower than the NIC. An all-to-all over
    // 2 leaves sends half its bytes to the other: 3.5 as well.
    ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-a100-80gb");
    c.topology.oversubscription = 7;
    GroupPlacement g = networkGroup(64);
    g.membersPerNode = 1;
    g.link = LinkClass::NetworkSpine;
    g.leavesSpanned = 2;
    g.nodesSpanned = 64;
    const auto busbw = [&](GroupPlacement group, Collective kind, bool spine) {
        group.link = spine ? LinkClass::NetworkSpine : LinkClass::Network;
        return linkPath(group, c, kind).busBandwidth;
    };
    QCOMPARE(spineShare(g, Collective::AllReduce), 2.0 / 64.0);
    QCOMPARE(busbw(g, Collective::AllReduce, true), busbw(g, Collective::AllReduce, false));
    QCOMPARE(spineShare(g, Collective::AllToAll), 0.5);
    QVERIFY(relClose(busbw(g, Collective::AllToAll, true), busbw(g, Collective::AllToAll, false) / 3.5, 1e-12));
    GroupPlacement narrow = networkGroup(8);
    narrow.membersPerNode = 1;
    narrow.link = LinkClass::NetworkSpine;
    narrow.leavesSpanned = 4;
    narrow.nodesSpanned = 8;
    QVERIFY(relClose(busbw(narrow, Collective::AllReduce, true), busbw(narrow, Collective::AllReduce, false) / 3.5, 1e-12));
    // Where the spanned leaves are not known, every hop crosses (the oversubscription whole).
    GroupPlacement unknown = narrow;
    unknown.leavesSpanned = 0;
    QVERIFY(relClose(busbw(unknown, Collective::AllReduce, true), busbw(unknown, Collective::AllReduce, false) / 7, 1e-12));
    // Inside a leaf nothing crosses.
    narrow.link = LinkClass::Network;
    QCOMPARE(spineShare(narrow, Collective::AllReduce), 0.0);
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

void TestCommunication::contextParallelKv_data()
{
    QTest::addColumn<bool>("pytorch");   // PyTorch's context_parallel (torchtitan) or Megatron's ring
    QTest::addColumn<int>("recompute");  // Recompute
    QTest::addColumn<bool>("coreAttn");  // Megatron's core_attn module in the selective recompute
    QTest::addColumn<double>("buffers"); // wire bytes per GPU per layer, in gathered K/V buffers
    QTest::addColumn<double>("gradRounds"); // fp32 dK/dV chunk sends in the backward
    // Llama 3.1 405B, TP 8, CP 16, s = 128K: the gathered buffer moves (c-1)/c of itself.
    const double ring = 15.0 / 16;
    // Megatron CP: K and V gathered forward, dK and dV reduce-scattered backward.
    QTest::newRow("Megatron, selective without core_attn") << false << int(Recompute::Selective) << false << 2 * ring << 0.0;
    // core_attn recompute re-runs the attention kernel, and with it the forward's gather.
    QTest::newRow("Megatron, core_attn recomputed") << false << int(Recompute::Selective) << true << 3 * ring << 0.0;
    QTest::newRow("Megatron, full recompute") << false << int(Recompute::Full) << false << 3 * ring << 0.0;
    // PyTorch: gathered forward and again backward, then 16 fp32 chunks of dK/dV, one a block.
    QTest::newRow("PyTorch, no recompute") << true << int(Recompute::None) << false << 2 * ring << 16.0;
    QTest::newRow("PyTorch, full recompute") << true << int(Recompute::Full) << false << 3 * ring << 16.0;
}

void TestCommunication::contextParallelKv()
{
    // Each rank gathers the other ranks' K and V, (c-1)·2·(s/c)·g·d_h·2 bytes per layer: GQA's
    // g = 8 KV heads for Megatron (split over TP 8), every query head (128 / 8 per rank) where
    // torchtitan's repeat_kv ran before SDPA. PyTorch's dK/dV chunks are fp32: 2·buffer/c each.
    QFETCH(bool, pytorch);
    QFETCH(int, recompute);
    QFETCH(bool, coreAttn);
    QFETCH(double, buffers);
    QFETCH(double, gradRounds);
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
    ctx.recompute = Recompute(recompute);
    ctx.modules.coreAttn = coreAttn;
    ctx.cpAllGatherAtQueryHeads = pytorch;
    const LayerComm c = layerComm(m, false, ctx, placement, cluster);
    const double heads = pytorch ? 128.0 / 8 : 8.0 / 8;
    const double buffer = 131072.0 * 2 * heads * 128 * 2;
    const double expected = buffers * buffer + gradRounds * 2.0 * buffer / 16;
    QVERIFY2(relClose(c.cpBytes, expected, 1e-12), qPrintable(describe(c.cpBytes, expected)));
    QCOMPARE(c.cpGradRound > 0, pytorch);
    QCOMPARE(c.cpRecompute > 0, buffers > 2.0 * 15 / 16 + 1e-9);
}

QTEST_APPLESS_MAIN(TestCommunication)
#include "tst_communication.moc"

void TestCommunication::allReduceFitMatchesNcclTests_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("measuredS");
    const auto c = testsupport::loadJson("reference/communication.json")["nccl_allreduce_a100"];
    for (const auto& pt : c["points"])
        QTest::addRow("%d GPUs, %.0f MiB", pt[0].get<int>(), pt[1].get<double>() / 1048576.0)
            << pt[0].get<int>() << pt[1].get<double>() << pt[2].get<double>() * 1e-6;
}

void TestCommunication::allReduceFitMatchesNcclTests()
{
    // The preset's NVLink fit reproduces nccl-tests on one DGX A100 within the fit's own
    // maximum error over its 77 points.
    QFETCH(int, gpus);
    QFETCH(double, bytes);
    QFETCH(double, measuredS);
    const double tolerance = testsupport::loadJson("reference/communication.json")["nccl_allreduce_a100"]["tolerance_rel"];
    const ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-a100-80gb");
    GroupPlacement g;
    g.size = gpus;
    g.link = LinkClass::NvLink;
    g.membersPerNode = gpus;
    const double t = collectiveSeconds(Collective::AllReduce, bytes, g, c);
    QVERIFY2(relClose(t, measuredS, tolerance), qPrintable(describe(t, measuredS)));
}

void TestCommunication::groupOverTwoNodes()
{
    // 16 ranks, 8 on each of 2 DGX A100: NCCL's ring runs its in-node hops over NVLink and
    // its node-crossing hops over all 8 NICs at once; the slower tier sets the bandwidth and
    // each NIC carries 1/8 of the rank's wire bytes.
    const ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-a100-80gb");
    GroupPlacement g = networkGroup(16);
    g.membersPerNode = 8;
    const double bytes = 1e9;
    const CollectiveFit nv = c.intraNode.fit(Collective::AllReduce);
    const CollectiveFit ib = c.interNode.fit(Collective::AllReduce);
    const double nvlink = 300e9 * nv.efficiency, nics = 8 * 25e9 * ib.efficiency;
    const LinearCost line = linearCost(Collective::AllReduce, g, c);
    QVERIFY(relClose(line.secondsPerByte, busFactor(Collective::AllReduce, 16) / std::min(nvlink, nics), 1e-12));
    QVERIFY(relClose(line.latency, std::max(nv.fixedLatencyUs, ib.fixedLatencyUs) * 1e-6 + 30 * ib.stepLatencyUs * 1e-6, 1e-12));
    QVERIFY(relClose(line.nicBytesPerByte, busFactor(Collective::AllReduce, 16) / 8, 1e-12));
    // Slower than the same 16 ranks would be on NVLink alone, faster than a single NIC.
    GroupPlacement one = g;
    one.membersPerNode = 1;
    QVERIFY(line.seconds(bytes) < linearCost(Collective::AllReduce, one, c).seconds(bytes) / 4);
    // Inside the node the all-gather uses its own fit, not the all-reduce's.
    GroupPlacement node;
    node.size = 8;
    node.link = LinkClass::NvLink;
    const double ag = collectiveCost(Collective::AllGather, bytes, node, c).transfer;
    QVERIFY(relClose(ag, bytes * 7.0 / 8.0 / (300e9 * c.intraNode.fit(Collective::AllGather).efficiency), 1e-12));
    QVERIFY(c.intraNode.fit(Collective::AllGather).efficiency < nv.efficiency);
}

void TestCommunication::nodeNicsAreShared()
{
    // With 4 NICs for 8 GPUs, the 8 DP groups of a TP-8 node share them: each rank's share
    // halves, and each NIC carries two ranks' bytes. All-to-all and send/receive use one NIC
    // share per GPU whatever the group's members per node.
    ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-h100");
    GroupPlacement g = networkGroup(32);
    const double full = linkPath(g, c, Collective::AllReduce).busBandwidth;
    const double fullNic = linkPath(g, c, Collective::AllReduce).nicBytesPerByte;
    c.interNode.nicsPerNode = 4;
    QVERIFY(relClose(linkPath(g, c, Collective::AllReduce).busBandwidth, full / 2, 1e-12));
    QVERIFY(relClose(linkPath(g, c, Collective::AllReduce).nicBytesPerByte, 2 * fullNic, 1e-12));
    g.membersPerNode = 4;
    const double a2a = linkPath(g, c, Collective::AllToAll).busBandwidth;
    QVERIFY(relClose(a2a, 50e9 * 4 / 8 * c.interNode.fit(Collective::AllToAll).efficiency, 1e-12));
    QVERIFY(relClose(linkPath(g, c, Collective::SendRecv).busBandwidth, a2a, 1e-12));
}

void TestCommunication::linkJson_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("error"); // empty: loads
    QTest::addRow("legacy keys") << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":0.6,"efficiency":0.78})" << "";
    QTest::addRow("per-op fit") << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"collectives":{"all_gather":{"efficiency":0.6,"step_latency_us":9,"fixed_latency_us":23}}})" << "";
    QTest::addRow("fit without latency")
        << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"collectives":{"all_gather":{"efficiency":0.6,"fixed_latency_us":23}}})"
        << "cluster.intra_node.collectives.all_gather.step_latency_us";
    QTest::addRow("unknown op")
        << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"collectives":{"allgather":{"efficiency":0.6,"step_latency_us":1,"fixed_latency_us":2}}})"
        << "cluster.intra_node.collectives.allgather";
    QTest::addRow("efficiency out of range")
        << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"collectives":{"send_recv":{"efficiency":6,"step_latency_us":1,"fixed_latency_us":2}}})"
        << "cluster.intra_node.collectives.send_recv.efficiency";
    QTest::addRow("fixed latency by group size")
        << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"collectives":{"all_gather":{"efficiency":0.6,"step_latency_us":9,"fixed_latency_us":23,"fixed_latency_us_by_group_size":{"2":51,"8":0}}}})"
        << "";
    QTest::addRow("group size not an integer")
        << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"collectives":{"all_gather":{"efficiency":0.6,"step_latency_us":9,"fixed_latency_us":23,"fixed_latency_us_by_group_size":{"two":51}}}})"
        << "cluster.intra_node.collectives.all_gather.fixed_latency_us_by_group_size.two";
    QTest::addRow("negative latency for a group size")
        << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"collectives":{"all_gather":{"efficiency":0.6,"step_latency_us":9,"fixed_latency_us":23,"fixed_latency_us_by_group_size":{"4":-1}}}})"
        << "cluster.intra_node.collectives.all_gather.fixed_latency_us_by_group_size.4";
    QTest::addRow("negative slowdown") << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"overlap_slowdown":-0.1})"
                                       << "cluster.intra_node.overlap_slowdown";
    QTest::addRow("zero3 overlap above 1") << R"({"kind":"nvlink","bandwidth_GBps":300,"latency_us":2,"zero3_overlap":1.5})"
                                           << "cluster.intra_node.zero3_overlap";
}

void TestCommunication::linkJson()
{
    QFETCH(QString, link);
    QFETCH(QString, error);
    nlohmann::json cluster = writeClusterFields(PresetLibrary::builtin().clusterSpec("dgx-a100-80gb"));
    cluster["intra_node"] = nlohmann::json::parse(link.toStdString());
    ObjectReader reader(cluster, "cluster");
    try {
        const ClusterSpec c = readClusterFields(reader);
        reader.finish();
        QVERIFY2(error.isEmpty(), "loaded a bad link");
        // Operations without their own fit use the link's efficiency and latencies: the
        // meaning "efficiency" and "latency_us" had before per-operation fits.
        const CollectiveFit ar = c.intraNode.fit(Collective::AllReduce);
        QCOMPARE(ar.efficiency, c.intraNode.efficiency);
        QCOMPARE(ar.stepLatencyUs, c.intraNode.latencyUs);
        QVERIFY(relClose(ar.fixedLatencyUs, kCollectiveBaseLatencyS * 1e6, 1e-12));
        if (c.intraNode.collectives[size_t(Collective::AllGather)]) {
            const CollectiveFit ag = c.intraNode.fit(Collective::AllGather);
            QCOMPARE(ag.stepLatencyUs, 9.0);
            if (ag.groupSizeCount > 0) { // listed sizes their own, others the fit's
                QCOMPARE(ag.fixedLatencyForUs(2), 51.0);
                QCOMPARE(ag.fixedLatencyForUs(8), 0.0);
                QCOMPARE(ag.fixedLatencyForUs(4), 23.0);
            }
        }
    } catch (const InputError& e) {
        QVERIFY2(!error.isEmpty(), e.what());
        QVERIFY2(e.path() == error.toStdString(), e.what());
    }
}

void TestCommunication::allToAllLatencyByGroupSize_data()
{
    // SimuMax's B200 all-to-all fit: fixed 51.06 us over 2 GPUs, 19.21 over 4, 0 over 8
    // (configs/system/b200_bf16_ceperm.json, fixed_latency_us_by_comm_num).
    QTest::addColumn<int>("ep");
    QTest::addColumn<double>("fixedUs");
    QTest::newRow("EP 2") << 2 << 51.06;
    QTest::newRow("EP 4") << 4 << 19.21;
    QTest::newRow("EP 8") << 8 << 0.0;
}

void TestCommunication::allToAllLatencyByGroupSize()
{
    QFETCH(int, ep);
    QFETCH(double, fixedUs);
    const ClusterSpec c = PresetLibrary::builtin().clusterSpec("dgx-b200");
    GroupPlacement g;
    g.size = ep;
    g.link = LinkClass::NvLink;
    g.membersPerNode = ep;
    const CollectiveCost cost = collectiveCost(Collective::AllToAll, 1e6, g, c);
    const CollectiveFit fit = c.intraNode.fit(Collective::AllToAll);
    const double expected = fixedUs * 1e-6 + (ep - 1) * fit.stepLatencyUs * 1e-6;
    QVERIFY2(relClose(cost.latency, expected, 1e-9), qPrintable(describe(cost.latency, expected)));
}

void TestCommunication::linkJsonRoundTrip()
{
    // Every preset's links survive write then read unchanged (fits, NICs, overlap constants).
    for (const auto* preset : PresetLibrary::builtin().clusters()) {
        const ClusterSpec c = PresetLibrary::builtin().clusterSpec(preset->id);
        const nlohmann::json j = writeClusterFields(c);
        ObjectReader reader(j, "cluster");
        ClusterSpec back = readClusterFields(reader);
        reader.finish();
        back.presetId = c.presetId;
        QVERIFY2(back.intraNode == c.intraNode && back.interNode == c.interNode, preset->id.c_str());
    }
}
