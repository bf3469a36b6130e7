#include "recomputeexport.h"

#include "core/model/enumnames.h"

namespace shardscope {

namespace {

/** Whether selective recompute under Megatron's module policy re-runs no module at all. */
bool noModule(const TrainingSpec& t)
{
    RecomputeModules none;
    none.coreAttn = false;
    return t.recomputeModules == none;
}

/** "layernorm, mla_up_proj": the modules a setting names, in Megatron's order. */
std::string moduleList(const RecomputeModules& modules)
{
    std::string out;
    for (const auto& entry : enumNames<RecomputeModule>())
        if (modules.has(entry.value))
            out += (out.empty() ? "" : ", ") + std::string(entry.name);
    return out;
}

} // namespace

MegatronRecompute megatronRecompute(const TrainingSpec& t)
{
    MegatronRecompute r;
    switch (t.recompute) {
    case Recompute::None: break;
    case Recompute::Selective:
        if (t.selectiveRecompute == SelectiveRecompute::Modules && noModule(t))
            break;
        r.granularity = "selective";
        if (t.selectiveRecompute == SelectiveRecompute::Modules && !t.recomputeModules.isDefault())
            for (const auto& entry : enumNames<RecomputeModule>())
                if (t.recomputeModules.has(entry.value))
                    r.modules.emplace_back(entry.name);
        break;
    case Recompute::Full:
        r.granularity = "full";
        r.method = std::string(toString(t.recomputeMethod));
        r.numLayers = std::max(t.recomputeLayers, 1);
        break;
    }
    return r;
}

std::vector<std::pair<std::string, std::string>> megatronRecomputeFlags(const TrainingSpec& t)
{
    const MegatronRecompute r = megatronRecompute(t);
    std::vector<std::pair<std::string, std::string>> flags;
    if (r.granularity.empty())
        return flags;
    flags.push_back({"--recompute-granularity", r.granularity});
    if (!r.method.empty()) {
        flags.push_back({"--recompute-method", r.method});
        flags.push_back({"--recompute-num-layers", std::to_string(r.numLayers)});
    }
    if (!r.modules.empty()) {
        std::string list;
        for (const std::string& m : r.modules)
            list += (list.empty() ? "" : " ") + m;
        flags.push_back({"--recompute-modules", list});
    }
    return flags;
}

namespace {

bool upProjWithoutMla(const Scenario& s)
{
    return s.training.recomputes(RecomputeModule::MlaUpProj) && !s.model.mla;
}

bool normOrActUnderDelayedScaling(const TrainingSpec& t)
{
    return (t.recomputes(RecomputeModule::MoeAct) || t.recomputes(RecomputeModule::Layernorm)) &&
           t.precision == Precision::Fp8Delayed;
}

bool modulesChosen(const TrainingSpec& t)
{
    return t.recompute == Recompute::Selective && t.selectiveRecompute == SelectiveRecompute::Modules &&
           !t.recomputeModules.isDefault();
}

bool fullBeyondOneLayer(const TrainingSpec& t)
{
    return t.recompute == Recompute::Full && (t.recomputeMethod == RecomputeMethod::Block || t.recomputeLayers > 1);
}

} // namespace

bool megatronTakesRecompute(const Scenario& s)
{
    return !upProjWithoutMla(s) && !normOrActUnderDelayedScaling(s.training);
}

bool fixedRecomputeTakes(const TrainingSpec& t, bool methodAndLayers)
{
    return !modulesChosen(t) && (methodAndLayers || !fullBeyondOneLayer(t));
}

std::optional<RecomputeRefusal> megatronRecomputeRefusal(const Scenario& s)
{
    const TrainingSpec& t = s.training;
    if (upProjWithoutMla(s))
        return RecomputeRefusal{"MLM-recompute",
                                exportText(QT_TRANSLATE_NOOP("ExportText", "--recompute-modules mla_up_proj needs "
                                                                           "multi-latent attention, which this model "
                                                                           "does not have (Megatron-Core refuses it at "
                                                                           "start-up)"))};
    if (normOrActUnderDelayedScaling(t))
        return RecomputeRefusal{"MLM-recompute",
                                exportText(QT_TRANSLATE_NOOP("ExportText", "--recompute-modules moe_act and layernorm "
                                                                           "do not work with FP8 delayed scaling "
                                                                           "(Megatron-Core refuses them at start-up); "
                                                                           "use the current or blockwise recipe"))};
    return std::nullopt;
}

std::optional<RecomputeRefusal> fixedRecomputeRefusal(const Scenario& s, const char* rule, const char* launcher,
                                                      bool methodAndLayers)
{
    const TrainingSpec& t = s.training;
    if (modulesChosen(t))
        return RecomputeRefusal{rule, exportText(QT_TRANSLATE_NOOP("ExportText", "%1 cannot choose the modules "
                                                                                 "selective recompute re-runs (%2): "
                                                                                 "only Megatron-LM and NeMo 2 take "
                                                                                 "--recompute-modules"),
                                                 {TextArg(launcher), TextArg(moduleList(t.recomputeModules))})};
    if (!methodAndLayers && fullBeyondOneLayer(t))
        return RecomputeRefusal{rule, exportText(QT_TRANSLATE_NOOP("ExportText", "%1 checkpoints every layer on its "
                                                                                 "own under full recompute; it has no "
                                                                                 "block method and no checkpoints of "
                                                                                 "several layers"),
                                                 {TextArg(launcher)})};
    return std::nullopt;
}

bool megatronTakesOffload(const Scenario& s)
{
    const int n = s.training.offloadActivationLayers;
    return n == 0 || (n < s.model.layers && s.parallel.pp == 1 && s.training.recompute == Recompute::None);
}

std::optional<RecomputeRefusal> megatronOffloadRefusal(const Scenario& s)
{
    if (megatronTakesOffload(s))
        return std::nullopt;
    return RecomputeRefusal{"MLM-offload-activations",
                            exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-Core offloads activations "
                                                                       "(--cpu-offloading-num-layers %1) only for "
                                                                       "fewer layers than the model's %2, without "
                                                                       "pipeline parallelism and without activation "
                                                                       "recompute"),
                                       {TextArg(std::to_string(s.training.offloadActivationLayers)),
                                        TextArg(std::to_string(s.model.layers))})};
}

std::optional<RecomputeRefusal> noOffloadRefusal(const Scenario& s, const char* rule, const char* launcher)
{
    if (s.training.offloadActivationLayers == 0)
        return std::nullopt;
    return RecomputeRefusal{rule, exportText(QT_TRANSLATE_NOOP("ExportText", "%1 has no activation offload to host "
                                                                             "memory; only Megatron-LM and NeMo 2 "
                                                                             "take --cpu-offloading-num-layers"),
                                             {TextArg(launcher)})};
}

} // namespace shardscope
