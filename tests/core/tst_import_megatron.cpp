// Issue 18: Megatron-LM and Megatron-DeepSpeed launch scripts (and SLURM batch scripts around
// them) read back into a scenario: the examples' style, the golden exports' round trip,
// contradictions and hostile scripts.

#include "exportsupport.h"

#include "core/import/launchimport.h"
#include "core/import/megatronignored.h"
#include "core/io/boundedread.h"
#include "core/estimate/estimate.h"
#include "core/estimate/stagelayout.h"
#include "core/export/exporters.h"

#include <QFileInfo>

using namespace shardscope;
using exportsupport::goldenScenario;

namespace {

QString dataPath(const QString& name)
{
    return QStringLiteral(SHARDSCOPE_TEST_DATA "/import/megatron/") + name;
}

ImportRequest requestFor(const std::vector<LaunchFile>& files, const std::string& cluster = "dgx-h100")
{
    ImportRequest r;
    r.files = files;
    r.cluster = PresetLibrary::builtin().clusterSpec(cluster);
    r.clusterLabel = cluster;
    return r;
}

ImportResult importFile(const QString& name, const std::string& cluster = "dgx-h100")
{
    const std::string path = dataPath(name).toStdString();
    return importLaunchConfiguration(requestFor({{name.toStdString(), readTextFile(path)}}, cluster));
}

/** The files of a golden export ("==> NAME <==" sections). */
std::vector<LaunchFile> goldenFiles(const QString& scenario, const QString& target)
{
    const QString text = exportsupport::readFile(exportsupport::goldenDir() + '/' + scenario + '/' + target + ".golden");
    std::vector<LaunchFile> files;
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("^==> "), QRegularExpression::MultilineOption),
                                          Qt::SkipEmptyParts)) {
        const qsizetype end = part.indexOf(QStringLiteral(" <==\n"));
        files.push_back({part.left(end).toStdString(), part.mid(end + 5).toStdString()});
    }
    return files;
}

const ImportedSetting* row(const ImportReport& report, const std::string& name)
{
    for (const ImportedSetting& s : report.settings)
        if (s.source.name == name)
            return &s;
    return nullptr;
}

QString expectError(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("accepted");
}

} // namespace

class TestImportMegatron : public QObject
{
    Q_OBJECT
private slots:
    void examplesStyle();
    void slurmAroundTorchrun();
    void reportRows();
    void microbatchGroupRoundTrip_data();
    void microbatchGroupRoundTrip();
    void wgradPlaceholdersRoundTrip_data();
    void wgradPlaceholdersRoundTrip();
    void fp8ParamGatherRoundTrip_data();
    void fp8ParamGatherRoundTrip();
    void yamlConfig();
    void roundTrip_data();
    void roundTrip();
    void unevenSplits_data();
    void unevenSplits();
    void layoutStrings_data();
    void layoutStrings();
    void kvChannelsAgreeWithTheConfig();
    void scriptsAsShipped_data();
    void scriptsAsShipped();
    void contradictions_data();
    void contradictions();
    void nothingIsRun();
    void hostileText_data();
    void hostileText();
};

void TestImportMegatron::examplesStyle()
{
    const ImportResult r = importFile(QStringLiteral("gpt3-175b-style.sh"));
    const Scenario& s = r.scenario;
    QCOMPARE(r.report.launcher, std::string("Megatron-LM"));
    QCOMPARE(s.cluster.nodes, 16);
    QCOMPARE(s.cluster.gpusPerNode, 8);
    QCOMPARE(s.parallel.tp, 8);
    QCOMPARE(s.parallel.pp, 16);
    QCOMPARE(s.parallel.dp, 1); // 128 GPUs / (8 x 16)
    QCOMPARE(s.parallel.zeroStage, 0);
    QCOMPARE(s.parallel.schedule, PipelineSchedule::OneFOneB);
    QCOMPARE(s.training.microBatch, 1);
    QCOMPARE(s.training.globalBatch, 1536);
    QCOMPARE(s.training.seqLength, 2048);
    QCOMPARE(s.training.precision, Precision::Fp16);
    QCOMPARE(s.training.recompute, Recompute::None);
    QCOMPARE(s.model.layers, 96);
    QCOMPARE(s.model.hidden, int64_t(12288));
    QCOMPARE(s.model.kvHeads, 96);            // no --group-query-attention
    QCOMPARE(s.model.ffnHidden, int64_t(4 * 12288)); // Megatron's default without --swiglu
    QCOMPARE(s.model.activation, Activation::Gelu);
    QCOMPARE(s.model.norm, Norm::LayerNorm);
    QCOMPARE(s.model.positionEmbedding, PositionEmbedding::Learned);
    QCOMPARE(s.model.tiedEmbeddings, true);
    QCOMPARE(s.model.bias, Bias::All);
    QCOMPARE(s.model.vocab, int64_t(50257));
    QCOMPARE(s.parallel.overlap.dataParallel, false); // Megatron's default, not ShardScope's
}

