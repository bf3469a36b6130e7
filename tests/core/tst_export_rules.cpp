// The launcher exporters' start-up checks: one case per refusal and adaptation rule of each
// launcher, and hostile scenario names on every target (the scripts are run with stubbed
// launchers and must not execute anything).

#include "exportsupport.h"
#include "core/export/launchersupport.h"
#include "core/model/enumnames.h"

using namespace shardscope;
using namespace exportsupport;

class TestExportRules : public QObject
{
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
    void localAttentionIsWritten_data();
    void localAttentionIsWritten();
    void torchtitanWritesTheLaunchersOwnSettings_data();
    void torchtitanWritesTheLaunchersOwnSettings();
    void attentionKernelIsWrittenAsTheLauncherRunsIt_data();
    void attentionKernelIsWrittenAsTheLauncherRunsIt();
    void expertOverlapIsWritten_data();
    void expertOverlapIsWritten();
    void deepEpIsWritten_data();
    void deepEpIsWritten();
    void expertCapacityIsWritten_data();
    void expertCapacityIsWritten();
    void hostileNamesAreInert_data();
    void hostileNamesAreInert();
};

void TestExportRules::rules_data()
{
    // target, a change of the default scenario, and the rule the export must refuse with
    // ("!RULE") or name among its adaptations ("RULE").
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("expect");
    const auto row = [](const char* name, const char* target, int change, const char* expect) {
        QTest::newRow(name) << QString::fromLatin1(target) << change << QString::fromLatin1(expect);
    };
    row("world larger than the cluster", "megatron", 1, "!world");
    row("not whole nodes", "megatron", 2, "!world");
    row("MLM-16 batch", "megatron", 3, "!MLM-16");
    row("MLM-5 heads", "megatron", 4, "!MLM-5");
    row("MLM-7 KV groups", "megatron", 5, "!MLM-7");
    row("MLM-8 FFN", "megatron", 6, "!MLM-8");
    row("MLM-18 CP sequence", "megatron", 7, "!MLM-18");
    row("MLM offload", "megatron", 8, "!MLM-offload");
    row("MLM-group 6 micro-batches on PP 4", "megatron", 9, "MLM-group");
    row("MLM-14 fewer micro-batches than PP", "megatron", 55, "MLM-14");
    row("MLM-layout 20 layers a rank over 3 chunks", "megatron", 10, "MLM-layout");
    row("MLM-15 uneven", "megatron", 11, "MLM-15");
    row("MLM-19 SP at TP 1", "megatron", 12, "MLM-19");
    row("MLM-21 SP with EP", "megatron", 13, "MLM-21");
    row("MLM-4 EP on dense", "megatron", 14, "MLM-4");
    row("MLM-4 experts and EP", "megatron", 15, "!MLM-4");
    row("MLM schedule GPipe", "megatron", 16, "MLM-schedule");
    row("MLM-17 positions", "megatron", 17, "MLM-17");
    row("MLM-15 79 layers: the last stage lighter", "megatron", 18, "MLM-15");
    row("MLM-layout stage counts not dividing by the chunks", "megatron", 37, "MLM-layout");
    row("MLM-15 stage counts as flags", "megatron", 38, "MLM-15");
    row("DS-split stage counts", "deepspeed", 38, "DS-split");
    row("TT-split stage counts", "torchtitan", 39, "TT-split");
    row("AC-split stage counts", "accelerate", 40, "AC-split");
    row("DS-5 ZeRO-3 with PP", "deepspeed", 19, "DS-5");
    row("MDS-5 no interleaving", "deepspeed", 0, "MDS-5");
    row("MDS CP", "deepspeed", 7, "!MDS-cp");
    row("DS-13 MoE with ZeRO-3", "deepspeed", 20, "!DS-13");
    row("DS offload without ZeRO", "deepspeed", 21, "!DS-offload");
    row("TT flavour", "torchtitan", 6, "!TT-flavour");
    row("TT-5 DDP with TP", "torchtitan", 51, "TT-5");
    row("TT-pp-fsdp ZeRO-3 with PP", "torchtitan", 19, "TT-pp-fsdp");
    row("TT-pp-fsdp DDP with PP", "torchtitan", 22, "TT-pp-fsdp");
    row("TT-6 sequence", "torchtitan", 23, "!TT-6");
    row("TT-12 interleave micro-batches", "torchtitan", 9, "TT-12");
    row("TT-13 ZB-H1", "torchtitan", 24, "TT-13");
    row("NM recipe", "nemo2", 6, "!NM-recipe");
    row("NM ZeRO-3", "nemo2", 25, "NM-zero");
    row("NeMo 1 uneven", "nemo1", 11, "!MLM-9");
    row("AC EP", "accelerate", 13, "!AC-ep");
    row("AC PP with CP", "accelerate", 26, "!AC-pp");
    row("AC-5 TP without sharding", "accelerate", 27, "AC-5");
    row("AC-6 offload with TP", "accelerate", 28, "!AC-6");
    // Plan changes that used to be silent (found by tst_launchersupport's comparison).
    row("MDS schedule ZB-V", "deepspeed", 29, "MDS-schedule");
    row("DS overlap with ZeRO-1", "deepspeed", 0, "DS-overlap");
    row("TT SP with TP", "torchtitan", 31, "TT-sp");
    row("TT DP overlap off", "torchtitan", 32, "TT-overlap");
    row("AC schedule ZB-H1", "accelerate", 24, "AC-schedule");
    row("AC uneven layers", "accelerate", 11, "!AC-pp");
    row("MLM-20 TP overlap without SP", "megatron", 33, "MLM-20");
    row("NM FP8 NeMo 1", "nemo1", 34, "NM-fp8");
    row("NM TP overlap", "nemo2", 35, "NM-overlap");
    row("MDS attention: no TE fused kernel", "deepspeed", 0, "MDS-attention");
    row("NM attention: no FlashAttention-2", "nemo2", 36, "NM-attention");
    row("NM attention: NeMo 1 neither", "nemo1", 36, "NM-attention");
    row("TT attention: SDPA chooses", "torchtitan", 36, "TT-attention");
    row("unknown target", "nonsense", 0, "!target");
    // Local attention: chunks only the estimate has; sliding windows where the launcher has none.
    row("MLM chunked attention", "megatron", 41, "!MLM-chunked-attention");
    row("NM chunked attention (Megatron-Core's rules)", "nemo2", 41, "!MLM-chunked-attention");
    row("TT local attention", "torchtitan", 42, "!TT-flavour");
    row("NeMo 1 interleaved windows", "nemo1", 42, "!NM-local-attention");
    row("MDS local attention through Megatron-DeepSpeed", "deepspeed", 42, "!MDS-local-attention");
    row("AC local attention through the Megatron-LM plugin", "accelerate", 42, "!AC-pp");
    // Expert routing: a capacity where the launcher has none, padding without a capacity.
    row("DS-moe-padded capacity without padding", "deepspeed", 43, "DS-moe-padded");
    row("MLM padding without a capacity", "megatron", 44, "!MLM-moe-pad");
    row("NM padding without a capacity (Megatron-Core's rules)", "nemo2", 44, "!MLM-moe-pad");
    row("TT MoE is dropless", "torchtitan", 45, "!TT-moe-capacity");
    row("AC MoE capacity", "accelerate", 46, "!AC-moe-capacity");
    row("DS capacity without Megatron-DeepSpeed", "deepspeed", 46, "!DS-moe-capacity");
    // EP all-to-all overlap: Megatron-Core overlaps it only in the interleaved schedule at PP > 1.
    row("MLM-ep-overlap without interleaving", "megatron", 47, "MLM-ep-overlap");
    row("NM EP overlap not written", "nemo2", 48, "NM-overlap");
    // DeepEP: Megatron-Core's flex dispatcher does not pad; DeepSpeed has no DeepEP.
    row("MLM flex dispatcher does not pad", "megatron", 49, "!MLM-moe-flex-pad");
    row("DS-moe-dispatcher no DeepEP", "deepspeed", 50, "DS-moe-dispatcher");
    // ZeRO-3's engine: each launcher runs its own, and a plan made for the other is re-estimated.
    row("DS-zero3-engine FSDP plan", "deepspeed", 52, "DS-zero3-engine");
    row("MLM-zero3-engine DeepSpeed plan", "megatron", 53, "MLM-zero3-engine");
    row("TT-zero3-engine DeepSpeed plan", "torchtitan", 53, "TT-zero3-engine");
    row("AC-zero3-engine DeepSpeed plan on the FSDP plugin", "accelerate", 53, "AC-zero3-engine");
    row("AC-zero3-engine FSDP plan on the DeepSpeed plugin", "accelerate", 54, "AC-zero3-engine");
}

