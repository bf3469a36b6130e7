// `shardscope-cli search` and `shardscope-cli article-table`: the ranked configurations, the
// Pareto front, the scaling sweep and the seed article's table next to the search's best.

#include "commands.h"

#include "presetsource.h"

#include "core/io/inputerror.h"
#include "core/export/launchersupport.h"
#include "core/model/enumnames.h"
#include "core/model/fieldlimits.h"
#include "core/search/articletable.h"
#include "core/search/scalingsweep.h"
#include "core/search/search.h"
#include "core/search/searchspace.h"
#include "core/search/startingplan.h"
#include "core/text/reporttext.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>
#include <stdexcept>

namespace shardscope::cli {

namespace {

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

/** 1234567 -> "1,234,567" */
std::string grouped(double value)
{
    std::string digits = fixed(value, 0);
    const bool negative = !digits.empty() && digits[0] == '-';
    if (negative)
        digits.erase(0, 1);
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(size_t(i), 1, ','); // a char, not a literal: GCC 12 warns falsely (-Wrestrict) on that
    return negative ? "-" + digits : digits;
}

std::string gibText(int64_t bytes)
{
    return fixed(double(bytes) / double(int64_t(1) << 30), 1);
}

std::string pad(std::string text, size_t width, bool right = false)
{
    if (text.size() >= width)
        return text;
    return right ? std::string(width - text.size(), ' ') + text : text + std::string(width - text.size(), ' ');
}

nlohmann::json knobsJson(const SearchKnobs& k)
{
    return {{"tp", k.tp},
            {"pp", k.pp},
            {"dp", k.dp},
            {"cp", k.cp},
            {"ep", k.ep},
            {"etp", k.etp},
            {"sequence_parallel", k.sequenceParallel},
            {"zero_stage", k.zeroStage},
            {"schedule", std::string(toString(k.schedule))},
            {"virtual_stages", k.virtualStages},
            {"microbatch_group", k.microbatchGroup > 0 ? nlohmann::json(k.microbatchGroup) : nlohmann::json(nullptr)},
            {"micro_batch", k.microBatch},
            {"recompute", std::string(toString(k.recompute))},
            {"overlap_data_parallel", k.overlapDataParallel},
            {"overlap_tensor_parallel", k.overlapTensorParallel}};
}

/** The scenario's own plan (SearchResult::start): its figures, and its place or why it has none. */
nlohmann::json startJson(const StartingPlan& p)
{
    nlohmann::json j = {{"configuration", knobsJson(p.knobs)},
                        {"gpus", p.gpus},
                        {"tokens_per_s", p.tokensPerS},
                        {"step_s", p.stepS},
                        {"mfu", p.mfu},
                        {"peak_bytes", p.peakBytes},
                        {"standing", std::string(startStandingName(p.standing))},
                        {"near_best", p.nearBest}};
    if (p.rank > 0) {
        j["rank"] = p.rank;
        j["faster_plans"] = p.fasterPlans;
    }
    if (!p.refusedBy.empty())
        j["refused_by"] = p.refusedBy;
    return j;
}

nlohmann::json rankedJson(const RankedConfiguration& r)
{
    return {{"configuration", knobsJson(r.knobs)},
            {"tokens_per_s", r.tokensPerS},
            {"step_s", r.stepS},
            {"step_s_low", r.stepLowS},
            {"step_s_high", r.stepHighS},
            {"range_widened_for", bandWideningName(r.rangeWidenedFor)},
            {"range_widened_for_experts", r.rangeWidenedForExperts},
            {"range_widened_for_quantized_blackwell", r.rangeWidenedForQuantizedBlackwell},
            {"mfu", r.mfu},
            {"bubble_fraction", r.bubbleFraction},
            {"comm_share", r.commShare},
            {"peak_bytes", r.peakBytes},
            {"capacity_bytes", r.capacityBytes},
            {"headroom_bytes", r.headroomBytes()},
            {"warnings", r.warnings},
            {"closed_form_tokens_per_s", r.closedFormTokensPerS},
            {"launchers", launcherIds(r.launchers)},
            {"near_best", r.nearBest}};
}

nlohmann::json countsJson(const SearchCounts& c)
{
    return {{"enumerated", c.enumerated},
            {"pruned_by_rules", c.prunedByRules},
            {"pruned_by_memory", c.prunedByMemory},
            {"timed", c.timed},
            {"skipped_by_ceiling", c.bounded}};
}

/** "megatron,nemo2" (the CLI's short form of a launcher mask). */
std::string launcherColumn(LauncherMask mask)
{
    std::string text;
    for (const std::string& id : launcherIds(mask))
        text += (text.empty() ? "" : ",") + id;
    return text.empty() ? "-" : text;
}

void printRanked(const std::vector<RankedConfiguration>& list, bool numbered)
{
    // "≈": within the model's error of the best (SearchResult::tieThreshold). The range is
    // where measured steps of such plans fell ("+": widened for CP or scale, see the legend).
    std::cout << (numbered ? "   #" : "    ") << "  " << pad("tokens/s", 14, true) << pad("MFU", 8, true)
              << pad("step s", 9, true) << pad("range s", 14, true) << pad("peak GiB", 10, true) << pad("free GiB", 10, true) << "  "
              << pad("launchers", 28) << "  configuration\n";
    int rank = 0;
    for (const RankedConfiguration& r : list) {
        ++rank;
        std::cout << (numbered ? pad(std::to_string(rank), 4, true) : std::string(4, ' ')) << (r.nearBest ? " \u2248" : "  ")
                  << pad(grouped(r.tokensPerS), 14, true) << pad(fixed(100 * r.mfu, 1) + "%", 8, true)
                  << pad(fixed(r.stepS, 3), 9, true)
                  << pad(fixed(r.stepLowS, 2) + "-" + fixed(r.stepHighS, 2) + (r.rangeWidened() ? "+" : " "), 14, true)
                  << pad(gibText(r.peakBytes), 10, true)
                  << pad(gibText(r.headroomBytes()), 10, true) << "  " << pad(launcherColumn(r.launchers), 28) << "  "
                  << describeKnobs(r.knobs);
        if (!r.warnings.empty()) {
            std::cout << "  [";
            for (size_t i = 0; i < r.warnings.size(); ++i)
                std::cout << (i ? ", " : "") << r.warnings[i];
            std::cout << "]";
        }
        std::cout << "\n";
    }
}

/** The option's value within [min, max], the bounds the window's search panel has too. */
void checkRange(const char* option, int64_t value, int64_t min, int64_t max, const char* why = "")
{
    if (value < min || value > max)
        throw InputError(option, "must be from " + std::to_string(min) + " to " + std::to_string(max) + why +
                                     ", got " + std::to_string(value));
}

SearchOptions searchOptions(const SearchCommandOptions& c)
{
    checkRange("--top", c.top, 1, kMaxSearchTop);
    checkRange("--gpus", c.gpus, 0, kMaxSearchGpus, " (0: the whole cluster; the largest world size)");
    checkRange("--max-micro-batch", c.maxMicroBatch, 1, kMaxSearchMicroBatch);
    checkRange("--threads", c.threads, 0, kMaxSearchThreads, " (0: one per hardware thread)");
    checkRange("--max-virtual-stages", c.maxVirtualStages, 0, limits::kMaxVirtualStages,
               " (0: every count the layers allow)");
    SearchOptions o;
    o.maxVirtualStages = c.maxVirtualStages;
    if (!c.launchers.empty()) {
        o.launchers = 0;
        for (const std::string& id : c.launchers) {
            if (id == "slurm")
                throw InputError("--launcher", "\"slurm\" wraps Megatron-LM and runs what it runs: use --launcher megatron");
            const std::optional<Launcher> l = launcherById(id);
            if (!l)
                throw InputError("--launcher", "unknown launcher \"" + id + "\" (known: " + knownLauncherIds() + ")");
            o.launchers |= launcherBit(*l);
        }
    }
    o.topN = c.top;
    o.gpus = c.gpus;
    o.maxMicroBatch = c.maxMicroBatch;
    o.threads = c.threads;
    o.keepPoints = false;
    return o;
}

int runSweep(const Scenario& scenario, const SearchOptions& options, bool json)
{
    // Up to --gpus: the cluster with as many nodes as that needs (the last size of the sweep).
    const Scenario base = searchBase(scenario, options.gpus);
    const ScalingSweep sweep = runScalingSweep(base, options);
    if (json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const ScalingRow& r : sweep.rows) {
            nlohmann::json row = {{"gpus", r.gpus}, {"feasible", r.feasible}, {"counts", countsJson(r.counts)}};
            if (r.feasible) {
                row["best"] = rankedJson(r.best);
                row["tokens_per_s"] = r.tokensPerS;
                row["tokens_per_s_per_gpu"] = r.tokensPerSPerGpu;
                row["speedup"] = r.speedup;
                row["efficiency"] = r.efficiency;
            }
            rows.push_back(row);
        }
        std::cout << nlohmann::json{{"global_batch", scenario.training.globalBatch},
                                    {"seq_length", scenario.training.seqLength},
                                    {"rows", rows},
                                    {"wall_s", sweep.wallS}}
                         .dump(2)
                  << "\n";
        return 0;
    }
    std::cout << "Scaling sweep for " << scenario.model.name << " at a global batch of "
              << grouped(double(scenario.training.globalBatch)) << " x " << grouped(double(scenario.training.seqLength))
              << " tokens (best configuration at each size)\n";
    std::cout << pad("GPUs", 8, true) << pad("tokens/s", 14, true) << pad("per GPU", 10, true)
              << pad("speedup", 9, true) << pad("efficiency", 12, true) << "  best configuration\n";
    for (const ScalingRow& r : sweep.rows) {
        std::cout << pad(grouped(double(r.gpus)), 8, true);
        if (!r.feasible) {
            std::cout << "  nothing fits\n";
            continue;
        }
        std::cout << pad(grouped(r.tokensPerS), 14, true) << pad(grouped(r.tokensPerSPerGpu), 10, true)
                  << pad(fixed(r.speedup, 2) + "x", 9, true) << pad(fixed(100 * r.efficiency, 1) + "%", 12, true)
                  << "  " << describeKnobs(r.best.knobs) << "\n";
    }
    std::cout << "(" << fixed(sweep.wallS, 2) << " s)\n";
    return 0;
}

} // namespace

