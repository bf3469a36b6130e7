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

struct OrderOp
{
    PipelineOpKind kind;
    int microbatch;
    int chunk; ///< global chunk index in pipeline order
};

/** 1F1B on rank s with one chunk; ZB-H1 splits B/W and defers `deferW` weight passes. */
std::vector<OrderOp> oneFOneB(int s, int p, int m, bool split, int deferW)
{
    std::vector<OrderOp> seq;
    seq.reserve(size_t(m) * (split ? 3 : 2));
    const int warmup = std::min(p - 1 - s, m);
    for (int k = 0; k < warmup; ++k)
        seq.push_back({PipelineOpKind::Forward, k, s});
    int nextW = 0, nextB = 0;
    auto backward = [&] {
        seq.push_back({PipelineOpKind::Backward, nextB, s});
        ++nextB;
        if (split && nextB - nextW > deferW)
            seq.push_back({PipelineOpKind::Weight, nextW++, s});
    };
    for (int k = warmup; k < m; ++k) {
        seq.push_back({PipelineOpKind::Forward, k, s});
        backward();
    }
    while (nextB < m)
        backward();
    while (split && nextW < m)
        seq.push_back({PipelineOpKind::Weight, nextW++, s});
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
 * backwards), so no per-rank list is built; ZB-H1, whose deferred W passes break the
 * pattern, is listed.
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
            return {PipelineOpKind::Forward, j, rank};
        const auto& [mb, chunk] = table->forward[size_t(j)];
        return {PipelineOpKind::Forward, mb, chunk * stages + rank};
    }
    OrderOp backward(int j) const
    {
        if (!table)
            return {PipelineOpKind::Backward, j, rank};
        const auto& [mb, chunk] = table->backward[size_t(j)];
        return {PipelineOpKind::Backward, mb, chunk * stages + rank};
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

} // namespace

