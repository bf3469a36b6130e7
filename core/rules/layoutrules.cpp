// Rules about whether a configuration can run at all: GPU counts, divisibility the
// launchers check at start-up, switches that need other switches.

#include "rulesets.h"

#include "core/estimate/bytes.h"
#include "core/estimate/expertload.h"
#include "core/estimate/stagelayout.h"
#include "core/model/enumnames.h"
#include "core/model/normalise.h"
#include "core/model/schedule.h"
#include "degreecheck.h"
#include "fixes.h"
#include "rulehelpers.h"
#include "core/model/float8allgather.h"
#include "core/model/precision.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>

namespace shardscope::rules {

namespace {

/** A neighbouring layout a fix points to: what it says and what it changes. */
struct LayoutFix
{
    std::string description;
    std::vector<FixChange> changes;
};

/**
 * The nearest layout that changes one of PP, TP or CP (DP filling the cluster) and then
 * starts with every GPU busy and the batch divisible (degreeProblem()), preferring one that
 * fits the GPU memory: a practitioner's fix for a batch that does not divide or GPUs left
 * idle, instead of an odd global batch. Nearest: the smallest factor away from today's
 * degree; on a tie PP, then TP, then CP, and the larger value (less memory per GPU).
 */
std::optional<LayoutFix> nearestWholeLayout(const Scenario& s, const PlanProbe& probe)
{
    struct Option
    {
        Dim dim;
        int value;
        double distance;
        bool fits;
    };
    std::vector<Option> options;
    const int64_t cluster = s.cluster.totalGpus();
    for (Dim dim : {Dim::Pp, Dim::Tp, Dim::Cp}) {
        const int today = degreeOf(s.parallel, dim);
        for (int v = 1; v <= 4 * std::max(today, 1) && v <= cluster; ++v) {
            // DP filling the cluster leaves no GPU idle only when v divides it: a cheap test
            // first, so that an absurd degree (PP 65,536) does not check 262,144 layouts.
            if (v == today || cluster % v != 0 || degreeProblem(s, dim, v, true))
                continue;
            Scenario t = s;
            apply(t, Change::degree(s, dim, v, true));
            options.push_back({dim, v, factorDistance(v, today), probe(t).fits});
        }
    }
    if (options.empty())
        return std::nullopt;
    const auto rank = [](Dim d) { return d == Dim::Pp ? 0 : d == Dim::Tp ? 1 : 2; };
    const Option* best = &options.front();
    for (const Option& o : options) {
        const auto key = [&](const Option& x) { return std::make_tuple(!x.fits, x.distance, rank(x.dim), -x.value); };
        if (key(o) < key(*best))
            best = &o;
    }
    Scenario t = s;
    apply(t, Change::degree(s, best->dim, best->value, true));
    const DimInfo& info = dimInfo(best->dim);
    LayoutFix fix{"use " + std::string(info.key) + " = " + num(best->value) + " (dp " + num(t.parallel.dp) + ")",
                  {{std::string(info.jsonPath), double(best->value)}, {"parallel.dp", double(t.parallel.dp)}}};
    if (best->dim == Dim::Tp && t.parallel.sequenceParallel != s.parallel.sequenceParallel)
        fix.changes.push_back({"parallel.sequence_parallel", t.parallel.sequenceParallel});
    return fix;
}

/**
 * The micro-batch nearest today's (up to four times it) that divides the global batch over
 * DP into a micro-batch count `countAccepted` takes; nullopt when none does.
 */
template <typename Accept>
std::optional<int64_t> dividingMicroBatch(const Scenario& s, Accept countAccepted)
{
    const int64_t dp = std::max(1, s.parallel.dp);
    if (s.training.globalBatch % dp != 0)
        return std::nullopt;
    const int64_t perReplica = s.training.globalBatch / dp;
    const int64_t today = std::max<int64_t>(s.training.microBatch, 1);
    std::optional<int64_t> best;
    for (int64_t mb = 1; mb <= perReplica && mb <= 4 * today; ++mb)
        if (perReplica % mb == 0 && mb != today && countAccepted(perReplica / mb) &&
            (!best || factorDistance(mb, today) < factorDistance(*best, today)))
            best = mb;
    return best;
}

void worldSize(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    const int64_t cluster = s.cluster.totalGpus();
    const int64_t perReplica = int64_t(s.parallel.tp) * s.parallel.pp * s.parallel.cp;
    if (r.worldSize > cluster) {
        auto& d = out.add(DiagnosticCode::ClusterTooFewGpus,
                          "the configuration needs " + num(r.worldSize) +
                              " GPUs (tp x pp x cp x dp) but the cluster has " + num(cluster));
        d.params = {{"world", double(r.worldSize)}, {"cluster", double(cluster)}};
        const int64_t dp = cluster / std::max<int64_t>(perReplica, 1);
        if (dp >= 1) {
            d.fix = "lower dp to " + num(dp) + " to fit the cluster";
            d.changes.push_back({"parallel.dp", double(dp)});
        } else {
            const int64_t nodes = (r.worldSize + s.cluster.gpusPerNode - 1) / s.cluster.gpusPerNode;
            d.fix = "use " + num(nodes) + " nodes";
            d.changes.push_back({"cluster.nodes", double(nodes)});
        }
    } else if (r.gpusIdle > 0) {
        auto& d = out.add(DiagnosticCode::ClusterGpusIdle,
                          num(r.gpusIdle) + " of " + num(cluster) +
                              " GPUs stay idle (the configuration uses " + num(r.worldSize) + ")");
        d.params = {{"idle", double(r.gpusIdle)}, {"cluster", double(cluster)}};
        const int64_t dp = cluster / std::max<int64_t>(perReplica, 1);
        if (dp > s.parallel.dp && cluster % std::max<int64_t>(perReplica, 1) == 0) {
            d.fix = "raise dp to " + num(dp) + " to use the whole cluster";
            d.changes.push_back({"parallel.dp", double(dp)});
        } else if (auto fix = nearestWholeLayout(s, probe)) {
            d.fix = fix->description + " to use the whole cluster";
            d.changes = fix->changes;
        } else if (dp > s.parallel.dp) {
            d.fix = "raise dp to " + num(dp);
            d.changes.push_back({"parallel.dp", double(dp)});
        }
    }
}

void globalBatch(const Scenario& s, const Report&, const PlanProbe& probe, Sink& out)
{
    const int64_t perStep = s.training.microBatch * s.parallel.dp;
    if (s.training.globalBatch % perStep != 0 || s.training.globalBatch < perStep) {
        auto& d = out.add(DiagnosticCode::BatchNotDivisible,
                          "global batch " + num(s.training.globalBatch) +
                              " is not a multiple of micro-batch x dp = " + num(perStep));
        d.params = {{"global_batch", double(s.training.globalBatch)},
                    {"micro_batch", double(s.training.microBatch)},
                    {"dp", double(s.parallel.dp)}};
        // The global batch is a training hyperparameter: first a micro-batch that divides it,
        // then a layout whose DP does, and only then a different global batch.
        if (const auto mb = dividingMicroBatch(s, [](int64_t) { return true; })) {
            d.fix = "use a micro-batch of " + num(*mb);
            d.changes.push_back({"training.micro_batch", double(*mb)});
        } else if (auto fix = nearestWholeLayout(s, probe)) {
            d.fix = fix->description;
            d.changes = fix->changes;
        } else {
            const int64_t fixed = std::max<int64_t>(1, (s.training.globalBatch + perStep / 2) / perStep) * perStep;
            d.fix = "set the global batch to " + num(fixed);
            d.changes.push_back({"training.global_batch", double(fixed)});
        }
    }
}

void tensorShapes(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    const ModelSpec& m = s.model;
    const int tp = s.parallel.tp;
    if (tp <= 1)
        return;
    // Asked only when a shape does not divide: it probes a plan per candidate TP.
    int valid = 0;
    auto shapeRule = [&](DiagnosticCode code, const char* what, int64_t value, const char* why) {
        if (value % tp == 0)
            return;
        auto& d = out.add(code, std::string(what) + " (" + num(value) + ") is not divisible by tp = " + num(tp) +
                                    ": " + why + ", and Megatron-LM refuses to start");
        d.params = {{"value", double(value)}, {"tp", double(tp)}};
        if (valid == 0)
            valid = std::max(1, nearestTensorParallel(s, probe));
        d.fix = "use tp = " + num(valid);
        d.changes = retargetTensorParallel(s, valid);
    };
    shapeRule(DiagnosticCode::ModelHeadsNotDivisibleByTp, "the number of attention heads", m.heads,
              "each TP rank computes whole heads");
    if (!m.mla)
        shapeRule(DiagnosticCode::ModelKvHeadsNotDivisibleByTp, "the number of KV heads", m.kvHeads,
                  "each TP rank holds whole heads");
    shapeRule(DiagnosticCode::ModelFfnNotDivisibleByTp, "the FFN width", m.ffnHidden,
              "each TP rank takes an equal share of it");
    if (m.isMoe() && m.moe->expertFfnHidden % s.parallel.expertTensorParallel() != 0) {
        auto& d = out.add(DiagnosticCode::ModelExpertFfnNotDivisibleByEtp,
                          "the expert FFN width (" + num(m.moe->expertFfnHidden) +
                              ") is not divisible by etp = " + num(s.parallel.expertTensorParallel()));
        d.params = {{"value", double(m.moe->expertFfnHidden)}, {"etp", double(s.parallel.expertTensorParallel())}};
        d.fix = "use etp = 1";
        d.changes.push_back({"parallel.etp", 1.0});
    }
    if (m.vocab != r.model.vocabPadded) {
        auto& d = out.add(DiagnosticCode::ModelVocabPadded,
                          "the vocabulary of " + num(m.vocab) + " is padded to " +
                              num(r.model.vocabPadded) + " (a multiple of 128 x tp), as Megatron-LM does");
        d.params = {{"vocab", double(m.vocab)}, {"padded", double(r.model.vocabPadded)}, {"tp", double(tp)}};
    }
}

/** Layers the first and last stage counts take, and the stages between that share the rest. */
struct StagedLayers
{
    int staged = 0;
    int between = 0;
    /// Every stage between gets a layer; with none between, the two ends take them all.
    bool fit(int layers) const
    {
        const int rest = layers - staged;
        return rest >= 0 && (between > 0 || rest == 0) && rest >= between;
    }
};

StagedLayers stagedLayers(const ParallelConfig& p)
{
    return {p.firstStageLayers.value_or(0) + p.lastStageLayers.value_or(0),
            p.pp - (p.firstStageLayers ? 1 : 0) - (p.lastStageLayers ? 1 : 0)};
}

/**
 * The stage counts raised to v - 1 layers on each trimmed end rank (its end chunk may hold the
 * embedding or the loss alone), when that leaves every stage between a layer and no chunk
 * idle: the smallest change to counts that leave chunks with nothing to do. Empty when no
 * count is set, none is below v - 1, or raising them does not clear the idle chunks.
 */
std::optional<ParallelConfig> stageCountsWithoutIdleChunks(const ParallelConfig& p, int layers)
{
    const int v = std::max(1, p.effectiveVirtualStages());
    ParallelConfig raised = p;
    if (raised.firstStageLayers && *raised.firstStageLayers < v - 1)
        raised.firstStageLayers = v - 1;
    if (raised.lastStageLayers && *raised.lastStageLayers < v - 1)
        raised.lastStageLayers = v - 1;
    if (raised.firstStageLayers == p.firstStageLayers && raised.lastStageLayers == p.lastStageLayers)
        return std::nullopt;
    if (!stagedLayers(raised).fit(layers) || idleChunkCount(layers, raised) > 0)
        return std::nullopt;
    return raised;
}

/** The fix that raises the stage counts (stageCountsWithoutIdleChunks()). */
void raiseStageCounts(Diagnostic& d, const ParallelConfig& from, const ParallelConfig& to)
{
    d.fix = "give the trimmed stages at least " + num(std::max(1, to.effectiveVirtualStages()) - 1) + " layers";
    if (to.firstStageLayers != from.firstStageLayers)
        d.changes.push_back({"parallel.first_stage_layers", double(*to.firstStageLayers)});
    if (to.lastStageLayers != from.lastStageLayers)
        d.changes.push_back({"parallel.last_stage_layers", double(*to.lastStageLayers)});
}

/**
 * First or last stage counts that leave a rank fewer layers than chunks leave chunks with nothing
 * to do: Megatron-LM's layout runs them (an empty stage between two '|'), but each still takes a
 * turn in the schedule and a hop of the pipeline. The embedding's or the loss's chunk alone is
 * a stage of its own and not counted (idleChunkCount()). With more chunks than layers
 * pipeline.more_stages_than_layers speaks instead.
 */
void idleChunksFromStageCounts(const Scenario& s, bool countsFit, Sink& out)
{
    const ParallelConfig& p = s.parallel;
    const int layers = s.model.layers;
    const int chunks = modelChunkCount(p);
    if (!countsFit || chunks > layers)
        return;
    const int idle = idleChunkCount(layers, p);
    if (idle == 0)
        return;
    auto& d = out.add(DiagnosticCode::PipelineIdleChunks,
                      num(idle) + " of the " + num(chunks) + " pipeline chunks hold no layer: their ranks only pass "
                          "activations on, yet each takes a turn in the schedule");
    d.params = {{"idle", double(idle)}, {"chunks", double(chunks)}};
    // The smallest change: the trimmed stages raised to v - 1 layers; else the even split,
    // which leaves no chunk empty when there are no more chunks than layers.
    if (const auto raised = stageCountsWithoutIdleChunks(p, layers)) {
        raiseStageCounts(d, p, *raised);
    } else {
        d.fix = "use the even split";
        d.changes = {{"parallel.first_stage_layers", 0.0}, {"parallel.last_stage_layers", 0.0}};
    }
}

/** The first and last stage layer counts against the pipeline and the model. */
void stageLayerCounts(const Scenario& s, Sink& out)
{
    const ParallelConfig& p = s.parallel;
    if (!p.firstStageLayers && !p.lastStageLayers)
        return;
    const std::vector<FixChange> unset = {{"parallel.first_stage_layers", 0.0}, {"parallel.last_stage_layers", 0.0}};
    if (p.pp == 1) {
        auto& d = out.add(DiagnosticCode::PipelineStageLayersUnused,
                          "with pp = 1 the first and last stage layer counts have no effect");
        d.fix = "use the even split";
        d.changes = unset;
        return;
    }
    const StagedLayers split = stagedLayers(p);
    const int staged = split.staged, between = split.between;
    const bool fits = split.fit(s.model.layers);
    if (!fits) {
        auto& d = out.add(DiagnosticCode::PipelineStageLayersDoNotFit,
                          "the first and last stages take " + num(staged) + " of the " + num(s.model.layers) +
                              " layers, which does not leave one layer for each of the other " + num(between) +
                              " stages");
        d.params = {{"staged", double(staged)}, {"layers", double(s.model.layers)}, {"stages", double(between)}};
        d.fix = "use the even split";
        d.changes = unset;
    }
    if (p.embeddingInSplit || p.lossInSplit) {
        auto& d = out.add(DiagnosticCode::PipelineStageLayersWithCountedEnds,
                          "first/last stage layer counts and the embedding or loss counted in the split: Megatron-LM "
                          "refuses the two together");
        d.fix = "stop counting the embedding and the loss as layers";
        d.changes = {{"parallel.embedding_in_split", false}, {"parallel.loss_in_split", false}};
    }
    idleChunksFromStageCounts(s, fits, out);
}

void pipelineShape(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    const auto& p = s.parallel;
    const int layers = s.model.layers;
    const ScheduleTraits& schedule = scheduleTraits(p.schedule);
    const bool interleaved = p.effectiveVirtualStages() > 1;
    const bool vee = schedule.placement == ChunkPlacement::Vee;
    const int chunks = modelChunkCount(p); // 2·pp in a V (ZB-V, DualPipeV)
    const int chunksPerRank = chunks / std::max(p.pp, 1);
    // A pp with nothing idle at this placement, and an even one where the schedule pairs ranks.
    auto ppRuns = [&](int pp) {
        ParallelConfig q = p;
        q.pp = pp;
        return (!schedule.needsEvenStages || pp % 2 == 0) && idleChunkCount(layers, q) == 0;
    };
    // A chunk may hold the embedding or the loss alone (one layer off the ends, as Llama 3
    // trained); only a chunk with nothing to do is refused.
    if (chunks > layers && idleChunkCount(layers, p) > 0) {
        auto& d = out.add(DiagnosticCode::PipelineMoreStagesThanLayers,
                          num(chunks) + " pipeline chunks for " + num(layers) + " layers leave some empty");
        d.params = {{"chunks", double(chunks)}, {"layers", double(layers)}};
        // The smallest change first: trimmed stages raised to v - 1 layers (their end chunks
        // then hold the embedding or the loss alone, as Llama 3 trained), fewer virtual stages
        // that divide the layers, then no interleaving at the same pp, and only then another
        // pp, one that keeps every GPU busy.
        int v = 0;
        if (interleaved && p.pp <= layers)
            for (int c = p.virtualStages - 1; c >= 2 && v == 0; --c)
                if (layers % (p.pp * c) == 0)
                    v = c;
        if (const auto raised = stageCountsWithoutIdleChunks(p, layers)) {
            raiseStageCounts(d, p, *raised);
        } else if (v > 0) {
            d.fix = "use " + num(v) + " virtual stages";
            d.changes.push_back({"parallel.virtual_stages", double(v)});
        } else if (interleaved && p.pp <= layers) {
            d.fix = "use the 1f1b schedule without interleaving";
            d.changes = {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}};
        } else {
            int pp = 0;
            for (int c = std::min(p.pp, layers); c >= 1 && pp == 0; --c)
                if (s.cluster.totalGpus() % (int64_t(c) * p.tp * p.cp) == 0 && (c == 1 || ppRuns(c)))
                    pp = c;
            pp = std::max(pp, 1);
            const int64_t dp = std::max<int64_t>(1, s.cluster.totalGpus() / (int64_t(pp) * p.tp * p.cp));
            d.fix = "use pp = " + num(pp) + " (dp " + num(dp) + ")" + (interleaved ? " without interleaving" : "");
            d.changes = {{"parallel.pp", double(pp)}, {"parallel.dp", double(dp)}};
            if (interleaved) {
                d.changes.push_back({"parallel.virtual_stages", 1.0});
                d.changes.push_back({"parallel.schedule", std::string("1f1b")});
            }
        }
    } else if (p.pp > 1 && layers % chunks != 0 && p.evenLayerSplit()) {
        auto& d = out.add(DiagnosticCode::PipelineLayersNotDivisible,
                          num(layers) + " layers do not divide into " + num(chunks) +
                              (interleaved ? " interleaved chunks" : vee ? " chunks (two a rank, in a V)" : " stages") +
                              ": the chunks nearest the middle take one more layer (Megatron-LM is told with stage "
                              "flags or a pipeline layout)");
        d.params = {{"layers", double(layers)}, {"chunks", double(chunks)}};
        if (interleaved) {
            // Fewer virtual stages that divide, if any; else the uneven split stands (no fix).
            for (int v = p.virtualStages - 1; v >= 2; --v)
                if (layers % (p.pp * v) == 0) {
                    d.fix = "use " + num(v) + " virtual stages";
                    d.changes.push_back({"parallel.virtual_stages", double(v)});
                    break;
                }
        } else {
            // The divisor of the layer count nearest to pp; DP takes the GPUs that frees
            // (or gives up the ones it needs), preferring a divisor that keeps every GPU busy.
            std::vector<int> options;
            for (int d : divisors(layers))
                if (d % chunksPerRank == 0)
                    options.push_back(d / chunksPerRank); // layers % (pp · chunks a rank) == 0
            std::stable_sort(options.begin(), options.end(), [&](int a, int b) {
                return std::abs(a - p.pp) < std::abs(b - p.pp);
            });
            // Among the nearest divisors, prefer one whose layout still fits the GPU memory,
            // then one that keeps every GPU busy.
            const int64_t cluster = s.cluster.totalGpus();
            auto dpFor = [&](int pp) { return std::max<int64_t>(1, cluster / (int64_t(pp) * p.tp * p.cp)); };
            auto fits = [&](int pp) {
                return probe(applyChanges(s, {{"parallel.pp", double(pp)}, {"parallel.dp", double(dpFor(pp))}})).fits;
            };
            // Only a divisor that keeps every GPU busy (pp = 63 for 126 layers on a 2^k cluster
            // idles GPUs, and no one runs it); when none does, the uneven split stands.
            int chosen = 0;
            for (int pass = 0; pass < 2 && chosen == 0; ++pass)
                for (int pp : options) {
                    if (pp <= 1 || 2 * pp < p.pp || pp > 2 * p.pp || !ppRuns(pp)) // within a factor of two
                        continue;
                    const bool exact = cluster % (int64_t(pp) * p.tp * p.cp) == 0;
                    if (exact && (pass == 1 || fits(pp))) {
                        chosen = pp;
                        break;
                    }
                }
            if (chosen > 1) {
                const int64_t dp = dpFor(chosen);
                d.fix = vee ? "use pp = " + num(chosen) + ", whose " + num(2 * chosen) + " chunks divide the layers (dp " +
                                  num(dp) + ")"
                            : "use pp = " + num(chosen) + ", a divisor of the layer count (dp " + num(dp) + ")";
                d.changes = {{"parallel.pp", double(chosen)}, {"parallel.dp", double(dp)}};
            }
        }
    }
    stageLayerCounts(s, out);
    if (interleaved && p.pp == 1) {
        auto& d = out.add(DiagnosticCode::PipelineInterleaveNeedsPp,
                          "interleaving splits pipeline stages into chunks; with pp = 1 there is nothing to interleave");
        d.fix = "use the 1f1b schedule";
        d.changes = {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}};
    }
    const bool ownGroup = p.microbatchGroup && *p.microbatchGroup != p.pp;
    if (interleaved && ownGroup &&
        !microbatchesSuit(schedule, p.pp, p.effectiveVirtualStages(), r.microbatches, *p.microbatchGroup)) {
        const int64_t n = *p.microbatchGroup;
        auto& d = out.add(DiagnosticCode::PipelineMicrobatchGroup,
                          "Megatron-LM's interleaved schedule takes a micro-batch group from pp = " + num(p.pp) +
                              " up to the micro-batch count (" + num(r.microbatches) +
                              "), whose last group is empty or holds at least pp micro-batches; " + num(n) +
                              " is not one");
        d.params = {{"group", double(n)}, {"microbatches", double(r.microbatches)}, {"pp", double(p.pp)}};
        // The nearest group Megatron takes for this batch, else its default (then the rule
        // on pp below speaks for the batch).
        auto takes = [&](int64_t g) {
            return g >= p.pp && g <= r.microbatches &&
                   microbatchesSuit(schedule, p.pp, p.effectiveVirtualStages(), r.microbatches, g);
        };
        std::optional<int64_t> nearest;
        for (int64_t step = 0; step <= 4096 && !nearest; ++step)
            for (const int64_t g : {n - step, n + step})
                if (!nearest && takes(g))
                    nearest = g;
        if (nearest && *nearest != p.pp) {
            d.fix = "use micro-batch groups of " + num(*nearest);
            d.changes.push_back({"parallel.microbatch_group", double(*nearest)});
        } else {
            d.fix = "use Megatron-LM's default group of pp micro-batches";
            d.changes.push_back({"parallel.microbatch_group", 0.0});
        }
    }
    if (interleaved && !ownGroup && !microbatchesSuit(schedule, p.pp, p.effectiveVirtualStages(), r.microbatches)) {
        auto& d = out.add(DiagnosticCode::PipelineInterleaveMicrobatches,
                          "with Megatron-LM's default micro-batch group (pp), the interleaved schedule needs the micro-batch count (" + num(r.microbatches) +
                              ") to be a multiple of pp = " + num(p.pp));
        d.params = {{"microbatches", double(r.microbatches)}, {"pp", double(p.pp)}};
        // Keep the global batch: a micro-batch that gives a multiple of pp micro-batches, else
        // the smallest micro-batch group Megatron-LM interleaves this count in, else no
        // interleaving; only then another global batch.
        const int64_t perReplica = s.training.globalBatch / std::max(1, p.dp);
        const int64_t group = smallestMicrobatchGroup(schedule, p.pp, p.effectiveVirtualStages(), r.microbatches);
        if (const auto mb = dividingMicroBatch(s, [&](int64_t count) { return count % p.pp == 0; })) {
            d.fix = "use a micro-batch of " + num(*mb) + " (" + num(perReplica / *mb) + " micro-batches)";
            d.changes.push_back({"training.micro_batch", double(*mb)});
        } else if (group > 0) {
            d.fix = "interleave in micro-batch groups of " + num(group) +
                    " (--microbatch-group-size-per-virtual-pipeline-stage)";
            d.changes.push_back({"parallel.microbatch_group", double(group)});
        } else {
            d.fix = "use the 1f1b schedule without interleaving";
            d.changes = {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}};
        }
    }
    if (p.virtualStages > 1 && !schedule.chosenChunks) {
        auto& d = out.add(DiagnosticCode::PipelineVirtualStagesIgnored,
                          "virtual_stages = " + num(p.virtualStages) + " only applies to the interleaved 1F1B "
                          "schedule; the " + std::string(toString(p.schedule)) + " schedule ignores it");
        d.params = {{"virtual_stages", double(p.virtualStages)}, {"schedule", std::string(toString(p.schedule))}};
        d.fix = "set virtual stages to 1";
        d.changes.push_back({"parallel.virtual_stages", 1.0});
    }
    if (schedule.needsEvenStages && p.pp % 2 != 0) {
        auto& d = out.add(DiagnosticCode::PipelineDualpipeOddStages,
                          "DualPipe pairs stage i with stage p-1-i and needs an even pp (got " + num(p.pp) + ")");
        d.params = {{"pp", double(p.pp)}};
        d.fix = "use the zb-h1 schedule";
        d.changes.push_back({"parallel.schedule", std::string("zb-h1")});
    }
    if (schedule.microbatches == MicrobatchRule::EvenAtLeastTwiceStages && scheduleSimulates(schedule, p.pp) &&
        !microbatchesSuit(schedule, p.pp, 1, r.microbatches)) {
        // deepseek-ai/DualPipe dualpipe/dualpipe.py (030ce43, DualPipe.step) asserts
        // num_chunks % 2 == 0 and num_chunks >= 2 * num_ranks: each direction takes half.
        auto& d = out.add(DiagnosticCode::PipelineDualpipeMicrobatches,
                          "DualPipe feeds half of the micro-batches from each end and needs an even count of at "
                          "least 2 x pp = " + num(2 * int64_t(p.pp)) + " (got " + num(r.microbatches) + ")");
        d.params = {{"min_microbatches", double(2 * int64_t(p.pp))}, {"microbatches", double(r.microbatches)},
                    {"pp", double(p.pp)}};
        int64_t m = std::max<int64_t>(2 * int64_t(p.pp), r.microbatches);
        m += m % 2;
        const int64_t batch = m * s.training.microBatch * p.dp;
        d.fix = "set the global batch to " + num(batch) + " (" + num(m) + " micro-batches)";
        d.changes.push_back({"training.global_batch", double(batch)});
    }
    if (schedule.microbatches == MicrobatchRule::AtLeastTwiceStages &&
        !microbatchesSuit(schedule, p.pp, 1, r.microbatches)) {
        // deepseek-ai/DualPipe dualpipe/dualpipev.py (030ce43, DualPipeV.step) asserts
        // num_chunks >= num_ranks * 2; so does PyTorch's ScheduleDualPipeV.
        auto& d = out.add(DiagnosticCode::PipelineDualpipeVMicrobatches,
                          "DualPipeV runs every micro-batch down and back up the V and needs at least 2 x pp = " +
                              num(2 * int64_t(p.pp)) + " micro-batches (got " + num(r.microbatches) + ")");
        d.params = {{"min_microbatches", double(2 * int64_t(p.pp))}, {"microbatches", double(r.microbatches)},
                    {"pp", double(p.pp)}};
        const int64_t m = 2 * int64_t(p.pp);
        const int64_t batch = m * s.training.microBatch * p.dp;
        d.fix = "set the global batch to " + num(batch) + " (" + num(m) + " micro-batches)";
        d.changes.push_back({"training.global_batch", double(batch)});
    }
    if (p.pp > 1 && !r.pipeline.simulated) {
        const std::string why = r.pipeline.closedFormReason == "odd-stages" ? "DualPipe has no schedule for an odd pp"
                                                                            : "one pass is too deep to simulate";
        auto& d = out.add(DiagnosticCode::PipelineScheduleNotSimulated,
                          "the " + std::string(toString(p.schedule)) + " bubble comes from a closed form (" +
                              r.pipeline.closedForm + "), not from the simulated schedule: " + why);
        d.params = {{"schedule", std::string(toString(p.schedule))}, {"closed_form", r.pipeline.closedForm}};
    }
}

