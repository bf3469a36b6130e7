#pragma once

#include "core/model/scenario.h"
#include "report.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope {

/** The subset of Megatron-LM's `args` that its theoretical-memory report reads. */
struct MegatronArgs
{
    int numLayers = 0;
    double hiddenSize = 0;
    int numAttentionHeads = 0;
    int numQueryGroups = 0;
    bool groupQueryAttention = false;
    double kvChannels = 0;
    double ffnHiddenSize = 0;
    double paddedVocabSize = 0;
    bool swiglu = false;
    bool rmsNorm = false;
    bool untieEmbeddingsAndOutputWeights = false;
    // MoE
    bool moe = false;
    int numExperts = 0;
    std::vector<int> moeLayerPattern; ///< 1 = MoE layer, one entry per layer
    double moeFfnHiddenSize = 0;
    double moeSharedExpertIntermediateSize = 0;
    int moeRouterTopk = 0;
    bool addBiasLinear = false;
    bool moeSharedExpertGate = false;
    int mtpNumLayers = 0; ///< 0 = None
    // MLA
    bool multiLatentAttention = false;
    double qLoraRank = 0; ///< 0 = None
    double kvLoraRank = 0;
    double qkHeadDim = 0;
    double qkPosEmbHeadDim = 0;
    double vHeadDim = 0;
    // Parallelism and batch
    int tensorModelParallelSize = 1;
    int pipelineModelParallelSize = 1;
    int dataParallelSize = 1;
    int64_t worldSize = 1;
    int expertTensorParallelSize = 1;
    int expertModelParallelSize = 1;
    std::optional<int> virtualPipelineModelParallelSize;
    bool useDistributedOptimizer = false;
    bool sequenceParallel = false;
    bool selectiveRecompute = false; ///< recompute_granularity == "selective"
    double seqLength = 0;
    double microBatchSize = 0;
    std::optional<int64_t> numMicrobatches;
};

/**
 * A line-by-line port of Megatron-LM `megatron/training/theoretical_memory_usage.py` at HEAD
 * (compute_weight_and_optimizer_memory with its TP-sharded / replicated / expert-sharded
 * split; compute_activation_memory and compute_activation_memory_without_sp; the branch
 * choice of report_theoretical_memory). It keeps Megatron's simplifications on purpose so
 * that users can compare with the number Megatron prints at start-up; ShardScope's own
 * estimate is the `stages` of the memory report.
 */
MegatronReference megatronTheoreticalMemory(const MegatronArgs& args);

enum class MegatronDtype
{
    Fp16,
    Bf16,
    Fp32
};

/**
 * Megatron's bytes per parameter (docs/user-guide/features/dist_optimizer.md): the model
 * parameter and its main gradient stay on every rank; the fp32 main parameter (unless the
 * parameters are fp32), an fp32 gradient copy (when gradients are 16-bit) and Adam's two
 * moments are sharded over `dp` with the distributed optimizer. Gives 20 / 18 / 16 and
 * 4 + 16/d, 6 + 12/d, 8 + 8/d for fp16/fp16, bf16/fp32 and fp32/fp32.
 */
double megatronBytesPerParameter(MegatronDtype params, MegatronDtype grads, bool distributed,
                                 double dp);

/** The args Megatron would see for this scenario (its vocabulary padding, dp without cp). */
MegatronArgs megatronArgsFor(const Scenario& scenario, int64_t paddedVocab, int64_t microbatches);

} // namespace shardscope
