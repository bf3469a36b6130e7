#pragma once

#include "core/model/clusterspec.h"
#include "core/model/parallelconfig.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace shardscope {

/**
 * The process groups a training job creates. The first four split the dense layers
 * (world = tp x cp x dp x pp); the expert layers re-split the same ranks as etp x ep x edp x pp.
 * DpCp is the gradient/optimizer group of the dense parameters (Megatron's data-parallel
 * group with context parallelism).
 */
enum class GroupDim { Tp, Cp, Dp, Pp, Ep, Etp, Edp, DpCp };
inline constexpr int kGroupDims = 8;

std::string_view groupDimName(GroupDim dim); ///< "tp", "cp", ..., "dp-cp"

/** The slowest kind of link a group's traffic crosses. */
enum class LinkClass { SameGpu, NvLink, Pcie, Network, NetworkSpine };
std::string_view linkClassName(LinkClass link); ///< "same-gpu", "nvlink", "pcie", "network", "network-spine"

/** Where the groups of one dimension sit on the hardware (all groups of a dimension). */
struct GroupPlacement
{
    GroupDim dim = GroupDim::Tp;
    int size = 1;                 ///< ranks per group
    int64_t stride = 1;           ///< rank distance between neighbours of the innermost part
    int64_t extent = 1;           ///< rank span of the outermost part (size x stride for one dim)
    int64_t groups = 1;           ///< how many such groups exist
    LinkClass link = LinkClass::SameGpu;
    bool crossesNodes = false;    ///< some group spans more than one node
    bool crossesNvlinkDomain = false;
    bool crossesLeaf = false;     ///< some group spans more than one leaf switch
    int membersPerNode = 1;       ///< group members that share a node (and its NICs)
    /// Across leaf switches: the leaves one group spans (its members fill them in rank order)
    /// and the nodes it spans; 0 when it stays in one leaf, or when not known (then every
    /// network hop is taken to cross the spine). spineShare() turns them into a share.
    int leavesSpanned = 0;
    int64_t nodesSpanned = 0;
};

/** Coordinates of one rank in every dimension. */
struct RankCoords
{
    int tp = 0, cp = 0, dp = 0, pp = 0; ///< dense grid
    int etp = 0, ep = 0, edp = 0;       ///< expert grid
    int64_t node = 0;
    int gpu = 0;                        ///< GPU index inside its node
};

/**
 * Rank placement: every rank's node, GPU and coordinates for Megatron's rank orders
 * (`tp-cp-ep-dp-pp`, TP innermost and PP outermost, or `tp-cp-ep-pp-dp`), with ranks filling
 * nodes in order. Each dimension's groups are classified in O(1): a group's members form a
 * mixed-radix pattern, and all groups of a dimension stay inside one node exactly when the
 * span of its outermost part divides the node size (likewise NVLink domain and leaf).
 */
class Placement
{
public:
    Placement(const ParallelConfig& parallel, const ClusterSpec& cluster);

    const GroupPlacement& group(GroupDim dim) const { return m_groups[size_t(dim)]; }
    const std::array<GroupPlacement, kGroupDims>& groups() const { return m_groups; }
    int64_t worldSize() const { return m_world; }

    RankCoords coordsOf(int64_t rank) const;
    int64_t rankOf(int tp, int cp, int dp, int pp) const;
    /** Every member of the group of `dim` that contains `rank`, in group order. */
    void membersOf(GroupDim dim, int64_t rank, std::vector<int64_t>& out) const;

private:
    struct Axis
    {
        int size = 1;
        int64_t stride = 1;
    };
    GroupPlacement classify(GroupDim dim, std::initializer_list<Axis> parts) const;

    int64_t m_world = 1;
    int m_gpusPerNode = 1;
    int m_nvlinkDomain = 1;
    int64_t m_leafGpus = 0;
    Axis m_tp, m_cp, m_dp, m_pp;     ///< dense grid
    Axis m_etp, m_ep, m_edp, m_epp;  ///< expert grid
    std::array<GroupPlacement, kGroupDims> m_groups;
};

} // namespace shardscope
