#pragma once

#include "core/estimate/report.h"
#include "core/estimate/steptail.h"

#include <qcustomplot.h>

#include <array>

namespace shardscope::ui {

/**
 * Draws a simulated pipeline schedule: one row per pipeline rank, an idle (bubble) band
 * under each row and the rank's operations on top, coloured by kind and labelled by
 * micro-batch where there is room. Keys are seconds, values are rank indices. Only the
 * operations in the visible time range are visited. When operations are only a few pixels
 * wide, all ranks are rendered, one pixel per column, into one image stretched over the
 * plot, so hundreds of micro-batches on 64 ranks cost a single image draw. After the
 * timeline it draws the step's tail (stepTail(): remaining micro-batches, stragglers, the
 * exposed gradient reductions, the optimizer, the NIC floor) as bands across every rank, so
 * the chart ends where the step does.
 */
class GanttPlottable : public QCPAbstractPlottable
{
public:
    GanttPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    /** Takes a copy of the timeline (the report is replaced on every estimate). */
    void setTimeline(const std::vector<std::vector<shardscope::TimelineOp>>& timeline, double makespan,
                     int stages);
    const std::vector<std::vector<shardscope::TimelineOp>>& timeline() const { return m_timeline; }
    /** The phases after the timeline, in order (stepTail()). */
    void setTail(std::vector<shardscope::StepTailPhase> tail) { m_tail = std::move(tail); }
    const std::vector<shardscope::StepTailPhase>& tail() const { return m_tail; }
    /** Where the drawing ends: the tail's end, else the timeline's. */
    double endS() const { return m_tail.empty() ? m_makespan : std::max(m_makespan, m_tail.back().endS); }
    /** The tail phase drawn at a pixel position, or nullptr. */
    const shardscope::StepTailPhase* tailAt(const QPointF& pos) const;
    /** The operation drawn at a pixel position, or nullptr. */
    const shardscope::TimelineOp* opAt(const QPointF& pos, int* rank) const;
    /** Operations drawn in the last replot (to observe culling). */
    int lastDrawnOps() const { return m_lastDrawn; }
    /** The image of the last dense draw (its size stays bounded by the plot's). */
    QSize denseImageSize() const { return m_rows.size(); }

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    const QColor& colourOf(const shardscope::TimelineOp& op) const;
    void drawDense(QCPPainter* painter);
    void drawDetailed(QCPPainter* painter, int rank, double y, double h);
    void drawTail(QCPPainter* painter);

    std::vector<std::vector<shardscope::TimelineOp>> m_timeline;
    std::vector<shardscope::StepTailPhase> m_tail;
    double m_makespan = 0;
    int m_stages = 0;
    int m_lastDrawn = 0;
    /** Colours by kind (F, B, W) and local chunk (lighter for later chunks), computed once. */
    std::array<std::array<QColor, 5>, 3> m_colours;
    std::array<std::array<QColor, 5>, 3> m_outlines;
    QImage m_rows; ///< scratch: a few pixel rows per rank, one pixel per column (dense mode)
};

} // namespace shardscope::ui
