#include "launchersupport.h"

#include "core/model/float8allgather.h"
#include "core/model/precision.h"

#include "exportresult.h"
#include "recomputeexport.h"
#include "nemoexport.h"
#include "torchtitanexport.h"

#include "core/model/schedule.h"

namespace shardscope {

const std::array<LauncherName, kLauncherCount>& launcherNames()
{
    // Ids as in the export registry (exporters.cpp).
    static const std::array<LauncherName, kLauncherCount> names = {{
        {Launcher::Megatron, "megatron", "Megatron-LM"},
        {Launcher::DeepSpeed, "deepspeed", "DeepSpeed"},
        {Launcher::Torchtitan, "torchtitan", "torchtitan"},
        {Launcher::Nemo2, "nemo2", "NeMo 2"},
        {Launcher::Nemo1, "nemo1", "NeMo 1.x"},
        {Launcher::Accelerate, "accelerate", "accelerate"},
    }};
    return names;
}

std::optional<Launcher> launcherById(std::string_view id)
{
    for (const LauncherName& n : launcherNames())
        if (id == n.id)
            return n.launcher;
    return std::nullopt;
}

std::string knownLauncherIds()
{
    std::string text;
    for (const LauncherName& n : launcherNames())
        text += (text.empty() ? "" : ", ") + std::string(n.id);
    return text;
}

std::string describeLaunchers(LauncherMask mask)
{
    std::string text;
    for (const LauncherName& n : launcherNames())
        if (mask & launcherBit(n.launcher))
            text += (text.empty() ? "" : ", ") + std::string(n.name);
    return text.empty() ? "none" : text;
}

std::vector<std::string> launcherIds(LauncherMask mask)
{
    std::vector<std::string> ids;
    for (const LauncherName& n : launcherNames())
        if (mask & launcherBit(n.launcher))
            ids.emplace_back(n.id);
    return ids;
}

bool changesPlan(const ExportResult& result)
{
    for (const ExportAdaptation& a : result.adaptations)
        if (a.changesPlan)
            return true;
    return false;
}

namespace {

bool interleaved(const ParallelConfig& p)
{
    return p.effectiveVirtualStages() > 1;
}

/** The launchers whose own schedule runs the plan's (its row, core/model/schedule.h). */
const ScheduleLaunchers& scheduleLaunchers(const ParallelConfig& p)
{
    return runningSchedule(p).launchers;
}

/** jobShape() (jobshape.cpp): the world fits the cluster in whole nodes, the batch splits. */
bool launchable(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    const int64_t world = p.worldSize();
    const int gpn = std::max(1, s.cluster.gpusPerNode);
    if (world > s.cluster.totalGpus())
        return false;
    if (world > gpn && world % gpn != 0)
        return false;
    const int64_t perStep = s.training.microBatch * p.dp;
    return perStep > 0 && s.training.globalBatch % perStep == 0;
}

} // namespace

LauncherSupport::LauncherSupport(const Scenario& base)
    : m_torchtitanFlavour(hasTorchtitanFlavour(base.model)), m_nemo2Recipe(!nemo2RecipeOf(base.model.presetId).empty())
{
}

// Each launcher's rules come in two parts: those on what a search cell fixes (the layout, the
// schedule, the micro-batch, SP, and everything the search keeps from the scenario), and those
// that read the knobs a cell varies (ZeRO stage and engine, the DP and TP overlap switches,
// recompute). A launcher runs a plan as planned when both hold.

/**
 * megatronArguments() (megatronarguments.cpp, the rules of launchers.md §2.3): refusals MLM-5/7/8,
 * MLM-4, MLM-2, MLM-18 and offload; plan changes: GPipe and the zero-bubble schedules
 * run as 1F1B, interleaving dropped (MLM-13/14), SP switched (MLM-19/21), TP comm
 * overlap without SP (MLM-20).
 */
bool LauncherSupport::megatronCell(const Scenario& s, int64_t m)
{
    const ModelSpec& model = s.model;
    const ParallelConfig& p = s.parallel;
    const int tp = p.tp, pp = p.pp, ep = p.ep, etp = p.expertTensorParallel();
    if (s.training.offloadOptimizer)
        return false;
    if (model.heads % tp != 0 || (!model.mla && model.kvHeads % tp != 0) || model.ffnHidden % tp != 0)
        return false;
    if (ep > 1 && !model.isMoe())
        return false;
    if (model.isMoe() && (model.moe->experts % ep != 0 || model.moe->expertFfnHidden % etp != 0))
        return false;
    if (model.isMoe() && s.training.moe.padToCapacity && s.training.moe.dropless())
        return false; // MLM-moe-pad
    if (model.isMoe() && ep > 1 && s.training.moe.dispatcher == MoeDispatcher::DeepEp && s.training.moe.padToCapacity)
        return false; // MLM-moe-flex-pad
    if (p.worldSize() % (int64_t(etp) * ep * pp) != 0)
        return false;
    if (p.cp > 1 && s.training.seqLength % (2 * int64_t(p.cp)) != 0)
        return false;
    if (pp > 1 && !scheduleLaunchers(p).megatron)
        return false; // GPipe, ZB-H1, ZB-V, DualPipe: exported as 1F1B
    const int chunks = interleaved(p) ? p.effectiveVirtualStages() : 1;
    // Any layer split runs as planned: a layout string takes what the stage flags cannot (megatronlayersplit.h).
    if (chunks > 1 && (pp < 2 || !microbatchesSuit(runningSchedule(p), pp, chunks, m, p.microbatchGroup.value_or(0))))
        return false; // MLM-13, MLM-14, MLM-group
    const bool sp = p.sequenceParallel;
    if (sp && tp == 1)
        return false; // MLM-19
    if (!sp && ep > 1 && tp > 1)
        return false; // MLM-21
    return true;
}

bool LauncherSupport::megatronKnobs(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    if (!megatronTakesRecompute(s) || !megatronTakesOffload(s))
        return false;
    if (p.zeroStage == 3 && p.zero3Engine != Zero3Engine::Fsdp)
        return false; // MLM-zero3-engine: ZeRO-3 is Megatron-FSDP
    if (p.overlap.tensorParallel && p.tp > 1 && !p.sequenceParallel)
        return false; // MLM-20
    if (megatronOverlapsExperts(s) != p.overlap.expertParallel && s.model.isMoe() && p.ep > 1)
        return false; // MLM-ep-overlap
    return true;
}

/**
 * NeMo builds Megatron-Core (nemoexport.cpp): its rules, plus the recipe's strategy
 * (distributed optimizer only: no ZeRO-2/3), DP overlap as the recipe has it, no TP comm
 * overlap written, no FP8, Transformer Engine's default (fused) attention; NeMo 1.x also has
 * no uneven stages and no MLA.
 */
bool LauncherSupport::nemoCell(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    return (p.pp == 1 || scheduleLaunchers(p).nemo) && !precisionTraits(s.training.precision).quantized() &&
           s.training.optimizerMoments == MomentPrecision::Fp32 &&
           !(s.training.attentionKernel == AttentionKernel::FlashAttention2 && attentionKernelMatters(s));
}

bool LauncherSupport::nemoKnobs(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    return p.zeroStage < 2 && !(p.overlap.tensorParallel && p.tp > 1) &&
           !(!p.overlap.dataParallel && int64_t(p.dp) * p.cp > 1) && !megatronOverlapsExperts(s);
}

bool LauncherSupport::nemo1Cell(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    const int chunks = interleaved(p) ? p.effectiveVirtualStages() : 1;
    return !s.model.mla && s.training.offloadActivationLayers == 0 &&
           !(p.pp > 1 && (s.model.layers % (p.pp * chunks) != 0 || !p.evenLayerSplit()));
}

/**
 * exportDeepSpeed() (deepspeedexport.cpp, launchers.md §3.2-3.3): no CP (refused), no MLA
 * through Megatron-DeepSpeed, MoE not with ZeRO-3 (DS-13); the pipeline engine takes ZeRO
 * <= 1 (DS-5), no interleaving (MDS-5) and only its own 1F1B schedule; gradient reduction
 * overlaps with ZeRO-2/3 only; no TP communication overlap; no FP8; Megatron-DeepSpeed runs
 * FlashAttention-2 only (attentionKernelMatters()).
 */
bool LauncherSupport::deepSpeedCell(const Scenario& s)
{
    const ModelSpec& model = s.model;
    const ParallelConfig& p = s.parallel;
    const int tp = p.tp, pp = p.pp, ep = p.ep, etp = p.expertTensorParallel();
    if (ep > 1 && !model.isMoe())
        return false;
    const bool megatron = tp > 1 || pp > 1 || ep > 1;
    if (p.cp > 1 || (model.mla && megatron) || s.training.offloadActivationLayers > 0)
        return false;
    if (model.isMoe() && model.moe->experts % ep != 0)
        return false;
    if (model.isMoe() && !s.training.moe.dropless() && (!megatron || !s.training.moe.padToCapacity))
        return false; // DS-moe-capacity, DS-moe-padded
    if (model.isMoe() && ep > 1 && s.training.moe.dispatcher == MoeDispatcher::DeepEp)
        return false; // DS-moe-dispatcher
    if (model.heads % tp != 0)
        return false;
    // Megatron-DeepSpeed runs FlashAttention-2 (--use-flash-attn-v2), never TE's fused kernel.
    if (megatron && s.training.attentionKernel == AttentionKernel::Fused && attentionKernelMatters(s))
        return false;
    if (interleaved(p) || (pp > 1 && !p.evenLayerSplit()))
        return false; // MDS-5; DS-split
    if (megatron && pp > 1 && !scheduleLaunchers(p).deepSpeed)
        return false;
    if (model.isMoe() && tp > 1 && etp != 1 && etp != tp)
        return false;
    if (s.training.optimizerMoments != MomentPrecision::Fp32)
        return false;
    return !precisionTraits(s.training.precision).quantized();
}

bool LauncherSupport::deepSpeedKnobs(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    const int tp = p.tp, pp = p.pp;
    const bool megatron = tp > 1 || pp > 1 || p.ep > 1;
    if (!fixedRecomputeTakes(s.training, true))
        return false;
    if (s.model.isMoe() && p.zeroStage == 3)
        return false; // DS-13
    if (p.zeroStage == 3 && p.zero3Engine != Zero3Engine::DeepSpeed)
        return false; // DS-zero3-engine
    if (megatron && pp > 1 && p.zeroStage >= 2)
        return false; // DS-5: lowered to ZeRO-1
    const int64_t dpWorld = p.worldSize() / (int64_t(tp) * pp);
    if (p.overlap.dataParallel && dpWorld > 1 && p.zeroStage < 2)
        return false;
    if (p.overlap.tensorParallel && tp > 1)
        return false;
    return !(s.training.offloadOptimizer && p.zeroStage == 0);
}

/**
 * exportTorchtitan() (torchtitanexport.cpp, launchers.md §4.2): a registered flavour, heads
 * and sequence against TP and CP (TT-6, TT-15), ETP in {1, TP} and the expert mesh (TT-4);
 * FSDP or HSDP only (ZeRO 3; ZeRO 2 as reshard "never"; ZeRO 0 only as plain DDP, TT-5; no
 * ZeRO-1), and with PP only ZeRO-1 (TT-pp-fsdp: torch.distributed.pipelining's stage keeps the
 * gradients unsharded in fp32 until the last micro-batch and the weights gathered from the
 * first backward on, whatever the reshard policy); schedules 1F1B, GPipe, Interleaved1F1B, ZBVZeroBubble (two stages per rank,
 * TT-10), with the stage count TT-9 and the micro-batch rule TT-12; no ZB-H1, DualPipe
 * becomes DualPipeV; SP always on with TP; data-parallel overlap always on; no async TP;
 * bf16 or fp32, or the quantized recipes torchao converts (tensorwise FP8, MXFP8); fp32
 * Adam moments; AdamW; selective recompute only as its per-op policy (TT-selective).
 */
bool LauncherSupport::torchtitanCell(const Scenario& s, int64_t m) const
{
    const ModelSpec& model = s.model;
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    const int tp = p.tp, pp = p.pp, cp = p.cp, ep = p.ep;
    if (!m_torchtitanFlavour || t.offloadActivationLayers > 0)
        return false;
    if (model.heads % tp != 0 || (!model.mla && model.kvHeads % tp != 0))
        return false;
    if (t.seqLength % (2LL * cp * tp) != 0)
        return false;
    if (ep > 1 && !model.isMoe())
        return false;
    const int etp = model.isMoe() ? p.expertTensorParallel() : 1;
    if (model.isMoe() && etp != 1 && etp != tp)
        return false;
    if (model.isMoe() && !t.moe.dropless())
        return false; // TT-moe-capacity
    if (pp > 1) {
        if (!p.evenLayerSplit())
            return false; // TT-split
        const ScheduleTraits& schedule = runningSchedule(p);
        if (schedule.launchers.torchtitan.empty())
            return false; // ZB-H1 as 1F1B, DualPipe as DualPipeV (a plan change)
        const int stagesPerRank = scheduleChunksPerRank(schedule, p.effectiveVirtualStages());
        if (stagesPerRank > 1) {
            const int64_t stages = int64_t(pp) * stagesPerRank;
            const int64_t perStage = (model.layers + stages - 1) / stages;
            if ((model.layers + perStage - 1) / perStage != stages)
                return false; // TT-9
            if (interleaved(p) && (m % pp != 0 || (p.microbatchGroup && *p.microbatchGroup != pp)))
                return false; // TT-12, TT-group
        }
    }
    if (tp > 1 && !p.sequenceParallel)
        return false;
    const PrecisionTraits& recipe = precisionTraits(t.precision);
    if (t.precision == Precision::Fp16 || (recipe.quantized() && recipe.launchers.torchtitanConverter.empty()))
        return false;
    if (t.optimizerMoments != MomentPrecision::Fp32)
        return false;
    return t.optimizer != Optimizer::Sgd;
}

bool LauncherSupport::torchtitanKnobs(const Scenario& s)
{
    const ModelSpec& model = s.model;
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    const int tp = p.tp, pp = p.pp, cp = p.cp;
    if (!fixedRecomputeTakes(t, false))
        return false;
    if (recomputeRefusers(s, t.recompute) & launcherBit(Launcher::Torchtitan))
        return false; // TT-selective: no module policy
    const bool pureDp = tp == 1 && pp == 1 && cp == 1;
    if (p.zeroStage == 3 && p.zero3Engine != Zero3Engine::Fsdp)
        return false; // TT-zero3-engine: FSDP2
    if (pp > 1 && p.zeroStage != 1 && int64_t(p.dp) * cp > 1)
        return false; // TT-pp-fsdp: under PP, FSDP holds what ZeRO-1 holds
    if (pp == 1 && ((p.zeroStage == 0 && !pureDp) || p.zeroStage == 1))
        return false;
    const int64_t shard = p.zeroStage == 0 ? 1 : p.dp;
    const int etp = model.isMoe() ? p.expertTensorParallel() : 1;
    if (model.isMoe() && (shard * cp * tp) % (int64_t(p.ep) * etp) != 0)
        return false;
    if (!p.overlap.dataParallel && int64_t(p.dp) * cp > 1)
        return false;
    if (p.overlap.tensorParallel && tp > 1)
        return false;
    const bool fsdp = shard > 1 || cp > 1;
    if (gathersFp8Weights(t) && !torchtitanGathersFloat8(t, shard))
        return false; // TT-fp8-gather: float8 all-gather under FSDP with tensorwise FP8 only
    return !(t.offloadOptimizer && !fsdp);
}

/**
 * exportAccelerate() (accelerateexport.cpp, launchers.md §6.2): no EP; PP only through the
 * Megatron-LM plugin (no CP, no offload, even layers, no interleaving, Megatron's 1F1B,
 * ZeRO <= 1, no overlap flags); offload through the DeepSpeed plugin (no TP or CP, ZeRO >= 1,
 * DeepSpeed's default overlap_comm, no FP8); else DDP (ZeRO 0 without TP or CP) or FSDP2
 * (ZeRO 2/3), both always overlapping data-parallel communication; no TP comm overlap.
 */
bool LauncherSupport::accelerateCell(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    if (p.ep > 1 || t.offloadActivationLayers > 0)
        return false;
    if (s.model.isMoe() && !t.moe.dropless())
        return false; // AC-moe-capacity
    if (precisionTraits(t.precision).quantized() && t.precision != Precision::Fp8Delayed)
        return false; // accelerate's fp8 is Transformer Engine's delayed scaling
    if (gathersFp8Weights(t))
        return false; // AC-fp8-gather: no setting for FP8 weights
    if (t.optimizerMoments != MomentPrecision::Fp32)
        return false;
    if (p.pp > 1) // the Megatron-LM plugin
        return !(p.cp > 1 || t.offloadOptimizer || s.model.layers % p.pp != 0 || !p.evenLayerSplit() || interleaved(p) ||
                 !scheduleLaunchers(p).accelerate);
    if (t.offloadOptimizer) // the DeepSpeed plugin
        return p.tp == 1 && p.cp == 1 && !precisionTraits(t.precision).quantized();
    return true;
}

bool LauncherSupport::accelerateKnobs(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    const int tp = p.tp, dp = p.dp;
    if (!fixedRecomputeTakes(t, false))
        return false;
    if (p.overlap.tensorParallel && tp > 1)
        return false;
    if (recomputeRefusers(s, t.recompute) & launcherBit(Launcher::Accelerate))
        return false; // AC-checkpointing
    if (p.pp > 1)
        return !(p.overlap.dataParallel && dp > 1) && p.zeroStage < 2;
    if (t.offloadOptimizer) {
        if (p.zeroStage == 0)
            return false;
        if (p.zeroStage == 3 && p.zero3Engine != Zero3Engine::DeepSpeed)
            return false; // AC-zero3-engine: the DeepSpeed plugin
        return !(dp > 1 && p.overlap.dataParallel != (p.zeroStage == 3));
    }
    if (!p.overlap.dataParallel && dp > 1)
        return false;
    if (p.zeroStage == 3 && p.zero3Engine != Zero3Engine::Fsdp)
        return false; // AC-zero3-engine: the FSDP plugin
    const bool ddp = tp == 1 && p.cp == 1 && p.zeroStage == 0;
    return ddp || p.zeroStage >= 2;
}

LauncherMask LauncherSupport::recomputeReaders(const Scenario& s)
{
    const TrainingSpec& t = s.training;
    if (!t.recomputeModules.isDefault() || t.recomputeMethod == RecomputeMethod::Block || t.recomputeLayers > 1)
        return kAnyLauncher;
    const bool expertOverlap = s.model.isMoe() && s.parallel.ep > 1 && s.parallel.overlap.expertParallel;
    if (expertOverlap || t.offloadActivationLayers > 0)
        return launcherBit(Launcher::Megatron) | launcherBit(Launcher::Nemo2) | launcherBit(Launcher::Nemo1);
    return 0;
}

LauncherMask LauncherSupport::scheduleRunners(const ScheduleTraits& running)
{
    const ScheduleLaunchers& l = running.launchers;
    LauncherMask mask = 0;
    if (l.megatron)
        mask |= launcherBit(Launcher::Megatron);
    if (l.nemo)
        mask |= launcherBit(Launcher::Nemo2) | launcherBit(Launcher::Nemo1);
    if (l.deepSpeed)
        mask |= launcherBit(Launcher::DeepSpeed);
    if (!l.torchtitan.empty())
        mask |= launcherBit(Launcher::Torchtitan);
    if (l.accelerate)
        mask |= launcherBit(Launcher::Accelerate);
    return mask;
}

LauncherMask LauncherSupport::recomputeRefusers(const Scenario& s, Recompute rc)
{
    LauncherMask refusers = 0;
    if (rc == Recompute::Selective && s.training.selectiveRecompute == SelectiveRecompute::Modules)
        refusers |= launcherBit(Launcher::Torchtitan); // TT-selective
    // AC-checkpointing: the FSDP path recomputes whole layers, the Megatron-LM plugin's switch is selective
    const ParallelConfig& p = s.parallel;
    const bool megatronPlugin = p.pp > 1;
    const bool ddp = p.tp == 1 && p.cp == 1 && p.zeroStage == 0; // MULTI_GPU: the script's own checkpointing
    const bool fsdpPath = !megatronPlugin && !s.training.offloadOptimizer && !ddp;
    if ((fsdpPath && rc == Recompute::Selective) || (megatronPlugin && rc == Recompute::Full))
        refusers |= launcherBit(Launcher::Accelerate);
    return refusers;
}

bool megatronOverlapsExperts(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    const TrainingSpec& t = s.training;
    return p.overlap.expertParallel && s.model.isMoe() && p.ep > 1 && (p.pp == 1 || interleaved(p)) &&
           t.recompute != Recompute::Full && !t.recomputes(RecomputeModule::Moe) && t.precision != Precision::Fp32;
}

bool attentionKernelMatters(const Scenario& s)
{
    return s.training.flashAttention && s.cluster.gpu.kernels.flashAttention2Measured;
}

namespace {
constexpr LauncherMask kMegatronCore = launcherBit(Launcher::Megatron) | launcherBit(Launcher::Nemo2) | launcherBit(Launcher::Nemo1);
}

LauncherMask LauncherSupport::cellAccepting(const Scenario& s, LauncherMask asked) const
{
    if (!launchable(s))
        return 0;
    const ParallelConfig& p = s.parallel;
    const int64_t m = s.training.globalBatch / (s.training.microBatch * p.dp);
    LauncherMask mask = 0;
    if ((asked & kMegatronCore) && megatronCell(s, m)) {
        mask |= launcherBit(Launcher::Megatron);
        if (nemoCell(s)) {
            if (m_nemo2Recipe)
                mask |= launcherBit(Launcher::Nemo2);
            if (nemo1Cell(s))
                mask |= launcherBit(Launcher::Nemo1);
        }
    }
    if ((asked & launcherBit(Launcher::DeepSpeed)) && deepSpeedCell(s))
        mask |= launcherBit(Launcher::DeepSpeed);
    if ((asked & launcherBit(Launcher::Torchtitan)) && torchtitanCell(s, m))
        mask |= launcherBit(Launcher::Torchtitan);
    if ((asked & launcherBit(Launcher::Accelerate)) && accelerateCell(s))
        mask |= launcherBit(Launcher::Accelerate);
    return mask & asked;
}

LauncherMask LauncherSupport::knobAccepting(const Scenario& s, LauncherMask cell)
{
    LauncherMask mask = 0;
    if ((cell & kMegatronCore) && megatronKnobs(s)) {
        mask |= cell & launcherBit(Launcher::Megatron);
        if ((cell & (launcherBit(Launcher::Nemo2) | launcherBit(Launcher::Nemo1))) && nemoKnobs(s)) {
            mask |= cell & launcherBit(Launcher::Nemo2);
            if (fixedRecomputeTakes(s.training, true))
                mask |= cell & launcherBit(Launcher::Nemo1);
        }
    }
    if ((cell & launcherBit(Launcher::DeepSpeed)) && deepSpeedKnobs(s))
        mask |= launcherBit(Launcher::DeepSpeed);
    if ((cell & launcherBit(Launcher::Torchtitan)) && torchtitanKnobs(s))
        mask |= launcherBit(Launcher::Torchtitan);
    if ((cell & launcherBit(Launcher::Accelerate)) && accelerateKnobs(s))
        mask |= launcherBit(Launcher::Accelerate);
    return mask;
}

} // namespace shardscope
