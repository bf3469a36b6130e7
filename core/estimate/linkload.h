#pragma once

#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace shardscope {

struct Report;

/** The tiers of links a GPU's traffic can use. */
enum class LinkTier
{
    InsideNode, ///< NVLink or PCIe between the GPUs of a node (or of an NVLink domain)
    Nic,        ///< each GPU's network interface to its leaf switch
    Spine       ///< leaf-to-spine uplinks (shared, divided by the oversubscription)
};

/**
 * How much one tier of links carries per step, per GPU, against what it could carry in the
 * same time. `share` = bytes / (line-rate bandwidth x step time): the fraction of the step
 * the link would be busy if the traffic were spread evenly (above 1 it cannot fit at all).
 */
struct LinkLoad
{
    LinkTier tier = LinkTier::InsideNode;
    double bytesPerStep = 0;
    double capacityBytesPerStep = 0;
    double share = 0;
    /// bytes / the tier's achievable rate (line rate x its default efficiency): for the NIC,
    /// the same seconds as the report's NIC floor (communication.nicFloorS).
    double busySeconds = 0;
    std::vector<std::string> dims; ///< the dimensions whose traffic uses this tier
    /// Each of `dims`' bytes on this tier, in the same order; they add up to bytesPerStep. A
    /// dimension whose ring leaves the node has a part on the NIC and the rest inside the
    /// node: its parts over the tiers (not the spine, which its NIC bytes cross) add up to
    /// its CommDimReport::bytesPerStep, the figure the step-time chart shows.
    std::vector<double> dimBytes;

    void add(const std::string& dim, double bytes)
    {
        bytesPerStep += bytes;
        dims.push_back(dim);
        dimBytes.push_back(bytes);
    }
};

/**
 * The load of each link tier for the report's communication (estimate() stores the loads of
 * every dimension in Report::communication.links, so the topology view and the step time read
 * one set of numbers), for every dimension
 * (`dim` empty) or for one ("tp", "cp", "pp", "dp", "ep", "edp"). Inside a node a dimension's
 * bytes go on the node's links; across nodes one NIC carries the dimension's
 * CommDimReport::nicBytesPerStep (the bytes the step time charged, so the NIC share can only
 * exceed the NIC's achievable rate when the report says the step is NIC-bound) and the rest
 * of its ring runs inside the node; traffic that crosses the spine also passes the NICs. Tiers the cluster does not have (no network
 * on one node, no spine without leaves) are left out.
 */
std::vector<LinkLoad> linkLoads(const Scenario& scenario, const Report& report, const std::string& dim = {});

const char* linkTierName(LinkTier tier); ///< "inside-node", "nic", "spine"

} // namespace shardscope
