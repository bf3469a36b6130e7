#include "seedarticle.h"

#include <array>
#include <utility>

namespace shardscope {

namespace {

// The overview's numbered headings, as it prints them.
constexpr std::array<std::pair<std::string_view, std::string_view>, 12> kSections{{
    {"1", "The Starting Point: Why a Single GPU Is Not Enough"},
    {"2", "Parallelism Strategies: Six Ways to Partition"},
    {"2.1", "Data Parallelism (DP) — Partition the Data"},
    {"2.2", "ZeRO (Zero Redundancy Optimizer) — Partition Optimizer States"},
    {"2.3", "Tensor Parallelism (TP) — Partition Weight Matrices"},
    {"2.4", "Pipeline Parallelism (PP) — Partition Layers"},
    {"2.5", "Sequence Parallelism (SP) — Partition the Sequence"},
    {"2.6", "MoE Expert Parallelism (EP) — Partition Experts"},
    {"3", "Mixed Parallelism: How to Combine"},
    {"4", "Communication Cost Estimation: Is the Network Enough?"},
    {"5", "Selection Decision Tree"},
    {"6", "Common Misconceptions"},
}};

} // namespace

std::string_view seedArticleSection(std::string_view number)
{
    for (const auto& [n, title] : kSections)
        if (n == number)
            return title;
    return {};
}

std::string seedArticleCitation(std::string_view number)
{
    std::string out = "\xC2\xA7" + std::string(number);
    if (const std::string_view title = seedArticleSection(number); !title.empty())
        out += " \xE2\x80\x9C" + std::string(title) + "\xE2\x80\x9D";
    return out + " of \xE2\x80\x9C" + std::string(kSeedArticleTitle) + "\xE2\x80\x9D";
}

} // namespace shardscope
