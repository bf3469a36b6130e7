#include "searchspace.h"

#include "divisors.h"

#include <algorithm>
#include <stdexcept>

namespace shardscope {

namespace {

/** The effective micro-batch group: 0 stands for Megatron's default, PP. */
int effectiveGroup(int group, int pp)
{
    return group > 0 ? group : pp;
}

} // namespace

namespace {

/** Divisors as the layout's int fields hold them (every caller's n is at most 2^31). */
std::vector<int> divisorsOf(int64_t n, int64_t limit)
{
    std::vector<int> out;
    for (int64_t d : divisorsUpTo(n, limit))
        out.push_back(int(d));
    return out;
}

} // namespace

Scenario searchBase(const Scenario& scenario, int64_t gpus)
{
    if (gpus < 0)
        throw std::invalid_argument("gpus: must be positive, got " + std::to_string(gpus));
    if (gpus > kMaxSearchGpus)
        throw std::invalid_argument("gpus: must be at most " + std::to_string(kMaxSearchGpus) +
                                    " (the largest world size), got " + std::to_string(gpus));
    Scenario s = scenario;
    if (gpus > 0) {
        const int perNode = std::max(1, s.cluster.gpusPerNode);
        s.cluster.nodes = int((gpus + perNode - 1) / perNode);
    }
    // Stage counts belong to one pipeline depth: every plan takes the even split, uneven
    // (the middle chunks one layer heavier) where the layers do not divide.
    s.parallel.firstStageLayers.reset();
    s.parallel.lastStageLayers.reset();
    s.parallel.embeddingInSplit = s.parallel.lossInSplit = false;
    // A micro-batch group belongs to one pipeline depth and micro-batch count: every plan
    // starts from Megatron's default (PP), and one whose count is no multiple of PP gets the
    // smallest group Megatron takes (SearchKnobs::microbatchGroup).
    s.parallel.microbatchGroup.reset();
    // The search's full recompute checkpoints every layer (the block method's and longer
    // checkpoints' layer counts belong to one stage depth too), and it offloads nothing:
    // Megatron offloads only without a pipeline and without recompute. The selective
    // recompute's modules stay the user's.
    s.training.recomputeMethod = RecomputeMethod::Uniform;
    s.training.recomputeLayers = 1;
    s.training.offloadActivationLayers = 0;
    return s;
}

SearchSpace::SearchSpace(const Scenario& base, const SearchOptions& o) : m_base(base)
{
    const int64_t gpus = o.gpus > 0 ? o.gpus : base.cluster.totalGpus();
    if (gpus < 1 || gpus > kMaxSearchGpus)
        throw std::invalid_argument("gpus: must be from 1 to " + std::to_string(kMaxSearchGpus) + ", got " +
                                    std::to_string(gpus));
    const ModelSpec& m = base.model;
    std::vector<int> eps = {1};
    if (m.isMoe())
        eps = divisorsOf(m.moe->experts, m.moe->experts);
    for (int tp : divisorsOf(gpus, gpus)) {
        for (int pp : divisorsOf(gpus / tp, gpus / tp)) {
            for (int cp : divisorsOf(gpus / tp / pp, gpus / tp / pp)) {
                const int dp = int(gpus / tp / pp / cp);
                for (int ep : eps) {
                    m_layouts.push_back({tp, pp, cp, dp, ep, tp});
                    if (m.isMoe() && tp > 1)
                        m_layouts.push_back({tp, pp, cp, dp, ep, 1});
                }
            }
        }
    }
    m_microBatches = divisorsOf(base.training.globalBatch, std::max(1, o.maxMicroBatch));
    // Interleaving needs pp >= 2, so v <= layers / 2 covers every layout.
    m_maxVirtualStages = std::max(1, m.layers / 2);
    if (o.maxVirtualStages > 0)
        m_maxVirtualStages = std::min(m_maxVirtualStages, o.maxVirtualStages);
    for (PipelineSchedule schedule : o.schedules) {
        if (scheduleTraits(schedule).chosenChunks) {
            for (int v = 2; v <= m_maxVirtualStages; ++v)
                m_variants.push_back({schedule, v});
        } else {
            m_variants.push_back({schedule, 1});
        }
    }
    for (const Layout& l : m_layouts)
        if (!m_params.count(l.tp))
            m_params.emplace(l.tp, countParameters(m, l.tp, vocabPaddingOf(m_base.training)));
}

bool SearchSpace::layoutAllowed(const Layout& l) const
{
    const ModelSpec& m = m_base.model;
    if (l.tp > 1) {
        if (m.heads % l.tp != 0 || m.ffnHidden % l.tp != 0)
            return false;
        if (!m.mla && m.kvHeads % l.tp != 0)
            return false;
    }
    if (l.pp > m.layers)
        return false;
    if (l.cp > 1 && m_base.training.seqLength % (2 * int64_t(l.cp)) != 0)
        return false;
    if (m.isMoe()) {
        if (m.moe->experts % l.ep != 0 || m.moe->expertFfnHidden % l.etp != 0)
            return false;
        const int64_t ranks = int64_t(l.tp) * l.cp * l.dp;
        if (ranks % (int64_t(l.ep) * l.etp) != 0)
            return false;
    } else if (l.ep != 1) {
        return false;
    }
    return true;
}

bool SearchSpace::batchAllowed(const Layout& l, int microBatch) const
{
    const int64_t perStep = int64_t(microBatch) * l.dp;
    return m_base.training.globalBatch >= perStep && m_base.training.globalBatch % perStep == 0;
}

bool SearchSpace::variantShapeAllowed(const Layout& l, const Variant& v) const
{
    const int layers = m_base.model.layers;
    if (l.pp == 1)
        return v.schedule == PipelineSchedule::OneFOneB; // the schedules differ only with stages
    const ScheduleTraits& schedule = scheduleTraits(v.schedule);
    // The even split gives the extra layers to the middle chunks, so with up to two chunks more
    // than layers only the ends are empty: the embedding's and the loss's chunk alone (rule
    // pipeline.more_stages_than_layers accepts those).
    if (schedule.chosenChunks)
        return int64_t(l.pp) * v.virtualStages <= layers + 2 &&
               (layers % (l.pp * v.virtualStages) == 0 || v.virtualStages <= kMaxUnevenVirtualStages);
    if (schedule.placement == ChunkPlacement::Vee && 2 * int64_t(l.pp) > layers + 2)
        return false; // 2·pp chunks in a V: more than the layers and the two ends leave some idle
    return !schedule.needsEvenStages || l.pp % 2 == 0;
}

bool SearchSpace::variantAllowed(const Layout& l, const Variant& v, int64_t microbatches) const
{
    if (!variantShapeAllowed(l, v))
        return false;
    if (l.pp == 1)
        return true;
    // rules pipeline.interleave_microbatches, pipeline.microbatch_group (a count that is no
    // multiple of PP interleaves in larger groups), pipeline.dualpipe_microbatches and
    // pipeline.dualpipev_microbatches
    return smallestMicrobatchGroup(scheduleTraits(v.schedule), l.pp, v.virtualStages, microbatches) >= 0;
}

bool SearchSpace::sequenceParallelAllowed(const Layout& l, bool on) const
{
    if (!on)
        return true;
    if (l.tp == 1)
        return false; // does nothing without TP
    return (m_base.training.seqLength / l.cp) % l.tp == 0;
}

bool SearchSpace::zeroAllowed(int zeroStage) const
{
    return zeroStage > 0 || !m_base.training.offloadOptimizer;
}

bool SearchSpace::walks(const SearchKnobs& k, bool deepSpeedZero3) const
{
    const Scenario& base = m_base;
    const auto& layouts = m_layouts;
    const auto layoutIt = std::find_if(layouts.begin(), layouts.end(), [&](const SearchSpace::Layout& l) {
        return l.tp == k.tp && l.pp == k.pp && l.cp == k.cp && l.dp == k.dp && l.ep == k.ep && l.etp == k.etp;
    });
    if (layoutIt == layouts.end() || !layoutAllowed(*layoutIt))
        return false;
    const SearchSpace::Layout& l = *layoutIt;
    const auto& mbs = m_microBatches;
    if (std::find(mbs.begin(), mbs.end(), k.microBatch) == mbs.end() || !batchAllowed(l, k.microBatch))
        return false;
    const auto& variants = m_variants;
    const auto variantIt = std::find_if(variants.begin(), variants.end(), [&](const SearchSpace::Variant& v) {
        return v.schedule == k.schedule && v.virtualStages == k.virtualStages;
    });
    if (variantIt == variants.end() || !variantShapeAllowed(l, *variantIt))
        return false;
    const int64_t m = base.training.globalBatch / (int64_t(k.microBatch) * l.dp);
    if (!variantAllowed(l, *variantIt, m))
        return false;
    if (scheduleTraits(k.schedule).chosenChunks) {
        const int64_t smallest = smallestMicrobatchGroup(scheduleTraits(k.schedule), l.pp, k.virtualStages, m);
        if (effectiveGroup(k.microbatchGroup, l.pp) != effectiveGroup(int(std::max<int64_t>(0, smallest)), l.pp))
            return false;
    }
    if (!sequenceParallelAllowed(l, k.sequenceParallel) || !zeroAllowed(k.zeroStage))
        return false;
    if (k.zeroStage == 3 && k.zero3Engine == Zero3Engine::DeepSpeed && !deepSpeedZero3)
        return false;
    return SearchSpace::overlapAllowed(l, k.sequenceParallel, k.overlapDataParallel, k.overlapTensorParallel);
}

bool SearchSpace::searchesDeepSpeedZero3(const Scenario& base, LauncherMask launchers)
{
    return ((launchers & launcherBit(Launcher::DeepSpeed)) && !base.model.isMoe()) ||
           ((launchers & launcherBit(Launcher::Accelerate)) && base.training.offloadOptimizer);
}

} // namespace shardscope