/**
 * FP8 parameter gather: Transformer Engine keeps FP8 weights for the FP8 recipes only
 * (fp8_model_init; Megatron-Bridge refuses FP4 parameters); torchtitan's float8 all-gather goes
 * through FSDP2 and torchao's tensorwise recipe (torchtitan turns it on only when the
 * data-parallel shard degree is above 1).
 */
void fp8ParamGather(const Scenario& s, Sink& out)
{
    const TrainingSpec& t = s.training;
    if (!t.fp8ParamGather)
        return;
    const std::string recipe(precisionTraits(t.precision).label);
    if (!gathersFp8Weights(t)) {
        auto& d = out.add(DiagnosticCode::PrecisionParamGatherWithoutFp8,
                          "FP8 parameter gather needs an FP8 recipe (delayed, current, blockwise or MXFP8); " +
                              recipe + " has no FP8 weights to gather");
        d.params = {{"recipe", recipe}};
        d.fix = "switch FP8 parameter gather off";
        d.changes.push_back({"training.fp8_param_gather", false});
        return;
    }
    // torchtitan's FSDP shards over dp_shard: ZeRO-2/3 here, and ZeRO-1 under PP, where FSDP
    // gathers once a step (launchersupport.cpp, TT-pp-fsdp).
    const ParallelConfig& p = s.parallel;
    const bool fsdp = p.zeroStage >= 1 && (p.zeroStage < 3 || p.zero3Engine == Zero3Engine::Fsdp);
    if (t.runsPyTorchOps() && !torchtitanGathersFloat8(t, fsdp ? p.dp : 1)) {
        auto& d = out.add(DiagnosticCode::PrecisionParamGatherNeedsFsdp,
                          "on PyTorch's own ops FP8 parameter gather is torchtitan's float8 all-gather, which "
                          "needs FSDP sharding the weights over more than one data-parallel rank and FP8 "
                          "current scaling; this plan has " + recipe + " at ZeRO stage " + num(p.zeroStage) +
                              " over DP " + num(p.dp));
        d.params = {{"recipe", recipe}, {"zero_stage", double(p.zeroStage)}, {"dp", double(p.dp)}};
        d.fix = "switch FP8 parameter gather off";
        d.changes.push_back({"training.fp8_param_gather", false});
    }
}

