#include "steptime.h"

#include "flops.h"
#include "model/enumnames.h"
#include "stagelayout.h"
#include "stageparams.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

/** Assumptions for optimizer offload (no published figure): host memory and PCIe rates. */
constexpr double kHostBytesPerSecond = 100e9;
constexpr double kHostLinkBytesPerSecond = 25e9;
/** Megatron's gradient bucket: max(40M, 1M x dp) elements (distributed.DistributedDataParallelConfig). */
constexpr double kBucketElements = 40e6;

OpTimes scaled(const OpTimes& t, double k) { return {t.forward * k, t.backward * k, t.weight * k}; }

/**
 * The part of a communication that compute does not hide: everything when not overlapped;
 * otherwise what outlasts the window, plus the window's compute slowed by the tier's
 * `slowdown` while the traffic runs beside it (time-model.md §3: Calculon 0.15 NVLink,
 * 0.02 InfiniBand).
 */
double exposedPart(double comm, double hiding, bool overlapped, double slowdown = 0)
{
    if (!overlapped)
        return comm;
    return std::max(0.0, comm - hiding) + slowdown * std::min(comm, hiding);
}

/** Compute slowdown of the tier a group's traffic runs on. */
double slowdownOf(const GroupPlacement& g, const ClusterSpec& c)
{
    switch (g.link) {
    case LinkClass::SameGpu: return 0.0;
    case LinkClass::NvLink:
    case LinkClass::Pcie: return c.intraNode.overlapSlowdown;
    default: return c.interNode.overlapSlowdown;
    }
}

/** EP all-to-all hides behind compute only when the schedule or the switch overlaps it. */
bool expertOverlapped(const Scenario& s)
{
    return s.parallel.overlap.expertParallel || s.parallel.schedule == PipelineSchedule::DualPipe;
}

/** Splits `exposed` of a shared window between two collectives by their length. */
std::pair<double, double> splitByLength(double exposed, double a, double b)
{
    const double sum = a + b;
    return sum > 0 ? std::pair{exposed * a / sum, exposed * b / sum} : std::pair{0.0, 0.0};
}

const char* collectiveName(Collective k)
{
    switch (k) {
    case Collective::AllReduce: return "all-reduce";
    case Collective::AllGather: return "all-gather";
    case Collective::ReduceScatter: return "reduce-scatter";
    case Collective::AllToAll: return "all-to-all";
    case Collective::SendRecv: return "send-recv";
    }
    return "?";
}

} // namespace

ExposedComm exposedComm(const LayerComm& c, const LayerWindows& w, const Scenario& s, const Placement& placement)
{
    const OverlapConfig& overlap = s.parallel.overlap;
    const bool tpOn = overlap.tensorParallel;
    const double tpSlow = slowdownOf(placement.group(GroupDim::Tp), s.cluster);
    const double cpSlow = slowdownOf(placement.group(GroupDim::Cp), s.cluster);
    const double epSlow = slowdownOf(placement.group(GroupDim::Ep), s.cluster);
    const bool moe = expertOverlapped(s);
    auto tp = [&](double comm, double window, bool overlapped) { return exposedPart(comm, window, overlapped, tpSlow); };
    ExposedComm e;

    // TP, attention block: QKV (column) ... attention out (row).
    double tpF = tp(c.tpEnter, w.attnInForward, tpOn) + tp(c.tpExit, w.attnOutForward, tpOn);
    double tpB = tp(c.tpExitGrad, w.attnOutInputGrad, tpOn) + tp(c.tpRegather, w.attnInInputGrad, true) +
                 tp(c.tpEnterGrad, w.attnInWeightGrad, true);
    // MLP block: fc1 (column) ... fc2 (row), or the MoE token dispatcher's gather and scatter.
    double dispatchF = 0, dispatchB = 0;
    if (!c.tpMlpIsDispatcher) {
        tpF += tp(c.tpEnter, w.mlpInForward, tpOn) + tp(c.tpExit, w.mlpOutForward, tpOn);
        tpB += tp(c.tpExitGrad, w.mlpOutInputGrad, tpOn) + tp(c.tpRegather, w.mlpInInputGrad, true) +
               tp(c.tpEnterGrad, w.mlpInWeightGrad, true);
    } else {
        dispatchF = c.tpEnter + c.tpExit;
        dispatchB = c.tpExitGrad + c.tpEnterGrad;
    }
    if (s.training.recompute == Recompute::Full) { // the forward runs again, collectives and all
        tpB += tpF;
        dispatchB += dispatchF;
    }

    // CP: c-1 ring transfers, each behind one of the c blocks of the attention kernel.
    const int cpSize = placement.group(GroupDim::Cp).size;
    const double ring = cpSize > 1 ? double(cpSize - 1) / cpSize : 0.0;
    const double cpF = exposedPart(c.cpForward, ring * w.attentionForward, overlap.contextParallel, cpSlow);
    const double cpB = exposedPart(c.cpBackward, ring * w.attentionBackward, overlap.contextParallel, cpSlow);

    // EP (with the dispatcher's TP part): one micro-batch's all-to-alls behind another's
    // forward + backward when the schedule or the switch pairs them, else exposed.
    // The overlapped compute slows by each part's own tier (the dispatcher's is TP's).
    const double epComm = c.epForward + c.epBackward, dispatchComm = dispatchF + dispatchB;
    const double moeComm = epComm + dispatchComm;
    const double moeSlow = moeComm > 0 ? (epComm * epSlow + dispatchComm * tpSlow) / moeComm : 0.0;
    const double moeExposed = exposedPart(moeComm, w.forward + w.backward, moe, moeSlow);
    const auto [epPart, dispatchPart] = splitByLength(moeExposed, epComm, dispatchComm);
    const auto [epF, epB] = splitByLength(epPart, c.epForward, c.epBackward);
    const auto [dF, dB] = splitByLength(dispatchPart, dispatchF, dispatchB);

    e.passes.forward = tpF + dF + cpF + epF;
    e.passes.backward = tpB + dB + cpB + epB;
    e.tp = tpF + tpB + dF + dB;
    e.cp = cpF + cpB;
    e.ep = epF + epB;
    return e;
}

