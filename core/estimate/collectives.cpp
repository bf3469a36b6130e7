#include "collectives.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

double busFactor(Collective kind, int n)
{
    if (n <= 1)
        return 0.0;
    const double frac = double(n - 1) / n;
    switch (kind) {
    case Collective::AllReduce: return 2.0 * frac;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll: return frac;
    case Collective::SendRecv: return 1.0;
    }
    return 1.0;
}

int ringSteps(Collective kind, int n)
{
    if (n <= 1)
        return 0;
    switch (kind) {
    case Collective::AllReduce: return 2 * (n - 1);
    case Collective::SendRecv: return 1;
    default: return n - 1;
    }
}

double nicShareBytesPerSecond(const ClusterSpec& c)
{
    const double nic = c.interNode.bandwidthGBps * 1e9;
    if (c.interNode.nicsPerNode <= 0 || c.interNode.nicsPerNode >= c.gpusPerNode)
        return nic; // at most one NIC per GPU
    return nic * double(c.interNode.nicsPerNode) / double(c.gpusPerNode);
}

double nicAchievableBytesPerSecond(const ClusterSpec& c)
{
    return c.interNode.bandwidthGBps * 1e9 * c.interNode.efficiency;
}

namespace {

/** The three numbers of an operation's fit a path needs, read in place (no copy of the fit). */
struct FitView
{
    double efficiency, stepLatencyUs, fixedLatencyUs;
};

FitView fitOf(const LinkSpec& tier, Collective kind, int groupSize)
{
    const auto& own = tier.collectives[size_t(kind)];
    if (!own)
        return {tier.efficiency, tier.latencyUs, tier.fixedLatencyUs};
    return {own->efficiency, own->stepLatencyUs, own->fixedLatencyForUs(groupSize)};
}

/** NIC bytes per byte of a GPU's share: a NIC shared by g GPUs carries g shares. */
double nicCarries(const ClusterSpec& c)
{
    if (c.interNode.nicsPerNode <= 0 || c.interNode.nicsPerNode >= c.gpusPerNode)
        return 1.0;
    return double(c.gpusPerNode) / double(c.interNode.nicsPerNode);
}

double spineDivisor(const GroupPlacement& g, const ClusterSpec& c, Collective kind)
{
    if (g.link != LinkClass::NetworkSpine)
        return 1.0;
    // Every group of the dimension sends at once: a leaf's uplinks carry the share of its
    // NICs' traffic that leaves it, and slow it only when that share exceeds 1 / oversubscription.
    return std::max(1.0, std::max(1.0, c.topology.oversubscription) * spineShare(g, kind));
}

} // namespace

double spineShare(const GroupPlacement& g, Collective kind)
{
    if (g.link != LinkClass::NetworkSpine)
        return 0.0;
    if (g.leavesSpanned < 2 || g.nodesSpanned < 2)
        return 1.0; // not known: every hop crosses
    const double leaves = g.leavesSpanned;
    if (kind == Collective::AllToAll) // each member sends to all: the part bound for other leaves
        return (leaves - 1.0) / leaves;
    // A ring (or a pipeline's chain) visits the nodes in rank order: one hop per leaf leaves it.
    return std::min(1.0, leaves / double(g.nodesSpanned));
}

LinkPath linkPath(const GroupPlacement& g, const ClusterSpec& c, Collective kind)
{
    LinkPath path;
    // Inside a node the group's own size picks a per-size latency; across nodes, the members
    // a node holds (the in-node hops) and the group (the network).
    const int inNode = g.link == LinkClass::NvLink || g.link == LinkClass::Pcie ? g.size : g.membersPerNode;
    const FitView intraFit = fitOf(c.intraNode, kind, inNode);
    const double intra = c.intraNode.bandwidthGBps * 1e9 * intraFit.efficiency;
    switch (g.link) {
    case LinkClass::SameGpu:
        path.busBandwidth = 1e30;
        return path;
    case LinkClass::NvLink:
    case LinkClass::Pcie:
        path.busBandwidth = intra;
        path.stepLatency = intraFit.stepLatencyUs * 1e-6;
        path.fixedLatency = intraFit.fixedLatencyUs * 1e-6;
        return path;
    case LinkClass::Network:
    case LinkClass::NetworkSpine: {
        const FitView nicFit = fitOf(c.interNode, kind, g.size);
        const double share = nicShareBytesPerSecond(c) * nicFit.efficiency / spineDivisor(g, c, kind);
        const bool oneNic = kind == Collective::AllToAll || kind == Collective::SendRecv;
        const int k = oneNic ? 1 : std::max(1, g.membersPerNode);
        const double network = share * k;
        path.busBandwidth = g.membersPerNode > 1 && !oneNic ? std::min(intra, network) : network;
        path.stepLatency = nicFit.stepLatencyUs * 1e-6;
        path.fixedLatency = std::max(nicFit.fixedLatencyUs, g.membersPerNode > 1 ? intraFit.fixedLatencyUs : 0.0) * 1e-6;
        path.nicBytesPerByte = busFactor(kind, g.size) / k * nicCarries(c);
        return path;
    }
    }
    return path;
}

