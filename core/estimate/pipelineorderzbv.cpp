// ZB-V's order (PyTorch's ScheduleZBVZeroBubble); see pipelineorders.h.

#include "pipelineorders.h"

#include <algorithm>

namespace shardscope::pipelineorder {

std::vector<OrderOp> zeroBubbleVOrder(int r, int p, int m)
{
    std::vector<OrderOp> seq;
    seq.reserve(size_t(m) * 6);
    const int n = std::max(2 * p - 1, m);
    const int c0 = r, c1 = 2 * p - 1 - r;
    auto add = [&](Step step, int mb, int chunk) {
        if (mb < m)
            seq.push_back({step, mb, chunk});
    };
    int f0 = 0, f1 = 0, b0 = 0, b1 = 0;
    for (int k = 0; k < 2 * (p - r) - 1; ++k)
        add(Step::Forward, f0++, c0);
    for (int k = 0; k < r; ++k) {
        add(Step::Forward, f1++, c1);
        add(Step::Forward, f0++, c0);
    }
    for (int k = 0; k < p - r; ++k) {
        add(Step::Forward, f1++, c1);
        add(Step::Backward, b1, c1);
        add(Step::Weight, b1++, c1);
    }
    while (f1 < f0 || f0 < n) {
        if (f0 < n)
            add(Step::Forward, f0++, c0);
        add(Step::Backward, b0, c0);
        add(Step::Weight, b0++, c0);
        add(Step::Forward, f1++, c1);
        add(Step::Backward, b1, c1);
        add(Step::Weight, b1++, c1);
    }
    int w0 = b0, w1 = b1;
    for (int k = 0; k < r; ++k) {
        add(Step::Backward, b0++, c0);
        add(Step::Backward, b1++, c1);
    }
    for (int k = 0; k < p - r; ++k) {
        add(Step::Backward, b0++, c0);
        add(Step::Weight, w0++, c0);
    }
    while (w1 < b1)
        add(Step::Weight, w1++, c1);
    while (w0 < b0)
        add(Step::Weight, w0++, c0);
    return seq;
}

} // namespace shardscope::pipelineorder
