#pragma once

#include "widgets/charts/tornadochart.h"

#include <QWidget>

#include <thread>

class QComboBox;
class QLabel;
class QSpinBox;

namespace shardscope::ui {

class ScenarioDocument;
class VisibleRefresh;

/**
 * Which input matters for this plan: the tornado chart of sensitivity() for the document's
 * scenario, the figure (throughput, step time, peak memory) and the hardware inputs' move
 * chosen above it. It recomputes only while on screen, and off the window's thread: about two
 * dozen estimates, 50 ms for Llama 3.1 405B on 16,384 GPUs, which a slider drag must not wait
 * for. The latest request wins; the chart shows the last finished one.
 */
class SensitivityPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SensitivityPanel(ScenarioDocument* document, QWidget* parent = nullptr);
    ~SensitivityPanel() override;

    TornadoChart* chart() const { ensureCurrent(); return m_chart; }
    QComboBox* figureBox() const { return m_figure; }
    QSpinBox* deltaBox() const { return m_delta; }
    /** The last finished report (ensureCurrent() may have started a newer one). */
    const shardscope::SensitivityReport& report() const { ensureCurrent(); return m_report; }
    /** Whether a recomputation is running or waiting to run. */
    bool isComputing() const { return m_worker.joinable() || m_pending; }

private:
    void ensureCurrent() const;
    void recompute();
    void finished(shardscope::SensitivityReport report);
    void redraw();

    ScenarioDocument* m_document;
    VisibleRefresh* m_refresher;
    QComboBox* m_figure;
    QSpinBox* m_delta;
    QLabel* m_explanation;
    TornadoChart* m_chart;
    shardscope::SensitivityReport m_report;
    std::thread m_worker;  ///< the running recomputation, joined when it reports back
    bool m_pending = false; ///< a request came while it ran: run again with the latest plan
};

} // namespace shardscope::ui
