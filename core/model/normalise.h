#pragma once

#include "dim.h"
#include "fieldvalue.h"
#include "scenario.h"

#include <cstdint>
#include <string>
#include <variant>

namespace shardscope {

/**
 * What a user sets in the parallel layout: a degree (which one is Change::dim), or one of
 * the switches the couplings of normalise() read or write.
 */
enum class Setting : uint8_t
{
    Degree,           ///< Change::dim; ETP 0 = unset (same as TP)
    VirtualStages,    ///< model chunks per pipeline rank
    Schedule,         ///< int(PipelineSchedule)
    SequenceParallel, ///< 0 or 1
    ZeroStage,        ///< 0 to 3
    RankOrder         ///< int(RankOrder)
};

/**
 * One edit of the parallel layout, as the couplings need to know it: what was set, to what,
 * from what, and the two things an edit carries beyond the scenario.
 *
 * `fillCluster` is the editor's "DP fills the cluster" option. `sequenceParallelWanted` is
 * how the "SP comes back" rule keeps its intent: the scenario file holds only the effective
 * switch (SP is off at TP 1), so whoever edits a scenario over several changes remembers SP
 * as the user last had it while TP was above 1, or set it since (see ScenarioDocument), and
 * hands it in here. A caller that keeps no history starts from the scenario before the edit
 * (Change::degree(), Change::field()), which is what the scenario itself says.
 */
struct Change
{
    Setting setting = Setting::Degree;
    Dim dim = Dim::Tp; ///< for Setting::Degree
    int value = 0;     ///< the new value (see Setting)
    int previous = 0;  ///< its value before the edit
    bool fillCluster = false;
    bool sequenceParallelWanted = false;

    /** Setting `dim` to `degree` in `before`. */
    static Change degree(const Scenario& before, Dim dim, int degree, bool fillCluster = false);
    /** Setting `setting` (not Degree) to `value` in `before`. */
    static Change field(const Scenario& before, Setting setting, int value);
};

/** The value of a setting as a Change carries it (ETP: the explicit value, 0 when unset). */
int settingValue(const Scenario& scenario, Setting setting, Dim dim = Dim::Tp);

/**
 * The couplings between the parallel settings, in one place; `scenario` already holds
 * change.value. SP needs TP > 1: TP 1 switches it off, TP leaving 1 puts back
 * change.sequenceParallelWanted. With change.fillCluster, a change of TP, PP or CP sets
 * DP = cluster GPUs / (TP x PP x CP) (at least 1). Virtual stages above 1 mean the
 * interleaved schedule; choosing the interleaved schedule makes at least 2 virtual stages and
 * any other schedule resets them to 1.
 */
void normalise(Scenario& scenario, const Change& change);

/** Writes change.value into the scenario, then normalise(). */
void apply(Scenario& scenario, const Change& change);

/**
 * The couplings of a field of the registry (core/model/fields.h) other than the parallel
 * settings above; `scenario` already holds the new value, `before` is the scenario before the
 * edit. A link tier's per-step latency and efficiency are the fit of every collective without
 * one of its own, and the collectives with their own move along: a new latency shifts their
 * step latencies by the same amount (not below 0), a new efficiency scales theirs by the same
 * ratio, so a tier keeps the shape its preset measured. Turning local attention on in a model
 * without a window gives it kDefaultLocalWindow tokens. Other fields have no couplings here.
 */
void normaliseField(Scenario& scenario, FieldId field, const Scenario& before);

/** The window a model gets when local attention is switched on without one: Mistral 7B's 4,096 tokens. */
inline constexpr int64_t kDefaultLocalWindow = 4096;

/** setField() of the registry, then normaliseField(): one edit of a field as a user makes it. */
void applyField(Scenario& scenario, FieldId field, const FieldValue& value);

/**
 * SP as the user wants it, over a series of edits: the memory behind "SP comes back when TP
 * does". Follow every change of the scenario (edits, undo, redo); a step that takes TP to 1
 * keeps the memory, a step at TP > 1 or one that switches SP while TP stays 1 replaces it.
 */
class SequenceParallelIntent
{
public:
    explicit SequenceParallelIntent(const Scenario& start) : m_wanted(start.parallel.sequenceParallel) {}
    void follow(const Scenario& before, const Scenario& after);
    bool wanted() const { return m_wanted; }

private:
    bool m_wanted;
};

} // namespace shardscope
