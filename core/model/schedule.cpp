#include "schedule.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

// The labels are marked for Qt's lupdate (translations/CMakeLists.txt scans this file); the
// macro is a no-op here, as in core/text/translatable.h.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace shardscope {

namespace {

using S = PipelineSchedule;
using F = InFlightForm;
using B = BubbleForm;
using C = ChunkPlacement;
using M = MicrobatchRule;

} // namespace

namespace detail {

// One row per schedule, in enumerator order (scheduleTraits() indexes by the enumerator); each
// names what differs from ScheduleTraits' defaults (1F1B's: one chunk, warm-up of p - i, the
// fill-and-drain bubble).
constexpr std::array<ScheduleTraits, 7> kScheduleRows{{
    {.schedule = S::GPipe,
     .key = "gpipe",
     .label = QT_TRANSLATE_NOOP("ParallelismPanel", "GPipe"),
     .name = QT_TRANSLATE_NOOP("Names", "GPipe"),
     .activationsInFlight = F::AllMicrobatches,
     .launchers = {.torchtitan = "GPipe"}},
    {.schedule = S::OneFOneB,
     .key = "1f1b",
     .label = QT_TRANSLATE_NOOP("ParallelismPanel", "1F1B"),
     .name = QT_TRANSLATE_NOOP("Names", "1F1B"),
     .launchers = {.megatron = true, .nemo = true, .deepSpeed = true, .accelerate = true, .torchtitan = "1F1B"}},
    {.schedule = S::Interleaved1F1B,
     .key = "interleaved-1f1b",
     .label = QT_TRANSLATE_NOOP("ParallelismPanel", "Interleaved 1F1B"),
     .name = QT_TRANSLATE_NOOP("Names", "interleaved 1F1B"),
     .activationsInFlight = F::InterleavedWarmUp,
     .bubble = B::Interleaved,
     .chosenChunks = true,
     .oneChunkRunsAs = S::OneFOneB,
     .microbatches = M::MultipleOfStages,
     .launchers = {.megatron = true, .nemo = true, .torchtitan = "Interleaved1F1B"}},
    {.schedule = S::ZeroBubbleH1,
     .key = "zb-h1",
     .label = QT_TRANSLATE_NOOP("ParallelismPanel", "Zero bubble H1"),
     .name = QT_TRANSLATE_NOOP("Names", "ZB-H1"),
     .bubble = B::DeferredWeight,
     .splitsBackward = true},
    {.schedule = S::ZeroBubbleV,
     .key = "zb-v",
     .label = QT_TRANSLATE_NOOP("ParallelismPanel", "Zero bubble V"),
     .name = QT_TRANSLATE_NOOP("Names", "ZB-V"),
     .activationsInFlight = F::FullPipeline,
     .bubble = B::ZeroBubbleV,
     .placement = C::Vee,
     .chunksPerRank = 2,
     .splitsBackward = true,
     .fillPerStage = 2,
     .launchers = {.torchtitan = "ZBVZeroBubble"}},
    {.schedule = S::DualPipe,
     .key = "dualpipe",
     .label = QT_TRANSLATE_NOOP("ParallelismPanel", "DualPipe"),
     .name = QT_TRANSLATE_NOOP("Names", "DualPipe"),
     .activationsInFlight = F::BothDirections,
     .bubble = B::DualPipe,
     .placement = C::TwoWay,
     .chunksPerRank = 2,
     .parameterCopies = 2,
     .splitsBackward = true,
     .needsEvenStages = true,
     .microbatches = M::EvenAtLeastTwiceStages,
     .fillPerStage = 2,
     .overlapsExpertAllToAll = true,
     .launchers = {.torchtitanSubstitute = "DualPipeV"}},
    // deepseek-ai/DualPipe dualpipe/dualpipev.py (030ce43, DualPipeV.step): DualPipe "cut in
    // half", its eight steps on one copy of the weights; PyTorch's ScheduleDualPipeV, which
    // torchtitan runs with pipeline_parallel_expert_parallel_overlap (default true).
    {.schedule = S::DualPipeV,
     .key = "dualpipe-v",
     .label = QT_TRANSLATE_NOOP("ParallelismPanel", "DualPipeV"),
     .name = QT_TRANSLATE_NOOP("Names", "DualPipeV"),
     .activationsInFlight = F::VeeOverlapped,
     .bubble = B::DualPipeV,
     .placement = C::Vee,
     .chunksPerRank = 2,
     .splitsBackward = true,
     .microbatches = M::AtLeastTwiceStages,
     .fillPerStage = 2,
     .overlapsExpertAllToAll = true,
     .launchers = {.torchtitan = "DualPipeV"}},
}};

void throwNotASchedule(size_t index)
{
    throw std::out_of_range("scheduleTraits: not a pipeline schedule: " + std::to_string(index));
}

} // namespace detail