int runSearchCommand(const CommonOptions& common, const std::string& file, const SearchCommandOptions& c)
{
    const Scenario scenario = loadScenario(common, file);
    const SearchOptions options = searchOptions(c);
    if (c.sweep)
        return runSweep(scenario, options, c.json);
    SearchResult result;
    try {
        result = runSearch(scenario, options);
    } catch (const std::invalid_argument& e) {
        throw InputError("search", e.what());
    }
    const SearchCounts& n = result.counts;
    if (c.json) {
        nlohmann::json top = nlohmann::json::array(), pareto = nlohmann::json::array();
        for (const RankedConfiguration& r : result.top)
            top.push_back(rankedJson(r));
        for (const RankedConfiguration& r : result.pareto)
            pareto.push_back(rankedJson(r));
        nlohmann::json out = countsJson(n);
        out["gpus"] = result.gpus;
        out["global_batch"] = scenario.training.globalBatch;
        out["seq_length"] = scenario.training.seqLength;
        out["capacity_bytes"] = result.capacityBytes;
        out["threads"] = result.threads;
        out["wall_s"] = result.wallS;
        out["launchers"] = launcherIds(options.launchers);
        out["model_error"] = result.tieThreshold;
        out["top"] = top;
        out["pareto"] = pareto;
        out["start"] = startJson(result.start);
        std::cout << out.dump(2) << "\n";
        return result.top.empty() ? 1 : 0;
    }
    std::cout << "Search: " << scenario.model.name << " on " << grouped(double(result.gpus)) << " x "
              << scenario.cluster.gpu.name << ", global batch " << grouped(double(scenario.training.globalBatch))
              << " x " << grouped(double(scenario.training.seqLength)) << " tokens\n";
    std::cout << grouped(double(n.enumerated)) << " configurations enumerated: " << grouped(double(n.prunedByRules))
              << " pruned by launcher rules, " << grouped(double(n.prunedByMemory)) << " by memory, "
              << grouped(double(n.timed)) << " fit";
    if (n.bounded > 0)
        std::cout << " (" << grouped(double(n.bounded)) << " of them not timed in full: their best case reaches no result)";
    std::cout << "; " << fixed(result.wallS, 3) << " s on " << result.threads
              << (result.threads == 1 ? " thread\n" : " threads\n");
    std::cout << startingPlanText(result).english() << "\n";
    if (result.top.empty()) {
        const int perNode = std::max(1, scenario.cluster.gpusPerNode);
        if (result.gpus > perNode && result.gpus % perNode != 0)
            std::cout << "No launcher starts " << result.gpus << " GPUs on " << perNode
                      << "-GPU nodes: torchrun starts the same number of processes on every node.\n";
        else if (options.launchers != kAnyLauncher)
            std::cout << "No configuration that " << describeLaunchers(options.launchers)
                      << " runs as planned fits: another launcher, more GPUs, GPUs with more memory, or a smaller "
                         "global batch.\n";
        else
            std::cout << "No configuration fits: more GPUs, GPUs with more memory, or a smaller global batch.\n";
        return 1;
    }
    std::cout << "\nTop " << result.top.size() << " by tokens per second (ties: more free memory); launchers: "
              << (options.launchers == kAnyLauncher ? std::string("any") : describeLaunchers(options.launchers))
              << "; \u2248 within the " << (result.tieThreshold == kModelThroughputError ? "model's" : "calibrated profile's")
              << " error (" << fixed(100 * result.tieThreshold, 1) << " %) of the best:\n";
    printRanked(result.top, true);
    std::cout << "\nPareto front, throughput against free memory (" << result.pareto.size() << "):\n";
    printRanked(result.pareto, false);
    const auto widened = [](const RankedConfiguration& r) { return r.rangeWidened(); };
    if (std::any_of(result.top.begin(), result.top.end(), widened) ||
        std::any_of(result.pareto.begin(), result.pareto.end(), widened))
        std::cout << "\nrange: where measured steps of such plans fell around the estimate; \"+\": widened for "
                     "context parallelism, for more than "
                  << kLargestCheckedWorldSize
                  << " GPUs, for a mixture of experts or for a low-precision recipe on Blackwell GPUs, where the "
                     "public runs fell farther from the estimate (the ranking uses the estimate)\n";
    return 0;
}

