#pragma once

#include "residualband.h"

#include <array>

namespace shardscope {

/** How many hardware-profile parameters a calibration fits (core/calibrate/fitparameters.h). */
inline constexpr int kCalibratedParameterCount = 13;

/**
 * What a calibrated cluster preset says about itself: the band its held-out runs fell in and
 * the values it fitted. A cluster whose fitted values still equal `values` (nobody edited
 * them) is estimated at the calibrated evidence level with this band; otherwise at the
 * modelled level. Empty (`band.runs == 0`) for every preset that was not calibrated. Fixed
 * size, so copying a cluster in the search never allocates.
 */
struct CalibrationStamp
{
    ResidualBand band;
    /// Median |estimated / measured − 1| of the held-out runs: what the search calls a tie at
    /// this level (kModelThroughputError's counterpart for the modelled profiles).
    double heldOutError = 0;
    std::array<double, kCalibratedParameterCount> values{};

    bool present() const { return band.runs > 0; }
    bool operator==(const CalibrationStamp&) const = default;
};

} // namespace shardscope
