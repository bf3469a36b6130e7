#pragma once

#include "exportresult.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** One export target of the registry. */
struct ExportTarget
{
    std::string id;          ///< "megatron", "deepspeed", "torchtitan", "nemo2", "nemo1", "accelerate", "slurm"
    std::string name;        ///< "Megatron-LM (torchrun)"
    std::string description; ///< one line: what it writes (English; marked in the "ExportText" context)
    ExportResult (*run)(const Scenario&, const Report&) = nullptr;
};

/** Every target, in the order the CLI and the GUI list them. */
const std::vector<ExportTarget>& exportTargets();
const ExportTarget* findExportTarget(std::string_view id);

/** Export the scenario (with its report) to a target; an unknown id is a refusal. */
ExportResult exportScenario(const Scenario& scenario, const Report& report, std::string_view target);

} // namespace shardscope
