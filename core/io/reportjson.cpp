#include "reportjson.h"

#include "jsonstream.h"

#include "core/estimate/verdict.h"

namespace shardscope {

namespace {

/** What the public runs behind a modelled step-time band are (evidence.step_time_band.runs_are). */
std::string modelledBandRuns(BandWidening widening)
{
    const std::string scale = "on more than " + std::to_string(kLargestCheckedWorldSize) + " GPUs";
    switch (widening) {
    case BandWidening::ContextParallel:
        return "public runs with context parallelism (the all-runs band widened to hold them)";
    case BandWidening::AtScale:
        return "public runs " + scale + " (the all-runs band widened to hold them)";
    case BandWidening::ContextParallelAtScale:
        return "public runs with context parallelism or " + scale + " (the all-runs band widened to hold them)";
    case BandWidening::None: break;
    }
    return "public runs";
}

nlohmann::json valueToJson(const DiagnosticValue& value)
{
    if (const double* d = std::get_if<double>(&value))
        return *d;
    if (const bool* b = std::get_if<bool>(&value))
        return *b;
    return std::get<std::string>(value);
}

nlohmann::json stageToJson(const StageMemory& s)
{
    return {{"stage", s.stage},
            {"layers", s.layers},
            {"first_layer", s.firstLayer},
            {"params", s.params},
            {"params_layers", s.paramsLayers},
            {"params_embedding", s.paramsEmbedding},
            {"weights_bytes", s.weightsBytes},
            {"gradients_bytes", s.gradientsBytes},
            {"optimizer_bytes", s.optimizerBytes},
            {"activations_bytes", s.activationsBytes},
            {"activations_layers_bytes", s.activationsLayersBytes},
            {"buffers_bytes", s.buffersBytes},
            {"overhead_bytes", s.overheadBytes},
            {"total_bytes", s.totalBytes},
            {"host_bytes", s.hostBytes},
            {"host_activations_bytes", s.hostActivationsBytes},
            {"in_flight_microbatches", s.inFlightMicrobatches},
            {"total_bytes_low", s.totalBytesHigh > 0 ? nlohmann::json(s.totalBytesLow) : nlohmann::json()},
            {"total_bytes_high", s.totalBytesHigh > 0 ? nlohmann::json(s.totalBytesHigh) : nlohmann::json()},
            {"buffers",
             {{"logits_bytes", s.buffers.logits},
              {"zero3_gather_bytes", s.buffers.zero3Gather},
              {"gradient_buckets_bytes", s.buffers.gradientBuckets},
              {"recompute_workspace_bytes", s.buffers.recomputeWorkspace},
              {"offload_staging_bytes", s.buffers.offloadStaging},
              {"pipeline_p2p_bytes", s.buffers.pipelineP2p},
              {"pipeline_outputs_bytes", s.buffers.pipelineOutputs},
              {"sequence_parallel_gather_bytes", s.buffers.sequenceParallelGather},
              {"quantized_weights_bytes", s.buffers.quantizedWeights},
              {"dummy_weight_gradients_bytes", s.buffers.dummyWeightGradients}}}};
}

/** One rank's operations of the timeline: [kind, micro-batch, chunk, start, end] each. */
nlohmann::json rankToJson(const std::vector<TimelineOp>& rank)
{
    nlohmann::json ops = nlohmann::json::array();
    for (const auto& op : rank)
        ops.push_back({std::string(1, op.kind), op.microbatch, op.chunk, op.start, op.end});
    return ops;
}

} // namespace

nlohmann::json diagnosticToJson(const Diagnostic& d)
{
    nlohmann::json params = nlohmann::json::object();
    for (const auto& [key, value] : d.params)
        params[key] = valueToJson(value);
    nlohmann::json changes = nlohmann::json::array();
    for (const auto& change : d.changes)
        changes.push_back({{"path", change.path}, {"value", valueToJson(change.value)}});
    return {{"code", d.code},
            {"severity", severityName(d.severity)},
            {"message", d.message},
            {"fix", d.fix.empty() ? nlohmann::json(nullptr) : nlohmann::json(d.fix)},
            {"changes", changes},
            {"fix_resolves", d.fixResolves},
            {"fields", d.fields},
            {"params", params}};
}

nlohmann::json reportToJson(const Report& r)
{
    nlohmann::json j;
    j["format"] = kReportFormat;
    const PlanVerdict verdict = planVerdict(r);
    j["verdict"] = verdictName(verdict.verdict);
    j["verdict_reason"] = verdict.reason;
    j["model"] = {{"params_total", r.model.paramsTotal},
                  {"params_active", r.model.paramsActive},
                  {"params_mtp", r.model.paramsMtp},
                  {"params_embedding", r.model.paramsEmbedding},
                  {"params_per_dense_layer", r.model.paramsPerDenseLayer},
                  {"params_per_moe_layer", r.model.paramsPerMoeLayer},
                  {"dense_layers", r.model.denseLayers},
                  {"moe_layers", r.model.moeLayers},
                  {"vocab_padded", r.model.vocabPadded},
                  {"flops_per_token", r.model.flopsPerToken}};
    j["world_size"] = r.worldSize;
    j["gpus_idle"] = r.gpusIdle;
    j["microbatches"] = r.microbatches;

    nlohmann::json stages = nlohmann::json::array();
    for (const auto& stage : r.memory.stages)
        stages.push_back(stageToJson(stage));
    const auto& meg = r.memory.megatron;
    nlohmann::json memory = {{"capacity_bytes", r.memory.capacityBytes},
                             {"peak_bytes", r.memory.peakBytes},
                             {"peak_stage", r.memory.peakStage},
                             {"fits", r.memory.fits},
                             {"peak_bytes_low", r.memory.band.runs > 0 ? nlohmann::json(r.memory.peakBytesLow) : nlohmann::json()},
                             {"peak_bytes_high", r.memory.band.runs > 0 ? nlohmann::json(r.memory.peakBytesHigh) : nlohmann::json()},
                             {"stages", stages},
                             {"megatron_reference",
                              {{"params_total", meg.paramsTotal},
                               {"params_active", meg.paramsActive},
                               {"params_most_loaded_shard", meg.paramsMostLoadedShard},
                               {"weight_and_optimizer_bytes", meg.weightAndOptimizerBytes},
                               {"activation_bytes", meg.activationBytes},
                               {"activation_function", meg.activationBranch},
                               {"in_flight_microbatches", meg.inFlightMicrobatches}}}};
    if (r.memory.deepspeed) {
        const auto& ds = *r.memory.deepspeed;
        memory["deepspeed_reference"] = {{"zero_stage", ds.zeroStage},
                                         {"gpu_bytes", ds.gpuBytes},
                                         {"cpu_bytes", ds.cpuBytes},
                                         {"largest_layer_params", ds.largestLayerParams}};
    } else {
        memory["deepspeed_reference"] = nullptr;
    }
    j["memory"] = memory;

    const auto& pipe = r.pipeline;
    nlohmann::json timeline = nlohmann::json::array();
    for (const auto& rank : pipe.timeline)
        timeline.push_back(rankToJson(rank));
    j["pipeline"] = {{"schedule", pipe.schedule},
                     {"microbatches", pipe.microbatches},
                     {"virtual_stages", pipe.virtualStages},
                     {"bubble_fraction", pipe.bubbleFraction},
                     {"bubble_over_ideal", pipe.bubbleOverIdeal},
                     {"makespan_s", pipe.makespanS},
                     {"p2p_s", pipe.p2pSeconds},
                     {"critical_stage", pipe.criticalStage},
                     {"simulated", pipe.simulated},
                     {"method", pipe.method},
                     {"closed_form", pipe.closedForm.empty() ? nlohmann::json(nullptr) : nlohmann::json(pipe.closedForm)},
                     {"closed_form_reason", pipe.closedFormReason.empty() ? nlohmann::json(nullptr)
                                                                          : nlohmann::json(pipe.closedFormReason)},
                     {"timeline_microbatches", pipe.timelineMicrobatches},
                     {"stage_busy_s", pipe.stageBusyS},
                     {"timeline_fields", {"kind", "microbatch", "chunk", "start_s", "end_s"}},
                     {"timeline", timeline}};

    nlohmann::json dims = nlohmann::json::array();
    for (const auto& d : r.communication.dims) {
        nlohmann::json collectives = nlohmann::json::array();
        for (const auto& c : d.collectives)
            collectives.push_back({{"kind", c.kind},
                                   {"what", c.what},
                                   {"bytes", c.bytes},
                                   {"calls_per_step", c.callsPerStep},
                                   {"seconds", c.seconds}});
        dims.push_back({{"dim", d.dim},
                        {"group_size", d.groupSize},
                        {"crosses_nodes", d.crossesNodes},
                        {"link", d.link},
                        {"bytes_per_step", d.bytesPerStep},
                        {"nic_bytes_per_step", d.nicBytesPerStep},
                        {"time_s", d.timeS},
                        {"exposed_time_s", d.exposedTimeS},
                        {"share", r.step.timeS > 0 ? d.exposedTimeS / r.step.timeS : 0.0},
                        {"collectives", collectives}});
    }
    nlohmann::json links = nlohmann::json::array();
    for (const LinkLoad& l : r.communication.links) {
        nlohmann::json byDim = nlohmann::json::object();
        for (size_t i = 0; i < l.dims.size(); ++i) // LinkLoad::add() keeps the two in step
            byDim[l.dims[i]] = l.dimBytes[i];
        links.push_back({{"tier", linkTierName(l.tier)},
                         {"bytes_per_step", l.bytesPerStep},
                         {"capacity_bytes_per_step", l.capacityBytesPerStep},
                         {"share", l.share},
                         {"busy_s", l.busySeconds},
                         {"dims", l.dims},
                         {"bytes_by_dim", byDim}});
    }
    j["communication"] = {{"dims", dims},
                          {"links", links},
                          {"time_s", r.communication.timeS},
                          {"exposed_time_s", r.communication.exposedTimeS},
                          {"share", r.communication.share},
                          {"nic_bytes_per_step", r.communication.nicBytesPerStep},
                          {"nic_bytes_per_s", r.communication.nicBytesPerSecond},
                          {"nic_floor_s", r.communication.nicFloorS},
                          {"nic_bound", r.communication.nicBound},
                          {"nic_extra_s", r.communication.nicExtraS},
                          {"straggler_s", r.communication.stragglerS},
                          {"straggler_factor", r.communication.stragglerFactor}};
    j["compute"] = {{"model_flops_per_step", r.compute.modelFlopsPerStep},
                    {"hardware_flops_per_step", r.compute.hardwareFlopsPerStep},
                    {"time_s", r.compute.timeS},
                    {"matmul_efficiency", r.compute.matmulEfficiency},
                    {"peak_flops_per_gpu", r.compute.peakFlops}};
    const auto& st = r.step;
    j["step"] = {{"time_s", st.timeS},         {"tokens_per_s", st.tokensPerS},
                 {"mfu", st.mfu},              {"hfu", st.hfu},
                 {"compute_s", st.computeS},   {"bubble_s", st.bubbleS},
                 {"exposed_comm_s", st.exposedCommS}, {"optimizer_s", st.optimizerS},
                 {"offload_bytes", st.offloadBytes}, {"offload_stall_s", st.offloadStallS},
                 {"time_s_low", st.timeLowS},   {"time_s_high", st.timeHighS},
                 {"tokens_per_s_low", st.tokensPerSLow}, {"tokens_per_s_high", st.tokensPerSHigh}};
    // What each figure rests on (core/estimate/evidence.h); the ranges hold 80 % of the
    // measured runs of that level.
    j["evidence"] = {{"step.time_s", evidenceName(st.timeEvidence)},
                     {"step.tokens_per_s", evidenceName(st.timeEvidence)},
                     {"step.mfu", evidenceName(st.timeEvidence)},
                     {"model.params_total", evidenceName(Evidence::Exact)},
                     {"memory.stages.weights_bytes", evidenceName(Evidence::Exact)},
                     {"memory.stages.gradients_bytes", evidenceName(Evidence::Exact)},
                     {"memory.stages.optimizer_bytes", evidenceName(Evidence::Exact)},
                     {"memory.stages.activations_bytes", evidenceName(Evidence::Modelled)},
                     {"memory.stages.total_bytes", evidenceName(Evidence::Modelled)},
                     {"step_time_band", {{"low", st.timeBand.low}, {"high", st.timeBand.high},
                                         {"runs", st.timeBand.runs}, {"coverage", 0.8},
                                         {"widened_for", bandWideningName(st.timeBandWidening)},
                                         {"widened_for_experts", st.timeBandWidenedForExperts},
                                         {"widened_for_quantized_blackwell", st.timeBandWidenedForQuantizedBlackwell},
                                         {"runs_are", st.timeEvidence == Evidence::Calibrated ? "held-out runs of the calibration"
                                                                                           : modelledBandRuns(st.timeBandWidening)}}},
                     // null: no public measured run backs a memory range for this plan's stack
                     {"peak_memory_band", r.memory.band.runs > 0
                                              ? nlohmann::json{{"low", r.memory.band.low}, {"high", r.memory.band.high},
                                                               {"runs", r.memory.band.runs}, {"coverage", 0.8},
                                                               {"runs_are", r.memory.bandRuns == MemoryBandRuns::Megatron
                                                                                ? "Megatron-LM runs' allocated peaks, the overhead added as set"
                                                                                : "torchtitan's reserved peaks"}}
                                              : nlohmann::json()}};

    nlohmann::json diagnostics = nlohmann::json::array();
    for (const auto& d : r.diagnostics)
        diagnostics.push_back(diagnosticToJson(d));
    if (r.experts)
        j["experts"] = {{"imbalance", r.experts->imbalance},
                        {"load_factor", r.experts->factor},
                        {"dropped_share", r.experts->droppedShare},
                        {"capacity_factor", r.experts->capacityFactor},
                        {"padded", r.experts->padded}};
    j["diagnostics"] = diagnostics;
    if (r.measured) {
        nlohmann::json figures = nlohmann::json::array();
        const bool comparable = r.measured->comparable(); // else another plan's figures
        for (const MeasuredFigure& f : r.measured->figures)
            figures.push_back({{"figure", f.figure},
                               {"measured", f.measured},
                               {"estimated", f.estimated},
                               {"error", comparable ? nlohmann::json(f.error()) : nlohmann::json(nullptr)}});
        j["measured"] = {{"source", r.measured->source},
                         {"note", r.measured->note},
                         {"figures", figures},
                         {"plan_edits", r.measured->planEdits}};
    }
    return j;
}

void writeReportJson(std::ostream& out, const Report& r, int indent)
{
    // The tree without its two arrays that grow with the pipeline; they are streamed.
    Report skeleton = r;
    skeleton.memory.stages.clear();
    skeleton.pipeline.timeline.clear();
    const std::vector<StreamedArray> arrays = {
        {{"memory", "stages"}, r.memory.stages.size(), [&](size_t i) { return stageToJson(r.memory.stages[i]); }},
        {{"pipeline", "timeline"}, r.pipeline.timeline.size(), [&](size_t i) { return rankToJson(r.pipeline.timeline[i]); }},
    };
    writeJson(out, reportToJson(skeleton), arrays, indent);
}

} // namespace shardscope
