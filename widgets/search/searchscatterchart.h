#pragma once

#include "widgets/charts/chartwidget.h"
#include "scatterdata.h"

#include <memory>
#include <optional>

namespace shardscope::ui {

/**
 * Every feasible configuration of the last search as a point: peak memory per GPU across,
 * tokens per second up, coloured by a chosen setting, with the GPU's capacity as a line and
 * the document's current configuration marked (it moves as the sliders do). Hovering a
 * point names its configuration; clicking one selects it.
 */
class SearchScatterChart : public ChartWidget
{
    Q_OBJECT
public:
    explicit SearchScatterChart(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("search"); }

    void setData(std::shared_ptr<const ScatterData> data);
    void setColouring(ScatterColour colour);
    ScatterColour colouring() const { return m_colour; }
    /** Series currently drawn (one per value of the colouring). */
    int seriesCount() const;
    /** The current configuration's marker (GiB, tokens/s), if drawn. */
    std::optional<QPointF> currentMarker() const;
    /** The configuration nearest to a widget position, within a few pixels. */
    std::optional<shardscope::SearchKnobs> knobsAt(const QPointF& pos) const;
    QString toolTipAt(const QPointF& pos) const override;

signals:
    void configurationClicked(const shardscope::SearchKnobs& knobs);

protected:
    void updateFromReport() override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void rebuild();

    std::shared_ptr<const ScatterData> m_data;
    ScatterColour m_colour = ScatterColour::Tp;
    QCPGraph* m_capacity = nullptr;
    QCPGraph* m_current = nullptr;
    QList<QCPGraph*> m_series;
};

} // namespace shardscope::ui
