// Megatron-LM's --yaml-cfg file read as the arguments it stands for.
#pragma once

#include "importbuilder.h"
#include "launchfile.h"

#include <vector>

namespace shardscope {

/** Whether a YAML text reads as a Megatron-LM --yaml-cfg file (its `language_model:` / `model_parallel:` sections). */
bool looksLikeMegatronYaml(const std::string& text);

/**
 * The arguments a `--yaml-cfg` file gives `pretrain_gpt.py`, as flags with their lines, for
 * importMegatronArguments(): Megatron-LM's yaml_arguments.py reads the file instead of the
 * command line, with the top-level keys as argument names and `language_model:` /
 * `model_parallel:` holding TransformerConfig's fields (`num_moe_experts`, `add_bias_linear`,
 * `gated_linear_unit`, `virtual_pipeline_model_parallel_size`, ...), which are turned into the
 * flags they mean. A key set to false or null is Megatron's default and is listed as such; a
 * YAML that does not parse, is not UTF-8 or nests deeper than the two sections is an
 * InputError naming the file and line.
 */
std::vector<ScriptWord> megatronYamlArguments(const LaunchFile& file, ImportBuilder& builder);

} // namespace shardscope
