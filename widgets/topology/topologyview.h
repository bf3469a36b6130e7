#pragma once

#include "core/estimate/linkload.h"

#include <QImage>
#include <QWidget>

#include <vector>

namespace shardscope::ui {

class TopologyLayout;
class TopologyModel;

/**
 * Paints the cluster: spine, leaf switches (or rails), NVLink domains, nodes and every GPU
 * coloured by the chosen dimension, with crossing groups outlined, link tiers tinted by
 * their load, and the selected GPU's groups highlighted. Custom painting with culling (a
 * QGraphicsScene of 16,384 items costs far more to rebuild on every slider tick). The wheel
 * zooms about the cursor, dragging pans, a click selects a GPU, a double click (or 0)
 * fits the whole cluster; + and - zoom, arrow keys pan, Escape clears the selection.
 */
class TopologyView : public QWidget
{
    Q_OBJECT
public:
    TopologyView(const TopologyLayout* layout, const TopologyModel* model, QWidget* parent = nullptr);

    /** New data: repaint; `refit` when the cluster's shape changed. */
    void dataChanged(bool refit, const std::vector<shardscope::LinkLoad>& loads);
    void fitToView();
    int selectedGpu() const { return m_selected; }
    void selectGpu(int gpu);
    /** The GPU at a widget position, or -1. */
    int gpuAt(const QPoint& pos) const;
    /** Where a GPU is drawn, in widget coordinates. */
    QRectF gpuRect(int gpu) const;
    double zoom() const { return m_zoom; }
    /** Below this zoom (pixels per GPU cell) a node is drawn as one block. */
    static constexpr double kWholeNodesBelow = 2.5;
    /** Whether the view draws whole nodes now (zoomed out over a large cluster). */
    bool showsWholeNodes() const { return m_zoom < kWholeNodesBelow; }
    /** Paints since construction (tests and benchmarks). */
    int paintCount() const { return m_paints; }
    /** Draw the whole cluster into `target` of `painter` (export). */
    void render(QPainter* painter, const QRectF& target) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void gpuSelected(int gpu);
    void resized();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Scene;
    struct NodeBatches;
    /** Paints the cluster back to front, one step per layer of the picture. */
    void paintScene(QPainter& painter, double zoom, const QPointF& offset, const QRectF& visible) const;
    Scene beginScene(QPainter& painter, double zoom, const QPointF& offset, const QRectF& visible) const;
    void paintSpine(QPainter& painter, const Scene& scene) const;
    void paintLeaves(QPainter& painter, const Scene& scene) const;
    void paintDomains(QPainter& painter, const Scene& scene) const;
    NodeBatches collectNodes(const Scene& scene) const;
    void paintNodes(QPainter& painter, const Scene& scene, const NodeBatches& nodes) const;
    void paintCells(QPainter& painter, const Scene& scene, const std::vector<std::vector<QRectF>>& cells) const;
    void paintSelection(QPainter& painter, const Scene& scene) const;
    void zoomAbout(const QPointF& pos, double factor);
    QPointF toWorld(const QPointF& pos) const;
    double loadShare(shardscope::LinkTier tier) const;

    const TopologyLayout* m_layout;
    const TopologyModel* m_model;
    std::vector<shardscope::LinkLoad> m_loads;
    double m_zoom = 1;
    QPointF m_offset;
    bool m_fitted = false;
    int m_selected = -1;
    QPoint m_pressPos;
    QPointF m_pressOffset;
    bool m_dragging = false;
    int m_paints = 0;
    mutable QImage m_cells; ///< scratch: GPU cells at small zoom, drawn in one go
};

/** A colour from green through amber to red for a link's share of its capacity (0 .. 1+). */
QColor heatColour(double share);

} // namespace shardscope::ui
