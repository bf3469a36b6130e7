#include "kernelprofilejson.h"

namespace shardscope {

namespace {

/** Sizes at which a kernel reaches half its peak share: up to 10 PFLOP per call, 10M tokens. */
constexpr double kMaxHalfFlops = 1e16;
constexpr double kMaxHalfTokens = 1e7;

EfficiencyCurve readCurve(ObjectReader&& in, const char* sizeKey, double maxSize)
{
    EfficiencyCurve c;
    c.maxEfficiency = in.number("max_efficiency", 0.01, 1);
    c.halfSize = in.number(sizeKey, 0, maxSize);
    in.finish();
    return c;
}

nlohmann::json writeCurve(const EfficiencyCurve& c, const char* sizeKey)
{
    return {{"max_efficiency", c.maxEfficiency}, {sizeKey, c.halfSize}};
}

} // namespace

KernelProfile readKernelProfile(ObjectReader&& in)
{
    KernelProfile p;
    {
        auto gemm = in.object("gemm");
        p.gemmForward = readCurve(gemm.object("forward"), "half_flops", kMaxHalfFlops);
        p.gemmInputGrad = readCurve(gemm.object("input_grad"), "half_flops", kMaxHalfFlops);
        p.gemmWeightGrad = readCurve(gemm.object("weight_grad"), "half_flops", kMaxHalfFlops);
        gemm.finish();
    }
    {
        auto grouped = in.object("grouped_gemm");
        p.groupedForward = readCurve(grouped.object("forward"), "half_tokens", kMaxHalfTokens);
        p.groupedInputGrad = readCurve(grouped.object("input_grad"), "half_tokens", kMaxHalfTokens);
        p.groupedWeightGrad = readCurve(grouped.object("weight_grad"), "half_tokens", kMaxHalfTokens);
        grouped.finish();
    }
    {
        auto attention = in.object("attention");
        p.attentionForward = readCurve(attention.object("forward"), "half_flops", kMaxHalfFlops);
        p.attentionBackward = readCurve(attention.object("backward"), "half_flops", kMaxHalfFlops);
        attention.finish();
    }
    if (auto fa2 = in.optionalObject("flash_attention_2")) {
        p.flashAttention2Forward = readCurve(fa2->object("forward"), "half_flops", kMaxHalfFlops);
        p.flashAttention2Backward = readCurve(fa2->object("backward"), "half_flops", kMaxHalfFlops);
        p.flashAttention2Measured = true;
        fa2->finish();
    } else {
        p.flashAttention2Forward = p.attentionForward;
        p.flashAttention2Backward = p.attentionBackward;
    }
    p.batchedGemmHalfDim = in.number("batched_gemm_half_dim", 0, 1e5);
    p.launchLatencyUs = in.number("launch_latency_us", 0, 1e4);
    p.memoryLatencyUs = in.number("memory_latency_us", 0, 1e4);
    p.crossEntropyEfficiency = in.number("cross_entropy_efficiency", 0.01, 1);
    p.permuteEfficiency = in.number("permute_efficiency", 0.01, 1);
    in.finish();
    return p;
}

nlohmann::json writeKernelProfile(const KernelProfile& p)
{
    nlohmann::json j;
    j["gemm"] = {{"forward", writeCurve(p.gemmForward, "half_flops")},
                 {"input_grad", writeCurve(p.gemmInputGrad, "half_flops")},
                 {"weight_grad", writeCurve(p.gemmWeightGrad, "half_flops")}};
    j["grouped_gemm"] = {{"forward", writeCurve(p.groupedForward, "half_tokens")},
                         {"input_grad", writeCurve(p.groupedInputGrad, "half_tokens")},
                         {"weight_grad", writeCurve(p.groupedWeightGrad, "half_tokens")}};
    j["attention"] = {{"forward", writeCurve(p.attentionForward, "half_flops")},
                      {"backward", writeCurve(p.attentionBackward, "half_flops")}};
    if (p.flashAttention2Measured)
        j["flash_attention_2"] = {{"forward", writeCurve(p.flashAttention2Forward, "half_flops")},
                                  {"backward", writeCurve(p.flashAttention2Backward, "half_flops")}};
    j["batched_gemm_half_dim"] = p.batchedGemmHalfDim;
    j["launch_latency_us"] = p.launchLatencyUs;
    j["memory_latency_us"] = p.memoryLatencyUs;
    j["cross_entropy_efficiency"] = p.crossEntropyEfficiency;
    j["permute_efficiency"] = p.permuteEfficiency;
    return j;
}

} // namespace shardscope
