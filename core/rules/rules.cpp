#include "rules.h"

#include "fixes.h"
#include "rulehelpers.h"
#include "rulesets.h"

#include <algorithm>

namespace shardscope {

bool hasErrors(const std::vector<Diagnostic>& diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

std::vector<Diagnostic> checkRules(const Scenario& s, const Report& r, const PlanProbe& probe)
{
    rules::Sink out;
    rules::checkLayoutRules(s, r, probe, out);
    rules::checkRecomputeRules(s, out);
    rules::checkPerformanceRules(s, r, probe, out);
    auto diagnostics = out.take();
    dropChangesThatChangeNothing(s, diagnostics);
    // Errors first, then warnings, then information; stable within a severity.
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.severity > b.severity; });
    return diagnostics;
}

} // namespace shardscope
