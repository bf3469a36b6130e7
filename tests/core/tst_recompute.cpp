// Recompute as Megatron-Core runs it: what each --recompute-modules module drops from a layer's
// saved activations, full recompute by its method (uniform checkpoints of n layers, or the
// first n layers of each chunk), what the backward pass runs again (kernels, TP and EP
// collectives), and the search's fast path on the same settings.

#include "testsupport.h"
#include "fastpathsupport.h"

#include "core/estimate/activations.h"
#include "core/estimate/estimate.h"
#include "core/estimate/quickestimate.h"
#include "core/estimate/stagelayout.h"
#include "core/estimate/steptime.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/model/enumnames.h"

#include <QTest>

using namespace shardscope;
using testsupport::relClose;

namespace {

Scenario withModel(const char* preset)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = parseScenario(defaultScenarioText(), presets);
    s.model = presets.modelSpec(preset);
    return s;
}

RecomputeModules only(RecomputeModule module)
{
    RecomputeModules m;
    m.coreAttn = false;
    switch (module) {
    case RecomputeModule::CoreAttn: m.coreAttn = true; break;
    case RecomputeModule::Layernorm: m.layernorm = true; break;
    case RecomputeModule::MlaUpProj: m.mlaUpProj = true; break;
    case RecomputeModule::MoeAct: m.moeAct = true; break;
    case RecomputeModule::Mlp: m.mlp = true; break;
    case RecomputeModule::Moe: m.moe = true; break;
    case RecomputeModule::SharedExperts: m.sharedExperts = true; break;
    }
    return m;
}

/** A one-stage plan of `preset` on one node (TP 8 for dense models, EP 8 for MoE ones). */
Scenario oneStage(const char* preset, Recompute recompute)
{
    Scenario s = withModel(preset);
    s.cluster.nodes = 1;
    s.parallel.tp = s.model.isMoe() ? 1 : 8;
    s.parallel.sequenceParallel = s.parallel.tp > 1;
    s.parallel.pp = 1;
    s.parallel.dp = s.model.isMoe() ? 8 : 1;
    s.parallel.ep = s.model.isMoe() ? 8 : 1;
    s.parallel.cp = 1;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    s.parallel.zeroStage = 1;
    s.training.seqLength = 4096;
    s.training.microBatch = 1;
    s.training.globalBatch = 8 * s.parallel.dp;
    s.training.recompute = recompute;
    return s;
}

} // namespace

class TestRecompute : public QObject
{
    Q_OBJECT
private slots:
    void modulesDropWhatTheyRecompute_data();
    void modulesDropWhatTheyRecompute();
    void coreAttentionKeepsTheScoresOutWithoutFlash();
    void fullRecomputeByMethod_data();
    void fullRecomputeByMethod();
    void blockRecomputeTimesOnlyItsLayers();
    void moduleRecomputeRunsItsKernelsAgain();
    void moeRecomputeRunsTheAllToAllsAgain();
    void fastPathFollowsBlockRecompute();
    void blockRecomputeSeparatesStagesOfTheSameCounts();
    void oldFilesReadTheModulePolicy();
};

