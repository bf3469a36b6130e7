// Predicted vs measured for every calibration row (tests/data/calibration): per row the
// prediction, the measurement and the signed error; per group the median and maximum absolute
// error against the group's tolerance. The same rows and tolerances as tests/core/tst_fidelity.
//
//   bench_fidelity [--json] [--data DIR]
//
// Error = predicted / measured - 1 on the row's quantity (time: + is too slow; throughput:
// + is too fast).

#include "calibration.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

using calibration::Group;
using calibration::Outcome;

namespace {

struct GroupResult
{
    const Group* group = nullptr;
    std::vector<Outcome> outcomes;
    double medianAbs = 0;
    double maxAbs = 0;
    int withinTolerance = 0;
};

GroupResult run(const Group& g)
{
    GroupResult r;
    r.group = &g;
    for (const auto& row : g.rows) {
        r.outcomes.push_back(calibration::evaluate(g, row));
        const double a = std::abs(r.outcomes.back().error);
        r.maxAbs = std::max(r.maxAbs, a);
        r.withinTolerance += a <= g.rowTolerance;
    }
    r.medianAbs = calibration::medianAbsError(r.outcomes);
    return r;
}

/** Peak memory per GPU against the rows that measured it (GiB; + is more than measured). */
void printMemory(const std::vector<GroupResult>& results)
{
    std::vector<double> all;
    int within = 0;
    for (const auto& gr : results) {
        const Group& g = *gr.group;
        bool header = false;
        for (size_t i = 0; i < g.rows.size(); ++i) {
            const auto& row = g.rows[i];
            if (row.measuredMemoryGiB <= 0)
                continue;
            if (!header) {
                std::printf("\n## %s: peak memory per GPU (tolerance %.0f%%)\n", g.name.c_str(),
                            100 * g.memoryTolerance);
                std::printf("   %-62s %10s %10s %8s  %s\n", "row", "predicted", "measured", "error", "reading");
                header = true;
            }
            const Outcome& o = gr.outcomes[i];
            const bool ok = std::abs(o.memoryError) <= g.memoryTolerance;
            within += ok;
            all.push_back(std::abs(o.memoryError));
            std::printf(" %c %-62s %10.1f %10.1f %+7.1f%%  %s\n", ok ? ' ' : '!', row.id.c_str(), o.memoryGiB,
                        row.measuredMemoryGiB, 100 * o.memoryError, row.memoryReading.c_str());
        }
    }
    if (all.empty())
        return;
    std::sort(all.begin(), all.end());
    const double median = all.size() % 2 ? all[all.size() / 2] : (all[all.size() / 2 - 1] + all[all.size() / 2]) / 2;
    std::printf("   -> peak memory: %zu rows, median |error| %.1f%%, max |error| %.1f%%, %d of %zu within their "
                "group's tolerance\n",
                all.size(), 100 * median, 100 * all.back(), within, all.size());
}

void printText(const std::vector<GroupResult>& results)
{
    for (const auto& gr : results) {
        const Group& g = *gr.group;
        std::printf("\n## %s: %s\n", g.name.c_str(), g.title.c_str());
        std::printf("   %-62s %12s %12s %8s  %-18s %s\n", "row", "predicted", "measured", "error",
                    "unit", "[compute bubble comm optimizer s]");
        for (size_t i = 0; i < g.rows.size(); ++i) {
            const auto& row = g.rows[i];
            const Outcome& o = gr.outcomes[i];
            const auto& s = o.report.step;
            std::printf(" %c %-62s %12.5g %12.5g %+7.1f%%  %-18s [%.3g %.3g %.3g %.3g]%s\n",
                        std::abs(o.error) <= g.rowTolerance ? ' ' : '!', row.id.c_str(),
                        o.predicted, row.measured, 100 * o.error, calibration::unitOf(row.quantity),
                        s.computeS, s.bubbleS, s.exposedCommS, s.optimizerS,
                        o.report.memory.fits ? "" : " (does not fit in memory per the model)");
        }
        std::printf(
            "   -> %s: %zu rows, median |error| %.1f%% (tolerance %.0f%%), max |error| %.1f%% "
            "(row tolerance %.0f%%), %d of %zu rows within\n",
            g.name.c_str(), g.rows.size(), 100 * gr.medianAbs, 100 * g.medianTolerance,
            100 * gr.maxAbs, 100 * g.rowTolerance, gr.withinTolerance, g.rows.size());
    }
    std::printf("\n%-24s %5s %12s %10s %10s %9s\n", "group", "rows", "median|err|", "max|err|",
                "tolerance", "within");
    for (const auto& gr : results)
        std::printf("%-24s %5zu %11.1f%% %9.1f%% %9.0f%% %5d/%zu\n", gr.group->name.c_str(),
                    gr.group->rows.size(), 100 * gr.medianAbs, 100 * gr.maxAbs,
                    100 * gr.group->rowTolerance, gr.withinTolerance, gr.group->rows.size());
    printMemory(results);
}

nlohmann::json toJson(const std::vector<GroupResult>& results)
{
    nlohmann::json groups = nlohmann::json::array();
    for (const auto& gr : results) {
        const Group& g = *gr.group;
        nlohmann::json rows = nlohmann::json::array();
        for (size_t i = 0; i < g.rows.size(); ++i) {
            const Outcome& o = gr.outcomes[i];
            const auto& row = g.rows[i];
            const auto& s = o.report.step;
            rows.push_back({{"id", g.rows[i].id},
                            {"unit", calibration::unitOf(g.rows[i].quantity)},
                            {"predicted", o.predicted},
                            {"measured", g.rows[i].measured},
                            {"error", o.error},
                            {"within_tolerance", std::abs(o.error) <= g.rowTolerance},
                            {"fits_memory", o.report.memory.fits},
                            {"peak_memory_GiB", o.memoryGiB},
                            {"measured_memory_GiB", row.measuredMemoryGiB > 0 ? nlohmann::json(row.measuredMemoryGiB)
                                                                               : nlohmann::json()},
                            {"memory_error", row.measuredMemoryGiB > 0 ? nlohmann::json(o.memoryError) : nlohmann::json()},
                            {"step",
                             {{"time_s", s.timeS},
                              {"compute_s", s.computeS},
                              {"bubble_s", s.bubbleS},
                              {"exposed_comm_s", s.exposedCommS},
                              {"optimizer_s", s.optimizerS},
                              {"mfu", s.mfu}}}});
        }
        groups.push_back({{"group", g.name},
                          {"file", g.file},
                          {"row_tolerance", g.rowTolerance},
                          {"median_tolerance", g.medianTolerance},
                          {"median_abs_error", gr.medianAbs},
                          {"max_abs_error", gr.maxAbs},
                          {"rows_within_tolerance", gr.withinTolerance},
                          {"rows", rows}});
    }
    return {{"error_convention", "predicted / measured - 1"}, {"groups", groups}};
}

} // namespace

int main(int argc, char** argv)
{
    bool json = false;
    std::string folder = std::string(SHARDSCOPE_TEST_DATA) + "/calibration";
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--json")) {
            json = true;
        } else if (!std::strcmp(argv[i], "--data") && i + 1 < argc) {
            folder = argv[++i];
        } else {
            std::fprintf(stderr, "usage: bench_fidelity [--json] [--data DIR]\n");
            return 2;
        }
    }
    std::vector<Group> groups;
    std::vector<GroupResult> results;
    try {
        groups = calibration::loadGroups(folder);
        for (const Group& g : groups)
            results.push_back(run(g));
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_fidelity: %s\n", e.what());
        return 2;
    }
    if (groups.empty()) {
        std::fprintf(stderr, "bench_fidelity: %s: no calibration groups\n", folder.c_str());
        return 2;
    }
    if (json)
        std::cout << toJson(results).dump(1) << "\n";
    else
        printText(results);
    return 0;
}