CostModel::CostModel(const Scenario& s, const ModelParams& params)
    : placement(s.parallel, s.cluster), ctx(makeActivationContext(s)),
      rates(computeRates(s.cluster, s.training.precision)),
      kernelRates(shardscope::kernelRates(s.cluster, s.training.precision, s.training.attentionKernel))
{
    const ModelSpec& m = s.model;
    const Recompute recompute = s.training.recompute;
    const ShapeTimes kernels = shapeTimes(s, ctx, params.vocabPadded);
    denseWork = layerWork(m, false, ctx);
    denseCompute = kernels.dense.under(recompute);
    denseComm = layerComm(m, false, ctx, placement, s.cluster);
    denseWindows = kernels.denseWindows;
    denseExposed = exposedComm(denseComm, denseWindows, s, placement);
    denseHardwareFlops = hardwareFlops(denseWork, recompute);
    if (m.isMoe()) {
        moeWork = layerWork(m, true, ctx);
        moeCompute = kernels.moe.under(recompute);
        moeComm = layerComm(m, true, ctx, placement, s.cluster);
        moeWindows = kernels.moeWindows;
        moeExposed = exposedComm(moeComm, moeWindows, s, placement);
        moeHardwareFlops = hardwareFlops(moeWork, recompute);
    }
    outputWork = outputLayerWork(m, params.vocabPadded, ctx);
    outputCompute = kernels.output.under(Recompute::None);
    outputHardwareFlops = hardwareFlops(outputWork, Recompute::None);
    embedding = kernels.embedding.under(Recompute::None);
    p2p = pipelineTransfer(m, ctx, placement, s.cluster);
    denseGradients = GroupCosts(placement.group(GroupDim::DpCp), s.cluster);
    if (m.isMoe())
        expertGradients = GroupCosts(placement.group(GroupDim::Edp), s.cluster);
}

