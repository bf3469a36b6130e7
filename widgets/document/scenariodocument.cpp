#include "scenariodocument.h"

#include "scenarioeditcommand.h"

#include "widgets/support/coretext.h"

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/boundedread.h"
#include "core/io/builtinpresets.h"
#include "core/io/hfimport.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariocheck.h"
#include "core/io/scenariofile.h"
#include "core/rules/fixes.h"

#include <QFile>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <chrono>
#include <limits>
#include <new>
#include <stdexcept>

using namespace shardscope;

namespace shardscope::ui {

namespace {

/** Undo merge keys of the typed verbs: one per dimension, one per switch, one per other field. */
constexpr int kMergeDegree = 100;
constexpr int kMergeSetting = 110;
constexpr int kMergeField = 1000;

/** A registry value as a Change carries it: a switch as 0 / 1, a choice as its enumerator. */
int settingValueOf(const FieldInfo& field, const FieldValue& value)
{
    if (const bool* on = std::get_if<bool>(&value))
        return *on ? 1 : 0;
    if (const std::string* name = std::get_if<std::string>(&value)) {
        const auto names = field.choices(); // the enumerators' file names, in declaration order
        return int(std::find(names.begin(), names.end(), *name) - names.begin());
    }
    return int(std::get<int64_t>(value));
}

/** The SP intent after a step from `before` to `after` (the command keeps both ends for undo). */
SequenceParallelIntent followed(SequenceParallelIntent intent, const Scenario& before, const Scenario& after)
{
    intent.follow(before, after);
    return intent;
}

} // namespace

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_presets(std::make_unique<PresetLibrary>(PresetLibrary::builtin())), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    m_scenario = parseScenario(defaultScenarioText(), presets(), "default scenario");
    m_sequenceParallel = SequenceParallelIntent(m_scenario);
    m_estimatePending = true;
    runEstimate();
}

ScenarioDocument::~ScenarioDocument() = default;

const PresetLibrary& ScenarioDocument::presets() const
{
    return *m_presets;
}

bool ScenarioDocument::addPresets(const QString& directory, QString* error)
{
    PresetLibrary grown = *m_presets; // a bad file leaves the library as it was
    try {
        grown.addDirectory(QFile::encodeName(directory).toStdString());
    } catch (const InputError& e) {
        if (error)
            *error = inputErrorText(e); // names the file: several may be involved
        return false;
    }
    const bool added = grown.clusters().size() != m_presets->clusters().size() ||
                       grown.models().size() != m_presets->models().size();
    *m_presets = std::move(grown);
    if (added)
        emit presetsChanged();
    return true;
}

bool ScenarioDocument::addPreset(const std::string& jsonText, const QString& origin, QString* error)
{
    PresetLibrary grown = *m_presets;
    try {
        grown.add(jsonText, QFile::encodeName(origin).toStdString());
    } catch (const InputError& e) {
        if (error)
            *error = inputErrorText(e); // names the file: several may be involved
        return false;
    }
    *m_presets = std::move(grown);
    emit presetsChanged();
    return true;
}

bool ScenarioDocument::isModified() const
{
    return !m_undo->isClean();
}

void ScenarioDocument::edit(const QString& label, int mergeKey,
                            const std::function<void(Scenario&)>& change)
{
    Scenario after = m_scenario;
    change(after);
    if (after == m_scenario)
        return;
    if (auto problem = problemWith(after)) {
        emit editRejected(*problem);
        emit scenarioChanged(AllChanged); // the views show the unchanged values again
        return;
    }
    const int gesture = m_gestureDepth > 0 && mergeKey >= 0 ? m_gesture : 0;
    m_undo->push(new ScenarioEditCommand(this, m_scenario, after, label, mergeKey >= 0 ? mergeKey : -1, gesture,
                                         m_sequenceParallel, followed(m_sequenceParallel, m_scenario, after)));
}

ScenarioDocument::Changes ScenarioDocument::changesBetween(const Scenario& a, const Scenario& b)
{
    Changes c;
    c.setFlag(NameChanged, a.name != b.name);
    c.setFlag(ModelChanged, !(a.model == b.model));
    c.setFlag(ClusterChanged, !(a.cluster == b.cluster));
    c.setFlag(ParallelChanged, !(a.parallel == b.parallel));
    c.setFlag(TrainingChanged, !(a.training == b.training));
    return c;
}

