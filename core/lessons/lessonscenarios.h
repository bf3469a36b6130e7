#pragma once

// The scenario-building language of the guided lessons: each lesson step starts from the
// user's scenario and reshapes it with these (a layout with DP filling the cluster, more
// nodes, a TP degree the model allows, pipeline stages until the model fits, ...). Plain
// C++ so the lessons' configurations can be built and checked without the GUI.

#include "core/model/scenario.h"

#include <cstdint>

namespace shardscope::lessons {

/** GPUs in the scenario's cluster. */
int64_t gpus(const Scenario& s);

/** The scenario on at least `nodes` nodes. */
Scenario onNodes(Scenario s, int nodes);

/** A TP degree the model allows, at most `limit`. */
int tpUpTo(const Scenario& s, int limit);

/** The largest TP degree the model allows inside one node, at most 8. */
int tpWithinNode(const Scenario& s);

/**
 * The split as given, DP filling the cluster, one sequence per micro-batch, and the global
 * batch rounded up to what the layout needs (a multiple of DP, and of DP x PP for
 * interleaving). EP and ETP are reset; SP is on whenever TP > 1.
 */
Scenario layout(Scenario s, int tp, int pp, int cp, int zero, PipelineSchedule schedule = PipelineSchedule::OneFOneB,
                int v = 1);

/** TP as given and pipeline stages doubled (up to 64) until the busiest GPU fits. */
Scenario deepenUntilFits(const Scenario& base, int tp);

/** The scenario with another ZeRO stage, nothing else changed. */
Scenario withZeroStage(Scenario s, int stage);

/** `m` micro-batches per step: the global batch set to m x DP. */
Scenario withMicrobatches(Scenario s, int64_t m);

/** The most interleaved chunks (at most `most`) that split the model's layers over `pp` stages evenly; 1 if none. */
int interleavedChunks(const Scenario& s, int pp, int most);

/**
 * The same GPUs in nodes of half the TP degree (at least one GPU each), each node its own
 * NVLink domain: every TP group then spans two nodes.
 */
Scenario nodesOfHalfTp(Scenario s);

/** The scenario's model if it is a mixture of experts, otherwise Mixtral 8x7B from the presets. */
Scenario withMoeModel(Scenario s);

/**
 * The largest EP degree up to `most` that divides both the expert count and TP x DP, with
 * expert TP 1 (EP re-splits the data-parallel ranks; it adds no GPUs).
 */
Scenario withExpertParallel(Scenario s, int most);

/**
 * `factor` times the nodes and DP at the same global batch; DP stays as it was when the batch
 * cannot split that far (the extra GPUs stay idle).
 */
Scenario scaledOut(const Scenario& base, int factor);

} // namespace shardscope::lessons
