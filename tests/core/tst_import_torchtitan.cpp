// torchtitan import (issue 18): job TOMLs in the style of torchtitan's train_configs read into
// the scenario with a report row for every setting; command-line overrides over the TOML;
// contradictions, bad values and hostile files as errors naming the file and line; the golden
// exports read back to their scenarios.

#include "torchtitanimportsupport.h"

#include "core/import/importbuilder.h"
#include "core/import/torchtitanflavours.h"
#include "core/import/torchtitanimport.h"
#include "core/io/inputerror.h"
#include "core/io/shellwords.h"
#include "core/model/enumnames.h"

#include <QElapsedTimer>

using namespace shardscope;
using exportsupport::goldenScenario;

class TestImportTorchtitan : public QObject
{
    Q_OBJECT
private slots:
    void dualPipeVWithoutExpertOverlapIsNoted();
    void readsLaunchersExamples_data();
    void readsLaunchersExamples();
    void everySettingHasOneRow_data();
    void everySettingHasOneRow();
    void reportRows_data();
    void reportRows();
    void overridesWinOverTheToml();
    void commandLineSpellings_data();
    void commandLineSpellings();
    void commandSubstitutionIsRefused();
    void overridesOnly();
    void olderSpellings_data();
    void olderSpellings();
    void contradictions_data();
    void contradictions();
    void modelAgainstAnotherFile();
    void badValues_data();
    void badValues();
    void ppWithoutDpLeavesLocalBatchTimesDp();
    void hostileFiles_data();
    void hostileFiles();
    void millionKeysEndQuickly();
    void flavoursAreTheirPresets();
    void flavours_data();
    void flavours();
    void looksLikeTorchtitan_data();
    void looksLikeTorchtitan();
    void goldenRoundTrip_data();
    void goldenRoundTrip();
};

using namespace titansupport;

void TestImportTorchtitan::dualPipeVWithoutExpertOverlapIsNoted()
{
    // DualPipeV is read as itself, its expert overlap from the file; switched off, the report
    // says the estimate still hides the all-to-all (the schedule's row always does).
    const LaunchFile toml = dataFile("deepseek_v3_671b.toml");
    const Read on = readJob(&toml);
    QVERIFY(on.result.scenario.parallel.schedule == PipelineSchedule::DualPipeV);
    QVERIFY(on.result.scenario.parallel.overlap.expertParallel);
    const auto mentions = [](const ImportReport& r) {
        for (const std::string& n : r.notes)
            if (n.find("pipeline_parallel_expert_parallel_overlap = false") != std::string::npos)
                return true;
        return false;
    };
    QVERIFY(!mentions(on.result.report));
    const Read off = readJob(&toml, words(QStringLiteral("--parallelism.pipeline_parallel_expert_parallel_overlap false")));
    QVERIFY(!off.result.scenario.parallel.overlap.expertParallel);
    QVERIFY2(mentions(off.result.report), importReportText(off.result.report).c_str());
}

void TestImportTorchtitan::readsLaunchersExamples_data()
{
    exampleTable();
}

