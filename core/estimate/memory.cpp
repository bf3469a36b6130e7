#include "memory.h"

#include "activations.h"
#include "bytes.h"
#include "modelstates.h"
#include "stagelayout.h"

#include <algorithm>

namespace shardscope {

namespace {

/** Parameters one GPU of a stage holds, split by how ZeRO shards them. */
struct HeldParams
{
    double dense = 0;     ///< sharded over DP x CP
    double expert = 0;    ///< sharded over expert-DP
    double copyDense = 0; ///< DualPipe mirror: weights and gradients only
    double copyExpert = 0;
    double largestUnit = 0; ///< largest layer (or embedding) share, for ZeRO-3 gathers
    double layers = 0;      ///< transformer layers (own, not copies), incl. MTP layers
    double embeddings = 0;  ///< embedding, output layer, positions, final norm (own)

    double total() const { return dense + expert + copyDense + copyExpert; }
};

HeldParams heldParams(const StageLayout& stage, const ModelParams& params, const Scenario& s)
{
    const double t = std::max(s.parallel.tp, 1);
    const double expertSplit =
        double(std::max(s.parallel.expertTensorParallel(), 1)) * std::max(s.parallel.ep, 1);
    HeldParams held;
    auto addLayer = [&](const LayerParams& layer, bool copy) {
        const double dense = layer.tpSharded() / t + layer.replicated();
        const double expert = layer.routedExperts / expertSplit;
        (copy ? held.copyDense : held.dense) += dense;
        (copy ? held.copyExpert : held.expert) += expert;
        if (!copy)
            held.layers += dense + expert;
        held.largestUnit = std::max(held.largestUnit, dense + expert);
    };
    for (const auto& chunk : stage.chunks)
        for (int i = chunk.firstLayer; i < chunk.firstLayer + chunk.layerCount; ++i)
            addLayer(params.layers[size_t(i)], chunk.copy);

    const double embedding = params.embedding / t + params.positionEmbedding;
    // The output layer: its own matrix when untied; with tied embeddings a stage without the
    // input embedding keeps a copy of it (Megatron's embedding group), p = 1 shares one.
    const double outputMatrix = params.outputLayer > 0
                                    ? params.outputLayer / t
                                    : (stage.embedding ? 0.0 : params.embedding / t);
    const double output = outputMatrix + params.finalNorm;
    if (stage.embedding) {
        held.dense += embedding;
        held.embeddings += embedding;
        held.largestUnit = std::max(held.largestUnit, embedding);
    }
    if (stage.output) {
        held.dense += output;
        held.embeddings += output;
        held.largestUnit = std::max(held.largestUnit, outputMatrix);
        for (int i = 0; i < params.mtpLayers; ++i)
            addLayer(params.mtpLayer, false);
    }
    if (stage.embeddingCopy)
        held.copyDense += embedding;
    if (stage.outputCopy)
        held.copyDense += params.outputLayer > 0 ? output : params.embedding / t + params.finalNorm;
    return held;
}

} // namespace

MemoryReport estimateMemory(const Scenario& s, const ModelParams& params, int64_t microbatches)
{
    MemoryReport report;
    report.capacityBytes = toBytes(s.cluster.gpu.memoryGiB * kGiB);

    const auto layout = layoutStages(s.model.layers, s.parallel);
    const ActivationContext ctx = makeActivationContext(s);
    ActivationContext noRecompute = ctx;
    noRecompute.recompute = Recompute::None;
    const StateBytes bytes =
        stateBytesPerParam(s.training.precision, s.training.mainGrads, s.training.optimizer);
    const int zero = s.parallel.zeroStage;
    const bool offload = s.training.offloadOptimizer;
    const double denseGroup = double(s.parallel.denseShardGroup());
    const double expertGroup = double(s.parallel.expertDataParallel());
    const double t = std::max(s.parallel.tp, 1);
    const double spDivisor = ctx.sequenceParallel ? t : 1.0;
    const double sbhLocal = ctx.seqLocal * ctx.microBatch * double(s.model.hidden);
    const double m = double(std::max<int64_t>(microbatches, 1));
    const bool gpipe = s.parallel.schedule == PipelineSchedule::GPipe;
    // Per-layer activations depend only on the layer kind; compute each kind once.
    const double activationDense = layerActivationBytes(s.model, false, ctx);
    const double activationMoe = s.model.isMoe() ? layerActivationBytes(s.model, true, ctx) : 0;
    const double workspaceDense = layerActivationBytes(s.model, false, noRecompute);
    const double workspaceMoe =
        s.model.isMoe() ? layerActivationBytes(s.model, true, noRecompute) : 0;

    for (const auto& stage : layout) {
        StageMemory out;
        out.stage = stage.rank;
        out.layers = stage.layerCount();
        out.firstLayer = stage.chunks.empty() ? 0 : stage.chunks.front().firstLayer;

        const HeldParams held = heldParams(stage, params, s);
        out.params = toBytes(held.total());
        out.paramsLayers = toBytes(held.layers);
        out.paramsEmbedding = toBytes(held.embeddings);

        ModelStateMemory states = shardModelStates(held.dense, denseGroup, zero, bytes, offload);
        states += shardModelStates(held.expert, expertGroup, zero, bytes, offload);
        ModelStateMemory copies = shardModelStates(held.copyDense, denseGroup, zero, bytes, false);
        copies += shardModelStates(held.copyExpert, expertGroup, zero, bytes, false);
        copies.optimizer = 0; // the mirror shares the optimizer step of the original

        // Activations of the layers this GPU runs, times the micro-batches in flight.
        const double inFlight = inFlightMicrobatches(stage, s.parallel, microbatches);
        double perMicrobatch = 0;
        double largestLayer = 0;
        for (const auto& chunk : stage.chunks) {
            for (int i = chunk.firstLayer; i < chunk.firstLayer + chunk.layerCount; ++i) {
                const bool moe = params.layers[size_t(i)].moe;
                perMicrobatch += moe ? activationMoe : activationDense;
                largestLayer = std::max(largestLayer, moe ? workspaceMoe : workspaceDense);
            }
        }
        double activations = perMicrobatch * inFlight;
        double layerActivations = activations;
        const double outputInFlight = gpipe ? m : 1.0;
        if (stage.embedding) // token ids (int64) and the embedding dropout mask
            activations += (8.0 * ctx.seqLocal * ctx.microBatch + sbhLocal) * inFlight / spDivisor;
        if (stage.output) {
            // Final-norm input and output-layer input of the micro-batch at the loss.
            activations += 4.0 * sbhLocal / spDivisor * outputInFlight;
            const bool lastMoe = s.model.isMoeLayer(s.model.layers - 1);
            const double mtp =
                params.mtpLayers * (lastMoe ? activationMoe : activationDense) * outputInFlight;
            activations += mtp;
            layerActivations += mtp;
        }

        BufferBreakdown& buf = out.buffers;
        if (stage.output)
            buf.logits = toBytes(4.0 * ctx.seqLocal * ctx.microBatch * double(params.vocabPadded) /
                                 t * outputInFlight * (1 + params.mtpLayers));
        if (zero >= 3)
            buf.zero3Gather = toBytes(4.0 * held.largestUnit); // DeepSpeed: 4 x largest layer
        if (zero == 2)
            buf.gradientBuckets =
                toBytes(2.0 * std::min(held.dense + held.expert, kDeepSpeedReduceBucketElements));
        if (s.training.recompute == Recompute::Full)
            buf.recomputeWorkspace = toBytes(largestLayer);
        if (s.parallel.pp > 1)
            buf.pipelineP2p = toBytes(8.0 * sbhLocal / spDivisor);
        if (ctx.sequenceParallel)
            buf.sequenceParallelGather = toBytes(2.0 * sbhLocal);

        out.weightsBytes = toBytes(states.weights + copies.weights);
        out.gradientsBytes = toBytes(states.gradients + copies.gradients);
        out.optimizerBytes = toBytes(states.optimizer);
        out.activationsBytes = toBytes(activations);
        out.activationsLayersBytes = toBytes(layerActivations);
        out.buffersBytes = buf.total();
        out.hostBytes = toBytes(states.hostBytes);
        out.inFlightMicrobatches = inFlight;
        const int64_t accounted = out.weightsBytes + out.gradientsBytes + out.optimizerBytes +
                                  out.activationsBytes + out.buffersBytes;
        out.overheadBytes = toBytes(s.training.overhead.cudaContextGiB * kGiB +
                                    s.training.overhead.allocatorFraction * double(accounted));
        out.totalBytes = accounted + out.overheadBytes;
        report.stages.push_back(out);
    }

    for (const auto& stage : report.stages) {
        if (stage.totalBytes > report.peakBytes) {
            report.peakBytes = stage.totalBytes;
            report.peakStage = stage.stage;
        }
    }
    report.fits = report.peakBytes <= report.capacityBytes;
    return report;
}

} // namespace shardscope
