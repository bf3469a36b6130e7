// Every diagnostic code: a configuration that triggers it, one that does not, and (where
// the rule suggests one) a fix that clears it; every diagnostic raised agrees with its row of
// the diagnostics table (severity, parameters, marked settings, what its fix changes), and
// every row of the table has a trigger here.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/builtinpresets.h"
#include "core/rules/diagnostictable.h"
#include "core/rules/fixes.h"
#include "core/rules/rules.h"
#include "core/rules/degreecheck.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <set>

using namespace shardscope;

namespace {

Scenario patched(const char* patch)
{
    nlohmann::json doc = nlohmann::json::parse(defaultScenarioText());
    doc.merge_patch(nlohmann::json::parse(patch));
    return readScenario(doc, PresetLibrary::builtin());
}

const Diagnostic* find(const Report& r, const std::string& code)
{
    for (const auto& d : r.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

const char* kMixtral = R"("model": {"preset": "mixtral-8x7b"}, "parallel": {"schedule": "1f1b", "virtual_stages": 1)";

bool isNumber(ParamUnit unit)
{
    return unit == ParamUnit::Count || unit == ParamUnit::Bytes || unit == ParamUnit::Fraction || unit == ParamUnit::Factor;
}

/** Empty if `d` agrees with its row of the diagnostics table, else what disagrees. */
QString disagreementWithTable(const Diagnostic& d)
{
    const QString code = QString::fromStdString(d.code);
    const DiagnosticRow* row = findDiagnosticRow(d.code);
    if (!row)
        return code + QStringLiteral(": raised by a rule but has no row in the diagnostics table");
    if (d.severity != row->severity && d.severity != row->worst)
        return code + QStringLiteral(": severity %1 is not its row's").arg(severityName(d.severity));
    if (d.params.size() != row->params.size())
        return code + QStringLiteral(": %1 parameters, its row names %2").arg(d.params.size()).arg(row->params.size());
    for (const DiagnosticParam& p : row->params) {
        auto it = d.params.find(p.name);
        if (it == d.params.end())
            return code + QStringLiteral(": parameter %1 of its row is missing").arg(QLatin1String(p.name));
        if (isNumber(p.unit) != std::holds_alternative<double>(it->second))
            return code + QStringLiteral(": parameter %1 is not of its row's kind").arg(QLatin1String(p.name));
    }
    if (d.fields != row->fieldPaths())
        return code + QStringLiteral(": marks other settings than its row");
    for (const FixChange& c : d.changes)
        if (!fieldByPath(c.path) || !row->fixMayChange(*fieldByPath(c.path)))
            return code + QStringLiteral(": its fix changes %1, which its row does not list").arg(QString::fromStdString(c.path));
    return {};
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT
private slots:
    void everyCode_data();
    void everyCode();
    void defaultScenarioIsClean();
    void errorsComeFirst();
    void everyTableRowHasATrigger();
    void estimateLeavesTheRulesToAnalyse_data();
    void estimateLeavesTheRulesToAnalyse();
    void fixesAreWeighedWithTheProbe_data();
    void fixesAreWeighedWithTheProbe();
    void fixesAPractitionerWouldTake_data();
    void fixesAPractitionerWouldTake();
    void aFixNeverOffersTheCurrentState();
    void aMicrobatchGroupLetsACountRun();
    void degreeProblemsAreWhatTheLaunchersRefuse_data();
    void degreeProblemsAreWhatTheLaunchersRefuse();
    void veeSchedulesCutTwoChunksARank_data();
    void veeSchedulesCutTwoChunksARank();
    void absurdDegreesAreAnalysedAtOnce();
};

/** For each code: a configuration that raises it, one that does not, whether its fix clears it. */
namespace {

struct Trigger
{
    const char* code;
    std::string trigger;
    std::string quiet;
    bool fixClears;
};

std::vector<Trigger> triggers()
{
    std::vector<Trigger> out;
    auto row = [&](const char* code, const std::string& trigger, const std::string& quiet, bool fixClears = true) {
        out.push_back({code, trigger, quiet, fixClears});
    };
    const std::string m = kMixtral;
    row("cluster.too_few_gpus", R"({"cluster": {"nodes": 32}})", "{}");
    row("cluster.gpus_idle", R"({"cluster": {"nodes": 80}})", "{}");
    row("batch.not_divisible", R"({"training": {"global_batch": 500}})", "{}");
    row("model.heads_not_divisible_by_tp", R"({"model": {"heads": 60, "kv_heads": 4, "head_dim": 128}})", "{}");
    row("model.kv_heads_not_divisible_by_tp", R"({"parallel": {"tp": 16, "dp": 8}})", "{}");
    row("model.ffn_not_divisible_by_tp", R"({"model": {"ffn_hidden": 28670}})", "{}");
    row("model.expert_ffn_not_divisible_by_etp",
        R"({"model": {"preset": "mixtral-8x7b", "moe": {"expert_ffn_hidden": 14342}}, "parallel": {"schedule": "1f1b", "virtual_stages": 1, "tp": 4, "pp": 4, "dp": 32}})",
        "{" + m + R"(, "tp": 4, "pp": 4, "dp": 32}})");
    row("model.vocab_padded", "{}", R"({"parallel": {"tp": 1, "pp": 8, "dp": 64, "virtual_stages": 5}})", false);
    row("pipeline.more_stages_than_layers", R"({"model": {"layers": 8}})", "{}");
    row("pipeline.layers_not_divisible", R"({"parallel": {"pp": 3, "dp": 21, "schedule": "1f1b", "virtual_stages": 1}})",
        R"({"parallel": {"schedule": "1f1b", "virtual_stages": 1}})");
    row("pipeline.stage_layers_unused",
        R"({"parallel": {"pp": 1, "dp": 64, "schedule": "1f1b", "virtual_stages": 1, "first_stage_layers": 20}})",
        R"({"parallel": {"pp": 1, "dp": 64, "schedule": "1f1b", "virtual_stages": 1}})");
    row("pipeline.stage_layers_do_not_fit", R"({"parallel": {"first_stage_layers": 40, "last_stage_layers": 39}})",
        R"({"parallel": {"first_stage_layers": 19, "last_stage_layers": 19}})");
    row("pipeline.stage_layers_with_counted_ends", R"({"parallel": {"first_stage_layers": 19, "embedding_in_split": true}})",
        R"({"parallel": {"first_stage_layers": 19}})");
    // Default: 80 layers over PP 4 x v 5. Three layers on rank 0's five chunks: the embedding's
    // chunk alone is a stage, one more chunk is idle; the fix gives rank 0 four layers.
    row("pipeline.idle_chunks", R"({"parallel": {"first_stage_layers": 3}})",
        R"({"parallel": {"first_stage_layers": 4}})");
    row("recompute.module_not_in_model", R"({"training": {"recompute_modules": {"mla_up_proj": true}}})",
        R"({"training": {"recompute": "full", "recompute_modules": {"mla_up_proj": true}}})");
    row("recompute.modules_under_delayed_fp8",
        R"({"training": {"precision": "fp8-delayed", "recompute_modules": {"layernorm": true}}})",
        R"({"training": {"precision": "fp8-current", "recompute_modules": {"layernorm": true}}})");
    row("recompute.settings_unused", R"({"training": {"recompute_layers": 2}})",
        R"({"training": {"recompute": "full", "recompute_layers": 2}})", false);
    row("offload.activations_unsupported", R"({"training": {"offload_activation_layers": 4}})",
        R"({"parallel": {"pp": 1, "dp": 64, "schedule": "1f1b", "virtual_stages": 1}, "training": {"recompute": "none", "offload_activation_layers": 4}})");
    row("pipeline.interleave_needs_pp", R"({"parallel": {"pp": 1, "dp": 64}})", "{}");
    row("pipeline.interleave_microbatches", R"({"training": {"global_batch": 528}})", "{}");
    // 32 micro-batches on PP 4: Megatron-LM takes groups from 4 to 32 whose last group is empty or at least 4.
    row("pipeline.microbatch_group", R"({"parallel": {"microbatch_group": 3}})", R"({"parallel": {"microbatch_group": 8}})");
    row("pipeline.virtual_stages_ignored", R"({"parallel": {"schedule": "1f1b"}})", "{}");
    row("pipeline.dualpipe_odd_stages", R"({"parallel": {"pp": 5, "dp": 12, "schedule": "dualpipe", "virtual_stages": 1}})",
        R"({"parallel": {"schedule": "dualpipe", "virtual_stages": 1}})");
    row("pipeline.dualpipe_microbatches", R"({"parallel": {"schedule": "dualpipe", "virtual_stages": 1}, "training": {"global_batch": 112}})",
        R"({"parallel": {"schedule": "dualpipe", "virtual_stages": 1}})");
    row("pipeline.dualpipev_microbatches", R"({"parallel": {"schedule": "dualpipe-v", "virtual_stages": 1}, "training": {"global_batch": 112}})",
        R"({"parallel": {"schedule": "dualpipe-v", "virtual_stages": 1}})");
    row("pipeline.schedule_not_simulated", R"({"parallel": {"pp": 5, "dp": 12, "schedule": "dualpipe", "virtual_stages": 1}})",
        R"({"parallel": {"schedule": "dualpipe", "virtual_stages": 1}})", false);
    row("parallel.sp_without_tp", R"({"parallel": {"tp": 1, "dp": 128}})", "{}");
    row("parallel.sequence_not_divisible_by_tp", R"({"training": {"seq_length": 8188}})", "{}");
    row("zero.offload_without_zero", R"({"parallel": {"zero_stage": 0}, "training": {"offload_optimizer": true}})",
        R"({"training": {"offload_optimizer": true}})");
    row("model.sequence_too_long", R"({"training": {"seq_length": 16384}})", "{}");
    row("cp.sequence_not_divisible", R"({"parallel": {"cp": 3, "dp": 5}})", R"({"parallel": {"cp": 2, "dp": 8}})");
    row("cp.without_flash_attention", R"({"parallel": {"cp": 2, "dp": 8}, "training": {"flash_attention": false}})",
        R"({"parallel": {"cp": 2, "dp": 8}})");
    // TP 8 leaves each rank one KV head of Llama 3 70B's eight: CP 2 cannot split it by heads.
    row("cp.a2a_heads_not_divisible", R"({"parallel": {"cp": 2, "dp": 8, "cp_comm_type": "a2a"}})",
        R"({"parallel": {"cp": 2, "dp": 8, "cp_comm_type": "all_gather"}})");
    row("cp.comm_type_not_read",
        R"({"parallel": {"cp": 2, "dp": 8, "cp_comm_type": "a2a"}, "training": {"kernel_fusion": "compiled"}})",
        R"({"parallel": {"cp": 2, "dp": 8}, "training": {"kernel_fusion": "compiled"}})");
    row("precision.needs_fp8_tensor_cores",
        R"({"cluster": {"preset": "dgx-a100-80gb"}, "training": {"precision": "fp8-delayed"}})",
        R"({"cluster": {"preset": "dgx-a100-80gb"}})");
    row("precision.needs_block_scaled_tensor_cores", R"({"training": {"precision": "mxfp8"}})",
        R"({"training": {"precision": "fp8-current"}})");
    row("precision.param_gather_without_fp8", R"({"training": {"fp8_param_gather": true}})",
        R"({"training": {"fp8_param_gather": true, "precision": "fp8-current"}})");
    // Under PP torchtitan's FSDP is ZeRO-1 here (the default plan: PP 4, DP 16), and it gathers
    // in float8 too; without sharding it cannot.
    row("precision.param_gather_needs_fsdp",
        R"({"parallel": {"zero_stage": 0}, "training": {"fp8_param_gather": true, "precision": "fp8-current", "kernel_fusion": "compiled"}})",
        R"({"training": {"fp8_param_gather": true, "precision": "fp8-current", "kernel_fusion": "compiled"}})");
    row("moe.ep_on_dense_model", R"({"parallel": {"ep": 2}})", "{}");
    row("moe.tokens_dropped", "{" + m + R"(, "ep": 8}, "training": {"moe": {"capacity_factor": 1.0, "load_imbalance": 1.25}}})",
        "{" + m + R"(, "ep": 8}, "training": {"moe": {"capacity_factor": 1.25, "load_imbalance": 1.25}}})");
    row("moe.padding_without_capacity", "{" + m + R"(}, "training": {"moe": {"pad_to_capacity": true}}})",
        "{" + m + R"(}, "training": {"moe": {"pad_to_capacity": true, "capacity_factor": 1.0}}})");
    row("moe.routing_on_dense_model", R"({"training": {"moe": {"load_imbalance": 1.2}}})", "{}");
    row("moe.experts_not_divisible_by_ep", "{" + m + R"(, "ep": 3, "dp": 12, "pp": 4}})",
        "{" + m + R"(, "ep": 8, "pp": 4}})");
    row("moe.expert_grid_mismatch", "{" + m + R"(, "tp": 8, "pp": 4, "dp": 2, "ep": 8}, "cluster": {"nodes": 8}})",
        "{" + m + R"(, "tp": 8, "pp": 4, "dp": 2, "ep": 8, "etp": 1}, "cluster": {"nodes": 8}})");
    row("memory.over_capacity", R"({"parallel": {"tp": 1, "pp": 1, "dp": 512, "sequence_parallel": false, "zero_stage": 0, "schedule": "1f1b", "virtual_stages": 1}})",
        "{}");
    row("memory.low_headroom", R"({"training": {"overhead": {"cuda_context_GiB": 35.2}}})", "{}", false);
    // PyTorch's own kernels carry the measured-peak range; its upper end over the capacity warns.
    row("memory.range_over_capacity", R"({"training": {"kernel_fusion": "eager", "overhead": {"cuda_context_GiB": 34}}})",
        R"({"training": {"overhead": {"cuda_context_GiB": 34}}})", false);
    // torchtitan's pipeline estimated without kept outputs; keeping them would not fit.
    row("memory.kept_outputs_over_capacity",
        R"({"training": {"kernel_fusion": "compiled", "overhead": {"cuda_context_GiB": 30}}})",
        R"({"training": {"kernel_fusion": "compiled", "pipeline_keeps_outputs": true}})", false);
    row("comm.share_high", R"({"parallel": {"tp": 16, "dp": 8}})", "{}");
    row("pipeline.bubble_high", R"({"parallel": {"schedule": "1f1b", "virtual_stages": 1}, "training": {"global_batch": 64}})",
        R"({"parallel": {"schedule": "1f1b", "virtual_stages": 1}})");
    row("zero.sharded_with_pp", R"({"parallel": {"zero_stage": 2}})", "{}");
    row("zero.zero3_at_scale",
        R"({"model": {"preset": "llama-3-8b"}, "parallel": {"tp": 1, "pp": 1, "dp": 512, "sequence_parallel": false, "zero_stage": 3, "schedule": "1f1b", "virtual_stages": 1}, "training": {"recompute": "full"}})",
        R"({"model": {"preset": "llama-3-8b"}, "cluster": {"nodes": 32}, "parallel": {"tp": 1, "pp": 1, "dp": 256, "sequence_parallel": false, "zero_stage": 3, "schedule": "1f1b", "virtual_stages": 1}, "training": {"recompute": "full"}})");
    row("parallel.tp_without_nvlink", R"({"cluster": {"preset": "pcie-l40s", "nodes": 64}, "parallel": {"tp": 2, "dp": 64}})",
        R"({"cluster": {"preset": "pcie-l40s", "nodes": 64}, "parallel": {"tp": 1, "dp": 128, "sequence_parallel": false}})");
    row("parallel.tp_exceeds_nvlink_domain", R"({"parallel": {"tp": 16, "dp": 8}})", "{}");
    row("parallel.tp_crosses_nodes", R"({"cluster": {"preset": "gb200-nvl72", "nodes": 144}, "parallel": {"tp": 16, "pp": 4, "dp": 9}})",
        R"({"cluster": {"preset": "gb200-nvl72", "nodes": 144}, "parallel": {"tp": 8, "pp": 4, "dp": 18}})");
    row("moe.alltoall_across_nodes", "{" + m + R"(, "tp": 2, "pp": 4, "dp": 64, "ep": 8}})",
        "{" + m + R"(, "tp": 2, "pp": 4, "dp": 64, "ep": 8, "etp": 1}})", false);
    return out;
}

} // namespace

void TestRules::everyCode_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("trigger");
    QTest::addColumn<QString>("quiet");
    QTest::addColumn<bool>("fixClears");
    for (const Trigger& t : triggers())
        QTest::newRow(t.code) << t.code << QString::fromStdString(t.trigger) << QString::fromStdString(t.quiet) << t.fixClears;
}

void TestRules::everyCode()
{
    QFETCH(QString, code);
    QFETCH(QString, trigger);
    QFETCH(QString, quiet);
    QFETCH(bool, fixClears);
    const std::string c = code.toStdString();
    const Scenario bad = patched(trigger.toUtf8().constData());
    const Report r = analyse(bad);
    const Diagnostic* d = find(r, c);
    QVERIFY2(d, qPrintable(QStringLiteral("%1 not raised").arg(code)));
    for (const Diagnostic& any : r.diagnostics) {
        const QString wrong = disagreementWithTable(any);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }
    QVERIFY(!d->message.empty());
    QVERIFY2(!d->fields.empty(), "no settings to mark");
    for (const Diagnostic& any : analyse(patched(quiet.toUtf8().constData())).diagnostics) {
        const QString wrong = disagreementWithTable(any);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }
    QVERIFY2(find(analyse(patched(quiet.toUtf8().constData())), c) == nullptr,
             qPrintable(QStringLiteral("%1 raised on the quiet configuration").arg(code)));
    if (fixClears) {
        QVERIFY2(!d->changes.empty(), qPrintable(QStringLiteral("%1 has no fix").arg(code)));
        QVERIFY(!d->fix.empty());
        QVERIFY2(!findDiagnosticRow(c)->fixChanges.empty(), "its row lists no settings for the fix");
        const Report fixed = analyse(applyChanges(bad, d->changes));
        QVERIFY2(find(fixed, c) == nullptr,
                 qPrintable(QStringLiteral("%1 still raised after: %2").arg(code, QString::fromStdString(d->fix))));
    }
}

void TestRules::defaultScenarioIsClean()
{
    const Report r = analyse(parseScenario(defaultScenarioText(), PresetLibrary::builtin()));
    for (const auto& d : r.diagnostics)
        QVERIFY2(d.severity == Severity::Info, d.message.c_str());
}

void TestRules::errorsComeFirst()
{
    const Report r = analyse(patched(R"({"parallel": {"tp": 16, "dp": 8}, "training": {"global_batch": 500}})"));
    QVERIFY(r.diagnostics.size() >= 3);
    for (size_t i = 1; i < r.diagnostics.size(); ++i)
        QVERIFY(int(r.diagnostics[i - 1].severity) >= int(r.diagnostics[i].severity));
    QVERIFY(hasErrors(r.diagnostics));
}

void TestRules::everyTableRowHasATrigger()
{
    // A row of the table needs a trigger in triggers(); a trigger needs a row.
    QSet<QString> triggered;
    for (const Trigger& t : triggers()) {
        QVERIFY2(findDiagnosticRow(t.code), t.code);
        triggered.insert(QLatin1String(t.code));
    }
    for (const DiagnosticRow& row : diagnosticTable())
        QVERIFY2(triggered.contains(QLatin1String(row.key)), qPrintable(QStringLiteral("no trigger for %1").arg(QLatin1String(row.key))));
    QCOMPARE(triggered.size(), qsizetype(diagnosticTable().size()));
}

void TestRules::estimateLeavesTheRulesToAnalyse_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("trigger");
    for (const Trigger& t : triggers())
        QTest::newRow(t.code) << t.code << QString::fromStdString(t.trigger);
}

void TestRules::estimateLeavesTheRulesToAnalyse()
{
    // estimate() gives the figures alone; analyse() adds exactly what the rules say about
    // them, with the quick estimator weighing the fixes.
    QFETCH(QString, code);
    QFETCH(QString, trigger);
    const Scenario s = patched(trigger.toUtf8().constData());
    const Report figures = estimate(s);
    QVERIFY(figures.diagnostics.empty());
    const Report full = analyse(s);
    QCOMPARE(full.step.timeS, figures.step.timeS);
    QCOMPARE(full.memory.peakBytes, figures.memory.peakBytes);
    const std::vector<Diagnostic> rules = checkRules(s, figures, quickProbe);
    QCOMPARE(full.diagnostics.size(), rules.size());
    for (size_t i = 0; i < rules.size(); ++i) {
        QCOMPARE(full.diagnostics[i].code, rules[i].code);
        QCOMPARE(full.diagnostics[i].fix, rules[i].fix);
    }
    QVERIFY(find(full, code.toStdString()));
}

void TestRules::fixesAreWeighedWithTheProbe_data()
{
    QTest::addColumn<bool>("neighboursFit");
    QTest::newRow("no neighbour fits") << false;
    QTest::newRow("every neighbour fits") << true;
}

void TestRules::fixesAreWeighedWithTheProbe()
{
    // The rules ask the probe they are given, not an estimator of their own: a probe for
    // which no plan fits leaves the out-of-memory diagnostic without a fix, one for which every
    // plan fits gets the first one-move fix (the distributed optimizer) offered.
    QFETCH(bool, neighboursFit);
    const Scenario s = patched(R"({"parallel": {"tp": 1, "pp": 1, "dp": 512, "sequence_parallel": false, "zero_stage": 0, "schedule": "1f1b", "virtual_stages": 1}})");
    int asked = 0;
    const PlanProbe probe = [&](const Scenario&) {
        ++asked;
        ProbedPlan plan;
        plan.fits = neighboursFit;
        plan.stepS = 1;
        plan.tokensPerS = 1;
        return plan;
    };
    const std::vector<Diagnostic> diagnostics = checkRules(s, estimate(s), probe);
    const auto d = std::find_if(diagnostics.begin(), diagnostics.end(),
                                [](const Diagnostic& x) { return x.code == "memory.over_capacity"; });
    QVERIFY(d != diagnostics.end());
    QVERIFY(asked > 0);
    if (neighboursFit) {
        QVERIFY(!d->changes.empty());
        QCOMPARE(d->changes.front().path, std::string("parallel.zero_stage"));
    } else {
        QVERIFY2(d->changes.empty(), d->fix.c_str());
        QVERIFY(d->fix.empty());
    }
}

void TestRules::fixesAPractitionerWouldTake_data()
{
    // Issue 16's examples on the default plan (Llama 3 70B, 512 H100, global batch 512):
    // the fix each card offers, and what no card may offer.
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("changedPath"); // a change the fix must make
    QTest::addColumn<double>("changedTo");    // -1: any value; a switch's 1 or 0
    QTest::newRow("TP 3: heads") << R"({"parallel": {"tp": 3, "dp": 21}})" << "model.heads_not_divisible_by_tp"
                                 << "parallel.tp" << 8.0;
    // FP8 current scaling, three sequences a micro-batch: 2.5 GiB over on stage 0. Keeping the
    // layers' weights in FP8 frees 2 B per layer parameter (about 4 GiB here) and slows nothing,
    // so it is the one move to take, not a smaller micro-batch or more recompute.
    QTest::newRow("FP8 plan just over memory")
        << R"({"training": {"precision": "fp8-current", "micro_batch": 3, "global_batch": 768}})"
        << "memory.over_capacity" << "training.fp8_param_gather" << 1.0;
    // The same plan in BF16 has no FP8 weights to keep: another move (the micro-batch) fixes it.
    QTest::newRow("BF16 plan over memory") << R"({"training": {"micro_batch": 4, "global_batch": 1024}})"
                                           << "memory.over_capacity" << "training.micro_batch" << -1.0;
    // Was "use sequences of 8190 tokens".
    QTest::newRow("TP 3: sequence over TP") << R"({"parallel": {"tp": 3, "dp": 21}})"
                                            << "parallel.sequence_not_divisible_by_tp" << "parallel.tp" << 8.0;
    QTest::newRow("TP 3: groups cross nodes") << R"({"parallel": {"tp": 3, "dp": 21}})" << "parallel.tp_crosses_nodes"
                                              << "parallel.tp" << 8.0;
    // Was "set global batch to 516".
    QTest::newRow("PP 5: batch") << R"({"parallel": {"pp": 5, "dp": 12, "schedule": "1f1b", "virtual_stages": 1}})"
                                 << "batch.not_divisible" << "parallel.pp" << 4.0;
    QTest::newRow("PP 5: idle GPUs") << R"({"parallel": {"pp": 5, "dp": 12, "schedule": "1f1b", "virtual_stages": 1}})"
                                     << "cluster.gpus_idle" << "parallel.pp" << 4.0;
    // The interleaved schedule's micro-batch count: a micro-batch or no interleaving, not another global batch.
    QTest::newRow("interleave count") << R"({"parallel": {"pp": 8, "dp": 8, "virtual_stages": 2}, "training": {"global_batch": 40}})"
                                      << "pipeline.interleave_microbatches" << "parallel.schedule" << -1.0;
    // 45 micro-batches on PP 4, and no micro-batch size gives a multiple of 4: interleaved in
    // groups of 5 (Megatron-LM's --microbatch-group-size-per-virtual-pipeline-stage), not dropped.
    QTest::newRow("interleave count, a group") << R"({"training": {"global_batch": 720}})"
                                               << "pipeline.interleave_microbatches" << "parallel.microbatch_group" << 5.0;
    // A group Megatron-LM refuses (32 micro-batches in groups of 10 leave 2 < PP 4): the nearest it takes.
    QTest::newRow("micro-batch group") << R"({"parallel": {"microbatch_group": 10}})" << "pipeline.microbatch_group"
                                       << "parallel.microbatch_group" << 9.0;
    // Five virtual stages of PP 32 leave chunks empty: fewer chunks first, not "pp = 40" (idle GPUs).
    QTest::newRow("chunks over layers") << R"({"parallel": {"pp": 32, "dp": 2}})" << "pipeline.more_stages_than_layers"
                                        << "parallel.schedule" << -1.0;
    // Idle chunks from stage counts: the trimmed rank raised to v - 1 layers when that leaves the ranks
    // between a layer per chunk; when the ranks between are the short ones (first stage 70 of
    // 80 layers leaves 3 or 4 for five chunks), the even split.
    QTest::newRow("idle chunk on the last rank") << R"({"parallel": {"last_stage_layers": 2}})"
                                                  << "pipeline.idle_chunks" << "parallel.last_stage_layers" << 4.0;
    QTest::newRow("idle chunks between") << R"({"parallel": {"first_stage_layers": 70}})" << "pipeline.idle_chunks"
                                         << "parallel.first_stage_layers" << 0.0;
    // More chunks than layers because the trimmed stages hold fewer layers than chunks (PP 4 x
    // v 5 over 18 layers, first stage 2): raised to v - 1 = 4, the first chunk holds the
    // embedding alone and the error clears; not fewer virtual stages.
    QTest::newRow("chunks over layers, trimmed stage") << R"({"model": {"layers": 18}, "parallel": {"first_stage_layers": 2}})"
                                                       << "pipeline.more_stages_than_layers"
                                                       << "parallel.first_stage_layers" << 4.0;
    // A V (ZB-V, DualPipeV) cuts the model into 2·pp chunks: PP 64 leaves 48 of 128 empty on 80
    // layers, and PP 16's 32 chunks do not divide them; the fixes keep a V whose chunks do.
    QTest::newRow("ZB-V chunks over layers") << R"({"parallel": {"pp": 64, "dp": 1, "schedule": "zb-v"}})"
                                             << "pipeline.more_stages_than_layers" << "parallel.pp" << 32.0;
    QTest::newRow("DualPipeV chunks do not divide") << R"({"parallel": {"pp": 16, "dp": 4, "schedule": "dualpipe-v"}})"
                                                    << "pipeline.layers_not_divisible" << "parallel.pp" << 8.0;
    // The bubble's cure from the schedule's own idle time: ZB-V idles 21 % at 8 micro-batches
    // on PP 8 and 9 bring it under 20 % (1F1B's formula asked for 29); ZB-H1's 30 % needs 15.
    QTest::newRow("ZB-V bubble") << R"({"parallel": {"pp": 8, "dp": 8, "schedule": "zb-v"}, "training": {"global_batch": 64}})"
                                 << "pipeline.bubble_high" << "training.global_batch" << 72.0;
    QTest::newRow("ZB-H1 bubble") << R"({"parallel": {"pp": 8, "dp": 8, "schedule": "zb-h1"}, "training": {"global_batch": 64}})"
                                  << "pipeline.bubble_high" << "training.global_batch" << 120.0;
    // One GPU: offload and recompute, said to be the closest when nothing fits.
    QTest::newRow("one GPU") << R"({"cluster": {"nodes": 1, "gpus_per_node": 1}, "parallel": {"tp": 1, "pp": 1, "dp": 1,
                                 "sequence_parallel": false, "schedule": "1f1b", "virtual_stages": 1}})"
                             << "memory.over_capacity" << "training.recompute" << -1.0;
}

