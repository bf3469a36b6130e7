// What a launcher runs as planned (export/launchersupport.h) against the exporters' own
// verdict on random plans: an export that is ok and names no plan-changing adaptation is
// "as planned", and the predicate must say exactly that, launcher by launcher, so the
// search's pruning and the exporters cannot drift apart.

#include "testsupport.h"

#include "core/estimate/report.h"
#include "core/export/exporters.h"
#include "core/export/jobshape.h"
#include "core/export/adaptedplan.h"
#include "core/export/launchersupport.h"
#include "core/io/presetlibrary.h"
#include "core/search/searchtypes.h"

#include <QTest>

#include <random>

using namespace shardscope;

namespace {

/** A base scenario: model preset, 8-GPU cluster preset, and the fixed settings that matter. */
Scenario baseScenario(const QString& model, const QString& cluster, const QString& fixed)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s;
    s.name = "launcher support";
    s.model = presets.modelSpec(model.toStdString());
    s.cluster = presets.clusterSpec(cluster.toStdString());
    s.training.seqLength = 4096;
    if (fixed == QLatin1String("fp8"))
        s.training.precision = Precision::Fp8Delayed;
    else if (fixed == QLatin1String("fp8 current"))
        s.training.precision = Precision::Fp8Current;
    else if (fixed == QLatin1String("mxfp8"))
        s.training.precision = Precision::Mxfp8;
    else if (fixed == QLatin1String("fp16"))
        s.training.precision = Precision::Fp16;
    else if (fixed == QLatin1String("offload"))
        s.training.offloadOptimizer = true;
    else if (fixed == QLatin1String("bf16 grads"))
        s.training.mainGrads = GradPrecision::Bf16;
    else if (fixed == QLatin1String("sgd"))
        s.training.optimizer = Optimizer::Sgd;
    else if (fixed == QLatin1String("odd layers"))
        s.model.layers = 30; // uneven splits at PP 4 and 8, none at PP 16
    return s;
}

int pickFrom(std::mt19937& rng, std::initializer_list<int> values)
{
    const int i = std::uniform_int_distribution<int>(0, int(values.size()) - 1)(rng);
    return *(values.begin() + i);
}

