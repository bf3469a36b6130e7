#pragma once

#include "core/model/clusterspec.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace shardscope::ui {

/**
 * Where everything of a cluster sits in the topology view, in world units (one GPU cell is
 * about one unit): GPU cells inside node boxes, nodes grouped into NVLink domains when a
 * domain spans several nodes (GB200 NVL72), domains or nodes under their leaf switch, leaves
 * under the spine. Rail-optimized clusters get one rail switch per GPU index in each leaf
 * group. Plain geometry, computed once per cluster shape; no painting here.
 */
class TopologyLayout
{
public:
    /** At most this many GPUs are laid out (the largest preset clusters are far below). */
    static constexpr int64_t kMaxGpus = 65536;

    struct Box
    {
        QRectF rect;
        int first = 0; ///< first GPU (node, domain, leaf) index it holds
        int count = 0;
    };

    /** Lay the cluster out for a view about `aspect` times wider than high. */
    void build(const shardscope::ClusterSpec& cluster, double aspect = 1.5);

    int gpuCount() const { return int(m_gpus.size()); }
    int64_t clusterGpus() const { return m_clusterGpus; } ///< may exceed gpuCount() (capped)
    int gpusPerNode() const { return m_gpusPerNode; }
    int nodesPerDomain() const { return m_nodesPerDomain; } ///< 1 when a domain is one node or less
    const QRectF& gpu(int index) const { return m_gpus[size_t(index)]; }
    const std::vector<QRectF>& gpus() const { return m_gpus; }
    const std::vector<Box>& nodes() const { return m_nodes; }
    const std::vector<Box>& domains() const { return m_domains; }  ///< empty unless multi-node
    const std::vector<Box>& leaves() const { return m_leaves; }
    const std::vector<QRectF>& leafSwitches() const { return m_leafSwitches; } ///< one per leaf
    const std::vector<std::vector<QRectF>>& railSwitches() const { return m_rails; } ///< per leaf
    const QRectF& spine() const { return m_spine; } ///< empty without a spine
    const QRectF& bounds() const { return m_bounds; }
    bool hasSpine() const { return !m_spine.isEmpty(); }
    /** More than one node: there are leaf switches (or rails) to draw. */
    bool hasNetwork() const { return m_hasNetwork; }
    bool railOptimized() const { return m_railOptimized; }
    /** The GPU under a world point, or -1. */
    int gpuAt(const QPointF& world) const;

private:
    std::vector<QRectF> m_gpus;
    std::vector<Box> m_nodes, m_domains, m_leaves;
    std::vector<QRectF> m_leafSwitches;
    std::vector<std::vector<QRectF>> m_rails;
    QRectF m_spine, m_bounds;
    int64_t m_clusterGpus = 0;
    int m_gpusPerNode = 1;
    int m_nodesPerDomain = 1;
    int m_nodeCols = 1;
    bool m_railOptimized = false;
    bool m_hasNetwork = false;
};

} // namespace shardscope::ui
