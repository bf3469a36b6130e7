#include "topologyview.h"

#include "topologylayout.h"
#include "topologymodel.h"

#include "widgets/support/colors.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

// The painting half of TopologyView (the interaction half is topologyview.cpp): the scene
// drawn in named steps, back to front, with the culling and batching that keep a tick of a
// 16,384-GPU cluster fast.

using namespace shardscope;

// paintScene's steps share what one paint knows: the mapping to the target, the colours
// and text metrics, and the load share of each link tier. The steps paint back to front;
// the node step only collects rectangles, so that each colour is filled in one call.

namespace shardscope::ui {

struct TopologyView::Scene
{
    double zoom = 1;
    QPointF offset;
    QRectF visible;
    QColor text, frame, faint;
    QFontMetrics fm;
    double cell = 1; ///< pixels per GPU cell
    bool rankLabels = false;
    double nodeLabelWidth = 0;
    double leafLabelWidth = 0;
    bool nodeLabels = false;
    double spineShare = -1, nicShare = -1, insideShare = -1;

    QRectF map(const QRectF& r) const { return QRectF(r.topLeft() * zoom + offset, r.size() * zoom); }
};

/** GPU cells and node decorations of the visible nodes, bucketed for one draw call each. */
struct TopologyView::NodeBatches
{
    std::vector<std::vector<QRectF>> cells; ///< per palette colour, then idle, then unpainted
    std::vector<QRectF> nodeFrames, nicTicks, crossingCells, crossingNodes;
    std::vector<std::pair<QRectF, int64_t>> rankLabels;
    std::vector<std::pair<QRectF, QString>> nodeLabels;
};

void TopologyView::paintScene(QPainter& p, double zoom, const QPointF& offset, const QRectF& visible) const
{
    const Scene s = beginScene(p, zoom, offset, visible);
    paintSpine(p, s);
    paintLeaves(p, s);
    paintDomains(p, s);
    const NodeBatches nodes = collectNodes(s);
    paintNodes(p, s, nodes);
    paintSelection(p, s);
    if (zoom < kWholeNodesBelow && p.device() && p.device()->devType() == QInternal::Widget) {
        const QString hint = tr("Each block is a node; zoom in (wheel or +) for every GPU and its group's colour.");
        QRectF band(4, height() - s.fm.height() - 4, width() - 8, s.fm.height() + 2);
        QColor back = palette().color(QPalette::Base);
        back.setAlpha(220);
        p.setPen(Qt::NoPen);
        p.setBrush(back);
        p.drawRect(band.adjusted(-2, -1, 2, 1));
        p.setPen(s.text);
        p.drawText(band, Qt::AlignLeft | Qt::AlignVCenter, s.fm.elidedText(hint, Qt::ElideRight, int(band.width())));
    }
}

TopologyView::Scene TopologyView::beginScene(QPainter& p, double zoom, const QPointF& offset, const QRectF& visible) const
{
    const QColor text = palette().color(QPalette::WindowText);
    // Opaque mixes rather than translucent pens: the raster engine strokes translucent
    // lines through a slow path (64 leaf frames cost 6 ms that way).
    const QColor base = palette().color(QPalette::Base);
    const auto mix = [&](double t) {
        return QColor::fromRgbF(base.redF() + (text.redF() - base.redF()) * t, base.greenF() + (text.greenF() - base.greenF()) * t,
                                base.blueF() + (text.blueF() - base.blueF()) * t);
    };
    p.setRenderHint(QPainter::Antialiasing, false);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    Scene s{zoom, offset, visible, text, mix(0.35), mix(0.14), QFontMetrics(small)};
    s.cell = zoom;
    // Text widths measured once: measuring shapes the text, far too slow per GPU.
    s.rankLabels = s.cell >= s.fm.horizontalAdvance(QStringLiteral("00000")) + 4;
    s.nodeLabelWidth = s.fm.horizontalAdvance(QStringLiteral("node 0000")) + 6;
    s.leafLabelWidth = s.fm.horizontalAdvance(QStringLiteral("leaf 000 · rails"));
    s.nodeLabels = 0.5 * zoom >= s.fm.height(); // the gap under a node holds its label
    s.spineShare = loadShare(LinkTier::Spine);
    s.nicShare = loadShare(LinkTier::Nic);
    s.insideShare = loadShare(LinkTier::InsideNode);
    return s;
}

/** Spine and its uplinks, tinted by the spine tier's load. */
void TopologyView::paintSpine(QPainter& p, const Scene& s) const
{
    if (!m_layout->hasSpine())
        return;
    const QRectF spine = s.map(m_layout->spine());
    const QColor c = s.spineShare >= 0 ? heatColour(s.spineShare) : s.frame;
    p.setPen(QPen(c, std::clamp(1.0 + 5.0 * std::max(0.0, s.spineShare), 1.0, 6.0)));
    // Uplinks run down the left side of each leaf column, then into the leaf switch, so
    // they never cross another leaf group.
    const double margin = 0.9 * s.zoom;
    for (const QRectF& sw : m_layout->leafSwitches()) {
        const QRectF r = s.map(sw);
        const double x = r.left() - margin;
        const QPointF points[] = {QPointF(x, spine.bottom()), QPointF(x, r.center().y()), QPointF(r.left(), r.center().y())};
        p.drawPolyline(points, 3);
    }
    p.fillRect(spine, QColor(0x5A, 0x5A, 0x66));
    if (spine.height() >= s.fm.height()) {
        p.setPen(Qt::white);
        p.drawText(spine, Qt::AlignCenter, tr("spine"));
    }
}

/** Leaf groups and their switches (or rail switches). */
void TopologyView::paintLeaves(QPainter& p, const Scene& s) const
{
    const QColor switchColour(0x7A, 0x7A, 0x86);
    for (size_t i = 0; i < m_layout->leaves().size(); ++i) {
        const auto& leaf = m_layout->leaves()[i];
        if (!s.visible.intersects(leaf.rect))
            continue;
        p.setPen(QPen(s.faint, 0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(s.map(leaf.rect));
        if (!m_layout->hasNetwork())
            continue;
        if (m_layout->railOptimized()) {
            for (const QRectF& rail : m_layout->railSwitches()[i])
                p.fillRect(s.map(rail), switchColour);
        } else {
            p.fillRect(s.map(m_layout->leafSwitches()[i]), switchColour);
        }
        const QRectF sw = s.map(m_layout->leafSwitches()[i]);
        if (sw.height() >= s.fm.height() && sw.width() > s.leafLabelWidth) {
            p.setPen(Qt::white);
            p.drawText(sw, Qt::AlignCenter, m_layout->railOptimized() ? tr("leaf %1 · rails").arg(i) : tr("leaf %1").arg(i));
        }
    }
}

/** NVLink domains that span nodes (NVL72), framed in the inside-node tier's heat. */
void TopologyView::paintDomains(QPainter& p, const Scene& s) const
{
    for (const auto& d : m_layout->domains()) {
        if (!s.visible.intersects(d.rect))
            continue;
        p.setPen(QPen(s.insideShare >= 0 ? heatColour(s.insideShare) : s.frame, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(s.map(d.rect));
    }
}

/** The visible nodes' frames, NIC ticks, GPU cells (by colour), crossing marks and labels. */
TopologyView::NodeBatches TopologyView::collectNodes(const Scene& s) const
{
    const size_t colours = TopologyModel::palette().size();
    const bool cellBorders = s.cell >= 5;
    NodeBatches out;
    out.cells.resize(colours + 3); // the palette, idle, unpainted, a busy node drawn whole
    for (const auto& node : m_layout->nodes()) {
        if (!s.visible.intersects(node.rect))
            continue;
        const QRectF nr = s.map(node.rect);
        bool nodeCrosses = false;
        if (s.cell >= 2.5) {
            out.nodeFrames.push_back(nr);
            if (s.nicShare >= 0)
                out.nicTicks.push_back(QRectF(nr.left() + nr.width() * 0.3, nr.top() - std::max(1.5, s.cell * 0.2),
                                              nr.width() * 0.4, std::max(1.5, s.cell * 0.2)));
        }
        if (s.cell < kWholeNodesBelow) {
            // Zoomed out (16,384 GPUs in a dock): a node is one block, busy or idle, outlined
            // when a group crosses it; per-GPU colours there would be noise.
            bool busy = false;
            for (int g = node.first; g < node.first + node.count; ++g) {
                busy = busy || m_model->rankOf(g) >= 0;
                nodeCrosses = nodeCrosses || (m_model->rankOf(g) >= 0 && m_model->crosses(g));
            }
            out.cells[busy ? colours + 2 : colours].push_back(nr.adjusted(0.5, 0.5, -0.5, -0.5));
            if (nodeCrosses)
                out.crossingNodes.push_back(nr);
            continue;
        }
        for (int g = node.first; g < node.first + node.count; ++g) {
            const QRectF gr = s.map(m_layout->gpu(g));
            const int colour = m_model->colourIndex(g);
            const bool busy = m_model->rankOf(g) >= 0;
            out.cells[!busy ? colours : colour >= 0 ? size_t(colour) : colours + 1].push_back(gr);
            if (busy && m_model->crosses(g)) {
                nodeCrosses = true;
                if (cellBorders)
                    out.crossingCells.push_back(gr.adjusted(1, 1, -1, -1));
            }
            if (s.rankLabels && busy)
                out.rankLabels.push_back({gr, m_model->rankOf(g)});
        }
        if (nodeCrosses && !cellBorders)
            out.crossingNodes.push_back(nr);
        if (s.nodeLabels && nr.width() > s.nodeLabelWidth)
            out.nodeLabels.push_back({QRectF(nr.left(), nr.bottom(), nr.width(), s.fm.height()),
                                      tr("node %1").arg(node.first / std::max(1, m_layout->gpusPerNode()))});
    }
    return out;
}

/** Nodes: labels, frames, NIC ticks tinted by the NIC tier's load, GPU cells, crossings, ranks. */
void TopologyView::paintNodes(QPainter& p, const Scene& s, const NodeBatches& nodes) const
{
    for (const auto& [rect, label] : nodes.nodeLabels) {
        p.setPen(s.text);
        p.drawText(rect, Qt::AlignHCenter | Qt::AlignTop, label);
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(m_layout->domains().empty() && s.insideShare >= 0 ? heatColour(s.insideShare) : s.frame, 0)); // cosmetic: fast
    p.drawRects(nodes.nodeFrames.data(), int(nodes.nodeFrames.size()));
    p.setPen(Qt::NoPen);
    if (s.nicShare >= 0) {
        p.setBrush(heatColour(s.nicShare));
        p.drawRects(nodes.nicTicks.data(), int(nodes.nicTicks.size()));
    }
    paintCells(p, s, nodes.cells);
    const QColor crossing = Colors::danger();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(crossing, std::max(2.0, s.cell * 0.08)));
    p.drawRects(nodes.crossingCells.data(), int(nodes.crossingCells.size()));
    p.setPen(QPen(crossing, s.cell >= 1 ? 2 : 1));
    p.drawRects(nodes.crossingNodes.data(), int(nodes.crossingNodes.size()));
    const auto& colours = TopologyModel::palette();
    const QColor unpainted = palette().color(QPalette::Button);
    for (const auto& [rect, rank] : nodes.rankLabels) {
        const int colour = m_model->colourIndex(int(rank));
        const QColor fill = colour >= 0 ? colours[size_t(colour)] : unpainted;
        p.setPen(fill.lightnessF() > 0.6 ? Qt::black : Qt::white);
        p.drawText(rect, Qt::AlignCenter, QString::number(rank));
    }
}

/**
 * The GPU cells, one fill per colour bucket. Small cells on screen are written as pixels
 * into one image drawn once: a raster fill per cell costs more than the pixels themselves.
 */
void TopologyView::paintCells(QPainter& p, const Scene& s, const std::vector<std::vector<QRectF>>& cells) const
{
    const auto& colours = TopologyModel::palette();
    const QColor idle = palette().color(QPalette::Mid);
    const QColor unpainted = palette().color(QPalette::Button);
    const QColor wholeNode = Colors::mix(palette().color(QPalette::Base), palette().color(QPalette::Highlight), 0.55);
    const auto bucketColour = [&](size_t c) {
        return c < colours.size() ? colours[c] : c == colours.size() ? idle : c == colours.size() + 1 ? unpainted : wholeNode;
    };
    const QRect device = p.viewport();
    if (s.cell < 12 && !device.isEmpty() && p.device() && p.device()->devType() == QInternal::Widget) {
        const qreal dpr = devicePixelRatioF();
        const QSize pixels(int(device.width() * dpr), int(device.height() * dpr));
        if (m_cells.size() != pixels)
            m_cells = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        m_cells.fill(Qt::transparent);
        for (size_t c = 0; c < cells.size(); ++c) {
            const QRgb rgb = bucketColour(c).rgba();
            for (const QRectF& r : cells[c]) {
                const int x0 = std::max(0, int(std::lround(r.left() * dpr)));
                const int x1 = std::min(pixels.width(), std::max(x0 + 1, int(std::lround(r.right() * dpr))));
                const int y0 = std::max(0, int(std::lround(r.top() * dpr)));
                const int y1 = std::min(pixels.height(), std::max(y0 + 1, int(std::lround(r.bottom() * dpr))));
                for (int y = y0; y < y1; ++y) {
                    auto* line = reinterpret_cast<QRgb*>(m_cells.scanLine(y));
                    std::fill(line + x0, line + x1, rgb);
                }
            }
        }
        m_cells.setDevicePixelRatio(dpr);
        p.drawImage(QPointF(0, 0), m_cells);
        return;
    }
    for (size_t c = 0; c < cells.size(); ++c) {
        if (cells[c].empty())
            continue;
        p.setBrush(bucketColour(c));
        p.drawRects(cells[c].data(), int(cells[c].size()));
    }
}

/** The selected GPU and the members of each of its groups. */
void TopologyView::paintSelection(QPainter& p, const Scene& s) const
{
    if (m_selected < 0 || m_selected >= m_layout->gpuCount())
        return;
    const auto groups = m_model->groupsOf(m_model->rankOf(m_selected));
    int inset = 0;
    for (auto it = groups.rbegin(); it != groups.rend(); ++it, ++inset) {
        p.setPen(QPen(Colors::dimension(it->first), 2));
        p.setBrush(Qt::NoBrush);
        for (int64_t member : it->second) {
            if (member >= m_layout->gpuCount())
                continue;
            const QRectF& w = m_layout->gpu(int(member));
            if (!s.visible.intersects(w))
                continue;
            const double d = std::min(inset * 2.5, s.cell / 4);
            p.drawRect(s.map(w).adjusted(-3 + d, -3 + d, 3 - d, 3 - d));
        }
    }
    p.setPen(QPen(s.text, 3));
    p.drawRect(s.map(m_layout->gpu(m_selected)).adjusted(-5, -5, 5, 5));
}

} // namespace shardscope::ui
