// Megatron-LM's parallel flags, and the reader's entry points.

#include "megatronlayout.h"
#include "cpcommvalue.h"
#include "megatronreader.h"

namespace shardscope {

namespace megatronimport {

/** The degrees, the optimizer sharding, virtual stages and the split, rank order and overlap. */
void MegatronReader::parallel()
{
    const std::string args(kArguments);
    const std::pair<const char*, FieldId> degrees[] = {{"--tensor-model-parallel-size", FieldId::Tp},
                                                       {"--pipeline-model-parallel-size", FieldId::Pp},
                                                       {"--context-parallel-size", FieldId::Cp}};
    for (const auto& [flag, field] : degrees)
        if (!setInt(flag, field))
            fallback(field, int64_t(1), flag, args + " (default 1)");
    const char* epFlag = mds() ? "--moe-expert-parallel-size" : "--expert-model-parallel-size";
    if (!setInt(epFlag, FieldId::Ep))
        fallback(FieldId::Ep, int64_t(1), epFlag, args + " (default 1)");
    if (mds()) {
        if (!setSwitch("--enable-expert-tensor-parallelism", FieldId::Etp, m_b.value(FieldId::Tp),
                       "the experts split over the TP group"))
            fallback(FieldId::Etp, int64_t(1), "--enable-expert-tensor-parallelism",
                     "Megatron-DeepSpeed megatron/arguments.py (experts are not split over TP)");
    } else if (!setInt("--expert-tensor-parallel-size", FieldId::Etp)) {
        fallback(FieldId::Etp, int64_t(0), "--expert-tensor-parallel-size", args + " (None: the same as TP)");
    }
    if (!setSwitch("--sequence-parallel", FieldId::SequenceParallel, true))
        fallback(FieldId::SequenceParallel, false, "--sequence-parallel", args);
    sharding();
    if (const ParsedOption* layout = take("--pipeline-model-parallel-layout"))
        pipelineLayout(*layout);
    else
        virtualStages();
    if (!setInt("--microbatch-group-size-per-virtual-pipeline-stage", FieldId::MicrobatchGroup))
        fallback(FieldId::MicrobatchGroup, int64_t(0), "--microbatch-group-size-per-virtual-pipeline-stage",
                 args + " (None: PP micro-batches a chunk)");
    if (!setInt("--decoder-first-pipeline-num-layers", FieldId::FirstStageLayers))
        fallback(FieldId::FirstStageLayers, int64_t(0), "--decoder-first-pipeline-num-layers", args + " (the even split)");
    if (!setInt("--decoder-last-pipeline-num-layers", FieldId::LastStageLayers))
        fallback(FieldId::LastStageLayers, int64_t(0), "--decoder-last-pipeline-num-layers", args + " (the even split)");
    if (!setSwitch("--account-for-embedding-in-pipeline-split", FieldId::EmbeddingInSplit, true))
        fallback(FieldId::EmbeddingInSplit, false, "--account-for-embedding-in-pipeline-split", args);
    if (!setSwitch("--account-for-loss-in-pipeline-split", FieldId::LossInSplit, true))
        fallback(FieldId::LossInSplit, false, "--account-for-loss-in-pipeline-split", args);
    if (!setSwitch("--use-tp-pp-dp-mapping", FieldId::RankOrder, std::string("tp-cp-ep-pp-dp")))
        fallback(FieldId::RankOrder, std::string("tp-cp-ep-dp-pp"), "--use-tp-pp-dp-mapping",
                 "megatron/core/parallel_state.py (order tp-cp-ep-dp-pp)");
    overlap();
}

/** ZeRO: the distributed optimizer (stage 1), Megatron-FSDP's strategies, torch FSDP2, Megatron-DeepSpeed's --zero-stage. */
void MegatronReader::sharding()
{
    if (mds()) {
        if (!setInt("--zero-stage", FieldId::ZeroStage))
            m_b.note("Megatron-DeepSpeed takes the ZeRO stage from the DeepSpeed config (zero_optimization.stage).");
        m_b.zero3RunsOn(Zero3Engine::DeepSpeed, "DeepSpeed's ZeRO stage 3");
        return;
    }
    const ParsedOption* fsdp = take("--use-megatron-fsdp");
    const ParsedOption* strategy = take("--data-parallel-sharding-strategy");
    const ParsedOption* torchFsdp = take("--use-torch-fsdp2");
    const ParsedOption* distOpt = take("--use-distributed-optimizer");
    if (fsdp) {
        expectSwitch(*fsdp, m_file);
        const std::string v = strategy ? singleValue(*strategy, m_file).text : "no_shard";
        const std::map<std::string, int64_t> stages = {{"no_shard", 0}, {"optim", 1}, {"optim_grads", 2}, {"optim_grads_params", 3}};
        const auto it = stages.find(v);
        if (it == stages.end())
            ImportBuilder::refuse(at(*strategy), "'" + v + "' is not a Megatron-FSDP strategy (no_shard, optim, optim_grads, "
                                                          "optim_grads_params)");
        if (strategy)
            m_b.set(FieldId::ZeroStage, it->second, at(*strategy));
        else
            fallback(FieldId::ZeroStage, it->second, "--data-parallel-sharding-strategy",
                     "megatron-core 0.15 arguments.py (no_shard; main defaults to optim_grads_params)");
        m_b.markMapped(at(*fsdp), {FieldId::ZeroStage}, "Megatron-FSDP with the strategy below");
        m_b.zero3RunsOn(Zero3Engine::Fsdp, "Megatron-FSDP");
        if (distOpt)
            m_b.ignore(at(*distOpt), "Megatron-FSDP shards the optimizer itself by its strategy");
    } else {
        if (strategy)
            m_b.ignore(at(*strategy), "read only with --use-megatron-fsdp");
        if (torchFsdp) {
            expectSwitch(*torchFsdp, m_file);
            m_b.set(FieldId::ZeroStage, int64_t(3), at(*torchFsdp), "PyTorch FSDP2 shards parameters, gradients and state");
            m_b.zero3RunsOn(Zero3Engine::Fsdp, "PyTorch FSDP2");
        }
        if (distOpt) {
            expectSwitch(*distOpt, m_file);
            m_b.set(FieldId::ZeroStage, int64_t(1), at(*distOpt), "optimizer state sharded over DP x CP");
        }
        if (!torchFsdp && !distOpt)
            fallback(FieldId::ZeroStage, int64_t(0), "--use-distributed-optimizer",
                     std::string(kArguments) + " (every DP rank keeps the whole optimizer state)");
    }
}

/** An explicit layout string: read as the stage counts and virtual stages that give the same split. */
void MegatronReader::pipelineLayout(const ParsedOption& option)
{
    for (const char* other : {"--num-virtual-stages-per-pipeline-rank", "--num-layers-per-virtual-pipeline-stage",
                              "--decoder-first-pipeline-num-layers", "--decoder-last-pipeline-num-layers",
                              "--account-for-embedding-in-pipeline-split", "--account-for-loss-in-pipeline-split"})
        if (has(other))
            ImportBuilder::refuse(at(option), std::string("cannot be given with ") + other + " (MLM-10, MLM-15)");
    const int layers = int(std::get<int64_t>(m_b.value(FieldId::Layers)));
    const int pp = int(std::get<int64_t>(m_b.value(FieldId::Pp)));
    PipelineLayout layout;
    try {
        layout = parsePipelineLayout(singleValue(option, m_file).text, pp);
    } catch (const std::invalid_argument& e) {
        ImportBuilder::refuse(at(option), e.what());
    }
    int decoders = 0;
    for (int n : layout.chunkLayers)
        decoders += n;
    if (!layout.embeddingFirst || !layout.lossLast)
        ImportBuilder::refuse(at(option), "the embedding (E) must open the first stage and the loss (L) close the last, "
                                          "once each");
    if (decoders != layers)
        ImportBuilder::refuse(at(option), "places " + std::to_string(decoders) + " transformer layers, but --num-layers is " +
                                              std::to_string(layers));
    if (layout.mtpLayers > 0 && (!layout.mtpLast || layout.mtpLayers != std::get<int64_t>(m_b.value(FieldId::MtpLayers))))
        ImportBuilder::refuse(at(option), "ShardScope places the --mtp-num-layers MTP layers on the last stage");
    const std::optional<ParallelConfig> split = splitForLayout(layout, layers, m_b.scenario().parallel);
    if (!split)
        ImportBuilder::refuse(at(option), "this split is not one ShardScope's stage settings give (first and last rank "
                                          "counts, the embedding or loss counted as a layer, the rest even)");
    const SettingSource from = at(option);
    m_b.set(FieldId::VirtualStages, int64_t(split->virtualStages), from);
    m_b.set(FieldId::Schedule, std::string(split->virtualStages > 1 ? "interleaved-1f1b" : "1f1b"), from);
    m_b.set(FieldId::FirstStageLayers, int64_t(split->firstStageLayers.value_or(0)), from);
    m_b.set(FieldId::LastStageLayers, int64_t(split->lastStageLayers.value_or(0)), from);
    m_b.set(FieldId::EmbeddingInSplit, split->embeddingInSplit, from);
    m_b.set(FieldId::LossInSplit, split->lossInSplit, from, "the same split as the layout's, chunk by chunk");
}

/** Interleaving: chunks per pipeline rank, or layers per chunk; the schedule follows from them. */
void MegatronReader::virtualStages()
{
    const ParsedOption* chunks = take("--num-virtual-stages-per-pipeline-rank");
    const ParsedOption* perChunk = take("--num-layers-per-virtual-pipeline-stage");
    if (chunks && perChunk)
        ImportBuilder::refuse(at(*perChunk), "cannot be given with --num-virtual-stages-per-pipeline-rank (MLM-10)");
    int64_t v = 1;
    const ParsedOption* from = chunks ? chunks : perChunk;
    if (chunks) {
        v = integer(*chunks, FieldId::VirtualStages);
    } else if (perChunk) {
        const int64_t n = integerValue(*perChunk, m_file, 1, (long long)fieldInfo(FieldId::Layers).max);
        const int64_t layers = std::get<int64_t>(m_b.value(FieldId::Layers));
        const int64_t pp = std::get<int64_t>(m_b.value(FieldId::Pp));
        if (layers % pp != 0 || (layers / pp) % n != 0)
            ImportBuilder::refuse(at(*perChunk), "the " + std::to_string(layers / std::max<int64_t>(pp, 1)) +
                                                     " layers of a pipeline rank do not split into chunks of " +
                                                     std::to_string(n) + " (MLM-11)");
        v = layers / pp / n;
    }
    if (from) {
        m_b.set(FieldId::VirtualStages, v, at(*from), perChunk ? "chunks = layers / PP / this" : "");
        m_b.set(FieldId::Schedule, std::string(v > 1 ? "interleaved-1f1b" : "1f1b"), at(*from),
                v > 1 ? "Megatron interleaves with more than one chunk per rank" : "");
    } else {
        fallback(FieldId::VirtualStages, int64_t(1), "--num-virtual-stages-per-pipeline-rank", std::string(kArguments) + " (None)");
        fallback(FieldId::Schedule, std::string("1f1b"), "--num-virtual-stages-per-pipeline-rank",
                 "megatron/core/pipeline_parallel/schedules.py (1F1B without virtual stages)");
    }
}

/** What runs behind compute: gradient reduce and parameter gather, TP and EP communication, CP's ring. */
void MegatronReader::overlap()
{
    const ParsedOption* grads = take("--overlap-grad-reduce");
    const ParsedOption* params = take("--overlap-param-gather");
    if (mds()) {
        for (const ParsedOption* o : {grads, params})
            if (o)
                m_b.ignore(at(*o), "Megatron-DeepSpeed's overlap is the DeepSpeed config's overlap_comm");
    } else {
        if (grads) {
            expectSwitch(*grads, m_file);
            m_b.set(FieldId::OverlapDp, true, at(*grads));
        }
        if (params) {
            expectSwitch(*params, m_file);
            if (!grads)
                ImportBuilder::refuse(at(*params), "needs --overlap-grad-reduce (MLM-24)");
            m_b.set(FieldId::OverlapDp, true, at(*params));
        }
        if (!grads)
            fallback(FieldId::OverlapDp, false, "--overlap-grad-reduce",
                     std::string(kArguments) + " (gradients are reduced after the last micro-batch)");
    }
    if (!setSwitch("--tp-comm-overlap", FieldId::OverlapTp, true))
        fallback(FieldId::OverlapTp, false, "--tp-comm-overlap", kArguments);
    if (!setSwitch("--overlap-moe-expert-parallel-comm", FieldId::OverlapEp, true))
        fallback(FieldId::OverlapEp, false, "--overlap-moe-expert-parallel-comm", kArguments);
    // --cp-comm-type takes one type, or one per layer (nargs='+'); ShardScope times one.
    if (const ParsedOption* o = take("--cp-comm-type")) {
        if (o->values.empty())
            ImportBuilder::refuse(at(*o), "needs a value (p2p, all_gather, a2a)");
        const std::string v = o->values.front().text;
        for (const ScriptWord& w : o->values)
            if (w.text != v)
                ImportBuilder::refuse(at(*o), "one exchange per layer ('" + v + "', '" + w.text +
                                                  "'): ShardScope times one for every layer");
        const CpCommValueReading reading = readCpCommValue(v);
        if (!reading.refusal.empty())
            ImportBuilder::refuse(at(*o), reading.refusal);
        m_b.set(FieldId::CpCommType, v, at(*o), reading.note);
        if (v == "p2p")
            m_b.set(FieldId::OverlapCp, true, at(*o), "the ring hides each KV block behind an attention block");
    } else {
        fallback(FieldId::CpCommType, std::string("p2p"), "--cp-comm-type", std::string(kArguments) + " (p2p: the ring)");
        fallback(FieldId::OverlapCp, true, "--cp-comm-type", std::string(kArguments) + " (p2p: the ring hides the KV exchange)");
    }
}

} // namespace megatronimport

void importMegatronArguments(const std::vector<ScriptWord>& arguments, const std::string& file, MegatronDialect dialect,
                             ImportBuilder& builder)
{
    megatronimport::MegatronReader(arguments, file, dialect, builder).read();
}

MegatronDialect megatronDialectOf(const std::vector<ScriptWord>& arguments)
{
    for (const ScriptWord& w : arguments)
        if (w.text == "--deepspeed" || w.text.rfind("--deepspeed_config", 0) == 0 || w.text.rfind("--deepspeed-config", 0) == 0)
            return MegatronDialect::MegatronDeepSpeed;
    return MegatronDialect::MegatronLm;
}

} // namespace shardscope
