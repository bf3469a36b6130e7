#include "nemoexport.h"

#include "precisionadaptation.h"
#include "recomputeexport.h"

#include "core/model/enumnames.h"

#include "jobshape.h"
#include "launchersupport.h"
#include "megatronexport.h"
#include "shellscript.h"
#include "usertext.h"

#include <yaml-cpp/yaml.h>

namespace shardscope {

namespace {

std::string str(int64_t v)
{
    return std::to_string(v);
}

/** NeMo 2 recipe modules (nemo/collections/llm/recipes/) for the bundled model presets. */
std::string recipeOf(const std::string& presetId)
{
    static const std::pair<const char*, const char*> recipes[] = {
        {"llama-2-7b", "llama2_7b"},     {"llama-3-8b", "llama3_8b"},       {"llama-3-70b", "llama3_70b"},
        {"llama-3.1-405b", "llama31_405b"}, {"mistral-7b", "mistral_7b"},   {"mixtral-8x7b", "mixtral_8x7b"},
        {"mixtral-8x22b", "mixtral_8x22b"}, {"qwen2.5-72b", "qwen25_72b"},  {"deepseek-v3", "deepseek_v3"},
        {"gpt-3-175b", "gpt3_175b"},
    };
    for (const auto& [id, recipe] : recipes)
        if (presetId == id)
            return recipe;
    return {};
}

const char* pyBool(bool b)
{
    return b ? "True" : "False";
}

/** Megatron-Core's rules as the Megatron-LM target applies them; false (and r set) on refusal. */
bool mcoreRules(const Scenario& s, const JobShape& shape, MegatronArguments& args, ExportResult& r)
{
    ExportResult scratch = r;
    if (!megatronArguments(s, shape, args, scratch)) {
        r.refuse(scratch.refusalRule, scratch.refusalText);
        return false;
    }
    for (const ExportAdaptation& a : scratch.adaptations)
        if (a.rule != "note")
            r.adaptations.push_back(a);
    return true;
}

/**
 * The overlap switches the NeMo files do not write: the strategy's DDP config of the recipes
 * overlaps the gradient reduce (nemo/collections/llm/recipes, DistributedDataParallelConfig
 * with overlap_grad_reduce=True), and TP communication overlap is a callback not written here.
 */
void nemoOverlap(const Scenario& s, const JobShape& shape, const MegatronArguments& args, ExportResult& r)
{
    const OverlapConfig& o = s.parallel.overlap;
    if (!o.dataParallel && int64_t(shape.dp) * shape.cp > 1)
        r.adapt("NM-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "gradient reduction overlapped: the recipe's "
                                                                         "distributed data-parallel config overlaps it")),
            {{"parallel.overlap.dp", true}});
    if (o.tensorParallel && shape.tp > 1 && args.sequenceParallel)
        r.adapt("NM-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "TP communication overlap left out: NeMo's "
                                                                         "MegatronCommOverlapCallback is not written")),
            {{"parallel.overlap.tp", false}});
    if (args.expertOverlap)
        r.adapt("NM-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "EP all-to-all overlap left out: the NeMo files "
                                                                         "do not write Megatron-Core's "
                                                                         "overlap_moe_expert_parallel_comm")),
            {{"parallel.overlap.ep", false}});
}

/** NeMo leaves the attention backend to Transformer Engine, whose choice on Hopper and
 * Blackwell is its fused (cuDNN) attention: FlashAttention-2 is not what it runs. */
void nemoAttention(const Scenario& s, ExportResult& r)
{
    if (s.training.attentionKernel == AttentionKernel::FlashAttention2 && attentionKernelMatters(s))
        r.adapt("NM-attention", exportText(QT_TRANSLATE_NOOP("ExportText", "FlashAttention-2 left out: NeMo runs "
                                                                           "Transformer Engine's default attention "
                                                                           "backend (its fused cuDNN kernel on this "
                                                                           "GPU), faster than the estimate")),
            {{"training.attention_kernel", std::string("fused")}});
}

} // namespace

std::string nemo2RecipeOf(const std::string& presetId)
{
    return recipeOf(presetId);
}

