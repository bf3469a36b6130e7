#pragma once

#include "core/model/scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

struct ScheduleTraits; // core/model/schedule.h

/**
 * The training launchers ShardScope exports to, as bits of a mask. SLURM is not one of
 * them: its target wraps Megatron-LM (slurmexport.cpp) and accepts exactly what it does.
 */
enum class Launcher : uint8_t
{
    Megatron,
    DeepSpeed,
    Torchtitan,
    Nemo2,
    Nemo1,
    Accelerate,
};
inline constexpr int kLauncherCount = 6;
using LauncherMask = uint8_t;
inline constexpr LauncherMask kAnyLauncher = (1u << kLauncherCount) - 1;
constexpr LauncherMask launcherBit(Launcher l)
{
    return LauncherMask(1u << unsigned(l));
}

/** A launcher's export-target id ("megatron") and display name ("Megatron-LM"). */
struct LauncherName
{
    Launcher launcher;
    const char* id;
    const char* name;
};
const std::array<LauncherName, kLauncherCount>& launcherNames();
std::optional<Launcher> launcherById(std::string_view id);
/** "megatron, deepspeed, ..." (for error messages). */
std::string knownLauncherIds();
/** "Megatron-LM, NeMo 2" for a mask; "none" when empty. */
std::string describeLaunchers(LauncherMask mask);
/** The ids of a mask, in launcherNames() order. */
std::vector<std::string> launcherIds(LauncherMask mask);

/**
 * Which launchers run a plan as planned: they accept it without refusing it and without
 * changing any part of it the estimate depends on (schedule, interleaving, ZeRO stage,
 * SP, overlap switches, precision, ...). It restates, on the plan's settings, what the
 * exporters (megatronarguments.cpp, deepspeedexport.cpp, torchtitanexport.cpp, nemoexport.cpp,
 * accelerateexport.cpp) refuse or adapt; tst_launchersupport compares the two on random
 * plans so they cannot drift.
 *
 * Built once per scenario (what does not vary in a search: the model's shape, whether a
 * torchtitan flavour or a NeMo 2 recipe exists, precision, offload, the cluster's node
 * size); accepting() is then allocation-free and costs a few integer tests.
 */
class LauncherSupport
{
public:
    explicit LauncherSupport(const Scenario& base);

    /** The launchers that run `s` as planned. `s` must share the base's model, cluster,
     * precision, optimizer and offload; its parallel and training settings may differ. */
    LauncherMask accepting(const Scenario& s) const { return accepting(s, kAnyLauncher); }
    /** accepting(s) & asked, checking only the rules of the launchers in `asked`. */
    LauncherMask accepting(const Scenario& s, LauncherMask asked) const
    {
        return knobAccepting(s, cellAccepting(s, asked));
    }

    /**
     * The launchers in `asked` that the rules on what a search cell fixes let run `s`: every
     * rule that reads none of the knobs a cell varies (ZeRO stage and engine, the DP and TP
     * overlap switches, recompute). The same for every setting of those knobs, and it holds
     * accepting(s, asked): the search asks it once per cell and skips a cell it leaves empty.
     */
    LauncherMask cellAccepting(const Scenario& s, LauncherMask asked) const;
    /**
     * accepting(s, asked), given `cell` = cellAccepting(t, asked) of a plan `t` that differs
     * from `s` in those knobs only: the rules that read them, for the launchers in `cell`.
     */
    static LauncherMask knobAccepting(const Scenario& s, LauncherMask cell);

    /**
     * The launchers whose verdict on `s` may depend on its recompute setting in ways beyond
     * recomputeRefusers(): every launcher under chosen recompute modules or full recompute of
     * blocks or of several layers at a time; Megatron-LM and NeMo (which builds Megatron-Core)
     * under the EP overlap Megatron writes only without full recompute, and under activation
     * offload, which Megatron takes only without recompute. For the others the verdict under
     * recompute `rc` is accepting() with no recompute less recomputeRefusers(rc): the search
     * asks them once per layout instead of three times.
     */
    static LauncherMask recomputeReaders(const Scenario& s);
    /**
     * Launchers that cannot run recompute `rc` for `s` as planned whatever else holds:
     * torchtitan under module-selective recompute (TT-selective); accelerate under selective
     * recompute on its FSDP path and under full recompute through its Megatron-LM plugin
     * (AC-checkpointing). accepting() refuses them too; the search asks once per layout.
     */
    static LauncherMask recomputeRefusers(const Scenario& s, Recompute rc);
    /**
     * The launchers whose own pipeline schedule runs `running` (runningSchedule() of a plan)
     * as planned. With more than one stage accepting() takes no launcher outside them: the
     * search skips a schedule none of the asked-for launchers runs before its cells.
     */
    static LauncherMask scheduleRunners(const ScheduleTraits& running);

private:
    // Each launcher's rules: on what a search cell fixes (Cell), on the knobs it varies (Knobs).
    static bool megatronCell(const Scenario& s, int64_t microbatches);
    static bool megatronKnobs(const Scenario& s);
    static bool nemoCell(const Scenario& s);
    static bool nemoKnobs(const Scenario& s);
    static bool nemo1Cell(const Scenario& s);
    static bool deepSpeedCell(const Scenario& s);
    static bool deepSpeedKnobs(const Scenario& s);
    bool torchtitanCell(const Scenario& s, int64_t microbatches) const;
    static bool torchtitanKnobs(const Scenario& s);
    static bool accelerateCell(const Scenario& s);
    static bool accelerateKnobs(const Scenario& s);

    bool m_torchtitanFlavour = false;
    bool m_nemo2Recipe = false;
};

/**
 * Whether running the other flash-attention kernel than the plan's would change its time:
 * flash attention on, and the GPU's profile has FlashAttention-2 curves of its own (without
 * them FA2 is timed as the fused kernel). Exporters that cannot choose the plan's kernel
 * change the plan only then.
 */
bool attentionKernelMatters(const Scenario& s);

/** Whether the Megatron-LM export writes the EP all-to-all overlap (megatronarguments.cpp). */
bool megatronOverlapsExperts(const Scenario& s);


/** The plan-changing adaptations of an export (what "not as planned" means for it). */
bool changesPlan(const struct ExportResult& result);

} // namespace shardscope
