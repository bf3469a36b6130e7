// Where the scenario's own plan stands against the plans a search ranks (SearchResult::start).
#pragma once

#include "searchspace.h"
#include "searchtypes.h"

#include <limits>

namespace shardscope {

/** The scenario's plan before the walk, and the throughput above which the walk counts plans. */
struct StartPlacement
{
    StartingPlan plan;
    /// Searched: the closed-form tokens/s of the plan (the walk counts the fitting plans
    /// above it, and times in full every plan whose ceiling lies above it); else +inf.
    double countAbove = std::numeric_limits<double>::infinity();
};

/**
 * The scenario as it is, through the full estimate (the figures the window shows), and why
 * the search cannot rank it if it cannot: another GPU count, an error rule, memory, no
 * launcher asked for running it as planned, a setting outside `space`, or settings the search
 * does not vary that differ from its base (its figures then differ from the search's plan
 * with the same knobs).
 */
StartPlacement placeStartingPlan(const Scenario& scenario, const SearchSpace& space, const SearchOptions& options,
                                 int64_t gpus);

/** Whether the search places the plan among those that fit (StartingPlan::rank): a plan it
 * walked, and one no launcher asked for runs or with a setting outside the space (where it
 * would stand). Not one whose other settings differ: the closed form the walk ranks by can
 * move the other way than its full estimate there. */
bool placedAmongThePlans(StartStanding standing);

/** After the ranking: a searched plan's place (its row when it is in the top) and whether
 * it is as good as the best ranked plan to the model (the result's tie threshold). */
void finishStartingPlan(StartingPlan& plan, const SearchResult& result);

/**
 * One or two sentences on the starting plan for the CLI and the window: its place among the
 * fitting plans, or its figures against the best ranked plan and why the search does not rank
 * it. Empty for a cancelled search.
 */
TranslatableText startingPlanText(const SearchResult& result);

} // namespace shardscope
