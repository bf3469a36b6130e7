#include "specform.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/fieldmark.h"

#include "core/model/fieldlimits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <cmath>
#include <functional>

namespace shardscope::ui {

using shardscope::Scenario;

namespace {

/**
 * Spin boxes size themselves to their range's widest value with its suffix ("67,108,864
 * tokens"), which makes forms needlessly wide; ten digits are enough room to read and type.
 */
void fitSpinWidth(QAbstractSpinBox* spin)
{
    const QFontMetrics fm(spin->font());
    spin->setMinimumWidth(fm.horizontalAdvance(QStringLiteral("0000000000")) + 2 * fm.height());
    spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

/** A spin box for 64-bit values shown as doubles with no decimals (QSpinBox stops at 2^31). */
QDoubleSpinBox* integerSpin(int64_t min, int64_t max, const QString& suffix)
{
    auto* spin = new QDoubleSpinBox;
    spin->setDecimals(0);
    spin->setRange(double(min), double(max));
    spin->setSuffix(suffix.isEmpty() ? QString() : QStringLiteral(" ") + suffix);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    spin->setAccelerated(true);
    fitSpinWidth(spin);
    return spin;
}

/** The reader's range of a scenario path. */
shardscope::FieldRange rangeOf(const QString& path)
{
    return shardscope::fieldRange(path.toStdString());
}

/**
 * A spin box for real values that keeps as many decimals as its minimum needs (a GPU of
 * 0.001 GiB is a valid file) but shows no more than `shown` unless the value has them:
 * 80 GiB reads "80.00", not "80.000".
 */
class RealSpinBox : public QDoubleSpinBox
{
public:
    explicit RealSpinBox(int shown) : m_shown(shown) {}

    QString textFromValue(double value) const override
    {
        QString text = locale().toString(value, 'f', decimals());
        const QChar point = locale().decimalPoint().front();
        const qsizetype dot = text.indexOf(point);
        if (dot < 0)
            return text;
        qsizetype end = text.size();
        while (end > dot + 1 + m_shown && text[end - 1] == QLatin1Char('0'))
            --end;
        if (end == dot + 1)
            --end; // no decimals left: no point either
        return text.left(end);
    }

private:
    int m_shown;
};

} // namespace

SpecForm::SpecForm(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_layout(new QFormLayout(this))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setRowWrapPolicy(QFormLayout::DontWrapRows);
    connect(document, &ScenarioDocument::scenarioChanged, this, &SpecForm::refresh);
}

QWidget* SpecForm::addSection(const QString& title)
{
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    label->setContentsMargins(0, 6, 0, 0);
    m_layout->addRow(label);
    return label;
}

void SpecForm::setSectionVisibility(QWidget* section, std::function<bool(const Scenario&)> visible)
{
    m_sectionVisibility.emplace_back(section, std::move(visible));
    refresh();
}

QWidget* SpecForm::addRow(const QString& label, const QString& path, QWidget* editor, const QString& help,
                          std::function<void()> refresh)
{
    if (!help.isEmpty())
        editor->setToolTip(help);
    editor->setProperty("help", help);
    editor->setObjectName(path);
    editor->setProperty("scenarioPath", path);
    m_layout->addRow(label, editor);
    m_rows.push_back({path, editor, std::move(refresh), {}});
    m_rows.back().refresh();
    return editor;
}

QWidget* SpecForm::addIntCommand(const QString& label, const QString& path, const QString& suffix, IntGet get,
                                 IntCommit commit, const QString& help, const QString& unsetText)
{
    const shardscope::FieldRange range = rangeOf(path);
    auto* spin = integerSpin(int64_t(range.min) - (unsetText.isEmpty() ? 0 : 1), int64_t(range.max), suffix);
    spin->setSpecialValueText(unsetText);
    // "1 layer", not "1 layers" (languages without a plural give both the same word).
    std::function<void(double)> fitSuffix;
    if (suffix == tr("layers"))
        fitSuffix = [spin](double v) { spin->setSuffix(QStringLiteral(" ") + (v == 1 ? tr("layer") : tr("layers"))); };
    if (fitSuffix)
        fitSuffix(spin->value());
    connect(spin, &QDoubleSpinBox::valueChanged, this, [commit, label, fitSuffix](double v) {
        if (fitSuffix)
            fitSuffix(v);
        commit(int64_t(v), tr("Set %1").arg(label));
    });
    return addRow(label, path, spin, help, [this, spin, get, fitSuffix] {
        const double value = double(get(m_document->scenario()));
        if (spin->value() == value)
            return; // untouched editors cost nothing on a slider tick
        const QSignalBlocker block(spin);
        spin->setValue(value);
        if (fitSuffix)
            fitSuffix(value);
    });
}

QWidget* SpecForm::addRealCommand(const QString& label, const QString& path, int decimals, const QString& suffix,
                                  RealGet get, RealCommit commit, const QString& help, const QString& minimumText)
{
    const shardscope::FieldRange range = rangeOf(path);
    const int needed = range.min > 0 ? int(std::ceil(-std::log10(range.min) - 1e-9)) : 0;
    auto* spin = new RealSpinBox(decimals);
    spin->setDecimals(std::max(decimals, needed)); // before the range, which is rounded to it
    spin->setRange(range.min, range.max);
    if (range.max <= 1.0) // fractions and probabilities: an arrow press moves a hundredth, not the whole range
        spin->setSingleStep(0.01);
    spin->setSpecialValueText(minimumText);
    fitSpinWidth(spin);
    spin->setSuffix(suffix.isEmpty() ? QString() : QStringLiteral(" ") + suffix);
    spin->setKeyboardTracking(false);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [commit, label](double v) { commit(v, tr("Set %1").arg(label)); });
    return addRow(label, path, spin, help, [this, spin, get] {
        const double value = get(m_document->scenario());
        if (spin->value() == value)
            return;
        const QSignalBlocker block(spin);
        spin->setValue(value);
    });
}

std::optional<QString> SpecForm::unitText(std::string_view unit)
{
    // The registry's unit, and how a form shows it (the suffix of a spin box).
    static const struct
    {
        const char* unit;
        const char* text;
    } kUnits[] = {
        {"GiB", QT_TR_NOOP("GiB")},     {"TFLOP/s", QT_TR_NOOP("TFLOP/s")}, {"TB/s", QT_TR_NOOP("TB/s")},
        {"GB/s per GPU per direction", QT_TR_NOOP("GB/s per GPU per direction")},
        {"µs", QT_TR_NOOP("µs")},       {"GPUs", QT_TR_NOOP("GPUs")},
        {": 1", QT_TR_NOOP(": 1")},     {"tokens", QT_TR_NOOP("tokens")},   {"sequences", QT_TR_NOOP("seq")},
        {"FLOP", QT_TR_NOOP("FLOP")},   {"layers", QT_TR_NOOP("layers")},
    };
    for (const auto& u : kUnits)
        if (unit == u.unit)
            return tr(u.text);
    return std::nullopt;
}

QWidget* SpecForm::addField(const QString& label, shardscope::FieldId id, const QString& help, const ChoiceLabels& labels,
                            int decimals, const QString& unsetText)
{
    using namespace shardscope;
    const FieldInfo& field = fieldInfo(id);
    const QString path = QString::fromUtf8(field.path.data(), qsizetype(field.path.size()));
    const QString suffix = field.unit.empty() ? QString() : unitText(field.unit).value_or(QString::fromUtf8(field.unit.data(), qsizetype(field.unit.size())));
    ScenarioDocument* document = m_document;
    const auto commit = [document, id](const FieldValue& v, const QString& text) { document->setField(id, v, text); };
    // While the model lacks the field's block the row is hidden and shows a placeholder.
    const auto value = [id](const Scenario& s) -> FieldValue {
        if (fieldPresent(s, id))
            return getField(s, id);
        const FieldInfo& f = fieldInfo(id);
        switch (f.kind) {
        case FieldKind::Integer: return int64_t(f.min) - (f.unsettable() ? 1 : 0);
        case FieldKind::Number: return f.min;
        case FieldKind::Bool: return false;
        case FieldKind::Enum: break;
        }
        return std::string(f.choices().front());
    };
    QWidget* editor = nullptr;
    switch (field.kind) {
    case FieldKind::Integer:
        editor = addIntCommand(label, path, suffix, [value](const Scenario& s) { return std::get<int64_t>(value(s)); },
                               [commit](int64_t v, const QString& text) { commit(v, text); }, help, unsetText);
        break;
    case FieldKind::Number:
        editor = addRealCommand(label, path, decimals, suffix, [value](const Scenario& s) { return std::get<double>(value(s)); },
                                [commit](double v, const QString& text) { commit(v, text); }, help, unsetText);
        break;
    case FieldKind::Bool:
        editor = addBoolCommand(label, path, [value](const Scenario& s) { return std::get<bool>(value(s)); },
                                [commit](bool on, const QString& text) { commit(on, text); }, help);
        break;
    case FieldKind::Enum: {
        // The labels' order first (the common choice on top), then any choice they leave out.
        const auto names = field.choices();
        std::vector<std::pair<QString, QString>> choices;
        for (const auto& [name, text] : labels)
            if (std::find(names.begin(), names.end(), name.toStdString()) != names.end())
                choices.push_back({name, text});
        for (std::string_view name : names) {
            const QString v = QString::fromUtf8(name.data(), qsizetype(name.size()));
            if (std::none_of(choices.begin(), choices.end(), [&](const auto& c) { return c.first == v; }))
                choices.push_back({v, v});
        }
        editor = addChoiceCommand(label, path, choices,
                                  [value](const Scenario& s) { return QString::fromStdString(std::get<std::string>(value(s))); },
                                  [commit](const QString& v, const QString& text) { commit(v.toStdString(), text); }, help);
        break;
    }
    }
    editor->setProperty("fieldId", int(id));
    if (field.block != FieldBlock::Always)
        setRowVisibility(editor, [id](const Scenario& s) { return fieldPresent(s, id); });
    return editor;
}

QWidget* SpecForm::addBool(const QString& label, const QString& path, BoolGet get, BoolSet set,
                           const QString& help)
{
    return addBoolCommand(label, path, std::move(get), [this, set](bool on, const QString& undoText) {
        m_document->edit(undoText, -1, [&](Scenario& s) { set(s, on); });
    }, help);
}

QWidget* SpecForm::addBoolCommand(const QString& label, const QString& path, BoolGet get, BoolCommit commit,
                                  const QString& help)
{
    auto* box = new QCheckBox;
    connect(box, &QCheckBox::toggled, this, [commit, label](bool on) { commit(on, tr("Set %1").arg(label)); });
    return addRow(label, path, box, help, [this, box, get] {
        const bool on = get(m_document->scenario());
        if (box->isChecked() == on)
            return;
        const QSignalBlocker block(box);
        box->setChecked(on);
    });
}

QWidget* SpecForm::addChoice(const QString& label, const QString& path,
                             const std::vector<std::pair<QString, QString>>& choices, TextGet get,
                             TextSet set, const QString& help)
{
    return addChoiceCommand(label, path, choices, std::move(get), [this, set](const QString& value, const QString& undoText) {
        m_document->edit(undoText, -1, [&](Scenario& s) { set(s, value); });
    }, help);
}

QWidget* SpecForm::addChoiceCommand(const QString& label, const QString& path,
                                    const std::vector<std::pair<QString, QString>>& choices, TextGet get,
                                    TextCommit commit, const QString& help)
{
    auto* combo = new QComboBox;
    // Long choices may shrink with the dock (the popup still shows them whole).
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(8);
    for (const auto& [value, text] : choices)
        combo->addItem(text, value);
    connect(combo, &QComboBox::activated, this, [combo, commit, label](int index) {
        commit(combo->itemData(index).toString(), tr("Set %1").arg(label));
    });
    return addRow(label, path, combo, help, [this, combo, get] {
        const int index = combo->findData(get(m_document->scenario()));
        if (combo->currentIndex() == index)
            return;
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(index);
    });
}

QWidget* SpecForm::addText(const QString& label, const QString& path, TextGet get, TextSet set)
{
    auto* edit = new QLineEdit;
    edit->setMaxLength(200);
    connect(edit, &QLineEdit::editingFinished, this, [this, edit, set, label] {
        const QString text = edit->text();
        m_document->edit(tr("Set %1").arg(label), -1, [&](Scenario& s) { set(s, text); });
    });
    return addRow(label, path, edit, {}, [this, edit, get] {
        const QSignalBlocker block(edit);
        const QString text = get(m_document->scenario());
        if (edit->text() != text)
            edit->setText(text);
    });
}

void SpecForm::setRowVisibility(QWidget* field, std::function<bool(const Scenario&)> visible)
{
    for (auto& row : m_rows)
        if (row.editor == field)
            row.visible = std::move(visible);
    refresh();
}

QStringList SpecForm::paths() const
{
    QStringList out;
    for (const auto& row : m_rows)
        out << row.path;
    return out;
}

QWidget* SpecForm::field(const QString& path) const
{
    for (const auto& row : m_rows)
        if (row.path == path)
            return row.editor;
    return nullptr;
}

void SpecForm::markFields(const QStringList& paths, const QString& why)
{
    for (const auto& row : m_rows) {
        const bool marked = paths.contains(row.path);
        row.editor->setToolTip(marked ? why : row.editor->property("help").toString());
        if (row.editor->property("marked").toBool() == marked)
            continue; // restyling is slow: only when the mark changes
        row.editor->setProperty("marked", marked);
        FieldMark::setMarked(row.editor, marked);
    }
}

void SpecForm::refresh()
{
    const Scenario& s = m_document->scenario();
    for (auto& row : m_rows) {
        row.refresh();
        if (row.visible) {
            const bool show = row.visible(s);
            if (row.editor->isHidden() != show)
                continue;
            row.editor->setVisible(show);
            if (QWidget* label = m_layout->labelForField(row.editor))
                label->setVisible(show);
        }
    }
    for (const auto& [section, visible] : m_sectionVisibility) {
        const bool show = visible(s);
        if (section->isHidden() == show)
            section->setVisible(show);
    }
}

} // namespace shardscope::ui
