#pragma once

namespace shardscope {

/**
 * Where measured step times fall around the estimates of one evidence level: the lower and
 * upper bounds of estimated / measured − 1 that 80 % of that level's validation runs lie
 * between, so the measured time lay in [estimate / (1 + high), estimate / (1 + low)] for them.
 * Owned by the model because a calibrated cluster preset carries its own band.
 */
struct ResidualBand
{
    double low = 0;  ///< lower bound of estimated / measured − 1 (negative: too fast)
    double high = 0; ///< upper bound
    int runs = 0;    ///< how many measured runs the bounds come from (0: no band)

    bool operator==(const ResidualBand&) const = default;
};

} // namespace shardscope
