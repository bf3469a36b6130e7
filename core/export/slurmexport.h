#pragma once

#include "exportresult.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

namespace shardscope {

/**
 * A SLURM batch script for the Megatron-LM job: one torchrun per node (`--ntasks-per-node=1`,
 * `--gpus-per-node` = processes per node), the master address from the first host of the
 * allocation, one rendezvous id for all nodes, every #SBATCH line before the first command.
 */
ExportResult exportSlurm(const Scenario& scenario, const Report& report);

} // namespace shardscope