PipelineTimeline simulatePipeline(const PipelineInput& in)
{
    PipelineTimeline out;
    const int p = std::max(in.stages, 1);
    if (in.microbatches > std::numeric_limits<int>::max() / 2)
        throw std::length_error("simulatePipeline: too many micro-batches (simulateLongPipeline extrapolates)");
    const int m = int(std::max<int64_t>(in.microbatches, 1));
    const bool interleavedSchedule =
        in.schedule == PipelineSchedule::Interleaved1F1B && in.virtualStages > 1;
    const int v = interleavedSchedule ? in.virtualStages : 1;
    // Megatron's interleaved order needs m divisible by p (a diagnostic says so); other
    // counts are simulated as the next multiple with the extra micro-batches taking no time.
    const int mSchedule = interleavedSchedule && m % p != 0 ? (m / p + 1) * p : m;
    out.stages.assign(size_t(p), {});
    out.busy.assign(size_t(p), 0.0);
    out.finish.assign(size_t(p), 0.0);
    if (in.schedule == PipelineSchedule::ZeroBubbleV || in.schedule == PipelineSchedule::DualPipe) {
        out.simulated = false;
        return out;
    }
    const bool split = in.schedule == PipelineSchedule::ZeroBubbleH1;

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

    const int chunks = p * v;
    auto holder = [p](int g) { return g % p; };
    auto local = [p](int g) { return g / p; };
    const double notDone = std::numeric_limits<double>::quiet_NaN();
    // done[kind][chunk][microbatch]
    std::vector<double> done(size_t(3) * chunks * mSchedule, notDone);
    auto at = [&](PipelineOpKind k, int g, int mb) -> double& {
        return done[(size_t(k) * chunks + size_t(g)) * mSchedule + size_t(mb)];
    };
    auto duration = [&](const OrderOp& op) {
        const auto& d = in.durations[size_t(holder(op.chunk))];
        const size_t c = size_t(local(op.chunk));
        auto pick = [c](const std::vector<double>& list) { return c < list.size() ? list[c] : 0.0; };
        switch (op.kind) {
        case PipelineOpKind::Forward: return pick(d.forward);
        case PipelineOpKind::Backward: return pick(d.backward) + (split ? 0.0 : pick(d.weight));
        case PipelineOpKind::Weight: return pick(d.weight);
        }
        return 0.0;
    };
    // Time at which the op's input is available on its rank (NaN: not yet produced).
    auto readyAt = [&](const OrderOp& op) -> double {
        switch (op.kind) {
        case PipelineOpKind::Forward: {
            if (op.chunk == 0)
                return 0.0;
            const double t = at(PipelineOpKind::Forward, op.chunk - 1, op.microbatch);
            return holder(op.chunk - 1) == holder(op.chunk) ? t : t + in.p2pSeconds;
        }
        case PipelineOpKind::Backward: {
            if (op.chunk == chunks - 1)
                return at(PipelineOpKind::Forward, op.chunk, op.microbatch);
            const double t = at(PipelineOpKind::Backward, op.chunk + 1, op.microbatch);
            return holder(op.chunk + 1) == holder(op.chunk) ? t : t + in.p2pSeconds;
        }
        case PipelineOpKind::Weight:
            return at(PipelineOpKind::Backward, op.chunk, op.microbatch);
        }
        return notDone;
    };

    std::vector<size_t> next(static_cast<size_t>(p), 0);
    std::vector<double> clock(static_cast<size_t>(p), 0.0);
    size_t remaining = 0;
    for (const auto& o : orders)
        remaining += o.size();
    if (in.recordOps)
        for (int s = 0; s < p; ++s)
            out.stages[size_t(s)].reserve(orders[size_t(s)].size());
    while (remaining > 0) {
        bool progress = false;
        for (int s = 0; s < p; ++s) {
            const RankSequence& order = orders[size_t(s)];
            const size_t size = order.size();
            while (next[size_t(s)] < size) {
                const OrderOp op = order.at(next[size_t(s)]);
                if (op.microbatch >= m) { // padding: takes no time and waits for nothing
                    at(op.kind, op.chunk, op.microbatch) = clock[size_t(s)];
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
                at(op.kind, op.chunk, op.microbatch) = end;
                if (in.recordOps)
                    out.stages[size_t(s)].push_back({op.kind, op.microbatch, op.chunk, start, end});
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
    return kinds * int64_t(std::max(in.stages, 1)) * chunksPerRank(in.schedule, in.virtualStages);
}

namespace {

/** Compute time per micro-batch of each rank (all its chunks), and their sum. */
struct RankTotals
{
    std::vector<StageWork> ranks;
    StageWork sum;
    int critical = 0;
};

RankTotals rankTotals(const PipelineInput& in)
{
    RankTotals t;
    const int p = std::max(in.stages, 1);
    const bool split = splitsBackward(in.schedule);
    t.ranks.assign(size_t(p), {});
    auto total = [](const std::vector<double>& list) {
        double sum = 0;
        for (double d : list)
            sum += d;
        return sum;
    };
    for (int r = 0; r < p && size_t(r) < in.durations.size(); ++r) {
        const StageDurations& d = in.durations[size_t(r)];
        StageWork& w = t.ranks[size_t(r)];
        w.forward = total(d.forward);
        w.backward = total(d.backward) + (split ? 0.0 : total(d.weight));
        w.weight = split ? total(d.weight) : 0.0;
        t.sum.forward += w.forward;
        t.sum.backward += w.backward;
        t.sum.weight += w.weight;
    }
    auto busy = [&](int r) {
        const StageWork& w = t.ranks[size_t(r)];
        return w.forward + w.backward + w.weight;
    };
    for (int r = 1; r < p; ++r)
        if (busy(r) > busy(t.critical))
            t.critical = r;
    return t;
}

/** A pipeline too deep to simulate within the budget: the closed form on the per-rank work. */
PipelineTimeline closedFormTimeline(const PipelineInput& in, int64_t m)
{
    PipelineTimeline out;
    const int p = std::max(in.stages, 1);
    const RankTotals t = rankTotals(in);
    out.simulated = false;
    out.overBudget = true;
    out.makespan = closedFormMakespan(in.schedule, p, m, in.virtualStages, t.ranks[size_t(t.critical)], t.sum,
                                      in.p2pSeconds);
    out.busy.resize(size_t(p));
    out.finish.assign(size_t(p), out.makespan);
    for (int r = 0; r < p; ++r) {
        const StageWork& w = t.ranks[size_t(r)];
        out.busy[size_t(r)] = double(m) * (w.forward + w.backward + w.weight);
    }
    out.criticalStage = t.critical;
    out.bubbleFraction = out.makespan > 0 ? 1.0 - out.busy[size_t(t.critical)] / out.makespan : 0.0;
    return out;
}

} // namespace

PipelineTimeline simulateLongPipeline(const PipelineInput& in, const SimulationBudget& budget)
{
    const int p = std::max(in.stages, 1);
    const int64_t m = std::max<int64_t>(in.microbatches, 1);
    const int64_t ops = pipelineOpsPerMicrobatch(in);
    const bool interleaved = in.schedule == PipelineSchedule::Interleaved1F1B && in.virtualStages > 1;
    const int64_t period = interleaved ? p : 1;
    const int64_t padded = (m + period - 1) / period * period; // interleaving simulates whole groups of p
    const int64_t onePass = (p + period - 1) / period * period;
    // The budget this batch may use: the preferred one while a pass fits in it.
    const int64_t cap = (2 * onePass + period) * ops <= budget.preferredOps ? budget.preferredOps : budget.maxOps;
    if (padded * ops <= cap) {
        PipelineTimeline out = simulatePipeline(in);
        out.simulatedMicrobatches = int(m);
        return out;
    }
    // Two runs, a prefix and the prefix plus one period, share the budget; the prefix covers
    // at least one pass of the pipeline to reach the steady state.
    const int64_t prefix = cap == budget.preferredOps ? (cap / ops - period) / 2 / period * period : onePass;
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
    return out;
}

double dualPipeBubble(int p, double f, double fullBackward, double w, double forwardAndBackward)
{
    (void)f;
    return std::max(0.0, (p / 2.0 - 1.0) * (forwardAndBackward + fullBackward - 3.0 * w));
}

double closedFormMakespan(PipelineSchedule schedule, int p, int64_t m, int v, double f, double b,
                          double w, double tau)
{
    const StageWork one{f, b, w};
    const StageWork all{f * std::max(p, 1), b * std::max(p, 1), w * std::max(p, 1)};
    return closedFormMakespan(schedule, p, m, v, one, all, tau);
}

double closedFormMakespan(PipelineSchedule schedule, int p, int64_t microbatches, int v, const StageWork& c,
                          const StageWork& sum, double tau)
{
    p = std::max(p, 1);
    const double m = double(std::max<int64_t>(microbatches, 1));
    const double transfers = 2.0 * (p - 1) * tau;
    const double critical = c.forward + c.backward + c.weight;
    const double total = sum.forward + sum.backward + sum.weight;
    switch (schedule) {
    case PipelineSchedule::GPipe:
    case PipelineSchedule::OneFOneB:
        return (m - 1) * critical + total + transfers;
    case PipelineSchedule::Interleaved1F1B: {
        v = std::max(v, 1);
        if (v == 1)
            return (m - 1) * critical + total + transfers;
        // Each micro-batch wraps around the ranks v times: 2(p·v - 1) transfers on the path.
        return ((m * v - 1) * critical + total) / v + 2.0 * (double(p) * v - 1) * tau;
    }
    case PipelineSchedule::ZeroBubbleH1:
        // With fewer micro-batches than ranks the last backward's trip back to rank 0 ends it.
        return (m - 1) * (c.forward + c.backward) + sum.forward + sum.backward +
               std::max(1.0, m - p + 1) * c.weight + transfers;
    case PipelineSchedule::ZeroBubbleV:
        return m * critical + (p - 1) * std::max(0.0, c.forward + c.backward - 2.0 * c.weight) / 2 + transfers;
    case PipelineSchedule::DualPipe:
        // Each rank runs every micro-batch through one of its two stages; F&B (overlapped
        // forward and backward) is taken as F + B.
        return m * critical + dualPipeBubble(p, c.forward, c.backward + c.weight, c.weight, critical) + transfers;
    }
    return m * critical;
}

} // namespace shardscope
