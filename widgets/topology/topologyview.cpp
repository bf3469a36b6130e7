#include "topologyview.h"

#include "topologylayout.h"
#include "topologymodel.h"

#include "support/colors.h"
#include "support/format.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using namespace shardscope;

QColor heatColour(double share)
{
    const double t = std::clamp(share, 0.0, 1.0);
    // green (0) -> amber (0.5) -> red (1)
    const QColor a = t < 0.5 ? QColor(0x59, 0xA1, 0x4F) : QColor(0xE8, 0xA2, 0x02);
    const QColor b = t < 0.5 ? QColor(0xE8, 0xA2, 0x02) : QColor(0xC0, 0x1C, 0x28);
    const double u = t < 0.5 ? t * 2 : (t - 0.5) * 2;
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * u, a.greenF() + (b.greenF() - a.greenF()) * u,
                            a.blueF() + (b.blueF() - a.blueF()) * u);
}

TopologyView::TopologyView(const TopologyLayout* layout, const TopologyModel* model, QWidget* parent)
    : QWidget(parent), m_layout(layout), m_model(model)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Cluster topology"));
}

QSize TopologyView::sizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 60, fontMetrics().height() * 22);
}

QSize TopologyView::minimumSizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 24, fontMetrics().height() * 8);
}

void TopologyView::dataChanged(bool refit, const std::vector<LinkLoad>& loads)
{
    m_loads = loads;
    if (refit || !m_fitted)
        fitToView();
    if (m_selected >= m_layout->gpuCount())
        m_selected = -1;
    update();
}

void TopologyView::fitToView()
{
    const QRectF b = m_layout->bounds();
    if (b.isEmpty() || width() <= 0 || height() <= 0)
        return;
    m_zoom = std::min(width() / b.width(), height() / b.height());
    m_offset = QPointF((width() - b.width() * m_zoom) / 2 - b.left() * m_zoom,
                       (height() - b.height() * m_zoom) / 2 - b.top() * m_zoom);
    m_fitted = true;
    update();
}

void TopologyView::selectGpu(int gpu)
{
    if (gpu == m_selected)
        return;
    m_selected = gpu;
    update();
    emit gpuSelected(gpu);
}

QPointF TopologyView::toWorld(const QPointF& pos) const
{
    return (pos - m_offset) / m_zoom;
}

int TopologyView::gpuAt(const QPoint& pos) const
{
    return m_layout->gpuAt(toWorld(pos));
}

QRectF TopologyView::gpuRect(int gpu) const
{
    const QRectF& r = m_layout->gpu(gpu);
    return QRectF(r.topLeft() * m_zoom + m_offset, r.size() * m_zoom);
}

double TopologyView::loadShare(LinkTier tier) const
{
    for (const LinkLoad& l : m_loads)
        if (l.tier == tier)
            return l.share;
    return -1;
}

void TopologyView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    emit resized(); // the panel may lay the cluster out again for the new shape
    fitToView();
}

void TopologyView::paintEvent(QPaintEvent*)
{
    ++m_paints;
    QPainter painter(this);
    painter.fillRect(rect(), palette().brush(QPalette::Base));
    const QRectF visible(toWorld(QPointF(0, 0)), toWorld(QPointF(width(), height())));
    paintScene(painter, m_zoom, m_offset, visible);
}

void TopologyView::render(QPainter* painter, const QRectF& target) const
{
    const QRectF b = m_layout->bounds();
    if (b.isEmpty())
        return;
    const double zoom = std::min(target.width() / b.width(), target.height() / b.height());
    const QPointF offset(target.left() + (target.width() - b.width() * zoom) / 2 - b.left() * zoom,
                         target.top() + (target.height() - b.height() * zoom) / 2 - b.top() * zoom);
    painter->fillRect(target, palette().brush(QPalette::Base));
    paintScene(*painter, zoom, offset, b);
}

