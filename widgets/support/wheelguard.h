#pragma once

#include <QObject>

namespace shardscope::ui {

/**
 * Keeps the mouse wheel from changing a setting the pointer merely passes over while the user
 * scrolls a long form: over a combo box, spin box or slider that sits in a scroll area and does
 * not have the keyboard focus, the wheel scrolls the area instead. A clicked (focused) editor
 * still takes the wheel. Installed once on the application (main.cpp), so every panel and
 * dialog behaves the same.
 */
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace shardscope::ui
