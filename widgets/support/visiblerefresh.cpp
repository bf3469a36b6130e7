#include "visiblerefresh.h"

#include "gesturethrottle.h"

#include "widgets/document/scenariodocument.h"

#include <QDockWidget>
#include <QEvent>
#include <QWidget>

namespace shardscope::ui {

VisibleRefresh::VisibleRefresh(QWidget* view, ScenarioDocument* document, int intervalMs, std::function<void()> refresh)
    : QObject(view), m_view(view), m_refresh(std::move(refresh))
{
    m_throttle = new GestureThrottle(
        document, intervalMs,
        [this] {
            if (onScreen()) {
                m_refresh();
                return;
            }
            m_stale = true;
            m_throttle->markUnshown();
            watchDock();
        },
        this);
    m_throttle->veil({view});
    connect(document, &ScenarioDocument::reportChanged, this, [this] { m_throttle->request(); });
    view->installEventFilter(this);
}

void VisibleRefresh::ensureCurrent()
{
    if (!m_stale)
        return;
    m_stale = false;
    m_refresh();
    m_throttle->markShown();
}

bool VisibleRefresh::onScreen() const
{
    // A dock widget behind another tab of its group stays "visible" to Qt: it is only moved
    // off the window. Its visible region is empty then.
    return m_view->isVisible() && !m_view->visibleRegion().isEmpty();
}

void VisibleRefresh::watchDock()
{
    if (m_dock)
        return;
    for (QWidget* w = m_view->parentWidget(); w; w = w->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            m_dock = dock;
            // Emitted when the dock's tab is brought to the front, as well as on show.
            connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
                if (visible)
                    ensureCurrent();
            });
            return;
        }
    }
}

bool VisibleRefresh::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && (event->type() == QEvent::Show || (event->type() == QEvent::Resize && m_stale && onScreen())))
        ensureCurrent();
    return QObject::eventFilter(watched, event);
}

} // namespace shardscope::ui
