#include "divisors.h"

#include <algorithm>

namespace shardscope {

std::vector<int64_t> divisorsUpTo(int64_t n, int64_t limit)
{
    std::vector<int64_t> small, large;
    if (n < 1 || limit < 1)
        return small;
    // d <= n / d instead of d * d <= n: no overflow near 2^63.
    for (int64_t d = 1; d <= n / d; ++d) {
        if (n % d != 0)
            continue;
        if (d <= limit)
            small.push_back(d);
        const int64_t pair = n / d;
        if (pair != d && pair <= limit)
            large.push_back(pair);
    }
    small.insert(small.end(), large.rbegin(), large.rend());
    return small;
}

} // namespace shardscope
