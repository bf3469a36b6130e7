#pragma once

namespace shardscope {

/**
 * Share of a peak that one kernel reaches as a function of its size x (FLOPs of one call, or
 * tokens per local expert for grouped GEMMs): e(x) = e_max · x / (x + x_half). It saturates
 * at e_max for large kernels and falls off for small ones, the form fitted to the SimuMax
 * kernel tables (docs/time-model.md, "Compute"). x_half = 0 gives a constant e_max.
 */
struct EfficiencyCurve
{
    double maxEfficiency = 0.7; ///< e_max, share of the peak for very large kernels
    double halfSize = 0;        ///< x_half: the size at which e = e_max / 2

    double at(double size) const
    {
        if (size <= 0)
            return maxEfficiency;
        return maxEfficiency * size / (size + halfSize);
    }

    bool operator==(const EfficiencyCurve&) const = default;
};

} // namespace shardscope
