// The adaptation a launcher reports when its settings cannot spell the plan's precision
// recipe or its BF16 Adam moments: the plan is exported in BF16 / fp32 and the note says
// which recipe and which setting is missing. One definition for every exporter.
#pragma once

#include "exportresult.h"

#include "core/model/trainingspec.h"

#include <string>

namespace shardscope {

struct PrecisionRules
{
    const char* recipe;   ///< rule id for an unspelled FP8 / FP4 recipe ("DS-fp8")
    const char* moments;  ///< rule id for unspelled BF16 moments ("DS-moments")
    std::string setting;  ///< what lacks the setting, as the note names it ("ds_config.json")
};

/**
 * Adds the adaptations for what `training` asks and the launcher cannot spell: a quantized
 * recipe (unless `recipeSpelled`) and BF16 Adam moments.
 */
void adaptUnspelledPrecision(const TrainingSpec& training, const PrecisionRules& rules, ExportResult& result,
                             bool recipeSpelled = false);

/**
 * Adds the adaptation for FP8 parameter gather (training.fp8_param_gather) when the plan asks
 * for it and the launcher's settings `setting` cannot spell it for this plan: exported off,
 * the weights then gathered in 16 bits.
 */
void adaptUnspelledFp8ParamGather(const TrainingSpec& training, const char* rule, const std::string& setting,
                                  ExportResult& result);

} // namespace shardscope
