// Parameter counts: Megatron's arithmetic, Narayanan's Table 1, Hugging Face totals, vocab
// padding, and where each parameter lives on the pipeline.

#include "testsupport.h"

#include "core/analysis/analyse.h"
#include "core/estimate/estimate.h"
#include "core/estimate/megatronreference.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/stagelayout.h"

#include <QTest>

using namespace shardscope;

namespace {
nlohmann::json basicParallel(int tp = 1, int pp = 1)
{
    return {{"tp", tp},        {"pp", pp},          {"dp", 1}, {"sequence_parallel", tp > 1},
            {"zero_stage", 1}, {"schedule", "1f1b"}};
}
const nlohmann::json kTraining = {{"seq_length", 2048},
                                  {"micro_batch", 1},
                                  {"global_batch", 64},
                                  {"precision", "bf16"},
                                  {"recompute", "selective"}};
ModelSpec preset(const std::string& id)
{
    return PresetLibrary::builtin().modelSpec(id);
}
} // namespace

class TestParamCount : public QObject
{
    Q_OBJECT
private slots:
    void megatronArithmetic_data();
    void megatronArithmetic();
    void narayananTable1_data();
    void narayananTable1();
    void huggingFaceTotals_data();
    void huggingFaceTotals();
    void vocabPadding_data();
    void vocabPadding();
    void vocabAsTheLauncherBuildsIt_data();
    void vocabAsTheLauncherBuildsIt();
    void stagesHoldEveryParameterOnce_data();
    void stagesHoldEveryParameterOnce();
    void layoutSchedules();
};

void TestParamCount::megatronArithmetic_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("publishedActiveBillions");
    QTest::addColumn<bool>("activeExcludesInputEmbedding");
    QTest::addColumn<double>("publishedTotalBillions");
    QTest::addColumn<double>("publishedNonEmbeddingBillions");
    QTest::addColumn<double>("publishedToleranceRel");
    const auto data = testsupport::loadJson("reference/param_counts.json")["megatron_arithmetic"];
    for (const auto& row : data["rows"]) {
        const std::string id = row.contains("preset") ? row["preset"] : row["model"];
        QTest::addRow("%s", id.c_str())
            << QString::fromStdString(id) << row["expected"].get<double>()
            << row.value("published_active_billions", 0.0)
            << row.value("published_active_excludes_input_embedding", false)
            << row.value("published_total_billions", 0.0)
            << row.value("published_non_embedding_billions", 0.0)
            << data["published_tolerance_rel"].get<double>();
    }
}

