#include "docktabs.h"

#include <QEvent>
#include <QMainWindow>
#include <QTabBar>
#include <QTimer>

namespace shardscope::ui {

DockTabPolicy::DockTabPolicy(QMainWindow* window) : QObject(window), m_window(window)
{
    window->installEventFilter(this);
    applyToAll();
}

void DockTabPolicy::applyToAll()
{
    m_pending = false;
    for (QTabBar* bar : m_window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (bar->elideMode() != Qt::ElideNone)
            bar->setElideMode(Qt::ElideNone);
        if (!bar->usesScrollButtons())
            bar->setUsesScrollButtons(true);
    }
}

bool DockTabPolicy::eventFilter(QObject* watched, QEvent* event)
{
    // A child is added before it is constructed (qobject_cast cannot tell a tab bar yet) and
    // before its tabs: look at the children once the event loop comes back.
    if (watched == m_window && event->type() == QEvent::ChildAdded && !m_pending) {
        m_pending = true;
        QTimer::singleShot(0, this, &DockTabPolicy::applyToAll);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace shardscope::ui
