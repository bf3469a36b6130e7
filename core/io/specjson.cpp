#include "specjson.h"

#include <array>

#include "jsonfields.h"
#include "kernelprofilejson.h"
#include "core/model/fieldlimits.h"

namespace shardscope {

// The ranges of model/fieldlimits.h, shared with the window.
using namespace limits;

ModelSpec readModelFields(ObjectReader& in)
{
    ModelSpec m;
    m.name = in.string("name", kMaxNameLength);
    m.layers = int(in.integer("layers", 1, kMaxLayers));
    m.hidden = in.integer("hidden", 1, kMaxHidden);
    m.heads = int(in.integer("heads", 1, kMaxHeads));
    m.kvHeads = int(in.integer("kv_heads", 1, kMaxHeads));
    m.headDim = in.optionalInteger("head_dim", 1, kMaxHidden);
    m.ffnHidden = in.integer("ffn_hidden", 1, kMaxFfn);
    m.vocab = in.integer("vocab", 1, kMaxVocab);
    m.maxSeq = in.integer("max_seq", 1, kMaxContext);
    m.activation = in.enumeration<Activation>("activation");
    m.norm = in.enumeration<Norm>("norm");
    m.tiedEmbeddings = in.boolean("tied_embeddings");
    m.positionEmbedding = in.optionalEnumeration<PositionEmbedding>("position_embedding")
                              .value_or(PositionEmbedding::Rope);
    m.bias = in.optionalEnumeration<Bias>("bias").value_or(Bias::None);
    m.qkNorm = in.optionalBoolean("qk_norm").value_or(false);
    m.mtpLayers = int(in.optionalInteger("mtp_layers", 0, kMaxMtpLayers).value_or(0));

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
        MoeSpec e;
        e.experts = int(moe->integer("experts", 1, kMaxExperts));
        e.topK = int(moe->integer("top_k", 1, kMaxExperts));
        e.expertFfnHidden = moe->integer("expert_ffn_hidden", 1, kMaxFfn);
        e.sharedExperts = int(moe->optionalInteger("shared_experts", 0, kMaxSharedExperts).value_or(0));
        e.sharedExpertFfnHidden =
            moe->optionalInteger("shared_expert_ffn_hidden", 1, kMaxFfn).value_or(0);
        e.denseLayers = int(moe->optionalInteger("dense_layers", 0, kMaxLayers).value_or(0));
        e.layerFrequency = int(moe->optionalInteger("layer_freq", 1, kMaxLayers).value_or(1));
        e.routerBias = moe->optionalBoolean("router_bias").value_or(false);
        e.sharedExpertGate = moe->optionalBoolean("shared_expert_gate").value_or(false);
        if (e.topK > e.experts)
            moe->fail("top_k", "must not exceed experts (" + std::to_string(e.experts) + "), got " +
                                   std::to_string(e.topK));
        if (e.denseLayers >= m.layers)
            moe->fail("dense_layers", "must be smaller than layers (" + std::to_string(m.layers) +
                                          "), got " + std::to_string(e.denseLayers));
        if (e.sharedExpertGate && e.sharedExperts == 0)
            moe->fail("shared_expert_gate", "needs shared_experts > 0");
        moe->finish();
        m.moe = e;
    }
    if (auto mla = in.optionalObject("mla")) {
        MlaSpec a;
        a.qLoraRank = mla->optionalInteger("q_lora_rank", 0, kMaxHidden).value_or(0);
        a.kvLoraRank = mla->integer("kv_lora_rank", 1, kMaxHidden);
        a.qkNopeHeadDim = mla->integer("qk_nope_head_dim", 1, kMaxHidden);
        a.qkRopeHeadDim = mla->integer("qk_rope_head_dim", 0, kMaxHidden);
        a.vHeadDim = mla->integer("v_head_dim", 1, kMaxHidden);
        mla->finish();
        if (m.kvHeads != m.heads)
            in.fail("kv_heads", "must equal heads with multi-latent attention (mla), got " +
                                    std::to_string(m.kvHeads));
        m.mla = a;
    }
    return m;
}

