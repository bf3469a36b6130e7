#pragma once

#include <QObject>

class QMainWindow;

namespace shardscope::ui {

/**
 * The tabs of tabified docks never elide their titles ("M...", "Cl..." at 1280 pixels):
 * a tab bar that runs out of room scrolls instead, with the titles whole. QMainWindow makes
 * its tab bars lazily and rebuilds them when the docks move, so this watches for new ones.
 */
class DockTabPolicy : public QObject
{
    Q_OBJECT
public:
    explicit DockTabPolicy(QMainWindow* window);

    /** Apply the policy to every tab bar the window has now. */
    void applyToAll();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* m_window;
    bool m_pending = false;
};

} // namespace shardscope::ui
