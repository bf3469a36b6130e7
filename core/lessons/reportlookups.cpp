#include "reportlookups.h"

#include <algorithm>

namespace shardscope::lessons {

namespace {

const CommDimReport* findDim(const Report& r, std::string_view dim)
{
    for (const CommDimReport& d : r.communication.dims)
        if (d.dim == dim)
            return &d;
    return nullptr;
}

} // namespace

const StageMemory& stage0(const Report& r)
{
    static const StageMemory none;
    return r.memory.stages.empty() ? none : r.memory.stages.front();
}

double commBytes(const Report& r, std::string_view dim)
{
    const CommDimReport* d = findDim(r, dim);
    return d ? d->bytesPerStep : 0;
}

double commTime(const Report& r, std::string_view dim)
{
    const CommDimReport* d = findDim(r, dim);
    return d ? d->timeS : 0;
}

double commExposed(const Report& r, std::string_view dim)
{
    const CommDimReport* d = findDim(r, dim);
    return d ? d->exposedTimeS : 0;
}

bool hasCode(const Report& r, std::string_view code)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) { return d.code == code; });
}

double ratio(double a, double b)
{
    return b != 0 ? a / b : 0;
}

} // namespace shardscope::lessons
