#pragma once

#include <QByteArray>
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
 * Presentation mode for the classroom: full screen, fonts larger (40 % on a 1920-pixel
 * screen, less on a 1280x720 projector, where the window has no room to spare: fontScale()),
 * chart lines twice as thick, and the keyboard steps through the lesson (→, Page Down,
 * Space: next; ←, Page Up: back; Esc: leave). Leaving restores the window, the fonts and the
 * lines as they were.
 */
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    PresentationMode(QMainWindow* window, LessonPlayer* lessons, QList<ChartWidget*> charts);

    QAction* action() const { return m_action; }
    bool isActive() const { return m_active; }
    void setActive(bool active);
    /** Stay in the window as it is instead of going full screen (screenshots of the mode). */
    void setWindowed(bool windowed) { m_windowed = windowed; }
    /** How much larger the fonts get on a screen (or window) this wide. */
    static double fontScale(int width);
    static constexpr double kFontScale = 1.4;
    static constexpr double kLineScale = 2.0;
    /** On a narrow screen the right-hand docks take at most this share of its width. */
    static constexpr double kNarrowSideShare = 0.22;

private:
    void scaleChartLines(double factor);

    QMainWindow* m_window;
    QPointer<LessonPlayer> m_lessons;
    QList<ChartWidget*> m_charts;
    QAction* m_action;
    QList<QShortcut*> m_keys;
    bool m_active = false;
    bool m_wasMaximized = false;
    QByteArray m_dockState; ///< the docks as they were before a narrow screen shrank their columns
    bool m_windowed = false;
    QFont m_font;
    QHash<QCPAbstractPlottable*, QPen> m_pens; ///< the pens before presentation mode
    QList<QPair<QPointer<QWidget>, int>> m_minimumWidths; ///< the docks' contents' minimum widths before it
};

} // namespace shardscope::ui
