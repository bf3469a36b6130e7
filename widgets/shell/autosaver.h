#pragma once

#include <QLockFile>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace shardscope {
class PresetLibrary;
struct Scenario;
}

class QTimer;

namespace shardscope::ui {

class ScenarioDocument;

/**
 * Periodic autosave of unsaved changes, and recovery after a crash. Each running window
 * owns `<id>.shardscope.json` in the autosave folder (the scenario and the file it belongs
 * to) and holds `<id>.lock` while it runs;
 * a file whose lock is stale (its process died) is an orphan that the next start offers to
 * recover. Closing cleanly removes both.
 */
class Autosaver : public QObject
{
    Q_OBJECT
public:
    Autosaver(ScenarioDocument* document, const QString& folder, QObject* parent = nullptr);
    ~Autosaver() override;

    /** The default folder: <AppLocalDataLocation>/autosave. */
    static QString defaultFolder();
    /** Autosaves left behind by sessions that ended without closing cleanly. */
    static QStringList orphans(const QString& folder);
    /** Forget an orphan (after recovering it, or when the user declines). */
    static void discardOrphan(const QString& path);

    /** What an autosave holds: the scenario, and the file its changes belong to. */
    struct Contents
    {
        QString scenarioText;
        QString fileName; ///< absolute; empty for an untitled document
    };
    /**
     * Reads an autosave: `{"format": "shardscope.autosave/1", "file": PATH or null,
     * "scenario": {...}}`, or a bare scenario (autosaves of earlier versions, untitled).
     * Nullopt and `error` when it is unreadable.
     */
    static std::optional<Contents> read(const QString& path, QString* error = nullptr);
    /** The autosave text of `contents` (what saveNow() writes). */
    static QString compose(const shardscope::Scenario& scenario, const shardscope::PresetLibrary& presets,
                           const QString& fileName);

    void setInterval(int seconds);
    /** Write the autosave now if the document has unsaved changes; remove it otherwise. */
    void saveNow();
    /** The file this session autosaves to. */
    QString path() const { return m_path; }
    /** Remove this session's autosave (after a save, or on a clean exit). */
    void discard();

private:
    ScenarioDocument* m_document;
    QString m_path;
    QString m_lastText;
    std::unique_ptr<QLockFile> m_lock;
    QTimer* m_timer;
};

} // namespace shardscope::ui
