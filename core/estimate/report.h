#pragma once

#include "evidence.h"
#include "expertload.h"
#include "linkload.h"
#include "core/model/diagnostic.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope {

inline constexpr const char* kReportFormat = "shardscope.report/1";

/** Parameter counts of the model (DESIGN §4 `model.*`). */
struct ModelReport
{
    int64_t paramsTotal = 0;     ///< main model (MTP layers excluded, as DeepSeek reports)
    int64_t paramsActive = 0;    ///< with only the top-k routed experts
    int64_t paramsMtp = 0;       ///< multi-token-prediction layers
    int64_t paramsEmbedding = 0; ///< word embedding (+ separate output layer, + positions)
    int64_t paramsPerDenseLayer = 0;
    int64_t paramsPerMoeLayer = 0; ///< 0 for dense models
    int64_t vocabPadded = 0;
    int denseLayers = 0;
    int moeLayers = 0;
    double flopsPerToken = 0; ///< 6·N_matmul + 6·L·s·a·(d_qk + d_v) (PaLM App. B)
};

/** Buffers on one GPU that are neither model states nor stored activations. */
struct BufferBreakdown
{
    int64_t logits = 0;                 ///< the loss's logits at its peak (last stage): fp32, and in PyTorch eager their gradients too
    int64_t zero3Gather = 0;            ///< gathered parameters + gradients of one unit (ZeRO-3)
    int64_t gradientBuckets = 0;        ///< reduce buckets (ZeRO-2)
    int64_t recomputeWorkspace = 0;     ///< full recompute: the layers of one checkpoint re-materialised
    int64_t offloadStaging = 0;         ///< activation offload: one layer's activations being copied
    int64_t pipelineP2p = 0;            ///< send/receive buffers between stages
    int64_t pipelineOutputs = 0;        ///< PyTorch pipelining: every micro-batch's output kept on the last stage
    int64_t sequenceParallelGather = 0; ///< all-gathered activation of SP
    int64_t quantizedWeights = 0;       ///< Transformer Engine's cached FP8 / FP4 weight copies
    int64_t dummyWeightGradients = 0;   ///< Transformer Engine's placeholder weight gradients (dummywgrad.h)

    int64_t total() const
    {
        return logits + zero3Gather + gradientBuckets + recomputeWorkspace + offloadStaging + pipelineP2p +
               pipelineOutputs + sequenceParallelGather + quantizedWeights + dummyWeightGradients;
    }
};

/** Memory of one GPU of one pipeline stage (DESIGN §4 `memory.stages[i]`). */
struct StageMemory
{
    int stage = 0;
    int layers = 0; ///< transformer layers it trains
    int firstLayer = 0;
    int64_t params = 0;          ///< parameters held by one GPU of this stage
    int64_t paramsLayers = 0;    ///< of which in transformer (and MTP) layers
    int64_t paramsEmbedding = 0; ///< of which embedding, output layer, positions, final norm
    int64_t weightsBytes = 0;
    int64_t gradientsBytes = 0;
    int64_t optimizerBytes = 0;
    int64_t activationsBytes = 0;
    int64_t activationsLayersBytes = 0; ///< of which transformer (and MTP) layers; the rest is
                                        ///< the embedding and output-layer inputs
    int64_t buffersBytes = 0;
    int64_t overheadBytes = 0;
    int64_t totalBytes = 0;
    int64_t hostBytes = 0; ///< offloaded optimizer state and activations, host RAM
    int64_t hostActivationsBytes = 0; ///< of which offloaded activations (the micro-batches in flight)
    double inFlightMicrobatches = 0;
    BufferBreakdown buffers;
    /// totalBytes' range from MemoryReport::band (both 0 without one).
    int64_t totalBytesLow = 0, totalBytesHigh = 0;
};

/** Megatron-LM's own theoretical-memory report for the same configuration (cross-check). */
struct MegatronReference
{
    double paramsTotal = 0;  ///< num_total_parameters (includes the MTP block)
    double paramsActive = 0; ///< num_active_parameters
    double paramsMostLoadedShard = 0;
    double weightAndOptimizerBytes = 0;
    double activationBytes = 0;
    std::string activationBranch; ///< "compute_activation_memory" or "..._without_sp"
    int inFlightMicrobatches = 0;
};

