#pragma once

#include "scatterdata.h"

#include "core/search/scalingsweep.h"
#include "core/search/search.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>

namespace shardscope::ui {

/**
 * Runs a search or a scaling sweep off the window's thread (the core spreads it over its own
 * worker pool) and hands the results back on the window's thread: progress about twenty
 * times a second, then the result with its scatter data already prepared. One run at a time;
 * cancel() stops the core within a few milliseconds and never blocks the caller.
 */
class SearchRunner : public QObject
{
    Q_OBJECT
public:
    struct SearchOutcome
    {
        shardscope::Scenario base; ///< the scenario searched (its cluster sized for the GPUs)
        shardscope::SearchResult result;
        ScatterData scatter;
    };

    explicit SearchRunner(QObject* parent = nullptr);
    ~SearchRunner() override;

    bool isRunning() const { return m_running; }
    void startSearch(const shardscope::Scenario& scenario, const shardscope::SearchOptions& options);
    void startSweep(const shardscope::Scenario& scenario, const shardscope::SearchOptions& options);
    void cancel();

    std::shared_ptr<const SearchOutcome> lastSearch() const { return m_search; }
    std::shared_ptr<const shardscope::ScalingSweep> lastSweep() const { return m_sweep; }

signals:
    void progressed(double fraction, qint64 enumerated, qint64 pruned, qint64 timed);
    void searchFinished();
    void sweepFinished();
    void cancelled();
    void failed(const QString& reason);
    void runningChanged(bool running);

private:
    void launch(std::function<void()> work);
    shardscope::SearchControl workerControl();
    void done();

    std::thread m_thread;
    std::atomic<bool> m_cancel{false};
    bool m_running = false;
    std::shared_ptr<const SearchOutcome> m_search;
    std::shared_ptr<const shardscope::ScalingSweep> m_sweep;
};

} // namespace shardscope::ui
