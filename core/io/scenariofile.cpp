#include "scenariofile.h"

#include "boundedread.h"
#include "fieldjson.h"
#include "jsonfields.h"
#include "core/model/fieldlimits.h"
#include "core/model/measuredplan.h"
#include "presetlibrary.h"
#include "specjson.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace shardscope {

namespace {

using namespace limits; // kMaxWorld; the fields' ranges are in the registry (model/fields.h)

/** `parallel`: every field through the registry, then the world size. */
ParallelConfig readParallel(ObjectReader in)
{
    Scenario s;
    readFields(in, "parallel", s, FieldId::Tp, FieldId::OverlapCp);
    in.finish();
    const ParallelConfig& p = s.parallel;
    if (p.worldSize() > kMaxWorld)
        throw InputError(in.path(), worldTooLarge(p.worldSize(), kMaxWorld));
    return p;
}

nlohmann::json writeParallel(const Scenario& s)
{
    nlohmann::json j = nlohmann::json::object();
    writeFields(j, "parallel", s, FieldId::Tp, FieldId::OverlapCp);
    return j;
}

/** `training`: every field through the registry. */
TrainingSpec readTraining(ObjectReader in)
{
    Scenario s;
    readFields(in, "training", s, FieldId::SeqLength, FieldId::AllocatorFraction);
    in.finish();
    return s.training;
}

nlohmann::json writeTraining(const Scenario& s)
{
    nlohmann::json j = nlohmann::json::object();
    writeFields(j, "training", s, FieldId::SeqLength, FieldId::AllocatorFraction);
    return j;
}

/** Preset fields with the user's overrides applied, or the inline fields. */
nlohmann::json resolveFields(const nlohmann::json& value, const std::string& path,
                             const Preset* (PresetLibrary::*lookup)(const std::string&) const,
                             const PresetLibrary& presets, PresetKind kind, std::string& presetId)
{
    if (!value.is_object())
        throw InputError(path, mustBeAnObject(describedJson(value)));
    auto it = value.find(kPresetKey);
    if (it == value.end())
        return value;
    if (!it->is_string())
        throw InputError(joinPath(path, kPresetKey), mustBeAString(describedJson(*it)));
    presetId = it->get<std::string>();
    const Preset* preset = (presets.*lookup)(presetId);
    if (!preset)
        throw InputError(joinPath(path, kPresetKey),
                         kind == PresetKind::Model
                             ? inputText(QT_TRANSLATE_NOOP("InputText", "unknown model preset %1 (list them with: shardscope-cli presets models)"),
                                         {describedJson(*it)})
                             : inputText(QT_TRANSLATE_NOOP("InputText", "unknown cluster preset %1 (list them with: shardscope-cli presets clusters)"),
                                         {describedJson(*it)}));
    nlohmann::json fields = preset->fields;
    nlohmann::json overrides = value;
    overrides.erase(kPresetKey);
    fields.merge_patch(overrides);
    return fields;
}

} // namespace

ModelSpec readModelObject(const nlohmann::json& value, const std::string& path,
                          const PresetLibrary& presets)
{
    std::string presetId;
    const nlohmann::json fields =
        resolveFields(value, path, &PresetLibrary::model, presets, PresetKind::Model, presetId);
    ObjectReader reader(fields, path);
    ModelSpec model = readModelFields(reader);
    reader.finish();
    model.presetId = presetId;
    return model;
}

ClusterSpec readClusterObject(const nlohmann::json& value, const std::string& path,
                              const PresetLibrary& presets)
{
    std::string presetId;
    const nlohmann::json fields =
        resolveFields(value, path, &PresetLibrary::cluster, presets, PresetKind::Cluster, presetId);
    ObjectReader reader(fields, path);
    ClusterSpec cluster = readClusterFields(reader);
    reader.finish();
    cluster.presetId = presetId;
    if (const Preset* preset = presetId.empty() ? nullptr : presets.cluster(presetId))
        cluster.calibration = preset->calibration; // holds only while the fitted values do
    return cluster;
}

nlohmann::json writeModelObject(const ModelSpec& model, const PresetLibrary& presets)
{
    nlohmann::json full = writeModelFields(model);
    if (model.presetId.empty() || !presets.model(model.presetId))
        return full;
    nlohmann::json out = {{kPresetKey, model.presetId}};
    out.update(makeMergePatch(writeModelFields(presets.modelSpec(model.presetId)), full));
    return out;
}

nlohmann::json writeClusterObject(const ClusterSpec& cluster, const PresetLibrary& presets)
{
    nlohmann::json full = writeClusterFields(cluster);
    if (cluster.presetId.empty() || !presets.cluster(cluster.presetId))
        return full;
    nlohmann::json out = {{kPresetKey, cluster.presetId}};
    out.update(makeMergePatch(writeClusterFields(presets.clusterSpec(cluster.presetId)), full));
    return out;
}

/** Bounds of a measured figure: positive and finite, at most an absurd value. */
constexpr double kMaxMeasuredFigure = 1e12;
constexpr size_t kMaxNoteLength = 2000;

/** `measured.plan`: the plan a scenario edited since its run was measured on (writeMeasured()). */
static MeasuredPlan readMeasuredPlan(ObjectReader in, const nlohmann::json& value, const PresetLibrary& presets)
{
    for (const char* section : {"model", "cluster"}) {
        if (!in.has(section))
            in.fail(section, missingRequiredField());
        in.accept(section);
    }
    MeasuredPlan plan;
    plan.model = readModelObject(value["model"], in.childPath("model"), presets);
    plan.cluster = readClusterObject(value["cluster"], in.childPath("cluster"), presets);
    plan.parallel = readParallel(in.object("parallel"));
    plan.training = readTraining(in.object("training"));
    in.finish();
    return plan;
}

