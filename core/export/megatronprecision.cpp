#include "megatronprecision.h"

#include "core/model/precision.h"

namespace shardscope {

/**
 * Training precision: 16-bit weights with Transformer Engine's FP8 or FP4 recipe on top
 * (--fp8-format / --fp8-recipe, --fp4-format e2m1 / --fp4-recipe); BF16 moments and main
 * gradients through the precision-aware optimizer (--use-precision-aware-optimizer with
 * --exp-avg-dtype / --exp-avg-sq-dtype / --main-grads-dtype); FP8 weights with
 * --fp8-param-gather.
 */
void megatronPrecisionFlags(const TrainingSpec& t, MegatronArguments& a)
{
    auto& tr = a.training;
    const PrecisionLaunchers& recipe = precisionTraits(t.precision).launchers;
    if (t.precision == Precision::Fp16)
        tr.push_back({"--fp16", ""});
    else if (t.precision != Precision::Fp32)
        tr.push_back({"--bf16", ""});
    if (!recipe.megatronFp8Recipe.empty()) {
        tr.push_back({"--fp8-format", std::string(recipe.megatronFp8Format)});
        tr.push_back({"--fp8-recipe", std::string(recipe.megatronFp8Recipe)});
    }
    if (gathersFp8Weights(t) && !recipe.megatronFp8Recipe.empty()) {
        // Weights kept and gathered in FP8 (fp8_model_init); Megatron asserts that MXFP8
        // parameters reuse the gradient buffer for their gather.
        tr.push_back({"--fp8-param-gather", ""});
        if (t.precision == Precision::Mxfp8)
            tr.push_back({"--reuse-grad-buf-for-mxfp8-param-ag", ""});
    }
    if (!recipe.megatronFp4Recipe.empty()) {
        tr.push_back({"--fp4-format", "e2m1"});
        tr.push_back({"--fp4-recipe", std::string(recipe.megatronFp4Recipe)});
    }
    const bool bf16Moments = t.optimizerMoments == MomentPrecision::Bf16;
    const bool bf16Grads = t.mainGrads == GradPrecision::Bf16;
    if (bf16Moments || bf16Grads)
        tr.push_back({"--use-precision-aware-optimizer", ""});
    if (bf16Grads)
        tr.push_back({"--main-grads-dtype", "bf16"});
    if (bf16Moments) {
        tr.push_back({"--exp-avg-dtype", "bf16"});
        tr.push_back({"--exp-avg-sq-dtype", "bf16"});
    }
}

} // namespace shardscope
