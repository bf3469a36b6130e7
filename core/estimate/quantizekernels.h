// The casts a precision recipe adds to a layer and the GEMMs it quantizes.
#pragma once

#include "kernels.h"

namespace shardscope {

/**
 * A precision recipe applied to a layer's kernel list: its linear GEMMs read quantized
 * inputs at the recipe's peak, and the casts that make those inputs are added as
 * memory-bound kernels. Every quantized GEMM needs its two inputs in the layout it reads:
 * fprop X and W, dgrad dY and Wᵀ, wgrad Xᵀ and dYᵀ. Per tensor cast (bytes per element):
 * read 2, write one quantized copy (values + scales) per layout.
 * - Transformer Engine (fused kernels): one cast-transpose kernel writes both layouts; the
 *   input of a LayerNormLinear (QKV, fc1) is written quantized by the norm itself, except
 *   under current scaling, which needs the finished tensor's amax first. Weights are cast
 *   once per step (cached over the micro-batches: optimizerSeconds() times that).
 * - torchtitan (torchao converters): compiled, one kernel writes both layouts; eager, one
 *   cast per layout. The weights are cast every micro-batch (FSDP gathers them anew).
 * Current (tensorwise) scaling reads each tensor once more for its amax; delayed scaling
 * takes the scale from earlier steps, block scaling computes it inside the cast.
 */
void quantizeLinears(const Scenario& scenario, KernelList& layer);

} // namespace shardscope
