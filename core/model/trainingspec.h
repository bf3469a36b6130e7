#pragma once

#include <cstdint>

namespace shardscope {

enum class Precision
{
    Bf16,
    Fp16,
    Fp8,
    Fp32
};
enum class GradPrecision
{
    Fp32,
    Bf16
};
enum class Optimizer
{
    Adam,
    Sgd
};
enum class Recompute
{
    None,
    Selective,
    Full
};

/**
 * Per-GPU memory the model does not explain: the CUDA context and libraries, and the share
 * the caching allocator holds back (fragmentation, reserve).
 */
struct OverheadSpec
{
    double cudaContextGiB = 1.0;
    double allocatorFraction = 0.05;

    bool operator==(const OverheadSpec&) const = default;
};

/** What one training step processes and how it stores numbers. */
struct TrainingSpec
{
    int64_t seqLength = 0;
    int64_t microBatch = 1;
    int64_t globalBatch = 1; ///< sequences per optimizer step
    Precision precision = Precision::Bf16;
    GradPrecision mainGrads = GradPrecision::Fp32;
    Optimizer optimizer = Optimizer::Adam;
    Recompute recompute = Recompute::Selective;
    bool flashAttention = true;
    bool offloadOptimizer = false;
    OverheadSpec overhead;

    bool operator==(const TrainingSpec&) const = default;
};

} // namespace shardscope
