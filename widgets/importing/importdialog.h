#pragma once

#include "core/import/importreport.h"

#include <QDialog>
#include <QStringList>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace shardscope::ui {

class ScenarioDocument;

/**
 * File › Import Launch Configuration… and files dropped on the window: reads launch files
 * (core/import), shows how each setting was read (mapped, a launcher default, ignored, or
 * kept from ShardScope) or why the files cannot be read, and only on Replace Scenario puts
 * the result in the document, as one undo step. The cluster is chosen here, since launch
 * files do not name GPUs; an optional Hugging Face config.json gives the model's shape.
 */
class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ImportDialog(ScenarioDocument* document, QWidget* parent = nullptr);

    /** The launch files to read; reads them at once. */
    void setFiles(const QStringList& paths);
    void setModelConfig(const QString& path);
    /** A cluster preset id from the document's presets. */
    void setCluster(const QString& presetId);

    /** The import, when the files were read. */
    const std::optional<shardscope::ImportResult>& result() const { return m_result; }
    /** Why the files could not be read (empty when they were). */
    QString errorText() const { return m_error; }
    /** The summary line above the table. */
    QString summaryText() const;
    int rowCount() const;
    /** Puts the imported scenario in the document (one undo step) and closes. */
    void replaceScenario();

private:
    void reimport();
    void fillTable();
    void chooseFiles();
    void chooseModel();

    ScenarioDocument* m_document;
    QStringList m_files;
    QString m_model;
    QLabel* m_filesLabel;
    QLabel* m_modelLabel;
    QComboBox* m_cluster;
    QComboBox* m_show;
    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel* m_notes;
    QPushButton* m_replace;
    std::optional<shardscope::ImportResult> m_result;
    QString m_error;
};

} // namespace shardscope::ui