/** DeepSpeed's estimate_zero{2,3}_model_states_mem_needs for the same model (cross-check). */
struct DeepSpeedReference
{
    int zeroStage = 0;
    double gpuBytes = 0;
    double cpuBytes = 0;
    double largestLayerParams = 0;
};

struct MemoryReport
{
    int64_t capacityBytes = 0;
    int64_t peakBytes = 0;
    int peakStage = 0;
    bool fits = false;
    /// Where measured peaks fell around such estimates (core/estimate/evidence.h), and the
    /// peak's range from it; runs == 0: no public measured run backs a range for this plan.
    ResidualBand band;
    MemoryBandRuns bandRuns = MemoryBandRuns::None;
    int64_t peakBytesLow = 0, peakBytesHigh = 0;
    std::vector<StageMemory> stages;
    MegatronReference megatron;
    std::optional<DeepSpeedReference> deepspeed;
};

/** One operation of the simulated pipeline schedule (for the Gantt chart). */
struct TimelineOp
{
    char kind = 'F';   ///< 'F' forward, 'B' backward (input gradient), 'W' weight gradient
    int microbatch = 0;
    int chunk = 0;     ///< model chunk in pipeline order
    double start = 0;  ///< seconds from the start of the step
    double end = 0;
};

/** The pipeline schedule (DESIGN §4 `pipeline.*`). */
struct PipelineReport
{
    std::string schedule;
    int64_t microbatches = 0;
    int virtualStages = 1;
    double bubbleFraction = 0;   ///< idle share of wall time on the busiest rank
    double bubbleOverIdeal = 0;  ///< idle time / compute time (the papers' (p-1)/(v·m))
    double makespanS = 0;
    double p2pSeconds = 0;       ///< one transfer between neighbouring ranks
    int criticalStage = 0;
    bool simulated = true;       ///< false: closed form only (overBudget, or DualPipe on an odd pp)
    bool overBudget = false;     ///< closed form: one pass of this deep pipeline exceeds the simulation budget
    /// How the makespan was estimated: "simulated" (every op), "extrapolated" (a simulated
    /// prefix of timelineMicrobatches, the batch being over the op budget) or "closed-form".
    std::string method = "simulated";
    /// With "closed-form", which one: "formula" (exact for identical ranks), "paper" (the ZB-V /
    /// DualPipe paper's bubble; its assumptions hold) or "approximation" (they do not).
    std::string closedForm;
    /// With "closed-form", why nothing was simulated: "over-budget" or "odd-stages".
    std::string closedFormReason;
    int64_t timelineMicrobatches = 0; ///< micro-batches in `timeline` (a prefix when the batch
                                      ///< is large; the makespan is then extrapolated)
    std::vector<std::vector<TimelineOp>> timeline; ///< per rank, in execution order
    std::vector<double> stageBusyS;               ///< compute + exposed in-op communication
};

/** A collective one dimension issues per step. */
struct CollectiveReport
{
    std::string kind;       ///< "all-reduce", "all-gather", "reduce-scatter", "all-to-all", "send-recv"
    std::string what;
    double bytes = 0;       ///< per-rank buffer of one call
    double callsPerStep = 0;
    double seconds = 0;     ///< one call
};

/** Communication of one parallel dimension (DESIGN §4 `communication.dims[i]`). */
struct CommDimReport
{
    std::string dim;         ///< "tp", "cp", "pp", "dp", "ep", "edp"
    int groupSize = 1;
    bool crossesNodes = false;
    std::string link;        ///< "same-gpu", "nvlink", "pcie", "network", "network-spine"
    double bytesPerStep = 0; ///< bytes each GPU puts on the wire per step
    double nicBytesPerStep = 0; ///< of which one of its NICs carries (0 inside a node)
    double timeS = 0;
    double exposedTimeS = 0;
    std::vector<CollectiveReport> collectives;
};

