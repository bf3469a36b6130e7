// Per-kernel compute: efficiency curves from the presets' kernel profiles, the kernel list of
// a layer after sharding, recompute, first/last stage kernels, the optimizer's passes, and
// the "gpu.kernels" block as scenario data (overrides, old files, bad values).

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/kernelcache.h"
#include "core/estimate/kernels.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/stagelayout.h"
#include "core/estimate/stageparams.h"
#include "core/estimate/steptime.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

#include <QTest>

#include <cstring>

using namespace shardscope;

namespace {

const nlohmann::json kLlama70b = {{"name", "llama-like"}, {"layers", 8}, {"hidden", 8192}, {"heads", 64},
                                  {"kv_heads", 8}, {"ffn_hidden", 28672}, {"vocab", 128256},
                                  {"max_seq", 8192}, {"activation", "swiglu"}, {"norm", "rmsnorm"},
                                  {"tied_embeddings", false}};

nlohmann::json parallelOf(int tp, bool sp, int pp = 1)
{
    return {{"tp", tp}, {"pp", pp}, {"dp", 1}, {"sequence_parallel", sp}, {"zero_stage", 1}, {"schedule", "1f1b"}};
}

nlohmann::json trainingOf(const char* recompute = "none", bool flash = true)
{
    return {{"seq_length", 4096}, {"micro_batch", 1}, {"global_batch", 8}, {"precision", "bf16"},
            {"recompute", recompute}, {"flash_attention", flash}};
}

Scenario scenarioWith(const nlohmann::json& cluster, const nlohmann::json& parallel = parallelOf(8, true),
                      const nlohmann::json& training = trainingOf())
{
    const nlohmann::json doc = {{"format", "shardscope.scenario/1"}, {"name", "test"}, {"model", kLlama70b},
                                {"cluster", cluster}, {"parallel", parallel}, {"training", training}};
    return readScenario(doc, PresetLibrary::builtin());
}

const Kernel* findKernel(const KernelList& list, const char* name, KernelPass pass)
{
    for (const Kernel& k : list)
        if (std::strcmp(k.name, name) == 0 && k.pass == pass)
            return &k;
    return nullptr;
}

double sumOf(const KernelList& list, KernelPass pass, bool coreAttentionOnly)
{
    double s = 0;
    for (const Kernel& k : list)
        if (k.pass == pass && (!coreAttentionOnly || k.reRunBySelective))
            s += k.seconds;
    return s;
}

} // namespace

class TestKernels : public QObject
{
    Q_OBJECT
private slots:
    void curveAtTableSizes_data();
    void curveAtTableSizes();
    void gemmTimeIsFlopsOverPeakCurvePlusLatency_data();
    void gemmTimeIsFlopsOverPeakCurvePlusLatency();
    void denseLayerGemmShapes_data();
    void denseLayerGemmShapes();
    void recomputeAddsExactlyTheRecomputedKernels_data();
    void recomputeAddsExactlyTheRecomputedKernels();
    void cachedTimesEqualAFreshBuild();
    void kernelFusionKeepsTheMathAndChangesTheMemoryKernels_data();
    void kernelFusionKeepsTheMathAndChangesTheMemoryKernels();
    void perOpPolicyReRunsEveryOtherMatmul();
    void ringAttentionJoinsItsBlocksAsPyTorchDoes_data();
    void ringAttentionJoinsItsBlocksAsPyTorchDoes();
    void perOpPolicyStoresWhatItSaves();
    void launcherFieldsRoundTripAndBadValuesNameTheirPath();
    void flashAttention2RunsAtItsMeasuredRate_data();
    void flashAttention2RunsAtItsMeasuredRate();
    void flashAttention2CurvesAreWrittenOnlyWhereMeasured();
    void endStagesCarryEmbeddingAndOutput();
    void mtpModulesRunTheirProjection();
    void optimizerIsPassesOverTheShard_data();
    void optimizerIsPassesOverTheShard();
    void presetProfileLoadsAndOverridesChangeTime();
    void oldClusterFilesStillLoad();
    void badProfileValuesNameTheirPath_data();
    void badProfileValuesNameTheirPath();
};

void TestKernels::curveAtTableSizes_data()
{
    // SimuMax forward (TN) GEMM rows: size, the fitted curve's value (e_max F/(F + F_half) with
    // the constants fitted to the whole table) and the measured efficiency, within the fit's
    // p90 absolute error (A100 0.098, B200 0.141).
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("k");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("fitted");
    QTest::addColumn<double>("measured");
    QTest::addColumn<double>("p90");
    QTest::newRow("A100 4096x8192x16128") << "dgx-a100-80gb" << 4096.0 << 8192.0 << 16128.0 << 0.7394 << 0.7494 << 0.098;
    QTest::newRow("A100 33024x2048x7168") << "dgx-a100-80gb" << 33024.0 << 2048.0 << 7168.0 << 0.7390 << 0.7317 << 0.098;
    QTest::newRow("B200 32768x7168x4096") << "dgx-b200" << 32768.0 << 7168.0 << 4096.0 << 0.5067 << 0.4699 << 0.141;
    QTest::newRow("B200 8192x8192x5120") << "dgx-b200" << 8192.0 << 8192.0 << 5120.0 << 0.5043 << 0.4533 << 0.141;
    QTest::newRow("B200 4096x5120x1536") << "dgx-b200" << 4096.0 << 5120.0 << 1536.0 << 0.4713 << 0.4138 << 0.141;
}

