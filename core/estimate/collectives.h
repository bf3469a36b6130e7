#pragma once

#include "model/clusterspec.h"
#include "topology/placement.h"

namespace shardscope {

enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll, SendRecv };

/**
 * nccl-tests' bus-bandwidth factor (doc/PERFORMANCE.md): all-reduce 2(n-1)/n, all-gather,
 * reduce-scatter and all-to-all (n-1)/n, send/receive 1. Bytes on the wire per rank =
 * factor x S, with S the full per-rank buffer.
 */
double busFactor(Collective kind, int n);

/** Ring steps of the collective (the latency term's multiplier). */
int ringSteps(Collective kind, int n);

/** NCCL's base cost per collective, Ring/LL (NVIDIA/nccl src/graph/tuning.cc). */
inline constexpr double kCollectiveBaseLatencyS = 6.6e-6;

/** The bandwidth and per-step latency a group's collective sees on this cluster. */
struct LinkPath
{
    double busBandwidth = 0; ///< bytes/s per rank (achievable, efficiency applied)
    double stepLatency = 0;  ///< seconds per ring step on the slowest hop
};

/**
 * The path a group's traffic takes: inside an NVLink domain or a PCIe node the intra-node
 * link; across nodes a ring whose node-crossing hops each use one GPU's NIC, with NCCL's
 * channels spreading them over the k NICs of the group's members in a node, so the bottleneck
 * is min(intra-node, k x NIC) (the nccl-tests busbw of multi-node DGX systems, e.g. 192 GB/s
 * on 8 x HDR 25 GB/s). Crossing leaf switches divides the network part by the
 * oversubscription. All-to-all cannot combine NICs (nccl-tests #267): it sees one NIC.
 */
LinkPath linkPath(const GroupPlacement& group, const ClusterSpec& cluster, Collective kind);

/** The two terms of a collective's time: α (base + steps x hop latency) and bytes x factor / busbw. */
struct CollectiveCost
{
    double latency = 0;
    double transfer = 0;
    double total() const { return latency + transfer; }
};

CollectiveCost collectiveCost(Collective kind, double bytes, const GroupPlacement& group,
                              const ClusterSpec& cluster);

/**
 * A collective's time as a line in its buffer size, for one group and kind: the estimator
 * evaluates many buffer sizes on the same group (every stage's gradients), so it resolves
 * the path once.
 */
struct LinearCost
{
    double latency = 0;
    double secondsPerByte = 0;
    double seconds(double bytes) const { return bytes > 0 ? latency + bytes * secondsPerByte : 0.0; }
};

LinearCost linearCost(Collective kind, const GroupPlacement& group, const ClusterSpec& cluster);

/** Seconds for one collective over `group` with per-rank buffer `bytes` (α-β ring model). */
double collectiveSeconds(Collective kind, double bytes, const GroupPlacement& group,
                         const ClusterSpec& cluster);

} // namespace shardscope