LinkPath shardedParameterPath(const GroupPlacement& g, const ClusterSpec& c, Collective kind)
{
    return shardedParameterPath(linkPath(g, c, kind), g, c, kind);
}

LinkPath shardedParameterPath(const LinkPath& ring, const GroupPlacement& g, const ClusterSpec& c,
                              Collective kind)
{
    const bool network = g.link == LinkClass::Network || g.link == LinkClass::NetworkSpine;
    if (!network || c.interNode.zero3NicRate <= 0)
        return ring;
    LinkPath path = ring;
    path.busBandwidth = nicShareBytesPerSecond(c) * c.interNode.zero3NicRate / spineDivisor(g, c, kind);
    path.nicBytesPerByte = busFactor(kind, g.size) * nicCarries(c);
    return path;
}

LinearCost linearCost(Collective kind, const GroupPlacement& g, const ClusterSpec& c, const LinkPath& path)
{
    LinearCost line;
    if (g.size <= 1)
        return line;
    line.latency = path.fixedLatency + ringSteps(kind, g.size) * path.stepLatency;
    line.nicBytesPerByte = path.nicBytesPerByte;
    const bool network = g.link == LinkClass::Network || g.link == LinkClass::NetworkSpine;
    if (kind == Collective::AllToAll && network && g.membersPerNode > 1) {
        // Of the (n-1)/n that leaves a rank, (k-1)/n stays on NVLink and (n-k)/n takes the
        // rank's own NIC; both run at once.
        const double n = g.size, k = g.membersPerNode;
        const double intra = c.intraNode.bandwidthGBps * 1e9 * fitOf(c.intraNode, kind, g.membersPerNode).efficiency;
        line.secondsPerByte = std::max((n - k) / n / path.busBandwidth, (k - 1) / n / intra);
        line.nicBytesPerByte = (n - k) / n * nicCarries(c);
        return line;
    }
    line.secondsPerByte = busFactor(kind, g.size) / path.busBandwidth;
    return line;
}

LinearCost deepEpCost(const GroupPlacement& g, const ClusterSpec& c, int topK, int groups, int groupTopK)
{
    const bool network = g.link == LinkClass::Network || g.link == LinkClass::NetworkSpine;
    const bool nvlink = g.link == LinkClass::NvLink;
    if ((!network && !nvlink) || g.size <= 1 || topK < 1)
        return linearCost(Collective::AllToAll, g, c);
    LinearCost line;
    const double intra = c.intraNode.bandwidthGBps * 1e9 * c.intraNode.efficiency;
    if (nvlink) { // DeepEP's intranode kernels: the (n-1)/n that leaves a GPU, at the tier's rate
        line.secondsPerByte = double(g.size - 1) / g.size / intra;
        line.latency = (c.intraNode.fixedLatencyUs + c.intraNode.latencyUs) * 1e-6;
        return line;
    }
    const double perNode = std::max(1, g.membersPerNode);
    const double nodes = std::max(1.0, double(g.size) / perNode);
    const double k = topK;
    double reachable = nodes; // the nodes a token's experts can be on
    if (groups > 1 && groupTopK > 0 && groupTopK < groups)
        reachable = std::min(nodes, double(groupTopK) * std::max(1.0, nodes / groups));
    // Network copies per token: the distinct nodes its k experts land on, less its own.
    const double remoteNodes = reachable * (1.0 - std::pow(1.0 - 1.0 / reachable, k)) * (nodes - 1.0) / nodes;
    const double rdma = nicShareBytesPerSecond(c) * c.interNode.efficiency / spineDivisor(g, c, Collective::AllToAll);
    line.secondsPerByte = std::max(remoteNodes / k / rdma, (perNode - 1.0) / perNode / intra);
    line.nicBytesPerByte = remoteNodes / k * nicCarries(c);
    line.latency = (c.interNode.fixedLatencyUs + c.interNode.latencyUs) * 1e-6;
    return line;
}

LinearCost linearCost(Collective kind, const GroupPlacement& g, const ClusterSpec& c)
{
    return linearCost(kind, g, c, linkPath(g, c, kind));
}

CollectiveCost collectiveCost(Collective kind, double bytes, const GroupPlacement& g,
                              const ClusterSpec& c)
{
    CollectiveCost cost;
    if (g.size <= 1 || bytes <= 0)
        return cost;
    const LinearCost line = linearCost(kind, g, c);
    cost.latency = line.latency;
    cost.transfer = bytes * line.secondsPerByte;
    return cost;
}

double collectiveSeconds(Collective kind, double bytes, const GroupPlacement& g,
                         const ClusterSpec& c)
{
    return collectiveCost(kind, bytes, g, c).total();
}

} // namespace shardscope
