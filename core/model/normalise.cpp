#include "normalise.h"

#include "fields.h"
#include "schedule.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace shardscope {

namespace {

constexpr int kLastRankOrder = int(RankOrder::TpCpEpPpDp);

/** An enumerator from a Change's integer; a value outside the enumeration is a caller's bug. */
template <typename E> E enumeratorOf(int value, int last, const char* what)
{
    if (value < 0 || value > last)
        throw std::out_of_range(std::string("no ") + what + " " + std::to_string(value));
    return E(value);
}

/** DP follows the degrees that add GPUs besides it. */
bool fillsCluster(const Change& change)
{
    return change.fillCluster && change.setting == Setting::Degree &&
           (change.dim == Dim::Tp || change.dim == Dim::Pp || change.dim == Dim::Cp);
}

} // namespace

Change Change::degree(const Scenario& before, Dim dim, int degree, bool fillCluster)
{
    Change c;
    c.setting = Setting::Degree;
    c.dim = dim;
    c.value = degree;
    c.previous = settingValue(before, Setting::Degree, dim);
    c.fillCluster = fillCluster;
    c.sequenceParallelWanted = before.parallel.sequenceParallel;
    return c;
}

Change Change::field(const Scenario& before, Setting setting, int value)
{
    Change c;
    c.setting = setting;
    c.value = value;
    c.previous = settingValue(before, setting);
    c.sequenceParallelWanted = setting == Setting::SequenceParallel ? value != 0 : before.parallel.sequenceParallel;
    return c;
}

int settingValue(const Scenario& s, Setting setting, Dim dim)
{
    const ParallelConfig& p = s.parallel;
    switch (setting) {
    case Setting::Degree: return dim == Dim::Etp ? p.etp.value_or(0) : degreeOf(p, dim);
    case Setting::VirtualStages: return p.virtualStages;
    case Setting::Schedule: return int(p.schedule);
    case Setting::SequenceParallel: return p.sequenceParallel ? 1 : 0;
    case Setting::ZeroStage: return p.zeroStage;
    case Setting::RankOrder: return int(p.rankOrder);
    }
    return 0;
}

void normalise(Scenario& s, const Change& change)
{
    ParallelConfig& p = s.parallel;
    if (change.setting == Setting::Degree && change.dim == Dim::Tp) {
        if (p.tp == 1)
            p.sequenceParallel = false; // it splits the TP group: nothing to split
        else if (change.previous == 1)
            p.sequenceParallel = change.sequenceParallelWanted;
    }
    if (change.setting == Setting::VirtualStages && p.virtualStages > 1)
        p.schedule = scheduleWithChosenChunks();
    if (change.setting == Setting::Schedule) {
        if (!scheduleTraits(p.schedule).chosenChunks)
            p.virtualStages = 1;
        else if (p.virtualStages < 2)
            p.virtualStages = 2;
    }
    if (fillsCluster(change)) {
        const int64_t rest = std::max<int64_t>(int64_t(p.tp) * p.pp * p.cp, 1);
        p.dp = int(std::max<int64_t>(1, s.cluster.totalGpus() / rest));
    }
}

void apply(Scenario& s, const Change& change)
{
    ParallelConfig& p = s.parallel;
    switch (change.setting) {
    case Setting::Degree:
        if (change.dim == Dim::Etp && change.value <= 0)
            p.etp.reset();
        else
            setDegreeOf(p, change.dim, change.value);
        break;
    case Setting::VirtualStages: p.virtualStages = change.value; break;
    case Setting::Schedule:
        p.schedule = enumeratorOf<PipelineSchedule>(change.value, int(scheduleTable().size()) - 1, "pipeline schedule");
        break;
    case Setting::SequenceParallel: p.sequenceParallel = change.value != 0; break;
    case Setting::ZeroStage: p.zeroStage = change.value; break;
    case Setting::RankOrder: p.rankOrder = enumeratorOf<RankOrder>(change.value, kLastRankOrder, "rank order"); break;
    }
    normalise(s, change);
}

void normaliseField(Scenario& s, FieldId field, const Scenario& before)
{
    if (field == FieldId::LocalAttention && s.model.localAttention != LocalAttention::None && s.model.localWindow < 1)
        s.model.localWindow = kDefaultLocalWindow;
    for (const bool intra : {true, false}) {
        LinkSpec& link = intra ? s.cluster.intraNode : s.cluster.interNode;
        const LinkSpec& old = intra ? before.cluster.intraNode : before.cluster.interNode;
        if (field == (intra ? FieldId::IntraLatency : FieldId::InterLatency)) {
            const double delta = link.latencyUs - old.latencyUs;
            for (auto& own : link.collectives)
                if (own)
                    own->stepLatencyUs = std::max(0.0, own->stepLatencyUs + delta);
        }
        if (field == (intra ? FieldId::IntraEfficiency : FieldId::InterEfficiency)) {
            const double ratio = old.efficiency > 0 ? link.efficiency / old.efficiency : 1.0;
            for (auto& own : link.collectives)
                if (own)
                    own->efficiency *= ratio;
        }
    }
}

void applyField(Scenario& s, FieldId field, const FieldValue& value)
{
    const Scenario before = s;
    setField(s, field, value);
    normaliseField(s, field, before);
}

void SequenceParallelIntent::follow(const Scenario& before, const Scenario& after)
{
    const bool sp = after.parallel.sequenceParallel;
    if (after.parallel.tp > 1 || (before.parallel.tp == 1 && before.parallel.sequenceParallel != sp))
        m_wanted = sp;
}

} // namespace shardscope