void TestRules::fixesAPractitionerWouldTake()
{
    QFETCH(QString, patch);
    QFETCH(QString, code);
    QFETCH(QString, changedPath);
    QFETCH(double, changedTo);
    const Scenario s = patched(patch.toUtf8().constData());
    const Report r = analyse(s);
    const Diagnostic* d = find(r, code.toStdString());
    QVERIFY2(d, qPrintable(code));
    QVERIFY2(!d->changes.empty(), qPrintable(code + QStringLiteral(" has no fix")));
    bool found = false;
    for (const FixChange& c : d->changes)
        if (c.path == changedPath.toStdString())
            found = changedTo < 0 || (std::holds_alternative<bool>(c.value) ? double(std::get<bool>(c.value))
                                                                             : std::get<double>(c.value)) == changedTo;
    QVERIFY2(found, d->fix.c_str());
    if (code == QLatin1String("pipeline.bubble_high")) // the count it names does bring it under
        QVERIFY(!find(analyse(applyChanges(s, d->changes)), code.toStdString()));
    // No error's fix is another sequence length or global batch for these plans (a bubble
    // warning may still suggest a larger batch), and every card whose fix is a TP suggests
    // the same TP.
    std::set<double> tps;
    for (const Diagnostic& other : r.diagnostics)
        for (const FixChange& c : other.changes) {
            if (other.severity == Severity::Error)
                QVERIFY2(c.path != "training.seq_length" && c.path != "training.global_batch", (other.code + ": " + other.fix).c_str());
            if (c.path == "parallel.tp")
                tps.insert(std::get<double>(c.value));
        }
    QVERIFY(tps.size() <= 1);
    if (code == QLatin1String("memory.over_capacity") && s.parallel.worldSize() == 1) {
        QVERIFY2(d->fix.find("offload the optimizer") != std::string::npos, d->fix.c_str());
        QVERIFY2(d->fix.find("the closest") != std::string::npos, d->fix.c_str()); // 70B cannot fit one GPU
        QVERIFY(!d->fixResolves);
        for (const FixChange& c : d->changes) // nothing that cannot change on one GPU
            QVERIFY2(c.path != "parallel.tp" && c.path != "parallel.pp", c.path.c_str());
    }
    // The batch and idle fixes lead to a plan that starts with every GPU busy.
    if (code == QLatin1String("batch.not_divisible") || code == QLatin1String("cluster.gpus_idle")) {
        const Report fixed = analyse(applyChanges(s, d->changes));
        QVERIFY(!hasErrors(fixed.diagnostics));
        QVERIFY(!find(fixed, "cluster.gpus_idle"));
    }
}

