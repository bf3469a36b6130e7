#pragma once

#include "activations.h"
#include "model/scenario.h"
#include "paramcount.h"

namespace shardscope {

/**
 * The work of one micro-batch passing one transformer layer on one GPU, forward only.
 * Backward is derived from it: the input gradient (B) repeats the GEMMs and doubles the
 * attention core and the memory-bound kernels; the weight gradient (W) repeats the GEMMs.
 */
struct LayerWork
{
    double matmulFlops = 0;     ///< GEMMs on this GPU (TP-split, the GPU's share of experts)
    double attentionFlops = 0;  ///< QKᵀ and ·V as executed (flash attention skips the masked half)
    double attentionModelFlops = 0; ///< the same counted without causal discount (PaLM)
    double memoryBytes = 0;     ///< traffic of memory-bound kernels (norms, dropout, softmax, ...)
    double scoreBytes = 0;      ///< of which the unfused softmax path (recomputed selectively)
};

/** The forward work of one transformer layer (dense or MoE) for one micro-batch. */
LayerWork layerWork(const ModelSpec& model, bool moeLayer, const ActivationContext& ctx);

/** Forward work of the output layer and loss for one micro-batch (last stage). */
LayerWork outputLayerWork(const ModelSpec& model, int64_t paddedVocab, const ActivationContext& ctx);

/** Seconds per unit of work on one GPU: peaks and efficiencies from the cluster. */
struct ComputeRates
{
    double flopsPerSecond = 0; ///< dense peak of the training precision x matmul efficiency
    double bytesPerSecond = 0; ///< HBM bandwidth x HBM efficiency
    double peakFlops = 0;      ///< dense peak of the training precision (for MFU/HFU)
};

ComputeRates computeRates(const ClusterSpec& cluster, Precision precision);

/** Durations of the three kinds of pipeline operations for a piece of work. */
struct OpTimes
{
    double forward = 0;
    double backward = 0; ///< input gradient, plus any recomputation
    double weight = 0;   ///< weight gradient

    OpTimes& operator+=(const OpTimes& o)
    {
        forward += o.forward;
        backward += o.backward;
        weight += o.weight;
        return *this;
    }
};

/** Compute-only op times of a layer's work under the recompute policy. */
OpTimes opTimes(const LayerWork& work, Recompute recompute, const ComputeRates& rates);

/**
 * Hardware FLOPs of one layer-micro-batch: forward, backward and recomputation, attention
 * counted without causal discount as PaLM counts it (so HFU = MFU without recompute).
 * Selective recompute adds the attention core's forward (QKᵀ and ·V).
 */
double hardwareFlops(const LayerWork& work, Recompute recompute);

} // namespace shardscope