namespace {

RankWork chunkWork(const CostModel& cm, const ModelSpec& m, const ModelParams& params,
                   const LayerChunk& chunk)
{
    RankWork w;
    w.moeLayers = m.moeLayersInRange(chunk.firstLayer, chunk.layerCount);
    w.denseLayers = chunk.layerCount - w.moeLayers;
    w.compute += scaled(cm.denseCompute, w.denseLayers);
    w.compute += scaled(cm.moeCompute, w.moeLayers);
    w.exposed += scaled(cm.denseExposed.passes, w.denseLayers);
    w.exposed += scaled(cm.moeExposed.passes, w.moeLayers);
    w.hardwareFlops = w.denseLayers * cm.denseHardwareFlops + w.moeLayers * cm.moeHardwareFlops;
    if (chunk.firstLayer == 0)
        w.compute += cm.embedding;
    if (chunk.firstLayer + chunk.layerCount >= m.layers) {
        w.compute += cm.outputCompute;
        w.hardwareFlops += cm.outputHardwareFlops;
        if (params.mtpLayers > 0) {
            // Each MTP module is one more layer of the last kind plus its own output head.
            const bool moe = m.isMoeLayer(m.layers - 1);
            const double k = params.mtpLayers;
            w.compute += scaled(moe ? cm.moeCompute : cm.denseCompute, k);
            w.exposed += scaled(moe ? cm.moeExposed.passes : cm.denseExposed.passes, k);
            w.compute += scaled(cm.outputCompute, k);
            w.hardwareFlops += k * ((moe ? cm.moeHardwareFlops : cm.denseHardwareFlops) +
                                    cm.outputHardwareFlops);
        }
    }
    return w;
}

} // namespace

RankWork rankWork(const CostModel& cm, const Scenario& s, const ModelParams& params,
                  const StageLayout& stage, StageDurations* durations)
{
    RankWork total;
    for (const LayerChunk& chunk : stage.chunks) {
        if (chunk.copy) // DualPipe's mirror runs the other direction's micro-batches
            continue;
        const RankWork w = chunkWork(cm, s.model, params, chunk);
        if (durations) {
            const OpTimes t = w.total();
            durations->forward.push_back(t.forward);
            durations->backward.push_back(t.backward);
            durations->weight.push_back(t.weight);
        }
        total.compute += w.compute;
        total.exposed += w.exposed;
        total.hardwareFlops += w.hardwareFlops;
        total.denseLayers += w.denseLayers;
        total.moeLayers += w.moeLayers;
    }
    return total;
}

/** Gradient and parameter traffic of one stage and what the schedule leaves exposed. */
DataParallelCost dataParallelCost(const Scenario& s, const CostModel& cm, const HeldParams& held,
                                  const OpTimes& perMicrobatch, int64_t m)
{
    DataParallelCost d;
    const int zero = s.parallel.zeroStage;
    d.dense = gradientTraffic(held.dense + held.copyDense, cm.denseGradients, zero, m, s.training);
    d.expert = gradientTraffic(held.expert + held.copyExpert, cm.expertGradients, zero, m, s.training);
    d.seconds = d.dense.seconds + d.expert.seconds;
    d.bytes = d.dense.bytesPerStep + d.expert.bytesPerStep;
    d.nicBytes = d.dense.nicBytesPerStep + d.expert.nicBytesPerStep;
    if (!s.parallel.overlap.dataParallel) {
        d.exposed = d.seconds;
        return d;
    }
    const double fwd = perMicrobatch.forward, bwd = perMicrobatch.backward + perMicrobatch.weight;
    const double mb = double(std::max<int64_t>(m, 1));
    const double stageLayers = std::max(1.0, double(s.model.layers) / std::max(1, s.parallel.pp));
    for (const GradientTraffic* g : {&d.dense, &d.expert}) {
        if (g->seconds <= 0)
            continue;
        const GroupCosts& costs = g == &d.dense ? cm.denseGradients : cm.expertGradients;
        // Buckets are reduced while the last micro-batch's backward runs; the last bucket
        // waits for the last gradients (Megatron --overlap-grad-reduce).
        const double total = g->oncePerStepGradient;
        const double params = g == &d.dense ? held.dense : held.expert;
        const double tail = params > 0 ? total * std::min(1.0, kBucketElements / params) : 0.0;
        double exposed = total > 0 ? std::max(tail, total - bwd) + costs.overlapSlowdown * std::min(total - tail, bwd) : 0.0;
        // The parameter all-gather hides behind the next step's first forward
        // (--overlap-param-gather).
        exposed += exposedPart(g->oncePerStepParams, fwd, true, costs.overlapSlowdown);
        const double z = g->perMicrobatchSeconds;
        if (s.parallel.zeroStage >= 3 && z > 0) {
            // ZeRO-3/FSDP prefetch about one layer ahead: the first gather and the last
            // reduce-scatter (one layer's worth each) cannot hide; the rest hides behind the
            // micro-batch's compute, `shardedOverlap` of it effectively, the hidden compute
            // slowed by the tier.
            const double window = fwd + bwd;
            const double lost = 1.0 - costs.shardedOverlap * (1.0 - costs.overlapSlowdown);
            exposed += mb * (std::max(0.0, z - window) + lost * std::min(z, window));
            exposed += z * (2.0 / 3.0) / stageLayers;
        } else {
            // ZeRO-2's reduce-scatter repeats every micro-batch behind that micro-batch's compute.
            exposed += mb * exposedPart(z, fwd + bwd, true, costs.overlapSlowdown);
        }
        d.exposed += exposed;
    }
    return d;
}

