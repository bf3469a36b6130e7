#pragma once

#include "dataparallelcost.h"
#include "memory.h"
#include "core/model/scenario.h"
#include "paramcount.h"
#include "stagelayout.h"
#include "stageparams.h"
#include "steptime.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope {

/** The figures the search ranks by, from the closed-form path. */
struct QuickEstimate
{
    double stepS = 0;
    double tokensPerS = 0;
    double mfu = 0;
    double computeS = 0;
    double bubbleS = 0;
    double exposedCommS = 0;
    double optimizerS = 0;
    int64_t peakBytes = 0;   ///< per GPU, the busiest stage
    int64_t capacityBytes = 0;
    /// The most any stage's peak can fall with less recompute: full recompute's workspace
    /// with its allocator share. Less recompute stores at least as much otherwise, so a plan
    /// whose peak minus this does not fit cannot fit with less recompute either.
    int64_t recomputeSlackBytes = 0;
    int peakStage = 0;
    int criticalStage = 0;
    bool fits = false;
};

/**
 * Step time and peak memory without building reports or simulating the schedule: the
 * same per-stage memory model and per-rank costs as estimate(), with the pipeline's closed
 * form on the busiest rank. Allocation-free after the first call on a thread, linear in
 * the number of pipeline stages, independent of the number of layers.
 */
QuickEstimate quickEstimate(const Scenario& scenario, const ModelParams& params,
                            int64_t microbatches);
QuickEstimate quickEstimate(const Scenario& scenario);

/** The peak per-GPU bytes of quickEstimate() alone (the memory half, no timing). */
int64_t quickPeakBytes(const Scenario& scenario, const ModelParams& params, int64_t microbatches);

/**
 * quickEstimate() in parts, for the search, which evaluates many configurations that share
 * most of their work. prepareLayout() takes what depends only on the degrees and the
 * schedule (the ranks' layers and parameters); prepareRun() what depends on the micro-batch,
 * SP and recompute too (the memory model; the cost model is built on first use); then for
 * each ZeRO stage set on the same scenario object, memory() and, for those that fit, time().
 * quickEstimate() is exactly these steps in a row, so the figures are identical.
 */
class QuickEstimator
{
public:
    /** `scenario` must outlive the estimator's use; after this, only the micro-batch, SP,
     * recompute and ZeRO stage may change (each change of the first three needs prepareRun()). */
    void prepareLayout(const Scenario& scenario, const ModelParams& params);
    void prepareRun(int64_t microbatches);
    /** Both in a row. */
    void prepare(const Scenario& scenario, const ModelParams& params, int64_t microbatches)
    {
        prepareLayout(scenario, params);
        prepareRun(microbatches);
    }
    /** Peak memory for the scenario's current ZeRO stage (fills the memory fields). */
    QuickEstimate memory();
    /** Adds the time figures to what memory() returned, for the same ZeRO stage. */
    void time(QuickEstimate& q);
    /**
     * The most tokens per second time() can give at any ZeRO stage or DP overlap switch of
     * the current scenario: the step with no exposed data-parallel communication, no
     * optimizer step and no NIC floor (what time() adds to it is never negative). The search
     * skips timing a plan whose ceiling can enter none of its results.
     */
    double tokensPerSecondCeiling();
    /** The overlap switches changed: the next time() rebuilds the per-rank costs (the memory
     * figures stay valid; overlap does not change memory). */
    void invalidateTiming() { m_timed = false; }
    /**
     * The next time() uses `costs` instead of building its own CostModel: for a caller that
     * knows the costs are those of the current scenario (the search, which keeps one per
     * micro-batch, SP, recompute and overlap setting of a layout, whatever the schedule).
     * prepareLayout() drops it. `costs` must outlive the timing.
     */
    void shareCosts(const CostModel* costs)
    {
        m_shared = costs;
        m_timed = false;
    }

private:
    struct Kind
    {
        StageLayout stage; ///< the first rank of the kind: most micro-batches in flight
        HeldParams held;
        OpTimes work;      ///< per micro-batch, compute plus exposed TP/CP/EP communication
        /// rankTally() of the stage, kept across cost models with the same tally settings
        /// (block recompute's layers, offloaded layers): only the costs it weighs change.
        std::optional<LayerTally> tally;
        int tallyBlockLayers = -1, tallyOffloadLayers = -1;
        /// Per ZeRO stage, once timed: the data-parallel traffic and the optimizer step. They
        /// depend on the layout (its DP groups and held parameters), the precision and the
        /// micro-batch count, not on the overlap switches or recompute, so they are kept until
        /// prepareLayout() or a prepareRun() with another count.
        std::array<std::optional<DataParallelCost>, 4> traffic;
        std::array<double, 4> optimizerS{};
        /// The stage's activations, the same at every ZeRO stage: computed at the first
        /// memory() after prepareRun().
        std::optional<StageMemoryModel::StageActivations> activations;
        /// Per ZeRO stage: StageMemoryModel::holdingOnly(), kept while the micro-batch and SP
        /// stay (recompute does not change it).
        std::array<std::optional<StageMemory>, 4> holding;
    };
    void prepareTiming();

    const Scenario* m_s = nullptr;
    const ModelParams* m_params = nullptr;
    int64_t m_microbatches = 1;
    std::optional<StageMemoryModel> m_memory;
    DummyWgradMemo m_dummyWgrad; ///< the memory model's placeholder bytes, kept across prepareRun()
    std::optional<CostModel> m_costs;
    const CostModel* m_shared = nullptr; ///< shareCosts()
    const CostModel* m_cm = nullptr;     ///< the costs time() uses: m_shared or m_costs
    std::vector<Kind> m_kinds; ///< reused across prepare() calls (no allocation once grown)
    std::vector<int> m_kindOfRank;
    int m_kindCount = 0;
    bool m_timed = false;
    // Timing figures that do not depend on the ZeRO stage.
    double m_makespan = 0, m_computeS = 0, m_exposedS = 0, m_p2pExposed = 0;
    double m_ceilingTokensPerS = 0; ///< tokensPerSecondCeiling()
    int64_t m_holdingMicroBatch = 0;///< the micro-batch and SP Kind::holding was built for
    bool m_holdingSequenceParallel = false;
    int m_criticalStage = 0;
    RankWork m_criticalWork; ///< the busiest rank's work (its layers: the NIC floor)
};

} // namespace shardscope