void switches(const Scenario& s, const Report&, const PlanProbe& probe, Sink& out)
{
    const auto& p = s.parallel;
    if (p.sequenceParallel && p.tp == 1) {
        auto& d = out.add(DiagnosticCode::ParallelSpWithoutTp,
                          "sequence parallelism splits the tensor-parallel group and does nothing with tp = 1");
        d.fix = "switch sequence parallelism off";
        d.changes.push_back({"parallel.sequence_parallel", false});
    }
    if (p.sequenceParallel && p.tp > 1 && (s.training.seqLength / std::max(p.cp, 1)) % p.tp != 0) {
        auto& d = out.add(DiagnosticCode::ParallelSequenceNotDivisibleByTp,
                          "with sequence parallelism each TP rank holds s / (cp x tp) tokens; " +
                              num(s.training.seqLength) + " does not divide by " + num(int64_t(p.cp) * p.tp));
        d.params = {{"seq_length", double(s.training.seqLength)}, {"divisor", double(int64_t(p.cp) * p.tp)}};
        // A TP that divides the heads and the sequence, nearest today's (larger on a tie);
        // else SP off. The sequence length is what the data was prepared for: never the fix.
        const int tp = nearestTensorParallel(s, probe, s.training.seqLength / std::max(p.cp, 1));
        if (tp > 1) {
            d.fix = "use tp = " + num(tp);
            d.changes = retargetTensorParallel(s, tp);
        } else {
            d.fix = "switch sequence parallelism off";
            d.changes.push_back({"parallel.sequence_parallel", false});
        }
    }
    if (s.training.offloadOptimizer && p.zeroStage == 0) {
        auto& d = out.add(DiagnosticCode::ZeroOffloadWithoutZero,
                          "optimizer offload needs ZeRO stage 1 or higher (DeepSpeed) or the distributed "
                          "optimizer (Megatron-LM)");
        d.fix = "use ZeRO stage 1";
        d.changes.push_back({"parallel.zero_stage", 1.0});
    }
    const PrecisionSupport support = precisionSupport(s.cluster.gpu, s.training.precision);
    if (support != PrecisionSupport::Runs) {
        const std::string recipe(precisionTraits(s.training.precision).label);
        const bool fp8 = support == PrecisionSupport::NoFp8TensorCores;
        auto& d = out.add(fp8 ? DiagnosticCode::PrecisionNeedsFp8 : DiagnosticCode::PrecisionNeedsBlockScaling,
                          recipe + (fp8 ? " needs FP8 tensor cores; this GPU has none (FP8 peak 0)"
                                        : " needs block-scaled tensor cores (Blackwell); this GPU has none (FP4 peak 0)"));
        d.params = {{"recipe", recipe}};
        d.fix = "train in BF16";
        d.changes.push_back({"training.precision", std::string("bf16")});
    }
    fp8ParamGather(s, out);
    if (s.training.seqLength > s.model.maxSeq) {
        auto& d = out.add(DiagnosticCode::ModelSequenceTooLong,
                          "sequence length " + num(s.training.seqLength) +
                              " exceeds the model's maximum context of " + num(s.model.maxSeq));
        d.params = {{"seq_length", double(s.training.seqLength)}, {"max_seq", double(s.model.maxSeq)}};
        d.fix = "train with sequences of " + num(s.model.maxSeq) + " tokens";
        d.changes.push_back({"training.seq_length", double(s.model.maxSeq)});
    }
}

