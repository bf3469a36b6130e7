// The precision recipes (core/model/precision.h) against what the estimate does with each:
// the file spelling of every recipe, the peak its GEMMs run at on each GPU generation, the
// casts it adds to a layer, the memory it saves or adds, BF16 Adam moments, and the rule
// that refuses a recipe a GPU cannot run.

#include "core/analysis/analyse.h"
#include "core/estimate/activations.h"
#include "core/estimate/estimate.h"
#include "core/estimate/kernels.h"
#include "core/estimate/modelstates.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/model/enumnames.h"
#include "core/model/precision.h"

#include <QTest>

#include <cstring>

using namespace shardscope;

Q_DECLARE_METATYPE(Precision)
Q_DECLARE_METATYPE(KernelFusion)

namespace {

/** Llama 3 8B on one 8-GPU node of `cluster`, TP 1 x DP 8, one micro-batch of 8,192 tokens. */
Scenario llama8b(const char* cluster, Precision precision, KernelFusion fusion = KernelFusion::Fused)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = parseScenario(defaultScenarioText(), presets, "default");
    s.model = presets.modelSpec("llama-3-8b");
    s.cluster = presets.clusterSpec(cluster);
    s.cluster.nodes = 1;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.dp = 8;
    s.parallel.sequenceParallel = false;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    s.training.seqLength = 8192;
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.precision = precision;
    s.training.kernelFusion = fusion;
    return s;
}

struct LayerTime
{
    double seconds = 0;
    int quantizedGemms = 0;
    int casts = 0; ///< quantize and amax kernels
    int amax = 0;
};

LayerTime denseLayer(const Scenario& s)
{
    static KernelList list;
    list.count = 0;
    layerKernels(s, makeActivationContext(s), false, list);
    timeKernels(list, kernelRates(s.cluster, s.training.precision, s.training.attentionKernel));
    LayerTime t;
    for (const Kernel& k : list) {
        t.seconds += k.seconds;
        t.quantizedGemms += k.quantized ? 1 : 0;
        t.casts += std::strncmp(k.name, "quantize", 8) == 0 || std::strcmp(k.name, "amax") == 0 ? 1 : 0;
        t.amax += std::strcmp(k.name, "amax") == 0 ? 1 : 0;
    }
    return t;
}

double outputLayerSeconds(const Scenario& s)
{
    static KernelList list;
    list.count = 0;
    outputKernels(s, makeActivationContext(s), s.model.vocab, list);
    timeKernels(list, kernelRates(s.cluster, s.training.precision, s.training.attentionKernel));
    double seconds = 0;
    for (const Kernel& k : list) {
        if (k.kind == KernelKind::Gemm) {
            if (k.quantized)
                return -1; // the output layer stays in 16 bit in every recipe
            seconds += k.seconds;
        }
    }
    return seconds;
}

} // namespace

class TestPrecision : public QObject
{
    Q_OBJECT
private slots:
    void everyRecipeHasARowAndASpelling();
    void olderFp8FilesReadAsDelayedScaling();
    void peakOfEachRecipe_data();
    void peakOfEachRecipe();
    void quantizedLayerIsFasterButNotByThePeakRatio_data();
    void quantizedLayerIsFasterButNotByThePeakRatio();
    void currentScalingReadsEachTensorOnceMore();
    void outputLayerStaysSixteenBit();
    void transformerEngineKeepsQuantizedWeightsAndInputs();
    void bf16MomentsSaveFourBytesPerParameter();
    void unsupportedRecipeIsAnError_data();
    void unsupportedRecipeIsAnError();
};

void TestPrecision::everyRecipeHasARowAndASpelling()
{
    QCOMPARE(precisionTable().size(), enumNames<Precision>().size());
    for (const auto& entry : enumNames<Precision>()) {
        const PrecisionTraits& t = precisionTraits(entry.value);
        QVERIFY(t.precision == entry.value);
        QVERIFY(!t.label.empty());
        QVERIFY(enumFromString<Precision>(entry.name) == std::optional<Precision>(entry.value));
        QCOMPARE(t.quantized(), t.valueBytes < 2.0);
        if (t.quantized()) // every quantized recipe says how Megatron-LM spells it
            QVERIFY(!t.launchers.megatronFp8Recipe.empty() || !t.launchers.megatronFp4Recipe.empty());
    }
}

