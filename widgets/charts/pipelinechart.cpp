#include "pipelinechart.h"

#include "widgets/support/formulas.h"

#include <QCoreApplication>

#include "ganttplottable.h"
#include "steptailstyle.h"
#include "durationticker.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/format.h"
#include "widgets/support/names.h"

#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

namespace {

QCPBars* legendEntry(QCustomPlot* plot, const QString& name, const QBrush& brush)
{
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setName(name);
    bars->setBrush(brush);
    bars->setPen(QPen(brush.color().darker(140), 1));
    return bars;
}

constexpr StepTailKind kTailKinds[] = {StepTailKind::RemainingMicrobatches, StepTailKind::Stragglers,
                                       StepTailKind::DenseGradients,        StepTailKind::ExpertGradients,
                                       StepTailKind::Optimizer,             StepTailKind::NicFloor};

QString opName(char kind)
{
    if (kind == 'F')
        return PipelineChart::tr("forward");
    if (kind == 'B')
        return PipelineChart::tr("backward");
    return PipelineChart::tr("weight gradient");
}

/** How the core estimated the pipeline, for the chart's title. */
QString methodNote(const PipelineReport& pipe)
{
    if (pipe.method == "extrapolated")
        return PipelineChart::tr("Estimated: simulated for %1 micro-batches, extrapolated to the batch (over the "
                                 "simulation budget)")
            .arg(Format::integer(pipe.timelineMicrobatches));
    if (pipe.method == "closed-form")
        return PipelineChart::tr("Estimated: closed form, not simulated");
    return PipelineChart::tr("Estimated: every operation simulated on the per-stage times");
}

} // namespace

PipelineChart::PipelineChart(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    xAxis->setLabel(tr("Time in the step"));
    xAxis->setTicker(durationTicker());
    yAxis->setLabel(tr("Pipeline rank"));
    yAxis->setRangeReversed(true);
    yAxis->grid()->setVisible(false);
    m_gantt = new GanttPlottable(xAxis, yAxis);
    m_gantt->setName(tr("Schedule"));
    m_gantt->removeFromLegend();

    m_legendForward = legendEntry(this, tr("Forward"), Colors::forward());
    m_legendBackward = legendEntry(this, tr("Backward"), Colors::backward());
    m_legendWeight = legendEntry(this, tr("Weight gradient"), Colors::weightGradient());
    m_legendBubble = legendEntry(this, tr("Idle (bubble)"), Colors::bubble());
    for (StepTailKind kind : kTailKinds) {
        const QBrush brush = StepTailStyle::brush(kind);
        QCPBars* entry = legendEntry(this, StepTailStyle::name(kind),
                                     brush.style() == Qt::SolidPattern ? QBrush(StepTailStyle::bandColour(kind)) : brush);
        entry->removeFromLegend();
        m_legendTail.push_back(entry);
    }

    m_message = new QCPItemText(this);
    m_message->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_message->position->setCoords(0.5, 0.5);
    m_message->setPositionAlignment(Qt::AlignCenter);
    m_message->setTextAlignment(Qt::AlignCenter);
    m_message->setVisible(false);

    placeLegendBelow(2);

    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    axisRect()->setRangeZoom(Qt::Horizontal);
    axisRect()->setRangeZoomFactor(0.8);
    // A range change that is not ours is the user zooming or panning: keep their view.
    const auto userRange = [this] {
        if (!m_clamping)
            m_zoomed = true;
        clampRanges();
    };
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, userRange);
    connect(this, &QCustomPlot::beforeReplot, this, &PipelineChart::updateRankTicks);
    connect(yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, userRange);
    updateFromReport();
}

QString PipelineChart::messageText() const
{
    return m_message->visible() ? m_message->text() : QString();
}