void contextParallel(const Scenario& s, const Report&, Sink& out)
{
    const auto& p = s.parallel;
    if (p.cp <= 1)
        return;
    if (s.training.seqLength % (2 * p.cp) != 0) {
        auto& d = out.add(DiagnosticCode::CpSequenceNotDivisible,
                          "context parallelism splits each sequence into 2 x cp = " + num(2 * p.cp) +
                              " load-balanced chunks; " + num(s.training.seqLength) + " tokens do not divide");
        d.params = {{"seq_length", double(s.training.seqLength)}, {"chunks", double(2 * p.cp)}, {"cp", double(p.cp)}};
        // The nearest CP whose 2 x cp chunks divide the sequence, DP taking the GPUs it frees
        // or gives; the sequence length only when no CP does.
        int cp = 0;
        for (int c = 1; c <= 2 * p.cp; ++c)
            if (s.training.seqLength % (2 * c) == 0 && s.cluster.totalGpus() % c == 0 &&
                !degreeProblem(s, Dim::Cp, c, true) &&
                (cp == 0 || factorDistance(c, p.cp) <= factorDistance(cp, p.cp)))
                cp = c;
        if (cp >= 1 && cp != p.cp) {
            Scenario t = s;
            apply(t, Change::degree(s, Dim::Cp, cp, true));
            d.fix = "use cp = " + num(cp) + " (dp " + num(t.parallel.dp) + ")";
            d.changes = {{"parallel.cp", double(cp)}, {"parallel.dp", double(t.parallel.dp)}};
        } else {
            const int64_t q = 2 * p.cp;
            const int64_t nearest = std::max<int64_t>(q, (s.training.seqLength + q / 2) / q * q);
            d.fix = "use sequences of " + num(nearest) + " tokens";
            d.changes.push_back({"training.seq_length", double(nearest)});
        }
    }
    if (p.cpCommType != CpCommType::P2p && s.training.runsPyTorchOps()) {
        auto& d = out.add(DiagnosticCode::CpCommTypeNotRead,
                          "PyTorch's context parallelism passes K and V round a ring; the CP exchange " +
                              std::string(toString(p.cpCommType)) + " is Megatron-LM's and is not read");
        d.params = {{"comm_type", std::string(toString(p.cpCommType))}};
        d.fix = "set the CP exchange to p2p";
        d.changes.push_back({"parallel.cp_comm_type", std::string("p2p")});
    }
    if (p.cpCommType == CpCommType::AllToAll && !s.training.runsPyTorchOps()) {
        const ModelSpec& m = s.model;
        const int tp = std::max(p.tp, 1);
        const int heads = m.heads / tp;
        const int kvHeads = m.mla ? heads : std::max(m.kvHeads / tp, 1);
        if (heads % p.cp != 0 || kvHeads % p.cp != 0) {
            auto& d = out.add(DiagnosticCode::CpAllToAllHeadsNotDivisible,
                              "all-to-all context parallelism splits each TP rank's " + num(heads) +
                                  " attention heads and " + num(kvHeads) + " key/value heads over cp = " + num(p.cp) +
                                  "; Transformer Engine refuses heads that do not divide");
            d.params = {{"heads", double(heads)}, {"kv_heads", double(kvHeads)}, {"cp", double(p.cp)}};
            d.fix = "exchange CP by p2p (the ring)";
            d.changes.push_back({"parallel.cp_comm_type", std::string("p2p")});
        }
    }
    if (!s.training.flashAttention) {
        auto& d = out.add(DiagnosticCode::CpWithoutFlashAttention,
                          "Megatron-LM's context parallelism runs on fused (flash) attention kernels");
        d.fix = "switch flash attention on";
        d.changes.push_back({"training.flash_attention", true});
    }
}