void TestPrecision::olderFp8FilesReadAsDelayedScaling()
{
    nlohmann::json doc = nlohmann::json::parse(defaultScenarioText());
    doc["training"]["precision"] = "fp8";
    const Scenario s = readScenario(doc, PresetLibrary::builtin());
    QVERIFY(s.training.precision == Precision::Fp8Delayed);
    // Written back with today's spelling; the alias is not offered as a choice.
    QCOMPARE(std::string(toString(s.training.precision)), std::string("fp8-delayed"));
    for (const auto& entry : enumNames<Precision>())
        QVERIFY(entry.name != "fp8");
}

void TestPrecision::peakOfEachRecipe_data()
{
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("tflops"); // hardware.md §1a, dense
    QTest::newRow("H100 BF16") << "dgx-h100" << Precision::Bf16 << 989.0;
    QTest::newRow("H100 FP32 on TF32") << "dgx-h100" << Precision::Fp32 << 494.5;
    QTest::newRow("H100 FP8 delayed") << "dgx-h100" << Precision::Fp8Delayed << 1979.0;
    QTest::newRow("H100 FP8 blockwise") << "dgx-h100" << Precision::Fp8Blockwise << 1979.0;
    QTest::newRow("H100 MXFP8: none") << "dgx-h100" << Precision::Mxfp8 << 0.0;
    QTest::newRow("H100 NVFP4: none") << "dgx-h100" << Precision::Nvfp4 << 0.0;
    QTest::newRow("A100 FP8: none") << "dgx-a100-80gb" << Precision::Fp8Current << 0.0;
    QTest::newRow("B200 MXFP8") << "dgx-b200" << Precision::Mxfp8 << 4500.0;
    QTest::newRow("B200 NVFP4") << "dgx-b200" << Precision::Nvfp4 << 9000.0;
    QTest::newRow("GB200 NVFP4") << "gb200-nvl72" << Precision::Nvfp4 << 10000.0;
}

void TestPrecision::peakOfEachRecipe()
{
    QFETCH(QString, cluster);
    QFETCH(Precision, precision);
    QFETCH(double, tflops);
    const ClusterSpec c = PresetLibrary::builtin().clusterSpec(cluster.toStdString());
    QCOMPARE(quantizedPeakTflops(c.gpu, precision), tflops);
    QCOMPARE(precisionSupport(c.gpu, precision) == PrecisionSupport::Runs,
             tflops > 0 || !precisionTraits(precision).quantized());
}

void TestPrecision::quantizedLayerIsFasterButNotByThePeakRatio_data()
{
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<KernelFusion>("fusion");
    QTest::newRow("H100 FP8 delayed, Transformer Engine") << "dgx-h100" << Precision::Fp8Delayed << KernelFusion::Fused;
    QTest::newRow("H100 FP8 tensorwise, torchao compiled") << "dgx-h100" << Precision::Fp8Current << KernelFusion::Compiled;
    QTest::newRow("H100 FP8 tensorwise, torchao eager") << "dgx-h100" << Precision::Fp8Current << KernelFusion::Eager;
    QTest::newRow("B200 MXFP8, Transformer Engine") << "dgx-b200" << Precision::Mxfp8 << KernelFusion::Fused;
    QTest::newRow("B200 NVFP4, Transformer Engine") << "dgx-b200" << Precision::Nvfp4 << KernelFusion::Fused;
}

void TestPrecision::quantizedLayerIsFasterButNotByThePeakRatio()
{
    QFETCH(QString, cluster);
    QFETCH(Precision, precision);
    QFETCH(KernelFusion, fusion);
    const LayerTime sixteen = denseLayer(llama8b(cluster.toUtf8().constData(), Precision::Bf16, fusion));
    const LayerTime low = denseLayer(llama8b(cluster.toUtf8().constData(), precision, fusion));
    QCOMPARE(sixteen.quantizedGemms, 0);
    QCOMPARE(sixteen.casts, 0);
    QVERIFY(low.quantizedGemms > 0 && low.quantizedGemms % 3 == 0); // fprop, dgrad, wgrad of each linear
    QVERIFY(low.casts > 0);
    // Attention stays 16-bit and the casts cost memory passes: never the peak ratio.
    const ClusterSpec c = PresetLibrary::builtin().clusterSpec(cluster.toStdString());
    const double peakRatio = quantizedPeakTflops(c.gpu, precision) / c.gpu.peakTflopsBf16;
    QVERIFY2(low.seconds < sixteen.seconds, qPrintable(QString::number(low.seconds / sixteen.seconds)));
    QVERIFY2(sixteen.seconds / low.seconds < 0.8 * peakRatio, qPrintable(QString::number(sixteen.seconds / low.seconds)));
}

