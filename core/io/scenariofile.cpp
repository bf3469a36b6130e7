#include "scenariofile.h"

#include "boundedread.h"
#include "jsonfields.h"
#include "core/model/fieldlimits.h"
#include "presetlibrary.h"
#include "specjson.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace shardscope {

namespace {

using namespace limits; // the ranges of model/fieldlimits.h, shared with the window

ParallelConfig readParallel(ObjectReader in)
{
    ParallelConfig p;
    p.tp = int(in.integer("tp", 1, kMaxDegree));
    p.pp = int(in.integer("pp", 1, kMaxDegree));
    p.dp = int(in.integer("dp", 1, kMaxDegree));
    p.cp = int(in.optionalInteger("cp", 1, kMaxDegree).value_or(1));
    p.ep = int(in.optionalInteger("ep", 1, kMaxDegree).value_or(1));
    if (auto etp = in.optionalInteger("etp", 1, kMaxDegree))
        p.etp = int(*etp);
    p.sequenceParallel = in.boolean("sequence_parallel");
    p.zeroStage = int(in.integer("zero_stage", 0, kMaxZeroStage));
    p.schedule = in.enumeration<PipelineSchedule>("schedule");
    p.virtualStages = int(in.optionalInteger("virtual_stages", 1, kMaxVirtualStages).value_or(1));
    p.rankOrder = in.optionalEnumeration<RankOrder>("rank_order").value_or(RankOrder::TpCpEpDpPp);
    if (auto overlap = in.optionalObject("overlap")) {
        auto& o = p.overlap;
        o.dataParallel = overlap->optionalBoolean("dp").value_or(o.dataParallel);
        o.tensorParallel = overlap->optionalBoolean("tp").value_or(o.tensorParallel);
        o.expertParallel = overlap->optionalBoolean("ep").value_or(o.expertParallel);
        o.contextParallel = overlap->optionalBoolean("cp").value_or(o.contextParallel);
        overlap->finish();
    }
    in.finish();
    if (p.worldSize() > kMaxWorld)
        throw InputError(in.path(),
                         "world size tp x pp x cp x dp = " + std::to_string(p.worldSize()) +
                             " exceeds the supported maximum of " + std::to_string(kMaxWorld) + " GPUs");
    return p;
}

nlohmann::json writeParallel(const ParallelConfig& p)
{
    return {{"tp", p.tp},
            {"pp", p.pp},
            {"dp", p.dp},
            {"cp", p.cp},
            {"ep", p.ep},
            {"etp", p.etp ? nlohmann::json(*p.etp) : nlohmann::json(nullptr)},
            {"sequence_parallel", p.sequenceParallel},
            {"zero_stage", p.zeroStage},
            {"schedule", toString(p.schedule)},
            {"virtual_stages", p.virtualStages},
            {"rank_order", toString(p.rankOrder)},
            {"overlap",
             {{"dp", p.overlap.dataParallel},
              {"tp", p.overlap.tensorParallel},
              {"ep", p.overlap.expertParallel},
              {"cp", p.overlap.contextParallel}}}};
}

TrainingSpec readTraining(ObjectReader in)
{
    TrainingSpec t;
    t.seqLength = in.integer("seq_length", 1, kMaxSeqLength);
    t.microBatch = in.integer("micro_batch", 1, kMaxMicroBatch);
    t.globalBatch = in.integer("global_batch", 1, kMaxGlobalBatch);
    t.precision = in.enumeration<Precision>("precision");
    t.mainGrads = in.optionalEnumeration<GradPrecision>("main_grads").value_or(GradPrecision::Fp32);
    t.optimizer = in.optionalEnumeration<Optimizer>("optimizer").value_or(Optimizer::Adam);
    t.recompute = in.enumeration<Recompute>("recompute");
    t.selectiveRecompute = in.optionalEnumeration<SelectiveRecompute>("selective_recompute")
                               .value_or(SelectiveRecompute::CoreAttention);
    t.kernelFusion = in.optionalEnumeration<KernelFusion>("kernel_fusion").value_or(KernelFusion::Fused);
    t.flashAttention = in.optionalBoolean("flash_attention").value_or(true);
    t.attentionKernel = in.optionalEnumeration<AttentionKernel>("attention_kernel").value_or(AttentionKernel::Fused);
    t.offloadOptimizer = in.optionalBoolean("offload_optimizer").value_or(false);
    if (auto overhead = in.optionalObject("overhead")) {
        t.overhead.cudaContextGiB = overhead->optionalNumber("cuda_context_GiB", 0, kMaxCudaContextGiB)
                                        .value_or(t.overhead.cudaContextGiB);
        t.overhead.allocatorFraction = overhead->optionalNumber("allocator_fraction", 0, 1)
                                           .value_or(t.overhead.allocatorFraction);
        overhead->finish();
    }
    in.finish();
    return t;
}

nlohmann::json writeTraining(const TrainingSpec& t)
{
    return {{"seq_length", t.seqLength},
            {"micro_batch", t.microBatch},
            {"global_batch", t.globalBatch},
            {"precision", toString(t.precision)},
            {"main_grads", toString(t.mainGrads)},
            {"optimizer", toString(t.optimizer)},
            {"recompute", toString(t.recompute)},
            {"selective_recompute", toString(t.selectiveRecompute)},
            {"kernel_fusion", toString(t.kernelFusion)},
            {"flash_attention", t.flashAttention},
            {"attention_kernel", toString(t.attentionKernel)},
            {"offload_optimizer", t.offloadOptimizer},
            {"overhead",
             {{"cuda_context_GiB", t.overhead.cudaContextGiB},
              {"allocator_fraction", t.overhead.allocatorFraction}}}};
}

/** Preset fields with the user's overrides applied, or the inline fields. */
nlohmann::json resolveFields(const nlohmann::json& value, const std::string& path,
                             const Preset* (PresetLibrary::*lookup)(const std::string&) const,
                             const PresetLibrary& presets, const char* kindWord,
                             std::string& presetId)
{
    if (!value.is_object())
        throw InputError(path, "must be an object, got " + describeJson(value));
    auto it = value.find(kPresetKey);
    if (it == value.end())
        return value;
    if (!it->is_string())
        throw InputError(joinPath(path, kPresetKey), "must be a string, got " + describeJson(*it));
    presetId = it->get<std::string>();
    const Preset* preset = (presets.*lookup)(presetId);
    if (!preset)
        throw InputError(joinPath(path, kPresetKey),
                         std::string("unknown ") + kindWord + " preset " + describeJson(*it) +
                             " (list them with: shardscope-cli presets " + kindWord + "s)");
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
        resolveFields(value, path, &PresetLibrary::model, presets, "model", presetId);
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
        resolveFields(value, path, &PresetLibrary::cluster, presets, "cluster", presetId);
    ObjectReader reader(fields, path);
    ClusterSpec cluster = readClusterFields(reader);
    reader.finish();
    cluster.presetId = presetId;
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

Scenario readScenario(const nlohmann::json& document, const PresetLibrary& presets)
{
    ObjectReader top(document, "");
    const std::string format = top.string("format", 64);
    if (format != kScenarioFormat) {
        const std::string prefix = "shardscope.scenario/";
        if (format.rfind(prefix, 0) == 0)
            top.fail("format", "version \"" + format.substr(prefix.size()) +
                                   "\" is not supported by this build (it reads version 1)");
        top.fail("format", std::string("must be \"") + kScenarioFormat + "\", got " +
                               describeJson(document["format"]));
    }
    Scenario s;
    s.name = top.string("name");
    top.accept("model");
    top.accept("cluster");
    if (!top.has("model"))
        top.fail("model", "missing (required field)");
    if (!top.has("cluster"))
        top.fail("cluster", "missing (required field)");
    s.model = readModelObject(document["model"], "model", presets);
    s.cluster = readClusterObject(document["cluster"], "cluster", presets);
    s.parallel = readParallel(top.object("parallel"));
    s.training = readTraining(top.object("training"));
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
    j["parallel"] = writeParallel(s.parallel);
    j["training"] = writeTraining(s.training);
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
