#pragma once

#include "kernels.h"
#include "overlapwindows.h"

namespace shardscope {

/** The per-pass sums of a timed kernel list, with what each recompute policy re-runs. */
struct PassSums
{
    OpTimes passes;          ///< F, B, W without recompute
    double forwardAll = 0;   ///< every forward kernel (full recompute)
    double selective = 0;    ///< the forward kernels selective recompute re-runs (the scenario's policy)

    OpTimes under(Recompute recompute) const
    {
        OpTimes t = passes;
        t.backward += recompute == Recompute::Full        ? forwardAll
                      : recompute == Recompute::Selective ? selective
                                                          : 0.0;
        return t;
    }
};

PassSums passSums(const KernelList& kernels);

/** The timed kernels of one scenario shape, as per-pass sums per kind of work. */
struct ShapeTimes
{
    PassSums dense, moe, output, embedding;
    PassSums mtpProjection; ///< each MTP module's norms and projection (models with MTP)
    /// The same layers with the model's local attention (only with ModelSpec::hasLocalAttention()).
    PassSums denseLocal, moeLocal;
    LayerWindows denseWindows, moeWindows; ///< what each layer's collectives hide behind
};

/**
 * The kernel times of a scenario's shape. They depend only on the model, the GPU, the
 * precision and gradient type, flash attention, kernel fusion, the selective-recompute policy
 * and modules, and the per-rank shape (micro-batch, s/cp, TP, SP, EP, ETP, the busiest expert
 * rank's load, padded vocabulary),
 * not on DP, PP, the schedule or recompute (which only chooses what B re-runs), so the
 * search's candidates share them: a per-thread cache keyed by exactly those inputs (direct-mapped; a few recent model/GPU pairs) builds each shape once.
 */
ShapeTimes shapeTimes(const Scenario& scenario, const ActivationContext& ctx, int64_t paddedVocab);

} // namespace shardscope
