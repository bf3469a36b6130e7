// How each figure of the report was obtained, and how far measured runs fall from it: the
// evidence levels and intervals of issue 17 item 3.
#pragma once

#include "core/model/residualband.h"

#include <cstdint>
#include <string_view>

namespace shardscope {

/**
 * What a figure rests on. Exact: arithmetic on the model's shapes (parameter counts, the
 * bytes of weights, gradients and optimizer state). Modelled: a profile from datasheets and
 * public microbenchmarks (every built-in cluster preset). Calibrated: a profile fitted to the
 * user's own runs by `shardscope-cli calibrate` (core/calibrate), as long as the scenario
 * keeps the fitted values.
 */
enum class Evidence
{
    Exact,
    Modelled,
    Calibrated
};

std::string_view evidenceName(Evidence evidence); ///< "exact", "modelled", "calibrated"

/**
 * The modelled profiles against the public measured runs of tests/data/calibration (170 runs:
 * Korthikanti et al. Table 5, Narayanan et al. Table 1 and Table 2 (PTD-P and ZeRO-3), vTrain's 55 A100
 * runs, NeMo FP8, torchtitan bf16 and Float8, Llama 3.1 405B's three Table 4 rows, SimuMax's 43 B200
 * runs, Megatron-Bridge's eleven FP8 Llama runs of its 25.11 release on H100, B200, GB200 and GB300,
 * three of them MXFP8, and its three MXFP8 Qwen3 MoE runs on B200 and GB200),
 * throughput rows turned into step times. tst_evidence recomputes both percentiles from those runs and
 * fails when the model has moved them, so they are never guessed nor left behind.
 */
inline constexpr ResidualBand kModelledStepTimeBand{-0.1495, 0.0689, 170}; // rounded outward

/**
 * The public runs above that train a mixture of experts (SimuMax's twelve DeepSeek-V2 and V3
 * slices on one DGX B200, tests/data/calibration/simumax-b200.json, and Megatron-Bridge's three
 * whole Qwen3 MoE runs: 30B-A3B on a DGX B200 at micro-batch 1 and on GB200 at 4, 235B-A22B on 64
 * B200), from the second smallest to the second largest (⌊n/10⌋ left out at each end). The model
 * is fast on all of them, most on the small-hidden models at micro-batch 1 (30B-A3B's estimate
 * 54 % short of the measured step, left out here; 235B-A22B's 29 %): Megatron-Core's alltoall
 * dispatcher waits for the host in every MoE layer, and host launch time is not modelled
 * (docs/time-model-validation.md). A plan with experts carries the all-runs band widened to hold
 * these (StepReport::timeBandWidenedForExperts). tst_evidence recomputes both bounds from the runs.
 */
inline constexpr ResidualBand kModelledExpertStepTimeBand{-0.2862, -0.0595, 15}; // rounded outward

/**
 * How many of kModelledExpertStepTimeBand's runs the widened band of a plan with experts holds:
 * all but the ⌊n/10⌋ left out below (its upper edge is the all-runs band's, above every one of
 * them). tst_evidence counts them.
 */
inline constexpr int kExpertRunsInsideWidenedBand = kModelledExpertStepTimeBand.runs - kModelledExpertStepTimeBand.runs / 10;

/**
 * The public runs above that split sequences (cp > 1: torchtitan's T2 at CP 2, 4 and 8 and T6
 * at CP 2, 4 and 8, NeMo's Llama 3 8B and 70B at CP 2, Llama 3.1 405B at 131K on CP 16,
 * SimuMax's seven B200 runs at 32K and 128K on CP 4 and 8, Megatron-Bridge's 405B runs at CP 2 on
 * H100, B200 and GB300, current scaling and MXFP8 on B200), from the third smallest to the third
 * largest (⌊n/10⌋ = 2 left out at each end). The model is fast on most of them, up to 30 % at
 * CP 16: ring attention costs what the time model does not yet see
 * (docs/time-model-validation.md); it is slow on the Blackwell FP8 current-scaling ones
 * (kModelledQuantizedBlackwellStepTimeBand), so the all-runs band would not hold them.
 * tst_evidence recomputes both bounds from the runs.
 */
inline constexpr ResidualBand kModelledContextParallelStepTimeBand{-0.2598, 0.0440, 20}; // rounded outward

/**
 * The largest plan among the public runs on which the model was checked apart from Meta's:
 * Narayanan et al. Table 1's 1T model on 3,072 A100 (+1.6 % on throughput; its pipelined rows
 * from 512 GPUs up all within 5.4 %, run as the authors' script for the table runs them).
 * Beyond it the only public runs are the Llama 3 report's
 * three Table 4 rows on 8,192 and 16,384 H100.
 */
inline constexpr int64_t kLargestCheckedWorldSize = 3072;

/**
 * The public runs above on more than kLargestCheckedWorldSize GPUs (Llama 3.1 405B, Table 4:
 * 8,192 H100 at 8K, 16,384 at 8K, 16,384 at 131K on CP 16), from the smallest to the largest
 * (⌊n/10⌋ = 0 left out). The model is 14 to 30 % fast on all three with the straggler term
 * fitted below that scale (scripts/fit-straggler.py); what else such runs lose beyond the plan
 * (unequal document-masked batches; docs/time-model-validation.md, stops 42 and 47) has no
 * term. tst_evidence recomputes both bounds from the runs.
 */
inline constexpr ResidualBand kModelledAtScaleStepTimeBand{-0.2972, -0.1492, 3}; // rounded outward

/** The public runs with CP or on more than kLargestCheckedWorldSize GPUs (19 + 3, one in both). */
inline constexpr int kModelledContextParallelOrAtScaleRuns = 22;

/**
 * The dense public runs above with a quantized recipe (FP8, MXFP8, NVFP4) on a GPU with block-scaled
 * tensor cores (Blackwell: GpuSpec::peakTflopsFp4 > 0; the MoE runs of that kind have the experts
 * band, which a plan with both carries too): Megatron-Bridge's 25.11 FP8 Llama runs
 * on DGX B200, GB200 and GB300, five in FP8 current scaling and three in MXFP8, from the smallest
 * to the largest (⌊n/10⌋ = 0 left out). The model is within 0.2 to 8 % of the step on the MXFP8
 * runs and slow on the current-scaling ones, by 8 to 33 %: the Blackwell profiles' FP8 GEMMs are their
 * 16-bit curves (SimuMax's B200 kernel tables, docs/time-model.md) scaled by the best-shape FP8
 * to BF16 ratio, and no public FP8 kernel table of these GPUs was found to fit them instead;
 * the B200 run of the 8B model also ran as one CUDA graph, which the model does not see
 * (docs/time-model-validation.md). tst_evidence recomputes both bounds from the runs.
 */
inline constexpr ResidualBand kModelledQuantizedBlackwellStepTimeBand{-0.0016, 0.3265, 8}; // rounded outward

/** Which public runs a modelled plan's step-time band was widened to hold, beyond all of them. */
enum class BandWidening
{
    None,                  ///< the all-runs band
    ContextParallel,       ///< the plan splits sequences (cp > 1)
    AtScale,               ///< the plan spans more than kLargestCheckedWorldSize GPUs
    ContextParallelAtScale ///< both
};

/** "none", "context_parallel", "scale", "context_parallel_and_scale" (the JSON's widened_for). */
std::string_view bandWideningName(BandWidening widening);

/** A modelled plan's step-time band and what it was widened for. */
struct ModelledTimeBand
{
    ResidualBand band;
    BandWidening widening = BandWidening::None;
    bool widenedForExperts = false; ///< also widened to hold kModelledExpertStepTimeBand's runs
    /// also widened to hold kModelledQuantizedBlackwellStepTimeBand's runs
    bool widenedForQuantizedBlackwell = false;
};

/**
 * The band a plan's modelled step time carries: kModelledStepTimeBand, widened to hold
 * kModelledContextParallelStepTimeBand's runs when the plan splits sequences (`contextParallel`
 * > 1) and kModelledAtScaleStepTimeBand's when it spans more than kLargestCheckedWorldSize
 * GPUs (`worldSize`); `band.runs` then counts the runs that set the wider edges. A plan with
 * `experts` is widened to hold kModelledExpertStepTimeBand's runs as well, and one that runs a
 * quantized recipe on block-scaled tensor cores (`quantizedOnBlackwell`)
 * kModelledQuantizedBlackwellStepTimeBand's.
 */
ModelledTimeBand modelledStepTimeBand(int contextParallel, int64_t worldSize, bool experts = false,
                                      bool quantizedOnBlackwell = false);

/**
 * Peak memory per GPU against the public runs that measured it: torchtitan's 18 runs
 * (tests/data/calibration, torchtitan-bf16 and -float8: the caching allocator's reserved peak,
 * the maximum over ranks), estimated / measured − 1, from the second smallest to the second
 * largest (⌊n/10⌋ runs left out at each end, so at least 80 % of them lie inside: with 18 runs
 * the interpolated 10th and 90th percentiles would hold only 14). It applies to
 * plans whose kernels PyTorch itself runs (kernel_fusion eager or compiled, torchtitan's stack);
 * no public run measured the memory of a plan on Megatron-LM's or Transformer Engine's fused
 * kernels, so those carry no memory range. tst_evidence recomputes both bounds from the runs.
 */
inline constexpr ResidualBand kModelledPyTorchMemoryBand{-0.0792, 0.0191, 18};

/**
 * Peak memory per GPU against the public runs on Megatron-LM with Transformer Engine that
 * measured it: SimuMax's B200 runs (tests/data/calibration/simumax-b200.json, 19 layouts of
 * Llama 3 70B and 405B and DeepSeek-V2 and V3 slices, 7 of them with CP at 32K and 128K tokens; the rows that reuse another run's peak are
 * counted once), torch.cuda.max_memory_allocated against the estimate without its overhead (the
 * CUDA context and allocator share are the scenario's own settings), from the second smallest to
 * the second largest (⌊n/10⌋ left out at each end) and widened to hold 0: the runs leave no
 * reason to expect a peak below the estimate. tst_evidence recomputes both bounds from the runs.
 */
inline constexpr ResidualBand kModelledMegatronMemoryBand{-0.0297, 0.0, 19};

/** Which public runs back a plan's memory range. */
enum class MemoryBandRuns
{
    None,       ///< no public run measured a plan on these kernels
    Torchtitan, ///< kModelledPyTorchMemoryBand: PyTorch's own kernels
    Megatron    ///< kModelledMegatronMemoryBand: Megatron-LM with Transformer Engine
};

/**
 * The per-GPU memory range a band gives an estimate: [estimate / (1 + high), estimate / (1 + low)]
 * on the part of it the band was measured on; `exactBytes` (the overhead the scenario sets,
 * for a band measured without it) is added as it is.
 */
struct MemoryInterval
{
    int64_t lowBytes = 0;
    int64_t highBytes = 0;
};
MemoryInterval memoryInterval(int64_t estimateBytes, const ResidualBand& band, int64_t exactBytes = 0);

/** The step-time range a band gives an estimate: [estimate / (1 + high), estimate / (1 + low)]. */
struct TimeInterval
{
    double lowS = 0;
    double highS = 0;
};
TimeInterval stepTimeInterval(double estimateS, const ResidualBand& band);

} // namespace shardscope
