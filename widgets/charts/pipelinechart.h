#pragma once

#include "chartwidget.h"

#include "core/estimate/steptail.h"

#include <vector>

namespace shardscope::ui {

class GanttPlottable;

/**
 * The simulated pipeline schedule as a Gantt chart, one row per pipeline rank, with the
 * bubble percentage in the title. The wheel zooms time (Ctrl+wheel zooms ranks), dragging
 * pans, a double click shows the whole step again. The title says how the core estimated
 * the pipeline (simulated, extrapolated from a simulated prefix, closed form); a pipeline
 * estimated in closed form shows its bubble and says why there is no timeline. The time
 * axis ends with the step: after the schedule come the phases every rank waits for (the
 * exposed gradient reductions, the optimizer), drawn as bands across the ranks.
 */
class PipelineChart : public ChartWidget
{
    Q_OBJECT
public:
    explicit PipelineChart(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("pipeline"); }

    GanttPlottable* gantt() const { return m_gantt; }
    /** The text shown over the plot when there is no timeline (closed-form schedules). */
    QString messageText() const;
    /** Show the whole step (also on double click). */
    void resetZoom();
    QString toolTipAt(const QPointF& pos) const override;

protected:
    void updateFromReport() override;
    void wheelEvent(QWheelEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void fitSpareParts(bool crowded) override;

private:
    void clampRanges();
    void updateRankTicks();
    QString tailToolTip(const shardscope::StepTailPhase& phase) const;

    GanttPlottable* m_gantt;
    QCPItemText* m_message;
    QCPBars* m_legendForward;
    QCPBars* m_legendBackward;
    QCPBars* m_legendWeight;
    QCPBars* m_legendBubble;
    std::vector<QCPBars*> m_legendTail; ///< one per StepTailKind, in the legend while present
    double m_end = 0;                   ///< the step's end: the schedule and its tail
    int m_stages = 0;
    bool m_zoomed = false;
    bool m_clamping = false;
    int m_rankTickStep = 0;
    int m_rankTicksFor = -1;
};

} // namespace shardscope::ui
