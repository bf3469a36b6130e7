#include "attentionspan.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

double visibleKeysPerQuery(const ModelSpec& m, bool localLayer, double s)
{
    if (!localLayer || !m.hasLocalAttention())
        return s;
    return std::min(double(m.localWindow), s);
}

double causalKeysPerQuery(const ModelSpec& m, bool localLayer, double s)
{
    const double w = double(m.localWindow);
    if (!localLayer || !m.hasLocalAttention() || w >= s || s <= 0)
        return s / 2.0;
    if (m.localAttention == LocalAttention::Sliding)
        return w - w * w / (2.0 * s);
    const double chunks = std::floor(s / w), rest = s - chunks * w;
    return (chunks * w * w + rest * rest) / (2.0 * s);
}

} // namespace shardscope
