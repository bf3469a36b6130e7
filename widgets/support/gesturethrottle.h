#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <functional>

class QTimer;

namespace shardscope::ui {

class ScenarioDocument;

/**
 * Runs an update at once, except while a slider is held: then at most every `intervalMs`,
 * and once more when the slider is released. For the views whose cost is mostly text
 * layout (warning cards, explanations), so that the charts keep up with every tick.
 */
class GestureThrottle : public QObject
{
    Q_OBJECT
public:
    GestureThrottle(ScenarioDocument* document, int intervalMs, std::function<void()> update, QObject* parent);

    /** Something changed: update now or soon. */
    void request();

private:
    void run();

    ScenarioDocument* m_document;
    int m_interval;
    std::function<void()> m_update;
    QTimer* m_timer;
    QElapsedTimer m_since;
};

} // namespace shardscope::ui