void TestExportRules::localAttentionIsWritten_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("lines");
    // Megatron-LM's arguments (--window-size, --window-attn-skip-freq, --softmax-type) as the
    // Megatron-Bridge gpt-oss provider sets them: window_size (128, 0), skip frequency 2,
    // softmax_type "learnable"; NeMo's Mistral 7B config holds window_size [4096, 0].
    QTest::newRow("gpt-oss-20b, Megatron-LM")
        << "gpt-oss-20b" << "megatron"
        << QStringList{"--window-size 128,0", "--window-attn-skip-freq 2", "--softmax-type learnable"};
    QTest::newRow("Mistral 7B, Megatron-LM") << "mistral-7b" << "megatron" << QStringList{"--window-size 4096,0"};
    QTest::newRow("Mistral 7B, NeMo 2") << "mistral-7b" << "nemo2"
                                       << QStringList{"recipe.model.config.window_size = (4096, 0)"};
    QTest::newRow("Mistral 7B, NeMo 1") << "mistral-7b" << "nemo1" << QStringList{"window_size: [4096, 0]"};
    // A model without a window says so, so that a recipe's own window is not kept.
    QTest::newRow("Llama 3 70B, NeMo 2") << "llama-3-70b" << "nemo2"
                                        << QStringList{"recipe.model.config.window_size = None"};
}

