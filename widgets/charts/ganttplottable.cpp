#include "ganttplottable.h"

#include "steptailstyle.h"

#include "widgets/support/colors.h"

#include <algorithm>
#include <cstring>

namespace shardscope::ui {

using shardscope::TimelineOp;

namespace {
constexpr double kRowHalfHeight = 0.42;
}

GanttPlottable::GanttPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
    setAntialiased(false);
    setAntialiasedFill(false);
    const QColor base[3] = {Colors::forward(), Colors::backward(), Colors::weightGradient()};
    for (int k = 0; k < 3; ++k) {
        for (int c = 0; c < 5; ++c) {
            // Later model chunks of an interleaved schedule are drawn lighter.
            m_colours[size_t(k)][size_t(c)] = c == 0 ? base[k] : base[k].lighter(100 + 22 * c);
            m_outlines[size_t(k)][size_t(c)] = m_colours[size_t(k)][size_t(c)].darker(140);
        }
    }
}

void GanttPlottable::setTimeline(const std::vector<std::vector<TimelineOp>>& timeline, double makespan, int stages)
{
    m_timeline = timeline;
    m_makespan = makespan;
    m_stages = stages;
}

const QColor& GanttPlottable::colourOf(const TimelineOp& op) const
{
    const int kind = op.kind == 'F' ? 0 : op.kind == 'B' ? 1 : 2;
    const int local = m_stages > 0 ? std::min(op.chunk / m_stages, 4) : 0;
    return m_colours[size_t(kind)][size_t(local)];
}

void GanttPlottable::draw(QCPPainter* painter)
{
    m_lastDrawn = 0;
    QCPAxis* keyAxis = mKeyAxis.data();
    QCPAxis* valueAxis = mValueAxis.data();
    if (!keyAxis || !valueAxis)
        return;
    painter->setRenderHint(QPainter::Antialiasing, false);
    drawTail(painter);
    if (m_timeline.empty())
        return;
    const double x0 = keyAxis->coordToPixel(0);
    const double x1 = keyAxis->coordToPixel(m_makespan);
    const double visibleShare = keyAxis->range().size() / std::max(m_makespan, 1e-12);
    size_t ops = 0;
    for (const auto& rank : m_timeline)
        ops += rank.size();
    const double meanWidth = std::abs(x1 - x0) * double(m_timeline.size()) / double(std::max<size_t>(ops, 1));
    if (meanWidth / std::min(1.0, visibleShare) < 6.0) {
        drawDense(painter);
        return;
    }
    const QRect clip = clipRect();
    for (int r = 0; r < int(m_timeline.size()); ++r) {
        const double top = valueAxis->coordToPixel(r - kRowHalfHeight);
        const double bottom = valueAxis->coordToPixel(r + kRowHalfHeight);
        const double y = std::min(top, bottom);
        const double h = std::abs(bottom - top);
        if (y > clip.bottom() || y + h < clip.top())
            continue;
        // The idle band: whatever the operations do not cover is bubble.
        painter->fillRect(QRectF(x0, y, x1 - x0, h), Colors::bubble());
        drawDetailed(painter, r, y, h);
    }
}

void GanttPlottable::drawDense(QCPPainter* painter)
{
    // Every rank becomes a few pixel rows of one image, one pixel per column (the op that
    // ends last in a column wins; idle columns get the bubble colour, the gap between ranks
    // stays transparent); the image is then stretched over the plot in a single draw.
    QCPAxis* keyAxis = mKeyAxis.data();
    QCPAxis* valueAxis = mValueAxis.data();
    const QRect clip = clipRect();
    const int left = clip.left();
    const int width = clip.width();
    if (width <= 0)
        return;
    // Up to 8 pixel rows per rank (7 coloured, 1 gap: the rows' 0.84 height, near enough),
    // fewer when the ranks outnumber the plot's pixels: the image is at most about twice the
    // plot's height, or one row per rank (the simulator keeps the ranks to a few hundred).
    const int ranks = int(m_timeline.size());
    const int kRowPixels = std::clamp(2 * clip.height() / std::max(ranks, 1), 1, 8);
    if (m_rows.width() != width || m_rows.height() != ranks * kRowPixels)
        m_rows = QImage(width, ranks * kRowPixels, QImage::Format_ARGB32_Premultiplied);
    m_rows.fill(Qt::transparent);
    const QCPRange visible = keyAxis->range();
    const int idleFrom = std::max(0, int(std::floor(keyAxis->coordToPixel(0))) - left);
    const int idleTo = std::min(width, int(std::ceil(keyAxis->coordToPixel(m_makespan))) - left);
    const QRgb idle = Colors::bubble().rgba();
    for (int r = 0; r < ranks; ++r) {
        auto* pixels = reinterpret_cast<QRgb*>(m_rows.scanLine(r * kRowPixels));
        for (int x = idleFrom; x < idleTo; ++x)
            pixels[x] = idle;
        const auto& ops = m_timeline[size_t(r)];
        auto it = std::lower_bound(ops.begin(), ops.end(), visible.lower,
                                   [](const TimelineOp& op, double t) { return op.end < t; });
        for (; it != ops.end() && it->start <= visible.upper; ++it) {
            const int a = std::max(0, int(std::floor(keyAxis->coordToPixel(it->start))) - left);
            const int b = std::min(width, std::max(a + 1, int(std::ceil(keyAxis->coordToPixel(it->end))) - left));
            const QRgb c = colourOf(*it).rgba();
            for (int x = a; x < b; ++x)
                pixels[x] = c;
            ++m_lastDrawn;
        }
        for (int line = 1; line < kRowPixels - 1; ++line)
            std::memcpy(m_rows.scanLine(r * kRowPixels + line), pixels, size_t(width) * sizeof(QRgb));
    }
    // Rank r's coloured band spans r - 0.5 .. r + 0.5 minus the gap.
    const double top = valueAxis->coordToPixel(-0.5 + (1.0 - 2 * kRowHalfHeight) / 2);
    const double bottom = valueAxis->coordToPixel(ranks - 0.5 + (1.0 - 2 * kRowHalfHeight) / 2);
    painter->drawImage(QRectF(left, std::min(top, bottom), width, std::abs(bottom - top)), m_rows);
}