void TestImportMegatron::slurmAroundTorchrun()
{
    const ImportResult r = importFile(QStringLiteral("llama3-8b-slurm.sbatch"));
    const Scenario& s = r.scenario;
    QCOMPARE(s.cluster.nodes, 2); // #SBATCH --nodes: torchrun's --nnodes is $SLURM_NNODES
    QCOMPARE(s.cluster.gpusPerNode, 8);
    QCOMPARE(s.parallel.tp, 2);
    QCOMPARE(s.parallel.cp, 2);
    QCOMPARE(s.parallel.dp, 4);
    QCOMPARE(s.parallel.zeroStage, 1);
    QCOMPARE(s.parallel.sequenceParallel, true);
    QCOMPARE(s.parallel.overlap.dataParallel, true);
    QCOMPARE(s.training.precision, Precision::Fp8Current);
    QCOMPARE(s.training.recompute, Recompute::Full);
    QCOMPARE(s.training.recomputeMethod, RecomputeMethod::Uniform);
    QCOMPARE(s.training.recomputeLayers, 1);
    QCOMPARE(s.training.globalBatch, 128);
    QCOMPARE(s.model.presetId, std::string("llama-3-8b")); // the vocabulary from the preset of this shape
    QCOMPARE(s.model.vocab, int64_t(128256));
    const ImportedSetting* nnodes = row(r.report, "--nnodes");
    QVERIFY(nnodes);
    QCOMPARE(nnodes->fate, SettingFate::Ignored);
    const ImportedSetting* vocab = row(r.report, "the tokenizer's vocabulary (--vocab-size)");
    QVERIFY(vocab);
    QCOMPARE(vocab->fate, SettingFate::Defaulted);
    QVERIFY(vocab->note.find("llama-3-8b") != std::string::npos);
    // The script gives no dropout: Megatron's parser runs 0.1, which the preset's 0 (Llama 3
    // trains without) neither matches nor overrides.
    QCOMPARE(s.model.hiddenDropout, 0.1);
    QCOMPARE(s.model.attentionDropout, 0.1);
    const ImportedSetting* dropout = row(r.report, "--hidden-dropout");
    QVERIFY(dropout);
    QCOMPARE(dropout->fate, SettingFate::Defaulted);
    QVERIFY(dropout->note.find("0.1") != std::string::npos);
}

void TestImportMegatron::microbatchGroupRoundTrip_data()
{
    // --microbatch-group-size-per-virtual-pipeline-stage on PP 4 with 2 chunks: written where
    // Megatron-LM takes it (N in [PP, M], the last group empty or at least PP), read back.
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<int>("group");   // in the scenario; 0: unset
    QTest::addColumn<int>("written"); // on the command line; 0: no flag
    QTest::addColumn<QString>("rule"); // the adaptation recorded, if any
    QTest::newRow("default") << 512 << 0 << 0 << QString();
    QTest::newRow("PP itself is the default") << 512 << 4 << 0 << QString();
    QTest::newRow("groups of 8") << 512 << 8 << 8 << QString();
    QTest::newRow("30 micro-batches in groups of 5") << 480 << 5 << 5 << QString();
    QTest::newRow("groups of 3 refused: the default") << 512 << 3 << 0 << QStringLiteral("MLM-group");
    QTest::newRow("30 in groups of 7 refused: groups of 5") << 480 << 7 << 5 << QStringLiteral("MLM-group");
    QTest::newRow("30 without a group: groups of 5") << 480 << 0 << 5 << QStringLiteral("MLM-group");
    QTest::newRow("3, fewer than PP: no interleaving") << 48 << 0 << 0 << QStringLiteral("MLM-14");
}

void TestImportMegatron::microbatchGroupRoundTrip()
{
    QFETCH(int, globalBatch);
    QFETCH(int, group);
    QFETCH(int, written);
    QFETCH(QString, rule);
    Scenario s = goldenScenario(QStringLiteral("dense-tp-pp-interleaved")); // TP 8 PP 4 DP 16, micro-batch 1
    s.parallel.virtualStages = 2;
    s.parallel.microbatchGroup = group ? std::optional<int>(group) : std::nullopt;
    s.training.globalBatch = globalBatch;
    const ExportResult exported = exportScenario(s, estimate(s), "megatron");
    QVERIFY2(exported.ok, exported.refusal.c_str());
    std::string text = exported.files.front().content;
    const std::string flag = "--microbatch-group-size-per-virtual-pipeline-stage";
    if (written)
        QVERIFY2(text.find(flag + " " + std::to_string(written) + "\n") != std::string::npos, text.c_str());
    else
        QVERIFY(text.find(flag) == std::string::npos);
    QStringList rules;
    for (const ExportAdaptation& a : exported.adaptations)
        rules << QString::fromStdString(a.rule);
    QCOMPARE(rules.contains(QStringLiteral("MLM-group")), rule == QLatin1String("MLM-group"));
    QCOMPARE(rules.contains(QStringLiteral("MLM-14")), rule == QLatin1String("MLM-14"));
    text.replace(text.find("MODEL=(\n"), 8, "MODEL=(\n  --vocab-size 128256\n");
    const ImportResult r = importLaunchConfiguration(requestFor({{"train.sh", text}}));
    QCOMPARE(r.scenario.parallel.microbatchGroup, written ? std::optional<int>(written) : std::nullopt);
    if (written) {
        const ImportedSetting* row = ::row(r.report, flag);
        QVERIFY(row);
        QCOMPARE(row->fate, SettingFate::Mapped);
        QCOMPARE(row->fields, std::vector<FieldId>{FieldId::MicrobatchGroup});
    }
}

