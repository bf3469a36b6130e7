#include "memory.h"

#include "activations.h"
#include "bytes.h"
#include "modelstates.h"
#include "stagelayout.h"
#include "stageparams.h"

#include <algorithm>

namespace shardscope {

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