void PipelineChart::updateFromReport()
{
    const Report& report = document()->report();
    const PipelineReport& pipe = report.pipeline;
    const int p = std::max(document()->scenario().parallel.pp, 1);
    m_stages = p;
    // The schedules that split the backward pass draw W ops (core/model/schedule.h).
    const auto schedule = enumFromString<PipelineSchedule>(pipe.schedule);
    const bool split = schedule && scheduleTraits(*schedule).splitsBackward;
    m_legendWeight->setVisible(split);
    if (split)
        m_legendWeight->addToLegend();
    else
        m_legendWeight->removeFromLegend();

    updateRankTicks();

    QString title = tr("Pipeline: %1").arg(Names::schedule(pipe.schedule));
    if (pipe.virtualStages > 1)
        title += tr(", %1 chunks per rank").arg(pipe.virtualStages);
    title += (pipe.microbatches == 1 ? tr(", %1 micro-batch\nbubble %2 of the schedule · busiest rank %3")
                                     : tr(", %1 micro-batches\nbubble %2 of the schedule · busiest rank %3"))
                 .arg(Format::integer(pipe.microbatches), Format::percent(pipe.bubbleFraction))
                 .arg(pipe.criticalStage);
    if (pipe.simulated && pipe.timelineMicrobatches > 0 && pipe.timelineMicrobatches < pipe.microbatches)
        title += tr(" · drawn: the first %1 micro-batches (the rest repeat)")
                     .arg(Format::integer(pipe.timelineMicrobatches));
    title += QStringLiteral("\n") + methodNote(pipe);
    setTitle(title);

    if (!pipe.simulated) {
        const QString which = pipe.closedForm == "paper"           ? tr("the paper's form; its assumptions hold")
                              : pipe.closedForm == "approximation" ? tr("an approximation; the paper's assumptions do not hold")
                                                                   : tr("exact for identical stages");
        if (pipe.closedFormReason == "odd-stages")
            m_message->setText(tr("DualPipe needs an even number of stages:\nestimated in closed form (%1), "
                                  "with no timeline to draw.\nBubble: %2 of a %3 schedule.")
                                   .arg(which, Format::percent(pipe.bubbleFraction), Format::seconds(pipe.makespanS)));
        else // one pass of a pipeline this deep is beyond the simulator's bound
            m_message->setText(tr("%1 over %2 stages is too deep to simulate:\nestimated in closed form (%3), "
                                  "with no timeline to draw.\nBubble: %4 of a %5 schedule.")
                                   .arg(Names::schedule(pipe.schedule), Format::integer(p), which,
                                        Format::percent(pipe.bubbleFraction), Format::seconds(pipe.makespanS)));
        m_message->setColor(palette().color(QPalette::WindowText));
        m_message->setVisible(true);
        yAxis->setTickLabels(false);
    } else {
        m_message->setVisible(false);
        yAxis->setTickLabels(true);
    }

    // The schedule as far as it is drawn, then the rest of the step across every rank.
    m_gantt->setTimeline(pipe.timeline, std::max(drawnScheduleEndS(pipe), 1e-9), p);
    m_gantt->setTail(stepTail(report));
    for (size_t i = 0; i < m_legendTail.size(); ++i) {
        const bool present = std::any_of(m_gantt->tail().begin(), m_gantt->tail().end(),
                                         [&](const StepTailPhase& phase) { return phase.kind == kTailKinds[i]; });
        if (present)
            m_legendTail[i]->addToLegend();
        else
            m_legendTail[i]->removeFromLegend();
    }
    m_end = std::max(m_gantt->endS(), 1e-9);
    if (!m_zoomed) {
        resetZoom();
    } else {
        clampRanges();
    }
}

void PipelineChart::updateRankTicks()
{
    // As many rank labels as fit the rows' height (the axis range may be zoomed).
    const QCPRange shown = yAxis->range();
    const double rowPixels = std::max(1, axisRect()->height()) / std::max(1e-9, shown.size());
    const int needed = QFontMetrics(yAxis->tickLabelFont()).height() + 2;
    int step = 1;
    while (step * rowPixels < needed)
        step *= 2;
    if (step == m_rankTickStep && m_rankTicksFor == m_stages)
        return;
    m_rankTickStep = step;
    m_rankTicksFor = m_stages;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < m_stages; i += step)
        ticker->addTick(i, QString::number(i));
    yAxis->setTicker(ticker);
}

void PipelineChart::resetZoom()
{
    m_zoomed = false;
    m_clamping = true;
    xAxis->setRange(0, m_end * 1.005);
    yAxis->setRange(-0.5, m_stages - 0.5);
    m_clamping = false;
}

