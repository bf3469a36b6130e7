#include "presentationmode.h"

#include "widgets/charts/chartwidget.h"
#include "widgets/teaching/lessonplayer.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
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
        large.setPointSizeF(m_font.pointSizeF() * kFontScale);
        QApplication::setFont(large);
        // After the charts have handled the font change (they restyle themselves on it).
        QTimer::singleShot(0, this, [this] {
            if (m_active)
                scaleChartLines(kLineScale);
        });
        m_wasMaximized = m_window->isMaximized();
        m_window->showFullScreen();
    } else {
        scaleChartLines(1.0 / kLineScale);
        QApplication::setFont(m_font);
        if (m_wasMaximized)
            m_window->showMaximized();
        else
            m_window->showNormal();
    }
    for (QShortcut* s : m_keys)
        s->setEnabled(active);
}

} // namespace shardscope::ui
