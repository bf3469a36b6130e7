// FP8 parameter gather (training.fp8_param_gather): under Transformer Engine the layers'
// weights are held in the recipe's format instead of 16 bits and the distributed optimizer
// gathers them in it; torchtitan's float8 all-gather halves FSDP's weight gathers and keeps
// its shards as they were.

#include "testsupport.h"

#include "core/estimate/communication.h"
#include "core/estimate/estimate.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/model/precision.h"
#include "core/text/reporttext.h"

#include <QTest>

using namespace shardscope;

namespace {

/** Llama 3 70B, TP 8 · PP 4 · DP 2 on 8 DGX B200, the distributed optimizer, a quantized recipe. */
Scenario megatronPlan(const std::string& precision, bool gather)
{
    return parseScenario(R"({"format": "shardscope.scenario/1", "name": "fp8 gather",
        "model": {"preset": "llama-3-70b"}, "cluster": {"preset": "dgx-b200", "nodes": 8},
        "parallel": {"tp": 8, "pp": 4, "dp": 2, "sequence_parallel": true, "zero_stage": 1,
                     "schedule": "1f1b", "virtual_stages": 1},
        "training": {"seq_length": 8192, "micro_batch": 1, "global_batch": 64, "precision": ")" +
                             precision + R"(", "recompute": "selective", "fp8_param_gather": )" +
                             (gather ? "true" : "false") + "}}",
                         PresetLibrary::builtin());
}

/** Llama 3.1 8B on one DGX H100 under torchtitan's FSDP (compiled), FP8 current scaling. */
Scenario torchtitanPlan(bool gather)
{
    return parseScenario(R"({"format": "shardscope.scenario/1", "name": "float8 all-gather",
        "model": {"preset": "llama-3-8b"}, "cluster": {"preset": "dgx-h100", "nodes": 1},
        "parallel": {"tp": 1, "pp": 1, "dp": 8, "sequence_parallel": false, "zero_stage": 3, "zero3_engine": "fsdp",
                     "schedule": "1f1b", "virtual_stages": 1},
        "training": {"seq_length": 8192, "micro_batch": 2, "global_batch": 16, "precision": "fp8-current",
                     "kernel_fusion": "compiled", "recompute": "selective", "fp8_param_gather": )" +
                             std::string(gather ? "true" : "false") + "}}",
                         PresetLibrary::builtin());
}

/** The bytes of one call of the step's collectives named `what` (0 if none). */
double callBytes(const GradientTraffic& traffic, const char* what)
{
    for (int i = 0; i < traffic.callCount; ++i)
        if (std::string_view(traffic.calls[size_t(i)].what) == what)
            return traffic.calls[size_t(i)].bytes;
    return 0;
}

/** Bytes each GPU puts on the wire per step for data parallelism. */
double dataParallelBytes(const Report& r)
{
    for (const CommDimReport& d : r.communication.dims)
        if (d.dim == "dp")
            return d.bytesPerStep;
    return 0;
}

/** A data-parallel group of eight with a cost of one second per gigabyte, no latency. */
GroupCosts eightRanks()
{
    GroupCosts g;
    g.size = 8;
    g.ringFactor = 7.0 / 8.0;
    for (LinearCost* c : {&g.allReduce, &g.allGather, &g.reduceScatter, &g.shardedGather, &g.shardedScatter})
        c->secondsPerByte = 1e-9;
    return g;
}

} // namespace

class TestFp8ParamGather : public QObject
{
    Q_OBJECT
private slots:
    void transformerEngineKeepsFp8Weights_data();
    void transformerEngineKeepsFp8Weights();
    void gatherBytesFollowTheRecipe_data();
    void gatherBytesFollowTheRecipe();
    void torchtitanHalvesFsdpGathersOnly();
    void sixteenBitRecipesIgnoreTheSwitch();
};

void TestFp8ParamGather::transformerEngineKeepsFp8Weights_data()
{
    QTest::addColumn<QString>("precision");
    QTest::newRow("FP8 delayed") << "fp8-delayed";
    QTest::newRow("FP8 current") << "fp8-current";
    QTest::newRow("FP8 blockwise") << "fp8-blockwise";
    QTest::newRow("MXFP8") << "mxfp8";
}

