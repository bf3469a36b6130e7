#include "kernels.h"

#include "core/model/precision.h"

#include <algorithm>

namespace shardscope {

void timeKernels(KernelList& kernels, const KernelRates& r)
{
    for (Kernel& k : kernels) {
        const GemmLayout layout = k.pass == KernelPass::Forward     ? GemmLayout::Forward
                                  : k.pass == KernelPass::InputGrad ? GemmLayout::InputGrad
                                                                    : GemmLayout::WeightGrad;
        switch (k.kind) {
        case KernelKind::Gemm: k.seconds = r.gemmSeconds(k.flops, k.bytes, layout, k.quantized); break;
        case KernelKind::GroupedGemm:
            k.seconds = r.groupedGemmSeconds(k.flops, k.bytes, k.tokensPerExpert(), layout, k.quantized);
            break;
        case KernelKind::FlashAttention:
            k.seconds = r.flashAttentionSeconds(k.flops, k.pass != KernelPass::Forward);
            break;
        case KernelKind::BatchedGemm: k.seconds = r.batchedGemmSeconds(k.flops, k.bytes, k.k, layout); break;
        case KernelKind::MemoryBound: {
            const double launches = std::max(1.0, k.launches);
            k.seconds = launches * r.memorySeconds(k.bytes / launches, k.memory);
            break;
        }
        }
    }
}

OpTimes passTimes(const KernelList& kernels, Recompute recompute)
{
    OpTimes t;
    double recomputed = 0;
    for (const Kernel& k : kernels) {
        switch (k.pass) {
        case KernelPass::Forward:
            t.forward += k.seconds;
            if (recompute == Recompute::Full || (recompute == Recompute::Selective && k.reRunBySelective))
                recomputed += k.seconds;
            break;
        case KernelPass::InputGrad: t.backward += k.seconds; break;
        case KernelPass::WeightGrad: t.weight += k.seconds; break;
        }
    }
    t.backward += recomputed;
    return t;
}

KernelRates kernelRates(const ClusterSpec& c, Precision precision, AttentionKernel attention)
{
    KernelRates r;
    const GpuSpec& g = c.gpu;
    r.profile = g.kernels;
    const double sixteenBit = g.peakTflopsBf16 * 1e12;
    r.gemmPeakFlops = precision == Precision::Fp32 ? sixteenBit / 2 : sixteenBit; // fp32: TF32
    const double quantized = quantizedPeakTflops(g, precision) * 1e12;
    r.quantizedPeakFlops = precisionTraits(precision).quantized() && quantized > 0
                               ? quantized * g.fp8MatmulRatio
                               : r.gemmPeakFlops;
    r.attentionPeakFlops = precision == Precision::Fp32 ? sixteenBit / 2 : sixteenBit;
    r.hbmBytesPerSecond = g.hbmTBps * 1e12;
    r.hbmEfficiency = g.hbmEfficiency;
    const double reference = g.kernels.gemmForward.maxEfficiency;
    r.computeScale = reference > 0 ? g.matmulEfficiency / reference : 1.0;
    r.launchSeconds = g.kernels.launchLatencyUs * 1e-6;
    r.memoryLatencySeconds = g.kernels.memoryLatencyUs * 1e-6;
    r.flashAttention2 = attention == AttentionKernel::FlashAttention2;
    return r;
}

} // namespace shardscope
