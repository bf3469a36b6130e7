#include "verdict.h"

#include "bytes.h"

#include <cstdio>

namespace shardscope {

namespace {

/** The memory check raises its own error; every other error makes the plan invalid. */
bool isMemoryCheck(const Diagnostic& d)
{
    return d.code.rfind("memory.", 0) == 0;
}

} // namespace

PlanVerdict planVerdict(const Report& r)
{
    PlanVerdict v;
    for (const Diagnostic& d : r.diagnostics) {
        if (d.severity == Severity::Error && !isMemoryCheck(d)) {
            v.verdict = Verdict::Invalid;
            v.reason = d.message;
            v.firstError = &d;
            return v;
        }
    }
    if (!r.memory.fits) {
        v.verdict = Verdict::OutOfMemory;
        char text[160];
        std::snprintf(text, sizeof text, "stage %d needs %.2f GiB per GPU of %.2f GiB", r.memory.peakStage,
                      double(r.memory.peakBytes) / kGiB, double(r.memory.capacityBytes) / kGiB);
        v.reason = text;
    }
    return v;
}

std::string_view verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Runs: return "runs";
    case Verdict::OutOfMemory: return "out_of_memory";
    case Verdict::Invalid: return "invalid";
    }
    return "invalid";
}

} // namespace shardscope
