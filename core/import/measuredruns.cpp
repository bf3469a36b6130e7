// loadMeasurements(): run tables, launcher logs and nccl-tests output turned into what
// calibration fits to.

#include "measuredruns.h"

#include "core/io/boundedread.h"
#include "core/io/inputerror.h"
#include "core/io/megatronlog.h"
#include "core/io/nccltests.h"
#include "core/io/nemolog.h"
#include "core/io/runtable.h"
#include "core/io/scenariofile.h"
#include "core/io/torchtitanlog.h"

#include "megatronlogscenario.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace shardscope {

namespace {

namespace fs = std::filesystem;

bool isRunTable(const std::string& argument)
{
    const std::string ext = fs::path(argument).extension().string();
    return ext == ".csv" || ext == ".CSV";
}

std::vector<CalibrationRun> tableRuns(const std::string& file, const PresetLibrary& presets)
{
    std::vector<TableRun> rows;
    try {
        rows = parseRunTable(readTextFile(file));
    } catch (const InputError& e) {
        throw e.inFile(file);
    }
    const fs::path folder = fs::path(file).parent_path();
    std::vector<CalibrationRun> runs;
    for (const TableRun& row : rows) {
        const fs::path path = fs::path(row.scenarioPath).is_absolute() ? fs::path(row.scenarioPath)
                                                                       : folder / row.scenarioPath;
        CalibrationRun run;
        try {
            run.scenario = parseScenario(readTextFile(path.string()), presets, path.string());
        } catch (const InputError& e) {
            throw InputError(file, "line " + std::to_string(row.line) + ", scenario", e.what());
        }
        run.name = fs::path(file).filename().string() + " line " + std::to_string(row.line) + " (" +
                   run.scenario.name + ")";
        run.measuredStepS = row.stepTimeS;
        runs.push_back(std::move(run));
    }
    return runs;
}

/**
 * A log whose step lines (after the first, which holds warm-up) measure 0 s, or 0 tokens/s:
 * printed figures rounded to nothing, so there is no step time to fit to.
 */
void refuseNothingMeasured(const CalibrationRun& run, const std::string& log)
{
    if (!(run.measuredStepS > 0) || !std::isfinite(run.measuredStepS))
        throw InputError(log, "its step lines measure no time (0 s per step, or 0 tokens/s): there is no step time "
                              "to fit to");
}

CalibrationRun logRun(const std::string& log, const std::string& scenarioFile, const PresetLibrary& presets)
{
    CalibrationRun run;
    run.scenario = parseScenario(readTextFile(scenarioFile), presets, scenarioFile);
    run.name = fs::path(log).filename().string() + " (" + run.scenario.name + ")";
    const std::string text = readTextFile(log);
    try {
        if (looksLikeNemoLog(text)) {
            run.measuredStepS = parseNemoLog(text).stepTimeS();
        } else if (looksLikeTorchtitanLog(text)) {
            const double tps = parseTorchtitanLog(text).tokensPerSPerGpu();
            const double gpus = double(std::max<int64_t>(run.scenario.parallel.worldSize(), 1));
            const double tokens = double(run.scenario.training.globalBatch) * double(run.scenario.training.seqLength);
            run.measuredStepS = tps > 0 ? tokens / (tps * gpus) : 0.0;
        } else {
            run.measuredStepS = parseMegatronLog(text).stepTimeS();
        }
    } catch (const InputError& e) {
        throw e.inFile(log);
    }
    refuseNothingMeasured(run, log);
    return run;
}

/** A Megatron-LM log alone: its scenario from its own arguments block, on `cluster`. */
CalibrationRun argumentsRun(const std::string& log, const std::string& text, const PresetLibrary& presets,
                            const ClusterSpec* cluster, const std::string& clusterLabel)
{
    MegatronLog parsed;
    try {
        parsed = parseMegatronLog(text);
    } catch (const InputError& e) {
        throw e.inFile(log);
    }
    if (parsed.arguments.empty())
        throw InputError(log, "a launcher log needs its scenario, LOG=SCENARIO.shardscope.json (this log prints no "
                              "Megatron-LM arguments block to build one from)");
    if (!cluster)
        throw InputError(log, "its scenario comes from its arguments block on the cluster being calibrated, which "
                              "was not given");
    CalibrationRun run;
    run.scenario = importMegatronLogArguments(parsed, fs::path(log).filename().string(), *cluster, clusterLabel, presets)
                       .scenario;
    run.name = fs::path(log).filename().string() + " (its arguments: " + run.scenario.name + ")";
    run.measuredStepS = parsed.stepTimeS();
    refuseNothingMeasured(run, log);
    return run;
}

std::vector<CollectiveMeasurement> ncclRows(const std::string& file, const std::string& text)
{
    NcclTestsRun run;
    try {
        run = parseNcclTests(text, collectiveFromName(fs::path(file).filename().string()));
    } catch (const InputError& e) {
        throw e.inFile(file);
    }
    if (run.validationFailed)
        throw InputError(file, "line " + std::to_string(run.validationLine),
                         "nccl-tests found wrong results: a run that failed its check is not a measurement to fit to");
    std::vector<CollectiveMeasurement> out;
    for (const NcclTestsRow& row : run.rows)
        if (row.sizeBytes >= kSmallestFittedCollectiveBytes && row.outOfPlaceTimeUs > 0)
            out.push_back({fs::path(file).filename().string() + " line " + std::to_string(row.line), run.collective,
                           run.communicatorRanks(), std::max(1, run.nodes), double(row.sizeBytes),
                           row.outOfPlaceTimeUs * 1e-6, 1.0});
    if (out.empty())
        throw InputError(file, "no row of at least 64 KiB to fit to");
    return out;
}

} // namespace

MeasuredSet loadMeasurements(const std::string& argument, const PresetLibrary& presets, const ClusterSpec* cluster,
                             const std::string& clusterLabel)
{
    if (isRunTable(argument))
        return {tableRuns(argument, presets), {}};
    const size_t equals = argument.rfind('=');
    if (equals != std::string::npos && equals > 0 && equals + 1 < argument.size())
        return {{logRun(argument.substr(0, equals), argument.substr(equals + 1), presets)}, {}};
    if (equals == std::string::npos && fs::is_regular_file(argument)) {
        const std::string text = readTextFile(argument);
        if (looksLikeNcclTests(text))
            return {{}, ncclRows(argument, text)};
        if (!looksLikeNemoLog(text) && !looksLikeTorchtitanLog(text) && printsMegatronArguments(text))
            return {{argumentsRun(argument, text, presets, cluster, clusterLabel)}, {}};
    }
    throw InputError(argument, "expected a run table (*.csv), nccl-tests output, or a launcher log with its scenario, "
                               "LOG=SCENARIO.shardscope.json");
}

} // namespace shardscope
