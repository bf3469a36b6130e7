// Reading a torchtitan 0.2.x job (its TOML and the overrides of torchtitan.train) into a scenario.
#pragma once

#include "importbuilder.h"
#include "launchfile.h"

#include <string>
#include <vector>

namespace shardscope {

/**
 * Whether a TOML file reads as a torchtitan job config (it has [parallelism], [training] or [model] with
 * name/flavor).
 */
bool looksLikeTorchtitanToml(const std::string& text);

/**
 * Reads a torchtitan 0.2.x job TOML (may be null when the launch script gives only overrides) and the
 * command-line overrides of `torchtitan.train` (`--parallelism.tensor_parallel_degree 8`,
 * `--parallelism.tensor_parallel_degree=8`, `--job.config_file X` is the file itself and is ignored here) into the
 * builder.
 * `scriptName` names the file the overrides come from. Overrides win over the TOML (torchtitan's rule); record both.
 *
 * The model comes from [model] name and flavor through the preset of the same shape
 * (torchtitanflavours.h); a flavour without one is refused by name. parallel.dp is set only
 * where data_parallel_shard_degree states it (with the replicas); with -1 the caller derives
 * DP from the world size, and the global batch defaults to local_batch_size x DP through
 * ImportBuilder::globalBatchDefaultsToMicroTimesDp(). Settings torchtitan would refuse together
 * are an InputError naming both (DDP with TP, a batch that does not divide, a stage count that
 * the schedule cannot run, ...); values of the wrong type or out of range name the key and line.
 */
void importTorchtitan(const LaunchFile* toml, const std::string& scriptName, const std::vector<ScriptWord>& overrides,
                      ImportBuilder& builder, const ImportContext& context);

} // namespace shardscope
