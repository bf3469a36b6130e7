#pragma once

#include <array>

#include "core/model/scenario.h"
#include "paramcount.h"
#include "activations.h"
#include "modelstates.h"
#include "report.h"
#include "stagelayout.h"
#include "stageparams.h"

namespace shardscope {

/** One micro-batch's activations of a stage's layers: on the GPU, and offloaded to the host. */
struct MicrobatchActivations
{
    double onGpu = 0;
    double onHost = 0;
};

/** A pipeline that PyTorch itself schedules (torch.distributed.pipelining: torchtitan with PP). */
inline bool runsPyTorchPipeline(const Scenario& s)
{
    return s.training.runsPyTorchOps() && s.parallel.pp > 1;
}

/** Whether that pipeline's last stage keeps every micro-batch's output to the end of the step. */
inline bool keepsPipelineOutputs(const Scenario& s)
{
    return runsPyTorchPipeline(s) && s.training.pipelineKeepsOutputs;
}

/**
 * Transformer Engine's placeholder bytes per combination of layer kinds on a stage
 * (StageMemoryModel's dummyWeightGradientBytes()). They depend on the model and the layout's
 * sharding only, so a caller that re-creates the memory model for every run of one layout
 * (QuickEstimator) keeps them here and clears them when the layout changes.
 */
struct DummyWgradMemo
{
    std::array<double, 8> bytes{};
    unsigned known = 0; ///< bit k: bytes[k] is worked out
};

/**
 * Memory of one GPU of a pipeline stage, with everything that does not depend on the stage
 * computed once per scenario. The full estimate and the search's fast path both use it.
 */
class StageMemoryModel
{
public:
    StageMemoryModel(const Scenario& scenario, const ModelParams& params, int64_t microbatches);
    StageMemory stage(const StageLayout& stage, HeldParams* held = nullptr) const;
    int64_t capacityBytes() const { return m_capacity; }

    /**
     * The part that depends only on what the stage holds (parameters, states, buffers),
     * not on its position in the schedule; `perMicrobatch` is one micro-batch's activations.
     * finish() adds the activations in flight at the stage's rank and the overhead.
     */
    StageMemory rankInvariant(const StageLayout& stage, HeldParams& held, MicrobatchActivations& perMicrobatch) const;
    /** The same when the caller already has heldParams() of the stage. */
    StageMemory rankInvariantHolding(const StageLayout& stage, const HeldParams& held,
                                     MicrobatchActivations& perMicrobatch) const;
    void finish(const StageLayout& stage, const MicrobatchActivations& perMicrobatch, StageMemory& out) const;

    /** A stage's activations, which no ZeRO stage changes: one micro-batch's, what full
     * recompute and activation offload stage at once, and the totals with the micro-batches
     * in flight at the stage's rank. */
    struct StageActivations
    {
        MicrobatchActivations perMicrobatch;
        double recomputeWorkspace = 0, offloadStaging = 0;
        double inFlight = 0;
        int64_t activationsBytes = 0, activationsLayersBytes = 0, hostActivationsBytes = 0;
    };
    StageActivations activations(const StageLayout& stage) const;
    /** What the stage holds at the scenario's ZeRO stage (parameters, states, buffers) with
     * no recompute workspace or offload staging: it depends on the micro-batch and SP but not
     * on recompute, so the search's fast path keeps it across recompute settings. */
    StageMemory holdingOnly(const StageLayout& stage, const HeldParams& held) const
    {
        return holding(stage, held, 0.0, 0.0);
    }
    /** Whether holdingOnly() also depends on the number of micro-batches: PyTorch's pipeline
     * keeps outputs per micro-batch and frees gradients chunk by chunk by its rounds. */
    bool holdingDependsOnMicrobatches() const { return runsPyTorchPipeline(m_s); }
    /** rankInvariantHolding() then finish() from holdingOnly() and activations(): the same
     * figures as stage(). */
    StageMemory stageFrom(const StageLayout& stage, const StageMemory& holdingOnly, const StageActivations& acts) const;

    /// Keep the placeholder bytes in `memo` (the caller's, valid for this layout) instead of
    /// this model's own, so they outlive it.
    void useDummyWgradMemo(DummyWgradMemo& memo) { m_sharedDummyWgrad = &memo; }

private:
    /** One chunk's activations of one micro-batch and full recompute's workspace for it. */
    struct ChunkActivations
    {
        double stored = 0;
        double workspace = 0;
        double offloaded = 0;    ///< of `stored`, what activation offload keeps on the host
        double largestOffloaded = 0; ///< one offloaded layer: the copy in flight stays on the GPU
    };
    ChunkActivations chunkActivations(const LayerChunk& chunk) const;
    /// Transformer Engine's placeholder weight gradients of a stage holding these layer kinds
    /// (dummywgrad.h), remembered per combination.
    double dummyWeightGradientBytes(bool denseLayers, bool moeLayers, bool mtp) const;
    mutable DummyWgradMemo m_ownDummyWgrad;
    DummyWgradMemo* m_sharedDummyWgrad = nullptr; ///< useDummyWgradMemo(); else m_ownDummyWgrad
    double outputInFlight() const;
    bool gradientsLiveOneChunkAtATime() const;
    MicrobatchActivations perMicrobatch(const StageLayout& stage, double& recomputeWorkspace,
                                        double& offloadStaging) const;
    StageMemory holding(const StageLayout& stage, const HeldParams& held, double recomputeWorkspace,
                        double offloadStaging) const;
    void addActivations(const StageLayout& stage, const MicrobatchActivations& perMicrobatch,
                        StageActivations& out) const;
    void addTotals(const StageActivations& acts, StageMemory& out) const;

    const Scenario& m_s;
    const ModelParams& m_params;
    int64_t m_microbatches;
    ActivationContext m_ctx;
    StateBytes m_bytes;
    double m_activationDense = 0, m_activationMoe = 0;
    double m_workspaceDense = 0, m_workspaceMoe = 0;
    int64_t m_capacity = 0;
};

/**
 * Bytes PyTorch's pipeline keeps on the stage with the loss when it holds every micro-batch's
 * output to the end of the step (TrainingSpec::pipelineKeepsOutputs): torchtitan's fp32
 * logits, 4 B x the rank's tokens of a micro-batch x V / t, for each of the step's micro-batches.
 */
double keptPipelineOutputBytes(const Scenario& s, int64_t vocabPadded, int64_t microbatches);

/**
 * Per-GPU memory of every pipeline stage: model states (ZeRO over DP x CP for dense
 * parameters, over expert-DP for routed experts), activations of the micro-batches in
 * flight, buffers, and the framework overhead. Fills `stages`, `capacityBytes`, `peak*`
 * and `fits`; the reference cross-checks are added by estimate().
 */
MemoryReport estimateMemory(const Scenario& scenario, const ModelParams& params,
                            int64_t microbatches);

/** DeepSpeed's default reduce_bucket_size (elements), used for ZeRO-2 gradient buckets. */
inline constexpr double kDeepSpeedReduceBucketElements = 5e8;

} // namespace shardscope
