// Megatron-LM's training flags: the batch, precision and optimizer state, recompute, kernels.

#include "megatronreader.h"

namespace shardscope::megatronimport {

void MegatronReader::batch()
{
    if (!setInt("--micro-batch-size", FieldId::MicroBatch))
        m_b.note("--micro-batch-size is missing: Megatron requires it (MLM-29).");
    if (!setInt("--global-batch-size", FieldId::GlobalBatch))
        m_b.globalBatchDefaultsToMicroTimesDp(absent("--global-batch-size"),
                                              std::string(kArguments) + " (micro-batch x DP)");
    if (!setInt("--seq-length", FieldId::SeqLength))
        m_b.note("--seq-length is missing: Megatron needs it for GPT models.");
    if (const ParsedOption* o = take("--rampup-batch-size"))
        m_b.ignore(at(*o), "ShardScope estimates the step at the full global batch, after the ramp-up");
}

/** --bf16 / --fp16, Transformer Engine's FP8 and FP4 recipes, the precision-aware optimizer, the optimizer. */
void MegatronReader::precision()
{
    const ParsedOption* bf16 = take("--bf16");
    const ParsedOption* fp16 = take("--fp16");
    if (bf16 && fp16)
        ImportBuilder::contradiction(at(*fp16), at(*bf16), "cannot be given with --bf16 (line " +
                                                               std::to_string(bf16->line) + ", MLM-22)");
    const ParsedOption* fp8Format = take("--fp8-format");
    const ParsedOption* fp8Recipe = take("--fp8-recipe");
    const ParsedOption* fp4Format = take("--fp4-format");
    const ParsedOption* fp4Recipe = take("--fp4-recipe");
    std::string recipe = bf16 ? "bf16" : fp16 ? "fp16" : "fp32";
    const ParsedOption* from = bf16 ? bf16 : fp16;
    if (fp8Format) {
        const std::string r = fp8Recipe ? singleValue(*fp8Recipe, m_file).text : "delayed";
        const std::map<std::string, std::string> recipes = {{"delayed", "fp8-delayed"}, {"tensorwise", "fp8-current"},
                                                            {"blockwise", "fp8-blockwise"}, {"mxfp8", "mxfp8"}};
        const auto it = recipes.find(r);
        if (it == recipes.end())
            ImportBuilder::refuse(at(*fp8Recipe), "'" + r + "' is not an FP8 recipe ShardScope reads (delayed, tensorwise, "
                                                            "blockwise, mxfp8)");
        recipe = it->second;
        from = fp8Recipe ? fp8Recipe : fp8Format;
        m_b.markMapped(at(*fp8Format), {FieldId::Precision}, "FP8 GEMMs by the recipe");
    } else if (fp8Recipe) {
        m_b.ignore(at(*fp8Recipe), "read only with --fp8-format");
    }
    if (fp4Format) {
        const std::string r = fp4Recipe ? singleValue(*fp4Recipe, m_file).text : "nvfp4";
        if (r != "nvfp4")
            ImportBuilder::refuse(at(*fp4Recipe), "ShardScope reads the nvfp4 recipe only");
        if (fp8Format)
            ImportBuilder::contradiction(at(*fp4Format), at(*fp8Format), "cannot be given with --fp8-format (line " +
                                                                             std::to_string(fp8Format->line) + ")");
        recipe = "nvfp4";
        from = fp4Recipe ? fp4Recipe : fp4Format;
        m_b.markMapped(at(*fp4Format), {FieldId::Precision}, "FP4 GEMMs");
    } else if (fp4Recipe) {
        m_b.ignore(at(*fp4Recipe), "read only with --fp4-format");
    }
    if (recipe != "fp32" && recipe != "fp16" && !bf16 && !fp16)
        ImportBuilder::refuse(at(*from), "FP8 and FP4 recipes run on 16-bit weights: add --bf16");
    if (from) {
        m_b.set(FieldId::Precision, recipe, at(*from));
        if (from != bf16 && from != fp16)
            m_b.markMapped(at(bf16 ? *bf16 : *fp16), {FieldId::Precision}, "16-bit weights under the low-precision recipe");
    } else {
        fallback(FieldId::Precision, std::string("fp32"), "--bf16", std::string(kArguments) + " (FP32 without --bf16 / --fp16)");
    }
    if (!setSwitch("--fp8-param-gather", FieldId::Fp8ParamGather, true,
                   "weights kept and gathered in FP8 (Transformer Engine's fp8_model_init)"))
        fallback(FieldId::Fp8ParamGather, false, "--fp8-param-gather", kArguments);
    if (const ParsedOption* reuse = take("--reuse-grad-buf-for-mxfp8-param-ag")) {
        expectSwitch(*reuse, m_file);
        m_b.ignore(at(*reuse), "MXFP8 weights gathered in 16 bits through the gradient buffer: how ShardScope "
                               "estimates every MXFP8 parameter gather");
    }
    optimizerState();
}

void MegatronReader::optimizerState()
{
    const ParsedOption* aware = take("--use-precision-aware-optimizer");
    const ParsedOption* avg = take("--exp-avg-dtype");
    const ParsedOption* avgSq = take("--exp-avg-sq-dtype");
    const ParsedOption* grads = take("--main-grads-dtype");
    for (const ParsedOption* o : {avg, avgSq, grads})
        if (o && !aware)
            ImportBuilder::refuse(at(*o), "needs --use-precision-aware-optimizer");
    if (aware)
        m_b.markMapped(at(*aware), {FieldId::OptimizerMoments, FieldId::MainGrads}, "with the dtypes below");
    const std::string a = avg ? singleValue(*avg, m_file).text : "fp32";
    const std::string b = avgSq ? singleValue(*avgSq, m_file).text : "fp32";
    if (a != b)
        ImportBuilder::contradiction(at(*(avg ? avg : avgSq)), at(*(avgSq ? avgSq : avg)),
                                     "ShardScope keeps both Adam moments in one precision: --exp-avg-dtype " + a +
                                         " and --exp-avg-sq-dtype " + b);
    if (a != "fp32" && a != "bf16")
        ImportBuilder::refuse(at(*(avg ? avg : avgSq)), "ShardScope reads fp32 or bf16 moments, got " + a);
    if (avg)
        m_b.set(FieldId::OptimizerMoments, a, at(*avg));
    if (avgSq)
        m_b.set(FieldId::OptimizerMoments, b, at(*avgSq));
    if (!avg && !avgSq)
        fallback(FieldId::OptimizerMoments, std::string("fp32"), "--exp-avg-dtype", std::string(kArguments) + " (fp32)");
    if (grads) {
        const std::string& g = singleValue(*grads, m_file).text;
        if (g != "fp32" && g != "bf16")
            ImportBuilder::refuse(at(*grads), "ShardScope reads fp32 or bf16 main gradients, got " + g);
        m_b.set(FieldId::MainGrads, g, at(*grads));
    } else {
        fallback(FieldId::MainGrads, std::string("fp32"), "--main-grads-dtype", std::string(kArguments) + " (fp32)");
    }
    if (!setChoice("--optimizer", FieldId::Optimizer, {{"adam", std::string("adam")}, {"sgd", std::string("sgd")}}))
        fallback(FieldId::Optimizer, std::string("adam"), "--optimizer", std::string(kArguments) + " (adam)");
    if (!setSwitch("--optimizer-cpu-offload", FieldId::OffloadOptimizer, true))
        fallback(FieldId::OffloadOptimizer, false, "--optimizer-cpu-offload", kArguments);
    if (const ParsedOption* o = take("--cpu-offloading")) {
        expectSwitch(*o, m_file);
        if (!setInt("--cpu-offloading-num-layers", FieldId::OffloadActivationLayers))
            ImportBuilder::refuse(at(*o), "ShardScope needs --cpu-offloading-num-layers with it");
        m_b.markMapped(at(*o), {FieldId::OffloadActivationLayers}, "activations offloaded for the layers below");
    } else {
        fallback(FieldId::OffloadActivationLayers, int64_t(0), "--cpu-offloading", kArguments);
        if (const ParsedOption* n = take("--cpu-offloading-num-layers"))
            m_b.ignore(at(*n), "read only with --cpu-offloading");
    }
}

/** --recompute-granularity, its method and layers, the modules of selective recompute. */
void MegatronReader::recompute()
{
    const std::string args(kArguments);
    const ParsedOption* shorthand = take("--recompute-activations");
    const ParsedOption* granularity = take("--recompute-granularity");
    const ParsedOption* method = take("--recompute-method");
    const ParsedOption* layers = take("--recompute-num-layers");
    const ParsedOption* modules = take("--recompute-modules");
    std::string g = "none";
    if (granularity) {
        g = singleValue(*granularity, m_file).text;
        if (g != "full" && g != "selective")
            ImportBuilder::refuse(at(*granularity), "must be full or selective, got " + g);
        m_b.set(FieldId::Recompute, g, at(*granularity));
    }
    if (shorthand) {
        expectSwitch(*shorthand, m_file);
        if (g == "full")
            ImportBuilder::contradiction(at(*shorthand), at(*granularity), "means selective recompute, but "
                                         "--recompute-granularity full is given on line " + std::to_string(granularity->line));
        g = "selective";
        m_b.set(FieldId::Recompute, g, at(*shorthand), "shorthand for --recompute-granularity selective");
    }
    // Megatron-DeepSpeed keeps the older flag: every transformer layer's activations recomputed
    // in chunks of --checkpoint-num-layers (megatron/model/transformer.py, _checkpointed_forward)
    bool olderFlag = false;
    if (const ParsedOption* older = take("--checkpoint-activations")) {
        expectSwitch(*older, m_file);
        if (g != "none")
            ImportBuilder::contradiction(at(*older), granularity ? at(*granularity) : at(*shorthand),
                                         "means full recompute, but " + (granularity ? at(*granularity) : at(*shorthand)).spelled() +
                                             " asks for " + g);
        g = "full";
        olderFlag = true;
        m_b.set(FieldId::Recompute, g, at(*older), "every layer, Megatron-DeepSpeed's activation checkpointing");
        m_b.set(FieldId::RecomputeMethod, std::string("uniform"), at(*older), "chunks of --checkpoint-num-layers layers");
        if (!setInt("--checkpoint-num-layers", FieldId::RecomputeLayers))
            fallback(FieldId::RecomputeLayers, int64_t(1), "--checkpoint-num-layers",
                     "Megatron-DeepSpeed megatron/arguments.py (default 1)");
    }
    if (g == "none")
        fallback(FieldId::Recompute, std::string("none"), "--recompute-granularity", args + " (None: no recompute)");
    if (g == "full" && !olderFlag) {
        if (!method || !layers)
            ImportBuilder::refuse(at(*granularity), "full recompute needs --recompute-method and --recompute-num-layers (MLM-23)");
        setChoice("--recompute-method", FieldId::RecomputeMethod,
                  {{"uniform", std::string("uniform")}, {"block", std::string("block")}});
        setInt("--recompute-num-layers", FieldId::RecomputeLayers);
    } else {
        for (const ParsedOption* o : {method, layers})
            if (o)
                ImportBuilder::refuse(at(*o), g == "selective" ? "is not allowed with selective recompute (MLM-23)"
                                                               : "needs --recompute-granularity full");
    }
    if (g == "selective") {
        m_b.set(FieldId::SelectiveRecompute, std::string("modules"), granularity ? at(*granularity) : at(*shorthand));
        const std::pair<const char*, FieldId> known[] = {
            {"core_attn", FieldId::RecomputeCoreAttn}, {"layernorm", FieldId::RecomputeLayernorm},
            {"mla_up_proj", FieldId::RecomputeMlaUpProj}, {"moe_act", FieldId::RecomputeMoeAct},
            {"mlp", FieldId::RecomputeMlp}, {"moe", FieldId::RecomputeMoe}, {"shared_experts", FieldId::RecomputeSharedExperts}};
        if (modules) {
            std::set<std::string> listed;
            for (const ScriptWord& w : modules->values) {
                if (w.unknown)
                    ImportBuilder::refuse(at(*modules), "a module comes from a command substitution, which is not run");
                listed.insert(w.text);
            }
            for (const std::string& name : listed) {
                bool ok = false;
                for (const auto& [k, _] : known)
                    ok = ok || name == k;
                if (!ok)
                    ImportBuilder::refuse(at(*modules), "'" + name + "' is not a module ShardScope models (core_attn, "
                                                                     "layernorm, mla_up_proj, moe_act, mlp, moe, shared_experts)");
            }
            for (const auto& [k, field] : known)
                m_b.set(field, listed.count(k) > 0, at(*modules));
        } else {
            for (const auto& [k, field] : known)
                fallback(field, std::string(k) == "core_attn", "--recompute-modules", args + " (core_attn only)");
        }
    } else if (modules) {
        ImportBuilder::refuse(at(*modules), "is read only with selective recompute (MLM-23)");
    }
}

/** The kernels a Megatron run launches: Transformer Engine's fused ones, the attention backend. */
void MegatronReader::kernels()
{
    const ParsedOption* impl = take("--transformer-impl");
    const std::string i = impl ? singleValue(*impl, m_file).text : "transformer_engine";
    if (i != "transformer_engine" && i != "local")
        ImportBuilder::refuse(at(*impl), "must be transformer_engine or local, got " + i);
    if (impl)
        m_b.set(FieldId::KernelFusion, std::string(i == "local" ? "eager" : "fused"), at(*impl),
                i == "local" ? "Megatron's own modules: timed as one kernel per op" : "");
    else
        fallback(FieldId::KernelFusion, std::string("fused"), "--transformer-impl",
                 std::string(kArguments) + " (transformer_engine: fused norms, activations and rotary)");
    if (const ParsedOption* unfused = take("--no-gradient-accumulation-fusion"))
        m_b.set(FieldId::WgradPlaceholders, false, at(*unfused),
                "weight gradients accumulated apart: Transformer Engine keeps no placeholders");
    else if (mds())
        fallback(FieldId::WgradPlaceholders, false, "--no-gradient-accumulation-fusion",
                 "Megatron-DeepSpeed's own linear layers (no Transformer Engine placeholders)");
    else
        fallback(FieldId::WgradPlaceholders, true, "--no-gradient-accumulation-fusion",
                 std::string(kArguments) + " (gradient-accumulation fusion on: one placeholder per weight shape)");
    if (mds()) {
        const ParsedOption* fa2 = take("--use-flash-attn-v2");
        const ParsedOption* fa = take("--use-flash-attn");
        if (fa2 || fa) {
            m_b.set(FieldId::FlashAttention, true, at(fa2 ? *fa2 : *fa));
            m_b.set(FieldId::AttentionKernel, std::string("flash-attention-2"), at(fa2 ? *fa2 : *fa));
        } else {
            fallback(FieldId::FlashAttention, false, "--use-flash-attn-v2",
                     "Megatron-DeepSpeed megatron/arguments.py (the unfused attention)");
        }
        return;
    }
    const ParsedOption* backend = take("--attention-backend");
    const std::string b = backend ? singleValue(*backend, m_file).text : "auto";
    if (b == "fused" || b == "auto") {
        if (backend) {
            m_b.set(FieldId::FlashAttention, true, at(*backend));
            m_b.set(FieldId::AttentionKernel, std::string("fused"), at(*backend),
                    b == "auto" ? "Transformer Engine picks its fused (cuDNN) attention on Hopper and Blackwell" : "");
        } else {
            fallback(FieldId::FlashAttention, true, "--attention-backend", std::string(kArguments) + " (auto)");
            fallback(FieldId::AttentionKernel, std::string("fused"), "--attention-backend",
                     std::string(kArguments) + " (auto: Transformer Engine's fused attention)");
        }
    } else if (b == "flash") {
        m_b.set(FieldId::FlashAttention, true, at(*backend));
        m_b.set(FieldId::AttentionKernel, std::string("flash-attention-2"), at(*backend));
    } else if (b == "unfused" || b == "local") {
        m_b.set(FieldId::FlashAttention, false, at(*backend), "softmax attention that keeps its score matrix");
    } else {
        ImportBuilder::refuse(at(*backend), "'" + b + "' is not an attention backend (flash, fused, unfused, local, auto)");
    }
}

} // namespace shardscope::megatronimport
