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

ModelledTimeBand modelledStepTimeBand(int contextParallel, int64_t worldSize, bool experts, bool quantizedOnBlackwell)
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
    if (experts)
        widen(kModelledExpertStepTimeBand);
    if (quantizedOnBlackwell)
        widen(kModelledQuantizedBlackwellStepTimeBand);
    ModelledTimeBand out{band, BandWidening::None, experts, quantizedOnBlackwell};
    if (cp && atScale) {
        out.band.runs = kModelledContextParallelOrAtScaleRuns;
        out.widening = BandWidening::ContextParallelAtScale;
    } else if (cp) {
        out.band.runs = kModelledContextParallelStepTimeBand.runs;
        out.widening = BandWidening::ContextParallel;
    } else if (atScale) {
        out.band.runs = kModelledAtScaleStepTimeBand.runs;
        out.widening = BandWidening::AtScale;
    }
    return out;
}

TimeInterval stepTimeInterval(double estimateS, const ResidualBand& band)
{
    return {estimateS / (1 + band.high), estimateS / (1 + band.low)};
}

MemoryInterval memoryInterval(int64_t estimateBytes, const ResidualBand& band, int64_t exactBytes)
{
    const double e = double(estimateBytes - exactBytes);
    return {exactBytes + int64_t(e / (1 + band.high)), exactBytes + int64_t(e / (1 + band.low))};
}

} // namespace shardscope