void TestExportRules::localAttentionIsWritten()
{
    QFETCH(QString, model);
    QFETCH(QString, target);
    QFETCH(QStringList, lines);
    Scenario s = base();
    s.model = PresetLibrary::builtin().modelSpec(model.toStdString());
    s.parallel.tp = 8;
    s.parallel.pp = 1;
    s.parallel.virtualStages = 1;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.dp = 64;
    s.parallel.ep = s.model.isMoe() ? 8 : 1;
    s.parallel.sequenceParallel = !s.model.isMoe();
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    QVERIFY2(r.ok, r.refusal.c_str());
    std::string all;
    for (const ExportFile& f : r.files)
        all += f.content;
    for (const QString& line : lines)
        QVERIFY2(all.find(line.toStdString()) != std::string::npos, qPrintable(line));
    if (!s.model.attentionSinks)
        QVERIFY(all.find("--softmax-type") == std::string::npos);
}

void TestExportRules::rules()
{
    QFETCH(QString, target);
    QFETCH(int, change);
    QFETCH(QString, expect);
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s = base(); // Llama 3 70B, 64 x DGX H100, TP 8 PP 4 (v 5) DP 16, gbs 512
    ParallelConfig& p = s.parallel;
    TrainingSpec& t = s.training;
    const auto plain = [&] {
        p.schedule = PipelineSchedule::OneFOneB;
        p.virtualStages = 1;
    };
    switch (change) {
    case 0: break;
    case 1: p.dp = 32; break;                                    // 1,024 GPUs on 512
    case 2: break;                                                // set below: 12 GPUs on 8-GPU nodes
    case 3: t.globalBatch = 500; break;
    case 4: p.tp = 3; p.pp = 8; p.dp = 1; t.globalBatch = 64; s.cluster.nodes = 3; plain(); break; // 24 GPUs
    case 5: p.tp = 16; p.dp = 8; break;                            // 8 KV heads over TP 16
    case 6: s.model.ffnHidden = 28670; s.model.presetId.clear(); break;
    case 7: p.cp = 2; p.dp = 8; t.seqLength = 8190; break;
    case 8: t.offloadOptimizer = true; break;
    case 9: t.globalBatch = 16 * 6; break;                        // 6 micro-batches, PP 4: one group of 6
    case 55: t.globalBatch = 16 * 3; break;                       // 3 micro-batches, fewer than PP 4
    case 10: p.virtualStages = 3; break;                          // 20 layers per rank, 3 chunks
    case 11: s.model.layers = 78; plain(); break;                 // 78 over PP 4
    case 12: p.tp = 1; p.dp = 128; plain(); break;                // SP on at TP 1
    case 13:
        s.model = presets.modelSpec("mixtral-8x7b");
        p.ep = 8;
        p.sequenceParallel = false;
        plain();
        break;
    case 14: p.ep = 4; break;
    case 15: s.model = presets.modelSpec("mixtral-8x7b"); p.ep = 16; plain(); break;
    case 16: p.schedule = PipelineSchedule::GPipe; p.virtualStages = 1; break;
    case 17: t.seqLength = 16384; t.globalBatch = 512; break;
    case 18: s.model.layers = 79; s.model.presetId.clear(); p.pp = 8; p.dp = 8; plain(); break;
    case 19: p.zeroStage = 3; break;
    case 20: s.model = presets.modelSpec("mixtral-8x7b"); p.zeroStage = 3; p.pp = 1; p.dp = 64; plain(); break;
    case 21: t.offloadOptimizer = true; p.zeroStage = 0; p.tp = 1; p.pp = 1; p.dp = 512; plain(); break;
    case 22: p.zeroStage = 0; break;
    case 23: t.seqLength = 8200; break;
    case 24: p.schedule = PipelineSchedule::ZeroBubbleH1; p.virtualStages = 1; break;
    case 25: p.zeroStage = 3; plain(); break;
    case 26: p.cp = 2; p.dp = 8; break;
    case 27: p.pp = 1; p.dp = 64; p.zeroStage = 0; plain(); break;
    case 28: t.offloadOptimizer = true; p.pp = 1; p.dp = 64; plain(); break;
    case 29: p.schedule = PipelineSchedule::ZeroBubbleV; p.virtualStages = 1; p.zeroStage = 1; break;
    case 31: p.sequenceParallel = false; break;
    case 32: p.overlap.dataParallel = false; p.zeroStage = 3; break;
    case 33: p.overlap.tensorParallel = true; p.sequenceParallel = false; break;
    case 34: t.precision = Precision::Fp8Delayed; break;
    case 35: p.overlap.tensorParallel = true; p.sequenceParallel = true; break;
    case 36: t.attentionKernel = AttentionKernel::FlashAttention2; break;
    case 37: p.firstStageLayers = 19; p.lastStageLayers = 19; break; // 19 layers over 5 chunks
    case 38: plain(); p.firstStageLayers = 19; p.lastStageLayers = 19; break; // 19 | 21 | 21 | 19
    case 39: plain(); p.zeroStage = 3; p.firstStageLayers = 19; break;
    case 41: s.model.localAttention = LocalAttention::Chunked; s.model.localWindow = 8192;
             s.model.globalAttentionEvery = 4; break;
    case 42: s.model.localAttention = LocalAttention::Sliding; s.model.localWindow = 4096;
             s.model.globalAttentionEvery = 2; plain(); break;
    case 51: p.zeroStage = 0; p.pp = 1; p.dp = 64; plain(); break; // TP 8 without PP
    case 52: case 53: case 54: // ZeRO-3 over 512 GPUs, no model parallelism
        p.tp = 1; p.pp = 1; p.dp = 512; p.sequenceParallel = false; p.zeroStage = 3; plain();
        p.zero3Engine = change == 53 ? Zero3Engine::DeepSpeed : Zero3Engine::Fsdp;
        t.offloadOptimizer = change == 54; // accelerate's DeepSpeed plugin
        break;
    case 49: case 50:
        s.model = presets.modelSpec("mixtral-8x7b");
        p.ep = 8;
        plain();
        t.moe.dispatcher = MoeDispatcher::DeepEp;
        if (change == 49) {
            t.moe.capacityFactor = 1.0;
            t.moe.padToCapacity = true;
        }
        break;
    case 47: case 48:
        s.model = presets.modelSpec("mixtral-8x7b");
        p.ep = 8;
        p.overlap.expertParallel = true;
        plain();
        if (change == 48) {
            p.pp = 1;
            p.dp = 64;
        }
        break;
    case 43: case 44: case 45: case 46:
        s.model = presets.modelSpec(change == 45 ? "deepseek-v3" : "mixtral-8x7b");
        p.ep = change == 46 ? 1 : 8;
        plain();
        if (change == 46) {
            p.tp = 1;
            p.pp = 1;
            p.dp = 512;
            p.sequenceParallel = false;
            p.zeroStage = 2;
        }
        if (change == 44)
            t.moe.padToCapacity = true;
        else
            t.moe.capacityFactor = 1.25;
        break;
    case 40: plain(); p.tp = 1; p.dp = 128; p.zeroStage = 0; p.sequenceParallel = false; p.overlap.dataParallel = false;
             p.lastStageLayers = 19; break;
    default: break;
    }
    if (change == 2) { // 12 GPUs on 8-GPU nodes: TP 4 x DP 3
        p.tp = 4;
        p.pp = 1;
        p.dp = 3;
        plain();
        t.globalBatch = 96;
    }
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    const bool refusal = expect.startsWith(QLatin1Char('!'));
    const QString rule = refusal ? expect.mid(1) : expect;
    if (refusal) {
        QVERIFY2(!r.ok, "expected a refusal");
        QCOMPARE(QString::fromStdString(r.refusalRule), rule);
        QVERIFY(r.refusal.size() > 20);
        QVERIFY(r.files.empty());
    } else {
        QVERIFY2(r.ok, r.refusal.c_str());
        bool found = false;
        QStringList rules;
        for (const ExportAdaptation& a : r.adaptations) {
            found |= QString::fromStdString(a.rule) == rule;
            rules << QString::fromStdString(a.rule);
        }
        QVERIFY2(found, qPrintable(rules.join(QLatin1Char(' '))));
        // The adaptation is written into the files too, where the user will see it.
        bool written = false;
        for (const ExportFile& f : r.files)
            written |= f.content.find("(" + rule.toStdString() + ")") != std::string::npos;
        QVERIFY(written);
    }
}