void TestKernels::curveAtTableSizes()
{
    QFETCH(QString, preset);
    QFETCH(double, m);
    QFETCH(double, k);
    QFETCH(double, n);
    QFETCH(double, fitted);
    QFETCH(double, measured);
    QFETCH(double, p90);
    const Preset* p = PresetLibrary::builtin().cluster(preset.toStdString());
    QVERIFY(p);
    const ClusterSpec c = readClusterObject(p->fields, "cluster", PresetLibrary::builtin());
    const double e = c.gpu.kernels.gemmForward.at(2 * m * n * k);
    QVERIFY2(std::abs(e - fitted) < 5e-4, qPrintable(QString::number(e)));
    QVERIFY2(std::abs(e - measured) <= p90, qPrintable(QString::number(e)));
}

void TestKernels::gemmTimeIsFlopsOverPeakCurvePlusLatency_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("flops");
    for (const char* preset : {"dgx-a100-80gb", "dgx-h100", "dgx-b200"})
        for (double f : {1e8, 5e9, 1e12})
            QTest::addRow("%s %.0e", preset, f) << QString(preset) << f;
}

void TestKernels::gemmTimeIsFlopsOverPeakCurvePlusLatency()
{
    QFETCH(QString, preset);
    QFETCH(double, flops);
    // The presets' curves are measured kernel times (launch included, latency 0); a scenario
    // can add a launch latency per GEMM.
    const Scenario s = scenarioWith({{"preset", preset.toStdString()}, {"gpu", {{"kernels", {{"launch_latency_us", 5}}}}}});
    const KernelRates r = kernelRates(s.cluster, Precision::Bf16);
    const GpuSpec& g = s.cluster.gpu;
    const double expected = flops / (g.peakTflopsBf16 * 1e12 * g.kernels.gemmForward.at(flops)) + 5e-6;
    QVERIFY(testsupport::relClose(r.gemmSeconds(flops, 0, GemmLayout::Forward), expected, 1e-12));
    // The weight-gradient layout has its own curve: for large GEMMs it is the slower one.
    const double wgrad = flops / (g.peakTflopsBf16 * 1e12 * g.kernels.gemmWeightGrad.at(flops)) + 5e-6;
    QVERIFY(testsupport::relClose(r.gemmSeconds(flops, 0, GemmLayout::WeightGrad), wgrad, 1e-12));
    if (flops >= 1e12)
        QVERIFY(wgrad > expected);
}

void TestKernels::denseLayerGemmShapes_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<bool>("sp");
    QTest::newRow("TP 1") << 1 << false;
    QTest::newRow("TP 8") << 8 << false;
    QTest::newRow("TP 8 + SP") << 8 << true;
}

void TestKernels::denseLayerGemmShapes()
{
    QFETCH(int, tp);
    QFETCH(bool, sp);
    const Scenario s = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(tp, sp));
    KernelList list;
    layerKernels(s, makeActivationContext(s), false, list);
    const double T = 4096, h = 8192, d = 128, t = tp;
    struct Shape { const char* name; double m, k, n; };
    const Shape shapes[] = {{"qkv", T, h, (64 + 2 * 8) * d / t},
                            {"attention out", T, 64 * d / t, h},
                            {"fc1", T, h, 2 * 28672 / t},
                            {"fc2", T, 28672 / t, h}};
    for (const Shape& e : shapes) {
        for (KernelPass pass : {KernelPass::Forward, KernelPass::InputGrad, KernelPass::WeightGrad}) {
            const Kernel* k = findKernel(list, e.name, pass);
            QVERIFY2(k, e.name);
            QCOMPARE(k->kind, KernelKind::Gemm);
            QCOMPARE(k->m, e.m);
            QCOMPARE(k->k, e.k);
            QCOMPARE(k->n, e.n);
            QCOMPARE(k->flops, 2 * e.m * e.n * e.k);
        }
    }
    // Sequence parallelism splits the norms and residual kernels, not the GEMMs.
    const Kernel* norm = findKernel(list, "input norm", KernelPass::Forward);
    QVERIFY(norm);
    QCOMPARE(norm->bytes, 4 * T * h / (sp ? t : 1.0));
    const Kernel* flash = findKernel(list, "flash attention", KernelPass::Forward);
    QVERIFY(flash);
    QCOMPARE(flash->flops, 2 * T * T * (64 / t) * (2 * d) / 2); // causal
    QCOMPARE(findKernel(list, "flash attention backward", KernelPass::InputGrad)->flops, 2.5 * flash->flops);
}

void TestKernels::recomputeAddsExactlyTheRecomputedKernels_data()
{
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<bool>("flash");
    for (const char* r : {"selective", "full"})
        for (bool flash : {true, false})
            QTest::addRow("%s %s", r, flash ? "flash" : "unfused") << QString(r) << flash;
}

