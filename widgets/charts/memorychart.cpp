#include "memorychart.h"

#include "unitticker.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/format.h"

#include "core/estimate/bytes.h"
#include "core/model/enumnames.h"

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

using Colors::MemoryKind;

namespace {

constexpr double kBarWidth = 0.62;

QString kindName(int kind)
{
    switch (MemoryKind(kind)) {
    case MemoryKind::Weights: return MemoryChart::tr("Weights");
    case MemoryKind::Gradients: return MemoryChart::tr("Gradients");
    case MemoryKind::Optimizer: return MemoryChart::tr("Optimizer state");
    case MemoryKind::Activations: return MemoryChart::tr("Activations");
    case MemoryKind::Buffers: return MemoryChart::tr("Buffers");
    case MemoryKind::Overhead: return MemoryChart::tr("Overhead");
    }
    return {};
}

int64_t kindBytes(const StageMemory& s, int kind)
{
    switch (MemoryKind(kind)) {
    case MemoryKind::Weights: return s.weightsBytes;
    case MemoryKind::Gradients: return s.gradientsBytes;
    case MemoryKind::Optimizer: return s.optimizerBytes;
    case MemoryKind::Activations: return s.activationsBytes;
    case MemoryKind::Buffers: return s.buffersBytes;
    case MemoryKind::Overhead: return s.overheadBytes;
    }
    return 0;
}

QString perParam(int64_t bytes, int64_t params)
{
    if (params <= 0)
        return QStringLiteral("0");
    return QLocale().toString(double(bytes) / double(params), 'g', 3);
}

/** How the core arrived at a part (docs/formulas.md has the sources). */
QString formula(const Scenario& sc, const StageMemory& s, int kind)
{
    const ParallelConfig& par = sc.parallel;
    const int shard = par.dp * par.cp;
    switch (MemoryKind(kind)) {
    case MemoryKind::Weights:
        return MemoryChart::tr("%1 parameters held by this GPU × %2 bytes (%3)%4")
            .arg(Format::count(double(s.params)), perParam(s.weightsBytes, s.params),
                 Format::text(toString(sc.training.precision)),
                 par.zeroStage >= 3 ? MemoryChart::tr(", sharded over DP×CP = %1 by ZeRO-3").arg(shard)
                                    : QString());
    case MemoryKind::Gradients:
        return MemoryChart::tr("%1 parameters × %2 bytes (%3 main gradients)%4")
            .arg(Format::count(double(s.params)), perParam(s.gradientsBytes, s.params),
                 Format::text(toString(sc.training.mainGrads)),
                 par.zeroStage >= 2 ? MemoryChart::tr(", sharded over DP×CP = %1 by ZeRO-%2").arg(shard).arg(par.zeroStage)
                                    : QString());
    case MemoryKind::Optimizer:
        return MemoryChart::tr("%1 parameters × %2 bytes (%3: fp32 master copy and moments)%4 — ZeRO §3, Table 1")
            .arg(Format::count(double(s.params)), perParam(s.optimizerBytes, s.params),
                 Format::text(toString(sc.training.optimizer)),
                 par.zeroStage >= 1 ? MemoryChart::tr(", sharded over DP×CP = %1 by ZeRO-%2").arg(shard).arg(par.zeroStage)
                                    : QString());
    case MemoryKind::Activations:
        return MemoryChart::tr("%1 layers × %2 micro-batches in flight, per layer Korthikanti et al. 2022 Table 2 "
                               "with %3 recompute; %4 of it in the embedding and output layer inputs")
            .arg(s.layers)
            .arg(QLocale().toString(s.inFlightMicrobatches, 'g', 3))
            .arg(Format::text(toString(sc.training.recompute)))
            .arg(Format::gib(double(s.activationsBytes - s.activationsLayersBytes), 2)) +
               (s.hostActivationsBytes > 0
                    ? MemoryChart::tr("; another %1 offloaded to host memory").arg(Format::gib(double(s.hostActivationsBytes), 2))
                    : QString());
    case MemoryKind::Buffers: {
        QStringList parts;
        const BufferBreakdown& b = s.buffers;
        const auto add = [&](int64_t v, const QString& name) {
            if (v > 0)
                parts << QStringLiteral("%1 %2").arg(name, Format::gib(double(v), 2));
        };
        add(b.logits, MemoryChart::tr("fp32 logits"));
        add(b.zero3Gather, MemoryChart::tr("ZeRO-3 gather"));
        add(b.gradientBuckets, MemoryChart::tr("reduce buckets"));
        add(b.recomputeWorkspace, MemoryChart::tr("recompute workspace"));
        add(b.offloadStaging, MemoryChart::tr("offload copy in flight"));
        add(b.pipelineP2p, MemoryChart::tr("pipeline send/receive"));
        add(b.pipelineOutputs, MemoryChart::tr("pipeline outputs kept"));
        add(b.sequenceParallelGather, MemoryChart::tr("SP all-gather"));
        add(b.quantizedWeights, MemoryChart::tr("FP8 / FP4 weight copies"));
        add(b.dummyWeightGradients, MemoryChart::tr("placeholder weight gradients"));
        return parts.isEmpty() ? MemoryChart::tr("No buffers on this stage")
                               : parts.join(QStringLiteral(", "));
    }
    case MemoryKind::Overhead:
        return MemoryChart::tr("CUDA context %1 GiB + %2 of the memory above for allocator fragmentation")
            .arg(QLocale().toString(sc.training.overhead.cudaContextGiB, 'g', 3))
            .arg(Format::percent(sc.training.overhead.allocatorFraction, 0));
    }
    return {};
}

} // namespace

