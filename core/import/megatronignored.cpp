#include "megatronignored.h"

#include <array>

namespace shardscope {

namespace {

struct Family
{
    std::string_view prefix; ///< a whole flag, or a prefix ending in '-'
    std::string_view reason;
};

constexpr std::string_view kHyper = "a training hyper-parameter: it does not change memory or step time";
constexpr std::string_view kLength = "how long the run is: it does not change one step";
constexpr std::string_view kData = "data and tokenizer: the scenario's vocabulary and sequence come from the model "
                                   "and --seq-length";
constexpr std::string_view kSaving = "checkpointing, logging or profiling: outside the training step ShardScope "
                                     "estimates";
constexpr std::string_view kPlumbing = "launcher plumbing: it does not change the plan";
constexpr std::string_view kKernels = "a kernel switch ShardScope times the same either way (it assumes Transformer "
                                      "Engine's fused kernels and grouped expert GEMMs)";

constexpr std::array kFamilies = {
    Family{"--lr", kHyper}, Family{"--lr-", kHyper}, Family{"--min-lr", kHyper}, Family{"--weight-decay", kHyper},
    Family{"--start-weight-decay", kHyper}, Family{"--end-weight-decay", kHyper}, Family{"--weight-decay-", kHyper},
    Family{"--adam-", kHyper}, Family{"--sgd-momentum", kHyper}, Family{"--clip-grad", kHyper},
    Family{"--init-method-std", kHyper}, Family{"--seed", kHyper}, Family{"--norm-epsilon", kHyper}, Family{"--rotary-", kHyper},
    Family{"--use-rope-scaling", kHyper}, Family{"--rope-scaling-factor", kHyper}, Family{"--moe-aux-loss-coeff", kHyper},
    Family{"--moe-z-loss-coeff", kHyper}, Family{"--moe-router-load-balancing-type", kHyper},
    Family{"--moe-router-score-function", kHyper}, Family{"--moe-router-topk-scaling-factor", kHyper},
    Family{"--moe-router-enable-expert-bias", kHyper}, Family{"--moe-router-bias-update-rate", kHyper},
    Family{"--moe-router-dtype", kHyper}, Family{"--moe-router-pre-softmax", kHyper}, Family{"--loss-scale", kHyper},
    Family{"--initial-loss-scale", kHyper}, Family{"--min-loss-scale", kHyper}, Family{"--loss-scale-window", kHyper},
    Family{"--hysteresis", kHyper}, Family{"--no-query-key-layer-scaling", kHyper},
    Family{"--apply-query-key-layer-scaling", kHyper}, Family{"--attention-softmax-in-fp32", kHyper},
    Family{"--accumulate-allreduce-grads-in-fp32", kHyper}, Family{"--fp8-margin", kHyper},
    Family{"--fp8-interval", kHyper}, Family{"--fp8-amax-", kHyper}, Family{"--mtp-loss-scaling-factor", kHyper},
    Family{"--train-iters", kLength}, Family{"--train-samples", kLength}, Family{"--eval-iters", kLength},
    Family{"--eval-interval", kLength}, Family{"--exit-interval", kLength}, Family{"--exit-duration-in-mins", kLength},
    Family{"--exit-signal-handler", kLength}, Family{"--skip-train", kLength},
    Family{"--data-", kData}, Family{"--split", kData}, Family{"--tokenizer-", kData}, Family{"--vocab-file", kData},
    Family{"--merge-file", kData}, Family{"--mock-data", kData}, Family{"--num-workers", kData},
    Family{"--dataloader-type", kData}, Family{"--train-data-path", kData}, Family{"--valid-data-path", kData},
    Family{"--test-data-path", kData}, Family{"--reset-position-ids", kData}, Family{"--reset-attention-mask", kData},
    Family{"--eod-mask-loss", kData}, Family{"--no-create-attention-mask-in-dataloader", kData},
    Family{"--save", kSaving}, Family{"--save-", kSaving}, Family{"--load", kSaving}, Family{"--log-", kSaving},
    Family{"--tensorboard-", kSaving}, Family{"--wandb-", kSaving}, Family{"--ckpt-", kSaving},
    Family{"--no-save-", kSaving}, Family{"--no-load-", kSaving}, Family{"--async-save", kSaving},
    Family{"--use-dist-ckpt", kSaving}, Family{"--dist-ckpt-", kSaving}, Family{"--timing-log-", kSaving},
    Family{"--profile", kSaving}, Family{"--profile-", kSaving}, Family{"--use-pytorch-profiler", kSaving},
    Family{"--pretrained-checkpoint", kSaving}, Family{"--finetune", kSaving}, Family{"--no-initialization", kSaving},
    Family{"--auto-detect-ckpt-format", kSaving}, Family{"--tensorboard-dir", kSaving},
    Family{"--distributed-backend", kPlumbing}, Family{"--distributed-timeout-minutes", kPlumbing},
    Family{"--local-rank", kPlumbing}, Family{"--local_rank", kPlumbing}, Family{"--use-mcore-models", kPlumbing},
    Family{"--deepspeed", kPlumbing}, Family{"--deepspeed_config", kPlumbing}, Family{"--deepspeed-config", kPlumbing},
    Family{"--deepspeed-activation-checkpointing", "which implementation recomputes (DeepSpeed's, as its config's activation_checkpointing section sets it): the layers recomputed are --checkpoint-activations'"}, Family{"--manual-gc", kPlumbing},
    Family{"--manual-gc-interval", kPlumbing}, Family{"--use-checkpoint-args", kPlumbing},
    Family{"--moe-grouped-gemm", kKernels}, Family{"--bias-gelu-fusion", kKernels},
    Family{"--no-bias-gelu-fusion", kKernels}, Family{"--no-bias-swiglu-fusion", kKernels},
    Family{"--no-bias-dropout-fusion", kKernels}, Family{"--no-masked-softmax-fusion", kKernels},
    Family{"--cross-entropy-loss-fusion", kKernels},
    Family{"--cross-entropy-fusion-impl", kKernels}, Family{"--no-rope-fusion", kKernels},
    Family{"--no-persist-layer-norm", kKernels}, Family{"--apply-layernorm-1p", kKernels},
    Family{"--moe-permute-fusion", kKernels}, Family{"--no-overlap-p2p-communication", kKernels},
    Family{"--make-vocab-size-divisible-by", "ShardScope pads the vocabulary by Megatron's default rule (a multiple "
                                             "of 128 x TP); a different divisor moves the output layer by a few rows"},
};

} // namespace

std::string megatronIgnoredReason(std::string_view flag)
{
    for (const Family& f : kFamilies) {
        const bool prefix = f.prefix.back() == '-';
        if (prefix ? flag.substr(0, f.prefix.size()) == f.prefix : flag == f.prefix)
            return std::string(f.reason);
    }
    return "not a flag ShardScope reads: if it changes memory or speed, the estimate does not know it";
}

} // namespace shardscope
