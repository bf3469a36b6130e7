#include "search.h"

#include "core/model/schedule.h"

#include "paretofront.h"
#include "searchspace.h"
#include "startingplan.h"

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/estimate/memory.h"
#include "core/estimate/quickestimate.h"
#include "core/rules/rules.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace shardscope {

namespace {

using Clock = std::chrono::steady_clock;

/** A timed candidate as the ranking pass sees it. */
struct Scored
{
    SearchKnobs knobs;
    double tokensPerS = 0;
    int64_t peakBytes = 0;
    LauncherMask launchers = 0;
};

/** Better first: more tokens per second; on a tie (1e-9 relative) less memory; then the knobs' order. */
bool better(double tpsA, int64_t peakA, const SearchKnobs& a, double tpsB, int64_t peakB, const SearchKnobs& b)
{
    const double scale = std::max(std::abs(tpsA), std::abs(tpsB));
    if (std::abs(tpsA - tpsB) > 1e-9 * scale)
        return tpsA > tpsB;
    if (peakA != peakB)
        return peakA < peakB;
    const auto key = [](const SearchKnobs& k) {
        return std::make_tuple(k.tp, k.pp, k.cp, k.dp, k.ep, k.etp, k.microBatch, int(k.schedule), k.virtualStages,
                               k.microbatchGroup, k.zeroStage, int(k.zero3Engine), int(k.recompute), k.sequenceParallel,
                               !k.overlapDataParallel,
                               k.overlapTensorParallel);
    };
    return key(a) < key(b);
}

bool betterScored(const Scored& a, const Scored& b)
{
    return better(a.tokensPerS, a.peakBytes, a.knobs, b.tokensPerS, b.peakBytes, b.knobs);
}

/** Counters a worker publishes while it runs (read by the progress loop). */
struct LiveCounts
{
    std::atomic<int64_t> prunedByRules{0}, prunedByMemory{0}, timed{0};
};

/** Cost models per micro-batch of a layout: recompute (3) x SP x TP overlap x EP overlap. */
constexpr size_t kCostSlotsPerMicroBatch = 3 * 2 * 2 * 2;

/** What one worker thread collects. */
struct WorkerState
{
    std::vector<Scored> best;
    /// The tokens per second of the worst plan `best` kept at its last trim: a plan clearly
    /// slower than it can never enter the top (0 until the first trim).
    double bestFloor = 0;
    ParetoFront<SearchKnobs> front;
    std::vector<SearchPoint> points;
    size_t pointStride = 1, pointSeen = 0;
    Scenario scratch; ///< the base scenario, its knobs overwritten per candidate (no copies)
    QuickEstimator estimator;
    bool layoutReady = false; ///< the estimator's layout is that of the current (layout, schedule)
    /** By (micro-batch index, SP): plain 1F1B fits at no ZeRO stage even with full recompute
     * (1), or it may fit / was not looked at (0). Interleaving never stores less, so it is
     * skipped there (tst_search: interleavingNeverStoresLessThan1F1B). */
    std::vector<uint8_t> plainFails;
    int64_t rules = 0, memory = 0, timed = 0;
    int64_t bounded = 0; ///< of `timed`: skipped by cannotShow()
    int64_t fasterThanStart = 0; ///< timed plans faster than the starting plan (Searcher::m_countAbove)
    /// The layer and link costs of the current layout, by what changes them within it: the
    /// micro-batch, SP, recompute, the TP overlap switch, and whether the schedule overlaps
    /// the EP all-to-all (exposedComm()). Every schedule and virtual-stage count of the
    /// layout shares them (CostModel reads neither, nor the ZeRO stage or the DP switch).
    /// Indexed as costsOf() computes it; a slot is valid while its generation is the layout's,
    /// and its cost model is built in place.
    struct CostSlot
    {
        uint64_t generation = 0;
        std::optional<CostModel> costs;
    };
    std::vector<CostSlot> costSlots;
    uint64_t layoutGeneration = 0; ///< one per searchLayout() call
    size_t microBatchIndex = 0;    ///< the current cell's index in SearchSpace::microBatches()
};

class Searcher
{
public:
    Searcher(const SearchSpace& space, const SearchOptions& options, const std::atomic<bool>* cancel,
             size_t keepBest, size_t pointCap, double countAbove)
        : m_space(space), m_options(options), m_cancel(cancel), m_keepBest(keepBest), m_pointCap(pointCap),
          m_support(space.base()), m_deepSpeedZero3(SearchSpace::searchesDeepSpeedZero3(space.base(), options.launchers)),
          m_countAbove(countAbove)
    {
    }

