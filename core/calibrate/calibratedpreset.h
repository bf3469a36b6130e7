#pragma once

#include "calibration.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace shardscope {

struct Preset;

/** Where a calibration came from, for the preset's provenance. */
struct CalibrationProvenance
{
    std::string id;   ///< the new preset's id (--id)
    std::string date; ///< ISO date of the fit
    std::vector<std::string> files; ///< the run tables and logs, as given
};

/**
 * The fitted profile as a cluster preset document ("shardscope.cluster/1"): every field of
 * the fitted cluster (self-contained, so it loads without its base), the base's citations
 * with each fitted field's replaced by what it was fitted to, and a "calibration" block with
 * the runs before / after / held out, each parameter's fit and whether the runs pin it down,
 * the median errors and the held-out band that estimates on this preset use
 * (core/io/calibrationjson.h reads it back).
 */
nlohmann::json calibratedPresetDocument(const Preset& base, const CalibrationResult& result,
                                        const MeasuredSet& measured, const CalibrationProvenance& provenance);

} // namespace shardscope
