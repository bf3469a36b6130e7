// Per-stage memory behaviour a user relies on: schedules, ZeRO, offload, EP, CP, DualPipe,
// buffers, totals, capacity.

#include "testsupport.h"

#include "core/estimate/activations.h"
#include "core/estimate/bytes.h"
#include "core/estimate/dummywgrad.h"
#include "core/estimate/kernels.h"
#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/estimate/stagelayout.h"
#include "core/model/enumnames.h"

#include <QTest>

using namespace shardscope;

namespace {

Scenario llama70b(const nlohmann::json& parallelOverrides = nlohmann::json::object(),
                  const nlohmann::json& trainingOverrides = nlohmann::json::object(),
                  const nlohmann::json& modelOverrides = nlohmann::json::object())
{
    nlohmann::json model = {{"preset", "llama-3-70b"}};
    model.merge_patch(modelOverrides);
    nlohmann::json parallel = {{"tp", 8},         {"pp", 8},
                               {"dp", 1},         {"sequence_parallel", true},
                               {"zero_stage", 1}, {"schedule", "1f1b"}};
    parallel.merge_patch(parallelOverrides);
    nlohmann::json training = {{"seq_length", 4096},
                               {"micro_batch", 1},
                               {"global_batch", 16},
                               {"precision", "bf16"},
                               {"recompute", "selective"}};
    training.merge_patch(trainingOverrides);
    return testsupport::makeScenario(model, parallel, training, "dgx-h100", 64);
}

int64_t modelStates(const StageMemory& s)
{
    return s.weightsBytes + s.gradientsBytes + s.optimizerBytes;
}

} // namespace

class TestMemory : public QObject
{
    Q_OBJECT
private slots:
    void inFlight_data();
    void inFlight();
    void totalsAreSumsOfParts();
    void capacityAndFits();
    void zeroStagesShard();
    void zero3GatherBuffer();
    void offloadMovesOptimizerToHost();
    void dualPipeHoldsTwoCopies();
    void expertParallelShardsExperts();
    void contextParallelSplitsActivations();
    void fullRecomputeKeepsLayerInputs();
    void mtpModulesKeepTheirInputs();
    void logitsOnLastStage_data();
    void logitsOnLastStage();
    void dropoutMasks_data();
    void dropoutMasks();
    void pipelineKeepsOutputs_data();
    void pipelineKeepsOutputs();
    void interleavedGradientsOneChunkAtATime_data();
    void interleavedGradientsOneChunkAtATime();
    void overCapacityDiagnostic();
    void dummyWeightGradientShapesAreTheLinearLayers_data();
    void dummyWeightGradientShapesAreTheLinearLayers();
    void dummyWeightGradientsPerDistinctShape();
};

void TestMemory::inFlight_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("rank");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("group"); // interleaving's micro-batch group N; 0: PP
    // PP-1F1B-AND-INTERLEAVED (Narayanan §2.2): p = 8, m = 16: GPipe keeps all 16, 1F1B p - i.
    QTest::newRow("gpipe rank 0") << "gpipe" << 1 << 0 << 16.0 << 0;
    QTest::newRow("gpipe rank 7") << "gpipe" << 1 << 7 << 16.0 << 0;
    QTest::newRow("1f1b rank 0") << "1f1b" << 1 << 0 << 8.0 << 0;
    QTest::newRow("1f1b rank 3") << "1f1b" << 1 << 3 << 5.0 << 0;
    QTest::newRow("1f1b rank 7") << "1f1b" << 1 << 7 << 1.0 << 0;
    // Interleaved: rank 0 holds (2(p-1) + (v-1)p + 1)/v = 1 + (p-1)/(pv) times p micro-batches.
    QTest::newRow("interleaved v4 rank 0") << "interleaved-1f1b" << 4 << 0 << (14.0 + 24 + 1) / 4 << 0;
    QTest::newRow("interleaved v2 rank 7") << "interleaved-1f1b" << 2 << 7 << (0.0 + 8 + 1) / 2 << 0;
    // Megatron-LM's get_pp_rank_microbatches: a group of N warms up with 2 (p - 1 - i) + (v - 1) N
    // chunk forwards; N = PP is the default, N = 16 (all micro-batches) keeps 8 more on each rank.
    QTest::newRow("interleaved v4 rank 0, group 8") << "interleaved-1f1b" << 4 << 0 << (14.0 + 24 + 1) / 4 << 8;
    QTest::newRow("interleaved v4 rank 0, group 16") << "interleaved-1f1b" << 4 << 0 << (14.0 + 48 + 1) / 4 << 16;
    QTest::newRow("interleaved v2 rank 7, group 12") << "interleaved-1f1b" << 2 << 7 << (0.0 + 12 + 1) / 2 << 12;
    QTest::newRow("1f1b ignores the group") << "1f1b" << 1 << 0 << 8.0 << 16;
    // PP-ZERO-BUBBLE: ZB-H1 keeps 1F1B's p micro-batches.
    QTest::newRow("zb-h1 rank 0") << "zb-h1" << 1 << 0 << 8.0 << 0;
    // PP-DUALPIPE-TABLE: PP + 1 = 9 stage-micro-batches over the rank's two stages.
    QTest::newRow("dualpipe rank 0") << "dualpipe" << 1 << 0 << 4.5 << 0;
}

