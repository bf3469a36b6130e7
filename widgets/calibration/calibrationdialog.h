#pragma once

#include "core/calibrate/calibration.h"

#include <nlohmann/json.hpp>

#include <QDialog>

#include <atomic>
#include <optional>
#include <thread>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

namespace shardscope::ui {

class CalibrationScatter;
class ScenarioDocument;

/**
 * Calibrate to your own cluster: measured runs (run tables, Megatron-LM and torchtitan logs
 * with their scenarios) in, a fitted profile out. It shows each parameter before and after with
 * whether the runs pin it down, the runs' estimates against their measurements before and
 * after, the median errors and the calibrated range; it saves the profile as a cluster preset
 * and can put it under the current scenario (one undo step). The fit runs off the window's
 * thread, can be cancelled, and dies with the dialog.
 */
class CalibrationDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CalibrationDialog(ScenarioDocument* document, QWidget* parent = nullptr);
    ~CalibrationDialog() override;

    /** Adds the runs of a run table (*.csv), of `LOG=SCENARIO` or of nccl-tests output; false and why (file, line). */
    bool addRuns(const QString& argument, QString* error);
    /** Starts the fit of the chosen preset to the runs added (nothing when none or running). */
    void fit();
    void cancel();
    bool isFitting() const { return m_worker.joinable(); }
    /** The last finished fit, if any. */
    const std::optional<shardscope::CalibrationResult>& result() const { return m_result; }
    /** Writes the fitted profile as a preset file and adds it to the document's presets. */
    bool save(const QString& path, QString* error);
    /** Puts the fitted profile under the current scenario, as one undo step. */
    bool useForScenario(QString* error);
    int runCount() const { return int(m_measured.runs.size()); }
    int collectiveCount() const { return int(m_measured.collectives.size()); }

    QComboBox* clusterBox() const { return m_cluster; }
    QLineEdit* idEdit() const { return m_id; }
    QTableWidget* parameterTable() const { return m_parameters; }
    CalibrationScatter* chart() const { return m_chart; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* statusLabel() const { return m_status; }
    QPushButton* fitButton() const { return m_fitButton; }

signals:
    /** A fit ended (finished or cancelled); result() holds it when it finished. */
    void fitFinished();

private:
    void addRunTableWithDialog();
    void addLogWithDialog();
    void removeSelected();
    void saveWithDialog();
    void finished(shardscope::CalibrationResult result, shardscope::MeasuredSet measured, QString error);
    /** m_measured again from the files still listed. */
    void gatherMeasurements();
    void showResult();
    void fitRowHeights();
    void updateButtons();
    void setStatus(const QString& text, bool problem);
    /** The fitted profile as a preset document (calibratedPresetDocument()). */
    nlohmann::json presetDocument() const;

    ScenarioDocument* m_document;
    QComboBox* m_cluster;
    QLineEdit* m_id;
    QListWidget* m_files;
    QLabel* m_status;
    QPushButton* m_fitButton;
    QPushButton* m_cancelButton;
    QPushButton* m_saveButton;
    QPushButton* m_useButton;
    QProgressBar* m_progress;
    QTableWidget* m_parameters;
    CalibrationScatter* m_chart;
    QLabel* m_summary;
    QTimer* m_progressTimer;

    std::vector<QString> m_arguments;                  ///< per list row: the file as added
    std::vector<shardscope::MeasuredSet> m_perFile;
    shardscope::MeasuredSet m_measured;                ///< all of them, in list order
    std::optional<shardscope::CalibrationResult> m_result;
    shardscope::MeasuredSet m_fitted;                  ///< what m_result was fitted to
    std::string m_fittedBase;                          ///< the preset id m_result started from
    std::thread m_worker;
    std::atomic<bool> m_cancel{false};
    std::atomic<double> m_done{0};
};

} // namespace shardscope::ui
