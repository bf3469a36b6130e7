#pragma once

#include "chartwidget.h"

#include <map>
#include <utility>
#include <vector>

namespace shardscope::ui {

/**
 * Where the step goes. On top, the step split into compute, exposed communication per
 * dimension, what the NIC floor adds (the step is never shorter than the bytes one NIC
 * carries over its rate), pipeline bubble, stragglers and the optimizer. Below, per parallel dimension, its
 * communication time as a share of the step (exposed, and hidden behind compute) against
 * the 30 % line, and next to it the bytes each GPU sends per step and the link they cross.
 */
class TimeChart : public ChartWidget
{
    Q_OBJECT
public:
    explicit TimeChart(ScenarioDocument* document, QWidget* parent = nullptr);
    QString exportBaseName() const override { return QStringLiteral("time"); }

    /**
     * The plotted length of a step part in seconds: "compute", "bubble", "stragglers",
     * "nic-floor" (what the NIC floor adds), "optimizer" or a dimension. The parts add up to
     * the step.
     */
    double plottedSeconds(const QString& part) const;
    /** Bytes one NIC carries per step and the floor they put under the step, as labelled. */
    double shownNicBytes() const { return m_nicBytes; }
    double shownNicFloorSeconds() const { return m_nicFloorS; }
    /** The whisker across the step bar: the step-time range of its evidence level (seconds). */
    QCPRange shownStepRange() const;
    /** The plotted exposed share of a dimension in percent ("all" for the total). */
    double plottedExposedPercent(const QString& dim) const;
    QString toolTipAt(const QPointF& pos) const override;

protected:
    void updateFromReport() override;
    void paletteChanged() override { m_rowLabelsShort = -1; } // the row labels' font was reset

private:
    struct DimBars
    {
        QCPBars* step = nullptr;    ///< exposed seconds in the step bar
        QCPBars* exposed = nullptr; ///< exposed share, percent
        QCPBars* hidden = nullptr;  ///< overlapped share, percent
        QCPBars* volume = nullptr;  ///< GB per step per GPU
    };
    QCPBars* stepBar(const QString& name, const QBrush& brush);
    /** The rows' labels: with their link on a second line where the rows are tall enough. */
    void fitRowLabels();
    /** The "nothing to send" message wrapped to the volume rect's width. */
    void fitNothingLabel();
    /** Each volume bar's figure inside or after the bar, where the rect's width leaves it room. */
    void fitVolumeLabels();
    static QString nothingToSendText();

    QCPAxisRect* m_stepRect;
    QCPAxisRect* m_shareRect;
    QCPAxisRect* m_volumeRect;
    QCPBars* m_compute;
    QCPBars* m_bubble;
    QCPBars* m_stragglers;
    QCPBars* m_nicFloor;
    QCPBars* m_optimizer;
    double m_nicBytes = 0;
    double m_nicFloorS = 0;
    QCPBars* m_lastStep = nullptr;
    std::map<QString, DimBars> m_dims;
    QCPBars* m_allExposed;
    QCPItemStraightLine* m_limitLine;
    QCPItemText* m_limitLabel;
    QCPItemText* m_nothingLabel;
    QCPItemLine* m_stepRange; ///< step.time_s_low .. step.time_s_high across the step bar
    QVector<QCPItemText*> m_linkLabels;
    QVector<double> m_linkValues; ///< GB per step of each shown volume bar, row by row
    QStringList m_rowDims; ///< the dimension of each row of the lower charts
    std::vector<std::pair<QString, QString>> m_rowLabels; ///< per row: with the link, without
    int m_rowLabelsShort = -1; ///< which the ticker shows (0 with, 1 without, 2 without and smaller), -1: none yet
    double m_volumeUnit = 1.0; ///< GB per unit of the volume axis (1000: TB)
};

} // namespace shardscope::ui