static MeasuredRun readMeasured(ObjectReader in, const nlohmann::json& value, const PresetLibrary& presets)
{
    MeasuredRun run;
    if (auto plan = in.optionalObject("plan"))
        run.plan = std::make_shared<const MeasuredPlan>(readMeasuredPlan(*plan, value["plan"], presets));
    run.source = in.string("source", kMaxNoteLength);
    run.tokensPerSPerGpu = in.optionalNumber("tokens_per_s_per_gpu", 1e-9, kMaxMeasuredFigure);
    run.tflopsPerGpu = in.optionalNumber("tflops_per_gpu", 1e-9, kMaxMeasuredFigure);
    run.mfu = in.optionalNumber("mfu", 1e-9, 1);
    run.peakMemoryGiB = in.optionalNumber("peak_memory_GiB", 1e-9, kMaxMeasuredFigure);
    run.stepTimeS = in.optionalNumber("step_time_s", 1e-9, kMaxMeasuredFigure);
    run.note = in.optionalString("note", kMaxNoteLength).value_or("");
    if (!run.hasFigures())
        in.fail("source", inputText(QT_TRANSLATE_NOOP("InputText", "a measured run needs at least one figure "
                                                                   "(tokens_per_s_per_gpu, tflops_per_gpu, mfu, "
                                                                   "peak_memory_GiB or step_time_s)")));
    in.finish();
    return run;
}

static nlohmann::json writeMeasured(const Scenario& s, const PresetLibrary& presets)
{
    const MeasuredRun& run = *s.measured;
    nlohmann::json j;
    j["source"] = run.source;
    // A plan edited since the run was measured keeps the plan measured, so that the figures
    // are never read against another plan when the file is opened again.
    if (run.plan && !measuredOnThisPlan(s)) {
        const Scenario measured = withMeasuredPlan(s, *run.plan);
        j["plan"] = {{"model", writeModelObject(measured.model, presets)},
                     {"cluster", writeClusterObject(measured.cluster, presets)},
                     {"parallel", writeParallel(measured)},
                     {"training", writeTraining(measured)}};
    }
    const auto put = [&](const char* key, const std::optional<double>& v) {
        if (v)
            j[key] = *v;
    };
    put("tokens_per_s_per_gpu", run.tokensPerSPerGpu);
    put("tflops_per_gpu", run.tflopsPerGpu);
    put("mfu", run.mfu);
    put("peak_memory_GiB", run.peakMemoryGiB);
    put("step_time_s", run.stepTimeS);
    if (!run.note.empty())
        j["note"] = run.note;
    return j;
}

Scenario readScenario(const nlohmann::json& document, const PresetLibrary& presets)
{
    ObjectReader top(document, "");
    const std::string format = top.string("format", 64);
    if (format != kScenarioFormat) {
        const std::string prefix = "shardscope.scenario/";
        if (format.rfind(prefix, 0) == 0)
            top.fail("format", inputText(QT_TRANSLATE_NOOP("InputText", "version \"%1\" is not supported by this build (it reads version 1)"),
                                         {format.substr(prefix.size())}));
        top.fail("format", inputText(QT_TRANSLATE_NOOP("InputText", "must be \"%1\", got %2"),
                                     {kScenarioFormat, describedJson(document["format"])}));
    }
    Scenario s;
    s.name = top.string("name");
    top.accept("model");
    top.accept("cluster");
    if (!top.has("model"))
        top.fail("model", missingRequiredField());
    if (!top.has("cluster"))
        top.fail("cluster", missingRequiredField());
    s.model = readModelObject(document["model"], "model", presets);
    s.cluster = readClusterObject(document["cluster"], "cluster", presets);
    s.parallel = readParallel(top.object("parallel"));
    s.training = readTraining(top.object("training"));
    if (auto measured = top.optionalObject("measured")) {
        s.measured = readMeasured(*measured, document["measured"], presets);
        if (!s.measured->plan) // measured on the plan the file holds
            s.measured->plan = std::make_shared<const MeasuredPlan>(
                MeasuredPlan{s.model, s.cluster, s.parallel, s.training});
    }
    top.finish();
    return s;
}

Scenario parseScenario(std::string_view text, const PresetLibrary& presets,
                       const std::string& origin)
{
    try {
        return readScenario(parseJsonText(text, origin), presets);
    } catch (const InputError& error) {
        throw error.inFile(origin);
    }
}

nlohmann::json writeScenario(const Scenario& s, const PresetLibrary& presets)
{
    nlohmann::json j;
    j["format"] = kScenarioFormat;
    j["name"] = s.name;
    j["model"] = writeModelObject(s.model, presets);
    j["cluster"] = writeClusterObject(s.cluster, presets);
    j["parallel"] = writeParallel(s);
    j["training"] = writeTraining(s);
    if (s.measured)
        j["measured"] = writeMeasured(s, presets);
    return j;
}

std::string formatScenario(const Scenario& scenario, const PresetLibrary& presets)
{
    return writeScenario(scenario, presets).dump(2) + "\n";
}

Scenario loadScenarioFile(const std::string& path, const PresetLibrary& presets)
{
    return parseScenario(readTextFile(path), presets, path);
}

} // namespace shardscope
