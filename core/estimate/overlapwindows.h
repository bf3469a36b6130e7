#pragma once

#include "kernels.h"

namespace shardscope {

/**
 * The compute a layer's collectives can hide behind, in seconds per layer-micro-batch, read
 * from the same timed kernels that give the layer's F/B/W (so the windows follow the GEMM
 * and attention curves, not one flat rate). Column-parallel: the GEMMs that consume the
 * block's gathered input (QKV, or MLA's projections; fc1). Row-parallel: the GEMMs whose
 * output is reduced (attention out; fc2). In an MoE layer fc1/fc2 are the shared experts.
 */
struct LayerWindows
{
    double attnInForward = 0, attnInInputGrad = 0, attnInWeightGrad = 0;
    double attnOutForward = 0, attnOutInputGrad = 0;
    double mlpInForward = 0, mlpInInputGrad = 0, mlpInWeightGrad = 0;
    double mlpOutForward = 0, mlpOutInputGrad = 0;
    double attentionForward = 0;  ///< core attention (flash, or the unfused kernels)
    double attentionBackward = 0;
    double forward = 0;           ///< every kernel of the forward pass
    double backward = 0;          ///< every kernel of the input- and weight-gradient passes
};

/** What a kernel of a layer list is for, as the overlap windows see it. */
enum class KernelRole : uint8_t
{
    AttentionIn,   ///< column-parallel projections into attention
    AttentionOut,  ///< row-parallel attention output projection
    MlpIn,         ///< column-parallel fc1
    MlpOut,        ///< row-parallel fc2
    Experts,       ///< router and grouped expert GEMMs (behind the token dispatcher)
    CoreAttention, ///< attention scores, softmax, context (forward and backward)
    Other          ///< memory-bound kernels around them
};

/** The role of one kernel of layerKernels(); every GEMM has one other than Other. */
KernelRole kernelRole(const Kernel& kernel);

/** Sums a timed layer kernel list (timeKernels() done) into its windows. */
LayerWindows layerWindows(const KernelList& timedLayer);

} // namespace shardscope
