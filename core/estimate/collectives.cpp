#include "collectives.h"

#include <algorithm>

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

LinkPath linkPath(const GroupPlacement& g, const ClusterSpec& c, Collective kind)
{
    LinkPath path;
    const double intra = c.intraNode.bandwidthGBps * 1e9 * c.intraNode.efficiency;
    const double nic = c.interNode.bandwidthGBps * 1e9 * c.interNode.efficiency;
    switch (g.link) {
    case LinkClass::SameGpu:
        path.busBandwidth = 1e30;
        return path;
    case LinkClass::NvLink:
    case LinkClass::Pcie:
        path.busBandwidth = intra;
        path.stepLatency = c.intraNode.latencyUs * 1e-6;
        return path;
    case LinkClass::Network:
    case LinkClass::NetworkSpine: {
        const int nics = kind == Collective::AllToAll || kind == Collective::SendRecv
                             ? 1
                             : std::max(1, g.membersPerNode);
        double network = nic * nics;
        if (g.link == LinkClass::NetworkSpine)
            network /= std::max(1.0, c.topology.oversubscription);
        path.busBandwidth = g.membersPerNode > 1 ? std::min(intra, network) : network;
        path.stepLatency = c.interNode.latencyUs * 1e-6;
        return path;
    }
    }
    return path;
}

LinearCost linearCost(Collective kind, const GroupPlacement& g, const ClusterSpec& c)
{
    LinearCost line;
    if (g.size <= 1)
        return line;
    const LinkPath path = linkPath(g, c, kind);
    line.latency = kCollectiveBaseLatencyS + ringSteps(kind, g.size) * path.stepLatency;
    const bool network = g.link == LinkClass::Network || g.link == LinkClass::NetworkSpine;
    if (kind == Collective::AllToAll && network && g.membersPerNode > 1) {
        // Of the (n-1)/n that leaves a rank, (k-1)/n stays on NVLink and (n-k)/n takes the
        // rank's own NIC; both run at once.
        const double n = g.size, k = g.membersPerNode;
        const double intra = c.intraNode.bandwidthGBps * 1e9 * c.intraNode.efficiency;
        line.secondsPerByte = std::max((n - k) / n / path.busBandwidth, (k - 1) / n / intra);
        return line;
    }
    line.secondsPerByte = busFactor(kind, g.size) / path.busBandwidth;
    return line;
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
