#pragma once

#include "search.h"

#include "core/estimate/report.h"
#include "core/io/presetlibrary.h"

#include <string>
#include <vector>

namespace shardscope {

/**
 * One row of the seed article's "Typical configurations" table (§3), made concrete: the
 * article gives a model size, a layout and a GPU range; we pick a model of that size, a GPU
 * count inside the range, a sequence length and a global batch from the model's paper.
 */
struct ArticleRow
{
    std::string label;         ///< the article's model column, e.g. "70B"
    std::string articleLayout; ///< the article's "typical parallelism", e.g. "TP=8 + PP=2~4 + DP"
    std::string articleGpus;   ///< the article's "min GPUs", e.g. "64–256"
    std::string modelPreset;   ///< the stand-in model
    std::string clusterPreset; ///< 80 GB GPUs, as the table assumes
    int nodes = 1;
    int64_t seqLength = 4096;
    int64_t globalBatch = 1024;
    std::string batchSource;   ///< where the batch and sequence length come from
    SearchKnobs layout;        ///< the article's layout at that size
};

/** The five rows of the table. */
const std::vector<ArticleRow>& articleRows();

/** The article's configuration next to the search's best one. */
struct ArticleComparison
{
    ArticleRow row;
    Scenario articleScenario;
    Report articleReport;
    bool articleFeasible = false; ///< no error diagnostic (fits in memory, passes the launcher rules)
    std::string why;              ///< when not feasible: the error diagnostics' messages
    bool searchFound = false;
    RankedConfiguration best;
    SearchCounts counts;
};

ArticleComparison compareArticleRow(const ArticleRow& row, const PresetLibrary& presets,
                                    const SearchOptions& options = {});
/** The scenario of a row with the article's layout. */
Scenario articleScenario(const ArticleRow& row, const PresetLibrary& presets);

} // namespace shardscope
