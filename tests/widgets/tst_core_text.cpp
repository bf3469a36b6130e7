// Core text the window shows goes through the catalogues: the Report view, the search's
// configuration descriptions, the decision tree's notes and the export dialog's refusals,
// adaptations and notes read the same in English as the CLI's text, and are Chinese under the
// zh_CN catalogue (numbers and names kept).

#include "guisupport.h"

#include "widgets/dialogs/exportdialog.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/report/reporttextview.h"
#include "widgets/support/coretext.h"
#include "widgets/teaching/decisiontreeview.h"

#include "core/advice/decisiontree.h"
#include "core/export/exporters.h"
#include "core/search/searchtypes.h"
#include "core/text/reporttext.h"

#include <QDir>
#include <QTest>
#include <QTranslator>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

/** The zh_CN catalogue installed for the lifetime of the object. */
class Chinese
{
public:
    Chinese()
    {
        m_loaded = m_zh.load(QStringLiteral("shardscope_zh_CN"), QStringLiteral(SHARDSCOPE_QM_DIR));
        QCoreApplication::installTranslator(&m_zh);
    }
    ~Chinese() { QCoreApplication::removeTranslator(&m_zh); }
    bool loaded() const { return m_loaded; }

private:
    QTranslator m_zh;
    bool m_loaded = false;
};

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
    case 3: // ZB-H1 and FP8, which several launchers adapt
        s.parallel.schedule = PipelineSchedule::ZeroBubbleH1;
        s.parallel.virtualStages = 1;
        s.training.precision = Precision::Fp8;
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
    void reportViewInEnglishIsTheCliText();
    void reportViewInChinese();
    void knobDescriptions_data();
    void knobDescriptions();
    void decisionTreeNotes();
    void exportDialogNotes_data();
    void exportDialogNotes();
    void everyExportTextIsTranslated();
};

void TestCoreText::reportViewInEnglishIsTheCliText()
{
    ScenarioDocument doc;
    doc.replace(guisupport::defaultScenario(), QStringLiteral("default"));
    doc.flushEstimate();
    QCOMPARE(reportViewText(doc), QString::fromStdString(formatReportText(doc.scenario(), doc.report())));
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

QTEST_MAIN(TestCoreText)
#include "tst_core_text.moc"