void TestKernels::recomputeAddsExactlyTheRecomputedKernels()
{
    QFETCH(QString, recompute);
    QFETCH(bool, flash);
    const Scenario base = scenarioWith({{"preset", "dgx-a100-80gb"}}, parallelOf(8, true), trainingOf("none", flash));
    const Scenario rec = scenarioWith({{"preset", "dgx-a100-80gb"}}, parallelOf(8, true),
                                      trainingOf(recompute.toStdString().c_str(), flash));
    const ModelParams params = countParameters(base.model, base.parallel.tp);
    const CostModel a(base, params), b(rec, params);
    const bool full = recompute == "full";
    KernelList list;
    layerKernels(base, makeActivationContext(base), false, list);
    timeKernels(list, kernelRates(base.cluster, base.training.precision));
    const double recomputed = sumOf(list, KernelPass::Forward, !full);
    QVERIFY(recomputed > 0);
    QCOMPARE(b.denseCompute.forward, a.denseCompute.forward);
    QCOMPARE(b.denseCompute.weight, a.denseCompute.weight);
    QVERIFY(testsupport::relClose(b.denseCompute.backward - a.denseCompute.backward, recomputed, 1e-12));
    if (full)
        QVERIFY(testsupport::relClose(recomputed, a.denseCompute.forward, 1e-12));
    // The output layer is outside the recomputed block.
    QCOMPARE(b.outputCompute.backward, a.outputCompute.backward);
}

void TestKernels::cachedTimesEqualAFreshBuild()
{
    // Shapes and GPUs interleaved (more GPUs than the cache keeps model/GPU pairs for): every
    // cost model's layer times equal the kernels timed afresh for its own scenario.
    for (int round = 0; round < 2; ++round)
        for (const char* preset : {"dgx-a100-80gb", "dgx-h100", "dgx-b200", "gb200-nvl72", "pcie-l40s"})
            for (int tp : {1, 2, 8})
                for (const char* recompute : {"none", "selective", "full"})
                for (bool flash : {true, false}) {
                    nlohmann::json training = trainingOf(recompute, flash);
                    training["micro_batch"] = 1 + round;
                    const Scenario s = scenarioWith({{"preset", preset}}, parallelOf(tp, tp > 1), training);
                    const CostModel cm(s, countParameters(s.model, tp));
                    KernelList list;
                    layerKernels(s, makeActivationContext(s), false, list);
                    timeKernels(list, kernelRates(s.cluster, s.training.precision));
                    const OpTimes fresh = passTimes(list, s.training.recompute);
                    QVERIFY(testsupport::relClose(cm.denseCompute.forward, fresh.forward, 1e-12));
                    QVERIFY(testsupport::relClose(cm.denseCompute.backward, fresh.backward, 1e-12));
                    QVERIFY(testsupport::relClose(cm.denseCompute.weight, fresh.weight, 1e-12));
                }
}

namespace {

nlohmann::json torchTraining(const char* fusion, const char* policy = "core-attention", const char* recompute = "selective")
{
    nlohmann::json t = trainingOf(recompute);
    t["kernel_fusion"] = fusion;
    t["selective_recompute"] = policy;
    return t;
}

struct PassTotals
{
    double flops = 0;        ///< GEMM and attention FLOPs, every pass
    double memoryBytes = 0;  ///< memory-bound kernels' bytes, every pass
    int memoryKernels = 0;
};

PassTotals totalsOf(const KernelList& list)
{
    PassTotals t;
    for (const Kernel& k : list) {
        t.flops += k.flops;
        if (k.kind == KernelKind::MemoryBound) {
            t.memoryBytes += k.bytes;
            ++t.memoryKernels;
        }
    }
    return t;
}

} // namespace

void TestKernels::kernelFusionKeepsTheMathAndChangesTheMemoryKernels_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<double>("normForwardBytes"); // per element of the input norm, forward
    QTest::addColumn<int>("normForwardKernels");
    QTest::newRow("fused (Megatron / TE)") << "fused" << 4.0 << 1;
    QTest::newRow("compiled (torch.compile per block)") << "compiled" << 4.0 << 1;
    QTest::newRow("eager (one kernel per tensor op)") << "eager" << 36.0 << 8;
}

void TestKernels::kernelFusionKeepsTheMathAndChangesTheMemoryKernels()
{
    QFETCH(QString, fusion);
    QFETCH(double, normForwardBytes);
    QFETCH(int, normForwardKernels);
    const auto layer = [](const char* f) {
        const Scenario s = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(1, false), torchTraining(f));
        KernelList list;
        layerKernels(s, makeActivationContext(s), false, list);
        return list;
    };
    const KernelList fused = layer("fused");
    const KernelList list = layer(fusion.toStdString().c_str());
    // The same GEMM and attention work whoever launches it (torchtitan's separate q/k/v and
    // gate/up linears add up to Megatron's fused QKV and fc1).
    QCOMPARE(totalsOf(list).flops, totalsOf(fused).flops);
    const double T = 4096, h = 8192;
    int normKernels = 0;
    double normBytes = 0;
    for (const Kernel& k : list)
        if (std::strcmp(k.name, "input norm") == 0 && k.pass == KernelPass::Forward) {
            ++normKernels;
            normBytes += k.bytes;
        }
    QCOMPARE(normKernels, normForwardKernels);
    QVERIFY(testsupport::relClose(normBytes, normForwardBytes * T * h, 1e-12));
    // torchtitan (compiled or eager) copies K and V to every query head and transposes the
    // attention output; eager moves more bytes in more kernels than compiled, compiled more
    // than Megatron's fused kernels.
    const PassTotals mine = totalsOf(list), base = totalsOf(fused);
    if (fusion == "fused") {
        QVERIFY(!findKernel(list, "repeat kv", KernelPass::Forward));
        QVERIFY(findKernel(list, "qkv", KernelPass::Forward));
    } else {
        QVERIFY(findKernel(list, "repeat kv", KernelPass::Forward));
        QVERIFY(findKernel(list, "k", KernelPass::WeightGrad));
        QVERIFY(mine.memoryBytes > base.memoryBytes);
    }
    if (fusion == "eager") {
        const PassTotals compiled = totalsOf(layer("compiled"));
        QVERIFY(mine.memoryBytes > 2 * compiled.memoryBytes);
        QVERIFY(mine.memoryKernels > 3 * compiled.memoryKernels);
    }
}

