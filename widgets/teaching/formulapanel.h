#pragma once

#include "widgets/support/formulas.h"

#include <QWidget>

class QTreeWidget;

namespace shardscope::ui {

class VisibleRefresh;
class ScenarioDocument;

/**
 * Formulas on demand: every figure of the summary and the charts with its formula, the
 * configuration's values put in, the result the window shows and where the formula comes
 * from. Follows the document.
 */
class FormulaPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FormulaPanel(ScenarioDocument* document, QWidget* parent = nullptr);
    const std::vector<Formula>& formulas() const { ensureCurrent(); return m_formulas; }
    QTreeWidget* tree() const { ensureCurrent(); return m_tree; }

private:
    /** Refresh now if a report arrived while hidden (accessors call it). */
    void ensureCurrent() const;
    void refresh();

    ScenarioDocument* m_document;
    VisibleRefresh* m_refresher;
    QTreeWidget* m_tree;
    std::vector<Formula> m_formulas;
};

} // namespace shardscope::ui