void TestPrecision::currentScalingReadsEachTensorOnceMore()
{
    const LayerTime delayed = denseLayer(llama8b("dgx-h100", Precision::Fp8Delayed));
    const LayerTime current = denseLayer(llama8b("dgx-h100", Precision::Fp8Current));
    QCOMPARE(delayed.amax, 0);
    QVERIFY(current.amax > 0);
    QVERIFY(current.seconds > delayed.seconds);
}

void TestPrecision::outputLayerStaysSixteenBit()
{
    for (Precision p : {Precision::Fp8Delayed, Precision::Fp8Current, Precision::Mxfp8}) {
        const char* cluster = p == Precision::Mxfp8 ? "dgx-b200" : "dgx-h100";
        QCOMPARE(outputLayerSeconds(llama8b(cluster, p)), outputLayerSeconds(llama8b(cluster, Precision::Bf16)));
    }
}

void TestPrecision::transformerEngineKeepsQuantizedWeightsAndInputs()
{
    // Transformer Engine caches FP8 weights in both layouts (2 B per layer parameter) and
    // saves the linear layers' inputs in FP8; torchao keeps neither.
    const Report bf16 = estimate(llama8b("dgx-h100", Precision::Bf16));
    const Report te = estimate(llama8b("dgx-h100", Precision::Fp8Delayed));
    const Report torchao = estimate(llama8b("dgx-h100", Precision::Fp8Current, KernelFusion::Compiled));
    const StageMemory& m = te.memory.stages.front();
    QCOMPARE(bf16.memory.stages.front().buffers.quantizedWeights, int64_t(0));
    QCOMPARE(torchao.memory.stages.front().buffers.quantizedWeights, int64_t(0));
    QCOMPARE(double(m.buffers.quantizedWeights), 2.0 * double(m.paramsLayers));
    QVERIFY(m.activationsBytes < bf16.memory.stages.front().activationsBytes);
    QCOMPARE(torchao.memory.stages.front().activationsBytes,
             estimate(llama8b("dgx-h100", Precision::Bf16, KernelFusion::Compiled)).memory.stages.front().activationsBytes);
}

void TestPrecision::bf16MomentsSaveFourBytesPerParameter()
{
    // Megatron's precision-aware optimizer: fp32 master (4) + m and v in BF16 (2 + 2).
    QCOMPARE(stateBytesPerParam(Precision::Bf16, GradPrecision::Fp32, Optimizer::Adam).optimizer, 12.0);
    QCOMPARE(stateBytesPerParam(Precision::Bf16, GradPrecision::Fp32, Optimizer::Adam, MomentPrecision::Bf16).optimizer,
             8.0);
    Scenario s = llama8b("dgx-h100", Precision::Bf16);
    const Report fp32 = estimate(s);
    s.training.optimizerMoments = MomentPrecision::Bf16;
    const Report bf16 = estimate(s);
    const StageMemory& a = fp32.memory.stages.front();
    const StageMemory& b = bf16.memory.stages.front();
    QCOMPARE(double(a.optimizerBytes - b.optimizerBytes), std::round(4.0 * double(a.params) / 8.0)); // ZeRO-1 over 8
    QVERIFY(bf16.step.optimizerS < fp32.step.optimizerS);
}

void TestPrecision::unsupportedRecipeIsAnError_data()
{
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<QString>("code");
    QTest::newRow("FP8 on A100") << "dgx-a100-80gb" << Precision::Fp8Delayed << "precision.needs_fp8_tensor_cores";
    QTest::newRow("MXFP8 on H100") << "dgx-h100" << Precision::Mxfp8 << "precision.needs_block_scaled_tensor_cores";
    QTest::newRow("NVFP4 on H200") << "dgx-h200" << Precision::Nvfp4 << "precision.needs_block_scaled_tensor_cores";
    QTest::newRow("NVFP4 on B200 runs") << "dgx-b200" << Precision::Nvfp4 << "";
    QTest::newRow("FP8 blockwise on H800 runs") << "h800-deepseek" << Precision::Fp8Blockwise << "";
}

void TestPrecision::unsupportedRecipeIsAnError()
{
    QFETCH(QString, cluster);
    QFETCH(Precision, precision);
    QFETCH(QString, code);
    const Report r = analyse(llama8b(cluster.toUtf8().constData(), precision));
    const Diagnostic* found = nullptr;
    for (const Diagnostic& d : r.diagnostics)
        if (d.code.rfind("precision.", 0) == 0)
            found = &d;
    if (code.isEmpty()) {
        QVERIFY(!found);
        return;
    }
    QVERIFY(found);
    QCOMPARE(QString::fromStdString(found->code), code);
    QVERIFY(found->severity == Severity::Error);
}

QTEST_APPLESS_MAIN(TestPrecision)
#include "tst_precision.moc"