void TestExportRules::torchtitanWritesTheLaunchersOwnSettings_data()
{
    // training.selective_recompute and training.kernel_fusion as torchtitan's TOML says them.
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");
    const QString op = QStringLiteral("selective_ac_option = \"op\"");
    const QString compile = QStringLiteral("[compile]\nenable = true\ncomponents = [\"model\", \"loss\"]");
    QTest::newRow("per-op policy, eager") << "every-other-matmul" << "eager" << QStringList{op} << QStringList{compile};
    QTest::newRow("per-op policy, compiled") << "every-other-matmul" << "compiled" << QStringList{op, compile} << QStringList{};
    // Megatron's module policy has no torchtitan form: the per-op policy is written (TT-selective),
    // never torchtitan's default "2" (every 2nd layer checkpointed whole).
    QTest::newRow("core attention, fused") << "core-attention" << "fused" << QStringList{op} << QStringList{compile};
}

void TestExportRules::torchtitanWritesTheLaunchersOwnSettings()
{
    QFETCH(QString, policy);
    QFETCH(QString, fusion);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    Scenario s = base();
    s.parallel.zeroStage = 3;
    s.training.recompute = Recompute::Selective;
    s.training.selectiveRecompute = *enumFromString<SelectiveRecompute>(policy.toStdString());
    s.training.kernelFusion = *enumFromString<KernelFusion>(fusion.toStdString());
    const ExportResult r = exportScenario(s, estimate(s), "torchtitan");
    QVERIFY2(r.ok, r.refusal.c_str());
    std::string toml;
    for (const ExportFile& f : r.files)
        if (f.name.find(".toml") != std::string::npos)
            toml = f.content;
    QVERIFY(!toml.empty());
    const QString text = QString::fromStdString(toml);
    for (const QString& p : present)
        QVERIFY2(text.contains(p), qPrintable(p));
    for (const QString& a : absent)
        QVERIFY2(!text.contains(a), qPrintable(a));
}

