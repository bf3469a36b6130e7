// The search's fast path held against the full path, for the suites that check a family of
// plans (tst_steptime, tst_recompute).
#pragma once

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/estimate/steptime.h"

#include <QTest>

namespace fastpathsupport {

/**
 * quickEstimate() on `s` gives exactly the full path's closed-form step, compute and exposed
 * communication (same per-rank costs) and its peak memory (same memory model). A failure
 * names `where`; the caller checks QTest::currentTestFailed() to stop a sweep.
 */
inline void fastPathIsTheClosedForm(const shardscope::Scenario& s, const QString& where = {})
{
    using namespace shardscope;
    using testsupport::describe;
    using testsupport::relClose;
    const ModelParams params = countParameters(s.model, s.parallel.tp);
    const int64_t m = microbatchesPerStep(s);
    Report closed;
    closed.worldSize = s.parallel.worldSize();
    estimateTime(s, params, m, false, closed);
    const QuickEstimate q = quickEstimate(s);
    QVERIFY2(relClose(q.stepS, closed.step.timeS, 1e-12), qPrintable(where + describe(q.stepS, closed.step.timeS)));
    QVERIFY2(relClose(q.computeS, closed.step.computeS, 1e-12), qPrintable(where));
    QVERIFY2(relClose(q.exposedCommS, closed.step.exposedCommS, 1e-12), qPrintable(where));
    const Report full = estimate(s);
    QVERIFY2(q.peakBytes == full.memory.peakBytes, qPrintable(where));
    QVERIFY2(q.peakStage == full.memory.peakStage, qPrintable(where));
    QVERIFY2(q.fits == full.memory.fits, qPrintable(where));
}

} // namespace fastpathsupport