void TestImportTorchtitan::readsLaunchersExamples()
{
    QFETCH(QString, file);
    QFETCH(QString, preset);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, cp);
    QFETCH(int, dp);
    QFETCH(int, ep);
    QFETCH(QString, schedule);
    QFETCH(int, virtualStages);
    QFETCH(int, micro);
    QFETCH(int, global);
    QFETCH(int, seq);
    QFETCH(QString, precision);
    QFETCH(QString, recompute);
    QFETCH(int, zero);
    QFETCH(bool, sequenceParallel);
    QFETCH(QString, fusion);

    const LaunchFile toml = dataFile(file);
    const Read r = readJob(&toml);
    const Scenario& s = r.result.scenario;
    QCOMPARE(QString::fromStdString(s.model.presetId), preset);
    ModelSpec model = PresetLibrary::builtin().modelSpec(preset.toStdString());
    model.mtpLayers = 0; // torchtitan 0.2.x's deepseek_v3 builds no MTP layer
    QVERIFY(s.model == model);
    QCOMPARE(s.parallel.tp, tp);
    QCOMPARE(s.parallel.pp, pp);
    QCOMPARE(s.parallel.cp, cp);
    const ImportedSetting* dpRow = nullptr;
    for (const ImportedSetting& row : r.result.report.settings)
        if (lists(row, FieldId::Dp))
            dpRow = &row;
    if (dp < 0) {
        QVERIFY2(!dpRow, "DP must be left to the caller when data_parallel_shard_degree is -1");
    } else {
        QVERIFY(dpRow);
        QCOMPARE(s.parallel.dp, dp);
    }
    if (s.model.isMoe())
        QCOMPARE(s.parallel.ep, ep);
    if (!schedule.isEmpty()) {
        QCOMPARE(QString::fromStdString(str(s.parallel.schedule)), schedule);
        QCOMPARE(s.parallel.virtualStages, virtualStages);
    }
    QCOMPARE(s.training.microBatch, int64_t(micro));
    if (global < 0) {
        QVERIFY2(r.globalDefault.has_value(), "the global batch must default to micro-batch x DP");
        QCOMPARE(r.globalDefault->absent.name, std::string("training.global_batch_size"));
        QVERIFY(r.globalDefault->origin.find("torchtitan/train.py") != std::string::npos);
    } else {
        QVERIFY(!r.globalDefault);
        QCOMPARE(s.training.globalBatch, int64_t(global));
    }
    QCOMPARE(s.training.seqLength, int64_t(seq));
    QCOMPARE(QString::fromStdString(str(s.training.precision)), precision);
    // Only the float8 example gathers in float8 (enable_fsdp_float8_all_gather = true).
    QCOMPARE(s.training.fp8ParamGather, file == QLatin1String("llama3_8b_float8.toml"));
    const QStringList parts = recompute.split(QLatin1Char('/'));
    QCOMPARE(QString::fromStdString(str(s.training.recompute)), parts[0]);
    if (parts.size() > 1)
        QCOMPARE(QString::fromStdString(str(s.training.selectiveRecompute)), parts[1]);
    if (s.training.recompute == Recompute::Full) {
        QCOMPARE(q(s.training.recomputeMethod), q(RecomputeMethod::Uniform));
        QCOMPARE(s.training.recomputeLayers, 1);
    }
    QCOMPARE(s.parallel.zeroStage, zero);
    QCOMPARE(s.parallel.sequenceParallel, sequenceParallel);
    QCOMPARE(QString::fromStdString(str(s.training.kernelFusion)), fusion);
}