void TestExportRules::attentionKernelIsWrittenAsTheLauncherRunsIt_data()
{
    // The plan's flash-attention kernel, the GPU, and what each launcher is told or does.
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<QString>("megatronFlag");    // --attention-backend ...
    QTest::addColumn<bool>("deepSpeedAsPlanned"); // Megatron-DeepSpeed runs FlashAttention-2 only
    QTest::addColumn<bool>("nemoAsPlanned");      // NeMo runs Transformer Engine's default (fused)
    QTest::newRow("fused on H100") << "fused" << "dgx-h100" << "fused" << false << true;
    QTest::newRow("FlashAttention-2 on H100") << "flash-attention-2" << "dgx-h100" << "flash" << true << false;
    // No FA2 measurement on A100: FA2 is timed as the fused kernel, so either runs as planned.
    QTest::newRow("fused on A100") << "fused" << "dgx-a100-80gb" << "fused" << true << true;
    QTest::newRow("FlashAttention-2 on A100") << "flash-attention-2" << "dgx-a100-80gb" << "flash" << true << true;
    QTest::newRow("no flash attention") << "unfused" << "dgx-h100" << "unfused" << true << true;
}

void TestExportRules::attentionKernelIsWrittenAsTheLauncherRunsIt()
{
    QFETCH(QString, kernel);
    QFETCH(QString, cluster);
    QFETCH(QString, megatronFlag);
    QFETCH(bool, deepSpeedAsPlanned);
    QFETCH(bool, nemoAsPlanned);
    Scenario s = base(); // Llama 3 70B, TP 8 PP 4 (v 5) DP 16
    const int nodes = s.cluster.nodes;
    s.cluster = PresetLibrary::builtin().clusterSpec(cluster.toStdString());
    s.cluster.nodes = nodes;
    s.training.flashAttention = kernel != QLatin1String("unfused");
    if (s.training.flashAttention)
        s.training.attentionKernel = *enumFromString<AttentionKernel>(kernel.toStdString());
    const auto ruleIn = [](const ExportResult& r, const char* rule) {
        for (const ExportAdaptation& a : r.adaptations)
            if (a.rule == rule)
                return a.changesPlan;
        return false;
    };
    const ExportResult mlm = exportScenario(s, estimate(s), "megatron");
    QVERIFY(mlm.ok);
    QVERIFY2(mlm.files.front().content.find("--attention-backend " + megatronFlag.toStdString()) != std::string::npos,
             qPrintable(megatronFlag));
    const ExportResult ds = exportScenario(s, estimate(s), "deepspeed");
    QVERIFY(ds.ok);
    QCOMPARE(!ruleIn(ds, "MDS-attention"), deepSpeedAsPlanned);
    const ExportResult nemo = exportScenario(s, estimate(s), "nemo2");
    QVERIFY(nemo.ok);
    QCOMPARE(!ruleIn(nemo, "NM-attention"), nemoAsPlanned);
    // The search's predicate agrees (tst_launchersupport compares the rest on random plans).
    const LauncherMask mask = LauncherSupport(s).accepting(s);
    if (!deepSpeedAsPlanned)
        QVERIFY(!(mask & launcherBit(Launcher::DeepSpeed)));
    if (!nemoAsPlanned)
        QVERIFY(!(mask & launcherBit(Launcher::Nemo2)));
}

