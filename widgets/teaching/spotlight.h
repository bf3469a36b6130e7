#pragma once

#include "widgets/support/coveringwidget.h"

namespace shardscope::ui {

/**
 * A thick accent frame laid over a widget for a few seconds: how a lesson step points at
 * the chart that shows its idea. It passes the mouse through and removes itself.
 */
class Spotlight : public CoveringWidget
{
    Q_OBJECT
public:
    /** Frame `target` for `ms` milliseconds (replaces a frame already on it). */
    static Spotlight* show(QWidget* target, int ms = 3000);
    QWidget* target() const { return parentWidget(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    explicit Spotlight(QWidget* target);
};

} // namespace shardscope::ui