void TestImportMegatron::wgradPlaceholdersRoundTrip_data()
{
    QTest::addColumn<bool>("placeholders");
    QTest::newRow("fused accumulation (default)") << true;
    QTest::newRow("--no-gradient-accumulation-fusion") << false;
}

void TestImportMegatron::wgradPlaceholdersRoundTrip()
{
    // Transformer Engine keeps placeholder weight gradients only with gradient-accumulation
    // fusion: the export writes the flag for a plan without them, and the import reads it back.
    QFETCH(bool, placeholders);
    Scenario s = goldenScenario(QStringLiteral("dense-tp-pp-interleaved"));
    s.training.wgradPlaceholders = placeholders;
    const ExportResult exported = exportScenario(s, estimate(s), "megatron");
    QVERIFY2(exported.ok, exported.refusal.c_str());
    std::string text = exported.files.front().content;
    QCOMPARE(text.find("--no-gradient-accumulation-fusion") != std::string::npos, !placeholders);
    text.replace(text.find("MODEL=(\n"), 8, "MODEL=(\n  --vocab-size 128256\n");
    const ImportResult r = importLaunchConfiguration(requestFor({{"train.sh", text}}));
    QCOMPARE(r.scenario.training.wgradPlaceholders, placeholders);
}

void TestImportMegatron::fp8ParamGatherRoundTrip_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<bool>("gather");
    QTest::newRow("FP8 current, 16-bit weights") << int(Precision::Fp8Current) << false;
    QTest::newRow("FP8 current, --fp8-param-gather") << int(Precision::Fp8Current) << true;
    QTest::newRow("MXFP8, --fp8-param-gather and the buffer reuse") << int(Precision::Mxfp8) << true;
}

void TestImportMegatron::fp8ParamGatherRoundTrip()
{
    // The export writes --fp8-param-gather (with MXFP8 also --reuse-grad-buf-for-mxfp8-param-ag,
    // which the import reads as part of it) and the import reads the switch back.
    QFETCH(int, precision);
    QFETCH(bool, gather);
    Scenario s = goldenScenario(QStringLiteral("dense-tp-pp-interleaved"));
    s.training.precision = Precision(precision);
    s.training.fp8ParamGather = gather;
    const ExportResult exported = exportScenario(s, estimate(s), "megatron");
    QVERIFY2(exported.ok, exported.refusal.c_str());
    std::string text = exported.files.front().content;
    QCOMPARE(text.find("--fp8-param-gather") != std::string::npos, gather);
    text.replace(text.find("MODEL=(\n"), 8, "MODEL=(\n  --vocab-size 128256\n");
    const ImportResult r = importLaunchConfiguration(requestFor({{"train.sh", text}}));
    QCOMPARE(r.scenario.training.precision, Precision(precision));
    QCOMPARE(r.scenario.training.fp8ParamGather, gather);
    const ImportedSetting* flag = row(r.report, "--fp8-param-gather");
    QVERIFY(flag);
    QCOMPARE(flag->fate, gather ? SettingFate::Mapped : SettingFate::Defaulted);
    if (Precision(precision) == Precision::Mxfp8) {
        const ImportedSetting* reuse = row(r.report, "--reuse-grad-buf-for-mxfp8-param-ag");
        QVERIFY(reuse);
        QCOMPARE(reuse->fate, SettingFate::Ignored);
    }
}

void TestImportMegatron::reportRows()
{
    const ImportResult r = importFile(QStringLiteral("gpt3-175b-style.sh"));
    const ImportedSetting* tp = row(r.report, "--tensor-model-parallel-size");
    QVERIFY(tp);
    QCOMPARE(tp->fate, SettingFate::Mapped);
    QCOMPARE(tp->fields, std::vector<FieldId>{FieldId::Tp});
    QCOMPARE(tp->source.line, 53); // inside MODEL_PARALLEL_ARGS, where the flag is written
    const ImportedSetting* lr = row(r.report, "--lr");
    QVERIFY(lr);
    QCOMPARE(lr->fate, SettingFate::Ignored);
    QVERIFY(!lr->note.empty());
    const ImportedSetting* cp = row(r.report, "--context-parallel-size");
    QVERIFY(cp);
    QCOMPARE(cp->fate, SettingFate::Defaulted);
    QVERIFY(cp->note.find("megatron/training/arguments.py") != std::string::npos);
    // every option of the script has one row
    for (const char* flag : {"--init-method-std", "--lr-warmup-fraction", "--tensorboard-dir", "--vocab-file",
                             "--attention-backend", "--nproc_per_node", "--master_addr"})
        QVERIFY2(row(r.report, flag), flag);
    const std::string text = importReportText(r.report);
    QVERIFY(text.find("--tensor-model-parallel-size 8  (gpt3-175b-style.sh line 53)  -> parallel.tp") != std::string::npos);
}