ExportResult exportNemo2(const Scenario& s, const Report&)
{
    ExportResult r{"nemo2", "NVIDIA NeMo 2", "NeMo 2.6 recipes (nemo.collections.llm) with megatron-core 0.15", false, {}, {},
                   {}, {}};
    JobShape shape;
    if (!launchShape(s, shape, r))
        return r;
    const std::string recipe = recipeOf(s.model.presetId);
    if (recipe.empty())
        return r.refuse("NM-recipe", exportText(QT_TRANSLATE_NOOP("ExportText", "no NeMo 2 recipe is known for this "
                                                                                "model; use the NeMo 1.x YAML target "
                                                                                "(nemo1) or Megatron-LM")));
    MegatronArguments args;
    if (!mcoreRules(s, shape, args, r))
        return r;
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    const ModelSpec& m = s.model;
    nemoOverlap(s, shape, args, r);
    if (p.zeroStage >= 2)
        r.adapt("NM-zero", exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO-%1 exported as the distributed optimizer "
                                                                      "(ZeRO-1): the recipe's Megatron strategy shards "
                                                                      "the optimizer state only"), {str(p.zeroStage)}),
            {{"parallel.zero_stage", 1.0}});

    // The coding line comes first, before any user text can (PEP 263 reads lines 1 and 2).
    std::string py = "# -*- coding: utf-8 -*-\n";
    ShellScript header;
    writeExportHeader(header, s, shape, r);
    py += header.text();
    py += "# Launch once per node with torchrun (launch_nemo.sh); NeMo reads the torchrun environment.\n";
    py += "import nemo_run as run\nfrom nemo.collections import llm\n";
    const char* plugin = t.precision == Precision::Fp16 ? "fp16_mixed" : "bf16_mixed";
    if (t.precision != Precision::Fp32)
        py += std::string("from nemo.collections.llm.recipes.precision.mixed_precision import ") + plugin + "\n";
    py += "\n\ndef configure():\n";
    const auto set = [&](const std::string& target, const std::string& value) { py += "    " + target + " = " + value + "\n"; };
    py += "    recipe = llm." + recipe + ".pretrain_recipe(\n        name=" + pythonString(identifierSafe(s.name, "shardscope")) +
          ",\n        dir=\"checkpoints\",\n        num_nodes=" + str(shape.nodes) + ",\n        num_gpus_per_node=" +
          str(shape.gpusPerNode) + ",\n    )\n";
    py += "    # Every parallel field is set: the recipes' own defaults (e.g. CP 2) would survive otherwise.\n";
    set("strategy", "recipe.trainer.strategy");
    set("strategy.tensor_model_parallel_size", str(shape.tp));
    set("strategy.pipeline_model_parallel_size", str(shape.pp));
    const MegatronLayerSplit& split = args.split;
    const bool layout = split.form == MegatronLayerSplit::Form::Layout;
    // With a layout string too: the strategy sets up the parallel state with this size, and
    // Megatron-Core's TransformerConfig asserts that it equals the layout's chunks per rank.
    set("strategy.virtual_pipeline_model_parallel_size", args.chunks > 1 ? str(args.chunks) : "None");
    // Left to the recipes' None (PP micro-batches a chunk, Megatron-Core's default) unless the plan sets a group.
    if (args.microbatchGroup > 0)
        set("strategy.microbatch_group_size_per_vp_stage", str(args.microbatchGroup));
    set("strategy.num_layers_in_first_pipeline_stage", split.first ? str(*split.first) : "None");
    set("strategy.num_layers_in_last_pipeline_stage", split.last ? str(*split.last) : "None");
    // The recipes leave these at False / None: written only when the split needs them.
    if (split.embedding)
        set("strategy.account_for_embedding_in_pipeline_split", "True");
    if (split.loss)
        set("strategy.account_for_loss_in_pipeline_split", "True");
    if (layout)
        set("strategy.pipeline_model_parallel_layout", pythonString(split.layout));
    set("strategy.context_parallel_size", str(shape.cp));
    if (shape.cp > 1)
        set("recipe.model.config.cp_comm_type", "\"" + std::string(toString(p.cpCommType)) + "\"");
    set("strategy.sequence_parallel", pyBool(args.sequenceParallel));
    set("strategy.expert_model_parallel_size", str(args.ep));
    set("strategy.expert_tensor_parallel_size", m.isMoe() && p.etp ? str(shape.etp) : "None");
    set("strategy.use_tp_pp_dp_mapping", pyBool(p.rankOrder == RankOrder::TpCpEpPpDp));
    set("recipe.trainer.num_nodes", str(shape.nodes));
    set("recipe.trainer.devices", str(shape.gpusPerNode));
    if (t.precision != Precision::Fp32)
        set("recipe.trainer.plugins", std::string(plugin) + "()");
    adaptUnspelledPrecision(t, {"NM-fp8", "NM-moments", "the exported NeMo 2 recipe"}, r);
    nemoAttention(s, r);
    set("recipe.data.seq_length", str(shape.seqLength));
    set("recipe.data.micro_batch_size", str(shape.microBatch));
    set("recipe.data.global_batch_size", str(shape.globalBatch));
    set("recipe.model.config.seq_length", str(shape.seqLength));
    set("recipe.model.config.num_layers", str(m.layers));
    set("recipe.model.config.hidden_size", str(m.hidden));
    set("recipe.model.config.ffn_hidden_size", str(m.ffnHidden));
    set("recipe.model.config.num_attention_heads", str(m.heads));
    if (!m.mla)
        set("recipe.model.config.num_query_groups", str(m.kvHeads));
    // Written every time: a recipe's own config may carry a window (mistral_7b: [4096, 0]).
    // Chunked attention never reaches here (Megatron-Core's rules refuse it).
    const bool sliding = m.hasLocalAttention() && m.localAttention == LocalAttention::Sliding;
    set("recipe.model.config.window_size", sliding ? "(" + str(m.localWindow) + ", 0)" : std::string("None"));
    if (sliding)
        set("recipe.model.config.window_attn_skip_freq", m.globalAttentionEvery > 0 ? str(m.globalAttentionEvery) : "None");
    if (m.attentionSinks)
        set("recipe.model.config.softmax_type", "\"learnable\"");
    // Written every time: a recipe's config may carry Megatron-Core's 0.1 defaults.
    set("recipe.model.config.hidden_dropout", floatLiteral(m.hiddenDropout));
    set("recipe.model.config.attention_dropout", floatLiteral(m.attentionDropout));
    // Transformer Engine keeps placeholder weight gradients only with gradient-accumulation
    // fusion (the recipes' default); a plan estimated without them runs with it off.
    if (!t.runsPyTorchOps() && !t.wgradPlaceholders)
        set("recipe.model.config.gradient_accumulation_fusion", "False");
    if (m.isMoe()) {
        set("recipe.model.config.num_moe_experts", str(m.moe->experts));
        set("recipe.model.config.moe_router_topk", str(m.moe->topK));
        set("recipe.model.config.moe_ffn_hidden_size", str(m.moe->expertFfnHidden));
        // Written every time, so a recipe's own capacity cannot differ from the estimate's;
        // Megatron-Core takes a capacity only with the all-to-all dispatcher.
        const MoeRouting& routing = t.moe;
        if (args.ep > 1 && routing.dispatcher == MoeDispatcher::DeepEp) {
            set("recipe.model.config.moe_token_dispatcher_type", "\"flex\"");
            set("recipe.model.config.moe_flex_dispatcher_backend", "\"deepep\"");
        } else if (!routing.dropless()) {
            set("recipe.model.config.moe_token_dispatcher_type", "\"alltoall\"");
        }
        set("recipe.model.config.moe_expert_capacity_factor",
            routing.dropless() ? std::string("None") : floatLiteral(routing.capacityFactor));
        set("recipe.model.config.moe_pad_expert_input_to_capacity", pyBool(routing.padToCapacity));
        set("recipe.model.config.moe_router_num_groups", m.moe->groupLimited() ? str(m.moe->routerGroups) : "None");
        set("recipe.model.config.moe_router_group_topk", m.moe->groupLimited() ? str(m.moe->routerGroupTopK) : "None");
    }
    const MegatronRecompute recompute = megatronRecompute(t);
    const auto quoted = [](const std::string& v) { return v.empty() ? std::string("None") : "\"" + v + "\""; };
    set("recipe.model.config.recompute_granularity", quoted(recompute.granularity));
    set("recipe.model.config.recompute_method", quoted(recompute.method));
    set("recipe.model.config.recompute_num_layers", recompute.numLayers > 0 ? str(recompute.numLayers) : "None");
    if (t.offloadActivationLayers > 0) {
        set("recipe.model.config.cpu_offloading", "True");
        set("recipe.model.config.cpu_offloading_num_layers", str(t.offloadActivationLayers));
        set("recipe.model.config.cpu_offloading_activations", "True");
        set("recipe.model.config.cpu_offloading_weights", "False");
    }
    if (!recompute.modules.empty()) {
        std::string list;
        for (const std::string& module : recompute.modules)
            list += (list.empty() ? "" : ", ") + quoted(module);
        set("recipe.model.config.recompute_modules", "[" + list + "]");
    }
    set("recipe.optim.config.use_distributed_optimizer", pyBool(p.zeroStage >= 1));
    py += "    return recipe\n\n\nif __name__ == \"__main__\":\n    run.run(configure(), direct=True)\n";
    r.files.push_back({"pretrain_nemo.py", "python", py});

    ShellScript script;
    script.line("#!/usr/bin/env bash");
    writeExportHeader(script, s, shape, r);
    script.comment("Run once on every node: torchrun's process count per node equals trainer.devices (NM-3).");
    script.line("set -euo pipefail");
    if (args.needsSingleConnection)
        script.exportVariable("CUDA_DEVICE_MAX_CONNECTIONS", "1", "MLM-28: required with TP or CP > 1 before Blackwell");
    script.blank();
    script.array("LAUNCH", torchrunLaunch(shape));
    script.blank();
    script.line("exec torchrun \"${LAUNCH[@]}\" \"${NEMO_SCRIPT:-$(dirname \"$0\")/pretrain_nemo.py}\"");
    r.files.push_back({"launch_nemo.sh", "bash", script.text()});
    r.ok = true;
    return r;
}

