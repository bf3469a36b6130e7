#include "scalingsweep.h"

#include "divisors.h"

#include <algorithm>
#include <chrono>

namespace shardscope {

std::vector<int64_t> scalingSizes(const ClusterSpec& cluster)
{
    std::vector<int64_t> sizes;
    const int64_t perNode = std::max(1, cluster.gpusPerNode);
    for (int64_t nodes = 1; nodes < cluster.nodes; nodes *= 2)
        sizes.push_back(nodes * perNode);
    sizes.push_back(int64_t(std::max(1, cluster.nodes)) * perNode);
    return sizes;
}

ScalingSweep runScalingSweep(const Scenario& scenario, const SearchOptions& options, const SearchControl& control)
{
    const auto start = std::chrono::steady_clock::now();
    ScalingSweep sweep;
    const std::vector<int64_t> sizes = scalingSizes(scenario.cluster);
    // Later sizes have more layouts; weight the progress by the GPU count's divisor count.
    double total = 0;
    std::vector<double> weight;
    for (int64_t g : sizes) {
        const double divisors = double(divisorsUpTo(g, g).size());
        weight.push_back(divisors * divisors);
        total += weight.back();
    }
    double doneWeight = 0;
    for (size_t i = 0; i < sizes.size(); ++i) {
        if (control.cancel && control.cancel->load()) {
            sweep.cancelled = true;
            break;
        }
        SearchOptions o = options;
        o.gpus = sizes[i];
        o.topN = 1;
        o.keepPoints = false;
        SearchControl inner;
        inner.cancel = control.cancel;
        inner.progressIntervalS = control.progressIntervalS;
        if (control.progress) {
            inner.progress = [&, i](const SearchProgress& p) {
                SearchProgress overall = p;
                overall.fraction = (doneWeight + p.fraction * weight[i]) / total;
                control.progress(overall);
            };
        }
        const SearchResult result = runSearch(scenario, o, inner);
        if (result.cancelled) {
            sweep.cancelled = true;
            break;
        }
        ScalingRow row;
        row.gpus = sizes[i];
        row.counts = result.counts;
        row.wallS = result.wallS;
        if (!result.top.empty()) {
            row.feasible = true;
            row.best = result.top.front();
            row.tokensPerS = row.best.tokensPerS;
            row.tokensPerSPerGpu = row.tokensPerS / double(row.gpus);
        }
        sweep.rows.push_back(row);
        doneWeight += weight[i];
    }
    // Relative to the smallest size where the model fits.
    for (ScalingRow& row : sweep.rows) {
        if (!row.feasible)
            continue;
        for (const ScalingRow& f : sweep.rows) {
            if (!f.feasible)
                continue;
            row.speedup = row.tokensPerS / f.tokensPerS;
            row.efficiency = row.tokensPerSPerGpu / f.tokensPerSPerGpu;
            break;
        }
    }
    sweep.wallS = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return sweep;
}

} // namespace shardscope
