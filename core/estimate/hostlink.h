// The GPU's link to host memory, which optimizer and activation offload cross.
#pragma once

#include "core/model/clusterspec.h"

namespace shardscope {

/**
 * Share of the host link's line rate a pinned copy reaches: 55.4 of PCIe Gen5 x16's 64 GB/s,
 * measured host-to-device on H200 (stas00/ml-engineering network/README.md @744d01e). Applied
 * to every host link, NVLink-C2C included (no measured C2C copy rate was found).
 */
inline constexpr double kHostLinkEfficiency = 55.4 / 64.0;

/** Bytes per second one GPU moves each way between its memory and the host's. */
inline double hostLinkBytesPerSecond(const GpuSpec& gpu)
{
    return gpu.hostLinkGBps * 1e9 * kHostLinkEfficiency;
}

} // namespace shardscope
