// Recompute and activation offload as each launcher is told them: Megatron-LM and NeMo 2 take
// the module list, the method and the layer count, and the offloaded layers; Megatron-DeepSpeed
// and NeMo 1.x the method and layer count only; torchtitan and accelerate neither; Megatron-
// Core's start-up checks refuse modules a model or an FP8 recipe cannot take and offload with
// a pipeline or recompute (recomputeexport.h, launchers.md §2.2-2.3).

#include "exportsupport.h"

#include "core/export/launchersupport.h"

using namespace shardscope;
using namespace exportsupport;

class TestExportRecompute : public QObject
{
    Q_OBJECT
private slots:
    void launchersWriteOrRefuse_data();
    void launchersWriteOrRefuse();
};

namespace {

enum Setup
{
    DenseModules,     // Llama 3 70B: core_attn and mlp
    DeepSeekModules,  // DeepSeek-V3: layernorm, mla_up_proj, moe_act
    FullBlock,        // full recompute, the first 2 layers of each chunk
    FullUniformFour,  // full recompute, checkpoints of 4 layers
    NoModule,         // selective with nothing ticked
    UpProjOnDense,    // mla_up_proj on a GQA model
    NormUnderDelayed, // layernorm with FP8 delayed scaling
    Offload,          // activations of the first 20 layers to the host, pp 1, no recompute
    OffloadWithPp,    // the same with the default pipeline (pp 4)
};

Scenario setup(Setup which)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = base();
    s.parallel.zeroStage = 1;
    TrainingSpec& t = s.training;
    switch (which) {
    case DenseModules:
        t.recompute = Recompute::Selective;
        t.recomputeModules.mlp = true;
        break;
    case DeepSeekModules:
    case NormUnderDelayed:
        s.model = presets.modelSpec("deepseek-v3");
        s.parallel.tp = 1;
        s.parallel.sequenceParallel = false;
        s.parallel.pp = 8;
        s.parallel.dp = 8;
        s.parallel.ep = 8;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
        s.parallel.firstStageLayers = 7;
        s.cluster.nodes = 8;
        t.recompute = Recompute::Selective;
        t.recomputeModules = RecomputeModules{};
        t.recomputeModules.coreAttn = false;
        t.recomputeModules.layernorm = true;
        if (which == DeepSeekModules) {
            t.recomputeModules.mlaUpProj = true;
            t.recomputeModules.moeAct = true;
        } else {
            t.precision = Precision::Fp8Delayed;
        }
        break;
    case FullBlock:
        t.recompute = Recompute::Full;
        t.recomputeMethod = RecomputeMethod::Block;
        t.recomputeLayers = 2;
        break;
    case FullUniformFour:
        t.recompute = Recompute::Full;
        t.recomputeLayers = 4;
        break;
    case NoModule:
        t.recompute = Recompute::Selective;
        t.recomputeModules.coreAttn = false;
        break;
    case UpProjOnDense:
        t.recompute = Recompute::Selective;
        t.recomputeModules.mlaUpProj = true;
        break;
    case Offload:
        s.parallel.pp = 1;
        s.parallel.dp = 64;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
        [[fallthrough]];
    case OffloadWithPp:
        t.recompute = Recompute::None;
        t.offloadActivationLayers = 20;
        break;
    }
    return s;
}

std::string allFiles(const ExportResult& r)
{
    std::string text;
    for (const ExportFile& f : r.files)
        text += f.content + "\n";
    return text;
}

} // namespace