void TestRules::aFixNeverOffersTheCurrentState()
{
    // "Turn sequence parallelism on" while it is on: the change goes, and with it the fix.
    const Scenario s = patched("{}");
    QVERIFY(s.parallel.sequenceParallel);
    std::vector<Diagnostic> ds(2);
    ds[0].fix = "switch sequence parallelism on";
    ds[0].changes = {{"parallel.sequence_parallel", true}};
    ds[1].fix = "use tp = 4 with sequence parallelism";
    ds[1].changes = {{"parallel.tp", 4.0}, {"parallel.sequence_parallel", true}};
    dropChangesThatChangeNothing(s, ds);
    QVERIFY(ds[0].changes.empty());
    QVERIFY(ds[0].fix.empty());
    QCOMPARE(ds[1].changes.size(), size_t(1));
    QCOMPARE(ds[1].changes[0].path, std::string("parallel.tp"));
    // And analyse() runs it: no diagnostic of these plans offers a change that changes nothing.
    for (const char* patch : {"{}", R"({"parallel": {"tp": 3, "dp": 21}})", R"({"parallel": {"pp": 5, "dp": 12}})",
                              R"({"training": {"micro_batch": 4}})", R"({"cluster": {"nodes": 1}})",
                              // out of memory at TP 4 with SP on: the TP move also says "SP on"
                              R"({"parallel": {"tp": 4, "dp": 32}})", R"({"parallel": {"tp": 2, "dp": 64}})"}) {
        const Scenario p = patched(patch);
        for (const Diagnostic& d : analyse(p).diagnostics)
            for (const FixChange& c : d.changes) {
                const FieldId id = *fieldByPath(c.path);
                QVERIFY2(getField(applyChanges(p, {c}), id) != getField(p, id), d.code.c_str());
            }
    }
}

