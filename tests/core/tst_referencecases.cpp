// Every published number about parameters and memory in tests/data/reference, one data row
// each, checked through the same functions the estimator uses.

#include "testsupport.h"

#include "core/estimate/activations.h"
#include "core/estimate/bytes.h"
#include "core/estimate/deepspeedreference.h"
#include "core/estimate/estimate.h"
#include "core/estimate/megatronreference.h"
#include "core/estimate/modelstates.h"
#include "core/estimate/paramcount.h"
#include "core/model/enumnames.h"

#include <QTest>

using namespace shardscope;
using testsupport::describe;
using testsupport::relClose;

class TestReferenceCases : public QObject
{
    Q_OBJECT

private slots:
    void zeroStages_data();
    void zeroStages();
    void seventyBillionOnOneGpu();
    void megatronBytesPerParameter_data();
    void megatronBytesPerParameter();
    void deepspeedZero3_data();
    void deepspeedZero3();
    void megatronTheoreticalMemory_data();
    void megatronTheoreticalMemory();
    void korthikantiPerLayer_data();
    void korthikantiPerLayer();
    void korthikantiFigure1_data();
    void korthikantiFigure1();
    void modelFlops();
};

void TestReferenceCases::zeroStages_data()
{
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("group");
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    const auto data = testsupport::loadJson("reference/model_states.json");
    for (const auto& c : data["zero_stages"]) {
        for (int stage = 0; stage <= 3; ++stage) {
            const std::string key = std::to_string(stage);
            QTest::addRow("%s ZeRO-%d", c["id"].get<std::string>().c_str(), stage)
                << c["params"].get<double>() << c["shard_group"].get<double>() << stage
                << c["expected_bytes_per_gpu"][key].get<double>()
                << c["tolerance_rel"].get<double>();
        }
    }
}

void TestReferenceCases::zeroStages()
{
    QFETCH(double, params);
    QFETCH(double, group);
    QFETCH(int, stage);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    // The ZeRO paper's recipe: fp16 weights and gradients, K = 12, i.e. bf16 main grads here.
    const StateBytes bytes =
        stateBytesPerParam(Precision::Bf16, GradPrecision::Bf16, Optimizer::Adam);
    QCOMPARE(bytes.total(), 16.0);
    const double actual = shardModelStates(params, group, stage, bytes).total();
    QVERIFY2(relClose(actual, expected, tolerance), qPrintable(describe(actual, expected)));
}

void TestReferenceCases::seventyBillionOnOneGpu()
{
    const auto data = testsupport::loadJson("reference/model_states.json");
    const auto& c = data["single_gpu"][0];
    const double params = c["params"].get<double>();
    const auto& e = c["expected"];
    const StateBytes bf16Grads =
        stateBytesPerParam(Precision::Bf16, GradPrecision::Bf16, Optimizer::Adam);
    const StateBytes fp32Grads =
        stateBytesPerParam(Precision::Bf16, GradPrecision::Fp32, Optimizer::Adam);
    const ModelStateMemory a = shardModelStates(params, 1, 0, bf16Grads);
    const ModelStateMemory b = shardModelStates(params, 1, 0, fp32Grads);
    QCOMPARE(a.weights, e["weights_bf16"].get<double>());
    QCOMPARE(a.gradients, e["grads_bf16"].get<double>());
    QCOMPARE(b.gradients, e["grads_fp32"].get<double>());
    QCOMPARE(a.optimizer, e["optimizer_adam"].get<double>());
    QCOMPARE(a.total(), e["total_bf16_grads"].get<double>());
    QCOMPARE(b.total(), e["total_fp32_grads"].get<double>());
    // The article's 420 GB of optimizer state is half of what Adam keeps.
    QVERIFY(a.optimizer > 1.9 * c["article_claims_GB"]["optimizer"].get<double>() * 1e9);
}

