// Launch files read back into a scenario: the entry point of the import (CLI and window).
#pragma once

#include "importreport.h"
#include "launchfile.h"

#include "core/model/clusterspec.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** What the user gives an import: the launch files, and optionally the model and the cluster. */
struct ImportRequest
{
    std::vector<LaunchFile> files;
    std::optional<LaunchFile> huggingFaceConfig; ///< --model: a config.json for the model's shape
    std::optional<ClusterSpec> cluster;          ///< --cluster: the GPUs and links the files cannot name
    std::string clusterLabel;                    ///< how the report names it ("dgx-b200", a file)
    const PresetLibrary* presets = &PresetLibrary::builtin();
};

/**
 * Reads launch files (Megatron-LM and Megatron-DeepSpeed scripts, SLURM batch scripts around
 * them) into a scenario, with the report of every setting. The job's world size comes from
 * the launch command and #SBATCH lines; DP is what remains after TP x PP x CP; the model
 * from the flags, the --model config, or the built-in preset of the same shape for what the
 * flags cannot say (the vocabulary, which Megatron reads from the tokenizer). Throws an
 * InputError naming the file and line for anything it cannot read or that contradicts
 * itself; the scenario it returns always passes scenarioProblem().
 */
ImportResult importLaunchConfiguration(const ImportRequest& request);

} // namespace shardscope
