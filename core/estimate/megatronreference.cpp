#include "megatronreference.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace shardscope {

MegatronReference megatronTheoreticalMemory(const MegatronArgs& a)
{
    MegatronReference out;
    const double h = a.hiddenSize;
    const double queryProjectionSize = a.kvChannels * a.numAttentionHeads;
    const double queryRatio = queryProjectionSize / h;
    const double queryGroups = a.groupQueryAttention ? a.numQueryGroups : a.numAttentionHeads;
    const double numExperts = a.moe ? a.numExperts : 1;
    const double gated = a.swiglu ? 1.5 : 1.0;
    const double sharedFfn = a.moeSharedExpertIntermediateSize;

    int numMoeLayers = 0;
    if (a.moe)
        numMoeLayers = std::accumulate(a.moeLayerPattern.begin(), a.moeLayerPattern.end(), 0);
    const int numDenseLayers = a.numLayers - numMoeLayers;
    const double moeFfn = a.moe ? a.moeFfnHiddenSize : 0;
    int mtpMoe = 0, mtpDense = 0;
    if (a.mtpNumLayers > 0) {
        const int lastIsMoe = a.moe && !a.moeLayerPattern.empty() ? a.moeLayerPattern.back() : 0;
        mtpMoe = lastIsMoe * a.mtpNumLayers;
        mtpDense = (1 - lastIsMoe) * a.mtpNumLayers;
    }
    const double normSize = a.rmsNorm ? 1 : 2;

    double selfAttn;
    if (a.multiLatentAttention) {
        double qTerm;
        if (a.qLoraRank <= 0)
            qTerm = h * a.numAttentionHeads * (a.qkHeadDim + a.qkPosEmbHeadDim);
        else
            qTerm = a.qLoraRank *
                    (h + a.numAttentionHeads * (a.qkHeadDim + a.qkPosEmbHeadDim) + normSize);
        selfAttn =
            qTerm +
            a.kvLoraRank * (h + a.numAttentionHeads * (a.qkHeadDim + a.vHeadDim) + normSize) +
            h * a.qkPosEmbHeadDim + (a.numAttentionHeads * a.vHeadDim) * h;
    } else {
        selfAttn = 2 * h * h * ((1 + (queryGroups / a.numAttentionHeads)) * queryRatio);
    }

    const double embeddingSize = h * a.paddedVocabSize;
    const double finalLayernorm = normSize * h;
    const double embeddingLayers =
        a.untieEmbeddingsAndOutputWeights ? 2 * embeddingSize : embeddingSize;

    const double attention = selfAttn;
    const double denseMlp = 2 * h * a.ffnHiddenSize * gated;
    const double sharedExpert = 2 * h * sharedFfn * gated;
    const double routedExpert = 2 * h * moeFfn * numExperts * gated;
    const double layernorm = 2 * h * normSize;
    const double router = a.moe ? (h * numExperts) + (a.addBiasLinear ? numExperts : 0) : 0;
    const double sharedGate = sharedFfn > 0 && a.moeSharedExpertGate ? h : 0;

    const double layerDense = attention + denseMlp + layernorm;
    const double layerMoe =
        attention + sharedExpert + routedExpert + layernorm + router + sharedGate;
    const double activeRoutedExpert = a.moe ? 2 * h * moeFfn * a.moeRouterTopk * gated : 0;
    const double activeLayerMoe =
        attention + sharedExpert + activeRoutedExpert + layernorm + router + sharedGate;
    const double block = layerDense * numDenseLayers + layerMoe * numMoeLayers + finalLayernorm;
    const double mtpBlock = layerDense * mtpDense + layerMoe * mtpMoe;
    out.paramsTotal = block + mtpBlock + embeddingLayers;
    const double activeBlock =
        layerDense * numDenseLayers + activeLayerMoe * numMoeLayers + finalLayernorm;
    out.paramsActive = activeBlock + mtpBlock + embeddingLayers;

    const double etp = a.expertTensorParallelSize, ep = a.expertModelParallelSize;
    const double pp = a.pipelineModelParallelSize, tp = a.tensorModelParallelSize;
    // Integer division as in Megatron; an impossible grid (EP too large) would abort there.
    const double expertDp = std::max(1.0, double(a.worldSize / int64_t(etp * ep * pp)));

    const double tpShardedBlock =
        (attention + denseMlp) * numDenseLayers + (attention + sharedExpert) * numMoeLayers;
    const double replicatedBlock = layernorm * numDenseLayers +
                                   (layernorm + router + sharedGate) * numMoeLayers +
                                   finalLayernorm;
    const double expertBlock = routedExpert * numMoeLayers;
    const double tpShardedMtp =
        (attention + denseMlp) * mtpDense + (attention + sharedExpert) * mtpMoe;
    const double replicatedMtp = layernorm * mtpDense + (layernorm + router + sharedGate) * mtpMoe;
    const double expertMtp = routedExpert * mtpMoe;

    double tpShardedShard = ((tpShardedBlock / pp) + tpShardedMtp + embeddingSize) / tp;
    const double replicatedShard = (replicatedBlock / pp) + replicatedMtp;
    const double expertShard = ((expertBlock / pp) + expertMtp) / (etp * ep);
    double mostLoaded = tpShardedShard + replicatedShard + expertShard;
    if (a.untieEmbeddingsAndOutputWeights && a.pipelineModelParallelSize == 1) {
        tpShardedShard += embeddingSize / tp;
        mostLoaded += embeddingSize / tp;
    }
    out.paramsMostLoadedShard = mostLoaded;

    auto bytesPerParameter = [&](double dataParallel) {
        return a.useDistributedOptimizer ? 6 + (12 / dataParallel) : 18;
    };
    out.weightAndOptimizerBytes =
        (tpShardedShard + replicatedShard) * bytesPerParameter(a.dataParallelSize) +
        expertShard * bytesPerParameter(expertDp);

    // Activations: report_theoretical_memory picks the SP formula only with SP + selective.
    const double s = a.seqLength, b = a.microBatchSize, p = a.pipelineModelParallelSize;
    const bool interleaved = a.virtualPipelineModelParallelSize.has_value();
    double penalty = 1;
    if (interleaved) {
        const double v = *a.virtualPipelineModelParallelSize;
        penalty = 1 + ((p - 1) / (p * v));
        out.inFlightMicrobatches = int(std::ceil(penalty * p));
    }
    auto scheduleScale = [&](double memory) {
        if (interleaved)
            return memory * penalty;
        if (a.pipelineModelParallelSize > 1) {
            if (a.numMicrobatches) {
                out.inFlightMicrobatches = int(std::min<int64_t>(*a.numMicrobatches, int64_t(p)));
                return memory * std::min(1.0, double(*a.numMicrobatches) / p);
            }
            out.inFlightMicrobatches = int(p);
        }
        return memory;
    };
    if (!interleaved && a.pipelineModelParallelSize == 1)
        out.inFlightMicrobatches = 1;

    if (a.sequenceParallel && a.selectiveRecompute) {
        out.activationBranch = "compute_activation_memory";
        double memory = (s * b * h) * (18 + (4 * (a.ffnHiddenSize / h)));
        memory *= a.numLayers;
        memory += 8 * s * b * p;
        memory += s * b * h * p;
        memory = scheduleScale(memory);
        if (a.pipelineModelParallelSize == 1)
            memory += s * b * h * 4 * (1 + (a.paddedVocabSize / h));
        out.activationBytes = memory / tp;
    } else {
        out.activationBranch = "compute_activation_memory_without_sp";
        double memory = s * b * h * (10 + (24 / tp));
        memory *= a.numLayers;
        memory += 8 * s * b * p;
        memory += s * b * h * p;
        memory = scheduleScale(memory);
        if (a.pipelineModelParallelSize == 1) {
            const double logits = s * b * a.paddedVocabSize / tp;
            const double finalLn = s * b * h;
            memory += (logits + finalLn) * 2;
        }
        out.activationBytes = memory * 1.05;
    }
    return out;
}

