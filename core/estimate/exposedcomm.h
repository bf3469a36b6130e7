// The TP/CP/EP communication of one layer that its own compute does not hide: the overlap
// model of time-model.md §3 (what each collective hides behind, and the slowdown of the
// compute it overlaps).
#pragma once

#include "communication.h"
#include "compute.h"
#include "overlapwindows.h"
#include "core/model/scenario.h"
#include "core/topology/placement.h"

#include <algorithm>

namespace shardscope {

/**
 * The TP/CP/EP communication of one layer-micro-batch that its compute does not hide, by
 * pipeline operation (what the schedule carries) and by dimension (what the report shows;
 * tp + cp + ep = passes.forward + passes.backward).
 */
struct ExposedComm
{
    OpTimes passes;
    double tp = 0, cp = 0, ep = 0;
};

/**
 * Exposure of one layer's collectives behind the layer's own timed kernels, as the
 * scenario's overlap switches and Megatron-Core / Transformer Engine run them:
 * - TP forward: exposed, or with `overlap.tensor_parallel` (TE userbuffers) each gather
 *   behind the column-parallel GEMM it feeds and each reduce behind the row-parallel GEMM
 *   that produces it. TP backward: the column-parallel input-gradient all-reduce /
 *   reduce-scatter is asynchronous behind the weight-gradient GEMM and SP's re-gather of the
 *   input behind the input-gradient GEMM (layers.py, always); the row-parallel output
 *   gradient's gather (SP) is exposed unless the switch is on (then behind its input-gradient
 *   GEMM); full recompute's re-run forward collectives as in the forward. An MoE layer's MLP
 *   block has the token dispatcher's TP collectives instead: with EP's.
 * - CP (`overlap.context_parallel`): the ring's c-1 transfers each behind one block of the
 *   attention kernel, i.e. behind (c-1)/c of it, forward and backward.
 * - EP: exposed unless `overlap.expert_parallel` or DualPipe; then one micro-batch's
 *   dispatch/combine behind another's paired forward + backward of the layer.
 * Overlapped compute slows by the carrying tier's `overlap_slowdown`.
 */
ExposedComm exposedComm(const LayerComm& comm, const LayerWindows& windows, const Scenario& scenario,
                        const Placement& placement);


/**
 * The part of a communication that compute does not hide: everything when not overlapped;
 * otherwise what outlasts the window, plus the window's compute slowed by the tier's
 * `slowdown` while the traffic runs beside it (time-model.md §3: Calculon 0.15 NVLink,
 * 0.02 InfiniBand).
 */
inline double exposedPart(double comm, double hiding, bool overlapped, double slowdown = 0)
{
    if (!overlapped)
        return comm;
    return std::max(0.0, comm - hiding) + slowdown * std::min(comm, hiding);
}

} // namespace shardscope