void TestImportTorchtitan::everySettingHasOneRow_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f : {"llama3_8b.toml", "llama3_70b.toml", "llama3_405b_pp.toml", "llama3_8b_float8.toml",
                          "deepseek_v3_671b.toml", "overrides_base.toml"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestImportTorchtitan::everySettingHasOneRow()
{
    QFETCH(QString, file);
    const LaunchFile toml = dataFile(file);
    const ImportReport report = readJob(&toml).result.report;
    std::vector<std::pair<std::string, int>> keys;
    leaves(toml::parse(toml.text), "", keys);
    QVERIFY(keys.size() > 5);
    for (const auto& [key, line] : keys) {
        int rows = 0;
        for (const ImportedSetting& s : report.settings)
            rows += s.source.file == toml.name && s.source.name == key && s.source.line == line;
        QVERIFY2(rows == 1,
                 qPrintable(
                     QStringLiteral("%1 (line %2) has %3 rows").arg(QString::fromStdString(key)).arg(line).arg(rows)));
    }
    for (const ImportedSetting& s : report.settings) {
        const QString what = QString::fromStdString(s.source.spelled());
        switch (s.fate) {
        case SettingFate::Mapped: QVERIFY2(!s.fields.empty(), qPrintable(what)); break;
        case SettingFate::Ignored: QVERIFY2(s.note.size() > 10, qPrintable(what)); break;
        case SettingFate::Defaulted:
            QVERIFY2(s.source.file.empty() && !s.fields.empty(), qPrintable(what));
            QVERIFY2(s.note.find("torch") != std::string::npos,
                     qPrintable(what + QStringLiteral(": ") + QString::fromStdString(s.note)));
            break;
        }
    }
}

void TestImportTorchtitan::reportRows_data()
{
    reportRowTable();
}

void TestImportTorchtitan::reportRows()
{
    QFETCH(QString, file);
    QFETCH(QString, name);
    QFETCH(int, fate);
    QFETCH(QString, field);
    QFETCH(QString, note);
    const LaunchFile toml = dataFile(file);
    const ImportReport report = readJob(&toml).result.report;
    const ImportedSetting* s = row(report, name.toStdString(), SettingFate(fate));
    QVERIFY2(s, qPrintable(name + QStringLiteral(" has no row of that fate:\n") +
                           QString::fromStdString(importReportText(report))));
    if (!field.isEmpty()) {
        const std::optional<FieldId> id = fieldByPath(field.toStdString());
        QVERIFY(id);
        QVERIFY2(lists(*s, *id), qPrintable(field));
    }
    QVERIFY2(QString::fromStdString(s->note).contains(note), s->note.c_str());
}

void TestImportTorchtitan::overridesWinOverTheToml()
{
    const LaunchFile toml = dataFile(QStringLiteral("overrides_base.toml"));
    const Read r = readJob(&toml, words(QStringLiteral("--job.config_file ./overrides_base.toml "
                                                       "--parallelism.tensor_parallel_degree 2 "
                                                       "--training.local_batch_size=4 --compile.enable "
                                                       "--activation_checkpoint.mode full")));
    const Scenario& s = r.result.scenario;
    QCOMPARE(s.parallel.tp, 2);
    QCOMPARE(s.training.microBatch, int64_t(4));
    QCOMPARE(q(s.training.recompute), q(Recompute::Full));
    QCOMPARE(q(s.training.kernelFusion), q(KernelFusion::Compiled));
    QCOMPARE(s.parallel.dp, 8);
    QCOMPARE(s.training.globalBatch, int64_t(32)); // local_batch_size x DP from the override
    const ImportReport& report = r.result.report;
    // Both settings have their row: the override mapped, the TOML's overridden.
    const ImportedSetting* toml1 = row(report, "parallelism.tensor_parallel_degree");
    QVERIFY(toml1);
    QVERIFY(toml1->fate == SettingFate::Ignored);
    QVERIFY(toml1->note.find("overridden by --parallelism.tensor_parallel_degree 2 (launch.sh line 3)") !=
            std::string::npos);
    QCOMPARE(toml1->source.line, 13);
    const ImportedSetting* cli = row(report, "--parallelism.tensor_parallel_degree");
    QVERIFY(cli && cli->fate == SettingFate::Mapped && lists(*cli, FieldId::Tp));
    QCOMPARE(cli->source.file, std::string("launch.sh"));
    QVERIFY(row(report, "training.local_batch_size", SettingFate::Ignored));
    QVERIFY(row(report, "--training.local_batch_size", SettingFate::Mapped));
    // The selective option is read only with mode selective, which the override replaced.
    const ImportedSetting* option = row(report, "activation_checkpoint.selective_ac_option");
    QVERIFY(option && option->fate == SettingFate::Ignored);
    const ImportedSetting* file = row(report, "--job.config_file");
    QVERIFY(file && file->fate == SettingFate::Ignored && file->note.find("job file") != std::string::npos);
    const ImportedSetting* sw = row(report, "--compile.enable");
    QVERIFY(sw && sw->fate == SettingFate::Mapped && sw->source.value.empty());
}

void TestImportTorchtitan::commandLineSpellings_data()
{
    spellingTable();
}

void TestImportTorchtitan::commandLineSpellings()
{
    QFETCH(QString, overrides);
    QFETCH(QString, path);
    QFETCH(QString, value);
    const LaunchFile toml{"job.toml", "[model]\nname = \"llama3\"\nflavor = \"8B\"\n[training]\nseq_len = 4096\n"};
    const Read r = readJob(&toml, words(overrides));
    const std::optional<FieldId> id = fieldByPath(path.toStdString());
    QVERIFY(id);
    QCOMPARE(QString::fromStdString(formatFieldValue(getField(r.result.scenario, *id))), value);
}

void TestImportTorchtitan::commandSubstitutionIsRefused()
{
    // A value only running the script gives is refused where the reader needs it, and only there.
    const LaunchFile toml{"job.toml", "[model]\nname = \"llama3\"\nflavor = \"8B\"\n"};
    const QString error = importError(&toml, {{"--parallelism.tensor_parallel_degree", 5, 0}, {"", 5, 4}});
    QVERIFY2(error.contains(QLatin1String("launch.sh: line 5")) && error.contains(QLatin1String("line 4")) &&
                 error.contains(QLatin1String("command substitution")),
             qPrintable(error));
    const QString name = importError(&toml, {{"--parallelism.", 6, 6}});
    QVERIFY2(name.contains(QLatin1String("line 6")) && name.contains(QLatin1String("never runs")), qPrintable(name));
    const Read ignored = readJob(&toml, {{"--metrics.save_tb_folder", 5, 0}, {"", 5, 4}});
    const ImportedSetting* tb = row(ignored.result.report, "--metrics.save_tb_folder");
    QVERIFY(tb && tb->fate == SettingFate::Ignored);
}

void TestImportTorchtitan::overridesOnly()
{
    // No TOML: the launch script gives everything on the command line (the model may come from --model).
    const Read bare = readJob(nullptr, words(QStringLiteral("--parallelism.tensor_parallel_degree 2")));
    QCOMPARE(bare.result.scenario.parallel.tp, 2);
    QCOMPARE(bare.result.scenario.model.layers, 0); // no model named: the caller needs --model
    QVERIFY(bare.result.report.notes.size() >= 2);
    const Read named =
        readJob(nullptr, words(QStringLiteral("--model.name llama3 --model.flavor=405B "
                                              "--parallelism.pipeline_parallel_degree 8 "
                                              "--parallelism.data_parallel_shard_degree 2 "
                                              "--parallelism.pipeline_parallel_schedule Interleaved1F1B")));
    const Scenario& s = named.result.scenario;
    QCOMPARE(s.model.layers, 126);
    QCOMPARE(q(s.parallel.schedule), q(PipelineSchedule::Interleaved1F1B));
    QCOMPARE(s.parallel.virtualStages, 2);                 // two stages per rank without layers_per_stage
    QCOMPARE(s.training.globalBatch, int64_t(16));         // local_batch_size 8 (the default) x DP 2
    QCOMPARE(q(s.training.recompute), q(Recompute::Full)); // selective "2": one layer in 2 of each stage's
    QCOMPARE(q(s.training.recomputeMethod), q(RecomputeMethod::Block));
    QCOMPARE(s.training.recomputeLayers, 126 / 16 / 2);
    for (const ImportedSetting& r : named.result.report.settings)
        QVERIFY(r.source.file.empty() || r.source.file == "launch.sh");
}

void TestImportTorchtitan::olderSpellings_data()
{
    olderSpellingTable();
}

void TestImportTorchtitan::olderSpellings()
{
    QFETCH(QString, toml);
    QFETCH(QString, path);
    QFETCH(QString, value);
    const LaunchFile file{"job.toml", toml.toStdString()};
    const Read r = readJob(&file);
    const std::optional<FieldId> id = fieldByPath(path.toStdString());
    QVERIFY(id);
    QCOMPARE(QString::fromStdString(formatFieldValue(getField(r.result.scenario, *id))), value);
}

void TestImportTorchtitan::contradictions_data()
{
    contradictionTable();
}

void TestImportTorchtitan::contradictions()
{
    QFETCH(QString, toml);
    QFETCH(QString, overrides);
    QFETCH(QStringList, names);
    const LaunchFile file =
        toml.startsWith(QLatin1Char('@')) ? dataFile(toml.mid(1)) : LaunchFile{"job.toml", toml.toStdString()};
    const QString error = importError(&file, words(overrides));
    QVERIFY2(!error.isEmpty(), "the import must fail");
    for (const QString& n : names)
        QVERIFY2(error.contains(n), qPrintable(error + QStringLiteral("\n  lacks: ") + n));
}

void TestImportTorchtitan::modelAgainstAnotherFile()
{
    // A model another file gave (--model's config.json) must be the flavour's.
    const auto withHfModel = [] {
        Scenario base = importBase();
        ImportBuilder b(base, "torchtitan");
        b.editScenario().model = PresetLibrary::builtin().modelSpec("llama-3-8b");
        b.set(FieldId::Layers, int64_t(32), {"config.json", 0, "num_hidden_layers", "32"});
        b.set(FieldId::Hidden, int64_t(4096), {"config.json", 0, "hidden_size", "4096"});
        return b;
    };
    const LaunchFile seventy{"job.toml", "[model]\nname = \"llama3\"\nflavor = \"70B\"\n"};
    ImportBuilder b = withHfModel();
    QString error;
    try {
        importTorchtitan(&seventy, "launch.sh", {}, b, ImportContext{});
    } catch (const InputError& e) {
        error = QString::fromStdString(e.what());
    }
    QVERIFY2(error.contains(QLatin1String("flavor = \"70B\"")) &&
                 error.contains(QLatin1String("num_hidden_layers = 32")) &&
                 error.contains(QLatin1String("config.json")),
             qPrintable(error));
    // The same flavour agrees; a flavour without a preset leaves the model to --model.
    const LaunchFile eight{"job.toml", "[model]\nname = \"llama3\"\nflavor = \"8B\"\n"};
    ImportBuilder same = withHfModel();
    importTorchtitan(&eight, "launch.sh", {}, same, ImportContext{});
    QCOMPARE(same.sourceOf(FieldId::Layers)->name, std::string("model.flavor"));
    const LaunchFile custom{"job.toml", "[model]\nname = \"llama3\"\nflavor = \"8B_custom\"\n"};
    ImportBuilder kept = withHfModel();
    importTorchtitan(&custom, "launch.sh", {}, kept, ImportContext{});
    const ImportResult r = std::move(kept).finish();
    QCOMPARE(r.scenario.model.layers, 32);
    const ImportedSetting* flavor = row(r.report, "model.flavor");
    QVERIFY(flavor && flavor->fate == SettingFate::Ignored && flavor->note.find("--model") != std::string::npos);
}

void TestImportTorchtitan::badValues_data()
{
    badValueTable();
}

void TestImportTorchtitan::badValues()
{
    QFETCH(QString, toml);
    QFETCH(QString, overrides);
    QFETCH(QStringList, parts);
    const LaunchFile file =
        toml.startsWith(QLatin1Char('@')) ? dataFile(toml.mid(1)) : LaunchFile{"job.toml", toml.toStdString()};
    const QString error = importError(&file, words(overrides));
    QVERIFY2(!error.isEmpty(), "the import must fail");
    for (const QString& p : parts)
        QVERIFY2(error.contains(p), qPrintable(error + QStringLiteral("\n  lacks: ") + p));
}

void TestImportTorchtitan::ppWithoutDpLeavesLocalBatchTimesDp()
{
    // With PP, no global batch and DP "the rest": the global batch is local_batch_size x DP
    // once the world size is known, not micro-batch x DP.
    const LaunchFile toml{"job.toml", "[model]\nname = \"llama3\"\nflavor = \"8B\"\n[training]\nlocal_batch_size = 4\n"
                                      "[parallelism]\npipeline_parallel_degree = 2\npipeline_parallel_microbatch_size = 1\n"};
    const Read r = readJob(&toml);
    QVERIFY(r.globalDefault.has_value());
    QCOMPARE(r.globalDefault->perRank, int64_t(4));
    QCOMPARE(r.result.scenario.training.microBatch, 1);
}

void TestImportTorchtitan::hostileFiles_data()
{
    hostileTable();
}

void TestImportTorchtitan::hostileFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, parts);
    const LaunchFile file{"job.toml", text.toStdString()};
    const QString error = importError(&file);
    QVERIFY2(!error.isEmpty(), "the import must fail");
    for (const QString& p : parts)
        QVERIFY2(error.contains(p), qPrintable(error.left(300) + QStringLiteral("\n  lacks: ") + p));
    (void)looksLikeTorchtitanToml(file.text); // must not crash or throw either
}

