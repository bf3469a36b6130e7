#include "zero3engineadaptation.h"

#include "core/model/enumnames.h"

#include <algorithm>

namespace shardscope {

namespace {

const char* engineName(Zero3Engine e)
{
    return e == Zero3Engine::DeepSpeed ? QT_TRANSLATE_NOOP("ExportText", "DeepSpeed's ZeRO-3")
                                       : QT_TRANSLATE_NOOP("ExportText", "FSDP");
}

bool stageAdapted(const ExportResult& r)
{
    return std::any_of(r.adaptations.begin(), r.adaptations.end(), [](const ExportAdaptation& a) {
        return std::any_of(a.changes.begin(), a.changes.end(),
                           [](const FixChange& c) { return c.path == "parallel.zero_stage"; });
    });
}

} // namespace

void adaptZero3Engine(const Scenario& s, Zero3Engine runs, const std::string& rule, ExportResult& result)
{
    const Zero3Engine planned = s.parallel.zero3Engine;
    if (s.parallel.zeroStage != 3 || planned == runs || stageAdapted(result))
        return;
    result.adapt(rule,
                 exportText(QT_TRANSLATE_NOOP("ExportText", "ZeRO-3 runs as %1, not %2 as planned: the estimate of "
                                                            "the exported plan hides as much of the per-layer "
                                                            "gathers and reduce-scatters as %1 does"),
                            {TextArg::word(kExportTextContext, engineName(runs)), TextArg::word(kExportTextContext, engineName(planned))}),
                 {{"parallel.zero3_engine", std::string(toString(runs))}});
}

} // namespace shardscope
