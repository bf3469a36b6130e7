// Sliding-window and chunked attention (ModelSpec::localAttention): which layers are local,
// how many keys a query sees, and what that changes in FLOPs, kernel times, memory and the
// scenario file. Model FLOPs count min(w, s) keys on a local layer (MaxText's
// calculate_gemma3_tflops_training_per_device, Megatron-Bridge's flop_utils.py); a fused
// attention kernel runs the causal keys only; the unfused path masks a full score matrix.

#include "testsupport.h"

#include "core/estimate/activations.h"
#include "core/estimate/attentionspan.h"
#include "core/estimate/estimate.h"
#include "core/estimate/flops.h"
#include "core/estimate/kernels.h"
#include "core/estimate/paramcount.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

#include <QTest>

using namespace shardscope;
using testsupport::describe;
using testsupport::relClose;

namespace {

/** A preset model on DGX H100s with a parallel layout and training settings of a test's own. */
Scenario plan(const std::string& model, const nlohmann::json& parallel, const nlohmann::json& training, int nodes)
{
    nlohmann::json t = {{"seq_length", 8192}, {"micro_batch", 1}, {"global_batch", 64}, {"precision", "bf16"},
                        {"recompute", "none"}};
    if (training.is_object())
        t.merge_patch(training);
    nlohmann::json p = {{"tp", 8}, {"pp", 1}, {"dp", 1}, {"sequence_parallel", true}, {"zero_stage", 1}, {"schedule", "1f1b"}};
    if (parallel.is_object())
        p.merge_patch(parallel);
    return testsupport::makeScenario({{"preset", model}}, p, t, "dgx-h100", nodes);
}

ModelSpec presetModel(const char* id)
{
    return plan(id, {}, {}, 1).model;
}

Scenario withoutLocalAttention(Scenario s)
{
    s.model.localAttention = LocalAttention::None;
    return s;
}

} // namespace

class TestLocalAttention : public QObject
{
    Q_OBJECT
private slots:
    void layerPattern_data();
    void layerPattern();
    void localMoeLayers();
    void keysPerQuery_data();
    void keysPerQuery();
    void modelFlopsCountVisibleKeys();
    void flashKernelRunsTheWindowOnly();
    void hfuEqualsMfuOverStages_data();
    void hfuEqualsMfuOverStages();
    void unfusedAttentionSavesNothing();
    void memoryIsUnchanged();
    void sinksAreOneParameterPerHead();
    void fileRoundTrip();
    void windowIsRequired();
};

void TestLocalAttention::layerPattern_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("localLayers");
    // Gemma 3 27B: 62 layers, every 6th global: 62 // 6 = 10 global (MaxText counts them so).
    QTest::newRow("gemma-3-27b") << "gemma-3-27b" << 52;
    QTest::newRow("gpt-oss-120b") << "gpt-oss-120b" << 18; // 36 layers alternating
    QTest::newRow("llama-4-maverick") << "llama-4-maverick" << 36; // 48 layers, every 4th global
    QTest::newRow("mistral-7b") << "mistral-7b" << 32;            // every layer windowed
    QTest::newRow("llama-3-70b") << "llama-3-70b" << 0;
}

void TestLocalAttention::layerPattern()
{
    QFETCH(QString, preset);
    QFETCH(int, localLayers);
    const ModelSpec m = presetModel(qPrintable(preset));
    QCOMPARE(m.localLayersInRange(0, m.layers), localLayers);
    // Every range agrees with the layer-by-layer rule, including ranges past the ends.
    for (int first = -2; first <= m.layers; first += 3)
        for (int count = 0; count <= m.layers + 2; count += 5) {
            int expected = 0;
            for (int i = first; i < first + count; ++i)
                expected += m.isLocalAttentionLayer(i);
            QCOMPARE(m.localLayersInRange(first, count), expected);
        }
    if (m.hasLocalAttention() && m.globalAttentionEvery > 0) {
        QVERIFY(!m.isLocalAttentionLayer(m.globalAttentionEvery - 1)); // layer n - 1 is the first global one
        QVERIFY(m.isLocalAttentionLayer(0));
    }
}

void TestLocalAttention::localMoeLayers()
{
    // Llama 4 Maverick: MoE on the odd layers, a global layer every 4th: layers 3, 7, 11, ...
    // are MoE and global, so of the 24 MoE layers 12 are local.
    const ModelSpec m = presetModel("llama-4-maverick");
    QCOMPARE(m.moeLayerCount(), 24);
    QCOMPARE(m.localMoeLayersInRange(0, m.layers), 12);
    QCOMPARE(m.localMoeLayersInRange(0, 4), 1); // layer 1 (MoE, local); layer 3 is global
}

