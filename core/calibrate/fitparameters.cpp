// The thirteen hardware-profile parameters calibration fits, each read and written through its
// representative figure (fitparameters.h).

#include "fitparameters.h"

#include "core/model/fields.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

/** Scales `x` by `ratio` (a no-op for a ratio that is not positive and finite). */
void scaleBy(double& x, double ratio)
{
    if (ratio > 0 && std::isfinite(ratio))
        x *= ratio;
}

double ratioTo(double current, double wanted)
{
    return current > 0 ? wanted / current : 0.0;
}

// ---- compute ----------------------------------------------------------------------------

double gemmHalf(const ClusterSpec& c) { return c.gpu.kernels.gemmForward.halfSize; }
void setGemmHalf(ClusterSpec& c, double v)
{
    KernelProfile& k = c.gpu.kernels;
    const double r = ratioTo(k.gemmForward.halfSize, v);
    for (EfficiencyCurve* curve : {&k.gemmForward, &k.gemmInputGrad, &k.gemmWeightGrad})
        scaleBy(curve->halfSize, r);
}

/** Compute curves are read relative to the forward GEMM's e_max (computeScale()): a curve's
 *  effective peak share is matmul_efficiency x its e_max / the forward GEMM's e_max. */
double relativeLevel(const ClusterSpec& c, const EfficiencyCurve& curve)
{
    const double reference = c.gpu.kernels.gemmForward.maxEfficiency;
    return reference > 0 ? c.gpu.matmulEfficiency * curve.maxEfficiency / reference : 0.0;
}

double groupedLevel(const ClusterSpec& c) { return relativeLevel(c, c.gpu.kernels.groupedForward); }
void setGroupedLevel(ClusterSpec& c, double v)
{
    KernelProfile& k = c.gpu.kernels;
    const double r = ratioTo(groupedLevel(c), v);
    for (EfficiencyCurve* curve : {&k.groupedForward, &k.groupedInputGrad, &k.groupedWeightGrad})
        scaleBy(curve->maxEfficiency, r);
}
double groupedUpper(const ClusterSpec& c)
{
    const KernelProfile& k = c.gpu.kernels;
    double top = 0;
    for (const EfficiencyCurve* curve : {&k.groupedForward, &k.groupedInputGrad, &k.groupedWeightGrad})
        top = std::max(top, relativeLevel(c, *curve));
    return top > 0 ? groupedLevel(c) / top : 0.0; // the highest layout reaches 1
}

double attentionLevel(const ClusterSpec& c) { return relativeLevel(c, c.gpu.kernels.attentionForward); }
void setAttentionLevel(ClusterSpec& c, double v)
{
    KernelProfile& k = c.gpu.kernels;
    const double r = ratioTo(attentionLevel(c), v);
    for (EfficiencyCurve* curve : {&k.attentionForward, &k.attentionBackward, &k.flashAttention2Forward,
                                   &k.flashAttention2Backward})
        scaleBy(curve->maxEfficiency, r);
}
double attentionUpper(const ClusterSpec& c)
{
    const KernelProfile& k = c.gpu.kernels;
    double top = 0;
    for (const EfficiencyCurve* curve : {&k.attentionForward, &k.attentionBackward, &k.flashAttention2Forward,
                                         &k.flashAttention2Backward})
        top = std::max(top, relativeLevel(c, *curve));
    return top > 0 ? attentionLevel(c) / top : 0.0;
}

/** matmul_efficiency is the level of every compute curve; its bound keeps each at most 1. */
double matmulUpper(const ClusterSpec& c)
{
    const KernelProfile& k = c.gpu.kernels;
    double top = 1.0; // relative to the forward GEMM
    if (k.gemmForward.maxEfficiency > 0)
        for (const EfficiencyCurve* curve : {&k.gemmInputGrad, &k.gemmWeightGrad, &k.groupedForward,
                                             &k.groupedInputGrad, &k.groupedWeightGrad, &k.attentionForward,
                                             &k.attentionBackward, &k.flashAttention2Forward,
                                             &k.flashAttention2Backward})
            top = std::max(top, curve->maxEfficiency / k.gemmForward.maxEfficiency);
    return 1.0 / top;
}

// ---- one link tier ----------------------------------------------------------------------

