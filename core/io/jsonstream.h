#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace shardscope {

/** An array written one element at a time, in place of the value at `path` of a skeleton. */
struct StreamedArray
{
    std::vector<std::string> path;                ///< object keys from the root: {"memory", "stages"}
    size_t size = 0;
    std::function<nlohmann::json(size_t)> element; ///< builds element i when it is written
};

/**
 * Writes `skeleton.dump(indent)` with each streamed array in place of whatever the skeleton
 * holds at its path, byte for byte what dumping the whole tree would give, but building one
 * element at a time: a report of 65,536 pipeline stages is a 53 MB document whose tree
 * would take half a gigabyte.
 */
void writeJson(std::ostream& out, const nlohmann::json& skeleton, const std::vector<StreamedArray>& arrays,
               int indent = 2);

} // namespace shardscope