/** A random plan, mostly of the kind the search produces, sometimes not launchable at all. */
Scenario randomPlan(const Scenario& base, std::mt19937& rng)
{
    auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    Scenario s = base;
    SearchKnobs k;
    k.tp = pickFrom(rng, {1, 1, 2, 4, 8});
    k.pp = std::min(pickFrom(rng, {1, 1, 2, 3, 4, 8, 16}), s.model.layers);
    k.cp = pickFrom(rng, {1, 1, 1, 2});
    k.dp = pickFrom(rng, {1, 2, 3, 4, 8, 16});
    k.ep = s.model.isMoe() ? std::min(pickFrom(rng, {1, 2, 4, 8}), s.model.moe->experts) : (pick(20) == 0 ? 2 : 1);
    k.etp = s.model.isMoe() ? pickFrom(rng, {k.tp, k.tp, 1, 2}) : k.tp;
    k.microBatch = pickFrom(rng, {1, 1, 2, 4});
    const PipelineSchedule schedules[] = {PipelineSchedule::GPipe,         PipelineSchedule::OneFOneB,
                                          PipelineSchedule::Interleaved1F1B, PipelineSchedule::ZeroBubbleH1,
                                          PipelineSchedule::ZeroBubbleV,    PipelineSchedule::DualPipe};
    k.schedule = k.pp > 1 ? schedules[pick(6)] : PipelineSchedule::OneFOneB;
    if (pick(4) == 0)
        k.schedule = PipelineSchedule::Interleaved1F1B; // the schedule with the most rules
    k.virtualStages = k.schedule == PipelineSchedule::Interleaved1F1B ? pickFrom(rng, {1, 2, 3, 4, 5, 8}) : 1;
    k.zeroStage = pick(4);
    k.zero3Engine = pick(2) == 0 ? Zero3Engine::Fsdp : Zero3Engine::DeepSpeed;
    k.recompute = Recompute(pick(3));
    k.sequenceParallel = pick(5) == 0 ? k.tp == 1 : k.tp > 1 && pick(4) != 0;
    k.overlapDataParallel = pick(3) != 0;
    k.overlapTensorParallel = pick(3) == 0;
    setKnobs(s, k);
    s.parallel.overlap.expertParallel = pick(3) == 0;
    const int64_t world = s.parallel.worldSize();
    const int gpn = s.cluster.gpusPerNode;
    s.cluster.nodes = int((world + gpn - 1) / gpn);
    const int64_t perStep = int64_t(k.microBatch) * k.dp;
    s.training.globalBatch = perStep * pickFrom(rng, {1, 2, 3, 4, 6, 8, 16, 32});
    if (pick(12) == 0)
        s.training.globalBatch += 1; // not a multiple of micro-batch x DP
    if (pick(12) == 0)
        s.training.seqLength = 4100; // CP and TP divisibility
    // Which attention kernel the plan times: Megatron-DeepSpeed runs only FlashAttention-2, NeMo
    // only Transformer Engine's fused kernel (where the GPU's profile tells them apart).
    s.training.attentionKernel = pick(3) == 0 ? AttentionKernel::FlashAttention2 : AttentionKernel::Fused;
    if (pick(10) == 0)
        s.training.flashAttention = false;
    // Recompute: Megatron's default module mostly, else a module list (sometimes one the model
    // or an FP8 recipe cannot take), or full recompute by blocks or checkpoints of layers.
    TrainingSpec& t = s.training;
    switch (pick(7)) {
    case 0: t.recomputeModules.mlp = true; break;
    case 5: t.recomputeModules.moe = true; break;
    case 1: t.recomputeModules.layernorm = t.recomputeModules.moeAct = true; break;
    case 2: t.recomputeModules.mlaUpProj = true; t.recomputeModules.coreAttn = false; break;
    case 3: t.recomputeMethod = RecomputeMethod::Block; t.recomputeLayers = pickFrom(rng, {1, 2, 4}); break;
    case 4: t.recomputeLayers = 2; break;
    default: break;
    }
    if (pick(8) == 0)
        t.offloadActivationLayers = pick(2) == 0 ? 4 : s.model.layers; // Megatron takes fewer than all
    // Expert routing: dropless mostly, else a capacity (padded or not), or padding alone
    // (which Megatron-Core refuses).
    switch (pick(8)) {
    case 0: t.moe.capacityFactor = 1.25; break;
    case 1: t.moe.capacityFactor = 1.0; t.moe.padToCapacity = true; t.moe.loadImbalance = 1.2; break;
    case 2: t.moe.padToCapacity = true; break;
    case 3: t.moe.loadImbalance = 1.3; break;
    default: break;
    }
    if (pick(4) == 0)
        t.moe.dispatcher = MoeDispatcher::DeepEp;
    // The stage split: the even one mostly, else stage counts or the ends counted as layers.
    switch (pick(8)) {
    case 0: s.parallel.firstStageLayers = std::max(1, s.model.layers / std::max(1, k.pp) - 1); break;
    case 1: s.parallel.lastStageLayers = std::max(1, s.model.layers / std::max(1, k.pp) - 1); break;
    case 2: s.parallel.embeddingInSplit = true; s.parallel.lossInSplit = pick(2) == 0; break;
    default: break;
    }
    return s;
}

QString describe(const Scenario& s)
{
    return QString::fromStdString(describeKnobs(knobsOf(s))) +
           QStringLiteral(" on %1 GPUs, batch %2, seq %3").arg(s.cluster.totalGpus()).arg(s.training.globalBatch).arg(s.training.seqLength);
}

QString verdict(const ExportResult& r)
{
    if (!r.ok)
        return QStringLiteral("refused (%1: %2)").arg(QString::fromStdString(r.refusalRule), QString::fromStdString(r.refusal));
    QStringList changes;
    for (const ExportAdaptation& a : r.adaptations)
        if (a.changesPlan)
            changes << QString::fromStdString(a.rule + ": " + a.text);
    return changes.isEmpty() ? QStringLiteral("as planned") : QStringLiteral("changed (") + changes.join(QLatin1String("; ")) + QLatin1Char(')');
}

} // namespace

class TestLauncherSupport : public QObject
{
    Q_OBJECT
private slots:
    void predicateIsTheExportersVerdict_data();
    void predicateIsTheExportersVerdict();
    void deepSpeedSplitsExpertsOverTpWhenPlanned();
    void launcherIdsAreTheExportTargets();
};

