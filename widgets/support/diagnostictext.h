#pragma once

#include "core/model/diagnostic.h"

#include <QString>

namespace shardscope::ui {

/**
 * The translated text of a diagnostic, made from its code and parameters (the core only
 * gives codes and numbers; its English message is for the CLI): the code's row of the
 * diagnostics table gives the English templates, which are translated, and the units its
 * parameters are shown in (%1 is the row's first parameter).
 */
struct DiagnosticText
{
    QString title;       ///< a few words
    QString explanation; ///< what is wrong and why it matters, with the live numbers
    QString fix;         ///< the suggested change, from the diagnostic's changes
};

DiagnosticText diagnosticText(const shardscope::Diagnostic& diagnostic);

/** "TP", "global batch", ... for a scenario path. */
QString settingName(const QString& path);

/** "Set TP to 8, DP to 64" for a list of changes. */
QString describeChanges(const std::vector<shardscope::FixChange>& changes);

QString severityText(shardscope::Severity severity);

} // namespace shardscope::ui
