#pragma once

// The pipeline schedules as one table: each schedule's row says what the estimate, the rules,
// the search, the exporters and the panels need to know about it (its file key and label, the
// micro-batches it keeps in flight, its closed form, how it places model chunks, which
// launchers run it). The code asks the row instead of switching on the enum; what is genuinely
// per schedule (the simulated orders in estimate/pipelineorders*.cpp, the closed-form formulas
// in estimate/pipelineclosedform.cpp) switches on the row's forms. Adding a schedule is one row
// here, an enumerator in parallelconfig.h, and its physics.

#include "parallelconfig.h"

#include <cstdint>
#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace shardscope {

/** The micro-batches a pipeline rank holds activations for at its peak (estimate/activations.cpp). */
enum class InFlightForm : uint8_t
{
    AllMicrobatches,  ///< every forward before any backward: m
    WarmUp,           ///< rank i warms up with p - i forwards: min(p - i, m)
    InterleavedWarmUp, ///< 2(p-1-i) + (v-1)p + 1 chunk-forwards of 1/v of the layers: min(that, m·v) / v
    FullPipeline,     ///< a V of two half-size chunks, p forwards deep on every rank: min(p, m)
    BothDirections,   ///< two directions of half the micro-batches each: min(p + 1, m) / 2
    /// DualPipeV: a V of two half-size chunks, 2p chunk-forwards deep plus the forward of an
    /// overlapped pair that runs before its backward frees one: min(2p + 1, 2m) / 2
    VeeOverlapped,
};

/** Which closed form gives the makespan when nothing is simulated (estimate/pipelineclosedform.cpp). */
enum class BubbleForm : uint8_t
{
    FillDrain,      ///< (m - 1)(F + B + W)_max + Σ(F + B + W) + 2(p - 1)τ
    Interleaved,    ///< the same over v chunks per rank: bubble / v
    DeferredWeight, ///< ZB-H1: W deferred into the bubble
    ZeroBubbleV,    ///< Qi et al.'s V where its assumptions hold, else an approximation
    DualPipe,       ///< DeepSeek-V3 Table 2 where its assumptions hold, else an approximation
    DualPipeV,      ///< DualPipe on 2p ranks with 2m micro-batches, seen from its first p ranks
};

/** Where a schedule's model chunks run (estimate/stagelayout.cpp, the simulation's chunk graph). */
enum class ChunkPlacement : uint8_t
{
    Line,   ///< chunk g on rank g mod p: one chunk per rank, or the virtual stages round robin
    Vee,    ///< 2p chunks in a V: rank i holds i and 2p-1-i, embedding and output on rank 0
    TwoWay, ///< two directions of p stages: rank i holds stage i and a copy of stage p-1-i
};

/** What the micro-batch count must satisfy for the schedule's order to exist. */
enum class MicrobatchRule : uint8_t
{
    Any,
    MultipleOfStages,       ///< Megatron's interleaved order: m % pp == 0 (with more than one chunk)
    EvenAtLeastTwiceStages, ///< DualPipe: half from each end, m even and m >= 2·pp
    AtLeastTwiceStages,     ///< DualPipeV: m >= 2·pp
};

/**
 * The launchers whose own schedule runs this one as planned. Megatron-LM and NeMo (which builds
 * Megatron-Core) have 1F1B and interleaved 1F1B, DeepSpeed's pipeline engine and accelerate's
 * Megatron-LM plugin one 1F1B. torchtitan names its schedule classes; `torchtitan` is the
 * class, empty when torchtitan has none, and `torchtitanSubstitute` the class exported instead
 * (a plan change); otherwise the exporters run such a schedule as 1F1B and say so.
 */
struct ScheduleLaunchers
{
    bool megatron = false;
    bool nemo = false;
    bool deepSpeed = false;
    bool accelerate = false;
    std::string_view torchtitan;
    std::string_view torchtitanSubstitute;
};

/** The launchers ScheduleLaunchers speaks for (export/launchersupport.h has the full list). */
enum class ScheduleLauncher : uint8_t
{
    Megatron,
    Nemo,
    DeepSpeed,
    Torchtitan,
    Accelerate,
};

