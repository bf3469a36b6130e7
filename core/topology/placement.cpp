#include "placement.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace shardscope {

std::string_view groupDimName(GroupDim dim)
{
    switch (dim) {
    case GroupDim::Tp: return "tp";
    case GroupDim::Cp: return "cp";
    case GroupDim::Dp: return "dp";
    case GroupDim::Pp: return "pp";
    case GroupDim::Ep: return "ep";
    case GroupDim::Etp: return "etp";
    case GroupDim::Edp: return "edp";
    case GroupDim::DpCp: return "dp-cp";
    }
    return "?";
}

std::string_view linkClassName(LinkClass link)
{
    switch (link) {
    case LinkClass::SameGpu: return "same-gpu";
    case LinkClass::NvLink: return "nvlink";
    case LinkClass::Pcie: return "pcie";
    case LinkClass::Network: return "network";
    case LinkClass::NetworkSpine: return "network-spine";
    }
    return "?";
}

Placement::Placement(const ParallelConfig& p, const ClusterSpec& c)
{
    m_world = std::max<int64_t>(1, p.worldSize());
    m_gpusPerNode = std::max(1, c.gpusPerNode);
    m_nvlinkDomain = std::max(1, c.topology.nvlinkDomainGpus);
    m_leafGpus = c.topology.nodesPerLeaf > 0 ? int64_t(c.topology.nodesPerLeaf) * m_gpusPerNode : 0;

    // Dense grid, innermost first: tp, cp, then dp/pp in the chosen order.
    m_tp = {std::max(p.tp, 1), 1};
    m_cp = {std::max(p.cp, 1), m_tp.stride * m_tp.size};
    const int64_t afterCp = m_cp.stride * m_cp.size;
    if (p.rankOrder == RankOrder::TpCpEpDpPp) {
        m_dp = {std::max(p.dp, 1), afterCp};
        m_pp = {std::max(p.pp, 1), afterCp * m_dp.size};
    } else {
        m_pp = {std::max(p.pp, 1), afterCp};
        m_dp = {std::max(p.dp, 1), afterCp * m_pp.size};
    }
    // Expert grid: etp, ep, then edp/pp in the same relative order (Megatron's expert
    // RankGenerator uses the same order string with tp -> etp and dp -> expert dp).
    const int etp = std::max(p.expertTensorParallel(), 1);
    const int ep = std::max(p.ep, 1);
    const int64_t edp = std::max<int64_t>(1, m_world / (int64_t(etp) * ep * std::max(p.pp, 1)));
    m_etp = {etp, 1};
    m_ep = {ep, etp};
    if (p.rankOrder == RankOrder::TpCpEpDpPp) {
        m_edp = {int(edp), int64_t(etp) * ep};
        m_epp = {std::max(p.pp, 1), int64_t(etp) * ep * edp};
    } else {
        m_epp = {std::max(p.pp, 1), int64_t(etp) * ep};
        m_edp = {int(edp), int64_t(etp) * ep * m_epp.size};
    }

    m_groups[size_t(GroupDim::Tp)] = classify(GroupDim::Tp, {m_tp});
    m_groups[size_t(GroupDim::Cp)] = classify(GroupDim::Cp, {m_cp});
    m_groups[size_t(GroupDim::Dp)] = classify(GroupDim::Dp, {m_dp});
    m_groups[size_t(GroupDim::Pp)] = classify(GroupDim::Pp, {m_pp});
    m_groups[size_t(GroupDim::Ep)] = classify(GroupDim::Ep, {m_ep});
    m_groups[size_t(GroupDim::Etp)] = classify(GroupDim::Etp, {m_etp});
    m_groups[size_t(GroupDim::Edp)] = classify(GroupDim::Edp, {m_edp});
    m_groups[size_t(GroupDim::DpCp)] = classify(GroupDim::DpCp, {m_cp, m_dp});
}

