#include "presentationmode.h"

#include "widgets/charts/chartwidget.h"
#include "widgets/teaching/lessonplayer.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QShortcut>
#include <QTimer>

namespace shardscope::ui {

PresentationMode::PresentationMode(QMainWindow* window, LessonPlayer* lessons, QList<ChartWidget*> charts)
    : QObject(window), m_window(window), m_lessons(lessons), m_charts(std::move(charts))
{
    m_action = new QAction(tr("&Presentation Mode"), this);
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::Key_F5));
    m_action->setToolTip(tr("Full screen, large text and thick lines; arrow keys step through the lesson"));
    connect(m_action, &QAction::toggled, this, &PresentationMode::setActive);
    const auto key = [this](const QKeySequence& seq, auto slot) {
        auto* shortcut = new QShortcut(seq, m_window);
        shortcut->setEnabled(false);
        connect(shortcut, &QShortcut::activated, this, slot);
        m_keys << shortcut;
    };
    for (const QKeySequence& seq : {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Space)})
        key(seq, [this] {
            if (m_lessons)
                m_lessons->next();
        });
    for (const QKeySequence& seq : {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)})
        key(seq, [this] {
            if (m_lessons)
                m_lessons->back();
        });
    key(QKeySequence(Qt::Key_Escape), [this] { m_action->setChecked(false); });
}

void PresentationMode::scaleChartLines(double factor)
{
    if (factor > 1) {
        m_pens.clear();
        for (ChartWidget* chart : m_charts) {
            for (int i = 0; i < chart->plottableCount(); ++i) {
                QCPAbstractPlottable* p = chart->plottable(i);
                m_pens.insert(p, p->pen());
                QPen pen = p->pen();
                pen.setWidthF(std::max(1.0, pen.widthF()) * factor);
                p->setPen(pen);
            }
            chart->replot(QCustomPlot::rpQueuedReplot);
        }
        return;
    }
    // Back to exactly the pens they had (charts may have replaced some plottables since).
    for (ChartWidget* chart : m_charts) {
        for (int i = 0; i < chart->plottableCount(); ++i) {
            QCPAbstractPlottable* p = chart->plottable(i);
            if (m_pens.contains(p))
                p->setPen(m_pens.value(p));
        }
        chart->replot(QCustomPlot::rpQueuedReplot);
    }
    m_pens.clear();
}

double PresentationMode::fontScale(int width)
{
    // 1920 and wider: the full 40 %; 1280 (a projector): 15 %, the most its docks can take.
    if (width >= 1800)
        return kFontScale;
    if (width >= 1500)
        return 1.25;
    return 1.15;
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (m_action->isChecked() != active)
        m_action->setChecked(active);
    if (active) {
        m_font = QApplication::font();
        QFont large = m_font;
        const QScreen* screen = m_window->screen();
        const int width = m_windowed || !screen ? m_window->width() : screen->geometry().width();
        large.setPointSizeF(m_font.pointSizeF() * fontScale(width));
        QApplication::setFont(large);
        // After the charts have handled the font change (they restyle themselves on it).
        QTimer::singleShot(0, this, [this] {
            if (m_active)
                scaleChartLines(kLineScale);
        });
        // The docks' minimum widths were measured in the old font: widen them with it, so
        // the spin boxes and combo boxes show their values whole. On a projector the right
        // column (panels that scroll or wrap) gives way to the charts: at most kNarrowSideShare
        // of the screen.
        m_minimumWidths.clear();
        const double scale = QApplication::font().pointSizeF() / m_font.pointSizeF();
        const bool narrow = fontScale(width) < kFontScale;
        for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
            if (QWidget* content = dock->widget()) {
                m_minimumWidths.append({QPointer<QWidget>(content), content->minimumWidth()});
                int minimum = int(content->minimumWidth() * scale);
                if (narrow && m_window->dockWidgetArea(dock) == Qt::RightDockWidgetArea)
                    minimum = std::min(minimum, int(kNarrowSideShare * width));
                content->setMinimumWidth(minimum);
            }
        }
        // A projector's width goes to the charts: the side columns shrink to what their
        // controls need (they are restored with the window's state on leaving).
        if (narrow) {
            m_dockState = m_window->saveState();
            QTimer::singleShot(0, this, [this] {
                if (!m_active)
                    return;
                QList<QDockWidget*> sides;
                for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
                    if (dock->isVisible() && !m_window->tabifiedDockWidgets(dock).contains(dock))
                        sides << dock;
                m_window->resizeDocks(sides, QList<int>(sides.size(), 1), Qt::Horizontal);
            });
        }
        m_wasMaximized = m_window->isMaximized();
        if (!m_windowed)
            m_window->showFullScreen();
    } else {
        scaleChartLines(1.0 / kLineScale);
        QApplication::setFont(m_font);
        for (const auto& [content, width] : m_minimumWidths)
            if (content)
                content->setMinimumWidth(width);
        m_minimumWidths.clear();
        if (!m_dockState.isEmpty())
            m_window->restoreState(m_dockState);
        m_dockState.clear();
        if (!m_windowed && m_wasMaximized)
            m_window->showMaximized();
        else if (!m_windowed)
            m_window->showNormal();
    }
    for (QShortcut* s : m_keys)
        s->setEnabled(active);
}

} // namespace shardscope::ui