    void work(WorkerState& state, std::atomic<size_t>& next, std::atomic<size_t>& done, LiveCounts& live)
    {
        const auto& layouts = m_space.layouts();
        for (;;) {
            if (m_cancel && m_cancel->load(std::memory_order_relaxed))
                return;
            const size_t index = next.fetch_add(1, std::memory_order_relaxed);
            if (index >= layouts.size())
                return;
            const int64_t r0 = state.rules, m0 = state.memory, t0 = state.timed;
            searchLayout(layouts[index], state);
            live.prunedByRules.fetch_add(state.rules - r0, std::memory_order_relaxed);
            live.prunedByMemory.fetch_add(state.memory - m0, std::memory_order_relaxed);
            live.timed.fetch_add(state.timed - t0, std::memory_order_relaxed);
            done.fetch_add(1, std::memory_order_relaxed);
        }
    }

private:
    void searchLayout(const SearchSpace::Layout& l, WorkerState& state)
    {
        const int64_t perLayout = m_space.pointsPerLayout();
        if (!m_space.layoutAllowed(l)) {
            state.rules += perLayout;
            return;
        }
        const ModelParams& params = m_space.params(l.tp);
        ++state.layoutGeneration; // the cost slots of the last layout are stale
        state.costSlots.resize(m_space.microBatches().size() * kCostSlotsPerMicroBatch);
        SearchKnobs k;
        k.tp = l.tp;
        k.pp = l.pp;
        k.cp = l.cp;
        k.dp = l.dp;
        k.ep = l.ep;
        k.etp = l.etp;
        // Schedule outside, micro-batch inside: the ranks' layouts depend on the schedule
        // only, so the estimator prepares them once per schedule.
        const int64_t perVariant = int64_t(m_space.microBatches().size()) * SearchSpace::kInner;
        state.plainFails.assign(2 * m_space.microBatches().size(), 0);
        for (const SearchSpace::Variant& v : m_space.variants()) {
            if (m_cancel && m_cancel->load(std::memory_order_relaxed))
                return;
            if (!m_space.variantShapeAllowed(l, v)) {
                state.rules += perVariant;
                continue;
            }
            // A schedule none of the asked-for launchers runs: every cell is pruned by rules.
            const ScheduleTraits& traits = scheduleTraits(v.schedule);
            if (l.pp > 1 && (LauncherSupport::scheduleRunners(runningSchedule(v.schedule, v.virtualStages)) &
                             m_options.launchers) == 0) {
                state.rules += perVariant;
                continue;
            }
            k.schedule = v.schedule;
            k.virtualStages = v.virtualStages;
            // The plain schedule's failures to fit prune the interleaved one (more chunks in
            // flight never need less memory): which is which, from the schedule table.
            const bool interleaved = traits.chosenChunks;
            const bool plain = l.pp > 1 && v.schedule == scheduleTraits(scheduleWithChosenChunks()).oneChunkRunsAs;
            state.layoutReady = false; // a new (layout, schedule): prepared on first use
            for (size_t mbIndex = 0; mbIndex < m_space.microBatches().size(); ++mbIndex) {
                const int mb = m_space.microBatches()[mbIndex];
                if (!m_space.batchAllowed(l, mb)) {
                    state.rules += SearchSpace::kInner;
                    continue;
                }
                const int64_t m = m_space.base().training.globalBatch / (int64_t(mb) * l.dp);
                if (!m_space.variantAllowed(l, v, m)) {
                    state.rules += SearchSpace::kInner;
                    continue;
                }
                k.microBatch = mb;
                // Interleaving a count that is no multiple of PP: the smallest group Megatron takes.
                k.microbatchGroup =
                    int(std::max<int64_t>(0, smallestMicrobatchGroup(scheduleTraits(v.schedule), l.pp, v.virtualStages, m)));
                state.microBatchIndex = mbIndex;
                for (bool sp : {true, false}) {
                    if (!m_space.sequenceParallelAllowed(l, sp)) {
                        state.rules += SearchSpace::kInner / 2;
                        continue;
                    }
                    k.sequenceParallel = sp;
                    uint8_t& plainFails = state.plainFails[2 * mbIndex + (sp ? 1 : 0)];
                    searchCell(k, params, m, state, plain ? &plainFails : nullptr, interleaved && plainFails == 1);
                }
            }
        }
    }