template <ClusterLink Tier>
LinkSpec& tier(ClusterSpec& c) { return Tier == ClusterLink::IntraNode ? c.intraNode : c.interNode; }
template <ClusterLink Tier>
const LinkSpec& tier(const ClusterSpec& c) { return Tier == ClusterLink::IntraNode ? c.intraNode : c.interNode; }

template <ClusterLink Tier>
double collectiveEfficiency(const ClusterSpec& c) { return tier<Tier>(c).fit(Collective::AllReduce).efficiency; }
template <ClusterLink Tier>
void setCollectiveEfficiency(ClusterSpec& c, double v)
{
    LinkSpec& link = tier<Tier>(c);
    const double r = ratioTo(collectiveEfficiency<Tier>(c), v);
    scaleBy(link.efficiency, r);
    for (auto& fit : link.collectives)
        if (fit)
            scaleBy(fit->efficiency, r);
}
template <ClusterLink Tier>
double collectiveEfficiencyUpper(const ClusterSpec& c)
{
    const LinkSpec& link = tier<Tier>(c);
    double top = link.efficiency;
    for (const auto& fit : link.collectives)
        if (fit)
            top = std::max(top, fit->efficiency);
    return top > 0 ? collectiveEfficiency<Tier>(c) / top : 0.0;
}

/** A tier's latency: an all-reduce's fixed cost plus one ring step, all latencies scaled together. */
template <ClusterLink Tier>
double collectiveLatency(const ClusterSpec& c)
{
    const CollectiveFit f = tier<Tier>(c).fit(Collective::AllReduce);
    return f.fixedLatencyUs + f.stepLatencyUs;
}
template <ClusterLink Tier>
void setCollectiveLatency(ClusterSpec& c, double v)
{
    LinkSpec& link = tier<Tier>(c);
    const double r = ratioTo(collectiveLatency<Tier>(c), v);
    scaleBy(link.latencyUs, r);
    scaleBy(link.fixedLatencyUs, r);
    for (auto& fit : link.collectives)
        if (fit) {
            scaleBy(fit->stepLatencyUs, r);
            scaleBy(fit->fixedLatencyUs, r);
            for (int i = 0; i < fit->groupSizeCount; ++i)
                scaleBy(fit->fixedLatencyByGroupUs[size_t(i)].second, r);
        }
}

template <ClusterLink Tier>
double overlapSlowdown(const ClusterSpec& c) { return tier<Tier>(c).overlapSlowdown; }
template <ClusterLink Tier>
void setOverlapSlowdown(ClusterSpec& c, double v) { tier<Tier>(c).overlapSlowdown = v; }

// ---- bounds -----------------------------------------------------------------------------

/** A multiplicative range around the profile's own value; none when it has no value. */
template <double (*Value)(const ClusterSpec&), int Factor>
double below(const ClusterSpec& c) { return Value(c) / Factor; }
template <double (*Value)(const ClusterSpec&), int Factor>
double above(const ClusterSpec& c) { return Value(c) * Factor; }

template <int Percent>
double constant(const ClusterSpec&) { return Percent / 100.0; }

double gemmLevel(const ClusterSpec& c) { return c.gpu.matmulEfficiency; }
double hbmLevel(const ClusterSpec& c) { return c.gpu.hbmEfficiency; }
double kernelLatency(const ClusterSpec& c) { return c.gpu.kernels.memoryLatencyUs; }
double straggler(const ClusterSpec& c) { return c.interNode.stragglerCoefficient; }
double noMoreThan200(const ClusterSpec&) { return 200.0; }

using enum ClusterLink;

