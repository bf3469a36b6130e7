#include "calibrationscatter.h"

#include "widgets/support/colors.h"
#include "widgets/support/format.h"

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

CalibrationScatter::CalibrationScatter(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    setTitle(tr("Estimated against measured step time"));
    xAxis->setLabel(tr("Measured step time (s)"));
    yAxis->setLabel(tr("Estimated step time (s)"));
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerText>::create()); // 1-2-5 ticks, set with the data
    }
    m_agree = addGraph();
    m_agree->setName(tr("estimate = measured"));
    m_bandLow = addGraph();
    m_bandLow->setName(tr("calibrated range"));
    m_bandHigh = addGraph();
    legend->removeItem(legend->itemCount() - 1); // one legend entry for both edges of the range
    m_before = addGraph();
    m_before->setName(tr("before the fit"));
    m_after = addGraph();
    m_after->setName(tr("after the fit"));
    for (QCPGraph* g : {m_before, m_after})
        g->setLineStyle(QCPGraph::lsNone);
    legend->setVisible(true);
    placeLegendBelow(2);
    applyPalette();
    styleSeries();
}

void CalibrationScatter::styleSeries()
{
    const QColor ink = palette().color(QPalette::WindowText);
    // The rings before the fit are larger than the dots after it, so a run the fit barely
    // moved still shows both.
    const int size = std::max(6, fontMetrics().height() / 2);
    m_agree->setPen(QPen(Colors::mix(ink, palette().color(QPalette::Base), 0.5), 1));
    const QPen band(Colors::info(), 1, Qt::DashLine);
    m_bandLow->setPen(band);
    m_bandHigh->setPen(band);
    const QColor before = Colors::mix(ink, palette().color(QPalette::Base), 0.45);
    m_before->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(before, 1.5), Qt::NoBrush, size * 1.9));
    legend->setIconSize(legend->iconSize().width(), std::max(legend->iconSize().height(), int(size * 1.9) + 4));
    m_after->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QPen(Colors::info(), 1), Colors::info(), size));
}

void CalibrationScatter::paletteChanged()
{
    styleSeries();
}

void CalibrationScatter::setResult(const std::vector<CalibrationRun>& runs, const CalibrationResult& result)
{
    m_points.clear();
    QVector<double> measured, before, after;
    double lo = 0, hi = 0;
    for (size_t i = 0; i < runs.size() && i < result.runs.size(); ++i) {
        const Point p{QString::fromStdString(runs[i].name), runs[i].measuredStepS, result.runs[i].beforeS,
                      result.runs[i].afterS};
        m_points.push_back(p);
        measured << p.measured;
        before << p.before;
        after << p.after;
        for (double v : {p.measured, p.before, p.after})
            if (v > 0) {
                lo = lo > 0 ? std::min(lo, v) : v;
                hi = std::max(hi, v);
            }
    }
    m_before->setData(measured, before);
    m_after->setData(measured, after);
    if (hi > 0) {
        lo /= 1.3;
        hi *= 1.3;
        m_agree->setData({lo, hi}, {lo, hi});
        // The range estimates on the profile carry: measured in [estimate/(1+high), estimate/(1+low)],
        // so for a measured time t the estimate lies in [t (1 + low), t (1 + high)].
        if (result.band.runs > 0) {
            m_bandLow->setData({lo, hi}, {lo * (1 + result.band.low), hi * (1 + result.band.low)});
            m_bandHigh->setData({lo, hi}, {lo * (1 + result.band.high), hi * (1 + result.band.high)});
        } else {
            m_bandLow->data()->clear();
            m_bandHigh->data()->clear();
        }
        xAxis->setRange(lo, hi);
        yAxis->setRange(lo, hi);
        // Labelled ticks at 1, 2 and 5 of each decade the runs span (a log ticker labels decades only).
        QMap<double, QString> ticks;
        for (int decade = int(std::floor(std::log10(lo))); decade <= int(std::ceil(std::log10(hi))); ++decade)
            for (double m : {1.0, 2.0, 5.0}) {
                const double v = m * std::pow(10.0, decade);
                if (v >= lo && v <= hi)
                    ticks.insert(v, QLocale().toString(v, 'g', 3));
            }
        for (QCPAxis* axis : {xAxis, yAxis})
            axis->ticker().staticCast<QCPAxisTickerText>()->setTicks(ticks);
    } else {
        for (QCPGraph* g : {m_agree, m_bandLow, m_bandHigh})
            g->data()->clear();
    }
    fitLegend();
    replot(QCustomPlot::rpQueuedReplot);
}

int CalibrationScatter::pointsBefore() const
{
    return m_before->dataCount();
}

int CalibrationScatter::pointsAfter() const
{
    return m_after->dataCount();
}

QString CalibrationScatter::toolTipAt(const QPointF& pos) const
{
    const double radius = std::max(6.0, fontMetrics().height() / 2.0);
    double best = radius * radius;
    const Point* found = nullptr;
    for (const Point& p : m_points)
        for (double estimate : {p.before, p.after}) {
            const double dx = xAxis->coordToPixel(p.measured) - pos.x();
            const double dy = yAxis->coordToPixel(estimate) - pos.y();
            if (dx * dx + dy * dy < best) {
                best = dx * dx + dy * dy;
                found = &p;
            }
        }
    if (!found)
        return {};
    const auto signedPercent = [](double share) {
        return (share >= 0 ? QStringLiteral("+") : QString()) + Format::percent(share);
    };
    return tr("%1\nmeasured %2; estimated %3 before the fit (%4), %5 after (%6)")
        .arg(found->name, Format::seconds(found->measured), Format::seconds(found->before),
             signedPercent(found->before / found->measured - 1), Format::seconds(found->after),
             signedPercent(found->after / found->measured - 1));
}

} // namespace shardscope::ui
