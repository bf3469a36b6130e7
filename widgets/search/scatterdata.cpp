#include "scatterdata.h"

#include "widgets/support/names.h"

#include "core/estimate/bytes.h"
#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <unordered_set>

using namespace shardscope;

namespace shardscope::ui {

namespace {

int keyOf(const SearchKnobs& k, ScatterColour c)
{
    switch (c) {
    case ScatterColour::Tp: return k.tp;
    case ScatterColour::Pp: return k.pp;
    case ScatterColour::Dp: return k.dp;
    case ScatterColour::Cp: return k.cp;
    case ScatterColour::Ep: return k.ep;
    case ScatterColour::Zero: return k.zeroStage;
    case ScatterColour::Schedule: return int(k.schedule) * 64 + (k.pp > 1 ? k.virtualStages : 0);
    case ScatterColour::Recompute: return int(k.recompute);
    case ScatterColour::MicroBatch: return k.microBatch;
    case ScatterColour::SequenceParallel: return k.sequenceParallel ? 1 : 0;
    }
    return 0;
}

QString labelOf(const SearchKnobs& k, ScatterColour c)
{
    switch (c) {
    case ScatterColour::Tp: return QCoreApplication::translate("ScatterData", "TP %1").arg(k.tp);
    case ScatterColour::Pp: return QCoreApplication::translate("ScatterData", "PP %1").arg(k.pp);
    case ScatterColour::Dp: return QCoreApplication::translate("ScatterData", "DP %1").arg(k.dp);
    case ScatterColour::Cp: return QCoreApplication::translate("ScatterData", "CP %1").arg(k.cp);
    case ScatterColour::Ep: return QCoreApplication::translate("ScatterData", "EP %1").arg(k.ep);
    case ScatterColour::Zero: return QCoreApplication::translate("ScatterData", "ZeRO %1").arg(k.zeroStage);
    case ScatterColour::Schedule:
        if (k.pp == 1)
            return QCoreApplication::translate("ScatterData", "no pipeline");
        if (scheduleTraits(k.schedule).chosenChunks)
            return QCoreApplication::translate("ScatterData", "%1 v%2").arg(Names::schedule(std::string(toString(k.schedule)))).arg(k.virtualStages);
        return Names::schedule(std::string(toString(k.schedule)));
    case ScatterColour::Recompute:
        return Names::recompute(k.recompute, Names::RecomputeWording::Phrase);
    case ScatterColour::MicroBatch: return QCoreApplication::translate("ScatterData", "micro-batch %1").arg(k.microBatch);
    case ScatterColour::SequenceParallel: return k.sequenceParallel ? QCoreApplication::translate("ScatterData", "SP on") : QCoreApplication::translate("ScatterData", "SP off");
    }
    return {};
}

} // namespace

QString scatterColourName(ScatterColour c)
{
    switch (c) {
    case ScatterColour::Tp: return QCoreApplication::translate("ScatterData", "Tensor parallel (TP)");
    case ScatterColour::Pp: return QCoreApplication::translate("ScatterData", "Pipeline parallel (PP)");
    case ScatterColour::Dp: return QCoreApplication::translate("ScatterData", "Data parallel (DP)");
    case ScatterColour::Cp: return QCoreApplication::translate("ScatterData", "Context parallel (CP)");
    case ScatterColour::Ep: return QCoreApplication::translate("ScatterData", "Expert parallel (EP)");
    case ScatterColour::Zero: return QCoreApplication::translate("ScatterData", "ZeRO stage");
    case ScatterColour::Schedule: return QCoreApplication::translate("ScatterData", "Pipeline schedule");
    case ScatterColour::Recompute: return QCoreApplication::translate("ScatterData", "Recompute");
    case ScatterColour::MicroBatch: return QCoreApplication::translate("ScatterData", "Micro-batch");
    case ScatterColour::SequenceParallel: return QCoreApplication::translate("ScatterData", "Sequence parallel");
    }
    return {};
}

ScatterData buildScatterData(const std::vector<SearchPoint>& points, int64_t capacityBytes, int xCells, int yCells)
{
    ScatterData data;
    data.capacityGiB = double(capacityBytes) / kGiB;
    for (const SearchPoint& p : points) {
        data.maxTokensPerS = std::max(data.maxTokensPerS, double(p.tokensPerS));
        data.maxPeakGiB = std::max(data.maxPeakGiB, double(p.peakBytes) / kGiB);
    }
    const double xScale = data.capacityGiB > 0 ? xCells / data.capacityGiB : 0;
    const double yScale = data.maxTokensPerS > 0 ? yCells / data.maxTokensPerS : 0;
    // Visit the fastest first so each screen cell keeps its fastest configuration.
    std::vector<size_t> order(points.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return points[a].tokensPerS > points[b].tokensPerS; });
    for (int c = 0; c < kScatterColourCount; ++c) {
        const auto colour = ScatterColour(c);
        std::map<int, ScatterSeries> series;
        std::unordered_set<int64_t> taken;
        for (size_t i : order) {
            const SearchPoint& p = points[i];
            const double gib = double(p.peakBytes) / kGiB;
            const int key = keyOf(p.knobs, colour);
            const int64_t cell = int64_t(gib * xScale) * (yCells + 1) + int64_t(double(p.tokensPerS) * yScale);
            if (!taken.insert(cell).second)
                continue;
            ScatterSeries& s = series[key];
            if (s.label.isEmpty()) {
                s.key = key;
                s.label = labelOf(p.knobs, colour);
            }
            s.x.push_back(gib);
            s.y.push_back(double(p.tokensPerS));
            s.knobs.push_back(p.knobs);
        }
        size_t plotted = 0;
        for (auto& [key, s] : series) {
            plotted += size_t(s.x.size());
            s.plotData = QSharedPointer<QCPGraphDataContainer>::create();
            QVector<QCPGraphData> sorted;
            sorted.reserve(s.x.size());
            for (qsizetype i = 0; i < s.x.size(); ++i)
                sorted.push_back(QCPGraphData(s.x[i], s.y[i]));
            s.plotData->set(sorted, false);
            data.byColour[size_t(c)].push_back(std::move(s));
        }
        if (c == 0)
            data.plotted = plotted;
    }
    return data;
}

} // namespace shardscope::ui
