#include "gesturethrottle.h"

#include "widgets/document/scenariodocument.h"

#include <QTimer>

namespace shardscope::ui {

GestureThrottle::GestureThrottle(ScenarioDocument* document, int intervalMs, std::function<void()> update, QObject* parent)
    : QObject(parent), m_document(document), m_interval(intervalMs), m_update(std::move(update)), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &GestureThrottle::run);
    connect(document, &ScenarioDocument::gestureEnded, this, [this] {
        if (m_timer->isActive()) {
            m_timer->stop();
            run();
        }
    });
}

void GestureThrottle::request()
{
    if (!m_document->inGesture() || !m_since.isValid() || m_since.elapsed() >= m_interval) {
        m_timer->stop();
        run();
    } else if (!m_timer->isActive()) {
        m_timer->start(int(m_interval - m_since.elapsed()));
    }
}

void GestureThrottle::run()
{
    m_since.start();
    m_update();
}

} // namespace shardscope::ui
