#pragma once

#include "exportresult.h"
#include "jobshape.h"
#include "shellscript.h"

#include "estimate/report.h"
#include "model/scenario.h"

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
    bool sequenceParallel = false;    ///< after MLM-19 / MLM-21
    int ep = 1;                       ///< after dropping EP on a dense model
    std::optional<UnevenSplit> uneven; ///< explicit first/last stage sizes
    bool fsdp = false;                ///< ZeRO-2/3 through Megatron-FSDP
};

/**
 * Builds Megatron-LM's arguments (megatron-core 0.15.x names, unchanged to 0.20) and applies
 * its start-up rules: refuses what it rejects (heads, KV groups, FFN not divisible by TP,
 * the expert grid, CP and the sequence, offload) and adapts what has a nearest valid form
 * (no GPipe or zero-bubble schedules: 1F1B; interleaving the micro-batch count does not
 * allow: dropped; uneven layers: explicit first/last stage sizes; SP added with EP and TP;
 * SP dropped at TP 1). Fills `result` with the refusal or the adaptations.
 */
bool megatronArguments(const Scenario& scenario, const JobShape& shape, MegatronArguments& args, ExportResult& result);

/** The torchrun launch flags for one node of the job (c10d rendezvous; standalone on one node). */
std::vector<std::pair<std::string, std::string>> torchrunLaunch(const JobShape& shape);

/**
 * The comment header of every exported file: generator and target, the launcher version,
 * then the scenario, the layout and the adaptations. Its first two lines are fixed text, so
 * that whatever precedes it (a shebang, the Python coding line, or nothing) no user text
 * reaches a file's first two lines, where Python looks for a coding cookie.
 */
void writeExportHeader(ShellScript& script, const Scenario& scenario, const JobShape& shape, const ExportResult& result);

ExportResult exportMegatron(const Scenario& scenario, const Report& report);

} // namespace shardscope