void TestMemory::inFlight()
{
    QFETCH(QString, schedule);
    QFETCH(int, v);
    QFETCH(int, rank);
    QFETCH(double, expected);
    QFETCH(int, group);
    ParallelConfig p;
    p.pp = 8;
    p.schedule = *enumFromString<PipelineSchedule>(schedule.toStdString());
    p.virtualStages = v;
    p.microbatchGroup = group > 0 ? std::optional<int>(group) : std::nullopt;
    const auto stages = layoutStages(64, p);
    QCOMPARE(inFlightMicrobatches(stages[size_t(rank)], p, 16), expected);
    // Fewer micro-batches than stages caps the count (Megatron's min(1, m/p)).
    if (schedule == "1f1b" && rank == 0 && group == 0)
        QCOMPARE(inFlightMicrobatches(stages[0], p, 3), 3.0);
}

void TestMemory::totalsAreSumsOfParts()
{
    for (const char* schedule :
         {"gpipe", "1f1b", "interleaved-1f1b", "zb-h1", "zb-v", "dualpipe"}) {
        const Report r = estimate(llama70b({{"schedule", schedule}, {"virtual_stages", 2}}));
        QCOMPARE(int(r.memory.stages.size()), 8);
        int64_t peak = 0;
        for (const auto& s : r.memory.stages) {
            QCOMPARE(s.totalBytes, s.weightsBytes + s.gradientsBytes + s.optimizerBytes +
                                       s.activationsBytes + s.buffersBytes + s.overheadBytes);
            QCOMPARE(s.buffersBytes, s.buffers.total());
            peak = std::max(peak, s.totalBytes);
        }
        QCOMPARE(r.memory.peakBytes, peak);
        QCOMPARE(r.memory.stages[size_t(r.memory.peakStage)].totalBytes, peak);
    }
}

void TestMemory::capacityAndFits()
{
    const Report r = estimate(llama70b());
    // DGX H100 preset: 81,559 MiB reported by the driver = 79.65 GiB.
    QCOMPARE(r.memory.capacityBytes, toBytes(79.65 * kGiB));
    QCOMPARE(r.memory.fits, r.memory.peakBytes <= r.memory.capacityBytes);
}

void TestMemory::zeroStagesShard()
{
    // Megatron's distributed optimizer: 6 + 12/d bytes per parameter (dist_optimizer.md).
    const Report r0 = estimate(llama70b({{"dp", 8}, {"zero_stage", 0}}));
    const Report r1 = estimate(llama70b({{"dp", 8}, {"zero_stage", 1}}));
    const Report r3 = estimate(llama70b({{"dp", 8}, {"zero_stage", 3}}));
    const auto& s0 = r0.memory.stages[1];
    const auto& s1 = r1.memory.stages[1];
    const auto& s3 = r3.memory.stages[1];
    const double params = double(s0.params);
    QVERIFY(testsupport::relClose(double(modelStates(s0)), 18.0 * params, 1e-9));
    QVERIFY(testsupport::relClose(double(modelStates(s1)), (6.0 + 12.0 / 8) * params, 1e-9));
    QVERIFY(testsupport::relClose(double(modelStates(s3)), 18.0 / 8 * params, 1e-9));
    // CP joins the group that shards the optimizer (Megatron uses DP x CP).
    const Report cp = estimate(llama70b({{"dp", 4}, {"cp", 2}, {"zero_stage", 1}}));
    QCOMPARE(cp.memory.stages[1].optimizerBytes, s1.optimizerBytes);
}

