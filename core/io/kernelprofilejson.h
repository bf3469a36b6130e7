#pragma once

#include "core/hardware/kernelprofile.h"
#include "jsonfields.h"

#include <nlohmann/json.hpp>

namespace shardscope {

/**
 * The "gpu.kernels" block of a cluster: every curve and constant required, each range-checked
 * with an error that names its JSON path (e.g. cluster.gpu.kernels.gemm.forward.half_flops).
 */
KernelProfile readKernelProfile(ObjectReader&& in);

nlohmann::json writeKernelProfile(const KernelProfile& profile);

} // namespace shardscope
