#pragma once

#include "core/model/modelspec.h"

namespace shardscope {

/**
 * How many keys one query of a layer attends to, averaged over the sequence: the factor that
 * turns a layer's attention FLOPs into tokens x keys x heads x (d_qk + d_v). Global layers see
 * the whole sequence; local layers (ModelSpec::localAttention) a window or a chunk.
 */

/**
 * Keys a query can see, without the causal discount: s for a global layer, min(w, s) for a
 * local one. The model-FLOPs convention (PaLM Appendix B for full attention; MaxText's
 * calculate_gemma3_tflops_training_per_device and Megatron-Bridge's flop_utils.py count a
 * sliding-window layer's attention over min(w, s) keys the same way).
 */
double visibleKeysPerQuery(const ModelSpec& model, bool localLayer, double seqLength);

/**
 * Keys a query attends to under the causal mask, as a fused attention kernel executes it
 * (flash attention skips fully masked tiles): s / 2 for a global layer; w - w^2 / (2s) for a
 * sliding window of w <= s tokens (the first w queries see 1 ... w keys, the others w); for
 * chunks of c tokens, (q c^2 + r^2) / (2s) with s = q c + r (each chunk a causal block of
 * its own). Both are s / 2 when the window or chunk covers the sequence.
 */
double causalKeysPerQuery(const ModelSpec& model, bool localLayer, double seqLength);

} // namespace shardscope