void TestRules::aMicrobatchGroupLetsACountRun()
{
    // 30 micro-batches on PP 4: no multiple of PP, so Megatron-LM's default group refuses them;
    // groups of 5 (30 mod 5 = 0) run, and so do groups of 7 (30 mod 7 = 2 < 4 does not).
    const Report plain = analyse(patched(R"({"training": {"global_batch": 480}})"));
    QVERIFY(find(plain, "pipeline.interleave_microbatches"));
    const Report five = analyse(patched(R"({"training": {"global_batch": 480}, "parallel": {"microbatch_group": 5}})"));
    QVERIFY(!find(five, "pipeline.interleave_microbatches"));
    QVERIFY(!find(five, "pipeline.microbatch_group"));
    const Report seven = analyse(patched(R"({"training": {"global_batch": 480}, "parallel": {"microbatch_group": 7}})"));
    QVERIFY(!find(seven, "pipeline.interleave_microbatches"));
    const Diagnostic* d = find(seven, "pipeline.microbatch_group");
    QVERIFY(d);
    QCOMPARE(std::get<double>(d->params.at("group")), 7.0);
    QCOMPARE(std::get<double>(d->params.at("microbatches")), 30.0);
    // The nearest group that runs: 6 (30 mod 6 = 0) before 8 (30 mod 8 = 6).
    QCOMPARE(d->changes.size(), size_t(1));
    QCOMPARE(d->changes.front().path, std::string("parallel.microbatch_group"));
    QCOMPARE(std::get<double>(d->changes.front().value), 6.0);
    // A larger group keeps more chunk forwards in flight: rank 0 holds (v - 1)(N - PP) = 4 x 4 more.
    const Report base = analyse(patched("{}"));
    const Report eight = analyse(patched(R"({"parallel": {"microbatch_group": 8}})"));
    QVERIFY(!find(eight, "pipeline.microbatch_group"));
    QCOMPARE(eight.memory.stages.front().inFlightMicrobatches - base.memory.stages.front().inFlightMicrobatches, 16.0 / 5);
    QVERIFY(eight.memory.stages.front().activationsBytes > base.memory.stages.front().activationsBytes);
}