void TestImportMegatron::yamlConfig()
{
    // --yaml-cfg: Megatron reads the YAML instead of the command line (its --micro-batch-size 16 is listed, not read).
    const auto file = [](const char* name) {
        return LaunchFile{name, readTextFile(dataPath(QLatin1String(name)).toStdString())};
    };
    const ImportResult r = importLaunchConfiguration(requestFor({file("yaml-cfg.sh"), file("gpt_1p3b_config.yaml")}));
    const Scenario& s = r.scenario;
    QCOMPARE(s.parallel.tp, 2);
    QCOMPARE(s.parallel.pp, 2);
    QCOMPARE(s.parallel.virtualStages, 4);
    QCOMPARE(s.parallel.schedule, PipelineSchedule::Interleaved1F1B);
    QCOMPARE(s.parallel.dp, 8);
    QCOMPARE(s.parallel.zeroStage, 1);
    QCOMPARE(s.training.microBatch, 2);
    QCOMPARE(s.training.globalBatch, 256);
    QCOMPARE(s.training.seqLength, 4096);
    QCOMPARE(s.training.precision, Precision::Bf16);
    QCOMPARE(s.training.recompute, Recompute::Selective);
    QCOMPARE(s.model.layers, 24);
    QCOMPARE(s.model.activation, Activation::Gelu);
    QCOMPARE(s.model.norm, Norm::RmsNorm);
    QCOMPARE(s.model.bias, Bias::None);
    QCOMPARE(s.model.vocab, int64_t(50304));
    const ImportedSetting* layers = row(r.report, "--num-layers");
    QVERIFY(layers);
    QCOMPARE(layers->source.file, std::string("gpt_1p3b_config.yaml"));
    QCOMPARE(layers->source.line, 3);
    const ImportedSetting* commandLine = row(r.report, "--micro-batch-size");
    QVERIFY(commandLine);
    bool listedAsIgnored = false;
    for (const ImportedSetting& st : r.report.settings)
        listedAsIgnored = listedAsIgnored || (st.source.name == "--micro-batch-size" && st.fate == SettingFate::Ignored &&
                                              st.source.file == "yaml-cfg.sh");
    QVERIFY(listedAsIgnored);
    // without the YAML the script cannot be read
    const QString error = expectError([&] { importLaunchConfiguration(requestFor({file("yaml-cfg.sh")})); });
    QVERIFY2(error.contains(QStringLiteral("yaml-cfg.sh: line 3: --yaml-cfg ./gpt_1p3b_config.yaml: give that file to "
                                           "the import as well")),
             qPrintable(error));
}

void TestImportMegatron::roundTrip_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("target");
    for (const QString& scenario : exportsupport::kScenarios)
        for (const QString& target : {QStringLiteral("megatron"), QStringLiteral("slurm")})
            QTest::newRow(qPrintable(scenario + ' ' + target)) << scenario << target;
}

void TestImportMegatron::roundTrip()
{
    QFETCH(QString, scenario);
    QFETCH(QString, target);
    const Scenario original = goldenScenario(scenario);
    const std::vector<LaunchFile> files = goldenFiles(scenario, target);
    QVERIFY(!files.empty());
    ImportRequest request = requestFor(files);
    request.cluster = original.cluster;
    request.clusterLabel = original.cluster.presetId;
    const ImportResult r = importLaunchConfiguration(request);
    // What a Megatron script cannot say, with why:
    const std::set<FieldId> notExpressed = {
        FieldId::MaxSeq,          // written as max(max_seq, seq): Megatron needs it >= --seq-length (MLM-17)
        FieldId::MoeLoadImbalance, // how the router spreads tokens is a property of the run, not a flag
        FieldId::CudaContextGiB, FieldId::AllocatorFraction, // memory outside the model: no flag
    };
    int compared = 0;
    for (const FieldInfo& f : allFields()) {
        if (f.group == FieldGroup::Cluster || notExpressed.count(f.id) || !fieldPresent(original, f.id))
            continue;
        QVERIFY2(fieldPresent(r.scenario, f.id), f.path.data());
        QVERIFY2(getField(r.scenario, f.id) == getField(original, f.id),
                 qPrintable(QStringLiteral("%1: imported %2, exported %3")
                                .arg(QString::fromUtf8(f.path.data(), qsizetype(f.path.size())),
                                     QString::fromStdString(formatFieldValue(getField(r.scenario, f.id))),
                                     QString::fromStdString(formatFieldValue(getField(original, f.id))))));
        ++compared;
    }
    QVERIFY(compared > 50);
    QCOMPARE(r.scenario.cluster.nodes, original.cluster.nodes);
    QCOMPARE(r.scenario.cluster.gpusPerNode, original.cluster.gpusPerNode);
}

void TestImportMegatron::unevenSplits_data()
{
    // Uneven splits the exporter writes as first/last-stage flags, the embedding/loss flags or a
    // layout string: imported, each chunk holds the layers it held.
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("vp");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<bool>("embedding");
    QTest::addColumn<bool>("loss");
    QTest::newRow("126 layers, Llama 405B style") << 126 << 16 << 1 << 7 << 7 << false << false;
    QTest::newRow("embedding and loss counted") << 78 << 4 << 1 << 0 << 0 << true << true;
    QTest::newRow("first stage only, interleaved") << 80 << 4 << 2 << 18 << 0 << false << false;
    QTest::newRow("uneven interleaved split") << 62 << 4 << 2 << 0 << 0 << false << false;
    QTest::newRow("odd first and last, interleaved") << 80 << 4 << 4 << 16 << 16 << false << false;
}