namespace {

/**
 * Bytes per locally updated parameter of each optimizer pass (Megatron's distributed
 * optimizer with multi-tensor kernels; fp32 master weights and moments):
 * copy the 16-bit model gradient into the fp32 main gradient (read 2, write 4), fp16 only:
 * unscale and check for inf/nan (read 4, write 4), the gradient L2 norm (read 4), clipping
 * (read 4, write 4), the update (Adam: read master, grad, m, v = 16, write master, m, v = 12;
 * SGD with momentum: read 12, write 8) and the copy back to 16-bit weights (read 4, write 2).
 * fp32 training keeps no separate main copy: no gradient copy, no parameter copy.
 */
struct OptimizerPass
{
    double bytesPerParam;
    bool sixteenBitOnly;
    bool fp16Only;
};

constexpr OptimizerPass kOptimizerPasses[] = {
    {6.0, true, false}, // gradient copy to fp32 main grads
    {8.0, false, true}, // unscale (fp16 loss scaling)
    {4.0, false, false}, // gradient norm
    {8.0, false, false}, // clip
    {0.0, false, false}, // update: bytes set by the optimizer
    {6.0, true, false}, // parameter copy to 16-bit weights
};

} // namespace

/** Seconds of the optimizer step on one GPU: one pass per kernel over the local shard. */
double optimizerSeconds(const Scenario& s, const CostModel& cm, const HeldParams& held)
{
    const int zero = s.parallel.zeroStage;
    const double denseShard = zero >= 1 ? std::max<double>(1, double(s.parallel.denseShardGroup())) : 1.0;
    const double expertShard = zero >= 1 ? std::max<double>(1, double(s.parallel.expertDataParallel())) : 1.0;
    const double updated = held.dense / denseShard + held.expert / expertShard;
    const bool fp32 = s.training.precision == Precision::Fp32;
    const bool fp16 = s.training.precision == Precision::Fp16;
    const bool adam = s.training.optimizer == Optimizer::Adam;
    const double updateBytes = adam ? 28.0 : 20.0;
    if (s.training.offloadOptimizer) {
        const double perParam = updateBytes + (fp32 ? 0.0 : 2.0);
        const double moved = updated * (fp32 ? 8.0 : 4.0); // gradients down, weights up
        return updated * perParam / kHostBytesPerSecond + moved / kHostLinkBytesPerSecond;
    }
    double seconds = 0;
    for (const OptimizerPass& pass : kOptimizerPasses) {
        if ((pass.sixteenBitOnly && fp32) || (pass.fp16Only && !fp16))
            continue;
        const double bytes = pass.bytesPerParam > 0 ? pass.bytesPerParam : updateBytes;
        seconds += cm.kernelRates.memorySeconds(updated * bytes, MemoryClass::Hbm);
    }
    return seconds;
}

double nicBytesPerStep(const CostModel& cm, int denseLayers, int moeLayers, int64_t microbatches,
                       int chunksPerRank, double dataParallelNicBytes)
{
    const double mb = double(std::max<int64_t>(microbatches, 1));
    const LayerComm& d = cm.denseComm;
    const LayerComm& e = cm.moeComm;
    const double layers = denseLayers * (d.tpNicBytes + d.cpNicBytes + d.epNicBytes) +
                          moeLayers * (e.tpNicBytes + e.cpNicBytes + e.epNicBytes);
    return mb * layers + 2.0 * mb * chunksPerRank * cm.p2p.nicBytes + dataParallelNicBytes;
}

