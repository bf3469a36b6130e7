// The search's fast path in parts (QuickEstimator): reused across the micro-batch, SP,
// recompute and ZeRO changes the search makes within one layout, it must give what a fresh
// quickEstimate() gives for each plan, and its throughput ceiling must bound every ZeRO stage
// and data-parallel overlap switch of the plan.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/io/presetlibrary.h"

#include <QTest>

#include <random>

using namespace shardscope;

namespace {

struct Layout
{
    const char* model;
    const char* cluster;
    int nodes, tp, pp, cp, ep;
    PipelineSchedule schedule;
    int virtualStages;
    int blockLayers = 0;     ///< full recompute by blocks of this many layers per chunk (0: uniform)
    int offloadedLayers = 0; ///< activation offload of the model's first layers
    /// torchtitan's pipeline: PyTorch's ops, outputs kept on the last stage, and a global batch
    /// the walk varies, so the micro-batch count changes under the same micro-batch.
    bool pytorchPipeline = false;
};

Scenario scenarioOf(const Layout& l)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s;
    s.model = presets.modelSpec(l.model);
    s.cluster = presets.clusterSpec(l.cluster);
    s.cluster.nodes = l.nodes;
    s.parallel.tp = l.tp;
    s.parallel.pp = l.pp;
    s.parallel.cp = l.cp;
    s.parallel.ep = l.ep;
    s.parallel.dp = int(s.cluster.totalGpus() / (int64_t(l.tp) * l.pp * l.cp));
    s.parallel.schedule = l.schedule;
    s.parallel.virtualStages = l.virtualStages;
    s.training.seqLength = 4096;
    s.training.globalBatch = 8LL * s.parallel.dp;
    if (l.blockLayers > 0) {
        s.training.recomputeMethod = RecomputeMethod::Block;
        s.training.recomputeLayers = l.blockLayers;
    }
    s.training.offloadActivationLayers = l.offloadedLayers;
    if (l.pytorchPipeline) {
        s.training.kernelFusion = KernelFusion::Compiled;
        s.training.pipelineKeepsOutputs = true;
    }
    return s;
}

} // namespace

class TestQuickEstimator : public QObject
{
    Q_OBJECT

private slots:
    void reusedEqualsFresh_data();
    void reusedEqualsFresh();
};

void TestQuickEstimator::reusedEqualsFresh_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("Llama 3 70B, TP 4 PP 4, interleaved v5, 64 H100") << 0;
    QTest::newRow("Mixtral 8x7B, TP 2 PP 2 EP 4, 1F1B, 32 H100") << 1;
    QTest::newRow("DeepSeek-V3, PP 8 EP 8, DualPipe, 256 H800") << 2;
    QTest::newRow("Llama 2 13B, TP 8, no pipeline, 32 A100") << 3;
    // Each stage's layer tally, kept across cost models, changes with the recompute setting
    // here (block recompute of 3 layers per chunk applies under full recompute only).
    QTest::newRow("Llama 3 70B, TP 4 PP 4, block recompute, 2 layers offloaded, 64 H100") << 4;
    // What PyTorch's pipeline holds depends on the micro-batch count too (kept outputs, and
    // one chunk's gradients at a time with one round of interleaved 1F1B).
    QTest::newRow("Llama 3 70B, TP 4 PP 4, torchtitan interleaved v2, 64 H100") << 5;
}

void TestQuickEstimator::reusedEqualsFresh()
{
    QFETCH(int, index);
    const Layout layouts[] = {
        {"llama-3-70b", "dgx-h100", 8, 4, 4, 1, 1, PipelineSchedule::Interleaved1F1B, 5},
        {"mixtral-8x7b", "dgx-h100", 4, 2, 2, 1, 4, PipelineSchedule::OneFOneB, 1},
        {"deepseek-v3", "h800-deepseek", 32, 1, 8, 1, 8, PipelineSchedule::DualPipe, 1},
        {"llama-2-13b", "dgx-a100-80gb", 4, 8, 1, 1, 1, PipelineSchedule::OneFOneB, 1},
        {"llama-3-70b", "dgx-h100", 8, 4, 4, 1, 1, PipelineSchedule::OneFOneB, 1, 3, 2},
        {"llama-3-70b", "dgx-h100", 8, 4, 4, 1, 1, PipelineSchedule::Interleaved1F1B, 2, 0, 0, true},
    };
    Scenario s = scenarioOf(layouts[index]);
    const ModelParams params = countParameters(s.model, s.parallel.tp);
    QuickEstimator reused;
    reused.prepareLayout(s, params);
    std::mt19937 rng(uint32_t(17 + index));
    const int microBatches[] = {1, 2, 4};
    const Recompute recomputes[] = {Recompute::Full, Recompute::Selective, Recompute::None};
    int checked = 0;
    for (int walk = 0; walk < 60; ++walk) {
        // The search's order: micro-batch and SP, then each recompute, then each ZeRO stage.
        s.training.microBatch = microBatches[rng() % 3];
        s.parallel.sequenceParallel = s.parallel.tp > 1 && rng() % 2 == 0;
        s.training.recompute = recomputes[rng() % 3];
        if (layouts[index].pytorchPipeline) // m from 4 (one round of 4 stages) to 16
            s.training.globalBatch = int64_t(s.training.microBatch) * s.parallel.dp * (4 << (rng() % 3));
        const int64_t m = microbatchesPerStep(s);
        reused.prepareRun(m);
        for (int zero = 3; zero >= 0; --zero) {
            s.parallel.zeroStage = zero;
            double bestAtAnySwitch = 0;
            for (const bool dpOverlap : {true, false}) {
                s.parallel.overlap.dataParallel = dpOverlap;
                reused.invalidateTiming();
                QuickEstimate q = reused.memory();
                const QuickEstimate fresh = quickEstimate(s, params, m);
                const QString where = QStringLiteral("walk %1: mb %2, SP %3, recompute %4, ZeRO %5")
                                          .arg(walk)
                                          .arg(s.training.microBatch)
                                          .arg(s.parallel.sequenceParallel)
                                          .arg(int(s.training.recompute))
                                          .arg(zero);
                QVERIFY2(q.peakBytes == fresh.peakBytes, qPrintable(where + QStringLiteral(": %1 B reused, %2 B fresh")
                                                                                  .arg(q.peakBytes)
                                                                                  .arg(fresh.peakBytes)));
                QCOMPARE(q.recomputeSlackBytes, fresh.recomputeSlackBytes);
                QCOMPARE(q.peakStage, fresh.peakStage);
                reused.time(q);
                QVERIFY2(q.tokensPerS == fresh.tokensPerS, qPrintable(where));
                bestAtAnySwitch = std::max(bestAtAnySwitch, q.tokensPerS);
                ++checked;
            }
            QVERIFY2(reused.tokensPerSecondCeiling() >= bestAtAnySwitch,
                     qPrintable(QStringLiteral("ceiling %1 below %2 tokens/s")
                                    .arg(reused.tokensPerSecondCeiling())
                                    .arg(bestAtAnySwitch)));
        }
    }
    QCOMPARE(checked, 60 * 4 * 2);
}

QTEST_APPLESS_MAIN(TestQuickEstimator)
#include "tst_quickestimator.moc"