void TopologyView::paintScene(QPainter& p, double zoom, const QPointF& offset, const QRectF& visible) const
{
    const auto map = [&](const QRectF& r) { return QRectF(r.topLeft() * zoom + offset, r.size() * zoom); };
    const QColor text = palette().color(QPalette::WindowText);
    // Opaque mixes rather than translucent pens: the raster engine strokes translucent
    // lines through a slow path (64 leaf frames cost 6 ms that way).
    const QColor base = palette().color(QPalette::Base);
    const auto mix = [&](double t) {
        return QColor::fromRgbF(base.redF() + (text.redF() - base.redF()) * t, base.greenF() + (text.greenF() - base.greenF()) * t,
                                base.blueF() + (text.blueF() - base.blueF()) * t);
    };
    const QColor frame = mix(0.35);
    const QColor faint = mix(0.14);
    p.setRenderHint(QPainter::Antialiasing, false);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    const QFontMetrics fm(small);
    const double cell = zoom; // pixels per GPU cell
    // Text widths measured once: measuring shapes the text, far too slow per GPU.
    const bool rankLabels = cell >= fm.horizontalAdvance(QStringLiteral("00000")) + 4;
    const double nodeLabelWidth = fm.horizontalAdvance(QStringLiteral("node 0000")) + 6;
    const double leafLabelWidth = fm.horizontalAdvance(QStringLiteral("leaf 000 · rails"));
    const bool nodeLabels = 0.5 * zoom >= fm.height(); // the gap under a node holds its label

    // Spine and its uplinks, tinted by the spine tier's load.
    const double spineShare = loadShare(LinkTier::Spine);
    const double nicShare = loadShare(LinkTier::Nic);
    const double insideShare = loadShare(LinkTier::InsideNode);
    if (m_layout->hasSpine()) {
        const QRectF spine = map(m_layout->spine());
        const QColor c = spineShare >= 0 ? heatColour(spineShare) : frame;
        p.setPen(QPen(c, std::clamp(1.0 + 5.0 * std::max(0.0, spineShare), 1.0, 6.0)));
        // Uplinks run down the left side of each leaf column, then into the leaf switch, so
        // they never cross another leaf group.
        const double margin = 0.9 * zoom;
        for (const QRectF& sw : m_layout->leafSwitches()) {
            const QRectF s = map(sw);
            const double x = s.left() - margin;
            const QPointF points[] = {QPointF(x, spine.bottom()), QPointF(x, s.center().y()), QPointF(s.left(), s.center().y())};
            p.drawPolyline(points, 3);
        }
        p.fillRect(spine, QColor(0x5A, 0x5A, 0x66));
        if (spine.height() >= fm.height()) {
            p.setPen(Qt::white);
            p.drawText(spine, Qt::AlignCenter, tr("spine"));
        }
    }

    // Leaf groups and their switches (or rail switches).
    for (size_t i = 0; i < m_layout->leaves().size(); ++i) {
        const auto& leaf = m_layout->leaves()[i];
        if (!visible.intersects(leaf.rect))
            continue;
        const QRectF r = map(leaf.rect);
        p.setPen(QPen(faint, 0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        const QColor switchColour(0x7A, 0x7A, 0x86);
        if (!m_layout->hasNetwork())
            continue;
        if (m_layout->railOptimized()) {
            for (const QRectF& rail : m_layout->railSwitches()[i])
                p.fillRect(map(rail), switchColour);
        } else {
            p.fillRect(map(m_layout->leafSwitches()[i]), switchColour);
        }
        const QRectF sw = map(m_layout->leafSwitches()[i]);
        if (sw.height() >= fm.height() && sw.width() > leafLabelWidth) {
            p.setPen(Qt::white);
            p.drawText(sw, Qt::AlignCenter,
                       m_layout->railOptimized() ? tr("leaf %1 · rails").arg(i) : tr("leaf %1").arg(i));
        }
    }

    // NVLink domains that span nodes (NVL72), framed in the inside-node tier's heat.
    for (const auto& d : m_layout->domains()) {
        if (!visible.intersects(d.rect))
            continue;
        p.setPen(QPen(insideShare >= 0 ? heatColour(insideShare) : frame, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(map(d.rect));
    }

    // Nodes: box, a NIC tick tinted by the NIC tier's load, GPU cells. Rectangles are
    // collected per colour and drawn in one call each: 16,384 separate fills would cost
    // more than the rest of the tick.
    const bool cellBorders = cell >= 5;
    const auto& colours = TopologyModel::palette();
    const QColor idle = palette().color(QPalette::Mid);
    const QColor unpainted = palette().color(QPalette::Button);
    const QColor crossing = Colors::danger();
    std::vector<std::vector<QRectF>> cells(colours.size() + 2); // palette, idle, unpainted
    std::vector<QRectF> nodeFrames, nicTicks, crossingCells, crossingNodes;
    std::vector<std::pair<QRectF, int64_t>> labels;
    for (const auto& node : m_layout->nodes()) {
        if (!visible.intersects(node.rect))
            continue;
        const QRectF nr = map(node.rect);
        bool nodeCrosses = false;
        if (cell >= 2.5) {
            nodeFrames.push_back(nr);
            if (nicShare >= 0)
                nicTicks.push_back(QRectF(nr.left() + nr.width() * 0.3, nr.top() - std::max(1.5, cell * 0.2),
                                          nr.width() * 0.4, std::max(1.5, cell * 0.2)));
        }
        for (int g = node.first; g < node.first + node.count; ++g) {
            const QRectF gr = map(m_layout->gpu(g));
            const int colour = m_model->colourIndex(g);
            const bool busy = m_model->rankOf(g) >= 0;
            cells[!busy ? colours.size() : colour >= 0 ? size_t(colour) : colours.size() + 1].push_back(gr);
            if (busy && m_model->crosses(g)) {
                nodeCrosses = true;
                if (cellBorders)
                    crossingCells.push_back(gr.adjusted(1, 1, -1, -1));
            }
            if (rankLabels && busy)
                labels.push_back({gr, m_model->rankOf(g)});
        }
        if (nodeCrosses && !cellBorders)
            crossingNodes.push_back(nr);
        if (nodeLabels && nr.width() > nodeLabelWidth) {
            p.setPen(text);
            p.drawText(QRectF(nr.left(), nr.bottom(), nr.width(), fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                       tr("node %1").arg(node.first / std::max(1, m_layout->gpusPerNode())));
        }
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(m_layout->domains().empty() && insideShare >= 0 ? heatColour(insideShare) : frame, 0)); // cosmetic: fast
    p.drawRects(nodeFrames.data(), int(nodeFrames.size()));
    p.setPen(Qt::NoPen);
    if (nicShare >= 0) {
        p.setBrush(heatColour(nicShare));
        p.drawRects(nicTicks.data(), int(nicTicks.size()));
    }
    const auto bucketColour = [&](size_t c) { return c < colours.size() ? colours[c] : c == colours.size() ? idle : unpainted; };
    const QRect device = p.viewport();
    if (cell < 12 && !device.isEmpty() && p.device() && p.device()->devType() == QInternal::Widget) {
        // Small cells: write their pixels into one image and draw it once; a raster fill per
        // cell costs more than the pixels themselves.
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
    } else {
        for (size_t c = 0; c < cells.size(); ++c) {
            if (cells[c].empty())
                continue;
            p.setBrush(bucketColour(c));
            p.drawRects(cells[c].data(), int(cells[c].size()));
        }
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(crossing, std::max(2.0, cell * 0.08)));
    p.drawRects(crossingCells.data(), int(crossingCells.size()));
    p.setPen(QPen(crossing, cell >= 1 ? 2 : 1));
    p.drawRects(crossingNodes.data(), int(crossingNodes.size()));
    for (const auto& [rect, rank] : labels) {
        const int colour = m_model->colourIndex(int(rank));
        const QColor fill = colour >= 0 ? colours[size_t(colour)] : unpainted;
        p.setPen(fill.lightnessF() > 0.6 ? Qt::black : Qt::white);
        p.drawText(rect, Qt::AlignCenter, QString::number(rank));
    }

    // The selected GPU and the members of each of its groups.
    if (m_selected >= 0 && m_selected < m_layout->gpuCount()) {
        const auto groups = m_model->groupsOf(m_model->rankOf(m_selected));
        int inset = 0;
        for (auto it = groups.rbegin(); it != groups.rend(); ++it, ++inset) {
            p.setPen(QPen(Colors::dimension(it->first), 2));
            p.setBrush(Qt::NoBrush);
            for (int64_t member : it->second) {
                if (member >= m_layout->gpuCount())
                    continue;
                const QRectF& w = m_layout->gpu(int(member));
                if (!visible.intersects(w))
                    continue;
                const double d = std::min(inset * 2.5, cell / 4);
                p.drawRect(map(w).adjusted(-3 + d, -3 + d, 3 - d, 3 - d));
            }
        }
        p.setPen(QPen(text, 3));
        p.drawRect(map(m_layout->gpu(m_selected)).adjusted(-5, -5, 5, 5));
    }
}

void TopologyView::zoomAbout(const QPointF& pos, double factor)
{
    const QRectF b = m_layout->bounds();
    const double fit = std::min(width() / std::max(1.0, b.width()), height() / std::max(1.0, b.height()));
    const double next = std::clamp(m_zoom * factor, fit * 0.5, 400.0);
    const QPointF world = toWorld(pos);
    m_zoom = next;
    m_offset = pos - world * m_zoom;
    update();
}

void TopologyView::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    zoomAbout(event->position(), std::pow(1.25, steps));
    event->accept();
}

void TopologyView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressPos = event->pos();
        m_pressOffset = m_offset;
        m_dragging = false;
    }
}

void TopologyView::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton) {
        if ((event->pos() - m_pressPos).manhattanLength() > 4)
            m_dragging = true;
        if (m_dragging) {
            m_offset = m_pressOffset + (event->pos() - m_pressPos);
            setCursor(Qt::ClosedHandCursor);
            update();
        }
    }
}