void TestRecompute::modulesDropWhatTheyRecompute_data()
{
    // The bytes a module drops from one micro-batch's saved activations of one layer, against
    // the default {core_attn} with flash attention (which itself saves nothing more): the
    // terms of Korthikanti et al. 2022 Table 2 as activations.cpp generalises them, and what
    // Megatron-Core's modules discard (TransformerConfig.recompute_modules).
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("moeLayer");
    QTest::addColumn<int>("module");
    QTest::addColumn<double>("dropped"); // in units of s·b (tokens of the micro-batch)
    const auto row = [](const char* name, const char* model, bool moe, RecomputeModule m, double perToken) {
        QTest::newRow(name) << QString::fromLatin1(model) << moe << int(m) << perToken;
    };
    // DeepSeek-V3: h 7168, 128 heads, q/k 192 (128 + 64 rope), v 128, 256 experts of width
    // 2048 (top 8, ETP 1 = TP 1), one shared expert of 2048; BF16 (2-byte linear inputs).
    // layernorm: both norms are modules of their own in an MLA MoE layer: 2 x 2 B x h.
    row("DeepSeek-V3 MoE layer, layernorm", "deepseek-v3", true, RecomputeModule::Layernorm, 2 * 2.0 * 7168);
    // In its dense layers only the input norm (before the two down-projections) is separate.
    row("DeepSeek-V3 dense layer, layernorm", "deepseek-v3", false, RecomputeModule::Layernorm, 2.0 * 7168);
    // mla_up_proj: Q, K (192 each) and V (128) of the 128 heads, 2 B each.
    row("DeepSeek-V3, mla_up_proj", "deepseek-v3", true, RecomputeModule::MlaUpProj, 2.0 * 128 * (2 * 192 + 128));
    // moe_act: the activation's output (fc2's input, 2 B) of 8 token copies over width 2048.
    row("DeepSeek-V3, moe_act", "deepseek-v3", true, RecomputeModule::MoeAct, 8 * 2.0 * 2048);
    // shared_experts: fc1's output (2 x 2048 x 2 B) and the activation's (2048 x 2 B).
    row("DeepSeek-V3, shared_experts", "deepseek-v3", true, RecomputeModule::SharedExperts, 6.0 * 2048);
    // moe: router logits and probabilities (4 B x 256), the shared expert, and the routed
    // experts' dispatched input (2 B x h), fp32 probability and hidden (6 B x 2048) per copy.
    row("DeepSeek-V3, moe", "deepseek-v3", true, RecomputeModule::Moe,
        4.0 * 256 + 6.0 * 2048 + 8 * (2.0 * 7168 + 4.0 + 6.0 * 2048));
    // Llama 3 70B (GQA, SwiGLU, ffn 28672, TP 8 with SP): mlp drops fc1's output and the
    // activation's, 6 B per hidden unit, split over TP.
    row("Llama 3 70B, mlp", "llama-3-70b", false, RecomputeModule::Mlp, 6.0 * 28672 / 8);
    // Its norms are fused into the QKV and fc1 linears (Transformer Engine's LayerNormLinear).
    row("Llama 3 70B, layernorm (fused: nothing)", "llama-3-70b", false, RecomputeModule::Layernorm, 0.0);
    // Modules of other layer kinds drop nothing.
    row("Llama 3 70B, moe (no experts)", "llama-3-70b", false, RecomputeModule::Moe, 0.0);
    row("DeepSeek-V3 MoE layer, mlp", "deepseek-v3", true, RecomputeModule::Mlp, 0.0);
}

void TestRecompute::modulesDropWhatTheyRecompute()
{
    QFETCH(QString, model);
    QFETCH(bool, moeLayer);
    QFETCH(int, module);
    QFETCH(double, dropped);
    const Scenario s = oneStage(model.toLatin1().constData(), Recompute::Selective);
    ActivationContext ctx = makeActivationContext(s);
    const double before = layerActivationBytes(s.model, moeLayer, ctx);
    ctx.modules.coreAttn = false;
    const double withoutCoreAttn = layerActivationBytes(s.model, moeLayer, ctx);
    QCOMPARE(withoutCoreAttn, before); // flash attention: core_attn saves nothing
    ctx.modules = only(RecomputeModule(module));
    const double after = layerActivationBytes(s.model, moeLayer, ctx);
    const double tokens = ctx.seqLocal * ctx.microBatch;
    QVERIFY2(relClose(before - after, dropped * tokens, 1e-12) || (dropped == 0 && before == after),
             qPrintable(QStringLiteral("dropped %1 B per token, expected %2").arg((before - after) / tokens).arg(dropped)));
}

void TestRecompute::coreAttentionKeepsTheScoresOutWithoutFlash()
{
    // Without flash attention, selective recompute without core_attn stores the softmax
    // output, its dropout mask and the dropout output: 5·a·s²·b per layer, split over TP
    // (Korthikanti Table 2, attention dropout 0.1); without attention dropout the softmax
    // output alone, 2·a·s²·b.
    for (const double dropout : {0.1, 0.0}) {
        Scenario s = oneStage("llama-3-70b", Recompute::Selective);
        s.training.flashAttention = false;
        s.model.attentionDropout = dropout;
        ActivationContext ctx = makeActivationContext(s);
        const double with = layerActivationBytes(s.model, false, ctx);
        ctx.modules = only(RecomputeModule::Mlp);
        ctx.modules.mlp = false;
        const double without = layerActivationBytes(s.model, false, ctx);
        const double perScore = dropout > 0 ? 5.0 : 2.0;
        QVERIFY(relClose(without - with, perScore * 64 * 4096.0 * 4096.0 / 8, 1e-12));
    }
}

void TestRecompute::fullRecomputeByMethod_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("layers");
    QTest::newRow("uniform, one layer a checkpoint") << int(RecomputeMethod::Uniform) << 1;
    QTest::newRow("uniform, 4 layers a checkpoint") << int(RecomputeMethod::Uniform) << 4;
    QTest::newRow("uniform, 3 layers (80 = 26 x 3 + 2)") << int(RecomputeMethod::Uniform) << 3;
    QTest::newRow("block, 10 layers") << int(RecomputeMethod::Block) << 10;
    QTest::newRow("block, 79 layers") << int(RecomputeMethod::Block) << 79;
    QTest::newRow("block, more layers than the chunk") << int(RecomputeMethod::Block) << 200;
}

