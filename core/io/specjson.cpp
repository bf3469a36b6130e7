#include "specjson.h"

#include "inputtext.h"

#include <algorithm>
#include <optional>
#include <utility>

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
    readFields(in, "model", s, FieldId::Layers, FieldId::AttentionDropout);

    if (m.kvHeads > m.heads)
        in.fail("kv_heads", mustNotExceedField("heads", m.heads, m.kvHeads));
    if (m.heads % m.kvHeads != 0)
        in.fail("kv_heads", mustDivideField("heads", m.heads, m.kvHeads));
    if (!m.headDim && m.hidden % m.heads != 0)
        in.fail("head_dim", headSizeMissing(m.hidden, m.heads));
    if (m.localAttention != LocalAttention::None && m.localWindow < 1)
        in.fail("local_window", localAttentionNeedsWindow());

    if (auto moe = in.optionalObject("moe")) {
        const MoeSpec& e = m.moe.emplace();
        readFields(*moe, "model.moe", s, FieldId::MoeExperts, FieldId::MoeSharedExpertGate);
        if (e.topK > e.experts)
            moe->fail("top_k", mustNotExceedField("experts", e.experts, e.topK));
        if (e.denseLayers >= m.layers)
            moe->fail("dense_layers", mustBeSmallerThanField("layers", m.layers, e.denseLayers));
        if (e.sharedExpertGate && e.sharedExperts == 0)
            moe->fail("shared_expert_gate", sharedExpertGateNeedsSharedExperts());
        if (e.routerGroups > 0 && e.experts % e.routerGroups != 0)
            moe->fail("router_groups", mustDivideField("experts", e.experts, e.routerGroups));
        if (e.routerGroupTopK > std::max(e.routerGroups, 1))
            moe->fail("router_group_topk", mustNotExceedField("router_groups", e.routerGroups, e.routerGroupTopK));
        moe->finish();
    }
    if (auto mla = in.optionalObject("mla")) {
        m.mla.emplace();
        readFields(*mla, "model.mla", s, FieldId::MlaQLoraRank, FieldId::MlaVHeadDim);
        mla->finish();
        if (m.kvHeads != m.heads)
            in.fail("kv_heads", mustEqualHeadsWithMla(m.kvHeads));
    }
    return m;
}

