#include "visiblerefresh.h"

#include "gesturethrottle.h"

#include "widgets/document/scenariodocument.h"

#include <QEvent>
#include <QWidget>

namespace shardscope::ui {

VisibleRefresh::VisibleRefresh(QWidget* view, ScenarioDocument* document, int intervalMs, std::function<void()> refresh)
    : QObject(view), m_view(view), m_refresh(std::move(refresh))
{
    m_throttle = new GestureThrottle(
        document, intervalMs,
        [this] {
            if (m_view->isVisible())
                m_refresh();
            else
                m_stale = true;
        },
        this);
    connect(document, &ScenarioDocument::reportChanged, this, [this] { m_throttle->request(); });
    view->installEventFilter(this);
}

void VisibleRefresh::ensureCurrent()
{
    if (!m_stale)
        return;
    m_stale = false;
    m_refresh();
}

bool VisibleRefresh::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && event->type() == QEvent::Show)
        ensureCurrent();
    return QObject::eventFilter(watched, event);
}

} // namespace shardscope::ui
