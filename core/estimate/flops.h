#pragma once

#include "core/model/modelspec.h"
#include "paramcount.h"

namespace shardscope {

/**
 * Model FLOPs per trained token, PaLM Appendix B: 6·N + 12·L·a·d_h·s, where N counts the
 * parameters that take part in matrix multiplies for the token (attention, MLP, the top-k
 * experts, the router and the output head, tied or not; not the embedding lookup, norms or
 * biases) and the attention term counts QKᵀ and the weighted sum of V without a causal
 * discount. For MLA the attention term is 6·L·s·a·(d_qk + d_v). MTP layers are trained
 * every step and count like layers. A local-attention layer counts min(w, s) keys instead of
 * s (attentionspan.h).
 */
double modelFlopsPerToken(const ModelSpec& model, const ModelParams& params, double seqLength);

} // namespace shardscope
