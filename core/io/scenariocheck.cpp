#include "scenariocheck.h"

#include "jsonfields.h"
#include "core/model/fieldlimits.h"
#include "core/model/fields.h"

#include <array>
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
        if (!f.isNumeric() || !fieldPresent(s, f.id) || (f.unsettable() && !f.isSet(s)))
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
    checkFields(s, FieldId::Layers, FieldId::MtpLayers);
    if (m.kvHeads > m.heads)
        in.fail("kv_heads", mustNotExceedField("heads", m.heads, m.kvHeads));
    if (m.heads % m.kvHeads != 0)
        in.fail("kv_heads", mustDivideField("heads", m.heads, m.kvHeads));
    if (!m.headDim && m.hidden % m.heads != 0)
        in.fail("head_dim", headSizeMissing(m.hidden, m.heads));
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
    }
    if (m.mla) {
        checkFields(s, FieldId::MlaQLoraRank, FieldId::MlaVHeadDim);
        if (m.kvHeads != m.heads)
            in.fail("kv_heads", mustEqualHeadsWithMla(m.kvHeads));
    }
}

void checkCurve(const Checker& in, const EfficiencyCurve& c, const char* sizeKey, double maxSize)
{
    in.number("max_efficiency", c.maxEfficiency, 0.01, 1);
    in.number(sizeKey, c.halfSize, 0, maxSize);
}

void checkKernels(const Checker& in, const KernelProfile& p)
{
    constexpr double kMaxHalfFlops = 1e16, kMaxHalfTokens = 1e7; // kernelprofilejson.cpp
    const Checker gemm = in.child("gemm"), grouped = in.child("grouped_gemm"), attention = in.child("attention");
    checkCurve(gemm.child("forward"), p.gemmForward, "half_flops", kMaxHalfFlops);
    checkCurve(gemm.child("input_grad"), p.gemmInputGrad, "half_flops", kMaxHalfFlops);
    checkCurve(gemm.child("weight_grad"), p.gemmWeightGrad, "half_flops", kMaxHalfFlops);
    checkCurve(grouped.child("forward"), p.groupedForward, "half_tokens", kMaxHalfTokens);
    checkCurve(grouped.child("input_grad"), p.groupedInputGrad, "half_tokens", kMaxHalfTokens);
    checkCurve(grouped.child("weight_grad"), p.groupedWeightGrad, "half_tokens", kMaxHalfTokens);
    checkCurve(attention.child("forward"), p.attentionForward, "half_flops", kMaxHalfFlops);
    checkCurve(attention.child("backward"), p.attentionBackward, "half_flops", kMaxHalfFlops);
    if (p.flashAttention2Measured) {
        const Checker fa2 = in.child("flash_attention_2");
        checkCurve(fa2.child("forward"), p.flashAttention2Forward, "half_flops", kMaxHalfFlops);
        checkCurve(fa2.child("backward"), p.flashAttention2Backward, "half_flops", kMaxHalfFlops);
    }
    in.number("batched_gemm_half_dim", p.batchedGemmHalfDim, 0, 1e5);
    in.number("launch_latency_us", p.launchLatencyUs, 0, 1e4);
    in.number("memory_latency_us", p.memoryLatencyUs, 0, 1e4);
    in.number("cross_entropy_efficiency", p.crossEntropyEfficiency, 0.01, 1);
    in.number("permute_efficiency", p.permuteEfficiency, 0.01, 1);
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

void checkLink(const Checker& in, const LinkSpec& link)
{
    static constexpr std::array<const char*, kCollectiveKinds> kKeys = {"all_reduce", "all_gather", "reduce_scatter",
                                                                        "all_to_all", "send_recv"};
    in.number("bandwidth_GBps", link.bandwidthGBps, kMinLinkGBps, kMaxLinkGBps);
    in.number("latency_us", link.latencyUs, 0, kMaxLatencyUs);
    in.number("efficiency", link.efficiency, kMinLinkEfficiency, kMaxLinkEfficiency);
    in.number("fixed_latency_us", link.fixedLatencyUs, 0, kMaxLinkFixedLatencyUs);
    for (size_t i = 0; i < kCollectiveKinds; ++i) {
        const auto& fit = link.collectives[i];
        if (!fit)
            continue;
        const Checker op = in.child("collectives").child(kKeys[i]);
        op.number("efficiency", fit->efficiency, 0.001, 5);
        op.number("step_latency_us", fit->stepLatencyUs, 0, kMaxLinkFixedLatencyUs);
        op.number("fixed_latency_us", fit->fixedLatencyUs, 0, kMaxLinkFixedLatencyUs);
        checkGroupSizes(op, *fit);
    }
    in.integer("nics_per_node", link.nicsPerNode, 0, kMaxNicsPerNode);
    in.number("overlap_slowdown", link.overlapSlowdown, 0, kMaxOverlapSlowdown);
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
    checkFields(s, FieldId::GpuMemoryGiB, FieldId::GpuHbmEfficiency);
    checkKernels(gpu.child("kernels"), c.gpu.kernels);
    checkFields(s, FieldId::GpusPerNode, FieldId::Nodes);
    checkLink(in.child("intra_node"), c.intraNode);
    checkLink(in.child("inter_node"), c.interNode);
    checkFields(s, FieldId::TopologyKind, FieldId::TopologyOversubscription);
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
