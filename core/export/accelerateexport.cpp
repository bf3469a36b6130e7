#include "accelerateexport.h"
#include "cpcommadaptation.h"
#include "zero3engineadaptation.h"

#include "precisionadaptation.h"
#include "recomputeexport.h"

#include "jobshape.h"
#include "core/model/schedule.h"
#include "megatronexport.h"
#include "shellscript.h"

#include <yaml-cpp/yaml.h>

namespace shardscope {

namespace {

std::string str(int64_t v)
{
    return std::to_string(v);
}

bool startsWith(const std::string& s, const char* prefix)
{
    return s.rfind(prefix, 0) == 0;
}

} // namespace

std::string huggingFaceLayerClass(const ModelSpec& m)
{
    const std::string& id = m.presetId;
    if (startsWith(id, "llama-") || startsWith(id, "article-"))
        return "LlamaDecoderLayer";
    if (startsWith(id, "mistral-"))
        return "MistralDecoderLayer";
    if (startsWith(id, "mixtral-"))
        return "MixtralDecoderLayer";
    if (startsWith(id, "qwen2.5-") || startsWith(id, "qwen2-"))
        return "Qwen2DecoderLayer";
    if (startsWith(id, "deepseek-v3"))
        return "DeepseekV3DecoderLayer";
    if (startsWith(id, "gpt-2") || startsWith(id, "gpt-3"))
        return "GPT2Block";
    return {};
}

ExportResult exportAccelerate(const Scenario& s, const Report&)
{
    ExportResult r{"accelerate", "Hugging Face accelerate", "accelerate 1.x (config schema of 1.15)", false, {}, {}, {}, {}};
    JobShape shape;
    if (!launchShape(s, shape, r))
        return r;
    adaptUnwrittenLayerSplit(s, shape, "AC-split", r);
    const ModelSpec& m = s.model;
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    if (const auto refusal = fixedRecomputeRefusal(s, "AC-recompute", "accelerate", false))
        return r.refuse(refusal->rule, refusal->text);
    if (const auto refusal = noOffloadRefusal(s, "AC-offload-activations", "accelerate"))
        return r.refuse(refusal->rule, refusal->text);
    if (shape.ep > 1)
        return r.refuse("AC-ep", exportText(QT_TRANSLATE_NOOP("ExportText", "accelerate has no expert parallelism; "
                                                                            "export to Megatron-LM, NeMo or torchtitan")));
    if (s.model.isMoe() && !t.moe.dropless())
        return r.refuse("AC-moe-capacity", exportText(QT_TRANSLATE_NOOP("ExportText", "accelerate trains your own "
                                                                                      "model, whose router the config "
                                                                                      "cannot cap; set "
                                                                                      "training.moe.capacity_factor "
                                                                                      "to 0")));

    YAML::Emitter y;
    y << YAML::BeginMap;
    y << YAML::Key << "compute_environment" << YAML::Value << "LOCAL_MACHINE";
    std::string kind;
    if (shape.pp > 1) {
        if (shape.cp > 1)
            return r.refuse("AC-pp", exportText(QT_TRANSLATE_NOOP("ExportText", "pipeline parallelism is only "
                                                                                "available "
                                                                                "through accelerate's Megatron-LM "
                                                                                "plugin, which has no context parallelism")));
        if (!m.plainAttention())
            return r.refuse("AC-pp", exportText(QT_TRANSLATE_NOOP("ExportText", "pipeline parallelism is only "
                                                                                "available through accelerate's "
                                                                                "Megatron-LM plugin, whose GPT model "
                                                                                "has no sliding-window, chunked or "
                                                                                "sink attention")));
        if (t.offloadOptimizer)
            return r.refuse("AC-pp", exportText(QT_TRANSLATE_NOOP("ExportText", "accelerate's Megatron-LM plugin has "
                                                                                "no "
                                                                                "optimizer offload")));
        if (m.layers % shape.pp != 0) // MLM-9: the plugin writes no uneven-stage flags
            return r.refuse("AC-pp", exportText(QT_TRANSLATE_NOOP("ExportText", "the %1 layers do not split evenly "
                                                                                "over "
                                                                                "%2 stages, and accelerate's Megatron-LM "
                                                                                "plugin has no uneven-stage setting"),
                                                {str(m.layers), str(shape.pp)}));
        kind = "MEGATRON_LM";
    } else if (t.offloadOptimizer) {
        if (shape.tp > 1 || shape.cp > 1)
            return r.refuse("AC-6", exportText(QT_TRANSLATE_NOOP("ExportText", "optimizer offload goes through "
                                                                               "accelerate's DeepSpeed plugin, which "
                                                                               "has no TP or CP")));
        if (p.zeroStage == 0)
            return r.refuse("AC-6", exportText(QT_TRANSLATE_NOOP("ExportText", "optimizer offload needs a ZeRO stage "
                                                                               "(1 "
                                                                               "to 3)")));
        kind = "DEEPSPEED";
    } else if (shape.tp == 1 && shape.cp == 1 && p.zeroStage == 0) {
        kind = "MULTI_GPU";
    } else {
        kind = "FSDP";
    }
    adaptZero3Engine(s, kind == "DEEPSPEED" ? Zero3Engine::DeepSpeed : Zero3Engine::Fsdp, "AC-zero3-engine", r);
    adaptCpCommTypeToRing(s, "AC-cp-exchange", r);
    y << YAML::Key << "distributed_type" << YAML::Value << kind;
    // DDP's buckets and FSDP's prefetch always overlap; no path writes TP communication overlap.
    if ((kind == "MULTI_GPU" || kind == "FSDP") && !p.overlap.dataParallel && shape.dp > 1)
        r.adapt("AC-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "data-parallel communication overlapped: DDP "
                                                                         "and FSDP cannot switch it off")),
            {{"parallel.overlap.dp", true}});
    if (p.overlap.tensorParallel && shape.tp > 1)
        r.adapt("AC-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "TP communication overlap left out: "
                                                                         "accelerate has no such setting")),
            {{"parallel.overlap.tp", false}});
    // accelerate's "fp8" runs Transformer Engine's default recipe, delayed scaling.
    const char* precision = t.precision == Precision::Fp16         ? "fp16"
                            : t.precision == Precision::Fp8Delayed ? "fp8"
                            : t.precision == Precision::Fp32       ? "no"
                                                                   : "bf16";
    adaptUnspelledPrecision(t, {"AC-fp8", "AC-moments", "accelerate's config"}, r,
                            t.precision == Precision::Fp8Delayed);
    if (t.precision == Precision::Fp8Delayed)
        adaptUnspelledFp8ParamGather(t, "AC-fp8-gather", "accelerate's config", r);
    if (kind != "DEEPSPEED")
        y << YAML::Key << "mixed_precision" << YAML::Value << precision;
    y << YAML::Key << "num_machines" << YAML::Value << shape.nodes;
    y << YAML::Key << "num_processes" << YAML::Value << shape.world; // AC-3: the total
    y << YAML::Key << "machine_rank" << YAML::Value << 0 << YAML::Comment("per node: --machine_rank \"$NODE_RANK\"");
    y << YAML::Key << "main_process_ip" << YAML::Value << "127.0.0.1"
      << YAML::Comment("per job: --main_process_ip \"$MASTER_ADDR\"");
    y << YAML::Key << "main_process_port" << YAML::Value << 29500;
    y << YAML::Key << "rdzv_backend" << YAML::Value << (shape.nodes > 1 ? "c10d" : "static");
    y << YAML::Key << "same_network" << YAML::Value << true;

    if (kind == "MEGATRON_LM") {
        if (t.recompute == Recompute::Full)
            r.adapt("AC-checkpointing", exportText(QT_TRANSLATE_NOOP("ExportText", "full recompute exported as the Megatron-LM "
                                                                               "plugin's recompute_activations, which is "
                                                                               "Megatron's selective recompute: the plugin "
                                                                               "has no full recompute")),
            {{"training.recompute", std::string("selective")}, {"training.selective_recompute", std::string("modules")},
             {"training.recompute_modules.core_attn", true}, {"training.recompute_modules.layernorm", false},
             {"training.recompute_modules.mla_up_proj", false}, {"training.recompute_modules.moe_act", false},
             {"training.recompute_modules.mlp", false}, {"training.recompute_modules.moe", false},
             {"training.recompute_modules.shared_experts", false}});
        if (shape.interleaved)
            r.adapt("AC-pp", exportText(QT_TRANSLATE_NOOP("ExportText", "interleaving dropped: accelerate's "
                                                                        "Megatron-LM plugin has no virtual-stage "
                                                                        "setting")),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
        else if (!runningSchedule(p).launchers.accelerate)
            r.adapt("AC-schedule", exportText(QT_TRANSLATE_NOOP("ExportText", "the pipeline runs Megatron's 1F1B: "
                                                                              "accelerate's Megatron-LM plugin has no "
                                                                              "schedule setting")),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
        // The plugin writes no overlap flags: Megatron's defaults (no --overlap-grad-reduce, no --tp-comm-overlap).
        if (p.overlap.dataParallel && shape.dp > 1)
            r.adapt("AC-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "gradient reduction not overlapped: the "
                                                                             "plugin has no --overlap-grad-reduce "
                                                                             "setting")),
            {{"parallel.overlap.dp", false}});
        if (p.zeroStage >= 2)
            r.adapt("AC-pp", exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO-%1 exported as Megatron's distributed "
                                                                        "optimizer (ZeRO-1): the plugin has no "
                                                                        "gradient or weight sharding"),
                                        {str(p.zeroStage)}),
            {{"parallel.zero_stage", 1.0}});
        y << YAML::Key << "megatron_lm_config" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "megatron_lm_tp_degree" << YAML::Value << shape.tp;
        y << YAML::Key << "megatron_lm_pp_degree" << YAML::Value << shape.pp;
        y << YAML::Key << "megatron_lm_num_micro_batches" << YAML::Value << shape.microbatches;
        y << YAML::Key << "megatron_lm_sequence_parallelism" << YAML::Value << (p.sequenceParallel && shape.tp > 1);
        y << YAML::Key << "megatron_lm_recompute_activations" << YAML::Value << (t.recompute != Recompute::None);
        y << YAML::Key << "megatron_lm_use_distributed_optimizer" << YAML::Value << (p.zeroStage >= 1);
        y << YAML::Key << "megatron_lm_gradient_clipping" << YAML::Value << 1.0;
        y << YAML::EndMap;
    } else if (kind == "DEEPSPEED") {
        // DeepSpeed's default overlap_comm: on for ZeRO-3, off otherwise (deepspeed/runtime/zero/config.py).
        if (shape.dp > 1 && p.overlap.dataParallel != (p.zeroStage == 3))
            r.adapt("AC-overlap",
                    p.zeroStage == 3
                        ? exportText(QT_TRANSLATE_NOOP("ExportText", "gradient reduction overlapped: the DeepSpeed plugin keeps "
                                                                     "DeepSpeed's default overlap_comm for ZeRO-%1"),
                                     {str(p.zeroStage)})
                        : exportText(QT_TRANSLATE_NOOP("ExportText", "gradient reduction not overlapped: the DeepSpeed plugin "
                                                                     "keeps DeepSpeed's default overlap_comm for ZeRO-%1"),
                                     {str(p.zeroStage)}),
            {{"parallel.overlap.dp", p.zeroStage == 3}});
        y << YAML::Key << "deepspeed_config" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "zero_stage" << YAML::Value << p.zeroStage;
        y << YAML::Key << "offload_optimizer_device" << YAML::Value << "cpu";
        y << YAML::Key << "offload_param_device" << YAML::Value << "none";
        y << YAML::Key << "gradient_accumulation_steps" << YAML::Value << shape.microbatches;
        y << YAML::Key << "gradient_clipping" << YAML::Value << 1.0;
        y << YAML::Key << "zero3_init_flag" << YAML::Value << (p.zeroStage == 3); // AC-7
        y << YAML::Key << "deepspeed_multinode_launcher" << YAML::Value << "standard";
        y << YAML::EndMap;
        y << YAML::Key << "mixed_precision" << YAML::Value << (t.precision == Precision::Fp8Delayed ? "bf16" : precision);
        if (t.precision == Precision::Fp8Delayed)
            r.adapt("AC-6", exportText(QT_TRANSLATE_NOOP("ExportText", "FP8 exported as BF16: the DeepSpeed plugin has "
                                                                       "no FP8")),
            {{"training.precision", std::string("bf16")}});
    } else if (kind == "FSDP") {
        if (t.recompute == Recompute::Selective)
            r.adapt("AC-checkpointing", exportText(QT_TRANSLATE_NOOP("ExportText", "selective recompute exported as FSDP "
                                                                               "activation checkpointing, which recomputes "
                                                                               "each transformer layer whole: accelerate's "
                                                                               "FSDP has no selective policy")),
            {{"training.recompute", std::string("full")}, {"training.recompute_method", std::string("uniform")},
             {"training.recompute_layers", 1.0}});
        if (p.zeroStage == 0)
            r.adapt("AC-5", exportText(QT_TRANSLATE_NOOP("ExportText", "DP %1 sharded by FSDP (like ZeRO-2): "
                                                                       "accelerate rejects TP or CP together with pure "
                                                                       "replication"), {str(shape.dp)}),
            {{"parallel.zero_stage", 2.0}});
        else if (p.zeroStage == 1)
            r.adapt("AC-4", exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO-1 exported as FSDP keeping weights "
                                                                       "gathered after forward (like ZeRO-2): FSDP has "
                                                                       "no optimizer-only sharding")),
            {{"parallel.zero_stage", 2.0}});
        const std::string layer = huggingFaceLayerClass(m);
        y << YAML::Key << "fsdp_config" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "fsdp_version" << YAML::Value << 2;
        y << YAML::Key << "fsdp_reshard_after_forward" << YAML::Value << (p.zeroStage == 3); // AC-4: a bool for FSDP2
        if (layer.empty()) {
            r.note("AC-4", exportText(QT_TRANSLATE_NOOP("ExportText", "no known Hugging Face layer class for this "
                                                                      "model: FSDP wraps by size (100M parameters)")));
            y << YAML::Key << "fsdp_auto_wrap_policy" << YAML::Value << "SIZE_BASED_WRAP";
            y << YAML::Key << "fsdp_min_num_params" << YAML::Value << 100000000;
        } else {
            y << YAML::Key << "fsdp_auto_wrap_policy" << YAML::Value << "TRANSFORMER_BASED_WRAP";
            y << YAML::Key << "fsdp_transformer_layer_cls_to_wrap" << YAML::Value << layer;
        }
        y << YAML::Key << "fsdp_state_dict_type" << YAML::Value << "SHARDED_STATE_DICT";
        y << YAML::Key << "fsdp_offload_params" << YAML::Value << false;
        y << YAML::Key << "fsdp_activation_checkpointing" << YAML::Value << (t.recompute != Recompute::None);
        y << YAML::Key << "fsdp_cpu_ram_efficient_loading" << YAML::Value << true;
        y << YAML::EndMap;
        y << YAML::Key << "parallelism_config" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "parallelism_config_dp_replicate_size" << YAML::Value << 1;
        y << YAML::Key << "parallelism_config_dp_shard_size" << YAML::Value << shape.dp;
        y << YAML::Key << "parallelism_config_tp_size" << YAML::Value << shape.tp;
        y << YAML::Key << "parallelism_config_cp_size" << YAML::Value << shape.cp;
        y << YAML::EndMap;
    }
    y << YAML::EndMap;

    ShellScript header;
    writeExportHeader(header, s, shape, r);
    r.files.push_back({"accelerate.yaml", "yaml", header.text() + y.c_str() + std::string("\n")});

    ShellScript script;
    script.line("#!/usr/bin/env bash");
    writeExportHeader(script, s, shape, r);
    script.comment("Run once on every node with NODE_RANK (0 .. " + std::to_string(shape.nodes - 1) + ") and MASTER_ADDR set.");
    script.comment("Your script builds the model and calls accelerator.prepare; accelerate.yaml sits next to this file.");
    script.line("set -euo pipefail");
    script.line("exec accelerate launch --config_file \"${ACCELERATE_CONFIG:-$(dirname \"$0\")/accelerate.yaml}\" \\");
    script.line("  --machine_rank \"${NODE_RANK:-0}\" --main_process_ip \"${MASTER_ADDR:-127.0.0.1}\" \\");
    script.line("  \"${TRAIN_SCRIPT:?set TRAIN_SCRIPT to your training script}\"");
    r.files.push_back({"launch_accelerate.sh", "bash", script.text()});
    r.ok = true;
    return r;
}

} // namespace shardscope
