// Issue 17 item 1 (the plain table): `scenario,step_time_s,peak_memory_GiB`, every problem
// named by its line and column, never a silent default.

#include "core/io/inputerror.h"
#include "core/io/runtable.h"

#include <QTest>

using namespace shardscope;

class TestRunTable : public QObject
{
    Q_OBJECT
private slots:
    void readsWhatSpreadsheetsWrite();
    void refusesWithTheLine_data();
    void refusesWithTheLine();
};

void TestRunTable::readsWhatSpreadsheetsWrite()
{
    // CRLF, a comment, a blank line, spaces around fields, a quoted path with a comma and a
    // doubled quote, an empty memory cell.
    const std::vector<TableRun> runs = parseRunTable("scenario, step_time_s ,peak_memory_GiB\r\n"
                                                     "# measured on our cluster\r\n"
                                                     "\r\n"
                                                     "runs/a.json, 9.4 ,44.1\r\n"
                                                     "\"runs/b, \"\"big\"\".json\",21,\r\n");
    QCOMPARE(int(runs.size()), 2);
    QCOMPARE(runs[0].line, 4);
    QCOMPARE(QString::fromStdString(runs[0].scenarioPath), QStringLiteral("runs/a.json"));
    QCOMPARE(runs[0].stepTimeS, 9.4);
    QVERIFY(runs[0].peakMemoryGiB && *runs[0].peakMemoryGiB == 44.1);
    QCOMPARE(runs[1].line, 5);
    QCOMPARE(QString::fromStdString(runs[1].scenarioPath), QStringLiteral("runs/b, \"big\".json"));
    QCOMPARE(runs[1].stepTimeS, 21.0);
    QVERIFY(!runs[1].peakMemoryGiB);
}

void TestRunTable::refusesWithTheLine_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    const QString h = QStringLiteral("scenario,step_time_s,peak_memory_GiB\n");
    QTest::newRow("empty") << "" << "line 1" << "header";
    QTest::newRow("a Megatron log instead") << "iteration 10/100 | elapsed time per iteration (ms): 1200\n" << "line 1"
                                            << "header must be";
    QTest::newRow("columns swapped") << "step_time_s,scenario,peak_memory_GiB\na,1,\n" << "line 1" << "header must be";
    QTest::newRow("header only") << h << "line" << "no run";
    QTest::newRow("two fields") << h + "a.json,1.5\n" << "line 2" << "has 2 fields";
    QTest::newRow("four fields") << h + "a.json,1.5,3,4\n" << "line 2" << "has 4 fields";
    QTest::newRow("no path") << h + ",1.5,\n" << "line 2, scenario" << "is empty";
    QTest::newRow("no time") << h + "a.json,,\n" << "line 2, step_time_s" << "is empty";
    QTest::newRow("zero time") << h + "a.json,0,\n" << "line 2, step_time_s" << "positive";
    QTest::newRow("negative time") << h + "a.json,-3,\n" << "line 2, step_time_s" << "positive";
    QTest::newRow("NaN") << h + "a.json,nan,\n" << "line 2, step_time_s" << "not a number";
    QTest::newRow("infinite") << h + "a.json,1e400,\n" << "line 2, step_time_s" << "not a number";
    QTest::newRow("units in the cell") << h + "a.json,9.4 s,\n" << "line 2, step_time_s" << "not a number";
    QTest::newRow("negative memory") << h + "a.json,9.4,-1\n" << "line 2, peak_memory_GiB" << "positive";
    QTest::newRow("unclosed quote") << h + "\"a.json,9.4,\n" << "line 2" << "not closed";
    QTest::newRow("third line wrong") << h + "a.json,9.4,\nb.json,x,\n" << "line 3, step_time_s" << "not a number";
    QTest::newRow("binary") << h + QStringLiteral("a.json,1,") + QChar(0) << "line 2" << "NUL";
}

void TestRunTable::refusesWithTheLine()
{
    QFETCH(QString, table);
    QFETCH(QString, where);
    QFETCH(QString, says);
    const QByteArray bytes = table.toUtf8();
    try {
        parseRunTable(std::string_view(bytes.constData(), size_t(bytes.size())));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.path()).startsWith(where), e.what());
        QVERIFY2(QString::fromStdString(e.message()).contains(says), e.what());
    }
}

QTEST_APPLESS_MAIN(TestRunTable)
#include "tst_runtable.moc"