/** One pipeline schedule's traits; a row names what differs from these defaults. */
struct ScheduleTraits
{
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    std::string_view key;         ///< the scenario file's spelling (enumnames.h reads it)
    const char* label = "";       ///< the Schedule chooser's label (translated in the "ParallelismPanel" context)
    const char* name = "";        ///< its name in running text (translated in the "Names" context)
    InFlightForm activationsInFlight = InFlightForm::WarmUp;
    BubbleForm bubble = BubbleForm::FillDrain;
    ChunkPlacement placement = ChunkPlacement::Line;
    /// Model chunks per rank: fixed (1, or 2 for a V and DualPipe) unless `chosenChunks`.
    int chunksPerRank = 1;
    /// The chunks per rank are the scenario's virtual_stages (interleaved 1F1B); with one
    /// chunk the schedule runs as `oneChunkRunsAs`.
    bool chosenChunks = false;
    PipelineSchedule oneChunkRunsAs = PipelineSchedule::OneFOneB;
    int parameterCopies = 1;            ///< copies of each stage's weights the pipeline keeps (DualPipe: 2)
    bool splitsBackward = false;        ///< B (input gradient) and W (weight gradient) are separate ops
    bool needsEvenStages = false;       ///< pairs rank i with p-1-i: no order (and no simulation) for an odd pp
    MicrobatchRule microbatches = MicrobatchRule::Any;
    /// Micro-batches per stage before the steady state: 1 (a pass of p), 2 (a V or two directions: 2p).
    int fillPerStage = 1;
    bool overlapsExpertAllToAll = false; ///< the schedule hides the EP all-to-all behind compute (DualPipe)
    ScheduleLaunchers launchers;
};

/** Every schedule, in enumerator order. */
std::span<const ScheduleTraits> scheduleTable();
namespace detail {
/// The rows scheduleTraits() indexes, in enumerator order (core/model/schedule.cpp).
extern const std::array<ScheduleTraits, 7> kScheduleRows;
[[noreturn]] void throwNotASchedule(size_t index);
} // namespace detail

/** The row of `schedule`. Inline: the search asks for it several times per plan it times. */
inline const ScheduleTraits& scheduleTraits(PipelineSchedule schedule)
{
    const auto index = size_t(schedule);
    if (index >= detail::kScheduleRows.size())
        detail::throwNotASchedule(index);
    return detail::kScheduleRows[index];
}
/** Every schedule, in enumerator order (the search tries them all by default). */
std::vector<PipelineSchedule> allSchedules();
/** The schedule whose chunks per rank the virtual_stages setting chooses (interleaved 1F1B). */
PipelineSchedule scheduleWithChosenChunks();

/** Model chunks each rank holds for `schedule` with `virtualStages` asked for. */
int scheduleChunksPerRank(const ScheduleTraits& traits, int virtualStages);
/** The schedule `schedule` with `virtualStages` asked for runs as: interleaved 1F1B with one chunk is 1F1B. */
inline const ScheduleTraits& runningSchedule(PipelineSchedule schedule, int virtualStages)
{
    const ScheduleTraits& t = scheduleTraits(schedule);
    // ParallelConfig::effectiveVirtualStages() <= 1, without the second lookup
    return t.chosenChunks && virtualStages <= 1 ? scheduleTraits(t.oneChunkRunsAs) : t;
}
/** The schedule a plan runs as (above, with the plan's schedule and virtual stages). */
inline const ScheduleTraits& runningSchedule(const ParallelConfig& parallel)
{
    return runningSchedule(parallel.schedule, parallel.virtualStages);
}
/** Whether `launcher`'s own schedule runs `traits`' schedule as planned (ScheduleLaunchers). */
bool launcherAccepts(const ScheduleTraits& traits, ScheduleLauncher launcher);
/** Whether the simulation has an order for `stages` ranks (else the closed form is used). */
bool scheduleSimulates(const ScheduleTraits& traits, int stages);
/**
 * Whether the micro-batch count suits the schedule's order (MicrobatchRule) on `stages` ranks
 * with `chunks` chunks per rank; always true without a pipeline. `group` is interleaving's
 * micro-batch group N (0: `stages`, Megatron's default): Megatron-LM takes N in [PP, M] and a
 * last group M mod N of 0 or at least PP (forward_backward_pipelining_with_interleaving).
 */
bool microbatchesSuit(const ScheduleTraits& traits, int stages, int chunks, int64_t microbatches, int64_t group = 0);
/**
 * The smallest micro-batch group the schedule's order takes for `microbatches` on `stages`
 * ranks with `chunks` chunks: 0 when its default does (microbatchesSuit() with no group), else
 * for Megatron's interleaving the smallest N above PP that does (N = M always does once there
 * are PP micro-batches), -1 when none does.
 */
int64_t smallestMicrobatchGroup(const ScheduleTraits& traits, int stages, int chunks, int64_t microbatches);
/**
 * The micro-batches rank `rank` of `stages` keeps in flight (InFlightForm), `chunks` per rank;
 * interleaving warms up with 2 (p - 1 - rank) + (chunks - 1) N chunk forwards, N = `group`
 * (0: `stages`).
 */
double inFlightMicrobatches(const ScheduleTraits& traits, int rank, int stages, int chunks, int64_t microbatches,
                            int64_t group = 0);

} // namespace shardscope
