#pragma once

#include "widgets/charts/chartwidget.h"

#include "core/calibrate/calibration.h"

#include <vector>

namespace shardscope::ui {

/**
 * Predicted against measured step time of each run of a calibration, before the fit (the
 * profile it started from) and after it, on logarithmic axes with the line where they agree
 * and the calibrated range around it: the picture of whether the fit helped and for which
 * runs. Hovering a point names its run and both errors.
 */
class CalibrationScatter : public ChartWidget
{
    Q_OBJECT
public:
    explicit CalibrationScatter(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("calibration"); }

    /** Shows `result` for `runs` (the same order); empty runs clear the chart. */
    void setResult(const std::vector<shardscope::CalibrationRun>& runs, const shardscope::CalibrationResult& result);
    /** Points drawn before and after the fit (for tests). */
    int pointsBefore() const;
    int pointsAfter() const;
    QString toolTipAt(const QPointF& pos) const override;

protected:
    void updateFromReport() override {}
    void paletteChanged() override;

private:
    void styleSeries();

    QCPGraph* m_before = nullptr;
    QCPGraph* m_after = nullptr;
    QCPGraph* m_agree = nullptr;
    QCPGraph* m_bandLow = nullptr;
    QCPGraph* m_bandHigh = nullptr;
    struct Point
    {
        QString name;
        double measured = 0, before = 0, after = 0;
    };
    std::vector<Point> m_points;
};

} // namespace shardscope::ui
