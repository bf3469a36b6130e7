#include "quantizekernels.h"

#include "core/model/precision.h"

#include <algorithm>

namespace shardscope {

namespace {

constexpr double kHalf = 2.0; ///< bytes of a 16-bit value

void addMemory(KernelList& out, const char* name, KernelPass pass, double bytes, uint8_t modules)
{
    Kernel k = makeKernel(name, KernelKind::MemoryBound, pass);
    k.modules = modules; // a cast re-runs with the linear it feeds
    k.bytes = bytes;
    out.add(k);
}

} // namespace

/**
 * A precision recipe applied to a layer's kernel list: its linear GEMMs read quantized
 * inputs at the recipe's peak, and the casts that make those inputs are added as
 * memory-bound kernels. Every quantized GEMM needs its two inputs in the layout it reads:
 * fprop X and W, dgrad dY and Wᵀ, wgrad Xᵀ and dYᵀ. Per tensor cast (bytes per element):
 * read 2, write one quantized copy (values + scales) per layout.
 * - Transformer Engine (fused kernels): one cast-transpose kernel writes both layouts; the
 *   input of a LayerNormLinear (QKV, fc1) is written quantized by the norm itself, except
 *   under current scaling, which needs the finished tensor's amax first. Weights are cast
 *   once per step (cached over the micro-batches: optimizerSeconds() times that).
 * - torchtitan (torchao converters): compiled, one kernel writes both layouts; eager, one
 *   cast per layout. The weights are cast every micro-batch (FSDP gathers them anew).
 * Current (tensorwise) scaling reads each tensor once more for its amax; delayed scaling
 * takes the scale from earlier steps, block scaling computes it inside the cast.
 */
void quantizeLinears(const Scenario& s, KernelList& out)
{
    const PrecisionTraits& p = precisionTraits(s.training.precision);
    if (!p.quantized())
        return;
    const bool te = !s.training.runsPyTorchOps(); // else torchtitan's torchao
    const double q = p.copyBytes();
    const bool onePass = te || s.training.kernelFusion == KernelFusion::Compiled;
    const double amax = p.scaling == ScalingKind::Current ? kHalf : 0.0;
    uint8_t modules = 0; // those of the linear being quantized
    auto cast = [&](const char* name, KernelPass pass, double elements) {
        if (amax > 0)
            addMemory(out, "amax", pass, amax * elements, modules);
        if (onePass) {
            addMemory(out, name, pass, (kHalf + 2.0 * q) * elements, modules);
        } else {
            addMemory(out, name, pass, (kHalf + q) * elements, modules);
            addMemory(out, name, pass, (kHalf + q) * elements, modules);
        }
    };
    const int linears = out.count;
    for (int i = 0; i < linears; ++i) {
        Kernel& g = out.items[size_t(i)];
        if (!g.quantizable)
            continue;
        g.quantized = true;
        modules = g.modules;
        const double x = g.groups * g.m * g.k, y = g.groups * g.m * g.n, w = g.groups * g.k * g.n;
        switch (g.pass) {
        case KernelPass::Forward: g.bytes = q * (x + w) + kHalf * y; break;
        case KernelPass::InputGrad: g.bytes = q * (y + w) + kHalf * x; break;
        case KernelPass::WeightGrad: g.bytes -= (kHalf - q) * (x + y); break;
        }
        if (g.pass != KernelPass::Forward)
            continue;
        const bool normFused = te && g.followsNorm && p.scaling != ScalingKind::Current;
        if (normFused) {
            const double extra = std::max(0.0, 2.0 * q - kHalf) * x; // both layouts vs the bf16 output
            if (extra > 0)
                addMemory(out, "quantize input (in the norm)", KernelPass::Forward, extra, modules);
        } else {
            cast("quantize input", KernelPass::Forward, x);
        }
        cast("quantize output gradient", KernelPass::InputGrad, y);
        if (!te)
            cast("quantize weight", KernelPass::Forward, w);
    }
}

} // namespace shardscope