void TestKernels::ringAttentionJoinsItsBlocksAsPyTorchDoes_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<int>("cp");
    for (const char* fusion : {"eager", "compiled"})
        for (int cp : {2, 4, 8})
            QTest::addRow("%s, CP %d", fusion, cp) << QString(fusion) << cp;
}

void TestKernels::ringAttentionJoinsItsBlocksAsPyTorchDoes()
{
    // PyTorch's context_parallel (_templated_ring_attention and its backward) on the last CP
    // rank, every block at its full query length: the tensor ops between the attention
    // kernels, walked block by block as the code runs them (bytes per element of Q, K, V, out).
    QFETCH(QString, fusion);
    QFETCH(int, cp);
    nlohmann::json parallel = parallelOf(1, false);
    parallel["cp"] = cp;
    const Scenario s = scenarioWith({{"preset", "dgx-h100"}}, parallel, torchTraining(qPrintable(fusion)));
    KernelList list;
    layerKernels(s, makeActivationContext(s), false, list);
    const double o = 4096.0 / cp * 64 * 128; // local tokens x query heads x head dim (K, V after repeat_kv)
    double forward = 0, backward = 0;
    if (fusion == "eager") {
        for (int i = 0; i < cp; ++i) {
            forward += (i < cp - 1 ? 4.0 * 2 * o : 0) + 6.0 * o + (i > 0 ? 32.0 * o : 0); // cat K,V; cast; merge
            backward += (i < cp - 1 ? 4.0 * 2 * o : 0) + (i == 0 ? 10.0 : 13.0) * 2 * o + 8.0 * 2 * o + 10.0 * o;
        }
        forward += 6.0 * o;                   // result cast back to bf16
        backward += 4.0 * 3 * o + 6.0 * 3 * o; // fp32 zeros; dQ, dK, dV cast back
    } else {
        for (int i = 1; i < cp; ++i) {
            forward += 10.0 * o + 4.0 * 2 * o;
            backward += 9.0 * 2 * o + 10.0 * o + 4.0 * 2 * o;
        }
        forward += 6.0 * o + 6.0 * o;
        backward += 6.0 * 3 * o + 6.0 * 3 * o;
    }
    const Kernel* merge = findKernel(list, "ring attention merge", KernelPass::Forward);
    const Kernel* sums = findKernel(list, "ring attention gradient sums", KernelPass::InputGrad);
    QVERIFY(merge && sums);
    QVERIFY(testsupport::relClose(merge->bytes, forward, 1e-12));
    QVERIFY(testsupport::relClose(sums->bytes, backward, 1e-12));
    // Each entry stands for its launches: one latency each, not one for all.
    QVERIFY(merge->launches >= 2 * (cp - 1));
    // Re-run with the attention kernel it belongs to (core-attention recompute) ...
    QVERIFY(merge->reRunBySelective);
    // ... but not by the per-op policy, which keeps the attention op's output.
    const Scenario op = scenarioWith({{"preset", "dgx-h100"}}, parallel,
                                     torchTraining(qPrintable(fusion), "every-other-matmul"));
    KernelList opList;
    layerKernels(op, makeActivationContext(op), false, opList);
    QVERIFY(!findKernel(opList, "ring attention merge", KernelPass::Forward)->reRunBySelective);
    // Megatron-LM's ring (Transformer Engine) and a plan without CP have no such ops here.
    nlohmann::json fused = trainingOf("selective");
    KernelList megatron, noCp;
    const Scenario m = scenarioWith({{"preset", "dgx-h100"}}, parallel, fused);
    layerKernels(m, makeActivationContext(m), false, megatron);
    QVERIFY(!findKernel(megatron, "ring attention merge", KernelPass::Forward));
    const Scenario one = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(1, false), torchTraining(qPrintable(fusion)));
    layerKernels(one, makeActivationContext(one), false, noCp);
    QVERIFY(!findKernel(noCp, "ring attention merge", KernelPass::Forward));
}