MemoryChart::MemoryChart(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    xAxis->setLabel(tr("Pipeline stage"));
    yAxis->setLabel(tr("Memory per GPU"));
    // Labels carry their unit, switching to TiB and PiB for absurd configurations.
    yAxis->setTicker(QSharedPointer<UnitTicker>::create(
        [](double gib) { return Format::gib(gib * kGiB, std::abs(gib) < 10 && gib != std::floor(gib) ? 1 : 0); },
        [](double top) { return top >= 10.0 * 1024 * 1024 ? 1024.0 * 1024.0 : top >= 10000 ? 1024.0 : 1.0; }));
    QCPBars* below = nullptr;
    for (int k = 0; k < kKinds; ++k) {
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(kindName(k));
        const QColor c = Colors::memory(MemoryKind(k));
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130), 1));
        bars->setWidth(kBarWidth);
        bars->setStackingGap(0);
        if (below)
            bars->moveAbove(below);
        below = bars;
        m_bars[size_t(k)] = bars;
    }
    m_over = new QCPBars(xAxis, yAxis);
    m_over->setName(tr("Over capacity"));
    m_over->setWidth(kBarWidth + 0.12);
    m_over->setBrush(QBrush(Colors::danger(), Qt::BDiagPattern));
    m_over->setPen(QPen(Colors::danger(), 2));

    m_capacity = new QCPGraph(xAxis, yAxis);
    m_capacity->setName(tr("GPU capacity"));
    m_capacity->setPen(QPen(Colors::capacity(), 2, Qt::DashLine));
    // The capacity line is named in the legend below the plot: a label in the plot would
    // cover the bars of a plan over capacity.
    m_totals = new QCPGraph(xAxis, yAxis);
    m_totals->setLineStyle(QCPGraph::lsNone);
    m_totals->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssNone));
    m_totals->removeFromLegend();
    m_range = new QCPErrorBars(xAxis, yAxis);
    m_range->setDataPlottable(m_totals);
    m_range->setErrorType(QCPErrorBars::etValueError);
    m_range->setWhiskerWidth(10);
    m_range->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
    m_range->setName(tr("Range of measured peaks (80 %)"));
    placeLegendBelow(2);
    connect(this, &QCustomPlot::afterLayout, this, &MemoryChart::fitStageTicks);
    m_boundaries = new StageBoundaryDrag(this, document);
    updateFromReport();
}

