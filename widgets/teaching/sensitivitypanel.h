#pragma once

#include "widgets/charts/tornadochart.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace shardscope::ui {

class ScenarioDocument;
class VisibleRefresh;

/**
 * Which input matters for this plan: the tornado chart of sensitivity() for the document's
 * scenario, the figure (throughput, step time, peak memory) and the hardware inputs' move
 * chosen above it. It recomputes only while on screen (about two dozen estimates each time).
 */
class SensitivityPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SensitivityPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    TornadoChart* chart() const { ensureCurrent(); return m_chart; }
    QComboBox* figureBox() const { return m_figure; }
    QSpinBox* deltaBox() const { return m_delta; }
    const shardscope::SensitivityReport& report() const { ensureCurrent(); return m_report; }

private:
    void ensureCurrent() const;
    void recompute();
    void redraw();

    ScenarioDocument* m_document;
    VisibleRefresh* m_refresher;
    QComboBox* m_figure;
    QSpinBox* m_delta;
    QLabel* m_explanation;
    TornadoChart* m_chart;
    shardscope::SensitivityReport m_report;
};

} // namespace shardscope::ui
