#include "megatronlogscenario.h"

#include "launchimport.h"

#include "core/io/inputerror.h"

#include <array>
#include <cctype>
#include <string_view>

namespace shardscope {

namespace {

/** How an argparse destination is written back as its flag. */
enum class Form
{
    Value,          ///< --flag VALUE
    Switch,         ///< True: --flag
    InvertedSwitch, ///< False: --flag (store_false: the flag turns it off)
    List            ///< ['a', 'b']: --flag a b
};

/** When an argument counts: Megatron prints every destination, used or not. */
enum class Needs
{
    Nothing,
    GroupQueryAttention, ///< num_query_groups is read only with group_query_attention
    Experts,             ///< the MoE settings only with num_experts
    LatentAttention,     ///< the MLA dimensions only with multi_latent_attention
    PrecisionAwareOptimizer,
    NoVirtualStageCount, ///< num_layers_per_virtual_pipeline_stage when the count is not given
    Fp8,
    Fp4
};

struct Mapped
{
    std::string_view dest;
    std::string_view flag;
    Form form = Form::Value;
    Needs needs = Needs::Nothing;
};

/** The destinations whose flags the Megatron-LM import reads (core/import/megatron*.cpp). */
constexpr std::array kMapped = {
    Mapped{"tensor_model_parallel_size", "--tensor-model-parallel-size"},
    Mapped{"pipeline_model_parallel_size", "--pipeline-model-parallel-size"},
    Mapped{"context_parallel_size", "--context-parallel-size"},
    Mapped{"expert_model_parallel_size", "--expert-model-parallel-size", Form::Value, Needs::Experts},
    Mapped{"expert_tensor_parallel_size", "--expert-tensor-parallel-size", Form::Value, Needs::Experts},
    Mapped{"sequence_parallel", "--sequence-parallel", Form::Switch},
    Mapped{"virtual_pipeline_model_parallel_size", "--num-virtual-stages-per-pipeline-rank"},
    Mapped{"microbatch_group_size_per_vp_stage", "--microbatch-group-size-per-virtual-pipeline-stage"},
    Mapped{"num_layers_per_virtual_pipeline_stage", "--num-layers-per-virtual-pipeline-stage", Form::Value,
           Needs::NoVirtualStageCount},
    Mapped{"decoder_first_pipeline_num_layers", "--decoder-first-pipeline-num-layers"},
    Mapped{"decoder_last_pipeline_num_layers", "--decoder-last-pipeline-num-layers"},
    Mapped{"account_for_embedding_in_pipeline_split", "--account-for-embedding-in-pipeline-split", Form::Switch},
    Mapped{"account_for_loss_in_pipeline_split", "--account-for-loss-in-pipeline-split", Form::Switch},
    Mapped{"num_layers", "--num-layers"},
    Mapped{"hidden_size", "--hidden-size"},
    Mapped{"ffn_hidden_size", "--ffn-hidden-size"},
    Mapped{"num_attention_heads", "--num-attention-heads"},
    Mapped{"group_query_attention", "--group-query-attention", Form::Switch},
    Mapped{"num_query_groups", "--num-query-groups", Form::Value, Needs::GroupQueryAttention},
    Mapped{"kv_channels", "--kv-channels"},
    Mapped{"seq_length", "--seq-length"},
    Mapped{"max_position_embeddings", "--max-position-embeddings"},
    Mapped{"micro_batch_size", "--micro-batch-size"},
    Mapped{"global_batch_size", "--global-batch-size"},
    Mapped{"swiglu", "--swiglu", Form::Switch},
    Mapped{"hidden_dropout", "--hidden-dropout"},
    Mapped{"attention_dropout", "--attention-dropout"},
    Mapped{"normalization", "--normalization"},
    Mapped{"position_embedding_type", "--position-embedding-type"},
    Mapped{"add_position_embedding", "--no-position-embedding", Form::InvertedSwitch},
    Mapped{"add_bias_linear", "--disable-bias-linear", Form::InvertedSwitch},
    Mapped{"add_qkv_bias", "--add-qkv-bias", Form::Switch},
    Mapped{"qk_layernorm", "--qk-layernorm", Form::Switch},
    Mapped{"untie_embeddings_and_output_weights", "--untie-embeddings-and-output-weights", Form::Switch},
    Mapped{"vocab_size", "--vocab-size"},
    Mapped{"make_vocab_size_divisible_by", "--make-vocab-size-divisible-by"},
    Mapped{"tokenizer_type", "--tokenizer-type"},
    Mapped{"fp16", "--fp16", Form::Switch},
    Mapped{"bf16", "--bf16", Form::Switch},
    Mapped{"fp8", "--fp8-format"},
    Mapped{"fp8_recipe", "--fp8-recipe", Form::Value, Needs::Fp8},
    Mapped{"fp8_param_gather", "--fp8-param-gather", Form::Switch, Needs::Fp8},
    Mapped{"reuse_grad_buf_for_mxfp8_param_ag", "--reuse-grad-buf-for-mxfp8-param-ag", Form::Switch, Needs::Fp8},
    Mapped{"fp4", "--fp4-format"},
    Mapped{"fp4_recipe", "--fp4-recipe", Form::Value, Needs::Fp4},
    Mapped{"use_precision_aware_optimizer", "--use-precision-aware-optimizer", Form::Switch},
    Mapped{"main_grads_dtype", "--main-grads-dtype", Form::Value, Needs::PrecisionAwareOptimizer},
    Mapped{"exp_avg_dtype", "--exp-avg-dtype", Form::Value, Needs::PrecisionAwareOptimizer},
    Mapped{"exp_avg_sq_dtype", "--exp-avg-sq-dtype", Form::Value, Needs::PrecisionAwareOptimizer},
    Mapped{"optimizer", "--optimizer"},
    Mapped{"optimizer_cpu_offload", "--optimizer-cpu-offload", Form::Switch},
    Mapped{"use_distributed_optimizer", "--use-distributed-optimizer", Form::Switch},
    Mapped{"overlap_grad_reduce", "--overlap-grad-reduce", Form::Switch},
    Mapped{"overlap_param_gather", "--overlap-param-gather", Form::Switch},
    Mapped{"tp_comm_overlap", "--tp-comm-overlap", Form::Switch},
    Mapped{"cp_comm_type", "--cp-comm-type", Form::List},
    Mapped{"recompute_granularity", "--recompute-granularity"},
    Mapped{"recompute_method", "--recompute-method"},
    Mapped{"recompute_num_layers", "--recompute-num-layers"},
    Mapped{"recompute_modules", "--recompute-modules", Form::List},
    Mapped{"cpu_offloading", "--cpu-offloading", Form::Switch},
    Mapped{"cpu_offloading_num_layers", "--cpu-offloading-num-layers"},
    Mapped{"use_flash_attn", "--use-flash-attn", Form::Switch},
    Mapped{"attention_backend", "--attention-backend"},
    Mapped{"transformer_impl", "--transformer-impl"},
    Mapped{"window_size", "--window-size"},
    Mapped{"num_experts", "--num-experts", Form::Value, Needs::Experts},
    Mapped{"moe_ffn_hidden_size", "--moe-ffn-hidden-size", Form::Value, Needs::Experts},
    Mapped{"moe_router_topk", "--moe-router-topk", Form::Value, Needs::Experts},
    Mapped{"moe_shared_expert_intermediate_size", "--moe-shared-expert-intermediate-size", Form::Value, Needs::Experts},
    Mapped{"moe_layer_freq", "--moe-layer-freq", Form::Value, Needs::Experts},
    Mapped{"moe_token_dispatcher_type", "--moe-token-dispatcher-type", Form::Value, Needs::Experts},
    Mapped{"moe_expert_capacity_factor", "--moe-expert-capacity-factor", Form::Value, Needs::Experts},
    Mapped{"moe_pad_expert_input_to_capacity", "--moe-pad-expert-input-to-capacity", Form::Switch, Needs::Experts},
    Mapped{"moe_grouped_gemm", "--moe-grouped-gemm", Form::Switch, Needs::Experts},
    Mapped{"moe_router_force_load_balancing", "--moe-router-force-load-balancing", Form::Switch, Needs::Experts},
    Mapped{"overlap_moe_expert_parallel_comm", "--overlap-moe-expert-parallel-comm", Form::Switch, Needs::Experts},
    Mapped{"multi_latent_attention", "--multi-latent-attention", Form::Switch},
    Mapped{"q_lora_rank", "--q-lora-rank", Form::Value, Needs::LatentAttention},
    Mapped{"kv_lora_rank", "--kv-lora-rank", Form::Value, Needs::LatentAttention},
    Mapped{"qk_head_dim", "--qk-head-dim", Form::Value, Needs::LatentAttention},
    Mapped{"qk_pos_emb_head_dim", "--qk-pos-emb-head-dim", Form::Value, Needs::LatentAttention},
    Mapped{"v_head_dim", "--v-head-dim", Form::Value, Needs::LatentAttention},
    Mapped{"mtp_num_layers", "--mtp-num-layers"},
};

bool isTrue(const std::map<std::string, std::string>& args, const char* dest)
{
    const auto it = args.find(dest);
    return it != args.end() && it->second == "True";
}

bool isSet(const std::map<std::string, std::string>& args, const char* dest)
{
    const auto it = args.find(dest);
    return it != args.end() && it->second != "None" && !it->second.empty();
}

bool needsHold(Needs needs, const std::map<std::string, std::string>& args)
{
    switch (needs) {
    case Needs::Nothing: return true;
    case Needs::GroupQueryAttention: return isTrue(args, "group_query_attention");
    case Needs::Experts: return isSet(args, "num_experts");
    case Needs::LatentAttention: return isTrue(args, "multi_latent_attention");
    case Needs::PrecisionAwareOptimizer: return isTrue(args, "use_precision_aware_optimizer");
    case Needs::NoVirtualStageCount: return !isSet(args, "virtual_pipeline_model_parallel_size");
    case Needs::Fp8: return isSet(args, "fp8");
    case Needs::Fp4: return isSet(args, "fp4");
    }
    return false;
}

/** A value as Python printed it, as the flag takes it: torch dtypes, enum members, no blanks. */
std::string flagValue(std::string v)
{
    static const std::array<std::pair<std::string_view, std::string_view>, 4> dtypes = {
        {{"torch.float32", "fp32"}, {"torch.bfloat16", "bf16"}, {"torch.float16", "fp16"}, {"torch.uint8", "fp8"}}};
    for (const auto& [python, flag] : dtypes)
        if (v == python)
            return std::string(flag);
    // "AttnBackend.auto": an enum member, the flag takes its name.
    const size_t dot = v.find('.');
    if (dot != std::string::npos && dot > 0 && std::isupper(static_cast<unsigned char>(v[0])) &&
        v.find_first_of(" [(,'\"") == std::string::npos)
        v = v.substr(dot + 1);
    std::string out;
    for (char c : v)
        if (c != ' ')
            out += c;
    return out;
}

/** "['core_attn', 'mlp']" -> {"core_attn", "mlp"}; a single word stays one. */
std::vector<std::string> listItems(const std::string& v)
{
    std::vector<std::string> items;
    std::string current;
    for (char c : v) {
        if (c == '[' || c == ']' || c == '\'' || c == '"' || c == ' ')
            continue;
        if (c == ',') {
            if (!current.empty())
                items.push_back(current);
            current.clear();
            continue;
        }
        current += c;
    }
    if (!current.empty())
        items.push_back(current);
    return items;
}

std::string quoted(const std::string& word)
{
    std::string out = "'";
    for (char c : word)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

} // namespace

ImportResult importMegatronLogArguments(const MegatronLog& log, const std::string& logName, const ClusterSpec& cluster,
                                        const std::string& clusterLabel, const PresetLibrary& presets)
{
    const auto& args = log.arguments;
    if (args.empty())
        throw InputError(logName, "no \"----- arguments -----\" block: Megatron-LM prints one at start-up; without it "
                                  "the log needs its scenario (LOG=SCENARIO.shardscope.json)");
    const auto lineOf = [&](const std::string& dest) {
        const auto it = log.argumentLines.find(dest);
        return it == log.argumentLines.end() ? std::string("arguments block")
                                              : "line " + std::to_string(it->second) + " (" + dest + ")";
    };
    if (!isSet(args, "world_size"))
        throw InputError(logName, "arguments block", "no world_size: the job's size is not in the block");
    long long world = 0;
    try {
        world = std::stoll(args.at("world_size"));
    } catch (const std::exception&) {
        world = 0;
    }
    const int perNode = std::max(cluster.gpusPerNode, 1);
    if (world <= 0 || world % perNode != 0)
        throw InputError(logName, lineOf("world_size"),
                         "world_size " + args.at("world_size") + " is not a whole number of " + std::to_string(perNode) +
                             "-GPU nodes of " + clusterLabel);

    // The command line that printed the block, as a script whose every flag stands on the
    // log's line of its argument (an array spans lines; empty lines keep the numbering), so
    // that the import's report and its messages name the log's lines.
    std::map<int, std::string> flagAtLine;
    const auto add = [&](int line, const std::string& words) {
        std::string& at = flagAtLine[line];
        at += (at.empty() ? "" : " ") + words;
    };
    for (const Mapped& m : kMapped) {
        const std::string dest(m.dest);
        const auto it = args.find(dest);
        if (it == args.end() || !needsHold(m.needs, args))
            continue;
        const auto lineIt = log.argumentLines.find(dest);
        const int line = lineIt == log.argumentLines.end() ? 0 : lineIt->second;
        const std::string& v = it->second;
        switch (m.form) {
        case Form::Switch:
            if (v == "True")
                add(line, std::string(m.flag));
            break;
        case Form::InvertedSwitch:
            if (v == "False")
                add(line, std::string(m.flag));
            break;
        case Form::List: {
            const std::vector<std::string> items = v == "None" ? std::vector<std::string>{} : listItems(v);
            if (items.empty())
                break;
            std::string words(m.flag);
            for (const std::string& item : items)
                words += " " + quoted(item);
            add(line, words);
            break;
        }
        case Form::Value:
            if (v != "None" && !v.empty())
                add(line, std::string(m.flag) + " " + quoted(flagValue(v)));
            break;
        }
    }
    if (!isSet(args, "vocab_size") && log.tokenizerVocab)
        add(log.tokenizerVocabLine, "--vocab-size " + std::to_string(*log.tokenizerVocab));
    const int firstLine = flagAtLine.empty() ? 1 : flagAtLine.begin()->first;
    std::string script;
    for (int line = 1; line < std::max(firstLine, 2) - 1; ++line)
        script += "\n";
    script += "ARGS=(\n";
    int at = std::max(firstLine, 2);
    for (const auto& [line, words] : flagAtLine) {
        while (at < line) {
            script += "\n";
            ++at;
        }
        script += "    " + words + "\n";
        ++at;
    }
    script += ")\n";
    script += "torchrun --nnodes " + std::to_string(world / perNode) + " --nproc-per-node " + std::to_string(perNode) +
              " pretrain_gpt.py \"${ARGS[@]}\"\n";

    ImportRequest request;
    request.files.push_back({logName, script});
    request.cluster = cluster;
    request.clusterLabel = clusterLabel;
    request.presets = &presets;
    ImportResult result = importLaunchConfiguration(request);
    result.scenario.cluster.presetId = cluster.presetId;
    return result;
}

} // namespace shardscope
