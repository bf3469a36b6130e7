// sensitivity(): each input moved on its own through analyse(), the same verdict the window shows.

#include "sensitivity.h"

#include "analyse.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

namespace shardscope {

namespace {

/** Every latency of a link tier (its defaults and each collective's own fit) times `factor`. */
void scaleLatencies(LinkSpec& link, double factor)
{
    link.latencyUs *= factor;
    link.fixedLatencyUs *= factor;
    for (auto& fit : link.collectives) {
        if (!fit)
            continue;
        fit->stepLatencyUs *= factor;
        fit->fixedLatencyUs *= factor;
        for (int i = 0; i < fit->groupSizeCount; ++i)
            fit->fixedLatencyByGroupUs[size_t(i)].second *= factor;
    }
}

SensitivityPoint pointOf(const Scenario& s, double value)
{
    const Report r = analyse(s, EstimateOptions{.keepTimeline = false});
    const PlanVerdict v = planVerdict(r);
    return {value, r.step.timeS, r.step.tokensPerS, r.memory.peakBytes, v.verdict, v.reason};
}

/**
 * The first of `candidates` (nearest first) the rules accept, else the first of them: a
 * workload setting moves to a value the launchers take where one is near.
 */
std::optional<SensitivityPoint> nearestAccepted(const Scenario& base, const std::vector<int64_t>& candidates,
                                                const std::function<void(Scenario&, int64_t)>& set)
{
    std::optional<SensitivityPoint> first;
    for (const int64_t v : candidates) {
        Scenario s = base;
        set(s, v);
        SensitivityPoint p = pointOf(s, double(v));
        if (p.verdict != Verdict::Invalid)
            return p;
        if (!first)
            first = std::move(p);
    }
    return first;
}

/** Up to `count` multiples of `unit` from `target` outwards on one side of `from` (sign), nearest first. */
std::vector<int64_t> candidatesNear(int64_t from, double target, int64_t unit, int sign, int count)
{
    std::vector<int64_t> out;
    int64_t v = std::llround(target / double(unit)) * unit;
    if ((v - from) * sign <= 0)
        v = from + sign * unit;
    for (int i = 0; i < count && v > 0; ++i, v += sign * unit)
        out.push_back(v);
    return out;
}

/** A hardware figure: the scenario with it times `factor`, and the figure's value then. */
struct HardwareInput
{
    const char* id;
    const char* name;
    const char* unit;
    std::function<double(const Scenario&)> value;          ///< as printed, in `unit`
    std::function<void(Scenario&, double factor)> scale;
    double ceiling = 0; ///< the value may not pass it (an efficiency of 1); 0: none
};

std::vector<HardwareInput> hardwareInputs()
{
    return {
        {"gemm_efficiency", "GEMM and attention efficiency", "",
         [](const Scenario& s) { return s.cluster.gpu.matmulEfficiency; },
         [](Scenario& s, double f) { s.cluster.gpu.matmulEfficiency *= f; }, 1.0},
        {"hbm_bandwidth", "HBM bandwidth", "TB/s", [](const Scenario& s) { return s.cluster.gpu.hbmTBps; },
         [](Scenario& s, double f) { s.cluster.gpu.hbmTBps *= f; }},
        {"kernel_latency", "Kernel launch latency", "us",
         [](const Scenario& s) { return s.cluster.gpu.kernels.memoryLatencyUs + s.cluster.gpu.kernels.launchLatencyUs; },
         [](Scenario& s, double f) {
             s.cluster.gpu.kernels.memoryLatencyUs *= f;
             s.cluster.gpu.kernels.launchLatencyUs *= f;
         }},
        {"nvlink_bandwidth", "NVLink bandwidth", "GB/s", [](const Scenario& s) { return s.cluster.intraNode.bandwidthGBps; },
         [](Scenario& s, double f) { s.cluster.intraNode.bandwidthGBps *= f; }},
        {"nvlink_latency", "NVLink latency", "us", [](const Scenario& s) { return s.cluster.intraNode.fixedLatencyUs; },
         [](Scenario& s, double f) { scaleLatencies(s.cluster.intraNode, f); }},
        {"nic_bandwidth", "NIC bandwidth", "GB/s", [](const Scenario& s) { return s.cluster.interNode.bandwidthGBps; },
         [](Scenario& s, double f) { s.cluster.interNode.bandwidthGBps *= f; }},
        {"network_latency", "Network latency", "us", [](const Scenario& s) { return s.cluster.interNode.fixedLatencyUs; },
         [](Scenario& s, double f) { scaleLatencies(s.cluster.interNode, f); }},
        {"overlap_slowdown", "Overlap slowdown", "",
         [](const Scenario& s) { return std::max(s.cluster.intraNode.overlapSlowdown, s.cluster.interNode.overlapSlowdown); },
         [](Scenario& s, double f) {
             s.cluster.intraNode.overlapSlowdown *= f;
             s.cluster.interNode.overlapSlowdown *= f;
         }},
        {"straggler_coefficient", "Straggler coefficient", "",
         [](const Scenario& s) { return s.cluster.interNode.stragglerCoefficient; },
         [](Scenario& s, double f) { s.cluster.interNode.stragglerCoefficient *= f; }},
    };
}

SensitivityRow hardwareRow(const Scenario& base, const HardwareInput& in, double delta)
{
    SensitivityRow row{in.id, in.name, in.unit, false, in.value(base), {}, {}, {}};
    if (!(row.baseValue > 0)) {
        row.note = "0 in this cluster's profile: moving it by a share moves nothing";
        return row;
    }
    for (const double sign : {-1.0, 1.0}) {
        double factor = 1 + sign * delta;
        if (in.ceiling > 0 && row.baseValue * factor > in.ceiling) {
            factor = in.ceiling / row.baseValue;
            row.note = "the higher side is capped at the ceiling of 1";
        }
        if (factor == 1.0)
            continue;
        Scenario s = base;
        in.scale(s, factor);
        (sign < 0 ? row.low : row.high) = pointOf(s, in.value(s));
    }
    return row;
}

/** The sequence lengths the plan's split allows: multiples of 64, of 2·CP, and of TP with SP. */
int64_t sequenceGranule(const Scenario& s)
{
    int64_t g = std::lcm<int64_t>(64, 2 * int64_t(std::max(s.parallel.cp, 1)));
    if (s.parallel.sequenceParallel)
        g = std::lcm<int64_t>(g, std::max(s.parallel.tp, 1));
    return g;
}

SensitivityRow sequenceRow(const Scenario& base, double delta)
{
    SensitivityRow row{"seq_length", "Sequence length", "tokens", true, double(base.training.seqLength), {}, {}, {}};
    const int64_t seq = base.training.seqLength;
    const int64_t g = sequenceGranule(base);
    for (const int sign : {-1, 1})
        (sign < 0 ? row.low : row.high) =
            nearestAccepted(base, candidatesNear(seq, double(seq) * (1 + sign * delta), g, sign, 8),
                            [](Scenario& s, int64_t v) { s.training.seqLength = v; });
    if (!row.low)
        row.note = "no shorter sequence the split allows";
    return row;
}

SensitivityRow microBatchRow(const Scenario& base)
{
    SensitivityRow row{"micro_batch", "Micro-batch", "seq", true, double(base.training.microBatch), {}, {}, {}};
    const int64_t b = base.training.microBatch;
    const int64_t perReplica = base.training.globalBatch / std::max(base.parallel.dp, 1);
    std::vector<int64_t> smaller, larger; // the divisors of the per-replica batch, nearest first
    for (int64_t v = b - 1; v >= 1 && smaller.size() < 8; --v)
        if (perReplica % v == 0 && base.training.globalBatch % (v * std::max(base.parallel.dp, 1)) == 0)
            smaller.push_back(v);
    for (int64_t v = b + 1; v <= perReplica && larger.size() < 8; ++v)
        if (perReplica % v == 0 && base.training.globalBatch % (v * std::max(base.parallel.dp, 1)) == 0)
            larger.push_back(v);
    const auto set = [](Scenario& s, int64_t v) { s.training.microBatch = v; };
    row.low = nearestAccepted(base, smaller, set);
    row.high = nearestAccepted(base, larger, set);
    if (!row.low || !row.high)
        row.note = b == 1 && !row.high ? "1, and no larger micro-batch divides the global batch over DP"
                   : b == 1             ? "already 1, the smallest"
                   : !row.low && !row.high ? "no other micro-batch divides the global batch over DP"
                   : !row.low             ? "no smaller micro-batch divides the global batch over DP"
                                          : "no larger micro-batch divides the global batch over DP";
    return row;
}

SensitivityRow globalBatchRow(const Scenario& base, double delta)
{
    SensitivityRow row{"global_batch", "Global batch", "seq", true, double(base.training.globalBatch), {}, {}, {}};
    const int64_t unit = std::max<int64_t>(1, base.training.microBatch * std::max(base.parallel.dp, 1));
    const int64_t batch = base.training.globalBatch;
    for (const int sign : {-1, 1})
        (sign < 0 ? row.low : row.high) =
            nearestAccepted(base, candidatesNear(batch, double(batch) * (1 + sign * delta), unit, sign, 8),
                            [](Scenario& s, int64_t v) { s.training.globalBatch = v; });
    if (!row.low)
        row.note = "already one micro-batch per data-parallel rank";
    return row;
}

} // namespace

/** The widest move of `figure` between either side of `row` and `base`. */
template <typename Figure>
double swingOf(const SensitivityRow& row, double base, Figure figure)
{
    double swing = 0;
    for (const auto& p : {row.low, row.high})
        if (p)
            swing = std::max(swing, std::abs(figure(*p) - base));
    return swing;
}

double SensitivityRow::stepSwingS(double baseStepS) const
{
    return swingOf(*this, baseStepS, [](const SensitivityPoint& p) { return p.stepS; });
}

double SensitivityRow::tokensSwing(double baseTokensPerS) const
{
    return swingOf(*this, baseTokensPerS, [](const SensitivityPoint& p) { return p.tokensPerS; });
}

double SensitivityRow::memorySwingBytes(int64_t basePeakBytes) const
{
    return swingOf(*this, double(basePeakBytes), [](const SensitivityPoint& p) { return double(p.peakBytes); });
}

SensitivityReport sensitivity(const Scenario& scenario, double delta)
{
    SensitivityReport out;
    out.delta = delta;
    const SensitivityPoint base = pointOf(scenario, 0);
    out.baseStepS = base.stepS;
    out.baseTokensPerS = base.tokensPerS;
    out.basePeakBytes = base.peakBytes;
    out.baseVerdict = base.verdict;
    for (const HardwareInput& in : hardwareInputs())
        out.rows.push_back(hardwareRow(scenario, in, delta));
    out.rows.push_back(sequenceRow(scenario, delta));
    out.rows.push_back(microBatchRow(scenario));
    out.rows.push_back(globalBatchRow(scenario, delta));
    // Largest relative effect on the throughput first; memory breaks ties (hardware moves no bytes).
    const auto key = [&](const SensitivityRow& r) {
        const double step = out.baseTokensPerS > 0 ? r.tokensSwing(out.baseTokensPerS) / out.baseTokensPerS : 0;
        const double memory = out.basePeakBytes > 0 ? r.memorySwingBytes(out.basePeakBytes) / double(out.basePeakBytes) : 0;
        return std::pair(step, memory);
    };
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [&](const SensitivityRow& a, const SensitivityRow& b) { return key(a) > key(b); });
    return out;
}

} // namespace shardscope
