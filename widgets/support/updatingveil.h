#pragma once

#include <QWidget>

namespace shardscope::ui {

/**
 * A translucent cover over a view that is behind the document (throttled during a slider
 * drag): it greys the view's old figures and says "Updating…" across them, so a number
 * from an earlier plan is never read as the current one. It follows the size of the view it
 * covers and lets every mouse event through.
 */
class UpdatingVeil : public QWidget
{
    Q_OBJECT
public:
    explicit UpdatingVeil(QWidget* covered);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QWidget* m_covered;
};

} // namespace shardscope::ui