void TestRules::degreeProblemsAreWhatTheLaunchersRefuse_data()
{
    QTest::addColumn<QString>("dim");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("kind"); // -1: none
    using K = DegreeProblem::Kind;
    QTest::newRow("TP 4") << "tp" << 4 << -1;
    QTest::newRow("TP 3: 64 heads") << "tp" << 3 << int(K::ShapeNotDivisible);
    QTest::newRow("TP 16: 8 KV heads") << "tp" << 16 << int(K::ShapeNotDivisible);
    QTest::newRow("PP 8") << "pp" << 8 << -1;
    QTest::newRow("PP 5: 32 GPUs idle") << "pp" << 5 << int(K::IdleGpus);
    QTest::newRow("PP 32: 160 chunks of 5 virtual stages") << "pp" << 32 << int(K::MoreChunksThanLayers);
    QTest::newRow("CP 2") << "cp" << 2 << -1;
    QTest::newRow("DP 12: batch") << "dp" << 12 << int(K::BatchNotDivisible);
    QTest::newRow("DP 8: fewer GPUs on purpose") << "dp" << 8 << -1;
    QTest::newRow("DP 32: more than the cluster") << "dp" << 32 << int(K::TooManyGpus);
    QTest::newRow("EP 2 on a dense model") << "ep" << 2 << int(K::ExpertsNotDivisible);
}

