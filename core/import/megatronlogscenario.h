// The scenario a Megatron-LM training log describes, from the arguments block it prints at
// start-up (issue 17 item 1: "from the log's own arguments where it prints them").
#pragma once

#include "importreport.h"

#include "core/io/megatronlog.h"
#include "core/model/clusterspec.h"

#include <string>

namespace shardscope {

class PresetLibrary;

/**
 * Reads a Megatron-LM log's arguments block back as the command line that printed it and
 * imports that like a launch script (core/import/launchimport.h), on `cluster`: each argparse
 * destination the import maps becomes its flag again (`tensor_model_parallel_size 8` ->
 * `--tensor-model-parallel-size 8`; the switches Megatron stores inverted, such as
 * `add_bias_linear False` -> `--disable-bias-linear`; Python's spelling of lists, dtypes and
 * enums turned into the flag's words), and `world_size` becomes the job's nodes on the
 * cluster's GPUs per node. Settings that do not change memory or step time (learning rate,
 * data, logging) are left out. The vocabulary comes from the block, or from the
 * "padded vocab (size: N ...)" line when a tokenizer file gave it.
 *
 * Throws InputError naming the log and the block's line: no arguments block, a world size the
 * cluster's nodes cannot hold, or whatever the import refuses (the line of the argument it
 * refused).
 */
ImportResult importMegatronLogArguments(const MegatronLog& log, const std::string& logName, const ClusterSpec& cluster,
                                        const std::string& clusterLabel, const PresetLibrary& presets);

} // namespace shardscope