void ScenarioDocument::setDegree(Dim dim, int degree)
{
    Change change = Change::degree(m_scenario, dim, degree, m_fillsCluster);
    change.sequenceParallelWanted = m_sequenceParallel.wanted();
    const QString label = QString::fromUtf8(dimInfo(dim).label.data(), qsizetype(dimInfo(dim).label.size()));
    editChange(change, tr("Set %1 to %2").arg(label).arg(degree), kMergeDegree + int(dim));
}

void ScenarioDocument::setField(Setting setting, int value, const QString& undoText)
{
    Change change = Change::field(m_scenario, setting, value);
    if (setting != Setting::SequenceParallel)
        change.sequenceParallelWanted = m_sequenceParallel.wanted();
    editChange(change, undoText, kMergeSetting + int(setting));
}

void ScenarioDocument::setField(FieldId id, const FieldValue& value, const QString& undoText)
{
    const FieldInfo& field = fieldInfo(id);
    if (!holdsKind(field, value))
        throw std::invalid_argument(std::string(field.path) + ": expected " + kindExpectation(field));
    const QString text = !undoText.isEmpty() ? undoText
                                             : tr("Set %1 to %2").arg(QString::fromUtf8(field.path.data(), qsizetype(field.path.size())),
                                                                       QString::fromStdString(formatFieldValue(value)));
    const int64_t* number = std::get_if<int64_t>(&value);
    if (number && (field.dim || field.setting) &&
        (*number < std::numeric_limits<int>::min() || *number > std::numeric_limits<int>::max()))
        throw std::invalid_argument(std::string(field.path) + ": cannot hold " + formatFieldValue(value));
    if (field.dim)
        setDegree(*field.dim, int(*number)); // its undo text names the dimension ("Set TP to 8")
    else if (field.setting)
        setField(*field.setting, settingValueOf(field, value), text);
    else
        edit(text, kMergeField + int(id), [&](Scenario& s) { shardscope::applyField(s, id, value); }); // with its couplings
}

void ScenarioDocument::editChange(const Change& change, const QString& undoText, int mergeKey)
{
    edit(undoText, mergeKey, [&change](Scenario& s) { apply(s, change); });
}

void ScenarioDocument::applyChanges(const std::vector<FixChange>& changes, const QString& label)
{
    const Scenario after = shardscope::applyChanges(m_scenario, changes);
    replace(after, label);
}

void ScenarioDocument::replace(const Scenario& scenario, const QString& label)
{
    if (scenario == m_scenario)
        return;
    if (auto problem = problemWith(scenario)) {
        emit editRejected(*problem);
        emit scenarioChanged(AllChanged);
        return;
    }
    m_undo->push(new ScenarioEditCommand(this, m_scenario, scenario, label, -1, 0, m_sequenceParallel,
                                         followed(m_sequenceParallel, m_scenario, scenario)));
}

void ScenarioDocument::beginGesture()
{
    if (m_gestureDepth++ == 0)
        m_gesture = m_nextGesture++;
}

void ScenarioDocument::endGesture()
{
    if (m_gestureDepth > 0 && --m_gestureDepth == 0) {
        m_gesture = 0;
        emit gestureEnded();
    }
}

void ScenarioDocument::setScenarioFromCommand(const Scenario& scenario)
{
    const Changes changes = changesBetween(m_scenario, scenario);
    m_scenario = scenario; // the command has set the SP intent that goes with it
    emit scenarioChanged(changes);
    scheduleEstimate();
}

void ScenarioDocument::scheduleEstimate()
{
    if (m_estimatePending)
        return;
    m_estimatePending = true;
    QTimer::singleShot(0, this, &ScenarioDocument::runEstimate);
}

void ScenarioDocument::runEstimate()
{
    if (!m_estimatePending)
        return;
    m_estimatePending = false;
    const auto seen = std::find_if(m_recent.begin(), m_recent.end(),
                                   [this](const RecentReport& r) { return r.scenario == m_scenario; });
    if (seen != m_recent.end()) {
        // Visited a moment ago (a drag back over a notch, an undo): the same report.
        RecentReport again = std::move(*seen);
        m_recent.erase(seen);
        m_report = again.report;
        m_lastEstimateUs = again.estimateUs;
        m_recent.push_front(std::move(again));
        m_estimateError.clear();
        ++m_reports;
        emit reportChanged();
        return;
    }
    const auto start = std::chrono::steady_clock::now();
    try {
        auto fresh = std::make_shared<const Report>(analyse(m_scenario));
        m_recent.push_front({m_scenario, fresh, 0});
        if (m_recent.size() > kRecentReports)
            m_recent.pop_back();
        m_report = std::move(fresh);
    } catch (const std::bad_alloc&) {
        // A last resort (see estimateError()): keep the last figures, say why, go on.
        m_recent.clear(); // and give back what the kept reports hold
        m_estimateError = tr("Not enough memory to estimate this scenario; the figures shown are from the last estimate.");
        emit estimateFailed(m_estimateError);
        return;
    }
    m_estimateError.clear();
    m_lastEstimateUs = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    m_recent.front().estimateUs = m_lastEstimateUs;
    ++m_estimates;
    ++m_reports;
    emit reportChanged();
}