void TestExportRules::expertOverlapIsWritten_data()
{
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<bool>("written");
    QTest::newRow("PP 1") << 1 << 1 << "selective" << true;
    QTest::newRow("PP 2, interleaved") << 2 << 2 << "selective" << true;
    QTest::newRow("PP 2, plain 1F1B") << 2 << 1 << "selective" << false;
    QTest::newRow("PP 1, full recompute") << 1 << 1 << "full" << false;
    QTest::newRow("PP 1, the MoE block recomputed") << 1 << 1 << "moe" << false;
}

void TestExportRules::expertOverlapIsWritten()
{
    // parallel.overlap.ep becomes --overlap-moe-expert-parallel-comm where Megatron-Core's
    // TransformerConfig takes it, and an adaptation naming the reason where it does not.
    QFETCH(int, pp);
    QFETCH(int, chunks);
    QFETCH(QString, recompute);
    QFETCH(bool, written);
    Scenario s = goldenScenario(QStringLiteral("moe-ep")); // Mixtral, TP 2 · PP 2 · DP 16 · EP 8
    s.parallel.overlap.expertParallel = true;
    s.parallel.pp = pp;
    s.parallel.dp = 32 / pp;
    s.parallel.schedule = chunks > 1 ? PipelineSchedule::Interleaved1F1B : PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = chunks;
    if (recompute == QLatin1String("full"))
        s.training.recompute = Recompute::Full;
    else if (recompute == QLatin1String("moe"))
        s.training.recomputeModules.moe = true;
    const ExportResult r = exportScenario(s, estimate(s), "megatron");
    QVERIFY2(r.ok, r.refusal.c_str());
    QVERIFY(fileNamed(r, "train_megatron.sh"));
    const auto flags = scriptFlags(fileNamed(r, "train_megatron.sh")->content);
    QCOMPARE(has(flags, "--overlap-moe-expert-parallel-comm"), written);
    bool adapted = false;
    for (const ExportAdaptation& a : r.adaptations)
        adapted |= a.rule == "MLM-ep-overlap";
    QCOMPARE(adapted, !written);
    QCOMPARE(megatronOverlapsExperts(s), written);
}

void TestExportRules::deepEpIsWritten_data()
{
    QTest::addColumn<int>("ep");
    QTest::newRow("EP 8") << 8;
    QTest::newRow("EP 1: no token exchange, no DeepEP") << 1;
}

