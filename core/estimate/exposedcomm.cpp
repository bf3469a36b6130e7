// exposedComm(): one layer's TP, CP and EP collectives against the windows of its own kernels.

#include "exposedcomm.h"

#include "core/model/schedule.h"

#include <utility>

namespace shardscope {

namespace {

/** Compute slowdown of the tier a group's traffic runs on. */
double slowdownOf(const GroupPlacement& g, const ClusterSpec& c)
{
    switch (g.link) {
    case LinkClass::SameGpu: return 0.0;
    case LinkClass::NvLink:
    case LinkClass::Pcie: return c.intraNode.overlapSlowdown;
    default: return c.interNode.overlapSlowdown;
    }
}

/**
 * EP all-to-all hides behind compute only when the switch or the schedule overlaps it; a
 * schedule only with pipeline stages (one stage runs no schedule: DualPipeV's pairs need two).
 */
bool expertOverlapped(const Scenario& s)
{
    return s.parallel.overlap.expertParallel ||
           (s.parallel.pp > 1 && scheduleTraits(s.parallel.schedule).overlapsExpertAllToAll);
}

/** Splits `exposed` of a shared window between two collectives by their length. */
std::pair<double, double> splitByLength(double exposed, double a, double b)
{
    const double sum = a + b;
    return sum > 0 ? std::pair{exposed * a / sum, exposed * b / sum} : std::pair{0.0, 0.0};
}

} // namespace

ExposedComm exposedComm(const LayerComm& c, const LayerWindows& w, const Scenario& s, const Placement& placement)
{
    const OverlapConfig& overlap = s.parallel.overlap;
    const bool tpOn = overlap.tensorParallel;
    const double tpSlow = slowdownOf(placement.group(GroupDim::Tp), s.cluster);
    const double cpSlow = slowdownOf(placement.group(GroupDim::Cp), s.cluster);
    const double epSlow = slowdownOf(placement.group(GroupDim::Ep), s.cluster);
    const bool moe = expertOverlapped(s);
    auto tp = [&](double comm, double window, bool overlapped) { return exposedPart(comm, window, overlapped, tpSlow); };
    ExposedComm e;

    // TP, attention block: QKV (column) ... attention out (row).
    double tpF = tp(c.tpEnter, w.attnInForward, tpOn) + tp(c.tpExit, w.attnOutForward, tpOn);
    double tpB = tp(c.tpExitGrad, w.attnOutInputGrad, tpOn) + tp(c.tpRegather, w.attnInInputGrad, true) +
                 tp(c.tpEnterGrad, w.attnInWeightGrad, true);
    // MLP block: fc1 (column) ... fc2 (row), or the MoE token dispatcher's gather and scatter.
    double dispatchF = 0, dispatchB = 0, mlpF = 0;
    if (!c.tpMlpIsDispatcher) {
        mlpF = tp(c.tpEnter, w.mlpInForward, tpOn) + tp(c.tpExit, w.mlpOutForward, tpOn);
        tpB += tp(c.tpExitGrad, w.mlpOutInputGrad, tpOn) + tp(c.tpRegather, w.mlpInInputGrad, true) +
               tp(c.tpEnterGrad, w.mlpInWeightGrad, true);
    } else {
        dispatchF = c.tpEnter + c.tpExit;
        dispatchB = c.tpExitGrad + c.tpEnterGrad;
    }
    // Recompute runs the forward again, collectives and all: both blocks (full) or the MLP
    // block (Megatron's mlp / moe modules).
    if (s.training.recompute == Recompute::Full)
        tpB += tpF;
    if (s.training.recomputesMlpBlock(c.tpMlpIsDispatcher)) {
        tpB += mlpF;
        dispatchB += dispatchF;
    }
    tpF += mlpF;

    // CP: Megatron's ring, c-1 transfers each behind one of the c blocks of the attention
    // kernel; a recomputed forward's behind the recomputed kernel. PyTorch's all-gather is
    // waited before the second block, so the first block (1/c of the kernel) hides it; its
    // backward's dK/dV exchanges hide behind the next blocks but the last. Megatron's
    // all_gather and a2a exchanges run before (and after) the kernel, behind nothing.
    const int cpSize = placement.group(GroupDim::Cp).size;
    const bool cpRing = s.training.runsPyTorchOps() || s.parallel.cpCommType == CpCommType::P2p;
    const bool cpOn = overlap.contextParallel && cpRing;
    double cpF = 0, cpB = 0;
    if (cpSize > 1 && c.cpGradRound > 0) {
        const double firstBlock = 1.0 / cpSize;
        const double gather = c.cpForward;
        const double rounds = cpSize * c.cpGradRound;
        cpF = exposedPart(gather, firstBlock * w.attentionForward, cpOn, cpSlow);
        cpB = exposedPart(gather, firstBlock * w.attentionBackward, cpOn, cpSlow) +
              exposedPart(rounds - c.cpGradRound, (1.0 - firstBlock) * w.attentionBackward, cpOn, cpSlow) +
              c.cpGradRound + exposedPart(c.cpRecompute, firstBlock * w.attentionForward, cpOn, cpSlow);
    } else if (cpSize > 1) {
        const double ring = double(cpSize - 1) / cpSize;
        cpF = exposedPart(c.cpForward, ring * w.attentionForward, cpOn, cpSlow);
        cpB = exposedPart(c.cpBackward - c.cpRecompute, ring * w.attentionBackward, cpOn, cpSlow) +
              exposedPart(c.cpRecompute, ring * w.attentionForward, cpOn, cpSlow);
    }

    // EP (with the dispatcher's TP part): one micro-batch's all-to-alls behind another's
    // forward + backward when the schedule or the switch pairs them, else exposed.
    // The overlapped compute slows by each part's own tier (the dispatcher's is TP's).
    const double epComm = c.epForward + c.epBackward, dispatchComm = dispatchF + dispatchB;
    const double moeComm = epComm + dispatchComm;
    const double moeSlow = moeComm > 0 ? (epComm * epSlow + dispatchComm * tpSlow) / moeComm : 0.0;
    const double moeExposed = exposedPart(moeComm, w.forward + w.backward, moe, moeSlow);
    const auto [epPart, dispatchPart] = splitByLength(moeExposed, epComm, dispatchComm);
    const auto [epF, epB] = splitByLength(epPart, c.epForward, c.epBackward);
    const auto [dF, dB] = splitByLength(dispatchPart, dispatchF, dispatchB);

    e.passes.forward = tpF + dF + cpF + epF;
    e.passes.backward = tpB + dB + cpB + epB;
    e.tp = tpF + tpB + dF + dB;
    e.cp = cpF + cpB;
    e.ep = epF + epB;
    return e;
}

} // namespace shardscope
