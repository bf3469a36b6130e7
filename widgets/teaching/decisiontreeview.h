#pragma once

#include "core/advice/decisiontree.h"

#include <QWidget>

#include <array>

namespace shardscope::ui {

class VisibleRefresh;
class ScenarioDocument;

/**
 * The selection tree of the overview the lessons follow (its §5, named above the tree), for the document's model and cluster: four questions
 * (does it train on one GPU, is it MoE, is the memory gap at most 2x, does it fit in a node
 * with TP) and five starting layouts. The path the current scenario takes is drawn in the
 * accent colour with the number that decided each question; the leaf it reaches shows the
 * recommended start, and clicking that leaf applies it (one undo step). Where the sources
 * differ from the overview for this model, the notes say so below the tree.
 */
class DecisionTreeView : public QWidget
{
    Q_OBJECT
public:
    explicit DecisionTreeView(ScenarioDocument* document, QWidget* parent = nullptr);

    const shardscope::DecisionResult& decision() const { ensureCurrent(); return m_decision; }
    /** Ids of the highlighted questions and leaf, root first ("fits_one_gpu", ..., "zero-sharding"). */
    QStringList highlightedPath() const;
    /** Where node `id` is drawn (empty if unknown). */
    QRect nodeRect(const QString& id) const;
    /** The text drawn in node `id` (tests, screenshots in both languages). */
    QString nodeText(const QString& id) const;
    /** The reached leaf's tooltip: the article's row and the core's notes, translated. */
    QString reachedLeafToolTip() const;
    /** The line above the tree: the overview's section it follows (core/advice/seedarticle.h). */
    QString sourceText() const;
    /** The text below the tree: where the sources differ from the overview for this model (may be empty). */
    QString notesText() const { ensureCurrent(); return m_notes; }
    /** Apply the reached leaf's recommended start to the document. */
    void applyReachedLeaf();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    /** Refresh now if a report arrived while hidden (accessors call it). */
    void ensureCurrent() const;
    struct Node
    {
        QString id;
        QString text;
        QRect rect;
        bool onPath = false;
        bool leaf = false;
    };
    void refresh();
    void layoutNodes();
    QString questionText(const shardscope::DecisionStep* step, const QString& id) const;
    QString leafText(const QString& id) const;
    const Node* nodeAt(const QPoint& pos) const;

    ScenarioDocument* m_document;
    VisibleRefresh* m_refresher;
    shardscope::DecisionResult m_decision;
    std::array<Node, 9> m_nodes; ///< 4 questions, then 5 leaves
    QString m_notes;             ///< notesText()
    QRect m_sourceRect, m_notesRect;
};

} // namespace shardscope::ui
