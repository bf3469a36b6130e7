#pragma once

#include "coveringwidget.h"

namespace shardscope::ui {

/**
 * A translucent cover over a view that is behind the document (throttled during a slider
 * drag): it greys the view's old figures and says "Updating…" across them, so a number
 * from an earlier plan is never read as the current one.
 */
class UpdatingVeil : public CoveringWidget
{
    Q_OBJECT
public:
    explicit UpdatingVeil(QWidget* covered);

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace shardscope::ui
