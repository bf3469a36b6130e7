// evidenceName() and stepTimeInterval().

#include "evidence.h"

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

TimeInterval stepTimeInterval(double estimateS, const ResidualBand& band)
{
    return {estimateS / (1 + band.high), estimateS / (1 + band.low)};
}

} // namespace shardscope
