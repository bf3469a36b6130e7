#include "startingplan.h"

#include "core/analysis/analyse.h"
#include "core/estimate/quickestimate.h"
#include "core/rules/rules.h"
#include "search.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <string>

namespace shardscope {

namespace {

bool sameFigures(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

StartPlacement placeStartingPlan(const Scenario& scenario, const SearchSpace& space, const SearchOptions& options,
                                 int64_t gpus)
{
    StartPlacement out;
    StartingPlan& p = out.plan;
    p.knobs = knobsOf(scenario);
    p.gpus = scenario.parallel.worldSize();
    Report report;
    try {
        report = analyse(scenario, EstimateOptions{.keepTimeline = false});
    } catch (const std::exception& e) { // a plan the estimate cannot take (the search still can)
        p.standing = StartStanding::Refused;
        p.refusedBy = e.what();
        return out;
    }
    p.tokensPerS = report.step.tokensPerS;
    p.stepS = report.step.timeS;
    p.mfu = report.step.mfu;
    p.peakBytes = report.memory.peakBytes;
    if (p.gpus != gpus) {
        p.standing = StartStanding::OtherGpuCount;
        return out;
    }
    for (const Diagnostic& d : report.diagnostics) {
        if (d.severity != Severity::Error)
            continue;
        p.standing = d.code == "memory.over_capacity" ? StartStanding::DoesNotFit : StartStanding::Refused;
        p.refusedBy = d.code;
        if (p.standing == StartStanding::Refused)
            return out; // a rule before memory: the rule is what stops it
    }
    if (p.standing == StartStanding::DoesNotFit)
        return out;
    // A plan that runs but is not ranked is still placed: where its closed-form figure would
    // fall among the plans that fit.
    const auto countAboveItself = [&](const Scenario& plan) {
        try {
            out.countAbove = quickEstimate(plan).tokensPerS * (1.0 + 1e-9);
        } catch (const std::exception&) {
            p.fasterPlans = -1; // not placed (finishStartingPlan())
        }
        return out;
    };
    if ((LauncherSupport(scenario).accepting(scenario) & options.launchers) == 0) {
        p.standing = StartStanding::NoLauncher;
        return countAboveItself(scenario);
    }
    if (!space.walks(p.knobs, SearchSpace::searchesDeepSpeedZero3(space.base(), options.launchers))) {
        p.standing = StartStanding::OutsideSpace;
        return countAboveItself(scenario);
    }
    // The search's plan with these knobs keeps the search base's other settings (an even
    // layer split, uniform recompute of single layers): the scenario is that plan only if
    // the full estimate gives both the same figures.
    const RankedConfiguration same = rankConfiguration(space.base(), p.knobs);
    if (!sameFigures(same.tokensPerS, p.tokensPerS) || same.peakBytes != p.peakBytes) {
        // Not placed: the closed form the walk ranks by can move the other way than the full
        // estimate for settings it does not vary (an uneven split), so its place could
        // contradict its figures.
        p.standing = StartStanding::OtherSettings;
        return out;
    }
    return countAboveItself(applyKnobs(space.base(), p.knobs));
}

bool placedAmongThePlans(StartStanding standing)
{
    return standing == StartStanding::Searched || standing == StartStanding::NoLauncher ||
           standing == StartStanding::OutsideSpace;
}

namespace {

/** 1234567 -> "1,234,567" */
std::string groupedInteger(double value)
{
    std::string digits = std::to_string(int64_t(std::llround(value)));
    const size_t first = digits[0] == '-' ? 1 : 0;
    for (int i = int(digits.size()) - 3; i > int(first); i -= 3)
        digits.insert(size_t(i), 1, ',');
    return digits;
}

/** "+47.5 %", "−8.3 %" */
std::string signedPercent(double share)
{
    char text[32];
    std::snprintf(text, sizeof text, "%+.1f %%", 100 * share);
    std::string out = text;
    if (out[0] == '-')
        out.replace(0, 1, "\u2212");
    return out;
}

constexpr const char* kCtx = "StartingPlan";

} // namespace

TranslatableText startingPlanText(const SearchResult& result)
{
    TranslatableText text;
    const StartingPlan& p = result.start;
    if (result.cancelled || p.gpus == 0)
        return text;
    const double best = result.top.empty() ? 0.0 : result.top.front().tokensPerS;
    const std::string tokens = groupedInteger(p.tokensPerS);
    const std::string vsBest = best > 0 ? signedPercent(p.tokensPerS / best - 1) : std::string();
    if (p.standing == StartStanding::Searched) {
        const std::string rank = groupedInteger(double(p.rank)), fit = groupedInteger(double(result.counts.timed));
        if (p.rank <= 1 || best <= 0)
            text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan", "Your plan ranks #%1 of the %2 that fit: %3 tokens/s."),
                     {rank, fit, tokens});
        else if (p.nearBest)
            text.add(kCtx,
                     QT_TRANSLATE_NOOP("StartingPlan", "Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against "
                                                       "the best (within the model's error of it)."),
                     {rank, fit, tokens, vsBest});
        else
            text.add(kCtx,
                     QT_TRANSLATE_NOOP("StartingPlan",
                                       "Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against the best."),
                     {rank, fit, tokens, vsBest});
        return text;
    }
    if (best > 0 && p.rank > 0 && placedAmongThePlans(p.standing))
        text.add(kCtx,
                 QT_TRANSLATE_NOOP("StartingPlan",
                                   "Your plan: %1 tokens/s, %2 against the best ranked plan, where it would rank #%3; "),
                 {tokens, vsBest, groupedInteger(double(p.rank))});
    else if (best > 0)
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan", "Your plan: %1 tokens/s, %2 against the best ranked plan; "),
                 {tokens, vsBest});
    else
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan", "Your plan: %1 tokens/s; "), {tokens});
    switch (p.standing) {
    case StartStanding::Searched: break;
    case StartStanding::OtherGpuCount:
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan", "it uses %1 GPUs, the search %2."),
                 {groupedInteger(double(p.gpus)), groupedInteger(double(result.gpus))});
        break;
    case StartStanding::Refused:
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan", "not ranked: the rule %1 refuses it."), {p.refusedBy});
        break;
    case StartStanding::DoesNotFit:
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan", "not ranked: it does not fit in memory."));
        break;
    case StartStanding::NoLauncher:
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan",
                                         "not ranked: no launcher asked for runs it as planned, and the search ranks "
                                         "only plans one of them runs (Export says what each would change)."));
        break;
    case StartStanding::OutsideSpace:
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan",
                                         "not ranked: one of its settings is not among those the search tries (a "
                                         "micro-batch above the largest tried, a micro-batch group, a virtual-stage "
                                         "count above the cap)."));
        break;
    case StartStanding::OtherSettings:
        text.add(kCtx, QT_TRANSLATE_NOOP("StartingPlan",
                                         "not ranked: settings the search keeps even (its layer split, recompute of "
                                         "several layers at a time) are not the search's, so its figures differ."));
        break;
    }
    return text;
}

