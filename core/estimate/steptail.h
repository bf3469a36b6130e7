// The step after the drawn schedule: the phases the Gantt chart draws from the end of its
// timeline to the end of the step, so the chart covers the whole step.
#pragma once

#include "report.h"

#include <string_view>
#include <vector>

namespace shardscope {

/** What fills one stretch of the step after the drawn schedule, in the order they run. */
enum class StepTailKind {
    RemainingMicrobatches, ///< the micro-batches past a simulated prefix (the pattern repeats)
    Stragglers,            ///< makespan added by the slowest node of a multi-node DP group
    DenseGradients,        ///< the exposed part of the dense gradients' reduction (dim "dp")
    ExpertGradients,       ///< the exposed part of the expert gradients' reduction (dim "edp")
    Optimizer,             ///< the slowest stage's optimizer step
    NicFloor,              ///< what one NIC's bytes add beyond everything else
};

std::string_view stepTailKindName(StepTailKind kind); ///< "remaining_microbatches", "stragglers", ...

struct StepTailPhase
{
    StepTailKind kind;
    double startS = 0;
    double endS = 0;
};

/** Where the drawn timeline ends: its last operation, or the makespan when nothing is drawn. */
double drawnScheduleEndS(const PipelineReport& pipe);

/**
 * The phases from drawnScheduleEndS() to step.timeS, contiguous and in order, each with a
 * positive length; empty when the schedule is the whole step. Their lengths are the report's
 * own figures (communication.stragglerS, the "dp" and "edp" dimensions' exposed time,
 * step.optimizerS, communication.nicExtraS), so the last phase ends at step.timeS (tst_steptime holds it there within 1e-9).
 */
std::vector<StepTailPhase> stepTail(const Report& report);

} // namespace shardscope