void TestReferenceCases::megatronBytesPerParameter_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("grads");
    QTest::addColumn<double>("dp");
    QTest::addColumn<double>("nonDistributed");
    QTest::addColumn<double>("distributed");
    const auto data = testsupport::loadJson("reference/model_states.json");
    for (const auto& c : data["megatron_bytes_per_param"])
        for (const auto& row : c["rows"])
            QTest::addRow("%s params, %s grads", row["params"].get<std::string>().c_str(),
                          row["grads"].get<std::string>().c_str())
                << QString::fromStdString(row["params"]) << QString::fromStdString(row["grads"])
                << c["dp"].get<double>() << row["non_distributed"].get<double>()
                << row["distributed"].get<double>();
}

void TestReferenceCases::megatronBytesPerParameter()
{
    QFETCH(QString, params);
    QFETCH(QString, grads);
    QFETCH(double, dp);
    QFETCH(double, nonDistributed);
    QFETCH(double, distributed);
    const MegatronDtype p = params == "fp16"   ? MegatronDtype::Fp16
                            : params == "bf16" ? MegatronDtype::Bf16
                                               : MegatronDtype::Fp32;
    const MegatronDtype g = grads == "fp16"   ? MegatronDtype::Fp16
                            : grads == "bf16" ? MegatronDtype::Bf16
                                              : MegatronDtype::Fp32;
    QCOMPARE(shardscope::megatronBytesPerParameter(p, g, false, dp), nonDistributed);
    QCOMPARE(shardscope::megatronBytesPerParameter(p, g, true, dp), distributed);
}

void TestReferenceCases::deepspeedZero3_data()
{
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("largest");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<bool>("offloadOptimizer");
    QTest::addColumn<bool>("offloadParams");
    QTest::addColumn<double>("expectedMiB");
    QTest::addColumn<double>("toleranceMiB");
    const auto data = testsupport::loadJson("reference/model_states.json");
    for (const auto& c : data["deepspeed_zero3"])
        for (const auto& row : c["cases"])
            QTest::addRow("%s %s", c["id"].get<std::string>().c_str(),
                          row["name"].get<std::string>().c_str())
                << c["params"].get<double>() << c["largest_layer_params"].get<double>()
                << c["gpus_per_node"].get<int>() << c["nodes"].get<int>()
                << row["offload_optimizer"].get<bool>() << row["offload_params"].get<bool>()
                << row["expected_MiB"].get<double>() << c["tolerance_abs_MiB"].get<double>();
}

void TestReferenceCases::deepspeedZero3()
{
    QFETCH(double, params);
    QFETCH(double, largest);
    QFETCH(int, gpusPerNode);
    QFETCH(int, nodes);
    QFETCH(bool, offloadOptimizer);
    QFETCH(bool, offloadParams);
    QFETCH(double, expectedMiB);
    QFETCH(double, toleranceMiB);
    const auto e = deepspeedZero3Estimate(params, largest, gpusPerNode, nodes, offloadOptimizer,
                                          offloadParams);
    const double mib = e.gpuBytes / (1024.0 * 1024.0);
    QVERIFY2(std::abs(mib - expectedMiB) <= toleranceMiB,
             qPrintable(QStringLiteral("%1 MiB, expected %2").arg(mib).arg(expectedMiB)));
}

void TestReferenceCases::megatronTheoreticalMemory_data()
{
    QTest::addColumn<int>("index");
    const auto data = testsupport::loadJson("reference/megatron_tmu.json");
    for (size_t i = 0; i < data.size(); ++i)
        QTest::addRow("%s", data[i]["id"].get<std::string>().c_str()) << int(i);
}

