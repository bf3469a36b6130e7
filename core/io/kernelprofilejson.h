#pragma once

#include "core/model/clusterspec.h"

namespace shardscope {

/**
 * What a cluster file's "gpu.kernels" block means once its numbers are read (they are rows of
 * the field registry, read by specjson.cpp): without the block (`profiled` false, an older
 * file) the flat profile at the GPU's matmul and HBM efficiencies; with it, matmul_efficiency
 * defaults to the forward GEMM's e_max (`matmulGiven` false), and the FlashAttention-2 curves
 * are the fused kernel's unless measured.
 */
void completeKernelProfile(GpuSpec& gpu, bool profiled, bool matmulGiven);

} // namespace shardscope