void PipelineChart::clampRanges()
{
    if (m_clamping)
        return;
    m_clamping = true;
    QCPRange x = xAxis->range();
    const double full = m_end * 1.005;
    const double minWidth = full * 1e-4;
    if (x.size() > full)
        x = QCPRange(0, full);
    if (x.size() < minWidth)
        x = QCPRange(x.center() - minWidth / 2, x.center() + minWidth / 2);
    if (x.lower < 0)
        x = QCPRange(0, x.size());
    if (x.upper > full)
        x = QCPRange(std::max(0.0, full - x.size()), full);
    xAxis->setRange(x);
    QCPRange y = yAxis->range();
    const double rows = m_stages;
    if (y.size() > rows)
        y = QCPRange(-0.5, rows - 0.5);
    if (y.size() < 2)
        y = QCPRange(y.center() - 1, y.center() + 1);
    if (y.lower < -0.5)
        y = QCPRange(-0.5, -0.5 + y.size());
    if (y.upper > rows - 0.5)
        y = QCPRange(rows - 0.5 - y.size(), rows - 0.5);
    yAxis->setRange(y);
    m_clamping = false;
}

void PipelineChart::fitSpareParts(bool crowded)
{
    // The time axis's title goes when the chart is too short (its ticks read "5 s").
    xAxis->setLabel(crowded ? QString() : tr("Time in the step"));
}

void PipelineChart::wheelEvent(QWheelEvent* event)
{
    // The wheel zooms time; with Ctrl it zooms the ranks (for 64-stage pipelines).
    axisRect()->setRangeZoom(event->modifiers() & Qt::ControlModifier ? Qt::Vertical : Qt::Horizontal);
    ChartWidget::wheelEvent(event);
}

void PipelineChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    ChartWidget::mouseDoubleClickEvent(event);
    resetZoom();
    replot(QCustomPlot::rpQueuedReplot);
}

QString PipelineChart::toolTipAt(const QPointF& pos) const
{
    int rank = 0;
    const TimelineOp* op = m_gantt->opAt(pos, &rank);
    if (!op) {
        if (const StepTailPhase* phase = m_gantt->tailAt(pos))
            return tailToolTip(*phase);
        if (!axisRect()->rect().contains(pos.toPoint()))
            return {};
        QString text = tr("Wheel: zoom time · Ctrl+wheel: zoom ranks · drag: pan · double click: whole step");
        for (const Formula& f : formulasFor(document()->scenario(), document()->report()))
            if (f.name == QCoreApplication::translate("Formulas", "Pipeline bubble"))
                text += tr("<br><i>Bubble: %1 = %2<br>%3 — %4</i>")
                            .arg(f.symbolic.toHtmlEscaped(), f.substituted.toHtmlEscaped(), f.result.toHtmlEscaped(),
                                 f.source.toHtmlEscaped());
        return text;
    }
    const int local = m_stages > 0 ? op->chunk / m_stages : 0;
    return tr("<b>Rank %1: %2 of micro-batch %3</b><br>model chunk %4 (chunk %5 of this rank)<br>%6 → %7 (%8)")
        .arg(rank)
        .arg(opName(op->kind))
        .arg(op->microbatch + 1)
        .arg(op->chunk)
        .arg(local + 1)
        .arg(Format::seconds(op->start), Format::seconds(op->end), Format::seconds(op->end - op->start));
}

QString PipelineChart::tailToolTip(const StepTailPhase& phase) const
{
    const PipelineReport& pipe = document()->report().pipeline;
    QString what;
    switch (phase.kind) {
    case StepTailKind::RemainingMicrobatches:
        what = tr("Micro-batches %1 to %2 run the drawn pattern again; the simulation stops drawing after %1 "
                  "(over its budget) and extrapolates the rest.")
                   .arg(Format::integer(pipe.timelineMicrobatches), Format::integer(pipe.microbatches));
        break;
    case StepTailKind::Stragglers:
        what = tr("The data-parallel group spans nodes; the slowest of them stretches the schedule.");
        break;
    case StepTailKind::DenseGradients:
        what = tr("The part of the dense gradients' reduction that no backward pass hides.");
        break;
    case StepTailKind::ExpertGradients:
        what = tr("The part of the expert gradients' reduction (expert data parallelism) that no backward pass hides.");
        break;
    case StepTailKind::Optimizer:
        what = tr("The optimizer step of the slowest stage, after the gradients are reduced.");
        break;
    case StepTailKind::NicFloor:
        what = tr("One NIC needs this much longer for its bytes than everything else takes.");
        break;
    }
    return tr("<b>After the schedule: %1</b><br>%2 → %3 (%4), every rank<br>%5")
        .arg(StepTailStyle::name(phase.kind).toHtmlEscaped(), Format::seconds(phase.startS), Format::seconds(phase.endS),
             Format::seconds(phase.endS - phase.startS), what);
}

} // namespace shardscope::ui
