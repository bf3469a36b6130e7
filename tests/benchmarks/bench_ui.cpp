// Prints, as JSON, how long the window takes from a slider value change to all three charts
// replotted and the window painted, while every degree slider is dragged through its whole
// range offscreen, up, down and up again (median, p95, max in milliseconds), for the
// default scenario and for Llama 3.1 405B on 16,384 H100. Each notch is measured twice:
// wall time ("ms") and the CPU time the GUI thread spent on it ("cpu_ms"). On a loaded
// machine the wall time includes waiting for a core; the CPU time does not, so it is the
// figure to compare between runs. "estimated_notches" are the notches whose report was
// estimated, not reused from an earlier visit in the same drag.
//
//   QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_ui [SCENARIO]
//
// SCENARIO ("default" or "llama-3.1-405b-16384-h100") runs only that one (for a profiler).
//
// On this kind of shared machine the CPU time of the same build moves by a third from one
// hour to the next. scripts/bench-ui-instructions.sh runs this program under callgrind and
// prints the instructions each notch executed instead, which repeat exactly: each measured
// notch is dumped as its own profile part, and its part number is printed to stderr.

#include "widgets/charts/chartwidget.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/panels/parallelismpanel.h"
#include "widgets/shell/mainwindow.h"

#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/platform/heapretention.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QStandardPaths>

#include <algorithm>
#include <iostream>

#include <time.h>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define SHARDSCOPE_NOTCH_BOUNDARY() CALLGRIND_DUMP_STATS
#else
#define SHARDSCOPE_NOTCH_BOUNDARY() ((void)0)
#endif

using namespace shardscope::ui;

namespace {

constexpr int kPasses = 3;

/** Ends a callgrind profile part (a no-op outside callgrind); returns the new part's number. */
int notchBoundary()
{
    static int part = 1; // callgrind numbers the parts it dumps from 1
    SHARDSCOPE_NOTCH_BOUNDARY();
    return ++part;
}

/** CPU time of the calling thread, in milliseconds. */
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/** Median, p95 and max of one series of samples. */
nlohmann::json quantiles(std::vector<double> s, const std::string& unit)
{
    std::sort(s.begin(), s.end());
    const auto at = [&](double q) { return s.empty() ? 0.0 : s[std::min(s.size() - 1, size_t(q * double(s.size())))]; };
    return {{"median_" + unit, at(0.5)}, {"p95_" + unit, at(0.95)}, {"max_" + unit, s.empty() ? 0.0 : s.back()}};
}

/** Wall and GUI-thread CPU time per notch. */
struct Stats
{
    std::vector<double> ms;
    std::vector<double> cpuMs;
    void add(double wall, double cpu)
    {
        ms.push_back(wall);
        cpuMs.push_back(cpu);
    }
    nlohmann::json summary() const
    {
        nlohmann::json out = quantiles(ms, "ms");
        out.update(quantiles(cpuMs, "cpu_ms"));
        out["samples"] = ms.size();
        return out;
    }
};

/**
 * Drag every visible degree slider from its first notch to its last, timing each notch.
 * `estimated` gets the notches whose report was estimated (not reused from a recent visit).
 */
nlohmann::json sweep(MainWindow& window, Stats& all, Stats& estimated)
{
    nlohmann::json perSlider = nlohmann::json::object();
    int replotted = 0;
    QList<QMetaObject::Connection> connections;
    for (ChartWidget* chart : window.charts())
        connections << QObject::connect(chart, &QCustomPlot::afterReplot, [&replotted] { ++replotted; });
    const shardscope::Scenario start = window.document()->scenario();
    for (const char* key : {"tp", "pp", "dp", "cp", "ep", "v"}) {
        QSlider* slider = window.parallelismPanel()->slider(QString::fromLatin1(key));
        if (slider->isHidden())
            continue;
        Stats stats;
        slider->setValue(0);
        QCoreApplication::processEvents();
        slider->setSliderDown(true);
        // Up the whole range, back down, up again: every notch is reached from both sides.
        for (int pass = 0; pass < kPasses; ++pass) {
            const bool up = pass % 2 == 0;
            for (int step = 1; step <= slider->maximum(); ++step) {
                const int i = up ? step : slider->maximum() - step;
                const int reports = window.document()->reportCount();
                const int estimates = window.document()->estimateCount();
                replotted = 0;
                notchBoundary(); // what came before this notch goes into the previous part
                const double cpuStart = threadCpuMs();
                QElapsedTimer timer;
                timer.start();
                slider->setValue(i);
                while ((replotted < 3 || window.document()->reportCount() == reports) && timer.elapsed() < 500)
                    QCoreApplication::processEvents();
                QCoreApplication::processEvents(); // the paint events the replots posted
                const double ms = double(timer.nsecsElapsed()) / 1e6;
                const double cpu = threadCpuMs() - cpuStart;
                const int part = notchBoundary() - 1; // the part that holds just this notch
                if (window.document()->reportCount() != reports) { // the edit changed something
                    stats.add(ms, cpu);
                    std::cerr << "notch-part " << key << ' ' << part << '\n';
                    all.add(ms, cpu);
                    if (window.document()->estimateCount() != estimates)
                        estimated.add(ms, cpu);
                }
            }
        }
        slider->setSliderDown(false);
        window.document()->replace(start, QStringLiteral("reset"));
        QCoreApplication::processEvents();
        perSlider[key] = stats.summary();
    }
    for (const auto& c : connections)
        QObject::disconnect(c);
    return perSlider;
}

} // namespace

int main(int argc, char** argv)
{
    shardscope::keepFreedHeapForReuse();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShardScopeBenchmarks"));

    nlohmann::json out;
    const std::pair<const char*, std::string> scenarios[] = {
        {"default", ""},
        {"llama-3.1-405b-16384-h100", std::string(SHARDSCOPE_TEST_DATA) + "/scenarios/llama-3.1-405b-16k-h100.shardscope.json"}};
    const QString only = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    for (const auto& [name, path] : scenarios) {
        if (!only.isEmpty() && only != QLatin1String(name))
            continue;
        MainWindow::Options options;
        options.autosave = false;
        options.restoreWindowState = false;
        MainWindow window(options);
        window.resize(1600, 1000);
        window.show();
        if (!path.empty()) {
            QString error;
            if (!window.document()->load(QString::fromStdString(path), &error)) {
                std::cerr << "bench_ui: " << error.toStdString() << "\n";
                return 1;
            }
        }
        window.renderNow();
        Stats all;
        Stats estimated;
        nlohmann::json perSlider = sweep(window, all, estimated);
        out[name] = {{"all_sliders", all.summary()}, {"estimated_notches", estimated.summary()}, {"per_slider", perSlider},
                     {"gpus", window.document()->scenario().cluster.totalGpus()}};
    }
    out["window"] = "1600x1000 offscreen";
    std::cout << out.dump(2) << "\n";
    return 0;
}
