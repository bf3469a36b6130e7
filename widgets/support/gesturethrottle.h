#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <vector>

class QTimer;
class QWidget;

namespace shardscope::ui {

class ScenarioDocument;
class UpdatingVeil;

/**
 * Runs an update at once, except while a slider is held: then at most every `intervalMs`,
 * and once more when the slider is released. For the views whose cost is mostly text
 * layout (warning cards, explanations), so that the charts keep up with every tick.
 *
 * It also keeps the views honest while they lag: it knows which report (the document's
 * reportCount()) they show, and from the first update it holds back during a gesture until
 * they are current again it covers them with an UpdatingVeil (veil()), so an older
 * figure is never read beside the summary's new one. Once throttled, the veil stays until
 * the drag ends or the view has been current for one interval, so it does not flicker
 * ten times a second.
 */
class GestureThrottle : public QObject
{
    Q_OBJECT
public:
    GestureThrottle(ScenarioDocument* document, int intervalMs, std::function<void()> update, QObject* parent);

    /** Something changed: update now or soon. */
    void request();
    /** Update now, even inside the interval (the user is about to act on the view). */
    void catchUp();
    /** Cover these views while they are behind (the parts of a panel the update rewrites). */
    void veil(const std::vector<QWidget*>& views);
    /** The update ran but showed nothing (its view was off screen): not current. */
    void markUnshown() { m_shownRevision = -1; }
    /** The views were brought up to date outside request() (a view catching up when shown). */
    void markShown();

    /**
     * The least time between two updates during a gesture. A test that needs the views behind
     * sets it long, so that a slow build (sanitizers) does not catch them up between edits.
     */
    void setIntervalMs(int ms) { m_interval = ms; }
    /** The document's reportCount() when the views were last updated; -1: not shown. */
    int shownRevision() const { return m_shownRevision; }
    /** Whether the views are covered as updating. */
    bool isVeiled() const { return m_veiled; }

private:
    void run();
    void setVeiled(bool veiled);

    ScenarioDocument* m_document;
    int m_interval;
    std::function<void()> m_update;
    QTimer* m_timer;
    QTimer* m_settle;
    QElapsedTimer m_since;
    std::vector<UpdatingVeil*> m_veils;
    int m_shownRevision = -1;
    bool m_veiled = false;
};

} // namespace shardscope::ui
