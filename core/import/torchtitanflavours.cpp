#include "torchtitanflavours.h"

#include <array>

namespace shardscope {

namespace {

// torchtitan 0.2.x's flavours with a ShardScope preset: dim, n_layers, n_heads, n_kv_heads and
// the routed experts as torchtitan/models/{llama3,llama4,deepseek_v3,qwen3}/__init__.py give
// them. Flavours without a preset (debugmodel, deepseek_v3 16B / 236B, qwen3 0.6B-14B) are
// refused by name.
constexpr std::array<TorchtitanFlavour, 12> kFlavours{{
    {"llama3", "8B", "llama-3-8b", 32, 4096, 32, 8},
    {"llama3", "70B", "llama-3-70b", 80, 8192, 64, 8},
    {"llama3", "405B", "llama-3.1-405b", 126, 16384, 128, 8},
    {"llama4", "17bx16e", "llama-4-scout", 48, 5120, 40, 8, 16, true},
    {"llama4", "17bx16e_irope", "llama-4-scout", 48, 5120, 40, 8, 16},
    {"llama4", "17bx128e", "llama-4-maverick", 48, 5120, 40, 8, 128, true},
    {"llama4", "17bx128e_irope", "llama-4-maverick", 48, 5120, 40, 8, 128},
    {"deepseek_v3", "671B", "deepseek-v3", 61, 7168, 128, 128, 256, false, true},
    {"qwen3", "8B", "qwen3-8b", 36, 4096, 32, 8},
    {"qwen3", "32B", "qwen3-32b", 64, 5120, 64, 8},
    {"qwen3", "30B-A3B", "qwen3-30b-a3b", 48, 2048, 32, 4, 128},
    {"qwen3", "235B-A22B", "qwen3-235b-a22b", 94, 4096, 64, 4, 128},
}};

} // namespace

std::span<const TorchtitanFlavour> torchtitanFlavours()
{
    return kFlavours;
}

const TorchtitanFlavour* torchtitanFlavour(std::string_view name, std::string_view flavor)
{
    for (const TorchtitanFlavour& f : kFlavours)
        if (f.name == name && f.flavor == flavor)
            return &f;
    return nullptr;
}

std::string torchtitanFlavourList()
{
    std::string out;
    std::string_view model;
    for (const TorchtitanFlavour& f : kFlavours) {
        if (f.name != model) {
            out += (out.empty() ? "" : "; ") + std::string(f.name) + " " + std::string(f.flavor);
            model = f.name;
        } else {
            out += ", " + std::string(f.flavor);
        }
    }
    return out;
}

std::string torchtitanFlavourSource(std::string_view name)
{
    return "torchtitan/models/" + std::string(name) + "/__init__.py";
}

} // namespace shardscope
