#pragma once

#include "core/model/parallelconfig.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace shardscope {

enum class PipelineOpKind : uint8_t { Forward, Backward, Weight };

/** One operation of the simulated schedule on one pipeline rank. */
struct PipelineOp
{
    PipelineOpKind kind = PipelineOpKind::Forward;
    int microbatch = 0;
    int chunk = 0;      ///< model chunk in pipeline order (0 .. p·v-1); the stage's own index
    double start = 0;
    double end = 0;
};

/** Per-rank durations of F, B and W for each model chunk the rank holds (local order). */
struct StageDurations
{
    std::vector<double> forward;
    std::vector<double> backward; ///< input gradient (plus W when the schedule does not split)
    std::vector<double> weight;
};

struct PipelineInput
{
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    int stages = 1;
    int64_t microbatches = 1;       ///< simulatePipeline() takes at most 2^31 - 1
    int virtualStages = 1;          ///< chunks per rank for interleaved 1F1B
    int microbatchGroup = 0;        ///< interleaved 1F1B's micro-batch group N; 0: stages (Megatron's default)
    std::vector<StageDurations> durations;
    double p2pSeconds = 0;          ///< one activation or gradient transfer between ranks
    bool recordOps = true;          ///< false: only the makespan, busy and finish times
    /// DualPipe's overlapped pair (the forward of one micro-batch with the full backward of
    /// another) takes this share of F + B + W. 1: no gain in compute; the estimate counts the
    /// gain as the expert all-to-all hidden behind the pair instead. DeepSeek-V3's Table 2
    /// example (F&B = 2.5 for F = 1, full B = 2) is 2.5 / 3.
    double overlappedPairShare = 1.0;
};

/** How the makespan was obtained. */
enum class PipelineMethod : uint8_t {
    Simulated,    ///< every op of the batch simulated
    Extrapolated, ///< a prefix simulated, its steady state extrapolated (the batch exceeds the op budget)
    ClosedForm,   ///< nothing simulated (see PipelineTimeline::closedForm for which one and why)
};

/** Which closed form closedFormMakespan() used. */
enum class ClosedFormKind : uint8_t {
    Formula,       ///< GPipe, 1F1B, interleaved, ZB-H1: exact for identical ranks
    Paper,         ///< ZB-V / DualPipe: the paper's bubble, its assumptions hold
    Approximation, ///< ZB-V / DualPipe where the papers' assumptions do not hold
};

/** The simulated step of the pipeline. */
struct PipelineTimeline
{
    std::vector<std::vector<PipelineOp>> stages;
    double makespan = 0;
    std::vector<double> busy;      ///< compute time per rank
    std::vector<double> finish;    ///< end of each rank's last op
    int criticalStage = 0;         ///< the rank with the most compute
    double bubbleFraction = 0;     ///< idle share of the critical rank's wall time
    bool simulated = true;         ///< false: closed form (overBudget, or no order: DualPipe on an odd pp)
    bool overBudget = false;       ///< closed form because one pass of the pipeline exceeds the op budget
    int simulatedMicrobatches = 0; ///< micro-batches in `stages` (fewer when extrapolated)
    PipelineMethod method = PipelineMethod::Simulated;
    ClosedFormKind closedForm = ClosedFormKind::Formula; ///< meaningful when method == ClosedForm
};

/**
 * Builds the per-rank operation order of the schedule and simulates it with its
 * dependencies (F of a chunk after F of the previous chunk, B after B of the next chunk or
 * after F on the last chunk, W after B), each rank running its ops in order. Transfers
 * between ranks take `p2pSeconds`. Orders: GPipe (all F, then all B); 1F1B (p-i-1 warm-up
 * forwards, then one forward one backward); interleaved 1F1B (Megatron's order: warm-up
 * 2(p-i-1) + (v-1)p chunk-forwards, groups of p micro-batches per chunk); ZB-H1 (1F1B with
 * the backward split into B and W and rank i deferring i weight-gradient passes); ZB-V
 * (PyTorch's ScheduleZBVZeroBubble order: rank i holds chunks i and 2p-1-i of a V, warms up
 * with 2(p-i)-1 forwards of its first chunk, then runs F, B, W of both chunks in turn; built
 * for max(m, 2p-1) micro-batches, the missing ones dropped); DualPipe (deepseek-ai/DualPipe's
 * eight steps: half the micro-batches enter at rank 0, half at rank p-1, rank i holds stage
 * i of one direction and stage p-1-i of the other, the steady state overlaps the forward of
 * one direction with the full backward of the other; built for max(m/2, p) micro-batches
 * per direction, the missing ones dropped). DualPipe's second chunk on a rank costs
 * durations[i] chunk 1 when given, else chunk 0 (the caller's per-rank work per micro-batch).
 * DualPipe needs an even pp: with an odd one nothing is simulated and the closed form is
 * returned (`simulated` false, `overBudget` false).
 */
PipelineTimeline simulatePipeline(const PipelineInput& input);

/**
 * What simulating one schedule may cost, in operations: every F, B and W of one chunk of one
 * micro-batch on one rank counts once, over all the runs together; time and memory are
 * linear in it.
 */
struct SimulationBudget
{
    int64_t maxOps = 1'000'000;    ///< hard bound: a pipeline too deep for it gets the closed form
    int64_t preferredOps = 40'000; ///< what a long batch costs when one pass of the pipeline fits in it
};

