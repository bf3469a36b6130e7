#pragma once

#include "core/estimate/report.h"
#include "core/model/scenario.h"
#include "translatable.h"

#include <functional>
#include <string>

namespace shardscope {

/** What one diagnostic's lines in the report say: what is wrong, and its fix (empty: no fix line). */
struct DiagnosticWording
{
    std::string message;
    std::string fix;
};
/** Words a diagnostic in some language; the report lays the lines out (severity, code, indent). */
using DiagnosticWordingFn = std::function<DiagnosticWording(const Diagnostic&)>;

/** The rules' own English message and fix (the CLI's text). */
DiagnosticWording englishWording(const Diagnostic& diagnostic);

/**
 * The text report, for the CLI (formatReportText: English) and the GUI's Report view
 * (reportText, translated piece by piece). Numbers and names are the same in every language;
 * each diagnostic's message and fix come from `wording`: the rules' English for the CLI, the
 * diagnostics table's translated text for the GUI (widgets/support/diagnostictext.h).
 */
TranslatableText reportText(const Scenario& scenario, const Report& report,
                            const DiagnosticWordingFn& wording = englishWording);
std::string formatReportText(const Scenario& scenario, const Report& report);

/** A measured figure's name (MeasuredFigure::figure) as the report writes it: an English source marked for translation in context "ReportText". */
const char* measuredFigureLabel(const std::string& figure);
/** The measured run's figures next to the estimate's, with the source and its note (a block of the report). */
TranslatableText measuredText(const MeasuredComparison& comparison);

/** "1.23 B", "70.55 B", "405 M" style parameter counts. */
std::string formatCount(double count);
/** Bytes as GiB with two decimals ("61.23"). */
std::string formatGiB(int64_t bytes);

} // namespace shardscope