void TestMemory::zero3GatherBuffer()
{
    const Report r1 = estimate(llama70b({{"dp", 8}, {"zero_stage", 1}}));
    const Report r3 = estimate(llama70b({{"dp", 8}, {"zero_stage", 3}}));
    QCOMPARE(r1.memory.stages[0].buffers.zero3Gather, int64_t(0));
    const auto& first = r3.memory.stages[0];
    // DeepSpeed's 4 bytes x largest unit: on the first stage that is the embedding shard.
    const double embedding = double(r3.model.vocabPadded) * 8192 / 8;
    QVERIFY(testsupport::relClose(double(first.buffers.zero3Gather), 4.0 * embedding, 1e-9));
    QVERIFY(r3.memory.stages[1].buffers.zero3Gather > 0);
    QVERIFY(r3.memory.stages[1].buffers.zero3Gather < first.buffers.zero3Gather);
}

void TestMemory::offloadMovesOptimizerToHost()
{
    const Report on =
        estimate(llama70b({{"dp", 8}, {"zero_stage", 1}}, {{"offload_optimizer", true}}));
    const Report off = estimate(llama70b({{"dp", 8}, {"zero_stage", 1}}));
    const auto& a = on.memory.stages[2];
    const auto& b = off.memory.stages[2];
    QCOMPARE(a.optimizerBytes, int64_t(0));
    QCOMPARE(a.hostBytes, b.optimizerBytes);
    QCOMPARE(a.gradientsBytes, b.gradientsBytes); // Megatron keeps its grad buffer on the GPU
    const Report z2 =
        estimate(llama70b({{"dp", 8}, {"zero_stage", 2}}, {{"offload_optimizer", true}}));
    QCOMPARE(z2.memory.stages[2].gradientsBytes, int64_t(0)); // ZeRO-Offload moves grads too
    QVERIFY(z2.memory.stages[2].hostBytes > a.hostBytes);
}

void TestMemory::dualPipeHoldsTwoCopies()
{
    // PP-DUALPIPE-TABLE: DualPipe keeps 2x parameters; the optimizer state is not doubled.
    const Report one = estimate(llama70b({{"schedule", "1f1b"}}));
    const Report dual = estimate(llama70b({{"schedule", "dualpipe"}}));
    const auto& a = one.memory.stages[3];
    const auto& b = dual.memory.stages[3];
    QCOMPARE(b.weightsBytes, 2 * a.weightsBytes);
    QCOMPARE(b.gradientsBytes, 2 * a.gradientsBytes);
    QCOMPARE(b.optimizerBytes, a.optimizerBytes);
    QCOMPARE(b.layers, a.layers);
}

void TestMemory::expertParallelShardsExperts()
{
    auto moe = [](int ep) {
        const nlohmann::json parallel = {{"tp", 1},
                                         {"pp", 4},
                                         {"dp", 8},
                                         {"ep", ep},
                                         {"sequence_parallel", false},
                                         {"zero_stage", 1},
                                         {"schedule", "1f1b"}};
        const nlohmann::json training = {{"seq_length", 4096},
                                         {"micro_batch", 1},
                                         {"global_batch", 64},
                                         {"precision", "bf16"},
                                         {"recompute", "selective"}};
        return estimate(testsupport::makeScenario({{"preset", "mixtral-8x7b"}}, parallel, training,
                                                  "dgx-h100", 4));
    };
    const Report e1 = moe(1), e8 = moe(8);
    const auto& a = e1.memory.stages[1];
    const auto& b = e8.memory.stages[1];
    QVERIFY(b.params < a.params);
    // Experts are 8 x 2 x h x f x 1.5 per layer; with EP 8 one GPU keeps one expert per layer.
    const double perLayerExperts = 8.0 * 2 * 4096 * 14336 * 1.5;
    QVERIFY(testsupport::relClose(double(a.params - b.params), 8 * perLayerExperts * 7 / 8, 1e-9));
    // The expert optimizer shards over expert-DP = world / (etp x ep x pp) = 1 with EP 8.
    QVERIFY(b.optimizerBytes > 0);
}