void TopologyView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    unsetCursor();
    if (!m_dragging)
        selectGpu(gpuAt(event->pos()));
    m_dragging = false;
}

void TopologyView::mouseDoubleClickEvent(QMouseEvent*)
{
    fitToView();
}

void TopologyView::keyPressEvent(QKeyEvent* event)
{
    const QPointF centre(width() / 2.0, height() / 2.0);
    const double step = std::max(width(), height()) / 8.0;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomAbout(centre, 1.25); break;
    case Qt::Key_Minus: zoomAbout(centre, 0.8); break;
    case Qt::Key_0: fitToView(); break;
    case Qt::Key_Left: m_offset.rx() += step; update(); break;
    case Qt::Key_Right: m_offset.rx() -= step; update(); break;
    case Qt::Key_Up: m_offset.ry() += step; update(); break;
    case Qt::Key_Down: m_offset.ry() -= step; update(); break;
    case Qt::Key_Escape: selectGpu(-1); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool TopologyView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int gpu = gpuAt(help->pos());
        if (gpu < 0) {
            QToolTip::hideText();
            return true;
        }
        const int64_t rank = m_model->rankOf(gpu);
        const int node = gpu / std::max(1, m_layout->gpusPerNode());
        if (rank < 0) {
            QToolTip::showText(help->globalPos(), tr("Node %1, GPU %2: idle").arg(node).arg(gpu % m_layout->gpusPerNode()), this);
            return true;
        }
        const RankCoords c = m_model->coordsOf(rank);
        QToolTip::showText(help->globalPos(),
                           tr("<b>Rank %1</b> · node %2, GPU %3<br>TP %4 · CP %5 · DP %6 · PP %7 · EP %8<br>"
                              "stage %7 uses %9 per GPU<br><i>click to highlight its groups</i>")
                               .arg(rank)
                               .arg(node)
                               .arg(gpu % m_layout->gpusPerNode())
                               .arg(c.tp)
                               .arg(c.cp)
                               .arg(c.dp)
                               .arg(c.pp)
                               .arg(c.ep)
                               .arg(Format::gib(double(m_model->memoryOf(rank)))),
                           this);
        return true;
    }
    return QWidget::event(event);
}
