#include "comparisonchart.h"

#include "widgets/charts/durationticker.h"
#include "widgets/charts/unitticker.h"
#include "widgets/support/colors.h"
#include "widgets/support/format.h"

#include "core/estimate/bytes.h"

#include <algorithm>

using namespace shardscope;

namespace shardscope::ui {

namespace {

QCPBars* stackedBar(QCPAxisRect* rect, const QString& name, const QColor& colour, QCPBars* below)
{
    auto* bars = new QCPBars(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    bars->setName(name);
    bars->setBrush(colour);
    bars->setPen(QPen(colour.darker(140), 1));
    bars->setWidth(0.6);
    bars->setStackingGap(0);
    if (below)
        bars->moveAbove(below);
    return bars;
}

} // namespace

ComparisonChart::ComparisonChart(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    setTitle(tr("A against B"));
    m_stepRect = axisRect();
    m_memoryRect = new QCPAxisRect(this);
    // Both bar groups in one row under the title, the legend below them.
    plotLayout()->take(m_stepRect);
    plotLayout()->simplify();
    auto* row = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, row);
    row->addElement(0, 0, m_stepRect);
    row->addElement(0, 1, m_memoryRect);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(0, QStringLiteral("A"));
    ticker->addTick(1, QStringLiteral("B"));
    for (QCPAxisRect* rect : {m_stepRect, m_memoryRect}) {
        rect->axis(QCPAxis::atBottom)->setTicker(ticker);
        rect->axis(QCPAxis::atBottom)->setRange(-0.6, 1.6);
        rect->axis(QCPAxis::atBottom)->grid()->setVisible(false);
    }
    m_stepRect->axis(QCPAxis::atLeft)->setLabel(tr("Step time"));
    m_stepRect->axis(QCPAxis::atLeft)->setTicker(durationTicker()); // as the step-time chart reads
    m_memoryRect->axis(QCPAxis::atLeft)->setLabel(tr("Busiest stage"));
    m_memoryRect->axis(QCPAxis::atLeft)->setTicker(
        QSharedPointer<UnitTicker>::create([](double g) { return UnitTicker::compact(g, 1.0, tr("GiB")); }));
    QCPBars* below = nullptr;
    for (const auto& [name, colour] : {std::pair{tr("compute"), Colors::compute()}, std::pair{tr("bubble"), Colors::bubble()},
                                       std::pair{tr("exposed communication"), Colors::warning()},
                                       std::pair{tr("optimizer"), Colors::info()}}) {
        below = stackedBar(m_stepRect, name, colour, below);
        m_stepBars << below;
    }
    below = nullptr;
    using K = Colors::MemoryKind;
    for (const auto& [name, kind] : {std::pair{tr("weights"), K::Weights}, std::pair{tr("gradients"), K::Gradients},
                                     std::pair{tr("optimizer state"), K::Optimizer},
                                     std::pair{tr("activations"), K::Activations}, std::pair{tr("buffers"), K::Buffers},
                                     std::pair{tr("overhead"), K::Overhead}}) {
        below = stackedBar(m_memoryRect, name, Colors::memory(kind), below);
        m_memoryBars << below;
    }
    legend->setVisible(true);
    placeLegendBelow(2);
    setMinimumHeight(fontMetrics().height() * 15); // two bars, their axes and a three-row legend
    applyPalette();
}

void ComparisonChart::setReports(const Report* a, const Report& b)
{
    const auto stepParts = [](const Report& r) {
        return QVector<double>{r.step.computeS, r.step.bubbleS, r.step.exposedCommS, r.step.optimizerS};
    };
    const auto peakStage = [](const Report& r) -> const StageMemory* {
        const StageMemory* peak = nullptr;
        for (const StageMemory& s : r.memory.stages)
            if (!peak || s.totalBytes > peak->totalBytes)
                peak = &s;
        return peak;
    };
    const auto memoryParts = [&](const Report& r) {
        const StageMemory* s = peakStage(r);
        if (!s)
            return QVector<double>(6, 0.0);
        return QVector<double>{double(s->weightsBytes) / kGiB,    double(s->gradientsBytes) / kGiB,
                               double(s->optimizerBytes) / kGiB,  double(s->activationsBytes) / kGiB,
                               double(s->buffersBytes) / kGiB,    double(s->overheadBytes) / kGiB};
    };
    const QVector<double> stepB = stepParts(b), memB = memoryParts(b);
    const QVector<double> stepA = a ? stepParts(*a) : QVector<double>(4, 0.0);
    const QVector<double> memA = a ? memoryParts(*a) : QVector<double>(6, 0.0);
    double maxStep = 0, maxMem = 0;
    for (int i = 0; i < m_stepBars.size(); ++i)
        m_stepBars[i]->setData({0, 1}, {stepA[i], stepB[i]}, true);
    for (int i = 0; i < m_memoryBars.size(); ++i)
        m_memoryBars[i]->setData({0, 1}, {memA[i], memB[i]}, true);
    double sa = 0, sb = 0, ma = 0, mb = 0;
    for (double v : stepA) sa += v;
    for (double v : stepB) sb += v;
    for (double v : memA) ma += v;
    for (double v : memB) mb += v;
    maxStep = std::max({sa, sb, 1e-6});
    maxMem = std::max({ma, mb, 1.0});
    m_stepRect->axis(QCPAxis::atLeft)->setRange(0, maxStep * 1.1);
    m_memoryRect->axis(QCPAxis::atLeft)->setRange(0, maxMem * 1.1);
    fitLegend();
    replot(QCustomPlot::rpQueuedReplot);
}

QVector<double> ComparisonChart::plottedStep(int which) const
{
    QVector<double> out;
    for (QCPBars* bars : m_stepBars) {
        auto it = bars->data()->findBegin(double(which), false);
        out << (it != bars->data()->constEnd() && it->key == double(which) ? it->value : 0.0);
    }
    return out;
}

} // namespace shardscope::ui
