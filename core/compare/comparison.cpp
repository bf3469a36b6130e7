#include "comparison.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

double Delta::relative() const
{
    return a != 0 ? (b - a) / std::abs(a) : 0.0;
}

namespace {

Delta both(double a, double b)
{
    return Delta{a, b};
}

double totalCommBytes(const Report& r)
{
    double sum = 0;
    for (const CommDimReport& d : r.communication.dims)
        sum += d.bytesPerStep;
    return sum;
}

bool hasCode(const Report& r, const std::string& code)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) { return d.code == code; });
}

} // namespace

ReportComparison compareReports(const Report& a, const Report& b)
{
    ReportComparison c;
    c.world = both(double(a.worldSize), double(b.worldSize));
    c.peakBytes = both(double(a.memory.peakBytes), double(b.memory.peakBytes));
    c.capacityBytes = both(double(a.memory.capacityBytes), double(b.memory.capacityBytes));
    c.stepS = both(a.step.timeS, b.step.timeS);
    c.computeS = both(a.step.computeS, b.step.computeS);
    c.bubbleS = both(a.step.bubbleS, b.step.bubbleS);
    c.exposedCommS = both(a.step.exposedCommS, b.step.exposedCommS);
    c.optimizerS = both(a.step.optimizerS, b.step.optimizerS);
    c.tokensPerS = both(a.step.tokensPerS, b.step.tokensPerS);
    c.mfu = both(a.step.mfu, b.step.mfu);
    c.hfu = both(a.step.hfu, b.step.hfu);
    c.bubbleFraction = both(a.pipeline.bubbleFraction, b.pipeline.bubbleFraction);
    c.commShare = both(a.communication.share, b.communication.share);
    c.commBytes = both(totalCommBytes(a), totalCommBytes(b));

    const size_t stages = std::max(a.memory.stages.size(), b.memory.stages.size());
    for (size_t i = 0; i < stages; ++i) {
        StageDelta s;
        s.stage = int(i);
        const StageMemory empty;
        s.inA = i < a.memory.stages.size();
        s.inB = i < b.memory.stages.size();
        const StageMemory& x = s.inA ? a.memory.stages[i] : empty;
        const StageMemory& y = s.inB ? b.memory.stages[i] : empty;
        s.total = both(double(x.totalBytes), double(y.totalBytes));
        s.weights = both(double(x.weightsBytes), double(y.weightsBytes));
        s.gradients = both(double(x.gradientsBytes), double(y.gradientsBytes));
        s.optimizer = both(double(x.optimizerBytes), double(y.optimizerBytes));
        s.activations = both(double(x.activationsBytes), double(y.activationsBytes));
        s.buffers = both(double(x.buffersBytes), double(y.buffersBytes));
        s.overhead = both(double(x.overheadBytes), double(y.overheadBytes));
        c.stages.push_back(s);
    }

    // Dimensions in the order of A, then those only B has.
    const auto addDim = [&](const std::string& dim) {
        for (const CommDelta& d : c.communication)
            if (d.dim == dim)
                return;
        CommDelta d;
        d.dim = dim;
        for (const CommDimReport& x : a.communication.dims)
            if (x.dim == dim) {
                d.inA = true;
                d.bytes.a = x.bytesPerStep;
                d.timeS.a = x.timeS;
                d.exposedS.a = x.exposedTimeS;
            }
        for (const CommDimReport& y : b.communication.dims)
            if (y.dim == dim) {
                d.inB = true;
                d.bytes.b = y.bytesPerStep;
                d.timeS.b = y.timeS;
                d.exposedS.b = y.exposedTimeS;
            }
        c.communication.push_back(d);
    };
    for (const CommDimReport& x : a.communication.dims)
        addDim(x.dim);
    for (const CommDimReport& y : b.communication.dims)
        addDim(y.dim);

    for (const Diagnostic& d : a.diagnostics) {
        if (hasCode(b, d.code)) {
            if (std::find(c.diagnosticsBoth.begin(), c.diagnosticsBoth.end(), d.code) == c.diagnosticsBoth.end())
                c.diagnosticsBoth.push_back(d.code);
        } else if (std::find(c.diagnosticsOnlyA.begin(), c.diagnosticsOnlyA.end(), d.code) == c.diagnosticsOnlyA.end()) {
            c.diagnosticsOnlyA.push_back(d.code);
        }
    }
    for (const Diagnostic& d : b.diagnostics)
        if (!hasCode(a, d.code) &&
            std::find(c.diagnosticsOnlyB.begin(), c.diagnosticsOnlyB.end(), d.code) == c.diagnosticsOnlyB.end())
            c.diagnosticsOnlyB.push_back(d.code);
    return c;
}

} // namespace shardscope
