#include "deepspeedbatch.h"

#include "configsettings.h"

#include <variant>

namespace shardscope {

namespace {

int64_t integerOf(const ImportBuilder& builder, FieldId field)
{
    const FieldValue v = builder.value(field);
    return std::holds_alternative<int64_t>(v) ? std::get<int64_t>(v) : 0;
}

/** A term the config leaves out, as another setting gave its field (nullopt when none has). */
std::optional<BatchTerm> fromBuilder(const ImportBuilder& builder, FieldId field)
{
    const SettingSource* s = builder.sourceOf(field);
    if (s == nullptr)
        return std::nullopt;
    return BatchTerm{*s, integerOf(builder, field)};
}

/** What a DeepSpeed batch derivation is checked against, for the messages. */
struct Context
{
    const DeepSpeedBatch& batch;
    int64_t dp;
    std::string dpText; ///< "DP 16 from <setting> (<where>)"

    std::string rule() const { return "DeepSpeed's identity, " + batch.origin + " and _batch_assertion"; }
    SettingSource absent(const std::string& key) const { return {batch.file, 0, key, {}}; }
};

/** DeepSpeed derives micro = train // DP // accumulation and re-checks the identity. */
void deriveMicro(const Context& c, const BatchTerm& global, int64_t accumulation, const std::string& accText,
                 ImportBuilder& builder)
{
    const int64_t micro = global.value / c.dp / accumulation;
    if (micro < 1 || checkedProduct(micro, accumulation, c.dp) != global.value)
        ImportBuilder::refuse(global.source, "DeepSpeed derives " + c.batch.microKey + " = " +
                                                 std::to_string(global.value) + " / " + c.dpText + " / " + accText +
                                                 " = " + std::to_string(micro) + ", which does not give it back (" +
                                                 c.rule() + ")");
    const SettingSource absent = c.absent(c.batch.microKey);
    integerInRange(absent, micro, FieldId::MicroBatch);
    builder.defaultTo(FieldId::MicroBatch, micro, absent,
                      c.batch.origin + ": " + c.batch.globalKey + " / (DP x " + accText + ")");
}

/** DeepSpeed derives train = micro x accumulation x DP. */
void deriveGlobal(const Context& c, const BatchTerm& micro, int64_t accumulation, const std::string& accText,
                  ImportBuilder& builder)
{
    const int64_t global = checkedProduct(micro.value, accumulation, c.dp);
    const SettingSource absent = c.absent(c.batch.globalKey);
    if (global < 0)
        ImportBuilder::refuse(micro.source, "the global batch " + c.batch.microKey + " x " + accText + " x " +
                                                c.dpText + " does not fit a 64-bit integer");
    integerInRange(absent, global, FieldId::GlobalBatch);
    builder.defaultTo(FieldId::GlobalBatch, global, absent,
                      c.batch.origin + ": " + c.batch.microKey + " x " + accText + " x DP");
}

} // namespace

void checkDeepSpeedBatch(const DeepSpeedBatch& batch, ImportBuilder& builder)
{
    if (batch.empty())
        return;
    const int64_t dp = integerOf(builder, FieldId::Dp);
    if (dp < 1)
        return;
    const SettingSource* dpSource = builder.sourceOf(FieldId::Dp);
    const Context c{batch, dp,
                    "DP " + std::to_string(dp) +
                        (dpSource ? " from " + describedSetting(*dpSource) : " (the scenario's)")};

    // Only a PP some setting gives: the base scenario's is no launch file's.
    const int64_t pp = integerOf(builder, FieldId::Pp);
    const SettingSource* ppSource = builder.sourceOf(FieldId::Pp);
    if (batch.zeroStage && batch.zeroStage->value >= 2 && pp > 1 && ppSource != nullptr)
        ImportBuilder::contradiction(batch.zeroStage->source, *ppSource,
                                     "DeepSpeed's pipeline engine runs ZeRO stage 0 or 1 only "
                                     "(deepspeed/runtime/pipe/engine.py), but PP is " +
                                         std::to_string(pp) + " from " + describedSetting(*ppSource));

    if (!batch.global && !batch.micro && !batch.accumulation)
        return; // DeepSpeed's rule needs one of its own terms

    const std::optional<BatchTerm> global = batch.global ? batch.global : fromBuilder(builder, FieldId::GlobalBatch);
    const std::optional<BatchTerm> micro = batch.micro ? batch.micro : fromBuilder(builder, FieldId::MicroBatch);
    const std::optional<BatchTerm>& acc = batch.accumulation;
    // Without gradient_accumulation_steps DeepSpeed takes 1 when it has only one other term.
    const std::string accText = acc ? describedSetting(acc->source) : "gradient_accumulation_steps 1 (absent)";

    if (global && micro && acc) {
        const int64_t product = checkedProduct(micro->value, acc->value, dp);
        if (product != global->value)
            ImportBuilder::contradiction(global->source, acc->source,
                                         "is not " + describedSetting(micro->source) + " x " +
                                             describedSetting(acc->source) + " x " + c.dpText + " = " +
                                             (product < 0 ? std::string("more than 2^63") : std::to_string(product)) +
                                             " (" + c.rule() + ")");
        return;
    }
    if (global && micro) {
        // DeepSpeed derives the accumulation with floor division, then re-checks the identity.
        const int64_t perStep = checkedProduct(micro->value, dp);
        const int64_t steps = perStep > 0 ? global->value / perStep : 0;
        if (steps < 1 || checkedProduct(micro->value, steps, dp) != global->value)
            ImportBuilder::contradiction(global->source, micro->source,
                                         "DeepSpeed derives gradient_accumulation_steps = " + global->source.name +
                                             " / (" + describedSetting(micro->source) + " x " + c.dpText +
                                             ") = " + std::to_string(steps) + ", which does not give it back (" +
                                             c.rule() + ")");
        builder.note("DeepSpeed derives gradient_accumulation_steps = " + std::to_string(steps) + " from " +
                     global->source.spelled() + " / (micro-batch " + std::to_string(micro->value) + " x DP " +
                     std::to_string(dp) + ")");
        return;
    }
    if (global) {
        deriveMicro(c, *global, acc ? acc->value : 1, accText, builder);
        return;
    }
    if (micro) {
        deriveGlobal(c, *micro, acc ? acc->value : 1, accText, builder);
        return;
    }
    // Only the accumulation is a number ("auto" batches, filled by the HF Trainer at run time):
    // the step is the scenario's micro-batch x that x DP, not a global batch the files never gave.
    const BatchTerm kept{c.absent(batch.microKey + " (not given: the scenario's micro-batch)"),
                         integerOf(builder, FieldId::MicroBatch)};
    deriveGlobal(c, kept, acc->value, accText, builder);
}

} // namespace shardscope
