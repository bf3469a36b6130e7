#pragma once

#include "core/calibrate/calibration.h"

#include <string>
#include <vector>

namespace shardscope {

class PresetLibrary;

/**
 * Measured runs from the files a user has, each tied to its scenario, for calibration:
 * - a run table (`*.csv`, core/io/runtable.h): one run a line, the scenario path relative to
 *   the table;
 * - a launcher log with its scenario, written `LOG=SCENARIO` (the logs do not print enough to
 *   build a scenario): Megatron-LM (median iteration time) or torchtitan (median tokens/s per
 *   GPU turned into a step time with the scenario's batch and world size).
 * Every error names the file and its line or field; nothing in the files is run.
 */
std::vector<CalibrationRun> loadMeasuredRuns(const std::string& argument, const PresetLibrary& presets);

} // namespace shardscope
