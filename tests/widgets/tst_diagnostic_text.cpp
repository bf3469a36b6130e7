// The Warnings panel's text of a diagnostic: made from the rule's own parameters (a limit the
// rule passes shows up in the text), from the diagnostics table for every code, and in
// Chinese for every row of the table.

#include "translationsupport.h"
#include "widgets/support/diagnostictext.h"

#include "core/rules/diagnostictable.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace shardscope;
using namespace shardscope::ui;

using namespace translationsupport;

namespace {

Diagnostic commShare(double share, double limit)
{
    Diagnostic d;
    d.code = "comm.share_high";
    d.severity = Severity::Warning;
    d.params = {{"share", share}, {"limit", limit}, {"dimension", std::string("tp")}, {"dimension_share", 0.5 * share}};
    return d;
}

/** A diagnostic of `row` with a made-up value of the right kind for each parameter. */
Diagnostic sample(const DiagnosticRow& row)
{
    Diagnostic d;
    d.code = row.key;
    d.severity = row.severity;
    double value = 3;
    for (const DiagnosticParam& p : row.params) {
        switch (p.unit) {
        case ParamUnit::Count: d.params[p.name] = value++; break;
        case ParamUnit::Bytes: d.params[p.name] = value++ * 1024.0 * 1024 * 1024; break;
        case ParamUnit::Fraction: d.params[p.name] = 0.01 * value++; break;
        case ParamUnit::Factor: d.params[p.name] = 1.25 + value++; break;
        case ParamUnit::Word: d.params[p.name] = std::string("zb-v"); break;
        case ParamUnit::Dimension: d.params[p.name] = std::string("ep"); break;
        case ParamUnit::MemoryPart: d.params[p.name] = std::string("activations"); break;
        }
    }
    return d;
}


} // namespace

class TestDiagnosticText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void commLimitComesFromTheRule_data();
    void commLimitComesFromTheRule();
    void bubbleLimitComesFromTheRule_data();
    void bubbleLimitComesFromTheRule();
    void everyRowHasItsText_data();
    void everyRowHasItsText();
    void everyRowInChinese_data() { everyRowHasItsText_data(); }
    void everyRowInChinese();
    void aClosestFixSaysItIsNotEnough();
    void unknownCodeShowsTheMessage();
};

void TestDiagnosticText::commLimitComesFromTheRule_data()
{
    QTest::addColumn<double>("limit");
    QTest::addColumn<QString>("shown");
    QTest::newRow("article's 30 %") << 0.30 << QStringLiteral("30 %");
    QTest::newRow("25 %") << 0.25 << QStringLiteral("25 %");
    QTest::newRow("40 %") << 0.40 << QStringLiteral("40 %");
}

void TestDiagnosticText::commLimitComesFromTheRule()
{
    QFETCH(double, limit);
    QFETCH(QString, shown);
    const DiagnosticText t = diagnosticText(commShare(0.5, limit));
    QVERIFY2(t.title.contains(shown), qPrintable(t.title));
    QVERIFY2(t.explanation.contains(QStringLiteral("Above ") + shown), qPrintable(t.explanation));
    QVERIFY2(t.explanation.contains(QStringLiteral("50 %")), qPrintable(t.explanation)); // the share itself
}

void TestDiagnosticText::bubbleLimitComesFromTheRule_data()
{
    QTest::addColumn<double>("limit");
    QTest::addColumn<QString>("shown");
    QTest::newRow("20 %") << 0.20 << QStringLiteral("20 %");
    QTest::newRow("10 %") << 0.10 << QStringLiteral("10 %");
}

void TestDiagnosticText::bubbleLimitComesFromTheRule()
{
    QFETCH(double, limit);
    QFETCH(QString, shown);
    Diagnostic d;
    d.code = "pipeline.bubble_high";
    d.params = {{"bubble_fraction", 0.35}, {"microbatches", 8.0}, {"pp", 8.0}, {"needed_microbatches", 29.0}, {"limit", limit}};
    const QString text = diagnosticText(d).explanation;
    QCOMPARE(text, QStringLiteral("The pipeline is idle 35 % of the schedule over 8 stages at a micro-batch count of 8; "
                                  "a count of 29 or more brings it under ") + shown + QLatin1Char('.'));
}