void TestImportMegatron::unevenSplits()
{
    QFETCH(int, layers);
    QFETCH(int, pp);
    QFETCH(int, vp);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(bool, embedding);
    QFETCH(bool, loss);
    Scenario s = goldenScenario(QStringLiteral("dense-tp-pp-interleaved"));
    s.model.layers = layers;
    s.parallel.pp = pp;
    s.parallel.dp = int(512 / (8 * pp));
    s.parallel.virtualStages = vp;
    s.parallel.schedule = vp > 1 ? PipelineSchedule::Interleaved1F1B : PipelineSchedule::OneFOneB;
    s.parallel.firstStageLayers = first ? std::optional<int>(first) : std::nullopt;
    s.parallel.lastStageLayers = last ? std::optional<int>(last) : std::nullopt;
    s.parallel.embeddingInSplit = embedding;
    s.parallel.lossInSplit = loss;
    s.training.globalBatch = 1024;
    const ExportResult exported = exportScenario(s, estimate(s), "megatron");
    QVERIFY2(exported.ok, exported.refusal.c_str());
    std::string text = exported.files.front().content;
    text.replace(text.find("MODEL=(\n"), 8, "MODEL=(\n  --vocab-size 128256\n");
    const ImportResult r = importLaunchConfiguration(requestFor({{"train.sh", text}}));
    QCOMPARE(r.scenario.parallel.virtualStages, s.parallel.effectiveVirtualStages());
    QCOMPARE(chunkLayerCounts(layers, r.scenario.parallel), chunkLayerCounts(layers, s.parallel));
}

void TestImportMegatron::layoutStrings_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("layers");
    QTest::addColumn<QList<int>>("chunks"); // expected layers per chunk, or empty for a refusal
    QTest::newRow("DeepSeek-V3 style, E with fewer layers") << "Et*3|(tt|)*29,L" << 31 << 61
                                                            << QList<int>{};  // 3 + 2x29 + 0: last stage empty
    QTest::newRow("first and last lighter") << "Et*6|t*8|t*8|t*6L" << 4 << 28 << QList<int>{6, 8, 8, 6};
    QTest::newRow("interleaved, even") << "Ett|tt|tt|tt|tt|tt|tt|ttL" << 4 << 16 << QList<int>{2, 2, 2, 2, 2, 2, 2, 2};
    QTest::newRow("embedding and loss counted") << "Et*3|t*4|t*4|t*3L" << 4 << 14 << QList<int>{3, 4, 4, 3};
    QTest::newRow("not a layer") << "Ex*3|tL" << 2 << 4 << QList<int>{};
}

void TestImportMegatron::layoutStrings()
{
    QFETCH(QString, layout);
    QFETCH(int, pp);
    QFETCH(int, layers);
    QFETCH(QList<int>, chunks);
    const std::string script = "torchrun --nnodes 1 --nproc-per-node " + std::to_string(pp) +
                               " pretrain_gpt.py --num-layers " + std::to_string(layers) +
                               " --hidden-size 4096 --num-attention-heads 32 --seq-length 4096 --vocab-size 32000 "
                               "--micro-batch-size 1 --global-batch-size 64 --pipeline-model-parallel-size " +
                               std::to_string(pp) + " --pipeline-model-parallel-layout '" + layout.toStdString() + "'";
    if (chunks.isEmpty()) {
        const QString error = expectError([&] { importLaunchConfiguration(requestFor({{"train.sh", script}})); });
        QVERIFY2(error.contains(QStringLiteral("--pipeline-model-parallel-layout")), qPrintable(error));
        return;
    }
    const ImportResult r = importLaunchConfiguration(requestFor({{"train.sh", script}}));
    const std::vector<int> counts = chunkLayerCounts(layers, r.scenario.parallel);
    QCOMPARE(QList<int>(counts.begin(), counts.end()), chunks);
}

