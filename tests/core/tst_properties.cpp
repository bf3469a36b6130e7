// Properties that must hold for every configuration, checked on many generated ones
// (fixed seed, so a failure is reproducible): more sharding never costs model-state memory,
// selective recompute never stores more than none, totals are the sums of their parts.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/model/enumnames.h"

#include <QTest>

#include <random>

using namespace shardscope;

namespace {

int64_t peakModelStates(const Report& r)
{
    int64_t peak = 0;
    for (const auto& s : r.memory.stages)
        peak = std::max(peak, s.weightsBytes + s.gradientsBytes + s.optimizerBytes);
    return peak;
}

int64_t peakActivations(const Report& r)
{
    int64_t peak = 0;
    for (const auto& s : r.memory.stages)
        peak = std::max(peak, s.activationsBytes);
    return peak;
}

/** A random but valid scenario over every preset model and cluster. */
Scenario randomScenario(std::mt19937& rng)
{
    const auto& presets = PresetLibrary::builtin();
    const auto models = presets.models();
    const auto clusters = presets.clusters();
    auto pick = [&](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
    auto pow2 = [&](int maxExp) { return 1 << pick(maxExp + 1); };
    Scenario s;
    s.name = "random";
    s.model = presets.modelSpec(models[size_t(pick(int(models.size())))]->id);
    s.cluster = presets.clusterSpec(clusters[size_t(pick(int(clusters.size())))]->id);
    s.cluster.nodes = pow2(8);
    auto& p = s.parallel;
    p.tp = pow2(4);
    p.pp = std::min(pow2(5), s.model.layers);
    p.dp = pow2(5);
    p.cp = pow2(2);
    p.ep = s.model.isMoe() ? std::min(pow2(4), s.model.moe->experts) : 1;
    p.sequenceParallel = p.tp > 1 && pick(2) == 1;
    p.zeroStage = pick(4);
    const PipelineSchedule schedules[] = {
        PipelineSchedule::GPipe,           PipelineSchedule::OneFOneB,
        PipelineSchedule::Interleaved1F1B, PipelineSchedule::ZeroBubbleH1,
        PipelineSchedule::ZeroBubbleV,     PipelineSchedule::DualPipe};
    p.schedule = schedules[pick(6)];
    p.virtualStages = p.schedule == PipelineSchedule::Interleaved1F1B ? 1 + pick(4) : 1;
    auto& t = s.training;
    t.seqLength = 512 << pick(6);
    t.microBatch = pow2(2);
    t.globalBatch = t.microBatch * p.dp * (1 + pick(64));
    t.precision = pick(2) ? Precision::Bf16 : Precision::Fp32;
    t.mainGrads = pick(2) ? GradPrecision::Fp32 : GradPrecision::Bf16;
    t.recompute = Recompute(pick(3));
    t.flashAttention = pick(2) == 1;
    t.offloadOptimizer = p.zeroStage > 0 && pick(4) == 0;
    return s;
}

constexpr int kSamples = 1500;

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT
private slots:
    void moreTensorParallelNeverCostsModelStates();
    void morePipelineStagesNeverCostModelStates();
    void higherZeroStageNeverCostsModelStates();
    void selectiveRecomputeNeverStoresMore();
    void totalsEqualSumOfParts();
    void estimatesAreFiniteAndNonNegative();
};

void TestProperties::moreTensorParallelNeverCostsModelStates()
{
    std::mt19937 rng(1);
    for (int i = 0; i < kSamples; ++i) {
        Scenario s = randomScenario(rng);
        const int64_t before = peakModelStates(estimate(s));
        s.parallel.tp *= 2;
        const int64_t after = peakModelStates(estimate(s));
        QVERIFY2(after <= before,
                 qPrintable(QStringLiteral("sample %1 (%2): tp %3 -> %4 raised %5 -> %6")
                                .arg(i)
                                .arg(QString::fromStdString(s.model.name))
                                .arg(s.parallel.tp / 2)
                                .arg(s.parallel.tp)
                                .arg(before)
                                .arg(after)));
    }
}

void TestProperties::morePipelineStagesNeverCostModelStates()
{
    std::mt19937 rng(2);
    for (int i = 0; i < kSamples; ++i) {
        Scenario s = randomScenario(rng);
        // DualPipe on one stage has no mirror; from two stages on it keeps 2x parameters.
        if (s.parallel.pp * 2 > s.model.layers ||
            (s.parallel.schedule == PipelineSchedule::DualPipe && s.parallel.pp == 1))
            continue;
        const int64_t before = peakModelStates(estimate(s));
        s.parallel.pp *= 2;
        const int64_t after = peakModelStates(estimate(s));
        QVERIFY2(
            after <= before,
            qPrintable(QStringLiteral("sample %1 (%2, %3): pp %4 -> %5 raised %6 -> %7")
                           .arg(i)
                           .arg(QString::fromStdString(s.model.name))
                           .arg(QString::fromStdString(std::string(toString(s.parallel.schedule))))
                           .arg(s.parallel.pp / 2)
                           .arg(s.parallel.pp)
                           .arg(before)
                           .arg(after)));
    }
}

void TestProperties::higherZeroStageNeverCostsModelStates()
{
    std::mt19937 rng(3);
    for (int i = 0; i < kSamples; ++i) {
        Scenario s = randomScenario(rng);
        s.parallel.zeroStage = 0;
        s.training.offloadOptimizer = false;
        int64_t previous = peakModelStates(estimate(s));
        for (int stage = 1; stage <= 3; ++stage) {
            s.parallel.zeroStage = stage;
            const int64_t now = peakModelStates(estimate(s));
            QVERIFY2(
                now <= previous,
                qPrintable(
                    QStringLiteral("sample %1: ZeRO-%2 raised model states").arg(i).arg(stage)));
            previous = now;
        }
    }
}

void TestProperties::selectiveRecomputeNeverStoresMore()
{
    std::mt19937 rng(4);
    for (int i = 0; i < kSamples; ++i) {
        Scenario s = randomScenario(rng);
        s.training.recompute = Recompute::None;
        const Report none = estimate(s);
        s.training.recompute = Recompute::Selective;
        const Report selective = estimate(s);
        for (size_t k = 0; k < none.memory.stages.size(); ++k)
            QVERIFY2(selective.memory.stages[k].activationsBytes <=
                         none.memory.stages[k].activationsBytes,
                     qPrintable(QStringLiteral("sample %1 stage %2").arg(i).arg(k)));
        QVERIFY(peakActivations(selective) <= peakActivations(none));
    }
}

void TestProperties::totalsEqualSumOfParts()
{
    std::mt19937 rng(5);
    for (int i = 0; i < kSamples; ++i) {
        const Scenario s = randomScenario(rng);
        const Report r = estimate(s);
        QCOMPARE(int(r.memory.stages.size()), s.parallel.pp);
        int layers = 0;
        for (const auto& st : r.memory.stages) {
            QCOMPARE(st.totalBytes, st.weightsBytes + st.gradientsBytes + st.optimizerBytes +
                                        st.activationsBytes + st.buffersBytes + st.overheadBytes);
            QCOMPARE(st.buffersBytes, st.buffers.total());
            // Held parameters are the layers and embeddings it trains, plus DualPipe's mirror.
            const int64_t own = st.paramsLayers + st.paramsEmbedding;
            if (s.parallel.schedule == PipelineSchedule::DualPipe && s.parallel.pp > 1)
                QVERIFY(st.params > own);
            else
                QVERIFY(std::abs(st.params - own) <= 1);
            layers += st.layers;
        }
        QCOMPARE(layers, s.model.layers);
    }
}

void TestProperties::estimatesAreFiniteAndNonNegative()
{
    std::mt19937 rng(6);
    for (int i = 0; i < kSamples; ++i) {
        const Report r = estimate(randomScenario(rng));
        QVERIFY(r.model.paramsTotal > 0 && std::isfinite(r.model.flopsPerToken));
        for (const auto& st : r.memory.stages) {
            QVERIFY(st.weightsBytes >= 0 && st.gradientsBytes >= 0 && st.optimizerBytes >= 0);
            QVERIFY(st.activationsBytes >= 0 && st.buffersBytes >= 0 && st.overheadBytes > 0);
        }
        QVERIFY(std::isfinite(r.memory.megatron.weightAndOptimizerBytes));
        QVERIFY(std::isfinite(r.memory.megatron.activationBytes));
    }
}

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
