#pragma once

#include <cstdint>
#include <optional>

namespace shardscope {

/** The pipeline schedules; each has a row of traits in schedule.h (keep the two in step). */
enum class PipelineSchedule
{
    GPipe,
    OneFOneB,
    Interleaved1F1B,
    ZeroBubbleH1,
    ZeroBubbleV,
    DualPipe,
    DualPipeV
};
enum class RankOrder
{
    TpCpEpDpPp,
    TpCpEpPpDp
};
/**
 * Which implementation runs ZeRO-3's per-layer parameter gathers and gradient
 * reduce-scatters; they differ in how much of that traffic hides behind compute
 * (core/estimate/dataparallelcost.cpp), and each launcher runs one of them.
 */
enum class Zero3Engine
{
    Fsdp,     ///< PyTorch FSDP2 fully_shard (torchtitan, accelerate's FSDP plugin) and Megatron-FSDP (Megatron-LM)
    DeepSpeed ///< DeepSpeed's ZeRO stage 3 (DeepSpeed, Megatron-DeepSpeed, accelerate's DeepSpeed plugin)
};

/**
 * How Megatron-LM and Transformer Engine exchange context-parallel data (--cp-comm-type).
 * p2p passes KV blocks round a ring, each behind one block of the attention kernel
 * (parallel.overlap.cp). all_gather gathers the whole KV before attention and reduce-scatters
 * its gradient after. a2a (DeepSpeed-Ulysses style) trades the sequence split for a head split
 * with all-to-alls of Q, K and V before attention and of the output after. Neither of the
 * last two hides behind compute. PyTorch's own context parallelism (torchtitan) is a ring.
 */
enum class CpCommType
{
    P2p,
    AllGather,
    AllToAll
};

/**
 * Which communication runs concurrently with compute (Megatron: --overlap-grad-reduce,
 * --overlap-param-gather, --tp-comm-overlap; DeepSeek's DualPipe-style EP overlap).
 */
struct OverlapConfig
{
    bool dataParallel = true;   ///< gradient reduce / parameter gather behind backward / forward
    bool tensorParallel = false;
    bool expertParallel = false;
    bool contextParallel = true; ///< ring attention hides the KV exchange behind attention

    bool operator==(const OverlapConfig&) const = default;
};

/**
 * How the job is split. World size = tp x pp x cp x dp; EP does not add GPUs: the expert
 * layers re-split the same ranks as ep x etp x edp (Megatron semantics).
 */
struct ParallelConfig
{
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int cp = 1;
    int ep = 1;
    std::optional<int> etp; ///< expert tensor parallel size; unset = same as tp
    bool sequenceParallel = false;
    int zeroStage = 0; ///< 0 = DDP, 1 = distributed optimizer, 2, 3
    Zero3Engine zero3Engine = Zero3Engine::Fsdp; ///< read at ZeRO stage 3 only
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    int virtualStages = 1; ///< model chunks per pipeline rank (a schedule with chosenChunks: interleaved)
    /**
     * Interleaved 1F1B: how many micro-batches run through a chunk before the rank moves to its
     * next chunk (Megatron-LM's --microbatch-group-size-per-virtual-pipeline-stage, N); unset: PP,
     * Megatron's default. A larger N keeps (v - 1) x (N - PP) more chunk forwards in flight.
     */
    std::optional<int> microbatchGroup;
    RankOrder rankOrder = RankOrder::TpCpEpDpPp;
    CpCommType cpCommType = CpCommType::P2p; ///< read with cp > 1 on fused kernels
    OverlapConfig overlap;
    /**
     * Transformer layers on the first / the last pipeline rank, all of its chunks together
     * (Megatron-LM's --decoder-first/last-pipeline-num-layers); unset: the even split. The
     * other ranks share the remaining layers (core/estimate/stagelayout.h).
     */
    std::optional<int> firstStageLayers;
    std::optional<int> lastStageLayers;
    /** The even split counts the input embedding / the loss as one layer each, so the chunk
     * holding it takes one layer fewer (--account-for-embedding/loss-in-pipeline-split). */
    bool embeddingInSplit = false;
    bool lossInSplit = false;

    int64_t worldSize() const { return int64_t(tp) * pp * cp * dp; }
    int expertTensorParallel() const { return etp ? *etp : tp; }
    /** Expert data-parallel size: world / (etp x ep x pp), at least 1. */
    int64_t expertDataParallel() const
    {
        const int64_t expertGrid = int64_t(expertTensorParallel()) * ep * pp;
        if (expertGrid <= 0)
            return 1;
        const int64_t edp = worldSize() / expertGrid;
        return edp > 0 ? edp : 1;
    }
    /** The group that shards dense optimizer state in Megatron: DP x CP. */
    int64_t denseShardGroup() const { return int64_t(dp) * cp; }
    /** virtualStages where the schedule takes them (ScheduleTraits::chosenChunks), else 1. */
    int effectiveVirtualStages() const;
    /** The interleaved schedule's micro-batch group N: microbatchGroup, else PP. */
    int microbatchGroupSize() const { return microbatchGroup ? *microbatchGroup : pp; }
    /** Whether the layers are split by the even rule alone (no stage counts, nothing counted as a layer). */
    bool evenLayerSplit() const { return !firstStageLayers && !lastStageLayers && !embeddingInSplit && !lossInSplit; }

    bool operator==(const ParallelConfig&) const = default;
};

} // namespace shardscope
