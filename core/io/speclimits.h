#pragma once

#include "core/model/fieldlimits.h"

namespace shardscope {

/**
 * The readers' bounds for the code that produces model and cluster definitions (the Hugging
 * Face importer, `import-hf --name`), so it refuses exactly what the readers would refuse,
 * naming its own field. The numbers themselves live in model/fieldlimits.h, once.
 */
using namespace limits;
inline constexpr int64_t kMaxSeq = limits::kMaxContext; ///< max_position_embeddings and the like

} // namespace shardscope
