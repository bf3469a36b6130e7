// Megatron-LM's arguments for a scenario: shared by the Megatron-LM, Slurm and NeMo exports.
#pragma once

#include "exportresult.h"
#include "jobshape.h"
#include "megatronlayersplit.h"

#include "core/model/scenario.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope {

/** Megatron-LM's `pretrain_gpt.py` flags for a scenario, grouped as the script writes them. */
struct MegatronArguments
{
    std::vector<std::pair<std::string, std::string>> parallel, model, training, data;
    bool needsSingleConnection = false; ///< MLM-28: export CUDA_DEVICE_MAX_CONNECTIONS=1
    // The decisions behind the flags, for launchers that share Megatron-Core's rules (NeMo).
    int chunks = 1;                   ///< virtual stages actually exported
    int microbatchGroup = 0;          ///< interleaving's micro-batch group written; 0: Megatron's default (PP)
    bool sequenceParallel = false;    ///< after MLM-19 / MLM-21
    int ep = 1;                       ///< after dropping EP on a dense model
    MegatronLayerSplit split;         ///< how the layer split over the pipeline is spelled
    bool fsdp = false;                ///< ZeRO-2/3 through Megatron-FSDP
    bool expertOverlap = false;       ///< --overlap-moe-expert-parallel-comm written
};

/**
 * Builds Megatron-LM's arguments (megatron-core 0.15.x names, unchanged to 0.20) and applies
 * its start-up rules: refuses what it rejects (heads, KV groups, FFN not divisible by TP,
 * the expert grid, CP and the sequence, offload) and adapts what has a nearest valid form
 * (no GPipe or zero-bubble schedules: 1F1B; interleaving the micro-batch count does not
 * allow: dropped; an uneven layer split: the first/last stage flags, the embedding/loss flags
 * or a layout string, whichever builds the estimate's split (megatronlayersplit.h); SP added with EP and TP;
 * SP dropped at TP 1). Fills `result` with the refusal or the adaptations.
 */
bool megatronArguments(const Scenario& scenario, const JobShape& shape, MegatronArguments& args, ExportResult& result);

} // namespace shardscope
