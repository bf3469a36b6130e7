#pragma once

#include "model/parallelconfig.h"

#include <cstdint>
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
    std::vector<StageDurations> durations;
    double p2pSeconds = 0;          ///< one activation or gradient transfer between ranks
    bool recordOps = true;          ///< false: only the makespan, busy and finish times
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
    bool simulated = true;         ///< false when only the closed form applies (ZB-V, DualPipe, overBudget)
    bool overBudget = false;       ///< closed form because one pass of the pipeline exceeds the op budget
    int simulatedMicrobatches = 0; ///< micro-batches in `stages` (fewer when extrapolated)
};

/**
 * Builds the per-rank operation order of the schedule and simulates it with its
 * dependencies (F of a chunk after F of the previous chunk, B after B of the next chunk or
 * after F on the last chunk, W after B), each rank running its ops in order. Transfers
 * between ranks take `p2pSeconds`. Orders: GPipe (all F, then all B); 1F1B (p-i-1 warm-up
 * forwards, then one forward one backward); interleaved 1F1B (Megatron's order: warm-up
 * 2(p-i-1) + (v-1)p chunk-forwards, groups of p micro-batches per chunk); ZB-H1 (1F1B with
 * the backward split into B and W and rank i deferring i weight-gradient passes); ZB-V
 * (two chunks per rank in a V, scheduled greedily: B first, then F within a p-deep memory
 * budget, W when nothing else is ready).
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
 * micro-batch; p for interleaved 1F1B), so the makespan is linear in the micro-batch count:
 * when the whole batch does not fit in the budget, a prefix and the prefix plus one period
 * are simulated and the makespan, busy and finish times extrapolated; `stages` then holds
 * the prefix only. The prefix covers at least one pass of the pipeline (p micro-batches; the
 * tests check exactness against full simulations at this minimum) and is as long as
 * `preferredOps` allows. When even one pass does not fit in `maxOps` (p in the hundreds or
 * more), nothing is simulated: the closed form of closedFormMakespan() is used on the
 * per-rank work, `simulated` is false, `stages` empty and `overBudget` says why. It is exact
 * for identical ranks, where the papers' bubbles hold.
 */
PipelineTimeline simulateLongPipeline(const PipelineInput& input, const SimulationBudget& budget = {});

/** Whether the schedule splits the backward pass into B and W. */
bool splitsBackward(PipelineSchedule schedule);
/** Model chunks each rank holds. */
int chunksPerRank(PipelineSchedule schedule, int virtualStages);

/** DeepSeek-V3 Table 2: DualPipe's bubble (PP/2 - 1)(F&B + B - 3W), B the full backward. */
double dualPipeBubble(int p, double forward, double fullBackward, double weight,
                      double forwardAndBackward);

/**
 * Closed-form makespan from per-rank work: the search's fast path. `critical` is one
 * micro-batch's F, B, W on the busiest rank, `sum` the same summed over all ranks, τ one
 * transfer. Filling and draining the pipeline costs every rank's time once, the steady state
 * the busiest rank's (exact for GPipe, and for uniform ranks):
 * GPipe, 1F1B: (m - 1)(F + B + W)_max + Σ(F + B + W) + 2(p - 1)τ;
 * interleaved: ((m·v - 1)(F + B + W)_max + Σ(F + B + W))/v + 2(p·v - 1)τ;
 * ZB-H1: (m - 1)(F + B)_max + Σ(F + B) + max(1, m - p + 1)·W + 2(p - 1)τ, i.e. the paper's
 * m(F + B + W) + (p - 1)(F + B - W) for uniform ranks and m >= p;
 * ZB-V: m(F + B + W) + (p - 1)·max(0, F + B - 2W)/2 (zero when the three are equal,
 * sail-sg README); DualPipe: m(F + B + W) + DeepSeek-V3 Table 2's (p/2 - 1)(F&B + B - 3W).
 */
struct StageWork
{
    double forward = 0, backward = 0, weight = 0;
};
double closedFormMakespan(PipelineSchedule schedule, int p, int64_t m, int v, const StageWork& critical,
                          const StageWork& sum, double p2pSeconds);
/** The same for p identical ranks. */
double closedFormMakespan(PipelineSchedule schedule, int p, int64_t m, int v, double forward,
                          double backward, double weight, double p2pSeconds);

/** Operations one simulated micro-batch costs: F and B (and W when split) per chunk per rank. */
int64_t pipelineOpsPerMicrobatch(const PipelineInput& input);

} // namespace shardscope
