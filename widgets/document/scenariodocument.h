#pragma once

#include "core/estimate/report.h"
#include "core/model/fields.h"
#include "core/model/normalise.h"
#include "core/model/scenario.h"
#include "core/model/diagnostic.h"

#include <QObject>
#include <QString>

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace shardscope {
class PresetLibrary;
}

namespace shardscope::ui {

/**
 * The single owner of the scenario being edited, its latest report, the file it belongs to,
 * the modified flag and the undo history. Views read it and call its verbs; none keeps a
 * copy of a parameter. Every change goes through an undo command; changes made during one
 * interactive gesture (a slider drag) merge into one undo step. Re-estimation is coalesced
 * to one run per event-loop turn, so a drag shows every tick without queueing work, and the
 * reports of the last few scenarios are kept: estimate() depends on the scenario alone, so a
 * slider dragged back over notches it has already visited (or an undo) shows their report
 * without estimating again.
 */
class ScenarioDocument : public QObject
{
    Q_OBJECT
public:
    /** Which parts of the scenario a change touched (scenarioChanged()). */
    enum ChangePart {
        NameChanged = 0x1,
        ModelChanged = 0x2,
        ClusterChanged = 0x4,
        ParallelChanged = 0x8,
        TrainingChanged = 0x10,
        AllChanged = 0x1f
    };
    Q_DECLARE_FLAGS(Changes, ChangePart)
    Q_FLAG(Changes)
    /** The parts in which `a` and `b` differ. */
    static Changes changesBetween(const shardscope::Scenario& a, const shardscope::Scenario& b);

    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const shardscope::Scenario& scenario() const { return m_scenario; }
    const shardscope::Report& report() const { return *m_report; }
    const std::vector<shardscope::Diagnostic>& diagnostics() const { return m_report->diagnostics; }
    /** The built-in presets plus those added this session (addPresets(), addPreset()). */
    const shardscope::PresetLibrary& presets() const;
    /**
     * Adds the presets of `directory` (PresetLibrary::addDirectory(): the user's presets
     * folder, SHARDSCOPE_PRESETS_PATH); false and why when one of its files is not a preset,
     * the library then as it was. Emits presetsChanged() when something was added.
     */
    bool addPresets(const QString& directory, QString* error);
    /** Adds one preset document (a calibrated profile); false and why when it is not one. */
    bool addPreset(const std::string& jsonText, const QString& origin, QString* error);
    QUndoStack* undoStack() const { return m_undo; }
    QString fileName() const { return m_fileName; }
    bool isModified() const;
    /** Estimates run since construction (to observe coalescing and reuse). */
    int estimateCount() const { return m_estimates; }
    /** Reports published since construction (reportChanged), estimated or reused. */
    int reportCount() const { return m_reports; }
    /** How many recent scenarios keep their report for reuse. */
    static constexpr size_t kRecentReports = 12;
    /** How long the last estimate took, in microseconds. */
    double lastEstimateMicroseconds() const { return m_lastEstimateUs; }
    /**
     * Why the last estimate failed (empty: it did not). A last resort: every size the
     * readers accept is bounded, so this is a limit of the process or a bug; the report
     * then keeps the last figures that could be computed.
     */
    QString estimateError() const { return m_estimateError; }

    /**
     * Change the scenario. `mergeKey` >= 0 lets consecutive edits of the same key inside one
     * interactive gesture merge into one undo step; -1 never merges.
     */
    void edit(const QString& label, int mergeKey, const std::function<void(shardscope::Scenario&)>& change);
    /**
     * The typed verbs of the parallel layout: set one degree or one switch and let
     * shardscope::normalise() keep the rest consistent (SP and TP, DP filling the cluster
     * when fillsCluster(), schedule and virtual stages). Inside a gesture the ticks of one
     * setting merge into one undo step named after the last value ("Set TP to 2").
     * `undoText` names a switch's step as its editor shows it.
     */
    void setDegree(shardscope::Dim dim, int degree);
    void setField(shardscope::Setting setting, int value, const QString& undoText);
    /**
     * Any field of the registry (core/model/fields.h), typed: a degree goes through
     * setDegree(), a switch the couplings own through setField(Setting), any other field
     * through applyField() (a link tier's latency and efficiency move its own fits along).
     * Refused like every edit when the result would not read back (editRejected()); a value
     * of the wrong kind, or a MoE / MLA field of a model without that block, is the caller's bug
     * and throws std::invalid_argument naming the path. Empty `undoText`: "Set <path> to <value>".
     */
    void setField(shardscope::FieldId field, const shardscope::FieldValue& value, const QString& undoText = {});
    /** "DP fills the cluster": DP follows TP, PP and CP set through setDegree(). */
    void setFillsCluster(bool on) { m_fillsCluster = on; }
    bool fillsCluster() const { return m_fillsCluster; }
    /** SP as the user wants it, restored when TP leaves 1 (see shardscope::SequenceParallelIntent). */
    bool sequenceParallelWanted() const { return m_sequenceParallel.wanted(); }

