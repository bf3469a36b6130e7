#pragma once

#include "chartwidget.h"

#include "core/analysis/sensitivity.h"

namespace shardscope::ui {

/**
 * The tornado chart of a sensitivity report: one row per input, largest effect on top, a bar
 * for the figure with that input lowered and one with it raised, in percent of the base.
 * A side whose plan does not run (invalid, out of memory) is hatched, and its tooltip says
 * why; an input with no side says why in its tooltip too. A chart too short for every row's
 * label draws the largest rows that fit, one label line each, and says how many it left out.
 */
class TornadoChart : public ChartWidget
{
    Q_OBJECT
public:
    enum class Figure { Throughput, StepTime, PeakMemory };

    explicit TornadoChart(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("sensitivity"); }

    void setReport(const shardscope::SensitivityReport& report, Figure figure);
    /** The plotted change of row `row` (in the chart's order) lowered / raised, percent; NaN if absent. */
    std::pair<double, double> plotted(int row) const;
    /** The input ids in the chart's order, top first (drawn or not). */
    QStringList rowIds() const;
    /** How many rows, from the top, the chart's height has room to draw. */
    int drawnRows() const { return m_drawn; }
    QString toolTipAt(const QPointF& pos) const override;
    /** An input's translated name ("gemm_efficiency" -> "GEMM and attention efficiency"). */
    static QString inputName(const std::string& id);

protected:
    void updateFromReport() override {}
    void resizeEvent(QResizeEvent* event) override;
    /** QCustomPlot's layout, then as many rows as the axis rect then holds (never more). */
    void updateLayout() override;

private:
    double change(const std::optional<shardscope::SensitivityPoint>& point) const;
    /** The first m_drawn rows of m_order as bars and labels, and the title, which counts them. */
    void drawRows();
    /** Rows whose labels the axis rect holds without overlapping, at its current height. */
    int rowsThatFit() const;

    shardscope::SensitivityReport m_report;
    Figure m_figure = Figure::Throughput;
    std::vector<size_t> m_order; ///< report rows, top of the chart first
    int m_drawn = 0;             ///< rows of m_order drawn (the chart's height decides)
    QString m_heading;           ///< the title, before the count of rows a short chart leaves out
    QCPBars* m_lowered;
    QCPBars* m_raised;
    QCPBars* m_loweredBroken; ///< sides whose plan does not run
    QCPBars* m_raisedBroken;
};

} // namespace shardscope::ui