    /**
     * The ZeRO x recompute x overlap cell of one (layout, micro-batch, schedule, SP). First
     * which launchers run each (ZeRO, overlap) point as planned: a point none of the asked-for
     * launchers runs is pruned by rules, and so is a ZeRO stage with no such point before
     * its memory is evaluated. Each remaining stage gets the memory check once (memory does
     * not depend on the overlap switches) before its overlap variants are timed. Peak memory
     * does not always fall with the stage (ZeRO-2's buckets can outweigh what it saves at
     * small DP). More recompute stores less except for full recompute's workspace (one
     * checkpoint re-materialised: on a stage of one or two layers with one micro-batch in
     * flight, selective recompute can need less); tst_search checks that bound on random
     * configurations. A stage's memory is checked when some launcher takes it under some
     * recompute setting, so when no such stage fits with full recompute even without its
     * workspace, none fits with less and the rest of the cell is pruned.
     */
    void searchCell(SearchKnobs& k, const ModelParams& params, int64_t m, WorkerState& state, uint8_t* plainFails,
                    bool cannotFit)
    {
        constexpr int kOverlaps = SearchSpace::kOverlaps;
        constexpr Recompute kRecomputes[3] = {Recompute::Full, Recompute::Selective, Recompute::None};
        const SearchSpace::Layout layout{k.tp, k.pp, k.cp, k.dp, k.ep, k.etp};
        // Which launchers take each ZeRO stage, overlap switch and recompute setting: their
        // rules read all three (torchtitan has no module-selective recompute, NeMo's EP
        // overlap none with full recompute), so each is asked with the plan it will rank.
        constexpr int kZeros = SearchSpace::kZeroSettings;
        // ZeRO setting z: stage SearchSpace::zeroStageOf(z), at 3 run by SearchSpace::zero3EngineOf(z).
        const auto setZero = [](Scenario& scratch, int z) {
            scratch.parallel.zeroStage = SearchSpace::zeroStageOf(z);
            scratch.parallel.zero3Engine = SearchSpace::zero3EngineOf(z);
        };
        LauncherMask masks[3][kZeros][kOverlaps] = {};
        int accepted[3][kZeros] = {};
        int acceptedAll[3] = {0, 0, 0};
        setKnobs(state.scratch, k);
        state.scratch.training.recompute = Recompute::None;
        // The rules on what the cell fixes, once: a cell no asked-for launcher passes is pruned whole.
        const LauncherMask cell = m_support.cellAccepting(state.scratch, m_options.launchers);
        if (cell == 0) {
            state.rules += 3 * kZeros * kOverlaps;
            if (plainFails && !cannotFit)
                *plainFails = 0;
            return;
        }
        // The verdicts with no recompute, then each setting's: the launchers whose rules read
        // more of it asked again, the others' taken from those less the ones that refuse the
        // setting itself.
        const LauncherMask readers = LauncherSupport::recomputeReaders(state.scratch) & cell;
        for (int zero = 0; zero < kZeros; ++zero) {
            if (!zeroSettingAllowed(zero))
                continue;
            setZero(state.scratch, zero);
            for (int o = 0; o < kOverlaps; ++o) {
                const bool dpOn = (o & 1) == 0, tpOn = (o & 2) != 0;
                if (!SearchSpace::overlapAllowed(layout, k.sequenceParallel, dpOn, tpOn))
                    continue;
                state.scratch.parallel.overlap.dataParallel = dpOn;
                state.scratch.parallel.overlap.tensorParallel = tpOn;
                masks[2][zero][o] = LauncherSupport::knobAccepting(state.scratch, cell);
            }
        }
        for (int r = 0; r < 3; ++r) {
            state.scratch.training.recompute = kRecomputes[r];
            for (int zero = 0; zero < kZeros; ++zero) {
                if (!zeroSettingAllowed(zero))
                    continue;
                setZero(state.scratch, zero);
                const LauncherMask refusers = LauncherSupport::recomputeRefusers(state.scratch, kRecomputes[r]);
                for (int o = 0; o < kOverlaps; ++o) {
                    const bool dpOn = (o & 1) == 0, tpOn = (o & 2) != 0;
                    if (!SearchSpace::overlapAllowed(layout, k.sequenceParallel, dpOn, tpOn))
                        continue;
                    state.scratch.parallel.overlap.dataParallel = dpOn;
                    state.scratch.parallel.overlap.tensorParallel = tpOn;
                    if (r < 2)
                        masks[r][zero][o] = (masks[2][zero][o] & ~refusers & ~readers) |
                                            (readers ? LauncherSupport::knobAccepting(state.scratch, readers) : LauncherMask(0));
                    accepted[r][zero] += masks[r][zero][o] ? 1 : 0;
                }
                acceptedAll[r] += accepted[r][zero];
            }
        }
        const int acceptedAny = acceptedAll[0] + acceptedAll[1] + acceptedAll[2];
        state.rules += 3 * kZeros * kOverlaps - acceptedAny;
        if (cannotFit) { // plain 1F1B fits nowhere here: interleaving stores more
            state.memory += acceptedAny;
            return;
        }
        bool everyStageLooked = true;
        for (int stage = 0; stage <= 3; ++stage) // ZeRO-3 is looked at when either engine is
            everyStageLooked = everyStageLooked &&
                               (!m_space.zeroAllowed(stage) || accepted[0][stage] + (stage == 3 ? accepted[0][4] : 0) > 0);
        if (plainFails)
            *plainFails = 0;
        // A ZeRO stage some launcher takes under some recompute setting: its memory is what
        // says whether less recompute can fit, whichever setting the launchers take.
        int acceptedAtAll[kZeros] = {};
        for (int zero = 0; zero < kZeros; ++zero)
            acceptedAtAll[zero] = accepted[0][zero] + accepted[1][zero] + accepted[2][zero];
        bool fitBefore = acceptedAny > 0;
        QuickEstimate memory[kZeros];
        for (int r = 0; r < 3; ++r) {
            const Recompute rc = kRecomputes[r];
            k.recompute = rc;
            if (!fitBefore) {
                state.memory += acceptedAll[r];
                continue;
            }
            setKnobs(state.scratch, k);
            if (!state.layoutReady) {
                state.estimator.prepareLayout(state.scratch, params);
                state.layoutReady = true;
            }
            state.estimator.prepareRun(m); // shared by the ZeRO stages and overlap switches
            bool fit = false, fitsHere = false, lessMayFit = false;
            for (int zero = kZeros - 1; zero >= 0; --zero) {
                if (acceptedAtAll[zero] == 0)
                    continue;
                setZero(state.scratch, zero);
                // The engine changes what ZeRO-3's traffic exposes, not what a GPU holds.
                const bool sameAsDeepSpeed = zero == 3 && acceptedAtAll[4] > 0;
                memory[zero] = sameAsDeepSpeed ? memory[4] : state.estimator.memory();
                if (memory[zero].fits) {
                    fit = true;
                    fitsHere = fitsHere || accepted[r][zero] > 0;
                } else {
                    state.memory += accepted[r][zero];
                }
                const QuickEstimate& q = memory[zero];
                lessMayFit = lessMayFit || q.peakBytes - q.recomputeSlackBytes <= q.capacityBytes;
            }
            if (plainFails && rc == Recompute::Full && !lessMayFit && everyStageLooked)
                *plainFails = 1;
            fitBefore = fit || (rc == Recompute::Full && lessMayFit);
            if (!fitsHere)
                continue;
            // TP comm overlap outside: it changes the per-layer costs, so the estimator
            // re-prepares its timing once per switch; the DP switch and ZeRO only the DP cost.
            for (int tpOn = 0; tpOn <= 1; ++tpOn) {
                bool retimed = false;
                for (int zero = kZeros - 1; zero >= 0; --zero) {
                    if (accepted[r][zero] == 0 || !memory[zero].fits)
                        continue;
                    for (int dpOff = 0; dpOff <= 1; ++dpOff) {
                        const LauncherMask mask = masks[r][zero][dpOff | (tpOn << 1)];
                        if (!mask)
                            continue;
                        k.zeroStage = SearchSpace::zeroStageOf(zero);
                        k.zero3Engine = SearchSpace::zero3EngineOf(zero);
                        k.overlapDataParallel = dpOff == 0;
                        k.overlapTensorParallel = tpOn == 1;
                        setZero(state.scratch, zero);
                        state.scratch.parallel.overlap.dataParallel = k.overlapDataParallel;
                        state.scratch.parallel.overlap.tensorParallel = k.overlapTensorParallel;
                        if (!retimed) {
                            state.estimator.shareCosts(&costsOf(k, params, state));
                            retimed = true;
                        }
                        ++state.timed;
                        // A plan whose ceiling lies above the starting plan is timed in full,
                        // so that the plans faster than it are counted exactly.
                        const double ceiling = state.estimator.tokensPerSecondCeiling();
                        if (ceiling <= m_countAbove && cannotShow(ceiling, memory[zero].peakBytes, state)) {
                            ++state.bounded;
                            continue;
                        }
                        QuickEstimate q = memory[zero];
                        state.estimator.time(q);
                        state.fasterThanStart += q.tokensPerS > m_countAbove ? 1 : 0;
                        record(k, q, mask, state);
                    }
                }
            }
        }
    }

