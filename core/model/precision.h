#pragma once

#include "clusterspec.h"
#include "trainingspec.h"

#include <span>
#include <string_view>

namespace shardscope {

/** The number format a recipe's quantized GEMMs read, which decides the tensor-core peak. */
enum class GemmFormat : uint8_t
{
    Sixteen, ///< BF16 / FP16 (FP32 recipes run TF32, half of it)
    Fp8,
    Fp4
};

/** How a recipe finds the scale of a quantized tensor. */
enum class ScalingKind : uint8_t
{
    None,    ///< not quantized
    Delayed, ///< per tensor, from the amax history of earlier steps: no extra pass
    Current, ///< per tensor, from this tensor's amax: one more read of it before the cast
    Block    ///< per block (1x128 / 128x128, MX's 32, NVFP4's 16), computed inside the cast
};

/**
 * What one precision recipe computes in and keeps: the one table every layer reads for
 * precision (the kernels, the memory, the rules, the exporters). Quantized are the
 * transformer layers' linear GEMMs (QKV, attention output, MLP, experts); attention, the
 * router and the output layer stay in 16 bit in every recipe here (Transformer Engine wraps
 * the transformer layers only; torchtitan's converters skip `output`).
 *
 * Bytes are per element of a tensor the recipe quantizes. Sources: Transformer Engine's
 * recipes (DelayedScaling, Float8CurrentScaling, Float8BlockScaling, MXFP8BlockScaling,
 * NVFP4BlockScaling), the OCP Microscaling spec (32-value blocks, E8M0 scales), NVIDIA's
 * NVFP4 (16-value blocks, E4M3 scale, FP32 per tensor) and DeepSeek-V3 §3.3 (1x128 / 128x128).
 */
/**
 * How each launcher spells a recipe; empty where it has none. Megatron-LM
 * (megatron/training/arguments.py): --fp8-recipe {delayed, tensorwise, blockwise, mxfp8},
 * --fp4-recipe nvfp4. torchtitan: [model] converters = ["quantize.linear.float8"] with
 * [quantize.linear.float8] recipe_name "tensorwise", or "quantize.linear.mx" with
 * recipe_name "mxfp8_cublas" (torchao; delayed scaling was removed from torchao).
 */
struct PrecisionLaunchers
{
    std::string_view megatronFp8Recipe;
    std::string_view megatronFp8Format; ///< --fp8-format: hybrid (E4M3 forward, E5M2 gradients) or e4m3
    std::string_view megatronFp4Recipe;
    std::string_view torchtitanConverter;
    std::string_view torchtitanRecipe;
};

struct PrecisionTraits
{
    Precision precision;
    std::string_view label;     ///< what the GUI and reports call it ("FP8 delayed")
    GemmFormat gemms;           ///< what the linear layers' GEMMs read
    ScalingKind scaling;
    double valueBytes;          ///< bytes per quantized value (1 for FP8, 0.5 for FP4)
    double scaleBytes;          ///< scale bytes per value (per-block scales; 0 per tensor)
    bool blockScaledTensorCores; ///< needs Blackwell's block-scaled MMA (MXFP8, NVFP4)
    PrecisionLaunchers launchers;
    bool quantized() const { return gemms != GemmFormat::Sixteen; }
    /// One quantized copy of a tensor: values and their scales.
    double copyBytes() const { return valueBytes + scaleBytes; }
};

/** Every recipe, in the order of `training.precision`'s choices. */
std::span<const PrecisionTraits> precisionTable();
const PrecisionTraits& precisionTraits(Precision precision);

/** The dense tensor-core peak (TFLOP/s) a recipe's quantized GEMMs run at on `gpu`; 0 if none. */
double quantizedPeakTflops(const GpuSpec& gpu, Precision precision);

/** Whether a GPU's tensor cores run a recipe, and what it lacks when they do not. */
enum class PrecisionSupport : uint8_t
{
    Runs,
    NoFp8TensorCores,        ///< its FP8 peak is 0 (A100, V100)
    NoBlockScaledTensorCores ///< its FP4 peak is 0: MXFP8 and NVFP4 need Blackwell's
};
PrecisionSupport precisionSupport(const GpuSpec& gpu, Precision precision);

/**
 * Whether a plan runs a quantized recipe on a GPU with block-scaled tensor cores (B200, B300,
 * GB200, GB300: its FP4 peak is above 0), the runs the modelled step-time band widens for
 * (core/estimate/evidence.h, kModelledQuantizedBlackwellStepTimeBand).
 */
bool quantizedOnBlockScaledTensorCores(const GpuSpec& gpu, Precision precision);

/**
 * Whether training.fp8_param_gather applies: an FP8 recipe (delayed, current, blockwise,
 * MXFP8). NVFP4 and the 16-bit recipes have no FP8 weights to gather; the rules refuse the
 * switch with them and the estimate reads it as off.
 */
bool gathersFp8Weights(const TrainingSpec& training);

/**
 * Bytes per value of a transformer layer's weight in the data-parallel parameter all-gather
 * (the distributed optimizer's once a step, ZeRO-3 / FSDP's per layer): 2 (4 in FP32), or
 * with FP8 parameter gather the recipe's copy (values and block scales). Megatron-LM's MXFP8
 * path is the exception: it gathers the 16-bit values into the gradient buffer and quantizes
 * after the gather (--reuse-grad-buf-for-mxfp8-param-ag, which Megatron requires with MXFP8
 * parameters), so its bytes stay 2.
 */
double layerWeightGatherBytes(const TrainingSpec& training);

/**
 * Whether the transformer layers' weights are kept in the recipe's format instead of 16 bits:
 * FP8 parameter gather under Transformer Engine (Megatron-LM builds the model inside
 * `fp8_model_init`; the parameter buffer is uint8). torchtitan's float8 all-gather keeps the
 * sharded weights as they were and casts before each gather, so not there.
 */
bool keepsQuantizedLayerWeights(const TrainingSpec& training);

} // namespace shardscope
