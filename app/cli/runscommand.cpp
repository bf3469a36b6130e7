// `shardscope-cli runs TABLE.csv`: each measured run of a table against its estimate, and how
// many fall inside the modelled range (core/estimate/evidence.h).

#include "commands.h"
#include "presetsource.h"

#include "core/analysis/analyse.h"
#include "core/estimate/evidence.h"
#include "core/estimate/verdict.h"
#include "core/io/boundedread.h"
#include "core/io/inputerror.h"
#include "core/io/printabletext.h"
#include "core/io/runtable.h"
#include "core/io/scenariofile.h"
#include "core/model/statistics.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace shardscope::cli {

namespace {

struct Checked
{
    TableRun run;
    std::string scenarioName;
    double estimatedS = 0;
    double lowS = 0, highS = 0;
    double estimatedGiB = 0;
    std::string verdict;
    bool calibrated = false; ///< estimated on a calibrated profile (its own range)
    double timeError() const { return estimatedS / run.stepTimeS - 1; }
    bool inside() const { return run.stepTimeS >= lowS && run.stepTimeS <= highS; }
};

} // namespace

int runRunsTable(const CommonOptions& common, const std::string& file, bool json)
{
    std::vector<TableRun> runs;
    try {
        runs = parseRunTable(readTextFile(file));
    } catch (const InputError& e) {
        throw e.inFile(file);
    }
    const PresetLibrary presets = loadPresets(common.presetDirectories);
    const std::filesystem::path folder = std::filesystem::path(file).parent_path();
    std::vector<Checked> checked;
    for (const TableRun& run : runs) {
        const std::filesystem::path path = std::filesystem::path(run.scenarioPath).is_absolute()
                                               ? std::filesystem::path(run.scenarioPath)
                                               : folder / run.scenarioPath;
        Scenario s;
        try {
            s = parseScenario(readTextFile(path.string()), presets, path.string());
        } catch (const InputError& e) {
            // The table's line first, then what is wrong inside the scenario file.
            throw InputError(file, "line " + std::to_string(run.line) + ", scenario", e.what());
        }
        const Report r = analyse(s);
        Checked c{run, s.name, r.step.timeS, r.step.timeLowS, r.step.timeHighS,
                  double(r.memory.peakBytes) / double(int64_t(1) << 30), std::string(verdictName(planVerdict(r).verdict)),
                  r.step.timeEvidence == Evidence::Calibrated};
        checked.push_back(std::move(c));
    }
    std::vector<double> timeErrors, memoryErrors;
    int inside = 0, calibrated = 0;
    for (const Checked& c : checked) {
        timeErrors.push_back(std::abs(c.timeError()));
        inside += c.inside();
        calibrated += c.calibrated;
        if (c.run.peakMemoryGiB)
            memoryErrors.push_back(std::abs(c.estimatedGiB / *c.run.peakMemoryGiB - 1));
    }
    if (json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const Checked& c : checked) {
            nlohmann::json row{{"line", c.run.line},
                               {"scenario", c.run.scenarioPath},
                               {"name", c.scenarioName},
                               {"verdict", c.verdict},
                               {"step_time_s", {{"measured", c.run.stepTimeS}, {"estimated", c.estimatedS},
                                                {"low", c.lowS}, {"high", c.highS}, {"error", c.timeError()},
                                                {"inside", c.inside()},
                                                {"evidence", c.calibrated ? "calibrated" : "modelled"}}}};
            if (c.run.peakMemoryGiB)
                row["peak_memory_GiB"] = {{"measured", *c.run.peakMemoryGiB}, {"estimated", c.estimatedGiB},
                                          {"error", c.estimatedGiB / *c.run.peakMemoryGiB - 1}};
            rows.push_back(std::move(row));
        }
        const nlohmann::json out{{"runs", rows},
                                 {"step_time", {{"median_abs_error", medianOf(timeErrors)},
                                                {"max_abs_error", timeErrors.empty() ? 0.0 : *std::max_element(timeErrors.begin(), timeErrors.end())},
                                                {"inside", inside},
                                                {"expected_inside", 0.8}}},
                                 {"peak_memory", {{"runs", int(memoryErrors.size())}, {"median_abs_error", medianOf(memoryErrors)}}}};
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << "Measured runs of " << printableText(file) << " against their estimates\n\n";
    for (const Checked& c : checked) {
        std::cout << "  line " << c.run.line << "  " << printableText(c.scenarioName) << " (" << c.verdict << ")\n"
                  << "    step: measured " << printfNumber("%.3f", c.run.stepTimeS) << " s, estimated "
                  << printfNumber("%.3f", c.estimatedS) << " s (" << printfNumber("%+.1f %%", 100 * c.timeError()) << "), range "
                  << printfNumber("%.3f", c.lowS) << "-" << printfNumber("%.3f", c.highS) << " s: "
                  << (c.inside() ? "inside" : "outside") << "\n";
        if (c.run.peakMemoryGiB)
            std::cout << "    peak memory: measured " << printfNumber("%.2f", *c.run.peakMemoryGiB) << " GiB, estimated "
                      << printfNumber("%.2f", c.estimatedGiB) << " GiB ("
                      << printfNumber("%+.1f %%", 100 * (c.estimatedGiB / *c.run.peakMemoryGiB - 1)) << ")\n";
    }
    std::cout << "\nStep time: median |error| " << printfNumber("%.1f %%", 100 * medianOf(timeErrors)) << ", " << inside << " of "
              << checked.size() << " inside the estimate's range";
    if (calibrated == 0)
        std::cout << " (modelled: 80 % of the " << kModelledStepTimeBand.runs << " public runs were; far fewer here means "
                  << "this cluster runs unlike the public runs behind the profile: calibrate fits it)\n";
    else
        std::cout << " (" << calibrated << " of the runs on a calibrated profile, whose range holds at least 80 % of runs "
                  << "like its held-out ones)\n";
    if (!memoryErrors.empty())
        std::cout << "Peak memory: median |error| " << printfNumber("%.1f %%", 100 * medianOf(memoryErrors)) << " over "
                  << memoryErrors.size() << (memoryErrors.size() == 1 ? " run\n" : " runs\n");
    return 0;
}

} // namespace shardscope::cli
