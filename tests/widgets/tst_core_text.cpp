// Core text the window shows goes through the catalogues: the Report view, the search's
// configuration descriptions and the decision tree's notes read the same in English as the
// CLI's text, and are Chinese under the zh_CN catalogue (numbers and names kept).

#include "guisupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/report/reporttextview.h"
#include "widgets/support/coretext.h"
#include "widgets/teaching/decisiontreeview.h"

#include "core/advice/decisiontree.h"
#include "core/search/searchtypes.h"
#include "core/text/reporttext.h"

#include <QTest>
#include <QTranslator>

using namespace shardscope;

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

QTEST_MAIN(TestCoreText)
#include "tst_core_text.moc"