    /** ZeRO setting `z` (SearchSpace::zeroStageOf()) is searched: its stage allowed, DeepSpeed's ZeRO-3 only for its launchers. */
    bool zeroSettingAllowed(int z) const
    {
        return m_space.zeroAllowed(SearchSpace::zeroStageOf(z)) &&
               (SearchSpace::zero3EngineOf(z) != Zero3Engine::DeepSpeed || m_deepSpeedZero3);
    }

    /** The costs of the scratch scenario (its knobs set to `k`), built once per layout and setting. */
    static const CostModel& costsOf(const SearchKnobs& k, const ModelParams& params, WorkerState& state)
    {
        const bool epOverlap = k.pp > 1 && scheduleTraits(k.schedule).overlapsExpertAllToAll;
        const size_t recompute = k.recompute == Recompute::Full ? 0 : k.recompute == Recompute::Selective ? 1 : 2;
        const size_t slot = state.microBatchIndex * kCostSlotsPerMicroBatch +
                            (((recompute * 2 + (k.sequenceParallel ? 1 : 0)) * 2 + (k.overlapTensorParallel ? 1 : 0)) * 2 +
                             (epOverlap ? 1 : 0));
        WorkerState::CostSlot& c = state.costSlots[slot];
        if (c.generation != state.layoutGeneration || !c.costs) {
            c.costs.emplace(state.scratch, params);
            c.generation = state.layoutGeneration;
        }
        return *c.costs;
    }

