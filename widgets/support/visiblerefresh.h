#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace shardscope::ui {

class GestureThrottle;
class ScenarioDocument;

/**
 * Keeps a secondary view current with the document without working while it is hidden
 * (another dock tab in front): reports that arrive then only mark it stale, and it catches
 * up when shown or when asked (accessors call ensureCurrent()). While shown it refreshes at
 * most every `intervalMs` during a slider drag, like the warnings.
 */
class VisibleRefresh : public QObject
{
    Q_OBJECT
public:
    VisibleRefresh(QWidget* view, ScenarioDocument* document, int intervalMs, std::function<void()> refresh);

    /** Refresh now if a report arrived while the view was hidden. */
    void ensureCurrent();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_view;
    std::function<void()> m_refresh;
    GestureThrottle* m_throttle;
    bool m_stale = false;
};

} // namespace shardscope::ui