void TestImportTorchtitan::millionKeysEndQuickly()
{
    std::string text = "[model]\nname = \"llama3\"\nflavor = \"8B\"\n[parallelism]\n";
    text.reserve(12'000'000);
    for (int i = 0; i < 1'000'000; ++i)
        text += "k" + std::to_string(i) + "=1\n";
    const LaunchFile file{"many.toml", text};
    QElapsedTimer timer;
    timer.start();
    const QString error = importError(&file);
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY2(error.contains(QLatin1String("many.toml")) && error.contains(QLatin1String("line ")) &&
                 error.contains(QLatin1String("more than 4096 settings")),
             qPrintable(error));
    // The overrides have the same bound.
    std::vector<ScriptWord> many;
    for (int i = 0; i < 5000; ++i)
        many.push_back({"--metrics.log_freq=" + std::to_string(i), 4, 0});
    const QString cli = importError(nullptr, many);
    QVERIFY2(cli.contains(QLatin1String("launch.sh")) && cli.contains(QLatin1String("line 4")), qPrintable(cli));
}

void TestImportTorchtitan::flavoursAreTheirPresets()
{
    // Each flavour's shape (torchtitan's) is its preset's, so a preset edited away from it is caught.
    for (const TorchtitanFlavour& f : torchtitanFlavours()) {
        const ModelSpec m = PresetLibrary::builtin().modelSpec(std::string(f.preset));
        const QString what = QString::fromLatin1(f.name.data(), int(f.name.size())) + QLatin1Char(' ') +
                             QString::fromLatin1(f.flavor.data(), int(f.flavor.size()));
        QVERIFY2(m.layers == f.layers && m.hidden == f.hidden && m.heads == f.heads && m.kvHeads == f.kvHeads,
                 qPrintable(what));
        QCOMPARE(m.isMoe() ? m.moe->experts : 0, f.experts);
        QCOMPARE(f.fullAttention, m.hasLocalAttention() && f.flavor.find("irope") == std::string_view::npos);
        QCOMPARE(f.withoutMtp, m.mtpLayers > 0);
    }
}

