#include "modelspec.h"

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

} // namespace shardscope