void TestExportRules::deepEpIsWritten()
{
    // training.moe.dispatcher deepep: Megatron-Core's flex dispatcher with the deepep backend
    // (Megatron-LM and NeMo 2), torchtitan's expert_parallel_comm_backend.
    QFETCH(int, ep);
    Scenario s = goldenScenario(QStringLiteral("moe-ep")); // Mixtral, TP 2 · PP 2 · DP 16
    s.parallel.ep = ep;
    s.parallel.sequenceParallel = true;
    s.training.moe.dispatcher = MoeDispatcher::DeepEp;
    const Report report = estimate(s);
    const ExportResult megatron = exportScenario(s, report, "megatron");
    QVERIFY2(megatron.ok, megatron.refusal.c_str());
    QVERIFY(fileNamed(megatron, "train_megatron.sh"));
    const auto flags = scriptFlags(fileNamed(megatron, "train_megatron.sh")->content);
    QCOMPARE(flags.find("--moe-token-dispatcher-type")->second, std::string(ep > 1 ? "flex" : "allgather"));
    QCOMPARE(has(flags, "--moe-flex-dispatcher-backend"), ep > 1);
    if (ep > 1)
        QCOMPARE(flags.find("--moe-flex-dispatcher-backend")->second, std::string("deepep"));

    const ExportResult nemo = exportScenario(s, report, "nemo2");
    QVERIFY2(nemo.ok, nemo.refusal.c_str());
    const std::string& recipe = nemo.files.front().content;
    QCOMPARE(recipe.find("recipe.model.config.moe_flex_dispatcher_backend = \"deepep\"") != std::string::npos, ep > 1);

    Scenario dsv3 = s; // torchtitan has DeepSeek-V3, not Mixtral
    dsv3.model = PresetLibrary::builtin().modelSpec("deepseek-v3");
    dsv3.parallel = {};
    dsv3.parallel.tp = 1;
    dsv3.parallel.pp = 1;
    dsv3.parallel.dp = 64;
    dsv3.parallel.ep = ep;
    dsv3.parallel.zeroStage = 3;
    dsv3.parallel.sequenceParallel = false;
    dsv3.training.globalBatch = 64;
    dsv3.training.recompute = Recompute::Full;
    // DeepSeek-V3's group-limited routing: 4 of 8 groups per token.
    const ExportResult dsv3Megatron = exportScenario(dsv3, estimate(dsv3), "megatron");
    QVERIFY2(dsv3Megatron.ok, dsv3Megatron.refusal.c_str());
    const auto dsv3Flags = scriptFlags(fileNamed(dsv3Megatron, "train_megatron.sh")->content);
    QCOMPARE(flagInt(dsv3Flags, "--moe-router-num-groups"), int64_t(8));
    QCOMPARE(flagInt(dsv3Flags, "--moe-router-group-topk"), int64_t(4));
    const ExportResult titan = exportScenario(dsv3, estimate(dsv3), "torchtitan");
    QVERIFY2(titan.ok, titan.refusal.c_str());
    const toml::table toml = toml::parse(fileNamed(titan, "torchtitan.toml")->content);
    const auto backend = toml["parallelism"]["expert_parallel_comm_backend"].value<std::string>();
    QCOMPARE(backend.has_value(), ep > 1);
    if (backend)
        QCOMPARE(*backend, std::string("deepep"));
}

void TestExportRules::expertCapacityIsWritten_data()
{
    QTest::addColumn<double>("capacity");
    QTest::addColumn<bool>("pad");
    QTest::addColumn<int>("ep");
    QTest::newRow("dropless, EP 8") << 0.0 << false << 8;
    QTest::newRow("capacity 1.25, EP 8") << 1.25 << false << 8;
    QTest::newRow("capacity 1.0 padded, EP 8") << 1.0 << true << 8;
    QTest::newRow("capacity 2.5 at EP 1 (the all-to-all dispatcher still)") << 2.5 << false << 1;
}

