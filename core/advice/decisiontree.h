#pragma once

// Advice, not a rule: the seed article's selection tree, each question answered and each
// starting layout checked with the closed-form quick estimate. Its layouts take their
// couplings (SP with TP, DP filling the cluster, one virtual stage for 1F1B) from normalise().

#include "core/model/scenario.h"
#include "core/text/translatable.h"

#include <string>
#include <vector>

namespace shardscope {

/** The five outcomes of the selection tree (seed article §5). */
enum class DecisionLeaf { DataParallel, ZeroSharding, TensorInNode, PipelineAcrossNodes, ExpertParallel };

/** One question of the tree with the live number that answered it. */
struct DecisionStep
{
    std::string id;        ///< "fits_one_gpu", "is_moe", "gap_at_most_2x", "fits_in_node"
    std::string question;  ///< English, for the CLI (the GUI translates by id)
    double value = 0;      ///< e.g. memory needed / GPU memory
    double threshold = 0;
    bool answer = false;
};

/** The path taken, the leaf, and the starting configuration it recommends. */
struct DecisionResult
{
    std::vector<DecisionStep> path;
    DecisionLeaf leaf = DecisionLeaf::DataParallel;
    std::string leafId;          ///< "data-parallel", "zero-sharding", ...
    std::string recommendation;  ///< English summary of the leaf's advice
    ParallelConfig recommended;  ///< on the scenario's cluster
    Recompute recompute = Recompute::Selective;
    bool recommendedFits = false;
    double recommendedTokensPerS = 0;
    int64_t recommendedPeakBytes = 0;
    std::string articleRow;      ///< the article's table row for this model size, if any
    TranslatableText articleConfig; ///< what that row recommends (English: .english())
    std::vector<TranslatableText> notes; ///< where the sources and the article disagree
};

/** The section of the overview (core/advice/seedarticle.h) whose tree decide() follows. */
inline constexpr std::string_view kDecisionTreeSection = "5";

/** The translation context of the notes and the article's configurations. */
inline constexpr const char* kDecisionTreeTextContext = "DecisionTree";

std::string_view decisionLeafId(DecisionLeaf leaf);

/**
 * Runs the article's selection tree for the scenario's model, cluster and training settings
 * (its parallel layout is ignored): fits on one GPU? -> data parallelism; MoE? -> expert
 * parallelism; gap <= 2x? -> ZeRO-3/FSDP; fits in a node with TP? -> TP inside the node;
 * otherwise TP inside the node and PP across nodes. Every answer comes from ShardScope's
 * memory estimate, and the recommended start is checked with the closed-form estimate.
 */
DecisionResult decide(const Scenario& scenario);

/** A scenario with the recommended configuration applied. */
Scenario applyDecision(const Scenario& scenario, const DecisionResult& decision);

} // namespace shardscope
