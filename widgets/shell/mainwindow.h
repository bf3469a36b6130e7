#pragma once

#include <QMainWindow>

#include <functional>

class QLabel;

namespace shardscope::ui {

class Autosaver;
class ChartWidget;
class ClusterPanel;
class ExportDialog;
class CalibrationDialog;
class FileActions;
class MemoryChart;
class ModelPanel;
class ParallelismPanel;
class PipelineChart;
class ReportTextView;
class SearchPanel;
class DecisionTreeView;
class ComparisonPanel;
class LessonPlayer;
class FormulaPanel;
class PresentationMode;

enum class LessonView;
class ScenarioDocument;
class SensitivityPanel;
class SteadyLabel;
class SummaryStrip;
class TimeChart;
class TopologyPanel;
class WarningsPanel;

/**
 * The configurator window. It only composes: the document, the panels and charts that
 * view it, the docks they live in, the menus, and the window's own habits (state saved in
 * QSettings, drops, the close prompt). Each part owns its own behaviour.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    struct Options
    {
        bool autosave = true;
        QString autosaveFolder; ///< empty: Autosaver::defaultFolder()
        bool restoreWindowState = true;
    };
    explicit MainWindow(const Options& options, QWidget* parent = nullptr);
    explicit MainWindow(QWidget* parent = nullptr) : MainWindow(Options{}, parent) {}
    ~MainWindow() override;

    ScenarioDocument* document() const { return m_document; }
    FileActions* fileActions() const { return m_files; }
    ParallelismPanel* parallelismPanel() const { return m_parallelism; }
    ModelPanel* modelPanel() const { return m_model; }
    ClusterPanel* clusterPanel() const { return m_cluster; }
    MemoryChart* memoryChart() const { return m_memory; }
    PipelineChart* pipelineChart() const { return m_pipeline; }
    TimeChart* timeChart() const { return m_time; }
    SummaryStrip* summaryStrip() const { return m_summary; }
    WarningsPanel* warningsPanel() const { return m_warnings; }
    TopologyPanel* topologyPanel() const { return m_topology; }
    SearchPanel* searchPanel() const { return m_search; }
    DecisionTreeView* decisionTree() const { return m_decisionTree; }
    ComparisonPanel* comparisonPanel() const { return m_comparison; }
    LessonPlayer* lessonPlayer() const { return m_lessons; }
    FormulaPanel* formulaPanel() const { return m_formulas; }
    SensitivityPanel* sensitivityPanel() const { return m_sensitivity; }
    PresentationMode* presentation() const { return m_presentation; }
    /** Show and raise a dock by its name without "Dock" ("decisionTree", "comparison", ...). */
    bool showPanel(const QString& name);
    /** The names showPanel() takes, in the order the docks were made. */
    QStringList panelNames() const;
    /** The widget a lesson view points at (tests). */
    QWidget* lessonTarget(LessonView view) const;
    ExportDialog* exportDialog() const { return m_exportDialog; }
    /** Tools › Calibrate to Measured Runs (made on first use). */
    CalibrationDialog* calibrationDialog();
    QList<ChartWidget*> charts() const;

    /** Open a file given on the command line (empty: keep the default scenario). */
    bool openScenario(const QString& path);
    /**
     * Offer to recover autosaves left by a session that crashed (with `onlyFor`, only the
     * changes to that file); true when something was recovered.
     */
    bool offerRecovery(const QString& onlyFor = {});
    /**
     * How the window starts: offer to recover what a crashed session left, then open the
     * FILE given on the command line (empty: none). With a FILE only its own changes are
     * offered and, when recovered, they are the FILE, so no "Save them?" follows.
     */
    void startWith(const QString& file);
    /** Asks whether to recover (tests replace it); true: recover. */
    std::function<bool(const QString& question)> askToRecover;
    /** Estimate and replot every chart now (screenshots, benchmarks). */
    void renderNow();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QWidget* buildCentralArea();
    void buildDocks();
    void buildMenus();
    void exportChart(ChartWidget* chart);
    void copyReport();
    void updateTitle();
    void updateStatus();
    /** At 1280 x 800, room in the right-hand column for `dock`, whose `panel` the user just filled. */
    void giveRoom(QDockWidget* dock, QWidget* panel);

    ScenarioDocument* m_document;
    FileActions* m_files;
    Autosaver* m_autosaver = nullptr;
    ParallelismPanel* m_parallelism;
    ModelPanel* m_model;
    ClusterPanel* m_cluster;
    MemoryChart* m_memory;
    PipelineChart* m_pipeline;
    TimeChart* m_time;
    SensitivityPanel* m_sensitivity;
    SummaryStrip* m_summary;
    WarningsPanel* m_warnings;
    TopologyPanel* m_topology;
    ReportTextView* m_reportText;
    SearchPanel* m_search;
    DecisionTreeView* m_decisionTree;
    ComparisonPanel* m_comparison;
    LessonPlayer* m_lessons;
    FormulaPanel* m_formulas;
    PresentationMode* m_presentation = nullptr;
    QDockWidget* m_lessonsDock = nullptr;
    QDockWidget* m_comparisonDock = nullptr;
    QDockWidget* m_searchDock = nullptr;
    QDockWidget* m_warningsDock = nullptr;
    QDockWidget* m_topologyDock = nullptr;
    ExportDialog* m_exportDialog = nullptr;
    CalibrationDialog* m_calibrationDialog = nullptr;
    bool m_sizedDocks = false;
    bool m_restoredState = false;
    SteadyLabel* m_statusEstimate;
    QLabel* m_statusFile;
};

} // namespace shardscope::ui
