#include "pipeline.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace shardscope {

bool splitsBackward(PipelineSchedule s)
{
    return s == PipelineSchedule::ZeroBubbleH1 || s == PipelineSchedule::ZeroBubbleV ||
           s == PipelineSchedule::DualPipe;
}

int chunksPerRank(PipelineSchedule s, int virtualStages)
{
    switch (s) {
    case PipelineSchedule::Interleaved1F1B: return std::max(1, virtualStages);
    case PipelineSchedule::ZeroBubbleV:
    case PipelineSchedule::DualPipe: return 2;
    default: return 1;
    }
}

namespace {

/**
 * One entry of a rank's op order. Backward is the input gradient in schedules that split
 * the backward (ZB-H1, ZB-V, DualPipe) and the whole backward otherwise; FullBackward is
 * B and W in one op inside a split schedule (DualPipe); Pair is DualPipe's overlapped
 * forward (microbatch, chunk) with the full backward (microbatch2, chunk2).
 */
enum class Step : uint8_t { Forward, Backward, Weight, FullBackward, Pair };

struct OrderOp
{
    Step step;
    int microbatch;
    int chunk; ///< global chunk index (see ChunkGraph)
    int microbatch2 = 0;
    int chunk2 = 0;
};

/**
 * Where each model chunk runs and which chunks a micro-batch visits before and after it.
 * GPipe, 1F1B, ZB-H1, interleaved: chunk g on rank g mod p, a straight line. ZB-V: 2p chunks
 * in a V (chunk g on rank g, then back up: 2p-1-g). DualPipe: two directions of p chunks;
 * chunk q (0 .. p-1) is stage q entering at rank 0, chunk p + q stage q entering at rank
 * p-1 (held on rank p-1-q as its local chunk 1, the mirrored copy).
 */
struct ChunkGraph
{
    enum class Shape : uint8_t { Line, Vee, TwoWay };
    Shape shape = Shape::Line;
    int p = 1;
    int count = 0;

