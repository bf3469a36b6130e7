#pragma once

// Helpers shared by the Qt tests: reading the reference data and building scenarios.

#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace testsupport {

inline std::string dataPath(const std::string& relative)
{
    // Appended, not operator+ on a literal: GCC 12 warns falsely (-Warray-bounds) on that.
    std::string path = SHARDSCOPE_TEST_DATA;
    path += '/';
    path += relative;
    return path;
}

inline nlohmann::json loadJson(const std::string& relative)
{
    std::ifstream in(dataPath(relative));
    std::stringstream text;
    text << in.rdbuf();
    return nlohmann::json::parse(text.str());
}

/** A scenario from a model object (preset or inline), a cluster preset and two sections. */
inline shardscope::Scenario makeScenario(const nlohmann::json& model,
                                         const nlohmann::json& parallel,
                                         const nlohmann::json& training,
                                         const std::string& clusterPreset = "dgx-a100-80gb",
                                         int nodes = 0)
{
    nlohmann::json cluster = {{"preset", clusterPreset}};
    if (nodes > 0)
        cluster["nodes"] = nodes;
    const nlohmann::json doc = {{"format", "shardscope.scenario/1"},
                                {"name", "test"},
                                {"model", model},
                                {"cluster", cluster},
                                {"parallel", parallel},
                                {"training", training}};
    return shardscope::readScenario(doc, shardscope::PresetLibrary::builtin());
}

/**
 * The bundled example scenario `stem`.shardscope.json (resources/scenarios/examples), or the
 * default scenario for an empty stem. A stem that names no example throws: a prefix match
 * would hand "llama-3.1-405b-16384-h100" the 131K-context example next to it.
 */
inline shardscope::Scenario exampleScenario(const std::string& stem)
{
    if (stem.empty())
        return shardscope::parseScenario(shardscope::defaultScenarioText(), shardscope::PresetLibrary::builtin());
    const std::string file = stem + ".shardscope.json";
    for (const shardscope::BuiltinPresetFile& f : shardscope::exampleScenarioFiles()) {
        const std::string_view path = f.path;
        if (path.size() >= file.size() && path.substr(path.size() - file.size()) == file &&
            (path.size() == file.size() || path[path.size() - file.size() - 1] == '/'))
            return shardscope::parseScenario(f.text, shardscope::PresetLibrary::builtin(), std::string(f.path));
    }
    throw std::invalid_argument("no bundled example " + file);
}

inline bool relClose(double actual, double expected, double rel)
{
    const double scale = std::max(std::abs(expected), 1e-300);
    return std::abs(actual - expected) <= rel * scale;
}

/**
 * One unit of the last digit a published figure shows (37 -> 1, 12.9 -> 0.1): model cards
 * and papers round or truncate their headline counts, so either way the true value lies
 * within one unit.
 */
inline double roundingTolerance(double published)
{
    double unit = 1.0;
    while (unit > 1e-6 && std::abs(published / unit - std::round(published / unit)) > 1e-9)
        unit /= 10.0;
    return unit + 1e-12;
}

inline QString describe(double actual, double expected)
{
    return QStringLiteral("actual %1, expected %2, relative error %3")
        .arg(actual, 0, 'g', 17)
        .arg(expected, 0, 'g', 17)
        .arg((actual - expected) / expected, 0, 'g', 3);
}

/** A scenario on DGX H100 with the given layout (Llama 3 70B, 8K sequence). */
inline shardscope::Scenario h100Plan(int tp, int pp, int dp, int zero, int64_t globalBatch, bool tpOverlap)
{
    using namespace shardscope;
    Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin());
    s.cluster = PresetLibrary::builtin().clusterSpec("dgx-h100");
    s.model = PresetLibrary::builtin().modelSpec("llama-3-70b");
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.parallel.dp = dp;
    s.parallel.cp = 1;
    s.parallel.ep = 1;
    s.parallel.zeroStage = zero;
    s.parallel.sequenceParallel = tp > 1;
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    s.parallel.overlap.tensorParallel = tpOverlap;
    s.training.microBatch = 1;
    s.training.seqLength = 8192;
    s.training.globalBatch = globalBatch;
    s.cluster.nodes = int((int64_t(tp) * pp * dp + 7) / 8);
    return s;
}

} // namespace testsupport
