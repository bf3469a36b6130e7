#include "kerneltimes.h"

#include <algorithm>

namespace shardscope {

const EfficiencyCurve& KernelRates::gemmCurve(GemmLayout layout) const
{
    switch (layout) {
    case GemmLayout::Forward: return profile.gemmForward;
    case GemmLayout::InputGrad: return profile.gemmInputGrad;
    case GemmLayout::WeightGrad: return profile.gemmWeightGrad;
    }
    return profile.gemmForward;
}

double KernelRates::finish(double computeSeconds, double bytes, double efficiency, double latency) const
{
    const double memory = bytes > 0 ? bytes / (hbmBytesPerSecond * efficiency) : 0.0;
    return std::max(computeSeconds, memory) + latency;
}

double KernelRates::gemmSeconds(double flops, double bytes, GemmLayout layout, bool quantized) const
{
    // The curve e_max F / (F + F_half) is a fixed time F_half / (P e_max) on top of the FLOPs at
    // peak; that time does not shrink with a faster format, so a quantized GEMM reads the
    // curve at the FLOPs the 16-bit peak would do in its time (F_half scaled by P_q / P_16).
    const double peak = quantized ? quantizedPeakFlops : gemmPeakFlops;
    const double e = computeScale * gemmCurve(layout).at(flops * gemmPeakFlops / peak);
    return finish(flops / (peak * e), bytes, hbmEfficiency, launchSeconds);
}

double KernelRates::groupedGemmSeconds(double flops, double bytes, double tokensPerExpert,
                                       GemmLayout layout, bool quantized) const
{
    const EfficiencyCurve& c = layout == GemmLayout::Forward     ? profile.groupedForward
                               : layout == GemmLayout::InputGrad ? profile.groupedInputGrad
                                                                 : profile.groupedWeightGrad;
    const double peak = quantized ? quantizedPeakFlops : gemmPeakFlops;
    const double e = computeScale * c.at(tokensPerExpert * gemmPeakFlops / peak); // as gemmSeconds()
    return finish(flops / (peak * e), bytes, hbmEfficiency, launchSeconds);
}

double KernelRates::flashAttentionSeconds(double causalFlops, bool backward) const
{
    const EfficiencyCurve& c = flashAttention2 ? (backward ? profile.flashAttention2Backward : profile.flashAttention2Forward)
                               : backward      ? profile.attentionBackward
                                               : profile.attentionForward;
    const double e = computeScale * c.at(causalFlops);
    return finish(causalFlops / (attentionPeakFlops * e), 0, hbmEfficiency, launchSeconds);
}

double KernelRates::batchedGemmSeconds(double flops, double bytes, double headDim, GemmLayout layout) const
{
    const double half = profile.batchedGemmHalfDim;
    const double smallK = half > 0 ? headDim / (headDim + half) : 1.0;
    const double e = computeScale * gemmCurve(layout).at(flops) * smallK;
    return finish(flops / (attentionPeakFlops * e), bytes, hbmEfficiency, launchSeconds);
}

double KernelRates::memorySeconds(double bytes, MemoryClass kind) const
{
    const double e = kind == MemoryClass::CrossEntropy ? profile.crossEntropyEfficiency
                     : kind == MemoryClass::Permute    ? profile.permuteEfficiency
                                                       : hbmEfficiency;
    return finish(0, bytes, e, memoryLatencySeconds);
}

} // namespace shardscope
