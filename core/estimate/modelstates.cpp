#include "modelstates.h"

#include <algorithm>

namespace shardscope {

StateBytes stateBytesPerParam(Precision precision, GradPrecision mainGrads, Optimizer optimizer,
                              MomentPrecision moments)
{
    StateBytes b;
    const bool fp32Weights = precision == Precision::Fp32;
    b.weights = fp32Weights ? 4 : 2; // FP8 / FP4 recipes keep 16-bit weights (Transformer Engine, torchao)
    b.gradients = fp32Weights || mainGrads == GradPrecision::Fp32 ? 4 : 2;
    const double master = fp32Weights ? 0 : 4;
    const double moment = moments == MomentPrecision::Bf16 && !fp32Weights ? 2 : 4;
    b.optimizer = master + (optimizer == Optimizer::Adam ? 2 : 1) * moment; // Adam m + v; SGD momentum
    return b;
}

} // namespace shardscope