void TestImportTorchtitan::flavours_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("flavor");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("attention");

    for (const TorchtitanFlavour& f : torchtitanFlavours()) {
        const std::string tag = std::string(f.name) + " " + std::string(f.flavor);
        const ModelSpec m = PresetLibrary::builtin().modelSpec(std::string(f.preset));
        QTest::newRow(tag.c_str()) << QString::fromStdString(std::string(f.name))
                                   << QString::fromStdString(std::string(f.flavor))
                                   << QString::fromStdString(std::string(f.preset))
                                   << QString::fromStdString(
                                          str(f.fullAttention ? LocalAttention::None : m.localAttention));
    }
}

void TestImportTorchtitan::flavours()
{
    QFETCH(QString, name);
    QFETCH(QString, flavor);
    QFETCH(QString, preset);
    QFETCH(QString, attention);
    const std::string text = "[model]\nname = \"" + name.toStdString() + "\"\nflavor = \"" + flavor.toStdString() +
                             "\"\n[training]\nseq_len = 4096\n";
    const LaunchFile file{"job.toml", text};
    const Scenario s = readJob(&file).result.scenario;
    ModelSpec expected = PresetLibrary::builtin().modelSpec(preset.toStdString());
    QCOMPARE(s.model.layers, expected.layers);
    QCOMPARE(s.model.vocab, expected.vocab);
    QCOMPARE(s.model.isMoe(), expected.isMoe());
    QCOMPARE(QString::fromStdString(str(s.model.localAttention)), attention);
    QCOMPARE(s.model.mtpLayers, 0);
    QCOMPARE(QString::fromStdString(s.model.presetId), preset);
}

