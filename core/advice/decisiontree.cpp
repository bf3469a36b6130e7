#include "decisiontree.h"

#include "core/estimate/bytes.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/model/normalise.h"
#include "core/rules/rulehelpers.h"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace shardscope {

std::string_view decisionLeafId(DecisionLeaf leaf)
{
    switch (leaf) {
    case DecisionLeaf::DataParallel: return "data-parallel";
    case DecisionLeaf::ZeroSharding: return "zero-sharding";
    case DecisionLeaf::TensorInNode: return "tensor-in-node";
    case DecisionLeaf::PipelineAcrossNodes: return "pipeline-across-nodes";
    case DecisionLeaf::ExpertParallel: return "expert-parallel";
    }
    return "?";
}

namespace {

using rules::divisors;
using rules::num;

/**
 * The scenario split as given, through normalise(): SP as asked where TP allows it, EP with
 * expert TP 1, plain 1F1B (one virtual stage), and DP filling the cluster unless `dp` is
 * given (the one-GPU and one-node questions). The global batch is rounded down to a multiple
 * of micro-batch x DP (at least one).
 */
Scenario layout(const Scenario& base, int tp, int pp, int ep, int zero, bool sp, std::optional<int> dp = std::nullopt)
{
    Scenario s = base;
    const auto set = [&s](Dim dim, int degree, bool fill) { apply(s, Change::degree(s, dim, degree, fill)); };
    const auto setField = [&s](Setting setting, int value) { apply(s, Change::field(s, setting, value)); };
    setField(Setting::SequenceParallel, sp ? 1 : 0); // TP 1 below switches it off again
    set(Dim::Cp, 1, false);
    set(Dim::Pp, pp, false);
    set(Dim::Tp, tp, !dp);
    if (dp)
        set(Dim::Dp, std::max(*dp, 1), false);
    set(Dim::Ep, ep, false);
    set(Dim::Etp, ep > 1 ? 1 : 0, false); // 0: unset, the same as TP
    setField(Setting::ZeroStage, zero);
    setField(Setting::Schedule, int(PipelineSchedule::OneFOneB));
    const int64_t perStep = s.training.microBatch * s.parallel.dp;
    s.training.globalBatch = std::max<int64_t>(perStep, s.training.globalBatch / perStep * perStep);
    return s;
}

struct Trial
{
    Scenario scenario;
    QuickEstimate estimate;
};

Trial trial(const Scenario& s)
{
    return {s, quickEstimate(s)};
}

/** Best fitting trial by tokens per second; the smallest model-parallel size breaks ties. */
const Trial* best(const std::vector<Trial>& trials)
{
    const Trial* chosen = nullptr;
    for (const Trial& t : trials) {
        if (!t.estimate.fits)
            continue;
        if (!chosen || t.estimate.tokensPerS > chosen->estimate.tokensPerS * 1.0001)
            chosen = &t;
    }
    return chosen;
}

std::string configText(const ParallelConfig& p)
{
    std::string out = "TP=" + num(p.tp);
    if (p.pp > 1)
        out += " x PP=" + num(p.pp);
    if (p.ep > 1)
        out += " x EP=" + num(p.ep);
    out += " x DP=" + num(p.dp);
    if (p.zeroStage > 0)
        out += " (ZeRO-" + num(p.zeroStage) + ")";
    return out;
}

/** The article's "Typical configurations" row for a model of this size (§3 of the seed). */
void articleRow(const ModelSpec& m, double params, DecisionResult& out)
{
    const double b = params / 1e9;
    if (m.isMoe()) {
        out.articleRow = "MoE 1000-GPU";
        out.articleConfig = {"DecisionTree", QT_TRANSLATE_NOOP("DecisionTree", "TP=4~8 x EP + DP, 1000+ GPUs")};
    } else if (b < 10) {
        out.articleRow = "7B";
        out.articleConfig = {"DecisionTree", QT_TRANSLATE_NOOP("DecisionTree", "DP/ZeRO-3, 8-32 GPUs")};
    } else if (b < 30) {
        out.articleRow = "13B";
        out.articleConfig = {"DecisionTree", QT_TRANSLATE_NOOP("DecisionTree", "TP=8 + DP, 16-64 GPUs")};
    } else if (b < 120) {
        out.articleRow = "70B";
        out.articleConfig = {"DecisionTree", QT_TRANSLATE_NOOP("DecisionTree", "TP=8 + PP=2~4 + DP, 64-256 GPUs")};
    } else {
        out.articleRow = "175B+";
        out.articleConfig = {"DecisionTree", QT_TRANSLATE_NOOP("DecisionTree", "TP=8 x PP=8~16 x DP, 512+ GPUs")};
    }
}

void compareWithArticle(const DecisionResult& d, const QuickEstimate& q, DecisionResult& out)
{
    const auto& p = d.recommended;
    const std::string ours = configText(p);
    if (out.articleRow == "7B") {
        if (d.leaf != DecisionLeaf::ZeroSharding && d.leaf != DecisionLeaf::DataParallel)
            out.notes.push_back({"DecisionTree",
                                 QT_TRANSLATE_NOOP("DecisionTree", "the overview uses DP/ZeRO-3 for 7B; here %1 is needed "
                                                                   "because of this cluster's memory or sequence length"),
                                 {ours}});
    } else if (out.articleRow == "13B") {
        if (p.tp < 8)
            out.notes.push_back({"DecisionTree",
                                 QT_TRANSLATE_NOOP("DecisionTree", "the overview starts 13B at TP=8; with the distributed "
                                                                   "optimizer TP=%1 already fits (%2 per GPU), and a smaller "
                                                                   "TP group moves less activation traffic per GPU (Narayanan "
                                                                   "et al. 2021: use TP only as far as memory needs it)"),
                                 {num(p.tp), rules::gib(double(q.peakBytes))}});
    } else if (out.articleRow == "70B") {
        if (p.tp != 8 || p.pp < 2 || p.pp > 4)
            out.notes.push_back({"DecisionTree",
                                 QT_TRANSLATE_NOOP("DecisionTree", "the overview gives TP=8 + PP=2~4 for 70B; this cluster "
                                                                   "and batch fit best with %1"),
                                 {ours}});
    } else if (out.articleRow == "175B+") {
        if (p.pp < 8 || p.pp > 16)
            out.notes.push_back({"DecisionTree",
                                 QT_TRANSLATE_NOOP("DecisionTree", "the overview gives TP=8 x PP=8~16 for 175B+; here %1 "
                                                                   "already fits (%2 per GPU)"),
                                 {ours, rules::gib(double(q.peakBytes))}});
    } else if (out.articleRow == "MoE 1000-GPU") {
        if (p.tp < 4)
            out.notes.push_back({"DecisionTree",
                                 QT_TRANSLATE_NOOP("DecisionTree", "the overview puts TP=4~8 under EP; DeepSeek-V3 trained "
                                                                   "with no TP at all (PP16 x EP64 x ZeRO-1 DP on 2,048 "
                                                                   "H800, DeepSeek-V3 report §3.2), and here %1 fits with "
                                                                   "the experts split by EP alone"),
                                 {ours}});
    }
}

} // namespace

