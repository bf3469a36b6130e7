#include "scalingchart.h"

#include "widgets/charts/unitticker.h"
#include "widgets/support/coretext.h"
#include "widgets/support/colors.h"
#include "widgets/support/format.h"

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

ScalingChart::ScalingChart(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    setTitle(tr("Scaling at a fixed global batch"));
    xAxis->setLabel(tr("GPUs"));
    xAxis->setScaleType(QCPAxis::stLogarithmic);
    auto log = QSharedPointer<QCPAxisTickerLog>::create();
    log->setLogBase(2);
    log->setSubTickCount(0);
    xAxis->setTicker(log);
    xAxis->setNumberFormat(QStringLiteral("f"));
    xAxis->setNumberPrecision(0);
    yAxis->setLabel(tr("Tokens per second"));
    yAxis->setTicker(QSharedPointer<UnitTicker>::create([](double v) { return Format::rate(v); }));
    yAxis2->setVisible(true);
    yAxis2->setLabel(tr("Scaling efficiency"));
    yAxis2->setTicker(QSharedPointer<UnitTicker>::create([](double v) { return QStringLiteral("%1 %").arg(v, 0, 'f', 0); }));
    m_ideal = addGraph();
    m_ideal->setName(tr("perfect scaling"));
    m_ideal->setPen(QPen(Colors::info(), 1.5, Qt::DashLine));
    m_throughput = addGraph();
    m_throughput->setName(tr("best configuration"));
    m_throughput->setPen(QPen(Colors::compute(), 2.5));
    m_throughput->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, Colors::compute(), Colors::compute(), 7));
    m_efficiency = addGraph(xAxis, yAxis2);
    m_efficiency->setName(tr("efficiency"));
    m_efficiency->setPen(QPen(Colors::warning(), 2));
    m_efficiency->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, Colors::warning(), Colors::warning(), 6));
    legend->setVisible(true);
    placeLegendBelow(2);
    applyPalette();
}

void ScalingChart::setSweep(std::shared_ptr<const ScalingSweep> sweep)
{
    m_sweep = std::move(sweep);
    QVector<double> gpus, tps, ideal, efficiency;
    double minX = 1, maxX = 2, maxY = 1, maxE = 100;
    const ScalingRow* first = nullptr;
    if (m_sweep) {
        for (const ScalingRow& row : m_sweep->rows) {
            if (!row.feasible)
                continue;
            if (!first)
                first = &row;
            gpus << double(row.gpus);
            tps << row.tokensPerS;
            ideal << first->tokensPerS * double(row.gpus) / double(first->gpus);
            efficiency << 100.0 * row.efficiency;
        }
        if (!m_sweep->rows.empty()) {
            minX = double(m_sweep->rows.front().gpus);
            maxX = double(m_sweep->rows.back().gpus);
        }
    }
    for (double v : tps)
        maxY = std::max(maxY, v);
    for (double v : ideal)
        maxY = std::max(maxY, v);
    for (double v : efficiency)
        maxE = std::max(maxE, v);
    m_throughput->setData(gpus, tps);
    m_ideal->setData(gpus, ideal);
    m_efficiency->setData(gpus, efficiency);
    xAxis->setRange(minX / 1.4, std::max(maxX, minX * 2) * 1.4);
    yAxis->setRange(0, maxY * 1.08);
    yAxis2->setRange(0, maxE * 1.1);
    fitLegend();
    replot(QCustomPlot::rpQueuedReplot);
}

QVector<double> ScalingChart::plottedTokensPerS() const
{
    QVector<double> out;
    for (auto it = m_throughput->data()->constBegin(); it != m_throughput->data()->constEnd(); ++it)
        out << it->value;
    return out;
}

QVector<double> ScalingChart::plottedEfficiency() const
{
    QVector<double> out;
    for (auto it = m_efficiency->data()->constBegin(); it != m_efficiency->data()->constEnd(); ++it)
        out << it->value;
    return out;
}

QString ScalingChart::toolTipAt(const QPointF& pos) const
{
    if (!m_sweep)
        return {};
    for (const ScalingRow& row : m_sweep->rows) {
        if (!row.feasible)
            continue;
        const double dx = xAxis->coordToPixel(double(row.gpus)) - pos.x();
        if (std::abs(dx) > 8)
            continue;
        return tr("%1 GPUs: %2 tokens/s (%3 per GPU), efficiency %4\n%5")
            .arg(Format::integer(row.gpus), Format::rate(row.tokensPerS), Format::rate(row.tokensPerSPerGpu),
                 Format::percent(row.efficiency), translated(knobsText(row.best.knobs)));
    }
    return {};
}

} // namespace shardscope::ui
