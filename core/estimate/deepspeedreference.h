#pragma once

#include "report.h"

#include <cstdint>

namespace shardscope {

/**
 * DeepSpeed's model-state estimators, ported as they are in
 * microsoft/DeepSpeed runtime/zero/stage_1_and_2.py::estimate_zero2_model_states_mem_needs
 * and runtime/zero/stage3.py::estimate_zero3_model_states_mem_needs (after PR #5099).
 * They assume pure data parallelism over nodes x gpus_per_node GPUs. The buffer factor
 * multiplies only the CPU figure.
 */
struct DeepSpeedEstimate
{
    double gpuBytes = 0;
    double cpuBytes = 0;
};

DeepSpeedEstimate deepspeedZero2Estimate(double totalParams, int gpusPerNode, int nodes,
                                         bool cpuOffload, double bufferFactor = 1.5);

DeepSpeedEstimate deepspeedZero3Estimate(double totalParams, double largestLayerParams,
                                         int gpusPerNode, int nodes, bool cpuOffload,
                                         bool cpuOffloadParams, bool zeroInit = true,
                                         double bufferFactor = 1.5);

} // namespace shardscope