void TestImportTorchtitan::looksLikeTorchtitan_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");
    QTest::newRow("parallelism") << "[parallelism]\ntensor_parallel_degree = 2\n" << true;
    QTest::newRow("training") << "[training]\nseq_len = 8192\n" << true;
    QTest::newRow("model flavor") << "[model]\nflavor = \"8B\"\n" << true;
    QTest::newRow("model without name") << "[model]\nhidden = 4096\n" << false;
    QTest::newRow("pyproject") << "[project]\nname = \"x\"\n[tool.ruff]\nline-length = 100\n" << false;
    QTest::newRow("not TOML") << "{\"train_batch_size\": 8}" << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("example file") << exportsupport::readFile(
                                         QStringLiteral(SHARDSCOPE_TEST_DATA "/import/torchtitan/llama3_8b.toml"))
                                  << true;
}

void TestImportTorchtitan::looksLikeTorchtitan()
{
    QFETCH(QString, text);
    QFETCH(bool, expected);
    QCOMPARE(looksLikeTorchtitanToml(text.toStdString()), expected);
}

void TestImportTorchtitan::goldenRoundTrip_data()
{
    QTest::addColumn<QString>("scenario");
    int rows = 0;
    for (const QString& name : exportsupport::kScenarios) {
        const QString golden = exportsupport::readFile(exportsupport::goldenDir() + QLatin1Char('/') + name +
                                                       QStringLiteral("/torchtitan.golden"));
        if (golden.startsWith(QLatin1String("REFUSED")))
            continue; // moe-ep: no torchtitan flavour has Mixtral's shape
        QTest::newRow(qPrintable(name)) << name;
        ++rows;
    }
    QVERIFY(rows >= 5);
}