void TestLocalAttention::keysPerQuery_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("seq");
    QTest::newRow("sliding 128 of 4096") << int(LocalAttention::Sliding) << 128 << 4096;
    QTest::newRow("sliding 1024 of 8192") << int(LocalAttention::Sliding) << 1024 << 8192;
    QTest::newRow("sliding covers the sequence") << int(LocalAttention::Sliding) << 8192 << 4096;
    QTest::newRow("chunks 8192 of 32768") << int(LocalAttention::Chunked) << 8192 << 32768;
    QTest::newRow("chunks 3000 of 8192 (a partial chunk)") << int(LocalAttention::Chunked) << 3000 << 8192;
    QTest::newRow("chunk covers the sequence") << int(LocalAttention::Chunked) << 8192 << 8192;
}

void TestLocalAttention::keysPerQuery()
{
    QFETCH(int, kind);
    QFETCH(int, window);
    QFETCH(int, seq);
    ModelSpec m = presetModel("llama-3-8b");
    m.localAttention = LocalAttention(kind);
    m.localWindow = window;
    // Query i (from 0) attends to the keys its mask keeps: the last w positions up to itself,
    // or the positions of its own chunk up to itself.
    double keys = 0;
    for (int i = 0; i < seq; ++i)
        keys += kind == int(LocalAttention::Sliding) ? std::min(i + 1, window) : i % window + 1;
    const double average = keys / seq;
    const double causal = causalKeysPerQuery(m, true, seq);
    // The closed form drops the diagonal's half key per query (as the full causal s / 2 does).
    QVERIFY2(std::abs(causal - average) <= 0.5 + 1e-9, qPrintable(describe(causal, average)));
    QCOMPARE(visibleKeysPerQuery(m, true, seq), double(std::min(window, seq)));
    QCOMPARE(causalKeysPerQuery(m, false, seq), seq / 2.0);
    QCOMPARE(visibleKeysPerQuery(m, false, seq), double(seq));
    if (window >= seq)
        QCOMPARE(causal, seq / 2.0);
}

void TestLocalAttention::modelFlopsCountVisibleKeys()
{
    // Gemma 3 27B at s = 4096: 10 global layers see 4096 keys and 52 local ones 1024, so the
    // attention term of 6 x keys x heads x (d_qk + d_v) drops by 6 x 52 x 3072 x 32 x 256.
    const ModelSpec local = presetModel("gemma-3-27b");
    ModelSpec global = local;
    global.localAttention = LocalAttention::None;
    const double s = 4096;
    const double drop = modelFlopsPerToken(global, countParameters(global, 1), s) -
                        modelFlopsPerToken(local, countParameters(local, 1), s);
    const double expected = 6.0 * 52 * (4096 - 1024) * 32 * (128 + 128);
    QVERIFY2(relClose(drop, expected, 1e-12), qPrintable(describe(drop, expected)));
}

void TestLocalAttention::flashKernelRunsTheWindowOnly()
{
    const Scenario s = plan("gemma-3-27b", {}, {}, 8);
    const ActivationContext ctx = makeActivationContext(s);
    KernelList global, local;
    layerKernels(s, ctx, false, global);
    layerKernels(s, ctx, false, local, true);
    QCOMPARE(local.count, global.count);
    const double ratio = causalKeysPerQuery(s.model, true, 8192) / causalKeysPerQuery(s.model, false, 8192);
    QVERIFY(ratio < 0.25); // 960 of 4096 keys
    int attention = 0;
    for (int i = 0; i < global.count; ++i) {
        const Kernel& g = global.items[size_t(i)];
        const Kernel& l = local.items[size_t(i)];
        QCOMPARE(QByteArray(l.name), QByteArray(g.name));
        if (g.kind == KernelKind::FlashAttention) {
            ++attention;
            QVERIFY2(relClose(l.flops, g.flops * ratio, 1e-12), qPrintable(describe(l.flops, g.flops * ratio)));
        } else {
            QCOMPARE(l.flops, g.flops);
            QCOMPARE(l.bytes, g.bytes);
        }
    }
    QCOMPARE(attention, 2); // forward and backward

    const Report withWindows = estimate(s), without = estimate(withoutLocalAttention(s));
    QVERIFY2(withWindows.step.computeS < without.step.computeS,
             qPrintable(describe(withWindows.step.computeS, without.step.computeS)));
}

void TestLocalAttention::hfuEqualsMfuOverStages_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("virtualStages");
    QTest::addColumn<int>("ep");
    QTest::addColumn<int>("seq");
    QTest::newRow("gemma-3-27b pp 2") << "gemma-3-27b" << 2 << 1 << 1 << 4096;
    QTest::newRow("gpt-oss-120b pp 4 ep 8") << "gpt-oss-120b" << 4 << 1 << 8 << 4096;
    QTest::newRow("llama-4-maverick pp 4 x 2 chunks ep 8") << "llama-4-maverick" << 4 << 2 << 8 << 32768;
}

