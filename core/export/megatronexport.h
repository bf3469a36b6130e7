#pragma once

#include "exportresult.h"
#include "jobshape.h"
#include "megatronarguments.h"
#include "shellscript.h"

#include "core/estimate/report.h"
#include "core/model/scenario.h"

#include <string>
#include <utility>
#include <vector>

namespace shardscope {

/** The torchrun launch flags for one node of the job (c10d rendezvous; standalone on one node). */
std::vector<std::pair<std::string, std::string>> torchrunLaunch(const JobShape& shape);

/**
 * The comment header of every exported file: generator and target, the launcher version,
 * then the scenario, the layout and the adaptations. Its first two lines are fixed text, so
 * that whatever precedes it (a shebang, the Python coding line, or nothing) no user text
 * reaches a file's first two lines, where Python looks for a coding cookie.
 */
void writeExportHeader(ShellScript& script, const Scenario& scenario, const JobShape& shape, const ExportResult& result);

ExportResult exportMegatron(const Scenario& scenario, const Report& report);

} // namespace shardscope