void TestParamCount::megatronArithmetic()
{
    QFETCH(QString, id);
    QFETCH(double, expected);
    QFETCH(double, publishedActiveBillions);
    QFETCH(bool, activeExcludesInputEmbedding);
    QFETCH(double, publishedTotalBillions);
    QFETCH(double, publishedNonEmbeddingBillions);
    QFETCH(double, publishedToleranceRel);
    nlohmann::json model;
    if (id == "gpt-3-megatron")
        model = testsupport::loadJson("reference/megatron_tmu.json")[0]["model"];
    else
        model = {{"preset", id.toStdString()}};
    const Scenario s = testsupport::makeScenario(model, basicParallel(), kTraining);
    const Report r = estimate(s);
    // ShardScope's own count, Megatron's arithmetic (ported) and the published total agree.
    QCOMPARE(double(r.model.paramsTotal), expected);
    MegatronReference meg = megatronTheoreticalMemory(megatronArgsFor(s, r.model.vocabPadded, 1));
    // Megatron's formula has no term for --qk-layernorm: add the per-head query and key norms
    // (head_dim weights each, every layer) that Qwen3's checkpoints hold.
    if (s.model.attentionSinks) { // gpt-oss: a sink logit per head and layer, left out of Megatron's script
        const double sinks = double(s.model.heads) * s.model.layers;
        meg.paramsTotal += sinks;
        meg.paramsActive += sinks;
    }
    if (s.model.qkNorm && !s.model.mla) {
        const double qkNorms = 2.0 * double(s.model.effectiveHeadDim()) * s.model.layers;
        meg.paramsTotal += qkNorms;
        meg.paramsActive += qkNorms;
    }
    // Nor for the linear layers' biases (--add-bias-linear, gpt-oss): q, k, v and the output
    // projection, and every MLP's fc1 (gate and up) and fc2, the experts' included.
    if (s.model.bias == Bias::All && !s.model.mla) {
        const ModelSpec& m = s.model;
        const double h = double(m.hidden), dh = double(m.effectiveHeadDim());
        const double attention = (m.heads + 2.0 * m.kvHeads) * dh + h;
        const auto mlp = [&](double f) { return (m.activation == Activation::Swiglu ? 2.0 : 1.0) * f + h; };
        const int moeLayers = m.moeLayerCount();
        double biases = m.layers * attention + (m.layers - moeLayers) * mlp(double(m.ffnHidden));
        double active = biases;
        if (m.isMoe()) {
            biases += moeLayers * m.moe->experts * mlp(double(m.moe->expertFfnHidden));
            active += moeLayers * m.moe->topK * mlp(double(m.moe->expertFfnHidden));
        }
        meg.paramsTotal += biases;
        meg.paramsActive += active;
    }
    if (s.model.mtpLayers == 0)
        QCOMPARE(meg.paramsTotal, expected);
    else // Megatron's total includes the MTP block as one more layer of the last kind
        QVERIFY(meg.paramsTotal > expected);
    if (s.model.mtpLayers == 0)
        QCOMPARE(double(r.model.paramsActive), meg.paramsActive);
    else
        QCOMPARE(double(r.model.paramsActive), meg.paramsActive - (meg.paramsTotal - expected));
    if (publishedActiveBillions > 0) {
        double active = double(r.model.paramsActive);
        if (activeExcludesInputEmbedding)
            active -= double(r.model.vocabPadded) * double(s.model.hidden);
        QVERIFY2(std::abs(active / 1e9 - publishedActiveBillions) <=
                     testsupport::roundingTolerance(publishedActiveBillions),
                 qPrintable(QStringLiteral("%1 B active vs published %2 B")
                                .arg(active / 1e9)
                                .arg(publishedActiveBillions)));
    }
    // The model cards' rounded totals, with and without the embedding and output matrices
    // (a tied or untied output layer moves the total by vocab x hidden).
    const double total = double(r.model.paramsTotal);
    const double embeddings = double(r.model.vocabPadded) * double(s.model.hidden) *
                              (s.model.tiedEmbeddings ? 1.0 : 2.0);
    const auto checkPublished = [&](double counted, double publishedBillions, const char* what) {
        if (publishedBillions <= 0)
            return;
        QVERIFY2(std::abs(counted / (publishedBillions * 1e9) - 1.0) <= publishedToleranceRel,
                 qPrintable(QStringLiteral("%1 %2 B vs published %3 B")
                                .arg(QLatin1String(what))
                                .arg(counted / 1e9, 0, 'f', 3)
                                .arg(publishedBillions)));
    };
    checkPublished(total, publishedTotalBillions, "total");
    checkPublished(total - embeddings, publishedNonEmbeddingBillions, "non-embedding");
}

void TestParamCount::narayananTable1_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<double>("billions");
    const auto data = testsupport::loadJson("reference/param_counts.json")["narayanan_table1"];
    for (const auto& row : data["rows"])
        QTest::addRow("%.1fB", row["billions"].get<double>())
            << row["layers"].get<int>() << row["hidden"].get<int>() << row["heads"].get<int>()
            << row["billions"].get<double>();
}

void TestParamCount::narayananTable1()
{
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(double, billions);
    const auto data = testsupport::loadJson("reference/param_counts.json")["narayanan_table1"];
    ModelSpec m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = m.kvHeads = heads;
    m.ffnHidden = 4 * int64_t(hidden);
    m.vocab = data["vocab"];
    m.maxSeq = data["seq"];
    m.activation = Activation::Gelu;
    m.norm = Norm::LayerNorm;
    m.tiedEmbeddings = true;
    m.positionEmbedding = PositionEmbedding::Learned;
    m.bias = Bias::All;
    const double total = countParameters(m, 1).total();
    // Eq. 2 exactly, plus the final LayerNorm (2h) that Eq. 2 leaves out.
    const double L = layers, h = hidden, V = m.vocab, s = m.maxSeq;
    const double eq2 = 12 * L * h * h * (1 + 13 / (12 * h) + (V + s) / (12 * L * h));
    QCOMPARE(total, eq2 + 2 * h);
    QVERIFY2(std::abs(total / 1e9 - billions) <= data["tolerance_abs_billions"].get<double>(),
             qPrintable(QStringLiteral("%1 B vs Table 1 %2 B").arg(total / 1e9).arg(billions)));
}

void TestParamCount::huggingFaceTotals_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("expected");
    const auto data = testsupport::loadJson("reference/param_counts.json")["hugging_face"];
    for (const auto& row : data["rows"])
        QTest::addRow("%s", row["preset"].get<std::string>().c_str())
            << QString::fromStdString(row["preset"]) << row["expected"].get<double>();
}

