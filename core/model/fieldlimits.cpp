#include "fieldlimits.h"

#include "fields.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace shardscope {

std::span<const FieldRange> scenarioFieldRanges()
{
    static const std::vector<FieldRange> ranges = [] {
        std::vector<FieldRange> out;
        for (const FieldInfo& f : allFields())
            if (f.isNumeric())
                out.push_back({f.path, f.min, f.max, f.kind == FieldKind::Integer});
        return out;
    }();
    return ranges;
}

const FieldRange& fieldRange(std::string_view path)
{
    for (const FieldRange& r : scenarioFieldRanges())
        if (r.path == path)
            return r;
    throw std::out_of_range("no numeric scenario field " + std::string(path));
}

} // namespace shardscope
