#pragma once

#include "core/model/enumnames.h"
#include "core/model/fields.h"
#include "core/model/scenario.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <vector>

class QFormLayout;
class QWidget;

namespace shardscope::ui {

class ScenarioDocument;

/**
 * A form of editable scenario fields. Each row knows how to read its value from the
 * scenario and how to write it back; edits go to the document as undoable steps and the
 * form refreshes itself from the document, so it never holds a value of its own.
 */
class SpecForm : public QWidget
{
    Q_OBJECT
public:
    explicit SpecForm(ScenarioDocument* document, QWidget* parent = nullptr);

    using IntGet = std::function<int64_t(const shardscope::Scenario&)>;
    using RealGet = std::function<double(const shardscope::Scenario&)>;
    using BoolGet = std::function<bool(const shardscope::Scenario&)>;
    using BoolSet = std::function<void(shardscope::Scenario&, bool)>;
    using TextGet = std::function<QString(const shardscope::Scenario&)>;
    using TextSet = std::function<void(shardscope::Scenario&, const QString&)>;
    /** Rows whose edits go to a document verb: `commit(value, undoText)`. */
    using BoolCommit = std::function<void(bool, const QString& undoText)>;
    using TextCommit = std::function<void(const QString&, const QString& undoText)>;
    using IntCommit = std::function<void(int64_t, const QString& undoText)>;
    using RealCommit = std::function<void(double, const QString& undoText)>;
    /** The text of each choice of an enumeration, by its file name ("bf16" -> "BF16"). */
    using ChoiceLabels = std::vector<std::pair<QString, QString>>;

    /** ChoiceLabels by enumerator: the file names come from core/model/enumnames.h. */
    template <typename E> static ChoiceLabels labelsOf(std::initializer_list<std::pair<E, QString>> labels)
    {
        ChoiceLabels out;
        for (const auto& [value, text] : labels) {
            const std::string_view name = shardscope::toString(value);
            out.push_back({QString::fromUtf8(name.data(), qsizetype(name.size())), text});
        }
        return out;
    }

    /** A bold heading over the rows that follow; the heading's label. */
    QWidget* addSection(const QString& title);
    /** A heading shown only when `visible(scenario)` holds (with rows hidden the same way). */
    void setSectionVisibility(QWidget* section, std::function<bool(const shardscope::Scenario&)> visible);
    QWidget* addBool(const QString& label, const QString& path, BoolGet get, BoolSet set,
                     const QString& help = {});
    QWidget* addChoice(const QString& label, const QString& path,
                       const std::vector<std::pair<QString, QString>>& choices, TextGet get,
                       TextSet set, const QString& help = {});
    QWidget* addText(const QString& label, const QString& path, TextGet get, TextSet set);
    /** addBool() and addChoice() for settings a document verb owns (ScenarioDocument::setField()). */
    QWidget* addBoolCommand(const QString& label, const QString& path, BoolGet get, BoolCommit commit,
                            const QString& help = {});
    QWidget* addChoiceCommand(const QString& label, const QString& path,
                              const std::vector<std::pair<QString, QString>>& choices, TextGet get,
                              TextCommit commit, const QString& help = {});
    /**
     * A row for a field of the registry (core/model/fields.h): its path, and an editor that
     * follows the field's kind (a spin box over its range with its unit, unitText(); a check
     * box; a combo box of its allowed values, each shown with its text from `labels`, else its
     * file name, in the order of `labels`, then the registry's), and edits go to
     * ScenarioDocument::setField(FieldId, ...), which applies the field's couplings. A field of
     * the MoE or MLA block is shown only while the model has that block. `decimals` for
     * numbers: shown, more where the field's minimum needs them (0.001 GiB). With `unsetText`
     * (fields that may be unset) the value below the minimum means "not set" (the file holds
     * null) and shows that text; a number shows it at its minimum (a capacity factor of 0:
     * "dropless"). The editor's "fieldId" property is the FieldId.
     */
    QWidget* addField(const QString& label, shardscope::FieldId field, const QString& help = {},
                      const ChoiceLabels& labels = {}, int decimals = 2, const QString& unsetText = {});
    /**
     * How the window shows a unit of the registry ("GiB", "µs", "sequences"), translated once
     * here for every form; nullopt for a unit without a translation (a test keeps the registry's
     * units all listed).
     */
    static std::optional<QString> unitText(std::string_view unit);
    /** Rows shown only when `visible(scenario)` holds (e.g. MoE fields). */
    void setRowVisibility(QWidget* field, std::function<bool(const shardscope::Scenario&)> visible);
    /** The editor of a scenario path (for tests and for marking offending settings). */
    QWidget* field(const QString& path) const;
    /** The scenario paths of every row, in order. */
    QStringList paths() const;
    void markFields(const QStringList& paths, const QString& why);

    void refresh();

private:
    struct Row
    {
        QString path;
        QWidget* editor = nullptr;
        std::function<void()> refresh;
        std::function<bool(const shardscope::Scenario&)> visible;
    };
    QWidget* addRow(const QString& label, const QString& path, QWidget* editor, const QString& help,
                    std::function<void()> refresh);
    QWidget* addIntCommand(const QString& label, const QString& path, const QString& suffix, IntGet get,
                           IntCommit commit, const QString& help, const QString& unsetText);
    QWidget* addRealCommand(const QString& label, const QString& path, int decimals, const QString& suffix,
                            RealGet get, RealCommit commit, const QString& help, const QString& minimumText);

    ScenarioDocument* m_document;
    QFormLayout* m_layout;
    std::vector<Row> m_rows;
    std::vector<std::pair<QWidget*, std::function<bool(const shardscope::Scenario&)>>> m_sectionVisibility;
};

} // namespace shardscope::ui
