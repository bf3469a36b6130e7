// `shardscope-cli compare A B`: the A/B comparison of the teaching view, as text or JSON.

#include "commands.h"

#include "core/compare/comparison.h"
#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/jsonstream.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>
#include "core/io/printabletext.h"

namespace shardscope::cli {

namespace {

std::string fixed(double v, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, v);
    return text;
}

nlohmann::json deltaJson(const Delta& d)
{
    return {{"a", d.a}, {"b", d.b}, {"delta", d.delta()}, {"relative", d.relative()}};
}

std::string row(const std::string& name, const Delta& d, double unit, int decimals, const std::string& suffix)
{
    std::string line = "  " + name;
    line.resize(std::max<size_t>(line.size() + 1, 34), ' ');
    const auto cell = [&](double v, bool sign) {
        std::string t = (sign && v > 0 ? "+" : "") + fixed(v / unit, decimals) + suffix;
        return std::string(t.size() < 14 ? 14 - t.size() : 1, ' ') + t;
    };
    line += cell(d.a, false) + cell(d.b, false) + cell(d.delta(), true);
    if (d.a != 0 && std::abs(d.relative()) >= 0.0005)
        line += "  " + std::string(d.delta() > 0 ? "+" : "") + fixed(100 * d.relative(), 1) + " %";
    return line + "\n";
}

} // namespace

int runCompare(const CommonOptions& common, const std::string& fileA, const std::string& fileB, bool json)
{
    const Scenario a = loadScenario(common, fileA);
    const Scenario b = loadScenario(common, fileB);
    const Report ra = analyse(a), rb = analyse(b);
    const ReportComparison c = compareReports(ra, rb);
    if (json) {
        // Per stage, streamed (io/jsonstream.h): 65,536 stages took 705 MB as one tree.
        const auto stageJson = [&](size_t i) -> nlohmann::json {
            const StageDelta& s = c.stages[i];
            return {{"stage", s.stage}, {"in_a", s.inA}, {"in_b", s.inB}, {"total_bytes", deltaJson(s.total)},
                    {"weights_bytes", deltaJson(s.weights)}, {"gradients_bytes", deltaJson(s.gradients)},
                    {"optimizer_bytes", deltaJson(s.optimizer)}, {"activations_bytes", deltaJson(s.activations)},
                    {"buffers_bytes", deltaJson(s.buffers)}, {"overhead_bytes", deltaJson(s.overhead)}};
        };
        const nlohmann::json stages = nlohmann::json::array();
        nlohmann::json comm = nlohmann::json::array();
        for (const CommDelta& d : c.communication)
            comm.push_back({{"dim", d.dim}, {"in_a", d.inA}, {"in_b", d.inB}, {"bytes_per_step", deltaJson(d.bytes)},
                            {"time_s", deltaJson(d.timeS)}, {"exposed_time_s", deltaJson(d.exposedS)}});
        const nlohmann::json skeleton{{"step",
                                     {{"time_s", deltaJson(c.stepS)}, {"compute_s", deltaJson(c.computeS)},
                                      {"bubble_s", deltaJson(c.bubbleS)}, {"exposed_comm_s", deltaJson(c.exposedCommS)},
                                      {"optimizer_s", deltaJson(c.optimizerS)}, {"tokens_per_s", deltaJson(c.tokensPerS)},
                                      {"mfu", deltaJson(c.mfu)}, {"hfu", deltaJson(c.hfu)}}},
                                    {"memory", {{"peak_bytes", deltaJson(c.peakBytes)}, {"capacity_bytes", deltaJson(c.capacityBytes)},
                                                {"stages", stages}}},
                                    {"communication", {{"bytes_per_step", deltaJson(c.commBytes)}, {"share", deltaJson(c.commShare)},
                                                       {"dims", comm}}},
                                    {"world_size", deltaJson(c.world)},
                                    {"diagnostics", {{"only_a", c.diagnosticsOnlyA}, {"only_b", c.diagnosticsOnlyB},
                                                     {"both", c.diagnosticsBoth}}}};
        writeJson(std::cout, skeleton, {{{"memory", "stages"}, c.stages.size(), stageJson}});
        std::cout << "\n";
        return 0;
    }
    constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
    std::cout << "A: " << printableText(fileA) << " (" << printableText(a.name) << ")\nB: " << printableText(fileB) << " ("
              << printableText(b.name) << ")\n\n";
    std::cout << "                                               A             B         B - A\n";
    std::cout << row("tokens/s", c.tokensPerS, 1, 0, "");
    std::cout << row("step time", c.stepS, 1, 3, " s");
    std::cout << row("  compute", c.computeS, 1, 3, " s");
    std::cout << row("  pipeline bubble", c.bubbleS, 1, 3, " s");
    std::cout << row("  exposed communication", c.exposedCommS, 1, 3, " s");
    std::cout << row("  optimizer", c.optimizerS, 1, 3, " s");
    std::cout << row("MFU", c.mfu, 0.01, 1, " %");
    std::cout << row("peak memory per GPU", c.peakBytes, GiB, 1, " GiB");
    std::cout << row("communication per GPU", c.commBytes, 1e9, 1, " GB");
    std::cout << row("GPUs", c.world, 1, 0, "");
    std::cout << "\nMemory per stage (GiB)\n";
    for (const StageDelta& s : c.stages)
        std::cout << row("stage " + std::to_string(s.stage), s.total, GiB, 1, "");
    std::cout << "\nDiagnostics\n";
    for (const std::string& code : c.diagnosticsOnlyB)
        std::cout << "  new in B:   " << code << "\n";
    for (const std::string& code : c.diagnosticsOnlyA)
        std::cout << "  fixed in B: " << code << "\n";
    for (const std::string& code : c.diagnosticsBoth)
        std::cout << "  both:       " << code << "\n";
    return 0;
}

} // namespace shardscope::cli
