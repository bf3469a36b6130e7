#pragma once

#include <QFont>
#include <QHash>
#include <QObject>
#include <QPen>
#include <QPointer>

class QCPAbstractPlottable;
class QAction;
class QMainWindow;
class QShortcut;

namespace shardscope::ui {

class ChartWidget;
class LessonPlayer;

/**
 * Presentation mode for the classroom: full screen, fonts 40 % larger, chart lines twice as
 * thick, and the keyboard steps through the lesson (→, Page Down, Space: next; ←, Page Up:
 * back; Esc: leave). Leaving restores the window, the fonts and the lines as they were.
 */
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    PresentationMode(QMainWindow* window, LessonPlayer* lessons, QList<ChartWidget*> charts);

    QAction* action() const { return m_action; }
    bool isActive() const { return m_active; }
    void setActive(bool active);
    static constexpr double kFontScale = 1.4;
    static constexpr double kLineScale = 2.0;

private:
    void scaleChartLines(double factor);

    QMainWindow* m_window;
    QPointer<LessonPlayer> m_lessons;
    QList<ChartWidget*> m_charts;
    QAction* m_action;
    QList<QShortcut*> m_keys;
    bool m_active = false;
    bool m_wasMaximized = false;
    QFont m_font;
    QHash<QCPAbstractPlottable*, QPen> m_pens; ///< the pens before presentation mode
};

} // namespace shardscope::ui
