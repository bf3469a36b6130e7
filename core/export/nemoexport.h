#pragma once

#include "exportresult.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

#include <string>

namespace shardscope {

/**
 * NeMo 2.x: a recipe override script (`llm.<recipe>.pretrain_recipe`, every parallel field
 * of the MegatronStrategy set explicitly so no recipe default leaks, NM-5) and its torchrun
 * launch. NeMo builds Megatron-Core, so Megatron's rules apply (refusals and adaptations
 * are the same as the Megatron-LM target's).
 */
ExportResult exportNemo2(const Scenario& scenario, const Report& report);

/** NeMo 1.x: the parallelism and shape block of a megatron_gpt_config.yaml override (legacy). */
ExportResult exportNemo1(const Scenario& scenario, const Report& report);

/** The NeMo 2 recipe module of a model preset ("llama31_405b"), empty when none is known. */
std::string nemo2RecipeOf(const std::string& presetId);

} // namespace shardscope