    int holder(int c) const
    {
        switch (shape) {
        case Shape::Line: return c % p;
        case Shape::Vee: return c < p ? c : 2 * p - 1 - c;
        case Shape::TwoWay: return c < p ? c : p - 1 - c % p;
        }
        return 0;
    }
    int local(int c) const { return shape == Shape::Line ? c / p : (c < p ? 0 : 1); }
    /** Whether neighbouring chunks a and b (b = a ± 1) share a rank: only at the V's bottom. */
    bool sameRank(int a, int b) const
    {
        return p == 1 || (shape == Shape::Vee && a + b == 2 * p - 1);
    }
    int prev(int c) const { return shape == Shape::TwoWay && c % p == 0 ? -1 : c - 1; }
    int next(int c) const
    {
        if (shape == Shape::TwoWay)
            return c % p == p - 1 ? -1 : c + 1;
        return c + 1 < count ? c + 1 : -1;
    }
};

ChunkGraph chunkGraph(PipelineSchedule schedule, int p, int v)
{
    ChunkGraph g;
    g.p = p;
    if (schedule == PipelineSchedule::DualPipe)
        g.shape = ChunkGraph::Shape::TwoWay;
    else if (schedule == PipelineSchedule::ZeroBubbleV)
        g.shape = ChunkGraph::Shape::Vee;
    g.count = g.shape == ChunkGraph::Shape::Line ? p * v : 2 * p;
    return g;
}

/** 1F1B on rank s with one chunk; ZB-H1 splits B/W and defers `deferW` weight passes. */
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

/**
 * ZB-V on rank r: PyTorch's ScheduleZBVZeroBubble order (Qi et al., ICLR'24 §6), written
 * from its description. Rank r holds chunks r and 2p-1-r. Warm-up: 2(p-r)-1 forwards of the
 * first chunk, r pairs (second chunk, first chunk), p-r rounds of F, B, W on the second
 * chunk; steady state: F, B, W of the first chunk then of the second; cool-down: the
 * remaining B of both chunks, then the W left over. The order is built for max(m, 2p-1)
 * micro-batches (the fewest that fill the V) and the ones beyond m are dropped, as PyTorch does.
 */
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

/**
 * DualPipe on rank r (p even): the eight steps of deepseek-ai/DualPipe's DualPipe.step(),
 * written from the DeepSeek-V3 report §3.2.1 and that schedule. With h = min(r, p-1-r) and
 * P = p/2, phase 0 is the direction in which the rank is stage h, phase 1 the other one
 * (stage p-1-h). 1: 2(P-h-1) forwards of phase 0; 2: h+1 pairs F0 F1; 3: P-h-1 rounds of
 * B1 (input gradient only), W, F1; 4: the steady state, n-p+h+1 rounds of (F0 with the full
 * B1 overlapped, F1 with B0; the middle ranks run their first F0 and B1 apart); 5: P-h-1
 * rounds of full B1 then F1 with B0; 6: h+1 rounds of B1, B0, switching to input-gradient-
 * only half way; 7: P-h-1 rounds of W, B0; 8: the h+1 weight passes left. W passes run in
 * the order their B ran. Built for n = max(ceil(m/2), p) micro-batches per direction (the
 * fewest DualPipe accepts), those beyond each direction's share of m dropped: the first
 * ceil(m/2) micro-batches enter at rank 0, the rest at rank p-1.
 */
std::vector<OrderOp> dualPipeOrder(int r, int p, int m)
{
    std::vector<OrderOp> seq;
    seq.reserve(size_t(m) * 3);
    const int half = p / 2;
    const int h = std::min(r, p - 1 - r);
    const int down = (m + 1) / 2, up = m / 2; // micro-batches entering at rank 0 / rank p-1
    const int n = std::max(down, p);
    const int chunk[2] = {r < half ? r : p + (p - 1 - r), r < half ? p + (p - 1 - r) : r};
    int forward[2] = {0, 0}, backward[2] = {0, 0};
    struct Pending
    {
        int mb, chunk;
        bool kept;
    };
    std::vector<Pending> weights; // FIFO: W runs in the order of its B
    size_t nextWeight = 0;
    // The global micro-batch index of the k-th one of a phase, or -1 beyond its share of m.
    auto microbatch = [&](int phase, int k) {
        const bool isDown = chunk[phase] < p;
        if (k >= (isDown ? down : up))
            return -1;
        return isDown ? k : down + k;
    };
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
    for (int i = 0; i < n - p + h + 1; ++i) {
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

/** Megatron's interleaved visiting order, the same on every rank: (micro-batch, local chunk). */
struct InterleavedOrder
{
    std::vector<std::pair<int, int>> forward, backward;
};

/**
 * Micro-batches go in groups of p; within a group every chunk in turn (forward: chunk 0
 * first; backward: the last chunk first).
 */
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

/**
 * The op order of one rank. GPipe, 1F1B and interleaved 1F1B are generated on demand from
 * their pattern (warm-up forwards, then one forward one backward, then the remaining
 * backwards), so no per-rank list is built; ZB-H1, ZB-V and DualPipe, whose W passes and
 * chunk changes break the pattern, are listed.
 */
struct RankSequence
{
    int rank = 0;
    int stages = 1;
    int warmup = 0;                          ///< forwards before the first backward
    int total = 0;                           ///< forwards on this rank (= backwards)
    bool gpipe = false;                      ///< all forwards, then all backwards
    const InterleavedOrder* table = nullptr; ///< (micro-batch, local chunk); null: one chunk
    bool listed = false;
    std::vector<OrderOp> list;

    size_t size() const { return listed ? list.size() : size_t(2) * size_t(total); }

    OrderOp forward(int j) const
    {
        if (!table)
            return {Step::Forward, j, rank};
        const auto& [mb, chunk] = table->forward[size_t(j)];
        return {Step::Forward, mb, chunk * stages + rank};
    }
    OrderOp backward(int j) const
    {
        if (!table)
            return {Step::Backward, j, rank};
        const auto& [mb, chunk] = table->backward[size_t(j)];
        return {Step::Backward, mb, chunk * stages + rank};
    }
    OrderOp at(size_t index) const
    {
        if (listed)
            return list[index];
        const int i = int(index);
        if (gpipe)
            return i < total ? forward(i) : backward(i - total);
        if (i < warmup)
            return forward(i);
        const int k = i - warmup;
        const int steady = total - warmup;
        if (k < 2 * steady)
            return k % 2 == 0 ? forward(warmup + k / 2) : backward(k / 2);
        return backward(steady + (k - 2 * steady));
    }
};

PipelineTimeline closedFormTimeline(const PipelineInput& in, int64_t m);

} // namespace

PipelineTimeline simulatePipeline(const PipelineInput& in)
{
    PipelineTimeline out;
    const int p = std::max(in.stages, 1);
    if (in.microbatches > std::numeric_limits<int>::max() / 2)
        throw std::length_error("simulatePipeline: too many micro-batches (simulateLongPipeline extrapolates)");
    const int m = int(std::max<int64_t>(in.microbatches, 1));
    if (in.schedule == PipelineSchedule::DualPipe && p % 2 != 0) {
        out = closedFormTimeline(in, m); // DualPipe pairs rank i with p-1-i: no order for an odd p
        out.overBudget = false;
        return out;
    }
    const bool interleavedSchedule =
        in.schedule == PipelineSchedule::Interleaved1F1B && in.virtualStages > 1;
    const int v = interleavedSchedule ? in.virtualStages : 1;
    // Megatron's interleaved order needs m divisible by p (a diagnostic says so); other
    // counts are simulated as the next multiple with the extra micro-batches taking no time.
    const int mSchedule = interleavedSchedule && m % p != 0 ? (m / p + 1) * p : m;
    out.stages.assign(size_t(p), {});
    out.busy.assign(size_t(p), 0.0);
    out.finish.assign(size_t(p), 0.0);
    const bool split = splitsBackward(in.schedule);
    const bool dual = in.schedule == PipelineSchedule::DualPipe;

    std::vector<RankSequence> orders(static_cast<size_t>(p));
    const InterleavedOrder visiting = interleavedSchedule ? interleavedOrder(p, mSchedule, v) : InterleavedOrder{};
    for (int s = 0; s < p; ++s) {
        RankSequence& o = orders[size_t(s)];
        o.rank = s;
        o.stages = p;
        switch (in.schedule) {
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
            if (interleavedSchedule) {
                o.table = &visiting;
                o.total = mSchedule * v;
                o.warmup = std::min(o.total, (p - 1 - s) * 2 + (v - 1) * p);
            } else {
                o.total = m;
                o.warmup = std::min(p - 1 - s, m);
            }
        }
    }

    const ChunkGraph graph = chunkGraph(in.schedule, p, v);
    const int chunks = graph.count;
    const double notDone = std::numeric_limits<double>::quiet_NaN();
    // done[kind][chunk][microbatch], kind Forward, Backward (input gradient), Weight
    std::vector<double> done(size_t(3) * size_t(chunks) * size_t(mSchedule), notDone);
    auto at = [&](PipelineOpKind k, int g, int mb) -> double& {
        return done[(size_t(k) * size_t(chunks) + size_t(g)) * size_t(mSchedule) + size_t(mb)];
    };
    struct Work
    {
        double forward, backward, weight;
    };
    auto work = [&](int g) {
        const auto& d = in.durations[size_t(graph.holder(g))];
        size_t c = size_t(graph.local(g));
        if (dual && c >= d.forward.size())
            c = 0; // DualPipe: the mirrored stage at the rank's own cost unless given
        auto pick = [c](const std::vector<double>& list) { return c < list.size() ? list[c] : 0.0; };
        return Work{pick(d.forward), pick(d.backward), pick(d.weight)};
    };
    // Per chunk: F, B as this schedule runs it (with W when it does not split), W.
    std::vector<double> cost(size_t(chunks) * 3);
    for (int g = 0; g < chunks; ++g) {
        const Work w = work(g);
        cost[size_t(g) * 3] = w.forward;
        cost[size_t(g) * 3 + 1] = w.backward + (split ? 0.0 : w.weight);
        cost[size_t(g) * 3 + 2] = w.weight;
    }
    auto duration = [&](const OrderOp& op) {
        const double* c = &cost[size_t(op.chunk) * 3];
        switch (op.step) {
        case Step::Forward: return c[0];
        case Step::Backward: return c[1];
        case Step::Weight: return c[2];
        case Step::FullBackward: return c[1] + c[2];
        case Step::Pair: {
            const double* b = &cost[size_t(op.chunk2) * 3];
            return in.overlappedPairShare * (c[0] + b[1] + b[2]);
        }
        }
        return 0.0;
    };
    auto transfer = [&](int from, int to) {
        return graph.sameRank(from, to) ? 0.0 : in.p2pSeconds;
    };
    // Time at which an input is available on its rank (NaN: not yet produced).
    auto forwardReady = [&](int g, int mb) -> double {
        const int before = graph.prev(g);
        return before < 0 ? 0.0 : at(PipelineOpKind::Forward, before, mb) + transfer(before, g);
    };
    auto backwardReady = [&](int g, int mb) -> double {
        const int after = graph.next(g);
        return after < 0 ? at(PipelineOpKind::Forward, g, mb) : at(PipelineOpKind::Backward, after, mb) + transfer(after, g);
    };
    auto readyAt = [&](const OrderOp& op) -> double {
        switch (op.step) {
        case Step::Forward: return forwardReady(op.chunk, op.microbatch);
        case Step::Backward:
        case Step::FullBackward: return backwardReady(op.chunk, op.microbatch);
        case Step::Weight: return at(PipelineOpKind::Backward, op.chunk, op.microbatch);
        case Step::Pair: {
            const double f = forwardReady(op.chunk, op.microbatch);
            const double b = backwardReady(op.chunk2, op.microbatch2);
            return std::isnan(f) || std::isnan(b) ? notDone : std::max(f, b);
        }
        }
        return notDone;
    };
    auto record = [&](int s, PipelineOpKind kind, int mb, int g, double start, double end) {
        if (in.recordOps)
            out.stages[size_t(s)].push_back({kind, mb, g, start, end});
    };
    // Marks an op done and records it; FullBackward and Pair are drawn as their parts, in
    // proportion to their durations.
    auto finish = [&](int s, const OrderOp& op, double start, double end) {
        switch (op.step) {
        case Step::Forward:
        case Step::Backward:
        case Step::Weight: {
            const auto kind = PipelineOpKind(uint8_t(op.step));
            at(kind, op.chunk, op.microbatch) = end;
            record(s, kind, op.microbatch, op.chunk, start, end);
            return;
        }
        case Step::FullBackward:
        case Step::Pair: {
            const bool pair = op.step == Step::Pair;
            const Work f = work(op.chunk);
            const Work b = pair ? work(op.chunk2) : f; // split schedules: B without W
            const int mb = pair ? op.microbatch2 : op.microbatch;
            const int g = pair ? op.chunk2 : op.chunk;
            const double parts = (pair ? f.forward : 0.0) + b.backward + b.weight;
            const double scale = parts > 0 ? (end - start) / parts : 0.0;
            double t = start;
            if (pair) {
                at(PipelineOpKind::Forward, op.chunk, op.microbatch) = end;
                record(s, PipelineOpKind::Forward, op.microbatch, op.chunk, t, t + scale * f.forward);
                t += scale * f.forward;
            }
            at(PipelineOpKind::Backward, g, mb) = end;
            at(PipelineOpKind::Weight, g, mb) = end;
            record(s, PipelineOpKind::Backward, mb, g, t, t + scale * b.backward);
            t += scale * b.backward;
            record(s, PipelineOpKind::Weight, mb, g, t, end);
            return;
        }
        }
    };

    std::vector<size_t> next(static_cast<size_t>(p), 0);
    std::vector<double> clock(static_cast<size_t>(p), 0.0);
    size_t remaining = 0;
    for (const auto& o : orders)
        remaining += o.size();
    if (in.recordOps)
        for (int s = 0; s < p; ++s)
            out.stages[size_t(s)].reserve(orders[size_t(s)].size() + (dual ? size_t(m) * 2 : 0));
    while (remaining > 0) {
        bool progress = false;
        for (int s = 0; s < p; ++s) {
            const RankSequence& order = orders[size_t(s)];
            const size_t size = order.size();
            while (next[size_t(s)] < size) {
                const OrderOp op = order.at(next[size_t(s)]);
                if (op.microbatch >= m) { // padding: takes no time and waits for nothing
                    at(PipelineOpKind(uint8_t(op.step)), op.chunk, op.microbatch) = clock[size_t(s)];
                    ++next[size_t(s)];
                    --remaining;
                    progress = true;
                    continue;
                }
                const double ready = readyAt(op);
                if (std::isnan(ready))
                    break;
                const double start = std::max(clock[size_t(s)], ready);
                const double d = duration(op);
                const double end = start + d;
                clock[size_t(s)] = end;
                out.busy[size_t(s)] += d;
                finish(s, op, start, end);
                ++next[size_t(s)];
                --remaining;
                progress = true;
            }
        }
        if (!progress)
            throw std::logic_error("pipeline schedule deadlocked"); // an order bug, not input
    }
    for (int s = 0; s < p; ++s) {
        out.finish[size_t(s)] = clock[size_t(s)];
        out.makespan = std::max(out.makespan, clock[size_t(s)]);
        if (out.busy[size_t(s)] > out.busy[size_t(out.criticalStage)])
            out.criticalStage = s;
    }
    if (out.makespan > 0)
        out.bubbleFraction = 1.0 - out.busy[size_t(out.criticalStage)] / out.makespan;
    return out;
}

int64_t pipelineOpsPerMicrobatch(const PipelineInput& in)
{
    const int64_t kinds = splitsBackward(in.schedule) ? 3 : 2;
    const int64_t chunks = in.schedule == PipelineSchedule::DualPipe ? 1 : chunksPerRank(in.schedule, in.virtualStages);
    return kinds * int64_t(std::max(in.stages, 1)) * chunks;
}

namespace {

/**
 * Compute time per micro-batch of each rank, and their sum, as closedFormMakespan() takes
 * them: all the rank's chunks; for DualPipe the rank's own stage (chunk 0), the way the
 * search's fast path counts it. `busy` is what the schedule runs per micro-batch (DualPipe:
 * the mean of its two stages, half the micro-batches going through each).
 */
struct RankTotals
{
    std::vector<StageWork> ranks;
    std::vector<double> busy;
    StageWork sum;
    int critical = 0; ///< largest `busy`
};

RankTotals rankTotals(const PipelineInput& in)
{
    RankTotals t;
    const int p = std::max(in.stages, 1);
    const bool split = splitsBackward(in.schedule);
    const bool dual = in.schedule == PipelineSchedule::DualPipe;
    t.ranks.assign(size_t(p), {});
    t.busy.assign(size_t(p), 0.0);
    auto total = [](const std::vector<double>& list, size_t count) {
        double sum = 0;
        for (size_t i = 0; i < std::min(count, list.size()); ++i)
            sum += list[i];
        return sum;
    };
    for (int r = 0; r < p && size_t(r) < in.durations.size(); ++r) {
        const StageDurations& d = in.durations[size_t(r)];
        const size_t own = dual ? 1 : d.forward.size();
        StageWork& w = t.ranks[size_t(r)];
        w.forward = total(d.forward, own);
        w.backward = total(d.backward, own) + (split ? 0.0 : total(d.weight, own));
        w.weight = split ? total(d.weight, own) : 0.0;
        t.sum.forward += w.forward;
        t.sum.backward += w.backward;
        t.sum.weight += w.weight;
        const size_t chunks = d.forward.size();
        t.busy[size_t(r)] = dual && chunks > 1 ? (total(d.forward, chunks) + total(d.backward, chunks) +
                                                  total(d.weight, chunks)) / double(chunks)
                                               : w.forward + w.backward + w.weight;
    }
    for (int r = 1; r < p; ++r)
        if (t.busy[size_t(r)] > t.busy[size_t(t.critical)])
            t.critical = r;
    return t;
}

/** Nothing simulated: the closed form on the per-rank work (a pipeline too deep for the budget). */
PipelineTimeline closedFormTimeline(const PipelineInput& in, int64_t m)
{
    PipelineTimeline out;
    const int p = std::max(in.stages, 1);
    const RankTotals t = rankTotals(in);
    out.simulated = false;
    out.overBudget = true;
    out.method = PipelineMethod::ClosedForm;
    int busiest = 0; // the closed form takes the busiest rank's own work
    auto own = [&](int r) { return t.ranks[size_t(r)].forward + t.ranks[size_t(r)].backward + t.ranks[size_t(r)].weight; };
    for (int r = 1; r < p; ++r)
        if (own(r) > own(busiest))
            busiest = r;
    const ClosedForm closed = closedFormEstimate(in.schedule, p, m, in.virtualStages, t.ranks[size_t(busiest)],
                                                 t.sum, in.p2pSeconds);
    out.makespan = closed.makespan;
    out.closedForm = closed.kind;
    out.busy.resize(size_t(p));
    out.finish.assign(size_t(p), out.makespan);
    for (int r = 0; r < p; ++r)
        out.busy[size_t(r)] = double(m) * t.busy[size_t(r)];
    out.criticalStage = t.critical;
    out.bubbleFraction = out.makespan > 0 ? 1.0 - out.busy[size_t(t.critical)] / out.makespan : 0.0;
    return out;
}

/** Micro-batches after which the schedule repeats (interleaved: a group of p; DualPipe: one per direction). */
int64_t repeatPeriod(const PipelineInput& in, int p)
{
    if (in.schedule == PipelineSchedule::Interleaved1F1B && in.virtualStages > 1)
        return p;
    return in.schedule == PipelineSchedule::DualPipe ? 2 : 1;
}

/** The fewest micro-batches that reach the steady state: one pass (p); a V or DualPipe 2p. */
int64_t steadyPrefix(const PipelineInput& in, int p)
{
    const bool twoChunks = in.schedule == PipelineSchedule::ZeroBubbleV || in.schedule == PipelineSchedule::DualPipe;
    return twoChunks ? 2 * int64_t(p) : int64_t(p);
}

} // namespace

PipelineTimeline simulateLongPipeline(const PipelineInput& in, const SimulationBudget& budget)
{
    const int p = std::max(in.stages, 1);
    const int64_t m = std::max<int64_t>(in.microbatches, 1);
    if (in.schedule == PipelineSchedule::DualPipe && p % 2 != 0) {
        PipelineTimeline out = closedFormTimeline(in, m); // no DualPipe order for an odd p
        out.overBudget = false;
        return out;
    }
    const int64_t ops = pipelineOpsPerMicrobatch(in);
    const int64_t period = repeatPeriod(in, p);
    const int64_t padded = (m + period - 1) / period * period; // interleaving simulates whole groups of p
    const int64_t onePass = (steadyPrefix(in, p) + period - 1) / period * period;
    // The budget this batch may use: the preferred one while a pass fits in it.
    const int64_t cap = (2 * onePass + period) * ops <= budget.preferredOps ? budget.preferredOps : budget.maxOps;
    if (padded * ops <= cap) {
        PipelineTimeline out = simulatePipeline(in);
        out.simulatedMicrobatches = int(m);
        return out;
    }
    // Two runs, a prefix and the prefix plus one period, share the budget; the prefix covers
    // at least one pass of the pipeline to reach the steady state.
    const int64_t prefix =
        cap == budget.preferredOps ? std::max(onePass, (cap / ops - period) / 2 / period * period) : onePass;
    if ((2 * prefix + period) * ops > cap)
        return closedFormTimeline(in, m);
    PipelineInput first = in;
    first.microbatches = prefix;
    PipelineTimeline out = simulatePipeline(first);
    out.simulatedMicrobatches = int(prefix);
    if (!out.simulated)
        return out;
    PipelineInput second = first;
    second.microbatches += period;
    second.recordOps = false; // only its makespan is needed
    const PipelineTimeline next = simulatePipeline(second);
    const double periods = double(m - prefix) / double(period);
    out.makespan += periods * (next.makespan - out.makespan);
    for (size_t s = 0; s < out.finish.size(); ++s) {
        out.finish[s] += periods * (next.finish[s] - out.finish[s]);
        out.busy[s] += periods * (next.busy[s] - out.busy[s]);
    }
    out.criticalStage = 0;
    for (int s = 1; s < p; ++s)
        if (out.busy[size_t(s)] > out.busy[size_t(out.criticalStage)])
            out.criticalStage = s;
    out.bubbleFraction = out.makespan > 0 ? 1.0 - out.busy[size_t(out.criticalStage)] / out.makespan : 0.0;
    out.method = PipelineMethod::Extrapolated;
    return out;
}

std::string_view pipelineMethodName(PipelineMethod method)
{
    switch (method) {
    case PipelineMethod::Simulated: return "simulated";
    case PipelineMethod::Extrapolated: return "extrapolated";
    case PipelineMethod::ClosedForm: return "closed-form";
    }
    return "simulated";
}

std::string_view closedFormKindName(ClosedFormKind kind)
{
    switch (kind) {
    case ClosedFormKind::Formula: return "formula";
    case ClosedFormKind::Paper: return "paper";
    case ClosedFormKind::Approximation: return "approximation";
    }
    return "formula";
}

} // namespace shardscope
