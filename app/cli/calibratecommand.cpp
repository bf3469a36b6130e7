// `shardscope-cli calibrate --cluster PRESET_OR_FILE RUN... --id ID -o PROFILE.json`: fits a
// cluster profile to measured runs (core/calibrate) and writes it as a preset with its provenance.

#include "commands.h"
#include "presetsource.h"

#include "core/calibrate/calibratedpreset.h"
#include "core/calibrate/calibration.h"
#include "core/calibrate/fitparameters.h"
#include "core/estimate/evidence.h"
#include "core/io/boundedread.h"
#include "core/io/inputerror.h"
#include "core/io/jsonparse.h"
#include "core/import/measuredruns.h"
#include "core/io/printabletext.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iomanip>
#include <iostream>

namespace shardscope::cli {

namespace {

std::string todayIso()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &utc);
    return text;
}

std::string value(const FitParameter& p, double v)
{
    if (p.unit == std::string_view("FLOP"))
        return printfNumber("%.3g", v);
    if (p.unit == std::string_view("us"))
        return printfNumber("%.1f us", v);
    return printfNumber("%.3f", v);
}

std::string signedPercent(double share)
{
    return printfNumber("%+.1f %%", 100 * share);
}

std::string padded(std::string text, size_t width)
{
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

void printReport(const Preset& base, const MeasuredSet& measured, const CalibrationResult& r)
{
    const std::vector<CalibrationRun>& runs = measured.runs;
    const auto& parameters = fitParameters();
    std::cout << "Calibrating " << printableText(base.id) << " (" << printableText(base.name) << ") on " << runs.size()
              << " measured runs";
    if (!measured.collectives.empty())
        std::cout << " and " << measured.collectives.size() << " nccl-tests rows";
    std::cout << "\n\nParameters (preset -> fitted, one standard deviation):\n";
    for (size_t j = 0; j < parameters.size(); ++j) {
        const FitParameter& p = parameters[j];
        const ParameterFit& f = r.parameters[j];
        std::cout << "  " << padded(std::string(p.label), 64) << value(p, f.before) << " -> " << value(p, f.after);
        if (f.pinned)
            std::cout << " +/- " << value(p, f.sigma) << (f.atBound ? ", at its bound" : "") << "  pinned\n";
        else
            std::cout << "  not pinned: " << fitReasonText(f) << "\n";
    }
    std::cout << "\nRuns: measured step, then the estimate before, after, and held out (fitted without it):\n";
    for (size_t i = 0; i < runs.size(); ++i) {
        const double m = runs[i].measuredStepS;
        const RunFit& f = r.runs[i];
        std::cout << "  " << printableText(runs[i].name) << "\n    " << printfNumber("%.4g", m) << " s: "
                  << printfNumber("%.4g", f.beforeS) << " (" << signedPercent(f.beforeS / m - 1) << "), "
                  << printfNumber("%.4g", f.afterS) << " (" << signedPercent(f.afterS / m - 1) << ")";
        if (r.folds > 0)
            std::cout << ", " << printfNumber("%.4g", f.heldOutS) << " (" << signedPercent(f.heldOutS / m - 1) << ")";
        if (f.outlier)
            std::cout << "  far off: weighed little in the fit";
        std::cout << "\n";
    }
    if (!measured.collectives.empty())
        std::cout << "\nCollectives: median |time error| " << printfNumber("%.1f %%", 100 * r.medianAbsCollectiveErrorBefore)
                  << " before, " << printfNumber("%.1f %%", 100 * r.medianAbsCollectiveErrorAfter) << " after, over "
                  << measured.collectives.size() << " nccl-tests rows\n";
    std::cout << "\nMedian |step time error|: " << printfNumber("%.1f %%", 100 * r.medianAbsErrorBefore) << " before, "
              << printfNumber("%.1f %%", 100 * r.medianAbsErrorAfter) << " after";
    if (r.folds > 0)
        std::cout << ", " << printfNumber("%.1f %%", 100 * r.medianAbsErrorHeldOut) << " held out (" << r.folds
                  << "-fold cross-validation)";
    std::cout << "\n";
    if (r.band.runs > 0)
        std::cout << "Calibrated range: " << signedPercent(r.band.low) << " to " << signedPercent(r.band.high)
                  << " (estimated / measured - 1), the " << (r.bandRank == 1 ? std::string("extremes") : "rank " + std::to_string(r.bandRank))
                  << " of " << r.band.runs << " held-out runs: at least 80 % of runs like these inside with "
                  << printfNumber("%.0f %%", 100 * r.bandConfidence) << " confidence"
                  << (r.bandConfidence < 0.9 ? " (more runs would make it surer)" : "") << "\n"
                  << "Modelled range:   " << signedPercent(kModelledStepTimeBand.low) << " to "
                  << signedPercent(kModelledStepTimeBand.high) << " (" << kModelledStepTimeBand.runs << " public runs)\n";
}

} // namespace

int runCalibrate(const CommonOptions& common, const CalibrateCommandOptions& options)
{
    if (!options.output.toStdout()) {
        // Before a fit of many seconds, not after it.
        const std::filesystem::path folder = std::filesystem::path(options.output.path).parent_path();
        if (!folder.empty() && !std::filesystem::is_directory(folder))
            throw InputError(options.output.path, "no such folder: " + folder.string());
    }
    PresetLibrary presets = loadPresets(common.presetDirectories);
    const Preset& base = clusterPresetOrFile(presets, options.cluster);
    const ClusterSpec baseSpec = presets.clusterSpec(base.id);
    MeasuredSet measured;
    for (const std::string& argument : options.runs)
        measured.append(loadMeasurements(argument, presets, &baseSpec, base.id));
    if (presets.cluster(options.id) && options.id != base.id)
        throw InputError("--id", "\"" + options.id + "\" is already a cluster preset; choose another id");

    const ClusterSpec spec = presets.clusterSpec(base.id);
    const CalibrationResult result = calibrate(spec, measured);
    CalibrationProvenance provenance{options.id, todayIso(), options.runs};
    const nlohmann::json document = calibratedPresetDocument(base, result, measured, provenance);
    // What is written must load as a preset again (ids, bounds, the stamp's values).
    PresetLibrary check;
    check.add(document.dump(), options.output.toStdout() ? "calibrated preset" : options.output.path);

    if (!options.output.toStdout())
        writeOutput(options.output.path, document.dump(2) + "\n", options.output, false);
    if (options.json) {
        std::cout << nlohmann::json{{"preset", document}, {"written", options.output.toStdout() ? "" : options.output.path}}
                         .dump(2)
                  << "\n";
        return 0;
    }
    printReport(base, measured, result);
    if (options.output.toStdout()) {
        std::cout << "\nNothing written: give -o PROFILE.json to save the profile as preset \"" << options.id << "\"\n";
    } else {
        const std::string folder = std::filesystem::path(options.output.path).parent_path().string();
        std::cout << "\nWrote " << printableText(options.output.path) << ": cluster preset \"" << options.id
                  << "\"; scenarios use it with --presets " << printableText(folder.empty() ? "." : folder)
                  << " and \"cluster\": {\"preset\": \"" << options.id << "\"}\n";
    }
    return 0;
}

} // namespace shardscope::cli
