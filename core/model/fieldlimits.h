#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace shardscope {

/**
 * The range of every numeric scenario field, in one place: the field registry
 * (model/fields.h) takes its ranges from these constants, the scenario and preset readers
 * check files against the registry and the window's editors take their ranges from
 * scenarioFieldRanges(), so a value the window accepts is one a file may hold and back.
 * The bounds keep every estimate finite and bounded in time and memory while admitting
 * anything real (and a lot more).
 */
namespace limits {

// Names (`name`, `model.name`, `cluster.name`, `cluster.gpu.name`), in characters (UTF-8 code points).
inline constexpr std::size_t kMaxNameLength = 200;

// Parallel layout (`parallel.*`).
inline constexpr int64_t kMaxDegree = 65536;               ///< tp, pp, dp, cp, ep, etp
inline constexpr int64_t kMaxVirtualStages = 1024;
inline constexpr int64_t kMaxZeroStage = 3;
/** tp x pp x cp x dp, and a cluster's GPUs (gpus_per_node x nodes); also `search --gpus`. */
inline constexpr int64_t kMaxWorld = int64_t(1) << 20;

// Training (`training.*`).
inline constexpr int64_t kMaxSeqLength = int64_t(1) << 26;
inline constexpr int64_t kMaxMicroBatch = int64_t(1) << 20;
inline constexpr int64_t kMaxGlobalBatch = int64_t(1) << 31;
inline constexpr double kMaxCudaContextGiB = 1024;

// Model (`model.*`, and model preset files).
inline constexpr int64_t kMaxLayers = 16384;
inline constexpr int64_t kMaxHidden = int64_t(1) << 20;   ///< hidden, head_dim, the MLA ranks
inline constexpr int64_t kMaxHeads = int64_t(1) << 16;
inline constexpr int64_t kMaxFfn = int64_t(1) << 24;       ///< ffn_hidden and the expert widths
inline constexpr int64_t kMaxVocab = int64_t(1) << 26;
inline constexpr int64_t kMaxContext = int64_t(1) << 26;   ///< max_seq
inline constexpr int64_t kMaxExperts = int64_t(1) << 16;   ///< experts and top_k
inline constexpr int64_t kMaxMtpLayers = 64;
inline constexpr double kMaxDropout = 0.9; ///< dropout probability (1 would zero every activation)
inline constexpr int64_t kMaxSharedExperts = 64;

// Cluster (`cluster.*`, and cluster preset files).
inline constexpr int64_t kMaxGpusPerNode = 1024;
inline constexpr int64_t kMaxNodes = kMaxWorld;
inline constexpr double kMinGpuMemoryGiB = 0.001, kMaxGpuMemoryGiB = 1e6;
inline constexpr double kMinTflops = 0.001, kMaxTflops = 1e7;
inline constexpr double kMinHbmTBps = 0.001, kMaxHbmTBps = 1e4;
inline constexpr double kMinEfficiency = 0.01;             ///< matmul and HBM efficiency, at most 1
inline constexpr double kMinLinkGBps = 0.001, kMaxLinkGBps = 1e6;
inline constexpr double kMaxLatencyUs = 1e6;
inline constexpr double kMinLinkEfficiency = 0.01, kMaxLinkEfficiency = 1.5;
inline constexpr double kMaxOversubscription = 1000;
inline constexpr double kMaxLinkFixedLatencyUs = 1e6;   ///< fixed_latency_us, also per collective
inline constexpr int64_t kMaxNicsPerNode = 1024;
inline constexpr double kMaxOverlapSlowdown = 10;
inline constexpr double kMaxStragglerCoefficient = 10;
inline constexpr double kMaxZero3NicRate = 100;
/** training.moe.capacity_factor: far beyond where an expert could ever drop a token. */
inline constexpr double kMaxCapacityFactor = 1024;
/** A collective's own fit (`collectives.<op>.efficiency`; its latencies take kMaxLinkFixedLatencyUs). */
inline constexpr double kMinCollectiveEfficiency = 0.001, kMaxCollectiveEfficiency = 5;

// The kernel profile (`cluster.gpu.kernels.*`).
inline constexpr double kMinCurveEfficiency = 0.01;  ///< a curve's max_efficiency, at most 1
inline constexpr double kMaxHalfFlops = 1e16;         ///< half size of a GEMM or attention curve: 10 PFLOP a call
inline constexpr double kMaxHalfTokens = 1e7;         ///< half size of a grouped GEMM curve: 10M tokens
inline constexpr double kMaxBatchedGemmHalfDim = 1e5;
inline constexpr double kMaxKernelLatencyUs = 1e4;    ///< launch and memory-bound kernel latency
inline constexpr double kMinKernelHbmEfficiency = 0.01; ///< cross entropy and permutation, at most 1

} // namespace limits

/** One numeric field of a scenario file by its JSON path, and the values it may take. */
struct FieldRange
{
    std::string_view path; ///< "parallel.tp", "model.moe.experts", "cluster.gpu.memory_GiB"
    double min = 0;
    double max = 0;
    bool integer = true; ///< an integer field (else any finite number in the range)
};

/** Every numeric field of a scenario file: the registry's (model/fields.h), in its order. */
std::span<const FieldRange> scenarioFieldRanges();
/** The range of one path; throws std::out_of_range for a path that is not a numeric field. */
const FieldRange& fieldRange(std::string_view path);

} // namespace shardscope
