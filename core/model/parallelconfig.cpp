#include "parallelconfig.h"

namespace shardscope {

int64_t ParallelConfig::expertDataParallel() const
{
    const int64_t expertGrid = int64_t(expertTensorParallel()) * ep * pp;
    if (expertGrid <= 0)
        return 1;
    const int64_t edp = worldSize() / expertGrid;
    return edp > 0 ? edp : 1;
}

int ParallelConfig::effectiveVirtualStages() const
{
    const bool chunked = schedule == PipelineSchedule::Interleaved1F1B;
    return chunked && virtualStages > 1 ? virtualStages : 1;
}

} // namespace shardscope
