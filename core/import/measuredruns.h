#pragma once

#include "core/calibrate/calibration.h"
#include "core/model/clusterspec.h"

#include <string>
#include <vector>

namespace shardscope {

class PresetLibrary;

/**
 * Measurements from the files a user has, for calibration:
 * - a run table (`*.csv`, core/io/runtable.h): one run a line, the scenario path relative to
 *   the table;
 * - a launcher log with its scenario, written `LOG=SCENARIO`: Megatron-LM and Megatron-Bridge
 *   (median iteration time), NeMo (median train_step_timing) or torchtitan (median tokens/s per
 *   GPU turned into a step time with the scenario's batch and world size);
 * - a Megatron-LM log alone, when it prints its arguments block: the scenario is that block
 *   read back as its command line on `cluster` (core/import/megatronlogscenario.h), which the
 *   caller must then give (the preset being calibrated);
 * - nccl-tests output (core/io/nccltests.h; the collective from its program line, the file's
 *   name such as all_gather_perf.txt, or its columns): every row of at least 64 KiB, the
 *   sizes below being the latency protocols the α-β model does not describe; a run whose
 *   results failed validation is refused.
 * Every error names the file and its line or field; nothing in the files is run.
 */
MeasuredSet loadMeasurements(const std::string& argument, const PresetLibrary& presets,
                             const ClusterSpec* cluster = nullptr, const std::string& clusterLabel = {});

/** Smallest nccl-tests size calibration fits to. */
inline constexpr long long kSmallestFittedCollectiveBytes = 64 * 1024;

} // namespace shardscope