void TestMemory::contextParallelSplitsActivations()
{
    const Report c1 = estimate(llama70b({{"dp", 2}, {"cp", 1}}, {{"seq_length", 32768}}));
    const Report c2 = estimate(llama70b({{"dp", 1}, {"cp", 2}}, {{"seq_length", 32768}}));
    // With flash attention every term is linear in the tokens a rank holds: exactly half.
    const double a = double(c1.memory.stages[3].activationsBytes);
    const double b = double(c2.memory.stages[3].activationsBytes);
    QVERIFY2(testsupport::relClose(b, a / 2, 1e-9), qPrintable(testsupport::describe(b, a / 2)));
}

void TestMemory::fullRecomputeKeepsLayerInputs()
{
    const Report full = estimate(llama70b(nlohmann::json::object(), {{"recompute", "full"}}));
    const Report sel = estimate(llama70b());
    const auto& f = full.memory.stages[4];
    // Korthikanti Table 2: 2·s·b·h per layer, ÷ t with SP; 10 layers x (8 - 4) micro-batches.
    const double perLayer = 2.0 * 4096 * 1 * 8192 / 8;
    QVERIFY(testsupport::relClose(double(f.activationsBytes), perLayer * 10 * 4, 1e-9));
    QVERIFY(f.activationsBytes < sel.memory.stages[4].activationsBytes);
    // ...and the layer being recomputed needs its full working set once.
    QVERIFY(f.buffers.recomputeWorkspace > 0);
    QCOMPARE(sel.memory.stages[4].buffers.recomputeWorkspace, int64_t(0));
}

void TestMemory::mtpModulesKeepTheirInputs()
{
    const Report plain = estimate(llama70b());
    const Report mtp = estimate(llama70b(nlohmann::json::object(), nlohmann::json::object(), {{"mtp_layers", 1}}));
    const auto& p = plain.memory.stages.back();
    const auto& m = mtp.memory.stages.back();
    QCOMPARE(m.inFlightMicrobatches, 1.0); // 1F1B's last stage: one micro-batch at the loss
    // The module's transformer layer: one more of the stage's ten dense layers.
    QVERIFY(testsupport::relClose(double(m.activationsLayersBytes - p.activationsLayersBytes),
                                  double(p.activationsLayersBytes) / 10, 1e-9));
    // Its embedding (2 B), the projection's 2h input (4 B), its final norm's and output layer's
    // inputs (2 B each) per token and hidden unit, split by SP over TP 8.
    const double outside = 10.0 * 4096 * 8192 / 8;
    QVERIFY(testsupport::relClose(double((m.activationsBytes - m.activationsLayersBytes) -
                                         (p.activationsBytes - p.activationsLayersBytes)),
                                  outside, 1e-6));
    // The other stages do not hold it.
    QCOMPARE(mtp.memory.stages.front().activationsBytes, plain.memory.stages.front().activationsBytes);
}

void TestMemory::logitsOnLastStage_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<int>("tp");
    QTest::addColumn<double>("bytesPerLogit");
    // Megatron's fused vocab-parallel cross-entropy works on its fp32 logits in place.
    QTest::newRow("fused, TP 8") << "fused" << 8 << 4.0;
    // PyTorch's own cross-entropy on one GPU's whole vocabulary: log-softmax output, nll_loss
    // gradient and log-softmax input gradient, fp32 each.
    QTest::newRow("compiled blocks, no TP") << "compiled" << 1 << 12.0;
    // loss_parallel()'s decomposed backward (torch/distributed/tensor/parallel/loss.py): saved
    // log-softmax output, zero-filled gradient, its exp and their sum, fp32 each.
    QTest::newRow("compiled blocks, TP 8") << "compiled" << 8 << 16.0;
    QTest::newRow("eager, TP 8") << "eager" << 8 << 16.0;
}

