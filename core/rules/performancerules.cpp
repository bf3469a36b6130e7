// Rules about whether a configuration runs well: memory against capacity, where the time
// goes, and how the groups sit on the hardware. Fixes are neighbouring configurations,
// checked with the closed-form estimate before they are suggested.

#include "rulesets.h"

#include "core/model/precision.h"

#include "core/estimate/bytes.h"
#include "core/estimate/estimate.h"
#include "core/estimate/memory.h"
#include "fixes.h"
#include "core/model/enumnames.h"
#include "core/model/schedule.h"
#include "rulehelpers.h"
#include "core/topology/placement.h"

#include <algorithm>
#include <limits>
#include <cmath>
#include <optional>

namespace shardscope::rules {

namespace {

constexpr double kCommShareLimit = 0.30; // seed article §4: above 30 %, change the layout
constexpr double kBubbleLimit = 0.20;
constexpr double kHeadroomWarning = 0.05;

struct Candidate
{
    std::string description;
    std::vector<FixChange> changes;
    bool resolves = true; ///< false: the closest one, which does not fit either
};

/** The candidate that passes `accept` with the most tokens per second, if any. */
template <typename Accept>
const Candidate* bestCandidate(const Scenario& s, const std::vector<Candidate>& candidates, const PlanProbe& probe,
                               Accept accept)
{
    const Candidate* best = nullptr;
    double bestRate = -1;
    for (const Candidate& c : candidates) {
        const Scenario changed = applyChanges(s, c.changes);
        if (changed.parallel.worldSize() > changed.cluster.totalGpus())
            continue;
        const ProbedPlan q = probe(changed);
        if (q.fits && accept(q) && q.tokensPerS > bestRate) {
            best = &c;
            bestRate = q.tokensPerS;
        }
    }
    return best;
}

/** One move towards less memory per GPU at the same GPU count, or nothing if it does not apply. */
using Move = std::optional<Candidate> (*)(const Scenario&);

std::optional<Candidate> useDistributedOptimizer(const Scenario& s)
{
    // Sharding over one data-parallel rank saves nothing.
    if (s.parallel.zeroStage >= 1 || int64_t(s.parallel.dp) * s.parallel.cp <= 1)
        return std::nullopt;
    return Candidate{"use the distributed optimizer (ZeRO-1)", {{"parallel.zero_stage", 1.0}}};
}

std::optional<Candidate> shardMore(const Scenario& s)
{
    const int z = s.parallel.zeroStage;
    if (z < 1 || z >= 3 || s.parallel.pp > 1 || int64_t(s.parallel.dp) * s.parallel.cp <= 1)
        return std::nullopt;
    return Candidate{"use ZeRO stage " + num(z + 1), {{"parallel.zero_stage", double(z + 1)}}};
}

std::optional<Candidate> fullRecompute(const Scenario& s)
{
    if (s.training.recompute == Recompute::Full)
        return std::nullopt;
    return Candidate{"recompute full layers", {{"training.recompute", std::string("full")}}};
}

std::optional<Candidate> smallerMicroBatch(const Scenario& s)
{
    if (s.training.microBatch <= 1)
        return std::nullopt;
    return Candidate{"halve the micro-batch to " + num(s.training.microBatch / 2),
                     {{"training.micro_batch", double(s.training.microBatch / 2)}}};
}

std::optional<Candidate> tensorParallelInDomain(const Scenario& s)
{
    const auto& p = s.parallel;
    const int domain = std::max(1, s.cluster.topology.nvlinkDomainGpus);
    int tp = validTensorParallel(s.model, std::min(domain, p.tp * p.dp));
    while (tp > p.tp && (p.tp * p.dp) % tp != 0)
        tp /= 2;
    if (tp <= p.tp)
        return std::nullopt;
    auto changes = retargetTensorParallel(s, tp);
    changes.push_back({"parallel.sequence_parallel", true});
    return Candidate{"use tp = " + num(tp) + " inside the NVLink domain with sequence parallelism", changes};
}

std::optional<Candidate> morePipelineStages(const Scenario& s)
{
    const auto& p = s.parallel;
    const int pp = p.pp * 2;
    if (p.dp % 2 != 0 || pp > s.model.layers)
        return std::nullopt;
    return Candidate{"double pp to " + num(pp), {{"parallel.pp", double(pp)}, {"parallel.dp", double(p.dp / 2)}}};
}

std::optional<Candidate> offloadOptimizer(const Scenario& s)
{
    // ZeRO-Offload (DeepSpeed) and Megatron-LM's --optimizer-cpu-offload both run on top of a
    // sharded optimizer, also on one GPU.
    if (s.training.offloadOptimizer)
        return std::nullopt;
    Candidate c{"offload the optimizer states to host memory", {{"training.offload_optimizer", true}}};
    if (s.parallel.zeroStage < 1) {
        c.description += " (with ZeRO-1)";
        c.changes.push_back({"parallel.zero_stage", 1.0});
    }
    return c;
}

std::optional<Candidate> fp8Weights(const Scenario& s)
{
    // Transformer Engine's FP8 weights (--fp8-param-gather): 2 B less per layer parameter, and
    // no slower. torchtitan's float8 all-gather keeps its shards, so it saves nothing there.
    TrainingSpec t = s.training;
    t.fp8ParamGather = true;
    if (s.training.fp8ParamGather || !keepsQuantizedLayerWeights(t))
        return std::nullopt;
    return Candidate{"keep the layers' weights in FP8 (FP8 parameter gather)", {{"training.fp8_param_gather", true}}};
}

std::optional<Candidate> sequenceParallel(const Scenario& s)
{
    if (s.parallel.sequenceParallel || s.parallel.tp <= 1)
        return std::nullopt;
    return Candidate{"switch sequence parallelism on", {{"parallel.sequence_parallel", true}}};
}

int64_t quickProbePeak(const Scenario& s, const PlanProbe& probe)
{
    return probe(s).peakBytes;
}

/**
 * The nearest configuration (fewest moves, then most tokens per second) that fits, with
 * up to three moves from: distributed optimizer, higher ZeRO stage (without PP), TP up to
 * the NVLink domain, twice the stages, sequence parallelism, FP8 weights (with an FP8 recipe on
 * Transformer Engine), full recompute, half the micro-batch, the optimizer offloaded to host
 * memory. Each candidate costs one closed-form
 * estimate. When none fits, the candidate with the least memory, said to be the closest.
 */
std::optional<Candidate> fittingNeighbour(const Scenario& s, const PlanProbe& probe)
{
    static constexpr Move kMoves[] = {useDistributedOptimizer, shardMore, tensorParallelInDomain,
                                      morePipelineStages, sequenceParallel, fp8Weights, fullRecompute,
                                      smallerMicroBatch, offloadOptimizer};
    // When nothing within three moves fits: the one that comes closest, said as such.
    std::optional<Candidate> closest;
    int64_t closestPeak = std::numeric_limits<int64_t>::max();
    std::vector<std::pair<Scenario, Candidate>> frontier{{s, Candidate{}}};
    for (int depth = 1; depth <= 3; ++depth) {
        std::vector<std::pair<Scenario, Candidate>> next;
        const Candidate* best = nullptr;
        double bestRate = -1;
        for (const auto& [scenario, path] : frontier) {
            for (Move move : kMoves) {
                auto step = move(scenario);
                if (!step)
                    continue;
                Candidate combined = path;
                combined.description += (combined.description.empty() ? "" : ", ") + step->description;
                for (const auto& c : step->changes)
                    combined.changes.push_back(c);
                Scenario changed = applyChanges(scenario, step->changes);
                next.emplace_back(std::move(changed), std::move(combined));
            }
        }
        for (const auto& [scenario, path] : next) {
            const ProbedPlan q = probe(scenario);
            if (q.fits && q.tokensPerS > bestRate) {
                bestRate = q.tokensPerS;
                best = &path;
            }
            if (!q.fits && q.peakBytes < closestPeak) {
                closestPeak = q.peakBytes;
                closest = path;
            }
        }
        if (best)
            return *best;
        frontier = std::move(next);
    }
    if (closest && closestPeak < quickProbePeak(s, probe)) {
        closest->description = "the closest: " + closest->description + " (still " + gib(double(closestPeak)) +
                               " per GPU; beyond that it needs more GPUs)";
        closest->resolves = false;
        return closest;
    }
    return std::nullopt;
}

/**
 * PyTorch's pipeline holds every micro-batch's output on the stage with the loss unless the
 * trainer passes return_outputs=False (TrainingSpec::pipelineKeepsOutputs): a plan estimated
 * without them says when they would not fit.
 */
void keptOutputs(const Scenario& s, const Report& r, Sink& out)
{
    if (!runsPyTorchPipeline(s) || s.training.pipelineKeepsOutputs)
        return;
    const double kept = keptPipelineOutputBytes(s, r.model.vocabPadded, microbatchesPerStep(s)) *
                        (1.0 + s.training.overhead.allocatorFraction);
    for (const StageMemory& stage : r.memory.stages) {
        const double total = double(stage.totalBytes) + kept;
        if (stage.buffers.logits <= 0 || total <= double(r.memory.capacityBytes))
            continue;
        auto& d = out.add(DiagnosticCode::MemoryKeptOutputsOverCapacity,
                          "stage " + num(stage.stage) + " fits if the trainer passes return_outputs=False to "
                              "PyTorch's pipeline schedule; one that keeps every micro-batch's output holds " +
                              gib(kept) + " more there, " + gib(total) + " in all, above the " +
                              gib(double(r.memory.capacityBytes)) + " available");
        d.params = {{"stage", double(stage.stage)}, {"kept_bytes", kept}, {"peak_bytes", total},
                    {"capacity_bytes", double(r.memory.capacityBytes)}};
        return;
    }
}

void memory(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    if (r.memory.stages.empty())
        return;
    const auto& peak = r.memory.stages[size_t(r.memory.peakStage)];
    if (r.memory.fits) {
        const double headroom = double(r.memory.capacityBytes - r.memory.peakBytes) / double(r.memory.capacityBytes);
        if (headroom < kHeadroomWarning) {
            auto& d = out.add(DiagnosticCode::MemoryLowHeadroom,
                              "stage " + num(peak.stage) + " leaves only " +
                                  gib(double(r.memory.capacityBytes - r.memory.peakBytes)) +
                                  " free; fragmentation and spikes the estimate cannot see may still run out");
            d.params = {{"stage", double(peak.stage)}, {"headroom_fraction", headroom},
                        {"free_bytes", double(r.memory.capacityBytes - r.memory.peakBytes)}};
        }
        // Where measured peaks back a range (core/estimate/evidence.h), its upper end counts.
        if (r.memory.band.runs > 0 && r.memory.peakBytesHigh > r.memory.capacityBytes) {
            auto& d = out.add(DiagnosticCode::MemoryRangeOverCapacity,
                              "stage " + num(peak.stage) + " fits at " + gib(double(r.memory.peakBytes)) +
                                  ", but measured runs of plans like it peaked up to " +
                                  gib(double(r.memory.peakBytesHigh)) + " for such an estimate, above the " +
                                  gib(double(r.memory.capacityBytes)) + " available");
            d.params = {{"stage", double(peak.stage)}, {"peak_bytes", double(r.memory.peakBytes)},
                        {"high_bytes", double(r.memory.peakBytesHigh)}, {"capacity_bytes", double(r.memory.capacityBytes)},
                        {"runs", double(r.memory.band.runs)}};
        }
        keptOutputs(s, r, out);
        return;
    }
    struct Part { const char* name; int64_t bytes; };
    const Part parts[] = {{"weights", peak.weightsBytes},     {"gradients", peak.gradientsBytes},
                          {"optimizer", peak.optimizerBytes}, {"activations", peak.activationsBytes},
                          {"buffers", peak.buffersBytes},     {"overhead", peak.overheadBytes}};
    const Part* largest = &parts[0];
    for (const auto& part : parts)
        if (part.bytes > largest->bytes)
            largest = &part;
    const int64_t over = r.memory.peakBytes - r.memory.capacityBytes;
    auto& d = out.add(DiagnosticCode::MemoryOverCapacity,
                      "stage " + num(peak.stage) + " needs " + gib(double(peak.totalBytes)) + " per GPU, " +
                          gib(double(over)) + " more than the " + gib(double(r.memory.capacityBytes)) +
                          " available; the largest part is " + largest->name + " (" +
                          gib(double(largest->bytes)) + ")");
    d.params = {{"stage", double(peak.stage)},
                {"needed_bytes", double(peak.totalBytes)},
                {"capacity_bytes", double(r.memory.capacityBytes)},
                {"over_bytes", double(over)},
                {"largest_part", std::string(largest->name)},
                {"largest_part_bytes", double(largest->bytes)}};
    if (auto c = fittingNeighbour(s, probe)) {
        d.fix = c->description;
        d.changes = c->changes;
        d.fixResolves = c->resolves;
    }
}

void communicationShare(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    if (r.communication.share <= kCommShareLimit || r.step.timeS <= 0)
        return;
    const CommDimReport* worst = nullptr;
    for (const auto& dim : r.communication.dims)
        if (!worst || dim.exposedTimeS > worst->exposedTimeS)
            worst = &dim;
    auto& d = out.add(DiagnosticCode::CommShareHigh,
                      "exposed communication takes " + percent(r.communication.share) +
                          " of the step (above the " + percent(kCommShareLimit) + " the article gives as the limit); most of it is " +
                          (worst ? worst->dim : std::string("?")) + " (" + percent(worst ? worst->exposedTimeS / r.step.timeS : 0) +
                          ")");
    d.params = {{"share", r.communication.share}, {"limit", kCommShareLimit},
                {"dimension", worst ? worst->dim : std::string()},
                {"dimension_share", worst ? worst->exposedTimeS / r.step.timeS : 0.0}};
    std::vector<Candidate> candidates;
    const auto& p = s.parallel;
    if (p.tp > 1)
        candidates.push_back({"halve tp to " + num(p.tp / 2) + " (dp " + num(p.dp * 2) + ")",
                              retargetTensorParallel(s, p.tp / 2)});
    if (s.training.globalBatch % (s.training.microBatch * 2 * p.dp) == 0)
        candidates.push_back({"double the micro-batch to " + num(s.training.microBatch * 2),
                              {{"training.micro_batch", double(s.training.microBatch * 2)}}});
    candidates.push_back({"double the global batch to " + num(s.training.globalBatch * 2),
                          {{"training.global_batch", double(s.training.globalBatch * 2)}}});
    if (!p.overlap.tensorParallel && p.tp > 1)
        candidates.push_back({"overlap TP communication with compute (--tp-comm-overlap)", {}});
    const Candidate* c = bestCandidate(s, candidates, probe, [&](const ProbedPlan& q) {
        return q.stepS > 0 && q.exposedCommS / q.stepS < r.communication.share;
    });
    if (c && !c->changes.empty()) {
        d.fix = c->description;
        d.changes = c->changes;
    }
}

void bubble(const Scenario& s, const Report& r, Sink& out)
{
    const auto& p = s.parallel;
    if (p.pp <= 1 || r.pipeline.bubbleFraction <= kBubbleLimit)
        return;
    const int v = p.effectiveVirtualStages();
    // The idle time on the busiest rank stays as m grows (1F1B: (p-1)/v slots; ZB-V, DualPipe:
    // less, so this is a bound) while the work grows with m: with I = the idle time in units of
    // one micro-batch's work, I/(m + I) < limit  <=>  m > I(1 - limit)/limit. For 1F1B and
    // interleaving I = (p-1)/v, Narayanan et al.'s (p-1)/(v·m + p-1); the simulated fraction
    // also holds the transfers and uneven stages, and each schedule's own bubble. ZB-H1's
    // deferred weight gradients idle a little more as m grows: aimed 5 % under the limit.
    const double b = std::min(r.pipeline.bubbleFraction, 0.999);
    const double idle = b / (1 - b) * double(std::max<int64_t>(r.microbatches, 1));
    const double aim = 0.95 * kBubbleLimit;
    int64_t m = std::max<int64_t>(int64_t(std::floor(idle * (1 - aim) / aim)) + 1, r.microbatches + 1);
    if (v > 1)
        m = (m + p.pp - 1) / p.pp * p.pp;
    const ScheduleTraits& traits = scheduleTraits(p.schedule);
    for (int k = 0; k < 4 * p.pp && !microbatchesSuit(traits, p.pp, v, m); ++k)
        ++m; // DualPipe's even count, DualPipeV's 2·pp
    auto& d = out.add(DiagnosticCode::PipelineBubbleHigh,
                      "the pipeline stands idle " + percent(r.pipeline.bubbleFraction) + " of the schedule over " +
                          num(p.pp) + " stages at a micro-batch count of " + num(r.microbatches) + "; a count of " +
                          num(m) + " or more brings it under " + percent(kBubbleLimit));
    d.params = {{"bubble_fraction", r.pipeline.bubbleFraction}, {"microbatches", double(r.microbatches)},
                {"needed_microbatches", double(m)}, {"pp", double(p.pp)}, {"limit", kBubbleLimit}};
    const int64_t perMicro = s.training.microBatch * p.dp;
    if (s.training.microBatch > 1 && s.training.globalBatch % (m * p.dp) == 0 && s.training.globalBatch / (m * p.dp) >= 1) {
        const int64_t b = s.training.globalBatch / (m * p.dp);
        d.fix = "use micro-batches of " + num(b) + " (" + num(m) + " per step)";
        d.changes.push_back({"training.micro_batch", double(b)});
    } else {
        d.fix = "raise the global batch to " + num(m * perMicro) + " sequences";
        d.changes.push_back({"training.global_batch", double(m * perMicro)});
    }
}

void zeroRules(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    const auto& p = s.parallel;
    if (p.zeroStage >= 2 && p.pp > 1) {
        auto& d = out.add(DiagnosticCode::ZeroShardedWithPp,
                          "ZeRO-" + num(p.zeroStage) + " with pipeline parallelism repeats its gradient (and, at "
                          "stage 3, parameter) traffic for every micro-batch on every stage; DeepSpeed refuses "
                          "the combination");
        d.params = {{"zero_stage", double(p.zeroStage)}, {"pp", double(p.pp)}};
        d.fix = "use the distributed optimizer (ZeRO-1)";
        d.changes.push_back({"parallel.zero_stage", 1.0});
    }
    if (p.zeroStage == 3 && r.worldSize >= 512) {
        const Scenario zero1 = applyChanges(s, {{"parallel.zero_stage", 1.0}});
        const ProbedPlan q = probe(zero1);
        if (q.fits) {
            auto& d = out.add(DiagnosticCode::ZeroZero3AtScale,
                              "ZeRO-3 on " + num(r.worldSize) + " GPUs moves 1.5x the bytes of data parallelism; "
                              "the distributed optimizer (ZeRO-1) also fits here (" +
                                  gib(double(q.peakBytes)) + " per GPU)");
            d.params = {{"world", double(r.worldSize)}, {"zero1_peak_bytes", double(q.peakBytes)},
                        {"zero1_tokens_per_s", q.tokensPerS}};
            d.fix = "use ZeRO-1";
            d.changes.push_back({"parallel.zero_stage", 1.0});
        }
    }
}

void placementRules(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    const auto& p = s.parallel;
    const Placement placement(p, s.cluster);
    const auto& tp = placement.group(GroupDim::Tp);
    const int domain = std::max(1, s.cluster.topology.nvlinkDomainGpus);
    const auto target = [&] { return std::max(1, nearestTensorParallel(s, probe)); };
    if (tp.size > 1 && domain == 1 && s.cluster.intraNode.kind != LinkKind::NvLink) {
        auto& d = out.add(DiagnosticCode::ParallelTpWithoutNvlink,
                          "this cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe");
        d.params = {{"tp", double(p.tp)}};
        d.fix = "use tp = 1 and more data parallelism";
        d.changes = retargetTensorParallel(s, 1);
    } else if (p.tp > domain) {
        auto& d = out.add(DiagnosticCode::ParallelTpExceedsNvlinkDomain,
                          "tp = " + num(p.tp) + " is larger than the NVLink domain of " + num(domain) +
                              " GPUs: every TP all-reduce leaves NVLink for the network");
        d.params = {{"tp", double(p.tp)}, {"domain", double(domain)}, {"link", std::string(linkClassName(tp.link))}};
        d.fix = "use tp = " + num(target()) + " and more data parallelism";
        d.changes = retargetTensorParallel(s, target());
    } else if (tp.crossesNvlinkDomain) {
        auto& d = out.add(DiagnosticCode::ParallelTpCrossesNodes,
                          "tp = " + num(p.tp) + " does not divide the NVLink domain of " + num(domain) +
                              " GPUs, so some TP groups straddle two domains and talk over the network");
        d.params = {{"tp", double(p.tp)}, {"domain", double(domain)}};
        d.fix = "use tp = " + num(target());
        d.changes = retargetTensorParallel(s, target());
    }
    const auto& ep = placement.group(GroupDim::Ep);
    if (s.model.isMoe() && ep.size > 1 && ep.crossesNodes) {
        double epShare = 0;
        for (const auto& dim : r.communication.dims)
            if (dim.dim == "ep" && r.step.timeS > 0)
                epShare = dim.exposedTimeS / r.step.timeS;
        auto& d = out.add(DiagnosticCode::MoeAlltoallAcrossNodes,
                          "the EP groups of " + num(ep.size) + " span nodes: token all-to-all runs over the "
                          "network (" + percent(epShare) + " of the step exposed); it needs a non-blocking, "
                          "high-radix fabric; measure it with nccl-tests alltoall_perf first");
        d.params = {{"ep", double(ep.size)}, {"exposed_share", epShare}};
    }
}

} // namespace

void checkPerformanceRules(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    memory(s, r, probe, out);
    communicationShare(s, r, probe, out);
    bubble(s, r, out);
    zeroRules(s, r, probe, out);
    placementRules(s, r, probe, out);
}

} // namespace shardscope::rules