void TestImportMegatron::kvChannelsAgreeWithTheConfig()
{
    // Llama's config.json gives no head_dim (hidden / heads = 128); --kv-channels 128 says the same.
    ImportRequest request = requestFor({{"train.sh", "torchrun --nnodes 1 --nproc-per-node 8 pretrain_gpt.py --num-layers 32 "
                                                     "--hidden-size 4096 --num-attention-heads 32 --kv-channels 128 "
                                                     "--seq-length 4096 --micro-batch-size 1 --bf16"}});
    const std::string config = SHARDSCOPE_TEST_DATA "/hf/llama-3-8b.json";
    request.huggingFaceConfig = LaunchFile{"llama-3-8b.json", readTextFile(config)};
    const ImportResult r = importLaunchConfiguration(request);
    QCOMPARE(r.scenario.model.effectiveHeadDim(), int64_t(128));
    QCOMPARE(r.scenario.model.presetId, std::string("llama-3-8b")); // the flag no longer hides the built-in model
    const QString error = expectError([&] {
        ImportRequest other = request;
        other.files[0].text.replace(other.files[0].text.find("--kv-channels 128"), 17, "--kv-channels 64");
        importLaunchConfiguration(other);
    });
    QVERIFY2(error.contains(QStringLiteral("--kv-channels 64")), qPrintable(error));
    // Dropout is the launcher's: the script gives none, so Megatron's parser default holds
    // whatever the checkpoint's config says (Llama's attention_dropout 0.0), and a script that
    // gives one is not a contradiction of the config.
    QCOMPARE(r.scenario.model.hiddenDropout, 0.1);
    QCOMPARE(r.scenario.model.attentionDropout, 0.1);
    ImportRequest withDropout = request;
    withDropout.files[0].text += " --hidden-dropout 0.05 --attention-dropout 0.0";
    const ImportResult d = importLaunchConfiguration(withDropout);
    QCOMPARE(d.scenario.model.hiddenDropout, 0.05);
    QCOMPARE(d.scenario.model.attentionDropout, 0.0);
}