void TestMemory::logitsOnLastStage()
{
    QFETCH(QString, fusion);
    QFETCH(int, tp);
    QFETCH(double, bytesPerLogit);
    const Report r = estimate(llama70b({{"tp", tp}, {"dp", 8 / tp}, {"sequence_parallel", tp > 1}},
                                       {{"kernel_fusion", fusion.toStdString()}}));
    QCOMPARE(r.memory.stages[0].buffers.logits, int64_t(0));
    // One micro-batch's logits, sharded by vocabulary over TP: bytes x s x b x V_padded / t.
    const double expected = bytesPerLogit * 4096 * r.model.vocabPadded / tp;
    QCOMPARE(double(r.memory.stages.back().buffers.logits), expected);
}

void TestMemory::dropoutMasks_data()
{
    QTest::addColumn<double>("hidden");
    QTest::addColumn<double>("attention");
    QTest::addColumn<bool>("flash");
    QTest::addColumn<double>("middleStagePerLayer"); // extra bytes per layer and micro-batch, stage 4
    QTest::addColumn<double>("firstStageExtra");     // extra bytes per micro-batch on stage 0
    // Llama 3 70B, TP 8 with SP, s = 4096, b = 1, 10 layers a stage, 1F1B over 8 stages.
    const double sbhOverT = 4096.0 * 8192 / 8;
    // Korthikanti Table 2's two 1-byte hidden-dropout masks per layer, split by SP, and the
    // embedding's mask on the first stage (§4.3).
    QTest::newRow("hidden 0.1") << 0.1 << 0.0 << true << 2.0 * sbhOverT << (2.0 * 10 + 1) * sbhOverT;
    // Inside flash attention the dropout regenerates its mask: nothing is kept.
    QTest::newRow("attention 0.1, flash") << 0.0 << 0.1 << true << 0.0 << 0.0;
    // Unfused, no recompute: the dropout's mask (1 B) and output (2 B) per score, 64 heads / 8.
    const double scores = 64.0 / 8 * 4096 * 4096;
    QTest::newRow("attention 0.1, unfused") << 0.0 << 0.1 << false << 3.0 * scores << 3.0 * scores * 10;
    QTest::newRow("both, unfused") << 0.1 << 0.1 << false << 2.0 * sbhOverT + 3.0 * scores
                                   << (2.0 * 10 + 1) * sbhOverT + 3.0 * scores * 10;
}

void TestMemory::dropoutMasks()
{
    QFETCH(double, hidden);
    QFETCH(double, attention);
    QFETCH(bool, flash);
    QFETCH(double, middleStagePerLayer);
    QFETCH(double, firstStageExtra);
    const nlohmann::json training = {{"flash_attention", flash}, {"recompute", flash ? "selective" : "none"}};
    const Report none = estimate(llama70b(nlohmann::json::object(), training, {{"hidden_dropout", 0.0}, {"attention_dropout", 0.0}}));
    const Report with = estimate(llama70b(nlohmann::json::object(), training, {{"hidden_dropout", hidden}, {"attention_dropout", attention}}));
    // Stage 4 holds 8 - 4 micro-batches of its 10 layers; stage 0 holds 8.
    const double middle = double(with.memory.stages[4].activationsBytes - none.memory.stages[4].activationsBytes);
    QVERIFY2(testsupport::relClose(middle, middleStagePerLayer * 10 * 4, 1e-9) || (middleStagePerLayer == 0 && middle == 0),
             qPrintable(testsupport::describe(middle, middleStagePerLayer * 10 * 4)));
    const double first = double(with.memory.stages[0].activationsBytes - none.memory.stages[0].activationsBytes);
    QVERIFY2(testsupport::relClose(first, firstStageExtra * 8, 1e-9) || (firstStageExtra == 0 && first == 0),
             qPrintable(testsupport::describe(first, firstStageExtra * 8)));
    // The masks cost time too: written in the forward pass and read by the backward kernels.
    if (middleStagePerLayer > 0)
        QVERIFY(with.step.computeS > none.step.computeS);
    else
        QCOMPARE(with.step.computeS, none.step.computeS);
}

void TestMemory::pipelineKeepsOutputs_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<int>("pp");
    QTest::addColumn<bool>("keeps");
    QTest::addColumn<bool>("kept");
    // PyTorch's pipelining before return_outputs keeps each micro-batch's output (torchtitan's
    // fp32 logits) on the last stage until the step ends.
    QTest::newRow("torchtitan, kept") << "compiled" << 8 << true << true;
    QTest::newRow("torchtitan, current") << "compiled" << 8 << false << false;
    // Megatron-LM's schedules keep only the losses; without a pipeline nothing is scheduled.
    QTest::newRow("Megatron-LM") << "fused" << 8 << true << false;
    QTest::newRow("no pipeline") << "eager" << 1 << true << false;
}

