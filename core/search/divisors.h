#pragma once

#include <cstdint>
#include <vector>

namespace shardscope {

/**
 * The divisors of `n` no larger than `limit`, ascending, in O(sqrt n) steps and without
 * overflow for any positive 64-bit n (the search splits GPU counts, expert counts and global
 * batches with it). Empty for n < 1.
 */
std::vector<int64_t> divisorsUpTo(int64_t n, int64_t limit);

} // namespace shardscope
