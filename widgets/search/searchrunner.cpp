#include "searchrunner.h"

#include "core/search/searchspace.h"

#include <QMetaObject>

#include <stdexcept>

using namespace shardscope;

namespace shardscope::ui {

SearchRunner::SearchRunner(QObject* parent) : QObject(parent) {}

SearchRunner::~SearchRunner()
{
    m_cancel = true;
    if (m_thread.joinable())
        m_thread.join();
}

void SearchRunner::launch(std::function<void()> work)
{
    if (m_running)
        return;
    if (m_thread.joinable())
        m_thread.join(); // the previous run has already handed over its result
    m_cancel = false;
    m_running = true;
    emit runningChanged(true);
    m_thread = std::thread(std::move(work));
}

void SearchRunner::done()
{
    if (m_thread.joinable())
        m_thread.join(); // it posted this as its last act: returns at once
    m_running = false;
    emit runningChanged(false);
}

SearchControl SearchRunner::workerControl()
{
    // Called on the worker: progress crosses to the window's thread as queued calls.
    SearchControl control;
    control.cancel = &m_cancel;
    control.progress = [this](const SearchProgress& p) {
        const SearchCounts c = p.counts;
        QMetaObject::invokeMethod(
            this, [this, p, c] { emit progressed(p.fraction, c.enumerated, c.prunedByRules + c.prunedByMemory, c.timed); },
            Qt::QueuedConnection);
    };
    return control;
}

void SearchRunner::cancel()
{
    m_cancel = true;
}

void SearchRunner::startSearch(const Scenario& scenario, const SearchOptions& options)
{
    launch([this, scenario, options] {
        const SearchControl control = workerControl();
        auto outcome = std::make_shared<SearchOutcome>();
        QString error;
        try {
            outcome->base = searchBase(scenario, options.gpus);
            outcome->result = runSearch(scenario, options, control);
            if (!outcome->result.cancelled)
                outcome->scatter = buildScatterData(outcome->result.points, outcome->result.capacityBytes);
            outcome->result.points.clear(); // the scatter has what the window needs
            outcome->result.points.shrink_to_fit();
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, outcome, error] {
                done();
                if (!error.isEmpty()) {
                    emit failed(error);
                } else if (outcome->result.cancelled) {
                    emit cancelled();
                } else {
                    m_search = outcome;
                    emit searchFinished();
                }
            },
            Qt::QueuedConnection);
    });
}

void SearchRunner::startSweep(const Scenario& scenario, const SearchOptions& options)
{
    launch([this, scenario, options] {
        const SearchControl control = workerControl();
        auto sweep = std::make_shared<ScalingSweep>();
        QString error;
        try {
            *sweep = runScalingSweep(scenario, options, control);
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, sweep, error] {
                done();
                if (!error.isEmpty()) {
                    emit failed(error);
                } else if (sweep->cancelled) {
                    emit cancelled();
                } else {
                    m_sweep = sweep;
                    emit sweepFinished();
                }
            },
            Qt::QueuedConnection);
    });
}

} // namespace shardscope::ui