void TestFp8ParamGather::transformerEngineKeepsFp8Weights()
{
    // The 16-bit weight of every layer parameter goes (2 B); the FP8 weight takes the place of
    // the first of the two quantized layouts Transformer Engine caches, so the weights fall by
    // 2 - copy and the quantized buffer by one copy: 2 B per layer parameter in all, whatever
    // the recipe. Gradients, optimizer state and activations do not move.
    QFETCH(QString, precision);
    const Scenario off = megatronPlan(precision.toStdString(), false);
    const Scenario on = megatronPlan(precision.toStdString(), true);
    const double copy = precisionTraits(on.training.precision).copyBytes();
    const Report a = estimate(off), b = estimate(on);
    QCOMPARE(a.memory.stages.size(), b.memory.stages.size());
    for (size_t i = 0; i < a.memory.stages.size(); ++i) {
        const StageMemory& x = a.memory.stages[i];
        const StageMemory& y = b.memory.stages[i];
        const double layers = double(x.paramsLayers);
        QVERIFY(layers > 1e9);
        QVERIFY2(std::abs(double(x.weightsBytes - y.weightsBytes) - (2.0 - copy) * layers) <= 2.0,
                 qPrintable(QString("stage %1: weights %2 -> %3").arg(i).arg(x.weightsBytes).arg(y.weightsBytes)));
        QVERIFY(std::abs(double(x.buffers.quantizedWeights) - 2.0 * copy * layers) <= 2.0);
        QVERIFY(std::abs(double(y.buffers.quantizedWeights) - copy * layers) <= 2.0);
        const double before = double(x.weightsBytes + x.buffersBytes), after = double(y.weightsBytes + y.buffersBytes);
        QVERIFY(std::abs(before - after - 2.0 * layers) <= 4.0);
        QVERIFY(double(x.totalBytes - y.totalBytes) >= 2.0 * layers - 4.0); // and the allocator's share of it
        QCOMPARE(y.gradientsBytes, x.gradientsBytes);
        QCOMPARE(y.optimizerBytes, x.optimizerBytes);
        QCOMPARE(y.activationsBytes, x.activationsBytes);
    }
    // Less to gather, less to cast: never slower.
    QVERIFY(b.step.timeS <= a.step.timeS);
    // The report's Training line says so, and only when it is on.
    const std::string weights = "layer weights kept and gathered in FP8";
    QVERIFY(formatReportText(on, b).find(weights) != std::string::npos);
    QVERIFY(formatReportText(off, a).find(weights) == std::string::npos);
}

void TestFp8ParamGather::gatherBytesFollowTheRecipe_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("pytorchOps");
    QTest::addColumn<double>("bytesPerLayerWeight");
    // Megatron's uint8 parameter buffer: one byte a value; blockwise adds its FP32 scale per
    // 128 values; MXFP8 gathers the 16-bit values into the gradient buffer and quantizes after.
    QTest::newRow("FP8 current, Transformer Engine") << "fp8-current" << false << 1.0;
    QTest::newRow("FP8 delayed, Transformer Engine") << "fp8-delayed" << false << 1.0;
    QTest::newRow("FP8 blockwise, Transformer Engine") << "fp8-blockwise" << false << 1.0 + 4.0 / 128.0;
    QTest::newRow("MXFP8, Transformer Engine") << "mxfp8" << false << 2.0;
    QTest::newRow("FP8 current, torchtitan") << "fp8-current" << true << 1.0;
}

void TestFp8ParamGather::gatherBytesFollowTheRecipe()
{
    QFETCH(QString, precision);
    QFETCH(bool, pytorchOps);
    QFETCH(double, bytesPerLayerWeight);
    Scenario s = megatronPlan(precision.toStdString(), true);
    if (pytorchOps)
        s.training.kernelFusion = KernelFusion::Compiled;
    QCOMPARE(layerWeightGatherBytes(s.training), bytesPerLayerWeight);
    const double params = 1e9, layers = 8e8;
    for (int zero : {1, 3}) {
        const GradientTraffic fp8 = gradientTraffic(params, eightRanks(), zero, 4, s.training, layers);
        s.training.fp8ParamGather = false;
        const GradientTraffic bf16 = gradientTraffic(params, eightRanks(), zero, 4, s.training, layers);
        s.training.fp8ParamGather = true;
        const char* gather = zero == 1 ? "parameter all-gather" : "parameter all-gather (forward)";
        QCOMPARE(callBytes(bf16, gather), 2.0 * params);
        QVERIFY(std::abs(callBytes(fp8, gather) - (2.0 * (params - layers) + bytesPerLayerWeight * layers)) < 1.0);
        const char* reduce = "gradient reduce-scatter";
        QCOMPARE(callBytes(fp8, reduce), callBytes(bf16, reduce));
    }
}

void TestFp8ParamGather::torchtitanHalvesFsdpGathersOnly()
{
    // torchtitan casts its sharded weights to float8 before each FSDP all-gather: the shards and
    // every other part of memory stay; the step gets no slower.
    const Report a = estimate(torchtitanPlan(false)), b = estimate(torchtitanPlan(true));
    const StageMemory& x = a.memory.stages.front();
    const StageMemory& y = b.memory.stages.front();
    QCOMPARE(y.weightsBytes, x.weightsBytes);
    QCOMPARE(y.totalBytes, x.totalBytes);
    QVERIFY(b.step.timeS <= a.step.timeS);
    QVERIFY(dataParallelBytes(b) < 0.75 * dataParallelBytes(a)); // 2 of every 3 passes are gathers
    QVERIFY(formatReportText(torchtitanPlan(true), b).find("FSDP gathers the layer weights in float8") != std::string::npos);
}

void TestFp8ParamGather::sixteenBitRecipesIgnoreTheSwitch()
{
    // The rules refuse the switch without an FP8 recipe (tst_rules); the estimate reads it as off.
    for (const char* precision : {"bf16", "nvfp4"}) {
        const Report a = estimate(megatronPlan(precision, false)), b = estimate(megatronPlan(precision, true));
        QCOMPARE(b.memory.stages.front().totalBytes, a.memory.stages.front().totalBytes);
        QCOMPARE(b.step.timeS, a.step.timeS);
    }
}

QTEST_APPLESS_MAIN(TestFp8ParamGather)
#include "tst_fp8paramgather.moc"