StepAssembly assembleStep(const Scenario& s, const CostModel& cm, double makespan,
                          double dataParallelExposed, double optimizer, double nicBytes)
{
    StepAssembly a;
    const GroupPlacement& dp = cm.placement.group(GroupDim::DpCp);
    const double coefficient = s.cluster.interNode.stragglerCoefficient;
    if (dp.crossesNodes && coefficient > 0) {
        const double nodes = std::ceil(double(dp.size) / std::max(1, dp.membersPerNode));
        const double l = std::log2(std::max(1.0, nodes));
        a.stragglerFactor = 1.0 + l / (l + 1.0) * coefficient * std::sqrt(l);
        a.stragglerS = makespan * (a.stragglerFactor - 1.0);
    }
    a.nicBytesPerSecond = nicAchievableBytesPerSecond(s.cluster);
    a.nicFloorS = nicBytes > 0 && a.nicBytesPerSecond > 0 ? nicBytes / a.nicBytesPerSecond : 0.0;
    const double step = makespan + a.stragglerS + dataParallelExposed + optimizer;
    a.nicBound = a.nicFloorS > step;
    a.nicExtraS = a.nicBound ? a.nicFloorS - step : 0.0;
    a.stepS = step + a.nicExtraS;
    return a;
}

namespace {

CommDimReport dimReport(const GroupPlacement& g, const char* name)
{
    CommDimReport d;
    d.dim = name;
    d.groupSize = g.size;
    d.crossesNodes = g.crossesNodes;
    d.link = std::string(linkClassName(g.link));
    return d;
}

void addCalls(CommDimReport& d, const GradientTraffic& t)
{
    for (int i = 0; i < t.callCount; ++i) {
        const CollectiveCall& c = t.calls[size_t(i)];
        d.collectives.push_back({collectiveName(c.kind), c.what, c.bytes, c.callsPerStep, c.seconds});
    }
}

} // namespace