void TestMemory::pipelineKeepsOutputs()
{
    QFETCH(QString, fusion);
    QFETCH(int, pp);
    QFETCH(bool, keeps);
    QFETCH(bool, kept);
    const Report r = estimate(llama70b({{"pp", pp}},
                                       {{"kernel_fusion", fusion.toStdString()}, {"pipeline_keeps_outputs", keeps}}));
    for (size_t i = 0; i + 1 < r.memory.stages.size(); ++i)
        QCOMPARE(r.memory.stages[i].buffers.pipelineOutputs, int64_t(0));
    // 16 micro-batches of 4 B x s x b x V / t on the last stage.
    const double expected = kept ? 4.0 * 4096 * double(r.model.vocabPadded) / 8 * 16 : 0.0;
    QVERIFY2(std::abs(double(r.memory.stages.back().buffers.pipelineOutputs) - expected) <= 1.0,
             qPrintable(testsupport::describe(double(r.memory.stages.back().buffers.pipelineOutputs), expected)));
}

void TestMemory::interleavedGradientsOneChunkAtATime_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<double>("liveShare"); // of the rank's unsharded gradients
    // FSDP under PyTorch's interleaved 1F1B frees a chunk's gradients at its last backward; with
    // one round of m <= p micro-batches the chunks run their backward passes one after another.
    QTest::newRow("torchtitan, one round") << "compiled" << 16 << 0.5;
    // Two rounds: each chunk's backward passes come back in the second, all are alive.
    QTest::newRow("torchtitan, two rounds") << "compiled" << 32 << 1.0;
    // Megatron's gradient buffers live through the step.
    QTest::newRow("Megatron-LM") << "fused" << 16 << 1.0;
}

void TestMemory::interleavedGradientsOneChunkAtATime()
{
    QFETCH(QString, fusion);
    QFETCH(int, globalBatch);
    QFETCH(double, liveShare);
    // DP 2 x ZeRO 1: m = global batch / 2; stage 4 holds two chunks of 5 layers each.
    const nlohmann::json parallel = {{"dp", 2}, {"schedule", "interleaved-1f1b"}, {"virtual_stages", 2}};
    const Report r = estimate(llama70b(parallel, {{"kernel_fusion", fusion.toStdString()}, {"global_batch", globalBatch}}));
    const Report all = estimate(llama70b(parallel, {{"kernel_fusion", "fused"}, {"global_batch", globalBatch}}));
    const StageMemory& middle = r.memory.stages[4];
    QCOMPARE(middle.layers, 10);
    QVERIFY(middle.gradientsBytes > 0);
    const double expected = liveShare * double(all.memory.stages[4].gradientsBytes);
    QVERIFY2(testsupport::relClose(double(middle.gradientsBytes), expected, 1e-9),
             qPrintable(testsupport::describe(double(middle.gradientsBytes), expected)));
    QCOMPARE(middle.weightsBytes, all.memory.stages[4].weightsBytes); // weights stay gathered
}

void TestMemory::overCapacityDiagnostic()
{
    // 70B without any model parallelism cannot fit an 80 GB GPU.
    const Report r =
        analyse(llama70b({{"tp", 1}, {"pp", 1}, {"sequence_parallel", false}, {"zero_stage", 0}}));
    QVERIFY(!r.memory.fits);
    bool found = false;
    for (const auto& d : r.diagnostics) {
        if (d.code == "memory.over_capacity") {
            found = true;
            QVERIFY(d.severity == Severity::Error);
            QVERIFY(std::get<std::string>(d.params.at("largest_part")) == "optimizer");
            QCOMPARE(std::get<double>(d.params.at("over_bytes")),
                     double(r.memory.peakBytes - r.memory.capacityBytes));
        }
    }
    QVERIFY(found);
    const Report ok = analyse(llama70b());
    QVERIFY(ok.memory.fits);
    for (const auto& d : ok.diagnostics)
        QVERIFY(d.code != "memory.over_capacity");
}

