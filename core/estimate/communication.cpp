#include "communication.h"

#include "core/model/precision.h"

#include <algorithm>

namespace shardscope {

LayerComm layerComm(const ModelSpec& m, bool moeLayer, const ActivationContext& ctx,
                    const Placement& placement, const ClusterSpec& cluster)
{
    LayerComm c;
    const double tokens = ctx.seqLocal * ctx.microBatch;
    const double h = double(m.hidden);

    const GroupPlacement& tp = placement.group(GroupDim::Tp);
    if (tp.size > 1) {
        const double message = tokens * h * 2.0;
        c.tpMessage = message;
        c.tpMlpIsDispatcher = moeLayer;
        const TpCallCounts calls = tpCallCounts(moeLayer, ctx);
        const double bus = busFactor(Collective::AllGather, tp.size); // = RS, AR / 2
        if (ctx.sequenceParallel) {
            const double gathered = tokens * h * ctx.tpGatherBytes;
            c.tpGatherMessage = gathered;
            const LinearCost ag = linearCost(Collective::AllGather, tp, cluster);
            const LinearCost rs = linearCost(Collective::ReduceScatter, tp, cluster);
            c.tpEnter = c.tpExitGrad = ag.seconds(gathered);
            c.tpRegather = ctx.tpRegathers ? ag.seconds(message) : 0.0;
            c.tpExit = c.tpEnterGrad = rs.seconds(message);
            const double regathers = tpRegathersPerLayer(moeLayer, ctx);
            const double gatherBytes = gathered * (calls.allGather - regathers) + message * regathers;
            c.tpNicBytes = gatherBytes * ag.nicBytesPerByte + message * calls.reduceScatter * rs.nicBytesPerByte;
            c.tpBytes = bus * (gatherBytes + message * calls.reduceScatter);
        } else {
            const LinearCost ar = linearCost(Collective::AllReduce, tp, cluster);
            c.tpExit = c.tpEnterGrad = ar.seconds(message);
            c.tpNicBytes = message * calls.allReduce * ar.nicBytesPerByte;
            c.tpBytes = bus * message * 2.0 * calls.allReduce;
        }
        const double blockForward = c.tpEnter + c.tpExit;
        const double recomputed = recomputedBlocks(moeLayer, ctx) * blockForward;
        c.tpForward = 2.0 * blockForward;
        c.tpBackward = 2.0 * (c.tpExitGrad + c.tpEnterGrad) + tpRegathersPerLayer(moeLayer, ctx) * c.tpRegather + recomputed;
    }

    const GroupPlacement& cp = placement.group(GroupDim::Cp);
    if (cp.size > 1 && ctx.cpCommType == CpCommType::AllToAll) {
        // Ulysses-style (Transformer Engine's AttnFuncWithCPAndQKVOA2A): Q, K and V go from
        // the sequence split to a head split before attention and the output back after it;
        // the backward moves the output gradient the same way and dQ, dK, dV back (since TE
        // 2.8 the backward all-to-alls dO on the output side only). Each is one all-to-all of
        // the rank's local tokens, over the heads its TP rank holds.
        const double qk = m.mla ? double(m.mla->qkNopeHeadDim + m.mla->qkRopeHeadDim) : double(m.effectiveHeadDim());
        const double vd = m.mla ? double(m.mla->vHeadDim) : double(m.effectiveHeadDim());
        const int kvHeads = m.mla ? m.heads : m.kvHeads;
        const double local = ctx.seqLocal * ctx.microBatch * 2.0; // bf16 values per head dim
        const double qkv = local * (m.heads * qk / ctx.tp + kvHeads * (qk + vd) / std::min(ctx.tp, std::max(kvHeads, 1)));
        const double out = local * m.heads * vd / ctx.tp;
        const LinearCost a2a = linearCost(Collective::AllToAll, cp, cluster);
        const double bus = busFactor(Collective::AllToAll, cp.size);
        c.cpForward = a2a.seconds(qkv) + a2a.seconds(out);
        c.cpBackward = a2a.seconds(out) + a2a.seconds(qkv);
        c.cpBytes = 2.0 * (qkv + out) * bus;
        c.cpNicBytes = 2.0 * (qkv + out) * a2a.nicBytesPerByte;
        if (ctx.recomputesAttentionKernel()) {
            c.cpRecompute = c.cpForward;
            c.cpBackward += c.cpRecompute;
            c.cpBytes += (qkv + out) * bus;
            c.cpNicBytes += (qkv + out) * a2a.nicBytesPerByte;
        }
    } else if (cp.size > 1) {
        // K and V as the attention kernel receives them: the KV heads, or every query head
        // where repeat_kv ran before PyTorch's SDPA.
        const int kvHeads = m.mla || ctx.cpAllGatherAtQueryHeads ? m.heads : m.kvHeads;
        double kvPerToken; // bytes of K and V per token and layer
        if (m.mla)
            kvPerToken = 2.0 * m.heads * double(m.mla->qkNopeHeadDim + m.mla->qkRopeHeadDim + m.mla->vHeadDim);
        else
            kvPerToken = 2.0 * 2.0 * kvHeads * double(m.effectiveHeadDim());
        const double tpSplit = std::min(ctx.tp, std::max(kvHeads, 1));
        const double buffer = ctx.seq * ctx.microBatch * kvPerToken / tpSplit; // all ranks' KV
        const LinearCost ag = linearCost(Collective::AllGather, cp, cluster);
        const double gatherBus = busFactor(Collective::AllGather, cp.size);
        c.cpForward = ag.seconds(buffer);
        if (ctx.cpAllGatherAtQueryHeads) {
            // Backward: K and V gathered again, then each of the c blocks sends its dK and dV
            // (fp32, the buffer's c-th part at twice the bytes) to the next rank.
            const LinearCost p2p = linearCost(Collective::SendRecv, cp, cluster);
            const double gradChunk = 2.0 * buffer / cp.size;
            c.cpGradRound = p2p.seconds(gradChunk);
            c.cpBackward = c.cpForward + cp.size * c.cpGradRound;
            c.cpBytes = 2.0 * buffer * gatherBus + cp.size * gradChunk;
            c.cpNicBytes = 2.0 * buffer * ag.nicBytesPerByte + cp.size * gradChunk * p2p.nicBytesPerByte;
        } else {
            const LinearCost rs = linearCost(Collective::ReduceScatter, cp, cluster);
            c.cpBackward = rs.seconds(buffer);
            c.cpBytes = 2.0 * buffer * gatherBus;
            c.cpNicBytes = buffer * (ag.nicBytesPerByte + rs.nicBytesPerByte);
        }
        if (ctx.recomputesAttentionKernel()) {
            c.cpRecompute = c.cpForward;
            c.cpBackward += c.cpRecompute;
            c.cpBytes += buffer * gatherBus;
            c.cpNicBytes += buffer * ag.nicBytesPerByte;
        }
    }

    const GroupPlacement& ep = placement.group(GroupDim::Ep);
    if (moeLayer && m.isMoe() && ep.size > 1) {
        const double buffer = expertDispatchBytes(m, ctx);
        const LinearCost a2a = expertDispatchCost(m, ctx, ep, cluster);
        const double one = a2a.seconds(buffer);
        // Dispatch and combine each way; recomputing the MoE block dispatches and combines again.
        const double calls = ctx.recomputesMlpBlock(true) ? 6.0 : 4.0;
        c.epCalls = calls;
        c.epForward = 2.0 * one;
        c.epBackward = (calls - 2.0) * one;
        c.epBytes = calls * buffer * busFactor(Collective::AllToAll, ep.size);
        c.epNicBytes = calls * buffer * a2a.nicBytesPerByte;
    }
    return c;
}

double expertDispatchBytes(const ModelSpec& m, const ActivationContext& ctx)
{
    // The busiest rank receives expertLoad times the even share, and the exchange waits for it.
    return m.moe->topK * ctx.seqLocal * ctx.microBatch / ctx.tp * double(m.hidden) * 2.0 * ctx.expertLoad;
}

LinearCost expertDispatchCost(const ModelSpec& m, const ActivationContext& ctx, const GroupPlacement& ep,
                              const ClusterSpec& cluster)
{
    if (ctx.dispatcher == MoeDispatcher::DeepEp)
        return deepEpCost(ep, cluster, m.moe->topK, m.moe->routerGroups, m.moe->routerGroupTopK);
    return linearCost(Collective::AllToAll, ep, cluster);
}

double tpRegathersPerLayer(bool moeLayer, const ActivationContext& ctx)
{
    // Before each column-parallel GEMM's weight gradient: QKV and fc1; an MoE layer's experts
    // sit behind the token dispatcher instead.
    if (!ctx.sequenceParallel || !ctx.tpRegathers)
        return 0.0;
    return moeLayer ? 1.0 : 2.0;
}

double recomputedBlocks(bool moeLayer, const ActivationContext& ctx)
{
    return ctx.recompute == Recompute::Full ? 2.0 : ctx.recomputesMlpBlock(moeLayer) ? 1.0 : 0.0;
}

TpCallCounts tpCallCounts(bool moeLayer, const ActivationContext& ctx)
{
    // Two blocks forward, and again those recompute re-runs; re-gathers only before
    // column-parallel GEMMs.
    const double forwardBlocks = 2.0 + recomputedBlocks(moeLayer, ctx);
    TpCallCounts n;
    if (ctx.tp <= 1)
        return n;
    if (ctx.sequenceParallel) {
        n.allGather = forwardBlocks + 2.0 + tpRegathersPerLayer(moeLayer, ctx);
        n.reduceScatter = forwardBlocks + 2.0;
    } else {
        n.allReduce = forwardBlocks + 2.0;
    }
    return n;
}

P2pTransfer pipelineTransfer(const ModelSpec& m, const ActivationContext& ctx,
                             const Placement& placement, const ClusterSpec& cluster)
{
    P2pTransfer p;
    const GroupPlacement& pp = placement.group(GroupDim::Pp);
    if (pp.size <= 1)
        return p;
    const double tensor = ctx.seqLocal * ctx.microBatch * double(m.hidden) * 2.0;
    p.bytes = tensor / ctx.tp;
    const LinearCost line = linearCost(Collective::SendRecv, pp, cluster);
    p.seconds = line.seconds(p.bytes);
    p.nicBytes = p.bytes * line.nicBytesPerByte;
    if (ctx.tp > 1 && !ctx.sequenceParallel) // re-gather the full activation inside the node
        p.seconds += collectiveSeconds(Collective::AllGather, tensor, placement.group(GroupDim::Tp), cluster);
    return p;
}

GroupCosts::GroupCosts(const GroupPlacement& group, const ClusterSpec& cluster)
    : size(group.size), ringFactor(busFactor(Collective::AllGather, group.size))
{
    if (size <= 1)
        return;
    const LinkPath gather = linkPath(group, cluster, Collective::AllGather);
    const LinkPath scatter = linkPath(group, cluster, Collective::ReduceScatter);
    allGather = linearCost(Collective::AllGather, group, cluster, gather);
    reduceScatter = linearCost(Collective::ReduceScatter, group, cluster, scatter);
    allReduce = linearCost(Collective::AllReduce, group, cluster);
    const bool network = group.link == LinkClass::Network || group.link == LinkClass::NetworkSpine;
    if (network && cluster.interNode.zero3NicRate > 0) {
        shardedGather = linearCost(Collective::AllGather, group, cluster,
                                   shardedParameterPath(gather, group, cluster, Collective::AllGather));
        shardedScatter = linearCost(Collective::ReduceScatter, group, cluster,
                                    shardedParameterPath(scatter, group, cluster, Collective::ReduceScatter));
    } else {
        shardedGather = allGather;
        shardedScatter = reduceScatter;
    }
    const LinkSpec& tier = network ? cluster.interNode : cluster.intraNode;
    overlapSlowdown = tier.overlapSlowdown;
    shardedOverlap = network && cluster.interNode.zero3NicRate > 0 ? cluster.interNode.zero3Overlap : 1.0;
}

GradientTraffic gradientTraffic(double params, const GroupPlacement& group, int zero,
                                int64_t microbatches, const TrainingSpec& training,
                                const ClusterSpec& cluster, double layerWeights)
{
    return gradientTraffic(params, GroupCosts(group, cluster), zero, microbatches, training, layerWeights);
}

GradientTraffic gradientTraffic(double params, const GroupCosts& group, int zero,
                                int64_t microbatches, const TrainingSpec& training, double layerWeights)
{
    GradientTraffic g;
    if (group.size <= 1 || params <= 0)
        return g;
    const double paramBytes = training.precision == Precision::Fp32 ? 4.0 : 2.0;
    const double megatronGrad =
        training.precision == Precision::Fp32 || training.mainGrads == GradPrecision::Fp32 ? 4.0 : 2.0;
    const double gradBytes = zero >= 2 ? paramBytes : megatronGrad;
    // The gathered bytes: the transformer layers' weights in the format they are gathered in
    // (FP8 parameter gather), the rest in 16 bits. Gradients are reduced as before.
    const double layers = std::clamp(layerWeights, 0.0, params);
    const double weightBytes = (params - layers) * paramBytes + layers * layerWeightGatherBytes(training);
    const double m = double(std::max<int64_t>(microbatches, 1));
    auto add = [&](Collective kind, const LinearCost& cost, const char* what, double bytes, double count) {
        const double one = cost.seconds(bytes);
        g.calls[size_t(g.callCount++)] = CollectiveCall{kind, what, bytes, count, one};
        g.bytesPerStep += count * bytes * group.ringFactor * (kind == Collective::AllReduce ? 2.0 : 1.0);
        g.nicBytesPerStep += count * bytes * cost.nicBytesPerByte;
        g.seconds += count * one;
        return one * count;
    };
    switch (zero) {
    case 0:
        g.oncePerStepGradient = add(Collective::AllReduce, group.allReduce, "gradient all-reduce", params * gradBytes, 1);
        break;
    case 1:
        g.oncePerStepGradient = add(Collective::ReduceScatter, group.reduceScatter, "gradient reduce-scatter", params * gradBytes, 1);
        g.oncePerStepParams = add(Collective::AllGather, group.allGather, "parameter all-gather", weightBytes, 1);
        break;
    case 2:
        g.perMicrobatchSeconds = add(Collective::ReduceScatter, group.reduceScatter, "gradient reduce-scatter", params * gradBytes, m) / m;
        g.oncePerStepParams = add(Collective::AllGather, group.allGather, "parameter all-gather", weightBytes, 1);
        break;
    default:
        g.perMicrobatchSeconds =
            (add(Collective::AllGather, group.shardedGather, "parameter all-gather (forward)", weightBytes, m) +
             add(Collective::AllGather, group.shardedGather, "parameter all-gather (backward)", weightBytes, m) +
             add(Collective::ReduceScatter, group.shardedScatter, "gradient reduce-scatter", params * gradBytes, m)) / m;
        break;
    }
    return g;
}

} // namespace shardscope