void estimateTime(const Scenario& s, const ModelParams& params, int64_t microbatches,
                  bool simulate, Report& report)
{
    const CostModel cm(s, params);
    const ModelSpec& model = s.model;
    const int p = std::max(s.parallel.pp, 1);
    const int64_t m = std::max<int64_t>(microbatches, 1);
    const PipelineSchedule schedule = s.parallel.schedule;

    // Per rank: the work of one micro-batch, per chunk (for the simulator) and in total.
    PipelineInput input;
    input.schedule = schedule;
    input.stages = p;
    input.microbatches = m;
    input.virtualStages = s.parallel.effectiveVirtualStages();
    input.p2pSeconds = cm.p2p.seconds;
    std::vector<RankWork> ranks(static_cast<size_t>(p));
    std::vector<HeldParams> held(static_cast<size_t>(p));
    StageLayout stage;
    for (int r = 0; r < p; ++r) {
        layoutStage(r, model.layers, s.parallel, stage);
        held[size_t(r)] = heldParams(stage, params, s);
        StageDurations durations;
        ranks[size_t(r)] = rankWork(cm, s, params, stage, &durations);
        input.durations.push_back(std::move(durations));
    }
    int critical = 0;
    auto busyOf = [&](int r) {
        const OpTimes t = ranks[size_t(r)].total();
        return t.forward + t.backward + t.weight;
    };
    for (int r = 1; r < p; ++r)
        if (busyOf(r) > busyOf(critical))
            critical = r;

    // The schedule: simulated (or extrapolated from a simulated prefix), or the closed form
    // on the busiest rank. DualPipe's rank r also runs the other direction's micro-batches
    // through its copy of stage p-1-r, at that stage's cost.
    PipelineReport& pipe = report.pipeline;
    pipe.schedule = std::string(toString(schedule));
    pipe.microbatches = m;
    pipe.virtualStages = chunksPerRank(schedule, input.virtualStages);
    pipe.p2pSeconds = cm.p2p.seconds;
    if (schedule == PipelineSchedule::DualPipe && p % 2 == 0)
        for (int r = 0; r < p; ++r) {
            StageDurations& d = input.durations[size_t(r)];
            const StageDurations& mirror = input.durations[size_t(p - 1 - r)];
            d.forward.push_back(mirror.forward.front());
            d.backward.push_back(mirror.backward.front());
            d.weight.push_back(mirror.weight.front());
        }
    double makespan;
    PipelineTimeline timeline;
    std::vector<double> busyS(static_cast<size_t>(p));
    for (int r = 0; r < p; ++r)
        busyS[size_t(r)] = double(m) * busyOf(r);
    if (simulate) {
        timeline = simulateLongPipeline(input);
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
    } else {
        const OpTimes t = ranks[size_t(critical)].total();
        StageWork sum;
        for (const RankWork& w : ranks) {
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

    const RankWork& crit = ranks[size_t(critical)];
    const double mb = double(m);
    const double computeS = mb * (crit.compute.forward + crit.compute.backward + crit.compute.weight);
    const double inOpComm = mb * (crit.exposed.forward + crit.exposed.backward + crit.exposed.weight);
    // The busiest rank's compute and exposed in-op communication as the schedule ran it
    // (DualPipe: half the micro-batches through each of its two stages).
    const double busy = busyS[size_t(critical)];
    const double idle = std::max(0.0, makespan - busy);
    const double ppExposed = std::min(idle, 2.0 * (p - 1) * cm.p2p.seconds);
    pipe.bubbleFraction = makespan > 0 ? (idle - ppExposed) / makespan : 0.0;
    pipe.bubbleOverIdeal = busy > 0 ? (idle - ppExposed) / busy : 0.0;

    // Data parallelism and the optimizer step, on the worst stage.
    double optimizer = 0;
    DataParallelCost worstDp;
    for (int r = 0; r < p; ++r) {
        const DataParallelCost d = dataParallelCost(s, cm, held[size_t(r)], ranks[size_t(r)].total(), m);
        if (r == 0 || d.exposed > worstDp.exposed)
            worstDp = d;
        optimizer = std::max(optimizer, optimizerSeconds(s, cm, held[size_t(r)]));
    }
    const double dpExposed = worstDp.exposed;

    // Communication per dimension, for one GPU of the busiest stage.
    CommunicationReport& comm = report.communication;
    comm.dims.clear();
    const int layers = crit.denseLayers + crit.moeLayers;
    {
        CommDimReport tp = dimReport(cm.placement.group(GroupDim::Tp), "tp");
        tp.bytesPerStep = mb * (crit.denseLayers * cm.denseComm.tpBytes + crit.moeLayers * cm.moeComm.tpBytes);
        tp.nicBytesPerStep = mb * (crit.denseLayers * cm.denseComm.tpNicBytes + crit.moeLayers * cm.moeComm.tpNicBytes);
        tp.timeS = mb * (crit.denseLayers * (cm.denseComm.tpForward + cm.denseComm.tpBackward) +
                         crit.moeLayers * (cm.moeComm.tpForward + cm.moeComm.tpBackward));
        tp.exposedTimeS = mb * (crit.denseLayers * cm.denseExposed.tp + crit.moeLayers * cm.moeExposed.tp);
        if (tp.groupSize > 1) {
            const GroupPlacement& g = cm.placement.group(GroupDim::Tp);
            const TpCallCounts dense = tpCallCounts(false, cm.ctx), moe = tpCallCounts(true, cm.ctx);
            const double message = cm.denseComm.tpMessage;
            auto add = [&](Collective kind, const char* what, double perDense, double perMoe) {
                const double calls = mb * (crit.denseLayers * perDense + crit.moeLayers * perMoe);
                if (calls > 0)
                    tp.collectives.push_back({collectiveName(kind), what, message, calls,
                                              collectiveSeconds(kind, message, g, s.cluster)});
            };
            add(Collective::AllReduce, "layer activations and their gradients (Megatron f/g)", dense.allReduce, moe.allReduce);
            add(Collective::AllGather, "SP inputs forward, output gradients and re-gathered inputs backward",
                dense.allGather, moe.allGather);
            add(Collective::ReduceScatter, "SP outputs forward, input gradients backward", dense.reduceScatter,
                moe.reduceScatter);
        }
        comm.dims.push_back(tp);
    }
    {
        CommDimReport cp = dimReport(cm.placement.group(GroupDim::Cp), "cp");
        cp.bytesPerStep = mb * layers * cm.denseComm.cpBytes;
        cp.nicBytesPerStep = mb * layers * cm.denseComm.cpNicBytes;
        cp.timeS = mb * layers * (cm.denseComm.cpForward + cm.denseComm.cpBackward);
        cp.exposedTimeS = mb * (crit.denseLayers * cm.denseExposed.cp + crit.moeLayers * cm.moeExposed.cp);
        comm.dims.push_back(cp);
    }
    {
        CommDimReport pp = dimReport(cm.placement.group(GroupDim::Pp), "pp");
        const double transfers = 2.0 * mb * pipe.virtualStages;
        pp.bytesPerStep = transfers * cm.p2p.bytes;
        pp.nicBytesPerStep = transfers * cm.p2p.nicBytes;
        pp.timeS = transfers * cm.p2p.seconds;
        pp.exposedTimeS = ppExposed;
        if (pp.groupSize > 1)
            pp.collectives.push_back({"send-recv", "activation forward, gradient backward per micro-batch",
                                      cm.p2p.bytes, transfers, cm.p2p.seconds});
        comm.dims.push_back(pp);
    }
    {
        CommDimReport dp = dimReport(cm.placement.group(GroupDim::DpCp), "dp");
        dp.bytesPerStep = worstDp.dense.bytesPerStep;
        dp.nicBytesPerStep = worstDp.dense.nicBytesPerStep;
        dp.timeS = worstDp.dense.seconds;
        dp.exposedTimeS = worstDp.seconds > 0 ? dpExposed * worstDp.dense.seconds / worstDp.seconds : 0.0;
        addCalls(dp, worstDp.dense);
        comm.dims.push_back(dp);
    }
    if (model.isMoe()) {
        CommDimReport ep = dimReport(cm.placement.group(GroupDim::Ep), "ep");
        ep.bytesPerStep = mb * crit.moeLayers * cm.moeComm.epBytes;
        ep.nicBytesPerStep = mb * crit.moeLayers * cm.moeComm.epNicBytes;
        ep.timeS = mb * crit.moeLayers * (cm.moeComm.epForward + cm.moeComm.epBackward);
        ep.exposedTimeS = mb * crit.moeLayers * cm.moeExposed.ep;
        if (ep.groupSize > 1) {
            const double buffer = model.moe->topK * cm.ctx.seqLocal * cm.ctx.microBatch / cm.ctx.tp * double(model.hidden) * 2.0;
            ep.collectives.push_back({"all-to-all", "token dispatch and combine (2 forward, 2 backward per MoE layer)",
                                      buffer, 4.0 * mb * crit.moeLayers,
                                      collectiveSeconds(Collective::AllToAll, buffer, cm.placement.group(GroupDim::Ep), s.cluster)});
        }
        comm.dims.push_back(ep);
        CommDimReport edp = dimReport(cm.placement.group(GroupDim::Edp), "edp");
        edp.bytesPerStep = worstDp.expert.bytesPerStep;
        edp.nicBytesPerStep = worstDp.expert.nicBytesPerStep;
        edp.timeS = worstDp.expert.seconds;
        edp.exposedTimeS = worstDp.seconds > 0 ? dpExposed * worstDp.expert.seconds / worstDp.seconds : 0.0;
        addCalls(edp, worstDp.expert);
        comm.dims.push_back(edp);
    }

    // The step.
    StepReport& step = report.step;
    const double nicBytes = nicBytesPerStep(cm, crit.denseLayers, crit.moeLayers, m, pipe.virtualStages, worstDp.nicBytes);
    const StepAssembly assembled = assembleStep(s, cm, makespan, dpExposed, optimizer, nicBytes);
    step.timeS = assembled.stepS;
    step.computeS = computeS;
    step.optimizerS = optimizer;
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

    const double tokens = double(s.training.globalBatch) * double(s.training.seqLength);
    ComputeReport& compute = report.compute;
    compute.modelFlopsPerStep = report.model.flopsPerToken * tokens;
    double hardware = 0;
    const double gpusPerStage = double(report.worldSize) / p;
    for (int r = 0; r < p; ++r)
        hardware += mb * ranks[size_t(r)].hardwareFlops * gpusPerStage;
    compute.hardwareFlopsPerStep = hardware;
    compute.timeS = computeS;
    compute.matmulEfficiency = s.cluster.gpu.matmulEfficiency;
    compute.peakFlops = cm.rates.peakFlops;
    const double capacity = step.timeS * double(report.worldSize) * cm.rates.peakFlops;
    step.tokensPerS = step.timeS > 0 ? tokens / step.timeS : 0.0;
    step.mfu = capacity > 0 ? compute.modelFlopsPerStep / capacity : 0.0;
    step.hfu = capacity > 0 ? compute.hardwareFlopsPerStep / capacity : 0.0;
}

} // namespace shardscope
