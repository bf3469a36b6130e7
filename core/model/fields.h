#pragma once

#include "dim.h"
#include "fieldvalue.h"
#include "normalise.h"
#include "scenario.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

namespace shardscope {

/** The efficiency curves of the kernel profile (KernelProfile), in the order of the file. */
enum class KernelCurve : uint8_t
{
    GemmForward, GemmInputGrad, GemmWeightGrad, GroupedForward, GroupedInputGrad, GroupedWeightGrad,
    AttentionForward, AttentionBackward, FlashAttention2Forward, FlashAttention2Backward
};
inline constexpr int kKernelCurves = int(KernelCurve::FlashAttention2Backward) + 1;
/** The two numbers of a curve e(x) = max_efficiency x / (x + half size), in the order of the file. */
enum class CurveParam : uint8_t { MaxEfficiency, HalfSize };
inline constexpr int kCurveFields = kKernelCurves * 2;

/** A tier of the cluster's links (cluster.intra_node, cluster.inter_node). */
enum class ClusterLink : uint8_t { IntraNode, InterNode };
/** The three numbers of a collective's fit (CollectiveFit), in the order of the file. */
enum class FitParam : uint8_t { Efficiency, StepLatency, FixedLatency };
/** One tier's fit fields: every collective, each with its three numbers. */
inline constexpr int kFitFields = kCollectiveKinds * 3;

/**
 * A setting of a scenario a user, a rule's fix or a file names: the one list of the
 * scenario's fields. Its order is the order of the file (model, cluster, parallel, training);
 * fieldInfo() holds what every layer needs to know about each. The measured numbers of the
 * cluster are fields too: the kernel profile's curves and constants, and each link tier's own
 * fit of every collective; their rows are generated (curveField(), fitField()), so they have
 * no enumerator of their own beyond the first of each run.
 */
enum class FieldId : uint8_t
{
    // model.*
    Layers, Hidden, Heads, KvHeads, HeadDim, FfnHidden, Vocab, MaxSeq, Activation, Norm, TiedEmbeddings,
    PositionEmbedding, Bias, QkNorm, MtpLayers, LocalAttention, LocalWindow, GlobalAttentionEvery, AttentionSinks,
    HiddenDropout, AttentionDropout,
    // model.moe.*
    MoeExperts, MoeTopK, MoeExpertFfnHidden, MoeSharedExperts, MoeSharedExpertFfnHidden, MoeDenseLayers,
    MoeLayerFreq, MoeRouterGroups, MoeRouterGroupTopK, MoeRouterBias, MoeSharedExpertGate,
    // model.mla.*
    MlaQLoraRank, MlaKvLoraRank, MlaQkNopeHeadDim, MlaQkRopeHeadDim, MlaVHeadDim,
    // cluster.*
    GpuMemoryGiB, GpuPeakBf16, GpuPeakFp8, GpuPeakFp4, GpuFp8MatmulRatio, GpuHbmTBps, GpuMatmulEfficiency, GpuHbmEfficiency,
    GpuHostLinkGBps,
    // cluster.gpu.kernels.*: the curves (curveField()), then the profile's constants
    KernelCurves,
    KernelBatchedGemmHalfDim = KernelCurves + kCurveFields, KernelLaunchLatency, KernelMemoryLatency,
    KernelCrossEntropyEfficiency, KernelPermuteEfficiency,
    GpusPerNode, Nodes,
    IntraKind, IntraBandwidth, IntraLatency, IntraEfficiency, IntraFixedLatency,
    IntraFits, ///< cluster.intra_node.collectives.*: fitField()
    IntraOverlapSlowdown = IntraFits + kFitFields,
    InterKind, InterBandwidth, InterLatency, InterEfficiency, InterFixedLatency,
    InterFits, ///< cluster.inter_node.collectives.*: fitField()
    InterNics = InterFits + kFitFields, InterOverlapSlowdown, InterStraggler, InterZero3NicRate, InterZero3Overlap,
    TopologyKind, TopologyNvlinkDomain, TopologyNodesPerLeaf, TopologyOversubscription,
    // parallel.*
    Tp, Pp, Dp, Cp, Ep, Etp, SequenceParallel, ZeroStage, Zero3Engine, Schedule, VirtualStages, MicrobatchGroup, FirstStageLayers, LastStageLayers,
    EmbeddingInSplit, LossInSplit, RankOrder, CpCommType, OverlapDp, OverlapTp, OverlapEp, OverlapCp,
    // training.*
    SeqLength, MicroBatch, GlobalBatch, Precision, MainGrads, OptimizerMoments, Optimizer, Recompute, SelectiveRecompute,
    RecomputeCoreAttn, RecomputeLayernorm, RecomputeMlaUpProj, RecomputeMoeAct, RecomputeMlp, RecomputeMoe,
    RecomputeSharedExperts, RecomputeMethod, RecomputeLayers,
    KernelFusion, FlashAttention, AttentionKernel, PipelineKeepsOutputs, WgradPlaceholders, OffloadOptimizer, Fp8ParamGather, OffloadActivationLayers,
    MoeCapacityFactor, MoeLoadImbalance, MoePadToCapacity, MoeDispatcher, CudaContextGiB, AllocatorFraction,
};
inline constexpr size_t kFieldCount = size_t(FieldId::AllocatorFraction) + 1;

enum class FieldKind : uint8_t
{
    Integer, ///< FieldValue holds int64_t
    Number,  ///< double
    Bool,    ///< bool
    Enum     ///< std::string, one of FieldInfo::choices() (the file spelling, model/enumnames.h)
};

/** Where a field is shown and which part of the scenario it belongs to. */
enum class FieldGroup : uint8_t
{
    Model,
    Cluster,
    Parallel,
    Training
};

/** Which optional block of the model a field lives in (it exists only with that block). */
enum class FieldBlock : uint8_t
{
    Always,
    Moe,
    Mla
};

/** What every layer knows about one field. */
struct FieldInfo
{
    FieldId id;
    std::string_view path; ///< JSON path in a scenario file, "parallel.tp"
    FieldKind kind;
    FieldGroup group;
    double min = 0; ///< Integer and Number: the range the readers accept (inclusive)
    double max = 0;
    /** "GiB", "tokens", "µs", ...: what the quantity is counted in (the window shows it translated); empty for a plain count or a ratio. */
    std::string_view unit;
    /**
     * Integer fields that may be "not set" (the file holds null: ETP = TP, head size from
     * hidden / heads, shared expert width = expert width): whether it is set. get() gives
     * min - 1 when it is not and set() of min - 1 unsets it. nullptr: always set.
     */
    bool (*isSet)(const Scenario&) = nullptr;
    FieldBlock block = FieldBlock::Always;
    bool required = false;          ///< a file must give it (else it may be left out: the default)
    std::optional<Dim> dim;         ///< a parallel degree (its accessors are degreeOf() / setDegreeOf())
    std::optional<Setting> setting; ///< a switch the couplings of normalise() own
    std::span<const std::string_view> (*choices)() = nullptr; ///< Enum: the allowed values, in order
    /// Enum: older spellings a file may still hold, read as their value but never offered.
    std::span<const std::string_view> (*aliases)() = nullptr;
    FieldValue (*get)(const Scenario&) = nullptr;
    /** Writes a value of the field's kind; false if the member cannot hold it (an unknown name, an int overflow). */
    bool (*set)(Scenario&, const FieldValue&) = nullptr;

