#include "communication.h"

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
        const double one = collectiveSeconds(Collective::AllReduce, message, tp, cluster);
        const double extra = ctx.recompute == Recompute::Full ? 2.0 : 0.0;
        c.tpForward = 2.0 * one;
        c.tpBackward = (2.0 + extra) * one;
        c.tpBytes = (4.0 + extra) * message * busFactor(Collective::AllReduce, tp.size);
    }

    const GroupPlacement& cp = placement.group(GroupDim::Cp);
    if (cp.size > 1) {
        double kvPerToken; // bytes of K and V per token and layer
        if (m.mla)
            kvPerToken = 2.0 * m.heads * double(m.mla->qkNopeHeadDim + m.mla->qkRopeHeadDim + m.mla->vHeadDim);
        else
            kvPerToken = 2.0 * 2.0 * m.kvHeads * double(m.effectiveHeadDim());
        const int kvHeads = m.mla ? m.heads : m.kvHeads;
        const double tpSplit = std::min(ctx.tp, std::max(kvHeads, 1));
        const double buffer = ctx.seq * ctx.microBatch * kvPerToken / tpSplit; // all ranks' KV
        c.cpForward = collectiveSeconds(Collective::AllGather, buffer, cp, cluster);
        c.cpBackward = collectiveSeconds(Collective::ReduceScatter, buffer, cp, cluster);
        c.cpBytes = 2.0 * buffer * busFactor(Collective::AllGather, cp.size);
    }

    const GroupPlacement& ep = placement.group(GroupDim::Ep);
    if (moeLayer && m.isMoe() && ep.size > 1) {
        const double buffer = m.moe->topK * tokens / ctx.tp * h * 2.0;
        const double one = collectiveSeconds(Collective::AllToAll, buffer, ep, cluster);
        c.epForward = 2.0 * one;
        c.epBackward = 2.0 * one;
        c.epBytes = 4.0 * buffer * busFactor(Collective::AllToAll, ep.size);
    }
    return c;
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
    p.seconds = collectiveSeconds(Collective::SendRecv, p.bytes, pp, cluster);
    if (ctx.tp > 1 && !ctx.sequenceParallel) // re-gather the full activation inside the node
        p.seconds += collectiveSeconds(Collective::AllGather, tensor, placement.group(GroupDim::Tp), cluster);
    return p;
}

GroupCosts::GroupCosts(const GroupPlacement& group, const ClusterSpec& cluster)
    : size(group.size), ringFactor(busFactor(Collective::AllGather, group.size))
{
    if (size <= 1)
        return;
    // All three share the path; all-reduce has twice the steps and the bytes.
    allGather = reduceScatter = linearCost(Collective::AllGather, group, cluster);
    allReduce = linearCost(Collective::AllReduce, group, cluster);
}

GradientTraffic gradientTraffic(double params, const GroupPlacement& group, int zero,
                                int64_t microbatches, const TrainingSpec& training,
                                const ClusterSpec& cluster)
{
    return gradientTraffic(params, GroupCosts(group, cluster), zero, microbatches, training);
}

GradientTraffic gradientTraffic(double params, const GroupCosts& group, int zero,
                                int64_t microbatches, const TrainingSpec& training)
{
    GradientTraffic g;
    if (group.size <= 1 || params <= 0)
        return g;
    const double paramBytes = training.precision == Precision::Fp32 ? 4.0 : 2.0;
    const double megatronGrad =
        training.precision == Precision::Fp32 || training.mainGrads == GradPrecision::Fp32 ? 4.0 : 2.0;
    const double gradBytes = zero >= 2 ? paramBytes : megatronGrad;
    const double m = double(std::max<int64_t>(microbatches, 1));
    auto add = [&](Collective kind, const LinearCost& cost, const char* what, double bytes, double count) {
        const double one = cost.seconds(bytes);
        g.calls[size_t(g.callCount++)] = CollectiveCall{kind, what, bytes, count, one};
        g.bytesPerStep += count * bytes * group.ringFactor * (kind == Collective::AllReduce ? 2.0 : 1.0);
        g.seconds += count * one;
        return one * count;
    };
    switch (zero) {
    case 0:
        g.oncePerStepGradient = add(Collective::AllReduce, group.allReduce, "gradient all-reduce", params * gradBytes, 1);
        break;
    case 1:
        g.oncePerStepGradient = add(Collective::ReduceScatter, group.reduceScatter, "gradient reduce-scatter", params * gradBytes, 1);
        g.oncePerStepParams = add(Collective::AllGather, group.allGather, "parameter all-gather", params * paramBytes, 1);
        break;
    case 2:
        g.perMicrobatchSeconds = add(Collective::ReduceScatter, group.reduceScatter, "gradient reduce-scatter", params * gradBytes, m) / m;
        g.oncePerStepParams = add(Collective::AllGather, group.allGather, "parameter all-gather", params * paramBytes, 1);
        break;
    default:
        g.perMicrobatchSeconds =
            (add(Collective::AllGather, group.allGather, "parameter all-gather (forward)", params * paramBytes, m) +
             add(Collective::AllGather, group.allGather, "parameter all-gather (backward)", params * paramBytes, m) +
             add(Collective::ReduceScatter, group.reduceScatter, "gradient reduce-scatter", params * gradBytes, m)) / m;
        break;
    }
    return g;
}

} // namespace shardscope