void TestLauncherSupport::predicateIsTheExportersVerdict_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<QString>("fixed");
    QTest::newRow("Llama 3 70B (every launcher's flavour)") << "llama-3-70b" << "dgx-h100" << "";
    QTest::newRow("Llama 3 8B, FP8") << "llama-3-8b" << "dgx-h100" << "fp8";
    QTest::newRow("Llama 3 8B, FP8 current scaling") << "llama-3-8b" << "dgx-h100" << "fp8 current";
    QTest::newRow("Llama 3 8B, MXFP8 on B200") << "llama-3-8b" << "dgx-b200" << "mxfp8";
    QTest::newRow("Llama 3 8B, FP16") << "llama-3-8b" << "dgx-a100-80gb" << "fp16";
    QTest::newRow("Llama 2 7B, offload") << "llama-2-7b" << "dgx-h100" << "offload";
    QTest::newRow("Llama 3 8B, bf16 main gradients") << "llama-3-8b" << "dgx-h100" << "bf16 grads";
    QTest::newRow("Llama 3 70B, SGD") << "llama-3-70b" << "dgx-h100" << "sgd";
    QTest::newRow("GPT-3 175B (no torchtitan flavour)") << "gpt-3-175b" << "dgx-h100" << "";
    QTest::newRow("30 layers (uneven splits)") << "llama-2-7b" << "dgx-h100" << "odd layers";
    QTest::newRow("Mixtral 8x7B (MoE)") << "mixtral-8x7b" << "dgx-h100" << "";
    QTest::newRow("DeepSeek-V3 (MoE, MLA)") << "deepseek-v3" << "h800-deepseek" << "";
}

void TestLauncherSupport::predicateIsTheExportersVerdict()
{
    QFETCH(QString, model);
    QFETCH(QString, cluster);
    QFETCH(QString, fixed);
    const Scenario base = baseScenario(model, cluster, fixed);
    const LauncherSupport support(base);
    std::mt19937 rng(uint32_t(qHash(model + fixed)));
    const Report noReport; // the exporters do not read the report
    int accepted[kLauncherCount] = {}, refused[kLauncherCount] = {};
    int adaptedChecked = 0;
    for (int i = 0; i < 1500; ++i) {
        const Scenario s = randomPlan(base, rng);
        const LauncherMask mask = support.accepting(s);
        for (const LauncherName& n : launcherNames()) {
            const ExportResult r = exportScenario(s, noReport, n.id);
            const bool asPlanned = r.ok && !changesPlan(r);
            const bool predicted = (mask & launcherBit(n.launcher)) != 0;
            QVERIFY2(asPlanned == predicted,
                     qPrintable(QStringLiteral("%1, %2: the exporter says %3, the predicate %4")
                                    .arg(QString::fromLatin1(n.id), describe(s), verdict(r),
                                         predicted ? QStringLiteral("as planned") : QStringLiteral("not"))));
            (asPlanned ? accepted : refused)[int(n.launcher)] += 1;
            // Issue 16 item 5: the plan the launcher runs, from the adaptations' own changes,
            // is one it runs as planned (when every change is one the estimate expresses).
            if (r.ok && changesPlan(r)) {
                const AdaptedPlan adapted = adaptedPlan(s, r);
                if (adapted.notEstimated.empty()) {
                    QVERIFY(adapted.changed);
                    const ExportResult again = exportScenario(adapted.scenario, noReport, n.id);
                    QVERIFY2(again.ok && !changesPlan(again),
                             qPrintable(QStringLiteral("%1, %2: the adapted plan is adapted again: %3")
                                            .arg(QString::fromLatin1(n.id), describe(s), verdict(again))));
                    ++adaptedChecked;
                }
            }
        }
        // The search's shortcut: each recompute setting's verdict from the one without
        // recompute, asking again only the launchers whose rules read more of the setting.
        Scenario none = s;
        none.training.recompute = Recompute::None;
        const LauncherMask withoutRecompute = support.accepting(none);
        const LauncherMask readers = LauncherSupport::recomputeReaders(none);
        for (const Recompute rc : {Recompute::Full, Recompute::Selective}) {
            Scenario withRc = none;
            withRc.training.recompute = rc;
            const LauncherMask shortcut = (withoutRecompute & ~readers & ~LauncherSupport::recomputeRefusers(withRc, rc)) |
                                          support.accepting(withRc, readers);
            QVERIFY2(shortcut == support.accepting(withRc),
                     qPrintable(QStringLiteral("%1: the shortcut gives launchers %2, the rules %3")
                                    .arg(describe(withRc)).arg(shortcut).arg(support.accepting(withRc))));
        }
        // The search's cell check: the rules on what a cell fixes give the same launchers
        // whatever its knobs (ZeRO stage and engine, DP and TP overlap, recompute), and they
        // hold every launcher that accepts one of its plans; the knob rules then give the verdict.
        const LauncherMask cell = support.cellAccepting(s, kAnyLauncher);
        QVERIFY2((mask & ~cell) == 0, qPrintable(describe(s)));
        for (int knob = 0; knob < 24; ++knob) {
            Scenario other = s;
            other.parallel.zeroStage = knob % 4;
            other.parallel.zero3Engine = (knob / 4) % 2 == 0 ? Zero3Engine::Fsdp : Zero3Engine::DeepSpeed;
            other.parallel.overlap.dataParallel = (knob / 8) % 2 == 0;
            other.parallel.overlap.tensorParallel = (knob / 2) % 2 == 0;
            other.training.recompute = Recompute(knob % 3);
            QVERIFY2(support.cellAccepting(other, kAnyLauncher) == cell, qPrintable(describe(other)));
            QCOMPARE(LauncherSupport::knobAccepting(other, cell), support.accepting(other));
            const LauncherMask some = launcherBit(Launcher::Nemo2) | launcherBit(Launcher::Torchtitan);
            QCOMPARE(LauncherSupport::knobAccepting(other, support.cellAccepting(s, some)), support.accepting(other, some));
        }
        // With pipeline stages only launchers whose own schedule runs the plan's take it (the
        // search skips other schedules whole).
        if (s.parallel.pp > 1)
            QVERIFY2((mask & ~LauncherSupport::scheduleRunners(runningSchedule(s.parallel))) == 0, qPrintable(describe(s)));
        // SLURM wraps Megatron-LM: the same verdict.
        const ExportResult slurm = exportScenario(s, noReport, "slurm");
        QCOMPARE(slurm.ok && !changesPlan(slurm), (mask & launcherBit(Launcher::Megatron)) != 0);
    }
    // Both verdicts occur for every launcher that can run this model and settings at all.
    for (const LauncherName& n : launcherNames()) {
        QVERIFY2(refused[int(n.launcher)] > 0, n.id);
        if (accepted[int(n.launcher)] == 0)
            qInfo("%s accepts nothing here", n.id);
    }
    int launchersAccepting = 0;
    for (int a : accepted)
        launchersAccepting += a > 20 ? 1 : 0;
    QVERIFY2(launchersAccepting >= 2, "too few plans accepted to compare");
    QVERIFY2(adaptedChecked > 100, "too few adapted plans to check");
}

