#include "gesturethrottle.h"

#include "updatingveil.h"

#include "widgets/document/scenariodocument.h"

#include <QTimer>

namespace shardscope::ui {

GestureThrottle::GestureThrottle(ScenarioDocument* document, int intervalMs, std::function<void()> update, QObject* parent)
    : QObject(parent), m_document(document), m_interval(intervalMs), m_update(std::move(update)), m_timer(new QTimer(this)),
      m_settle(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_settle->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &GestureThrottle::run);
    // Current for a whole interval inside the drag: the slider is held still.
    connect(m_settle, &QTimer::timeout, this, [this] {
        if (m_shownRevision == m_document->reportCount() && !m_timer->isActive())
            setVeiled(false);
    });
    connect(document, &ScenarioDocument::gestureEnded, this, [this] {
        if (m_timer->isActive()) {
            m_timer->stop();
            run();
        }
        setVeiled(false);
    });
}

void GestureThrottle::veil(const std::vector<QWidget*>& views)
{
    for (QWidget* view : views)
        m_veils.push_back(new UpdatingVeil(view));
}

void GestureThrottle::request()
{
    if (!m_document->inGesture() || !m_since.isValid() || m_since.elapsed() >= m_interval) {
        m_timer->stop();
        run();
    } else {
        setVeiled(true);
        m_settle->stop();
        if (!m_timer->isActive())
            m_timer->start(int(m_interval - m_since.elapsed()));
    }
}

void GestureThrottle::catchUp()
{
    m_timer->stop();
    run();
}

void GestureThrottle::run()
{
    m_since.start();
    m_shownRevision = m_document->reportCount();
    m_update();
    if (!m_document->inGesture())
        setVeiled(false);
    else if (m_veiled)
        m_settle->start(m_interval);
}

void GestureThrottle::markShown()
{
    m_shownRevision = m_document->reportCount();
}

void GestureThrottle::setVeiled(bool veiled)
{
    if (veiled == m_veiled)
        return;
    m_veiled = veiled;
    for (UpdatingVeil* v : m_veils) {
        v->setVisible(veiled);
        if (veiled)
            v->raise();
    }
}

} // namespace shardscope::ui
