#pragma once

#include "core/compare/comparison.h"
#include "core/model/scenario.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace shardscope::ui {

class ComparisonChart;
class VisibleRefresh;
class ScenarioDocument;

/**
 * A/B comparison: pin the document's configuration as A, keep changing the document (B),
 * and see both side by side: the step time split and the peak stage's memory as bars, and
 * tables of every figure with B − A (memory per stage, step split, communication per
 * dimension, warnings fixed and introduced). "Load A" puts A back into the document as an
 * undoable step.
 */
class ComparisonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ComparisonPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    void pinCurrent();
    void clearPin();
    /** Load A into the document (one undo step); B becomes what was pinned. */
    void loadA();
    bool hasPin() const { return m_a.has_value(); }
    const shardscope::ReportComparison& comparison() const { ensureCurrent(); return m_comparison; }
    const shardscope::Report& reportA() const { return m_reportA; }
    QTableWidget* summaryTable() const { ensureCurrent(); return m_summary; }
    QTableWidget* stageTable() const { ensureCurrent(); return m_stages; }
    QTableWidget* commTable() const { ensureCurrent(); return m_comm; }
    QTableWidget* warningTable() const { ensureCurrent(); return m_warnings; }
    ComparisonChart* chart() const { ensureCurrent(); return m_chart; }
    /** The note under the heading when the difference lies inside the ranges; empty otherwise. */
    QString certaintyNote() const;

signals:
    void pinChanged(bool pinned);

private:
    /** Refresh now if a report arrived while hidden (accessors call it). */
    void ensureCurrent() const;
    void refresh();
    void fillSummary();
    void fillStages();
    void fillCommunication();
    void fillWarnings();

    ScenarioDocument* m_document;
    VisibleRefresh* m_refresher;
    std::optional<shardscope::Scenario> m_a;
    shardscope::Report m_reportA;
    shardscope::ReportComparison m_comparison;
    QLabel* m_heading;
    QLabel* m_certainty; ///< shown when B's step time lies inside A's range (evidence.h)
    QPushButton* m_pin;
    QPushButton* m_load;
    QPushButton* m_clear;
    ComparisonChart* m_chart;
    QTableWidget* m_summary;
    QTableWidget* m_stages;
    QTableWidget* m_comm;
    QTableWidget* m_warnings;
};

} // namespace shardscope::ui
