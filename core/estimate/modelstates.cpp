#include "modelstates.h"

#include <algorithm>

namespace shardscope {

StateBytes stateBytesPerParam(Precision precision, GradPrecision mainGrads, Optimizer optimizer)
{
    StateBytes b;
    const bool fp32Weights = precision == Precision::Fp32;
    b.weights = fp32Weights ? 4 : 2; // FP8 training keeps bf16 weights (Transformer Engine)
    b.gradients = fp32Weights || mainGrads == GradPrecision::Fp32 ? 4 : 2;
    const double master = fp32Weights ? 0 : 4;
    const double moments = optimizer == Optimizer::Adam ? 8 : 4; // Adam m + v; SGD momentum
    b.optimizer = master + moments;
    return b;
}

} // namespace shardscope
