#pragma once

#include "core/model/calibrationstamp.h"

#include <nlohmann/json.hpp>

#include <string>

namespace shardscope {

/** The key of a cluster preset that holds its calibration (written by `shardscope-cli calibrate`). */
inline constexpr const char* kCalibrationKey = "calibration";

/**
 * Reads the parts of a preset's "calibration" block that estimates use: `interval` (`low`,
 * `high`, `runs`: the band of its held-out runs), `median_abs_error.held_out` (the search's
 * tie threshold at this level) and `fitted_values` (one number per fit parameter id). The rest of the block (`date`, `files`, `runs`, `parameters`, residuals) is
 * provenance for people and is accepted as it is. Throws an InputError naming the field at
 * `path` for a missing or out-of-range number or an unknown parameter id.
 */
CalibrationStamp readCalibrationStamp(const nlohmann::json& block, const std::string& path);

} // namespace shardscope
