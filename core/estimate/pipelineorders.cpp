// ZB-H1's listed order (1F1B with the backward split) and Megatron's interleaved visiting
// table; see pipelineorders.h.

#include "pipelineorders.h"

#include <algorithm>

namespace shardscope::pipelineorder {

std::vector<OrderOp> oneFOneB(int s, int p, int m, bool split, int deferW)
{
    std::vector<OrderOp> seq;
    seq.reserve(size_t(m) * (split ? 3 : 2));
    const int warmup = std::min(p - 1 - s, m);
    for (int k = 0; k < warmup; ++k)
        seq.push_back({Step::Forward, k, s});
    int nextW = 0, nextB = 0;
    auto backward = [&] {
        seq.push_back({Step::Backward, nextB, s});
        ++nextB;
        if (split && nextB - nextW > deferW)
            seq.push_back({Step::Weight, nextW++, s});
    };
    for (int k = warmup; k < m; ++k) {
        seq.push_back({Step::Forward, k, s});
        backward();
    }
    while (nextB < m)
        backward();
    while (split && nextW < m)
        seq.push_back({Step::Weight, nextW++, s});
    return seq;
}


InterleavedOrder interleavedOrder(int p, int m, int v, int group)
{
    InterleavedOrder order;
    order.forward.reserve(size_t(m) * size_t(v));
    order.backward.reserve(size_t(m) * size_t(v));
    const int n = std::max(group, std::max(p, 1));
    for (int first = 0; first < m; first += n) {
        const int size = std::min(n, m - first);
        for (int c = 0; c < v; ++c)
            for (int j = 0; j < size; ++j)
                order.forward.push_back({first + j, c});
        for (int c = v - 1; c >= 0; --c)
            for (int j = 0; j < size; ++j)
                order.backward.push_back({first + j, c});
    }
    return order;
}

} // namespace shardscope::pipelineorder
