// The recompute and activation-offload rules: modules the model lacks, modules the FP8 recipe
// refuses, settings the chosen recompute ignores, offload Megatron-Core cannot run
// (its TransformerConfig.__post_init__ checks).

#include "rulehelpers.h"
#include "rulesets.h"

#include "core/estimate/activations.h"
#include "core/model/enumnames.h"
#include "core/model/fields.h"

namespace shardscope::rules {

namespace {

/** Whether a recompute module has anything to re-run in this model. */
bool moduleExists(RecomputeModule module, const ModelSpec& m)
{
    switch (module) {
    case RecomputeModule::CoreAttn: return true;
    case RecomputeModule::Layernorm: return separateInputNorm(m) || m.isMoe();
    case RecomputeModule::MlaUpProj: return m.mla.has_value();
    case RecomputeModule::MoeAct:
    case RecomputeModule::Moe: return m.isMoe();
    case RecomputeModule::Mlp: return !m.isMoe() || m.moeLayersInRange(0, m.layers) < m.layers;
    case RecomputeModule::SharedExperts: return m.isMoe() && m.moe->sharedExperts > 0;
    }
    return false;
}

} // namespace

void checkRecomputeRules(const Scenario& s, Sink& out)
{
    const TrainingSpec& t = s.training;
    const bool modulesInUse = t.recompute == Recompute::Selective && t.selectiveRecompute == SelectiveRecompute::Modules;
    if (modulesInUse) {
        for (const auto& entry : enumNames<RecomputeModule>()) {
            if (!t.recomputeModules.has(entry.value) || moduleExists(entry.value, s.model))
                continue;
            const std::string path = "training.recompute_modules." + std::string(entry.name);
            auto& d = out.add(DiagnosticCode::RecomputeModuleNotInModel,
                              "selective recompute of " + std::string(entry.name) +
                                  " has nothing to re-run in this model");
            d.params = {{"module", std::string(entry.name)}};
            d.fix = "stop recomputing " + std::string(entry.name);
            d.changes.push_back({path, false});
        }
        if ((t.recomputeModules.layernorm || t.recomputeModules.moeAct) && t.precision == Precision::Fp8Delayed) {
            auto& d = out.add(DiagnosticCode::RecomputeModulesUnderDelayedFp8,
                              "Megatron-Core refuses the layernorm and moe_act recompute modules under FP8 delayed "
                              "scaling");
            d.fix = "use FP8 with current scaling";
            d.changes.push_back({"training.precision", std::string(toString(Precision::Fp8Current))});
        }
    }
    const bool modulesIgnored = !modulesInUse && !t.recomputeModules.isDefault();
    const bool fullSettingsIgnored =
        t.recompute != Recompute::Full && (t.recomputeMethod != RecomputeMethod::Uniform || t.recomputeLayers != 1);
    if (modulesIgnored || fullSettingsIgnored)
        out.add(DiagnosticCode::RecomputeSettingsUnused,
                "the recompute modules, method or layer count do not apply to the recompute chosen");
    const int offloaded = t.offloadActivationLayers;
    if (offloaded > 0 && (offloaded >= s.model.layers || s.parallel.pp > 1 || t.recompute != Recompute::None)) {
        auto& d = out.add(DiagnosticCode::OffloadActivationsUnsupported,
                          "Megatron-LM offloads the activations of " + num(offloaded) +
                              " layers only with fewer layers than the model has, pp = 1 and no recompute");
        d.params = {{"layers", double(offloaded)}};
        d.fix = "do not offload activations";
        d.changes.push_back({"training.offload_activation_layers", 0.0});
    }
}

} // namespace shardscope::rules
