#pragma once

#include <algorithm>
#include <vector>

namespace shardscope {

/** The median of `values` (the mean of the middle two for an even count); 0 for none. */
inline double medianOf(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

} // namespace shardscope
