#pragma once

#include "topologylayout.h"
#include "topologymodel.h"

#include "core/estimate/linkload.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace shardscope::ui {

class GestureThrottle;
class ScenarioDocument;
class TopologyView;

/**
 * The topology dock: what to colour by, the verdict on crossing groups, the legend, the
 * load of each link tier, what the selected GPU runs, and the view itself. It follows the
 * document like the charts; the cluster's geometry is rebuilt only when its shape changes,
 * so the user's zoom survives slider ticks.
 */
class TopologyPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TopologyPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    TopologyView* view() const { return m_view; }
    const TopologyModel& model() const { return m_model; }
    const TopologyLayout& layout() const { return m_layout; }
    QComboBox* colouringBox() const { return m_colouring; }
    void setColouring(TopologyColouring colouring);
    /** The crossing verdict as shown ("TP groups cross nodes: ..."). */
    QString crossingText() const;
    QString selectionText() const;
    /** The link tiers' loads as shown (the same figures as the step-time chart's NIC floor). */
    const std::vector<shardscope::LinkLoad>& linkLoads() const { return m_linkLoads; }
    QString loadsText() const;
    /** Save the whole cluster picture as PNG or SVG (by suffix). */
    bool exportTo(const QString& path, QString* error) const;

private:
    void refresh();
    void refreshTexts();
    void relayoutIfReshaped();
    void showSelection(int gpu);
    void exportWithDialog();

    ScenarioDocument* m_document;
    TopologyLayout m_layout;
    TopologyModel m_model;
    TopologyView* m_view;
    QComboBox* m_colouring;
    QLabel* m_crossing;
    QLabel* m_legend;
    QLabel* m_loads;
    QLabel* m_selection;
    QString m_shapeKey;
    std::vector<shardscope::LinkLoad> m_linkLoads;
    GestureThrottle* m_textThrottle;
};

} // namespace shardscope::ui
