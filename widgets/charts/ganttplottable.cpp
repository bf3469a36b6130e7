#include "ganttplottable.h"

#include "support/colors.h"

#include <algorithm>

using shardscope::TimelineOp;

namespace {
constexpr double kRowHalfHeight = 0.42;
}

GanttPlottable::GanttPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
    setAntialiased(false);
    setAntialiasedFill(false);
}

void GanttPlottable::setTimeline(const std::vector<std::vector<TimelineOp>>& timeline, double makespan, int stages)
{
    m_timeline = timeline;
    m_makespan = makespan;
    m_stages = stages;
}

QColor GanttPlottable::colourOf(const TimelineOp& op) const
{
    QColor c = op.kind == 'F' ? Colors::forward() : op.kind == 'B' ? Colors::backward() : Colors::weightGradient();
    // Later model chunks of an interleaved schedule are drawn lighter.
    const int local = m_stages > 0 ? op.chunk / m_stages : 0;
    return local == 0 ? c : c.lighter(100 + 22 * std::min(local, 4));
}

void GanttPlottable::draw(QCPPainter* painter)
{
    m_lastDrawn = 0;
    QCPAxis* keyAxis = mKeyAxis.data();
    QCPAxis* valueAxis = mValueAxis.data();
    if (!keyAxis || !valueAxis || m_timeline.empty())
        return;
    const QCPRange visible = keyAxis->range();
    const QFontMetrics fm(painter->font());
    const int labelWidth = fm.horizontalAdvance(QStringLiteral("000")) + 4;
    painter->setRenderHint(QPainter::Antialiasing, false);

    for (int r = 0; r < int(m_timeline.size()); ++r) {
        const double top = valueAxis->coordToPixel(r - kRowHalfHeight);
        const double bottom = valueAxis->coordToPixel(r + kRowHalfHeight);
        const double y = std::min(top, bottom);
        const double h = std::abs(bottom - top);
        if (y > clipRect().bottom() || y + h < clipRect().top())
            continue;
        // The idle band: whatever the operations do not cover is bubble.
        const double x0 = keyAxis->coordToPixel(0);
        const double x1 = keyAxis->coordToPixel(m_makespan);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QBrush(Colors::bubble(), Qt::Dense4Pattern));
        painter->drawRect(QRectF(x0, y, x1 - x0, h));

        const auto& ops = m_timeline[size_t(r)];
        // Ops on one rank run one after another, so both start and end are sorted.
        auto it = std::lower_bound(ops.begin(), ops.end(), visible.lower,
                                   [](const TimelineOp& op, double t) { return op.end < t; });
        double lastPixel = -1e9;
        for (; it != ops.end() && it->start <= visible.upper; ++it) {
            const double a = keyAxis->coordToPixel(it->start);
            const double b = keyAxis->coordToPixel(it->end);
            if (b - a < 1.0 && std::floor(b) <= lastPixel)
                continue; // this pixel column is already painted
            const QColor c = colourOf(*it);
            painter->setBrush(c);
            if (b - a >= 4.0) {
                painter->setPen(QPen(c.darker(140), 1));
                painter->drawRect(QRectF(a, y, b - a, h));
            } else {
                painter->setPen(Qt::NoPen);
                painter->drawRect(QRectF(a, y, std::max(b - a, 1.0), h));
            }
            lastPixel = std::floor(std::max(b, a + 1.0));
            ++m_lastDrawn;
            if (b - a >= labelWidth && h >= fm.height()) {
                painter->setPen(c.lightnessF() > 0.6 ? Qt::black : Qt::white);
                painter->drawText(QRectF(a, y, b - a, h), Qt::AlignCenter, QString::number(it->microbatch + 1));
            }
        }
    }
}

void GanttPlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->setBrush(Colors::forward());
    painter->setPen(Qt::NoPen);
    painter->drawRect(rect);
}

const TimelineOp* GanttPlottable::opAt(const QPointF& pos, int* rank) const
{
    QCPAxis* keyAxis = mKeyAxis.data();
    QCPAxis* valueAxis = mValueAxis.data();
    if (!keyAxis || !valueAxis)
        return nullptr;
    const double t = keyAxis->pixelToCoord(pos.x());
    const double v = valueAxis->pixelToCoord(pos.y());
    const int r = int(std::lround(v));
    if (r < 0 || r >= int(m_timeline.size()) || std::abs(v - r) > kRowHalfHeight)
        return nullptr;
    if (rank)
        *rank = r;
    const auto& ops = m_timeline[size_t(r)];
    auto it = std::lower_bound(ops.begin(), ops.end(), t, [](const TimelineOp& op, double x) { return op.end < x; });
    if (it != ops.end() && it->start <= t)
        return &*it;
    // Narrow ops: accept the nearest within two pixels.
    const double slack = std::abs(keyAxis->pixelToCoord(pos.x() + 2) - t);
    if (it != ops.end() && it->start - t <= slack)
        return &*it;
    if (it != ops.begin() && t - std::prev(it)->end <= slack)
        return &*std::prev(it);
    return nullptr;
}

double GanttPlottable::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1;
}

QCPRange GanttPlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = m_makespan > 0;
    return QCPRange(0, m_makespan);
}

QCPRange GanttPlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = m_stages > 0;
    return QCPRange(-0.5, m_stages - 0.5);
}
