// The 1F1B family's orders (GPipe, 1F1B, interleaved 1F1B, ZB-H1) and every rank's order of a
// schedule; see pipelineorders.h.

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


InterleavedOrder interleavedOrder(int p, int m, int v)
{
    InterleavedOrder order;
    order.forward.reserve(size_t(m) * size_t(v));
    order.backward.reserve(size_t(m) * size_t(v));
    for (int group = 0; group * p < m; ++group) {
        const int first = group * p, size = std::min(p, m - first);
        for (int c = 0; c < v; ++c)
            for (int j = 0; j < size; ++j)
                order.forward.push_back({first + j, c});
        for (int c = v - 1; c >= 0; --c)
            for (int j = 0; j < size; ++j)
                order.backward.push_back({first + j, c});
    }
    return order;
}

std::vector<RankSequence> rankOrders(PipelineSchedule schedule, int p, int m, int mSchedule, int v,
                                     const InterleavedOrder* visiting)
{
    std::vector<RankSequence> orders(static_cast<size_t>(p));
    for (int s = 0; s < p; ++s) {
        RankSequence& o = orders[size_t(s)];
        o.rank = s;
        o.stages = p;
        switch (schedule) {
        case PipelineSchedule::GPipe:
            o.gpipe = true;
            o.total = m;
            break;
        case PipelineSchedule::ZeroBubbleH1:
            o.listed = true;
            o.list = oneFOneB(s, p, m, true, s);
            break;
        case PipelineSchedule::ZeroBubbleV:
            o.listed = true;
            o.list = zeroBubbleVOrder(s, p, m);
            break;
        case PipelineSchedule::DualPipe:
            o.listed = true;
            o.list = dualPipeOrder(s, p, m);
            break;
        default:
            if (visiting) {
                o.table = visiting;
                o.total = mSchedule * v;
                o.warmup = std::min(o.total, (p - 1 - s) * 2 + (v - 1) * p);
            } else {
                o.total = m;
                o.warmup = std::min(p - 1 - s, m);
            }
        }
    }
    return orders;
}

} // namespace shardscope::pipelineorder
