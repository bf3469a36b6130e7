#include "specjson.h"

#include <array>

#include "fieldjson.h"
#include "jsonfields.h"
#include "kernelprofilejson.h"
#include "core/model/fieldlimits.h"

namespace shardscope {

// The ranges of model/fieldlimits.h, shared with the window (the model's through the registry).
using namespace limits;

/**
 * The model's settings are rows of the field registry (core/model/fields.h) and are read and
 * written through it; what stays here is the name and the rules between fields, checked in
 * the order a file has always been checked in.
 */
ModelSpec readModelFields(ObjectReader& in)
{
    Scenario s; // the registry's accessors reach the model through a scenario
    ModelSpec& m = s.model;
    m.name = in.string("name", kMaxNameLength);
    readFields(in, "model", s, FieldId::Layers, FieldId::MtpLayers);

    if (m.kvHeads > m.heads)
        in.fail("kv_heads", "must not exceed heads (" + std::to_string(m.heads) + "), got " +
                                std::to_string(m.kvHeads));
    if (m.heads % m.kvHeads != 0)
        in.fail("kv_heads", "must divide heads (" + std::to_string(m.heads) + "), got " +
                                std::to_string(m.kvHeads));
    if (!m.headDim && m.hidden % m.heads != 0)
        in.fail("head_dim", "missing: hidden (" + std::to_string(m.hidden) +
                                ") is not divisible by heads (" + std::to_string(m.heads) +
                                "), so the head size must be given");

    if (auto moe = in.optionalObject("moe")) {
        const MoeSpec& e = m.moe.emplace();
        readFields(*moe, "model.moe", s, FieldId::MoeExperts, FieldId::MoeSharedExpertGate);
        if (e.topK > e.experts)
            moe->fail("top_k", "must not exceed experts (" + std::to_string(e.experts) + "), got " +
                                   std::to_string(e.topK));
        if (e.denseLayers >= m.layers)
            moe->fail("dense_layers", "must be smaller than layers (" + std::to_string(m.layers) +
                                          "), got " + std::to_string(e.denseLayers));
        if (e.sharedExpertGate && e.sharedExperts == 0)
            moe->fail("shared_expert_gate", "needs shared_experts > 0");
        moe->finish();
    }
    if (auto mla = in.optionalObject("mla")) {
        m.mla.emplace();
        readFields(*mla, "model.mla", s, FieldId::MlaQLoraRank, FieldId::MlaVHeadDim);
        mla->finish();
        if (m.kvHeads != m.heads)
            in.fail("kv_heads", "must equal heads with multi-latent attention (mla), got " +
                                    std::to_string(m.kvHeads));
    }
    return m;
}

nlohmann::json writeModelFields(const ModelSpec& m)
{
    Scenario s;
    s.model = m;
    nlohmann::json j;
    j["name"] = m.name;
    writeFields(j, "model", s, FieldId::Layers, FieldId::MtpLayers);
    if (m.moe)
        writeFields(j, "model", s, FieldId::MoeExperts, FieldId::MoeSharedExpertGate);
    else
        j["moe"] = nullptr;
    if (m.mla)
        writeFields(j, "model", s, FieldId::MlaQLoraRank, FieldId::MlaVHeadDim);
    else
        j["mla"] = nullptr;
    return j;
}

/** JSON key of each collective's fit in a link's "collectives" object (Collective order). */
static constexpr std::array<const char*, kCollectiveKinds> kCollectiveKeys = {
    "all_reduce", "all_gather", "reduce_scatter", "all_to_all", "send_recv"};

/**
 * A link tier. "efficiency", "latency_us" (per ring step) and "fixed_latency_us" are the fit of
 * every collective that has no entry of its own under "collectives" (so files written before
 * per-operation fits keep their meaning).
 */
static LinkSpec readLink(ObjectReader&& in)
{
    LinkSpec link;
    link.kind = in.enumeration<LinkKind>("kind");
    link.bandwidthGBps = in.number("bandwidth_GBps", kMinLinkGBps, kMaxLinkGBps);
    link.latencyUs = in.number("latency_us", 0, kMaxLatencyUs);
    link.efficiency = in.optionalNumber("efficiency", kMinLinkEfficiency, kMaxLinkEfficiency).value_or(link.efficiency);
    link.fixedLatencyUs = in.optionalNumber("fixed_latency_us", 0, kMaxLinkFixedLatencyUs).value_or(link.fixedLatencyUs);
    if (auto ops = in.optionalObject("collectives")) {
        for (size_t i = 0; i < kCollectiveKinds; ++i) {
            auto op = ops->optionalObject(kCollectiveKeys[i]);
            if (!op)
                continue;
            CollectiveFit fit;
            fit.efficiency = op->number("efficiency", 0.001, 5);
            fit.stepLatencyUs = op->number("step_latency_us", 0, kMaxLinkFixedLatencyUs);
            fit.fixedLatencyUs = op->number("fixed_latency_us", 0, kMaxLinkFixedLatencyUs);
            if (auto bySize = op->optionalObject("fixed_latency_us_by_group_size")) {
                // {"2": 51.06, "4": 19.21, "8": 0}: group size -> us; any other key is refused
                // by finish() as unknown.
                for (int n = 2; n <= 1024 && fit.groupSizeCount < CollectiveFit::kMaxGroupSizes; ++n) {
                    const std::string key = std::to_string(n);
                    if (bySize->has(key))
                        fit.fixedLatencyByGroupUs[size_t(fit.groupSizeCount++)] = {n, bySize->number(key, 0, kMaxLinkFixedLatencyUs)};
                }
                bySize->finish();
            }
            op->finish();
            link.collectives[i] = fit;
        }
        ops->finish();
    }
    link.nicsPerNode = int(in.optionalInteger("nics_per_node", 0, kMaxNicsPerNode).value_or(0));
    link.overlapSlowdown = in.optionalNumber("overlap_slowdown", 0, kMaxOverlapSlowdown).value_or(0);
    link.stragglerCoefficient = in.optionalNumber("straggler_coefficient", 0, kMaxStragglerCoefficient).value_or(0);
    link.zero3NicRate = in.optionalNumber("zero3_nic_rate", 0, kMaxZero3NicRate).value_or(0);
    link.zero3Overlap = in.optionalNumber("zero3_overlap", 0, 1).value_or(1);
    in.finish();
    return link;
}

static nlohmann::json writeLink(const LinkSpec& link)
{
    nlohmann::json j = {{"kind", toString(link.kind)},
                        {"bandwidth_GBps", link.bandwidthGBps},
                        {"latency_us", link.latencyUs},
                        {"efficiency", link.efficiency},
                        {"fixed_latency_us", link.fixedLatencyUs},
                        {"nics_per_node", link.nicsPerNode},
                        {"overlap_slowdown", link.overlapSlowdown},
                        {"straggler_coefficient", link.stragglerCoefficient},
                        {"zero3_nic_rate", link.zero3NicRate},
                        {"zero3_overlap", link.zero3Overlap}};
    nlohmann::json ops = nlohmann::json::object();
    for (size_t i = 0; i < kCollectiveKinds; ++i)
        if (const auto& fit = link.collectives[i]) {
            nlohmann::json op = {{"efficiency", fit->efficiency},
                                 {"step_latency_us", fit->stepLatencyUs},
                                 {"fixed_latency_us", fit->fixedLatencyUs}};
            if (fit->groupSizeCount > 0) {
                nlohmann::json bySize = nlohmann::json::object();
                for (int k = 0; k < fit->groupSizeCount; ++k)
                    bySize[std::to_string(fit->fixedLatencyByGroupUs[size_t(k)].first)] =
                        fit->fixedLatencyByGroupUs[size_t(k)].second;
                op["fixed_latency_us_by_group_size"] = bySize;
            }
            ops[kCollectiveKeys[i]] = op;
        }
    if (!ops.empty())
        j["collectives"] = ops;
    return j;
}

ClusterSpec readClusterFields(ObjectReader& in)
{
    ClusterSpec c;
    c.name = in.string("name", kMaxNameLength);
    {
        auto gpu = in.object("gpu");
        c.gpu.name = gpu.string("name", kMaxNameLength);
        c.gpu.memoryGiB = gpu.number("memory_GiB", kMinGpuMemoryGiB, kMaxGpuMemoryGiB);
        auto peak = gpu.object("peak_TFLOPS");
        c.gpu.peakTflopsBf16 = peak.number("bf16", kMinTflops, kMaxTflops);
        c.gpu.peakTflopsFp8 = peak.optionalNumber("fp8", 0, kMaxTflops).value_or(0);
        c.gpu.peakTflopsFp4 = peak.optionalNumber("fp4", 0, kMaxTflops).value_or(0);
        peak.finish();
        c.gpu.fp8MatmulRatio = gpu.optionalNumber("fp8_matmul_ratio", kMinEfficiency, 1).value_or(1.0);
        c.gpu.hbmTBps = gpu.number("hbm_TBps", kMinHbmTBps, kMaxHbmTBps);
        const auto matmul = gpu.optionalNumber("matmul_efficiency", kMinEfficiency, 1);
        c.gpu.hbmEfficiency =
            gpu.optionalNumber("hbm_efficiency", kMinEfficiency, 1).value_or(c.gpu.hbmEfficiency);
        // With a kernel profile, matmul_efficiency is the level of its compute curves and
        // defaults to the forward GEMM's e_max; without one (older files), every kernel runs
        // at matmul_efficiency as before.
        if (gpu.hasValue("kernels")) {
            c.gpu.kernels = readKernelProfile(gpu.object("kernels"));
            c.gpu.matmulEfficiency = matmul.value_or(c.gpu.kernels.gemmForward.maxEfficiency);
        } else {
            c.gpu.matmulEfficiency = matmul.value_or(c.gpu.matmulEfficiency);
            c.gpu.kernels = flatKernelProfile(c.gpu.matmulEfficiency, c.gpu.hbmEfficiency);
            gpu.accept("kernels");
        }
        gpu.finish();
    }
    c.gpusPerNode = int(in.integer("gpus_per_node", 1, kMaxGpusPerNode));
    c.nodes = int(in.integer("nodes", 1, kMaxNodes));
    c.intraNode = readLink(in.object("intra_node"));
    c.interNode = readLink(in.object("inter_node"));
    if (auto topo = in.optionalObject("topology")) {
        c.topology.kind = topo->enumeration<NetworkTopology>("kind");
        c.topology.nvlinkDomainGpus =
            int(topo->optionalInteger("nvlink_domain_gpus", 1, kMaxWorld).value_or(c.gpusPerNode));
        c.topology.nodesPerLeaf =
            int(topo->optionalInteger("nodes_per_leaf", 0, kMaxNodes).value_or(0));
        c.topology.oversubscription = topo->optionalNumber("oversubscription", 1, kMaxOversubscription).value_or(1);
        topo->finish();
    } else {
        c.topology.nvlinkDomainGpus = c.gpusPerNode;
    }
    if (c.totalGpus() > kMaxWorld)
        in.fail("nodes", "gpus_per_node x nodes must not exceed " + std::to_string(kMaxWorld) + " GPUs, got " +
                             std::to_string(c.totalGpus()));
    return c;
}

nlohmann::json writeClusterFields(const ClusterSpec& c)
{
    nlohmann::json j;
    j["name"] = c.name;
    j["gpu"] = {{"name", c.gpu.name},
                {"memory_GiB", c.gpu.memoryGiB},
                {"peak_TFLOPS",
                 {{"bf16", c.gpu.peakTflopsBf16}, {"fp8", c.gpu.peakTflopsFp8}, {"fp4", c.gpu.peakTflopsFp4}}},
                {"fp8_matmul_ratio", c.gpu.fp8MatmulRatio},
                {"hbm_TBps", c.gpu.hbmTBps},
                {"matmul_efficiency", c.gpu.matmulEfficiency},
                {"hbm_efficiency", c.gpu.hbmEfficiency},
                {"kernels", writeKernelProfile(c.gpu.kernels)}};
    j["gpus_per_node"] = c.gpusPerNode;
    j["nodes"] = c.nodes;
    j["intra_node"] = writeLink(c.intraNode);
    j["inter_node"] = writeLink(c.interNode);
    j["topology"] = {{"kind", toString(c.topology.kind)},
                     {"nvlink_domain_gpus", c.topology.nvlinkDomainGpus},
                     {"nodes_per_leaf", c.topology.nodesPerLeaf},
                     {"oversubscription", c.topology.oversubscription}};
    return j;
}

nlohmann::json makeMergePatch(const nlohmann::json& base, const nlohmann::json& target)
{
    if (!base.is_object() || !target.is_object())
        return target;
    nlohmann::json patch = nlohmann::json::object();
    for (auto it = target.begin(); it != target.end(); ++it) {
        auto found = base.find(it.key());
        if (found == base.end()) {
            if (!it->is_null())
                patch[it.key()] = *it;
        } else if (*found != *it) {
            if (found->is_object() && it->is_object())
                patch[it.key()] = makeMergePatch(*found, *it);
            else
                patch[it.key()] = *it;
        }
    }
    for (auto it = base.begin(); it != base.end(); ++it)
        if (!target.contains(it.key()) && !it->is_null())
            patch[it.key()] = nullptr;
    return patch;
}

} // namespace shardscope
