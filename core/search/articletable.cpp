#include "articletable.h"

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/rules/rules.h"

namespace shardscope {

namespace {

SearchKnobs layout(int tp, int pp, int dp, int ep, int zero)
{
    SearchKnobs k;
    k.tp = tp;
    k.pp = pp;
    k.dp = dp;
    k.ep = ep;
    k.etp = tp;
    k.zeroStage = zero;
    k.sequenceParallel = tp > 1; // Megatron-LM's practice with TP (Korthikanti et al.)
    k.recompute = Recompute::Selective;
    k.schedule = PipelineSchedule::OneFOneB; // the article: "PP >= 4 typically uses 1F1B"
    k.microBatch = 1;
    return k;
}

} // namespace

const std::vector<ArticleRow>& articleRows()
{
    // "DP" in the article is plain data parallelism (ZeRO 0) unless it says ZeRO. GPU counts
    // are inside the article's ranges; batches are the stand-in models' own.
    static const std::vector<ArticleRow> rows = {
        {"7B", "DP/ZeRO-3", "8–32", "article-7b", "dgx-h100", 2, 4096, 1024,
         "Llama 2 paper §2.2: 4M-token batches of 4,096-token sequences", layout(1, 1, 16, 1, 3)},
        {"13B", "TP=8 + DP", "16–64", "article-13b", "dgx-h100", 4, 4096, 1024,
         "Llama 2 paper §2.2: 4M-token batches of 4,096-token sequences", layout(8, 1, 4, 1, 0)},
        {"70B", "TP=8 + PP=2~4 + DP", "64–256", "article-70b", "dgx-h100", 16, 8192, 512,
         "Llama 3 paper §3.4.1: 8,192-token sequences, 4M tokens per batch early in training",
         layout(8, 4, 4, 1, 0)},
        {"175B+", "TP=8 × PP=8~16 × DP", "512+", "article-175b", "dgx-h100", 128, 2048, 1536,
         "GPT-3 paper Table 2.1: 2,048-token context, 3.2M-token batches", layout(8, 16, 8, 1, 0)},
        {"MoE 1000-GPU", "TP=4~8 × EP + DP", "1000+", "article-moe", "dgx-h100", 128, 4096, 1024,
         "Mixtral 8x22B stands in; 4M-token batches of 4,096-token sequences (an assumption: Mistral AI "
         "published no batch size)",
         layout(4, 1, 256, 8, 0)},
    };
    return rows;
}

Scenario articleScenario(const ArticleRow& row, const PresetLibrary& presets)
{
    Scenario s;
    s.name = "Article table: " + row.label;
    s.model = presets.modelSpec(row.modelPreset);
    s.cluster = presets.clusterSpec(row.clusterPreset);
    s.cluster.nodes = row.nodes;
    s.training.seqLength = row.seqLength;
    s.training.globalBatch = row.globalBatch;
    s.training.precision = Precision::Bf16;
    s.training.flashAttention = true;
    setKnobs(s, row.layout);
    return s;
}

ArticleComparison compareArticleRow(const ArticleRow& row, const PresetLibrary& presets, const SearchOptions& options)
{
    ArticleComparison c;
    c.row = row;
    c.articleScenario = articleScenario(row, presets);
    c.articleReport = analyse(c.articleScenario);
    c.articleFeasible = !hasErrors(c.articleReport.diagnostics);
    for (const Diagnostic& d : c.articleReport.diagnostics) {
        if (d.severity != Severity::Error)
            continue;
        if (!c.why.empty())
            c.why += "; ";
        c.why += d.message;
    }
    SearchOptions o = options;
    o.gpus = c.articleScenario.cluster.totalGpus();
    o.topN = 1;
    o.keepPoints = false;
    const SearchResult result = runSearch(c.articleScenario, o);
    c.counts = result.counts;
    if (!result.top.empty()) {
        c.searchFound = true;
        c.best = result.top.front();
    }
    return c;
}

} // namespace shardscope
