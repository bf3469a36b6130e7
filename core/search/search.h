#pragma once

#include "searchtypes.h"

#include <atomic>
#include <functional>

namespace shardscope {

/** Cancellation and progress for a running search; both optional. */
struct SearchControl
{
    const std::atomic<bool>* cancel = nullptr;
    /** Called on the thread that called runSearch(), about every `progressIntervalS`. */
    std::function<void(const SearchProgress&)> progress;
    double progressIntervalS = 0.05;
};

/**
 * Search every configuration of the scenario's model on `options.gpus` GPUs (all of the
 * cluster by default) at the scenario's global batch: prune by the launchers' divisibility
 * rules and by memory, time the rest with the closed-form path on a pool of worker threads,
 * keep the Top-N by tokens per second (ties: memory headroom) and the Pareto front of
 * throughput against headroom. The ranked configurations are then re-estimated through
 * analyse(), so their figures are the full path's, and any with an error diagnostic is
 * dropped. Throws std::invalid_argument for unusable options.
 */
SearchResult runSearch(const Scenario& scenario, const SearchOptions& options, const SearchControl& control = {});

/** The figures of the full estimate path for one configuration (what the ranking reports). */
RankedConfiguration rankConfiguration(const Scenario& base, const SearchKnobs& knobs);

} // namespace shardscope
