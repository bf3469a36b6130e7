#pragma once

// The overview the lessons and the decision tree follow, named wherever they cite it, so a
// reader can tell what "§2.3" points at.

#include <string>
#include <string_view>

namespace shardscope {

/** The overview's title, as published. */
inline constexpr std::string_view kSeedArticleTitle = "Distributed Parallelism Overview: From Single GPU to 10K";

/**
 * The title of a numbered section of the overview ("2.3" -> "Tensor Parallelism (TP) —
 * Partition Weight Matrices"); empty for a number it does not have.
 */
std::string_view seedArticleSection(std::string_view number);

/**
 * "§2.3 “Tensor Parallelism (TP) — Partition Weight Matrices” of “Distributed Parallelism
 * Overview: From Single GPU to 10K”": what a lesson or the decision tree follows, in English
 * (the GUI words the sentence around it in the user's language and keeps the titles as published).
 */
std::string seedArticleCitation(std::string_view number);

} // namespace shardscope
