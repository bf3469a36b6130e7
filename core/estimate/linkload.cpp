#include "linkload.h"

#include "collectives.h"
#include "report.h"

#include <algorithm>
#include <utility>

namespace shardscope {

const char* linkTierName(LinkTier tier)
{
    switch (tier) {
    case LinkTier::InsideNode: return "inside-node";
    case LinkTier::Nic: return "nic";
    case LinkTier::Spine: return "spine";
    }
    return "";
}

namespace {

/** The share of a report dimension's NIC bytes that crosses the spine (spineShare()). */
double spineShareOf(const Placement& placement, const std::string& dim)
{
    constexpr std::pair<const char*, GroupDim> kDims[] = {{"tp", GroupDim::Tp}, {"cp", GroupDim::Cp},
                                                          {"pp", GroupDim::Pp}, {"dp", GroupDim::DpCp},
                                                          {"ep", GroupDim::Ep}, {"edp", GroupDim::Edp}};
    for (const auto& [name, groupDim] : kDims)
        if (dim == name)
            return spineShare(placement.group(groupDim),
                              groupDim == GroupDim::Ep ? Collective::AllToAll : Collective::AllReduce);
    return 1.0;
}

} // namespace

std::vector<LinkLoad> linkLoads(const Scenario& s, const Report& report, const std::string& dim)
{
    const ClusterSpec& c = s.cluster;
    const double step = std::max(report.step.timeS, 1e-12);
    const bool network = c.nodes > 1;
    const bool spine = network && c.topology.nodesPerLeaf > 0 && c.nodes > c.topology.nodesPerLeaf;

    LinkLoad inside{LinkTier::InsideNode, 0, c.intraNode.bandwidthGBps * 1e9 * step, 0, 0, {}, {}};
    LinkLoad nic{LinkTier::Nic, 0, c.interNode.bandwidthGBps * 1e9 * step, 0, 0, {}, {}};
    const Placement placement(s.parallel, c);
    LinkLoad up{LinkTier::Spine, 0, c.interNode.bandwidthGBps * 1e9 * step / std::max(1.0, c.topology.oversubscription), 0, 0, {}, {}};
    for (const CommDimReport& d : report.communication.dims) {
        if ((!dim.empty() && d.dim != dim) || d.bytesPerStep <= 0)
            continue;
        if (d.link == "nvlink" || d.link == "pcie") {
            inside.add(d.dim, d.bytesPerStep);
        } else if (d.link == "network" || d.link == "network-spine") {
            // The step charged these NIC bytes (CommDimReport::nicBytesPerStep); the rest of
            // the dimension's ring runs over the node's NVLink.
            nic.add(d.dim, d.nicBytesPerStep);
            const double inNode = std::max(0.0, d.bytesPerStep - d.nicBytesPerStep);
            if (inNode > 0)
                inside.add(d.dim, inNode);
            if (d.link == "network-spine")
                up.add(d.dim, d.nicBytesPerStep * spineShareOf(placement, d.dim));
        }
    }
    std::vector<LinkLoad> out{inside};
    if (network)
        out.push_back(nic);
    if (spine)
        out.push_back(up);
    const double oversubscription = std::max(1.0, c.topology.oversubscription);
    for (LinkLoad& l : out) {
        l.share = l.capacityBytesPerStep > 0 ? l.bytesPerStep / l.capacityBytesPerStep : 0;
        const double rate = l.tier == LinkTier::InsideNode ? c.intraNode.bandwidthGBps * 1e9 * c.intraNode.efficiency
                            : l.tier == LinkTier::Nic      ? nicAchievableBytesPerSecond(c)
                                                           : nicAchievableBytesPerSecond(c) / oversubscription;
        l.busySeconds = rate > 0 ? l.bytesPerStep / rate : 0;
    }
    return out;
}

} // namespace shardscope
