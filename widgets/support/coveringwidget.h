#pragma once

#include <QWidget>

namespace shardscope::ui {

/**
 * A child that covers its parent exactly, follows its size and lets every mouse event
 * through: what the overlays drawn over another widget share (a lesson's spotlight, the
 * outline of a field a fix would change, the "Updating…" cover). Subclasses paint.
 */
class CoveringWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CoveringWidget(QWidget* covered);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace shardscope::ui
