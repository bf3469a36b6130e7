#include "dummywgrad.h"

#include <algorithm>
#include <stdexcept>

namespace shardscope {

void LinearWeightShapes::add(LinearWeightShape shape)
{
    if (std::find(begin(), end(), shape) != end())
        return;
    if (count >= int(items.size())) // a layer has at most 13 distinct shapes (MLA, MoE, shared experts, MTP)
        throw std::logic_error("LinearWeightShapes: more weight shapes than a layer has");
    items[size_t(count++)] = shape;
}

namespace {

void addMlpShapes(const ModelSpec& m, double width, double tp, LinearWeightShapes& out)
{
    const double up = m.activation == Activation::Swiglu ? 2.0 : 1.0;
    const double h = double(m.hidden);
    out.add({h, up * width / tp});
    out.add({width / tp, h});
}

} // namespace

void addTransformerEngineWeightShapes(const Scenario& s, bool moeLayer, LinearWeightShapes& out)
{
    const ModelSpec& m = s.model;
    const double h = double(m.hidden);
    const double a = double(m.heads);
    const double t = std::max(1, s.parallel.tp);
    double vDim;
    if (m.mla) {
        const MlaSpec& x = *m.mla;
        const double qkDim = double(x.qkNopeHeadDim + x.qkRopeHeadDim);
        vDim = double(x.vHeadDim);
        if (x.qLoraRank > 0) {
            out.add({h, double(x.qLoraRank)});
            out.add({double(x.qLoraRank), a * qkDim / t});
        } else {
            out.add({h, a * qkDim / t});
        }
        out.add({h, double(x.kvLoraRank + x.qkRopeHeadDim)});
        out.add({double(x.kvLoraRank), a * double(x.qkNopeHeadDim + x.vHeadDim) / t});
    } else {
        const double d = double(m.effectiveHeadDim());
        vDim = d;
        out.add({h, (a + 2.0 * double(m.kvHeads)) * d / t});
    }
    out.add({a * vDim / t, h});
    if (!moeLayer) {
        addMlpShapes(m, double(m.ffnHidden), t, out);
        return;
    }
    const MoeSpec& e = *m.moe;
    addMlpShapes(m, double(e.expertFfnHidden), std::max(1, s.parallel.expertTensorParallel()), out);
    if (e.sharedExperts > 0) {
        const double f = double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
                         e.sharedExperts;
        addMlpShapes(m, f, t, out);
    }
}

double transformerEngineDummyWgradBytes(const Scenario& s, bool denseLayers, bool moeLayers, bool mtp)
{
    if (s.training.runsPyTorchOps() || !s.training.wgradPlaceholders)
        return 0;
    LinearWeightShapes shapes;
    if (denseLayers)
        addTransformerEngineWeightShapes(s, false, shapes);
    if (moeLayers && s.model.isMoe())
        addTransformerEngineWeightShapes(s, true, shapes);
    if (mtp) // the MTP module's projection of [hidden state; embedding], column-parallel
        shapes.add({2.0 * double(s.model.hidden), double(s.model.hidden) / std::max(1, s.parallel.tp)});
    // The placeholder has the parameter's dtype: 16-bit in mixed precision.
    const double bytesPerElement = s.training.precision == Precision::Fp32 ? 4.0 : 2.0;
    double elements = 0;
    for (const LinearWeightShape& w : shapes)
        elements += w.in * w.out;
    return bytesPerElement * elements;
}

} // namespace shardscope