void TestKernels::perOpPolicyReRunsEveryOtherMatmul()
{
    // torchtitan's "op" policy on its Llama block: of wq, wk, wv, wo, w1, w3, w2 the 2nd, 4th
    // and 6th matmul (wk, wo, w3) and every memory-bound op run again; attention does not.
    const Scenario core = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(1, false), torchTraining("compiled"));
    const Scenario op = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(1, false),
                                     torchTraining("compiled", "every-other-matmul"));
    KernelList list;
    layerKernels(op, makeActivationContext(op), false, list);
    timeKernels(list, kernelRates(op.cluster, op.training.precision));
    double reRunFlops = 0, forwardGemmFlops = 0;
    for (const Kernel& k : list) {
        if (k.pass != KernelPass::Forward)
            continue;
        if (k.kind == KernelKind::Gemm)
            forwardGemmFlops += k.flops;
        if (k.reRunBySelective && k.kind == KernelKind::Gemm)
            reRunFlops += k.flops;
        if (k.kind == KernelKind::MemoryBound)
            QVERIFY2(k.reRunBySelective, k.name);
        if (k.kind == KernelKind::FlashAttention)
            QVERIFY(!k.reRunBySelective);
    }
    const double h = 8192, kv = 8 * 128, f = 28672;
    const double perToken = h * h + h * kv + h * kv + h * h + 3 * h * f; // wq wk wv wo w1 w3 w2
    QVERIFY(testsupport::relClose(reRunFlops / forwardGemmFlops, (h * kv + h * h + h * f) / perToken, 1e-12));
    // The cost model charges exactly those kernels to the backward pass.
    KernelList coreList;
    layerKernels(core, makeActivationContext(core), false, coreList);
    timeKernels(coreList, kernelRates(core.cluster, core.training.precision));
    const ModelParams params = countParameters(op.model, 1);
    const CostModel a(core, params), b(op, params);
    QCOMPARE(b.denseCompute.forward, a.denseCompute.forward);
    QVERIFY(testsupport::relClose(b.denseCompute.backward - a.denseCompute.backward,
                                  sumOf(list, KernelPass::Forward, true) -
                                      sumOf(coreList, KernelPass::Forward, true),
                                  1e-12));
}

void TestKernels::perOpPolicyStoresWhatItSaves()
{
    // Activations per layer and micro-batch: the layer input plus the outputs of wq, wv, w1,
    // w2 and the attention kernel (2 B each, log-sum-exp 4 B per head), not Megatron's
    // selective set (which keeps every MLP and attention input as well).
    const Scenario op = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(1, false),
                                     torchTraining("eager", "every-other-matmul"));
    const double sb = 4096, h = 8192, a = 64, kv = 8 * 128, f = 28672;
    const double expected = 2 * sb * h + 2 * sb * (h + kv + h + f + h) + 4 * sb * a;
    QCOMPARE(layerActivationBytes(op.model, false, makeActivationContext(op)), expected);
    const Scenario core = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(1, false), torchTraining("eager"));
    QVERIFY(layerActivationBytes(core.model, false, makeActivationContext(core)) > 1.5 * expected);
}

void TestKernels::launcherFieldsRoundTripAndBadValuesNameTheirPath()
{
    const Scenario s = scenarioWith({{"preset", "grand-teton-h100-96gb"}}, parallelOf(1, false),
                                    torchTraining("eager", "every-other-matmul"));
    QCOMPARE(s.training.kernelFusion, KernelFusion::Eager);
    QCOMPARE(s.training.selectiveRecompute, SelectiveRecompute::EveryOtherMatmul);
    QVERIFY(readScenario(writeScenario(s, PresetLibrary::builtin()), PresetLibrary::builtin()).training == s.training);
    // Older files: Megatron's fused kernels and core-attention recompute.
    const Scenario old = scenarioWith({{"preset", "dgx-h100"}});
    QCOMPARE(old.training.kernelFusion, KernelFusion::Fused);
    QCOMPARE(old.training.selectiveRecompute, SelectiveRecompute::Modules);
    QCOMPARE(old.training.attentionKernel, AttentionKernel::Fused);
    for (const char* field : {"kernel_fusion", "selective_recompute", "attention_kernel"}) {
        nlohmann::json t = trainingOf("selective");
        t[field] = "jit";
        try {
            scenarioWith({{"preset", "dgx-h100"}}, parallelOf(1, false), t);
            QFAIL("a bad value was accepted");
        } catch (const InputError& e) {
            const std::string message = e.what();
            QVERIFY2(message.find(std::string("training.") + field) != std::string::npos, message.c_str());
            QVERIFY2(message.find('\n') == std::string::npos, message.c_str());
        }
    }
}

void TestKernels::flashAttention2RunsAtItsMeasuredRate_data()
{
    // arXiv:2407.08608 (FlashAttention-3) Figures 5-6, H100 SXM5, head dim 128, 16 heads,
    // 16,384 tokens per call: FlashAttention-2 and cuDNN TFLOP/s at 2k and 8k tokens per sequence.
    // The presets' FA2 curves are fitted to those bars (max time error 3.9 %); the fused curve
    // is derived from A100 (docs/time-model.md), so it is held to 5 % on the forward pass only.
    QTest::addColumn<double>("seq");
    QTest::addColumn<bool>("backward");
    QTest::addColumn<double>("fa2Tflops");
    QTest::addColumn<double>("cudnnTflops");
    QTest::newRow("forward causal 2k") << 2048.0 << false << 298.0 << 484.0;
    QTest::newRow("forward causal 8k") << 8192.0 << false << 333.0 << 529.0;
    QTest::newRow("backward 2k") << 2048.0 << true << 291.0 << 465.0;
    QTest::newRow("backward 8k") << 8192.0 << true << 318.0 << 518.0;
}

