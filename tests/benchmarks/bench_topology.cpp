// Prints, as JSON, how long the topology view takes to rebuild and repaint after a slider
// change (TP 8 <-> 4 with DP filling the cluster) on 64, 1,024 and 16,384 GPUs: the whole
// tick (estimate, model update, legend and load texts, synchronous repaint of the view) and
// the view's part without the estimate; median and p95 in milliseconds.
//
//   QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_topology

#include "widgets/document/scenariodocument.h"
#include "widgets/topology/topologymodel.h"
#include "widgets/topology/topologypanel.h"
#include "widgets/topology/topologyview.h"

#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/platform/heapretention.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <iostream>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

nlohmann::json summary(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[std::min(ms.size() - 1, size_t(q * double(ms.size())))]; };
    return {{"samples", ms.size()}, {"median_ms", at(0.5)}, {"p95_ms", at(0.95)}, {"max_ms", ms.back()}};
}

Scenario cluster(const char* model, int nodes, int tp, int pp)
{
    ScenarioDocument doc;
    Scenario s = doc.scenario();
    s.model = PresetLibrary::builtin().modelSpec(model);
    s.cluster.nodes = nodes;
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.parallel.dp = int(s.cluster.totalGpus() / (tp * pp));
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    s.training.globalBatch = 2048;
    return s;
}

} // namespace

int main(int argc, char** argv)
{
    shardscope::keepFreedHeapForReuse();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const std::pair<const char*, Scenario> cases[] = {
        {"64 GPUs (Llama 3 8B, 8 x DGX H100)", cluster("llama-3-8b", 8, 8, 1)},
        {"1,024 GPUs (Llama 3 70B, 128 x DGX H100)", cluster("llama-3-70b", 128, 8, 4)},
        {"16,384 GPUs (Llama 3.1 405B, 2,048 x DGX H100)", cluster("llama-3.1-405b", 2048, 8, 16)},
    };
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [name, scenario] : cases) {
        ScenarioDocument doc;
        doc.replace(scenario, QStringLiteral("bench"));
        doc.flushEstimate();
        TopologyPanel panel(&doc);
        panel.resize(520, 760);
        panel.show();
        QCoreApplication::processEvents();
        std::vector<double> tick, view;
        for (int i = 0; i < 60; ++i) {
            const int tp = i % 2 ? 4 : 8;
            QElapsedTimer timer;
            timer.start();
            doc.edit(QStringLiteral("tp"), -1, [tp](Scenario& s) {
                s.parallel.tp = tp;
                s.parallel.dp = int(s.cluster.totalGpus() / (int64_t(tp) * s.parallel.pp));
            });
            doc.flushEstimate(); // the estimate, then the panel's update through reportChanged
            panel.view()->repaint();
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            if (i >= 4) {
                tick.push_back(ms);
                view.push_back(ms - doc.lastEstimateMicroseconds() / 1000.0);
            }
        }
        out.push_back({{"cluster", name},
                       {"gpus", panel.layout().gpuCount()},
                       {"tick", summary(tick)},
                       {"view_without_estimate", summary(view)},
                       {"paints", panel.view()->paintCount()}});
    }
    std::cout << nlohmann::json{{"benchmark", "bench_topology"}, {"view", "520x760 offscreen"}, {"cases", out}}.dump(2)
              << "\n";
    return 0;
}
