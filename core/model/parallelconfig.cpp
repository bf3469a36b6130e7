#include "parallelconfig.h"

#include "schedule.h"

namespace shardscope {

int ParallelConfig::effectiveVirtualStages() const
{
    const bool chunked = scheduleTraits(schedule).chosenChunks;
    return chunked && virtualStages > 1 ? virtualStages : 1;
}

} // namespace shardscope
