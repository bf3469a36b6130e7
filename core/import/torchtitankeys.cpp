#include "torchtitankeys.h"

#include <algorithm>
#include <array>

namespace shardscope {

namespace {

using K = TitanKind;

// Why whole sections do not change the estimate (one sentence each, shown in the report).
constexpr std::string_view kJob =
    "job bookkeeping (output folder, description, printed config): does not change memory "
    "or step time";
constexpr std::string_view kProfiling = "profiling traces and memory snapshots: do not change the estimated step";
constexpr std::string_view kMetrics = "metrics logging: does not change memory or step time";
constexpr std::string_view kAssets =
    "where the tokenizer and Hugging Face assets are: does not change memory or step time";
constexpr std::string_view kPrint = "printing the model: does not change memory or step time";
constexpr std::string_view kHyper = "optimizer hyperparameter: does not change memory or step time";
constexpr std::string_view kSchedule = "learning-rate schedule: does not change memory or step time";
constexpr std::string_view kData = "which data is read: does not change memory or step time";
constexpr std::string_view kLoader = "data-loading workers: not modelled (assumed to keep up with the GPUs)";
constexpr std::string_view kSteps = "how many steps run: ShardScope estimates one step";
constexpr std::string_view kClip =
    "gradient clipping: one norm over the gradients, not modelled (small next to a step)";
constexpr std::string_view kGc = "Python garbage collection: not modelled";
constexpr std::string_view kSeed = "random seed and determinism: not modelled";
constexpr std::string_view kCheckpoint = "checkpoint saving and loading: not part of the training step estimate";
constexpr std::string_view kAcDetail = "a detail of torch.utils.checkpoint: not modelled";
constexpr std::string_view kBudget = "only read with activation_checkpoint.mode = \"memory_budget\"";
constexpr std::string_view kComm = "communication timeouts and the flight recorder: do not change the estimate";
constexpr std::string_view kMemEst = "torchtitan's own FSDP memory estimation: not a training setting";
constexpr std::string_view kFt = "fault tolerance (TorchFT): its replica groups are not modelled";
constexpr std::string_view kExperimental = "experimental extension: not read by ShardScope";
constexpr std::string_view kValidation = "validation between training steps: not part of the training step estimate";
constexpr std::string_view kDebug = "debugging option: not modelled";
constexpr std::string_view kFp8Scale = "how the FP8 scales are computed: not modelled";
constexpr std::string_view kEmulate =
    "FP8 emulation (a test option) runs the GEMMs in high precision, slower than the FP8 "
    "estimate";
constexpr std::string_view kMxKernel = "which kernel casts MX tensors: not modelled";
constexpr std::string_view kSplit =
    "an explicit stage split: ShardScope splits the layers over the stages by its own even "
    "rule, so this split is not read";
constexpr std::string_view kMapped = "";

// Every key of torchtitan 0.2.x's JobConfig (v0.2.2, plus the v0.2.0 keys and the 0.1
// spellings still met in files), sorted by path for the look-up.
constexpr std::array kKeys = std::to_array<TitanKey>({
    {"activation_checkpoint.debug", K::Bool, kAcDetail},
    {"activation_checkpoint.determinism_check", K::Text, kAcDetail},
    {"activation_checkpoint.early_stop", K::Bool, kAcDetail},
    {"activation_checkpoint.memory_budget", K::Number, kBudget},
    {"activation_checkpoint.mode", K::Text, kMapped},
    {"activation_checkpoint.per_op_sac_force_recompute_mm_shapes_by_fqns", K::TextList,
     "the matmuls the per-op policy always recomputes (the MoE router's by default): ShardScope's policy keeps every "
     "other matmul"},
    {"activation_checkpoint.preserve_rng_state", K::Bool, kAcDetail},
    {"activation_checkpoint.selective_ac_option", K::Text, kMapped},
    {"activation_checkpoint.visualize_memory_budget_pareto", K::Bool, kBudget},
    {"checkpoint.async_mode", K::Text, kCheckpoint},
    {"checkpoint.create_seed_checkpoint", K::Bool, kCheckpoint},
    {"checkpoint.enable", K::Bool, kCheckpoint},
    {"checkpoint.enable_checkpoint", K::Bool, kCheckpoint},
    {"checkpoint.enable_first_step_checkpoint", K::Bool, kCheckpoint},
    {"checkpoint.enable_ft_dataloader_checkpoints", K::Bool, kCheckpoint},
    {"checkpoint.exclude_from_loading", K::TextList, kCheckpoint},
    {"checkpoint.export_dtype", K::Text, kCheckpoint},
    {"checkpoint.folder", K::Text, kCheckpoint},
    {"checkpoint.initial_load_in_hf", K::Bool, kCheckpoint},
    {"checkpoint.initial_load_in_hf_quantized", K::Bool, kCheckpoint},
    {"checkpoint.initial_load_model_only", K::Bool, kCheckpoint},
    {"checkpoint.initial_load_path", K::Text, kCheckpoint},
    {"checkpoint.interval", K::Integer, kCheckpoint},
    {"checkpoint.keep_latest_k", K::Integer, kCheckpoint},
    {"checkpoint.last_save_in_hf", K::Bool, kCheckpoint},
    {"checkpoint.last_save_model_only", K::Bool, kCheckpoint},
    {"checkpoint.load_only", K::Bool, kCheckpoint},
    {"checkpoint.load_step", K::Integer, kCheckpoint},
    {"comm.init_timeout_seconds", K::Integer, kComm},
    {"comm.mode", K::Text, kComm},
    {"comm.save_traces_file_prefix", K::Text, kComm},
    {"comm.save_traces_folder", K::Text, kComm},
    {"comm.trace_buf_size", K::Integer, kComm},
    {"comm.train_timeout_seconds", K::Integer, kComm},
    {"compile.backend", K::Text,
     "the torch.compile backend: ShardScope's compiled estimate is TorchInductor's (the default backend)"},
    {"compile.components", K::TextList, kMapped},
    {"compile.enable", K::Bool, kMapped},
    {"debug.deterministic", K::Bool, kSeed},
    {"debug.deterministic_warn_only", K::Bool, kDebug},
    {"debug.moe_force_load_balance", K::Bool,
     "a debugging option that spreads the tokens over the experts round robin: set training.moe.load_imbalance for "
     "the balance the estimate assumes"},
    {"debug.seed", K::Integer, kSeed},
    {"experimental.custom_args_module", K::Text, kExperimental},
    {"experimental.custom_import", K::Text,
     "a custom module, which may register models or settings ShardScope cannot see"},
    {"experimental.pipeline_parallel_microbatches", K::Integer, kMapped}, // before 0.2 (kLegacyPipelineMicrobatches)
    {"fault_tolerance.enable", K::Bool, kFt},
    {"fault_tolerance.fragment_sync_delay", K::Integer, kFt},
    {"fault_tolerance.fragment_update_alpha", K::Number, kFt},
    {"fault_tolerance.group_size", K::Integer, kFt},
    {"fault_tolerance.min_replica_size", K::Integer, kFt},
    {"fault_tolerance.process_group", K::Text, kFt},
    {"fault_tolerance.process_group_timeout_ms", K::Integer, kFt},
    {"fault_tolerance.replica_id", K::Integer, kFt},
    {"fault_tolerance.semi_sync_method", K::Text, kFt},
    {"fault_tolerance.should_quantize", K::Bool, kFt},
    {"fault_tolerance.sync_steps", K::Integer, kFt},
    {"float8.emulate", K::Bool, kEmulate},
    {"float8.enable_float8_linear", K::Bool, kMapped}, // before model.converters (torchtitan 0.1)
    {"float8.enable_fsdp_float8_all_gather", K::Bool, kMapped},
    {"float8.filter_fqns", K::TextList, kMapped},
    {"float8.force_recompute_fp8_weight_in_bwd", K::Bool, kFp8Scale},
    {"float8.moe_fqns_prototype", K::TextList, "FP8 for the experts (a prototype): not read"},
    {"float8.precompute_float8_dynamic_scale_for_fsdp", K::Bool, kFp8Scale},
    {"float8.recipe_name", K::Text, kMapped},
    {"job.config_file", K::Text, "the job file itself: read as the TOML given"},
    {"job.custom_config_module", K::Text, "a custom config module, which may add settings ShardScope cannot see"},
    {"job.description", K::Text, kJob},
    {"job.dump_folder", K::Text, kJob},
    {"job.print_args", K::Bool, kJob},
    {"job.print_config", K::Bool, kJob},
    {"job.save_config_file", K::Text, kJob},
    {"job.use_for_integration_test", K::Bool, kJob},
    {"lr_scheduler.decay_ratio", K::Number, kSchedule},
    {"lr_scheduler.decay_type", K::Text, kSchedule},
    {"lr_scheduler.lr_min", K::Number, kSchedule},
    {"lr_scheduler.min_lr_factor", K::Number, kSchedule},
    {"lr_scheduler.total_steps", K::Integer, kSchedule},
    {"lr_scheduler.warmup_steps", K::Integer, kSchedule},
    {"memory_estimation.disable_fake_mode", K::Bool, kMemEst},
    {"memory_estimation.enable", K::Bool, kMemEst},
    {"memory_estimation.enabled", K::Bool, kMemEst},
    {"metrics.disable_color_printing", K::Bool, kMetrics},
    {"metrics.enable_tensorboard", K::Bool, kMetrics},
    {"metrics.enable_wandb", K::Bool, kMetrics},
    {"metrics.log_freq", K::Integer, kMetrics},
    {"metrics.save_for_all_ranks", K::Bool, kMetrics},
    {"metrics.save_tb_folder", K::Text, kMetrics},
    {"model.converters", K::TextList, kMapped},
    {"model.flavor", K::Text, kMapped},
    {"model.hf_assets_path", K::Text, kAssets},
    {"model.name", K::Text, kMapped},
    {"model.print_after_conversion", K::Bool, kPrint},
    {"model.tokenizer_path", K::Text, kAssets},
    {"mx.filter_fqns", K::TextList, kMapped},
    {"mx.mxfp8_dim1_cast_kernel_choice", K::Text, kMxKernel},
    {"mx.recipe_name", K::Text, kMapped},
    {"optimizer.beta1", K::Number, kHyper},
    {"optimizer.beta2", K::Number, kHyper},
    {"optimizer.early_step_in_backward", K::Bool,
     "the optimizer step inside the backward pass frees each gradient early; ShardScope keeps every gradient until "
     "the step (the memory estimate may be high)"},
    {"optimizer.eps", K::Number, kHyper},
    {"optimizer.implementation", K::Text,
     "the optimizer's kernels (for-loop, foreach, fused): ShardScope times the step as memory-bound updates"},
    {"optimizer.lr", K::Number, kHyper},
    {"optimizer.name", K::Text, kMapped},
    {"optimizer.weight_decay", K::Number, kHyper},
    {"parallelism.context_parallel_degree", K::Integer, kMapped},
    {"parallelism.context_parallel_load_balancer", K::Text,
     "how causal attention is balanced over the CP ranks: ShardScope assumes balanced work"},
    {"parallelism.context_parallel_rotate_method", K::Text,
     "how CP exchanges keys and values (all-gather or all-to-all): ShardScope estimates PyTorch's default, "
     "all-gather, for either"},
    {"parallelism.data_parallel_replicate_degree", K::Integer, kMapped},
    {"parallelism.data_parallel_shard_degree", K::Integer, kMapped},
    {"parallelism.disable_loss_parallel", K::Bool, kMapped},
    {"parallelism.enable_async_tensor_parallel", K::Bool, kMapped},
    {"parallelism.enable_compiled_autograd", K::Bool, "compiled autograd (torchtitan 0.2.0 only): not modelled"},
    {"parallelism.expert_parallel_comm_backend", K::Text, kMapped},
    {"parallelism.expert_parallel_degree", K::Integer, kMapped},
    {"parallelism.expert_tensor_parallel_degree", K::Integer, kMapped},
    {"parallelism.fsdp_reshard_after_forward", K::Text, kMapped},
    {"parallelism.module_fqns_per_model_part", K::Other, kSplit},
    {"parallelism.pipeline_parallel_degree", K::Integer, kMapped},
    {"parallelism.pipeline_parallel_expert_parallel_overlap", K::Bool, kMapped},
    {"parallelism.pipeline_parallel_first_stage_less_layers", K::Integer, kMapped},
    {"parallelism.pipeline_parallel_last_stage_less_layers", K::Integer, kMapped},
    {"parallelism.pipeline_parallel_layers_per_stage", K::Integer, kMapped},
    {"parallelism.pipeline_parallel_microbatch_size", K::Integer, kMapped},
    {"parallelism.pipeline_parallel_schedule", K::Text, kMapped},
    {"parallelism.pipeline_parallel_schedule_csv", K::Text, kMapped},
    {"parallelism.pipeline_parallel_split_points", K::TextList, kSplit},
    {"parallelism.tensor_parallel_degree", K::Integer, kMapped},
    {"profiling.enable_memory_snapshot", K::Bool, kProfiling},
    {"profiling.enable_profiling", K::Bool, kProfiling},
    {"profiling.profile_freq", K::Integer, kProfiling},
    {"profiling.profiler_active", K::Integer, kProfiling},
    {"profiling.profiler_warmup", K::Integer, kProfiling},
    {"profiling.save_memory_snapshot_folder", K::Text, kProfiling},
    {"profiling.save_traces_folder", K::Text, kProfiling},
    {"quantize.grouped_mm.float8.fqns", K::TextList, kMapped},
    {"quantize.grouped_mm.mx.fqns", K::TextList, kMapped},
    {"quantize.grouped_mm.mx.recipe_name", K::Text, kMapped},
    {"quantize.linear.float8.emulate", K::Bool, kEmulate},
    {"quantize.linear.float8.enable_fsdp_float8_all_gather", K::Bool, kMapped},
    {"quantize.linear.float8.filter_fqns", K::TextList, kMapped},
    {"quantize.linear.float8.precompute_float8_dynamic_scale_for_fsdp", K::Bool, kFp8Scale},
    {"quantize.linear.float8.recipe_name", K::Text, kMapped},
    {"quantize.linear.mx.filter_fqns", K::TextList, kMapped},
    {"quantize.linear.mx.mxfp8_dim1_cast_kernel_choice", K::Text, kMxKernel},
    {"quantize.linear.mx.recipe_name", K::Text, kMapped},
    {"training.batch_size", K::Integer, kMapped}, // torchtitan 0.1's name for local_batch_size
    {"training.compile", K::Bool, kMapped},
    {"training.dataloader.num_workers", K::Integer, kLoader},
    {"training.dataloader.persistent_workers", K::Bool, kLoader},
    {"training.dataloader.pin_memory", K::Bool, kLoader},
    {"training.dataloader.prefetch_factor", K::Integer, kLoader},
    {"training.dataset", K::Text, kData},
    {"training.dataset_path", K::Text, kData},
    {"training.deterministic", K::Bool, kSeed},
    {"training.dtype", K::Text, kMapped},
    {"training.enable_cpu_offload", K::Bool, kMapped},
    {"training.gc_debug", K::Bool, kGc},
    {"training.gc_freq", K::Integer, kGc},
    {"training.global_batch_size", K::Integer, kMapped},
    {"training.local_batch_size", K::Integer, kMapped},
    {"training.max_norm", K::Number, kClip},
    {"training.mixed_precision_param", K::Text, kMapped},
    {"training.mixed_precision_reduce", K::Text, kMapped},
    {"training.seed", K::Integer, kSeed},
    {"training.seq_len", K::Integer, kMapped},
    {"training.steps", K::Integer, kSteps},
    {"validation.dataloader.num_workers", K::Integer, kValidation},
    {"validation.dataloader.persistent_workers", K::Bool, kValidation},
    {"validation.dataloader.pin_memory", K::Bool, kValidation},
    {"validation.dataloader.prefetch_factor", K::Integer, kValidation},
    {"validation.dataset", K::Text, kValidation},
    {"validation.dataset_path", K::Text, kValidation},
    {"validation.enable", K::Bool, kValidation},
    {"validation.enabled", K::Bool, kValidation},
    {"validation.freq", K::Integer, kValidation},
    {"validation.local_batch_size", K::Integer, kValidation},
    {"validation.seq_len", K::Integer, kValidation},
    {"validation.steps", K::Integer, kValidation},
});

constexpr bool sortedByPath()
{
    for (size_t i = 1; i < kKeys.size(); ++i)
        if (!(kKeys[i - 1].path < kKeys[i].path))
            return false;
    return true;
}
static_assert(sortedByPath(), "kKeys must be sorted by path (torchtitanKey() looks them up by bisection)");

// The sections of JobConfig (torchtitan/config/job_config.py); a key under one of them that the
// table lacks is an unknown key of a known section.
constexpr auto kSections =
    std::to_array<std::string_view>({"activation_checkpoint", "checkpoint",      "comm",     "compile",  "debug",
                                     "experimental",          "fault_tolerance", "float8",   "job",      "lr_scheduler",
                                     "memory_estimation",     "metrics",         "model",    "mx",       "optimizer",
                                     "parallelism",           "profiling",       "quantize", "training", "validation"});

} // namespace

std::string_view currentTorchtitanKey(std::string_view path)
{
    // torchtitan's job_config.py before the [parallelism] section (0.1, late 2024).
    static constexpr std::pair<std::string_view, std::string_view> kMoved[] = {
        {"training.tensor_parallel_degree", "parallelism.tensor_parallel_degree"},
        {"training.data_parallel_shard_degree", "parallelism.data_parallel_shard_degree"},
        {"training.data_parallel_replicate_degree", "parallelism.data_parallel_replicate_degree"},
        {"experimental.pipeline_parallel_degree", "parallelism.pipeline_parallel_degree"},
        {"experimental.pipeline_parallel_schedule", "parallelism.pipeline_parallel_schedule"},
        {"experimental.pipeline_parallel_split_points", "parallelism.pipeline_parallel_split_points"},
        {"experimental.context_parallel_degree", "parallelism.context_parallel_degree"},
        {"experimental.enable_async_tensor_parallel", "parallelism.enable_async_tensor_parallel"},
    };
    for (const auto& [old, current] : kMoved)
        if (path == old)
            return current;
    return path;
}

const TitanKey* torchtitanKey(std::string_view path)
{
    const auto it = std::lower_bound(kKeys.begin(), kKeys.end(), path,
                                     [](const TitanKey& k, std::string_view p) { return k.path < p; });
    return it != kKeys.end() && it->path == path ? &*it : nullptr;
}

std::string unknownTorchtitanKeyReason(std::string_view path)
{
    const std::string_view section = path.substr(0, path.find('.'));
    const bool knownSection = std::find(kSections.begin(), kSections.end(), section) != kSections.end();
    return std::string("not read by ShardScope: ") +
           (knownSection ? "not a key of torchtitan 0.2.x's [" + std::string(section) + "] section"
                         : "[" + std::string(section) + "] is not a section of torchtitan 0.2.x's job config") +
           " (torchtitan/config/job_config.py; torchtitan refuses unknown keys unless a custom config module adds "
           "them)";
}

} // namespace shardscope
