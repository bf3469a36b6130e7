#include "precision.h"

#include <array>
#include <stdexcept>

namespace shardscope {

namespace {

// Scale bytes per value: DeepSeek-V3's 1x128 tiles hold one FP32 scale per 128 values
// (weights: one per 128x128 block, negligible); MXFP8 one E8M0 byte per 32; NVFP4 one
// E4M3 byte per 16 (plus one FP32 per tensor, negligible).
constexpr double kTile128 = 4.0 / 128.0;
constexpr double kMx32 = 1.0 / 32.0;
constexpr double kNv16 = 1.0 / 16.0;

constexpr std::array<PrecisionTraits, 8> kTable{{
    {Precision::Bf16, "BF16", GemmFormat::Sixteen, ScalingKind::None, 2.0, 0.0, false, {}},
    {Precision::Fp16, "FP16", GemmFormat::Sixteen, ScalingKind::None, 2.0, 0.0, false, {}},
    {Precision::Fp32, "FP32", GemmFormat::Sixteen, ScalingKind::None, 4.0, 0.0, false, {}},
    {Precision::Fp8Delayed, "FP8 delayed scaling", GemmFormat::Fp8, ScalingKind::Delayed, 1.0, 0.0, false,
     {"delayed", "hybrid", {}, {}, {}}},
    {Precision::Fp8Current, "FP8 current scaling", GemmFormat::Fp8, ScalingKind::Current, 1.0, 0.0, false,
     {"tensorwise", "hybrid", {}, "quantize.linear.float8", "tensorwise"}},
    {Precision::Fp8Blockwise, "FP8 blockwise", GemmFormat::Fp8, ScalingKind::Block, 1.0, kTile128, false,
     {"blockwise", "e4m3", {}, {}, {}}},
    {Precision::Mxfp8, "MXFP8", GemmFormat::Fp8, ScalingKind::Block, 1.0, kMx32, true,
     {"mxfp8", "e4m3", {}, "quantize.linear.mx", "mxfp8_cublas"}},
    {Precision::Nvfp4, "NVFP4", GemmFormat::Fp4, ScalingKind::Block, 0.5, kNv16, true, {{}, {}, "nvfp4", {}, {}}},
}};
} // namespace

std::span<const PrecisionTraits> precisionTable()
{
    return kTable;
}

const PrecisionTraits& precisionTraits(Precision precision)
{
    for (const PrecisionTraits& t : kTable)
        if (t.precision == precision)
            return t;
    throw std::logic_error("precisionTraits: a precision without a row");
}

double quantizedPeakTflops(const GpuSpec& gpu, Precision precision)
{
    const PrecisionTraits& t = precisionTraits(precision);
    switch (t.gemms) {
    case GemmFormat::Sixteen: return precision == Precision::Fp32 ? gpu.peakTflopsBf16 / 2 : gpu.peakTflopsBf16;
    case GemmFormat::Fp8: return t.blockScaledTensorCores && gpu.peakTflopsFp4 <= 0 ? 0.0 : gpu.peakTflopsFp8;
    case GemmFormat::Fp4: return gpu.peakTflopsFp4;
    }
    return 0;
}

PrecisionSupport precisionSupport(const GpuSpec& gpu, Precision precision)
{
    const PrecisionTraits& t = precisionTraits(precision);
    if (t.gemms == GemmFormat::Fp8 && gpu.peakTflopsFp8 <= 0)
        return PrecisionSupport::NoFp8TensorCores;
    if (t.blockScaledTensorCores && gpu.peakTflopsFp4 <= 0)
        return PrecisionSupport::NoBlockScaledTensorCores;
    return PrecisionSupport::Runs;
}

bool quantizedOnBlockScaledTensorCores(const GpuSpec& gpu, Precision precision)
{
    return precisionTraits(precision).quantized() && gpu.peakTflopsFp4 > 0;
}

bool gathersFp8Weights(const TrainingSpec& training)
{
    return training.fp8ParamGather && precisionTraits(training.precision).gemms == GemmFormat::Fp8;
}

double layerWeightGatherBytes(const TrainingSpec& training)
{
    const double sixteenBit = training.precision == Precision::Fp32 ? 4.0 : 2.0;
    if (!gathersFp8Weights(training))
        return sixteenBit;
    if (training.precision == Precision::Mxfp8 && !training.runsPyTorchOps())
        return sixteenBit;
    return precisionTraits(training.precision).copyBytes();
}

bool keepsQuantizedLayerWeights(const TrainingSpec& training)
{
    return gathersFp8Weights(training) && !training.runsPyTorchOps();
}

} // namespace shardscope
