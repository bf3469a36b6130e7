// How many nodes and GPUs per node a launch script asks for: torchrun, srun, deepspeed, accelerate, #SBATCH.
#pragma once

#include "argumentlist.h"
#include "importbuilder.h"
#include "trainingcommand.h"

#include <string>
#include <vector>

namespace shardscope {

/** The #SBATCH directives of a batch script: the comment lines before its first command (where sbatch stops). */
std::vector<ParsedOption> sbatchDirectives(const std::string& text);

/**
 * Sets cluster.nodes and cluster.gpus_per_node from the training command's launchers
 * (torchrun --nnodes / --nproc-per-node, deepspeed --num_nodes / --num_gpus, accelerate
 * --num_machines / --num_processes, srun --nodes / --ntasks-per-node) and the #SBATCH lines
 * (--nodes, --gpus-per-node, --gres=gpu:N). Two of them that disagree are an error naming
 * both; a count left to a variable the script does not set is listed as ignored.
 */
void importJobShape(const TrainingCommand& command, const std::vector<ParsedOption>& sbatch, const std::string& file,
                    ImportBuilder& builder);

} // namespace shardscope