GroupPlacement Placement::classify(GroupDim dim, std::initializer_list<Axis> parts) const
{
    GroupPlacement g;
    g.dim = dim;
    int size = 1;
    int64_t innermost = 0, extent = 1;
    for (const Axis& a : parts) {
        if (a.size <= 1)
            continue;
        size *= a.size;
        if (innermost == 0 || a.stride < innermost)
            innermost = a.stride;
        extent = std::max(extent, a.stride * a.size); // the outermost part's span
    }
    g.size = size;
    g.stride = innermost == 0 ? 1 : innermost;
    g.extent = size > 1 ? extent : 1;
    g.groups = std::max<int64_t>(1, int64_t(uint32_t(m_world) / uint32_t(size)));
    if (size == 1) {
        g.link = LinkClass::SameGpu;
        return g;
    }
    // All groups stay inside aligned blocks of B ranks exactly when the outermost part's
    // span divides B, or when the whole job fits in one block (the proof is in
    // docs/formulas.md, "Rank placement"). Blocks and the world fit 32 bits (world <= 2^20),
    // which keeps the divisions cheap on the search's hot path; an expert grid can still span
    // more (ep x etp up to 2^32, a layout the rules refuse): no block is a multiple of it.
    const bool wide = g.extent > int64_t(UINT32_MAX);
    const uint32_t extent32 = wide ? 1 : uint32_t(g.extent);
    auto within = [&](int64_t block) {
        return block > 0 && (block >= m_world || (!wide && uint32_t(block) % extent32 == 0));
    };
    g.crossesNodes = !within(m_gpusPerNode);
    g.crossesNvlinkDomain = !within(m_nvlinkDomain);
    g.crossesLeaf = m_leafGpus > 0 && !within(m_leafGpus);
    if (!g.crossesNvlinkDomain && m_nvlinkDomain > 1)
        g.link = LinkClass::NvLink;
    else if (!g.crossesNodes)
        g.link = m_nvlinkDomain > 1 ? LinkClass::NvLink : LinkClass::Pcie;
    else
        g.link = g.crossesLeaf ? LinkClass::NetworkSpine : LinkClass::Network;
    // Members that share a node: the innermost stride decides how many fit.
    g.membersPerNode = g.crossesNodes ? int(std::clamp<int64_t>(g.stride > m_gpusPerNode ? 0 : m_gpusPerNode / uint32_t(g.stride), 1, size))
                                      : size;
    if (g.crossesLeaf) {
        // A group whose span is under a leaf still straddles a boundary somewhere: two leaves.
        g.nodesSpanned = std::max<int64_t>(2, size / g.membersPerNode);
        const int64_t leaves = (g.extent + m_leafGpus - 1) / m_leafGpus;
        g.leavesSpanned = int(std::clamp<int64_t>(leaves, 2, g.nodesSpanned));
    }
    return g;
}

RankCoords Placement::coordsOf(int64_t rank) const
{
    RankCoords c;
    auto digit = [rank](const Axis& a) { return int((rank / a.stride) % a.size); };
    c.tp = digit(m_tp);
    c.cp = digit(m_cp);
    c.dp = digit(m_dp);
    c.pp = digit(m_pp);
    c.etp = digit(m_etp);
    c.ep = digit(m_ep);
    c.edp = digit(m_edp);
    c.node = rank / m_gpusPerNode;
    c.gpu = int(rank % m_gpusPerNode);
    return c;
}

int64_t Placement::rankOf(int tp, int cp, int dp, int pp) const
{
    return tp * m_tp.stride + cp * m_cp.stride + dp * m_dp.stride + pp * m_pp.stride;
}

void Placement::membersOf(GroupDim dim, int64_t rank, std::vector<int64_t>& out) const
{
    out.clear();
    std::vector<Axis> axes;
    switch (dim) {
    case GroupDim::Tp: axes = {m_tp}; break;
    case GroupDim::Cp: axes = {m_cp}; break;
    case GroupDim::Dp: axes = {m_dp}; break;
    case GroupDim::Pp: axes = {m_pp}; break;
    case GroupDim::Ep: axes = {m_ep}; break;
    case GroupDim::Etp: axes = {m_etp}; break;
    case GroupDim::Edp: axes = {m_edp}; break;
    case GroupDim::DpCp: axes = {m_cp, m_dp}; break;
    }
    // Zero the group's digits of `rank`, then enumerate them.
    int64_t base = rank;
    for (const Axis& a : axes)
        base -= ((rank / a.stride) % a.size) * a.stride;
    out.push_back(base);
    for (const Axis& a : axes) {
        const size_t n = out.size();
        for (int d = 1; d < a.size; ++d)
            for (size_t i = 0; i < n; ++i)
                out.push_back(out[i] + d * a.stride);
    }
    std::sort(out.begin(), out.end());
}

} // namespace shardscope