void TestParamCount::huggingFaceTotals()
{
    QFETCH(QString, id);
    QFETCH(double, expected);
    const ModelSpec m = preset(id.toStdString());
    // Hugging Face does not pad the vocabulary; padding to 128 leaves these vocabularies
    // unchanged except GPT-2's 50,257, so compare against the unpadded count there.
    ModelParams p = countParameters(m, 1);
    double total = p.total();
    if (p.vocabPadded != m.vocab)
        total -= double(p.vocabPadded - m.vocab) * double(m.hidden) * (m.tiedEmbeddings ? 1 : 2);
    QCOMPARE(total, expected);
}

void TestParamCount::vocabPadding_data()
{
    QTest::addColumn<qint64>("vocab");
    QTest::addColumn<int>("tp");
    QTest::addColumn<qint64>("padded");
    // Megatron pads to a multiple of 128 x TP (make-vocab-size-divisible-by 128).
    QTest::newRow("GPT-2 50257, tp 1") << qint64(50257) << 1 << qint64(50304);
    QTest::newRow("GPT-2 50257, tp 8") << qint64(50257) << 8 << qint64(51200);
    QTest::newRow("Llama 3 128256, tp 1") << qint64(128256) << 1 << qint64(128256);
    QTest::newRow("Llama 3 128256, tp 8") << qint64(128256) << 8 << qint64(129024);
    QTest::newRow("Llama 2 32000, tp 4") << qint64(32000) << 4 << qint64(32256);
}

void TestParamCount::vocabPadding()
{
    QFETCH(qint64, vocab);
    QFETCH(int, tp);
    QFETCH(qint64, padded);
    QCOMPARE(qint64(paddedVocab(vocab, tp)), padded);
}

void TestParamCount::vocabAsTheLauncherBuildsIt_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<qint64>("vocab"); // the embedding and output layer rows at TP 8
    QTest::addColumn<bool>("paddedNotice");
    // Megatron-LM's _vocab_size_with_padding: 128256 -> a multiple of 128 x 8.
    QTest::newRow("Megatron (fused)") << "fused" << qint64(129024) << true;
    // torchtitan and accelerate build nn.Embedding / nn.Linear at the model's vocabulary.
    QTest::newRow("torchtitan (compiled)") << "compiled" << qint64(128256) << false;
    QTest::newRow("eager") << "eager" << qint64(128256) << false;
}

void TestParamCount::vocabAsTheLauncherBuildsIt()
{
    QFETCH(QString, fusion);
    QFETCH(qint64, vocab);
    QFETCH(bool, paddedNotice);
    const Scenario s = testsupport::makeScenario(
        {{"preset", "llama-3-70b"}}, {{"tp", 8}, {"pp", 1}, {"dp", 8}, {"sequence_parallel", true}, {"zero_stage", 1}, {"schedule", "1f1b"}},
        {{"seq_length", 4096}, {"micro_batch", 1}, {"global_batch", 64}, {"precision", "bf16"}, {"recompute", "selective"},
         {"kernel_fusion", fusion.toStdString()}},
        "dgx-h100", 8);
    const Report r = analyse(s);
    QCOMPARE(qint64(r.model.vocabPadded), vocab);
    QCOMPARE(r.model.paramsEmbedding, int64_t(vocab) * 8192 * 2); // untied input and output rows
    bool notice = false;
    for (const Diagnostic& d : r.diagnostics)
        notice = notice || d.code == "model.vocab_padded";
    QCOMPARE(notice, paddedNotice);
}

void TestParamCount::stagesHoldEveryParameterOnce_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("ep");
    QTest::newRow("llama-3-70b tp8 pp4") << "llama-3-70b" << 8 << 4 << 1;
    QTest::newRow("llama-3-8b tp1 pp1") << "llama-3-8b" << 1 << 1 << 1;
    QTest::newRow("gpt-3-175b tp8 pp8 (tied)") << "gpt-3-175b" << 8 << 8 << 1;
    QTest::newRow("mixtral-8x7b tp2 pp4 ep4") << "mixtral-8x7b" << 2 << 4 << 4;
    QTest::newRow("deepseek-v3 tp1 pp16 ep8") << "deepseek-v3" << 1 << 16 << 8;
    QTest::newRow("qwen2.5-72b tp4 pp5") << "qwen2.5-72b" << 4 << 5 << 1;
    QTest::newRow("qwen3-32b tp8 pp4") << "qwen3-32b" << 8 << 4 << 1;
    QTest::newRow("qwen3-30b-a3b tp2 pp4 ep8") << "qwen3-30b-a3b" << 2 << 4 << 8;
    QTest::newRow("kimi-k2 tp1 pp8 ep8 (61 layers)") << "kimi-k2" << 1 << 8 << 8;
}

