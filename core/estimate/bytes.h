#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

namespace shardscope {

/** Rounds a byte count to an integer, saturating instead of overflowing. */
inline int64_t toBytes(double value)
{
    if (!(value > 0))
        return 0;
    // Saturate at 1 EB: absurd inputs stay absurd instead of overflowing, and the sum of the
    // handful of parts that make a total still fits into int64.
    constexpr double kMax = 1.0e18;
    if (value >= kMax)
        return int64_t(kMax);
    return int64_t(value + 0.5); // round half up; value is positive and below 2^60
}

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace shardscope
