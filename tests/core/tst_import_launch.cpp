// Issue 18 item 3: every golden export, read back through the whole import (the files as the
// exporter writes them, together), gives the plan the launcher runs: the exported scenario
// with the exporter's adaptations. Launchers whose files hold no model (DeepSpeed with your
// own script, accelerate) take it from a config.json, as a user gives --model.

#include "exportsupport.h"

#include "core/export/adaptedplan.h"
#include "core/import/launchimport.h"

#include <nlohmann/json.hpp>

using namespace shardscope;
using exportsupport::goldenScenario;

namespace {

std::vector<LaunchFile> goldenFiles(const QString& scenario, const QString& target)
{
    const QString text = exportsupport::readFile(exportsupport::goldenDir() + '/' + scenario + '/' + target + ".golden");
    std::vector<LaunchFile> files;
    if (text.startsWith(QLatin1String("REFUSED")))
        return files;
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("^==> "), QRegularExpression::MultilineOption),
                                          Qt::SkipEmptyParts)) {
        const qsizetype end = part.indexOf(QStringLiteral(" <==\n"));
        files.push_back({part.left(end).toStdString(), part.mid(end + 5).toStdString()});
    }
    return files;
}

/** A Llama-family config.json with the scenario's shape (what a user passes with --model). */
LaunchFile modelConfig(const ModelSpec& m)
{
    const nlohmann::json config = {{"architectures", {"LlamaForCausalLM"}},
                                   {"model_type", "llama"},
                                   {"num_hidden_layers", m.layers},
                                   {"hidden_size", m.hidden},
                                   {"intermediate_size", m.ffnHidden},
                                   {"num_attention_heads", m.heads},
                                   {"num_key_value_heads", m.kvHeads},
                                   {"vocab_size", m.vocab},
                                   {"max_position_embeddings", m.maxSeq},
                                   {"hidden_act", "silu"},
                                   {"rms_norm_eps", 1e-5},
                                   {"tie_word_embeddings", m.tiedEmbeddings},
                                   {"rope_theta", 500000.0}};
    return {"config.json", config.dump(2)};
}

} // namespace

class TestImportLaunch : public QObject
{
    Q_OBJECT
private slots:
    void goldenExportsReadBack_data();
    void goldenExportsReadBack();
    void pythonIsNeverRead();
};

void TestImportLaunch::goldenExportsReadBack_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("target");
    for (const QString& scenario : exportsupport::kScenarios)
        for (const char* target : {"megatron", "slurm", "deepspeed", "torchtitan", "nemo1", "accelerate"}) {
            const std::vector<LaunchFile> files = goldenFiles(scenario, QLatin1String(target));
            if (files.empty())
                continue; // the exporter refuses this plan for this launcher (REFUSED golden)
            QTest::newRow(qPrintable(scenario + ' ' + target)) << scenario << QString::fromLatin1(target);
        }
}

void TestImportLaunch::goldenExportsReadBack()
{
    QFETCH(QString, scenario);
    QFETCH(QString, target);
    const Scenario planned = goldenScenario(scenario);
    const ExportResult exported = exportScenario(planned, estimate(planned), target.toStdString());
    QVERIFY(exported.ok);
    const Scenario runs = adaptedPlan(planned, exported).scenario;
    ImportRequest request;
    request.files = goldenFiles(scenario, target);
    request.cluster = planned.cluster;
    request.clusterLabel = planned.cluster.presetId;
    const bool modelInFiles = target != QLatin1String("accelerate") &&
                              !(target == QLatin1String("deepspeed") && planned.parallel.tp == 1 && planned.parallel.pp == 1);
    if (!modelInFiles)
        request.huggingFaceConfig = modelConfig(planned.model);
    const ImportResult r = importLaunchConfiguration(request);
    const Scenario& got = r.scenario;
    // The job, the split and the batch: every launcher says them.
    QCOMPARE(got.cluster.nodes, runs.cluster.nodes);
    QCOMPARE(got.cluster.gpusPerNode, runs.cluster.gpusPerNode);
    QCOMPARE(got.parallel.tp, runs.parallel.tp);
    QCOMPARE(got.parallel.pp, runs.parallel.pp);
    QCOMPARE(got.parallel.cp, runs.parallel.cp);
    QCOMPARE(got.parallel.dp, runs.parallel.dp);
    if (runs.model.isMoe())
        QCOMPARE(got.parallel.ep, runs.parallel.ep);
    QCOMPARE(got.parallel.effectiveVirtualStages(), runs.parallel.effectiveVirtualStages());
    QCOMPARE(got.parallel.zeroStage, runs.parallel.zeroStage);
    // accelerate's config holds no batch or sequence: your script has them (the report keeps ShardScope's).
    if (target != QLatin1String("accelerate")) {
        QCOMPARE(got.training.microBatch, runs.training.microBatch);
        QCOMPARE(got.training.globalBatch, runs.training.globalBatch);
        QCOMPARE(got.training.seqLength, runs.training.seqLength);
    } else {
        const auto kept = [&](FieldId f) {
            for (const KeptField& k : r.report.kept)
                if (k.field == f)
                    return true;
            return false;
        };
        QVERIFY(kept(FieldId::MicroBatch));
        QVERIFY(kept(FieldId::SeqLength));
        // The Megatron-LM plugin's num_micro_batches (DeepSpeed's gradient_accumulation_steps) is
        // a number of the file: the step runs that many micro-batches of whatever size is kept.
        if (!kept(FieldId::GlobalBatch))
            QCOMPARE(got.training.globalBatch / (int64_t(got.training.microBatch) * got.parallel.dp),
                     runs.training.globalBatch / (int64_t(runs.training.microBatch) * runs.parallel.dp));
    }
    QCOMPARE(got.training.precision, runs.training.precision);
    QCOMPARE(got.training.recompute, runs.training.recompute);
    // The model's shape: from the files, or from the config.json given with them.
    QCOMPARE(got.model.layers, runs.model.layers);
    QCOMPARE(got.model.hidden, runs.model.hidden);
    QCOMPARE(got.model.heads, runs.model.heads);
    QCOMPARE(got.model.kvHeads, runs.model.kvHeads);
    // Dropout: the exported flags (Megatron-LM, DeepSpeed, NeMo) or, with the model's config,
    // the config's (Llama-style: none); torchtitan's models have none either way.
    QCOMPARE(got.model.hiddenDropout, runs.model.hiddenDropout);
    QCOMPARE(got.model.attentionDropout, runs.model.attentionDropout);
    QCOMPARE(got.model.ffnHidden, runs.model.ffnHidden);
    QCOMPARE(got.model.isMoe(), runs.model.isMoe());
    QVERIFY(!r.report.launcher.empty());
    QVERIFY(r.report.count(SettingFate::Mapped) > 5);
}

void TestImportLaunch::pythonIsNeverRead()
{
    // NeMo 2's export is a Python recipe and its launch script: refused, naming the script's line.
    const std::vector<LaunchFile> files = goldenFiles(QStringLiteral("dense-tp-pp-interleaved"), QStringLiteral("nemo2"));
    ImportRequest request;
    request.files = files;
    try {
        importLaunchConfiguration(request);
        QFAIL("a Python recipe was read");
    } catch (const InputError& e) {
        const QString what = QString::fromStdString(e.what());
        QVERIFY2(what.contains(QStringLiteral("launch_nemo.sh: line 18: runs /pretrain_nemo.py, a Python recipe: "
                                              "ShardScope reads no Python")),
                 qPrintable(what));
    }
}

QTEST_GUILESS_MAIN(TestImportLaunch)
#include "tst_import_launch.moc"
