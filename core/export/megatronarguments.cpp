// megatronArguments(): Megatron-LM's start-up rules (refusals and adaptations), then its flags
// in named groups (parallelism, model, training, data), as the exports write them.

#include "megatronarguments.h"
#include "zero3engineadaptation.h"

#include "recomputeexport.h"

#include "megatronlayersplit.h"

#include "megatronprecision.h"
#include "usertext.h"

#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <algorithm>
#include <optional>

namespace shardscope {

namespace {

std::string str(int64_t v)
{
    return std::to_string(v);
}

void adapt(ExportResult& r, std::string rule, TranslatableText text, std::vector<FixChange> changes = {})
{
    r.adapt(std::move(rule), std::move(text), std::move(changes));
}

void note(ExportResult& r, std::string rule, TranslatableText text)
{
    r.note(std::move(rule), std::move(text));
}

/** "([0]*3+[1]*58)" or an explicit list: which layers are MoE layers. */
std::string moeLayerPattern(const ModelSpec& m)
{
    const MoeSpec& moe = *m.moe;
    const int dense = std::clamp(moe.denseLayers, 0, m.layers);
    const int freq = std::max(1, moe.layerFrequency);
    if (freq == 1)
        return "'([0]*" + str(dense) + "+[1]*" + str(m.layers - dense) + ")'";
    std::string list = "'[";
    for (int l = 0; l < m.layers; ++l) {
        const bool expert = l >= dense && (l - dense) % freq == 0;
        list += (l ? "," : "") + std::string(expert ? "1" : "0");
    }
    return list + "]'";
}

bool isBlackwell(const GpuSpec& gpu)
{
    return gpu.name.find("B200") != std::string::npos || gpu.name.find("B100") != std::string::npos ||
           gpu.name.find("GB300") != std::string::npos || gpu.name.find("B300") != std::string::npos;
}

/**
 * What Megatron itself rejects at start-up: false, with `r` refused, when it would. `ep` is
 * the EP to export: dropped to 1 on a dense model (EP only re-splits the expert layers).
 */
bool startupChecks(const Scenario& s, const JobShape& shape, int& ep, ExportResult& r)
{
    const ModelSpec& m = s.model;
    const TrainingSpec& t = s.training;
    if (t.offloadOptimizer) {
        r.refuse("MLM-offload", exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-LM has no optimizer offload in "
                                                                           "its mainstream path; export to DeepSpeed, "
                                                                           "or turn offload off")));
        return false;
    }
    for (const auto& refusal : {megatronRecomputeRefusal(s), megatronOffloadRefusal(s)}) {
        if (refusal) {
            r.refuse(refusal->rule, refusal->text);
            return false;
        }
    }
    if (m.isMoe() && ep > 1 && t.moe.dispatcher == MoeDispatcher::DeepEp && t.moe.padToCapacity) {
        r.refuse("MLM-moe-flex-pad", exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-Core's flex dispatcher "
                                                                                "(DeepEP) does not pad to capacity: "
                                                                                "turn training.moe.pad_to_capacity "
                                                                                "off or use the all-to-all "
                                                                                "dispatcher")));
        return false;
    }
    if (m.isMoe() && t.moe.padToCapacity && t.moe.dropless()) {
        r.refuse("MLM-moe-pad", exportText(QT_TRANSLATE_NOOP("ExportText", "--moe-pad-expert-input-to-capacity needs "
                                                                           "--moe-expert-capacity-factor: set "
                                                                           "training.moe.capacity_factor or turn "
                                                                           "padding off")));
        return false;
    }
    if (m.hasLocalAttention() && m.localAttention == LocalAttention::Chunked) {
        r.refuse("MLM-chunked-attention",
                 exportText(QT_TRANSLATE_NOOP("ExportText", "Megatron-Core has no chunked attention (Llama 4's "
                                                            "attention_chunk_size): --window-size is a sliding "
                                                            "window, and full attention on those layers would run "
                                                            "slower than the estimate")));
        return false;
    }
    if (m.heads % shape.tp != 0) {
        r.refuse("MLM-5", exportText(QT_TRANSLATE_NOOP("ExportText", "the %1 attention heads are not divisible by TP "
                                                                     "%2"),
                                     {str(m.heads), str(shape.tp)}));
        return false;
    }
    if (!m.mla && m.kvHeads % shape.tp != 0) {
        r.refuse("MLM-7", exportText(QT_TRANSLATE_NOOP("ExportText", "the %1 KV heads (query groups) are not divisible "
                                                                     "by TP %2 (megatron-core 0.15 requires it)"),
                                     {str(m.kvHeads), str(shape.tp)}));
        return false;
    }
    if (m.ffnHidden % shape.tp != 0) {
        r.refuse("MLM-8", exportText(QT_TRANSLATE_NOOP("ExportText", "the FFN width %1 is not divisible by TP %2"),
                                     {str(m.ffnHidden), str(shape.tp)}));
        return false;
    }
    if (ep > 1 && !m.isMoe()) {
        adapt(r, "MLM-4", exportText(QT_TRANSLATE_NOOP("ExportText", "EP %1 dropped: the model has no experts (EP only "
                                                                     "re-splits the expert layers)"), {str(ep)}),
            {{"parallel.ep", 1.0}});
        ep = 1;
    }
    if (m.isMoe()) {
        if (m.moe->experts % ep != 0) {
            r.refuse("MLM-4", exportText(QT_TRANSLATE_NOOP("ExportText", "the %1 experts are not divisible by EP %2"),
                                         {str(m.moe->experts), str(ep)}));
            return false;
        }
        if (m.moe->expertFfnHidden % shape.etp != 0) {
            r.refuse("MLM-8", exportText(QT_TRANSLATE_NOOP("ExportText", "the expert FFN width %1 is not divisible by "
                                                                         "expert TP %2"),
                                         {str(m.moe->expertFfnHidden), str(shape.etp)}));
            return false;
        }
    }
    if (shape.world % (int64_t(shape.etp) * ep * shape.pp) != 0) {
        r.refuse("MLM-2", exportText(QT_TRANSLATE_NOOP("ExportText", "the world of %1 GPUs is not divisible by expert "
                                                                     "TP x EP x PP = %2"),
                                     {str(shape.world), str(int64_t(shape.etp) * ep * shape.pp)}));
        return false;
    }
    if (shape.cp > 1 && shape.seqLength % (2 * shape.cp) != 0) {
        r.refuse("MLM-18", exportText(QT_TRANSLATE_NOOP("ExportText", "the sequence length %1 is not divisible by 2 x "
                                                                      "CP = %2"),
                                      {str(shape.seqLength), str(2 * shape.cp)}));
        return false;
    }
    return true;
}