ExportResult exportNemo1(const Scenario& s, const Report&)
{
    ExportResult r{"nemo1", "NVIDIA NeMo 1.x", "NeMo 1.x megatron_gpt_config.yaml (legacy) with megatron-core", false, {}, {},
                   {}, {}};
    JobShape shape;
    if (!launchShape(s, shape, r))
        return r;
    MegatronArguments args;
    if (!mcoreRules(s, shape, args, r))
        return r;
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    const ModelSpec& m = s.model;
    if (!args.split.even())
        return r.refuse("MLM-9", exportText(QT_TRANSLATE_NOOP("ExportText", "the %1 layers are split unevenly over %2 "
                                                                            "stages, and the NeMo 1.x template has no "
                                                                            "uneven-stage keys"),
                                            {str(m.layers), str(shape.pp)}));
    if (m.mla)
        return r.refuse("NM-mla", exportText(QT_TRANSLATE_NOOP("ExportText", "the NeMo 1.x GPT template has no "
                                                                             "multi-latent attention")));
    // NeMo 1.x hands model keys that are TransformerConfig fields to megatron-core, whose
    // window_size it had; the per-layer skip frequency and learnable softmax came later.
    if (m.hasLocalAttention() && m.globalAttentionEvery > 0)
        return r.refuse("NM-local-attention", exportText(QT_TRANSLATE_NOOP("ExportText", "the NeMo 1.x template has "
                                                                                         "a sliding window on every "
                                                                                         "layer or none: no "
                                                                                         "interleaved global layers")));
    if (m.bias == Bias::Qkv)
        return r.refuse("NM-bias", exportText(QT_TRANSLATE_NOOP("ExportText", "the NeMo 1.x template has biases on "
                                                                              "every linear layer or on none, not on "
                                                                              "Q, K and V alone")));
    if (m.positionEmbedding == PositionEmbedding::None)
        return r.refuse("NM-positions", exportText(QT_TRANSLATE_NOOP("ExportText", "the NeMo 1.x template has no "
                                                                                   "model without position "
                                                                                   "embeddings")));
    if (m.attentionSinks)
        return r.refuse("NM-local-attention", exportText(QT_TRANSLATE_NOOP("ExportText", "the NeMo 1.x template has "
                                                                                         "no attention sinks "
                                                                                         "(learnable softmax)")));
    if (const auto refusal = fixedRecomputeRefusal(s, "NM-recompute", "The NeMo 1.x template", true))
        return r.refuse(refusal->rule, refusal->text);
    if (const auto refusal = noOffloadRefusal(s, "NM-offload-activations", "The NeMo 1.x template"))
        return r.refuse(refusal->rule, refusal->text);
    nemoOverlap(s, shape, args, r);
    if (p.zeroStage >= 2)
        r.adapt("NM-zero", exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO-%1 exported as the distributed fused Adam "
                                                                      "(optimizer sharding only)"),
                                      {str(p.zeroStage)}),
            {{"parallel.zero_stage", 1.0}});
    adaptUnspelledPrecision(t, {"NM-fp8", "NM-moments", "the NeMo 1.x template"}, r);
    nemoAttention(s, r);
    YAML::Emitter y;
    y << YAML::BeginMap;
    y << YAML::Key << "trainer" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "num_nodes" << YAML::Value << shape.nodes;
    y << YAML::Key << "devices" << YAML::Value << shape.gpusPerNode;
    y << YAML::Key << "accelerator" << YAML::Value << "gpu";
    y << YAML::Key << "precision" << YAML::Value
      << (t.precision == Precision::Fp16 ? "16-mixed" : t.precision == Precision::Fp32 ? "32" : "bf16-mixed");
    y << YAML::Key << "max_steps" << YAML::Value << 100000;
    y << YAML::EndMap;
    y << YAML::Key << "model" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "mcore_gpt" << YAML::Value << true;
    y << YAML::Key << "micro_batch_size" << YAML::Value << shape.microBatch;
    y << YAML::Key << "global_batch_size" << YAML::Value << shape.globalBatch;
    y << YAML::Key << "tensor_model_parallel_size" << YAML::Value << shape.tp;
    y << YAML::Key << "pipeline_model_parallel_size" << YAML::Value << shape.pp;
    y << YAML::Key << "virtual_pipeline_model_parallel_size" << YAML::Value;
    if (args.chunks > 1)
        y << args.chunks;
    else
        y << YAML::Null;
    if (args.microbatchGroup > 0)
        y << YAML::Key << "microbatch_group_size_per_vp_stage" << YAML::Value << args.microbatchGroup;
    y << YAML::Key << "context_parallel_size" << YAML::Value << shape.cp;
    if (shape.cp > 1)
        y << YAML::Key << "cp_comm_type" << YAML::Value << std::string(toString(p.cpCommType));
    y << YAML::Key << "expert_model_parallel_size" << YAML::Value << args.ep;
    y << YAML::Key << "sequence_parallel" << YAML::Value << args.sequenceParallel;
    if (!t.runsPyTorchOps() && !t.wgradPlaceholders) // as the NeMo 2 recipe above
        y << YAML::Key << "gradient_accumulation_fusion" << YAML::Value << false;
    y << YAML::Key << "encoder_seq_length" << YAML::Value << shape.seqLength;
    y << YAML::Key << "max_position_embeddings" << YAML::Value << std::max(m.maxSeq, shape.seqLength);
    y << YAML::Key << "num_layers" << YAML::Value << m.layers;
    y << YAML::Key << "hidden_size" << YAML::Value << m.hidden;
    y << YAML::Key << "ffn_hidden_size" << YAML::Value << m.ffnHidden;
    y << YAML::Key << "num_attention_heads" << YAML::Value << m.heads;
    y << YAML::Key << "num_query_groups" << YAML::Value;
    if (m.kvHeads < m.heads)
        y << m.kvHeads;
    else
        y << YAML::Null;
    // The architecture too: the template the file is merged into is GPT-3's (GeLU, LayerNorm,
    // biases, learned positions, tied embeddings), which would otherwise win.
    y << YAML::Key << "kv_channels" << YAML::Value;
    if (m.headDim)
        y << *m.headDim;
    else
        y << YAML::Null;
    y << YAML::Key << "activation" << YAML::Value << (m.activation == Activation::Swiglu ? "fast-swiglu" : "gelu");
    y << YAML::Key << "normalization" << YAML::Value << (m.norm == Norm::RmsNorm ? "rmsnorm" : "layernorm");
    y << YAML::Key << "bias" << YAML::Value << (m.bias == Bias::All);
    y << YAML::Key << "position_embedding_type" << YAML::Value
      << (m.positionEmbedding == PositionEmbedding::Rope ? "rope" : "learned_absolute");
    y << YAML::Key << "share_embeddings_and_output_weights" << YAML::Value << m.tiedEmbeddings;
    y << YAML::Key << "hidden_dropout" << YAML::Value << m.hiddenDropout;
    y << YAML::Key << "attention_dropout" << YAML::Value << m.attentionDropout;
    if (m.hasLocalAttention())
        y << YAML::Key << "window_size" << YAML::Value << YAML::Flow << YAML::BeginSeq << m.localWindow << 0 << YAML::EndSeq;
    if (m.isMoe()) {
        y << YAML::Key << "num_moe_experts" << YAML::Value << m.moe->experts;
        y << YAML::Key << "moe_router_topk" << YAML::Value << m.moe->topK;
        if (m.moe->groupLimited()) {
            y << YAML::Key << "moe_router_num_groups" << YAML::Value << m.moe->routerGroups;
            y << YAML::Key << "moe_router_group_topk" << YAML::Value << m.moe->routerGroupTopK;
        }
        if (args.ep > 1 && t.moe.dispatcher == MoeDispatcher::DeepEp) {
            y << YAML::Key << "moe_token_dispatcher_type" << YAML::Value << "flex";
            y << YAML::Key << "moe_flex_dispatcher_backend" << YAML::Value << "deepep";
        } else if (!t.moe.dropless()) {
            y << YAML::Key << "moe_token_dispatcher_type" << YAML::Value << "alltoall";
        }
        if (!t.moe.dropless()) {
            y << YAML::Key << "moe_expert_capacity_factor" << YAML::Value << t.moe.capacityFactor;
            y << YAML::Key << "moe_pad_expert_input_to_capacity" << YAML::Value << t.moe.padToCapacity;
        }
    }
    y << YAML::Key << "activations_checkpoint_granularity" << YAML::Value;
    if (t.recompute == Recompute::None)
        y << YAML::Null;
    else
        y << (t.recompute == Recompute::Full ? "full" : "selective");
    if (t.recompute == Recompute::Full) {
        y << YAML::Key << "activations_checkpoint_method" << YAML::Value << std::string(toString(t.recomputeMethod));
        y << YAML::Key << "activations_checkpoint_num_layers" << YAML::Value << std::max(t.recomputeLayers, 1);
    }
    y << YAML::Key << "megatron_amp_O2" << YAML::Value << (t.precision != Precision::Fp32);
    y << YAML::Key << "optim" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "name" << YAML::Value << (p.zeroStage >= 1 ? "distributed_fused_adam" : "fused_adam");
    y << YAML::EndMap;
    y << YAML::EndMap;
    y << YAML::EndMap;
    ShellScript header;
    writeExportHeader(header, s, shape, r);
    header.comment("Merge into examples/nlp/language_modeling/conf/megatron_gpt_config.yaml (the rest comes from there).");
    r.files.push_back({"megatron_gpt_overrides.yaml", "yaml", header.text() + y.c_str() + std::string("\n")});
    r.ok = true;
    return r;
}

} // namespace shardscope
