// DeepSpeed's ds_config.json read back into a scenario (issue 18).
#pragma once

#include "deepspeedbatch.h"
#include "importbuilder.h"
#include "launchfile.h"

#include <string>

namespace shardscope {

/**
 * Whether a text reads as a DeepSpeed config: a JSON object with train_batch_size,
 * train_micro_batch_size_per_gpu, gradient_accumulation_steps or zero_optimization, or a
 * bf16 / fp16 block with `enabled`. Never throws (text that is not JSON is not one).
 */
bool looksLikeDeepSpeedConfig(const std::string& text);

/**
 * Reads a DeepSpeed config (deepspeed 0.19.x keys, docs/_pages/config-json.md) into the
 * builder, the inverse of exportDeepSpeed() that also reads configs written by hand or by the
 * Hugging Face integration ("auto" values, which the trainer fills, are ignored with that
 * reason). Maps train_micro_batch_size_per_gpu and train_batch_size, zero_optimization.stage,
 * overlap_comm, optimizer offload, bf16 / fp16 and the moments' and master gradients' dtypes,
 * the optimizer type and AutoTP's size; DeepSpeed's defaults for what the file leaves out
 * (ZeRO stage 0, overlap on for ZeRO-3 only, fp32 without bf16 / fp16) are set with their
 * source; everything else is listed as ignored with the reason. Parameter offload with ZeRO-3,
 * MiCS, ZeRO++ hierarchical partitioning, partial optimizer offload, Ulysses sequence
 * parallelism, torch.autocast and Apex AMP are refused: ShardScope cannot estimate them. A
 * precision another file already chose (accelerate's mixed_precision) stands unless this file
 * switches that very format off. Returns the batch terms for
 * checkDeepSpeedBatch(), which the caller runs once DP is known (DeepSpeed's identity needs
 * it). Throws an InputError naming the file and the key for JSON it cannot read, a value of
 * the wrong type or range, and settings that contradict each other.
 */
DeepSpeedBatch importDeepSpeedConfig(const LaunchFile& file, ImportBuilder& builder, const ImportContext& context);

/**
 * DeepSpeed's defaults for the optimizer's states a config does not set: master gradients and
 * Adam moments in fp32 (deepspeed/runtime/precision_config.py: bf16_master_weights_and_grads
 * and bf16_optimizer_states are off). Also for accelerate's DeepSpeed plugin, which writes
 * neither. `file` names the config whose silence gives them.
 */
void defaultDeepSpeedOptimizerStates(ImportBuilder& builder, const std::string& file);

} // namespace shardscope
