// evidenceName(), modelledStepTimeBand(), stepTimeInterval() and memoryInterval().

#include "evidence.h"

#include <algorithm>

namespace shardscope {

std::string_view evidenceName(Evidence evidence)
{
    switch (evidence) {
    case Evidence::Exact: return "exact";
    case Evidence::Modelled: return "modelled";
    case Evidence::Calibrated: return "calibrated";
    }
    return "modelled";
}

std::string_view bandWideningName(BandWidening widening)
{
    switch (widening) {
    case BandWidening::None: return "none";
    case BandWidening::ContextParallel: return "context_parallel";
    case BandWidening::AtScale: return "scale";
    case BandWidening::ContextParallelAtScale: return "context_parallel_and_scale";
    }
    return "none";
}

ModelledTimeBand modelledStepTimeBand(int contextParallel, int64_t worldSize)
{
    const bool cp = contextParallel > 1, atScale = worldSize > kLargestCheckedWorldSize;
    ResidualBand band = kModelledStepTimeBand;
    const auto widen = [&band](const ResidualBand& by) {
        band.low = std::min(band.low, by.low);
        band.high = std::max(band.high, by.high);
    };
    if (cp)
        widen(kModelledContextParallelStepTimeBand);
    if (atScale)
        widen(kModelledAtScaleStepTimeBand);
    if (cp && atScale)
        return {{band.low, band.high, kModelledContextParallelOrAtScaleRuns}, BandWidening::ContextParallelAtScale};
    if (cp)
        return {{band.low, band.high, kModelledContextParallelStepTimeBand.runs}, BandWidening::ContextParallel};
    if (atScale)
        return {{band.low, band.high, kModelledAtScaleStepTimeBand.runs}, BandWidening::AtScale};
    return {band, BandWidening::None};
}

TimeInterval stepTimeInterval(double estimateS, const ResidualBand& band)
{
    return {estimateS / (1 + band.high), estimateS / (1 + band.low)};
}

MemoryInterval memoryInterval(int64_t estimateBytes, const ResidualBand& band)
{
    const double e = double(estimateBytes);
    return {int64_t(e / (1 + band.high)), int64_t(e / (1 + band.low))};
}

} // namespace shardscope
