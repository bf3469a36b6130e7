// The diagnostics table: one row per code in the enum's order, templates that only use the
// row's own parameters, and docs/diagnostics.md listing every code with its severity and
// parameters; the positional placeholders the table's and the core's templates use.

#include "core/model/fields.h"
#include "core/rules/diagnostictable.h"
#include "core/text/translatable.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <set>

using namespace shardscope;

namespace {

/** The highest %N a template uses (0 if none). */
int highestPlaceholder(const char* source)
{
    int highest = 0;
    static const QRegularExpression re(QStringLiteral("%(\\d+)"));
    for (auto it = re.globalMatch(QString::fromUtf8(source)); it.hasNext();)
        highest = std::max(highest, it.next().captured(1).toInt());
    return highest;
}

QString severityColumn(const DiagnosticRow& row)
{
    if (row.severity == row.worst)
        return QLatin1String(severityName(row.severity));
    return QLatin1String(severityName(row.severity)) + QStringLiteral(" / ") + QLatin1String(severityName(row.worst));
}

} // namespace

class TestDiagnosticTable : public QObject
{
    Q_OBJECT
private slots:
    void rowsInCodeOrder();
    void templatesUseTheRowsParameters_data();
    void templatesUseTheRowsParameters();
    void docsListEveryCode();
    void placeholdersArePositional_data();
    void placeholdersArePositional();
    void settingsAreScenarioFields_data();
    void settingsAreScenarioFields();
};

void TestDiagnosticTable::rowsInCodeOrder()
{
    const auto& table = diagnosticTable();
    QCOMPARE(table.size(), size_t(DiagnosticCode::ZeroZero3AtScale) + 1);
    QSet<QString> keys;
    for (size_t i = 0; i < table.size(); ++i) {
        QCOMPARE(size_t(table[i].code), i);
        QCOMPARE(&diagnosticRow(table[i].code), &table[i]);
        QCOMPARE(findDiagnosticRow(table[i].key), &table[i]);
        QVERIFY2(!keys.contains(QLatin1String(table[i].key)), table[i].key);
        keys.insert(QLatin1String(table[i].key));
        QVERIFY(int(table[i].severity) <= int(table[i].worst));
        QVERIFY2(!table[i].fields.empty(), table[i].key);
    }
    QVERIFY(findDiagnosticRow("comm.share_hihg") == nullptr); // a mistyped code is not a row
}

void TestDiagnosticTable::templatesUseTheRowsParameters_data()
{
    QTest::addColumn<int>("row");
    for (size_t i = 0; i < diagnosticTable().size(); ++i)
        QTest::newRow(diagnosticTable()[i].key) << int(i);
}

void TestDiagnosticTable::templatesUseTheRowsParameters()
{
    QFETCH(int, row);
    const DiagnosticRow& r = diagnosticTable()[size_t(row)];
    QVERIFY(r.title && *r.title);
    QVERIFY(r.explanation && *r.explanation);
    QVERIFY2(highestPlaceholder(r.title) <= int(r.params.size()), r.title);
    QVERIFY2(highestPlaceholder(r.explanation) <= int(r.params.size()), r.explanation);
    QSet<QString> names;
    for (const DiagnosticParam& p : r.params) {
        QVERIFY2(!names.contains(QLatin1String(p.name)), p.name);
        names.insert(QLatin1String(p.name));
    }
}

void TestDiagnosticTable::docsListEveryCode()
{
    QFile file(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/docs/diagnostics.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString docs = QString::fromUtf8(file.readAll());
    // | `code` | severity | when | `param` (unit), ... |
    static const QRegularExpression line(QStringLiteral("^\\| `([a-z0-9_.]+)` \\| ([a-z /]+) \\| .* \\| ([^|]*) \\|$"),
                                         QRegularExpression::MultilineOption);
    static const QRegularExpression quoted(QStringLiteral("`(\\w+)`"));
    QMap<QString, QString> listed;
    QMap<QString, QStringList> params;
    for (auto it = line.globalMatch(docs); it.hasNext();) {
        const auto m = it.next();
        listed.insert(m.captured(1), m.captured(2).trimmed());
        QStringList names;
        for (auto q = quoted.globalMatch(m.captured(3)); q.hasNext();)
            names << q.next().captured(1);
        params.insert(m.captured(1), names);
    }
    for (const DiagnosticRow& row : diagnosticTable()) {
        const QString key = QLatin1String(row.key);
        QVERIFY2(listed.contains(key), qPrintable(QStringLiteral("docs/diagnostics.md does not list %1").arg(key)));
        QCOMPARE(listed.value(key), severityColumn(row));
        QStringList names;
        for (const DiagnosticParam& p : row.params)
            names << QLatin1String(p.name);
        QCOMPARE(params.value(key), names);
    }
    for (const QString& key : listed.keys())
        QVERIFY2(findDiagnosticRow(key.toStdString()), qPrintable(QStringLiteral("docs/diagnostics.md lists %1, which no rule raises").arg(key)));
}

void TestDiagnosticTable::placeholdersArePositional_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("filled");
    QTest::newRow("in order") << "%1 of %2" << "a of b";
    QTest::newRow("reordered") << "%2 before %1" << "b before a";
    QTest::newRow("one left out") << "only %2" << "only b";
    QTest::newRow("no value") << "%1 and %4" << "a and %4";
    QTest::newRow("percent sign") << "above %1 %" << "above a %";
    QTest::newRow("a value with a placeholder is not filled again") << "%3 %1" << "%1 a";
}

void TestDiagnosticTable::placeholdersArePositional()
{
    QFETCH(QString, source);
    QFETCH(QString, filled);
    QCOMPARE(QString::fromStdString(fillPlaceholders(source.toStdString(), {"a", "b", "%1"})), filled);
}

void TestDiagnosticTable::settingsAreScenarioFields_data()
{
    QTest::addColumn<int>("row");
    for (size_t i = 0; i < diagnosticTable().size(); ++i)
        QTest::newRow(diagnosticTable()[i].key) << int(i);
}

void TestDiagnosticTable::settingsAreScenarioFields()
{
    // The settings a diagnostic marks and the ones its fix changes are FieldIds, so a name that
    // is not a field of the scenario registry does not compile. What the type leaves open: a
    // value outside the enumeration (a cast), a setting listed twice, and the paths a report
    // carries being other than the fields' own.
    QFETCH(int, row);
    const DiagnosticRow& r = diagnosticTable()[size_t(row)];
    for (const std::vector<FieldId>* list : {&r.fields, &r.fixChanges}) {
        std::set<FieldId> seen;
        for (FieldId f : *list) {
            QVERIFY2(size_t(f) < kFieldCount, qPrintable(QStringLiteral("field %1 is not in the registry").arg(int(f))));
            QVERIFY2(seen.insert(f).second, qPrintable(QStringLiteral("%1 listed twice").arg(fieldInfo(f).path.data())));
            QCOMPARE(fieldByPath(fieldInfo(f).path), std::optional<FieldId>(f));
        }
    }
    const std::vector<std::string> paths = r.fieldPaths();
    QCOMPARE(paths.size(), r.fields.size());
    for (size_t i = 0; i < paths.size(); ++i)
        QCOMPARE(QString::fromStdString(paths[i]), QString::fromUtf8(fieldInfo(r.fields[i]).path.data(), qsizetype(fieldInfo(r.fields[i]).path.size())));
}

QTEST_APPLESS_MAIN(TestDiagnosticTable)
#include "tst_diagnostictable.moc"
