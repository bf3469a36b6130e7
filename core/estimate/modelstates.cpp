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

ModelStateMemory& ModelStateMemory::operator+=(const ModelStateMemory& other)
{
    weights += other.weights;
    gradients += other.gradients;
    optimizer += other.optimizer;
    hostBytes += other.hostBytes;
    return *this;
}

ModelStateMemory shardModelStates(double params, double shardGroup, int zeroStage,
                                  const StateBytes& bytes, bool offloadOptimizer)
{
    const double n = std::max(shardGroup, 1.0);
    ModelStateMemory m;
    m.weights = params * bytes.weights / (zeroStage >= 3 ? n : 1.0);
    m.gradients = params * bytes.gradients / (zeroStage >= 2 ? n : 1.0);
    m.optimizer = params * bytes.optimizer / (zeroStage >= 1 ? n : 1.0);
    if (offloadOptimizer) {
        m.hostBytes += m.optimizer;
        m.optimizer = 0;
        if (zeroStage >= 2) {
            m.hostBytes += m.gradients;
            m.gradients = 0;
        }
    }
    return m;
}

} // namespace shardscope