void MemoryChart::fitStageTicks()
{
    // Every stage where the labels fit side by side, else every 2nd, 4th, ... stage.
    const int p = m_stageTicksFor;
    const int label = QFontMetrics(xAxis->tickLabelFont()).horizontalAdvance(QString::number(p - 1)) + 8;
    const double perStage = double(std::max(axisRect()->width(), 1)) / p;
    int step = 1;
    while (step < p && step * perStage < label)
        step *= 2;
    if (step == m_stageTickStep)
        return;
    m_stageTickStep = step;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < p; i += step)
        ticker->addTick(i, QString::number(i));
    xAxis->setTicker(ticker);
    replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::updateFromReport()
{
    const Report& report = document()->report();
    const auto& stages = report.memory.stages;
    const int p = int(stages.size());
    m_capacityGiB = double(report.memory.capacityBytes) / kGiB;

    QVector<double> keys(p);
    std::array<QVector<double>, kKinds> values;
    QVector<double> over(p);
    double top = m_capacityGiB;
    for (int i = 0; i < p; ++i) {
        keys[i] = i;
        for (int k = 0; k < kKinds; ++k)
            values[size_t(k)].append(double(kindBytes(stages[size_t(i)], k)) / kGiB);
        const double total = double(stages[size_t(i)].totalBytes) / kGiB;
        over[i] = std::max(0.0, total - m_capacityGiB);
        top = std::max(top, total);
    }
    // Outlines separate wide bars; on many thin bars they only cost drawing time.
    const bool outlines = p <= 24;
    for (int k = 0; k < kKinds; ++k) {
        m_bars[size_t(k)]->setData(keys, values[size_t(k)], true);
        const QColor c = Colors::memory(MemoryKind(k));
        m_bars[size_t(k)]->setPen(outlines ? QPen(c.darker(130), 1) : QPen(Qt::NoPen));
    }
    m_over->setBaseValue(m_capacityGiB);
    m_over->setData(keys, over, true);
    if (std::any_of(over.begin(), over.end(), [](double v) { return v > 0; }))
        m_over->addToLegend();
    else
        m_over->removeFromLegend();
    m_capacity->setData(QVector<double>{-0.5, std::max(p, 1) - 0.5},
                        QVector<double>{m_capacityGiB, m_capacityGiB});
    m_capacity->setName(tr("Capacity %1").arg(Format::gibPrecise(double(report.memory.capacityBytes))));
    // Whiskers where public measured peaks back a range (core/estimate/evidence.h).
    if (report.memory.band.runs > 0) {
        QVector<double> totals(p), below(p), above(p);
        for (int i = 0; i < p; ++i) {
            const StageMemory& st = stages[size_t(i)];
            totals[i] = double(st.totalBytes) / kGiB;
            below[i] = double(st.totalBytes - st.totalBytesLow) / kGiB;
            above[i] = double(st.totalBytesHigh - st.totalBytes) / kGiB;
            top = std::max(top, double(st.totalBytesHigh) / kGiB);
        }
        m_totals->setData(keys, totals, true);
        m_range->setData(below, above);
        m_range->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
        m_range->setVisible(true);
        m_range->addToLegend();
    } else {
        m_totals->data()->clear();
        m_range->data()->clear();
        m_range->setVisible(false);
        m_range->removeFromLegend();
    }

    m_stageTicksFor = std::max(p, 1);
    m_stageTickStep = 0; // rebuilt for this many stages
    fitStageTicks();
    xAxis->setRange(-0.6, std::max(p, 1) - 0.4);
    yAxis->setRange(0, top * 1.12);
    m_boundaries->update();

    const double overBy = double(report.memory.peakBytes - report.memory.capacityBytes);
    QString title;
    if (report.memory.fits)
        title = tr("Memory per GPU\npeak %1 on stage %2: fits in %3")
                    .arg(Format::gib(double(report.memory.peakBytes)))
                    .arg(report.memory.peakStage)
                    .arg(Format::gibPrecise(double(report.memory.capacityBytes)));
    else
        title = tr("Memory per GPU\npeak %1 on stage %2: %3 over capacity")
                    .arg(Format::gib(double(report.memory.peakBytes)))
                    .arg(report.memory.peakStage)
                    .arg(Format::gib(overBy));
    // Offloaded optimizer states and activations live in host memory, off the bars.
    int64_t host = 0;
    for (const StageMemory& s : report.memory.stages)
        host = std::max(host, s.hostBytes);
    if (host > 0)
        title += QLatin1Char('\n') + tr("up to %1 in host memory").arg(Format::gib(double(host)));
    setTitle(title);
}

