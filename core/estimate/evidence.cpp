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

ResidualBand modelledStepTimeBand(int contextParallel)
{
    if (contextParallel <= 1)
        return kModelledStepTimeBand;
    const ResidualBand& cp = kModelledContextParallelStepTimeBand;
    return {std::min(kModelledStepTimeBand.low, cp.low), std::max(kModelledStepTimeBand.high, cp.high), cp.runs};
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
