#include "cpcommvalue.h"

namespace shardscope {

CpCommValueReading readCpCommValue(const std::string& v)
{
    if (v == "p2p")
        return {{}, "ring attention passes KV behind the attention blocks"};
    if (v == "a2a")
        return {{}, "all-to-alls of Q, K, V and the output around attention, not hidden"};
    if (v == "all_gather")
        return {{}, "KV gathered before attention, not hidden"};
    if (v == "a2a+p2p")
        return {"hierarchical context parallelism (a2a+p2p with --hierarchical-context-parallel-sizes) is not "
                "modelled; p2p, all_gather and a2a are",
                {}};
    return {"'" + v + "' is not one ShardScope reads (p2p, all_gather, a2a)", {}};
}

} // namespace shardscope