void TestExportRecompute::launchersWriteOrRefuse_data()
{
    // target, setup, "!RULE" for a refusal or the text the launch files must hold, and text
    // they must not hold.
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("setup");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");
    const auto row = [](const char* name, const char* target, Setup s, QStringList present, QStringList absent = {}) {
        QTest::newRow(name) << QString::fromLatin1(target) << int(s) << present << absent;
    };
    row("Megatron-LM, dense modules", "megatron", DenseModules,
        {"--recompute-granularity selective", "--recompute-modules core_attn mlp"}, {"--recompute-method"});
    row("NeMo 2, dense modules", "nemo2", DenseModules,
        {"recipe.model.config.recompute_granularity = \"selective\"",
         "recipe.model.config.recompute_modules = [\"core_attn\", \"mlp\"]",
         "recipe.model.config.recompute_method = None"});
    row("Megatron-LM, DeepSeek-V3's modules", "megatron", DeepSeekModules,
        {"--recompute-modules layernorm mla_up_proj moe_act"});
    row("SLURM, DeepSeek-V3's modules", "slurm", DeepSeekModules, {"--recompute-modules layernorm mla_up_proj moe_act"});
    row("Megatron-LM, full by blocks", "megatron", FullBlock,
        {"--recompute-granularity full", "--recompute-method block", "--recompute-num-layers 2"}, {"--recompute-modules"});
    row("NeMo 2, full by blocks", "nemo2", FullBlock,
        {"recipe.model.config.recompute_method = \"block\"", "recipe.model.config.recompute_num_layers = 2"});
    row("NeMo 1.x, full by blocks", "nemo1", FullBlock,
        {"activations_checkpoint_granularity: full", "activations_checkpoint_method: block",
         "activations_checkpoint_num_layers: 2"});
    row("Megatron-DeepSpeed, full by blocks", "deepspeed", FullBlock,
        {"--recompute-method block", "--recompute-num-layers 2", "--deepspeed-activation-checkpointing"});
    row("Megatron-LM, uniform checkpoints of 4", "megatron", FullUniformFour,
        {"--recompute-method uniform", "--recompute-num-layers 4"});
    row("Megatron-LM, no module ticked", "megatron", NoModule, {}, {"--recompute-granularity"});
    row("torchtitan refuses full by blocks", "torchtitan", FullBlock, {"!TT-recompute"});
    row("torchtitan refuses checkpoints of 4", "torchtitan", FullUniformFour, {"!TT-recompute"});
    row("torchtitan refuses a module list", "torchtitan", DenseModules, {"!TT-recompute"});
    row("accelerate refuses full by blocks", "accelerate", FullBlock, {"!AC-recompute"});
    row("accelerate refuses a module list", "accelerate", DenseModules, {"!AC-recompute"});
    row("Megatron-DeepSpeed refuses a module list", "deepspeed", DenseModules, {"!MDS-recompute"});
    row("NeMo 1.x refuses a module list", "nemo1", DenseModules, {"!NM-recompute"});
    row("Megatron-LM refuses mla_up_proj without MLA", "megatron", UpProjOnDense, {"!MLM-recompute"});
    row("NeMo 2 refuses mla_up_proj without MLA", "nemo2", UpProjOnDense, {"!MLM-recompute"});
    row("Megatron-LM refuses layernorm under delayed FP8", "megatron", NormUnderDelayed, {"!MLM-recompute"});
    row("Megatron-LM, activation offload", "megatron", Offload, {"--cpu-offloading-num-layers 20", "--cpu-offloading"});
    row("NeMo 2, activation offload", "nemo2", Offload,
        {"recipe.model.config.cpu_offloading = True", "recipe.model.config.cpu_offloading_num_layers = 20",
         "recipe.model.config.cpu_offloading_weights = False"});
    row("Megatron-LM refuses activation offload with a pipeline", "megatron", OffloadWithPp, {"!MLM-offload-activations"});
    row("NeMo 1.x refuses activation offload", "nemo1", Offload, {"!NM-offload-activations"});
    row("DeepSpeed refuses activation offload", "deepspeed", Offload, {"!MDS-offload-activations"});
    row("torchtitan refuses activation offload", "torchtitan", Offload, {"!TT-offload-activations"});
    row("accelerate refuses activation offload", "accelerate", Offload, {"!AC-offload-activations"});
}

void TestExportRecompute::launchersWriteOrRefuse()
{
    QFETCH(QString, target);
    QFETCH(int, setup);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    Scenario s = ::setup(Setup(setup));
    if (target == QLatin1String("torchtitan"))
        s.parallel.zeroStage = 3; // torchtitan shards with FSDP
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    // The search ranks only plans a launcher runs as planned: it must agree with the export.
    const LauncherMask accepted = LauncherSupport(s).accepting(s);
    const std::optional<Launcher> launcher = launcherById(target.toStdString());
    if (!present.isEmpty() && present.front().startsWith(QLatin1Char('!'))) {
        QVERIFY2(!r.ok, "the export was written");
        QCOMPARE(QString::fromStdString(r.refusalRule), present.front().mid(1));
        QVERIFY(!r.refusal.empty());
        if (launcher)
            QVERIFY2(!(accepted & launcherBit(*launcher)), "the search counts the launcher as running it");
        return;
    }
    QVERIFY2(r.ok, r.refusal.c_str());
    const bool asPlanned = std::none_of(r.adaptations.begin(), r.adaptations.end(),
                                        [](const ExportAdaptation& a) { return a.changesPlan; });
    if (launcher && asPlanned)
        QVERIFY2(accepted & launcherBit(*launcher), "the search does not count the launcher as running it");
    const std::string text = allFiles(r);
    for (const QString& p : present)
        QVERIFY2(text.find(p.toStdString()) != std::string::npos, qPrintable(QStringLiteral("missing: ") + p));
    for (const QString& a : absent)
        QVERIFY2(text.find(a.toStdString()) == std::string::npos, qPrintable(QStringLiteral("present: ") + a));
}

QTEST_APPLESS_MAIN(TestExportRecompute)
#include "tst_export_recompute.moc"
