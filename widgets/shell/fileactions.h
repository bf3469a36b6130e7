#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace shardscope::ui {

class Autosaver;
class ImportDialog;
class RecentFiles;
class ScenarioDocument;

/**
 * The file verbs of the window: new, open, save, save as, recent files, the
 * unsaved-changes prompt and error reporting. It owns the actions so menus, toolbars and
 * drag-and-drop all go through the same checks.
 */
class FileActions : public QObject
{
    Q_OBJECT
public:
    FileActions(ScenarioDocument* document, QWidget* window, QObject* parent = nullptr);

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    /** File › Import Launch Configuration…: launch scripts and configs read into a scenario. */
    QAction* importAction() const { return m_import; }
    QMenu* recentMenu() const { return m_recentMenu; }
    /** Published runs shipped with the program, each opening as a new untitled scenario. */
    QMenu* examplesMenu() const { return m_examplesMenu; }
    RecentFiles* recentFiles() const { return m_recent; }

    /** Open a scenario file, asking about unsaved changes first. */
    bool open(const QString& path);
    /**
     * A file dropped on the window: a scenario (its "format" says so) opens; a Hugging Face
     * config.json (it has "model_type") replaces the model; anything else is a launch file,
     * shown in the import dialog.
     */
    bool openDropped(const QString& path);
    /** The import dialog on these launch files (it replaces the scenario only when the user says so). */
    ImportDialog* showImport(const QStringList& paths);
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    void newDocument();
    /** False when the user cancels; true when it is fine to drop the current document. */
    bool maybeSave();

    /** What to ask about unsaved changes (tests replace it): Save, Discard or Cancel. */
    enum class Answer { Save, Discard, Cancel };
    std::function<Answer()> askAboutUnsavedChanges;

signals:
    /** An operation failed; the message was shown to the user. */
    void errorShown(const QString& message);

private:
    bool load(const QString& path);
    void buildExamplesMenu(QWidget* window);
    void showError(const QString& title, const QString& message);
    QString dialogFolder() const;

    ScenarioDocument* m_document;
    QWidget* m_window;
    RecentFiles* m_recent;
    QAction* m_new;
    QAction* m_open;
    QAction* m_save;
    QAction* m_saveAs;
    QAction* m_import;
    QMenu* m_recentMenu;
    QMenu* m_examplesMenu = nullptr;
};

} // namespace shardscope::ui
