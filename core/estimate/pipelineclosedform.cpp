// The closed forms of the pipeline schedules: the search's fast path, and the estimate for a
// pipeline too deep to simulate (closedFormTimeline()). Papers' forms where their assumptions
// hold (identical ranks, enough micro-batches), else an approximation of the simulated orders;
// see pipeline.h. Each schedule's form is its row's BubbleForm (core/model/schedule.h).

#include "pipeline.h"

#include "core/model/schedule.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

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

double closedFormMakespan(PipelineSchedule schedule, int p, int64_t m, int v, const StageWork& c,
                          const StageWork& sum, double tau)
{
    return closedFormEstimate(schedule, p, m, v, c, sum, tau).makespan;
}

namespace {

bool nearlyEqual(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(std::abs(a), std::abs(b)); }

/** Transfers on the critical path of ZB-V's order with m >= 2p (fitted to the simulation: exact for p = 2, 4, 8). */
double zeroBubbleVTransfers(int p) { return p > 1 ? 5.0 * (p - 1) - 2.0 : 0.0; }

/** The same for DualPipe: the steady state waits for one transfer per (p/(p-1)) micro-batches. */
double dualPipeTransfers(int p, double m) { return m * (p - 1) / double(p) + (p - 1); }

/**
 * The same for DualPipeV: 2(p-1)/p transfers per micro-batch and 2(p-2) for the fill (fitted
 * to the simulation: exact for p = 2 .. 16 and m = 2p .. 8p with F = B = W; the V's bottom
 * sends nothing, so fewer than DualPipe on 2p ranks).
 */
double dualPipeVTransfers(int p, double m) { return p > 1 ? 2.0 * m * (p - 1) / p + 2.0 * (p - 2) : 0.0; }

/**
 * ZB-V or DualPipe where their papers' assumptions do not hold: an approximation of the
 * simulated orders (docs/time-model.md "Pipelines"; tst_pipeline checks it against the
 * simulation). Per micro-batch on the busiest rank F, B, W (all its chunks); f, b, w one
 * chunk's share of them (ZB-V: half).
 *  ZB-V, m <= p (the V never fills): Σ(F + B) + W + (m - 1)(B + W), the first micro-batch's
 *    path down and back plus one B and W per further micro-batch on the busiest rank;
 *    m >= 2p: m(F + B + W) + (p - 1)·max(f, b, w, 2(b - w)), the steady state plus the fill.
 *  DualPipe on m' = m rounded up to even (the fuller direction sets the pace), m' <= p:
 *    Σ(F + B) + W + (p/2)·W + (m' - 2)(B + W) (the two directions' first micro-batches meet
 *    in the middle ranks); m' > p: the paper's form plus (2p - m')·W while m' < 2p.
 *  ZB-V between p and 2p: linear in m. Never below m(F + B + W), the busiest rank's own work.
 */
double zeroBubbleApproximation(PipelineSchedule schedule, int p, double m, const StageWork& c, const StageWork& sum,
                               double tau)
{
    const bool dual = scheduleTraits(schedule).bubble == BubbleForm::DualPipe;
    const double critical = c.forward + c.backward + c.weight;
    const double paced = dual ? 2.0 * std::ceil(m / 2) : m;
    auto small = [&](double k) {
        if (dual)
            return sum.forward + sum.backward + c.weight + p / 2.0 * c.weight + (k - 2) * (c.backward + c.weight) +
                   (2.0 * (p - 1) + (k - 2) * (p - 1) / double(p)) * tau;
        return sum.forward + sum.backward + c.weight + (k - 1) * (c.backward + c.weight) + 4.0 * (p - 1) * tau;
    };
    // The steady state with the fill and drain of the mean rank; a rank heavier than the
    // mean works through the others' bubble, so the busiest rank's work bounds it too.
    const StageWork mean{sum.forward / p, sum.backward / p, sum.weight / p};
    const double meanTotal = mean.forward + mean.backward + mean.weight;
    auto large = [&](double k) {
        double fill;
        if (dual) // short of 2p micro-batches, one W per missing micro-batch no longer fills a gap
            fill = dualPipeBubble(p, mean.forward, mean.backward + mean.weight, mean.weight, meanTotal) +
                   std::max(0.0, 2.0 * p - k) * mean.weight + dualPipeTransfers(p, k) * tau;
        else
            fill = (p - 1) * std::max({mean.forward, mean.backward, mean.weight, 2 * (mean.backward - mean.weight)}) / 2 +
                   zeroBubbleVTransfers(p) * tau;
        return std::max(k * critical, k * meanTotal + fill);
    };
    double t;
    if (paced <= p)
        t = small(paced);
    else if (dual || paced >= 2.0 * p)
        t = large(paced);
    else {
        const double a = small(p), z = large(2.0 * p);
        t = a + (z - a) * (paced - p) / double(p);
    }
    return std::max(t, m * critical);
}

} // namespace

