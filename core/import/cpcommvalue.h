// What an import makes of Megatron-LM's context-parallel exchange type, as --cp-comm-type
// (Megatron-LM) or model.cp_comm_type (NeMo 1.x, Megatron-Bridge) spell it: one reading for
// every reader, so they accept and refuse the same values with the same words.
#pragma once

#include <string>

namespace shardscope {

/** Either why the value cannot be imported, or the report's note for parallel.cp_comm_type. */
struct CpCommValueReading
{
    std::string refusal; ///< empty when the value is p2p, all_gather or a2a
    std::string note;
};

CpCommValueReading readCpCommValue(const std::string& value);

} // namespace shardscope
