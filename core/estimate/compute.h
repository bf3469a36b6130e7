#pragma once

#include "activations.h"
#include "core/model/scenario.h"
#include "paramcount.h"

namespace shardscope {

/**
 * The FLOPs of one micro-batch passing one transformer layer on one GPU, forward only: what
 * hardware FLOPs (HFU) count and what communication can hide behind. Times come from the
 * per-kernel inventory of kernels.h, not from these totals.
 */
struct LayerWork
{
    double matmulFlops = 0;     ///< GEMMs on this GPU (TP-split, the GPU's share of experts)
    double attentionFlops = 0;  ///< QKᵀ and ·V as executed (flash attention skips the masked half)
    double attentionModelFlops = 0; ///< the same counted without causal discount (PaLM)
};

/**
 * The forward work of one transformer layer (dense or MoE; with global attention, or the
 * model's local attention when `localLayer`) for one micro-batch.
 */
LayerWork layerWork(const ModelSpec& model, bool moeLayer, const ActivationContext& ctx, bool localLayer = false);

/** Forward work of the output layer and loss for one micro-batch (last stage). */
LayerWork outputLayerWork(const ModelSpec& model, int64_t paddedVocab, const ActivationContext& ctx);

/** Forward work of one MTP module's projection (2h -> h) for one micro-batch (mtpProjectionKernels()). */
LayerWork mtpProjectionWork(const ModelSpec& model, const ActivationContext& ctx);

/**
 * Summary rates of one GPU. Kernel times use KernelRates (kernels.h); these remain for the
 * MFU/HFU denominator and for the windows communication hides behind.
 */
struct ComputeRates
{
    double flopsPerSecond = 0; ///< dense peak of the training precision x matmul efficiency (large forward GEMMs)
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

/**
 * Hardware FLOPs of one layer-micro-batch: forward, backward and recomputation, attention
 * counted without causal discount as PaLM counts it (so HFU = MFU without recompute).
 * Selective recompute adds the attention core's forward (QKᵀ and ·V).
 */
double hardwareFlops(const LayerWork& work, Recompute recompute);

} // namespace shardscope