void TestKernels::flashAttention2RunsAtItsMeasuredRate()
{
    QFETCH(double, seq);
    QFETCH(bool, backward);
    QFETCH(double, fa2Tflops);
    QFETCH(double, cudnnTflops);
    const Scenario s = scenarioWith({{"preset", "dgx-h100"}});
    const double batch = 16384 / seq;
    const double causalFlops = (backward ? 2.5 : 1.0) * 4 * batch * seq * seq * 16 * 128 / 2;
    const KernelRates fa2 = kernelRates(s.cluster, Precision::Bf16, AttentionKernel::FlashAttention2);
    const KernelRates fused = kernelRates(s.cluster, Precision::Bf16, AttentionKernel::Fused);
    const double fa2Seconds = fa2.flashAttentionSeconds(causalFlops, backward);
    QVERIFY2(std::abs(fa2Seconds / (causalFlops / (fa2Tflops * 1e12)) - 1) < 0.04,
             qPrintable(QString::number(causalFlops / fa2Seconds / 1e12)));
    if (!backward)
        QVERIFY2(std::abs(fused.flashAttentionSeconds(causalFlops, false) / (causalFlops / (cudnnTflops * 1e12)) - 1) < 0.05,
                 qPrintable(QString::number(causalFlops / fused.flashAttentionSeconds(causalFlops, false) / 1e12)));
    // The choice reaches the step: the layer's attention kernels, and nothing else, slow down.
    nlohmann::json t = trainingOf();
    t["attention_kernel"] = "flash-attention-2";
    const Scenario slow = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(8, true), t);
    KernelList a, b;
    layerKernels(s, makeActivationContext(s), false, a);
    layerKernels(slow, makeActivationContext(slow), false, b);
    timeKernels(a, kernelRates(s.cluster, s.training.precision, s.training.attentionKernel));
    timeKernels(b, kernelRates(slow.cluster, slow.training.precision, slow.training.attentionKernel));
    QCOMPARE(a.count, b.count);
    for (int i = 0; i < a.count; ++i) {
        const Kernel& x = a.items[size_t(i)];
        if (x.kind == KernelKind::FlashAttention)
            QVERIFY2(b.items[size_t(i)].seconds > 1.3 * x.seconds, x.name);
        else
            QCOMPARE(b.items[size_t(i)].seconds, x.seconds);
    }
    QVERIFY(estimate(slow).step.timeS > estimate(s).step.timeS);
}

void TestKernels::flashAttention2CurvesAreWrittenOnlyWhereMeasured()
{
    // A GPU without FA2 measurements times FA2 as its fused kernel and writes no FA2 block, so a
    // saved file does not pretend to a measurement; the H100 presets carry and keep theirs.
    const Scenario a100 = scenarioWith({{"preset", "dgx-a100-80gb"}});
    QVERIFY(!a100.cluster.gpu.kernels.flashAttention2Measured);
    QVERIFY(a100.cluster.gpu.kernels.flashAttention2Forward == a100.cluster.gpu.kernels.attentionForward);
    const KernelRates r = kernelRates(a100.cluster, Precision::Bf16, AttentionKernel::FlashAttention2);
    QCOMPARE(r.flashAttentionSeconds(1e11, true),
             kernelRates(a100.cluster, Precision::Bf16).flashAttentionSeconds(1e11, true));
    const PresetLibrary none; // no presets: the cluster is written in full
    QVERIFY(!writeClusterObject(a100.cluster, none)["gpu"]["kernels"].contains("flash_attention_2"));
    const Scenario h100 = scenarioWith({{"preset", "dgx-h100"}});
    QVERIFY(h100.cluster.gpu.kernels.flashAttention2Measured);
    const nlohmann::json written = writeClusterObject(h100.cluster, none)["gpu"]["kernels"];
    QVERIFY(written.contains("flash_attention_2"));
    QCOMPARE(written["flash_attention_2"]["forward"]["max_efficiency"].get<double>(), 0.3522);
    QVERIFY(readScenario(writeScenario(h100, PresetLibrary::builtin()), PresetLibrary::builtin()).cluster == h100.cluster);
}

void TestKernels::endStagesCarryEmbeddingAndOutput()
{
    const Scenario s = scenarioWith({{"preset", "dgx-h100"}}, parallelOf(8, true, 4));
    const ModelParams params = countParameters(s.model, s.parallel.tp);
    const CostModel cm(s, params);
    StageLayout first, middle, last;
    layoutStage(0, s.model.layers, s.parallel, first);
    layoutStage(1, s.model.layers, s.parallel, middle);
    layoutStage(3, s.model.layers, s.parallel, last);
    const RankWork f = rankWork(cm, s, params, first), m = rankWork(cm, s, params, middle),
                   l = rankWork(cm, s, params, last);
    QVERIFY(cm.embedding.forward > 0 && cm.outputCompute.forward > 0);
    QVERIFY(testsupport::relClose(f.compute.forward - m.compute.forward, cm.embedding.forward, 1e-12));
    QVERIFY(testsupport::relClose(f.compute.weight - m.compute.weight, cm.embedding.weight, 1e-12));
    QVERIFY(testsupport::relClose(l.compute.forward - m.compute.forward, cm.outputCompute.forward, 1e-12));
    QVERIFY(testsupport::relClose(l.compute.backward - m.compute.backward, cm.outputCompute.backward, 1e-12));
    // Output layer: its three GEMMs and four cross-entropy kernels.
    int gemms = 0, loss = 0;
    KernelList output;
    outputKernels(s, makeActivationContext(s), params.vocabPadded, output);
    for (const Kernel& k : output) {
        gemms += k.kind == KernelKind::Gemm;
        loss += k.memory == MemoryClass::CrossEntropy;
    }
    QCOMPARE(gemms, 3);
    QCOMPARE(loss, 4);
}