void ScenarioDocument::flushEstimate()
{
    runEstimate();
}

void ScenarioDocument::resetTo(const Scenario& scenario, const QString& fileName)
{
    m_undo->clear();
    m_scenario = scenario;
    m_sequenceParallel = SequenceParallelIntent(scenario);
    m_fileName = fileName;
    emit fileNameChanged(m_fileName);
    emit scenarioChanged(AllChanged);
    m_estimatePending = true;
    runEstimate();
    emit modifiedChanged(false);
}

void ScenarioDocument::newDocument()
{
    resetTo(parseScenario(defaultScenarioText(), presets(), "default scenario"), QString());
}

void ScenarioDocument::openExample(std::string_view text, std::string_view origin)
{
    resetTo(parseScenario(text, presets(), std::string(origin)), QString());
}

bool ScenarioDocument::load(const QString& path, QString* error)
{
    try {
        const Scenario s = loadScenarioFile(path.toStdString(), presets());
        resetTo(s, path);
        return true;
    } catch (const InputError& e) {
        if (error) // the callers name the file
            *error = translated(e.textWithoutFile());
        return false;
    }
}

bool ScenarioDocument::restore(const QString& text, const QString& fileName, QString* error)
{
    try {
        const Scenario s = parseScenario(text.toStdString(), presets(), "recovered scenario");
        Scenario base = m_scenario;
        if (!fileName.isEmpty()) {
            try {
                base = loadScenarioFile(QFile::encodeName(fileName).toStdString(), presets());
            } catch (const InputError&) {
                // Moved or broken since: the changes still belong to that name.
            }
        }
        resetTo(base, fileName);
        replace(s, tr("Recover unsaved changes"));
        return true;
    } catch (const InputError& e) {
        if (error)
            *error = translated(e.textWithoutFile());
        return false;
    }
}

bool ScenarioDocument::importHuggingFace(const QString& path, QString* error)
{
    try {
        // The same bounded reader as every other input (a device or FIFO cannot exhaust memory).
        const std::string origin = path.toStdString();
        HfImport imported = importHuggingFaceConfigText(readTextFile(origin), origin);
        imported.model.presetId.clear();
        Scenario next = m_scenario;
        next.model = imported.model;
        if (auto problem = problemWith(next)) {
            if (error)
                *error = *problem;
            return false;
        }
        replace(next, tr("Import %1").arg(QString::fromStdString(imported.model.name)));
        return true;
    } catch (const InputError& e) {
        if (error) // the path in the file as it is, the message in the user's language
            *error = translated(e.textWithoutFile());
        return false;
    }
}

std::optional<QString> ScenarioDocument::problemWith(const Scenario& scenario) const
{
    // Whatever the user builds must survive a save and a reopen: the reader's checks, on
    // the values themselves (no JSON written and parsed on every slider tick).
    if (auto problem = scenarioError(scenario))
        return translated(problem->textWithoutFile());
    return std::nullopt;
}

QString ScenarioDocument::text() const
{
    return QString::fromStdString(formatScenario(m_scenario, presets()));
}

bool ScenarioDocument::save(const QString& path, QString* error)
{
    // The CLI's safe replacement (io/safewrite.h): no link followed, no FIFO or device
    // replaced, the old file's mode kept, synced before and after the rename.
    try {
        writeTextFileAtomically(QFile::encodeName(path).toStdString(), text().toStdString());
    } catch (const InputError& e) {
        if (error)
            *error = tr("Cannot save %1: %2").arg(path, translated(e.text()));
        return false;
    }
    m_undo->setClean();
    if (m_fileName != path) {
        m_fileName = path;
        emit fileNameChanged(m_fileName);
    }
    return true;
}

} // namespace shardscope::ui