    /** The last component of the path ("tp" for "parallel.tp"). */
    std::string_view key() const { return path.substr(path.rfind('.') + 1); }
    /** The path of the object holding the field ("parallel", "training.overhead"). */
    std::string_view parent() const { return path.substr(0, path.rfind('.')); }
    bool isNumeric() const { return kind == FieldKind::Integer || kind == FieldKind::Number; }
    bool unsettable() const { return isSet != nullptr; }
};

std::span<const FieldInfo> allFields();
const FieldInfo& fieldInfo(FieldId id);
std::optional<FieldId> fieldByPath(std::string_view path);
/** The field of a parallel degree. */
FieldId fieldOfDim(Dim dim);
/** A number of a kernel profile curve: cluster.gpu.kernels.gemm.forward.max_efficiency, ... */
constexpr FieldId curveField(KernelCurve curve, CurveParam param)
{
    return FieldId(int(FieldId::KernelCurves) + int(curve) * 2 + int(param));
}
/** A number of a tier's own fit of a collective: cluster.intra_node.collectives.all_reduce.efficiency, ... */
constexpr FieldId fitField(ClusterLink tier, Collective op, FitParam param)
{
    const FieldId first = tier == ClusterLink::IntraNode ? FieldId::IntraFits : FieldId::InterFits;
    return FieldId(int(first) + int(op) * 3 + int(param));
}

/**
 * An object of a scenario file that may be left out as a whole although fields inside it are
 * required when it is given: the kernel profile, the measured FlashAttention-2 curves, a
 * tier's own fit of one collective, the topology. `present` says whether the scenario holds
 * it (nullptr: always, so the writer always writes it); setting a field inside makes it
 * present, and get() gives the value in use either way (a collective without a fit of its own
 * uses the tier's). What leaving it out of a file means is the reader's (core/io/specjson.cpp).
 */
struct OptionalObject
{
    std::string_view path; ///< "cluster.intra_node.collectives.all_reduce"
    bool (*present)(const Scenario&) = nullptr;
};
std::span<const OptionalObject> optionalObjects();
/** The optional object at `path`, or nullptr. */
const OptionalObject* findOptionalObject(std::string_view path);
/** Whether a file written from the scenario holds the field (not inside an optional object it lacks). */
bool fieldStored(const Scenario& scenario, FieldId id);

/** Whether the field exists in this scenario (MoE and MLA fields need their block). */
bool fieldPresent(const Scenario& scenario, FieldId id);
/** Whether a value has the field's kind (and, for an Enum, is one of its choices). */
bool holdsKind(const FieldInfo& field, const FieldValue& value);
/** "an integer", "a number", "true or false", "one of gpipe | 1f1b | ...": for messages. */
std::string kindExpectation(const FieldInfo& field);

/**
 * The value of a field; throws std::invalid_argument naming the path when the field's block is
 * missing. Unsettable fields give min - 1 when not set.
 */
FieldValue getField(const Scenario& scenario, FieldId id);
/**
 * Sets one field, nothing else (no couplings: see normalise() for those). Throws
 * std::invalid_argument naming the path for a value of the wrong kind, one the member cannot
 * hold, or a field whose block is missing. Ranges are not checked here: scenarioProblem() and
 * the readers say whether the result is a valid scenario.
 */
void setField(Scenario& scenario, FieldId id, const FieldValue& value);

/** A value as a file or a message writes it: 8, 0.05, true, "1f1b" (no quotes). */
std::string formatFieldValue(const FieldValue& value);

} // namespace shardscope
