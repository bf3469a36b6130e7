#pragma once

#include "core/model/clusterspec.h"
#include "core/topology/placement.h"

namespace shardscope {

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

/**
 * The bandwidth and latency a group's collective sees on this cluster, and how many of the
 * bytes each rank sends cross its node's NICs.
 */
struct LinkPath
{
    double busBandwidth = 0;    ///< bytes/s per rank (achievable, efficiency applied)
    double stepLatency = 0;     ///< seconds per ring step on the slowest hop
    double fixedLatency = 0;    ///< seconds per call (the fit's intercept)
    double nicBytesPerByte = 0; ///< bytes one NIC carries per byte of the rank's buffer
};

/**
 * The path a group's traffic takes. Inside an NVLink domain or a PCIe node: the intra-node
 * tier's fit for the operation. Across nodes: NCCL's ring, whose hops inside a node run over
 * NVLink and whose node-crossing hops run over the NICs at the same time, with NCCL's channels
 * spreading them over the NICs of the k members a node holds; the slower tier sets the bus
 * bandwidth, min(intra-node, k x NIC share), as nccl-tests measure on multi-node DGX systems
 * (about 192 GB/s all-reduce busbw on 8 x HDR 25 GB/s). A node's NICs are shared by every
 * group on it: each rank's share is one NIC's rate x NICs per node / GPUs per node (at most one NIC). Each of
 * the group's NICs carries busFactor x S / k. Crossing leaf switches divides the network part
 * by the oversubscription. All-to-all and send/receive use one NIC per GPU (nccl-tests #267).
 */
LinkPath linkPath(const GroupPlacement& group, const ClusterSpec& cluster, Collective kind);

/**
 * Of a group's network traffic, the share that crosses the spine: 0 inside one leaf; for a
 * ring or a pipeline's chain, one hop per leaf spanned of one per node spanned (members fill
 * leaves in rank order); for all-to-all, the part bound for other leaves, (L - 1) / L. The
 * uplinks, 1 / oversubscription of a leaf's NIC capacity, slow a collective only when this
 * share exceeds what they carry; the topology view's spine load uses the same share.
 */
double spineShare(const GroupPlacement& group, Collective kind);

/**
 * ZeRO-3 / FSDP per-layer gathers and reduce-scatters of a group that crosses nodes: each GPU
 * moves its bytes through its own NIC share at `zero3NicRate` of the line rate (the small
 * per-layer buckets do not aggregate NICs the way one large ring does). Falls back to
 * linkPath() when the network tier has no rate or the group stays in a node.
 */
LinkPath shardedParameterPath(const GroupPlacement& group, const ClusterSpec& cluster, Collective kind);
/** The same from the group's already resolved ring path for `kind`. */
LinkPath shardedParameterPath(const LinkPath& ring, const GroupPlacement& group,
                              const ClusterSpec& cluster, Collective kind);

/**
 * Bandwidth one GPU's NIC share runs at (bytes/s, line rate): NIC x NICs per node / GPUs per
 * node, at most one NIC per GPU.
 */
double nicShareBytesPerSecond(const ClusterSpec& cluster);

/**
 * What one NIC moves at best (bytes/s): line rate x the network tier's default efficiency.
 * The step's NIC floor and the topology view's NIC busy time both divide by it.
 */
double nicAchievableBytesPerSecond(const ClusterSpec& cluster);

/** The two terms of a collective's time: α (fixed + steps x hop latency) and bytes x factor / busbw. */
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
 * the path once. `nicBytesPerByte` gives the bytes one of the group's NICs carries.
 */
struct LinearCost
{
    double latency = 0;
    double secondsPerByte = 0;
    double nicBytesPerByte = 0;
    double seconds(double bytes) const { return bytes > 0 ? latency + bytes * secondsPerByte : 0.0; }
};

LinearCost linearCost(Collective kind, const GroupPlacement& group, const ClusterSpec& cluster);
LinearCost linearCost(Collective kind, const GroupPlacement& group, const ClusterSpec& cluster,
                      const LinkPath& path);

/**
 * DeepEP's normal (high-throughput) dispatch or combine over an expert-parallel group, per
 * byte of the top_k copies a rank sends (DeepEP README: "NVLink and RDMA forwarding"). Across
 * nodes a token crosses the network once per destination node, to the GPU of its own local
 * index there, which forwards it over NVLink to the experts' GPUs: with top_k experts routed
 * evenly over the N nodes the group spans, R = (N-1)(1-(1-1/N)^top_k) network copies per
 * token against NCCL's top_k (N-1)/N, while NVLink carries the (g-1)/g of the copies that end
 * on another GPU of a node (g: the group's GPUs per node); both run at once, on the tiers' own
 * rates (not NCCL's all-to-all fits) and one launch's latency. Inside one node the (n-1)/n
 * that leaves a GPU goes at the NVLink tier's rate. Group-limited routing (`groups` groups,
 * `groupTopK` of them per token) confines a token to at most groupTopK x max(1, N/groups)
 * nodes, L of the N; its experts then spread over those, L(1-(1-1/L)^top_k) nodes of which
 * the (N-1)/N not its own.
 */
LinearCost deepEpCost(const GroupPlacement& group, const ClusterSpec& cluster, int topK, int groups = 0,
                      int groupTopK = 0);

/** Seconds for one collective over `group` with per-rank buffer `bytes` (α-β ring model). */
double collectiveSeconds(Collective kind, double bytes, const GroupPlacement& group,
                         const ClusterSpec& cluster);

} // namespace shardscope