void TestImportMegatron::scriptsAsShipped_data()
{
    // Patterns of the launch scripts the launchers ship (Megatron-LM's examples/llama and
    // examples/mixtral scripts, BigScience's BLOOM sbatch on Megatron-DeepSpeed), written small.
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("expected"); ///< "field.path=value", as the scenario file writes it
    const QString shape = QStringLiteral("MODEL=(\n  --num-layers 32\n  --hidden-size 4096 --ffn-hidden-size 14336\n"
                                         "  --num-attention-heads 32 --group-query-attention --num-query-groups 8\n"
                                         "  --kv-channels 128 --swiglu --normalization RMSNorm --position-embedding-type rope\n"
                                         "  --untie-embeddings-and-output-weights --disable-bias-linear\n"
                                         "  --seq-length 8192 --max-position-embeddings 8192\n)\n");
    QTest::newRow("llama3 fp8: quoted array items, a decided if")
        << shape + "DTYPE=\"fp8\"\nWORLD=$((8*1))\nT=${3:-\"MOCK\"}\nDTYPE_ARGS=()\nif [[ \"$DTYPE\" == \"fp8\" ]]; then\n"
                   "  DTYPE_ARGS+=(\n    \"--fp8-format hybrid\"\n    \"--fp8-amax-history-len 1024\"\n  )\nfi\n"
                   "if [[ \"$T\" == \"MOCK\" ]] || [[ -z \"$T\" ]]; then\n  DATA=(\"--mock-data\" \"--vocab-size 128256\")\n"
                   "else\n  DATA=(\"--data-path $T\" \"--vocab-size 32000\")\nfi\n"
                   "if [ ! -f pretrain_gpt.py ]; then\n  echo missing; exit 1\nfi\n"
                   "torchrun --nproc_per_node $WORLD pretrain_gpt.py ${MODEL[@]} ${DTYPE_ARGS[@]} ${DATA[@]} \\\n"
                   "  --micro-batch-size 1 --global-batch-size 128 --bf16\n"
        << QStringList{"training.precision=fp8-delayed", "model.vocab=128256", "cluster.nodes=1", "parallel.dp=8",
                       "model.head_dim=128"};
    QTest::newRow("the branch not taken does not count")
        << shape + "DTYPE=bf16\nif [ \"$DTYPE\" = fp8 ]; then\n  EXTRA=\"--fp8-format hybrid\"\nelse\n  EXTRA=\"\"\nfi\n"
                   "torchrun --nnodes 1 --nproc_per_node 8 pretrain_gpt.py ${MODEL[@]} $EXTRA --vocab-size 128256 "
                   "--micro-batch-size 1 --global-batch-size 128 --bf16\n"
        << QStringList{"training.precision=bf16"};
    QTest::newRow("mixtral: nodes from the scheduler, the fewest that fit")
        << shape + "NNODES=${SLURM_NNODES:-\"1\"}\nMOE=(--num-experts 8 --moe-router-topk 2 --expert-model-parallel-size 8)\n"
                   "torchrun --nproc_per_node 8 --nnodes $NNODES --node_rank ${SLURM_NODEID:-\"0\"} pretrain_gpt.py ${MODEL[@]} "
                   "${MOE[@]} --vocab-size 32000 --pipeline-model-parallel-size 4 --micro-batch-size 1 --global-batch-size 256 --bf16\n"
        << QStringList{"cluster.nodes=4", "parallel.pp=4", "parallel.ep=8", "parallel.dp=8"};
    QTest::newRow("torchrun without --nnodes is one node")
        << shape + "torchrun --nproc_per_node 8 pretrain_gpt.py ${MODEL[@]} --vocab-size 128256 --micro-batch-size 1 "
                   "--global-batch-size 64 --bf16\n"
        << QStringList{"cluster.nodes=1", "parallel.dp=8"};
    QTest::newRow("bloom: the DeepSpeed config a here-document writes")
        << QStringLiteral("#!/bin/bash\n#SBATCH --nodes=48\n#SBATCH --ntasks-per-node=1\n#SBATCH --gres=gpu:8\n"
                          "source $WORK/start-tr11\nMICRO_BATCH_SIZE=2\nGLOBAL_BATCH_SIZE=2048\nZERO_STAGE=0\n"
                          "config_json=\"./ds_config.$SLURM_JOB_ID.json\"\ncat <<EOT > $config_json\n{\n"
                          "  \"train_micro_batch_size_per_gpu\": $MICRO_BATCH_SIZE,\n  \"train_batch_size\": $GLOBAL_BATCH_SIZE,\n"
                          "  \"zero_optimization\": { \"stage\": $ZERO_STAGE },\n  \"bf16\": { \"enabled\": true }\n}\nEOT\n"
                          "export LAUNCHER=\"python -u -m torch.distributed.run --nproc_per_node 8 --nnodes $SLURM_NNODES \\\n"
                          "  --rdzv_backend c10d --max_restarts 0 --tee 3\"\n"
                          "export CMD=\" `pwd`/pretrain_gpt.py --tensor-model-parallel-size 4 --pipeline-model-parallel-size 12 "
                          "--num-layers 70 --hidden-size 14336 --num-attention-heads 112 --seq-length 2048 "
                          "--max-position-embeddings 2048 --pad-vocab-size-to 250880 --micro-batch-size $MICRO_BATCH_SIZE "
                          "--global-batch-size $GLOBAL_BATCH_SIZE --bf16 --checkpoint-activations "
                          "--deepspeed --deepspeed_config ${config_json} --zero-stage ${ZERO_STAGE} "
                          "--deepspeed-activation-checkpointing\"\n"
                          "clear; srun --jobid $SLURM_JOB_ID bash -c \"$LAUNCHER --node_rank \\$SLURM_PROCID $CMD\" 2>&1 | tee log\n")
        << QStringList{"cluster.nodes=48", "parallel.tp=4", "parallel.pp=12", "parallel.dp=8", "parallel.zero_stage=0",
                       "training.micro_batch=2", "training.global_batch=2048", "training.recompute=full",
                       "training.recompute_method=uniform", "training.recompute_layers=1", "training.precision=bf16",
                       "model.vocab=250880"};
    QTest::newRow("Megatron-DeepSpeed's ZeRO-3 is DeepSpeed's")
        << QStringLiteral("#!/bin/bash\n#SBATCH --nodes=48\n#SBATCH --ntasks-per-node=1\n#SBATCH --gres=gpu:8\n"
                          "ZERO_STAGE=3\nconfig_json=\"./ds_config.json\"\ncat <<EOT > $config_json\n{\n"
                          "  \"train_micro_batch_size_per_gpu\": 2,\n  \"train_batch_size\": 1536,\n"
                          "  \"zero_optimization\": { \"stage\": $ZERO_STAGE },\n  \"bf16\": { \"enabled\": true }\n}\nEOT\n"
                          "torchrun --nproc_per_node 8 --nnodes 48 pretrain_gpt.py --tensor-model-parallel-size 4 "
                          "--pipeline-model-parallel-size 1 --num-layers 70 --hidden-size 14336 --num-attention-heads 112 "
                          "--seq-length 2048 --max-position-embeddings 2048 --pad-vocab-size-to 250880 --micro-batch-size 2 "
                          "--global-batch-size 1536 --bf16 --deepspeed --deepspeed_config ${config_json} "
                          "--zero-stage ${ZERO_STAGE}\n")
        << QStringList{"parallel.dp=96", "parallel.zero_stage=3", "parallel.zero3_engine=deepspeed"};
    QTest::newRow("GPT-2's tokenizer gives the vocabulary")
        << QStringLiteral("torchrun --nnodes 1 --nproc_per_node 8 pretrain_gpt.py --num-layers 24 --hidden-size 2048 "
                          "--num-attention-heads 16 --seq-length 2048 --max-position-embeddings 2048 --micro-batch-size 1 "
                          "--tokenizer-type GPT2BPETokenizer --vocab-file gpt2-vocab.json --merge-file gpt2-merges.txt\n")
        << QStringList{"model.vocab=50257"};
}

void TestImportMegatron::scriptsAsShipped()
{
    QFETCH(QString, script);
    QFETCH(QStringList, expected);
    const ImportResult r = importLaunchConfiguration(requestFor({{"train.sh", script.toStdString()}}));
    for (const QString& e : expected) {
        const QStringList kv = e.split('=');
        const std::optional<FieldId> id = fieldByPath(kv[0].toStdString());
        QVERIFY2(id, qPrintable(kv[0]));
        QCOMPARE(QString::fromStdString(formatFieldValue(getField(r.scenario, *id))), kv[1]);
    }
}