DecisionResult decide(const Scenario& s)
{
    DecisionResult out;
    const ModelSpec& m = s.model;
    const int world = int(std::min<int64_t>(s.cluster.totalGpus(), int64_t(1) << 20));
    const int nodeGpus = std::max(1, s.cluster.gpusPerNode);
    const int domain = std::max(1, s.cluster.topology.nvlinkDomainGpus);
    const int tpNode = rules::validTensorParallel(m, std::min({8, std::max(nodeGpus, std::min(domain, 8)), world}));
    out.recompute = s.training.recompute;
    const double params = countParameters(m, 1).total();
    articleRow(m, params, out);

    // 1. Does it fit on one GPU (no parallelism at all)?
    const QuickEstimate single = quickEstimate(layout(s, 1, 1, 1, 0, false, 1));
    const double ratio = double(single.peakBytes) / double(single.capacityBytes);
    out.path.push_back({"fits_one_gpu", "does the model train on one GPU?", ratio, 1.0, ratio <= 1.0});

    std::vector<Trial> trials;
    auto finish = [&](DecisionLeaf leaf, const std::string& advice) {
        out.leaf = leaf;
        out.leafId = std::string(decisionLeafId(leaf));
        out.recommendation = advice;
        const Trial* chosen = best(trials);
        if (!chosen && out.recompute != Recompute::Full) {
            // Nothing fits with the scenario's recompute setting: try full recompute.
            for (Trial& t : trials) {
                t.scenario.training.recompute = Recompute::Full;
                t.estimate = quickEstimate(t.scenario);
            }
            chosen = best(trials);
            if (chosen) {
                out.recompute = Recompute::Full;
                out.notes.push_back({"DecisionTree", QT_TRANSLATE_NOOP("DecisionTree", "only fits with full recompute")});
            }
        }
        if (!chosen) {
            chosen = &*std::min_element(trials.begin(), trials.end(), [](const Trial& a, const Trial& b) {
                return a.estimate.peakBytes < b.estimate.peakBytes;
            });
            out.notes.push_back({"DecisionTree",
                                 QT_TRANSLATE_NOOP("DecisionTree", "no layout of this family fits %1 GPUs; the closest "
                                                                   "needs %2 per GPU"),
                                 {num(world), rules::gib(double(chosen->estimate.peakBytes))}});
        }
        out.recommended = chosen->scenario.parallel;
        out.recommendedFits = chosen->estimate.fits;
        out.recommendedTokensPerS = chosen->estimate.tokensPerS;
        out.recommendedPeakBytes = chosen->estimate.peakBytes;
        compareWithArticle(out, chosen->estimate, out);
        return out;
    };

    if (ratio <= 1.0) {
        for (int zero : {0, 1})
            trials.push_back(trial(layout(s, 1, 1, 1, zero, false)));
        return finish(DecisionLeaf::DataParallel,
                      "plain data parallelism: every GPU holds the whole model; add ZeRO-1 if the "
                      "optimizer state is the tight part");
    }

    // 2. MoE models split their experts first.
    out.path.push_back({"is_moe", "is it a mixture-of-experts model?", m.isMoe() ? 1.0 : 0.0, 1.0, m.isMoe()});
    if (m.isMoe()) {
        for (int tp = 1; tp <= tpNode; tp *= 2)
            for (int pp : divisors(m.layers)) {
                if (pp > 32 || world % (tp * pp) != 0)
                    continue;
                const int dp = world / (tp * pp); // what layout() fills in
                for (int ep : divisors(m.moe->experts))
                    if (ep > 1 && (tp * dp) % ep == 0)
                        trials.push_back(trial(layout(s, tp, pp, ep, 1, true)));
            }
        return finish(DecisionLeaf::ExpertParallel,
                      "expert parallelism splits the experts over the data-parallel ranks, TP and PP only "
                      "as far as attention and memory need; check the all-to-all bandwidth with nccl-tests first");
    }

    // 3. A gap of at most 2x: shard everything with ZeRO-3 / FSDP.
    out.path.push_back({"gap_at_most_2x", "is the memory gap at most 2x?", ratio, 2.0, ratio <= 2.0});
    if (ratio <= 2.0) {
        trials.push_back(trial(layout(s, 1, 1, 1, 3, false)));
        return finish(DecisionLeaf::ZeroSharding, "ZeRO-3 / FSDP over all GPUs: the simplest way to close a small gap");
    }

    // 4. Does it fit inside one node with tensor parallelism?
    const QuickEstimate node = quickEstimate(layout(s, tpNode, 1, 1, 1, true, nodeGpus / tpNode));
    const double nodeRatio = double(node.peakBytes) / double(node.capacityBytes);
    out.path.push_back({"fits_in_node", "does it fit in one node with TP = " + num(tpNode) + "?", nodeRatio, 1.0,
                        nodeRatio <= 1.0});
    if (nodeRatio <= 1.0) {
        for (int tp = 2; tp <= tpNode; tp *= 2)
            if (world % tp == 0 && m.heads % tp == 0 && m.kvHeads % tp == 0)
                trials.push_back(trial(layout(s, tp, 1, 1, 1, true)));
        if (trials.empty())
            trials.push_back(trial(layout(s, tpNode, 1, 1, 1, true)));
        return finish(DecisionLeaf::TensorInNode,
                      "tensor parallelism inside the node (NVLink), data parallelism across nodes with the "
                      "distributed optimizer");
    }

    // 5. It must cross nodes: TP inside the node, PP across nodes, DP for the rest.
    for (int pp : divisors(m.layers))
        if (pp >= 2 && pp <= 64 && world % (tpNode * pp) == 0)
            trials.push_back(trial(layout(s, tpNode, pp, 1, 1, true)));
    if (trials.empty())
        trials.push_back(trial(layout(s, tpNode, 2, 1, 1, true)));
    return finish(DecisionLeaf::PipelineAcrossNodes,
                  "tensor parallelism inside each node, pipeline stages across nodes (its traffic is small), "
                  "data parallelism for the remaining GPUs");
}

Scenario applyDecision(const Scenario& s, const DecisionResult& d)
{
    Scenario out = layout(s, d.recommended.tp, d.recommended.pp, d.recommended.ep, d.recommended.zeroStage,
                          d.recommended.sequenceParallel, d.recommended.dp);
    out.training.recompute = d.recompute;
    return out;
}

} // namespace shardscope
