#pragma once

#include "core/search/searchtypes.h"

#include <qcustomplot.h>

#include <QString>
#include <QVector>

#include <array>
#include <vector>

namespace shardscope::ui {

/** What the scatter plot colours its points by. */
enum class ScatterColour
{
    Tp,
    Pp,
    Dp,
    Cp,
    Ep,
    Zero,
    Schedule,
    Recompute,
    MicroBatch,
    SequenceParallel
};
inline constexpr int kScatterColourCount = 10;

/** One colour of the scatter: the points whose chosen setting has one value. */
struct ScatterSeries
{
    int key = 0;        ///< the value (TP 8 -> 8, schedule -> its enum, ...), for ordering
    QString label;      ///< "TP 8", "interleaved 1F1B v4" ...
    QVector<double> x;  ///< peak memory per GPU, GiB
    QVector<double> y;  ///< tokens per second
    std::vector<shardscope::SearchKnobs> knobs;
    /** The same points sorted for the plot, built with the rest off the window's thread. */
    QSharedPointer<QCPGraphDataContainer> plotData;
};

/**
 * The feasible points of a search made ready to plot: for every colouring, one series per
 * value, with the points thinned to the fastest configuration of each small screen cell (a
 * few hundred thousand configurations overlap anyway, and drawing them all would block the
 * window for tens of milliseconds). Built on the search's worker thread, so switching the
 * colouring only swaps data.
 */
struct ScatterData
{
    std::array<std::vector<ScatterSeries>, kScatterColourCount> byColour;
    double maxTokensPerS = 0;
    double maxPeakGiB = 0;
    double capacityGiB = 0;
    size_t plotted = 0; ///< points in one colouring after thinning
};

ScatterData buildScatterData(const std::vector<shardscope::SearchPoint>& points, int64_t capacityBytes,
                             int xCells = 200, int yCells = 140);
QString scatterColourName(ScatterColour colour);

} // namespace shardscope::ui