double megatronBytesPerParameter(MegatronDtype params, MegatronDtype grads, bool distributed,
                                 double dp)
{
    auto size = [](MegatronDtype t) { return t == MegatronDtype::Fp32 ? 4.0 : 2.0; };
    const double replicated = size(params) + size(grads);
    const double sharded = 8.0 + (params != MegatronDtype::Fp32 ? 4.0 : 0.0) +
                           (grads != MegatronDtype::Fp32 ? 4.0 : 0.0);
    return replicated + (distributed ? sharded / std::max(dp, 1.0) : sharded);
}

MegatronArgs megatronArgsFor(const Scenario& s, int64_t paddedVocab, int64_t microbatches)
{
    const ModelSpec& m = s.model;
    MegatronArgs a;
    a.numLayers = m.layers;
    a.hiddenSize = double(m.hidden);
    a.numAttentionHeads = m.heads;
    a.numQueryGroups = m.kvHeads;
    a.groupQueryAttention = m.kvHeads != m.heads;
    a.kvChannels = double(m.effectiveHeadDim());
    a.ffnHiddenSize = double(m.ffnHidden);
    a.paddedVocabSize = double(paddedVocab);
    a.swiglu = m.activation == Activation::Swiglu;
    a.rmsNorm = m.norm == Norm::RmsNorm;
    a.untieEmbeddingsAndOutputWeights = !m.tiedEmbeddings;
    if (m.isMoe()) {
        const auto& e = *m.moe;
        a.moe = true;
        a.numExperts = e.experts;
        for (int i = 0; i < m.layers; ++i)
            a.moeLayerPattern.push_back(m.isMoeLayer(i) ? 1 : 0);
        a.moeFfnHiddenSize = double(e.expertFfnHidden);
        a.moeSharedExpertIntermediateSize =
            double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
            e.sharedExperts;
        a.moeRouterTopk = e.topK;
        a.addBiasLinear = e.routerBias;
        a.moeSharedExpertGate = e.sharedExpertGate;
    }
    a.mtpNumLayers = m.mtpLayers;
    if (m.mla) {
        a.multiLatentAttention = true;
        a.groupQueryAttention = false;
        a.qLoraRank = double(m.mla->qLoraRank);
        a.kvLoraRank = double(m.mla->kvLoraRank);
        a.qkHeadDim = double(m.mla->qkNopeHeadDim);
        a.qkPosEmbHeadDim = double(m.mla->qkRopeHeadDim);
        a.vHeadDim = double(m.mla->vHeadDim);
    }
    const ParallelConfig& p = s.parallel;
    a.tensorModelParallelSize = p.tp;
    a.pipelineModelParallelSize = p.pp;
    a.dataParallelSize = p.dp;
    a.worldSize = p.worldSize();
    a.expertTensorParallelSize = p.expertTensorParallel();
    a.expertModelParallelSize = p.ep;
    if (p.effectiveVirtualStages() > 1)
        a.virtualPipelineModelParallelSize = p.effectiveVirtualStages();
    a.useDistributedOptimizer = p.zeroStage >= 1;
    a.sequenceParallel = p.sequenceParallel;
    a.selectiveRecompute = s.training.recompute == Recompute::Selective;
    a.seqLength = double(s.training.seqLength);
    a.microBatchSize = double(s.training.microBatch);
    a.numMicrobatches = microbatches;
    return a;
}

} // namespace shardscope
