#pragma once

#include "core/model/calibrationstamp.h"
#include "core/model/clusterspec.h"

#include <array>
#include <string_view>

namespace shardscope {

/** Whether a parameter moves on a straight or a logarithmic scale between its bounds. */
enum class FitScale
{
    Linear,
    Logarithmic
};

/**
 * One free parameter of a hardware profile that calibration fits (issue 17 item 2). Its value
 * is one physical figure of the cluster (the representative: the large-GEMM efficiency, the
 * all-reduce efficiency of a tier, ...); setting it scales the figures that move with it (the
 * other GEMM layouts' half sizes, the tier's other collectives) by the same ratio, so the
 * profile's measured shape is kept and only its level is fitted. Bounds are physical: an
 * efficiency stays inside (0, 1] for every figure it scales.
 */
struct FitParameter
{
    std::string_view id;    ///< "gemm_efficiency", "inter_node.collective_latency_us", ...
    std::string_view label; ///< "GEMM efficiency (large GEMMs)"
    std::string_view unit;  ///< "" for a share, "us", "FLOP"
    FitScale scale = FitScale::Linear;
    /// The field it is read from in a cluster preset, for the provenance ("gpu.matmul_efficiency").
    std::string_view field;
    double (*value)(const ClusterSpec&) = nullptr;
    void (*set)(ClusterSpec&, double) = nullptr;
    /// Physical bounds for a cluster whose value is `value(c)`; lower == upper when the
    /// profile has nothing to scale (a flat GEMM curve has no half size).
    double (*lower)(const ClusterSpec&) = nullptr;
    double (*upper)(const ClusterSpec&) = nullptr;
};

/** Every parameter calibration fits, in the order of CalibrationStamp::values. */
const std::array<FitParameter, kCalibratedParameterCount>& fitParameters();

/** The fitted values of `cluster`, in fitParameters() order. */
std::array<double, kCalibratedParameterCount> fittedValues(const ClusterSpec& cluster);

/**
 * The first parameter (index into fitParameters()) whose value on `cluster` differs from
 * `values` by more than 1e-9 relative; -1 when none does.
 */
int firstChangedValue(const ClusterSpec& cluster, const std::array<double, kCalibratedParameterCount>& values);

/**
 * Whether `cluster` is still the profile its calibration fitted: it carries a stamp and every
 * fitted value equals the stamp's (to 1e-9 relative). A user who edits one of them gets the
 * modelled level back, since the calibration's band no longer describes that profile.
 */
bool calibrationHolds(const ClusterSpec& cluster);

} // namespace shardscope