    /** The changes of a diagnostic's suggested fix, as one undo step. */
    void applyChanges(const std::vector<shardscope::FixChange>& changes, const QString& label);
    /** Replace the whole scenario as one undo step (presets, imports, lessons, search results). */
    void replace(const shardscope::Scenario& scenario, const QString& label);

    /** A gesture (slider press ... release) whose edits merge into one undo step. */
    void beginGesture();
    void endGesture();
    /** True while a slider is held: secondary views may update less often. */
    bool inGesture() const { return m_gestureDepth > 0; }

    /** Start over from the built-in default scenario (clears history and file name). */
    void newDocument();
    /** Open a scenario shipped with the program (exampleScenarioFiles()) as a new untitled document. */
    void openExample(std::string_view text, std::string_view origin);
    /** Load a scenario file; on failure the document is untouched and `error` says why. */
    bool load(const QString& path, QString* error);
    /** Save through writeTextFileAtomically() (io/safewrite.h); marks the document clean on success. */
    bool save(const QString& path, QString* error);
    /** Replace the model by a Hugging Face config.json, as one undo step; false and why on error. */
    bool importHuggingFace(const QString& path, QString* error);
    /**
     * Autosave recovery: the scenario `text` as unsaved changes to `fileName` (empty:
     * untitled). The document starts from that file as it is on disk (the clean state undo
     * leads back to; the current scenario if the file is gone) and the recovered scenario is
     * one undo step on top, so the title shows the file with "*".
     */
    bool restore(const QString& text, const QString& fileName, QString* error);
    /** The scenario as file text, as save() would write it. */
    QString text() const;

    /** Runs the estimate now if one is pending (tests, screenshots). */
    void flushEstimate();

    /**
     * Why the scenario could not be saved and reopened, if it could not (nullopt: fine): the
     * scenario reader's checks, made on the values (shardscope::scenarioError()), in the
     * user's language with the field's JSON path as it is ("parallel.tp: ...").
     */
    std::optional<QString> problemWith(const shardscope::Scenario& scenario) const;

signals:
    /**
     * The scenario changed (an edit, undo, redo, a file opened); `changes` says which parts.
     * A refused edit and a new document report AllChanged so every view shows the values again.
     */
    void scenarioChanged(ScenarioDocument::Changes changes);
    /** An edit was refused because the result would not be a valid scenario file (`reason`: problemWith()). */
    void editRejected(const QString& reason);
    void reportChanged();
    /** The estimate failed (out of memory); `reason` is one line for the status bar. */
    void estimateFailed(const QString& reason);
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString& fileName);
    /** The slider was released (views that throttled during the drag catch up). */
    void gestureEnded();
    /** Presets were added (views that list them list them again). */
    void presetsChanged();

private:
    friend class ScenarioEditCommand;
    void setScenarioFromCommand(const shardscope::Scenario& scenario);
    void scheduleEstimate();
    void runEstimate();
    void resetTo(const shardscope::Scenario& scenario, const QString& fileName);
    void editChange(const shardscope::Change& change, const QString& undoText, int mergeKey);

    std::unique_ptr<shardscope::PresetLibrary> m_presets;
    shardscope::Scenario m_scenario;
    /// Shared with m_recent: publishing a kept report copies no timeline.
    std::shared_ptr<const shardscope::Report> m_report = std::make_shared<const shardscope::Report>();
    QUndoStack* m_undo;
    QString m_fileName;
    bool m_estimatePending = false;
    int m_estimates = 0;
    int m_reports = 0;
    struct RecentReport
    {
        shardscope::Scenario scenario;
        std::shared_ptr<const shardscope::Report> report;
        double estimateUs = 0;
    };
    std::deque<RecentReport> m_recent; ///< most recent first, at most kRecentReports
    double m_lastEstimateUs = 0;
    QString m_estimateError;
    int m_gestureDepth = 0;
    int m_gesture = 0;      ///< current gesture id (edits inside it merge)
    int m_nextGesture = 1;
    bool m_fillsCluster = false;
    shardscope::SequenceParallelIntent m_sequenceParallel{shardscope::Scenario{}};
};

} // namespace shardscope::ui

// At global scope, where Qt declares the operators of its own flags, so these hide none of them.
Q_DECLARE_OPERATORS_FOR_FLAGS(shardscope::ui::ScenarioDocument::Changes)
