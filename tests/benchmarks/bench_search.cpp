// Prints, for the three search cases of issue 7, the size of the space, how much of it was
// pruned by the launcher rules and by memory, how many configurations were timed, the
// evaluation rate and the wall time of one full search (Top-10, Pareto front, points kept),
// and the best configuration. Run from the build tree; figures are JSON lines.
//
//   build/tests/benchmarks/bench_search [REPEATS [LABEL-PART]]   e.g. 3 405B

#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/search/search.h"
#include "core/platform/heapretention.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

using namespace shardscope;

int main(int argc, char** argv)
{
    shardscope::keepFreedHeapForReuse();
    const std::string data = SHARDSCOPE_TEST_DATA;
    struct Case
    {
        const char* label;
        const char* file;
    };
    const std::vector<Case> cases = {
        {"GPT 22B on 64 A100, global batch 64", "/search/gpt-22b-64-a100.shardscope.json"},
        {"Llama 3.1 405B on 16,384 H100, global batch 2,048", "/search/llama-3.1-405b-16384-h100.shardscope.json"},
        {"DeepSeek-V3 on 2,048 H800, global batch 15,360 x 4,096", "/search/deepseek-v3-2048-h800.shardscope.json"},
    };
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    const std::string only = argc > 2 ? argv[2] : ""; // run only the cases whose label holds this
    for (const Case& c : cases) {
        if (!only.empty() && std::string(c.label).find(only) == std::string::npos)
            continue;
        std::ifstream in(data + c.file);
        std::stringstream text;
        text << in.rdbuf();
        const Scenario scenario = parseScenario(text.str(), PresetLibrary::builtin(), c.file);
        std::vector<double> walls, walks;
        SearchResult result;
        for (int r = 0; r < repeats; ++r) {
            result = runSearch(scenario, SearchOptions{});
            walls.push_back(result.wallS);
            walks.push_back(result.walkS);
        }
        std::sort(walls.begin(), walls.end());
        std::sort(walks.begin(), walks.end());
        const double median = walls[walls.size() / 2];
        const auto& n = result.counts;
        nlohmann::json j = {{"case", c.label},
                            {"threads", result.threads},
                            {"enumerated", n.enumerated},
                            {"pruned_by_rules", n.prunedByRules},
                            {"pruned_by_memory", n.prunedByMemory},
                            {"timed", n.timed},
                            {"bounded", n.bounded},
                            {"wall_s_median", median},
                            {"wall_s_max", walls.back()},
                            {"walk_s_median", walks[walks.size() / 2]},
                            {"candidates_per_s", double(n.enumerated) / median},
                            {"evaluated_per_s", double(n.prunedByMemory + n.timed) / median},
                            // The fast path's rate per core: plans timed by the closed form
                            // (memory and step time) per second of one worker thread.
                            {"timed_per_s_per_thread", double(n.timed) / median / double(std::max(1, result.threads))},
                            // The same over the walk alone (enumerate, prune, time), without the
                            // tail that ranks the best and the front through the full path.
                            {"timed_in_walk_per_s_per_thread",
                             double(n.timed) / walks[walks.size() / 2] / double(std::max(1, result.threads))},
                            {"rank_s_median", median - walks[walks.size() / 2]},
                            {"points_kept", result.points.size()},
                            {"pareto", result.pareto.size()}};
        if (!result.top.empty()) {
            const RankedConfiguration& best = result.top.front();
            j["best"] = describeKnobs(best.knobs);
            j["best_tokens_per_s"] = best.tokensPerS;
            j["best_mfu"] = best.mfu;
            j["best_peak_GiB"] = double(best.peakBytes) / double(1 << 30);
        }
        std::cout << j.dump() << std::endl;
    }
    return 0;
}