const std::array<FitParameter, kCalibratedParameterCount> kParameters{{
    {"gemm_efficiency", "GEMM efficiency (large GEMMs)", "", FitScale::Linear, "gpu.matmul_efficiency",
     gemmLevel, [](ClusterSpec& c, double v) { c.gpu.matmulEfficiency = v; }, constant<10>, matmulUpper},
    {"gemm_half_flops", "GEMM size at half efficiency (small GEMMs)", "FLOP", FitScale::Logarithmic,
     "gpu.kernels.gemm.*.half_flops", gemmHalf, setGemmHalf, below<gemmHalf, 10>, above<gemmHalf, 10>},
    {"grouped_gemm_efficiency", "Grouped expert GEMM efficiency", "", FitScale::Linear,
     "gpu.kernels.grouped_gemm.*.max_efficiency", groupedLevel, setGroupedLevel, below<groupedLevel, 4>,
     groupedUpper},
    {"attention_efficiency", "Attention kernel efficiency", "", FitScale::Linear,
     "gpu.kernels.attention.*.max_efficiency", attentionLevel, setAttentionLevel, below<attentionLevel, 4>,
     attentionUpper},
    {"hbm_efficiency", "HBM efficiency (memory-bound kernels)", "", FitScale::Linear, "gpu.hbm_efficiency",
     hbmLevel, [](ClusterSpec& c, double v) { c.gpu.hbmEfficiency = v; }, constant<20>, constant<100>},
    {"kernel_latency_us", "Memory-bound kernel latency", "us", FitScale::Linear, "gpu.kernels.memory_latency_us",
     kernelLatency, [](ClusterSpec& c, double v) { c.gpu.kernels.memoryLatencyUs = v; }, constant<0>,
     noMoreThan200},
    {"intra_node.collective_efficiency", "Intra-node collective efficiency (all-reduce)", "", FitScale::Linear,
     "intra_node.efficiency, intra_node.collectives.*.efficiency", collectiveEfficiency<IntraNode>,
     setCollectiveEfficiency<IntraNode>, below<collectiveEfficiency<IntraNode>, 5>,
     collectiveEfficiencyUpper<IntraNode>},
    {"intra_node.collective_latency_us", "Intra-node collective latency (all-reduce, fixed + one step)", "us",
     FitScale::Logarithmic, "intra_node.*latency_us", collectiveLatency<IntraNode>,
     setCollectiveLatency<IntraNode>, below<collectiveLatency<IntraNode>, 5>, above<collectiveLatency<IntraNode>, 5>},
    {"inter_node.collective_efficiency", "Inter-node collective efficiency (all-reduce)", "", FitScale::Linear,
     "inter_node.efficiency, inter_node.collectives.*.efficiency", collectiveEfficiency<InterNode>,
     setCollectiveEfficiency<InterNode>, below<collectiveEfficiency<InterNode>, 5>,
     collectiveEfficiencyUpper<InterNode>},
    {"inter_node.collective_latency_us", "Inter-node collective latency (all-reduce, fixed + one step)", "us",
     FitScale::Logarithmic, "inter_node.*latency_us", collectiveLatency<InterNode>,
     setCollectiveLatency<InterNode>, below<collectiveLatency<InterNode>, 5>, above<collectiveLatency<InterNode>, 5>},
    {"intra_node.overlap_slowdown", "Compute slowdown under intra-node traffic", "", FitScale::Linear,
     "intra_node.overlap_slowdown", overlapSlowdown<IntraNode>, setOverlapSlowdown<IntraNode>, constant<0>,
     constant<60>},
    {"inter_node.overlap_slowdown", "Compute slowdown under inter-node traffic", "", FitScale::Linear,
     "inter_node.overlap_slowdown", overlapSlowdown<InterNode>, setOverlapSlowdown<InterNode>, constant<0>,
     constant<60>},
    {"inter_node.straggler_coefficient", "Straggler coefficient (multi-node data parallelism)", "",
     FitScale::Linear, "inter_node.straggler_coefficient", straggler,
     [](ClusterSpec& c, double v) { c.interNode.stragglerCoefficient = v; }, constant<0>, constant<50>},
}};

} // namespace

const std::array<FitParameter, kCalibratedParameterCount>& fitParameters()
{
    return kParameters;
}

std::array<double, kCalibratedParameterCount> fittedValues(const ClusterSpec& cluster)
{
    std::array<double, kCalibratedParameterCount> out{};
    for (size_t i = 0; i < out.size(); ++i)
        out[i] = kParameters[i].value(cluster);
    return out;
}

int firstChangedValue(const ClusterSpec& cluster, const std::array<double, kCalibratedParameterCount>& values)
{
    for (size_t i = 0; i < kParameters.size(); ++i) {
        const double now = kParameters[i].value(cluster);
        if (std::abs(now - values[i]) > 1e-9 * std::max(std::abs(values[i]), 1e-12))
            return int(i);
    }
    return -1;
}

bool calibrationHolds(const ClusterSpec& cluster)
{
    return cluster.calibration.present() && firstChangedValue(cluster, cluster.calibration.values) < 0;
}

} // namespace shardscope
