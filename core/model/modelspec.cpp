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
    int count = 0;
    for (int i = 0; i < layers; ++i)
        count += isMoeLayer(i) ? 1 : 0;
    return count;
}

} // namespace shardscope
