// calibratedPresetDocument(): a calibration written as a cluster preset with its provenance.

#include "calibratedpreset.h"

#include "core/io/calibrationjson.h"
#include "core/io/presetlibrary.h"
#include "core/io/specjson.h"
#include "fitparameters.h"

#include <cstdio>

namespace shardscope {

namespace {

std::string percent(double share)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %%", 100 * share);
    return text;
}

std::string joined(const std::vector<std::string>& items)
{
    std::string out;
    for (const std::string& item : items)
        out += (out.empty() ? "" : ", ") + item;
    return out;
}

} // namespace

nlohmann::json calibratedPresetDocument(const Preset& base, const CalibrationResult& result,
                                        const MeasuredSet& measured, const CalibrationProvenance& provenance)
{
    const std::vector<CalibrationRun>& runs = measured.runs;
    const auto& parameters = fitParameters();
    ClusterSpec profile = result.profile;
    profile.name = base.name + " (calibrated " + provenance.date + ")";

    nlohmann::json doc = {{"format", "shardscope.cluster/1"}, {"id", provenance.id}};
    doc.update(writeClusterFields(profile));

    nlohmann::json sources = base.sources.is_object() ? base.sources : nlohmann::json::object();
    const std::string fittedTo = "fitted by shardscope-cli calibrate on " + provenance.date + " to " +
                                 std::to_string(runs.size()) + " measured runs" +
                                 (measured.collectives.empty() ? std::string()
                                                               : " and " + std::to_string(measured.collectives.size()) +
                                                                     " nccl-tests rows") +
                                 " (" + joined(provenance.files) +
                                 ") from preset " + base.id + "; median |step time error| " +
                                 percent(result.medianAbsErrorBefore) + " before, " +
                                 percent(result.medianAbsErrorAfter) + " after, " +
                                 percent(result.medianAbsErrorHeldOut) + " held out";
    nlohmann::json parameterRows = nlohmann::json::array();
    nlohmann::json values = nlohmann::json::object();
    for (size_t j = 0; j < parameters.size(); ++j) {
        const FitParameter& p = parameters[j];
        const ParameterFit& fit = result.parameters[j];
        parameterRows.push_back({{"id", p.id},
                                 {"label", p.label},
                                 {"field", p.field},
                                 {"unit", p.unit},
                                 {"before", fit.before},
                                 {"after", fit.after},
                                 {"sigma", fit.sigma},
                                 {"lower", fit.lower},
                                 {"upper", fit.upper},
                                 {"pinned", fit.pinned},
                                 {"at_bound", fit.atBound},
                                 {"why", fitReasonText(fit)}});
        values[std::string(p.id)] = result.profile.calibration.values[j];
        if (fit.after != fit.before)
            sources[std::string(p.field)] = fittedTo + (fit.pinned ? "" : "; not pinned down by the runs: " + fitReasonText(fit));
    }
    nlohmann::json runRows = nlohmann::json::array();
    for (size_t i = 0; i < runs.size(); ++i)
        runRows.push_back({{"name", runs[i].name},
                           {"measured_s", runs[i].measuredStepS},
                           {"before_s", result.runs[i].beforeS},
                           {"after_s", result.runs[i].afterS},
                           {"held_out_s", result.runs[i].heldOutS},
                           {"outlier", result.runs[i].outlier}});
    doc["sources"] = sources;
    doc["notes"] = "Calibrated from " + base.id + " (" + base.name + ") to the user's measured runs; " +
                   "estimates on this preset are at the calibrated evidence level while its fitted values are kept.";
    doc[kCalibrationKey] = {
        {"tool", "shardscope-cli calibrate"},
        {"date", provenance.date},
        {"base_preset", base.id},
        {"files", provenance.files},
        {"runs", runRows},
        {"parameters", parameterRows},
        {"collectives",
         {{"rows", measured.collectives.size()},
          {"median_abs_error",
           {{"before", result.medianAbsCollectiveErrorBefore}, {"after", result.medianAbsCollectiveErrorAfter}}}}},
        {"median_abs_error",
         {{"before", result.medianAbsErrorBefore},
          {"after", result.medianAbsErrorAfter},
          {"held_out", result.medianAbsErrorHeldOut}}},
        {"interval",
         {{"low", result.band.low},
          {"high", result.band.high},
          {"runs", result.band.runs},
          {"coverage", 0.8},
          {"confidence", result.bandConfidence},
          {"method", std::to_string(result.folds) + "-fold cross-validation; the " + std::to_string(result.bandRank) +
                         (result.bandRank == 1 ? "st" : result.bandRank == 2 ? "nd" : result.bandRank == 3 ? "rd" : "th") +
                         " smallest and largest held-out estimated / measured - 1 (a distribution-free tolerance "
                         "band: at least 80 % of runs like these inside with the stated confidence), widened to "
                         "include 0"}}},
        {"fitted_values", values}};
    return doc;
}

} // namespace shardscope