/**
 * Schedules Megatron-LM has: 1F1B, and interleaved 1F1B when it can run. Returns the model
 * chunks per rank to export, and in `group` the interleaving's micro-batch group to write (0:
 * Megatron's default, PP); the other schedules become 1F1B, a group Megatron-LM refuses its
 * default, a micro-batch count that is no multiple of PP the smallest group it takes, with an
 * adaptation saying so.
 */
int exportedChunks(const Scenario& s, const JobShape& shape, ExportResult& r, int& group)
{
    group = 0;
    const ParallelConfig& p = s.parallel;
    int chunks = shape.virtualStages;
    if (shape.pp > 1 && !runningSchedule(p).launchers.megatron) {
        if (p.schedule == PipelineSchedule::GPipe)
            adapt(r, "MLM-schedule", exportText(QT_TRANSLATE_NOOP("ExportText", "GPipe exported as 1F1B: Megatron-LM "
                                                                                "has no GPipe schedule (same bubble, "
                                                                                "less memory)")),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
        else
            adapt(r, "MLM-schedule", exportText(QT_TRANSLATE_NOOP("ExportText", "%1 exported as 1F1B: Megatron-LM's "
                                                                                "mainstream schedules are 1F1B and "
                                                                                "interleaved 1F1B; expect a larger "
                                                                                "bubble than ShardScope estimated"),
                                                {std::string(toString(p.schedule))}),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
    }
    if (chunks > 1) {
        std::string rule;
        TranslatableText why;
        if (shape.pp < 2) {
            rule = "MLM-13";
            why = exportText(QT_TRANSLATE_NOOP("ExportText", "interleaving needs PP > 1"));
        } else if (shape.microbatches < shape.pp || shape.microbatches % shape.pp != 0) {
            rule = "MLM-14";
            why = exportText(QT_TRANSLATE_NOOP("ExportText", "%1 micro-batches per step are not a multiple of PP %2"),
                             {str(shape.microbatches), str(shape.pp)});
        }
        // A group of its own (--microbatch-group-size-per-virtual-pipeline-stage) where
        // Megatron-LM takes it: N in [PP, M], the last group empty or at least PP; it also
        // lets a micro-batch count run that is no multiple of PP.
        const ScheduleTraits& interleaving = scheduleTraits(PipelineSchedule::Interleaved1F1B);
        const int own = p.microbatchGroup && *p.microbatchGroup != shape.pp ? *p.microbatchGroup : 0;
        if (own > 0 && shape.pp >= 2) {
            if (microbatchesSuit(interleaving, shape.pp, chunks, shape.microbatches, own)) {
                rule.clear();
                group = own;
            } else if (rule.empty()) {
                adapt(r, "MLM-group",
                      exportText(QT_TRANSLATE_NOOP("ExportText", "micro-batch group of %1 dropped: Megatron-LM takes a "
                                                                 "group from PP %2 up to the %3 micro-batches whose last "
                                                                 "group is empty or holds at least PP; written with its "
                                                                 "default group of PP"),
                                 {str(own), str(shape.pp), str(shape.microbatches)}),
                      {{"parallel.microbatch_group", 0.0}});
            }
        }
        // A count that is no multiple of PP still interleaves, in the smallest group Megatron-LM
        // takes (the rule pipeline.interleave_microbatches offers the same), rather than not at all.
        const int64_t smallest = rule == "MLM-14" ? smallestMicrobatchGroup(interleaving, shape.pp, chunks, shape.microbatches) : 0;
        if (smallest > 0) {
            adapt(r, "MLM-group",
                  exportText(QT_TRANSLATE_NOOP("ExportText", "%1 micro-batches per step are not a multiple of PP %2: "
                                                             "interleaved in micro-batch groups of %3, the smallest "
                                                             "Megatron-LM takes"),
                             {str(shape.microbatches), str(shape.pp), str(smallest)}),
                  {{"parallel.microbatch_group", double(smallest)}});
            rule.clear();
            group = int(smallest);
        }
        if (!rule.empty()) {
            TranslatableText text = exportText(QT_TRANSLATE_NOOP("ExportText", "interleaving dropped, exported as plain 1F1B: "));
            adapt(r, rule, text.append(why),
            {{"parallel.schedule", std::string("1f1b")}, {"parallel.virtual_stages", 1.0}});
            chunks = 1;
        }
    }
    return chunks;
}

/**
 * The layer split over the pipeline as the estimate has it, in the plainest form Megatron-LM
 * takes (megatronlayersplit.h), with a note when it is not the even one.
 */
MegatronLayerSplit layerSplit(const Scenario& s, const JobShape& shape, int chunks, ExportResult& r)
{
    ParallelConfig exported = s.parallel;
    exported.pp = shape.pp;
    exported.schedule = chunks > 1 ? PipelineSchedule::Interleaved1F1B : PipelineSchedule::OneFOneB;
    exported.virtualStages = chunks;
    MegatronLayerSplit split = megatronLayerSplit(s.model.layers, s.model.mtpLayers, exported);
    const std::vector<int>& ranks = split.rankLayers;
    const auto [fewest, most] = std::minmax_element(ranks.begin(), ranks.end());
    switch (split.form) {
    case MegatronLayerSplit::Form::Even:
    case MegatronLayerSplit::Form::CountedEnds:
        break;
    case MegatronLayerSplit::Form::FirstLast:
        note(r, "MLM-15", exportText(QT_TRANSLATE_NOOP("ExportText", "uneven pipeline split: %1 layers on the first "
                                                                     "stage, %2 on the last, %3 on each between"),
                                     {str(ranks.front()), str(ranks.back()), str(ranks[ranks.size() / 2])}));
        break;
    case MegatronLayerSplit::Form::Layout:
        note(r, "MLM-layout", exportText(QT_TRANSLATE_NOOP("ExportText", "uneven pipeline split written as "
                                                                         "--pipeline-model-parallel-layout (%1 to %2 "
                                                                         "layers a stage; Megatron-Core 0.13 or later)"),
                                         {str(*fewest), str(*most)}));
        break;
    }
    return split;
}

/** The degrees, the interleaving and the layer split as chosen above (a.chunks, a.ep, a.split). */
void parallelSizes(const Scenario& s, const JobShape& shape, MegatronArguments& a)
{
    const ModelSpec& m = s.model;
    const ParallelConfig& p = s.parallel;
    const int chunks = a.chunks;
    const int ep = a.ep;
    const MegatronLayerSplit& split = a.split;
    auto& par = a.parallel;
    par.push_back({"--tensor-model-parallel-size", str(shape.tp)});
    par.push_back({"--pipeline-model-parallel-size", str(shape.pp)});
    // A layout string sets the virtual stages itself and may not be combined with them (MLM-10).
    if (chunks > 1 && split.form != MegatronLayerSplit::Form::Layout)
        par.push_back({"--num-virtual-stages-per-pipeline-rank", str(chunks)});
    if (chunks > 1 && a.microbatchGroup > 0)
        par.push_back({"--microbatch-group-size-per-virtual-pipeline-stage", str(a.microbatchGroup)});
    if (split.first)
        par.push_back({"--decoder-first-pipeline-num-layers", str(*split.first)});
    if (split.last)
        par.push_back({"--decoder-last-pipeline-num-layers", str(*split.last)});
    if (split.embedding)
        par.push_back({"--account-for-embedding-in-pipeline-split", ""});
    if (split.loss)
        par.push_back({"--account-for-loss-in-pipeline-split", ""});
    if (split.form == MegatronLayerSplit::Form::Layout)
        par.push_back({"--pipeline-model-parallel-layout", "\"" + split.layout + "\""});
    par.push_back({"--context-parallel-size", str(shape.cp)});
    if (shape.cp > 1) // Megatron's default is p2p; written every time so the run says which it times
        par.push_back({"--cp-comm-type", std::string(toString(p.cpCommType))});
    if (ep > 1)
        par.push_back({"--expert-model-parallel-size", str(ep)});
    if (m.isMoe() && p.etp)
        par.push_back({"--expert-tensor-parallel-size", str(shape.etp)});
}

/** Sequence parallelism (off at TP 1, on with EP and TP) and TP communication overlap. */
bool sequenceParallelFlags(const Scenario& s, const JobShape& shape, int ep, MegatronArguments& a, ExportResult& r)
{
    const ParallelConfig& p = s.parallel;
    auto& par = a.parallel;
    bool sp = p.sequenceParallel;
    if (sp && shape.tp == 1) {
        adapt(r, "MLM-19", exportText(QT_TRANSLATE_NOOP("ExportText", "sequence parallelism left out: at TP 1 Megatron "
                                                                      "switches it off anyway")),
            {{"parallel.sequence_parallel", false}});
        sp = false;
    }
    if (!sp && ep > 1 && shape.tp > 1) {
        adapt(r, "MLM-21", exportText(QT_TRANSLATE_NOOP("ExportText", "sequence parallelism turned on: Megatron "
                                                                      "requires it (before 0.15) or warns (from 0.15) "
                                                                      "when EP and TP are both used")),
            {{"parallel.sequence_parallel", true}});
        sp = true;
    }
    if (sp)
        par.push_back({"--sequence-parallel", ""});
    if (p.overlap.tensorParallel && shape.tp > 1) {
        if (sp)
            par.push_back({"--tp-comm-overlap", ""});
        else
            adapt(r, "MLM-20", exportText(QT_TRANSLATE_NOOP("ExportText", "TP communication overlap left out: "
                                                                          "--tp-comm-overlap needs sequence parallelism")),
            {{"parallel.overlap.tp", false}});
    }
    return sp;
}

/** Rank mapping, the ZeRO stage (distributed optimizer or Megatron-FSDP) and DP overlap; true for FSDP. */
bool dataParallelFlags(const Scenario& s, const JobShape& shape, MegatronArguments& a)
{
    const ParallelConfig& p = s.parallel;
    auto& par = a.parallel;
    if (p.rankOrder == RankOrder::TpCpEpPpDp)
        par.push_back({"--use-tp-pp-dp-mapping", ""});
    bool fsdp = false;
    switch (p.zeroStage) {
    case 0: break;
    case 1:
        par.push_back({"--use-distributed-optimizer", ""});
        break;
    default:
        fsdp = true;
        par.push_back({"--use-megatron-fsdp", ""});
        par.push_back({"--data-parallel-sharding-strategy", p.zeroStage == 2 ? "optim_grads" : "optim_grads_params"});
        break;
    }
    if (p.overlap.dataParallel && shape.dp * shape.cp > 1) {
        par.push_back({"--overlap-grad-reduce", ""});
        if (p.zeroStage >= 1)
            par.push_back({"--overlap-param-gather", ""}); // MLM-24: needs the sharded optimizer
    }
    return fsdp;
}

/** The PARALLEL array, and the decisions NeMo's exporters share. */
/**
 * The expert all-to-all overlap (--overlap-moe-expert-parallel-comm: Megatron-Core's combined
 * 1F1B runs one micro-batch's dispatch and combine behind another's compute), where its
 * TransformerConfig checks take it: EP > 1 with the all-to-all dispatcher, interleaving when
 * PP > 1, no full recompute and no recompute of the whole MoE block, a BF16 or FP16 model.
 */
void expertOverlapFlags(const Scenario& s, const JobShape& shape, MegatronArguments& a, ExportResult& r)
{
    const TrainingSpec& t = s.training;
    if (!s.parallel.overlap.expertParallel || !s.model.isMoe() || a.ep <= 1)
        return;
    std::optional<TranslatableText> why;
    if (shape.pp > 1 && a.chunks <= 1)
        why = exportText(QT_TRANSLATE_NOOP("ExportText", "EP all-to-all overlap left out: with PP > 1 Megatron-Core "
                                                         "overlaps it only in the interleaved schedule"));
    else if (t.recompute == Recompute::Full)
        why = exportText(QT_TRANSLATE_NOOP("ExportText", "EP all-to-all overlap left out: Megatron-Core refuses it with "
                                                         "full recompute"));
    else if (t.recomputes(RecomputeModule::Moe))
        why = exportText(QT_TRANSLATE_NOOP("ExportText", "EP all-to-all overlap left out: Megatron-Core refuses it when "
                                                         "the moe module is recomputed"));
    else if (t.precision == Precision::Fp32)
        why = exportText(QT_TRANSLATE_NOOP("ExportText", "EP all-to-all overlap left out: Megatron-Core runs it only "
                                                         "for a BF16 or FP16 model"));
    if (why) {
        adapt(r, "MLM-ep-overlap", std::move(*why),
            {{"parallel.overlap.ep", false}});
        return;
    }
    a.parallel.push_back({"--overlap-moe-expert-parallel-comm", ""});
    a.expertOverlap = true;
    note(r, "note", exportText(QT_TRANSLATE_NOOP("ExportText", "--overlap-moe-expert-parallel-comm needs PyTorch 2.6 "
                                                               "or later (earlier versions hang)")));
}

void parallelismFlags(const Scenario& s, const JobShape& shape, MegatronArguments& a, ExportResult& r)
{
    parallelSizes(s, shape, a);
    expertOverlapFlags(s, shape, a, r);
    a.sequenceParallel = sequenceParallelFlags(s, shape, a.ep, a, r);
    a.fsdp = dataParallelFlags(s, shape, a);
    a.needsSingleConnection = (shape.tp > 1 || shape.cp > 1) && !a.fsdp && !isBlackwell(s.cluster.gpu);
}

/** Model shape (always explicit: Megatron's defaults are GPT-2's): sizes, heads, positions, norms, biases. */
void modelShapeFlags(const ModelSpec& m, const JobShape& shape, MegatronArguments& a, ExportResult& r)
{
    auto& mod = a.model;
    mod.push_back({"--num-layers", str(m.layers)});
    mod.push_back({"--hidden-size", str(m.hidden)});
    mod.push_back({"--ffn-hidden-size", str(m.ffnHidden)});
    mod.push_back({"--num-attention-heads", str(m.heads)});
    if (!m.mla && m.kvHeads < m.heads) {
        mod.push_back({"--group-query-attention", ""});
        mod.push_back({"--num-query-groups", str(m.kvHeads)});
    }
    if (m.headDim && !m.mla)
        mod.push_back({"--kv-channels", str(*m.headDim)});
    else if (!m.mla && m.hidden % m.heads != 0)
        mod.push_back({"--kv-channels", str(m.hidden / m.heads)});
    mod.push_back({"--seq-length", str(shape.seqLength)});
    const int64_t maxPositions = std::max(m.maxSeq, shape.seqLength);
    if (shape.seqLength > m.maxSeq)
        note(r, "MLM-17", exportText(QT_TRANSLATE_NOOP("ExportText", "max position embeddings raised to the sequence "
                                                                     "length %1 (the model was trained for %2)"),
                                     {str(shape.seqLength), str(m.maxSeq)}));
    mod.push_back({"--max-position-embeddings", str(maxPositions)});
    mod.push_back({"--position-embedding-type", m.positionEmbedding == PositionEmbedding::Rope      ? "rope"
                                               : m.positionEmbedding == PositionEmbedding::Learned ? "learned_absolute"
                                                                                                   : "none"});
    mod.push_back({"--normalization", m.norm == Norm::RmsNorm ? "RMSNorm" : "LayerNorm"});
    if (m.activation == Activation::Swiglu)
        mod.push_back({"--swiglu", ""});
    if (m.bias != Bias::All)
        mod.push_back({"--disable-bias-linear", ""});
    if (m.bias == Bias::Qkv)
        mod.push_back({"--add-qkv-bias", ""});
    if (!m.tiedEmbeddings)
        mod.push_back({"--untie-embeddings-and-output-weights", ""});
    if (m.qkNorm)
        mod.push_back({"--qk-layernorm", ""});
    // A sliding window of w keys as the Megatron-Bridge providers write the Hugging Face
    // sliding_window (gpt-oss 128 -> (128, 0)); an integer skip frequency N makes every N-th
    // layer global, ShardScope's global_attention_every.
    if (m.hasLocalAttention() && m.localAttention == LocalAttention::Sliding) {
        mod.push_back({"--window-size", str(m.localWindow) + ",0"});
        if (m.globalAttentionEvery > 0)
            mod.push_back({"--window-attn-skip-freq", str(m.globalAttentionEvery)});
    }
    if (m.attentionSinks)
        mod.push_back({"--softmax-type", "learnable"});
}

/** Multi-latent attention's ranks and head sizes. */
void multiLatentAttentionFlags(const ModelSpec& m, MegatronArguments& a)
{
    auto& mod = a.model;
    mod.push_back({"--multi-latent-attention", ""});
    if (m.mla->qLoraRank > 0)
        mod.push_back({"--q-lora-rank", str(m.mla->qLoraRank)});
    mod.push_back({"--kv-lora-rank", str(m.mla->kvLoraRank)});
    mod.push_back({"--qk-head-dim", str(m.mla->qkNopeHeadDim)});
    mod.push_back({"--qk-pos-emb-head-dim", str(m.mla->qkRopeHeadDim)});
    mod.push_back({"--v-head-dim", str(m.mla->vHeadDim)});
}

/** Experts, routing, the MoE layer pattern, the token dispatcher and the expert capacity. */
void mixtureOfExpertsFlags(const Scenario& s, int ep, MegatronArguments& a, ExportResult& r)
{
    const ModelSpec& m = s.model;
    const MoeRouting& routing = s.training.moe;
    auto& mod = a.model;
    const MoeSpec& moe = *m.moe;
    mod.push_back({"--num-experts", str(moe.experts)});
    mod.push_back({"--moe-router-topk", str(moe.topK)});
    mod.push_back({"--moe-ffn-hidden-size", str(moe.expertFfnHidden)});
    if (moe.sharedExperts > 0)
        mod.push_back({"--moe-shared-expert-intermediate-size",
                       str(int64_t(moe.sharedExperts) *
                           (moe.sharedExpertFfnHidden > 0 ? moe.sharedExpertFfnHidden : moe.expertFfnHidden))});
    if (moe.denseLayers > 0 || moe.layerFrequency > 1)
        mod.push_back({"--moe-layer-freq", moeLayerPattern(m)});
    if (moe.groupLimited()) {
        mod.push_back({"--moe-router-num-groups", str(moe.routerGroups)});
        mod.push_back({"--moe-router-group-topk", str(moe.routerGroupTopK)});
    }
    mod.push_back({"--moe-grouped-gemm", ""});
    // DeepEP is Megatron-Core's flex dispatcher with the deepep backend (0.15 names); without
    // it, the all-to-all dispatcher with EP or a capacity factor, else the all-gather one.
    if (ep > 1 && routing.dispatcher == MoeDispatcher::DeepEp) {
        mod.push_back({"--moe-token-dispatcher-type", "flex"});
        mod.push_back({"--moe-flex-dispatcher-backend", "deepep"});
    } else {
        mod.push_back({"--moe-token-dispatcher-type", ep > 1 || !routing.dropless() ? "alltoall" : "allgather"});
    }
    if (!routing.dropless()) {
        mod.push_back({"--moe-expert-capacity-factor", floatLiteral(routing.capacityFactor)});
        if (routing.padToCapacity)
            mod.push_back({"--moe-pad-expert-input-to-capacity", ""});
    }
    if (ep > 1 && routing.loadImbalance <= 1.0)
        note(r, "note", exportText(QT_TRANSLATE_NOOP("ExportText", "the estimate spreads the tokens evenly over the "
                                                                   "expert ranks; a benchmark run matches that with "
                                                                   "--moe-router-force-load-balancing (random "
                                                                   "routing, never for real training); set "
                                                                   "training.moe.load_imbalance to what your router "
                                                                   "logs")));
}

/** Dropout, the attention backend and the notes on what the flags leave to the user. */
void attentionFlags(const Scenario& s, MegatronArguments& a, ExportResult& r)
{
    const ModelSpec& m = s.model;
    const TrainingSpec& t = s.training;
    auto& mod = a.model;
    mod.push_back({"--attention-dropout", floatLiteral(m.attentionDropout)});
    mod.push_back({"--hidden-dropout", floatLiteral(m.hiddenDropout)});
    // Megatron's AttnBackend: "fused" is Transformer Engine's FusedAttention (cuDNN), "flash"
    // its FlashAttention (the flash-attn package), "unfused" the plain softmax path.
    const bool fa2 = t.attentionKernel == AttentionKernel::FlashAttention2;
    mod.push_back({"--attention-backend", !t.flashAttention ? "unfused" : fa2 ? "flash" : "fused"});
    // Transformer Engine keeps placeholder weight gradients only under gradient-accumulation
    // fusion; a plan estimated without them runs with the fusion off.
    if (!t.runsPyTorchOps() && !t.wgradPlaceholders)
        mod.push_back({"--no-gradient-accumulation-fusion", ""});
    if (t.flashAttention && fa2)
        note(r, "note", exportText(QT_TRANSLATE_NOOP("ExportText", "--attention-backend flash runs the flash-attn "
                                                                   "package: install flash-attn 2.x (with "
                                                                   "FlashAttention-3 installed Transformer Engine runs "
                                                                   "that, faster than the estimate)")));
    if (m.positionEmbedding == PositionEmbedding::Rope)
        note(r, "note", exportText(QT_TRANSLATE_NOOP("ExportText", "add --rotary-base with your checkpoint's rope "
                                                                   "theta (for example 500000 for Llama 3): it is not "
                                                                   "part of a ShardScope model and Megatron's default "
                                                                   "is 10000")));
}

/** The MODEL array. */
void modelFlags(const Scenario& s, const JobShape& shape, MegatronArguments& a, ExportResult& r)
{
    const ModelSpec& m = s.model;
    modelShapeFlags(m, shape, a, r);
    if (m.mla)
        multiLatentAttentionFlags(m, a);
    if (m.mtpLayers > 0)
        a.model.push_back({"--mtp-num-layers", str(m.mtpLayers)});
    if (m.isMoe())
        mixtureOfExpertsFlags(s, a.ep, a, r);
    attentionFlags(s, a, r);
}

/** Activation recompute: selective with its modules, or full by its method (recomputeexport.h). */
void recomputeFlags(const TrainingSpec& t, MegatronArguments& a)
{
    for (auto& flag : megatronRecomputeFlags(t))
        a.training.push_back(std::move(flag));
    if (t.offloadActivationLayers > 0) { // validate_args turns --cpu-offloading on with a count
        a.training.push_back({"--cpu-offloading", ""});
        a.training.push_back({"--cpu-offloading-num-layers", std::to_string(t.offloadActivationLayers)});
    }
}

/** The optimizer and its schedule (the launcher's usual values; ShardScope does not model them). */
void optimizerFlags(const TrainingSpec& t, MegatronArguments& a)
{
    auto& tr = a.training;
    tr.push_back({"--optimizer", t.optimizer == Optimizer::Sgd ? "sgd" : "adam"});
    tr.push_back({"--lr", "3.0e-4"});
    tr.push_back({"--min-lr", "3.0e-5"});
    tr.push_back({"--lr-decay-style", "cosine"});
    tr.push_back({"--lr-warmup-iters", "2000"});
    tr.push_back({"--weight-decay", "0.1"});
    tr.push_back({"--clip-grad", "1.0"});
    if (t.optimizer == Optimizer::Adam) {
        tr.push_back({"--adam-beta1", "0.9"});
        tr.push_back({"--adam-beta2", "0.95"});
    }
}

/** The TRAIN array: batch sizes and iterations, precision, recompute, optimizer. */
void trainingFlags(const Scenario& s, const JobShape& shape, MegatronArguments& a)
{
    const TrainingSpec& t = s.training;
    auto& tr = a.training;
    tr.push_back({"--micro-batch-size", str(shape.microBatch)});
    tr.push_back({"--global-batch-size", str(shape.globalBatch)});
    tr.push_back({"--train-iters", "\"${TRAIN_ITERS:-100000}\""});
    megatronPrecisionFlags(t, a);
    recomputeFlags(t, a);
    optimizerFlags(t, a);
}

/** The DATA array: data, tokenizer, checkpoints: the user's paths, through variables they set. */
void dataFlags(const ModelSpec& m, MegatronArguments& a)
{
    auto& data = a.data;
    data.push_back({"--data-path", "\"${DATA_PREFIX:?set DATA_PREFIX to your Megatron data prefix}\""});
    data.push_back({"--split", "99,1,0"});
    data.push_back({"--tokenizer-type", "HuggingFaceTokenizer"});
    data.push_back({"--tokenizer-model", "\"${TOKENIZER_DIR:?set TOKENIZER_DIR to the tokenizer of a " +
                                             std::to_string(m.vocab) + "-token vocabulary}\""});
    data.push_back({"--save", "\"${CKPT_DIR:?set CKPT_DIR}\""});
    data.push_back({"--load", "\"${CKPT_DIR}\""});
    data.push_back({"--save-interval", "1000"});
    data.push_back({"--log-interval", "10"});
    data.push_back({"--eval-interval", "1000"});
    data.push_back({"--eval-iters", "10"});
}

} // namespace

bool megatronArguments(const Scenario& s, const JobShape& shape, MegatronArguments& a, ExportResult& r)
{
    int ep = shape.ep;
    if (!startupChecks(s, shape, ep, r))
        return false;
    const int chunks = exportedChunks(s, shape, r, a.microbatchGroup);
    a.chunks = chunks;
    a.ep = ep;
    a.split = layerSplit(s, shape, chunks, r);
    parallelismFlags(s, shape, a, r);
    modelFlags(s, shape, a, r);
    trainingFlags(s, shape, a);
    dataFlags(s.model, a);
    adaptZero3Engine(s, Zero3Engine::Fsdp, "MLM-zero3-engine", r); // --use-megatron-fsdp
    r.ok = true;
    return true;
}

} // namespace shardscope
