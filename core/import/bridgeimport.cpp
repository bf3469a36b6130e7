// Megatron-Bridge: a ConfigContainer YAML and the Hydra-style overrides of its launch command.

#include "nemoimport.h"

#include "mcoremodel.h"
#include "nemokeys.h"
#include "yamlsettings.h"

namespace shardscope {

namespace {

constexpr const char* kConfig = "Megatron-Bridge src/megatron/bridge/training/config.py";
constexpr const char* kMixedPrecision = "Megatron-Bridge src/megatron/bridge/training/mixed_precision.py";

std::string lower(std::string s)
{
    for (char& c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/** A torch dtype as a Bridge file writes it: "bf16", "torch.bfloat16", or a `_target_: torch.bfloat16` section. */
std::string dtypeOf(YamlSettings& s, YamlLeaf& leaf)
{
    std::string v = lower(s.text(leaf));
    if (v.rfind("torch.", 0) == 0)
        v = v.substr(6);
    if (v == "bf16" || v == "bfloat16")
        return "bf16";
    if (v == "fp32" || v == "float32" || v == "float")
        return "fp32";
    s.refuse(leaf, "ShardScope keeps the optimizer's moments and main gradients in fp32 or bf16, not " + v);
}

/** The dtype a `<key>._target_: torch.bfloat16` section names (Bridge's YAML dump of a torch.dtype). */
YamlLeaf* dtypeLeaf(YamlSettings& s, const std::string& key)
{
    if (YamlLeaf* l = s.find(key))
        return l;
    return s.find(key + "._target_");
}

/** What a precision recipe or the model's flags run: ShardScope's recipe and the 16-bit type under it. */
struct PrecisionChoice
{
    std::string precision; ///< training.precision, empty when the files do not decide it
    std::string note;
};

std::string fp8Precision(YamlSettings& s, YamlLeaf* recipeLeaf, const std::string& recipe)
{
    const std::pair<const char*, const char*> recipes[] = {
        {"delayed", "fp8-delayed"}, {"tensorwise", "fp8-current"}, {"blockwise", "fp8-blockwise"}, {"mxfp8", "mxfp8"}};
    for (const auto& [name, precision] : recipes)
        if (recipe == name)
            return precision;
    if (recipeLeaf)
        s.refuse(*recipeLeaf, "expected delayed, tensorwise, blockwise or mxfp8");
    return {};
}

/**
 * The mixed-precision recipes of mixed_precision.py by name (underscores or hyphens, as
 * get_mixed_precision_config reads them): the precision each runs.
 */
bool namedRecipe(const std::string& name, std::string& precision, bool& fp8ParamGather)
{
    std::string n = name;
    for (char& c : n)
        if (c == '-')
            c = '_';
    const bool fp16 = n.rfind("fp16", 0) == 0;
    if (n == "bf16_mixed" || n == "fp16_mixed")
        precision = fp16 ? "fp16" : "bf16";
    else if (n == "bf16_with_fp8_delayed_scaling_mixed" || n == "fp16_with_fp8_delayed_scaling_mixed")
        precision = "fp8-delayed";
    else if (n == "bf16_with_fp8_current_scaling_mixed" || n == "fp16_with_fp8_current_scaling_mixed" ||
             n == "nemotron_h_bf16_with_fp8_current_scaling_mixed")
        precision = "fp8-current";
    else if (n == "bf16_with_fp8_subchannel_scaling_mixed" || n == "fp16_with_fp8_subchannel_scaling_mixed" ||
             n == "nanov2_bf16_with_fp8_current_scaling_mixed")
        precision = "fp8-blockwise";
    else if (n == "bf16_with_mxfp8_mixed" || n == "fp16_with_mxfp8_mixed")
        precision = "mxfp8";
    else if (n == "bf16_with_nvfp4_mixed")
        precision = "nvfp4";
    else
        return false;
    // Every FP8 recipe of mixed_precision.py sets fp8_param_gather but the subchannel (blockwise) ones.
    fp8ParamGather = precision == "fp8-delayed" || precision == "fp8-current" || precision == "mxfp8" ||
                     n == "nanov2_bf16_with_fp8_current_scaling_mixed";
    return true;
}

/**
 * FP8 parameter gather outside a named recipe: the mixed_precision section's fp8_param_gather
 * (or fp8_param, which MixedPrecisionConfig keeps equal to it) overwrites the model's fp8_param
 * and the DDP config's fp8_param_gather; without the section those say it.
 */
void paramGather(YamlSettings& s, bool fromSection)
{
    const char* sectionKeys[] = {"mixed_precision.fp8_param_gather", "mixed_precision.fp8_param"};
    const char* otherKeys[] = {"model.fp8_param", "model.fp8_param_gather", "ddp.fp8_param_gather"};
    bool sectionSays = false;
    for (const char* key : sectionKeys)
        if (YamlLeaf* l = s.find(key); l && !s.isNull(*l)) {
            s.set(*l, FieldId::Fp8ParamGather, s.boolean(*l));
            sectionSays = true;
        }
    for (const char* key : otherKeys)
        if (YamlLeaf* l = s.find(key)) {
            if (sectionSays || fromSection)
                s.ignore(*l, "overwritten by the mixed_precision section (MixedPrecisionConfig.setup)");
            else if (!s.isNull(*l))
                s.set(*l, FieldId::Fp8ParamGather, s.boolean(*l));
        }
}

/** The precision the flags of one section give (`prefix` "model.", "mixed_precision."); empty if they say nothing. */
std::string flagPrecision(YamlSettings& s, const std::string& prefix, const char* defaultFp8Recipe,
                          std::vector<YamlLeaf*>& used)
{
    const auto flag = [&](const char* key) -> std::optional<bool> {
        YamlLeaf* l = s.find(prefix + key);
        if (!l)
            return std::nullopt;
        used.push_back(l);
        return s.boolean(*l);
    };
    const auto name = [&](const char* key) -> std::optional<std::string> {
        YamlLeaf* l = s.find(prefix + key);
        if (!l)
            return std::nullopt;
        used.push_back(l);
        return s.isNull(*l) ? std::string() : lower(s.text(*l));
    };
    const auto bf16 = flag("bf16");
    const auto fp16 = flag("fp16");
    if (bf16.value_or(false) && fp16.value_or(false))
        ImportBuilder::contradiction(s.find(prefix + "fp16")->source, s.find(prefix + "bf16")->source,
                                     "fp16 and bf16 cannot both be on");
    const auto fp4 = name("fp4");
    const auto fp8 = name("fp8");
    const bool fp4On = fp4 && !fp4->empty();
    const bool fp8On = fp8 && !fp8->empty();
    // A recipe name without its format switch changes nothing.
    for (const char* key : {"fp8_recipe", "fp4_recipe"})
        if (YamlLeaf* l = s.find(prefix + key); l && !(key[2] == '8' ? fp8On : fp4On))
            s.ignore(*l, std::string(key[2] == '8' ? "fp8" : "fp4") + " is off: the recipe name is not used");
    if (fp4On) {
        const auto recipe = name("fp4_recipe");
        if (recipe && *recipe != "nvfp4")
            s.refuse(*s.find(prefix + "fp4_recipe"), "expected nvfp4");
        return "nvfp4";
    }
    if (fp8On) {
        if (*fp8 != "e4m3" && *fp8 != "hybrid")
            s.refuse(*s.find(prefix + "fp8"), "expected e4m3, hybrid or null");
        const auto recipe = name("fp8_recipe");
        return fp8Precision(s, s.find(prefix + "fp8_recipe"), recipe ? *recipe : std::string(defaultFp8Recipe));
    }
    if (bf16.value_or(false))
        return "bf16";
    if (fp16.value_or(false))
        return "fp16";
    if (bf16 && fp16)
        return "fp32";
    return {};
}

/**
 * mixed_precision (a recipe name or a MixedPrecisionConfig section) overwrites the model's and
 * the optimizer's precision flags (MixedPrecisionConfig.setup); without it the model's flags
 * hold, and the optimizer's must agree with them (_validate_mixed_precision_consistency).
 */
void precision(YamlSettings& s)
{
    YamlLeaf* named = s.find("mixed_precision");
    std::vector<YamlLeaf*> modelFlags;
    const std::string fromModel = flagPrecision(s, "model.", "delayed", modelFlags);
    std::vector<YamlLeaf*> optimizerFlags;
    flagPrecision(s, "optimizer.", "delayed", optimizerFlags);
    // The dtype gradients are reduced in is not the main gradients' (optimizer.main_grads_dtype):
    // Bridge's DeepSeek-V3 recipe reduces in fp32 and keeps bf16 main gradients.
    if (YamlLeaf* g = s.find("ddp.grad_reduce_in_fp32"))
        s.ignore(*g, "the dtype of the gradient reduce: ShardScope's main gradients follow optimizer.main_grads_dtype");
    if (YamlLeaf* g = s.find("mixed_precision.grad_reduce_in_fp32"))
        s.ignore(*g, "the dtype of the gradient reduce: ShardScope's main gradients follow optimizer.main_grads_dtype");
    if (named && !s.isNull(*named)) {
        const std::string name = s.text(*named);
        std::string value;
        bool gather = false;
        if (!namedRecipe(name, value, gather))
            s.refuse(*named, "not a mixed-precision recipe of " + std::string(kMixedPrecision));
        s.set(*named, FieldId::Precision, value);
        s.set(*named, FieldId::Fp8ParamGather, gather,
              gather ? "the recipe sets fp8_param_gather: weights kept and gathered in FP8"
                     : "the recipe keeps 16-bit weights (fp8_param_gather off)");
        const std::string why = "overwritten by " + named->source.spelled() + " (" + named->source.where() +
                                "; MixedPrecisionConfig.setup)";
        for (YamlLeaf* l : modelFlags)
            s.ignore(*l, why);
        for (YamlLeaf* l : optimizerFlags)
            s.ignore(*l, why);
        for (const char* key : {"model.fp8_recipe", "model.fp4_recipe", "model.fp8_param", "model.fp8_param_gather",
                                "ddp.fp8_param_gather"})
            if (YamlLeaf* l = s.find(key))
                s.ignore(*l, why);
        return;
    }
    if (named)
        s.ignore(*named, "null: the model's precision flags hold");
    std::vector<YamlLeaf*> sectionFlags;
    const std::string fromSection = flagPrecision(s, "mixed_precision.", "tensorwise", sectionFlags);
    paramGather(s, !sectionFlags.empty());
    if (!sectionFlags.empty()) {
        const std::string why = "overwritten by the mixed_precision section (MixedPrecisionConfig.setup)";
        for (YamlLeaf* l : modelFlags)
            s.ignore(*l, why);
        for (YamlLeaf* l : optimizerFlags)
            s.ignore(*l, why);
        for (YamlLeaf* l : sectionFlags) {
            if (fromSection.empty())
                s.ignore(
                    *l,
                    "the 16-bit type comes from the recipe the section is applied to, which ShardScope does not read");
            else
                s.set(*l, FieldId::Precision, fromSection,
                      l->path == "mixed_precision.fp8" && !s.find("mixed_precision.fp8_recipe")
                          ? "fp8_recipe not set: MixedPrecisionConfig's tensorwise (" + std::string(kMixedPrecision) +
                                ")"
                          : "");
        }
        return;
    }
    // The model's flags; the optimizer's 16-bit flags must say the same.
    for (YamlLeaf* o : optimizerFlags) {
        const std::string key = o->path.substr(o->path.find('.') + 1);
        YamlLeaf* m = s.find("model." + key);
        if (key != "bf16" && key != "fp16") {
            s.ignore(*o, "an FP8 setting of the optimizer: the model's gives the recipe");
            continue;
        }
        const bool on = s.boolean(*o);
        if (m && s.boolean(*m) != on)
            ImportBuilder::contradiction(o->source, m->source,
                                         "the optimizer's 16-bit type differs from " + m->source.spelled() + " (" +
                                             m->source.where() +
                                             "); Megatron-Bridge refuses it "
                                             "(_validate_mixed_precision_consistency, " +
                                             std::string(kConfig) + ")");
        s.ignore(*o, m ? "agrees with " + m->path : std::string("the model's flags give the precision"));
    }
    for (YamlLeaf* l : modelFlags) {
        if (fromModel.empty())
            s.ignore(*l, "the rest of the precision comes from the recipe the file is applied to, which ShardScope "
                         "does not read");
        else
            s.set(*l, FieldId::Precision, fromModel,
                  l->path == "model.fp8" && !s.find("model.fp8_recipe")
                      ? "fp8_recipe not set: Megatron-Core's delayed scaling (" + std::string(kMcoreTransformerConfig) +
                            ")"
                      : "");
    }
}

/** Megatron-FSDP / Torch FSDP2 and the distributed optimizer, which Bridge turns on for both when either asks. */
void sharding(YamlSettings& s)
{
    YamlLeaf* mfsdpDist = s.find("dist.use_megatron_fsdp");
    YamlLeaf* mfsdpDdp = s.find("ddp.use_megatron_fsdp");
    YamlLeaf* fsdp2 = s.find("dist.use_torch_fsdp2");
    const bool megatronFsdp = (mfsdpDist && s.boolean(*mfsdpDist)) || (mfsdpDdp && s.boolean(*mfsdpDdp));
    const bool torchFsdp = fsdp2 && s.boolean(*fsdp2);
    if (megatronFsdp && torchFsdp)
        ImportBuilder::contradiction(fsdp2->source, (mfsdpDist && s.boolean(*mfsdpDist) ? mfsdpDist : mfsdpDdp)->source,
                                     "Megatron-FSDP and Torch FSDP2 cannot both be on (" + std::string(kConfig) + ")");
    YamlLeaf* strategy = s.find("ddp.data_parallel_sharding_strategy");
    std::vector<YamlLeaf*> distOpt;
    for (const char* key : {"optimizer.use_distributed_optimizer", "ddp.use_distributed_optimizer"})
        if (YamlLeaf* l = s.find(key))
            distOpt.push_back(l);
    if (megatronFsdp || torchFsdp) {
        int64_t stage = 3;
        std::string how = "Torch FSDP2: weights, gradients and optimizer state sharded";
        if (megatronFsdp) {
            const std::string v = strategy ? lower(s.text(*strategy)) : "no_shard";
            stage = v == "optim_grads_params" ? 3
                    : v == "optim_grads"      ? 2
                    : v == "optim"            ? 1
                    : v == "no_shard"         ? 0
                                              : -1;
            if (stage < 0)
                s.refuse(*strategy, "expected no_shard, optim, optim_grads or optim_grads_params");
            how = "Megatron-FSDP with " + v + " sharding" +
                  (strategy
                       ? ""
                       : " (Megatron-Core's default, megatron/core/distributed/distributed_data_parallel_config.py)");
            if (strategy)
                s.set(*strategy, FieldId::ZeroStage, stage);
        }
        for (YamlLeaf* l : {mfsdpDist, mfsdpDdp, fsdp2})
            if (l && s.boolean(*l))
                s.set(*l, FieldId::ZeroStage, stage, how);
            else if (l)
                s.ignore(*l, "false");
        for (YamlLeaf* l : distOpt)
            s.ignore(*l, "FSDP decides the sharding");
        s.builder().zero3RunsOn(Zero3Engine::Fsdp, torchFsdp ? "PyTorch FSDP2" : "Megatron-FSDP");
        return;
    }
    for (YamlLeaf* l : {mfsdpDist, mfsdpDdp, fsdp2})
        if (l)
            s.ignore(*l, "false: no FSDP");
    if (strategy)
        s.ignore(*strategy, "read with Megatron-FSDP only, which is off");
    bool any = false;
    for (YamlLeaf* l : distOpt)
        any = any || s.boolean(*l);
    for (YamlLeaf* l : distOpt)
        s.set(*l, FieldId::ZeroStage, int64_t(any ? 1 : 0),
              any ? "the distributed optimizer (ZeRO-1); Bridge turns it on for both sections when either asks" : "");
}

/** optimizer: the algorithm, the precision-aware optimizer's dtypes, offload. */
void optimizer(YamlSettings& s)
{
    if (YamlLeaf* l = s.find("optimizer.optimizer")) {
        const std::string v = lower(s.text(*l));
        if (v != "adam" && v != "sgd")
            s.refuse(*l, "ShardScope estimates Adam's two moments or SGD, not " + v);
        s.set(*l, FieldId::Optimizer, v);
    }
    YamlLeaf* aware = s.find("optimizer.use_precision_aware_optimizer");
    const bool awareOn = aware && s.boolean(*aware);
    YamlLeaf* avg = dtypeLeaf(s, "optimizer.exp_avg_dtype");
    YamlLeaf* avgSq = dtypeLeaf(s, "optimizer.exp_avg_sq_dtype");
    YamlLeaf* mainGrads = dtypeLeaf(s, "optimizer.main_grads_dtype");
    YamlLeaf* mainParams = dtypeLeaf(s, "optimizer.main_params_dtype");
    const auto needAware = [&](YamlLeaf* l, const std::string& dtype) {
        if (dtype != "fp32" && !awareOn)
            ImportBuilder::contradiction(
                l->source, aware ? aware->source : SettingSource{"", 0, "optimizer.use_precision_aware_optimizer", ""},
                "a " + dtype + " dtype needs optimizer.use_precision_aware_optimizer: true, but " +
                    (aware ? aware->source.spelled() + " (" + aware->source.where() + ")"
                           : std::string("it is not set")) +
                    "; Megatron-Core refuses it (megatron/core/optimizer/optimizer_config.py)");
    };
    std::string moments;
    for (YamlLeaf* l : {avg, avgSq}) {
        if (!l)
            continue;
        const std::string d = dtypeOf(s, *l);
        needAware(l, d);
        if (!moments.empty() && moments != d)
            ImportBuilder::contradiction(l->source, avg->source, "ShardScope keeps both Adam moments in one dtype");
        moments = d;
        s.set(*l, FieldId::OptimizerMoments, d);
    }
    if (mainGrads) {
        const std::string d = dtypeOf(s, *mainGrads);
        needAware(mainGrads, d);
        s.set(*mainGrads, FieldId::MainGrads, d);
    }
    if (mainParams) {
        const std::string d = dtypeOf(s, *mainParams);
        if (d != "fp32")
            s.refuse(*mainParams, "16-bit main weights are not modelled: ShardScope keeps fp32 main weights");
        s.ignore(*mainParams, "fp32 main weights: what ShardScope estimates");
    }
    if (aware && awareOn) {
        s.ignore(*aware, "the dtypes of the moments and main gradients give its effect");
    } else if (aware) {
        s.set(*aware, FieldId::OptimizerMoments, std::string("fp32"), "without it, fp32 moments and main gradients");
        s.set(*aware, FieldId::MainGrads, std::string("fp32"));
    }
    if (YamlLeaf* l = s.find("optimizer.optimizer_cpu_offload")) {
        const bool on = s.boolean(*l);
        if (YamlLeaf* f = s.find("optimizer.optimizer_offload_fraction"); f && on) {
            if (s.number(*f, 0, 1) != 1.0)
                s.refuse(*f, "offloading part of the optimizer is not modelled (1.0 is)");
            s.ignore(*f, "1.0: the whole optimizer on the host");
        }
        s.set(*l, FieldId::OffloadOptimizer, on);
    }
}

/** The batch and the sequence: train.* and the model's and the dataset's sequence length, which must agree. */
void batch(YamlSettings& s)
{
    if (YamlLeaf* l = s.find("train.micro_batch_size")) {
        const FieldInfo& info = fieldInfo(FieldId::MicroBatch);
        s.set(*l, FieldId::MicroBatch, s.integer(*l, int64_t(info.min), int64_t(info.max)));
    }
    if (YamlLeaf* l = s.find("train.global_batch_size")) {
        if (s.isNull(*l)) {
            s.ignore(*l, "null: micro-batch x DP (one micro-batch per step)");
            s.builder().globalBatchDefaultsToMicroTimesDp(l->source,
                                                          std::string(kConfig) + " (TrainingConfig.global_batch_size)");
        } else {
            const FieldInfo& info = fieldInfo(FieldId::GlobalBatch);
            s.set(*l, FieldId::GlobalBatch, s.integer(*l, int64_t(info.min), int64_t(info.max)));
        }
    }
    if (YamlLeaf* l = s.find("train.rampup_batch_size")) {
        if (s.isNull(*l))
            s.ignore(*l, "null: no batch ramp-up");
        else
            s.ignore(*l, "the batch ramp-up: ShardScope estimates a step at the full global batch");
    }
    const FieldInfo& seq = fieldInfo(FieldId::SeqLength);
    for (const char* key : {"model.seq_length", "dataset.sequence_length", "dataset.seq_length"})
        if (YamlLeaf* l = s.find(key))
            s.set(*l, FieldId::SeqLength, s.integer(*l, int64_t(seq.min), int64_t(seq.max)),
                  std::string(key) == "model.seq_length" ? "" : "Bridge requires it to equal model.seq_length");
}

/** gated_linear_unit and the biases: Megatron-Core's spelling of the MLP's shape. */
void mlpAndBias(YamlSettings& s)
{
    if (YamlLeaf* l = s.find("model.gated_linear_unit"))
        s.set(*l, FieldId::Activation, std::string(s.boolean(*l) ? "swiglu" : "gelu"),
              "a gated (three-matrix) MLP or a plain two-matrix one");
    YamlLeaf* linear = s.find("model.add_bias_linear");
    YamlLeaf* qkv = s.find("model.add_qkv_bias");
    if (linear) {
        const bool all = s.boolean(*linear);
        const bool qkvOn = qkv && s.boolean(*qkv);
        const std::string bias = all ? "all" : qkvOn ? "qkv" : "none";
        s.set(*linear, FieldId::Bias, bias, !all && !qkv ? "add_qkv_bias not set: Megatron-Core's default false" : "");
        if (qkv)
            s.set(*qkv, FieldId::Bias, bias);
    } else if (qkv) {
        s.ignore(*qkv,
                 "add_bias_linear is not set: the recipe's value decides the biases, which ShardScope does not read");
    }
}

/** Communication overlap switches of the model, the DDP config and the comm_overlap section. */
void overlap(YamlSettings& s)
{
    for (const char* key : {"model.tp_comm_overlap", "comm_overlap.tp_comm_overlap"})
        if (YamlLeaf* l = s.find(key))
            s.set(*l, FieldId::OverlapTp, s.boolean(*l));
    for (const char* key : {"ddp.overlap_grad_reduce", "comm_overlap.overlap_grad_reduce"})
        if (YamlLeaf* l = s.find(key))
            s.set(*l, FieldId::OverlapDp, s.boolean(*l));
    for (const char* key :
         {"ddp.overlap_param_gather", "comm_overlap.overlap_param_gather", "optimizer.overlap_param_gather"})
        if (YamlLeaf* l = s.find(key))
            s.ignore(*l, "the parameter all-gather's overlap: parallel.overlap.dp follows overlap_grad_reduce");
    for (const char* key : {"model.overlap_moe_expert_parallel_comm", "comm_overlap.overlap_moe_expert_parallel_comm"})
        if (YamlLeaf* l = s.find(key))
            s.set(*l, FieldId::OverlapEp, s.boolean(*l));
}

/** attention_backend, CPU activation offload, the rank order, PEFT and gradient-accumulation fusion. */
void runtime(YamlSettings& s)
{
    readGradientAccumulationFusion(s);
    readCpCommType(s);
    if (YamlLeaf* l = s.find("model.attention_backend")) {
        std::string v = lower(s.text(*l));
        if (const size_t dot = v.rfind('.'); dot != std::string::npos)
            v = v.substr(dot + 1); // AttnBackend.flash
        if (v == "flash") {
            s.set(*l, FieldId::FlashAttention, true);
            s.set(*l, FieldId::AttentionKernel, std::string("flash-attention-2"));
        } else if (v == "fused" || v == "auto") {
            s.set(*l, FieldId::FlashAttention, true);
            s.set(*l, FieldId::AttentionKernel, std::string("fused"), "Transformer Engine's fused attention");
        } else if (v == "unfused" || v == "local") {
            s.set(*l, FieldId::FlashAttention, false, "attention without a flash kernel");
        } else {
            s.refuse(*l, "expected flash, fused, unfused, local or auto");
        }
    }
    if (YamlLeaf* l = s.find("model.cpu_offloading")) {
        const bool on = s.boolean(*l);
        YamlLeaf* n = s.find("model.cpu_offloading_num_layers");
        if (!on) {
            s.set(*l, FieldId::OffloadActivationLayers, int64_t(0), "false: no activation offload");
            for (const char* key : {"model.cpu_offloading_num_layers", "model.cpu_offloading_activations",
                                    "model.cpu_offloading_weights"})
                if (YamlLeaf* k = s.find(key))
                    s.ignore(*k, "CPU offloading is off");
        } else {
            if (YamlLeaf* w = s.find("model.cpu_offloading_weights")) {
                if (s.boolean(*w))
                    s.refuse(*w, "offloading weights is not modelled (activations are)");
                s.ignore(*w, "false: activations only");
            }
            if (YamlLeaf* a = s.find("model.cpu_offloading_activations")) {
                if (!s.boolean(*a))
                    s.refuse(*a, "CPU offloading without activations offloads nothing ShardScope models");
                s.ignore(*a, "true: the layers' activations go to the host");
            }
            if (!n)
                s.refuse(*l, "cpu_offloading needs cpu_offloading_num_layers");
            const FieldInfo& info = fieldInfo(FieldId::OffloadActivationLayers);
            const int64_t layers = s.integer(*n, 1, int64_t(info.max));
            s.set(*l, FieldId::OffloadActivationLayers, layers);
            s.set(*n, FieldId::OffloadActivationLayers, layers);
        }
    }
    if (YamlLeaf* l = s.find("dist.use_tp_pp_dp_mapping"))
        s.set(*l, FieldId::RankOrder, std::string(s.boolean(*l) ? "tp-cp-ep-pp-dp" : "tp-cp-ep-dp-pp"));
    for (YamlLeaf* l : s.leaves())
        if (!l->reported && (l->path == "peft" || l->path.rfind("peft.", 0) == 0)) {
            if (l->path == "peft" && s.isNull(*l))
                s.ignore(*l, "null: full training");
            else
                s.refuse(*l, "parameter-efficient fine-tuning (LoRA, DoRA) is not modelled: ShardScope estimates "
                             "training every weight");
        }
}

void readBridge(YamlSettings& s, const std::string& file)
{
    ImportBuilder& b = s.builder();
    McoreModelReader model(s, "model.", McoreDialect::Bridge, nullptr);
    model.parallel();
    batch(s);
    model.shape();
    model.normalization("normalization");
    mlpAndBias(s);
    model.moe();
    model.mla();
    model.recompute({"recompute_granularity", "recompute_method", "recompute_num_layers", "recompute_modules"});
    precision(s);
    sharding(s);
    optimizer(s);
    overlap(s);
    runtime(s);
    std::string recipe;
    if (YamlLeaf* l = s.find("model._target_"))
        recipe = s.text(*l);
    reportLeftovers(s, bridgeKnownSettings(),
                    "not read by ShardScope: a field it does not know; check that it does not "
                    "change the parallel layout, the batch or the model",
                    10000);
    b.note(file + ": Megatron-Bridge applies the YAML and the overrides to a recipe" +
           (recipe.empty() ? std::string() : " (model " + recipe + ")") +
           ", which is Python and is not read; the fields they do not set keep the base scenario's values");
}

} // namespace

bool looksLikeBridgeYaml(const std::string& text)
{
    const auto root = yamlRootMap(text);
    if (!root || yamlChild(*root, "trainer").IsDefined() || !yamlChild(*root, "model").IsMap())
        return false;
    for (const char* section : {"train", "optimizer", "ddp", "dataset", "mixed_precision", "scheduler", "checkpoint",
                                "dist", "comm_overlap", "rng", "tokenizer", "logger"})
        if (yamlChild(*root, section).IsDefined())
            return true;
    const YAML::Node target = yamlChild(yamlChild(*root, "model"), "_target_");
    return target.IsScalar() && target.Scalar().rfind("megatron.bridge.", 0) == 0;
}

void importBridge(const LaunchFile* yaml, const std::string& scriptName, const std::vector<ScriptWord>& overrides,
                  ImportBuilder& builder, const ImportContext&)
{
    YamlSettings s(builder);
    if (yaml)
        s.readYaml(*yaml);
    if (!yaml || !overrides.empty())
        builder.addFile(scriptName);
    readOverrideWords(s, scriptName, overrides, [](const std::string& name) {
        if (name == "--config-file" || name == "--config_file")
            return std::string("the YAML file: read on its own");
        if (name == "--recipe" || name == "--model")
            return std::string("the recipe: Python, not read; the YAML and the overrides give what ShardScope reads");
        return std::string("an option of the entry script, not a ConfigContainer override: not read (write it as "
                           "section.key=value)");
    });
    readBridge(s, yaml ? yaml->name : scriptName);
}

} // namespace shardscope
