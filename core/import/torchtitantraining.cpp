// The [training] precision and [activation_checkpoint] part of the torchtitan reader: the
// mixed-precision dtypes, the float8 / MX converters, and which layers are recomputed.

#include "torchtitanreader.h"

#include "core/model/enumnames.h"

#include <algorithm>

namespace shardscope {

namespace {

constexpr const char* kJobConfig = "torchtitan/config/job_config.py";

template <typename E> FieldValue name(E value)
{
    return std::string(toString(value));
}

bool contains(const std::vector<std::string>& items, std::string_view item)
{
    return std::find(items.begin(), items.end(), item) != items.end();
}

bool digitsOnly(const std::string& text)
{
    return !text.empty() && text.size() <= 9 &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

// ---- precision ------------------------------------------------------------------------------

std::optional<Precision> TitanReader::readConverters()
{
    const TitanSetting* converters = find("model.converters");
    // torchtitan before model.converters switched torchao's Float8 linear layers on here.
    if (const TitanSetting* older = find("float8.enable_float8_linear")) {
        if (converters) {
            ignore(*older, "torchtitan before 0.2's switch; model.converters decides");
        } else if (!flag(*older)) {
            ignore(*older, "false: the linear layers train in the mixed-precision dtype");
        } else {
            const TitanSetting* recipe = find("float8.recipe_name");
            const std::string recipeName = recipe ? text(*recipe) : "";
            if (!recipeName.empty() && recipeName != "tensorwise")
                ImportBuilder::refuse(recipe->source, "FP8 with " + recipeName +
                                                          " scaling has no ShardScope recipe (ShardScope has "
                                                          "tensorwise and delayed scaling, DeepSeek's blockwise FP8, "
                                                          "MXFP8 and NVFP4)");
            const std::string note = "torchao's Float8 linear layers (torchtitan before model.converters), "
                                     "tensorwise scaling from the current amax";
            set(FieldId::Precision, name(Precision::Fp8Current), *older, note);
            if (recipe)
                set(FieldId::Precision, name(Precision::Fp8Current), *recipe, note);
            readFloat8AllGather("float8");
            return Precision::Fp8Current;
        }
    }
    if (!converters)
        return std::nullopt;
    std::string linear, linearTable, grouped;
    for (const std::string& item : list(*converters)) {
        std::string format, table;
        bool experts = false;
        if (item == "quantize.linear.float8" || item == "float8")
            format = "float8", table = item == "float8" ? "float8" : item;
        else if (item == "quantize.linear.mx" || item == "mx")
            format = "mx", table = item == "mx" ? "mx" : item;
        else if (item == "quantize.grouped_mm.float8" || item == "quantize.grouped_mm.mx")
            format = item.substr(item.rfind('.') + 1), experts = true;
        else
            ImportBuilder::refuse(converters->source,
                                  "\"" + item +
                                      "\" is not one of torchtitan 0.2.x's converters "
                                      "(quantize.linear.float8, quantize.linear.mx, "
                                      "quantize.grouped_mm.float8, quantize.grouped_mm.mx; float8 and mx "
                                      "before 0.2)");
        std::string& slot = experts ? grouped : linear;
        if (!slot.empty())
            ImportBuilder::refuse(converters->source, "two converters of the same layers: torchtitan converts each "
                                                      "layer once");
        slot = format;
        if (!experts)
            linearTable = table;
    }
    const bool moe = m_builder.scenario().model.isMoe();
    if (linear.empty()) {
        if (!grouped.empty() && moe)
            ImportBuilder::refuse(converters->source, "quantizes only the experts' grouped GEMMs; ShardScope's recipes "
                                                      "quantize every linear layer of the transformer blocks");
        ignore(*converters, grouped.empty()
                                ? "no converter: the linear layers train in the mixed-precision dtype"
                                : "quantize.grouped_mm converts the experts' GEMMs, and this model has none");
        return std::nullopt;
    }
    if (!grouped.empty() && grouped != linear)
        ImportBuilder::refuse(converters->source, "the linear layers in " + linear + " and the experts in " + grouped +
                                                      ": ShardScope's recipes quantize both alike");
    std::string note;
    Precision precision = Precision::Fp8Current;
    const TitanSetting* recipe = find(linearTable + ".recipe_name");
    if (linear == "float8") {
        const std::string recipeName = recipe ? text(*recipe) : "";
        if (!recipeName.empty() && recipeName != "tensorwise")
            ImportBuilder::refuse(recipe->source,
                                  "FP8 with " + recipeName +
                                      " scaling has no ShardScope recipe (ShardScope "
                                      "has tensorwise and delayed scaling, DeepSeek's blockwise FP8, MXFP8 "
                                      "and NVFP4)");
        note = recipe ? "FP8 with tensorwise (current) scaling"
                      : "FP8: without recipe_name torchao's Float8LinearConfig scales per tensor from the current amax";
    } else {
        precision = Precision::Mxfp8;
        const std::string recipeName = recipe ? text(*recipe) : "mxfp8_cublas";
        if (recipeName.rfind("mxfp8", 0) != 0)
            ImportBuilder::refuse(recipe->source, "the MX recipe " + recipeName +
                                                      " has no ShardScope recipe (ShardScope has "
                                                      "MXFP8: mxfp8, mxfp8_cublas, mxfp8_cutlass)");
        note = "MXFP8 (" + recipeName + ")";
    }
    set(FieldId::Precision, name(precision), *converters, note);
    if (recipe)
        set(FieldId::Precision, name(precision), *recipe, note);
    if (linear == "float8")
        readFloat8AllGather(linearTable);
    const TitanSetting* filter = find(linearTable + ".filter_fqns");
    const std::vector<std::string> filtered = filter ? list(*filter) : std::vector<std::string>{};
    if (filter) {
        std::string reason = contains(filtered, "output")
                                 ? "the output layer stays in 16 bit, as ShardScope estimates it"
                                 : "this file quantizes the output layer too; ShardScope "
                                   "estimates it in 16 bit";
        if (filtered.size() > (contains(filtered, "output") ? 1u : 0u))
            reason += "; ShardScope quantizes every other linear layer of the transformer blocks";
        ignore(*filter, reason);
    } else if (linear == "float8") {
        m_builder.note("The float8 converter's filter_fqns is empty by default, so the output layer is quantized too; "
                       "ShardScope estimates it in 16 bit.");
    }
    if (moe && grouped.empty())
        m_builder.note("The experts' grouped GEMMs stay in BF16 without a quantize.grouped_mm converter; ShardScope's "
                       "recipe quantizes them too, so its step-time estimate is faster than the run.");
    for (const char* key :
         {"quantize.grouped_mm.float8.fqns", "quantize.grouped_mm.mx.fqns", "quantize.grouped_mm.mx.recipe_name"})
        if (const TitanSetting* s = find(key);
            s && !grouped.empty() && std::string(key).find(grouped) != std::string::npos)
            ignore(
                *s,
                "which experts are quantized: ShardScope quantizes every expert with the recipe of the linear layers");
    m_linearQuantized = true;
    return precision;
}

void TitanReader::readFloat8AllGather(const std::string& table)
{
    const TitanSetting* gather = find(table + ".enable_fsdp_float8_all_gather");
    if (!gather)
        return;
    const bool on = flag(*gather);
    set(FieldId::Fp8ParamGather, on, *gather,
        on ? "FSDP all-gathers the weights in float8 (torchtitan applies it only when FSDP shards)"
           : "FSDP all-gathers the weights in bf16");
}

void TitanReader::readPrecision()
{
    const TitanSetting* dtype = find("training.dtype");
    const TitanSetting* param = find("training.mixed_precision_param");
    const TitanSetting* reduce = find("training.mixed_precision_reduce");
    const std::string dtypeText = dtype ? text(*dtype) : "float32";
    if (dtypeText != "float32" && dtypeText != "bfloat16")
        ImportBuilder::refuse(dtype->source, "must be \"float32\" or \"bfloat16\" (" + std::string(kJobConfig) + ")");
    const std::string paramText = param ? text(*param) : "bfloat16";
    if (paramText != "float32" && paramText != "bfloat16")
        ImportBuilder::refuse(param->source, "must be \"bfloat16\" or \"float32\" (" + std::string(kJobConfig) + ")");
    if (reduce && text(*reduce) != "float32")
        ImportBuilder::refuse(reduce->source,
                              "must be \"float32\": torchtitan 0.2.x reduces gradients in float32 only (" +
                                  std::string(kJobConfig) + ")");
    const std::optional<Precision> quantized = readConverters();
    const TitanSetting* converters = find("model.converters");
    if (!converters)
        converters = find("float8.enable_float8_linear"); // what switched FP8 on before model.converters

    if (dtypeText == "bfloat16") {
        const std::string note =
            "training.dtype = bfloat16 keeps parameters, gradients and Adam moments in BF16 without "
            "mixed precision; ShardScope still counts an FP32 master copy of the weights, so its "
            "memory estimate is high";
        if (!quantized)
            set(FieldId::Precision, name(Precision::Bf16), *dtype, note);
        set(FieldId::MainGrads, name(GradPrecision::Bf16), *dtype, note);
        set(FieldId::OptimizerMoments, name(MomentPrecision::Bf16), *dtype, note);
        for (const TitanSetting* s : {param, reduce})
            if (s)
                ignore(*s, "training.dtype = bfloat16 trains without mixed precision");
        return;
    }
    setOrDefault(FieldId::OptimizerMoments, name(MomentPrecision::Fp32), dtype, "training.dtype", kJobConfig,
                 "float32: FP32 parameters and Adam moments, computed in mixed precision");
    // TT-14: mixed precision takes effect through FSDP, or through autocast for DDP and one GPU.
    const bool applies = m_fsdp || (m_tp == 1 && m_pp == 1 && m_cp == 1);
    const bool bf16 = paramText == "bfloat16" && applies;
    const std::string note = paramText == "bfloat16" && !applies
                                 ? "mixed_precision_param takes effect through FSDP, or through autocast for DDP and "
                                   "single-GPU runs: with TP or PP and no FSDP torchtitan computes in float32"
                                 : "";
    if (quantized) {
        if (!bf16)
            contradiction(
                *converters, param, "training.mixed_precision_param",
                "ShardScope's quantized recipes run the layers they do not quantize in BF16, and these run in "
                "float32" +
                    (note.empty() ? "" : " (" + note + ")"));
        if (param)
            set(FieldId::Precision, name(*quantized), *param, "the layers the converter leaves run in bfloat16");
    } else {
        setOrDefault(FieldId::Precision, name(bf16 ? Precision::Bf16 : Precision::Fp32), param,
                     "training.mixed_precision_param", kJobConfig, note);
    }
    setOrDefault(FieldId::MainGrads, name(GradPrecision::Fp32), reduce, "training.mixed_precision_reduce", kJobConfig);
}

// ---- activation recompute -------------------------------------------------------------------

void TitanReader::readRecompute()
{
    const TitanSetting* mode = find("activation_checkpoint.mode");
    const TitanSetting* option = find("activation_checkpoint.selective_ac_option");
    const std::string modeText = mode ? text(*mode) : "selective";
    const std::string origin = std::string(kJobConfig) + " (mode \"selective\", selective_ac_option \"2\")";
    constexpr const char* kOptionKey = "activation_checkpoint.selective_ac_option";
    const auto recompute = [&](Recompute r, std::optional<RecomputeMethod> method, int64_t layers,
                               const std::string& note) {
        setOrDefault(FieldId::Recompute, name(r), mode, "activation_checkpoint.mode", origin, note);
        if (method) {
            const TitanSetting* from = mode && modeText == "full" ? mode : option;
            setOrDefault(FieldId::RecomputeMethod, name(*method), from, kOptionKey, origin, note);
            setOrDefault(FieldId::RecomputeLayers, layers, from, kOptionKey, origin, note);
        }
    };
    if (modeText == "none" || modeText == "full") {
        if (modeText == "none")
            recompute(Recompute::None, std::nullopt, 0, "");
        else
            recompute(Recompute::Full, RecomputeMethod::Uniform, 1, "each transformer block is checkpointed");
        if (option)
            ignore(*option, "only read with mode = \"selective\"");
        return;
    }
    if (modeText == "memory_budget")
        ImportBuilder::refuse(mode->source,
                              "torch.compile's partitioner chooses what to recompute under a memory budget; "
                              "ShardScope cannot tell what it keeps");
    if (modeText != "selective")
        ImportBuilder::refuse(mode->source, "must be one of none | selective | full | memory_budget (" +
                                                std::string(kJobConfig) + ")");
    const std::string optionText = option ? text(*option) : "2";
    if (optionText == "op") {
        const std::string note = "torchtitan's per-op policy: the output of every other matmul and of the attention "
                                 "kernel is kept (torchtitan/distributed/activation_checkpoint.py)";
        recompute(Recompute::Selective, std::nullopt, 0, note);
        set(FieldId::Recompute, name(Recompute::Selective), *option, note);
        set(FieldId::SelectiveRecompute, name(SelectiveRecompute::EveryOtherMatmul), *option, note);
        return;
    }
    if (!digitsOnly(optionText))
        ImportBuilder::refuse(option->source, "must be \"op\" or a positive integer, the layer frequency "
                                              "(torchtitan/distributed/activation_checkpoint.py)");
    const int64_t every = std::stoll(optionText);
    const int layers = m_builder.scenario().model.layers;
    if (every > 1 && layers <= 0) {
        const TitanSetting* at = option ? option : mode;
        const std::string why =
            "selective_ac_option checkpoints one layer in " + optionText +
            ", which needs the model's layer count: name the model ([model] flavor) or give --model";
        if (at)
            ImportBuilder::refuse(at->source, why);
        m_builder.note("torchtitan's default activation checkpointing (mode \"selective\", selective_ac_option \"2\") "
                       "checkpoints one layer in 2, which needs the model's layer count: the recompute is not read "
                       "(name the model with [model] flavor or give --model).");
        return;
    }
    if (every <= 1) {
        recompute(Recompute::Full, RecomputeMethod::Uniform, 1,
                  "selective_ac_option " + optionText + " checkpoints every layer: full recompute");
        if (option)
            set(FieldId::Recompute, name(Recompute::Full), *option);
        return;
    }
    const int64_t chunkLayers = std::max<int64_t>(1, layers / (m_pp * m_chunksPerRank));
    const int64_t perChunk = chunkLayers / every;
    if (perChunk == 0) {
        const std::string note = "one layer in " + optionText + " is checkpointed, and a stage holds only " +
                                 std::to_string(chunkLayers) + ": none is";
        recompute(Recompute::None, std::nullopt, 0, note);
        if (option)
            set(FieldId::Recompute, name(Recompute::None), *option, note);
        return;
    }
    const std::string note = "one layer in " + optionText + " is checkpointed whole: read as full recompute of " +
                             std::to_string(perChunk) + " of each stage's " + std::to_string(chunkLayers) +
                             " layers (the block method: as many layers, not the same ones; "
                             "torchtitan/distributed/activation_checkpoint.py)";
    recompute(Recompute::Full, RecomputeMethod::Block, perChunk, note);
    if (option)
        set(FieldId::Recompute, name(Recompute::Full), *option, note);
}

} // namespace shardscope
