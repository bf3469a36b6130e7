// Core text the window shows goes through the catalogues: the Report view, the search's
// configuration descriptions, the decision tree's notes, the export dialog's refusals,
// adaptations and notes and the reasons a file cannot be read read the same in English as the
// CLI's text (the Report view's diagnostic lines excepted: they are the Warnings panel's), and
// are Chinese under the zh_CN catalogue (numbers and names kept).

#include "translationsupport.h"
#include "guisupport.h"

#include "widgets/dialogs/exportdialog.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/report/reporttextview.h"
#include "widgets/support/coretext.h"
#include "widgets/support/diagnostictext.h"
#include "widgets/teaching/decisiontreeview.h"

#include "core/advice/decisiontree.h"
#include "core/export/exporters.h"
#include "core/io/boundedread.h"
#include "core/search/searchtypes.h"
#include "core/text/reporttext.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include "core/search/startingplan.h"

using namespace shardscope;
using namespace shardscope::ui;

using namespace translationsupport;

namespace {



QString reportViewText(ScenarioDocument& doc)
{
    ReportTextView view(&doc);
    view.show();
    return view.toPlainText();
}

Scenario caseScenario(const char* model, int nodes)
{
    Scenario s = guisupport::defaultScenario();
    s.model = PresetLibrary::builtin().modelSpec(model);
    s.cluster.nodes = nodes;
    s.parallel = ParallelConfig{};
    s.parallel.dp = nodes * s.cluster.gpusPerNode;
    s.training.seqLength = 4096;
    s.training.microBatch = 1;
    s.training.globalBatch = 1024;
    return s;
}

/** The default scenario changed so that the rules raise (at least) the diagnostic named in the row. */
Scenario diagnosticCase(const QString& change)
{
    Scenario s = guisupport::defaultScenario();
    if (change == QLatin1String("half the data parallelism")) {
        s.parallel.dp = 8;
    } else if (change == QLatin1String("global batch 513")) {
        s.training.globalBatch = 513;
    } else if (change == QLatin1String("offload without ZeRO")) {
        s.training.offloadOptimizer = true;
        s.parallel.zeroStage = 0;
    } else if (change == QLatin1String("EP on a dense model")) {
        s.parallel.ep = 2;
    } else if (change == QLatin1String("TP 1 with SP")) {
        s.parallel.tp = 1;
        s.parallel.dp = 128;
        s.parallel.sequenceParallel = true;
    } else if (change == QLatin1String("one micro-batch")) {
        s.training.globalBatch = s.training.microBatch * s.parallel.dp;
    } else if (change == QLatin1String("CP without flash attention")) {
        s.parallel.cp = 2;
        s.parallel.dp = 8;
        s.training.flashAttention = false;
    }
    return s;
}

const Diagnostic* findDiagnostic(const Report& report, const QString& code)
{
    for (const Diagnostic& d : report.diagnostics)
        if (QString::fromStdString(d.code) == code)
            return &d;
    return nullptr;
}

/** The default scenario changed so that an exporter refuses or adapts it. */
Scenario exportCase(int change)
{
    Scenario s = guisupport::defaultScenario();
    switch (change) {
    case 0: // context parallelism, which DeepSpeed does not have
        s.parallel.cp = 2;
        s.parallel.dp /= 2;
        break;
    case 1: // a global batch that does not split over micro-batch x DP
        s.training.globalBatch = 513;
        break;
    case 2: // interleaving, which DeepSpeed's pipeline engine drops
        s.parallel.schedule = PipelineSchedule::Interleaved1F1B;
        s.parallel.virtualStages = 2;
        break;
    case 3: // ZB-H1 and FP8 (current scaling, which torchtitan converts), which several launchers adapt
        s.parallel.schedule = PipelineSchedule::ZeroBubbleH1;
        s.parallel.virtualStages = 1;
        s.training.precision = Precision::Fp8Current;
        break;
    case 4: // optimizer offload without ZeRO
        s.training.offloadOptimizer = true;
        s.parallel.zeroStage = 0;
        break;
    }
    return s;
}

} // namespace

class TestCoreText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void reportViewInEnglishIsTheCliText_data();
    void reportViewInEnglishIsTheCliText();
    void reportViewInChinese();
    void reportViewDiagnosticsInChinese_data();
    void reportViewDiagnosticsInChinese();
    void unreadableFileMessages_data();
    void unreadableFileMessages();
    void knobDescriptions_data();
    void knobDescriptions();
    void decisionTreeNotes();
    void exportDialogNotes_data();
    void exportDialogNotes();
    void everyExportTextIsTranslated();
    void startingPlanSentences_data();
    void startingPlanSentences();
};

