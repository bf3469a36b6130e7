// Why ShardScope ignores each DeepSpeed config key it does not map (the DeepSpeed reader's table).
#pragma once

#include <string>

namespace shardscope {

/** The top-level keys the DeepSpeed reader reads before the others (batch, ZeRO, precision). */
bool isDeepSpeedReadFirst(const std::string& key);

/** Why a top-level key maps to nothing; unknown keys get "not read by ShardScope: ...". */
std::string deepSpeedTopLevelReason(const std::string& key);

/** Why a zero_optimization key maps to nothing (bucket sizes, ZeRO-3 limits, ZeRO++ ...). */
std::string deepSpeedZeroKeyReason(const std::string& key);

/** Why an offload_optimizer key other than device and ratio maps to nothing. */
std::string deepSpeedOffloadKeyReason(const std::string& key, bool offloading);

/** Why a bf16 / fp16 key other than enabled and the master-weight / state dtypes maps to nothing. */
std::string deepSpeedPrecisionKeyReason(const std::string& block, const std::string& key);

/** Why an activation_checkpointing key maps to nothing. */
std::string deepSpeedCheckpointingKeyReason(const std::string& key);

} // namespace shardscope