void TestRules::degreeProblemsAreWhatTheLaunchersRefuse()
{
    QFETCH(QString, dim);
    QFETCH(int, value);
    QFETCH(int, kind);
    const Scenario s = patched("{}"); // TP 8, PP 4 with 5 virtual stages, DP 16 on 512 GPUs
    const auto problem = degreeProblem(s, *dimByKey(dim.toStdString()), value, true);
    QCOMPARE(problem ? int(problem->kind) : -1, kind);
    if (problem && problem->kind == DegreeProblem::Kind::IdleGpus)
        QCOMPARE(problem->a, int64_t(32));
}

void TestRules::veeSchedulesCutTwoChunksARank_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("kind"); // -1: none
    using K = DegreeProblem::Kind;
    // Llama 3 70B's 80 layers: a V of PP 40 is 80 chunks of one layer, PP 64 is 128 chunks.
    for (const char* schedule : {"zb-v", "dualpipe-v"}) {
        QTest::addRow("%s PP 32", schedule) << schedule << 32 << -1;
        QTest::addRow("%s PP 64", schedule) << schedule << 64 << int(K::MoreChunksThanLayers);
    }
    // DualPipe's mirrored copies are not chunks of their own: PP 64 is 64 chunks.
    QTest::newRow("dualpipe PP 64") << "dualpipe" << 64 << -1;
}

