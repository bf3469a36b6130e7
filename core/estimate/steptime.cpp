// estimateTime(): the step in named steps. Each rank's work per micro-batch, the schedule
// (simulated or closed form), the pipeline transfers the bubble hides, data parallelism and
// the optimizer on the worst stage, communication per dimension, then the step and its FLOPs.

#include "steptime.h"

#include "commreport.h"
#include "estimate.h"
#include "core/calibrate/fitparameters.h"
#include "core/model/enumnames.h"
#include "core/model/precision.h"
#include "core/model/schedule.h"
#include "stagelayout.h"
#include "stageparams.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace shardscope {

namespace {

/** Every rank's work for one micro-batch and the parameters it holds; the schedule's input. */
struct RankCosts
{
    PipelineInput input;
    std::vector<RankWork> ranks;
    std::vector<HeldParams> held;
    int critical = 0; ///< the rank with the most work per micro-batch

    double busyOf(int r) const
    {
        const OpTimes t = ranks[size_t(r)].total();
        return t.forward + t.backward + t.weight;
    }
};

/**
 * Per rank: the work of one micro-batch, per chunk (for the simulator) and in total.
 * DualPipe's rank r also runs the other direction's micro-batches through its copy of stage
 * p-1-r, at that stage's cost.
 */
RankCosts rankCosts(const Scenario& s, const ModelParams& params, const CostModel& cm, int64_t m)
{
    const int p = std::max(s.parallel.pp, 1);
    RankCosts rc;
    PipelineInput& input = rc.input;
    input.schedule = s.parallel.schedule;
    input.stages = p;
    input.microbatches = m;
    input.virtualStages = s.parallel.effectiveVirtualStages();
    input.microbatchGroup = s.parallel.microbatchGroup.value_or(0);
    input.p2pSeconds = cm.p2p.seconds;
    rc.ranks.resize(static_cast<size_t>(p));
    rc.held.resize(static_cast<size_t>(p));
    StageLayout stage;
    for (int r = 0; r < p; ++r) {
        layoutStage(r, s.model.layers, s.parallel, stage);
        rc.held[size_t(r)] = heldParams(stage, params, s);
        StageDurations durations;
        rc.ranks[size_t(r)] = rankWork(cm, s, params, stage, &durations);
        input.durations.push_back(std::move(durations));
    }
    for (int r = 1; r < p; ++r)
        if (rc.busyOf(r) > rc.busyOf(rc.critical))
            rc.critical = r;
    const ScheduleTraits& traits = scheduleTraits(input.schedule);
    if (traits.placement == ChunkPlacement::TwoWay && scheduleSimulates(traits, p)) // the mirrored stage's work
        for (int r = 0; r < p; ++r) {
            StageDurations& d = input.durations[size_t(r)];
            const StageDurations& mirror = input.durations[size_t(p - 1 - r)];
            d.forward.push_back(mirror.forward.front());
            d.backward.push_back(mirror.backward.front());
            d.weight.push_back(mirror.weight.front());
        }
    return rc;
}

/** The simulated timeline in the report's form: F, B or W per op. */
void copyTimeline(const PipelineTimeline& timeline, PipelineReport& pipe)
{
    pipe.timeline.resize(timeline.stages.size());
    for (size_t r = 0; r < timeline.stages.size(); ++r) {
        auto& out = pipe.timeline[r];
        out.reserve(timeline.stages[r].size());
        for (const auto& op : timeline.stages[r]) {
            const char kind = op.kind == PipelineOpKind::Forward    ? 'F'
                              : op.kind == PipelineOpKind::Backward ? 'B'
                                                                    : 'W';
            out.push_back({kind, op.microbatch, op.chunk, op.start, op.end});
        }
    }
}

/**
 * The schedule: simulated (or extrapolated from a simulated prefix), or the closed form on
 * the busiest rank. Fills `pipe` up to the makespan, the critical rank and each rank's busy
 * time.
 */
void runSchedule(const RankCosts& rc, const CostModel& cm, bool simulate, PipelineReport& pipe)
{
    const PipelineInput& input = rc.input;
    const PipelineSchedule schedule = input.schedule;
    const int p = input.stages;
    const int64_t m = input.microbatches;
    pipe.schedule = std::string(toString(schedule));
    pipe.microbatches = m;
    pipe.virtualStages = chunksPerRank(schedule, input.virtualStages);
    pipe.p2pSeconds = cm.p2p.seconds;
    int critical = rc.critical;
    double makespan;
    std::vector<double> busyS(static_cast<size_t>(p));
    for (int r = 0; r < p; ++r)
        busyS[size_t(r)] = double(m) * rc.busyOf(r);
    if (simulate) {
        const PipelineTimeline timeline = simulateLongPipeline(input);
        makespan = timeline.makespan;
        pipe.simulated = timeline.simulated;
        pipe.overBudget = timeline.overBudget;
        pipe.method = std::string(pipelineMethodName(timeline.method));
        if (timeline.method == PipelineMethod::ClosedForm) {
            pipe.closedForm = std::string(closedFormKindName(timeline.closedForm));
            pipe.closedFormReason = timeline.overBudget ? "over-budget" : "odd-stages";
        }
        pipe.timelineMicrobatches = timeline.simulated ? timeline.simulatedMicrobatches : 0;
        critical = timeline.criticalStage;
        busyS = timeline.busy;
        if (input.recordOps)
            copyTimeline(timeline, pipe);
    } else {
        const OpTimes t = rc.ranks[size_t(critical)].total();
        StageWork sum;
        for (const RankWork& w : rc.ranks) {
            const OpTimes rt = w.total();
            sum.forward += rt.forward;
            sum.backward += rt.backward;
            sum.weight += rt.weight;
        }
        const ClosedForm closed = closedFormEstimate(schedule, p, m, input.virtualStages,
                                                     StageWork{t.forward, t.backward, t.weight}, sum, cm.p2p.seconds);
        makespan = closed.makespan;
        pipe.simulated = false;
        pipe.method = std::string(pipelineMethodName(PipelineMethod::ClosedForm));
        pipe.closedForm = std::string(closedFormKindName(closed.kind));
        pipe.closedFormReason = "requested";
    }
    pipe.criticalStage = critical;
    pipe.makespanS = makespan;
    pipe.stageBusyS = busyS;
}

/**
 * The pipeline transfers on the critical path (at most the 2(p-1) of filling and draining,
 * and no more than the busiest rank's idle time) and the bubble net of them; returns the
 * transfers' time. The busiest rank's busy time is its compute and exposed in-op
 * communication as the schedule ran it (DualPipe: half the micro-batches through each of
 * its two stages).
 */
double settleBubble(PipelineReport& pipe, double p2pSeconds, int p)
{
    const double makespan = pipe.makespanS;
    const double busy = pipe.stageBusyS[size_t(pipe.criticalStage)];
    const double idle = std::max(0.0, makespan - busy);
    const double ppExposed = std::min(idle, 2.0 * (p - 1) * p2pSeconds);
    pipe.bubbleFraction = makespan > 0 ? (idle - ppExposed) / makespan : 0.0;
    pipe.bubbleOverIdeal = busy > 0 ? (idle - ppExposed) / busy : 0.0;
    return ppExposed;
}

/** Data parallelism and the optimizer step, on the worst stage. */
struct WorstStage
{
    DataParallelCost dataParallel; ///< the stage whose DP traffic is most exposed
    double optimizer = 0;          ///< the slowest optimizer step
};

WorstStage worstStage(const Scenario& s, const CostModel& cm, const RankCosts& rc, int64_t m)
{
    WorstStage w;
    for (size_t r = 0; r < rc.ranks.size(); ++r) {
        const DataParallelCost d = dataParallelCost(s, cm, rc.held[r], rc.ranks[r].total(), m);
        if (r == 0 || d.exposed > w.dataParallel.exposed)
            w.dataParallel = d;
        w.optimizer = std::max(w.optimizer, optimizerSeconds(s, cm, rc.held[r]));
    }
    return w;
}

/** The step: its time, the parts of it, and the NIC floor and stragglers in `report.communication`. */
void fillStep(const Scenario& s, const CostModel& cm, const RankWork& crit, int64_t m, double ppExposed,
              const WorstStage& worst, Report& report)
{
    StepReport& step = report.step;
    CommunicationReport& comm = report.communication;
    const double mb = double(m);
    const double computeS = mb * (crit.compute.forward + crit.compute.backward + crit.compute.weight);
    const double inOpComm = mb * (crit.exposed.forward + crit.exposed.backward + crit.exposed.weight);
    const double dpExposed = worst.dataParallel.exposed;
    const double optimizer = worst.optimizer;
    const double nicBytes = nicBytesPerStep(cm, crit, m, report.pipeline.virtualStages,
                                            worst.dataParallel.nicBytes);
    const StepAssembly assembled = assembleStep(s, cm, report.pipeline.makespanS, dpExposed, optimizer, nicBytes);
    step.timeS = assembled.stepS;
    step.computeS = computeS;
    step.optimizerS = optimizer;
    step.offloadBytes = mb * crit.offloadBytes;
    step.offloadStallS = mb * (crit.offloadStall.forward + crit.offloadStall.backward);
    step.exposedCommS = inOpComm + ppExposed + dpExposed + assembled.nicExtraS;
    comm.nicBytesPerStep = nicBytes;
    comm.nicBytesPerSecond = assembled.nicBytesPerSecond;
    comm.nicFloorS = assembled.nicFloorS;
    comm.nicBound = assembled.nicBound;
    comm.nicExtraS = assembled.nicExtraS;
    comm.stragglerS = assembled.stragglerS;
    comm.stragglerFactor = assembled.stragglerFactor;
    step.bubbleS = std::max(0.0, step.timeS - step.computeS - step.exposedCommS - optimizer);
    comm.timeS = 0;
    comm.exposedTimeS = assembled.nicExtraS; // the floor's addition belongs to no one dimension
    for (const auto& d : comm.dims) {
        comm.timeS += d.timeS;
        comm.exposedTimeS += d.exposedTimeS;
    }
    comm.share = step.timeS > 0 ? step.exposedCommS / step.timeS : 0.0;
}

/** FLOPs per step (model and hardware), throughput, MFU and HFU; needs the step's time. */
void fillCompute(const Scenario& s, const CostModel& cm, const RankCosts& rc, int64_t m, Report& report)
{
    StepReport& step = report.step;
    const double mb = double(m);
    const int p = rc.input.stages;
    const double tokens = tokensPerStep(s, m);
    ComputeReport& compute = report.compute;
    compute.modelFlopsPerStep = report.model.flopsPerToken * tokens;
    double hardware = 0;
    const double gpusPerStage = double(report.worldSize) / p;
    for (int r = 0; r < p; ++r)
        hardware += mb * rc.ranks[size_t(r)].hardwareFlops * gpusPerStage;
    compute.hardwareFlopsPerStep = hardware;
    compute.timeS = step.computeS;
    compute.matmulEfficiency = s.cluster.gpu.matmulEfficiency;
    compute.peakFlops = cm.rates.peakFlops;
    const double capacity = step.timeS * double(report.worldSize) * cm.rates.peakFlops;
    step.tokensPerS = step.timeS > 0 ? tokens / step.timeS : 0.0;
    const bool calibrated = calibrationHolds(s.cluster);
    step.timeEvidence = calibrated ? Evidence::Calibrated : Evidence::Modelled;
    const bool quantizedOnBlackwell = quantizedOnBlockScaledTensorCores(s.cluster.gpu, s.training.precision);
    const ModelledTimeBand modelled =
        modelledStepTimeBand(s.parallel.cp, report.worldSize, s.model.isMoe(), quantizedOnBlackwell);
    step.timeBand = calibrated ? s.cluster.calibration.band : modelled.band;
    step.timeBandWidening = calibrated ? BandWidening::None : modelled.widening;
    step.timeBandWidenedForExperts = !calibrated && modelled.widenedForExperts;
    step.timeBandWidenedForQuantizedBlackwell = !calibrated && modelled.widenedForQuantizedBlackwell;
    const TimeInterval range = stepTimeInterval(step.timeS, step.timeBand);
    step.timeLowS = range.lowS;
    step.timeHighS = range.highS;
    step.tokensPerSLow = range.highS > 0 ? tokens / range.highS : 0.0;
    step.tokensPerSHigh = range.lowS > 0 ? tokens / range.lowS : 0.0;
    step.mfu = capacity > 0 ? compute.modelFlopsPerStep / capacity : 0.0;
    step.hfu = capacity > 0 ? compute.hardwareFlopsPerStep / capacity : 0.0;
}

} // namespace

void estimateTime(const Scenario& s, const ModelParams& params, int64_t microbatches,
                  bool simulate, Report& report, bool keepTimeline)
{
    const CostModel cm(s, params);
    const int p = std::max(s.parallel.pp, 1);
    const int64_t m = std::max<int64_t>(microbatches, 1);

    RankCosts rc = rankCosts(s, params, cm, m);
    rc.input.recordOps = keepTimeline;
    runSchedule(rc, cm, simulate, report.pipeline);
    const double ppExposed = settleBubble(report.pipeline, cm.p2p.seconds, p);
    const WorstStage worst = worstStage(s, cm, rc, m);
    const RankWork& crit = rc.ranks[size_t(report.pipeline.criticalStage)];
    // Communication per dimension, for one GPU of the busiest stage.
    fillCommunicationByDim(report.communication, s, cm, crit, m, report.pipeline.virtualStages, ppExposed,
                           worst.dataParallel);
    fillStep(s, cm, crit, m, ppExposed, worst, report);
    fillCompute(s, cm, rc, m, report);
}

} // namespace shardscope
