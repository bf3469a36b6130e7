#pragma once

#include "report.h"

#include <string>
#include <string_view>

namespace shardscope {

/**
 * The plan as a whole, in one word, so that no view shows a broken plan's figures as if it
 * ran: `runs`, `out_of_memory` (a stage needs more than the GPU has) or `invalid` (an error
 * diagnostic other than the memory check: the launcher would refuse it). Invalid wins over
 * out of memory. From an estimate() report, which has no diagnostics, only memory decides.
 */
enum class Verdict
{
    Runs,
    OutOfMemory,
    Invalid
};

struct PlanVerdict
{
    Verdict verdict = Verdict::Runs;
    std::string reason; ///< the first error's message, or which stage needs how much; empty when it runs
    const Diagnostic* firstError = nullptr; ///< invalid: that error, in the report's diagnostics
};

/** The verdict on `report`; firstError points into it, so the report must outlive it. */
PlanVerdict planVerdict(const Report& report);
/** "runs", "out_of_memory", "invalid": the JSON report's `verdict`. */
std::string_view verdictName(Verdict verdict);

} // namespace shardscope
