#include "precisionadaptation.h"

#include "core/model/precision.h"

namespace shardscope {

void adaptUnspelledPrecision(const TrainingSpec& t, const PrecisionRules& rules, ExportResult& r, bool recipeSpelled)
{
    const PrecisionTraits& recipe = precisionTraits(t.precision);
    if (recipe.quantized() && !recipeSpelled)
        r.adapt(rules.recipe,
                exportText(QT_TRANSLATE_NOOP("ExportText", "%1 exported as BF16 mixed precision: %2 has no setting "
                                                           "for this recipe"),
                           {std::string(recipe.label), rules.setting}),
            {{"training.precision", std::string("bf16")}});
    if (t.optimizerMoments != MomentPrecision::Fp32)
        r.adapt(rules.moments,
                exportText(QT_TRANSLATE_NOOP("ExportText", "BF16 Adam moments exported as fp32: %1 has no setting for "
                                                           "the moments' dtype"),
                           {rules.setting}),
            {{"training.optimizer_moments", std::string("fp32")}});
}

} // namespace shardscope
