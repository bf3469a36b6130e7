#include "searchscatterchart.h"

#include "widgets/charts/unitticker.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/support/coretext.h"
#include "widgets/support/colors.h"
#include "widgets/support/format.h"

#include "core/estimate/bytes.h"
#include "core/estimate/quickestimate.h"

#include <QMouseEvent>

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

SearchScatterChart::SearchScatterChart(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    setTitle(tr("Feasible configurations: throughput against memory"));
    QCPAxis* x = xAxis;
    QCPAxis* y = yAxis;
    x->setLabel(tr("Peak memory per GPU"));
    y->setLabel(tr("Tokens per second"));
    x->setTicker(QSharedPointer<UnitTicker>::create([](double g) { return UnitTicker::compact(g, 1.0, tr("GiB")); }));
    y->setTicker(QSharedPointer<UnitTicker>::create([](double v) { return Format::rate(v); }));
    m_capacity = addGraph();
    m_capacity->setName(tr("GPU memory"));
    m_capacity->setPen(QPen(Colors::capacity(), 2, Qt::DashLine));
    m_current = addGraph();
    m_current->setName(tr("current configuration"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setLayer(QStringLiteral("overlay")); // above the points
    legend->setVisible(true);
    placeLegendBelow(2);
    // Tens of thousands of dots: antialiasing them would cost most of a frame.
    setNotAntialiasedElements(notAntialiasedElements() | QCP::aeScatters);
    applyPalette();
    updateFromReport();
}

void SearchScatterChart::setData(std::shared_ptr<const ScatterData> data)
{
    m_data = std::move(data);
    rebuild();
}

void SearchScatterChart::setColouring(ScatterColour colour)
{
    if (colour == m_colour)
        return;
    m_colour = colour;
    rebuild();
}

int SearchScatterChart::seriesCount() const
{
    return int(m_series.size());
}

void SearchScatterChart::rebuild()
{
    for (QCPGraph* g : m_series)
        removeGraph(g);
    m_series.clear();
    double maxX = 1, maxY = 1;
    if (m_data) {
        const auto& list = m_data->byColour[size_t(m_colour)];
        const auto& colours = Colors::categorical();
        const int dot = std::max(3, fontMetrics().height() / 4);
        for (size_t i = 0; i < list.size(); ++i) {
            const ScatterSeries& s = list[i];
            QCPGraph* g = addGraph();
            g->setName(s.label);
            g->setLineStyle(QCPGraph::lsNone);
            const QColor c = colours[i % colours.size()];
            // A pre-drawn dot: blitting a pixmap is several times cheaper than drawing an ellipse.
            const qreal ratio = devicePixelRatioF();
            QPixmap pixmap(QSize(dot, dot) * ratio);
            pixmap.setDevicePixelRatio(ratio);
            pixmap.fill(Qt::transparent);
            {
                QPainter p(&pixmap);
                p.setRenderHint(QPainter::Antialiasing);
                p.setPen(Qt::NoPen);
                p.setBrush(c);
                p.drawEllipse(QRectF(0, 0, dot, dot));
            }
            g->setScatterStyle(QCPScatterStyle(pixmap));
            g->setAdaptiveSampling(true);
            g->setData(s.plotData); // shared, already sorted: no copy on this thread
            m_series.push_back(g);
        }
        maxX = std::max({m_data->capacityGiB, m_data->maxPeakGiB, 1.0});
        maxY = std::max(m_data->maxTokensPerS, 1.0);
        m_capacity->setData({m_data->capacityGiB, m_data->capacityGiB}, {0, maxY * 1.08});
    } else {
        m_capacity->data()->clear();
    }
    xAxis->setRange(0, maxX * 1.05);
    yAxis->setRange(0, maxY * 1.08);
    updateFromReport();
    fitLegend();
    replot(QCustomPlot::rpQueuedReplot);
}

void SearchScatterChart::updateFromReport()
{
    // The current configuration by the same closed form the points come from.
    const QuickEstimate q = quickEstimate(document()->scenario());
    const QColor ink = palette().color(QPalette::WindowText);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(ink, 2), Qt::NoBrush,
                                               std::max(10, fontMetrics().height())));
    if (q.tokensPerS > 0 && std::isfinite(q.tokensPerS)) {
        const double gib = double(q.peakBytes) / kGiB;
        m_current->setData({gib}, {q.tokensPerS});
        // Keep the marker in view (a configuration over capacity lies right of the cloud).
        if (gib * 1.05 > xAxis->range().upper && gib < 1e6)
            xAxis->setRangeUpper(gib * 1.05);
        if (q.tokensPerS * 1.08 > yAxis->range().upper)
            yAxis->setRangeUpper(q.tokensPerS * 1.08);
    } else {
        m_current->data()->clear();
    }
}

std::optional<QPointF> SearchScatterChart::currentMarker() const
{
    if (m_current->data()->isEmpty())
        return std::nullopt;
    const auto it = m_current->data()->constBegin();
    return QPointF(it->key, it->value);
}

std::optional<SearchKnobs> SearchScatterChart::knobsAt(const QPointF& pos) const
{
    if (!m_data)
        return std::nullopt;
    const auto& list = m_data->byColour[size_t(m_colour)];
    const double radius = std::max(6.0, fontMetrics().height() / 2.0);
    double best = radius * radius;
    std::optional<SearchKnobs> found;
    for (const ScatterSeries& s : list) {
        for (qsizetype i = 0; i < s.x.size(); ++i) {
            const double dx = xAxis->coordToPixel(s.x[i]) - pos.x();
            const double dy = yAxis->coordToPixel(s.y[i]) - pos.y();
            const double d = dx * dx + dy * dy;
            if (d < best) {
                best = d;
                found = s.knobs[size_t(i)];
            }
        }
    }
    return found;
}

QString SearchScatterChart::toolTipAt(const QPointF& pos) const
{
    const auto knobs = knobsAt(pos);
    if (!knobs) {
        if (const auto marker = currentMarker()) {
            const double dx = xAxis->coordToPixel(marker->x()) - pos.x();
            const double dy = yAxis->coordToPixel(marker->y()) - pos.y();
            if (dx * dx + dy * dy < 100)
                return tr("The current configuration: %1 tokens/s at %2 per GPU")
                    .arg(Format::rate(marker->y()), Format::gib(marker->x() * kGiB));
        }
        return {};
    }
    const auto& list = m_data->byColour[size_t(m_colour)];
    for (const ScatterSeries& s : list)
        for (size_t i = 0; i < s.knobs.size(); ++i)
            if (s.knobs[i] == *knobs)
                return tr("%1\n%2 tokens/s, %3 per GPU\nClick to select it in the table below.")
                    .arg(translated(knobsText(*knobs)), Format::rate(s.y[qsizetype(i)]),
                         Format::gib(s.x[qsizetype(i)] * kGiB));
    return {};
}

void SearchScatterChart::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        if (const auto knobs = knobsAt(event->position())) {
            emit configurationClicked(*knobs);
            event->accept();
            return;
        }
    }
    ChartWidget::mousePressEvent(event);
}

} // namespace shardscope::ui
