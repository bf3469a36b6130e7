// fillCommunicationByDim(): one report entry per parallel dimension, each from the same
// per-call byte counts and times the step uses.

#include "commreport.h"

#include "collectives.h"
#include "communication.h"

#include <string>

namespace shardscope {

namespace {

const char* collectiveName(Collective k)
{
    switch (k) {
    case Collective::AllReduce: return "all-reduce";
    case Collective::AllGather: return "all-gather";
    case Collective::ReduceScatter: return "reduce-scatter";
    case Collective::AllToAll: return "all-to-all";
    case Collective::SendRecv: return "send-recv";
    }
    return "?";
}

CommDimReport dimReport(const GroupPlacement& g, const char* name)
{
    CommDimReport d;
    d.dim = name;
    d.groupSize = g.size;
    d.crossesNodes = g.crossesNodes;
    d.link = std::string(linkClassName(g.link));
    return d;
}

void addCalls(CommDimReport& d, const GradientTraffic& t)
{
    for (int i = 0; i < t.callCount; ++i) {
        const CollectiveCall& c = t.calls[size_t(i)];
        d.collectives.push_back({collectiveName(c.kind), c.what, c.bytes, c.callsPerStep, c.seconds});
    }
}

/** What every dimension's entry reads: the scenario, its costs, the busiest rank, per step. */
struct DimInputs
{
    const Scenario& s;
    const CostModel& cm;
    const RankWork& crit; ///< the busiest rank's work per micro-batch
    double mb;            ///< micro-batches per step
};

CommDimReport tensorParallel(const DimInputs& in)
{
    const CostModel& cm = in.cm;
    const RankWork& crit = in.crit;
    const double mb = in.mb;
    CommDimReport tp = dimReport(cm.placement.group(GroupDim::Tp), "tp");
    tp.bytesPerStep = mb * cm.overLayers(crit, &LayerComm::tpBytes);
    tp.nicBytesPerStep = mb * cm.overLayers(crit, &LayerComm::tpNicBytes);
    tp.timeS = mb * (cm.overLayers(crit, &LayerComm::tpForward) + cm.overLayers(crit, &LayerComm::tpBackward));
    tp.exposedTimeS = mb * cm.overLayers(crit, &ExposedComm::tp);
    if (tp.groupSize > 1) {
        const GroupPlacement& g = cm.placement.group(GroupDim::Tp);
        auto add = [&](Collective kind, const char* what, double message, double TpCallCounts::*perLayer) {
            const double calls = mb * cm.overLayers(crit, perLayer);
            if (calls > 0)
                tp.collectives.push_back({collectiveName(kind), what, message, calls,
                                          collectiveSeconds(kind, message, g, in.s.cluster)});
        };
        const double message = cm.denseComm.tpMessage;
        add(Collective::AllReduce, "layer activations and their gradients (Megatron f/g)", message,
            &TpCallCounts::allReduce);
        add(Collective::AllGather,
            cm.ctx.tpGatherBytes < 2.0 ? "SP inputs forward, output gradients backward, in FP8 (torchao float8 TP)"
            : !cm.ctx.tpRegathers      ? "SP inputs forward, output gradients backward (DTensor TP)"
                                       : "SP inputs forward, output gradients and re-gathered inputs backward",
            cm.denseComm.tpGatherMessage, &TpCallCounts::allGather);
        add(Collective::ReduceScatter, "SP outputs forward, input gradients backward", message,
            &TpCallCounts::reduceScatter);
    }
    return tp;
}

CommDimReport contextParallel(const DimInputs& in)
{
    const CostModel& cm = in.cm;
    const RankWork& crit = in.crit;
    const double mb = in.mb;
    CommDimReport cp = dimReport(cm.placement.group(GroupDim::Cp), "cp");
    // Over the rank's layers as they run: those block recompute leaves alone exchange once.
    cp.bytesPerStep = mb * cm.overLayers(crit, &LayerComm::cpBytes);
    cp.nicBytesPerStep = mb * cm.overLayers(crit, &LayerComm::cpNicBytes);
    cp.timeS = mb * (cm.overLayers(crit, &LayerComm::cpForward) + cm.overLayers(crit, &LayerComm::cpBackward));
    cp.exposedTimeS = mb * cm.overLayers(crit, &ExposedComm::cp);
    return cp;
}

/** Activations forward and gradients backward, one each per micro-batch and chunk. */
CommDimReport pipelineParallel(const DimInputs& in, int chunks, double exposed)
{
    const CostModel& cm = in.cm;
    CommDimReport pp = dimReport(cm.placement.group(GroupDim::Pp), "pp");
    const double transfers = 2.0 * in.mb * chunks;
    pp.bytesPerStep = transfers * cm.p2p.bytes;
    pp.nicBytesPerStep = transfers * cm.p2p.nicBytes;
    pp.timeS = transfers * cm.p2p.seconds;
    pp.exposedTimeS = exposed;
    if (pp.groupSize > 1)
        pp.collectives.push_back({"send-recv", "activation forward, gradient backward per micro-batch",
                                  cm.p2p.bytes, transfers, cm.p2p.seconds});
    return pp;
}

/**
 * One kind of gradient traffic (the dense or the expert gradients) as a dimension's entry,
 * with its share of the worst stage's exposed data-parallel time.
 */
CommDimReport gradientDim(const GroupPlacement& group, const char* name, const GradientTraffic& traffic,
                          const DataParallelCost& worstDp)
{
    CommDimReport d = dimReport(group, name);
    d.bytesPerStep = traffic.bytesPerStep;
    d.nicBytesPerStep = traffic.nicBytesPerStep;
    d.timeS = traffic.seconds;
    d.exposedTimeS = worstDp.seconds > 0 ? worstDp.exposed * traffic.seconds / worstDp.seconds : 0.0;
    addCalls(d, traffic);
    return d;
}

/** The dense gradients' traffic. */
CommDimReport dataParallel(const DimInputs& in, const DataParallelCost& worstDp)
{
    return gradientDim(in.cm.placement.group(GroupDim::DpCp), "dp", worstDp.dense, worstDp);
}

/** The token dispatcher's all-to-alls of the MoE layers. */
CommDimReport expertParallel(const DimInputs& in)
{
    const CostModel& cm = in.cm;
    const RankWork& crit = in.crit;
    const double mb = in.mb;
    const ModelSpec& model = in.s.model;
    CommDimReport ep = dimReport(cm.placement.group(GroupDim::Ep), "ep");
    ep.bytesPerStep = mb * cm.overLayers(crit, &LayerComm::epBytes);
    ep.nicBytesPerStep = mb * cm.overLayers(crit, &LayerComm::epNicBytes);
    ep.timeS = mb * (cm.overLayers(crit, &LayerComm::epForward) + cm.overLayers(crit, &LayerComm::epBackward));
    ep.exposedTimeS = mb * cm.overLayers(crit, &ExposedComm::ep);
    if (ep.groupSize > 1) {
        const double buffer = expertDispatchBytes(model, cm.ctx);
        const bool deepEp = cm.ctx.dispatcher == MoeDispatcher::DeepEp;
        ep.collectives.push_back(
            {"all-to-all",
             deepEp ? "token dispatch and combine by DeepEP (2 forward, 2 backward per MoE layer, 2 more when recomputed)"
                    : "token dispatch and combine (2 forward, 2 backward per MoE layer, 2 more when recomputed)",
             buffer, mb * cm.overLayers(crit, &LayerComm::epCalls),
             expertDispatchCost(model, cm.ctx, cm.placement.group(GroupDim::Ep), in.s.cluster).seconds(buffer)});
    }
    return ep;
}

/** The expert gradients' traffic. */
CommDimReport expertDataParallel(const DimInputs& in, const DataParallelCost& worstDp)
{
    return gradientDim(in.cm.placement.group(GroupDim::Edp), "edp", worstDp.expert, worstDp);
}

} // namespace

void fillCommunicationByDim(CommunicationReport& comm, const Scenario& s, const CostModel& cm,
                            const RankWork& busiest, int64_t microbatches, int chunksPerRank,
                            double pipelineExposed, const DataParallelCost& worstDp)
{
    const DimInputs in{s, cm, busiest, double(microbatches)};
    comm.dims.clear();
    comm.dims.push_back(tensorParallel(in));
    comm.dims.push_back(contextParallel(in));
    comm.dims.push_back(pipelineParallel(in, chunksPerRank, pipelineExposed));
    comm.dims.push_back(dataParallel(in, worstDp));
    if (s.model.isMoe()) {
        comm.dims.push_back(expertParallel(in));
        comm.dims.push_back(expertDataParallel(in, worstDp));
    }
}

} // namespace shardscope