void TestReferenceCases::megatronTheoreticalMemory()
{
    QFETCH(int, index);
    const auto c = testsupport::loadJson("reference/megatron_tmu.json")[size_t(index)];
    const Scenario s =
        testsupport::makeScenario(c["model"], c["parallel"], c["training"], "dgx-a100-80gb", 128);
    const Report r = estimate(s);
    const auto& e = c["expected"];
    const double tol = c["tolerance_rel"].get<double>();

    // 1. The port reproduces Megatron's own numbers bit for bit.
    const auto& meg = r.memory.megatron;
    const double wo = e["weight_and_optimizer_bytes_per_gpu"].get<double>();
    const double act = e["activation_bytes_per_gpu"].get<double>();
    QVERIFY2(relClose(meg.weightAndOptimizerBytes, wo, tol),
             qPrintable(describe(meg.weightAndOptimizerBytes, wo)));
    QVERIFY2(relClose(meg.activationBytes, act, tol),
             qPrintable(describe(meg.activationBytes, act)));
    QCOMPARE(meg.inFlightMicrobatches, e["in_flight_microbatches"].get<int>());
    QVERIFY(meg.activationBranch == "compute_activation_memory");
    if (e.contains("params_total")) {
        QCOMPARE(meg.paramsTotal, e["params_total"].get<double>());
        QCOMPARE(meg.paramsMostLoadedShard, e["params_most_loaded_shard"].get<double>());
        QCOMPARE(double(r.model.paramsTotal), e["params_total"].get<double>());
    }

    // 2. ShardScope's own first stage agrees to 0.5 % (model states) and 1 % (activations);
    //    it puts the final norm on the last stage, where Megatron charges L/p of it to the first.
    const auto& st = r.memory.stages.front();
    const double states = double(st.weightsBytes + st.gradientsBytes + st.optimizerBytes);
    QVERIFY2(relClose(states, wo, 0.005), qPrintable(describe(states, wo)));
    QVERIFY2(relClose(double(st.activationsBytes), act, 0.01),
             qPrintable(describe(double(st.activationsBytes), act)));
}

void TestReferenceCases::korthikantiPerLayer_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<bool>("sp");
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<double>("expected");
    const auto data = testsupport::loadJson("reference/korthikanti.json")["per_layer"];
    for (const auto& row : data["rows"])
        QTest::addRow("%s", row["name"].get<std::string>().c_str())
            << row["tp"].get<int>() << row["sp"].get<bool>()
            << QString::fromStdString(row["recompute"]) << row["expected"].get<double>();
}

void TestReferenceCases::korthikantiPerLayer()
{
    QFETCH(int, tp);
    QFETCH(bool, sp);
    QFETCH(QString, recompute);
    QFETCH(double, expected);
    const auto data = testsupport::loadJson("reference/korthikanti.json")["per_layer"];
    const auto& m = data["model"];
    ModelSpec model;
    model.layers = m["layers"];
    model.hidden = m["hidden"];
    model.heads = m["heads"];
    model.kvHeads = m["kv_heads"];
    model.ffnHidden = m["ffn_hidden"];
    model.vocab = m["vocab"];
    model.activation = Activation::Gelu;
    model.norm = Norm::LayerNorm;
    ActivationContext ctx;
    ctx.seq = ctx.seqLocal = m["seq"].get<double>();
    ctx.microBatch = data["micro_batch"].get<double>();
    ctx.tp = tp;
    ctx.etp = tp;
    ctx.sequenceParallel = sp;
    ctx.flashAttention = false;
    ctx.recompute = *enumFromString<Recompute>(recompute.toStdString());
    const double actual = layerActivationBytes(model, false, ctx);
    QVERIFY2(relClose(actual, expected, data["tolerance_rel"].get<double>()),
             qPrintable(describe(actual, expected)));
}

void TestReferenceCases::korthikantiFigure1_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("quantity");
    const auto rows = testsupport::loadJson("reference/korthikanti.json")["figure1"]["rows"];
    for (size_t i = 0; i < rows.size(); ++i)
        for (const char* quantity : {"params_plus_optimizer_GiB", "activations_no_recompute_GiB",
                                     "activations_sp_selective_GiB"})
            QTest::addRow("%s %s", rows[i]["id"].get<std::string>().c_str(), quantity)
                << int(i) << QString::fromLatin1(quantity);
}

