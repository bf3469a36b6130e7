#include "modelspec.h"

#include <algorithm>

namespace shardscope {

bool ModelSpec::isMoeLayer(int index) const
{
    if (!isMoe() || index < moe->denseLayers)
        return false;
    const int frequency = moe->layerFrequency > 0 ? moe->layerFrequency : 1;
    return (index - moe->denseLayers) % frequency == 0;
}

int ModelSpec::moeLayerCount() const
{
    return moeLayersInRange(0, layers);
}

int ModelSpec::moeLayersInRange(int first, int count) const
{
    if (!isMoe() || count <= 0)
        return 0;
    const int frequency = moe->layerFrequency > 0 ? moe->layerFrequency : 1;
    // MoE layers are D, D + f, D + 2f, ...: count those below `end`, minus those below `first`.
    auto below = [&](int end) {
        const int span = end - moe->denseLayers;
        return span <= 0 ? 0 : (span + frequency - 1) / frequency;
    };
    return below(first + count) - below(first);
}

bool ModelSpec::isLocalAttentionLayer(int index) const
{
    if (!hasLocalAttention() || index < 0 || index >= layers)
        return false;
    return globalAttentionEvery <= 0 || (index + 1) % globalAttentionEvery != 0;
}

int ModelSpec::localLayersInRange(int first, int count) const
{
    const int end = std::min(first + std::max(count, 0), layers);
    first = std::max(first, 0);
    if (!hasLocalAttention() || end <= first)
        return 0;
    if (globalAttentionEvery <= 0)
        return end - first;
    // Global layers are n - 1, 2n - 1, ...: floor(end / n) of them lie below `end`.
    const int globals = end / globalAttentionEvery - first / globalAttentionEvery;
    return end - first - globals;
}

int ModelSpec::localMoeLayersInRange(int first, int count) const
{
    if (!hasLocalAttention() || !isMoe())
        return 0;
    int n = 0;
    for (int i = std::max(first, 0), end = std::min(first + count, layers); i < end; ++i)
        n += isMoeLayer(i) && isLocalAttentionLayer(i);
    return n;
}

} // namespace shardscope