namespace {

using detail::kScheduleRows;

constexpr bool rowsInEnumeratorOrder()
{
    for (size_t i = 0; i < kScheduleRows.size(); ++i)
        if (size_t(kScheduleRows[i].schedule) != i)
            return false;
    return true;
}
static_assert(rowsInEnumeratorOrder(), "kScheduleRows must list the schedules in enumerator order");
static_assert(size_t(PipelineSchedule::DualPipeV) + 1 == kScheduleRows.size(), "a schedule without a row");

} // namespace

std::span<const ScheduleTraits> scheduleTable()
{
    return kScheduleRows;
}

std::vector<PipelineSchedule> allSchedules()
{
    std::vector<PipelineSchedule> out;
    for (const ScheduleTraits& t : kScheduleRows)
        out.push_back(t.schedule);
    return out;
}

PipelineSchedule scheduleWithChosenChunks()
{
    for (const ScheduleTraits& t : kScheduleRows)
        if (t.chosenChunks)
            return t.schedule;
    return PipelineSchedule::OneFOneB;
}

int scheduleChunksPerRank(const ScheduleTraits& t, int virtualStages)
{
    return t.chosenChunks ? std::max(1, virtualStages) : t.chunksPerRank;
}

bool launcherAccepts(const ScheduleTraits& t, ScheduleLauncher launcher)
{
    switch (launcher) {
    case ScheduleLauncher::Megatron: return t.launchers.megatron;
    case ScheduleLauncher::Nemo: return t.launchers.nemo;
    case ScheduleLauncher::DeepSpeed: return t.launchers.deepSpeed;
    case ScheduleLauncher::Torchtitan: return !t.launchers.torchtitan.empty();
    case ScheduleLauncher::Accelerate: return t.launchers.accelerate;
    }
    return false;
}

bool scheduleSimulates(const ScheduleTraits& t, int stages)
{
    return !t.needsEvenStages || std::max(stages, 1) % 2 == 0;
}

bool microbatchesSuit(const ScheduleTraits& t, int stages, int chunks, int64_t m, int64_t group)
{
    if (stages <= 1)
        return true;
    switch (t.microbatches) {
    case MicrobatchRule::Any: return true;
    case MicrobatchRule::MultipleOfStages: {
        if (chunks <= 1)
            return true;
        const int64_t n = group > 0 ? group : stages;
        return n >= stages && n <= m && (m % n == 0 || m % n >= stages);
    }
    case MicrobatchRule::EvenAtLeastTwiceStages: return m % 2 == 0 && m >= 2 * int64_t(stages);
    case MicrobatchRule::AtLeastTwiceStages: return m >= 2 * int64_t(stages);
    }
    return true;
}

int64_t smallestMicrobatchGroup(const ScheduleTraits& t, int stages, int chunks, int64_t m)
{
    if (microbatchesSuit(t, stages, chunks, m))
        return 0;
    if (t.microbatches != MicrobatchRule::MultipleOfStages || m < stages)
        return -1;
    // The last group m mod N must be 0 or at least PP: beyond m / 2 it is m - N, so a group
    // turns up by m - PP at the latest.
    for (int64_t n = int64_t(stages) + 1; n <= m; ++n)
        if (m % n == 0 || m % n >= stages)
            return n;
    return m;
}

double inFlightMicrobatches(const ScheduleTraits& t, int rank, int stages, int chunks, int64_t microbatches,
                            int64_t group)
{
    const double m = double(std::max<int64_t>(microbatches, 1));
    const int p = std::max(stages, 1);
    const int i = rank;
    switch (t.activationsInFlight) {
    case InFlightForm::AllMicrobatches: return m;
    case InFlightForm::InterleavedWarmUp:
        if (chunks > 1) {
            const double n = double(group > 0 ? group : p);
            const double chunkForwards = 2.0 * (p - 1 - i) + double(chunks - 1) * n + 1.0;
            return std::min(chunkForwards, m * chunks) / chunks;
        }
        return std::min(double(p - i), m);
    case InFlightForm::FullPipeline: return std::min(double(p), m);
    case InFlightForm::BothDirections: return std::min(double(p + 1), m) / 2.0;
    case InFlightForm::VeeOverlapped: return std::min(2.0 * p + 1.0, 2.0 * m) / 2.0;
    case InFlightForm::WarmUp: return std::min(double(p - i), m);
    }
    return std::min(double(p - i), m);
}

} // namespace shardscope
