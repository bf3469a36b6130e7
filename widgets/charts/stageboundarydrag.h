#pragma once

#include <QObject>
#include <QPointF>

class QCustomPlot;
class QCPItemStraightLine;

namespace shardscope::ui {

class ScenarioDocument;

/**
 * The draggable boundaries of the memory chart: the one between the first two pipeline stages
 * and the one between the last two. Dragging one moves layers across it through
 * parallel.first_stage_layers or parallel.last_stage_layers (Megatron-LM's
 * --decoder-first-pipeline-num-layers and --decoder-last-pipeline-num-layers, the only uneven
 * splits the scenario expresses), one undo step per drag, and memory and bubble follow at
 * once. The counts are a rank's layers, over all the model chunks it holds (as the core's
 * stage layout reads them). A boundary is offered where the split can be written so: two or
 * more stages, the embedding and loss not counted as layers (Megatron-LM refuses those with
 * the counts); every other stage keeps at least one layer. It owns the two handle lines it
 * draws on the plot and the gesture.
 */
class StageBoundaryDrag : public QObject
{
    Q_OBJECT
public:
    enum Boundary
    {
        None = -1,
        First = 0, ///< between stage 0 and stage 1: moves parallel.first_stage_layers
        Last = 1   ///< between the last two stages: moves parallel.last_stage_layers
    };

    StageBoundaryDrag(QCustomPlot* plot, ScenarioDocument* document);

    /** Places (or hides) the handles for the document's current scenario and report. */
    void update();
    /** The boundary a press at `pixel` (widget coordinates) takes, None if it takes none. */
    Boundary boundaryAt(const QPointF& pixel) const;
    /** The layer count a drag of `boundary` from `pressX` to `x` (plot coordinates) asks for. */
    int layersFor(Boundary boundary, double pressX, double x) const;
    bool dragging() const { return m_dragging != None; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool editable() const;
    double boundaryKey(Boundary boundary) const;
    void press(Boundary boundary, const QPointF& pixel);
    void move(const QPointF& pixel);
    void release();

    QCustomPlot* m_plot;
    ScenarioDocument* m_document;
    QCPItemStraightLine* m_handles[2] = {nullptr, nullptr};
    Boundary m_dragging = None;
    double m_pressKey = 0;   ///< where the drag started, in stage units
    int m_pressLayers = 0;   ///< the dragged stage's layers then
    int m_lastSet = -1;      ///< the last count the drag wrote (writes only changes)
};

} // namespace shardscope::ui