bool paperAssumptionsHold(PipelineSchedule schedule, int p, int64_t m, const StageWork& c, const StageWork& sum)
{
    const double critical = c.forward + c.backward + c.weight;
    const bool identical = nearlyEqual(sum.forward + sum.backward + sum.weight, critical * std::max(p, 1));
    const bool filled = m >= 2 * int64_t(p);
    switch (scheduleTraits(schedule).bubble) {
    case BubbleForm::ZeroBubbleV: // Qi et al.: zero bubble when T_F = T_B = T_W
        return identical && filled && nearlyEqual(c.forward, c.backward) && nearlyEqual(c.backward, c.weight);
    case BubbleForm::DualPipe: // DeepSeek's DualPipe: even pp, even m >= 2·pp
        return identical && filled && p % 2 == 0 && m % 2 == 0;
    case BubbleForm::DualPipeV: // DualPipeV: m >= 2·pp (DualPipe on 2·pp ranks, m each way)
        return identical && filled;
    case BubbleForm::FillDrain:
    case BubbleForm::Interleaved:
    case BubbleForm::DeferredWeight: return false;
    }
    return false;
}

namespace {

/** ZB-V and DualPipe: the paper's form where its assumptions hold, else the approximation. */
ClosedForm zeroBubbleEstimate(PipelineSchedule schedule, int p, int64_t microbatches, const StageWork& c,
                              const StageWork& sum, double tau)
{
    const bool dual = scheduleTraits(schedule).bubble == BubbleForm::DualPipe;
    const double m = double(std::max<int64_t>(microbatches, 1));
    const double critical = c.forward + c.backward + c.weight;
    if (paperAssumptionsHold(schedule, p, microbatches, c, sum)) {
        // ZB-V: zero bubble plus the start-up skew, one chunk forward per rank (F/2), which a
        // synchronous optimizer step exposes. DualPipe: Table 2 with F&B = F + B + W.
        const double bubble = dual ? dualPipeBubble(p, c.forward, c.backward + c.weight, c.weight, critical) +
                                         dualPipeTransfers(p, m) * tau
                                   : (p - 1) * c.forward / 2 + zeroBubbleVTransfers(p) * tau;
        return {m * critical + bubble, ClosedFormKind::Paper};
    }
    return {zeroBubbleApproximation(schedule, p, m, c, sum, tau), ClosedFormKind::Approximation};
}

} // namespace

ClosedForm closedFormEstimate(PipelineSchedule schedule, int p, int64_t microbatches, int v, const StageWork& c,
                              const StageWork& sum, double tau)
{
    p = std::max(p, 1);
    const double m = double(std::max<int64_t>(microbatches, 1));
    const double transfers = 2.0 * (p - 1) * tau;
    const double critical = c.forward + c.backward + c.weight;
    const double total = sum.forward + sum.backward + sum.weight;
    switch (scheduleTraits(schedule).bubble) {
    case BubbleForm::FillDrain: return {(m - 1) * critical + total + transfers, ClosedFormKind::Formula};
    case BubbleForm::Interleaved: {
        v = std::max(v, 1);
        if (v == 1)
            return {(m - 1) * critical + total + transfers, ClosedFormKind::Formula};
        // Each micro-batch wraps around the ranks v times: 2(p·v - 1) transfers on the path.
        return {((m * v - 1) * critical + total) / v + 2.0 * (double(p) * v - 1) * tau, ClosedFormKind::Formula};
    }
    case BubbleForm::DeferredWeight:
        // With fewer micro-batches than ranks the last backward's trip back to rank 0 ends it.
        return {(m - 1) * (c.forward + c.backward) + sum.forward + sum.backward +
                    std::max(1.0, m - p + 1) * c.weight + transfers,
                ClosedFormKind::Formula};
    case BubbleForm::ZeroBubbleV: return zeroBubbleEstimate(schedule, p, microbatches, c, sum, tau);
    case BubbleForm::DualPipe: {
        if (p == 1)
            return zeroBubbleEstimate(schedule, p, microbatches, c, sum, tau);
        // Rank r also runs the other direction's micro-batches through stage p-1-r: the
        // busiest stage shares its rank with its mirror, taken as the mean of the others.
        const double others = 1.0 / (p - 1);
        auto paired = [&](double busiest, double all) {
            return std::max((busiest + (all - busiest) * others) / 2, (all - busiest) * others);
        };
        const StageWork pairedCritical{paired(c.forward, sum.forward), paired(c.backward, sum.backward),
                                       paired(c.weight, sum.weight)};
        return zeroBubbleEstimate(schedule, p, microbatches, pairedCritical, sum, tau);
    }
    case BubbleForm::DualPipeV: {
        // DualPipe on 2p ranks with m micro-batches each way, seen from its first p ranks
        // (pipelineorders.h): each of a rank's two chunks is one of DualPipe's stages, so the
        // paper's (P - 1)(F&B + B - 3W) with P = p ranks, per chunk; the transfers its own.
        const StageWork chunk{c.forward / 2, c.backward / 2, c.weight / 2};
        ClosedForm f = zeroBubbleEstimate(PipelineSchedule::DualPipe, 2 * p, 2 * std::max<int64_t>(microbatches, 1),
                                          chunk, sum, 0.0);
        f.makespan += dualPipeVTransfers(p, m) * tau;
        return f;
    }
    }
    return {m * critical, ClosedFormKind::Formula};
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
    const bool dual = scheduleTraits(in.schedule).placement == ChunkPlacement::TwoWay;
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

} // namespace

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

} // namespace shardscope