void TestRules::veeSchedulesCutTwoChunksARank()
{
    QFETCH(QString, schedule);
    QFETCH(int, pp);
    QFETCH(int, kind);
    const Scenario s = patched(("{\"parallel\": {\"schedule\": \"" + schedule.toStdString() + "\"}}").c_str());
    const auto problem = degreeProblem(s, *dimByKey("pp"), pp, true);
    QCOMPARE(problem ? int(problem->kind) : -1, kind);
    // The rule says the same of the plan the slider would make.
    Scenario moved = s;
    moved.parallel.pp = pp;
    moved.parallel.dp = int(s.cluster.totalGpus() / (int64_t(pp) * s.parallel.tp));
    QCOMPARE(find(analyse(moved), "pipeline.more_stages_than_layers") != nullptr, kind >= 0);
}

QTEST_APPLESS_MAIN(TestRules)
void TestRules::absurdDegreesAreAnalysedAtOnce()
{
    // Found by the scenario fuzzer: PP 65,536 on 131,072 nodes. The nearest whole layout tried
    // every PP up to 4 x 65,536, each laying out its chunks: 153 s for one estimate. Only a
    // degree that divides the cluster can fill it, and the rules now test that first.
    const Scenario s = parseScenario(R"({"format": "shardscope.scenario/1", "name": "absurd",
        "model": {"preset": "llama-3-70b", "layers": 16384}, "cluster": {"preset": "dgx-h200", "nodes": 131072},
        "parallel": {"tp": 14, "pp": 65536, "dp": 1, "cp": 1, "ep": 1, "etp": null, "sequence_parallel": false,
                     "zero_stage": 1, "schedule": "interleaved-1f1b", "virtual_stages": 2, "rank_order": "tp-cp-ep-dp-pp"},
        "training": {"seq_length": 8192, "micro_batch": 1, "global_batch": 2147483648, "precision": "bf16",
                     "main_grads": "fp32", "optimizer": "adam", "recompute": "selective", "flash_attention": true,
                     "offload_optimizer": false}})",
                                     PresetLibrary::builtin(), "absurd");
    QElapsedTimer clock;
    clock.start();
    const Report r = analyse(s);
    const qint64 ms = clock.elapsed();
    qInfo("analysed in %lld ms", ms);
    QVERIFY2(ms < 30000, qPrintable(QString::number(ms))); // 0.4 s in a release build, 153 s before
    QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                        [](const Diagnostic& d) { return d.code == "cluster.gpus_idle"; }));
}

#include "tst_rules.moc"
