#pragma once

#include "hardware/kernelprofile.h"

#include <cstdint>
#include <string>

namespace shardscope {

/** One accelerator: capacity, dense peaks and memory bandwidth as the vendor states them. */
struct GpuSpec
{
    std::string name;
    double memoryGiB = 0;      ///< what the driver reports (NVIDIA labels are in effect GiB)
    double peakTflopsBf16 = 0; ///< dense, no sparsity
    double peakTflopsFp8 = 0;  ///< dense; 0 when the GPU has no FP8 tensor cores
    double hbmTBps = 0;
    /// Share of the dense peak that large forward GEMMs reach: the level of every compute
    /// curve in `kernels` (their e_max are read relative to kernels.gemmForward's).
    double matmulEfficiency = 0.7;
    /// Share of the HBM bandwidth that memory-bound kernels reach.
    double hbmEfficiency = 0.9;
    /// Per-kernel efficiency curves and launch latency (gpu.kernels in the presets).
    KernelProfile kernels;

    bool operator==(const GpuSpec&) const = default;
};

enum class LinkKind
{
    NvLink,
    Pcie,
    InfiniBand,
    RoCE,
    Ethernet
};

/** A class of link: bandwidth per GPU per direction (GB/s = 1e9 B/s) and per-hop latency. */
struct LinkSpec
{
    LinkKind kind = LinkKind::NvLink;
    double bandwidthGBps = 0;
    double latencyUs = 0;
    /// Bus bandwidth NCCL reaches on this link, as a share of its per-direction bandwidth.
    double efficiency = 0.8;

    bool operator==(const LinkSpec&) const = default;
};

enum class NetworkTopology
{
    SingleSwitch,
    FatTree,
    RailOptimized
};

/**
 * How nodes are wired. `nvlinkDomainGpus` is the number of GPUs that share one NVLink fabric
 * (8 in a DGX, 72 in a GB200 NVL72 rack, 1 when there is no NVLink at all).
 */
struct TopologySpec
{
    NetworkTopology kind = NetworkTopology::FatTree;
    int nvlinkDomainGpus = 8;
    int nodesPerLeaf = 0;          ///< 0: every node on one leaf (no leaf boundary)
    double oversubscription = 1.0; ///< leaf-to-spine oversubscription ratio (1 = non-blocking)

    bool operator==(const TopologySpec&) const = default;
};

/** A homogeneous GPU cluster. */
struct ClusterSpec
{
    std::string presetId;
    std::string name;
    GpuSpec gpu;
    int gpusPerNode = 0;
    int nodes = 0;
    LinkSpec intraNode;
    LinkSpec interNode;
    TopologySpec topology;

    int64_t totalGpus() const { return int64_t(gpusPerNode) * nodes; }

    bool operator==(const ClusterSpec&) const = default;
};

} // namespace shardscope
