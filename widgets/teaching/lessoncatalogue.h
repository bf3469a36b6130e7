#pragma once

#include "lesson.h"

#include <vector>

namespace shardscope::ui {

/**
 * The guided lessons, written for this project: one per strategy of the seed article's §2
 * (DP, ZeRO 1/2/3, TP, PP, SP and CP, EP), the mixed recipe of §3, the communication
 * estimate of §4, the four misconceptions of §6, and two places where the article is wrong
 * (Adam's state size, the bubble at m = 2(p−1)). Each works on the user's own model where
 * it can; the EP lesson switches to an MoE model when the user's is dense.
 */
std::vector<Lesson> lessonCatalogue();

} // namespace shardscope::ui
