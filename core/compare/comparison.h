#pragma once

#include "core/estimate/report.h"

#include <string>
#include <vector>

namespace shardscope {

/** One figure of configuration A and of configuration B. */
struct Delta
{
    double a = 0;
    double b = 0;
    double delta() const { return b - a; }
    /** (B - A) / |A|; 0 when A is 0. */
    double relative() const;
};

/** One pipeline stage's memory in A and B (a stage only one of them has counts as 0 there). */
struct StageDelta
{
    int stage = 0;
    bool inA = false, inB = false;
    Delta total, weights, gradients, optimizer, activations, buffers, overhead;
};

/** One parallel dimension's communication per GPU per step. */
struct CommDelta
{
    std::string dim;
    bool inA = false, inB = false;
    Delta bytes, timeS, exposedS;
};

/**
 * Configuration B (usually the document) against a pinned configuration A: every figure the
 * teaching view puts side by side, with B - A. Stages are matched by index, communication
 * by dimension, diagnostics by code. Pure: the numbers are the two reports' own.
 */
struct ReportComparison
{
    Delta world, peakBytes, capacityBytes;
    Delta stepS, computeS, bubbleS, exposedCommS, optimizerS;
    Delta tokensPerS, mfu, hfu, bubbleFraction, commShare, commBytes;
    std::vector<StageDelta> stages;
    std::vector<CommDelta> communication;
    std::vector<std::string> diagnosticsOnlyA; ///< codes A breaks and B does not (fixed by B)
    std::vector<std::string> diagnosticsOnlyB; ///< codes B breaks and A does not (new in B)
    std::vector<std::string> diagnosticsBoth;
};

ReportComparison compareReports(const Report& a, const Report& b);

} // namespace shardscope