void TestCoreText::reportViewInEnglishIsTheCliText_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("default") << QString();
    for (const char* change : {"half the data parallelism", "global batch 513", "offload without ZeRO", "TP 1 with SP",
                               "one micro-batch"})
        QTest::newRow(change) << QString::fromLatin1(change);
}

void TestCoreText::reportViewInEnglishIsTheCliText()
{
    // The English Report view is the CLI's text line for line, except the words of each
    // diagnostic: there it shows the Warnings panel's text (the diagnostics table's template
    // with the rule's parameters, and the fix from its changes) where the CLI prints the
    // rule's own English message and fix. Severity, code and layout are the CLI's.
    QFETCH(QString, change);
    ScenarioDocument doc;
    doc.replace(diagnosticCase(change), QStringLiteral("case"));
    doc.flushEstimate();
    const QStringList view = reportViewText(doc).split(QLatin1Char('\n'));
    const QStringList cli = QString::fromStdString(formatReportText(doc.scenario(), doc.report())).split(QLatin1Char('\n'));
    const qsizetype header = cli.indexOf(QRegularExpression(QStringLiteral("^Diagnostics[ :].*")));
    QVERIFY(header > 0);
    QCOMPARE(view.mid(0, header + 1), cli.mid(0, header + 1));
    qsizetype v = header + 1;
    qsizetype c = header + 1;
    const QString fixLine = QStringLiteral("          fix: ");
    for (const Diagnostic& d : doc.report().diagnostics) {
        const DiagnosticText text = diagnosticText(d);
        const QString lead = QStringLiteral("  %1 %2: ").arg(QString::fromLatin1(severityName(d.severity)), -7).arg(QString::fromStdString(d.code));
        QCOMPARE(cli.value(c++), lead + QString::fromStdString(d.message));
        QCOMPARE(view.value(v++), lead + text.explanation);
        if (!d.fix.empty())
            QCOMPARE(cli.value(c++), fixLine + QString::fromStdString(d.fix));
        if (!text.fix.isEmpty())
            QCOMPARE(view.value(v++), fixLine + text.fix);
    }
    QCOMPARE(view.mid(v), cli.mid(c)); // the final newline
    // One micro-batch is counted in the singular, in both places the report counts them.
    const QString cliText = cli.join(QLatin1Char('\n'));
    const bool one = doc.report().microbatches == 1;
    QCOMPARE(one, change == QLatin1String("one micro-batch"));
    QCOMPARE(cliText.contains(QStringLiteral(", 1 micro-batch per pipeline,")), one);
    QCOMPARE(cliText.contains(QStringLiteral(", 1 micro-batch, idle ")), one);
    QVERIFY(!cliText.contains(QStringLiteral(" 1 micro-batches")));
}

void TestCoreText::reportViewInChinese()
{
    ScenarioDocument doc;
    doc.replace(guisupport::defaultScenario(), QStringLiteral("default"));
    doc.flushEstimate();
    Chinese zh;
    QVERIFY(zh.loaded());
    const QString text = reportViewText(doc);
    const QString english = QString::fromStdString(formatReportText(doc.scenario(), doc.report()));
    QCOMPARE(text.count(QLatin1Char('\n')), english.count(QLatin1Char('\n'))); // line for line
    const QStringList lines = text.split(QLatin1Char('\n'));
    const QStringList englishLines = english.split(QLatin1Char('\n'));
    int translatedLines = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i] == englishLines[i])
            continue;
        QVERIFY2(hasChinese(lines[i]), qPrintable(lines[i]));
        ++translatedLines;
    }
    QVERIFY2(translatedLines >= 12, qPrintable(text));
    // The numbers are the same: the peak in GiB and the model's name.
    QVERIFY(text.contains(QString::fromStdString(formatGiB(doc.report().memory.peakBytes))));
    QVERIFY(text.contains(QString::fromStdString(doc.scenario().model.name)));
}

void TestCoreText::reportViewDiagnosticsInChinese_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("code");
    QTest::newRow("cluster.gpus_idle") << "half the data parallelism" << "cluster.gpus_idle";
    QTest::newRow("batch.not_divisible") << "global batch 513" << "batch.not_divisible";
    QTest::newRow("zero.offload_without_zero") << "offload without ZeRO" << "zero.offload_without_zero";
    QTest::newRow("moe.ep_on_dense_model") << "EP on a dense model" << "moe.ep_on_dense_model";
    QTest::newRow("parallel.sp_without_tp") << "TP 1 with SP" << "parallel.sp_without_tp";
    QTest::newRow("memory.over_capacity") << "TP 1 with SP" << "memory.over_capacity";
    QTest::newRow("cp.without_flash_attention") << "CP without flash attention" << "cp.without_flash_attention";
}

