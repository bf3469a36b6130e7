#include "precisionadaptation.h"

#include "core/model/precision.h"

namespace shardscope {

void adaptUnspelledPrecision(const TrainingSpec& t, const PrecisionRules& rules, ExportResult& r, bool recipeSpelled)
{
    const PrecisionTraits& recipe = precisionTraits(t.precision);
    if (recipe.quantized() && !recipeSpelled) {
        std::vector<FixChange> changes{{"training.precision", std::string("bf16")}};
        if (t.fp8ParamGather) // BF16 has no FP8 weights to gather
            changes.push_back({"training.fp8_param_gather", false});
        r.adapt(rules.recipe,
                exportText(QT_TRANSLATE_NOOP("ExportText", "%1 exported as BF16 mixed precision: %2 has no setting "
                                                           "for this recipe"),
                           {std::string(recipe.label), rules.setting}),
                changes);
    }
    if (t.optimizerMoments != MomentPrecision::Fp32)
        r.adapt(rules.moments,
                exportText(QT_TRANSLATE_NOOP("ExportText", "BF16 Adam moments exported as fp32: %1 has no setting for "
                                                           "the moments' dtype"),
                           {rules.setting}),
            {{"training.optimizer_moments", std::string("fp32")}});
}

void adaptUnspelledFp8ParamGather(const TrainingSpec& t, const char* rule, const std::string& setting, ExportResult& r)
{
    if (!gathersFp8Weights(t))
        return;
    r.adapt(rule,
            exportText(QT_TRANSLATE_NOOP("ExportText", "FP8 parameter gather exported off: %1 has no setting for it "
                                                       "here, so the weights are gathered in 16 bits"),
                       {setting}),
            {{"training.fp8_param_gather", false}});
}

} // namespace shardscope
