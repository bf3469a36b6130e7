#pragma once

#include "core/estimate/evidence.h"
#include "core/export/launchersupport.h"
#include "core/model/fieldlimits.h"
#include "core/model/parallelconfig.h"
#include "core/model/scenario.h"
#include "core/model/schedule.h"
#include "core/model/trainingspec.h"
#include "core/text/translatable.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/**
 * The settings the search varies, in a small value type: one point of the search space.
 * Everything else (model, cluster, sequence length, global batch, precision, rank order,
 * overlap, offload) comes from the scenario the search starts from. Each member is one field
 * of the registry (core/model/fields.h: parallel.tp ... training.recompute), held here as a
 * plain member because setKnobs() runs once for every plan the search evaluates; that
 * setKnobs() and the registry's applyField() give the same scenario for every member is
 * tests/core/tst_search.cpp's knobsAreTheRegistryFields. `etp` is always the expert TP size
 * itself (the registry's "not set" is etp == tp).
 */
struct SearchKnobs
{
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int dp = 1;
    int ep = 1;
    int etp = 1; ///< expert tensor parallel size (= tp for dense models)
    int microBatch = 1;
    int virtualStages = 1;
    /** Interleaving's micro-batch group (parallel.microbatch_group): 0 for Megatron's default
     * (PP); the search sets the smallest group Megatron takes where the micro-batch count is
     * no multiple of PP (smallestMicrobatchGroup()). */
    int microbatchGroup = 0;
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    int zeroStage = 0;
    /** What runs ZeRO-3 (read at stage 3 only): each launcher runs one, so both are searched. */
    Zero3Engine zero3Engine = Zero3Engine::Fsdp;
    Recompute recompute = Recompute::Selective;
    bool sequenceParallel = false;
    /** The overlap switches launchers let users choose (ParallelConfig::overlap): DP gradient
     * reduce / parameter gather behind compute (--overlap-grad-reduce, overlap_comm), and TP
     * communication overlap (--tp-comm-overlap). */
    bool overlapDataParallel = true;
    bool overlapTensorParallel = false;

    bool operator==(const SearchKnobs&) const = default;
};

/**
 * The model's throughput error: plans within this fraction of the best plan's tokens per
 * second are, to the model, as good as the best (RankedConfiguration::nearBest). The median
 * over the calibration groups of their median |error| as bench_fidelity prints them: 1.7,
 * 2.5, 3.3, 4.2, 5.1, 5.2, 7.8, 7.9, 8.7, 9.5, 17.9 % over eleven groups, the median
 * torchtitan-bf16's 5.23 % (5.10 % over the nine groups before SimuMax's B200 runs and
 * Megatron-Bridge's 25.11 runs joined). tst_fidelity recomputes it from the groups and fails
 * when the model moves it.
 */
inline constexpr double kModelThroughputError = 0.0523;

/**
 * What the search calls a tie for plans on `cluster`: kModelThroughputError for a modelled
 * profile; for a calibrated one whose fitted values hold, its held-out runs' median error
 * (CalibrationStamp::heldOutError), the error measured on that cluster.
 */
double tieThreshold(const ClusterSpec& cluster);

/**
 * Bounds of the search's options, shared by the command line and the window: GPUs up to
 * the largest world size a scenario may have, micro-batches tried up to 256 (the divisors
 * of the global batch below it), at most 200 ranked configurations and 256 worker threads.
 */
inline constexpr int64_t kMaxSearchGpus = limits::kMaxWorld;
inline constexpr int kMaxSearchMicroBatch = 256;
inline constexpr int kMaxSearchTop = 200;
inline constexpr int kMaxSearchThreads = 256;

/**
 * Interleaving whose chunks do not divide the layers (the middle chunks one layer heavier,
 * exported to Megatron-LM as a pipeline layout) is tried up to this many chunks per rank;
 * chunk counts that divide the layers are tried up to layers / pp. Without the bound a deep
 * model would add every v up to layers / pp to each pipeline depth.
 */
inline constexpr int kMaxUnevenVirtualStages = 8;

/** What to search. The model, cluster and global batch come from the scenario. */
struct SearchOptions
{
    int64_t gpus = 0;       ///< GPUs to use, all of them (0: every GPU of the cluster)
    int topN = 10;          ///< ranked configurations to return
    int maxMicroBatch = 16; ///< micro-batches tried: the divisors of the global batch up to this
    /** Interleaved 1F1B tries every v with pp·v <= the layer count; 0: no further cap. */
    int maxVirtualStages = 0;
    std::vector<PipelineSchedule> schedules = allSchedules(); ///< every row of core/model/schedule.h
    /** Only plans at least one of these launchers runs as planned (launchersupport.h). */
    LauncherMask launchers = kAnyLauncher;
    bool keepPoints = true;      ///< keep the feasible points (for a scatter plot)
    size_t maxPoints = 400'000;  ///< beyond this an evenly thinned sample is kept
    int threads = 0;             ///< 0: one per hardware thread
    /** Skip assembling the step of a plan whose throughput ceiling can change no result
     * (SearchCounts::bounded). Off only to check that skipping changes nothing. */
    bool skipByCeiling = true;
    /** Run the workers at a lower scheduling priority (Linux: nice 10), so that an interactive
     * thread sharing the cores (the GUI's) is never kept waiting. */
    bool backgroundPriority = false;
};

/** How far the search is; counts so far. */
struct SearchCounts
{
    int64_t enumerated = 0;     ///< size of the space: every combination of the varied settings
    int64_t prunedByRules = 0;  ///< a launcher rule (refused or changed by every launcher asked for) or a redundant duplicate
    int64_t prunedByMemory = 0; ///< over the GPU's memory (closed-form peak)
    int64_t timed = 0;          ///< fits (these are the feasible ones)
    /// Of `timed`, those whose step was not assembled: their throughput ceiling (no exposed
    /// DP communication, no optimizer step) could enter neither the top, nor the front at
    /// their memory, nor the scatter's sample, so every result is as if they were.
    int64_t bounded = 0;
};

/** One feasible configuration as the closed-form path sees it (for the scatter plot). */
struct SearchPoint
{
    SearchKnobs knobs;
    float tokensPerS = 0;
    float mfu = 0;
    int64_t peakBytes = 0;
};

/** A ranked configuration with the figures of the full estimate path. */
struct RankedConfiguration
{
    SearchKnobs knobs;
    Scenario scenario;       ///< the starting scenario with the knobs applied
    double tokensPerS = 0;   ///< from estimate(scenario)
    double stepS = 0;
    double stepLowS = 0;     ///< the step-time range its estimate carries (StepReport::timeLowS)
    double stepHighS = 0;    ///< (StepReport::timeHighS)
    BandWidening rangeWidenedFor = BandWidening::None; ///< CP or beyond the checked scale: a wider range
    /// The range also holds the public runs that trained experts (StepReport::timeBandWidenedForExperts).
    bool rangeWidenedForExperts = false;
    /// The range also holds the public FP8 runs on Blackwell (StepReport::timeBandWidenedForQuantizedBlackwell).
    bool rangeWidenedForQuantizedBlackwell = false;
    /** Whether the range is wider than the all-runs band, for any of the reasons above. */
    bool rangeWidened() const
    {
        return rangeWidenedFor != BandWidening::None || rangeWidenedForExperts || rangeWidenedForQuantizedBlackwell;
    }
    double mfu = 0;
    double bubbleFraction = 0;
    double commShare = 0;    ///< exposed communication / step
    int64_t peakBytes = 0;
    int64_t capacityBytes = 0;
    int64_t headroomBytes() const { return capacityBytes - peakBytes; }
    std::vector<std::string> warnings; ///< codes of the warning diagnostics
    double closedFormTokensPerS = 0;   ///< what the ranking pass estimated
    LauncherMask launchers = 0;        ///< the launchers that run it as planned
    /** Within the model's error (kModelThroughputError) of the best ranked plan's tokens/s. */
    bool nearBest = false;
};

/** Where the plan a search started from stands against the plans it ranks (SearchResult::start). */
enum class StartStanding : uint8_t
{
    Searched,      ///< one of the plans the search walked: `fasterPlans` of them are faster
    OtherGpuCount, ///< it runs on another number of GPUs than the search
    Refused,       ///< an error rule refuses it (`refusedBy`)
    DoesNotFit,    ///< over the GPU's memory
    NoLauncher,    ///< none of the launchers asked for runs it as planned (e.g. DualPipe)
    OutsideSpace,  ///< a setting the search does not try (a micro-batch above the largest tried, ...)
    OtherSettings, ///< settings the search does not vary are not the search's (uneven stages, ...)
};

/** "searched", "other_gpu_count", "refused", "does_not_fit", "no_launcher", ... (the CLI's JSON). */
std::string_view startStandingName(StartStanding standing);

/**
 * The scenario's own plan next to the search's: its figures are the full estimate's of the
 * scenario as it is (what the window shows for it), so the search never ranks a best plan
 * below the open one without saying why the open one is not among those ranked.
 */
struct StartingPlan
{
    SearchKnobs knobs;
    int64_t gpus = 0;
    double tokensPerS = 0;
    double stepS = 0;
    double mfu = 0;
    int64_t peakBytes = 0;
    StartStanding standing = StartStanding::Searched;
    std::string refusedBy; ///< Refused: the code of its first error diagnostic
    /// The fitting plans the search estimates faster; its place is `rank`. Counted for a
    /// plan the search walked and for one that runs but is not ranked because no launcher
    /// asked for runs it or a setting is outside the space: where it would stand. 0 otherwise.
    int64_t fasterPlans = 0;
    int64_t rank = 0;      ///< 1 + the plans faster (a searched plan's row when it is in `top`); 0: not placed
    bool nearBest = false; ///< within the tie threshold of the best ranked plan, or faster
};

struct SearchResult
{
    int64_t gpus = 0;
    int64_t capacityBytes = 0;
    SearchCounts counts;
    std::vector<RankedConfiguration> top;    ///< best first (tokens/s, then memory headroom)
    std::vector<RankedConfiguration> pareto; ///< throughput vs headroom, by rising headroom
    std::vector<SearchPoint> points;         ///< every feasible point (or a thinned sample)
    StartingPlan start;                      ///< the scenario's own plan (set unless cancelled)
    bool pointsThinned = false;
    bool cancelled = false;
    /// Plans within this share of the best's tokens/s are marked nearBest (tieThreshold()).
    double tieThreshold = kModelThroughputError;
    double wallS = 0;   ///< the whole search
    double walkS = 0;   ///< of which walking the space (enumerate, prune, time)
    int threads = 1;
};

/** Progress as reported during a search. */
struct SearchProgress
{
    SearchCounts counts;
    double fraction = 0; ///< 0..1 of the work items done
};

/** Apply a point of the space to the scenario the search started from. */
Scenario applyKnobs(const Scenario& base, const SearchKnobs& knobs);
/** The same, in place (the search's inner loop: no scenario copies). */
void setKnobs(Scenario& scenario, const SearchKnobs& knobs);
/** The point of the space a scenario is at. */
SearchKnobs knobsOf(const Scenario& scenario);
/** "TP 8 · PP 4 · DP 16 · CP 1 · EP 1, interleaved-1f1b v5, ZeRO 1, mb 1, selective, SP": the
 * degrees and names as they are in every language, the words marked for translation (the GUI
 * shows translated(knobsText(...))). */
TranslatableText knobsText(const SearchKnobs& knobs);
/** knobsText() in English, for the CLI. */
std::string describeKnobs(const SearchKnobs& knobs);

} // namespace shardscope
