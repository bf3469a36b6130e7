// Offload to host memory: activations of the model's first layers (Megatron's
// --cpu-offloading-num-layers) leave the GPU for the host and cost what the host link cannot
// hide behind the layers' own work; the optimizer's offload crosses the same link.

#include "testsupport.h"

#include "core/estimate/activations.h"
#include "core/estimate/costmodel.h"
#include "core/estimate/estimate.h"
#include "core/estimate/hostlink.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

#include <QTest>

using namespace shardscope;
using testsupport::relClose;

namespace {

/** Llama 3 70B, TP 8 · DP 64 on 64 DGX H100, one stage, no recompute (as Megatron needs). */
Scenario plan(int offloadedLayers)
{
    Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin());
    s.parallel.pp = 1;
    s.parallel.dp = 64;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    s.parallel.zeroStage = 1;
    s.training.recompute = Recompute::None;
    s.training.offloadActivationLayers = offloadedLayers;
    return s;
}

} // namespace

class TestOffload : public QObject
{
    Q_OBJECT
private slots:
    void activationsMoveToTheHost_data();
    void activationsMoveToTheHost();
    void copiesCostWhatTheLayersCannotHide();
    void optimizerOffloadCrossesTheHostLink();
    void presetsNameTheirHostLink_data();
    void presetsNameTheirHostLink();
};

void TestOffload::activationsMoveToTheHost_data()
{
    QTest::addColumn<int>("layers");
    QTest::newRow("one layer") << 1;
    QTest::newRow("half the model") << 40;
    QTest::newRow("all but one layer") << 79;
}

void TestOffload::activationsMoveToTheHost()
{
    // What leaves the GPU arrives on the host, layer for layer; the layer being copied stays
    // on the GPU meanwhile (one layer's activations as a buffer).
    QFETCH(int, layers);
    const Scenario none = plan(0), some = plan(layers);
    const StageMemory before = estimate(none).memory.stages.front();
    const StageMemory after = estimate(some).memory.stages.front();
    const double perLayer = layerActivationBytes(some.model, false, makeActivationContext(some));
    QCOMPARE(before.hostBytes, int64_t(0));
    QVERIFY(std::abs(double(after.hostActivationsBytes) - layers * perLayer) <= 1.0);
    QCOMPARE(after.hostBytes, after.hostActivationsBytes);
    QVERIFY(std::abs(double(before.activationsBytes - after.activationsBytes) - layers * perLayer) <= 2.0);
    QVERIFY(std::abs(double(after.buffers.offloadStaging) - perLayer) <= 1.0);
    QCOMPARE(after.weightsBytes, before.weightsBytes);
    if (layers > 1)
        QVERIFY(after.totalBytes < before.totalBytes);
    else // the one offloaded layer is the one in flight
        QCOMPARE(after.totalBytes, before.totalBytes);
}

void TestOffload::copiesCostWhatTheLayersCannotHide()
{
    // Each offloaded layer's copy out hides behind the next layer's forward and its copy back
    // behind the previous layer's backward: over a slow host link the step grows by
    // layers x micro-batches x (copy - forward + copy - backward); over a fast one not at all.
    Scenario s = plan(0);
    s.cluster.gpu.hostLinkGBps = 2; // a copy of one layer's activations outlasts its compute
    const Report none = estimate(s);
    s.training.offloadActivationLayers = 10;
    const Report slow = estimate(s);
    const CostModel cm(s, countParameters(s.model, s.parallel.tp));
    const double copy = cm.offloadBytesDense / hostLinkBytesPerSecond(s.cluster.gpu);
    QVERIFY(relClose(hostLinkBytesPerSecond(s.cluster.gpu), 2e9 * 55.4 / 64.0, 1e-12));
    const OpTimes layer = cm.denseCompute;
    QVERIFY(copy > layer.forward && copy > layer.backward + layer.weight);
    const double perMicrobatch = 10 * ((copy - layer.forward) + (copy - layer.backward - layer.weight));
    const double m = double(microbatchesPerStep(s));
    QVERIFY(relClose(slow.step.offloadStallS, m * perMicrobatch, 1e-9));
    QVERIFY(relClose(slow.step.computeS - none.step.computeS, m * perMicrobatch, 1e-9));
    QVERIFY(relClose(slow.step.offloadBytes, m * 10 * cm.offloadBytesDense, 1e-12));
    s.cluster.gpu.hostLinkGBps = 1e5;
    const Report fast = estimate(s);
    QCOMPARE(fast.step.offloadStallS, 0.0);
    QVERIFY(relClose(fast.step.computeS, none.step.computeS, 1e-12));
}

void TestOffload::optimizerOffloadCrossesTheHostLink()
{
    // The offloaded optimizer moves gradients down and weights up (4 B per updated
    // parameter in mixed precision) over the host link: halving the link from 64 to 32 GB/s
    // adds that traffic's time at 64 GB/s once more.
    Scenario s = plan(0);
    s.training.offloadOptimizer = true;
    s.cluster.gpu.hostLinkGBps = 64;
    const double fast = estimate(s).step.optimizerS;
    s.cluster.gpu.hostLinkGBps = 32;
    const double slow = estimate(s).step.optimizerS;
    const Report r = estimate(s);
    const double updated = double(r.memory.stages.front().params) / double(s.parallel.dp);
    QVERIFY2(relClose(slow - fast, updated * 4.0 / (64e9 * 55.4 / 64.0), 1e-6),
             qPrintable(QStringLiteral("%1 s, expected %2 s").arg(slow - fast).arg(updated * 4.0 / (64e9 * 55.4 / 64.0))));
}

void TestOffload::presetsNameTheirHostLink_data()
{
    // PCIe Gen5 x16 (64 GB/s a direction) on Hopper and Blackwell nodes, Gen4 (32) on A100 and
    // L40S, GB200's share of NVLink-C2C: stas00/ml-engineering network/README.md, NVIDIA.
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("gbps");
    QTest::newRow("dgx-a100-80gb") << "dgx-a100-80gb" << 32.0;
    QTest::newRow("dgx-h100") << "dgx-h100" << 64.0;
    QTest::newRow("dgx-b200") << "dgx-b200" << 64.0;
    QTest::newRow("gb200-nvl72") << "gb200-nvl72" << 225.0;
    QTest::newRow("gb300-nvl72") << "gb300-nvl72" << 225.0;
    QTest::newRow("pcie-l40s") << "pcie-l40s" << 32.0;
}

void TestOffload::presetsNameTheirHostLink()
{
    QFETCH(QString, preset);
    QFETCH(double, gbps);
    const ClusterSpec c = PresetLibrary::builtin().clusterSpec(preset.toStdString());
    QCOMPARE(c.gpu.hostLinkGBps, gbps);
}

QTEST_APPLESS_MAIN(TestOffload)
#include "tst_offload.moc"