void TestLauncherSupport::deepSpeedSplitsExpertsOverTpWhenPlanned()
{
    // Megatron-DeepSpeed keeps experts whole over TP unless --enable-expert-tensor-parallelism
    // is given: expert TP = TP needs the flag, expert TP 1 must not have it.
    Scenario s = baseScenario(QStringLiteral("mixtral-8x7b"), QStringLiteral("dgx-h100"), QString());
    s.training.attentionKernel = AttentionKernel::FlashAttention2; // what Megatron-DeepSpeed runs
    SearchKnobs k;
    k.tp = 2;
    k.dp = 4;
    k.ep = 4;
    k.zeroStage = 2;
    k.sequenceParallel = true;
    for (int etp : {2, 1}) {
        k.etp = etp;
        setKnobs(s, k);
        s.cluster.nodes = 1;
        s.training.globalBatch = 16;
        const ExportResult r = exportScenario(s, Report{}, "deepspeed");
        QVERIFY2(r.ok && !changesPlan(r), qPrintable(verdict(r)));
        bool flag = false;
        for (const ExportFile& f : r.files)
            flag |= f.content.find("--enable-expert-tensor-parallelism") != std::string::npos;
        QCOMPARE(flag, etp == 2);
        QVERIFY(LauncherSupport(s).accepting(s) & launcherBit(Launcher::DeepSpeed));
    }
}

void TestLauncherSupport::launcherIdsAreTheExportTargets()
{
    for (const LauncherName& n : launcherNames()) {
        QVERIFY2(findExportTarget(n.id) != nullptr, n.id);
        QVERIFY(launcherById(n.id) == std::optional<Launcher>(n.launcher));
    }
    QVERIFY(!launcherById("slurm"));
    QVERIFY(!launcherById("Megatron"));
    QCOMPARE(describeLaunchers(0), std::string("none"));
    QCOMPARE(describeLaunchers(launcherBit(Launcher::Megatron) | launcherBit(Launcher::Nemo2)),
             std::string("Megatron-LM, NeMo 2"));
}

QTEST_APPLESS_MAIN(TestLauncherSupport)
#include "tst_launchersupport.moc"
