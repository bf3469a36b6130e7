#include "overlapwindows.h"

#include <cstring>

namespace shardscope {

namespace {

struct NamedRole
{
    const char* name;
    KernelRole role;
};

/** The GEMM names of kernels.cpp; tst_communication checks every GEMM of the lists has one. */
constexpr NamedRole kRoles[] = {
    {"qkv", KernelRole::AttentionIn},     {"q", KernelRole::AttentionIn},
    {"q down", KernelRole::AttentionIn},  {"q up", KernelRole::AttentionIn},
    {"kv down", KernelRole::AttentionIn}, {"kv up", KernelRole::AttentionIn},
    {"attention out", KernelRole::AttentionOut},
    {"fc1", KernelRole::MlpIn},           {"fc2", KernelRole::MlpOut},
    {"router", KernelRole::Experts},      {"expert fc1", KernelRole::Experts},
    {"expert fc2", KernelRole::Experts},
    {"scale-mask-softmax", KernelRole::CoreAttention},
    {"attention dropout", KernelRole::CoreAttention},
    {"attention dropout backward", KernelRole::CoreAttention},
    {"softmax backward", KernelRole::CoreAttention},
};

} // namespace

KernelRole kernelRole(const Kernel& k)
{
    if (k.kind == KernelKind::FlashAttention || k.kind == KernelKind::BatchedGemm)
        return KernelRole::CoreAttention;
    for (const NamedRole& r : kRoles)
        if (k.name[0] == r.name[0] && std::strcmp(k.name, r.name) == 0) // the first letter rules most out
            return r.role;
    return KernelRole::Other;
}

LayerWindows layerWindows(const KernelList& kernels)
{
    LayerWindows w;
    for (const Kernel& k : kernels) {
        const bool fwd = k.pass == KernelPass::Forward;
        const bool dgrad = k.pass == KernelPass::InputGrad;
        (fwd ? w.forward : w.backward) += k.seconds;
        double* in[3] = {nullptr, nullptr, nullptr}; // forward, input grad, weight grad
        switch (kernelRole(k)) {
        case KernelRole::AttentionIn: in[0] = &w.attnInForward, in[1] = &w.attnInInputGrad, in[2] = &w.attnInWeightGrad; break;
        case KernelRole::AttentionOut: in[0] = &w.attnOutForward, in[1] = &w.attnOutInputGrad; break;
        case KernelRole::MlpIn: in[0] = &w.mlpInForward, in[1] = &w.mlpInInputGrad, in[2] = &w.mlpInWeightGrad; break;
        case KernelRole::MlpOut: in[0] = &w.mlpOutForward, in[1] = &w.mlpOutInputGrad; break;
        case KernelRole::CoreAttention: in[0] = &w.attentionForward, in[1] = &w.attentionBackward; break;
        case KernelRole::Experts:
        case KernelRole::Other: break;
        }
        double* slot = fwd ? in[0] : dgrad ? in[1] : in[2];
        if (slot)
            *slot += k.seconds;
    }
    return w;
}

} // namespace shardscope
