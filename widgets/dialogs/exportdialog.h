#pragma once

#include "core/estimate/report.h"
#include "core/export/exportresult.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;

namespace shardscope::ui {

class ScenarioDocument;

/**
 * Export to a launcher: the targets on the left; on the right the files the target writes,
 * highlighted, what the exporter adapted and why (or why it refuses), copy and save. It is
 * modeless and follows the document, so the preview changes as the user moves sliders.
 */
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExportDialog(ScenarioDocument* document, QWidget* parent = nullptr);

    void selectTarget(const QString& id);
    QString currentTarget() const;
    const shardscope::ExportResult& result() const { return m_result; }
    /** The preview text of file `index` as shown. */
    QString previewText(int index) const;
    QString notesText() const;
    /** Write every file into `folder` (atomic per file; scripts made executable). */
    bool saveTo(const QString& folder, QString* error);
    /** The current file to the clipboard. */
    void copyCurrent();
    /** Why the plan would not run (out of memory, or its first error), translated; empty when it runs. */
    QString unrunnableReason() const;
    /** Why a report's plan does not run, in the user's words (empty: it runs). */
    static QString verdictReason(const shardscope::Report& report);

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void saveWithDialog();
    void markTargets();
    void fitNotes();

    ScenarioDocument* m_document;
    QListWidget* m_targets;
    QTabWidget* m_files;
    QLabel* m_notes;
    QPushButton* m_copy;
    QPushButton* m_save;
    shardscope::ExportResult m_result;
};

} // namespace shardscope::ui