void TestCoreText::reportViewDiagnosticsInChinese()
{
    // Under the zh_CN catalogue the Report view's line of a diagnostic is the Warnings panel's
    // Chinese text with the rule's numbers, and neither the rule's English message nor its fix.
    QFETCH(QString, change);
    QFETCH(QString, code);
    ScenarioDocument doc;
    doc.replace(diagnosticCase(change), QStringLiteral("case"));
    doc.flushEstimate();
    const Diagnostic* d = findDiagnostic(doc.report(), code);
    QVERIFY2(d, qPrintable(QString::fromStdString(formatReportText(doc.scenario(), doc.report()))));
    Chinese zh;
    QVERIFY(zh.loaded());
    const QString text = reportViewText(doc);
    const DiagnosticText chinese = diagnosticText(*d);
    QVERIFY2(hasChinese(chinese.explanation), qPrintable(chinese.explanation));
    QVERIFY2(!text.contains(QString::fromStdString(d->message)), qPrintable(text));
    if (!d->fix.empty())
        QVERIFY2(!text.contains(QString::fromStdString(d->fix)), qPrintable(text));
    const QString line = code + QStringLiteral(": ") + chinese.explanation;
    QVERIFY2(text.contains(line), qPrintable(text));
    if (!chinese.fix.isEmpty())
        QVERIFY2(hasChinese(chinese.fix) && text.contains(chinese.fix), qPrintable(text));
}

void TestCoreText::unreadableFileMessages_data()
{
    QTest::addColumn<QString>("file");    // "directory" or "too large"
    QTest::addColumn<bool>("asModel");    // Import Model instead of Open
    QTest::addColumn<QString>("english"); // the CLI's message, after the file name
    const QString large = QStringLiteral("larger than 16 MiB, the most ShardScope reads from one file");
    QTest::newRow("open a directory") << "directory" << false << "is a directory, not a file";
    QTest::newRow("import a directory") << "directory" << true << "is a directory, not a file";
    QTest::newRow("open a file over 16 MiB") << "too large" << false << large;
    QTest::newRow("import a file over 16 MiB") << "too large" << true << large;
}

void TestCoreText::unreadableFileMessages()
{
    // Why a file cannot be read at all, as the Open and Import dialogs show it: the CLI's
    // English, and Chinese under the zh_CN catalogue.
    QFETCH(QString, file);
    QFETCH(bool, asModel);
    QFETCH(QString, english);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.path();
    if (file == QLatin1String("too large")) {
        path = dir.filePath(QStringLiteral("huge.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(kMaxInputBytes) + 1));
    }
    const auto error = [&] {
        ScenarioDocument doc;
        QString message;
        const bool done = asModel ? doc.importHuggingFace(path, &message) : doc.load(path, &message);
        return done ? QString() : message;
    };
    QCOMPARE(error(), english);
    Chinese zh;
    QVERIFY(zh.loaded());
    const QString chinese = error();
    QVERIFY2(hasChinese(chinese), qPrintable(chinese));
    QVERIFY2(!chinese.contains(english), qPrintable(chinese));
    if (file == QLatin1String("too large"))
        QVERIFY2(chinese.contains(QStringLiteral("16 MiB")), qPrintable(chinese));
}

void TestCoreText::knobDescriptions_data()
{
    QTest::addColumn<int>("recompute");
    QTest::addColumn<bool>("dpOverlap");
    QTest::addColumn<bool>("tpOverlap");
    QTest::newRow("selective") << int(Recompute::Selective) << true << false;
    QTest::newRow("full, DP not overlapped") << int(Recompute::Full) << false << false;
    QTest::newRow("none, TP overlap") << int(Recompute::None) << true << true;
}

void TestCoreText::knobDescriptions()
{
    QFETCH(int, recompute);
    QFETCH(bool, dpOverlap);
    QFETCH(bool, tpOverlap);
    SearchKnobs k;
    k.tp = 8;
    k.pp = 4;
    k.dp = 16;
    k.schedule = PipelineSchedule::Interleaved1F1B;
    k.virtualStages = 5;
    k.zeroStage = 1;
    k.microBatch = 2;
    k.recompute = Recompute(recompute);
    k.sequenceParallel = true;
    k.overlapDataParallel = dpOverlap;
    k.overlapTensorParallel = tpOverlap;
    QCOMPARE(translated(knobsText(k)), QString::fromStdString(describeKnobs(k)));
    Chinese zh;
    QVERIFY(zh.loaded());
    const QString text = translated(knobsText(k));
    QVERIFY2(hasChinese(text), qPrintable(text));
    QVERIFY2(text.startsWith(QStringLiteral("TP 8 · PP 4 · DP 16 · CP 1 · EP 1, interleaved-1f1b v5")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("ZeRO 1")), qPrintable(text));
}

void TestCoreText::decisionTreeNotes()
{
    // Cases whose start differs from the article's table, so the core writes notes.
    int notes = 0;
    for (const auto& [model, nodes] : std::vector<std::pair<const char*, int>>{
             {"llama-2-13b", 4}, {"llama-3-70b", 8}, {"gpt-3-175b", 64}, {"mixtral-8x22b", 128}, {"llama-2-7b", 1}}) {
        ScenarioDocument doc;
        doc.replace(caseScenario(model, nodes), QStringLiteral("case"));
        DecisionTreeView view(&doc);
        const DecisionResult& d = view.decision();
        const QString english = view.reachedLeafToolTip();
        for (const TranslatableText& note : d.notes)
            QVERIFY2(english.contains(QString::fromStdString(note.english())), qPrintable(english));
        QVERIFY(english.contains(QString::fromStdString(d.articleConfig.english())));
        Chinese zh;
        QVERIFY(zh.loaded());
        const QString chinese = view.reachedLeafToolTip();
        QVERIFY2(hasChinese(chinese), qPrintable(chinese));
        for (const QString& line : chinese.split(QLatin1Char('\n')))
            QVERIFY2(hasChinese(line), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(model), line)));
        notes += int(d.notes.size());
    }
    QVERIFY2(notes >= 2, "no case wrote a note");
}