void expertParallel(const Scenario& s, const Report&, Sink& out)
{
    const auto& p = s.parallel;
    const ModelSpec& m = s.model;
    if (!m.isMoe()) {
        if (p.ep > 1) {
            auto& d = out.add(DiagnosticCode::MoeEpOnDenseModel,
                              "expert parallelism (ep = " + num(p.ep) + ") has no experts to split in a dense model");
            d.params = {{"ep", double(p.ep)}};
            d.fix = "set ep to 1";
            d.changes.push_back({"parallel.ep", 1.0});
        }
        return;
    }
    if (m.moe->experts % p.ep != 0) {
        auto& d = out.add(DiagnosticCode::MoeExpertsNotDivisibleByEp,
                          num(m.moe->experts) + " experts do not divide over ep = " + num(p.ep) + " ranks");
        d.params = {{"experts", double(m.moe->experts)}, {"ep", double(p.ep)}};
        const int ep = nearestDivisor(m.moe->experts, p.ep);
        d.fix = "use ep = " + num(ep);
        d.changes.push_back({"parallel.ep", double(ep)});
    }
    const int64_t ranks = int64_t(p.tp) * p.cp * p.dp;
    const int64_t expertGrid = int64_t(p.ep) * p.expertTensorParallel();
    if (ranks % expertGrid != 0) {
        auto& d = out.add(DiagnosticCode::MoeExpertGridMismatch,
                          "the expert layers re-split the tp x cp x dp = " + num(ranks) +
                              " ranks of a stage as ep x etp x edp, but ep x etp = " + num(expertGrid) +
                              " does not divide them");
        d.params = {{"ranks", double(ranks)}, {"ep", double(p.ep)}, {"etp", double(p.expertTensorParallel())}};
        int ep = 1;
        for (int candidate : divisors(m.moe->experts))
            if (candidate <= p.ep && ranks % (int64_t(candidate) * p.expertTensorParallel()) == 0)
                ep = candidate;
        d.fix = "use ep = " + num(ep);
        d.changes.push_back({"parallel.ep", double(ep)});
    }
}