nlohmann::json writeModelFields(const ModelSpec& m)
{
    nlohmann::json j;
    j["name"] = m.name;
    j["layers"] = m.layers;
    j["hidden"] = m.hidden;
    j["heads"] = m.heads;
    j["kv_heads"] = m.kvHeads;
    j["head_dim"] = m.headDim ? nlohmann::json(*m.headDim) : nlohmann::json(nullptr);
    j["ffn_hidden"] = m.ffnHidden;
    j["vocab"] = m.vocab;
    j["max_seq"] = m.maxSeq;
    j["activation"] = toString(m.activation);
    j["norm"] = toString(m.norm);
    j["tied_embeddings"] = m.tiedEmbeddings;
    j["position_embedding"] = toString(m.positionEmbedding);
    j["bias"] = toString(m.bias);
    j["qk_norm"] = m.qkNorm;
    j["mtp_layers"] = m.mtpLayers;
    if (m.moe) {
        const auto& e = *m.moe;
        j["moe"] = {{"experts", e.experts},
                    {"top_k", e.topK},
                    {"expert_ffn_hidden", e.expertFfnHidden},
                    {"shared_experts", e.sharedExperts},
                    {"shared_expert_ffn_hidden", e.sharedExpertFfnHidden > 0
                                                     ? nlohmann::json(e.sharedExpertFfnHidden)
                                                     : nlohmann::json(nullptr)},
                    {"dense_layers", e.denseLayers},
                    {"layer_freq", e.layerFrequency},
                    {"router_bias", e.routerBias},
                    {"shared_expert_gate", e.sharedExpertGate}};
    } else {
        j["moe"] = nullptr;
    }
    if (m.mla) {
        const auto& a = *m.mla;
        j["mla"] = {{"q_lora_rank", a.qLoraRank},
                    {"kv_lora_rank", a.kvLoraRank},
                    {"qk_nope_head_dim", a.qkNopeHeadDim},
                    {"qk_rope_head_dim", a.qkRopeHeadDim},
                    {"v_head_dim", a.vHeadDim}};
    } else {
        j["mla"] = nullptr;
    }
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
    link.fixedLatencyUs = in.optionalNumber("fixed_latency_us", 0, 1e6).value_or(link.fixedLatencyUs);
    if (auto ops = in.optionalObject("collectives")) {
        for (size_t i = 0; i < kCollectiveKinds; ++i) {
            auto op = ops->optionalObject(kCollectiveKeys[i]);
            if (!op)
                continue;
            CollectiveFit fit;
            fit.efficiency = op->number("efficiency", 0.001, 5);
            fit.stepLatencyUs = op->number("step_latency_us", 0, 1e6);
            fit.fixedLatencyUs = op->number("fixed_latency_us", 0, 1e6);
            if (auto bySize = op->optionalObject("fixed_latency_us_by_group_size")) {
                // {"2": 51.06, "4": 19.21, "8": 0}: group size -> us; any other key is refused
                // by finish() as unknown.
                for (int n = 2; n <= 1024 && fit.groupSizeCount < CollectiveFit::kMaxGroupSizes; ++n) {
                    const std::string key = std::to_string(n);
                    if (bySize->has(key))
                        fit.fixedLatencyByGroupUs[size_t(fit.groupSizeCount++)] = {n, bySize->number(key, 0, 1e6)};
                }
                bySize->finish();
            }
            op->finish();
            link.collectives[i] = fit;
        }
        ops->finish();
    }
    link.nicsPerNode = int(in.optionalInteger("nics_per_node", 0, 1024).value_or(0));
    link.overlapSlowdown = in.optionalNumber("overlap_slowdown", 0, 10).value_or(0);
    link.stragglerCoefficient = in.optionalNumber("straggler_coefficient", 0, 10).value_or(0);
    link.zero3NicRate = in.optionalNumber("zero3_nic_rate", 0, 100).value_or(0);
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
        peak.finish();
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
                {"peak_TFLOPS", {{"bf16", c.gpu.peakTflopsBf16}, {"fp8", c.gpu.peakTflopsFp8}}},
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
