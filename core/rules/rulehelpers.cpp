#include "rulehelpers.h"

#include "fixes.h"

#include "core/estimate/bytes.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace shardscope::rules {

Diagnostic& Sink::add(DiagnosticCode code, std::string message)
{
    return add(code, diagnosticRow(code).severity, std::move(message));
}

Diagnostic& Sink::add(DiagnosticCode code, Severity severity, std::string message)
{
    const DiagnosticRow& row = diagnosticRow(code);
    if (severity != row.severity && severity != row.worst)
        throw std::logic_error(std::string(row.key) + ": raised at a severity its row does not allow");
    Diagnostic d;
    d.code = row.key;
    d.severity = severity;
    d.message = std::move(message);
    d.fields = row.fieldPaths();
    m_out.push_back(std::move(d));
    return m_out.back();
}

bool Sink::has(DiagnosticCode code) const
{
    const std::string_view key = diagnosticRow(code).key;
    return std::any_of(m_out.begin(), m_out.end(), [&](const Diagnostic& d) { return d.code == key; });
}

std::string num(int64_t n) { return std::to_string(n); }

std::string gib(double bytes)
{
    // To the hundredth, trailing zeros dropped, as the window writes memory weighed against a
    // GPU's capacity (79.65 GiB, 40 GiB): one figure for the capacity everywhere.
    char text[40];
    std::snprintf(text, sizeof text, "%.2f", bytes / kGiB);
    std::string out = text;
    if (out.find('.') != std::string::npos) {
        while (out.back() == '0')
            out.pop_back();
        if (out.back() == '.')
            out.pop_back();
    }
    return out + " GiB";
}

std::string percent(double fraction)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.0f %%", 100.0 * fraction);
    return text;
}

std::string factor(double x)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", x);
    return text;
}

int largestPowerOfTwoDivisor(int value, int limit)
{
    int best = 1;
    for (int d = 2; d <= limit; d *= 2)
        if (value % d == 0)
            best = d;
    return best;
}

std::vector<int> divisors(int n)
{
    std::vector<int> out;
    for (int d = 1; d <= n; ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

int nearestDivisor(int n, int target)
{
    int best = 1;
    for (int d : divisors(std::max(n, 1)))
        if (std::abs(d - target) < std::abs(best - target))
            best = d;
    return best;
}

int validTensorParallel(const ModelSpec& m, int limit)
{
    int best = 1;
    for (int tp = 2; tp <= limit; tp *= 2) {
        const bool ok = m.heads % tp == 0 && m.kvHeads % tp == 0 && m.ffnHidden % tp == 0;
        if (ok)
            best = tp;
    }
    return best;
}

/**
 * The TP nearest today's that the model's shapes allow (heads, KV heads, FFN, and
 * `alsoDivides` when above 0: the tokens a sequence-parallel rank splits) among those that
 * divide the NVLink domain (so no group straddles two): one whose plan fits first (probe, DP retargeted as retargetTensorParallel() does),
 * then the nearer by factor, then the larger. 0 when none does. Every rule whose fix is a TP
 * asks this, so two cards never suggest two different TPs.
 */
double factorDistance(double value, double today)
{
    return std::abs(std::log2(std::max(value, 1e-300) / std::max(today, 1e-300)));
}

int nearestTensorParallel(const Scenario& s, const PlanProbe& probe, int64_t alsoDivides)
{
    const ModelSpec& m = s.model;
    const int today = std::max(1, s.parallel.tp);
    const int domain = std::max(1, s.cluster.topology.nvlinkDomainGpus);
    int best = 0;
    std::tuple<bool, double, int> bestKey{true, 0.0, 0};
    for (int t = 1; t <= domain; ++t) {
        const bool shapes = m.heads % t == 0 && (m.mla || m.kvHeads % t == 0) && m.ffnHidden % t == 0 &&
                            (alsoDivides <= 0 || alsoDivides % t == 0) && domain % t == 0;
        if (!shapes || t == today)
            continue;
        const bool fits = probe(applyChanges(s, retargetTensorParallel(s, t))).fits;
        const std::tuple<bool, double, int> key{!fits, factorDistance(t, today), -t};
        if (best == 0 || key < bestKey) {
            best = t;
            bestKey = key;
        }
    }
    return best;
}

std::vector<FixChange> retargetTensorParallel(const Scenario& s, int tp)
{
    std::vector<FixChange> changes{{"parallel.tp", double(tp)}};
    // DP candidates: keep the world size, or fill the cluster with whole replicas. Prefer one
    // that divides the batch, then the one that uses more of the cluster without exceeding it.
    const int64_t world = s.parallel.worldSize();
    const int64_t cluster = s.cluster.totalGpus();
    const int64_t rest = int64_t(tp) * s.parallel.pp * s.parallel.cp;
    std::vector<int64_t> candidates;
    if (rest > 0 && world % rest == 0)
        candidates.push_back(world / rest);
    if (rest > 0 && cluster >= rest)
        candidates.push_back(cluster / rest);
    const auto score = [&](int64_t dp) {
        const int64_t perStep = s.training.microBatch * dp;
        const bool divides = perStep > 0 && s.training.globalBatch % perStep == 0;
        const int64_t used = rest * dp;
        return std::pair<bool, int64_t>{divides, used <= cluster ? used : -used};
    };
    if (!candidates.empty()) {
        const int64_t best = *std::max_element(candidates.begin(), candidates.end(),
                                               [&](int64_t a, int64_t b) { return score(a) < score(b); });
        if (best != s.parallel.dp)
            changes.push_back({"parallel.dp", double(best)});
    }
    if (tp == 1 && s.parallel.sequenceParallel)
        changes.push_back({"parallel.sequence_parallel", false});
    return changes;
}

} // namespace shardscope::rules
