// The window's editors against the scenario reader: every spin box takes exactly the range
// the reader accepts for its field (core/model/fieldlimits.h) and shows a unit where the
// field registry has one (core/model/fields.h), the search options the
// search's limits, and the window opens every absurd-but-valid scenario of the hostile suite.

#include "guisupport.h"

#include "core/model/fieldlimits.h"
#include "core/model/fields.h"
#include "core/search/searchtypes.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/panels/specform.h"

#include <nlohmann/json.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QSpinBox>
#include <QTest>

#include <map>
#include <memory>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

struct SpinRange
{
    double min = 0, max = 0;
    QString special;
};

SpinRange rangeOf(const QAbstractSpinBox* spin)
{
    if (const auto* d = qobject_cast<const QDoubleSpinBox*>(spin))
        return {d->minimum(), d->maximum(), d->specialValueText()};
    if (const auto* i = qobject_cast<const QSpinBox*>(spin))
        return {double(i->minimum()), double(i->maximum()), i->specialValueText()};
    return {};
}

nlohmann::json absurdManifest()
{
    QFile file(QStringLiteral(SHARDSCOPE_TEST_DATA "/bad/absurd-manifest.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return nlohmann::json::parse(file.readAll().toStdString());
}

} // namespace

class TestFieldRanges : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void cleanupTestCase() { m_window.reset(); }
    void spinBoxesTakeTheReadersRanges();
    void modelAndClusterRowsFollowTheRegistry_data();
    void modelAndClusterRowsFollowTheRegistry();
    void spinBoxesShowAUnitWhereTheFieldHasOne();
    void searchOptionsTakeTheSearchLimits();
    void opensEveryAbsurdScenario_data();
    void opensEveryAbsurdScenario();

private:
    std::unique_ptr<MainWindow> m_window; ///< one window for the rows of a data-driven test
};

