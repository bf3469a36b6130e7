#include "kernelprofile.h"

namespace shardscope {

KernelProfile flatKernelProfile(double matmulEfficiency, double hbmEfficiency)
{
    KernelProfile p;
    const EfficiencyCurve flat{matmulEfficiency, 0};
    p.gemmForward = p.gemmInputGrad = p.gemmWeightGrad = flat;
    p.groupedForward = p.groupedInputGrad = p.groupedWeightGrad = flat;
    p.attentionForward = p.attentionBackward = flat;
    p.flashAttention2Forward = p.flashAttention2Backward = flat;
    p.batchedGemmHalfDim = 0;
    p.launchLatencyUs = 0;
    p.memoryLatencyUs = 0;
    p.crossEntropyEfficiency = hbmEfficiency;
    p.permuteEfficiency = hbmEfficiency;
    return p;
}

} // namespace shardscope