void finishStartingPlan(StartingPlan& plan, const SearchResult& result)
{
    const double best = result.top.empty() ? 0.0 : result.top.front().tokensPerS;
    plan.nearBest = best > 0 && plan.tokensPerS >= (1.0 - result.tieThreshold) * best;
    if (!placedAmongThePlans(plan.standing) || plan.fasterPlans < 0) {
        plan.fasterPlans = 0;
        plan.rank = 0;
        return;
    }
    plan.rank = plan.fasterPlans + 1;
    if (plan.standing != StartStanding::Searched) {
        // Where it would stand, kept true to the rows shown: among them by its full estimate
        // (the rows' figures), below them by the count.
        const auto faster = std::count_if(result.top.begin(), result.top.end(), [&](const RankedConfiguration& r) {
            return r.tokensPerS > plan.tokensPerS;
        });
        plan.rank = size_t(faster) < result.top.size() ? int64_t(faster) + 1
                                                        : std::max<int64_t>(plan.rank, int64_t(result.top.size()) + 1);
        return;
    }
    for (size_t i = 0; i < result.top.size(); ++i)
        if (result.top[i].knobs == plan.knobs) {
            plan.rank = int64_t(i) + 1;
            return;
        }
    // Not in the top the full path re-ranked: it ranks below every row of it.
    plan.rank = std::max<int64_t>(plan.rank, int64_t(result.top.size()) + 1);
}

} // namespace shardscope
