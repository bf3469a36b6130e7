#pragma once

#include "searchrunner.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace shardscope::ui {

class ScalingChart;
class ScenarioDocument;
class SearchScatterChart;

/**
 * The auto-configurator: search every configuration of the document's model on its cluster
 * (or on a chosen number of GPUs) at its global batch, watch it run, explore the feasible
 * points and the Top-N or the Pareto front, and apply one to the document as an undoable
 * step; or sweep the cluster size to see where adding GPUs stops paying.
 */
class SearchPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SearchPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    void startSearch();
    void startSweep();
    void cancel();
    /** Load row `row` of the configurations table into the document (one undo step). */
    bool applyRow(int row);
    /** Load row `row` of the scaling table into the document. */
    bool applySweepRow(int row);
    /** Show the Top-N (false) or the Pareto front (true) in the table. */
    void showPareto(bool pareto);

    SearchRunner* runner() const { return m_runner; }
    SearchScatterChart* scatterChart() const { return m_scatter; }
    ScalingChart* scalingChart() const { return m_scaling; }
    QTableWidget* table() const { return m_table; }
    QTableWidget* sweepTable() const { return m_sweepTable; }
    QString statusText() const;
    /** Where the plan the last search started from stands (empty before a search). */
    QString startingPlanText() const;
    QSpinBox* gpusBox() const { return m_gpus; }
    QComboBox* colourBox() const { return m_colour; }
    /** "Any launcher" or one launcher: only plans it runs as planned are ranked. */
    QComboBox* launcherBox() const { return m_launcher; }
    /** The configurations the table shows, in its order. */
    const std::vector<shardscope::RankedConfiguration>& shownConfigurations() const { return m_shown; }

private:
    shardscope::SearchOptions options() const;
    void reloadList();
    void fillTable();
    void fillSweepTable();
    void selectKnobs(const shardscope::SearchKnobs& knobs);
    void updateButtons();
    /** The line on the open plan: the search's sentence while the document is the plan it
     * searched from, the ranked row it became after Apply, or that it changed since. */
    void updateStartingPlan();
    void apply(const shardscope::RankedConfiguration& r, const shardscope::Scenario& base);

    ScenarioDocument* m_document;
    SearchRunner* m_runner;
    QSpinBox* m_gpus;
    QSpinBox* m_top;
    QSpinBox* m_maxMicroBatch;
    QComboBox* m_launcher;
    QPushButton* m_search;
    QPushButton* m_sweep;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_startingPlan;
    std::optional<shardscope::Scenario> m_searching; ///< the document when the running search started
    std::optional<shardscope::Scenario> m_placed;    ///< the document the shown search started from
    QTabWidget* m_tabs;
    QComboBox* m_colour;
    QComboBox* m_list;
    SearchScatterChart* m_scatter;
    QTableWidget* m_table;
    QPushButton* m_apply;
    ScalingChart* m_scaling;
    QTableWidget* m_sweepTable;
    QPushButton* m_applySweep;
    std::vector<shardscope::RankedConfiguration> m_shown;
    double m_tieThreshold = shardscope::kModelThroughputError; ///< of the search shown
    std::shared_ptr<const ScatterData> m_scatterData;
};

} // namespace shardscope::ui
