#pragma once

#include "searchtypes.h"

#include "core/estimate/paramcount.h"

#include <cstdint>
#include <map>
#include <vector>

namespace shardscope {

/**
 * The space one search walks: the degree layouts that use exactly the requested GPUs, and
 * the per-layout settings (micro-batch, schedule variant, SP, ZeRO stage, recompute, overlap
 * switches). Interleaved 1F1B gets every virtual-stage count v >= 2 with 2·v <= layers (pp·v
 * <= layers + 2 is checked per layout: the model's first and last chunk may hold the embedding
 * or the loss alone, as Llama 3 trained), under SearchOptions::maxVirtualStages when set. It owns
 * the launcher rules the search prunes by; they are the error rules of rules/layoutrules.cpp,
 * checked on the settings directly (tst_search compares the two on random configurations).
 */
class SearchSpace
{
public:
    struct Layout
    {
        int tp = 1, pp = 1, cp = 1, dp = 1, ep = 1, etp = 1;
    };
    struct Variant
    {
        PipelineSchedule schedule = PipelineSchedule::OneFOneB;
        int virtualStages = 1;
    };

    /** `base` must already have a cluster large enough for options.gpus (see searchBase()). */
    SearchSpace(const Scenario& base, const SearchOptions& options);

    const std::vector<Layout>& layouts() const { return m_layouts; }
    const std::vector<int>& microBatches() const { return m_microBatches; }
    const std::vector<Variant>& variants() const { return m_variants; }
    /** DP and TP communication overlap: the switches under each ZeRO stage. */
    static constexpr int kOverlaps = 2 * 2;
    /** ZeRO 0, 1, 2, and 3 twice: run by FSDP and by DeepSpeed's stage 3 (zeroSetting()). */
    static constexpr int kZeroSettings = 5;
    /** The ZeRO stage and engine of setting `z` (0 .. kZeroSettings - 1). */
    static constexpr int zeroStageOf(int z) { return z < 4 ? z : 3; }
    static constexpr Zero3Engine zero3EngineOf(int z) { return z == 4 ? Zero3Engine::DeepSpeed : Zero3Engine::Fsdp; }
    /** SP × ZeRO × recompute × overlap: the settings under each (layout, micro-batch, variant). */
    static constexpr int kInner = 2 * kZeroSettings * 3 * kOverlaps;
    int64_t pointsPerLayout() const { return int64_t(m_microBatches.size()) * int64_t(m_variants.size()) * kInner; }
    int64_t size() const { return int64_t(m_layouts.size()) * pointsPerLayout(); }

    /** Shape rules of a layout alone: TP against heads/KV heads/FFN, CP against the sequence, EP/ETP. */
    bool layoutAllowed(const Layout& layout) const;
    /** The global batch splits into micro-batches of `microBatch` over the layout's DP. */
    bool batchAllowed(const Layout& layout, int microBatch) const;
    /** The schedule variant on this layout with m micro-batches (pp = 1 takes only plain 1F1B). */
    bool variantAllowed(const Layout& layout, const Variant& variant, int64_t microbatches) const;
    /** The part of variantAllowed() that does not depend on the micro-batch count (checked
     * once per layout and variant: most virtual-stage counts do not divide the layers). */
    bool variantShapeAllowed(const Layout& layout, const Variant& variant) const;
    /** Sequence parallelism: only with TP > 1, and the CP-local sequence must split over TP. */
    bool sequenceParallelAllowed(const Layout& layout, bool on) const;
    /** ZeRO 0 is refused with optimizer offload. */
    bool zeroAllowed(int zeroStage) const;
    /** Overlap switches that change nothing are duplicates: DP overlap off without DP x CP
     * traffic, TP comm overlap without TP or without SP (Megatron's MLM-20 needs SP). */
    static bool overlapAllowed(const Layout& layout, bool sequenceParallel, bool dataParallelOn, bool tensorParallelOn)
    {
        if (!dataParallelOn && int64_t(layout.dp) * layout.cp == 1)
            return false;
        return !tensorParallelOn || (layout.tp > 1 && sequenceParallel);
    }
    /** Whether the walk visits `knobs`: the checks the search makes, on one point (the search
     * makes them in its own order to prune whole cells). `deepSpeedZero3`: DeepSpeed's
     * ZeRO-3 is searched (searchesDeepSpeedZero3()). */
    bool walks(const SearchKnobs& knobs, bool deepSpeedZero3) const;
    /** Whether DeepSpeed's ZeRO-3 is searched: only DeepSpeed (not with experts, DS-13) and
     * accelerate's DeepSpeed plugin (with optimizer offload) run it. */
    static bool searchesDeepSpeedZero3(const Scenario& base, LauncherMask launchers);
    /** The largest virtual-stage count tried: what the layer count allows at pp = 2, under the cap. */
    int maxVirtualStages() const { return m_maxVirtualStages; }

    const ModelParams& params(int tp) const { return m_params.at(tp); }
    const Scenario& base() const { return m_base; }

private:
    Scenario m_base;
    std::vector<Layout> m_layouts;
    std::vector<int> m_microBatches;
    std::vector<Variant> m_variants;
    std::map<int, ModelParams> m_params; ///< by TP (the vocabulary is padded per TP)
    int m_maxVirtualStages = 1;
};

/**
 * The scenario a search starts from: `scenario` with a cluster of enough nodes for `gpus`
 * (0: the scenario's cluster as it is) and the even layer split (stage counts fit one
 * pipeline depth only). Throws std::invalid_argument for gpus < 0.
 */
Scenario searchBase(const Scenario& scenario, int64_t gpus);

} // namespace shardscope
