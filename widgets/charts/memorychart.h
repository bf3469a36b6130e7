#pragma once

#include "chartwidget.h"
#include "stageboundarydrag.h"
#include "widgets/support/colors.h"

#include <array>

namespace shardscope::ui {

/**
 * Memory of one GPU per pipeline stage, stacked by kind (weights, gradients, optimizer
 * state, activations, buffers, overhead), with the GPU's capacity as a line and the part
 * above it hatched in red. Hovering a segment tells its size in bytes and the formula
 * behind it; the first and last stage boundaries can be dragged (StageBoundaryDrag).
 */
class MemoryChart : public ChartWidget
{
    Q_OBJECT
public:
    explicit MemoryChart(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("memory"); }

    /** The plotted height of `kind` per stage, in GiB (tests compare it with the core). */
    QVector<double> plottedGiB(Colors::MemoryKind kind) const;
    /** The hatched part above capacity per stage, in GiB (0 where the stage fits). */
    QVector<double> overCapacityGiB() const;
    double capacityGiB() const { return m_capacityGiB; }
    QString toolTipAt(const QPointF& pos) const override;
    /** The draggable first and last stage boundaries (tests drive it through the mouse). */
    const StageBoundaryDrag* stageBoundaries() const { return m_boundaries; }

protected:
    void updateFromReport() override;

private:
    /** Stage labels on every stage that has room for one, else on every 2nd, 4th, ... */
    void fitStageTicks();

    static constexpr int kKinds = 6;
    int m_stageTicksFor = 1; ///< the stages on the axis
    int m_stageTickStep = 0; ///< the ticker labels every this many stages (0: rebuild)
    std::array<QCPBars*, kKinds> m_bars{};
    QCPBars* m_over = nullptr;
    QCPGraph* m_capacity = nullptr;
    /// Each stage's total (no line, no marks) carrying the whiskers of its range where public
    /// measured runs back one (MemoryReport::band).
    QCPGraph* m_totals = nullptr;
    QCPErrorBars* m_range = nullptr;
    StageBoundaryDrag* m_boundaries = nullptr;
    double m_capacityGiB = 0;
};

} // namespace shardscope::ui
