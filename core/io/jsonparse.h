#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace shardscope {

/**
 * How deep JSON input may nest (objects and arrays, the top-level value counting as 1).
 * The deepest ShardScope document is 4 levels (scenario > cluster > gpu > peak_TFLOPS) and
 * Hugging Face configs use 3 or 4 (text_config > rope_scaling > ...), so 64 leaves a wide
 * margin while bounding every recursive walk over a parsed tree (nlohmann's copy, merge
 * patch, comparison and dump all recurse) to 64 frames: a few kilobytes of stack, safe on
 * worker threads and under sanitizers, where 10,000 levels used to overflow the stack.
 */
inline constexpr std::size_t kMaxJsonDepth = 64;

/**
 * How many values (of any kind, containers included) JSON input may hold. A scenario has
 * about 50, a preset 100, a Hugging Face config a few hundred; the bound keeps the parsed tree
 * of a 16 MiB file of `[[],[],...]` at tens of megabytes instead of 400.
 */
inline constexpr std::size_t kMaxJsonValues = 1000000;

/**
 * Strict JSON parsing for every ShardScope input. Refused, each as an InputError naming the
 * file `origin` and, where there is one, the JSON path of the value:
 *  - text over kMaxInputBytes, nesting deeper than kMaxJsonDepth and more than kMaxJsonValues
 *    values (checked while parsing, so no deeper or larger tree is ever built);
 *  - duplicate keys (`parallel.tp: duplicate key`), where other readers keep the last;
 *  - numbers that overflow a double (1e400) or underflow it (1e-400 is not 0);
 *  - syntax errors and anything after the value, including a NUL byte followed by garbage
 *    (nlohmann's lexer treats NUL as the end of the input, so it is refused up front).
 * The tree is built without recursion.
 */
nlohmann::json parseJsonText(std::string_view text, const std::string& origin);

} // namespace shardscope
