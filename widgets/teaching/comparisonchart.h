#pragma once

#include "widgets/charts/chartwidget.h"

#include "core/estimate/report.h"

namespace shardscope::ui {

/**
 * A and B as bars: the step time split (compute, bubble, exposed communication, optimizer)
 * and the memory of each one's busiest stage by kind, so the difference is seen before it
 * is read.
 */
class ComparisonChart : public ChartWidget
{
    Q_OBJECT
public:
    explicit ComparisonChart(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("comparison"); }

    void setReports(const shardscope::Report* a, const shardscope::Report& b);
    /** Plotted step-time parts for A (index 0) and B (1), seconds: compute, bubble, comm, optimizer. */
    QVector<double> plottedStep(int which) const;

protected:
    void updateFromReport() override {}

private:
    QCPAxisRect* m_stepRect;
    QCPAxisRect* m_memoryRect;
    QList<QCPBars*> m_stepBars;
    QList<QCPBars*> m_memoryBars;
};

} // namespace shardscope::ui