void GanttPlottable::drawDetailed(QCPPainter* painter, int rank, double y, double h)
{
    QCPAxis* keyAxis = mKeyAxis.data();
    const QCPRange visible = keyAxis->range();
    const QFontMetrics fm(painter->font());
    const int labelWidth = fm.horizontalAdvance(QStringLiteral("000")) + 4;
    const auto& ops = m_timeline[size_t(rank)];
    auto it = std::lower_bound(ops.begin(), ops.end(), visible.lower,
                               [](const TimelineOp& op, double t) { return op.end < t; });
    for (; it != ops.end() && it->start <= visible.upper; ++it) {
        const double a = keyAxis->coordToPixel(it->start);
        const double b = keyAxis->coordToPixel(it->end);
        const int kind = it->kind == 'F' ? 0 : it->kind == 'B' ? 1 : 2;
        const int local = m_stages > 0 ? std::min(it->chunk / m_stages, 4) : 0;
        const QColor& c = m_colours[size_t(kind)][size_t(local)];
        painter->setBrush(c);
        painter->setPen(QPen(m_outlines[size_t(kind)][size_t(local)], 1));
        painter->drawRect(QRectF(a, y, std::max(b - a, 1.0), h));
        ++m_lastDrawn;
        if (b - a >= labelWidth && h >= fm.height()) {
            painter->setPen(c.lightnessF() > 0.6 ? Qt::black : Qt::white);
            painter->drawText(QRectF(a, y, b - a, h), Qt::AlignCenter, QString::number(it->microbatch + 1));
        }
    }
}

void GanttPlottable::drawTail(QCPPainter* painter)
{
    // One band per phase over every rank: the whole pipeline waits for it before the next step.
    QCPAxis* keyAxis = mKeyAxis.data();
    QCPAxis* valueAxis = mValueAxis.data();
    const double top = valueAxis->coordToPixel(-0.5 + (1.0 - 2 * kRowHalfHeight) / 2);
    const double bottom = valueAxis->coordToPixel(m_stages - 0.5 - (1.0 - 2 * kRowHalfHeight) / 2);
    const double y = std::min(top, bottom);
    const double h = std::abs(bottom - top);
    const QFontMetrics fm(painter->font());
    for (const StepTailPhase& phase : m_tail) {
        const double a = keyAxis->coordToPixel(phase.startS);
        const double b = keyAxis->coordToPixel(phase.endS);
        const QRectF band(std::min(a, b), y, std::max(std::abs(b - a), 1.0), h);
        if (!band.intersects(clipRect()))
            continue;
        const QBrush brush = StepTailStyle::brush(phase.kind);
        painter->fillRect(band, StepTailStyle::bandColour(phase.kind));
        painter->setBrush(brush.style() == Qt::SolidPattern ? QBrush(Qt::NoBrush) : brush);
        painter->setPen(QPen(brush.color().darker(140), 1));
        painter->drawRect(band);
        // The name across the band when it fits, else upright along it.
        const QString text = StepTailStyle::name(phase.kind);
        const int width = fm.horizontalAdvance(text) + 6;
        painter->setPen(Qt::black);
        if (band.width() >= width && band.height() >= fm.height()) {
            painter->drawText(band, Qt::AlignCenter, text);
        } else if (band.width() >= fm.height() + 2 && band.height() >= width) {
            painter->save();
            painter->translate(band.center());
            painter->rotate(-90);
            painter->drawText(QRectF(-band.height() / 2, -band.width() / 2, band.height(), band.width()),
                              Qt::AlignCenter, text);
            painter->restore();
        }
    }
}

const StepTailPhase* GanttPlottable::tailAt(const QPointF& pos) const
{
    QCPAxis* keyAxis = mKeyAxis.data();
    QCPAxis* valueAxis = mValueAxis.data();
    if (!keyAxis || !valueAxis)
        return nullptr;
    const double t = keyAxis->pixelToCoord(pos.x());
    const double v = valueAxis->pixelToCoord(pos.y());
    if (v < -0.5 || v > m_stages - 0.5)
        return nullptr;
    for (const StepTailPhase& phase : m_tail)
        if (t >= phase.startS && t <= phase.endS)
            return &phase;
    return nullptr;
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
    foundRange = endS() > 0;
    return QCPRange(0, endS());
}

QCPRange GanttPlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = m_stages > 0;
    return QCPRange(-0.5, m_stages - 0.5);
}

} // namespace shardscope::ui