void TestRecompute::fullRecomputeByMethod()
{
    // Llama 3 70B on one stage (80 layers, one micro-batch in flight). Uniform keeps one
    // layer input per checkpoint of n layers and re-materialises n layers at once; block
    // keeps the first n layers' inputs and every activation of the others, re-materialising
    // one layer (Megatron-Core TransformerBlock._checkpointed_forward).
    QFETCH(int, method);
    QFETCH(int, layers);
    Scenario s = oneStage("llama-3-70b", Recompute::Full);
    s.training.recomputeMethod = RecomputeMethod(method);
    s.training.recomputeLayers = layers;
    const Report r = estimate(s);
    const StageMemory& stage = r.memory.stages.front();
    const ActivationContext ctx = makeActivationContext(s);
    const double checkpoint = layerActivationBytes(s.model, false, ctx); // 2·sbh / t with SP
    ActivationContext none = ctx;
    none.recompute = Recompute::None;
    const double whole = layerActivationBytes(s.model, false, none);
    QVERIFY(relClose(checkpoint, 2.0 * 4096 * 8192 / 8, 1e-12));
    const int n = std::min(layers, 80);
    double stored = 0, workspace = 0;
    if (RecomputeMethod(method) == RecomputeMethod::Uniform) {
        stored = ((80 + n - 1) / n) * checkpoint;
        workspace = n * whole;
    } else {
        stored = n * checkpoint + (80 - n) * whole;
        workspace = whole;
    }
    QCOMPARE(stage.inFlightMicrobatches, 1.0);
    QVERIFY2(std::abs(double(stage.activationsLayersBytes) - stored) <= 1.0,
             qPrintable(QStringLiteral("%1 B, expected %2").arg(stage.activationsLayersBytes).arg(stored)));
    QVERIFY(std::abs(double(stage.buffers.recomputeWorkspace) - workspace) <= 1.0);
}

void TestRecompute::blockRecomputeTimesOnlyItsLayers()
{
    // Block recompute of k of a chunk's L layers re-runs the forward of those k: compute and
    // exposed TP communication lie k/L of the way from no recompute to full recompute.
    Scenario s = oneStage("llama-3-70b", Recompute::None);
    const Report none = estimate(s);
    s.training.recompute = Recompute::Full;
    const Report full = estimate(s);
    QVERIFY(full.step.computeS > none.step.computeS * 1.2);
    s.training.recomputeMethod = RecomputeMethod::Block;
    for (int k : {1, 20, 40, 79}) {
        s.training.recomputeLayers = k;
        const Report block = estimate(s);
        const double share = k / 80.0;
        QVERIFY(relClose(block.step.computeS, none.step.computeS + share * (full.step.computeS - none.step.computeS), 1e-9));
        const auto tp = [](const Report& r) { return r.communication.dims.front(); };
        QCOMPARE(QString::fromStdString(tp(block).dim), QStringLiteral("tp"));
        QVERIFY(relClose(tp(block).bytesPerStep, tp(none).bytesPerStep + share * (tp(full).bytesPerStep - tp(none).bytesPerStep), 1e-9));
        QVERIFY(relClose(tp(block).exposedTimeS,
                         tp(none).exposedTimeS + share * (tp(full).exposedTimeS - tp(none).exposedTimeS), 1e-9));
    }
    s.training.recomputeLayers = 80; // the whole chunk: the same as uniform
    s.training.recomputeMethod = RecomputeMethod::Block;
    QCOMPARE(estimate(s).step.timeS, full.step.timeS);
}

void TestRecompute::moduleRecomputeRunsItsKernelsAgain()
{
    // Each module adds its own forward kernels to the backward pass: mlp costs more than
    // core_attn's flash kernel on a dense layer, nothing re-runs with no module ticked, and
    // the kernel cache keeps the module sets apart (A, B, A gives A's figures again).
    Scenario s = oneStage("llama-3-70b", Recompute::Selective);
    const double coreAttn = estimate(s).step.computeS;
    s.training.recomputeModules = only(RecomputeModule::Mlp);
    const double mlp = estimate(s).step.computeS;
    s.training.recomputeModules.mlp = false;
    const double nothing = estimate(s).step.computeS;
    s.training.recompute = Recompute::None;
    QCOMPARE(nothing, estimate(s).step.computeS);
    s.training.recompute = Recompute::Selective;
    s.training.recomputeModules = RecomputeModules{};
    QCOMPARE(estimate(s).step.computeS, coreAttn);
    QVERIFY(coreAttn > nothing);
    QVERIFY(mlp > coreAttn);
}

