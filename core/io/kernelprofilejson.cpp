#include "kernelprofilejson.h"

namespace shardscope {

void completeKernelProfile(GpuSpec& gpu, bool profiled, bool matmulGiven)
{
    KernelProfile& p = gpu.kernels;
    if (!profiled) {
        p = flatKernelProfile(gpu.matmulEfficiency, gpu.hbmEfficiency);
        return;
    }
    if (!matmulGiven)
        gpu.matmulEfficiency = p.gemmForward.maxEfficiency;
    if (!p.flashAttention2Measured) {
        p.flashAttention2Forward = p.attentionForward;
        p.flashAttention2Backward = p.attentionBackward;
    }
}

} // namespace shardscope
