#include "measuredfields.h"

#include "fieldlimits.h"

#include <deque>
#include <iterator>
#include <string>
#include <utility>

namespace shardscope {

namespace {

using namespace limits;

/** A number a file must give inside its object (a curve's, a fit's): the generated rows' shape. */
FieldInfo measuredRow(FieldId id, std::string_view path, double min, double max, std::string_view unit)
{
    FieldInfo f{};
    f.id = id;
    f.path = path;
    f.kind = FieldKind::Number;
    f.group = FieldGroup::Cluster;
    f.min = min;
    f.max = max;
    f.unit = unit;
    f.required = true;
    return f;
}

/** Paths built from parts; a deque keeps every string where it is while it grows. */
std::string_view keepPath(std::string path)
{
    static std::deque<std::string> paths;
    return paths.emplace_back(std::move(path));
}

/** A curve of the kernel profile: its key under cluster.gpu.kernels and how its half size is counted. */
struct CurveSpec
{
    std::string_view key;
    EfficiencyCurve KernelProfile::*curve;
    bool tokens; ///< half size in tokens per local expert (else FLOPs per call)
};

constexpr CurveSpec kCurveSpecs[kKernelCurves] = {
    {"gemm.forward", &KernelProfile::gemmForward, false},
    {"gemm.input_grad", &KernelProfile::gemmInputGrad, false},
    {"gemm.weight_grad", &KernelProfile::gemmWeightGrad, false},
    {"grouped_gemm.forward", &KernelProfile::groupedForward, true},
    {"grouped_gemm.input_grad", &KernelProfile::groupedInputGrad, true},
    {"grouped_gemm.weight_grad", &KernelProfile::groupedWeightGrad, true},
    {"attention.forward", &KernelProfile::attentionForward, false},
    {"attention.backward", &KernelProfile::attentionBackward, false},
    {"flash_attention_2.forward", &KernelProfile::flashAttention2Forward, false},
    {"flash_attention_2.backward", &KernelProfile::flashAttention2Backward, false},
};

/** The FlashAttention-2 curves are the profile's own once one of their numbers is set. */
constexpr bool isFlashAttention2(int curve) { return curve >= int(KernelCurve::FlashAttention2Forward); }

template <int I, CurveParam P> FieldInfo curveRow()
{
    constexpr CurveSpec c = kCurveSpecs[I];
    constexpr bool half = P == CurveParam::HalfSize;
    const std::string path = "cluster.gpu.kernels." + std::string(c.key) +
                             (half ? (c.tokens ? ".half_tokens" : ".half_flops") : ".max_efficiency");
    FieldInfo f = measuredRow(curveField(KernelCurve(I), P), keepPath(path), half ? 0 : kMinCurveEfficiency,
                              half ? (c.tokens ? kMaxHalfTokens : kMaxHalfFlops) : 1, half ? (c.tokens ? "tokens" : "FLOP") : "");
    f.get = [](const Scenario& s) -> FieldValue {
        const EfficiencyCurve& e = s.cluster.gpu.kernels.*kCurveSpecs[I].curve;
        return half ? e.halfSize : e.maxEfficiency;
    };
    f.set = [](Scenario& s, const FieldValue& v) {
        EfficiencyCurve& e = s.cluster.gpu.kernels.*kCurveSpecs[I].curve;
        (half ? e.halfSize : e.maxEfficiency) = std::get<double>(v);
        if (isFlashAttention2(I))
            s.cluster.gpu.kernels.flashAttention2Measured = true;
        return true;
    };
    return f;
}

template <int... I> void addCurveRows(std::vector<FieldInfo>& rows, std::integer_sequence<int, I...>)
{
    ((rows.push_back(curveRow<I, CurveParam::MaxEfficiency>()), rows.push_back(curveRow<I, CurveParam::HalfSize>())), ...);
}

/** A constant of the kernel profile, after the curves. */
struct ConstantSpec
{
    FieldId id;
    std::string_view key; ///< below cluster.gpu.kernels
    double KernelProfile::*member;
    double min, max;
    std::string_view unit;
};

constexpr ConstantSpec kConstantSpecs[] = {
    {FieldId::KernelBatchedGemmHalfDim, "batched_gemm_half_dim", &KernelProfile::batchedGemmHalfDim, 0, kMaxBatchedGemmHalfDim, ""},
    {FieldId::KernelLaunchLatency, "launch_latency_us", &KernelProfile::launchLatencyUs, 0, kMaxKernelLatencyUs, "µs"},
    {FieldId::KernelMemoryLatency, "memory_latency_us", &KernelProfile::memoryLatencyUs, 0, kMaxKernelLatencyUs, "µs"},
    {FieldId::KernelCrossEntropyEfficiency, "cross_entropy_efficiency", &KernelProfile::crossEntropyEfficiency,
     kMinKernelHbmEfficiency, 1, ""},
    {FieldId::KernelPermuteEfficiency, "permute_efficiency", &KernelProfile::permuteEfficiency, kMinKernelHbmEfficiency, 1, ""},
};

template <int I> FieldInfo constantRow()
{
    constexpr ConstantSpec c = kConstantSpecs[I];
    FieldInfo f = measuredRow(c.id, keepPath("cluster.gpu.kernels." + std::string(c.key)), c.min, c.max, c.unit);
    f.get = [](const Scenario& s) -> FieldValue { return s.cluster.gpu.kernels.*kConstantSpecs[I].member; };
    f.set = [](Scenario& s, const FieldValue& v) {
        s.cluster.gpu.kernels.*kConstantSpecs[I].member = std::get<double>(v);
        return true;
    };
    return f;
}

template <int... I> void addConstantRows(std::vector<FieldInfo>& rows, std::integer_sequence<int, I...>)
{
    (rows.push_back(constantRow<I>()), ...);
}

/** JSON key of each collective's fit in a tier's "collectives" object (Collective order). */
constexpr std::string_view kCollectiveKeys[kCollectiveKinds] = {"all_reduce", "all_gather", "reduce_scatter",
                                                                "all_to_all", "send_recv"};

template <ClusterLink T> auto& tierOf(auto& s)
{
    if constexpr (T == ClusterLink::IntraNode)
        return s.cluster.intraNode;
    else
        return s.cluster.interNode;
}

std::string tierPath(ClusterLink tier)
{
    return tier == ClusterLink::IntraNode ? "cluster.intra_node" : "cluster.inter_node";
}

template <FitParam P> constexpr double CollectiveFit::*fitMember()
{
    if constexpr (P == FitParam::Efficiency)
        return &CollectiveFit::efficiency;
    else if constexpr (P == FitParam::StepLatency)
        return &CollectiveFit::stepLatencyUs;
    else
        return &CollectiveFit::fixedLatencyUs;
}

/**
 * One number of a tier's fit of one collective: get() is the fit in use (the tier's own
 * numbers while the collective has no fit of its own); set() gives it one, starting from those.
 */
template <ClusterLink T, int Op, FitParam P> FieldInfo fitRow()
{
    constexpr bool efficiency = P == FitParam::Efficiency;
    constexpr std::string_view key = efficiency ? "efficiency" : P == FitParam::StepLatency ? "step_latency_us" : "fixed_latency_us";
    const std::string path = tierPath(T) + ".collectives." + std::string(kCollectiveKeys[Op]) + "." + std::string(key);
    FieldInfo f = measuredRow(fitField(T, Collective(Op), P), keepPath(path), efficiency ? kMinCollectiveEfficiency : 0,
                              efficiency ? kMaxCollectiveEfficiency : kMaxLinkFixedLatencyUs, efficiency ? "" : "µs");
    f.get = [](const Scenario& s) -> FieldValue { return tierOf<T>(s).fit(Collective(Op)).*fitMember<P>(); };
    f.set = [](Scenario& s, const FieldValue& v) {
        LinkSpec& link = tierOf<T>(s);
        std::optional<CollectiveFit>& own = link.collectives[size_t(Op)];
        if (!own)
            own = link.fit(Collective(Op));
        (*own).*fitMember<P>() = std::get<double>(v);
        return true;
    };
    return f;
}

template <ClusterLink T, int... Op> void addFitRows(std::vector<FieldInfo>& rows, std::integer_sequence<int, Op...>)
{
    ((rows.push_back(fitRow<T, Op, FitParam::Efficiency>()), rows.push_back(fitRow<T, Op, FitParam::StepLatency>()),
      rows.push_back(fitRow<T, Op, FitParam::FixedLatency>())),
     ...);
}

template <ClusterLink T, int Op> bool hasOwnFit(const Scenario& s)
{
    return tierOf<T>(s).collectives[size_t(Op)].has_value();
}

template <ClusterLink T, int... Op> void addFitObjects(std::vector<OptionalObject>& out, std::integer_sequence<int, Op...>)
{
    (out.push_back({fieldInfo(fitField(T, Collective(Op), FitParam::Efficiency)).parent(), &hasOwnFit<T, Op>}), ...);
}

/** The optional objects, in the order of the file. */
const std::vector<OptionalObject>& objectTable()
{
    static const std::vector<OptionalObject> kObjects = [] {
        std::vector<OptionalObject> out;
        out.push_back({"cluster.gpu.kernels", nullptr});
        out.push_back({"cluster.gpu.kernels.flash_attention_2",
                       [](const Scenario& s) { return s.cluster.gpu.kernels.flashAttention2Measured; }});
        addFitObjects<ClusterLink::IntraNode>(out, std::make_integer_sequence<int, kCollectiveKinds>());
        addFitObjects<ClusterLink::InterNode>(out, std::make_integer_sequence<int, kCollectiveKinds>());
        out.push_back({"cluster.topology", nullptr});
        // Routing settings are written for models with experts, and for a dense model only
        // when set (so a value a user chose survives a switch of model).
        out.push_back({"training.moe",
                       [](const Scenario& s) { return s.model.isMoe() || s.training.moe != MoeRouting{}; }});
        return out;
    }();
    return kObjects;
}

} // namespace

void appendMeasuredRows(std::vector<FieldInfo>& rows)
{
    addCurveRows(rows, std::make_integer_sequence<int, kKernelCurves>());
    addConstantRows(rows, std::make_integer_sequence<int, int(std::size(kConstantSpecs))>());
    addFitRows<ClusterLink::IntraNode>(rows, std::make_integer_sequence<int, kCollectiveKinds>());
    addFitRows<ClusterLink::InterNode>(rows, std::make_integer_sequence<int, kCollectiveKinds>());
}

std::span<const OptionalObject> optionalObjects()
{
    return objectTable();
}

const OptionalObject* findOptionalObject(std::string_view path)
{
    for (const OptionalObject& o : objectTable())
        if (o.path == path)
            return &o;
    return nullptr;
}

bool fieldStored(const Scenario& s, FieldId id)
{
    const std::string_view path = fieldInfo(id).path;
    for (const OptionalObject& o : objectTable())
        if (o.present && path.size() > o.path.size() && path.compare(0, o.path.size(), o.path) == 0 &&
            path[o.path.size()] == '.' && !o.present(s))
            return false;
    return true;
}

} // namespace shardscope