    /**
     * A plan that fits, whose throughput cannot exceed `ceiling`, and that record() would
     * keep nowhere: below the top's floor, dominated on the front at its memory, and not the
     * next point of the scatter's even sample (counted as seen, as record() would). Skipping
     * its timing leaves every result as it would be.
     */
    bool cannotShow(double ceiling, int64_t peakBytes, WorkerState& state) const
    {
        if (!m_options.skipByCeiling || ceiling >= state.bestFloor * (1.0 - 1e-9) ||
            !state.front.dominates(ceiling, peakBytes))
            return false;
        if (m_options.keepPoints && state.pointSeen % state.pointStride == 0)
            return false;
        if (m_options.keepPoints)
            ++state.pointSeen;
        return true;
    }

    void record(const SearchKnobs& k, const QuickEstimate& q, LauncherMask launchers, WorkerState& state)
    {
        // 1e-9: better() calls closer throughputs a tie and orders them by memory and knobs
        if (q.tokensPerS >= state.bestFloor * (1.0 - 1e-9)) {
            state.best.push_back({k, q.tokensPerS, q.peakBytes, launchers});
            if (state.best.size() >= 2 * m_keepBest) {
                std::nth_element(state.best.begin(), state.best.begin() + std::ptrdiff_t(m_keepBest), state.best.end(),
                                 betterScored);
                state.best.resize(m_keepBest);
                state.bestFloor = std::min_element(state.best.begin(), state.best.end(), [](const Scored& a, const Scored& b) {
                                      return a.tokensPerS < b.tokensPerS;
                                  })->tokensPerS;
            }
        }
        state.front.insert(q.tokensPerS, q.peakBytes, k);
        if (!m_options.keepPoints)
            return;
        if (state.pointSeen++ % state.pointStride != 0)
            return;
        state.points.push_back({k, float(q.tokensPerS), float(q.mfu), q.peakBytes});
        if (state.points.size() > m_pointCap) {
            // Keep every other point and from now on every other candidate: an even sample.
            size_t out = 0;
            for (size_t i = 0; i < state.points.size(); i += 2)
                state.points[out++] = state.points[i];
            state.points.resize(out);
            state.pointStride *= 2;
        }
    }

public:
    int64_t m_capacityBytes = 0;

private:
    const SearchSpace& m_space;
    const SearchOptions& m_options;
    const std::atomic<bool>* m_cancel;
    size_t m_keepBest;
    size_t m_pointCap;
    LauncherSupport m_support;
    bool m_deepSpeedZero3 = false; ///< some launcher asked for runs DeepSpeed's ZeRO-3 on this model
    /// The starting plan's closed-form tokens/s when the walk visits it (+inf otherwise).
    double m_countAbove;
};

void lowerThisThreadsPriority()
{
#if defined(__linux__)
    // Per-thread nice value (Linux schedules threads as tasks); failure is harmless.
    (void)setpriority(PRIO_PROCESS, pid_t(syscall(SYS_gettid)), 10);
#endif
}

/**
 * Each plan through the full estimate path (rankConfiguration()), on `threads` threads; the
 * results come back in the order of `knobs`, so the ranking does not depend on the threads.
 * About a millisecond a plan for 128-chunk pipelines: serial, this tail took three quarters
 * of a 405B search's wall time.
 */
std::vector<RankedConfiguration> rankAll(const Scenario& base, const std::vector<SearchKnobs>& knobs, int threads,
                                         bool backgroundPriority)
{
    std::vector<RankedConfiguration> out(knobs.size());
    std::atomic<size_t> next{0};
    const auto work = [&] {
        for (size_t i = next++; i < knobs.size(); i = next++)
            out[i] = rankConfiguration(base, knobs[i]);
    };
    const int helpers = std::min<int>(threads, int(knobs.size())) - 1;
    std::vector<std::thread> pool;
    pool.reserve(size_t(std::max(helpers, 0)));
    for (int t = 0; t < helpers; ++t)
        pool.emplace_back([&] {
            if (backgroundPriority)
                lowerThisThreadsPriority();
            work();
        });
    work();
    for (std::thread& t : pool)
        t.join();
    return out;
}

void checkOptions(const SearchOptions& o)
{
    const auto outside = [](const char* what, int64_t value, int64_t min, int64_t max) {
        if (value < min || value > max)
            throw std::invalid_argument(std::string(what) + ": must be from " + std::to_string(min) + " to " +
                                        std::to_string(max) + ", got " + std::to_string(value));
    };
    outside("gpus", o.gpus, 0, kMaxSearchGpus);
    outside("top", o.topN, 1, kMaxSearchTop);
    outside("max micro-batch", o.maxMicroBatch, 1, kMaxSearchMicroBatch);
    outside("max virtual stages", o.maxVirtualStages, 0, limits::kMaxVirtualStages);
    if ((o.launchers & kAnyLauncher) == 0)
        throw std::invalid_argument("launchers: at least one launcher (" + knownLauncherIds() + ")");
    outside("threads", o.threads, 0, kMaxSearchThreads);
}

} // namespace

