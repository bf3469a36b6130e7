// How each launcher is told the scenario's activation recompute and activation offload, and
// what it cannot be told.
#pragma once

#include "exportresult.h"

#include "core/model/scenario.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope {

/**
 * Megatron-Core's recompute settings for a scenario (TransformerConfig.recompute_*):
 * granularity "" (none), "selective" or "full"; for full the method and the layer count;
 * for selective the module names, empty when they are Megatron's default (["core_attn"]).
 * Selective recompute of no module at all re-runs nothing: written as no recompute.
 */
struct MegatronRecompute
{
    std::string granularity;
    std::string method;
    int numLayers = 0;
    std::vector<std::string> modules;
};
MegatronRecompute megatronRecompute(const TrainingSpec& training);

/** The --recompute-* flags of Megatron-LM and Megatron-DeepSpeed's pretrain_gpt.py. */
std::vector<std::pair<std::string, std::string>> megatronRecomputeFlags(const TrainingSpec& training);

/** Why a launcher cannot run the scenario's recompute as planned: the rule and the sentence. */
struct RecomputeRefusal
{
    const char* rule;
    TranslatableText text;
};

/**
 * Megatron-Core's start-up checks of recompute_modules (TransformerConfig.__post_init__):
 * mla_up_proj needs multi-latent attention; moe_act and layernorm with FP8 do not work under
 * delayed scaling.
 */
std::optional<RecomputeRefusal> megatronRecomputeRefusal(const Scenario& scenario);
/** Whether megatronRecomputeRefusal() has nothing to say (allocation-free, for the search). */
bool megatronTakesRecompute(const Scenario& scenario);

/**
 * Launchers whose selective recompute is one fixed policy and whose full recompute
 * checkpoints every layer on its own (Megatron-DeepSpeed and DeepSpeed, NeMo 1.x, torchtitan,
 * accelerate): a module list other than core attention, or full recompute by blocks or of
 * several layers per checkpoint, is refused under `rule`. `methodAndLayers`: the launcher
 * takes Megatron's --recompute-method and --recompute-num-layers (Megatron-DeepSpeed,
 * NeMo 1.x), so only the module list is refused.
 */
std::optional<RecomputeRefusal> fixedRecomputeRefusal(const Scenario& scenario, const char* rule,
                                                      const char* launcher, bool methodAndLayers);
/** Whether fixedRecomputeRefusal() has nothing to say (allocation-free, for the search). */
bool fixedRecomputeTakes(const TrainingSpec& training, bool methodAndLayers);

/**
 * Megatron-Core's checks of activation offload (TransformerConfig.__post_init__,
 * --cpu-offloading-num-layers): fewer layers than the model has, no pipeline parallelism,
 * no activation recompute. Nothing to say without offload.
 */
std::optional<RecomputeRefusal> megatronOffloadRefusal(const Scenario& scenario);
bool megatronTakesOffload(const Scenario& scenario);
/** Launchers without activation offload to host memory refuse it under `rule`. */
std::optional<RecomputeRefusal> noOffloadRefusal(const Scenario& scenario, const char* rule, const char* launcher);

} // namespace shardscope
