// The op-by-op simulation of a pipeline schedule: each rank's order (the pattern of GPipe,
// 1F1B and interleaved 1F1B, or a list from pipelineorders.h) runs its ops as soon as every
// input of the next op has arrived; the makespan, busy and finish times and the recorded ops
// come out. See simulatePipeline() in pipeline.h.

#include "pipeline.h"
#include "pipelineorders.h"

#include "core/model/schedule.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace shardscope {

using pipelineorder::InterleavedOrder;
using pipelineorder::interleavedOrder;
using pipelineorder::OrderOp;
using pipelineorder::Step;

namespace {

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

/**
 * Every rank's order for `m` micro-batches. Interleaved 1F1B (`visiting` set, the table of
 * interleavedOrder() for `mSchedule` micro-batches in groups of `group`) runs mSchedule x v
 * chunk-forwards per rank, warming up with 2 (p - 1 - rank) + (v - 1) x group of them; the
 * orders point into `visiting`, which must outlive them.
 */
std::vector<RankSequence> rankOrders(PipelineSchedule schedule, int p, int m, int mSchedule, int v, int group,
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
            o.list = pipelineorder::oneFOneB(s, p, m, true, s);
            break;
        case PipelineSchedule::ZeroBubbleV:
            o.listed = true;
            o.list = pipelineorder::zeroBubbleVOrder(s, p, m);
            break;
        case PipelineSchedule::DualPipe:
            o.listed = true;
            o.list = pipelineorder::dualPipeOrder(s, p, m);
            break;
        case PipelineSchedule::DualPipeV:
            o.listed = true;
            o.list = pipelineorder::dualPipeVOrder(s, p, m);
            break;
        case PipelineSchedule::OneFOneB:
        case PipelineSchedule::Interleaved1F1B: // one chunk per rank: the 1F1B pattern
            if (visiting) {
                o.table = visiting;
                o.total = mSchedule * v;
                o.warmup = std::min(o.total, (p - 1 - s) * 2 + (v - 1) * group);
            } else {
                o.total = m;
                o.warmup = std::min(p - 1 - s, m);
            }
        }
    }
    return orders;
}

/**
 * Where each model chunk runs and which chunks a micro-batch visits before and after it.
 * GPipe, 1F1B, ZB-H1, interleaved: chunk g on rank g mod p, a straight line. ZB-V and
 * DualPipeV: 2p chunks in a V (chunk g on rank g, then back up: 2p-1-g). DualPipe: two directions of p chunks;
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
    switch (scheduleTraits(schedule).placement) {
    case ChunkPlacement::Line: g.shape = ChunkGraph::Shape::Line; break;
    case ChunkPlacement::Vee: g.shape = ChunkGraph::Shape::Vee; break;
    case ChunkPlacement::TwoWay: g.shape = ChunkGraph::Shape::TwoWay; break;
    }
    g.count = g.shape == ChunkGraph::Shape::Line ? p * v : 2 * p;
    return g;
}

} // namespace

PipelineTimeline simulatePipeline(const PipelineInput& in)
{
    PipelineTimeline out;
    const int p = std::max(in.stages, 1);
    if (in.microbatches > std::numeric_limits<int>::max() / 2)
        throw std::length_error("simulatePipeline: too many micro-batches (simulateLongPipeline extrapolates)");
    const int m = int(std::max<int64_t>(in.microbatches, 1));
    const ScheduleTraits& traits = scheduleTraits(in.schedule);
    if (!scheduleSimulates(traits, p)) {
        out = closedFormTimeline(in, m); // DualPipe pairs rank i with p-1-i: no order for an odd p
        out.overBudget = false;
        return out;
    }
    const bool interleavedSchedule = traits.chosenChunks && in.virtualStages > 1;
    const int v = interleavedSchedule ? in.virtualStages : 1;
    // Megatron's interleaved order takes groups of N >= p with a last group of 0 or at least p
    // (a diagnostic says so); other counts are simulated with the last group filled up to p,
    // the extra micro-batches taking no time.
    const int group = std::max(in.microbatchGroup > 0 ? int(std::min<int64_t>(in.microbatchGroup, m)) : p, p);
    const int lastGroup = m % group;
    const int mSchedule = interleavedSchedule && lastGroup > 0 && lastGroup < p ? m + (p - lastGroup) : m;
    out.stages.assign(size_t(p), {});
    out.busy.assign(size_t(p), 0.0);
    out.finish.assign(size_t(p), 0.0);
    const bool split = traits.splitsBackward;
    const bool dual = traits.placement == ChunkPlacement::TwoWay;

    const InterleavedOrder visiting = interleavedSchedule ? interleavedOrder(p, mSchedule, v, group) : InterleavedOrder{};
    const std::vector<RankSequence> orders =
        rankOrders(in.schedule, p, m, mSchedule, v, group, interleavedSchedule ? &visiting : nullptr);

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

} // namespace shardscope