int runArticleTable(const CommonOptions& common, bool json)
{
    const PresetLibrary presets = loadPresets(common.presetDirectories);
    nlohmann::json rows = nlohmann::json::array();
    if (!json)
        std::cout << "The seed article's typical configurations (§3) against the search's best at the same size\n";
    for (const ArticleRow& row : articleRows()) {
        const ArticleComparison c = compareArticleRow(row, presets);
        const Report& r = c.articleReport;
        if (json) {
            nlohmann::json j = {{"row", row.label},
                                {"article_layout", row.articleLayout},
                                {"article_gpus", row.articleGpus},
                                {"model", c.articleScenario.model.name},
                                {"gpus", c.articleScenario.cluster.totalGpus()},
                                {"seq_length", row.seqLength},
                                {"global_batch", row.globalBatch},
                                {"batch_source", row.batchSource},
                                {"article", {{"configuration", knobsJson(row.layout)},
                                             {"feasible", c.articleFeasible},
                                             {"why_not", c.why},
                                             {"tokens_per_s", r.step.tokensPerS},
                                             {"mfu", r.step.mfu},
                                             {"peak_bytes", r.memory.peakBytes}}}};
            if (c.searchFound)
                j["best"] = rankedJson(c.best);
            rows.push_back(j);
            continue;
        }
        std::cout << "\n" << row.label << " (article: " << row.articleLayout << ", " << row.articleGpus << " GPUs) — "
                  << c.articleScenario.model.name << " on " << grouped(double(c.articleScenario.cluster.totalGpus()))
                  << " x " << c.articleScenario.cluster.gpu.name << ", " << grouped(double(row.globalBatch)) << " x "
                  << grouped(double(row.seqLength)) << " tokens\n";
        std::cout << "  article: " << describeKnobs(row.layout) << "\n           ";
        if (c.articleFeasible)
            std::cout << grouped(r.step.tokensPerS) << " tokens/s, MFU " << fixed(100 * r.step.mfu, 1) << "%, peak "
                      << gibText(r.memory.peakBytes) << " GiB\n";
        else
            std::cout << "does not run: " << c.why << "\n";
        if (c.searchFound)
            std::cout << "  search:  " << describeKnobs(c.best.knobs) << "\n           " << grouped(c.best.tokensPerS)
                      << " tokens/s, MFU " << fixed(100 * c.best.mfu, 1) << "%, peak " << gibText(c.best.peakBytes)
                      << " GiB\n";
        else
            std::cout << "  search:  nothing fits\n";
    }
    if (json)
        std::cout << nlohmann::json{{"rows", rows}}.dump(2) << "\n";
    return 0;
}

} // namespace shardscope::cli