void TestLocalAttention::hfuEqualsMfuOverStages()
{
    // Without recompute every executed FLOP is a model FLOP: what the stages' local layers
    // take off the executed FLOPs, summed rank by rank, is what they take off the model's.
    QFETCH(QString, preset);
    QFETCH(int, pp);
    QFETCH(int, virtualStages);
    QFETCH(int, ep);
    QFETCH(int, seq);
    nlohmann::json parallel = {{"pp", pp}, {"ep", ep}, {"tp", 1}, {"dp", 8}, {"sequence_parallel", false}};
    if (virtualStages > 1)
        parallel.update({{"schedule", "interleaved-1f1b"}, {"virtual_stages", virtualStages}});
    const Scenario s = plan(preset.toStdString(), parallel, {{"seq_length", seq}}, pp);
    const Report local = estimate(s), full = estimate(withoutLocalAttention(s));
    const double modelDrop = full.compute.modelFlopsPerStep - local.compute.modelFlopsPerStep;
    const double executedDrop = full.compute.hardwareFlopsPerStep - local.compute.hardwareFlopsPerStep;
    QVERIFY(modelDrop > 0.01 * full.compute.modelFlopsPerStep);
    QVERIFY2(relClose(executedDrop, modelDrop, 1e-9), qPrintable(describe(executedDrop, modelDrop)));
    QVERIFY2(local.step.timeS < full.step.timeS, qPrintable(describe(local.step.timeS, full.step.timeS)));
}

void TestLocalAttention::unfusedAttentionSavesNothing()
{
    // Without a fused kernel the scores are a full s x s matrix, masked: no time is saved.
    const Scenario s = plan("gpt-oss-20b", {{"tp", 1}, {"dp", 8}, {"ep", 8}}, {{"flash_attention", false}}, 1);
    const Report windows = estimate(s), none = estimate(withoutLocalAttention(s));
    QVERIFY2(relClose(windows.step.computeS, none.step.computeS, 1e-12),
             qPrintable(describe(windows.step.computeS, none.step.computeS)));
}

void TestLocalAttention::memoryIsUnchanged()
{
    // Flash attention keeps no score matrix, so the window changes no stored activation.
    const Scenario s = plan("gemma-3-27b", {{"pp", 2}, {"dp", 4}}, {{"recompute", "selective"}}, 8);
    const Report a = estimate(s), b = estimate(withoutLocalAttention(s));
    QCOMPARE(a.memory.stages.size(), b.memory.stages.size());
    for (size_t i = 0; i < a.memory.stages.size(); ++i)
        QCOMPARE(a.memory.stages[i].totalBytes, b.memory.stages[i].totalBytes);
}

void TestLocalAttention::sinksAreOneParameterPerHead()
{
    const ModelSpec m = presetModel("gpt-oss-120b");
    ModelSpec plain = m;
    plain.attentionSinks = false;
    const double added = countParameters(m, 1).total() - countParameters(plain, 1).total();
    QCOMPARE(added, double(m.heads) * m.layers); // 64 x 36
}

void TestLocalAttention::fileRoundTrip()
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = plan("llama-3-8b", {}, {}, 1);
    s.model.presetId.clear();
    s.model.localAttention = LocalAttention::Chunked;
    s.model.localWindow = 2048;
    s.model.globalAttentionEvery = 3;
    s.model.attentionSinks = true;
    const nlohmann::json written = writeScenario(s, presets);
    QCOMPARE(written["model"]["local_attention"].get<std::string>(), std::string("chunked"));
    const Scenario back = readScenario(written, presets);
    QCOMPARE(back.model.localAttention, LocalAttention::Chunked);
    QCOMPARE(back.model.localWindow, int64_t(2048));
    QCOMPARE(back.model.globalAttentionEvery, 3);
    QVERIFY(back.model.attentionSinks);
}

void TestLocalAttention::windowIsRequired()
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = plan("llama-3-8b", {}, {}, 1);
    s.model.presetId.clear();
    nlohmann::json doc = writeScenario(s, presets);
    doc["model"]["local_attention"] = "sliding";
    doc["model"]["local_window"] = 0;
    try {
        (void)readScenario(doc, presets);
        QFAIL("a sliding window of 0 tokens was accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("model.local_window"));
    }
    doc["model"]["local_attention"] = "diagonal";
    doc["model"]["local_window"] = 128;
    try {
        (void)readScenario(doc, presets);
        QFAIL("an unknown kind of local attention was accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("model.local_attention"));
    }
}

QTEST_APPLESS_MAIN(TestLocalAttention)
#include "tst_local_attention.moc"