void TestDiagnosticText::everyRowHasItsText_data()
{
    QTest::addColumn<int>("row");
    for (size_t i = 0; i < diagnosticTable().size(); ++i)
        QTest::newRow(diagnosticTable()[i].key) << int(i);
}

void TestDiagnosticText::everyRowHasItsText()
{
    // Every code the rules raise gets the table's text with its parameters filled in, never
    // the fallback (the code and the CLI's message) and never an unfilled placeholder.
    QFETCH(int, row);
    const DiagnosticRow& r = diagnosticTable()[size_t(row)];
    Diagnostic d = sample(r);
    d.message = "the CLI's message";
    const DiagnosticText t = diagnosticText(d);
    QVERIFY(t.title != QLatin1String(r.key));
    QVERIFY(t.explanation != QLatin1String("the CLI's message"));
    static const QRegularExpression placeholder(QStringLiteral("%\\d"));
    QVERIFY2(!t.title.contains(placeholder), qPrintable(t.title));
    QVERIFY2(!t.explanation.contains(placeholder), qPrintable(t.explanation));
    if (!r.params.empty() && QString::fromUtf8(r.explanation).contains(QLatin1Char('%')))
        QVERIFY2(t.explanation != QString::fromUtf8(r.explanation), "parameters not filled in");
}

void TestDiagnosticText::everyRowInChinese()
{
    QFETCH(int, row);
    QTranslator zh;
    QVERIFY2(zh.load(QStringLiteral("shardscope_zh_CN"), QStringLiteral(SHARDSCOPE_QM_DIR)), SHARDSCOPE_QM_DIR);
    QCoreApplication::installTranslator(&zh);
    const DiagnosticRow& r = diagnosticTable()[size_t(row)];
    const DiagnosticText t = diagnosticText(sample(r));
    QCoreApplication::removeTranslator(&zh);
    QVERIFY2(hasChinese(t.title), qPrintable(QStringLiteral("%1: no Chinese title: %2").arg(QLatin1String(r.key), t.title)));
    QVERIFY2(hasChinese(t.explanation), qPrintable(QStringLiteral("%1: no Chinese text: %2").arg(QLatin1String(r.key), t.explanation)));
}

void TestDiagnosticText::unknownCodeShowsTheMessage()
{
    Diagnostic d;
    d.code = "comm.share_hihg";
    d.message = "exposed communication takes 50 % of the step";
    const DiagnosticText t = diagnosticText(d);
    QCOMPARE(t.title, QStringLiteral("comm.share_hihg"));
    QCOMPARE(t.explanation, QString::fromStdString(d.message));
}

void TestDiagnosticText::aClosestFixSaysItIsNotEnough()
{
    // Issue 16: one GPU out of memory got no fix; now it gets the closest plan, and the card
    // must not read as if applying it made the plan fit.
    Diagnostic d;
    d.code = "memory.over_capacity";
    d.severity = Severity::Error;
    d.params = {{"stage", 0.0}, {"needed_bytes", 1.5e12}, {"over_bytes", 1.4e12}, {"capacity_bytes", 8.55e10},
                {"largest_part", std::string("optimizer")}, {"largest_part_bytes", 8.4e11}};
    d.changes = {{"training.recompute", std::string("full")}};
    QVERIFY(!diagnosticText(d).fix.contains(QStringLiteral("closest")));
    d.fixResolves = false;
    QVERIFY2(diagnosticText(d).fix.endsWith(QStringLiteral("(the closest: it still does not fit)")), qPrintable(diagnosticText(d).fix));
}

QTEST_MAIN(TestDiagnosticText)
#include "tst_diagnostic_text.moc"
