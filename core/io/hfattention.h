#pragma once

#include "hffields.h"

#include "core/model/modelspec.h"

#include <string>
#include <vector>

namespace shardscope {

/**
 * What a family's configuration class assumes about local attention when its config.json
 * leaves the fields out (transformers' defaults), and which fields spell it.
 */
struct HfAttentionDefaults
{
    LocalAttention kind = LocalAttention::None; ///< what the family's local layers do
    int64_t window = 0;                         ///< the class default of the window or chunk
    int globalEvery = 0;                        ///< the class default pattern: every n-th layer global
    const char* windowKey = "sliding_window";   ///< "attention_chunk_size" for Llama 4
    const char* patternKey = nullptr;           ///< Gemma 3's "sliding_window_pattern"
    const char* cite = "";                      ///< where the defaults come from, for the notes
};

/**
 * Reads a config's local attention into `model` (which has its layer count): Hugging Face's
 * per-layer `layer_types` ("sliding_attention", "chunked_attention", "full_attention"), else
 * Llama 4's `no_rope_layers`, else the family's own pattern key and window. A per-layer
 * pattern ShardScope cannot express (anything but every n-th layer global, or every layer
 * local) fails naming the field; whatever the class default supplied is noted.
 */
void readHfLocalAttention(HfFields& fields, const HfAttentionDefaults& defaults, ModelSpec& model,
                          std::vector<std::string>& notes);

/**
 * Qwen2 / Qwen3 (and their MoE configs): sliding windows only with `use_sliding_window`,
 * on the layers from `max_window_layers` on; only "every layer" or "none" can be expressed.
 */
void readQwenSlidingWindow(HfFields& fields, ModelSpec& model, std::vector<std::string>& notes);

/** Mistral-style: `sliding_window` set (not null) puts a window on every layer; `layer_types` wins. */
void readUniformSlidingWindow(HfFields& fields, ModelSpec& model, std::vector<std::string>& notes);

} // namespace shardscope