void TestExportRules::expertCapacityIsWritten()
{
    // Megatron-LM and NeMo 2 write the capacity and the all-to-all dispatcher it needs;
    // Megatron-DeepSpeed, which drops at 1.0 by default, its own flags.
    QFETCH(double, capacity);
    QFETCH(bool, pad);
    QFETCH(int, ep);
    Scenario s = goldenScenario(QStringLiteral("moe-ep"));
    s.parallel.ep = ep;
    if (ep == 1)
        s.parallel.sequenceParallel = true;
    s.training.moe.capacityFactor = capacity;
    s.training.moe.padToCapacity = pad;
    const Report report = estimate(s);
    const std::string value = capacity == 1.0 ? "1.0" : capacity == 2.5 ? "2.5" : "1.25";

    const ExportResult megatron = exportScenario(s, report, "megatron");
    QVERIFY2(megatron.ok, megatron.refusal.c_str());
    QVERIFY(fileNamed(megatron, "train_megatron.sh"));
    const auto flags = scriptFlags(fileNamed(megatron, "train_megatron.sh")->content);
    const auto dispatcher = flags.find("--moe-token-dispatcher-type");
    QVERIFY(dispatcher != flags.end());
    QCOMPARE(QString::fromStdString(dispatcher->second),
             capacity > 0 || ep > 1 ? QStringLiteral("alltoall") : QStringLiteral("allgather"));
    QCOMPARE(has(flags, "--moe-expert-capacity-factor"), capacity > 0);
    if (capacity > 0)
        QCOMPARE(flags.find("--moe-expert-capacity-factor")->second, value);
    QCOMPARE(has(flags, "--moe-pad-expert-input-to-capacity"), pad);
    QVERIFY(!has(flags, "--overlap-moe-expert-parallel-comm")); // not asked for
    QVERIFY(!has(flags, "--moe-router-num-groups"));              // Mixtral routes over all experts

    const ExportResult nemo = exportScenario(s, report, "nemo2");
    QVERIFY2(nemo.ok, nemo.refusal.c_str());
    const std::string recipe = nemo.files.front().content;
    QVERIFY(recipe.find("recipe.model.config.moe_expert_capacity_factor = " + (capacity > 0 ? value : "None")) !=
            std::string::npos);
    QVERIFY(recipe.find(std::string("recipe.model.config.moe_pad_expert_input_to_capacity = ") + (pad ? "True" : "False")) !=
            std::string::npos);
    QCOMPARE(recipe.find("moe_token_dispatcher_type = \"alltoall\"") != std::string::npos, capacity > 0);

    const ExportResult deepspeed = exportScenario(s, report, "deepspeed");
    QVERIFY2(deepspeed.ok, deepspeed.refusal.c_str());
    QVERIFY(fileNamed(deepspeed, "train_megatron_deepspeed.sh"));
    const auto ds = scriptFlags(fileNamed(deepspeed, "train_megatron_deepspeed.sh")->content);
    QCOMPARE(has(ds, "--disable-moe-token-dropping"), capacity == 0);
    QCOMPARE(has(ds, "--moe-train-capacity-factor"), capacity > 0);
    if (capacity > 0)
        QCOMPARE(ds.find("--moe-train-capacity-factor")->second, value);
}

void TestExportRules::hostileNamesAreInert_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("name");
    for (const ExportTarget& t : exportTargets()) {
        const QString id = QString::fromStdString(t.id);
        QTest::newRow(qPrintable(id + QStringLiteral(" subst"))) << id << QStringLiteral("$(touch pwned)");
        QTest::newRow(qPrintable(id + QStringLiteral(" newline"))) << id << QStringLiteral("x\ntouch pwned\n# ");
        QTest::newRow(qPrintable(id + QStringLiteral(" quotes"))) << id << QStringLiteral("a'\"`touch pwned`\"';touch pwned");
    }
}

void TestExportRules::hostileNamesAreInert()
{
    QFETCH(QString, target);
    QFETCH(QString, name);
    Scenario s = base();
    s.name = name.toStdString();
    s.model.name = name.toStdString();
    s.cluster.gpu.name = name.toStdString();
    const ExportResult r = exportScenario(s, estimate(s), target.toStdString());
    QVERIFY2(r.ok, r.refusal.c_str());
    QTemporaryDir dir;
    for (const ExportFile& f : r.files) {
        // Wherever the payload appears, it is in a comment or a quoted data value.
        const QStringList lines = QString::fromStdString(f.content).split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            if (!line.contains(QStringLiteral("touch pwned")))
                continue;
            const QString trimmed = line.trimmed();
            const bool comment = trimmed.startsWith(QLatin1Char('#'));
            const bool quotedData = (f.language == "toml" || f.language == "json" || f.language == "yaml") &&
                                    QRegularExpression(QStringLiteral("^[A-Za-z_\"]+[\"]?\\s*[=:]\\s*[\"']")).match(trimmed).hasMatch();
            QVERIFY2(comment || quotedData, qPrintable(QString::fromStdString(f.name) + QStringLiteral(": ") + line));
        }
        // Shell scripts: run them for real with every external command stubbed; no file appears.
        if (f.language == "bash") {
            const QString script = dir.filePath(QString::fromStdString(f.name));
            QFile out(script);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(f.content));
            out.close();
            QString errors;
            QVERIFY(runWithStubs(script, dir.path(), &errors) != -1);
            QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("pwned"))),
                     qPrintable(QString::fromStdString(f.name) + QStringLiteral(" ran the name: ") + errors));
        }
    }
}

QTEST_APPLESS_MAIN(TestExportRules)
#include "tst_export_rules.moc"