QVector<double> MemoryChart::plottedGiB(MemoryKind kind) const
{
    QVector<double> out;
    for (auto it = m_bars[size_t(kind)]->data()->constBegin(); it != m_bars[size_t(kind)]->data()->constEnd(); ++it)
        out.append(it->value);
    return out;
}

QVector<double> MemoryChart::overCapacityGiB() const
{
    QVector<double> out;
    for (auto it = m_over->data()->constBegin(); it != m_over->data()->constEnd(); ++it)
        out.append(it->value);
    return out;
}

QString MemoryChart::toolTipAt(const QPointF& pos) const
{
    const Report& report = document()->report();
    const auto& stages = report.memory.stages;
    if (const auto boundary = m_boundaries->boundaryAt(pos); boundary != StageBoundaryDrag::None) {
        const bool first = boundary == StageBoundaryDrag::First;
        const int stage = first ? 0 : int(stages.size()) - 1;
        return tr("<b>Drag to move layers between stages %1 and %2</b><br>%3 stage: %4 layers. Megatron-LM "
                  "takes the count as %5.")
            .arg(first ? 0 : stage - 1)
            .arg(first ? 1 : stage)
            .arg(first ? tr("First") : tr("Last"))
            .arg(stages[size_t(stage)].layers)
            .arg(first ? QStringLiteral("--decoder-first-pipeline-num-layers")
                       : QStringLiteral("--decoder-last-pipeline-num-layers"));
    }
    const double key = xAxis->pixelToCoord(pos.x());
    const double value = yAxis->pixelToCoord(pos.y());
    const int stage = int(std::lround(key));
    if (stage < 0 || stage >= int(stages.size()) || std::abs(key - stage) > kBarWidth / 2 || value < 0)
        return {};
    const StageMemory& s = stages[size_t(stage)];
    double bottom = 0;
    for (int k = 0; k < kKinds; ++k) {
        const double bytes = double(kindBytes(s, k));
        const double height = bytes / kGiB;
        if (value >= bottom && value < bottom + height) {
            return tr("<b>Stage %1 · %2</b><br>%3 (%4 bytes)<br>%5<br><i>Stage total %6 (%7 layers)</i>")
                .arg(stage)
                .arg(kindName(k), Format::gib(bytes, 2), Format::integer(int64_t(bytes)),
                     formula(document()->scenario(), s, k).toHtmlEscaped(),
                     Format::gib(double(s.totalBytes), 2))
                .arg(s.layers);
        }
        bottom += height;
    }
    if (s.totalBytes > report.memory.capacityBytes && value >= m_capacityGiB && value <= bottom)
        return tr("<b>Stage %1 is over capacity</b><br>%2 needed, %3 available: %4 too much")
            .arg(stage)
            .arg(Format::gibPrecise(double(s.totalBytes)), Format::gibPrecise(double(report.memory.capacityBytes)),
                 Format::gibPrecise(double(s.totalBytes - report.memory.capacityBytes)));
    return {};
}

} // namespace shardscope::ui
