#pragma once

#include "widgets/charts/chartwidget.h"

#include "core/search/scalingsweep.h"

#include <memory>

namespace shardscope::ui {

/**
 * The scaling sweep: the best tokens per second at each cluster size (GPUs on a log scale),
 * perfect scaling from the smallest size that fits as a dashed line, and the scaling
 * efficiency on the right axis. Where the two lines part, adding GPUs stops paying.
 */
class ScalingChart : public ChartWidget
{
    Q_OBJECT
public:
    explicit ScalingChart(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("scaling"); }

    void setSweep(std::shared_ptr<const shardscope::ScalingSweep> sweep);
    /** Plotted tokens/s and efficiency (%) per feasible size (tests). */
    QVector<double> plottedTokensPerS() const;
    QVector<double> plottedEfficiency() const;
    QString toolTipAt(const QPointF& pos) const override;

protected:
    void updateFromReport() override {}

private:
    std::shared_ptr<const shardscope::ScalingSweep> m_sweep;
    QCPGraph* m_throughput;
    QCPGraph* m_ideal;
    QCPGraph* m_efficiency;
};

} // namespace shardscope::ui
