#pragma once

#include <QObject>

#include <functional>

class QDockWidget;
class QWidget;

namespace shardscope::ui {

class GestureThrottle;
class ScenarioDocument;

/**
 * Keeps a secondary view current with the document without working while the user cannot
 * see it (hidden, or in a dock behind another tab of its group): reports that arrive then
 * only mark it stale, and it catches up when it comes to the front or when asked (accessors
 * call ensureCurrent()). While on screen it refreshes at most every `intervalMs` during a
 * slider drag, like the warnings.
 */
class VisibleRefresh : public QObject
{
    Q_OBJECT
public:
    VisibleRefresh(QWidget* view, ScenarioDocument* document, int intervalMs, std::function<void()> refresh);

    /** Refresh now if a report arrived while the view was hidden. */
    void ensureCurrent();
    /** Refresh when next shown or asked, not before (a view that starts out empty). */
    void markStale() { m_stale = true; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /** Whether any of the view is on screen (isVisible() alone is true for a tab behind). */
    bool onScreen() const;
    /** Catch up when the dock holding the view is brought to the front (connected once). */
    void watchDock();

    QWidget* m_view;
    QDockWidget* m_dock = nullptr;
    std::function<void()> m_refresh;
    GestureThrottle* m_throttle;
    bool m_stale = false;
};

} // namespace shardscope::ui