void TestRecompute::moeRecomputeRunsTheAllToAllsAgain()
{
    // Recomputing the MoE block dispatches and combines again: 6 all-to-alls per MoE layer
    // and micro-batch instead of 4, 1.5 x the EP bytes.
    Scenario s = oneStage("mixtral-8x7b", Recompute::Selective);
    const auto ep = [](const Report& r) {
        for (const auto& d : r.communication.dims)
            if (d.dim == "ep")
                return d;
        return CommDimReport{};
    };
    const CommDimReport before = ep(estimate(s));
    s.training.recomputeModules = only(RecomputeModule::Moe);
    const CommDimReport after = ep(estimate(s));
    QVERIFY(before.bytesPerStep > 0);
    QVERIFY(relClose(after.bytesPerStep, 1.5 * before.bytesPerStep, 1e-12));
    QVERIFY(relClose(after.collectives.front().callsPerStep, 1.5 * before.collectives.front().callsPerStep, 1e-12));
    QVERIFY(after.timeS > before.timeS);
}

void TestRecompute::fastPathFollowsBlockRecompute()
{
    // DeepSeek-V3's first three layers are dense: block recompute of the first layers of each
    // chunk recomputes dense layers on the first rank and MoE layers elsewhere. The search's
    // fast path must tell those ranks apart and give the closed form's figures.
    for (const char* schedule : {"1f1b", "dualpipe"})
        for (int pp : {4, 8})
            for (int k : {1, 2, 5}) {
                Scenario s = withModel("deepseek-v3");
                s.parallel.tp = 1;
                s.parallel.sequenceParallel = false;
                s.parallel.pp = pp;
                s.parallel.dp = 16;
                s.parallel.ep = 8;
                s.parallel.cp = 1;
                s.parallel.schedule = *enumFromString<PipelineSchedule>(schedule);
                s.parallel.virtualStages = 1;
                s.cluster.nodes = 2 * pp;
                s.training.seqLength = 4096;
                s.training.globalBatch = 512;
                s.training.recompute = Recompute::Full;
                s.training.recomputeMethod = RecomputeMethod::Block;
                s.training.recomputeLayers = k;
                fastpathsupport::fastPathIsTheClosedForm(
                    s, QStringLiteral("%1 pp %2 k %3: ").arg(QLatin1String(schedule)).arg(pp).arg(k));
                if (QTest::currentTestFailed())
                    return;
            }
}

void TestRecompute::blockRecomputeSeparatesStagesOfTheSameCounts()
{
    // MoE every other layer: chunks of layers 0-3 and 1-4 hold two of each kind, but block
    // recompute of one layer recomputes a dense layer in one and an MoE layer in the other,
    // so the fast path must not let one stand for the other.
    Scenario s = withModel("mixtral-8x7b");
    s.model.moe->layerFrequency = 2;
    StageLayout a, b;
    a.chunks = {{0, 4, false}};
    b.chunks = {{1, 4, false}};
    QCOMPARE(s.model.moeLayersInRange(0, 4), 2);
    QCOMPARE(s.model.moeLayersInRange(1, 4), 2);
    QVERIFY(stageSignature(a, s.model) == stageSignature(b, s.model));
    QVERIFY(!(stageSignature(a, s.model, 1) == stageSignature(b, s.model, 1)));
    QVERIFY(stageSignature(a, s.model, 2) == stageSignature(b, s.model, 2));
}

void TestRecompute::oldFilesReadTheModulePolicy()
{
    // Files written before the module list say "core-attention": Megatron's policy with its
    // default module; a file can name the modules, and the writer keeps them.
    nlohmann::json doc = nlohmann::json::parse(defaultScenarioText());
    doc["training"]["selective_recompute"] = "core-attention";
    Scenario s = readScenario(doc, PresetLibrary::builtin());
    QVERIFY(s.training.selectiveRecompute == SelectiveRecompute::Modules);
    QVERIFY(s.training.recomputeModules.isDefault());
    doc["training"]["recompute_modules"] = {{"core_attn", false}, {"layernorm", true}};
    doc["training"]["recompute_method"] = "block";
    doc["training"]["recompute_layers"] = 3;
    s = readScenario(doc, PresetLibrary::builtin());
    QVERIFY(!s.training.recomputeModules.coreAttn);
    QVERIFY(s.training.recomputeModules.layernorm);
    QVERIFY(s.training.recomputeMethod == RecomputeMethod::Block);
    QCOMPARE(s.training.recomputeLayers, 3);
    const Scenario back = readScenario(writeScenario(s, PresetLibrary::builtin()), PresetLibrary::builtin());
    QVERIFY(back.training == s.training);
    doc["training"]["recompute_modules"]["layernorm"] = "yes";
    try {
        readScenario(doc, PresetLibrary::builtin());
        QFAIL("a module that is not true or false was read");
    } catch (const std::exception& e) {
        QVERIFY2(std::string(e.what()).find("recompute_modules.layernorm") != std::string::npos, e.what());
    }
}

QTEST_APPLESS_MAIN(TestRecompute)
#include "tst_recompute.moc"