nlohmann::json writeModelFields(const ModelSpec& m)
{
    Scenario s;
    s.model = m;
    nlohmann::json j;
    j["name"] = m.name;
    writeFields(j, "model", s, FieldId::Layers, FieldId::AttentionDropout);
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

/** The tier and collective of a registry path of one collective's own fit ("cluster.intra_node.collectives.all_reduce"). */
static std::optional<std::pair<ClusterLink, Collective>> fitObjectAt(std::string_view path)
{
    for (ClusterLink tier : {ClusterLink::IntraNode, ClusterLink::InterNode})
        for (int op = 0; op < kCollectiveKinds; ++op)
            if (fieldInfo(fitField(tier, Collective(op), FitParam::Efficiency)).parent() == path)
                return std::pair{tier, Collective(op)};
    return std::nullopt;
}

static LinkSpec& linkOf(ClusterSpec& c, ClusterLink tier)
{
    return tier == ClusterLink::IntraNode ? c.intraNode : c.interNode;
}

/**
 * Keys of the network tier that files also carry in intra_node (the two tiers had one reader
 * and writer) although no estimate reads them there: read and written back as they are, in
 * the range of the network tier's field, so such files keep their meaning and their bytes.
 */
struct IntraNodeKey
{
    FieldId like; ///< the network tier's field of the same key
    double LinkSpec::*number = nullptr;
    int LinkSpec::*integer = nullptr;
};
static constexpr IntraNodeKey kIntraNodeKeys[] = {
    {FieldId::InterNics, nullptr, &LinkSpec::nicsPerNode},
    {FieldId::InterStraggler, &LinkSpec::stragglerCoefficient},
    {FieldId::InterZero3NicRate, &LinkSpec::zero3NicRate},
    {FieldId::InterZero3Overlap, &LinkSpec::zero3Overlap},
};

static void readIntraNodeKeys(ObjectReader& link, LinkSpec& intra)
{
    for (const IntraNodeKey& k : kIntraNodeKeys) {
        const FieldInfo& f = fieldInfo(k.like);
        if (k.integer) {
            if (auto v = link.optionalInteger(f.key(), int64_t(f.min), int64_t(f.max)))
                intra.*k.integer = int(*v);
        } else if (auto v = link.optionalNumber(f.key(), f.min, f.max)) {
            intra.*k.number = *v;
        }
    }
}

/**
 * What the cluster's objects hold besides registry fields: the intra-node keys above, and a
 * collective's fixed latency per group size, {"2": 51.06, "4": 19.21, "8": 0} (group size ->
 * us, each in the fixed latency's range). Any other key is refused by finish() as unknown.
 */
static void readUnlisted(ObjectReader& op, std::string_view path, Scenario& s)
{
    if (path == fieldInfo(FieldId::IntraKind).parent())
        return readIntraNodeKeys(op, s.cluster.intraNode);
    const auto at = fitObjectAt(path);
    if (!at)
        return;
    auto bySize = op.optionalObject("fixed_latency_us_by_group_size");
    if (!bySize)
        return;
    const FieldInfo& range = fieldInfo(fitField(at->first, at->second, FitParam::FixedLatency));
    CollectiveFit& fit = *linkOf(s.cluster, at->first).collectives[size_t(at->second)];
    for (int n = 2; n <= 1024 && fit.groupSizeCount < CollectiveFit::kMaxGroupSizes; ++n) {
        const std::string key = std::to_string(n);
        if (bySize->has(key))
            fit.fixedLatencyByGroupUs[size_t(fit.groupSizeCount++)] = {n, bySize->number(key, range.min, range.max)};
    }
    bySize->finish();
}

/**
 * The cluster's numbers are rows of the field registry (core/model/fields.h), read and written
 * through it; what stays here is the names, what leaving out an optional block means, the
 * collectives' fixed latencies per group size and the rules between fields.
 *
 * A link tier's "efficiency", "latency_us" (per ring step) and "fixed_latency_us" are the fit
 * of every collective without an entry of its own under "collectives" (so files written before
 * per-operation fits keep their meaning). With a kernel profile, matmul_efficiency is the level
 * of its compute curves and defaults to the forward GEMM's e_max; without one (older files),
 * every kernel runs at matmul_efficiency as before (flatKernelProfile()). Without a topology,
 * or without its nvlink_domain_gpus, a node is one NVLink domain.
 */
ClusterSpec readClusterFields(ObjectReader& in)
{
    Scenario s; // the registry's accessors reach the cluster through a scenario
    ClusterSpec& c = s.cluster;
    c.name = in.string("name", kMaxNameLength);
    {
        auto gpu = in.object("gpu");
        c.gpu.name = gpu.string("name", kMaxNameLength);
        const bool matmulGiven = gpu.hasValue("matmul_efficiency");
        const bool profiled = gpu.hasValue("kernels");
        readFields(gpu, "cluster.gpu", s, FieldId::GpuMemoryGiB, FieldId::KernelPermuteEfficiency);
        gpu.finish();
        completeKernelProfile(c.gpu, profiled, matmulGiven);
    }
    c.topology.nvlinkDomainGpus = 0; // below its range: still 0 after reading means "not given"
    readFields(in, "cluster", s, FieldId::GpusPerNode, FieldId::TopologyOversubscription, readUnlisted);
    if (c.topology.nvlinkDomainGpus == 0)
        c.topology.nvlinkDomainGpus = c.gpusPerNode;
    if (c.totalGpus() > kMaxWorld)
        in.fail("nodes", clusterTooLarge(kMaxWorld, c.totalGpus()));
    return c;
}

nlohmann::json writeClusterFields(const ClusterSpec& c)
{
    Scenario s;
    s.cluster = c;
    nlohmann::json j;
    j["name"] = c.name;
    j["gpu"]["name"] = c.gpu.name;
    writeFields(j, "cluster", s, FieldId::GpuMemoryGiB, FieldId::TopologyOversubscription);
    for (const IntraNodeKey& k : kIntraNodeKeys) {
        const std::string key(fieldInfo(k.like).key());
        if (k.integer)
            j["intra_node"][key] = c.intraNode.*k.integer;
        else
            j["intra_node"][key] = c.intraNode.*k.number;
    }
    for (ClusterLink tier : {ClusterLink::IntraNode, ClusterLink::InterNode})
        for (int op = 0; op < kCollectiveKinds; ++op) {
            const auto& fit = linkOf(s.cluster, tier).collectives[size_t(op)];
            if (!fit || fit->groupSizeCount == 0)
                continue;
            // The fit's object below "cluster", as the registry names it ("intra_node.collectives.all_reduce").
            const std::string_view path = fieldInfo(fitField(tier, Collective(op), FitParam::Efficiency)).parent();
            std::string pointer(path.substr(std::string_view("cluster").size()));
            std::replace(pointer.begin(), pointer.end(), '.', '/');
            nlohmann::json bySize = nlohmann::json::object();
            for (int k = 0; k < fit->groupSizeCount; ++k)
                bySize[std::to_string(fit->fixedLatencyByGroupUs[size_t(k)].first)] = fit->fixedLatencyByGroupUs[size_t(k)].second;
            j[nlohmann::json::json_pointer(pointer)]["fixed_latency_us_by_group_size"] = bySize;
        }
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
