// DualPipe's and DualPipeV's orders (deepseek-ai/DualPipe's eight steps); see pipelineorders.h.

#include "pipelineorders.h"

#include <algorithm>

namespace shardscope::pipelineorder {

namespace {

/**
 * The eight steps of DualPipe.step() (and of DualPipeV.step(), the same steps) for a rank that
 * is stage h of the `half` ranks on its phase-0 leg: `steady` rounds in step 4, `chunk` the
 * global chunks of phase 0 and 1, microbatch(phase, k) the k-th micro-batch of a phase or -1
 * beyond its share.
 */
template <class MicrobatchOf>
std::vector<OrderOp> eightSteps(int h, int half, int steady, const int (&chunk)[2], MicrobatchOf microbatch,
                                size_t reserve)
{
    std::vector<OrderOp> seq;
    seq.reserve(reserve);
    int forward[2] = {0, 0}, backward[2] = {0, 0};
    struct Pending
    {
        int mb, chunk;
        bool kept;
    };
    std::vector<Pending> weights; // FIFO: W runs in the order of its B
    size_t nextWeight = 0;
    auto F = [&](int phase) {
        const int mb = microbatch(phase, forward[phase]++);
        if (mb >= 0)
            seq.push_back({Step::Forward, mb, chunk[phase]});
    };
    auto B = [&](int phase, bool inputOnly) {
        const int mb = microbatch(phase, backward[phase]++);
        if (inputOnly)
            weights.push_back({mb, chunk[phase], mb >= 0});
        if (mb >= 0)
            seq.push_back({inputOnly ? Step::Backward : Step::FullBackward, mb, chunk[phase]});
    };
    auto W = [&] {
        if (nextWeight >= weights.size())
            return;
        const Pending w = weights[nextWeight++];
        if (w.kept)
            seq.push_back({Step::Weight, w.mb, w.chunk});
    };
    auto FB = [&](int forwardPhase, int backwardPhase) {
        const int f = microbatch(forwardPhase, forward[forwardPhase]++);
        const int b = microbatch(backwardPhase, backward[backwardPhase]++);
        if (f >= 0 && b >= 0)
            seq.push_back({Step::Pair, f, chunk[forwardPhase], b, chunk[backwardPhase]});
        else if (f >= 0)
            seq.push_back({Step::Forward, f, chunk[forwardPhase]});
        else if (b >= 0)
            seq.push_back({Step::FullBackward, b, chunk[backwardPhase]});
    };
    for (int i = 0; i < 2 * (half - h - 1); ++i)
        F(0);
    for (int i = 0; i < h + 1; ++i) {
        F(0);
        F(1);
    }
    for (int i = 0; i < half - h - 1; ++i) {
        B(1, true);
        W();
        F(1);
    }
    for (int i = 0; i < steady; ++i) {
        if (i == 0 && h == half - 1) {
            F(0);
            B(1, false);
        } else {
            FB(0, 1);
        }
        FB(1, 0);
    }
    for (int i = 0; i < half - h - 1; ++i) {
        B(1, false);
        FB(1, 0);
    }
    bool inputOnly = false;
    for (int i = 0; i < h + 1; ++i) {
        if (i == (h + 1) / 2 && h % 2 == 1)
            inputOnly = true;
        B(1, inputOnly);
        if (i == (h + 1) / 2 && h % 2 == 0)
            inputOnly = true;
        B(0, inputOnly);
    }
    for (int i = 0; i < half - h - 1; ++i) {
        W();
        B(0, true);
    }
    for (int i = 0; i < h + 1; ++i)
        W();
    return seq;
}

} // namespace

std::vector<OrderOp> dualPipeOrder(int r, int p, int m)
{
    const int half = p / 2;
    const int h = std::min(r, p - 1 - r);
    const int down = (m + 1) / 2, up = m / 2; // micro-batches entering at rank 0 / rank p-1
    const int n = std::max(down, p);
    const int chunk[2] = {r < half ? r : p + (p - 1 - r), r < half ? p + (p - 1 - r) : r};
    // The global micro-batch index of the k-th one of a phase, or -1 beyond its share of m.
    auto microbatch = [&](int phase, int k) {
        const bool isDown = chunk[phase] < p;
        if (k >= (isDown ? down : up))
            return -1;
        return isDown ? k : down + k;
    };
    return eightSteps(h, half, n - p + h + 1, chunk, microbatch, size_t(m) * 3);
}

std::vector<OrderOp> dualPipeVOrder(int r, int p, int m)
{
    // DualPipe on 2p ranks seen from its first p: rank r is stage r of the way down (chunk r)
    // and, where DualPipe's rank r held the other direction's stage, the V's way back up
    // (chunk 2p-1-r), both legs carrying micro-batches 0 .. m-1 in order.
    const int n = std::max(m, 2 * p);
    const int chunk[2] = {r, 2 * p - 1 - r};
    auto microbatch = [&](int, int k) { return k < m ? k : -1; };
    return eightSteps(r, p, n - 2 * p + r + 1, chunk, microbatch, size_t(m) * 6);
}

} // namespace shardscope::pipelineorder
