#include "rulehelpers.h"

#include <map>

namespace shardscope::rules {

const std::vector<std::string>& fieldsOf(const std::string& code)
{
    // The settings each rule is about: the GUI marks these controls.
    static const std::map<std::string, std::vector<std::string>> table = {
        {"cluster.too_few_gpus", {"parallel.dp", "parallel.tp", "parallel.pp", "parallel.cp", "cluster.nodes"}},
        {"cluster.gpus_idle", {"parallel.dp", "cluster.nodes"}},
        {"batch.not_divisible", {"training.global_batch", "training.micro_batch", "parallel.dp"}},
        {"model.heads_not_divisible_by_tp", {"parallel.tp", "model.heads"}},
        {"model.kv_heads_not_divisible_by_tp", {"parallel.tp", "model.kv_heads"}},
        {"model.ffn_not_divisible_by_tp", {"parallel.tp", "model.ffn_hidden"}},
        {"model.expert_ffn_not_divisible_by_etp", {"parallel.etp", "model.moe.expert_ffn_hidden"}},
        {"model.vocab_padded", {"model.vocab", "parallel.tp"}},
        {"pipeline.more_stages_than_layers", {"parallel.pp", "parallel.virtual_stages"}},
        {"pipeline.layers_not_divisible", {"parallel.pp", "parallel.virtual_stages", "model.layers"}},
        {"pipeline.interleave_needs_pp", {"parallel.schedule", "parallel.pp"}},
        {"pipeline.interleave_microbatches", {"training.global_batch", "parallel.pp"}},
        {"pipeline.virtual_stages_ignored", {"parallel.virtual_stages", "parallel.schedule"}},
        {"pipeline.dualpipe_odd_stages", {"parallel.schedule", "parallel.pp"}},
        {"pipeline.dualpipe_microbatches", {"training.global_batch", "parallel.pp"}},
        {"pipeline.schedule_not_simulated", {"parallel.schedule"}},
        {"parallel.sp_without_tp", {"parallel.sequence_parallel"}},
        {"parallel.sequence_not_divisible_by_tp", {"training.seq_length", "parallel.tp"}},
        {"zero.offload_without_zero", {"training.offload_optimizer", "parallel.zero_stage"}},
        {"model.sequence_too_long", {"training.seq_length"}},
        {"cp.sequence_not_divisible", {"parallel.cp", "training.seq_length"}},
        {"cp.without_flash_attention", {"training.flash_attention", "parallel.cp"}},
        {"moe.ep_on_dense_model", {"parallel.ep"}},
        {"moe.experts_not_divisible_by_ep", {"parallel.ep"}},
        {"moe.expert_grid_mismatch", {"parallel.ep", "parallel.etp"}},
        {"memory.over_capacity", {"parallel.tp", "parallel.pp", "parallel.zero_stage", "training.micro_batch", "training.recompute"}},
        {"memory.low_headroom", {"training.micro_batch"}},
        {"comm.share_high", {"parallel.tp", "training.micro_batch", "training.global_batch"}},
        {"pipeline.bubble_high", {"training.global_batch", "training.micro_batch", "parallel.pp"}},
        {"zero.sharded_with_pp", {"parallel.zero_stage", "parallel.pp"}},
        {"zero.zero3_at_scale", {"parallel.zero_stage"}},
        {"parallel.tp_without_nvlink", {"parallel.tp"}},
        {"parallel.tp_exceeds_nvlink_domain", {"parallel.tp"}},
        {"parallel.tp_crosses_nodes", {"parallel.tp"}},
        {"moe.alltoall_across_nodes", {"parallel.ep", "parallel.etp"}},
    };
    static const std::vector<std::string> none;
    auto it = table.find(code);
    return it == table.end() ? none : it->second;
}

} // namespace shardscope::rules