QTEST_APPLESS_MAIN(TestMemory)
void TestMemory::dummyWeightGradientShapesAreTheLinearLayers_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("etp");
    QTest::addColumn<bool>("moeLayer");
    QTest::newRow("Llama 3 70B, GQA, TP 8") << "llama-3-70b" << 8 << 8 << false;
    QTest::newRow("GPT-3 175B, GeLU, TP 4") << "gpt-3-175b" << 4 << 4 << false;
    QTest::newRow("DeepSeek-V3 dense layer, MLA, TP 2") << "deepseek-v3" << 2 << 2 << false;
    QTest::newRow("DeepSeek-V3 MoE layer, shared expert, ETP 1") << "deepseek-v3" << 2 << 1 << true;
    QTest::newRow("Mixtral 8x7B MoE layer, ETP 4") << "mixtral-8x7b" << 4 << 4 << true;
}

void TestMemory::dummyWeightGradientShapesAreTheLinearLayers()
{
    // Transformer Engine keeps a placeholder per distinct weight shape of its linear layers:
    // exactly the weight-gradient GEMMs of the layer's TE linears in the time model's kernel
    // list (the router and the output layer are Megatron's own and are not in it).
    QFETCH(QString, model);
    QFETCH(int, tp);
    QFETCH(int, etp);
    QFETCH(bool, moeLayer);
    const Scenario s = testsupport::makeScenario(
        {{"preset", model.toStdString()}},
        {{"tp", tp}, {"pp", 1}, {"dp", 8 / tp}, {"etp", etp}, {"ep", moeLayer ? 8 / etp : 1},
         {"sequence_parallel", tp > 1}, {"zero_stage", 1}, {"schedule", "1f1b"}},
        {{"seq_length", 4096}, {"micro_batch", 1}, {"global_batch", 64}, {"precision", "bf16"}, {"recompute", "none"}},
        "dgx-h100", 1);
    KernelList kernels;
    layerKernels(s, makeActivationContext(s), moeLayer, kernels);
    LinearWeightShapes fromKernels, shapes;
    for (const Kernel& k : kernels)
        if (k.pass == KernelPass::WeightGrad && k.quantizable &&
            (k.kind == KernelKind::Gemm || k.kind == KernelKind::GroupedGemm))
            fromKernels.add({k.k, k.n});
    addTransformerEngineWeightShapes(s, moeLayer, shapes);
    QVERIFY(shapes.count >= 3); // GPT-3 175B's fc1 and fc2 are both 12,288 x 12,288 at TP 4: one placeholder
    QCOMPARE(shapes.count, fromKernels.count);
    for (const LinearWeightShape& w : fromKernels)
        QVERIFY2(std::find(shapes.begin(), shapes.end(), w) != shapes.end(),
                 qPrintable(QStringLiteral("%1 x %2 missing").arg(w.in).arg(w.out)));
}

void TestMemory::dummyWeightGradientsPerDistinctShape()
{
    // Llama 3 70B on TP 1, Megatron-LM with Transformer Engine: one bf16 placeholder each for
    // QKV 8192 x 10240, the output projection 8192 x 8192, fc1 8192 x 57344 and fc2
    // 28672 x 8192, however many layers the stage holds: 2 B x 855,638,016 = 1.59 GiB.
    const Report r = estimate(llama70b({{"tp", 1}, {"pp", 8}, {"dp", 8}, {"sequence_parallel", false}}));
    const double expected = 2.0 * (8192.0 * 10240 + 8192.0 * 8192 + 8192.0 * 57344 + 28672.0 * 8192);
    for (const StageMemory& m : r.memory.stages)
        QCOMPARE(double(m.buffers.dummyWeightGradients), expected);
    // TP 8 shards every shape.
    const Report tp8 = estimate(llama70b());
    QCOMPARE(double(tp8.memory.stages.front().buffers.dummyWeightGradients), expected / 8);
    // torchtitan's PyTorch linears keep ordinary .grad tensors, no placeholders.
    const Report eager = estimate(llama70b(nlohmann::json::object(), {{"kernel_fusion", "eager"}}));
    QCOMPARE(eager.memory.stages.front().buffers.dummyWeightGradients, int64_t(0));
}

#include "tst_memory.moc"