void TestReferenceCases::korthikantiFigure1()
{
    QFETCH(int, index);
    QFETCH(QString, quantity);
    const auto fig = testsupport::loadJson("reference/korthikanti.json")["figure1"];
    const auto& row = fig["rows"][size_t(index)];
    const nlohmann::json model = {
        {"name", row["id"]},        {"layers", row["layers"]},
        {"hidden", row["hidden"]},  {"heads", row["heads"]},
        {"kv_heads", row["heads"]}, {"ffn_hidden", 4 * row["hidden"].get<int64_t>()},
        {"vocab", fig["vocab"]},    {"max_seq", fig["seq"]},
        {"activation", "gelu"},     {"norm", "layernorm"},
        {"tied_embeddings", true}};
    const bool spSelective = quantity == "activations_sp_selective_GiB";
    const int v = row["v"];
    nlohmann::json parallel = {{"tp", row["tp"]},
                               {"pp", row["pp"]},
                               {"dp", 1},
                               {"sequence_parallel", spSelective},
                               {"zero_stage", 0},
                               {"schedule", v > 1 ? "interleaved-1f1b" : "1f1b"},
                               {"virtual_stages", v}};
    const nlohmann::json training = {{"seq_length", fig["seq"]},
                                     {"micro_batch", row["micro_batch"]},
                                     {"global_batch", row["global_batch"]},
                                     {"precision", "bf16"},
                                     {"recompute", spSelective ? "selective" : "none"},
                                     {"flash_attention", false}};
    const int gpus = row["tp"].get<int>() * row["pp"].get<int>();
    const Scenario s =
        testsupport::makeScenario(model, parallel, training, "dgx-a100-80gb", (gpus + 7) / 8);
    const Report r = estimate(s);
    const auto& first = r.memory.stages.front();
    const double expected = row[quantity.toStdString()].get<double>();
    double actual;
    double tolerance;
    if (quantity == "params_plus_optimizer_GiB") {
        // Figure 1 counts the transformer layers at 18 bytes per parameter.
        const StateBytes bytes =
            stateBytesPerParam(Precision::Bf16, GradPrecision::Fp32, Optimizer::Adam);
        actual = shardModelStates(double(first.paramsLayers), 1, 0, bytes).total() / kGiB;
        tolerance = fig["tolerance_rel"]["model_states"];
    } else {
        // Figure 1 counts the transformer layers; the embedding's token ids and dropout mask
        // (8·s·b·p + s·b·h·p, Korthikanti §4.3) come on top and stay a few percent.
        actual = double(first.activationsLayersBytes) / kGiB;
        tolerance = fig["tolerance_rel"]["activations"];
        const double total = double(first.activationsBytes) / kGiB;
        QVERIFY2(total >= actual && relClose(total, expected, 0.03),
                 qPrintable(describe(total, expected)));
    }
    QVERIFY2(relClose(actual, expected, tolerance), qPrintable(describe(actual, expected)));
}

void TestReferenceCases::modelFlops()
{
    const auto c = testsupport::loadJson("reference/flops.json");
    const nlohmann::json parallel = {{"tp", 1},         {"pp", 1},
                                     {"dp", 1},         {"sequence_parallel", false},
                                     {"zero_stage", 0}, {"schedule", "1f1b"}};
    const nlohmann::json training = {{"seq_length", c["seq"]},
                                     {"micro_batch", 1},
                                     {"global_batch", c["global_batch"]},
                                     {"precision", "bf16"},
                                     {"recompute", "selective"}};
    const Scenario s = testsupport::makeScenario(c["model"], parallel, training);
    const Report r = estimate(s);
    const double tokens = c["global_batch"].get<double>() * c["seq"].get<double>();
    const double perIteration = r.model.flopsPerToken * tokens;
    // 6·N_matmul + 12·L·a·d_h·s per token is exactly Korthikanti's 72-coefficient formula.
    const double expected = c["expected"]["korthikanti_72"].get<double>();
    QVERIFY2(relClose(perIteration, expected, c["tolerance_rel"].get<double>()),
             qPrintable(describe(perIteration, expected)));
    // ... and larger than 6·N·D, which leaves out attention.
    QVERIFY(perIteration > c["expected"]["six_N_D"].get<double>());
}

QTEST_APPLESS_MAIN(TestReferenceCases)
#include "tst_referencecases.moc"