void TestParamCount::stagesHoldEveryParameterOnce()
{
    QFETCH(QString, id);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, ep);
    nlohmann::json parallel = basicParallel(tp, pp);
    parallel["ep"] = ep;
    parallel["dp"] = ep;
    const Scenario s = testsupport::makeScenario({{"preset", id.toStdString()}}, parallel,
                                                 kTraining, "dgx-h100", 64);
    const Report r = estimate(s);
    const ModelParams p = countParameters(s.model, tp);
    // Reassemble the model from the per-GPU shares: layers, embedding, output layer.
    double layers = 0, embeddings = 0;
    for (const auto& st : r.memory.stages) {
        layers += double(st.paramsLayers);
        embeddings += double(st.paramsEmbedding);
        QCOMPARE(st.params, st.paramsLayers + st.paramsEmbedding);
    }
    double expectedLayers = 0;
    for (int i = 0; i < s.model.layers; ++i) { // layer by layer, independent of the core's counting
        const LayerParams& layer = p.layer(s.model.isMoeLayer(i));
        expectedLayers += layer.tpSharded() / tp + layer.replicated() + layer.routedExperts / (tp * ep);
    }
    expectedLayers += p.mtpLayers * (p.mtpLayer.tpSharded() / tp + p.mtpLayer.replicated() +
                                     p.mtpLayer.routedExperts / (tp * ep));
    QVERIFY(testsupport::relClose(layers, expectedLayers, 1e-9));
    // With tied embeddings and pp > 1 the last stage keeps a copy for the output layer.
    const double tiedCopy = s.model.tiedEmbeddings && pp > 1 ? p.embedding / tp : 0;
    const double expectedEmbeddings =
        (p.embedding + p.outputLayer) / tp + tiedCopy + p.positionEmbedding + p.finalNorm;
    QVERIFY2(std::abs(embeddings - expectedEmbeddings) <= 2.0 * pp,
             qPrintable(testsupport::describe(embeddings, expectedEmbeddings)));
}

void TestParamCount::layoutSchedules()
{
    // The O(1) chunk arithmetic agrees with an explicit split for every shape.
    for (int layers = 1; layers <= 130; ++layers)
        for (int chunks = 1; chunks <= 40; ++chunks) {
            const auto counts = splitLayers(layers, chunks);
            int first = 0, extras = 0;
            for (int c = 0; c < chunks; ++c) {
                QCOMPARE(chunkFirstLayer(c, chunks, layers), first);
                first += counts[size_t(c)];
                extras += counts[size_t(c)] > layers / chunks ? 1 : 0;
            }
            QCOMPARE(first, layers);
            QCOMPARE(extras, layers % chunks);
        }
    ParallelConfig p;
    p.pp = 4;
    // 1F1B: contiguous, extras in the middle stages, embedding first, output last.
    auto stages = layoutStages(30, p);
    QCOMPARE(int(stages.size()), 4);
    QCOMPARE(stages[0].layerCount(), 7);
    QCOMPARE(stages[1].layerCount(), 8);
    QCOMPARE(stages[2].layerCount(), 8);
    QCOMPARE(stages[3].layerCount(), 7);
    QVERIFY(stages[0].embedding && stages[3].output);
    // Interleaved v=2: 8 chunks round-robin, rank 0 holds chunks 0 and 4.
    p.schedule = PipelineSchedule::Interleaved1F1B;
    p.virtualStages = 2;
    stages = layoutStages(32, p);
    QCOMPARE(int(stages[0].chunks.size()), 2);
    QCOMPARE(stages[0].chunks[1].firstLayer, 16);
    // ZB-V: rank 0 holds the first and the last chunk.
    p.schedule = PipelineSchedule::ZeroBubbleV;
    stages = layoutStages(32, p);
    QCOMPARE(stages[0].chunks[1].firstLayer, 28);
    QVERIFY(stages[0].embedding && stages[0].output);
    // DualPipe: every rank also holds a mirror of stage p-1-i (twice the parameters).
    p.schedule = PipelineSchedule::DualPipe;
    stages = layoutStages(32, p);
    for (const auto& st : stages) {
        QCOMPARE(st.layerCount(), 8);
        QCOMPARE(st.heldLayerCount(), 16);
    }
}

QTEST_APPLESS_MAIN(TestParamCount)
#include "tst_paramcount.moc"
