#pragma once

#include <cstddef>
#include <cstdint>

namespace shardscope {

/**
 * The bounds the model and cluster readers enforce, in one place so that every producer of
 * model definitions (the Hugging Face importer, `import-hf --name`) refuses exactly what the
 * readers would refuse, naming its own field, instead of writing a file ShardScope then
 * rejects. They keep every estimate finite while admitting anything real (and a lot more).
 */
inline constexpr std::size_t kMaxNameLength = 200; ///< characters (UTF-8 code points)
inline constexpr int64_t kMaxLayers = 16384;
inline constexpr int64_t kMaxHidden = 1 << 20;
inline constexpr int64_t kMaxHeads = 1 << 16;
inline constexpr int64_t kMaxFfn = int64_t(1) << 24;
inline constexpr int64_t kMaxVocab = int64_t(1) << 26;
inline constexpr int64_t kMaxSeq = int64_t(1) << 26;
inline constexpr int64_t kMaxExperts = 1 << 16;
inline constexpr int64_t kMaxSharedExperts = 64;
inline constexpr int64_t kMaxMtpLayers = 64;

} // namespace shardscope
