#pragma once

#include "calibrationstamp.h"
#include "core/hardware/kernelprofile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace shardscope {

/** One accelerator: capacity, dense peaks and memory bandwidth as the vendor states them. */
struct GpuSpec
{
    std::string name;
    double memoryGiB = 0;      ///< what the driver reports (NVIDIA labels are in effect GiB)
    double peakTflopsBf16 = 0; ///< dense, no sparsity
    double peakTflopsFp8 = 0;  ///< dense; 0 when the GPU has no FP8 tensor cores
    /// Dense FP4 (NVFP4 / MXFP4); 0 when the GPU has no FP4 tensor cores. The same
    /// block-scaled tensor cores run MXFP8, so 0 also means no MXFP8.
    double peakTflopsFp4 = 0;
    /// What share of its 16-bit GEMM efficiency the GPU reaches in FP8 (and FP4): the ratio
    /// of the best-shape FP8 to BF16 fractions of peak (MAMF). 1 when not measured.
    double fp8MatmulRatio = 1.0;
    double hbmTBps = 0;
    /// Share of the dense peak that large forward GEMMs reach: the level of every compute
    /// curve in `kernels` (their e_max are read relative to kernels.gemmForward's).
    double matmulEfficiency = 0.7;
    /// Share of the HBM bandwidth that memory-bound kernels reach.
    double hbmEfficiency = 0.9;
    /// The GPU's link to host memory, GB/s per direction at line rate: PCIe Gen5 x16 64,
    /// Gen4 x16 32, GB200's NVLink-C2C its share of the Grace CPU's link. Optimizer and
    /// activation offload cross it.
    double hostLinkGBps = 64;
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

/** The collectives a link profile fits, in the order of LinkSpec::collectives. */
enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll, SendRecv };
inline constexpr int kCollectiveKinds = 5;

/**
 * One collective's fit on one link tier (nccl-tests time against bytes):
 * t = fixed + steps(op, n) x step latency + bytes x busFactor(op, n) / (bandwidth x efficiency).
 */
struct CollectiveFit
{
    double efficiency = 0.8;
    double stepLatencyUs = 0;
    double fixedLatencyUs = 0;
    /// Fixed latency measured for particular group sizes (SimuMax's
    /// fixed_latency_us_by_comm_num: B200 all-to-all 51 us at 2 GPUs, 19 at 4, 0 at 8); other
    /// sizes use fixedLatencyUs. Fixed capacity so copying a cluster never allocates.
    static constexpr int kMaxGroupSizes = 8;
    std::array<std::pair<int, double>, kMaxGroupSizes> fixedLatencyByGroupUs{};
    int groupSizeCount = 0;

    double fixedLatencyForUs(int groupSize) const
    {
        for (int i = 0; i < groupSizeCount; ++i)
            if (fixedLatencyByGroupUs[size_t(i)].first == groupSize)
                return fixedLatencyByGroupUs[size_t(i)].second;
        return fixedLatencyUs;
    }

    bool operator==(const CollectiveFit&) const = default;
};

/**
 * A tier of links: bandwidth per GPU per direction (GB/s = 1e9 B/s; for a NIC, one NIC's line
 * rate) and the fits its collectives reach. `efficiency`, `latencyUs` (per ring step) and
 * `fixedLatencyUs` are the fit of every collective without an entry of its own in
 * `collectives` (the meaning the first two keys had before per-operation fits existed).
 */
struct LinkSpec
{
    LinkKind kind = LinkKind::NvLink;
    double bandwidthGBps = 0;
    double latencyUs = 0;
    /// Bus bandwidth NCCL reaches on this link, as a share of its per-direction bandwidth.
    double efficiency = 0.8;
    /// NCCL's base cost per collective, Ring/LL (NVIDIA/nccl src/graph/tuning.cc): 6.6 us.
    double fixedLatencyUs = 6.6;
    std::array<std::optional<CollectiveFit>, kCollectiveKinds> collectives{};
    /// NICs per node (network tier only); 0 = one per GPU. A GPU uses at most one NIC share.
    int nicsPerNode = 0;
    /// Compute slowdown (fraction) while this tier's traffic overlaps it; 0 = none.
    double overlapSlowdown = 0;
    /// Straggler coefficient c of 1 + L/(L+1) x c x sqrt(L), L = log2(nodes of a DP group).
    double stragglerCoefficient = 0;
    /// ZeRO-3/FSDP per-layer gathers and reduce-scatters across nodes: per-GPU rate as a share
    /// of one NIC's line rate (0 = they take the ring path like every other collective) ...
    double zero3NicRate = 0;
    /// ... and the share of the compute window they hide behind (1 = all of it).
    double zero3Overlap = 1.0;

    /** The fit `kind` uses on this tier: its own entry, else the tier's defaults. */
    CollectiveFit fit(Collective kind) const
    {
        const auto& own = collectives[size_t(kind)];
        return own ? *own : CollectiveFit{efficiency, latencyUs, fixedLatencyUs};
    }

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
    /// Set when the preset was fitted to measured runs (its "calibration" block).
    CalibrationStamp calibration;

    int64_t totalGpus() const { return int64_t(gpusPerNode) * nodes; }

    bool operator==(const ClusterSpec&) const = default;
};

} // namespace shardscope