/**
 * The same within `budget`. Once warm-up is over a schedule repeats with a fixed period (1
 * micro-batch; p for interleaved 1F1B; 2, one per direction, for DualPipe), so the makespan
 * is linear in the micro-batch count: when the whole batch does not fit in the budget, a
 * prefix and the prefix plus one period are simulated and the makespan, busy and finish
 * times extrapolated (`method` Extrapolated); `stages` then holds the prefix only. The
 * prefix covers at least one pass of the pipeline (p micro-batches; 2p for ZB-V and
 * DualPipe, which fill there; the tests check exactness against full simulations at this
 * minimum) and is as long as `preferredOps` allows. When even one pass does not fit in `maxOps` (p in the hundreds or
 * more), nothing is simulated: the closed form of closedFormMakespan() is used on the
 * per-rank work, `simulated` is false, `stages` empty and `overBudget` says why;
 * `closedForm` says which form (exact for identical ranks for GPipe, 1F1B, interleaved and
 * ZB-H1; for ZB-V and DualPipe the paper's where its assumptions hold, else an approximation).
 */
PipelineTimeline simulateLongPipeline(const PipelineInput& input, const SimulationBudget& budget = {});

/** Whether the schedule splits the backward pass into B and W (ScheduleTraits::splitsBackward). */
bool splitsBackward(PipelineSchedule schedule);
/** Model chunks each rank holds (scheduleChunksPerRank()). */
int chunksPerRank(PipelineSchedule schedule, int virtualStages);

/** DeepSeek-V3 Table 2: DualPipe's bubble (PP/2 - 1)(F&B + B - 3W), B the full backward. */
double dualPipeBubble(int p, double forward, double fullBackward, double weight,
                      double forwardAndBackward);

/**
 * Closed-form makespan from per-rank work: the search's fast path, and the estimate of a
 * pipeline too deep to simulate. `critical` is one micro-batch's F, B, W on the busiest rank
 * (all its chunks; DualPipe: its own stage, whose rank also runs the mirrored stage, taken as
 * the mean of the other ranks), `sum` the same summed over all ranks, τ one transfer. Filling and
 * draining costs every rank's time once, the steady state the busiest rank's (exact for
 * GPipe, and for uniform ranks):
 * GPipe, 1F1B: (m - 1)(F + B + W)_max + Σ(F + B + W) + 2(p - 1)τ;
 * interleaved: ((m·v - 1)(F + B + W)_max + Σ(F + B + W))/v + 2(p·v - 1)τ;
 * ZB-H1: (m - 1)(F + B)_max + Σ(F + B) + max(1, m - p + 1)·W + 2(p - 1)τ, i.e. the paper's
 * m(F + B + W) + (p - 1)(F + B - W) for uniform ranks and m >= p.
 * ZB-V and DualPipe use their papers' bubble only where the papers' assumptions hold
 * (identical ranks, m >= 2p; ZB-V also F = B = W, DualPipe an even pp and m): ZB-V
 * m(F + B + W) + (p - 1)·F/2 (the paper's zero bubble plus the start-up skew of one chunk
 * forward per rank that a synchronous optimizer step exposes), DualPipe m(F + B + W) +
 * DeepSeek-V3 Table 2's (p/2 - 1)(F&B + B - 3W) with F&B = F + B + W. Elsewhere an
 * approximation of the simulated order (docs/time-model.md "Pipelines" gives it and its
 * tolerance against the simulation): the fill-and-drain path of a pipeline that never fills
 * when m <= p, the steady state plus (p - 1) times the slowest chunk op when m >= 2p, linear
 * in between (DualPipe: its table's bubble plus one W per micro-batch short of 2p).
 */
struct StageWork
{
    double forward = 0, backward = 0, weight = 0;
};
struct ClosedForm
{
    double makespan = 0;
    ClosedFormKind kind = ClosedFormKind::Formula;
};
ClosedForm closedFormEstimate(PipelineSchedule schedule, int p, int64_t m, int v, const StageWork& critical,
                              const StageWork& sum, double p2pSeconds);
double closedFormMakespan(PipelineSchedule schedule, int p, int64_t m, int v, const StageWork& critical,
                          const StageWork& sum, double p2pSeconds);
/** The same for p identical ranks. */
double closedFormMakespan(PipelineSchedule schedule, int p, int64_t m, int v, double forward,
                          double backward, double weight, double p2pSeconds);

/**
 * Nothing simulated: the closed form on the per-rank work of `input` (a pipeline too deep for
 * the budget, `overBudget` set; DualPipe on an odd pp, whose callers clear it). Busy times are
 * each rank's work per micro-batch times `microbatches`, every rank finishing at the makespan.
 */
PipelineTimeline closedFormTimeline(const PipelineInput& input, int64_t microbatches);

/** Whether the ZB-V / DualPipe paper's closed form applies (see closedFormEstimate()). */
bool paperAssumptionsHold(PipelineSchedule schedule, int p, int64_t m, const StageWork& critical,
                          const StageWork& sum);

/** Stable names for the report: "simulated", "extrapolated", "closed-form". */
std::string_view pipelineMethodName(PipelineMethod method);
/** "formula", "paper", "approximation". */
std::string_view closedFormKindName(ClosedFormKind kind);

/**
 * Operations one simulated micro-batch costs: F and B (and W when split) per chunk it passes
 * through (every chunk of every rank; DualPipe: one direction, one chunk per rank).
 */
int64_t pipelineOpsPerMicrobatch(const PipelineInput& input);

} // namespace shardscope
