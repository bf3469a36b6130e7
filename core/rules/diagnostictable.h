#pragma once

#include "core/model/diagnostic.h"
#include "core/model/fields.h"

#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** Every diagnostic the rules can raise; the rules name codes only through this enum. */
enum class DiagnosticCode
{
    ClusterTooFewGpus,
    ClusterGpusIdle,
    BatchNotDivisible,
    ModelHeadsNotDivisibleByTp,
    ModelKvHeadsNotDivisibleByTp,
    ModelFfnNotDivisibleByTp,
    ModelExpertFfnNotDivisibleByEtp,
    ModelVocabPadded,
    ModelSequenceTooLong,
    PipelineMoreStagesThanLayers,
    PipelineLayersNotDivisible,
    PipelineStageLayersUnused,
    PipelineStageLayersDoNotFit,
    PipelineStageLayersWithCountedEnds,
    PipelineIdleChunks,
    RecomputeModuleNotInModel,
    RecomputeModulesUnderDelayedFp8,
    RecomputeSettingsUnused,
    OffloadActivationsUnsupported,
    PipelineInterleaveNeedsPp,
    PipelineInterleaveMicrobatches,
    PipelineMicrobatchGroup,
    PipelineVirtualStagesIgnored,
    PipelineDualpipeOddStages,
    PipelineDualpipeMicrobatches,
    PipelineDualpipeVMicrobatches,
    PipelineScheduleNotSimulated,
    PipelineBubbleHigh,
    ParallelSpWithoutTp,
    ParallelSequenceNotDivisibleByTp,
    ParallelTpExceedsNvlinkDomain,
    ParallelTpCrossesNodes,
    ParallelTpWithoutNvlink,
    CpSequenceNotDivisible,
    CpWithoutFlashAttention,
    CpAllToAllHeadsNotDivisible,
    CpCommTypeNotRead,
    PrecisionNeedsFp8,
    PrecisionNeedsBlockScaling,
    PrecisionParamGatherWithoutFp8,
    PrecisionParamGatherNeedsFsdp,
    MoeEpOnDenseModel,
    MoeExpertsNotDivisibleByEp,
    MoeExpertGridMismatch,
    MoeAlltoallAcrossNodes,
    MoeTokensDropped,
    MoePaddingWithoutCapacity,
    MoeRoutingOnDenseModel,
    MemoryOverCapacity,
    MemoryLowHeadroom,
    MemoryRangeOverCapacity,
    MemoryKeptOutputsOverCapacity,
    CommShareHigh,
    ZeroOffloadWithoutZero,
    ZeroShardedWithPp,
    ZeroZero3AtScale,
};

/** How a parameter is shown: its unit, and whether it is a number or a word. */
enum class ParamUnit
{
    Count,      ///< a whole number (GPUs, layers, tokens, micro-batches, a degree)
    Bytes,      ///< bytes, shown in GiB
    Fraction,   ///< 0..1, shown as a percentage
    Factor,     ///< a multiplier, shown as people write it ("1.25")
    Word,       ///< a name shown as it is (a schedule, a link class, a closed form)
    Dimension,  ///< a parallel dimension's key ("tp"), shown in capitals
    MemoryPart, ///< "weights", "gradients", "optimizer", ... (translated by the GUI)
};

struct DiagnosticParam
{
    const char* name; ///< the key in Diagnostic::params (and in the JSON report)
    ParamUnit unit;
};

/**
 * One row of the diagnostics table: everything about a code except the rule's logic. The
 * GUI makes its text from `title` and `explanation` (English templates marked for the
 * translation catalogues; %1 is params[0], %2 params[1], ...), the CLI keeps the rule's own
 * English message; docs/diagnostics.md lists every row (tst_diagnostictable checks both).
 */
struct DiagnosticRow
{
    DiagnosticCode code;
    const char* key;       ///< the stable code in files and reports, e.g. "memory.over_capacity"
    Severity severity;     ///< as usually raised
    Severity worst;        ///< the highest it is raised at (= severity unless the rule escalates)
    std::vector<DiagnosticParam> params; ///< the parameters the rule passes, in placeholder order
    const char* title;       ///< a few words
    const char* explanation; ///< what is wrong and why it matters, with the parameters
    std::vector<FieldId> fields;     ///< the settings involved (the GUI marks them)
    std::vector<FieldId> fixChanges; ///< the settings its suggested fix may change (empty: no fix)

    /** The JSON paths of `fields`, as a Diagnostic carries them. */
    std::vector<std::string> fieldPaths() const;
    bool fixMayChange(FieldId field) const;
};

/** The whole table, in DiagnosticCode order. */
const std::vector<DiagnosticRow>& diagnosticTable();
const DiagnosticRow& diagnosticRow(DiagnosticCode code);
/** The row of a code as it appears in a report; nullptr for a code no rule raises. */
const DiagnosticRow* findDiagnosticRow(std::string_view key);

/** The translation context of the table's titles and explanations. */
inline constexpr const char* kDiagnosticTextContext = "DiagnosticText";

} // namespace shardscope