SearchResult runSearch(const Scenario& scenario, const SearchOptions& options, const SearchControl& control)
{
    checkOptions(options);
    const auto start = Clock::now();
    SearchResult result;
    const Scenario base = searchBase(scenario, options.gpus);
    result.gpus = options.gpus > 0 ? options.gpus : base.cluster.totalGpus();
    if (result.gpus <= 0)
        throw std::invalid_argument("gpus: the cluster has no GPUs");
    SearchOptions o = options;
    o.gpus = result.gpus;
    const SearchSpace space(base, o);
    result.counts.enumerated = space.size();

    const int hardware = int(std::max(1u, std::thread::hardware_concurrency()));
    const int threads = std::max(1, std::min<int>(o.threads > 0 ? o.threads : hardware, int(space.layouts().size())));
    result.threads = threads;
    const size_t keepBest = size_t(std::max(3 * o.topN, o.topN + 20));
    const size_t pointCap = std::max<size_t>(1, o.maxPoints / size_t(threads));

    StartPlacement startPlan = placeStartingPlan(scenario, space, o, result.gpus);
    Searcher searcher(space, o, control.cancel, keepBest, pointCap, startPlan.countAbove);
    searcher.m_capacityBytes = StageMemoryModel(base, space.params(space.layouts().front().tp), 1).capacityBytes();
    result.capacityBytes = searcher.m_capacityBytes;

    std::vector<WorkerState> states(static_cast<size_t>(threads));
    for (WorkerState& s : states) {
        s.scratch = base;
        s.best.reserve(2 * keepBest);
        // The first worker's buffer receives the others' points at the merge: reserved for all
        // of them now (untouched pages cost only address space), it is never copied.
        if (o.keepPoints)
            s.points.reserve(&s == &states.front() ? size_t(threads) * (pointCap + 1) : pointCap + 1);
    }
    std::atomic<size_t> next{0}, done{0};
    LiveCounts live;
    std::mutex mutex;
    std::condition_variable finished;
    int running = threads;
    std::vector<std::thread> pool;
    pool.reserve(size_t(threads));
    for (int t = 0; t < threads; ++t) {
        pool.emplace_back([&, t] {
            if (o.backgroundPriority)
                lowerThisThreadsPriority();
            searcher.work(states[size_t(t)], next, done, live);
            std::lock_guard lock(mutex);
            if (--running == 0)
                finished.notify_all();
        });
    }
    {
        std::unique_lock lock(mutex);
        const auto interval = std::chrono::duration<double>(std::max(0.001, control.progressIntervalS));
        while (running > 0) {
            finished.wait_for(lock, interval, [&] { return running == 0; });
            if (control.progress && running > 0) {
                SearchProgress p;
                p.counts.enumerated = result.counts.enumerated;
                p.counts.prunedByRules = live.prunedByRules.load(std::memory_order_relaxed);
                p.counts.prunedByMemory = live.prunedByMemory.load(std::memory_order_relaxed);
                p.counts.timed = live.timed.load(std::memory_order_relaxed);
                p.fraction = double(done.load()) / double(std::max<size_t>(1, space.layouts().size()));
                lock.unlock();
                control.progress(p);
                lock.lock();
            }
        }
    }
    for (std::thread& t : pool)
        t.join();
    result.walkS = std::chrono::duration<double>(Clock::now() - start).count();

    // Merge the workers.
    std::vector<Scored> best;
    ParetoFront<SearchKnobs> front;
    // The points: the first worker's moved in (its buffer was reserved for everyone's), the
    // others appended (hundreds of thousands of points: a regrowth would copy them all).
    size_t pointCount = 0;
    for (const WorkerState& s : states)
        pointCount += s.points.size();
    result.points = std::move(states.front().points);
    result.points.reserve(pointCount);
    for (WorkerState& s : states) {
        result.counts.prunedByRules += s.rules;
        result.counts.prunedByMemory += s.memory;
        result.counts.timed += s.timed;
        result.counts.bounded += s.bounded;
        startPlan.plan.fasterPlans += s.fasterThanStart;
        best.insert(best.end(), s.best.begin(), s.best.end());
        for (const auto& e : s.front.entries())
            front.insert(e.throughput, e.peakBytes, e.payload);
        result.pointsThinned = result.pointsThinned || s.pointStride > 1;
        if (&s != &states.front())
            result.points.insert(result.points.end(), s.points.begin(), s.points.end());
    }
    result.cancelled = control.cancel && control.cancel->load();
    if (result.cancelled) {
        // Partial counts and points; nothing is ranked from an incomplete walk.
        result.wallS = std::chrono::duration<double>(Clock::now() - start).count();
        return result;
    }
    std::sort(best.begin(), best.end(), betterScored);
    if (best.size() > keepBest)
        best.resize(keepBest);

    // The ranked configurations through the full estimate path.
    const auto quickOf = [](const std::vector<Scored>& list, const SearchKnobs& k) {
        for (const Scored& s : list)
            if (s.knobs == k)
                return s.tokensPerS;
        return 0.0;
    };
    // The ranked configurations and the front's, through the full path together.
    std::vector<SearchKnobs> toRank;
    toRank.reserve(best.size() + front.entries().size());
    for (const Scored& s : best)
        toRank.push_back(s.knobs);
    for (const auto& e : front.entries())
        toRank.push_back(e.payload);
    std::vector<RankedConfiguration> ranked = rankAll(base, toRank, threads, o.backgroundPriority);
    for (size_t i = 0; i < best.size(); ++i) {
        RankedConfiguration& r = ranked[i];
        if (r.capacityBytes < 0 || r.peakBytes > r.capacityBytes)
            continue;
        r.closedFormTokensPerS = best[i].tokensPerS;
        result.top.push_back(std::move(r));
    }
    std::sort(result.top.begin(), result.top.end(), [](const RankedConfiguration& a, const RankedConfiguration& b) {
        return better(a.tokensPerS, a.peakBytes, a.knobs, b.tokensPerS, b.peakBytes, b.knobs);
    });
    if (result.top.size() > size_t(o.topN))
        result.top.resize(size_t(o.topN));
    const double bestTps = result.top.empty() ? 0.0 : result.top.front().tokensPerS;
    result.tieThreshold = tieThreshold(base.cluster);
    const auto markNearBest = [&](RankedConfiguration& r) {
        r.launchers &= o.launchers;
        r.nearBest = r.tokensPerS >= (1.0 - result.tieThreshold) * bestTps;
    };
    for (RankedConfiguration& r : result.top)
        markNearBest(r);

    ParetoFront<RankedConfiguration> fullFront;
    std::vector<Scored> frontList;
    for (const auto& e : front.entries())
        frontList.push_back({e.payload, e.throughput, e.peakBytes});
    for (size_t i = best.size(); i < ranked.size(); ++i) {
        RankedConfiguration& r = ranked[i];
        if (r.capacityBytes < 0 || r.peakBytes > r.capacityBytes)
            continue;
        r.closedFormTokensPerS = quickOf(frontList, r.knobs);
        fullFront.insert(r.tokensPerS, r.peakBytes, r);
    }
    // By rising headroom: the front is kept by rising peak memory.
    for (auto it = fullFront.entries().rbegin(); it != fullFront.entries().rend(); ++it) {
        result.pareto.push_back(it->payload);
        markNearBest(result.pareto.back());
    }
    result.start = std::move(startPlan.plan);
    finishStartingPlan(result.start, result);
    result.wallS = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

} // namespace shardscope