struct CommunicationReport
{
    std::vector<CommDimReport> dims;
    double timeS = 0;
    double exposedTimeS = 0;
    double share = 0; ///< exposed communication / step time
    double nicBytesPerStep = 0; ///< bytes one NIC of the busiest rank carries per step
    double nicBytesPerSecond = 0; ///< one NIC's achievable rate (line rate x the tier's efficiency)
    double nicFloorS = 0;       ///< nicBytesPerStep / nicBytesPerSecond: the step's lower bound
    bool nicBound = false;      ///< the NIC floor sets the step time
    double nicExtraS = 0;       ///< what the floor adds to the step (counted in step.exposedCommS)
    double stragglerS = 0;      ///< makespan added by stragglers of multi-node DP groups (in step.bubbleS)
    double stragglerFactor = 1; ///< 1 + L/(L+1) x c x sqrt(L) on the makespan
    std::vector<LinkLoad> links; ///< each link tier's load over the step (linkLoads(), all dimensions)
};

struct ComputeReport
{
    double modelFlopsPerStep = 0;    ///< all GPUs, no recompute (PaLM MFU numerator)
    double hardwareFlopsPerStep = 0; ///< with recompute (HFU numerator)
    double timeS = 0;                ///< compute time of the busiest rank per step
    double matmulEfficiency = 0;
    double peakFlops = 0;            ///< per GPU, training precision
};

/** The step (DESIGN §4 `step.*`). time = compute + bubble + exposed comm + optimizer. */
struct StepReport
{
    double timeS = 0;
    double tokensPerS = 0;
    double mfu = 0;
    double hfu = 0;
    double computeS = 0;
    double bubbleS = 0;
    double exposedCommS = 0;
    double optimizerS = 0;
    /// Activation offload on the busiest rank: bytes copied to and back from the host per
    /// step, and the time the copies add to its compute (what the layers' own work cannot hide).
    double offloadBytes = 0;
    double offloadStallS = 0;
    /// What the time rests on, and where measured runs of that level fell around such an
    /// estimate (80 % of them inside; core/estimate/evidence.h): the step time's range and
    /// the throughput's that follows from it.
    Evidence timeEvidence = Evidence::Modelled;
    ResidualBand timeBand;  ///< the band the range comes from (the level's validation runs)
    /// Modelled, with CP or beyond the checked scale: the public runs the band was widened to
    /// hold (modelledStepTimeBand()); `timeBand.runs` then counts those.
    BandWidening timeBandWidening = BandWidening::None;
    /// Modelled and the model has experts: none of the public runs behind the band trained a
    /// mixture of experts: its band is widened to hold the public runs that trained experts
    /// (kModelledExpertStepTimeBand).
    bool timeBandWidenedForExperts = false;
    /// Modelled, a quantized recipe on block-scaled tensor cores (Blackwell): the model was slow
    /// on every such public run, so the band is widened to hold them
    /// (kModelledQuantizedBlackwellStepTimeBand).
    bool timeBandWidenedForQuantizedBlackwell = false;
    double timeLowS = 0;
    double timeHighS = 0;
    double tokensPerSLow = 0;
    double tokensPerSHigh = 0;
};

/** One figure of a measured run (MeasuredRun) next to the estimate of the same quantity. */
struct MeasuredFigure
{
    std::string figure;  ///< "tokens_per_s_per_gpu", "tflops_per_gpu", "mfu", "peak_memory_GiB", "step_time_s"
    double measured = 0;
    double estimated = 0;
    double error() const { return estimated / measured - 1; } ///< relative: +0.10 is 10 % above the measured value
};

/** The scenario's measured run against the estimate, figure by figure, with the run's source. */
struct MeasuredComparison
{
    std::string source;
    std::string note;
    std::vector<MeasuredFigure> figures;
    /// Settings edited since the run was measured (measuredPlanEdits()): the figures are then
    /// another plan's, listed but not compared with this estimate.
    std::vector<std::string> planEdits;

    bool comparable() const { return planEdits.empty(); }
};

/** Everything `estimate()` computes for a scenario. */
struct Report
{
    ModelReport model;
    int64_t worldSize = 0;
    int64_t gpusIdle = 0;
    int64_t microbatches = 0; ///< per pipeline per step: B / (b·dp)
    MemoryReport memory;
    PipelineReport pipeline;
    CommunicationReport communication;
    ComputeReport compute;
    StepReport step;
    /// The busiest expert-parallel rank's routed load (DESIGN §4 `experts.*`); MoE models only.
    std::optional<ExpertLoad> experts;
    std::vector<Diagnostic> diagnostics; ///< filled by analyse(), empty from estimate()
    /** Filled by analyse() when the scenario holds a measured run. */
    std::optional<MeasuredComparison> measured;
};

} // namespace shardscope
