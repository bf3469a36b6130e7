#include "torchtitanexport.h"
#include "cpcommadaptation.h"
#include "precisionadaptation.h"
#include "zero3engineadaptation.h"

#include "core/model/float8allgather.h"
#include "core/model/precision.h"
#include "launchersupport.h"
#include "recomputeexport.h"

#include "jobshape.h"
#include "megatronexport.h"
#include "shellscript.h"

#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <charconv>

namespace shardscope {

namespace {

std::string str(int64_t v)
{
    return std::to_string(v);
}

/** A torchtitan flavour and the shape it builds (torchtitan/models/<name>/__init__.py). */
struct Flavour
{
    const char* name;
    const char* flavor;
    int layers;
    int64_t hidden;
    int heads;
    int kvHeads; ///< 0: MLA
    int64_t ffn; ///< dense FFN width
    int experts = 0, topK = 0;
    int64_t expertFfn = 0;
    int denseLayers = 0;
};

// torchtitan/models/llama3/__init__.py (FFN from ffn_dim_multiplier and multiple_of) and
// torchtitan/models/deepseek_v3/__init__.py; MoE flavours are matched on their expert shape.
const Flavour kFlavours[] = {
    {"llama3", "8B", 32, 4096, 32, 8, 14336},
    {"llama3", "70B", 80, 8192, 64, 8, 28672},
    {"llama3", "405B", 126, 16384, 128, 8, 53248},
    {"deepseek_v3", "16B", 27, 2048, 16, 0, 0, 64, 6, 1408, 1},
    {"deepseek_v3", "236B", 60, 5120, 128, 0, 0, 160, 6, 1536, 1},
    {"deepseek_v3", "671B", 61, 7168, 128, 0, 0, 256, 8, 2048, 3},
};

/**
 * A TOML document in the order the tables are added (torchtitan's own examples read job,
 * model, training, parallelism, ...), with strings through tomlString() and numbers in
 * their shortest exact form. Tests parse the result with toml++.
 */
class TomlWriter
{
public:
    void table(std::string_view name) { m_text += (m_text.empty() ? "[" : "\n[") + std::string(name) + "]\n"; }
    void value(std::string_view key, int64_t v) { m_text += std::string(key) + " = " + std::to_string(v) + "\n"; }
    void value(std::string_view key, int v) { value(key, int64_t(v)); }
    void value(std::string_view key, bool v) { m_text += std::string(key) + " = " + (v ? "true" : "false") + "\n"; }
    void value(std::string_view key, double v) { m_text += std::string(key) + " = " + floatLiteral(v) + "\n"; }
    void value(std::string_view key, std::string_view v) { m_text += std::string(key) + " = " + tomlString(v) + "\n"; }
    void value(std::string_view key, const char* v) { value(key, std::string_view(v)); }
    void value(std::string_view key, std::initializer_list<std::string_view> list)
    {
        std::string text;
        for (std::string_view item : list)
            text += (text.empty() ? "" : ", ") + tomlString(item);
        m_text += std::string(key) + " = [" + text + "]\n";
    }
    const std::string& text() const { return m_text; }

private:
    std::string m_text;
};

const Flavour* flavourOf(const ModelSpec& m)
{
    if (!m.plainAttention()) // every flavour attends over the whole sequence
        return nullptr;
    for (const Flavour& f : kFlavours) {
        if (f.layers != m.layers || f.hidden != m.hidden || f.heads != m.heads)
            continue;
        if (f.experts == 0) {
            if (!m.isMoe() && !m.mla && f.kvHeads == m.kvHeads && f.ffn == m.ffnHidden)
                return &f;
        } else if (m.isMoe() && m.mla && m.moe->experts == f.experts && m.moe->topK == f.topK &&
                   m.moe->expertFfnHidden == f.expertFfn && m.moe->denseLayers == f.denseLayers) {
            return &f;
        }
    }
    return nullptr;
}

} // namespace

bool hasTorchtitanFlavour(const ModelSpec& m)
{
    return flavourOf(m) != nullptr;
}

ExportResult exportTorchtitan(const Scenario& s, const Report&)
{
    ExportResult r{"torchtitan", "torchtitan", "torchtitan 0.2.2 (TOML job files; main has moved to Python configs)", false,
                   {}, {}, {}, {}};
    JobShape shape;
    if (!launchShape(s, shape, r, "TT-7"))
        return r;
    adaptUnwrittenLayerSplit(s, shape, "TT-split", r);
    const ModelSpec& m = s.model;
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;

    if (!m.plainAttention())
        return r.refuse("TT-flavour", exportText(QT_TRANSLATE_NOOP("ExportText", "torchtitan's registered llama3 "
                                                                                 "and deepseek_v3 flavours use full "
                                                                                 "causal attention: none has this "
                                                                                 "model's sliding-window, chunked or "
                                                                                 "sink attention")));
    const Flavour* flavour = flavourOf(m);
    if (!flavour)
        return r.refuse("TT-flavour", exportText(QT_TRANSLATE_NOOP("ExportText", "torchtitan builds models from "
                                                                                 "registered flavours and none has this "
                                                                                 "model's shape (known: llama3 8B, 70B, "
                                                                                 "405B; deepseek_v3 16B, 236B, 671B)")));
    if (m.heads % shape.tp != 0 || (!m.mla && m.kvHeads % shape.tp != 0))
        return r.refuse("TT-15", exportText(QT_TRANSLATE_NOOP("ExportText", "heads (%1) and KV heads (%2) must divide "
                                                                            "by TP %3"),
                                            {str(m.heads), str(m.kvHeads), str(shape.tp)}));
    if (shape.seqLength % (2LL * shape.cp * shape.tp) != 0)
        return r.refuse("TT-6", exportText(QT_TRANSLATE_NOOP("ExportText", "the sequence length %1 is not divisible by "
                                                                           "2 x CP x TP = %2"),
                                           {str(shape.seqLength), str(2LL * shape.cp * shape.tp)}));
    int ep = shape.ep;
    if (ep > 1 && !m.isMoe()) {
        r.adapt("TT-4", exportText(QT_TRANSLATE_NOOP("ExportText", "EP %1 dropped: the model has no experts"),
                                   {str(ep)}),
            {{"parallel.ep", 1.0}});
        ep = 1;
    }
    int etp = m.isMoe() ? shape.etp : 1;
    if (m.isMoe() && etp != 1 && etp != shape.tp)
        return r.refuse("TT-4", exportText(QT_TRANSLATE_NOOP("ExportText", "torchtitan's expert TP must be 1 or TP "
                                                                           "(%1), not %2"), {str(shape.tp), str(etp)}));
    if (m.isMoe() && !s.training.moe.dropless())
        return r.refuse("TT-moe-capacity", exportText(QT_TRANSLATE_NOOP("ExportText", "torchtitan's MoE is dropless: it "
                                                                                      "has no expert capacity; set "
                                                                                      "training.moe.capacity_factor "
                                                                                      "to 0")));

    // DP: plain replication only without TP, PP and CP (TT-5); otherwise FSDP sharding.
    int64_t replicate = 1, shard = shape.dp;
    // Without PP, ZeRO-3 is "always" and ZeRO-2 "never". Under PP, torch.distributed.pipelining's
    // stage turns FSDP's gradient sync and its reshard after backward off for every micro-batch
    // but the last: the weights stay gathered from the first backward on and the gradients
    // accumulate unsharded in fp32 (the reduce dtype) until the last micro-batch, whatever the
    // reshard policy: ZeRO-1. torchtitan's "default" (no reshard after forward under PP,
    // parallelize.py apply_fsdp) is that without re-gathering the weights per micro-batch.
    std::string reshard = p.zeroStage == 3 ? "always" : "never";
    if (shape.pp > 1) {
        reshard = "default";
        if (p.zeroStage != 1 && int64_t(shape.dp) * shape.cp > 1)
            r.adapt("TT-pp-fsdp",
                    exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO-%1 with PP exported as FSDP under the pipeline "
                                                               "schedule, which holds what ZeRO-1 holds: the stage's "
                                                               "weights gathered and its gradients unsharded in fp32 "
                                                               "until the last micro-batch"),
                               {str(p.zeroStage)}),
                    {{"parallel.zero_stage", 1.0}});
    } else if (p.zeroStage == 0 && shape.tp == 1 && shape.cp == 1) {
        replicate = shape.dp;
        shard = 1;
    } else if (p.zeroStage == 0) {
        r.adapt("TT-5", exportText(QT_TRANSLATE_NOOP("ExportText", "DP %1 becomes an FSDP shard degree (weights "
                                                                   "gathered for the whole step, like ZeRO-2): "
                                                                   "torchtitan cannot combine plain DDP with TP, PP or "
                                                                   "CP"), {str(shape.dp)}),
            {{"parallel.zero_stage", 2.0}});
    } else if (p.zeroStage == 1) { // without PP
        r.adapt("TT-5", exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO-1 exported as FSDP keeping weights gathered "
                                                                   "between forward and backward (like ZeRO-2): FSDP "
                                                                   "has no optimizer-only sharding")),
            {{"parallel.zero_stage", 2.0}});
    }
    adaptZero3Engine(s, Zero3Engine::Fsdp, "TT-zero3-engine", r);
    adaptCpCommTypeToRing(s, "TT-cp-exchange", r);
    if (m.isMoe() && (shard * shape.cp * shape.tp) % (int64_t(ep) * etp) != 0)
        return r.refuse("TT-4", exportText(QT_TRANSLATE_NOOP("ExportText", "EP x expert TP = %1 must divide FSDP x CP "
                                                                           "x TP = %2"),
                                           {str(int64_t(ep) * etp), str(shard * shape.cp * shape.tp)}));

    // Pipeline schedule and stages (TT-9..12).
    std::string schedule = "1F1B";
    int64_t layersPerStage = 0;
    int stagesPerRank = 1;
    if (shape.pp > 1) {
        // torchtitan's class for the schedule (its row, core/model/schedule.h), a substitute, or 1F1B.
        const ScheduleTraits& running = runningSchedule(p);
        const std::string_view own = running.launchers.torchtitan, substitute = running.launchers.torchtitanSubstitute;
        if (!own.empty() || !substitute.empty()) {
            schedule = std::string(own.empty() ? substitute : own);
            stagesPerRank = scheduleChunksPerRank(running, shape.virtualStages);
        }
        if (own.empty() && !substitute.empty())
            r.adapt("TT-13",
                    exportText(QT_TRANSLATE_NOOP("ExportText", "DualPipe exported as torchtitan's DualPipeV "
                                                               "(the V-shaped variant, two stages per rank)")),
                    {{"parallel.schedule", std::string("dualpipe-v")}});
        else if (own.empty())
            r.adapt("TT-13", exportText(QT_TRANSLATE_NOOP("ExportText", "ZB-H1 exported as 1F1B: torchtitan's "
                                                                        "zero-bubble schedules are the multi-stage "
                                                                        "InterleavedZeroBubble and ZBVZeroBubble")),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
        if (stagesPerRank > 1) {
            const int64_t stages = int64_t(shape.pp) * stagesPerRank;
            layersPerStage = (m.layers + stages - 1) / stages;
            const int64_t built = (m.layers + layersPerStage - 1) / layersPerStage;
            std::string rule;
            TranslatableText why;
            if (built != stages) {
                rule = "TT-9";
                why = exportText(QT_TRANSLATE_NOOP("ExportText", "%1 layers in stages of %2 make %3 stages, not %4 "
                                                                 "(TT-9)"),
                                 {str(m.layers), str(layersPerStage), str(built), str(stages)});
            } else if (schedule == "Interleaved1F1B" && shape.microbatches % shape.pp != 0) {
                rule = "TT-12";
                why = exportText(QT_TRANSLATE_NOOP("ExportText", "%1 micro-batches are not a multiple of PP %2 (TT-12)"),
                                 {str(shape.microbatches), str(shape.pp)});
            }
            if (rule.empty() && schedule == "Interleaved1F1B" && p.microbatchGroup && *p.microbatchGroup != shape.pp)
                r.adapt("TT-group", exportText(QT_TRANSLATE_NOOP("ExportText", "micro-batch group of %1 dropped: "
                                                                               "PyTorch's Interleaved1F1B runs rounds "
                                                                               "of PP %2 micro-batches"),
                                               {str(*p.microbatchGroup), str(shape.pp)}),
                        {{"parallel.microbatch_group", 0.0}});
            if (!rule.empty()) {
                r.adapt(rule, exportText(QT_TRANSLATE_NOOP("ExportText", "%1 exported as 1F1B: "),
                                         {schedule}).append(why),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
                schedule = "1F1B";
                stagesPerRank = 1;
                layersPerStage = 0;
            }
        }
    }

    // torchtitan's models have no dropout layer (torchtitan/models/llama3/model/model.py).
    if (s.model.keepsHiddenDropoutMasks() || s.model.dropsAttentionProbabilities())
        r.adapt("TT-dropout", exportText(QT_TRANSLATE_NOOP("ExportText", "dropout turned off: torchtitan's models "
                                                                         "have no dropout layers")),
                {{"model.hidden_dropout", 0.0}, {"model.attention_dropout", 0.0}});
    // torchtitan's TP plan always shards norms and dropout over the sequence
    // (torchtitan/models/llama3/infra/parallelize.py, apply_tp: SequenceParallel on the norms).
    if (shape.tp > 1 && !p.sequenceParallel)
        r.adapt("TT-sp", exportText(QT_TRANSLATE_NOOP("ExportText", "sequence parallelism turned on: torchtitan's "
                                                                    "tensor parallelism always shards the norms over "
                                                                    "the sequence")),
            {{"parallel.sequence_parallel", true}});
    // FSDP2 prefetches and DDP buckets always overlap; async TP needs torch.compile and is not written.
    if (!p.overlap.dataParallel && int64_t(shape.dp) * shape.cp > 1)
        r.adapt("TT-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "data-parallel communication overlapped: "
                                                                         "FSDP2's prefetch and DDP's buckets cannot be "
                                                                         "switched off in torchtitan")),
            {{"parallel.overlap.dp", true}});
    if (p.overlap.tensorParallel && shape.tp > 1)
        r.adapt("TT-overlap", exportText(QT_TRANSLATE_NOOP("ExportText", "TP communication overlap left out: "
                                                                         "enable_async_tensor_parallel (with compile) "
                                                                         "is not written")),
            {{"parallel.overlap.tp", false}});
    // torchtitan calls PyTorch SDPA, which picks the attention kernel itself (sdp_utils.cpp).
    if (attentionKernelMatters(s))
        r.note("TT-attention",
               t.attentionKernel == AttentionKernel::FlashAttention2
                   ? exportText(QT_TRANSLATE_NOOP("ExportText", "FlashAttention-2 is what PyTorch SDPA runs on Hopper "
                                                                "unless it prefers cuDNN "
                                                                "attention (torch builds with cuDNN newer than 9.15, or "
                                                                "TORCH_CUDNN_SDPA_PREFERRED=1)"))
                   : exportText(QT_TRANSLATE_NOOP("ExportText", "the fused (cuDNN) attention is what PyTorch SDPA "
                                                                "runs on Hopper only "
                                                                "when it prefers cuDNN (torch builds with cuDNN newer than 9.15); "
                                                                "older builds run FlashAttention-2, slower than the estimate")));
    const int64_t local = shape.pp > 1 ? shape.microBatch * shape.microbatches : shape.microBatch;
    const bool fsdp = shard > 1 || shape.cp > 1;
    const bool fp32 = t.precision == Precision::Fp32;
    if (!fsdp && !fp32)
        r.note("TT-14", exportText(QT_TRANSLATE_NOOP("ExportText", "without FSDP the bf16 mixed-precision setting only "
                                                                   "takes effect through autocast")));
    if (t.precision == Precision::Fp16)
        r.adapt("TT-14", exportText(QT_TRANSLATE_NOOP("ExportText", "FP16 exported as BF16: torchtitan trains in bf16 "
                                                                    "or fp32")),
            {{"training.precision", std::string("bf16")}});
    const PrecisionTraits& recipe = precisionTraits(t.precision);
    if (recipe.quantized() && recipe.launchers.torchtitanConverter.empty())
        return r.refuse("TT-precision",
                        exportText(QT_TRANSLATE_NOOP("ExportText", "torchtitan's [model] converters quantize with "
                                                                   "torchao's tensorwise FP8 "
                                                                   "(quantize.linear.float8) or MXFP8 "
                                                                   "(quantize.linear.mx) only; %1 has no converter"),
                                   {std::string(recipe.label)}));
    // torchtitan turns float8_all_gather on only when FSDP shards (dp_shard > 1), and torchao
    // gathers in float8 with the tensorwise recipe only.
    const bool float8Gather = torchtitanGathersFloat8(t, shard);
    if (!float8Gather)
        adaptUnspelledFp8ParamGather(t, "TT-fp8-gather",
                                     "torchtitan (its float8 all-gather needs FSDP sharding and the tensorwise recipe)", r);
    if (t.optimizerMoments != MomentPrecision::Fp32)
        r.adapt("TT-moments", exportText(QT_TRANSLATE_NOOP("ExportText", "BF16 Adam moments exported as fp32: "
                                                                         "torchtitan's [optimizer] has no key for "
                                                                         "the moments' dtype")),
            {{"training.optimizer_moments", std::string("fp32")}});
    if (t.offloadOptimizer && !fsdp)
        return r.refuse("TT-offload", exportText(QT_TRANSLATE_NOOP("ExportText", "CPU offload in torchtitan goes "
                                                                                 "through "
                                                                                 "FSDP; it needs an FSDP shard degree > 1")));
    if (const auto refusal = fixedRecomputeRefusal(s, "TT-recompute", "torchtitan", false))
        return r.refuse(refusal->rule, refusal->text);
    if (t.recompute == Recompute::Selective && t.selectiveRecompute == SelectiveRecompute::Modules)
        r.adapt("TT-selective", exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-style selective recompute (the "
                                                                           "core attention) exported as torchtitan's "
                                                                           "per-op policy (selective_ac_option = "
                                                                           "\"op\": every other matmul's output "
                                                                           "kept): torchtitan has no module policy")),
            {{"training.selective_recompute", std::string("every-other-matmul")}});
    if (const auto refusal = noOffloadRefusal(s, "TT-offload-activations", "torchtitan"))
        return r.refuse(refusal->rule, refusal->text);
    if (t.optimizer == Optimizer::Sgd)
        r.adapt("TT-optimizer", exportText(QT_TRANSLATE_NOOP("ExportText", "SGD exported as AdamW: the optimizers "
                                                                           "torchtitan registers are the Adam family")),
            {{"training.optimizer", std::string("adam")}});

    TomlWriter toml;
    toml.table("job");
    toml.value("dump_folder", "./outputs/" + identifierSafe(s.name, "shardscope"));
    toml.value("description", commentSafe(s.name));
    toml.table("model");
    toml.value("name", flavour->name);
    toml.value("flavor", flavour->flavor);
    toml.value("hf_assets_path", "./assets/hf");
    if (recipe.quantized()) {
        // torchtitan's converters skip the fqns listed; the output layer stays bf16 (as estimated).
        toml.value("converters", {recipe.launchers.torchtitanConverter});
        toml.table(recipe.launchers.torchtitanConverter);
        toml.value("recipe_name", recipe.launchers.torchtitanRecipe);
        toml.value("filter_fqns", {std::string_view("output")});
        if (float8Gather) {
            toml.value("enable_fsdp_float8_all_gather", true);
            toml.value("precompute_float8_dynamic_scale_for_fsdp", true);
        }
    }
    toml.table("training");
    toml.value("local_batch_size", local);
    toml.value("global_batch_size", shape.globalBatch);
    toml.value("seq_len", shape.seqLength);
    toml.value("steps", 100000);
    toml.value("max_norm", 1.0);
    toml.value("dataset", "c4");
    toml.value("mixed_precision_param", fp32 ? "float32" : "bfloat16");
    toml.value("mixed_precision_reduce", "float32");
    if (t.offloadOptimizer)
        toml.value("enable_cpu_offload", true);
    toml.table("parallelism");
    toml.value("data_parallel_replicate_degree", replicate);
    toml.value("data_parallel_shard_degree", shard);
    toml.value("fsdp_reshard_after_forward", reshard);
    toml.value("tensor_parallel_degree", shape.tp);
    toml.value("pipeline_parallel_degree", shape.pp);
    toml.value("pipeline_parallel_schedule", schedule);
    if (layersPerStage > 0)
        toml.value("pipeline_parallel_layers_per_stage", layersPerStage);
    // DualPipeV hides the expert all-to-all behind the other micro-batch's compute, as the
    // plan times it (the setting's default; job_config.py).
    if (schedule == "DualPipeV" && m.isMoe() && shape.ep > 1)
        toml.value("pipeline_parallel_expert_parallel_overlap", true);
    if (shape.pp > 1) {
        // torchtitan counts the embedding and the output as one layer each unless told not to
        // (job_config.py: both default to 1); the scenario's split says whether they count.
        toml.value("pipeline_parallel_first_stage_less_layers", p.embeddingInSplit ? 1 : 0);
        toml.value("pipeline_parallel_last_stage_less_layers", p.lossInSplit ? 1 : 0);
    }
    toml.value("pipeline_parallel_microbatch_size", shape.microBatch);
    toml.value("context_parallel_degree", shape.cp);
    toml.value("expert_parallel_degree", ep);
    toml.value("expert_tensor_parallel_degree", etp);
    if (m.isMoe() && ep > 1 && t.moe.dispatcher == MoeDispatcher::DeepEp)
        toml.value("expert_parallel_comm_backend", "deepep");
    toml.table("activation_checkpoint");
    toml.value("mode", t.recompute == Recompute::Full ? "full" : t.recompute == Recompute::Selective ? "selective" : "none");
    // torchtitan's per-op policy (activation_checkpoint.py: "op" keeps every other mm and SDPA);
    // without the option torchtitan checkpoints every 2nd layer whole, so it is always written.
    if (t.recompute == Recompute::Selective)
        toml.value("selective_ac_option", "op");
    if (t.kernelFusion == KernelFusion::Compiled) {
        // torch.compile per transformer block and of the loss (torchtitan v0.2 [compile]).
        toml.table("compile");
        toml.value("enable", true);
        toml.value("components", {"model", "loss"});
    }
    toml.table("optimizer");
    toml.value("name", "AdamW");
    toml.value("lr", 3.0e-4);
    toml.table("lr_scheduler");
    toml.value("warmup_steps", 2000);
    toml.table("checkpoint");
    toml.value("enable", true);
    toml.value("folder", "checkpoint");
    toml.value("interval", 1000);

    ShellScript header;
    writeExportHeader(header, s, shape, r);
    header.comment("Set model.hf_assets_path to the tokenizer assets of " + std::string(flavour->name) + " " +
                   flavour->flavor + ".");
    r.files.push_back({"torchtitan.toml", "toml", header.text() + toml.text()});

    ShellScript script;
    script.line("#!/usr/bin/env bash");
    writeExportHeader(script, s, shape, r);
    script.comment("Run once on every node from a torchtitan 0.2.2 checkout; torchtitan.toml sits next to this file.");
    script.line("set -euo pipefail");
    script.blank();
    script.array("LAUNCH", torchrunLaunch(shape));
    script.blank();
    script.line("exec torchrun \"${LAUNCH[@]}\" -m torchtitan.train \\");
    script.line("  --job.config_file \"${TORCHTITAN_CONFIG:-$(dirname \"$0\")/torchtitan.toml}\"");
    r.files.push_back({"launch_torchtitan.sh", "bash", script.text()});
    r.ok = true;
    return r;
}

} // namespace shardscope
