// Scenarios and brute-force references shared by the search suites.
#pragma once

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/export/exporters.h"
#include "core/export/launchersupport.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/rules/rules.h"
#include "core/search/articletable.h"
#include "core/search/divisors.h"
#include "core/search/paretofront.h"
#include "core/search/scalingsweep.h"
#include "core/search/search.h"
#include "core/search/searchspace.h"

#include <QElapsedTimer>
#include <QTest>

#include <fstream>
#include <sstream>

#include <chrono>
#include <random>
#include <thread>

namespace searchsupport {

using namespace shardscope;


inline Scenario loadScenarioFile(const std::string& relative)
{
    std::ifstream in(testsupport::dataPath(relative));
    std::stringstream text;
    text << in.rdbuf();
    return parseScenario(text.str(), PresetLibrary::builtin(), relative);
}

inline Scenario presetScenario(const char* model, const char* cluster, int nodes, int64_t seq, int64_t globalBatch)
{
    Scenario s;
    s.name = "search test";
    s.model = PresetLibrary::builtin().modelSpec(model);
    s.cluster = PresetLibrary::builtin().clusterSpec(cluster);
    s.cluster.nodes = nodes;
    s.training.seqLength = seq;
    s.training.globalBatch = globalBatch;
    s.training.microBatch = 1;
    return s;
}

inline bool hasErrorOtherThanMemory(const Report& r)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error && d.code != "memory.over_capacity")
            return true;
    return false;
}

/** Better by the search's order: more tokens/s, then less memory. */
inline bool betterFigures(double tpsA, int64_t peakA, double tpsB, int64_t peakB)
{
    if (std::abs(tpsA - tpsB) > 1e-9 * std::max(tpsA, tpsB))
        return tpsA > tpsB;
    return peakA < peakB;
}

inline std::vector<int> divisorsByTrial(int64_t n, int64_t limit)
{
    std::vector<int> out;
    for (int64_t d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            out.push_back(int(d));
    return out;
}

/** Every point of a small space, enumerated here independently of SearchSpace. */
inline std::vector<SearchKnobs> bruteForceSpace(const Scenario& s, const SearchOptions& o)
{
    std::vector<SearchKnobs> out;
    const int64_t gpus = o.gpus > 0 ? o.gpus : s.cluster.totalGpus();
    std::vector<int> eps = {1};
    if (s.model.isMoe())
        eps = divisorsByTrial(s.model.moe->experts, s.model.moe->experts);
    for (int tp : divisorsByTrial(gpus, gpus))
        for (int pp : divisorsByTrial(gpus / tp, gpus))
            for (int cp : divisorsByTrial(gpus / tp / pp, gpus)) {
                const int dp = int(gpus / tp / pp / cp);
                for (int ep : eps)
                    for (int e = 0; e < 2; ++e) {
                        const int etp = e == 0 ? tp : 1;
                        if (e == 1 && (tp == 1 || !s.model.isMoe()))
                            continue;
                        for (int mb : divisorsByTrial(s.training.globalBatch, o.maxMicroBatch))
                            for (PipelineSchedule schedule : o.schedules)
                                for (int v = 1; v <= o.maxVirtualStages; ++v) {
                                    if ((schedule == PipelineSchedule::Interleaved1F1B) != (v > 1))
                                        continue;
                                    for (int zero = 0; zero < SearchSpace::kZeroSettings; ++zero)
                                        for (Recompute rc : {Recompute::None, Recompute::Selective, Recompute::Full})
                                            for (int overlap = 0; overlap < 4; ++overlap)
                                            for (bool sp : {false, true}) {
                                                SearchKnobs k;
                                                k.overlapDataParallel = (overlap & 1) == 0;
                                                k.overlapTensorParallel = (overlap & 2) != 0;
                                                k.tp = tp;
                                                k.pp = pp;
                                                k.cp = cp;
                                                k.dp = dp;
                                                k.ep = ep;
                                                k.etp = etp;
                                                k.microBatch = mb;
                                                k.schedule = schedule;
                                                k.virtualStages = v;
                                                k.zeroStage = SearchSpace::zeroStageOf(zero);
                                                k.zero3Engine = SearchSpace::zero3EngineOf(zero);
                                                k.recompute = rc;
                                                k.sequenceParallel = sp;
                                                out.push_back(k);
                                            }
                                }
                    }
            }
    return out;
}

} // namespace searchsupport
