// NeMo 1.x YAML (megatron_gpt_config.yaml style) and Megatron-Bridge ConfigContainer YAML with
// Hydra-style command-line overrides, read back into a scenario.
#pragma once

#include "importbuilder.h"
#include "launchfile.h"

#include <string>
#include <vector>

namespace shardscope {

/** Whether a YAML text reads as a NeMo 1.x megatron_gpt_config-style file (trainer: and model: with tensor_model_parallel_size ...). */
bool looksLikeNemoYaml(const std::string& text);
/** Whether a YAML text reads as a Megatron-Bridge recipe / ConfigContainer YAML (model:, train:, optimizer:, ... sections). */
bool looksLikeBridgeYaml(const std::string& text);

/**
 * Reads a NeMo 1.x YAML (whole config or an overrides file as ShardScope exports:
 * megatron_gpt_overrides.yaml). The parallel, batch, sequence, precision, recompute and
 * optimizer settings the file leaves out take the values of NeMo's template
 * (examples/nlp/language_modeling/conf/megatron_gpt_config.yaml) or of NeMo's code where the
 * template has none; the model's shape is taken only from what the file says (the template
 * the file is merged into decides the rest, and the report says so).
 */
void importNemoYaml(const LaunchFile& file, ImportBuilder& builder, const ImportContext& context);
/**
 * The same with the Hydra overrides of NeMo's launch command (`trainer.num_nodes=8
 * +model.context_parallel_size=2 ...`, the words after megatron_gpt_pretraining.py;
 * `scriptName` names their file); overrides win, both recorded.
 */
void importNemoYaml(const LaunchFile& file, const std::string& scriptName, const std::vector<ScriptWord>& overrides,
                    ImportBuilder& builder, const ImportContext& context);

/** Reads a Megatron-Bridge YAML (may be null) and Hydra-style `key=value` / `++key=value` / `+key=value` overrides from a
 *  launch command line (the words after the entry script; `scriptName` names their file); overrides win, both recorded. */
void importBridge(const LaunchFile* yaml, const std::string& scriptName, const std::vector<ScriptWord>& overrides,
                  ImportBuilder& builder, const ImportContext& context);

} // namespace shardscope