/** The router's settings: dropped tokens, padding without a capacity, settings without experts. */
void expertRouting(const Scenario& s, const Report&, Sink& out)
{
    const MoeRouting& routing = s.training.moe;
    if (!s.model.isMoe()) {
        if (routing != MoeRouting{}) {
            auto& d = out.add(DiagnosticCode::MoeRoutingOnDenseModel,
                              "training.moe sets a capacity factor, load imbalance or padding, but the model has no experts");
            d.fix = "reset training.moe";
            d.changes.push_back({"training.moe.capacity_factor", 0.0});
            d.changes.push_back({"training.moe.load_imbalance", 1.0});
            d.changes.push_back({"training.moe.pad_to_capacity", false});
        }
        return;
    }
    if (routing.padToCapacity && routing.dropless()) {
        auto& d = out.add(DiagnosticCode::MoePaddingWithoutCapacity,
                          "--moe-pad-expert-input-to-capacity needs a capacity factor (Megatron-Core refuses it alone)");
        d.fix = "turn padding off";
        d.changes.push_back({"training.moe.pad_to_capacity", false});
    }
    const ExpertLoad load = expertLoad(s);
    if (load.droppedShare > 0) {
        auto& d = out.add(DiagnosticCode::MoeTokensDropped,
                          "with capacity factor " + factor(load.capacityFactor) + " and the busiest expert rank at " +
                              factor(load.imbalance) + " x the mean load, that rank drops about " +
                              percent(load.droppedShare) + " of its routed tokens");
        d.params = {{"capacity_factor", load.capacityFactor},
                    {"imbalance", load.imbalance},
                    {"dropped_share", load.droppedShare}};
        d.fix = "raise the capacity factor to " + factor(load.imbalance);
        d.changes.push_back({"training.moe.capacity_factor", load.imbalance});
    }
}

} // namespace

void checkLayoutRules(const Scenario& s, const Report& r, const PlanProbe& probe, Sink& out)
{
    worldSize(s, r, probe, out);
    globalBatch(s, r, probe, out);
    tensorShapes(s, r, probe, out);
    pipelineShape(s, r, probe, out);
    switches(s, r, probe, out);
    contextParallel(s, r, out);
    expertParallel(s, r, out);
    expertRouting(s, r, out);
}

} // namespace shardscope::rules
