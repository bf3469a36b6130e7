// Prints, as JSON, how long the window takes from a slider value change to all three charts
// replotted and the window painted, while every degree slider is dragged through its whole
// range offscreen, up, down and up again (median, p95, max in milliseconds), for the
// default scenario and for Llama 3.1 405B on 16,384 H100.
//
//   QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_ui

#include "charts/chartwidget.h"
#include "document/scenariodocument.h"
#include "panels/parallelismpanel.h"
#include "shell/mainwindow.h"

#include "io/presetlibrary.h"
#include "io/scenariofile.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QStandardPaths>

#include <algorithm>
#include <iostream>

namespace {

constexpr int kPasses = 3;

struct Stats
{
    std::vector<double> ms;
    nlohmann::json summary() const
    {
        std::vector<double> s = ms;
        std::sort(s.begin(), s.end());
        const auto at = [&](double q) { return s.empty() ? 0.0 : s[std::min(s.size() - 1, size_t(q * double(s.size())))]; };
        return {{"samples", s.size()}, {"median_ms", at(0.5)}, {"p95_ms", at(0.95)}, {"max_ms", s.empty() ? 0.0 : s.back()}};
    }
};

/** Drag every visible degree slider from its first notch to its last, timing each notch. */
nlohmann::json sweep(MainWindow& window, Stats& all)
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
                const int estimates = window.document()->estimateCount();
                replotted = 0;
                QElapsedTimer timer;
                timer.start();
                slider->setValue(i);
                while ((replotted < 3 || window.document()->estimateCount() == estimates) && timer.elapsed() < 500)
                    QCoreApplication::processEvents();
                QCoreApplication::processEvents(); // the paint events the replots posted
                const double ms = double(timer.nsecsElapsed()) / 1e6;
                if (window.document()->estimateCount() != estimates) { // the edit changed something
                    stats.ms.push_back(ms);
                    all.ms.push_back(ms);
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
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShardScopeBenchmarks"));

    nlohmann::json out;
    const std::pair<const char*, std::string> scenarios[] = {
        {"default", ""},
        {"llama-3.1-405b-16384-h100", std::string(SHARDSCOPE_TEST_DATA) + "/scenarios/llama-3.1-405b-16k-h100.shardscope.json"}};
    for (const auto& [name, path] : scenarios) {
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
        nlohmann::json perSlider = sweep(window, all);
        out[name] = {{"all_sliders", all.summary()}, {"per_slider", perSlider},
                     {"gpus", window.document()->scenario().cluster.totalGpus()}};
    }
    out["window"] = "1600x1000 offscreen";
    std::cout << out.dump(2) << "\n";
    return 0;
}