void TestCoreText::exportDialogNotes_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<QString>("number"); // shown as it is in both languages
    QTest::newRow("DeepSpeed refuses CP") << "deepspeed" << 0 << "MDS-cp" << true << QString();
    QTest::newRow("Megatron-LM refuses the batch (MLM-16)") << "megatron" << 1 << "MLM-16" << true << "513";
    QTest::newRow("DeepSpeed refuses the batch (DS-1)") << "deepspeed" << 1 << "DS-1" << true << "513";
    QTest::newRow("torchtitan refuses the batch (TT-7)") << "torchtitan" << 1 << "TT-7" << true << "513";
    QTest::newRow("DeepSpeed drops interleaving") << "deepspeed" << 2 << "MDS-5" << false << QString();
    QTest::newRow("torchtitan exports ZB-H1 as 1F1B") << "torchtitan" << 3 << "TT-13" << false << QString();
}

void TestCoreText::exportDialogNotes()
{
    QFETCH(QString, target);
    QFETCH(int, change);
    QFETCH(QString, rule);
    QFETCH(bool, refused);
    QFETCH(QString, number);
    ScenarioDocument doc;
    doc.replace(exportCase(change), QStringLiteral("case"));
    doc.flushEstimate();
    const ExportResult r = exportScenario(doc.scenario(), doc.report(), target.toStdString());
    QCOMPARE(!r.ok, refused);
    std::string english;
    if (refused) {
        QCOMPARE(QString::fromStdString(r.refusalRule), rule);
        english = r.refusal;
    } else {
        for (const ExportAdaptation& a : r.adaptations)
            if (a.rule == rule.toStdString())
                english = a.text;
    }
    QVERIFY2(!english.empty(), qPrintable(rule));
    const QString englishHtml = QString::fromStdString(english).toHtmlEscaped();
    {
        ExportDialog dialog(&doc);
        dialog.show();
        dialog.selectTarget(target);
        QVERIFY2(dialog.notesText().contains(englishHtml), qPrintable(dialog.notesText())); // the CLI's English
    }
    Chinese zh;
    QVERIFY(zh.loaded());
    ExportDialog dialog(&doc);
    dialog.show();
    dialog.selectTarget(target);
    const QString notes = dialog.notesText();
    QVERIFY2(!notes.contains(englishHtml), qPrintable(notes));
    QVERIFY2(notes.contains(rule), qPrintable(notes));
    if (!number.isEmpty())
        QVERIFY2(notes.contains(number), qPrintable(notes));
    // The sentence itself is Chinese, in the notes and (refused) in the Refused tab and the error.
    const QString sentence = refused ? translated(r.refusalText) : QString();
    for (const ExportAdaptation& a : r.adaptations)
        if (!refused && a.rule == rule.toStdString())
            QVERIFY2(hasChinese(translated(a.message)) && notes.contains(translated(a.message).toHtmlEscaped()),
                     qPrintable(notes));
    if (refused) {
        QVERIFY2(hasChinese(sentence) && notes.contains(sentence.toHtmlEscaped()), qPrintable(notes));
        QString error;
        QVERIFY(!dialog.saveTo(QDir::tempPath() + QStringLiteral("/shardscope-never-written"), &error));
        QCOMPARE(error, sentence);
    }
}

