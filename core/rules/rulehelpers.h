#pragma once

// Shared by the rule files: collecting diagnostics, English number formatting, and the
// neighbouring configurations fixes point to. Internal to core/rules.

#include "diagnostictable.h"
#include "core/estimate/report.h"
#include "core/model/scenario.h"
#include "planprobe.h"

#include <string>
#include <vector>

namespace shardscope::rules {

/**
 * Collects diagnostics in the order rules add them. The code, its severity and the settings
 * it marks come from the diagnostics table; a rule that escalates (pipeline.layers_not_divisible)
 * passes the severity, which must be one its row allows.
 */
class Sink
{
public:
    Diagnostic& add(DiagnosticCode code, std::string message);
    Diagnostic& add(DiagnosticCode code, Severity severity, std::string message);
    std::vector<Diagnostic> take() { return std::move(m_out); }
    bool has(DiagnosticCode code) const;

private:
    std::vector<Diagnostic> m_out;
};

std::string num(int64_t n);
std::string gib(double bytes);
std::string percent(double fraction);
/** A multiplier as people write it: "1.25", "1.2", "2". */
std::string factor(double x);

/** Largest power of two <= limit that divides `value` (1 if none). */
int largestPowerOfTwoDivisor(int value, int limit);
/** Divisors of n in ascending order. */
std::vector<int> divisors(int n);
/** The divisor of n closest to `target` (ties: the smaller). */
int nearestDivisor(int n, int target);

/** A tensor-parallel degree <= limit that the model's shapes allow (heads, KV heads, FFN). */
int validTensorParallel(const ModelSpec& model, int limit);

/** How far `value` is from `today` by factor (|log2 value/today|): 2 and 8 are both 1 from 4. */
double factorDistance(double value, double today);

/**
 * The TP nearest today's that the model's shapes allow (heads, KV heads, FFN, and
 * `alsoDivides` when above 0) among those that divide the NVLink domain: one whose plan fits
 * first (probe), then the nearer by factor, then the larger; 0 when none. Every rule whose fix
 * is a TP asks this, so two cards never suggest two different TPs.
 */
int nearestTensorParallel(const Scenario& s, const PlanProbe& probe, int64_t alsoDivides = 0);

/** Changes that set TP to `tp` and scale DP to keep the world size (or, when it cannot, to fill
 * the cluster with whole replicas), and turn SP off at tp 1. */
std::vector<FixChange> retargetTensorParallel(const Scenario& s, int tp);

} // namespace shardscope::rules
