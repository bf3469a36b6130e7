// Prints, as JSON: the latency of the full estimate (median, p99) for the default scenario,
// for Llama 3.1 405B on 16,384 H100 with PP 16 and interleaving and for each scenario FILE
// given, and how many closed-form evaluations (the search's fast path) one core does per
// second.
//
//   build/tests/benchmarks/bench_estimate [--seconds S] [FILE...]

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/platform/heapretention.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <iostream>
#include <vector>

using namespace shardscope;
using Clock = std::chrono::steady_clock;

namespace {

nlohmann::json latency(const Scenario& s, double seconds)
{
    std::vector<double> samples;
    const auto end = Clock::now() + std::chrono::duration<double>(seconds);
    double sink = 0;
    while (Clock::now() < end || samples.size() < 20) {
        const auto t0 = Clock::now();
        const Report r = analyse(s);
        const auto t1 = Clock::now();
        sink += r.step.timeS;
        samples.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    std::sort(samples.begin(), samples.end());
    const auto at = [&](double q) { return samples[std::min(samples.size() - 1, size_t(q * samples.size()))]; };
    const Report r = estimate(s);
    size_t ops = 0;
    for (const auto& rank : r.pipeline.timeline)
        ops += rank.size();
    return {{"scenario", s.name},
            {"world_size", r.worldSize},
            {"pipeline_ops_simulated", ops},
            {"runs", samples.size()},
            {"median_us", at(0.5)},
            {"p99_us", at(0.99)},
            {"max_us", samples.back()},
            {"step_time_s", sink / double(samples.size())}};
}

nlohmann::json closedFormRate(const Scenario& base, double seconds)
{
    // A spread of configurations like the search visits: TP, PP, micro-batch, ZeRO, recompute.
    std::vector<Scenario> variants;
    for (int tp : {1, 2, 4, 8})
        for (int pp : {1, 2, 4, 8, 16})
            for (int mb : {1, 2, 4})
                for (int zero : {0, 1, 3}) {
                    Scenario s = base;
                    s.parallel.tp = tp;
                    s.parallel.pp = pp;
                    s.parallel.dp = std::max(1, int(base.parallel.worldSize() / (tp * pp)));
                    s.parallel.sequenceParallel = tp > 1;
                    s.parallel.schedule = PipelineSchedule::OneFOneB;
                    s.parallel.zeroStage = zero;
                    s.training.microBatch = mb;
                    variants.push_back(s);
                }
    size_t count = 0;
    double sink = 0;
    const auto t0 = Clock::now();
    const auto end = t0 + std::chrono::duration<double>(seconds);
    while (Clock::now() < end) {
        for (const Scenario& s : variants) {
            const QuickEstimate q = quickEstimate(s);
            sink += q.stepS;
            ++count;
        }
    }
    const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
    return {{"scenario", base.name},
            // Each evaluation prepares the quick estimator from the scenario; the search prepares
            // it once per layout, so its rate (bench_search) is higher than this one.
            {"measures", "quickEstimate() from a scenario, preparation included"},
            {"configurations", variants.size()},
            {"evaluations", count},
            {"evaluations_per_second", double(count) / elapsed},
            {"ns_per_evaluation", elapsed / double(count) * 1e9},
            {"checksum", sink}};
}

} // namespace

int main(int argc, char** argv)
{
    shardscope::keepFreedHeapForReuse();
    double seconds = 2.0;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc)
            seconds = std::max(0.1, std::atof(argv[++i]));
        else
            files.emplace_back(argv[i]);
    }
    const auto& presets = PresetLibrary::builtin();
    const Scenario defaults = parseScenario(defaultScenarioText(), presets);

    Scenario big = defaults;
    big.name = "Llama 3.1 405B on 16,384 H100, TP 8 x PP 16 (interleaved, v = 2) x DP 128";
    big.model = presets.modelSpec("llama-3.1-405b");
    big.cluster = presets.clusterSpec("dgx-h100");
    big.cluster.nodes = 2048;
    big.parallel.tp = 8;
    big.parallel.pp = 16;
    big.parallel.dp = 128;
    big.parallel.schedule = PipelineSchedule::Interleaved1F1B;
    big.parallel.virtualStages = 2;
    big.training.seqLength = 8192;
    big.training.microBatch = 1;
    big.training.globalBatch = 2048;
    big.training.recompute = Recompute::Full;

    nlohmann::json full = {latency(defaults, seconds), latency(big, seconds)};
    for (const std::string& file : files) {
        try {
            full.push_back(latency(loadScenarioFile(file, presets), seconds));
        } catch (const std::exception& e) {
            std::cerr << "bench_estimate: " << file << ": " << e.what() << "\n";
            return 1;
        }
    }
    const nlohmann::json out = {
        {"benchmark", "bench_estimate"},
        {"full_estimate", full},
        {"closed_form", {closedFormRate(defaults, seconds), closedFormRate(big, seconds)}}};
    std::cout << out.dump(2) << "\n";
    return 0;
}
