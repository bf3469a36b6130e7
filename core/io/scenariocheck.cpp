#include "scenariocheck.h"

#include "jsonfields.h"
#include "core/model/fieldlimits.h"
#include "core/model/fields.h"

#include <algorithm>
#include <map>

namespace shardscope {

namespace {

using namespace limits;

/**
 * The reader's checks on one object's values, in the reader's order (scenariofile.cpp,
 * specjson.cpp, kernelprofilejson.cpp): the first problem throws an InputError naming the
 * field's JSON path, as ObjectReader would. Paths are only built for the message.
 */
class Checker
{
public:
    explicit Checker(std::string path) : m_path(std::move(path)) {}

    Checker child(std::string_view key) const { return Checker(joinPath(m_path, key)); }
    [[noreturn]] void fail(std::string_view key, TranslatableText message) const
    {
        throw InputError(joinPath(m_path, key), std::move(message));
    }
    void integer(std::string_view key, int64_t value, int64_t min, int64_t max) const
    {
        if (auto problem = integerProblem(value, min, max))
            fail(key, *problem);
    }
    void number(std::string_view key, double value, double min, double max) const
    {
        if (auto problem = numberProblem(value, min, max))
            fail(key, *problem);
    }
    void text(std::string_view key, const std::string& value, size_t maxLength = kMaxNameLength) const
    {
        if (auto problem = textProblem(value, maxLength))
            fail(key, *problem);
    }
    const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

/**
 * The range of every numeric field from `first` to `last` (registry order, which is the
 * reader's), as the reader words it; a field that is not set (null in the file) is skipped.
 */
void checkFields(const Scenario& s, FieldId first, FieldId last)
{
    for (size_t i = size_t(first); i <= size_t(last); ++i) {
        const FieldInfo& f = allFields()[i];
        if (!f.isNumeric() || !fieldPresent(s, f.id) || !fieldStored(s, f.id) || (f.unsettable() && !f.isSet(s)))
            continue;
        const FieldValue value = f.get(s);
        const std::optional<TranslatableText> problem =
            f.kind == FieldKind::Integer
                ? integerProblem(std::get<int64_t>(value), int64_t(f.min), int64_t(f.max))
                : numberProblem(std::get<double>(value), f.min, f.max);
        if (problem)
            throw InputError(std::string(f.path), *problem);
    }
}

void checkModel(const Scenario& s)
{
    const ModelSpec& m = s.model;
    const Checker in("model");
    in.text("name", m.name);
    checkFields(s, FieldId::Layers, FieldId::AttentionDropout);
    if (m.kvHeads > m.heads)
        in.fail("kv_heads", mustNotExceedField("heads", m.heads, m.kvHeads));
    if (m.heads % m.kvHeads != 0)
        in.fail("kv_heads", mustDivideField("heads", m.heads, m.kvHeads));
    if (!m.headDim && m.hidden % m.heads != 0)
        in.fail("head_dim", headSizeMissing(m.hidden, m.heads));
    if (m.localAttention != LocalAttention::None && m.localWindow < 1)
        in.fail("local_window", localAttentionNeedsWindow());
    if (m.moe) {
        const MoeSpec& e = *m.moe;
        const Checker moe = in.child("moe");
        checkFields(s, FieldId::MoeExperts, FieldId::MoeSharedExpertGate);
        if (e.topK > e.experts)
            moe.fail("top_k", mustNotExceedField("experts", e.experts, e.topK));
        if (e.denseLayers >= m.layers)
            moe.fail("dense_layers", mustBeSmallerThanField("layers", m.layers, e.denseLayers));
        if (e.sharedExpertGate && e.sharedExperts == 0)
            moe.fail("shared_expert_gate", sharedExpertGateNeedsSharedExperts());
        if (e.routerGroups > 0 && e.experts % e.routerGroups != 0)
            moe.fail("router_groups", mustDivideField("experts", e.experts, e.routerGroups));
        if (e.routerGroupTopK > std::max(e.routerGroups, 1))
            moe.fail("router_group_topk", mustNotExceedField("router_groups", e.routerGroups, e.routerGroupTopK));
    }
    if (m.mla) {
        checkFields(s, FieldId::MlaQLoraRank, FieldId::MlaVHeadDim);
        if (m.kvHeads != m.heads)
            in.fail("kv_heads", mustEqualHeadsWithMla(m.kvHeads));
    }
}

/** A collective's fixed latency per group size: the reader takes sizes 2 to 1024, in order. */
void checkGroupSizes(const Checker& in, const CollectiveFit& fit)
{
    if (fit.groupSizeCount <= 0)
        return;
    std::map<std::string, double> written; // as the file holds them: one value per size, keys sorted
    for (int k = 0; k < fit.groupSizeCount; ++k)
        written[std::to_string(fit.fixedLatencyByGroupUs[size_t(k)].first)] = fit.fixedLatencyByGroupUs[size_t(k)].second;
    const Checker bySize = in.child("fixed_latency_us_by_group_size");
    std::map<std::string, double> unread = written;
    int read = 0;
    for (int n = 2; n <= 1024 && read < CollectiveFit::kMaxGroupSizes; ++n) {
        const auto it = unread.find(std::to_string(n));
        if (it == unread.end())
            continue;
        bySize.number(it->first, it->second, 0, kMaxLinkFixedLatencyUs);
        unread.erase(it);
        ++read;
    }
    if (!unread.empty())
        bySize.fail(unread.begin()->first, unknownField());
}

/**
 * What a tier holds besides registry fields: the collectives' fixed latencies per group size,
 * and in intra_node the network tier's keys that files carry there too (specjson.cpp).
 */
void checkLink(const Checker& in, const LinkSpec& link, ClusterLink tier)
{
    for (int i = 0; i < kCollectiveKinds; ++i)
        if (const auto& fit = link.collectives[size_t(i)])
            checkGroupSizes(Checker(std::string(fieldInfo(fitField(tier, Collective(i), FitParam::Efficiency)).parent())), *fit);
    if (tier != ClusterLink::IntraNode)
        return;
    in.integer("nics_per_node", link.nicsPerNode, 0, kMaxNicsPerNode);
    in.number("straggler_coefficient", link.stragglerCoefficient, 0, kMaxStragglerCoefficient);
    in.number("zero3_nic_rate", link.zero3NicRate, 0, kMaxZero3NicRate);
    in.number("zero3_overlap", link.zero3Overlap, 0, 1);
}

void checkCluster(const Scenario& s)
{
    const ClusterSpec& c = s.cluster;
    const Checker in("cluster");
    in.text("name", c.name);
    const Checker gpu = in.child("gpu");
    gpu.text("name", c.gpu.name);
    checkFields(s, FieldId::GpuMemoryGiB, FieldId::TopologyOversubscription);
    checkLink(in.child("intra_node"), c.intraNode, ClusterLink::IntraNode);
    checkLink(in.child("inter_node"), c.interNode, ClusterLink::InterNode);
    if (c.totalGpus() > kMaxWorld)
        in.fail("nodes", clusterTooLarge(kMaxWorld, c.totalGpus()));
}

void checkParallel(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    const Checker in("parallel");
    checkFields(s, FieldId::Tp, FieldId::OverlapCp);
    if (p.worldSize() > kMaxWorld)
        throw InputError(in.path(), worldTooLarge(p.worldSize(), kMaxWorld));
}

void checkTraining(const Scenario& s)
{
    checkFields(s, FieldId::SeqLength, FieldId::AllocatorFraction);
}

} // namespace

std::optional<std::string> scenarioProblem(const Scenario& s)
{
    if (auto error = scenarioError(s))
        return std::string(error->what());
    return std::nullopt;
}

std::optional<InputError> scenarioError(const Scenario& s)
{
    try {
        Checker("").text("name", s.name);
        checkModel(s);
        checkCluster(s);
        checkParallel(s);
        checkTraining(s);
        return std::nullopt;
    } catch (const InputError& e) {
        return e;
    }
}

} // namespace shardscope
