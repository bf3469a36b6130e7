// loadMeasuredRuns(): run tables and launcher logs turned into runs to calibrate on.

#include "measuredruns.h"

#include "boundedread.h"
#include "inputerror.h"
#include "megatronlog.h"
#include "runtable.h"
#include "scenariofile.h"
#include "torchtitanlog.h"

#include <algorithm>
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

CalibrationRun logRun(const std::string& log, const std::string& scenarioFile, const PresetLibrary& presets)
{
    CalibrationRun run;
    run.scenario = parseScenario(readTextFile(scenarioFile), presets, scenarioFile);
    run.name = fs::path(log).filename().string() + " (" + run.scenario.name + ")";
    const std::string text = readTextFile(log);
    try {
        if (looksLikeTorchtitanLog(text)) {
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
    return run;
}

} // namespace

std::vector<CalibrationRun> loadMeasuredRuns(const std::string& argument, const PresetLibrary& presets)
{
    if (isRunTable(argument))
        return tableRuns(argument, presets);
    const size_t equals = argument.rfind('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == argument.size())
        throw InputError(argument, "expected a run table (*.csv) or a launcher log with its scenario, "
                                   "LOG=SCENARIO.shardscope.json");
    return {logRun(argument.substr(0, equals), argument.substr(equals + 1), presets)};
}

} // namespace shardscope