void TestImportMegatron::contradictions_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("message");
    const QString head = QStringLiteral("torchrun --nnodes 2 --nproc-per-node 8 pretrain_gpt.py --num-layers 32 "
                                        "--hidden-size 4096 --num-attention-heads 32 --seq-length 4096 --vocab-size 32000 ");
    QTest::newRow("world against the degrees") << head + "--micro-batch-size 1 --tensor-model-parallel-size 3"
                                               << "TP x PP x CP = 3 does not divide the world of 16 GPUs";
    QTest::newRow("batch identity") << head + "--micro-batch-size 2 --global-batch-size 20 --tensor-model-parallel-size 2"
                                    << "--global-batch-size 20 is not a multiple of micro-batch x DP = 16 (--micro-batch-size 2";
    QTest::newRow("bf16 and fp16") << head + "--micro-batch-size 1 --bf16 --fp16" << "line 1: --fp16: cannot be given with --bf16";
    QTest::newRow("SBATCH against torchrun") << "#!/bin/bash\n#SBATCH --nodes=4\n" + head + "--micro-batch-size 1"
                                             << "cluster.nodes would be 4, but --nnodes 2";
    QTest::newRow("selective with a method") << head + "--micro-batch-size 1 --recompute-granularity selective "
                                                       "--recompute-method uniform"
                                             << "--recompute-method uniform: is not allowed with selective recompute";
    QTest::newRow("a value from a command substitution")
        << head + "--micro-batch-size $(echo 4)" << "--micro-batch-size $(...): its value comes from a command substitution";
    QTest::newRow("a negative degree") << head + "--micro-batch-size 1 --pipeline-model-parallel-size -2"
                                       << "--pipeline-model-parallel-size -2: must be between 1 and";
    QTest::newRow("not a number") << head + "--micro-batch-size one" << "--micro-batch-size one: must be a whole number";
    // Megatron-Core: world_size is not divisible by expert_tensor_model_pipeline size (mixtral's example on one node)
    QTest::newRow("the expert layout against the world")
        << head + "--micro-batch-size 1 --num-experts 8 --moe-router-topk 2 --expert-model-parallel-size 8 "
                  "--pipeline-model-parallel-size 4"
        << "--expert-model-parallel-size 8: expert TP x EP x PP = 32 does not divide the world of 16 GPUs";
    QTest::newRow("a flag only an undecided if gives")
        << "if [ -n \"$FP8\" ]; then\n  EXTRA=(--fp8-format hybrid)\nfi\n" + head + "--micro-batch-size 1 --bf16 ${EXTRA[@]}"
        << "line 2: --fp8-format hybrid: whether it is given depends on the 'if' on line 1";
    QTest::newRow("mamba") << QStringLiteral("torchrun pretrain_mamba.py --num-layers 2")
                           << "pretrain_mamba.py trains a model ShardScope does not estimate";
    QTest::newRow("no training command") << QStringLiteral("echo hello") << "runs no training program";
    QTest::newRow("an unknown shape") << QStringLiteral("torchrun --nnodes 1 --nproc-per-node 8 pretrain_gpt.py --num-layers 7 "
                                                        "--hidden-size 1000 --num-attention-heads 10 --seq-length 512 "
                                                        "--micro-batch-size 1")
                                      << "model.vocab: no file gives the tokenizer's vocabulary";
}

void TestImportMegatron::contradictions()
{
    QFETCH(QString, script);
    QFETCH(QString, message);
    const QString error = expectError([&] { importLaunchConfiguration(requestFor({{"train.sh", script.toStdString()}})); });
    QVERIFY2(error.startsWith(QStringLiteral("train.sh")), qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestImportMegatron::nothingIsRun()
{
    for (const char* f : {"/tmp/shardscope-import-ran", "/tmp/shardscope-import-ran-2", "/tmp/shardscope-import-ran-3"})
        QFile::remove(QString::fromLatin1(f));
    const QString error = expectError([&] { importFile(QStringLiteral("runs-a-file.sh")); });
    QVERIFY2(error.contains(QStringLiteral("runs-a-file.sh: line 7: --tensor-model-parallel-size $(...): its value comes "
                                           "from a command substitution on line 7, which is not run")),
             qPrintable(error));
    for (const char* f : {"/tmp/shardscope-import-ran", "/tmp/shardscope-import-ran-2", "/tmp/shardscope-import-ran-3"})
        QVERIFY2(!QFileInfo::exists(QString::fromLatin1(f)), f);
}

void TestImportMegatron::hostileText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("invalid UTF-8") << QByteArray("#!/bin/bash\necho ok\ntorchrun pretrain_gpt.py --num-layers \xff\xfe\n")
                                   << "train.sh: line 3: is not valid UTF-8 text";
    QTest::newRow("a NUL byte") << QByteArray("#!/bin/bash\n\ntorchrun\0 x", 23) << "train.sh: line 3: holds a NUL byte";
    QTest::newRow("eval") << QByteArray("#!/bin/bash\neval \"torchrun pretrain_gpt.py\"\n") << "train.sh: line 2: 'eval' runs other code";
    QByteArray many("#!/bin/bash\ntorchrun --nnodes 1 --nproc-per-node 8 pretrain_gpt.py");
    for (int i = 0; i < 200000; ++i)
        many += " --x" + QByteArray::number(i) + " 1";
    QTest::newRow("200,000 unknown flags") << many << "train.sh: model.layers: no file gives it";
}

void TestImportMegatron::hostileText()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const QString error = expectError([&] { importLaunchConfiguration(requestFor({{"train.sh", text.toStdString()}})); });
    QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestImportMegatron)
#include "tst_import_megatron.moc"
