#include "deepspeedexport.h"
#include "zero3engineadaptation.h"

#include "core/model/precision.h"
#include "precisionadaptation.h"
#include "recomputeexport.h"
#include "launchersupport.h"

#include "jobshape.h"
#include "megatronexport.h"
#include "shellscript.h"
#include "usertext.h"

#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <nlohmann/json.hpp>

namespace shardscope {

namespace {

std::string str(int64_t v)
{
    return std::to_string(v);
}

} // namespace

ExportResult exportDeepSpeed(const Scenario& s, const Report&)
{
    ExportResult r{"deepspeed", "DeepSpeed", "deepspeed 0.19.x; Megatron-DeepSpeed main (2025-07)", false, {}, {}, {}, {}};
    JobShape shape;
    if (!launchShape(s, shape, r, "DS-1"))
        return r;
    adaptUnwrittenLayerSplit(s, shape, "DS-split", r);
    const ModelSpec& m = s.model;
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;

    int ep = shape.ep;
    if (ep > 1 && !m.isMoe()) {
        r.adapt("DS-13", exportText(QT_TRANSLATE_NOOP("ExportText", "EP %1 dropped: the model has no experts"),
                                    {str(ep)}),
            {{"parallel.ep", 1.0}});
        ep = 1;
    }
    const bool megatron = shape.tp > 1 || shape.pp > 1 || ep > 1;
    if (shape.cp > 1)
        return r.refuse("MDS-cp", exportText(QT_TRANSLATE_NOOP("ExportText", "DeepSpeed and Megatron-DeepSpeed have no "
                                                                             "context parallelism (their Ulysses "
                                                                             "sequence parallelism splits attention "
                                                                             "heads, not the sequence); use "
                                                                             "Megatron-LM or torchtitan")));
    if (!m.plainAttention() && megatron)
        return r.refuse("MDS-local-attention", exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-DeepSpeed has no "
                                                                                          "sliding-window, chunked or "
                                                                                          "sink attention; without TP, "
                                                                                          "PP or EP the DeepSpeed "
                                                                                          "config trains the Hugging "
                                                                                          "Face model, which has it")));
    if (m.mla && megatron)
        return r.refuse("MDS-mla", exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-DeepSpeed has no multi-latent "
                                                                              "attention")));
    if (const auto refusal = fixedRecomputeRefusal(s, "MDS-recompute", "Megatron-DeepSpeed", true))
        return r.refuse(refusal->rule, refusal->text);
    if (const auto refusal = noOffloadRefusal(s, "MDS-offload-activations", "DeepSpeed"))
        return r.refuse(refusal->rule, refusal->text);
    if (m.isMoe()) {
        if (m.moe->experts % ep != 0)
            return r.refuse("DS-13", exportText(QT_TRANSLATE_NOOP("ExportText", "the %1 experts are not divisible by "
                                                                                "EP "
                                                                                "%2"), {str(m.moe->experts), str(ep)}));
        if (p.zeroStage == 3)
            return r.refuse("DS-13", exportText(QT_TRANSLATE_NOOP("ExportText", "DeepSpeed's MoE does not work with "
                                                                                "ZeRO-3; use ZeRO 0 to 2")));
        if (!megatron && !t.moe.dropless())
            return r.refuse("DS-moe-capacity",
                            exportText(QT_TRANSLATE_NOOP("ExportText", "without TP, PP or EP the DeepSpeed config "
                                                                       "trains your own model, whose router the "
                                                                       "config cannot cap; set "
                                                                       "training.moe.capacity_factor to 0 or use EP "
                                                                       "for Megatron-DeepSpeed's capacity")));
        if (megatron && m.moe->groupLimited())
            r.note("note", exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-DeepSpeed's gate has no group-limited "
                                                                      "routing: the model routes each token over all "
                                                                      "%1 experts, not %2 of the %3 groups"),
                                      {str(m.moe->experts), str(m.moe->routerGroupTopK), str(m.moe->routerGroups)}));
        // DeepSpeed's gate dispatches into an experts x capacity buffer: every expert runs
        // its full capacity, so a capacity always pads.
        if (ep > 1 && t.moe.dispatcher == MoeDispatcher::DeepEp)
            r.adapt("DS-moe-dispatcher", exportText(QT_TRANSLATE_NOOP("ExportText", "DeepSpeed's MoE moves tokens with "
                                                                                    "NCCL's all-to-all, not DeepEP: "
                                                                                    "across nodes every copy of a token "
                                                                                    "takes the network")),
            {{"training.moe.dispatcher", std::string("alltoall")}});
        if (megatron && !t.moe.dropless() && !t.moe.padToCapacity)
            r.adapt("DS-moe-padded", exportText(QT_TRANSLATE_NOOP("ExportText", "DeepSpeed's MoE pads every expert "
                                                                                "to its capacity: the run does more "
                                                                                "expert work than the estimate; set "
                                                                                "training.moe.pad_to_capacity to "
                                                                                "estimate it")),
            {{"training.moe.pad_to_capacity", true}});
    }
    if (m.heads % shape.tp != 0)
        return r.refuse("MLM-5", exportText(QT_TRANSLATE_NOOP("ExportText", "the %1 attention heads are not divisible "
                                                                            "by TP %2"),
                                            {str(m.heads), str(shape.tp)}));

    int stage = p.zeroStage;
    if (megatron && shape.pp > 1 && stage >= 2) {
        r.adapt("DS-5", exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO stage %1 lowered to 1: DeepSpeed's pipeline "
                                                                   "engine refuses ZeRO-2 and ZeRO-3 (optimizer state "
                                                                   "stays sharded; gradients and weights are no longer)"),
                                   {str(stage)}),
            {{"parallel.zero_stage", 1.0}});
        stage = 1;
    }
    const bool noPipeline = megatron && shape.pp == 1 && stage >= 2;
    if (shape.interleaved)
        r.adapt("MDS-5", exportText(QT_TRANSLATE_NOOP("ExportText", "interleaving dropped: DeepSpeed's pipeline engine "
                                                                    "runs one contiguous block of layers per stage")),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
    else if (megatron && shape.pp > 1 && !runningSchedule(p).launchers.deepSpeed)
        r.adapt("MDS-schedule", exportText(QT_TRANSLATE_NOOP("ExportText", "%1 exported as DeepSpeed's pipeline "
                                                                           "schedule "
                                                                           "(deepspeed/runtime/pipe/schedule.py "
                                                                           "TrainSchedule, a 1F1B): it has no other; "
                                                                           "expect a larger bubble than ShardScope "
                                                                           "estimated"),
                                           {std::string(toString(p.schedule))}),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
    int etp = shape.etp;
    if (m.isMoe() && shape.tp > 1 && etp != 1 && etp != shape.tp)
        return r.refuse("MDS-etp", exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-DeepSpeed splits experts over "
                                                                              "all of TP "
                                                                              "(--enable-expert-tensor-parallelism) or "
                                                                              "not at all, not over expert TP %1"),
                                              {str(etp)}));
    const int64_t dpWorld = shape.world / (int64_t(shape.tp) * shape.pp);
    // ZeRO-2/3 reduce gradients during backward (overlap_comm); ZeRO 0/1 as written here and
    // the pipeline engine reduce them after the last micro-batch.
    if (p.overlap.dataParallel && dpWorld > 1 && stage < 2)
        r.adapt("DS-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "gradient reduction exported without overlap: "
                                                                         "overlap_comm is written for ZeRO-2/3 only, "
                                                                         "and the pipeline engine reduces after the "
                                                                         "last micro-batch")),
            {{"parallel.overlap.dp", false}});
    if (p.overlap.tensorParallel && shape.tp > 1)
        r.adapt("DS-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "TP communication overlap left out: "
                                                                         "Megatron-DeepSpeed has no --tp-comm-overlap")),
            {{"parallel.overlap.tp", false}});
    adaptZero3Engine(s, Zero3Engine::DeepSpeed, "DS-zero3-engine", r);
    const int64_t accumulation = shape.globalBatch / (shape.microBatch * dpWorld);

    // ds_config.json: strict JSON, integers as integers, clipping explicit.
    nlohmann::ordered_json config;
    config["train_batch_size"] = shape.globalBatch;
    config["train_micro_batch_size_per_gpu"] = shape.microBatch;
    config["gradient_accumulation_steps"] = accumulation;
    config["gradient_clipping"] = 1.0;
    config["steps_per_print"] = 10;
    config["wall_clock_breakdown"] = false;
    nlohmann::ordered_json zero;
    zero["stage"] = stage;
    zero["contiguous_gradients"] = true;
    zero["overlap_comm"] = stage >= 2 && p.overlap.dataParallel;
    zero["reduce_bucket_size"] = 500000000;
    zero["allgather_bucket_size"] = 500000000;
    if (stage == 3) {
        zero["stage3_prefetch_bucket_size"] = 50000000;
        zero["stage3_param_persistence_threshold"] = 100000;
        zero["stage3_max_live_parameters"] = 1000000000;
        zero["stage3_gather_16bit_weights_on_model_save"] = true;
    }
    if (t.offloadOptimizer) {
        if (stage == 0)
            return r.refuse("DS-offload", exportText(QT_TRANSLATE_NOOP("ExportText", "optimizer offload needs a ZeRO "
                                                                                     "stage (1 "
                                                                                     "to 3)")));
        zero["offload_optimizer"] = {{"device", "cpu"}, {"pin_memory", true}};
    }
    config["zero_optimization"] = zero;
    const bool quantized = precisionTraits(t.precision).quantized();
    const bool bf16 = t.precision == Precision::Bf16 || quantized;
    adaptUnspelledPrecision(t, {"DS-fp8", "DS-moments", "ds_config.json"}, r);
    if (megatron && t.attentionKernel == AttentionKernel::Fused && attentionKernelMatters(s))
        r.adapt("MDS-attention", exportText(QT_TRANSLATE_NOOP("ExportText", "attention exported as FlashAttention-2 "
                                                                            "(--use-flash-attn-v2): Megatron-DeepSpeed "
                                                                            "has no Transformer Engine fused "
                                                                            "attention, and on this GPU "
                                                                            "FlashAttention-2 is slower; set the "
                                                                            "attention kernel to FlashAttention-2 to "
                                                                            "estimate it")),
            {{"training.attention_kernel", std::string("flash-attention-2")}});
    config["bf16"] = {{"enabled", bf16}};
    config["fp16"] = {{"enabled", t.precision == Precision::Fp16}};
    r.files.push_back({"ds_config.json", "json", jsonDocument(config)});

    ShellScript script;
    script.line("#!/usr/bin/env bash");
    writeExportHeader(script, s, shape, r);
    script.comment("Run once on every node. ds_config.json must sit next to this script (or set DS_CONFIG).");
    script.line("set -euo pipefail");
    script.line("DS_CONFIG=\"${DS_CONFIG:-$(dirname \"$0\")/ds_config.json}\"");
    if (megatron && (shape.tp > 1))
        script.exportVariable("CUDA_DEVICE_MAX_CONNECTIONS", "1", "Megatron's TP needs it before Blackwell");
    script.blank();
    script.array("LAUNCH", torchrunLaunch(shape));
    if (!megatron) {
        script.comment("Your training script must call deepspeed.initialize with these config arguments.");
        script.line("exec torchrun \"${LAUNCH[@]}\" \"${TRAIN_SCRIPT:?set TRAIN_SCRIPT to your DeepSpeed training script}\" \\");
        script.line("  --deepspeed --deepspeed_config \"$DS_CONFIG\"");
        r.files.push_back({"train_deepspeed.sh", "bash", script.text()});
        r.ok = true;
        return r;
    }
    std::vector<std::pair<std::string, std::string>> par{
        {"--deepspeed", ""},
        {"--deepspeed_config", "\"$DS_CONFIG\""},
        {"--zero-stage", str(stage)},
        {"--tensor-model-parallel-size", str(shape.tp)},
        {"--pipeline-model-parallel-size", str(shape.pp)},
    };
    if (noPipeline)
        par.push_back({"--no-pipeline-parallel", ""});
    if (p.sequenceParallel && shape.tp > 1)
        par.push_back({"--sequence-parallel", ""});
    if (m.isMoe()) {
        if (shape.tp > 1 && etp == shape.tp)
            par.push_back({"--enable-expert-tensor-parallelism", ""});
        par.push_back({"--num-experts", str(m.moe->experts)});
        par.push_back({"--moe-expert-parallel-size", str(ep)});
        par.push_back({"--topk", str(m.moe->topK)});
        // Megatron-DeepSpeed drops tokens by default, at capacity factor 1.0.
        if (t.moe.dropless())
            par.push_back({"--disable-moe-token-dropping", ""});
        else
            par.push_back({"--moe-train-capacity-factor", floatLiteral(t.moe.capacityFactor)});
    }
    std::vector<std::pair<std::string, std::string>> model{
        {"--num-layers", str(m.layers)},
        {"--hidden-size", str(m.hidden)},
        {"--ffn-hidden-size", str(m.isMoe() ? m.moe->expertFfnHidden : m.ffnHidden)},
        {"--num-attention-heads", str(m.heads)},
    };
    if (m.kvHeads < m.heads)
        model.push_back({"--num-key-value-heads", str(m.kvHeads)});
    model.push_back({"--seq-length", str(shape.seqLength)});
    model.push_back({"--max-position-embeddings", str(std::max(m.maxSeq, shape.seqLength))});
    model.push_back({"--normalization", m.norm == Norm::RmsNorm ? "rmsnorm" : "layernorm"});
    if (m.positionEmbedding == PositionEmbedding::Rope)
        model.push_back({"--use-rotary-position-embeddings", ""});
    if (m.activation == Activation::Swiglu)
        model.push_back({"--swiglu", ""});
    if (m.bias != Bias::All)
        model.push_back({"--disable-bias-linear", ""});
    if (!m.tiedEmbeddings)
        model.push_back({"--untie-embeddings-and-output-weights", ""});
    model.push_back({"--no-query-key-layer-scaling", ""});
    model.push_back({"--attention-dropout", floatLiteral(m.attentionDropout)});
    model.push_back({"--hidden-dropout", floatLiteral(m.hiddenDropout)});
    if (t.flashAttention)
        model.push_back({"--use-flash-attn-v2", ""});
    std::vector<std::pair<std::string, std::string>> train{
        {"--micro-batch-size", str(shape.microBatch)},
        {"--global-batch-size", str(shape.globalBatch)},
        {"--train-iters", "\"${TRAIN_ITERS:-100000}\""},
    };
    if (bf16)
        train.push_back({"--bf16", ""});
    else if (t.precision == Precision::Fp16)
        train.push_back({"--fp16", ""});
    for (auto& flag : megatronRecomputeFlags(t))
        train.push_back(std::move(flag));
    if (t.recompute == Recompute::Full)
        train.push_back({"--deepspeed-activation-checkpointing", ""});
    for (auto kv : std::vector<std::pair<std::string, std::string>>{
             {"--optimizer", t.optimizer == Optimizer::Sgd ? "sgd" : "adam"},
             {"--lr", "3.0e-4"},
             {"--min-lr", "3.0e-5"},
             {"--lr-decay-style", "cosine"},
             {"--lr-warmup-iters", "2000"},
             {"--weight-decay", "0.1"},
             {"--clip-grad", "1.0"}})
        train.push_back(kv);
    std::vector<std::pair<std::string, std::string>> data{
        {"--data-path", "\"${DATA_PREFIX:?set DATA_PREFIX}\""},
        {"--split", "949,50,1"},
        {"--tokenizer-type", "HFTokenizer"},
        {"--tokenizer-model", "\"${TOKENIZER_DIR:?set TOKENIZER_DIR}\""},
        {"--save", "\"${CKPT_DIR:?set CKPT_DIR}\""},
        {"--load", "\"${CKPT_DIR}\""},
        {"--save-interval", "1000"},
        {"--log-interval", "10"},
        {"--eval-interval", "1000"},
        {"--eval-iters", "10"},
    };
    script.array("PARALLEL", par);
    script.array("MODEL", model);
    script.array("TRAIN", train);
    script.array("DATA", data);
    script.blank();
    script.line("exec torchrun \"${LAUNCH[@]}\" \"${MEGATRON_DEEPSPEED_DIR:-.}/pretrain_gpt.py\" \\");
    script.line("  \"${PARALLEL[@]}\" \"${MODEL[@]}\" \"${TRAIN[@]}\" \"${DATA[@]}\"");
    r.files.push_back({"train_megatron_deepspeed.sh", "bash", script.text()});
    r.ok = true;
    return r;
}

} // namespace shardscope
