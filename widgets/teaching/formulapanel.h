#pragma once

#include "formulas.h"

#include <QWidget>

class GestureThrottle;
class QTreeWidget;
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
    const std::vector<Formula>& formulas() const { return m_formulas; }
    QTreeWidget* tree() const { return m_tree; }

private:
    void refresh();

    ScenarioDocument* m_document;
    GestureThrottle* m_throttle;
    QTreeWidget* m_tree;
    std::vector<Formula> m_formulas;
};
