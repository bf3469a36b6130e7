// Transformer Engine's placeholder weight gradients: memory Megatron-LM runs hold beyond the
// model states (issue 15 item 5).
#pragma once

#include "core/model/scenario.h"

#include <array>

namespace shardscope {

/** A linear layer's local weight: `in` x `out` after TP / ETP sharding (Kernel::k x Kernel::n). */
struct LinearWeightShape
{
    double in = 0;
    double out = 0;
    bool operator==(const LinearWeightShape&) const = default;
};

/** The distinct local weight shapes of a layer's Transformer Engine linear layers. */
struct LinearWeightShapes
{
    std::array<LinearWeightShape, 16> items{};
    int count = 0;

    /** Adds `shape` unless it is already there (TE keeps one placeholder per shape). */
    void add(LinearWeightShape shape);
    const LinearWeightShape* begin() const { return items.data(); }
    const LinearWeightShape* end() const { return items.data() + count; }
};

/**
 * The weight shapes of one transformer layer's Transformer Engine linear layers as
 * Megatron-LM builds them (`kernel_fusion` fused): the fused QKV (or MLA's down and up
 * projections), the attention output projection, the MLP's fc1 (gate and up together) and fc2,
 * or for an MoE layer one expert's fc1 and fc2 and the shared experts' MLP. The router and the
 * output layer are Megatron's own layers, not Transformer Engine's. These are the shapes of the
 * weight-gradient GEMMs layerKernels() lists for the same layer (tst_memory checks that).
 */
void addTransformerEngineWeightShapes(const Scenario& s, bool moeLayer, LinearWeightShapes& out);

/**
 * Bytes of Transformer Engine's dummy weight gradients on a stage: with Megatron-LM's
 * gradient-accumulation fusion a TE linear layer adds its weight gradient into the parameter's
 * fp32 main_grad and returns to autograd a placeholder of the weight's shape and dtype instead
 * (transformer_engine/pytorch/module/base.py, get_dummy_wgrad), cached once per distinct
 * shape and dtype and kept for the life of the process. The stage holds one per distinct shape
 * among its layer kinds (`denseLayers`, `moeLayers`) and, with `mtp`, the MTP projection.
 * Zero for plans on PyTorch's own kernels (torchtitan keeps ordinary .grad tensors).
 */
double transformerEngineDummyWgradBytes(const Scenario& s, bool denseLayers, bool moeLayers, bool mtp);

} // namespace shardscope
