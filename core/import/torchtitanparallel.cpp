// The [parallelism] part of the torchtitan reader: the degrees, FSDP / HSDP / DDP and what
// ZeRO stage they are, the experts, and the pipeline's schedule and stages.

#include "torchtitanreader.h"

#include "core/model/enumnames.h"

#include <algorithm>
#include <array>

namespace shardscope {

namespace {

constexpr const char* kJobConfig = "torchtitan/config/job_config.py";
constexpr const char* kPipelineSource = "torchtitan/distributed/pipeline_parallel.py";
constexpr const char* kTp = "parallelism.tensor_parallel_degree";
constexpr const char* kPp = "parallelism.pipeline_parallel_degree";
constexpr const char* kCp = "parallelism.context_parallel_degree";
constexpr const char* kReplicate = "parallelism.data_parallel_replicate_degree";
constexpr const char* kShard = "parallelism.data_parallel_shard_degree";
constexpr const char* kReshard = "parallelism.fsdp_reshard_after_forward";
constexpr const char* kEp = "parallelism.expert_parallel_degree";
constexpr const char* kEtp = "parallelism.expert_tensor_parallel_degree";
constexpr const char* kBackend = "parallelism.expert_parallel_comm_backend";
constexpr const char* kSchedule = "parallelism.pipeline_parallel_schedule";
constexpr const char* kCsv = "parallelism.pipeline_parallel_schedule_csv";
constexpr const char* kPerStage = "parallelism.pipeline_parallel_layers_per_stage";
constexpr const char* kFirstLess = "parallelism.pipeline_parallel_first_stage_less_layers";
constexpr const char* kLastLess = "parallelism.pipeline_parallel_last_stage_less_layers";
constexpr const char* kEpOverlap = "parallelism.pipeline_parallel_expert_parallel_overlap";

template <typename E> FieldValue name(E value)
{
    return std::string(toString(value));
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

/** A PyTorch schedule class torchtitan names (torch/distributed/pipelining/schedules.py) and ShardScope's schedule. */
struct ScheduleName
{
    const char* name; ///< lower case: get_schedule_class() compares without case
    PipelineSchedule schedule;
    bool multiStage;
    int fixedStages; ///< stages per rank the schedule needs; 0: as many as the split makes
};

constexpr std::array<ScheduleName, 5> kSchedules{{
    {"1f1b", PipelineSchedule::OneFOneB, false, 1},
    {"gpipe", PipelineSchedule::GPipe, false, 1},
    {"interleaved1f1b", PipelineSchedule::Interleaved1F1B, true, 0},
    {"zbvzerobubble", PipelineSchedule::ZeroBubbleV, true, 2},
    {"dualpipev", PipelineSchedule::DualPipeV, true, 2},
}};

} // namespace

void TitanReader::readDegrees()
{
    const TitanSetting* tp = find(kTp);
    const TitanSetting* pp = find(kPp);
    const TitanSetting* cp = find(kCp);
    m_tp = tp ? integerFor(*tp, FieldId::Tp) : 1;
    m_pp = pp ? integerFor(*pp, FieldId::Pp) : 1;
    m_cp = cp ? integerFor(*cp, FieldId::Cp) : 1;
    setOrDefault(FieldId::Tp, m_tp, tp, kTp, kJobConfig);
    setOrDefault(FieldId::Pp, m_pp, pp, kPp, kJobConfig);
    setOrDefault(FieldId::Cp, m_cp, cp, kCp, kJobConfig);
    setOrDefault(FieldId::SequenceParallel, m_tp > 1, tp, kTp, kJobConfig,
                 "torchtitan's TP plan shards the norms over the sequence whenever TP is on "
                 "(torchtitan/models/llama3/infra/parallelize.py, apply_tp)");
}

void TitanReader::readDataParallel()
{
    const TitanSetting* replicate = find(kReplicate);
    const TitanSetting* shard = find(kShard);
    m_replicate = replicate ? integerFor(*replicate, FieldId::Dp) : 1;
    m_shard = shard ? integer(*shard, -1, int64_t(fieldInfo(FieldId::Dp).max)) : -1;
    if (m_shard == 0)
        ImportBuilder::refuse(shard->source, "must be -1 (the ranks TP, PP, CP and the replicas leave) or a positive "
                                             "integer (torchtitan/distributed/parallel_dims.py)");
    if (m_replicate > 1 && m_shard == 1) { // TT-5
        for (const char* key : {kTp, kPp, kCp})
            if (const TitanSetting* other = find(key);
                other && integer(*other, 1, int64_t(fieldInfo(FieldId::Tp).max)) > 1)
                contradiction(
                    *replicate, other, key,
                    "torchtitan's DDP (replicas without sharding) cannot be combined with TP, PP or CP: use "
                    "FSDP or HSDP, data_parallel_shard_degree > 1 (torchtitan/models/llama3/infra/parallelize.py)");
    }
    m_fsdp = m_shard != 1 || m_cp > 1; // torchtitan shards over dp_shard x cp

    if (m_shard > 0) {
        const int64_t dp = m_replicate * m_shard;
        if (dp > int64_t(fieldInfo(FieldId::Dp).max))
            ImportBuilder::refuse(shard->source, "replicate x shard = " + std::to_string(dp) +
                                                     " is more data-parallel ranks than ShardScope takes");
        m_dp = dp;
        const std::string note =
            m_replicate > 1 ? "DP = data_parallel_replicate_degree x data_parallel_shard_degree" : "";
        set(FieldId::Dp, dp, *shard, note);
        if (replicate)
            set(FieldId::Dp, dp, *replicate, note);
    } else {
        const std::string rest =
            "FSDP shards over the ranks that TP, PP, CP and the replicas leave, so the data-parallel "
            "size comes from the world size (DP = world / (TP x PP x CP))";
        if (replicate)
            ignore(*replicate, m_replicate > 1
                                   ? "HSDP replicas: with data_parallel_shard_degree -1 the data-parallel size "
                                     "comes from the world size (DP = world / (TP x PP x CP)), which counts them"
                                   : "no replicas: plain FSDP");
        if (shard)
            ignore(*shard, "-1: " + rest);
        else
            m_builder.note("data_parallel_shard_degree is not given (torchtitan's default is -1): " + rest + ".");
    }

    const TitanSetting* reshard = find(kReshard);
    if (!m_fsdp) {
        set(FieldId::ZeroStage, int64_t(0), *shard,
            m_replicate > 1 ? "DDP: every replica keeps the whole model, its gradients and the optimizer state"
                            : "no data parallelism: nothing is sharded");
        if (reshard)
            ignore(*reshard, "only read with FSDP (data_parallel_shard_degree > 1, -1 or CP)");
        if (m_replicate > 1)
            defaultTo(
                FieldId::OverlapDp, true, "parallelism (DDP buckets)",
                "torch/nn/parallel/distributed.py: DDP reduces the gradients in buckets during the backward pass; "
                "torchtitan has no setting to turn it off");
        return;
    }
    const std::string policy = reshard ? text(*reshard) : "default";
    int64_t stage = 3;
    std::string note;
    if (policy != "always" && policy != "never" && policy != "default")
        ImportBuilder::refuse(reshard->source,
                              "must be one of default | always | never (" + std::string(kJobConfig) + ")");
    if (m_pp > 1) {
        // torch/distributed/pipelining/stage.py (backward_maybe_with_nosync): FSDP's gradient
        // sync and reshard after backward are off for every micro-batch but the last.
        stage = 1;
        note = "under PP the pipeline stage keeps the gradients unsharded in fp32 until the last micro-batch and "
               "the weights gathered from the first backward on: ZeRO-1";
        if (policy == "always")
            note += "; \"always\" also gathers the weights again for each micro-batch's backward, which the "
                    "estimate does not time";
    } else if (policy == "never") {
        stage = 2;
        note = "the weights stay gathered from forward to backward: ZeRO-2";
    } else {
        note = policy == "always" ? "the weights are resharded after forward and gathered again for backward: ZeRO-3"
                                  : "\"default\" reshards the weights after forward without PP: ZeRO-3";
    }
    setOrDefault(FieldId::ZeroStage, stage, reshard, kReshard,
                 std::string(kJobConfig) + " (\"default\"); torchtitan/models/llama3/infra/parallelize.py (apply_fsdp)",
                 note);
    m_builder.zero3RunsOn(Zero3Engine::Fsdp, "torchtitan shards with FSDP2 (fully_shard)");
    if (m_replicate > 1)
        m_builder.note("HSDP: torchtitan shards over data_parallel_shard_degree ranks and replicates " +
                       std::to_string(m_replicate) +
                       " times; ShardScope's ZeRO stage shards over all of DP, so its "
                       "estimate of the sharded weights, gradients and optimizer state is " +
                       std::to_string(m_replicate) +
                       " times too low (with shard -1 resolving to 1 it is DDP instead).");
    defaultTo(FieldId::OverlapDp, true, "parallelism (FSDP2 prefetch)",
              "torch/distributed/fsdp: FSDP2 prefetches the next all-gather and reduce-scatters during the backward "
              "pass; torchtitan has no setting to turn it off");
}

void TitanReader::readExperts()
{
    const TitanSetting* ep = find(kEp);
    const TitanSetting* etp = find(kEtp);
    const TitanSetting* backend = find(kBackend);
    if (!m_builder.scenario().model.isMoe()) {
        for (const TitanSetting* s : {ep, etp, backend})
            if (s)
                ignore(*s, "no effect for a model without experts (" + std::string(kJobConfig) + ")");
        return;
    }
    const int64_t epDegree = ep ? integerFor(*ep, FieldId::Ep) : 1;
    const int64_t etpDegree = etp ? integer(*etp, 1, int64_t(fieldInfo(FieldId::Tp).max)) : 1;
    setOrDefault(FieldId::Ep, epDegree, ep, kEp, kJobConfig);
    if (epDegree == 1) {
        setOrDefault(FieldId::Etp, m_tp, etp, kEtp, kJobConfig,
                     "no effect with EP 1: the experts are split over TP like the other layers "
                     "(torchtitan/models/moe/moe.py)");
    } else {
        if (etpDegree != 1 && etpDegree != m_tp) // TT-4
            contradiction(*etp, find(kTp), kTp,
                          "torchtitan's expert TP must be 1 or TP (" + std::string(kJobConfig) + ")");
        setOrDefault(FieldId::Etp, etpDegree, etp, kEtp, kJobConfig);
        if (m_shard > 0 && (m_shard * m_cp * m_tp) % (epDegree * etpDegree) != 0)
            contradiction(*ep, find(kShard), kShard,
                          "EP x expert TP = " + std::to_string(epDegree * etpDegree) +
                              " must divide FSDP x CP x TP = " + std::to_string(m_shard * m_cp * m_tp) +
                              " (torchtitan/distributed/parallel_dims.py)");
    }
    const std::string comm = backend ? text(*backend) : "standard";
    if (comm != "standard" && comm != "deepep")
        ImportBuilder::refuse(backend->source, "must be \"standard\" or \"deepep\" (" + std::string(kJobConfig) + ")");
    setOrDefault(FieldId::MoeDispatcher, name(comm == "deepep" ? MoeDispatcher::DeepEp : MoeDispatcher::AllToAll),
                 backend, kBackend, kJobConfig);
    defaultTo(FieldId::MoeCapacityFactor, 0.0, "MoE capacity (no setting)",
              "torchtitan/models/moe/moe.py: token-choice routing without a capacity (dropless)");
}

void TitanReader::readPipeline()
{
    const TitanSetting* schedule = find(kSchedule);
    if (m_pp == 1) {
        for (const char* key : {kSchedule, kCsv, kPerStage, kFirstLess, kLastLess, kEpOverlap})
            if (const TitanSetting* s = find(key))
                ignore(*s, "no pipeline (pipeline_parallel_degree = 1)");
        return;
    }
    const TitanSetting* csv = find(kCsv);
    if (csv && !text(*csv).empty())
        ImportBuilder::refuse(csv->source, "a schedule read from a CSV file: ShardScope cannot read its order");
    if (csv)
        ignore(*csv, "no custom schedule file");
    const std::string written = schedule ? text(*schedule) : "1F1B";
    const std::string key = lower(written);
    if (key == "loopedbfs" || key == "interleavedzerobubble")
        ImportBuilder::refuse(schedule->source,
                              "ShardScope has no model of " + written +
                                  " (it has GPipe, 1F1B, interleaved 1F1B, ZB-H1, ZB-V, DualPipe and DualPipeV)");
    if (key == "pipelineschedulesingle" || key == "pipelineschedulemulti" || key == "_pipelinescheduleruntime")
        ImportBuilder::refuse(schedule->source, written + " runs the order of a schedule CSV file, which ShardScope "
                                                          "cannot read");
    const auto it =
        std::find_if(kSchedules.begin(), kSchedules.end(), [&](const ScheduleName& s) { return key == s.name; });
    if (it == kSchedules.end())
        ImportBuilder::refuse(schedule->source, "is not one of PyTorch's pipeline schedules (1F1B, GPipe, "
                                                "Interleaved1F1B, LoopedBFS, InterleavedZeroBubble, ZBVZeroBubble, "
                                                "DualPipeV; torch/distributed/pipelining/schedules.py)");
    readPipelineSplit(schedule, it->multiStage, it->fixedStages);
    setOrDefault(FieldId::Schedule, name(it->schedule), schedule, kSchedule, kJobConfig);
    const int64_t virtualStages = it->fixedStages == 0 ? m_chunksPerRank : 1;
    std::string stagesNote;
    if (it->fixedStages == 0 && !find(kPerStage))
        stagesNote =
            "without pipeline_parallel_layers_per_stage torchtitan builds two stages per rank for a multi-stage "
            "schedule (" +
            std::string(kPipelineSource) + ")";
    setOrDefault(FieldId::VirtualStages, virtualStages, schedule, kSchedule, kJobConfig, stagesNote);
    if (const TitanSetting* perStage = find(kPerStage))
        set(FieldId::VirtualStages, virtualStages, *perStage,
            std::to_string(m_chunksPerRank) + " stage" + (m_chunksPerRank > 1 ? "s" : "") + " per rank");

    const TitanSetting* overlap = find(kEpOverlap);
    const bool expertOverlap = it->schedule == PipelineSchedule::DualPipeV && m_builder.scenario().model.isMoe() &&
                               m_builder.scenario().parallel.ep > 1;
    if (expertOverlap) {
        setOrDefault(FieldId::OverlapEp, overlap ? flag(*overlap) : true, overlap, kEpOverlap, kJobConfig,
                     "DualPipeV overlaps the expert all-to-all with the other micro-batch's compute");
        if (overlap && !flag(*overlap))
            m_builder.note("pipeline_parallel_expert_parallel_overlap = false: ShardScope's DualPipeV always hides "
                           "the expert all-to-all behind the other micro-batch's compute, so the estimate is "
                           "faster than this run");
    } else if (overlap)
        ignore(*overlap, "only read with DualPipeV and expert parallelism");
}

void TitanReader::readPipelineSplit(const TitanSetting* schedule, bool multiStage, int fixedStages)
{
    const TitanSetting* perStage = find(kPerStage);
    const TitanSetting* first = find(kFirstLess);
    const TitanSetting* last = find(kLastLess);
    const int64_t maxLayers = int64_t(fieldInfo(FieldId::Layers).max);
    const int64_t firstLess = first ? integer(*first, 0, maxLayers) : 1;
    const int64_t lastLess = last ? integer(*last, 0, maxLayers) : 1;
    if (firstLess > 1)
        ImportBuilder::refuse(first->source, "ShardScope counts the embedding as one layer of the split at most "
                                             "(parallel.embedding_in_split)");
    if (lastLess > 1)
        ImportBuilder::refuse(last->source,
                              "ShardScope counts the output layer and the loss as one layer of the split at "
                              "most (parallel.loss_in_split)");
    const int64_t layers = m_builder.scenario().model.layers;
    int64_t stagesPerRank = multiStage ? 2 : 1;
    if (perStage) {
        const int64_t k = integer(*perStage, 1, maxLayers);
        if (layers <= 0)
            ImportBuilder::refuse(perStage->source, "needs the model's layer count: name the model ([model] flavor) or "
                                                    "give --model");
        const int64_t stages = (layers + firstLess + lastLess + k - 1) / k; // TT-9
        if (stages % m_pp != 0)
            contradiction(*perStage, find(kPp), kPp,
                          std::to_string(layers) + " layers, counting the embedding as " + std::to_string(firstLess) +
                              " and the output as " + std::to_string(lastLess) + ", in stages of " + std::to_string(k) +
                              " make " + std::to_string(stages) + " stages, not a multiple of PP " +
                              std::to_string(m_pp) + " (" + kPipelineSource + ")");
        stagesPerRank = stages / m_pp;
    }
    const std::string perRank = std::to_string(stagesPerRank) + " stage" + (stagesPerRank > 1 ? "s" : "") + " per rank";
    if (perStage && !multiStage && stagesPerRank != 1)
        contradiction(*perStage, schedule, kSchedule, "makes " + perRank + ", and a single-stage schedule runs one");
    if (perStage && multiStage && stagesPerRank < 2)
        contradiction(*perStage, schedule, kSchedule,
                      "makes " + perRank + ", and a multi-stage schedule needs two or more");
    if (perStage && fixedStages == 2 && stagesPerRank != 2)
        contradiction(*perStage, schedule, kSchedule,
                      "makes " + perRank +
                          ", and ZBVZeroBubble and DualPipeV run exactly "
                          "two (torch/distributed/pipelining/schedules.py)");
    m_chunksPerRank = int(stagesPerRank);
    if (layers > 0) { // TT-11: every stage holds a layer, and the ends' counts fit
        const int64_t stages = m_pp * stagesPerRank;
        const int64_t total = layers + firstLess + lastLess;
        const TitanSetting* at = perStage ? perStage : find(kPp);
        if (stages > layers)
            contradiction(*at, schedule, kSchedule,
                          std::to_string(stages) + " stages for " + std::to_string(layers) +
                              " layers leave a stage without a layer");
        if (firstLess > total / stages || lastLess > total / stages)
            contradiction(*at, first ? first : last, kFirstLess, "the first or last stage would hold no layer");
        if (total % stages != 0)
            m_builder.note("torchtitan gives the " + std::to_string(total % stages) +
                           " layers that do not divide evenly " + "over the " + std::to_string(stages) +
                           " pipeline stages to the first stages; ShardScope's " +
                           "even split gives them to the middle ones.");
    }
    const FieldValue unset = int64_t(0); // first/last_stage_layers: torchtitan splits by its own rule
    setOrDefault(FieldId::EmbeddingInSplit, firstLess == 1, first, kFirstLess, std::string(kJobConfig) + " (1)",
                 firstLess == 1 ? "the embedding counts as one layer of the split" : "");
    setOrDefault(FieldId::LossInSplit, lastLess == 1, last, kLastLess, std::string(kJobConfig) + " (1)",
                 lastLess == 1 ? "the output layer counts as one layer of the split" : "");
    if (first)
        set(FieldId::FirstStageLayers, unset, *first);
    if (last)
        set(FieldId::LastStageLayers, unset, *last);
}

} // namespace shardscope
