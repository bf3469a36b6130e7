#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWidget>

namespace shardscope::ui {

namespace {

/** A setting's editor the wheel would change (a scroll bar is a slider too, and scrolls). */
bool takesWheelAsEdit(const QWidget* w)
{
    if (qobject_cast<const QScrollBar*>(w))
        return false;
    return qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QAbstractSlider*>(w);
}

QAbstractScrollArea* scrollAreaAround(QWidget* w)
{
    for (QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QAbstractScrollArea*>(p))
            return area;
    return nullptr;
}

} // namespace

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (!watched->isWidgetType())
        return QObject::eventFilter(watched, event);
    auto* w = static_cast<QWidget*>(watched);
    if (event->type() == QEvent::Polish && takesWheelAsEdit(w) && w->focusPolicy() == Qt::WheelFocus) {
        // The wheel would focus the editor before it reaches this filter: only a click or Tab may.
        w->setFocusPolicy(Qt::StrongFocus);
        return QObject::eventFilter(watched, event);
    }
    if (event->type() != QEvent::Wheel)
        return QObject::eventFilter(watched, event);
    if (!takesWheelAsEdit(w) || w->hasFocus())
        return QObject::eventFilter(watched, event);
    QAbstractScrollArea* area = scrollAreaAround(w);
    if (!area)
        return QObject::eventFilter(watched, event);
    // The area scrolls as if the pointer were over its own background.
    QCoreApplication::sendEvent(area->viewport(), event);
    return true;
}

} // namespace shardscope::ui
