#include "searchtypes.h"

#include "core/calibrate/fitparameters.h"
#include "core/model/enumnames.h"
#include "core/model/normalise.h"

#include <string>

namespace shardscope {

std::string_view startStandingName(StartStanding standing)
{
    switch (standing) {
    case StartStanding::Searched: return "searched";
    case StartStanding::OtherGpuCount: return "other_gpu_count";
    case StartStanding::Refused: return "refused";
    case StartStanding::DoesNotFit: return "does_not_fit";
    case StartStanding::NoLauncher: return "no_launcher";
    case StartStanding::OutsideSpace: return "outside_space";
    case StartStanding::OtherSettings: return "other_settings";
    }
    return "searched";
}

double tieThreshold(const ClusterSpec& cluster)
{
    return calibrationHolds(cluster) ? cluster.calibration.heldOutError : kModelThroughputError;
}

Scenario applyKnobs(const Scenario& base, const SearchKnobs& k)
{
    Scenario s = base;
    setKnobs(s, k);
    return s;
}

void setKnobs(Scenario& s, const SearchKnobs& k)
{
    ParallelConfig& p = s.parallel;
    p.tp = k.tp;
    p.pp = k.pp;
    p.cp = k.cp;
    p.dp = k.dp;
    p.ep = k.ep;
    p.etp = s.model.isMoe() && k.etp != k.tp ? std::optional<int>(k.etp) : std::nullopt;
    p.sequenceParallel = k.sequenceParallel;
    p.zeroStage = k.zeroStage;
    if (k.zeroStage == 3)
        p.zero3Engine = k.zero3Engine;
    apply(s, Change::field(s, Setting::Schedule, int(k.schedule))); // normalise(): one virtual stage unless chosen
    if (scheduleTraits(k.schedule).chosenChunks)
        p.virtualStages = k.virtualStages;
    p.microbatchGroup = k.microbatchGroup > 0 ? std::optional<int>(k.microbatchGroup) : std::nullopt;
    p.overlap.dataParallel = k.overlapDataParallel;
    p.overlap.tensorParallel = k.overlapTensorParallel;
    s.training.microBatch = k.microBatch;
    s.training.recompute = k.recompute;
}

SearchKnobs knobsOf(const Scenario& s)
{
    SearchKnobs k;
    const ParallelConfig& p = s.parallel;
    k.tp = p.tp;
    k.pp = p.pp;
    k.cp = p.cp;
    k.dp = p.dp;
    k.ep = p.ep;
    k.etp = p.expertTensorParallel();
    k.microBatch = int(s.training.microBatch);
    k.virtualStages = scheduleTraits(p.schedule).chosenChunks ? p.virtualStages : 1;
    k.microbatchGroup = p.microbatchGroup.value_or(0);
    k.schedule = p.schedule;
    k.zeroStage = p.zeroStage;
    k.zero3Engine = p.zeroStage == 3 ? p.zero3Engine : Zero3Engine::Fsdp;
    k.recompute = s.training.recompute;
    k.sequenceParallel = p.sequenceParallel;
    k.overlapDataParallel = p.overlap.dataParallel;
    k.overlapTensorParallel = p.overlap.tensorParallel;
    return k;
}

TranslatableText knobsText(const SearchKnobs& k)
{
    TranslatableText text;
    std::string degrees = "TP " + std::to_string(k.tp) + " · PP " + std::to_string(k.pp) + " · DP " +
                          std::to_string(k.dp) + " · CP " + std::to_string(k.cp) + " · EP " + std::to_string(k.ep);
    if (k.ep > 1 && k.etp != k.tp)
        degrees += " (ETP " + std::to_string(k.etp) + ")";
    if (k.pp > 1) {
        degrees += ", " + std::string(toString(k.schedule));
        if (scheduleTraits(k.schedule).chosenChunks)
            degrees += " v" + std::to_string(k.virtualStages);
    }
    text.verbatim(degrees);
    if (k.pp > 1 && k.microbatchGroup > 0)
        text.add("SearchKnobs", QT_TRANSLATE_NOOP("SearchKnobs", " in micro-batch groups of %1"),
                 {std::to_string(k.microbatchGroup)});
    // The schedule keeps the scenario file's name; the recompute setting is a word (in English
    // the file's name too: none, selective, full).
    const char* recompute = k.recompute == Recompute::None        ? QT_TRANSLATE_NOOP("SearchKnobs", "none")
                            : k.recompute == Recompute::Selective ? QT_TRANSLATE_NOOP("SearchKnobs", "selective")
                                                                  : QT_TRANSLATE_NOOP("SearchKnobs", "full");
    text.add("SearchKnobs", QT_TRANSLATE_NOOP("SearchKnobs", ", ZeRO %1, mb %2, %3"),
             {std::to_string(k.zeroStage), std::to_string(k.microBatch), TextArg::word("SearchKnobs", recompute)});
    if (k.zeroStage == 3 && k.zero3Engine == Zero3Engine::DeepSpeed)
        text.add("SearchKnobs", QT_TRANSLATE_NOOP("SearchKnobs", ", DeepSpeed's ZeRO-3"));
    if (k.sequenceParallel)
        text.verbatim(", SP");
    if (!k.overlapDataParallel && int64_t(k.dp) * k.cp > 1)
        text.add("SearchKnobs", QT_TRANSLATE_NOOP("SearchKnobs", ", DP comm not overlapped"));
    if (k.overlapTensorParallel && k.tp > 1)
        text.add("SearchKnobs", QT_TRANSLATE_NOOP("SearchKnobs", ", TP comm overlap"));
    return text;
}

std::string describeKnobs(const SearchKnobs& k)
{
    return knobsText(k).english();
}

} // namespace shardscope
