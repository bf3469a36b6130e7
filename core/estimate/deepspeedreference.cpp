#include "deepspeedreference.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

DeepSpeedEstimate deepspeedZero2Estimate(double totalParams, int gpusPerNode, int nodes,
                                         bool cpuOffload, double bufferFactor)
{
    const double totalGpus = double(nodes) * gpusPerNode;
    DeepSpeedEstimate e;
    if (cpuOffload) {
        e.gpuBytes = 2 * totalParams;
        e.cpuBytes = totalParams * std::max(4 * totalGpus, 16.0) * bufferFactor;
    } else {
        e.gpuBytes = 2 * totalParams + std::floor(18 * totalParams / totalGpus);
        e.cpuBytes = totalParams * 4 * gpusPerNode * bufferFactor;
    }
    return e;
}

DeepSpeedEstimate deepspeedZero3Estimate(double totalParams, double largestLayerParams,
                                         int gpusPerNode, int nodes, bool cpuOffload,
                                         bool cpuOffloadParams, bool zeroInit, double bufferFactor)
{
    const double totalGpus = double(nodes) * gpusPerNode;
    const double gpusFactor = 1.0 / nodes;
    const double largestLayerMemory = 4 * largestLayerParams;
    DeepSpeedEstimate e;
    if (cpuOffload) {
        if (cpuOffloadParams) {
            e.gpuBytes = largestLayerMemory;
            e.cpuBytes = zeroInit ? totalParams * 18 * gpusFactor * bufferFactor
                                  : totalParams * std::max(4.0 * gpusPerNode, 18 * gpusFactor) *
                                        bufferFactor;
        } else {
            e.gpuBytes = largestLayerMemory + std::floor(2 * totalParams / totalGpus);
            e.cpuBytes = zeroInit ? totalParams * 16 * gpusFactor * bufferFactor
                                  : totalParams * std::max(4.0 * gpusPerNode, 16 * gpusFactor) *
                                        bufferFactor;
        }
    } else {
        e.gpuBytes = largestLayerMemory + std::floor(18 * totalParams / totalGpus);
        e.cpuBytes = zeroInit ? largestLayerParams * 4 * gpusPerNode * bufferFactor
                              : totalParams * 4 * gpusPerNode * bufferFactor;
    }
    return e;
}

} // namespace shardscope