void TestFieldRanges::spinBoxesTakeTheReadersRanges()
{
    MainWindow window(guisupport::windowOptions());
    std::map<QString, const QAbstractSpinBox*> byPath;
    for (const QAbstractSpinBox* spin : window.findChildren<QAbstractSpinBox*>()) {
        const QString path = spin->property("scenarioPath").toString();
        if (path.isEmpty())
            continue;
        QVERIFY2(!byPath.count(path), qPrintable(QStringLiteral("two editors for %1").arg(path)));
        byPath[path] = spin;
    }
    QStringList wrong;
    for (const FieldRange& field : scenarioFieldRanges()) {
        const QString path = QString::fromUtf8(field.path.data(), qsizetype(field.path.size()));
        if (path == QLatin1String("parallel.zero_stage"))
            continue; // a choice of four, not a spin box
        const auto it = byPath.find(path);
        if (it == byPath.end()) {
            wrong << QStringLiteral("%1: no spin box").arg(path);
            continue;
        }
        const SpinRange r = rangeOf(it->second);
        if (r.max != field.max)
            wrong << QStringLiteral("%1: the spin box goes up to %2, the reader to %3")
                         .arg(path).arg(r.max, 0, 'g', 12).arg(field.max, 0, 'g', 12);
        // Below the reader's minimum only as the "not set" value with a text of its own (head
        // size 0 = auto, expert TP 0 = TP): what the file then holds is null, not the number.
        const bool unset = r.min == field.min - 1 && !r.special.isEmpty();
        if (r.min != field.min && !unset)
            wrong << QStringLiteral("%1: the spin box starts at %2, the reader at %3")
                         .arg(path).arg(r.min, 0, 'g', 12).arg(field.min, 0, 'g', 12);
        byPath.erase(it);
    }
    for (const auto& [path, spin] : byPath)
        wrong << QStringLiteral("%1: a spin box without a range in fieldlimits.h").arg(path);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

void TestFieldRanges::modelAndClusterRowsFollowTheRegistry_data()
{
    QTest::addColumn<int>("field");
    for (const FieldInfo& f : allFields())
        if (f.group == FieldGroup::Model || f.group == FieldGroup::Cluster)
            QTest::newRow(std::string(f.path).c_str()) << int(f.id);
}

void TestFieldRanges::modelAndClusterRowsFollowTheRegistry()
{
    // Every model and cluster field of the registry has one editor in the window, built from
    // its row (SpecForm::addField): a spin box over exactly the field's range, a check box, or
    // a combo box of exactly its allowed values. A panel that narrows a range or lists its
    // own choices fails here.
    QFETCH(int, field);
    const FieldInfo& f = fieldInfo(FieldId(field));
    const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
    if (!m_window)
        m_window = std::make_unique<MainWindow>(guisupport::windowOptions());
    QList<QWidget*> editors;
    for (QWidget* w : m_window->findChildren<QWidget*>())
        if (w->property("scenarioPath").toString() == path)
            editors << w;
    QCOMPARE(editors.size(), 1);
    QWidget* editor = editors.front();
    QCOMPARE(editor->property("fieldId").toInt(), field);
    switch (f.kind) {
    case FieldKind::Integer:
    case FieldKind::Number: {
        const auto* spin = qobject_cast<const QDoubleSpinBox*>(editor);
        QVERIFY2(spin, "not a spin box");
        QCOMPARE(spin->maximum(), f.max);
        if (f.unsettable()) { // one below the minimum is "not set", shown as words
            QCOMPARE(spin->minimum(), f.min - 1);
            QVERIFY(!spin->specialValueText().isEmpty());
        } else {
            QCOMPARE(spin->minimum(), f.min);
        }
        if (f.kind == FieldKind::Integer)
            QCOMPARE(spin->decimals(), 0);
        break;
    }
    case FieldKind::Bool:
        QVERIFY2(qobject_cast<const QCheckBox*>(editor), "not a check box");
        break;
    case FieldKind::Enum: {
        const auto* combo = qobject_cast<const QComboBox*>(editor);
        QVERIFY2(combo, "not a combo box");
        QStringList shown, allowed;
        for (int i = 0; i < combo->count(); ++i)
            shown << combo->itemData(i).toString();
        for (std::string_view name : f.choices())
            allowed << QString::fromUtf8(name.data(), qsizetype(name.size()));
        shown.sort();
        allowed.sort();
        QCOMPARE(shown, allowed);
        break;
    }
    }
}

void TestFieldRanges::spinBoxesShowAUnitWhereTheFieldHasOne()
{
    // The registry's unit (core/model/fields.h) against the editors' suffixes, in any language:
    // a field counted in GiB, tokens or µs shows its unit, a count or a ratio shows none.
    MainWindow window(guisupport::windowOptions());
    QStringList wrong;
    int checked = 0;
    for (const QAbstractSpinBox* spin : window.findChildren<QAbstractSpinBox*>()) {
        const std::optional<FieldId> id = fieldByPath(spin->property("scenarioPath").toString().toStdString());
        if (!id)
            continue;
        const auto* d = qobject_cast<const QDoubleSpinBox*>(spin);
        const auto* i = qobject_cast<const QSpinBox*>(spin);
        const QString suffix = (d ? d->suffix() : i ? i->suffix() : QString()).trimmed();
        const std::string_view unit = fieldInfo(*id).unit;
        if (suffix.isEmpty() != unit.empty())
            wrong << QStringLiteral("%1: unit \"%2\", suffix \"%3\"")
                         .arg(spin->property("scenarioPath").toString(), QString::fromUtf8(unit.data(), qsizetype(unit.size())), suffix);
        ++checked;
    }
    QVERIFY(checked >= 40);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
    // Every unit of the registry has its translated text in the forms' one table, and an
    // editor shows exactly that text.
    for (const FieldInfo& f : allFields()) {
        if (f.unit.empty())
            continue;
        const std::optional<QString> text = SpecForm::unitText(f.unit);
        QVERIFY2(text, qPrintable(QStringLiteral("%1: unit \"%2\" has no text in SpecForm::unitText()")
                                      .arg(f.path.data(), QString::fromUtf8(f.unit.data(), qsizetype(f.unit.size())))));
        const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
        for (const QAbstractSpinBox* spin : window.findChildren<QAbstractSpinBox*>())
            if (spin->property("scenarioPath").toString() == path)
                if (const auto* d = qobject_cast<const QDoubleSpinBox*>(spin))
                    // A count of one layer reads in the singular (SpecForm::addIntCommand).
                    QCOMPARE(d->suffix(), QStringLiteral(" ") + (f.unit == "layers" && d->value() == 1
                                                                     ? SpecForm::tr("layer")
                                                                     : *text));
    }
    QVERIFY(!SpecForm::unitText("furlongs"));
}

void TestFieldRanges::searchOptionsTakeTheSearchLimits()
{
    MainWindow window(guisupport::windowOptions());
    const auto* gpus = window.findChild<QSpinBox*>(QStringLiteral("searchGpus"));
    const auto* top = window.findChild<QSpinBox*>(QStringLiteral("searchTop"));
    const auto* microBatch = window.findChild<QSpinBox*>(QStringLiteral("searchMaxMicroBatch"));
    QVERIFY(gpus && top && microBatch);
    QCOMPARE(gpus->minimum(), 0); // the whole cluster
    QCOMPARE(int64_t(gpus->maximum()), kMaxSearchGpus);
    QCOMPARE(int64_t(gpus->maximum()), limits::kMaxWorld);
    QCOMPARE(top->maximum(), kMaxSearchTop);
    QCOMPARE(microBatch->maximum(), kMaxSearchMicroBatch);
}

void TestFieldRanges::opensEveryAbsurdScenario_data()
{
    QTest::addColumn<QString>("file");
    const nlohmann::json manifest = absurdManifest();
    QVERIFY(manifest["cases"].size() >= 30);
    for (const auto& c : manifest["cases"]) {
        const std::string name = c["file"].get<std::string>();
        QTest::newRow(name.c_str()) << QStringLiteral(SHARDSCOPE_TEST_DATA "/bad/") + QString::fromStdString(name);
    }
}

void TestFieldRanges::opensEveryAbsurdScenario()
{
    // Opening estimates once and draws every chart, the topology and the report; before the
    // simulator's budget was a hard bound, pp 16384 ended in std::bad_alloc (SIGABRT).
    QFETCH(QString, file);
    MainWindow window(guisupport::windowOptions());
    window.resize(1600, 1000);
    window.show();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(window.openScenario(file));
    window.renderNow();
    QVERIFY(!window.grab().isNull());
    QCOMPARE(window.document()->fileName(), file);
    QVERIFY(!window.document()->isModified());
#ifndef SHARDSCOPE_SANITIZED
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
#endif
}

QTEST_MAIN(TestFieldRanges)
#include "tst_field_ranges.moc"
