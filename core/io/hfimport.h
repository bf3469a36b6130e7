#pragma once

#include "core/model/modelspec.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** A model definition made from a Hugging Face `config.json`, with what was assumed. */
struct HfImport
{
    ModelSpec model;
    std::string modelType;
    std::vector<std::string> notes;
};

/**
 * Maps a Hugging Face `config.json` onto a ModelSpec for the Llama, Mistral, Mixtral,
 * Qwen2, Qwen2-MoE, Qwen3, Qwen3-MoE, DeepSeek-V2/V3, Gemma 3, gpt-oss, Llama 4 and GPT-2
 * families, with their sliding-window or chunked attention (hfattention.h). Fields the
 * family needs but the file lacks, fields of the wrong type and features ShardScope cannot
 * model throw an InputError naming the Hugging Face field (inside `text_config` for the
 * multimodal Gemma 3 and Llama 4 configs).
 */
HfImport importHuggingFaceConfig(const nlohmann::json& config);
HfImport importHuggingFaceConfigText(std::string_view text, const std::string& origin);

/**
 * The model as a preset file (`shardscope.model/1`) that a presets directory can hold. It is
 * read back through the preset reader before it is returned, so an InputError here means
 * the file would have been refused (e.g. a name over kMaxNameLength characters).
 */
nlohmann::json modelPresetDocument(const HfImport& imported, const std::string& id,
                                   const std::string& sourceNote);

/** Lower-case id made of letters, digits and '-' from a free-form name. */
std::string presetIdFromName(const std::string& name);

} // namespace shardscope