void TestImportTorchtitan::goldenRoundTrip()
{
    QFETCH(QString, scenario);
    const QString golden = exportsupport::readFile(exportsupport::goldenDir() + QLatin1Char('/') + scenario +
                                                   QStringLiteral("/torchtitan.golden"));
    const std::map<std::string, std::string> files = goldenFiles(golden);
    QVERIFY(files.count("torchtitan.toml") && files.count("launch_torchtitan.sh"));
    const LaunchFile toml{"torchtitan.toml", files.at("torchtitan.toml")};
    const std::vector<ScriptWord> overrides = trainWords(files.at("launch_torchtitan.sh"));
    QCOMPARE(overrides.size(), size_t(2)); // --job.config_file and its value (which needs $(dirname "$0"))
    QVERIFY(bool(overrides[1].unknown));

    // Start from another scenario, so that a field the reader does not set would show.
    Scenario other = goldenScenario(QStringLiteral("moe-ep"));
    other.parallel.cp = 2;
    other.parallel.zeroStage = 1;
    other.parallel.sequenceParallel = !other.parallel.sequenceParallel;
    other.parallel.embeddingInSplit = true;
    other.parallel.overlap.tensorParallel = true;
    other.training.seqLength = 2048;
    other.training.microBatch = 4;
    other.training.globalBatch = 1024;
    other.training.precision = Precision::Fp16;
    other.training.recompute = Recompute::None;
    other.training.offloadOptimizer = true;
    other.training.optimizer = Optimizer::Sgd;
    other.training.mainGrads = GradPrecision::Bf16;
    ImportBuilder builder(other, "torchtitan");
    importTorchtitan(&toml, "launch_torchtitan.sh", overrides, builder, ImportContext{});
    QVERIFY(!builder.globalBatchDefault());
    const ImportResult r = std::move(builder).finish();
    const Scenario& got = r.scenario;
    const Scenario want = goldenScenario(scenario);
    const ImportedSetting* job = row(r.report, "--job.config_file");
    QVERIFY(job && job->fate == SettingFate::Ignored);

    // What torchtitan's TOML expresses comes back as it was.
    QVERIFY(got.model == want.model);
    QCOMPARE(got.parallel.tp, want.parallel.tp);
    QCOMPARE(got.parallel.pp, want.parallel.pp);
    QCOMPARE(got.parallel.cp, want.parallel.cp);
    QCOMPARE(got.parallel.dp, want.parallel.dp);
    QCOMPARE(got.parallel.sequenceParallel, want.parallel.sequenceParallel);
    if (want.parallel.pp > 1) {
        QCOMPARE(q(got.parallel.schedule), q(want.parallel.schedule));
        QCOMPARE(got.parallel.virtualStages, want.parallel.virtualStages);
        QCOMPARE(got.parallel.embeddingInSplit, want.parallel.embeddingInSplit);
        QCOMPARE(got.parallel.lossInSplit, want.parallel.lossInSplit);
    }
    QCOMPARE(got.training.microBatch, want.training.microBatch);
    QCOMPARE(got.training.globalBatch, want.training.globalBatch);
    QCOMPARE(got.training.seqLength, want.training.seqLength);
    QCOMPARE(q(got.training.precision), q(want.training.precision));
    QCOMPARE(q(got.training.mainGrads), q(want.training.mainGrads));
    QCOMPARE(q(got.training.optimizer), q(want.training.optimizer));
    QCOMPARE(got.training.offloadOptimizer, want.training.offloadOptimizer);
    QCOMPARE(got.parallel.overlap.dataParallel, want.parallel.overlap.dataParallel);
    QCOMPARE(got.parallel.overlap.tensorParallel, want.parallel.overlap.tensorParallel);

    // What it cannot express, and what torchtitan runs instead:
    // - ZeRO stages: without PP FSDP has no optimizer-only sharding (ZeRO-1 is written as
    //   "never", ZeRO-2); under PP the pipeline stage keeps the gradients unsharded until the
    //   last micro-batch, which is ZeRO-1 whatever the policy (TT-pp-fsdp).
    const int expectedZero = want.parallel.pp > 1 ? 1 : std::max(want.parallel.zeroStage, 2);
    QCOMPARE(got.parallel.zeroStage, expectedZero);
    // - selective recompute of Megatron-Core's modules: torchtitan has no module list; the
    //   exporter writes its per-op policy (TT-selective), read back as every other matmul.
    if (want.training.recompute == Recompute::Selective &&
        want.training.selectiveRecompute == SelectiveRecompute::Modules) {
        QCOMPARE(q(got.training.recompute), q(Recompute::Selective));
        QCOMPARE(q(got.training.selectiveRecompute), q(SelectiveRecompute::EveryOtherMatmul));
    } else {
        QCOMPARE(q(got.training.recompute), q(want.training.recompute));
        QCOMPARE(q(got.training.selectiveRecompute), q(want.training.selectiveRecompute));
        QCOMPARE(q(got.training.recomputeMethod), q(want.training.recomputeMethod));
        QCOMPARE(got.training.recomputeLayers, want.training.recomputeLayers);
    }
    // - Transformer Engine's fused kernels: torchtitan runs PyTorch eager or torch.compile.
    QCOMPARE(q(got.training.kernelFusion),
             q(want.training.kernelFusion == KernelFusion::Fused ? KernelFusion::Eager : want.training.kernelFusion));
    // - BF16 Adam moments: torchtitan's [optimizer] has no key for their dtype.
    QCOMPARE(q(got.training.optimizerMoments), q(MomentPrecision::Fp32));
    // - not in torchtitan's files at all: the cluster (the orchestrator reads torchrun), the
    //   attention kernel (PyTorch SDPA picks it), EP of a dense model, rank order and the
    //   CP / EP overlap; the reader leaves them as they were.
    QCOMPARE(got.cluster.nodes, other.cluster.nodes);
    QCOMPARE(q(got.training.attentionKernel), q(other.training.attentionKernel));
    QCOMPARE(got.parallel.ep, other.parallel.ep);
    QVERIFY(!r.report.notes.empty());
}

QTEST_APPLESS_MAIN(TestImportTorchtitan)
#include "tst_import_torchtitan.moc"
