// The listed op orders of the simulated pipeline schedules: which F, B and W a rank runs, in
// which order. Internal to the pipeline simulation (pipelinesimulation.cpp reads them, with
// the patterned orders of GPipe, 1F1B and interleaved 1F1B, and runs them with their
// dependencies). ZB-H1 and Megatron's interleaved table are in pipelineorders.cpp, ZB-V in
// pipelineorderzbv.cpp, DualPipe and DualPipeV in pipelineorderdualpipe.cpp.
#pragma once

#include "pipeline.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace shardscope::pipelineorder {

/**
 * One entry of a rank's op order. Backward is the input gradient in schedules that split
 * the backward (ZB-H1, ZB-V, DualPipe, DualPipeV) and the whole backward otherwise; FullBackward is
 * B and W in one op inside a split schedule (DualPipe, DualPipeV); Pair is DualPipe's overlapped
 * forward (microbatch, chunk) with the full backward (microbatch2, chunk2).
 */
enum class Step : uint8_t { Forward, Backward, Weight, FullBackward, Pair };

struct OrderOp
{
    Step step;
    int microbatch;
    int chunk; ///< global chunk index (see ChunkGraph)
    int microbatch2 = 0;
    int chunk2 = 0;
};

/** Megatron's interleaved visiting order, the same on every rank: (micro-batch, local chunk). */
struct InterleavedOrder
{
    std::vector<std::pair<int, int>> forward, backward;
};

/** 1F1B on rank s with one chunk; ZB-H1 splits B/W and defers `deferW` weight passes. */
std::vector<OrderOp> oneFOneB(int s, int p, int m, bool split, int deferW);

/**
 * ZB-V on rank r: PyTorch's ScheduleZBVZeroBubble order (Qi et al., ICLR'24 §6), written
 * from its description. Rank r holds chunks r and 2p-1-r. Warm-up: 2(p-r)-1 forwards of the
 * first chunk, r pairs (second chunk, first chunk), p-r rounds of F, B, W on the second
 * chunk; steady state: F, B, W of the first chunk then of the second; cool-down: the
 * remaining B of both chunks, then the W left over. The order is built for max(m, 2p-1)
 * micro-batches (the fewest that fill the V) and the ones beyond m are dropped, as PyTorch does.
 */
std::vector<OrderOp> zeroBubbleVOrder(int r, int p, int m);

/**
 * DualPipe on rank r (p even): the eight steps of deepseek-ai/DualPipe's DualPipe.step(),
 * written from the DeepSeek-V3 report §3.2.1 and that schedule. With h = min(r, p-1-r) and
 * P = p/2, phase 0 is the direction in which the rank is stage h, phase 1 the other one
 * (stage p-1-h). 1: 2(P-h-1) forwards of phase 0; 2: h+1 pairs F0 F1; 3: P-h-1 rounds of
 * B1 (input gradient only), W, F1; 4: the steady state, n-p+h+1 rounds of (F0 with the full
 * B1 overlapped, F1 with B0; the middle ranks run their first F0 and B1 apart); 5: P-h-1
 * rounds of full B1 then F1 with B0; 6: h+1 rounds of B1, B0, switching to input-gradient-
 * only half way; 7: P-h-1 rounds of W, B0; 8: the h+1 weight passes left. W passes run in
 * the order their B ran. Built for n = max(ceil(m/2), p) micro-batches per direction (the
 * fewest DualPipe accepts), those beyond each direction's share of m dropped: the first
 * ceil(m/2) micro-batches enter at rank 0, the rest at rank p-1.
 */
std::vector<OrderOp> dualPipeOrder(int r, int p, int m);

/**
 * DualPipeV on rank r of p (deepseek-ai/DualPipe's DualPipeV.step(), DualPipe "cut in half"):
 * the same eight steps as DualPipe's rank r of 2p with h = r and P = p, rank r holding chunk
 * r on the way down and chunk 2p-1-r on the way back up (the V of ZB-V), every micro-batch
 * through both; step 4 runs n-2p+r+1 rounds and the last rank its first F0 and B1 apart.
 * Built for n = max(m, 2p) micro-batches (the fewest DualPipeV accepts), those beyond m dropped.
 */
std::vector<OrderOp> dualPipeVOrder(int r, int p, int m);

/**
 * Megatron-LM's interleaved table (get_schedule_table): micro-batches go in groups of `group`
 * (N, at least p; the last group takes what is left); within a group every chunk in turn
 * (forward: chunk 0 first; backward: the last chunk first).
 */
InterleavedOrder interleavedOrder(int p, int m, int v, int group);

} // namespace shardscope::pipelineorder