void TestCoreText::everyExportTextIsTranslated()
{
    // Every refusal, adaptation and note the exporters write for these cases, on every target:
    // English as the CLI prints it, Chinese (not the English) under the zh_CN catalogue.
    Chinese zh;
    QVERIFY(zh.loaded());
    int texts = 0;
    for (int change = 0; change <= 4; ++change) {
        ScenarioDocument doc;
        doc.replace(exportCase(change), QStringLiteral("case"));
        doc.flushEstimate();
        for (const ExportTarget& t : exportTargets()) {
            const ExportResult r = exportScenario(doc.scenario(), doc.report(), t.id);
            std::vector<std::pair<const TranslatableText*, std::string>> all;
            if (!r.ok)
                all.push_back({&r.refusalText, r.refusal});
            for (const ExportAdaptation& a : r.adaptations)
                all.push_back({&a.message, a.text});
            for (const auto& [text, english] : all) {
                QCOMPARE(QString::fromStdString(text->english()), QString::fromStdString(english));
                const QString chinese = translated(*text);
                QVERIFY2(hasChinese(chinese) && chinese != QString::fromStdString(english),
                         qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(t.id), chinese)));
                ++texts;
            }
        }
    }
    QVERIFY2(texts >= 20, qPrintable(QString::number(texts)));
    for (const ExportTarget& t : exportTargets())
        QVERIFY(hasChinese(QCoreApplication::translate(kExportTextContext, t.description.c_str())));
}

void TestCoreText::startingPlanSentences_data()
{
    QTest::addColumn<int>("standing");
    QTest::addColumn<QString>("english");
    using S = StartStanding;
    QTest::newRow("searched") << int(S::Searched) << QStringLiteral("Your plan ranks #1,204 of the 91,392 that fit: 45,610 tokens/s, \u221253.5 % against the best.");
    QTest::newRow("other GPU count") << int(S::OtherGpuCount) << QStringLiteral("Your plan: 45,610 tokens/s, \u221253.5 % against the best ranked plan; it uses 32 GPUs, the search 64.");
    QTest::newRow("refused") << int(S::Refused) << QStringLiteral("Your plan: 45,610 tokens/s, \u221253.5 % against the best ranked plan; not ranked: the rule tp.heads refuses it.");
    QTest::newRow("does not fit") << int(S::DoesNotFit) << QStringLiteral("Your plan: 45,610 tokens/s, \u221253.5 % against the best ranked plan; not ranked: it does not fit in memory.");
    QTest::newRow("no launcher") << int(S::NoLauncher) << QStringLiteral("Your plan: 45,610 tokens/s, \u221253.5 % against the best ranked plan, where it would rank #1,204; not ranked: no launcher asked for runs it as planned, and the search ranks only plans one of them runs (Export says what each would change).");
    for (S st : {S::OutsideSpace, S::OtherSettings})
        QTest::newRow(std::string(startStandingName(st)).c_str()) << int(st) << QString();
}

void TestCoreText::startingPlanSentences()
{
    // The search's sentence on the open plan: the CLI's English, Chinese under the zh_CN
    // catalogue with the same figures.
    QFETCH(int, standing);
    QFETCH(QString, english);
    SearchResult r;
    r.gpus = 64;
    r.counts.timed = 91392;
    RankedConfiguration best;
    best.tokensPerS = 98110;
    r.top.push_back(best);
    r.start.gpus = standing == int(StartStanding::OtherGpuCount) ? 32 : 64;
    r.start.tokensPerS = 45610;
    r.start.standing = StartStanding(standing);
    r.start.rank = 1204;
    r.start.refusedBy = "tp.heads";
    const QString cli = QString::fromStdString(startingPlanText(r).english());
    if (!english.isEmpty())
        QCOMPARE(cli, english);
    QVERIFY(cli.startsWith(QStringLiteral("Your plan")));
    QVERIFY(translated(startingPlanText(r)) == cli);
    Chinese zh;
    QVERIFY(zh.loaded());
    const QString chinese = translated(startingPlanText(r));
    QVERIFY2(hasChinese(chinese) && !chinese.contains(QStringLiteral("plan")), qPrintable(chinese));
    QVERIFY2(chinese.contains(QStringLiteral("45,610")), qPrintable(chinese));
    qInfo("%s", qPrintable(chinese));
}

QTEST_MAIN(TestCoreText)
#include "tst_core_text.moc"
