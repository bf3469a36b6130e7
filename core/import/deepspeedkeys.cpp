#include "deepspeedkeys.h"

#include <algorithm>
#include <iterator>
#include <span>
#include <string_view>
#include <utility>

namespace shardscope {

namespace {

using Reason = std::pair<std::string_view, std::string_view>;

constexpr std::string_view kLogging = "logging and profiling: does not change memory or step time";
constexpr std::string_view kCheckpoint = "checkpointing: not part of a training step";
constexpr std::string_view kBuckets = "bucket size: ShardScope times each collective whole and does not count "
                                      "DeepSpeed's bucket buffers";
constexpr std::string_view kCollectiveDetail = "how DeepSpeed issues collectives and copies: ShardScope's estimate "
                                               "does not depend on it";
constexpr std::string_view kZero3Limits = "ZeRO-3 prefetch and persistence limits: ShardScope gathers one layer's "
                                          "weights at a time";
constexpr std::string_view kQuantizedComm = "ZeRO++ quantized communication: ShardScope times 16-bit collectives "
                                            "(an upper bound)";
constexpr std::string_view kLossScale = "loss scaling: does not change memory or step time";

constexpr std::string_view kReadFirst[] = {"train_batch_size",
                                           "train_micro_batch_size_per_gpu",
                                           "gradient_accumulation_steps",
                                           "zero_optimization",
                                           "bf16",
                                           "bfloat16",
                                           "fp16"};

constexpr Reason kTopLevel[] = {
    {"gradient_clipping", "gradient clipping: does not change memory or step time"},
    {"steps_per_print", kLogging},
    {"wall_clock_breakdown", kLogging},
    {"memory_breakdown", kLogging},
    {"dump_state", kLogging},
    {"timers", kLogging},
    {"flops_profiler", kLogging},
    {"tensorboard", kLogging},
    {"wandb", kLogging},
    {"csv_monitor", kLogging},
    {"comet", kLogging},
    {"comms_logger", kLogging},
    {"monitor_config", kLogging},
    {"scheduler", "learning-rate schedule: does not change memory or step time"},
    {"prescale_gradients", "how gradients are scaled before averaging: does not change memory or step time"},
    {"gradient_predivide_factor", "how gradients are scaled before averaging: does not change memory or step time"},
    {"communication_data_type", "the dtype of gradient reductions: ShardScope reduces gradients in the dtype of "
                                "training.main_grads"},
    {"sparse_gradients", "sparse embedding gradients: not modelled; ShardScope reduces dense gradients"},
    {"checkpoint", kCheckpoint},
    {"nebula", kCheckpoint},
    {"elasticity", "elastic training picks the batch at launch: ShardScope reads the batch this config states"},
    {"autotuning", "autotuning searches settings at launch: ShardScope reads the settings this config states"},
    {"data_efficiency", "data sampling schedules: ShardScope estimates the step at full sequence length"},
    {"curriculum_learning", "curriculum schedules: ShardScope estimates the step at full sequence length"},
    {"compression_training", "compression training: not modelled"},
    {"weight_quantization", "weight quantization: not modelled"},
    {"aio", "NVMe I/O tuning: ShardScope does not time NVMe"},
    {"zero_allow_untested_optimizer", "an optimizer check: does not change memory or step time"},
    {"zero_force_ds_cpu_optimizer", "an optimizer check: does not change memory or step time"},
    {"vocabulary_size", "only checked for alignment (a warning): the vocabulary is the model's"},
    {"pipeline", "the pipeline layout is the training script's (PipelineModule, --pipeline-model-parallel-size)"},
    {"compile", "DeepSpeed's compile options: ShardScope's kernel fusion is training.kernel_fusion"},
    {"hybrid_engine", "RLHF generation engine: not part of a training step"},
};

constexpr Reason kZero[] = {
    {"reduce_bucket_size", kBuckets},
    {"allgather_bucket_size", kBuckets},
    {"stage3_prefetch_bucket_size", kBuckets},
    {"prefetch_bucket_size", kBuckets},
    {"sub_group_size", kBuckets},
    {"contiguous_gradients", kCollectiveDetail},
    {"reduce_scatter", kCollectiveDetail},
    {"allgather_partitions", kCollectiveDetail},
    {"use_multi_rank_bucket_allreduce", kCollectiveDetail},
    {"round_robin_gradients", kCollectiveDetail},
    {"stage3_use_all_reduce_for_fetch_params", kCollectiveDetail},
    {"stage3_allgather_sequential", kCollectiveDetail},
    {"stage3_module_granularity_threshold", kCollectiveDetail},
    {"stage3_partition_stream_chunk_size", kCollectiveDetail},
    {"memory_efficient_linear", kCollectiveDetail},
    {"override_module_apply", kCollectiveDetail},
    {"leaf_module", kCollectiveDetail},
    {"stage3_param_persistence_threshold", kZero3Limits},
    {"param_persistence_threshold", kZero3Limits},
    {"stage3_model_persistence_threshold", kZero3Limits},
    {"stage3_max_live_parameters", kZero3Limits},
    {"max_live_parameters", kZero3Limits},
    {"stage3_max_reuse_distance", kZero3Limits},
    {"max_reuse_distance", kZero3Limits},
    {"stage3_gather_16bit_weights_on_model_save", kCheckpoint},
    {"gather_16bit_weights_on_model_save", kCheckpoint},
    {"stage3_gather_fp16_weights_on_model_save", kCheckpoint},
    {"load_from_fp32_weights", kCheckpoint},
    {"elastic_checkpoint", kCheckpoint},
    {"pipeline_loading_checkpoint", kCheckpoint},
    {"zero_quantized_weights", kQuantizedComm},
    {"zero_quantized_nontrainable_weights", kQuantizedComm},
    {"zero_quantized_gradients", kQuantizedComm},
    {"zeropp_loco_param", kQuantizedComm},
    {"ignore_unused_parameters", "a check for unused parameters: does not change memory or step time"},
    {"cpu_offload_use_pin_memory", "host memory pinning: ShardScope's host-link speed assumes pinned memory"},
};

constexpr Reason kOffload[] = {
    {"pin_memory", "host memory pinning: ShardScope's host-link speed assumes pinned memory"},
    {"nvme_path", "where NVMe offload writes: ShardScope does not time NVMe"},
    {"buffer_count", "NVMe offload buffers: ShardScope does not time NVMe"},
    {"pipeline_read", "NVMe offload pipelining: ShardScope does not time NVMe"},
    {"pipeline_write", "NVMe offload pipelining: ShardScope does not time NVMe"},
    {"fast_init", "NVMe offload initialisation: not part of a training step"},
    {"super_offload", "SuperOffload's scheduling for superchips: ShardScope times a plain CPU optimizer step"},
    {"cpuadam_cores_perc", "CPU cores for the CPU Adam: ShardScope times the host link, not the CPU"},
    {"max_in_cpu", "parameter offload tuning: ShardScope does not offload parameters"},
};

constexpr Reason kPrecision[] = {
    {"immediate_grad_update", "when bf16 gradients are applied: does not change memory or step time"},
    {"check_grad_overflow", "an overflow check: does not change memory or step time"},
    {"auto_cast", "casting inputs to fp16: does not change memory or step time"},
    {"loss_scale", kLossScale},
    {"initial_scale_power", kLossScale},
    {"loss_scale_window", kLossScale},
    {"hysteresis", kLossScale},
    {"consecutive_hysteresis", kLossScale},
    {"min_loss_scale", kLossScale},
    {"fp16_opt_level", "an Apex option DeepSpeed no longer reads"},
    {"bf16_optimizer_states",
     "not a key of fp16 (DeepSpeed refuses it there): only bf16 keeps optimizer states in 16 bit"},
    {"enabled_for_eval", "evaluation precision: not part of a training step"},
};

constexpr Reason kCheckpointing[] = {
    {"partition_activations", "splits checkpointed activations over TP: ShardScope splits them over TP only with "
                              "sequence parallelism"},
    {"cpu_checkpointing", "ShardScope keeps checkpointed layer inputs in GPU memory: with this on the estimate "
                          "overstates activation memory"},
    {"contiguous_memory_optimization", "a copy into one buffer against fragmentation: does not change the estimate"},
    {"number_checkpoints", "the size of that buffer: does not change the estimate"},
    {"synchronize_checkpoint_boundary", kLogging},
    {"profile", kLogging},
};

std::string_view lookUp(std::span<const Reason> table, const std::string& key)
{
    const auto it = std::find_if(table.begin(), table.end(), [&](const Reason& r) { return r.first == key; });
    return it == table.end() ? std::string_view() : it->second;
}

} // namespace

bool isDeepSpeedReadFirst(const std::string& key)
{
    return std::find(std::begin(kReadFirst), std::end(kReadFirst), key) != std::end(kReadFirst);
}

std::string deepSpeedTopLevelReason(const std::string& key)
{
    const std::string_view reason = lookUp(kTopLevel, key);
    if (!reason.empty())
        return std::string(reason);
    return "not read by ShardScope: not a key of DeepSpeed 0.19's config (DeepSpeed ignores unknown top-level keys "
           "too)";
}

std::string deepSpeedZeroKeyReason(const std::string& key)
{
    const std::string_view reason = lookUp(kZero, key);
    if (!reason.empty())
        return std::string(reason);
    if (key == "zenflow")
        return "ZenFlow's asynchronous optimizer updates: not modelled";
    if (key == "mics_hierarchical_params_gather" || key == "legacy_stage1" || key == "log_trace_cache_warnings" ||
        key == "enable_sanity_checks" || key == "save_muon_momentum_buffer_in_memory")
        return std::string(kCollectiveDetail);
    return "not read by ShardScope (DeepSpeed refuses keys it does not know inside zero_optimization)";
}

std::string deepSpeedOffloadKeyReason(const std::string& key, bool offloading)
{
    if (!offloading)
        return "the optimizer is not offloaded (device none)";
    const std::string_view reason = lookUp(kOffload, key);
    if (!reason.empty())
        return std::string(reason);
    return "not read by ShardScope (DeepSpeed refuses keys it does not know inside offload_optimizer)";
}

std::string deepSpeedPrecisionKeyReason(const std::string& block, const std::string& key)
{
    const std::string_view reason = lookUp(kPrecision, key);
    if (!reason.empty())
        return std::string(reason);
    return "not read by ShardScope (DeepSpeed refuses keys it does not know inside " + block + ")";
}

std::string deepSpeedCheckpointingKeyReason(const std::string& key)
{
    const std::string_view reason = lookUp(kCheckpointing, key);
    if (!reason.empty())
        return std::string(reason);
    return "not read by ShardScope: not a key of DeepSpeed's activation_checkpointing";
}

} // namespace shardscope
