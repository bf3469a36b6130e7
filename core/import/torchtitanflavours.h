// torchtitan's registered model flavours and the ShardScope model presets of the same shape.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace shardscope {

/**
 * One torchtitan flavour ([model] name and flavor) and the preset that has its shape. The
 * shape is torchtitan's own (torchtitan/models/<name>/__init__.py), so a preset that does not
 * have it is caught rather than trusted. Two differences are named: Llama 4's flavours
 * without "_irope" attend over the whole sequence where the preset has Meta's chunked
 * attention, and torchtitan 0.2.x's DeepSeek-V3 builds no multi-token-prediction layer.
 */
struct TorchtitanFlavour
{
    std::string_view name;   ///< "llama3"
    std::string_view flavor; ///< "8B"
    std::string_view preset; ///< "llama-3-8b"
    int layers;
    int64_t hidden;
    int heads;
    int kvHeads;
    int experts = 0;            ///< routed experts; 0 for a dense model
    bool fullAttention = false; ///< the preset's local attention is off in this flavour
    bool withoutMtp = false;    ///< the preset's MTP layers are not built
};

/** Every flavour ShardScope maps, in the order of torchtitan's model directories. */
std::span<const TorchtitanFlavour> torchtitanFlavours();

/** The flavour `flavor` of model `name`, or nullptr. */
const TorchtitanFlavour* torchtitanFlavour(std::string_view name, std::string_view flavor);

/** "llama3 8B, 70B, 405B; ...": the flavours ShardScope maps, for messages. */
std::string torchtitanFlavourList();

/** The source file of `name`'s flavours: "torchtitan/models/llama3/__init__.py". */
std::string torchtitanFlavourSource(std::string_view name);

} // namespace shardscope