void TestKernels::optimizerIsPassesOverTheShard_data()
{
    // Bytes per updated (shard) parameter and passes, then bytes per held parameter and passes
    // over Megatron-LM's whole gradient buffer: zero 4, NaN/Inf check 4 and, with DP > 1, the
    // 1/DP scaling 8 (param_and_grad_buffer.py start_grad_sync); half with bf16 main grads.
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<QString>("mainGrads");
    QTest::addColumn<int>("dp");
    QTest::addColumn<double>("bytesPerParam");
    QTest::addColumn<int>("passes");
    QTest::addColumn<double>("bufferBytesPerParam");
    QTest::addColumn<int>("bufferPasses");
    // The gradient copy (read 2, write 4) only with 16-bit gradients: Megatron-LM hands the
    // optimizer its fp32 buffer itself (shard_model_grad.float() is the same tensor).
    QTest::newRow("bf16") << "bf16" << "fused" << "fp32" << 4 << 46.0 << 4 << 16.0 << 3;
    QTest::newRow("fp16 (unscale)") << "fp16" << "fused" << "fp32" << 4 << 54.0 << 5 << 16.0 << 3;
    QTest::newRow("fp32 (no copies, no buffer)") << "fp32" << "fused" << "fp32" << 4 << 40.0 << 3 << 0.0 << 0;
    QTest::newRow("bf16, DP 1 (no scaling)") << "bf16" << "fused" << "fp32" << 1 << 46.0 << 4 << 8.0 << 2;
    QTest::newRow("bf16 main grads (gradient copy)") << "bf16" << "fused" << "bf16" << 4 << 52.0 << 5 << 8.0 << 3;
    QTest::newRow("PyTorch ops (no buffer passes)") << "bf16" << "eager" << "fp32" << 4 << 46.0 << 4 << 0.0 << 0;
}

void TestKernels::optimizerIsPassesOverTheShard()
{
    QFETCH(QString, precision);
    QFETCH(QString, fusion);
    QFETCH(QString, mainGrads);
    QFETCH(int, dp);
    QFETCH(double, bytesPerParam);
    QFETCH(int, passes);
    QFETCH(double, bufferBytesPerParam);
    QFETCH(int, bufferPasses);
    nlohmann::json training = trainingOf();
    training["precision"] = precision.toStdString();
    training["kernel_fusion"] = fusion.toStdString();
    training["main_grads"] = mainGrads.toStdString();
    nlohmann::json parallel = parallelOf(8, true);
    parallel["dp"] = dp;
    const Scenario s = scenarioWith({{"preset", "dgx-h100"}, {"nodes", dp}}, parallel, training);
    const ModelParams params = countParameters(s.model, s.parallel.tp);
    const CostModel cm(s, params);
    StageLayout stage;
    layoutStage(0, s.model.layers, s.parallel, stage);
    const HeldParams held = heldParams(stage, params, s);
    const double shard = held.dense / dp; // ZeRO-1 over DP
    const GpuSpec& g = s.cluster.gpu;
    const double expected = (shard * bytesPerParam + held.total() * bufferBytesPerParam) /
                                (g.hbmTBps * 1e12 * g.hbmEfficiency) +
                            (passes + bufferPasses) * g.kernels.memoryLatencyUs * 1e-6;
    QVERIFY2(testsupport::relClose(optimizerSeconds(s, cm, held), expected, 1e-9),
             qPrintable(QString::number(optimizerSeconds(s, cm, held)) + " vs " + QString::number(expected)));
}

void TestKernels::presetProfileLoadsAndOverridesChangeTime()
{
    const Scenario b200 = scenarioWith({{"preset", "dgx-b200"}});
    QCOMPARE(b200.cluster.gpu.memoryGiB, 179.06);
    QCOMPARE(b200.cluster.gpu.kernels.gemmForward.halfSize, 5.01e9);
    QCOMPARE(b200.cluster.gpu.kernels.groupedForward.halfSize, 221.0);
    QCOMPARE(b200.cluster.gpu.matmulEfficiency, b200.cluster.gpu.kernels.gemmForward.maxEfficiency);
    const double base = estimate(b200).step.timeS;
    const Scenario slowLaunch = scenarioWith(
        {{"preset", "dgx-b200"}, {"gpu", {{"kernels", {{"memory_latency_us", 100}}}}}});
    QCOMPARE(slowLaunch.cluster.gpu.kernels.memoryLatencyUs, 100.0);
    QVERIFY(estimate(slowLaunch).step.timeS > base);
    const Scenario slowAttention = scenarioWith(
        {{"preset", "dgx-b200"}, {"gpu", {{"kernels", {{"attention", {{"backward", {{"max_efficiency", 0.2}}}}}}}}}});
    QVERIFY(estimate(slowAttention).step.timeS > base);
    // matmul_efficiency (the GUI's field) still scales every compute kernel.
    const Scenario lowerLevel = scenarioWith({{"preset", "dgx-b200"}, {"gpu", {{"matmul_efficiency", 0.4}}}});
    QVERIFY(estimate(lowerLevel).step.timeS > base);
    // A written scenario reads back the same profile.
    const Scenario again = readScenario(writeScenario(slowLaunch, PresetLibrary::builtin()), PresetLibrary::builtin());
    QCOMPARE(again.cluster.gpu, slowLaunch.cluster.gpu);
}

