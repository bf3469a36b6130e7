#include "parallelconfig.h"

namespace shardscope {


int ParallelConfig::effectiveVirtualStages() const
{
    const bool chunked = schedule == PipelineSchedule::Interleaved1F1B;
    return chunked && virtualStages > 1 ? virtualStages : 1;
}

} // namespace shardscope
