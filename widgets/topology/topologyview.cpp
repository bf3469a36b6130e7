#include "topologyview.h"

#include "topologylayout.h"
#include "topologymodel.h"

#include "widgets/support/format.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

// The interaction half of TopologyView: fitting, zoom, pan, selection and tooltips (the
// painting is in topologyscene.cpp).

using namespace shardscope;

namespace shardscope::ui {

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
    return QSize(fontMetrics().averageCharWidth() * 24, fontMetrics().height() * 5);
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

} // namespace shardscope::ui
