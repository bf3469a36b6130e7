#include "topologylayout.h"

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

namespace {

constexpr double kGpuGap = 0.15;   ///< between GPU cells
constexpr double kNodePad = 0.3;   ///< inside a node box
constexpr double kNodeGap = 0.5;   ///< between node boxes
constexpr double kDomainPad = 0.4; ///< inside an NVLink domain outline
constexpr double kLeafPad = 0.8;   ///< inside a leaf group
constexpr double kLeafGap = 2.0;   ///< between leaf groups
constexpr double kSwitchHeight = 1.2;

/** Columns for `n` boxes of `w` x `h` so that the block is about `aspect` times wider than high. */
int columnsFor(int n, double w, double h, double aspect)
{
    if (n <= 1)
        return 1;
    const int cols = int(std::lround(std::sqrt(double(n) * aspect * h / w)));
    return std::clamp(cols, 1, n);
}

} // namespace

void TopologyLayout::build(const ClusterSpec& c, double aspect)
{
    m_gpus.clear();
    m_nodes.clear();
    m_domains.clear();
    m_leaves.clear();
    m_leafSwitches.clear();
    m_rails.clear();
    m_spine = QRectF();
    m_clusterGpus = c.totalGpus();
    m_gpusPerNode = std::max(1, c.gpusPerNode);
    const int gpn = m_gpusPerNode;
    const int64_t maxNodes = std::max<int64_t>(1, kMaxGpus / gpn);
    const int nodes = int(std::clamp<int64_t>(c.nodes, 1, maxNodes));
    m_railOptimized = c.topology.kind == NetworkTopology::RailOptimized && nodes > 1;
    m_hasNetwork = nodes > 1;
    const int domainGpus = std::max(1, c.topology.nvlinkDomainGpus);
    m_nodesPerDomain = domainGpus > gpn ? std::max(1, domainGpus / gpn) : 1;
    const bool oneSwitch = c.topology.kind == NetworkTopology::SingleSwitch || c.topology.nodesPerLeaf <= 0;
    const int nodesPerLeaf = oneSwitch ? nodes : std::min(c.topology.nodesPerLeaf, nodes);

    // A node: GPU cells in a small grid (8 -> 4 x 2, 4 -> 4 x 1, 72 -> 12 x 6).
    const int rows = gpn <= 4 ? 1 : gpn <= 16 ? 2 : int(std::ceil(std::sqrt(gpn / 2.0)));
    const int cols = (gpn + rows - 1) / rows;
    m_nodeCols = cols;
    const double nodeW = cols + (cols - 1) * kGpuGap + 2 * kNodePad;
    const double nodeH = rows + (rows - 1) * kGpuGap + 2 * kNodePad;

    // Blocks inside a leaf: NVLink domains of several nodes, or single nodes.
    const int nodesPerBlock = std::min(m_nodesPerDomain, nodesPerLeaf);
    const int blockCols = columnsFor(nodesPerBlock, nodeW, nodeH, 1.6);
    const int blockRows = (nodesPerBlock + blockCols - 1) / blockCols;
    const double pad = nodesPerBlock > 1 ? kDomainPad : 0.0;
    const double blockW = blockCols * nodeW + (blockCols - 1) * kNodeGap + 2 * pad;
    const double blockH = blockRows * nodeH + (blockRows - 1) * kNodeGap + 2 * pad;
    const int blocksPerLeaf = (nodesPerLeaf + nodesPerBlock - 1) / nodesPerBlock;
    const int leafBlockCols = columnsFor(blocksPerLeaf, blockW, blockH, 1.6);
    const int leafBlockRows = (blocksPerLeaf + leafBlockCols - 1) / leafBlockCols;
    const double gap = nodesPerBlock > 1 ? 1.0 : kNodeGap;
    const double switchBand = m_hasNetwork ? kSwitchHeight + 1.0 : 0.0;
    const double leafW = leafBlockCols * blockW + (leafBlockCols - 1) * gap + 2 * kLeafPad;
    const double leafH = switchBand + leafBlockRows * blockH + (leafBlockRows - 1) * gap + 2 * kLeafPad;

    const int leaves = (nodes + nodesPerLeaf - 1) / nodesPerLeaf;
    const int leafCols = columnsFor(leaves, leafW, leafH, std::clamp(aspect, 0.3, 4.0));
    const bool spine = leaves > 1;
    const double top = spine ? kSwitchHeight + 3.0 : 0.0;

    m_gpus.reserve(size_t(nodes) * size_t(gpn));
    m_nodes.reserve(size_t(nodes));
    for (int leaf = 0; leaf < leaves; ++leaf) {
        const double lx = (leaf % leafCols) * (leafW + kLeafGap);
        const double ly = top + (leaf / leafCols) * (leafH + kLeafGap);
        const int firstNode = leaf * nodesPerLeaf;
        const int leafNodes = std::min(nodesPerLeaf, nodes - firstNode);
        m_leaves.push_back({QRectF(lx, ly, leafW, leafH), firstNode, leafNodes});
        const QRectF switchRect(lx + kLeafPad, ly + kLeafPad, leafW - 2 * kLeafPad, kSwitchHeight);
        m_leafSwitches.push_back(switchRect);
        if (m_railOptimized) {
            std::vector<QRectF> rails;
            const double w = (switchRect.width() - (gpn - 1) * 0.3) / gpn;
            for (int r = 0; r < gpn; ++r)
                rails.push_back(QRectF(switchRect.left() + r * (w + 0.3), switchRect.top(), w, kSwitchHeight));
            m_rails.push_back(std::move(rails));
        }
        for (int b = 0; b * nodesPerBlock < leafNodes; ++b) {
            const double bx = lx + kLeafPad + (b % leafBlockCols) * (blockW + gap);
            const double by = ly + kLeafPad + switchBand + (b / leafBlockCols) * (blockH + gap);
            const int blockFirst = firstNode + b * nodesPerBlock;
            const int blockNodes = std::min(nodesPerBlock, leafNodes - b * nodesPerBlock);
            if (nodesPerBlock > 1)
                m_domains.push_back({QRectF(bx, by, blockW, blockH), blockFirst * gpn, blockNodes * gpn});
            for (int k = 0; k < blockNodes; ++k) {
                const double nx = bx + pad + (k % blockCols) * (nodeW + kNodeGap);
                const double ny = by + pad + (k / blockCols) * (nodeH + kNodeGap);
                const int node = blockFirst + k;
                m_nodes.push_back({QRectF(nx, ny, nodeW, nodeH), node * gpn, gpn});
                for (int g = 0; g < gpn; ++g) {
                    const double gx = nx + kNodePad + (g % cols) * (1 + kGpuGap);
                    const double gy = ny + kNodePad + (g / cols) * (1 + kGpuGap);
                    m_gpus.push_back(QRectF(gx, gy, 1, 1));
                }
            }
        }
    }
    QRectF bounds;
    for (const Box& l : m_leaves)
        bounds = bounds.united(l.rect);
    if (spine) {
        m_spine = QRectF(bounds.left(), 0, bounds.width(), kSwitchHeight);
        bounds = bounds.united(m_spine);
    }
    m_bounds = bounds.adjusted(-1, -1, 1, 1);
}

int TopologyLayout::gpuAt(const QPointF& world) const
{
    // Find the node box first (few thousand at most), then the cell inside it.
    for (const Box& node : m_nodes) {
        if (!node.rect.contains(world))
            continue;
        for (int g = node.first; g < node.first + node.count; ++g)
            if (m_gpus[size_t(g)].adjusted(-kGpuGap / 2, -kGpuGap / 2, kGpuGap / 2, kGpuGap / 2).contains(world))
                return g;
        return -1;
    }
    return -1;
}

} // namespace shardscope::ui