void TestKernels::oldClusterFilesStillLoad()
{
    // A cluster written before kernel profiles: no "kernels", one matmul efficiency.
    const nlohmann::json old = {
        {"name", "old"},
        {"gpu", {{"name", "A100"}, {"memory_GiB", 80}, {"peak_TFLOPS", {{"bf16", 312}}}, {"hbm_TBps", 2.0},
                 {"matmul_efficiency", 0.6}, {"hbm_efficiency", 0.8}}},
        {"gpus_per_node", 8}, {"nodes", 1},
        {"intra_node", {{"kind", "nvlink"}, {"bandwidth_GBps", 300}, {"latency_us", 0.6}}},
        {"inter_node", {{"kind", "infiniband"}, {"bandwidth_GBps", 25}, {"latency_us", 2.7}}}};
    const Scenario s = scenarioWith(old);
    QCOMPARE(s.cluster.gpu.matmulEfficiency, 0.6);
    const KernelRates r = kernelRates(s.cluster, Precision::Bf16);
    // Every GEMM and attention kernel at 0.6 of peak, memory at 0.8 of HBM, no latency: as before.
    QCOMPARE(r.gemmSeconds(1e9, 0, GemmLayout::WeightGrad), 1e9 / (312e12 * 0.6));
    QCOMPARE(r.flashAttentionSeconds(1e9, true), 1e9 / (312e12 * 0.6));
    QCOMPARE(r.memorySeconds(1e9, MemoryClass::CrossEntropy), 1e9 / (2e12 * 0.8));
    QVERIFY(estimate(s).step.timeS > 0);
    // A preset scenario that overrides only matmul_efficiency, as files written before did.
    const Scenario tuned = scenarioWith({{"preset", "dgx-a100-80gb"}, {"gpu", {{"matmul_efficiency", 0.5}}}});
    const KernelRates t = kernelRates(tuned.cluster, Precision::Bf16);
    QVERIFY(testsupport::relClose(t.computeScale, 0.5 / tuned.cluster.gpu.kernels.gemmForward.maxEfficiency, 1e-12));
}

void TestKernels::badProfileValuesNameTheirPath_data()
{
    QTest::addColumn<QString>("overrides");
    QTest::addColumn<QString>("path");
    QTest::newRow("e_max above 1") << R"({"gemm": {"forward": {"max_efficiency": 1.5}}})"
                                   << "cluster.gpu.kernels.gemm.forward.max_efficiency";
    QTest::newRow("negative half size") << R"({"attention": {"backward": {"half_flops": -1}}})"
                                        << "cluster.gpu.kernels.attention.backward.half_flops";
    QTest::newRow("latency as text") << R"({"launch_latency_us": "fast"})" << "cluster.gpu.kernels.launch_latency_us";
    QTest::newRow("unknown layout") << R"({"gemm": {"sideways": {"max_efficiency": 0.5, "half_flops": 1}}})"
                                    << "cluster.gpu.kernels.gemm.sideways";
    QTest::newRow("missing curve") << R"({"grouped_gemm": {"weight_grad": null}})"
                                   << "cluster.gpu.kernels.grouped_gemm.weight_grad";
    QTest::newRow("FlashAttention-2 e_max above 1")
        << R"({"flash_attention_2": {"forward": {"max_efficiency": 2, "half_flops": 1e10}, "backward": {"max_efficiency": 0.3, "half_flops": 1e10}}})"
        << "cluster.gpu.kernels.flash_attention_2.forward.max_efficiency";
    QTest::newRow("FlashAttention-2 without its backward curve")
        << R"({"flash_attention_2": {"forward": {"max_efficiency": 0.3, "half_flops": 1e10}, "backward": null}})"
        << "cluster.gpu.kernels.flash_attention_2.backward";
    QTest::newRow("zero permute efficiency") << R"({"permute_efficiency": 0})"
                                             << "cluster.gpu.kernels.permute_efficiency";
}

void TestKernels::badProfileValuesNameTheirPath()
{
    QFETCH(QString, overrides);
    QFETCH(QString, path);
    const nlohmann::json cluster = {{"preset", "dgx-h100"},
                                    {"gpu", {{"kernels", nlohmann::json::parse(overrides.toStdString())}}}};
    try {
        (void)scenarioWith(cluster);
        QFAIL("the profile was accepted");
    } catch (const InputError& error) {
        QVERIFY2(QString::fromStdString(error.path()) == path, error.what());
    }
}

QTEST_GUILESS_MAIN(TestKernels)
void TestKernels::mtpModulesRunTheirProjection()
{
    // Multi-token prediction (DeepSeek-V3 report §2.2): each MTP module's projection of
    // [h; embedding] (2h -> h) runs as a kernel, so the model FLOPs it adds are executed too:
    // without recompute HFU equals MFU (it was 0.2 % below when the kernel was missing; the
    // two counts, built apart for MLA and the experts, agree to a few parts per million).
    Scenario s = testsupport::exampleScenario("deepseek-v3-2048-h800");
    s.training.recompute = Recompute::None;
    const Report r = estimate(s);
    QVERIFY(r.model.paramsMtp > 0);
    QVERIFY2(testsupport::relClose(r.step.hfu, r.step.mfu, 1e-5), qPrintable(testsupport::describe(r.step.hfu, r.step.mfu)));
}

#include "tst_kernels.moc"
